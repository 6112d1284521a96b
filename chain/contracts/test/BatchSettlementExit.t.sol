// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {ChannelFixture} from "./base/ChannelFixture.sol";
import {X402BatchSettlement} from "../src/X402BatchSettlement.sol";
import {Wallet1271} from "./BatchSettlement.t.sol";

/// @notice Unit tests of how money leaves a channel towards its payer: the
/// timed withdrawal and the cooperative refund (direct, signed, and in a
/// multicall after a claim, as the npm facilitator sends it).
contract BatchSettlementExitTest is ChannelFixture {
    X402BatchSettlement.ChannelConfig internal c;
    bytes32 internal id;

    function setUp() public override {
        super.setUp();
        c = _config();
        id = _id(c);
        _deposit(c, 10_000);
    }

    // ---------------------------------------------------------- withdrawals

    function test_withdraw_afterTheDelay() public {
        uint40 t0 = uint40(block.timestamp);
        vm.expectEmit(address(settlement));
        emit X402BatchSettlement.WithdrawInitiated(id, 4_000, t0 + DELAY);
        vm.prank(payer);
        settlement.initiateWithdraw(c, 4_000);
        (uint128 amount, uint40 at) = settlement.pendingWithdrawals(id);
        vm.assertEq(amount, 4_000, "pending amount");
        vm.assertEq(at, t0, "initiated at");

        vm.warp(t0 + DELAY - 1);
        vm.prank(payer);
        vm.expectRevert(
            abi.encodeWithSelector(X402BatchSettlement.WithdrawDelayNotElapsed.selector, id, uint256(t0 + DELAY))
        );
        settlement.finalizeWithdraw(c);

        vm.warp(t0 + DELAY);
        vm.expectEmit(address(settlement));
        emit X402BatchSettlement.WithdrawFinalized(id, payerAuth, 4_000);
        vm.prank(payerAuth);
        settlement.finalizeWithdraw(c);
        (uint128 balance,) = _balance(id);
        vm.assertEq(balance, 6_000, "balance");
        vm.assertEq(usdc.balanceOf(payer), PAYER_FUNDS - 6_000, "paid to the payer");
        (, at) = settlement.pendingWithdrawals(id);
        vm.assertEq(at, 0, "cleared");
    }

    function test_withdraw_onlyThePayerSide() public {
        for (uint256 i = 0; i < 3; i++) {
            address who = [receiver, receiverAuth, relayer][i];
            vm.prank(who);
            vm.expectRevert(abi.encodeWithSelector(X402BatchSettlement.NotPayerSide.selector, id));
            settlement.initiateWithdraw(c, 1);
            vm.prank(who);
            vm.expectRevert(abi.encodeWithSelector(X402BatchSettlement.NotPayerSide.selector, id));
            settlement.finalizeWithdraw(c);
        }
    }

    function test_withdraw_refusals() public {
        vm.startPrank(payer);
        vm.expectRevert(X402BatchSettlement.ZeroAmount.selector);
        settlement.initiateWithdraw(c, 0);
        vm.expectRevert(abi.encodeWithSelector(X402BatchSettlement.NoPendingWithdrawal.selector, id));
        settlement.finalizeWithdraw(c);
        vm.stopPrank();

        _claim(c, 3_000, 3_000);
        vm.startPrank(payer);
        vm.expectRevert(
            abi.encodeWithSelector(X402BatchSettlement.WithdrawExceedsAvailable.selector, id, 7_001, 7_000)
        );
        settlement.initiateWithdraw(c, 7_001);
        settlement.initiateWithdraw(c, 7_000);
        vm.expectRevert(abi.encodeWithSelector(X402BatchSettlement.WithdrawalAlreadyPending.selector, id));
        settlement.initiateWithdraw(c, 1);
        vm.stopPrank();
    }

    /// The receiver side claims during the delay; the withdrawal pays only
    /// what is left unclaimed, and a drained, never-claimed channel closes.
    function test_withdraw_cappedByClaimsDuringTheDelay() public {
        vm.prank(payer);
        settlement.initiateWithdraw(c, 10_000);
        _claim(c, 2_500, 2_500);
        vm.warp(block.timestamp + DELAY);
        vm.prank(payer);
        settlement.finalizeWithdraw(c);
        (uint128 balance, uint128 claimed) = _balance(id);
        vm.assertEq(balance, 2_500, "claimed part stays");
        vm.assertEq(claimed, 2_500, "claimed");
        vm.assertEq(usdc.balanceOf(payer), PAYER_FUNDS - 2_500, "payer got the rest");

        X402BatchSettlement.ChannelConfig memory d = _config(bytes32(uint256(9)));
        _deposit(d, 500);
        vm.prank(payer);
        settlement.initiateWithdraw(d, 500);
        vm.warp(block.timestamp + DELAY);
        vm.expectEmit(address(settlement));
        emit X402BatchSettlement.ChannelClosed(_id(d), d);
        vm.prank(payer);
        settlement.finalizeWithdraw(d);
    }

    // -------------------------------------------------------------- refunds

    function test_refund_byTheReceiverSide() public {
        _claim(c, 1_000, 1_000);
        vm.expectEmit(address(settlement));
        emit X402BatchSettlement.Refunded(id, receiver, 4_000);
        vm.prank(receiver);
        settlement.refund(c, 4_000);
        vm.assertEq(settlement.refundNonce(id), 1, "nonce");
        vm.prank(receiverAuth);
        settlement.refund(c, 1_000_000); // capped at the unclaimed 5,000
        (uint128 balance, uint128 claimed) = _balance(id);
        vm.assertEq(balance, 1_000, "only the claimed part stays");
        vm.assertEq(claimed, 1_000, "claimed");
        vm.assertEq(usdc.balanceOf(payer), PAYER_FUNDS - 1_000, "payer refunded");
        vm.assertEq(settlement.refundNonce(id), 2, "nonce");
    }

    function test_refund_refusals() public {
        for (uint256 i = 0; i < 3; i++) {
            address who = [payer, payerAuth, relayer][i];
            vm.prank(who);
            vm.expectRevert(abi.encodeWithSelector(X402BatchSettlement.NotReceiverSide.selector, id));
            settlement.refund(c, 1);
        }
        vm.prank(receiver);
        vm.expectRevert(X402BatchSettlement.ZeroAmount.selector);
        settlement.refund(c, 0);
    }

    /// Nothing left to refund still moves the nonce on, without an event.
    function test_refund_noOpAdvancesTheNonce() public {
        _claim(c, 10_000, 10_000);
        vm.recordLogs();
        vm.prank(receiver);
        settlement.refund(c, 1);
        vm.assertEq(vm.getRecordedLogs().length, 0, "no Refunded, no transfer");
        vm.assertEq(settlement.refundNonce(id), 1, "nonce moved");
    }

    function test_refundWithSignature_byARelayer() public {
        bytes memory sig = _refundSig(RECEIVER_AUTH_KEY, id, 0, 3_000);
        vm.prank(relayer);
        vm.expectRevert(abi.encodeWithSelector(X402BatchSettlement.InvalidRefundNonce.selector, id, 0));
        settlement.refundWithSignature(c, 3_000, 1, sig);
        vm.prank(relayer);
        vm.expectRevert(X402BatchSettlement.InvalidAuthorizerSignature.selector);
        settlement.refundWithSignature(c, 3_001, 0, sig);
        bytes memory wrongKey = _refundSig(PAYER_AUTH_KEY, id, 0, 3_000);
        vm.prank(relayer);
        vm.expectRevert(X402BatchSettlement.InvalidAuthorizerSignature.selector);
        settlement.refundWithSignature(c, 3_000, 0, wrongKey);

        vm.prank(relayer);
        settlement.refundWithSignature(c, 3_000, 0, sig);
        vm.assertEq(usdc.balanceOf(payer), PAYER_FUNDS - 7_000, "refunded");
        vm.assertEq(settlement.refundNonce(id), 1, "nonce");
        vm.prank(relayer);
        vm.expectRevert(abi.encodeWithSelector(X402BatchSettlement.InvalidRefundNonce.selector, id, 1));
        settlement.refundWithSignature(c, 3_000, 0, sig);
    }

    /// A direct refund voids a refund signed for the same nonce.
    function test_refund_directVoidsASignedOne() public {
        bytes memory sig = _refundSig(RECEIVER_AUTH_KEY, id, 0, 3_000);
        vm.prank(receiver);
        settlement.refund(c, 1_000);
        vm.expectRevert(abi.encodeWithSelector(X402BatchSettlement.InvalidRefundNonce.selector, id, 1));
        settlement.refundWithSignature(c, 3_000, 0, sig);
    }

    /// A refund shrinks a pending withdrawal by what it paid, and cancels it
    /// when it pays as much.
    function test_refund_reducesThePendingWithdrawal() public {
        vm.prank(payer);
        settlement.initiateWithdraw(c, 6_000);
        vm.prank(receiver);
        settlement.refund(c, 2_000);
        (uint128 amount, uint40 at) = settlement.pendingWithdrawals(id);
        vm.assertEq(amount, 4_000, "reduced");
        vm.assertTrue(at != 0, "still pending");
        vm.prank(receiver);
        settlement.refund(c, 4_000);
        (amount, at) = settlement.pendingWithdrawals(id);
        vm.assertEq(amount, 0, "cancelled");
        vm.assertEq(at, 0, "cancelled");
    }

    function test_refund_fullRefundClosesTheChannel() public {
        vm.expectEmit(address(settlement));
        emit X402BatchSettlement.ChannelClosed(id, c);
        vm.prank(receiver);
        settlement.refund(c, 10_000);
        vm.assertEq(usdc.balanceOf(address(settlement)), 0, "empty");
        // and a new deposit opens it again
        vm.expectEmit(address(settlement));
        emit X402BatchSettlement.ChannelCreated(id, c);
        _deposit(c, 1);
    }

    /// A receiver authorizer may be a contract (key rotation): its EIP-1271
    /// answer authorizes claim batches and refunds.
    function test_receiverAuthorizerMayBeAContract() public {
        Wallet1271 wallet = new Wallet1271(receiverAuth);
        X402BatchSettlement.ChannelConfig memory w = _config(bytes32(uint256(0x1271)));
        w.receiverAuthorizer = address(wallet);
        bytes32 wid = _id(w);
        _deposit(w, 10_000);
        X402BatchSettlement.VoucherClaim[] memory rows = _rows(_row(w, PAYER_AUTH_KEY, 2_000, 2_000));
        bytes memory claimSig = _claimBatchSig(RECEIVER_AUTH_KEY, rows);
        bytes memory refundSig = _refundSig(RECEIVER_AUTH_KEY, wid, 0, 8_000);
        bytes memory wrongSig = _claimBatchSig(OTHER_KEY, rows);
        vm.prank(relayer);
        vm.expectRevert(X402BatchSettlement.InvalidAuthorizerSignature.selector);
        settlement.claimWithSignature(rows, wrongSig);
        vm.prank(relayer);
        settlement.claimWithSignature(rows, claimSig);
        vm.prank(relayer);
        settlement.refundWithSignature(w, 8_000, 0, refundSig);
        (uint128 balance, uint128 claimed) = _balance(wid);
        vm.assertEq(balance, 2_000, "balance");
        vm.assertEq(claimed, 2_000, "claimed");
    }

    /// The npm facilitator's refund: claimWithSignature then
    /// refundWithSignature in one multicall, relayed.
    function test_multicall_claimThenRefund() public {
        X402BatchSettlement.VoucherClaim[] memory rows = _rows(_row(c, PAYER_AUTH_KEY, 3_200, 3_200));
        bytes[] memory calls = new bytes[](2);
        calls[0] = abi.encodeCall(settlement.claimWithSignature, (rows, _claimBatchSig(RECEIVER_AUTH_KEY, rows)));
        calls[1] = abi.encodeCall(
            settlement.refundWithSignature, (c, 6_800, 0, _refundSig(RECEIVER_AUTH_KEY, id, 0, 6_800))
        );
        vm.prank(relayer);
        settlement.multicall(calls);
        (uint128 balance, uint128 claimed) = _balance(id);
        vm.assertEq(balance, 3_200, "balance");
        vm.assertEq(claimed, 3_200, "claimed");
        settlement.settle(receiver, address(usdc));
        vm.assertEq(usdc.balanceOf(receiver), 3_200, "receiver");
        vm.assertEq(usdc.balanceOf(payer), PAYER_FUNDS - 3_200, "payer");
        vm.assertEq(usdc.balanceOf(address(settlement)), 0, "nothing left");
    }
}
