// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {ChannelFixture} from "../base/ChannelFixture.sol";
import {ChannelHandler} from "./ChannelHandler.sol";

/// @notice Invariant runs of the batch-settlement channel (issue #32):
/// ChannelHandler sends random deposits, vouchers, claims, settles,
/// withdrawals, refunds and time through the contract placed at its
/// canonical address; after every call the channel's money rules hold.
contract ChannelInvariantTest is ChannelFixture {
    ChannelHandler internal h;

    function setUp() public override {
        super.setUp();
        h = new ChannelHandler(settlement, address(collector), usdc);
        bytes4[] memory acts = new bytes4[](9);
        acts[0] = ChannelHandler.deposit.selector;
        acts[1] = ChannelHandler.signVoucher.selector;
        acts[2] = ChannelHandler.claim.selector;
        acts[3] = ChannelHandler.settle.selector;
        acts[4] = ChannelHandler.initiateWithdraw.selector;
        acts[5] = ChannelHandler.finalizeWithdraw.selector;
        acts[6] = ChannelHandler.refund.selector;
        acts[7] = ChannelHandler.warp.selector;
        acts[8] = ChannelHandler.claim.selector; // claims twice as often
        _targetContract(address(h));
        _targetSelectors(address(h), acts);
    }

    /// A channel's claimed total never exceeds its balance nor the highest
    /// voucher its payer signed.
    function invariant_claimedWithinBalanceAndVouchers() public view {
        for (uint256 i = 0; i < h.N(); i++) {
            (uint128 balance, uint128 claimed) = settlement.channels(h.ids(i));
            vm.assertLe(claimed, balance, "claimed <= balance");
            vm.assertLe(claimed, h.maxSigned(i), "claimed <= highest voucher");
        }
    }

    /// The books balance: the contract holds every channel's unclaimed escrow
    /// (balance - totalClaimed) plus what was claimed and not yet settled.
    function invariant_booksBalance() public view {
        uint256 owed;
        for (uint256 i = 0; i < h.N(); i++) {
            (uint128 balance, uint128 claimed) = settlement.channels(h.ids(i));
            owed += balance - claimed;
        }
        (uint128 rClaimed, uint128 rSettled) = settlement.receivers(h.receiver(), address(usdc));
        owed += rClaimed - rSettled;
        vm.assertEq(usdc.balanceOf(address(settlement)), owed, "token balance == unclaimed + unsettled");
        uint256 outside = usdc.balanceOf(h.receiver());
        for (uint256 i = 0; i < h.N(); i++) {
            outside += usdc.balanceOf(h.payer(i));
        }
        vm.assertEq(outside + owed, h.minted(), "no token created or lost");
        vm.assertEq(usdc.balanceOf(address(collector)), 0, "the collector keeps nothing");
    }

    /// A withdrawal is paid only once its delay elapsed, and every call the
    /// handler predicted went as predicted.
    function invariant_withdrawalsOnlyAfterTheirDelay() public view {
        vm.assertFalse(h.earlyFinalize(), "finalized before the delay");
        vm.assertFalse(h.wrongPrediction(), "a call the rules allow was refused, or the reverse");
    }

    /// The refund nonce moves by exactly one per refund, so it strictly increases.
    function invariant_refundNonceCountsRefunds() public view {
        vm.assertFalse(h.nonceSkipped(), "nonce moved by other than one");
        for (uint256 i = 0; i < h.N(); i++) {
            vm.assertEq(settlement.refundNonce(h.ids(i)), h.refunds(i), "nonce == refunds");
        }
    }

    /// The handler is not vacuous: each action gets through once.
    function test_handler_reachesEveryPath() public {
        h.deposit(0, 5_000);
        h.deposit(2, 5_000);
        h.signVoucher(0, 3_000);
        h.signVoucher(2, 3_000);
        h.claim(0, 3_000, 2_000, false);
        h.claim(2, 3_000, 3_000, true);
        vm.assertEq(h.claims(), 2, "claims landed");
        h.claim(0, 3_000, 3_001, false); // above the voucher: refused, as predicted
        h.settle();
        vm.assertEq(usdc.balanceOf(h.receiver()), 5_000, "settled");
        h.initiateWithdraw(0, 1_000);
        h.finalizeWithdraw(0); // too early: refused, as predicted
        h.warp(2_000);
        h.finalizeWithdraw(0);
        vm.assertEq(h.finalized(), 1, "finalized");
        h.refund(0, 500, true);
        h.refund(2, 500, false);
        vm.assertEq(h.deposits(), 2, "deposits");
        vm.assertEq(h.refunded(), 2, "refunds");
        invariant_claimedWithinBalanceAndVouchers();
        invariant_booksBalance();
        invariant_withdrawalsOnlyAfterTheirDelay();
        invariant_refundNonceCountsRefunds();
    }
}
