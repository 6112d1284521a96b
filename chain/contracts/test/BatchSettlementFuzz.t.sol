// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {ChannelFixture} from "./base/ChannelFixture.sol";
import {X402BatchSettlement} from "../src/X402BatchSettlement.sol";

/// @notice Fuzzed amounts and times against the channel's rules, each
/// stated as a prediction the call must match.
contract BatchSettlementFuzzTest is ChannelFixture {
    /// A claim lands iff it is within the voucher and the deposit, and then
    /// the channel's claimed total is exactly the row's total.
    function testFuzz_claim_withinVoucherAndDeposit(uint128 deposit, uint128 max, uint128 total) public {
        deposit = uint128(_bound(deposit, 1, PAYER_FUNDS));
        max = uint128(_bound(max, 0, 2 * uint256(PAYER_FUNDS)));
        total = uint128(_bound(total, 1, 2 * uint256(PAYER_FUNDS)));
        X402BatchSettlement.ChannelConfig memory c = _config();
        bytes32 id = _id(c);
        _deposit(c, deposit);
        X402BatchSettlement.VoucherClaim[] memory rows = _rows(_row(c, PAYER_AUTH_KEY, max, total));
        vm.prank(receiver);
        (bool ok,) = address(settlement).call(abi.encodeCall(settlement.claim, (rows)));
        vm.assertEq(ok, total <= max && total <= deposit, "lands iff within voucher and deposit");
        (, uint128 claimed) = _balance(id);
        vm.assertEq(claimed, ok ? total : 0, "claimed");
    }

    /// Finalizing succeeds iff withdrawDelay seconds passed, and pays
    /// min(requested, unclaimed).
    function testFuzz_withdraw_onlyAfterTheDelay(uint40 delay, uint256 wait, uint128 amount, uint128 claimed)
        public
    {
        delay = uint40(_bound(delay, 900, 30 days));
        wait = _bound(wait, 0, 2 * uint256(delay));
        uint128 deposit = 1_000_000;
        amount = uint128(_bound(amount, 1, deposit));
        claimed = uint128(_bound(claimed, 0, deposit));
        X402BatchSettlement.ChannelConfig memory c = _config();
        c.withdrawDelay = delay;
        bytes32 id = _id(c);
        _deposit(c, deposit);
        vm.prank(payer);
        settlement.initiateWithdraw(c, amount);
        if (claimed > 0) _claim(c, claimed, claimed);
        vm.warp(block.timestamp + wait);
        uint256 before = usdc.balanceOf(payer);
        vm.prank(payer);
        (bool ok,) = address(settlement).call(abi.encodeCall(settlement.finalizeWithdraw, (c)));
        vm.assertEq(ok, wait >= delay, "only after the delay");
        if (!ok) return;
        uint128 available = deposit - claimed;
        uint128 paid = amount < available ? amount : available;
        vm.assertEq(usdc.balanceOf(payer) - before, paid, "paid");
        (uint128 balance, uint128 claimedAfter) = _balance(id);
        vm.assertEq(balance, deposit - paid, "balance");
        vm.assertLe(claimedAfter, balance, "claimed within balance");
    }

    /// A refund pays min(amount, unclaimed), moves the nonce by exactly one
    /// and leaves a pending withdrawal at max(0, pending - paid).
    function testFuzz_refund(uint128 claimed, uint128 amount, uint128 pending) public {
        uint128 deposit = 1_000_000;
        claimed = uint128(_bound(claimed, 0, deposit));
        amount = uint128(_bound(amount, 1, 2 * uint256(deposit)));
        X402BatchSettlement.ChannelConfig memory c = _config();
        bytes32 id = _id(c);
        _deposit(c, deposit);
        if (claimed > 0) _claim(c, claimed, claimed);
        uint128 available = deposit - claimed;
        if (available > 0) {
            pending = uint128(_bound(pending, 1, available));
            vm.prank(payer);
            settlement.initiateWithdraw(c, pending);
        } else {
            pending = 0;
        }
        uint256 nonce = settlement.refundNonce(id);
        uint256 before = usdc.balanceOf(payer);
        vm.prank(receiver);
        settlement.refund(c, amount);
        uint128 paid = amount < available ? amount : available;
        vm.assertEq(usdc.balanceOf(payer) - before, paid, "paid");
        vm.assertEq(settlement.refundNonce(id), nonce + 1, "nonce");
        (uint128 left,) = settlement.pendingWithdrawals(id);
        vm.assertEq(left, pending > paid ? pending - paid : 0, "pending withdrawal");
    }

    /// Distinct configs (by any field) have distinct ids.
    function testFuzz_channelId_bindsEveryField(bytes32 salt, uint40 delay, address receiver_) public view {
        X402BatchSettlement.ChannelConfig memory a = _config(salt);
        X402BatchSettlement.ChannelConfig memory b = _config(salt);
        b.withdrawDelay = delay;
        b.receiver = receiver_;
        bool same = delay == a.withdrawDelay && receiver_ == a.receiver;
        vm.assertEq(_id(a) == _id(b), same, "id equality iff config equality");
    }
}
