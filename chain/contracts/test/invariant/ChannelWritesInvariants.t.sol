// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {ChannelWritesFixture} from "../base/ChannelWritesFixture.sol";
import {ChannelWritesHandler} from "./ChannelWritesHandler.sol";

/// @notice Invariant runs over writes paid by voucher: forge calls the
/// handler's actions (good and bad groups, claims that may pass what
/// landed, refunds, timed withdrawals, settles by strangers, bookings) in
/// random order and checks after each call that no payer pays past what it
/// signed or for a write that did not land, and that the treasury books
/// exactly what reached it.
contract ChannelWritesInvariantTest is ChannelWritesFixture {
    ChannelWritesHandler internal h;
    uint256 internal constant FUNDS = 1_000 * FEE;

    function setUp() public override {
        super.setUp();
        h = new ChannelWritesHandler(usdc, registry, treasury, writes, settlement, SETTLER);
        for (uint256 i = 0; i < h.PAYERS(); ++i) {
            usdc.mint(vm.addr(h.key(i)), FUNDS);
        }
        bytes4[] memory acts = new bytes4[](6);
        acts[0] = ChannelWritesHandler.write.selector;
        acts[1] = ChannelWritesHandler.claim.selector;
        acts[2] = ChannelWritesHandler.refund.selector;
        acts[3] = ChannelWritesHandler.withdraw.selector;
        acts[4] = ChannelWritesHandler.settleByStranger.selector;
        acts[5] = ChannelWritesHandler.book.selector;
        _targetContract(address(h));
        _targetSelectors(address(h), acts);
    }

    /// A channel's landed fees never pass the last voucher a write used,
    /// nor any voucher its payer signed.
    function invariant_landedWithinTheSignedCeiling() public view {
        for (uint256 i = 0; i < h.PAYERS(); ++i) {
            (uint128 used, uint128 last) = writes.usage(h.channelId(i));
            vm.assertLe(used, last, "landed fees within the last voucher");
            vm.assertLe(last, h.maxSigned(i), "the last voucher is one the payer signed");
            vm.assertEq(used, h.landedFees(i), "used counts exactly the landed writes' fees");
        }
    }

    /// A claim never passes what landed: claimed <= used per channel, and no
    /// claim above it was ever accepted.
    function invariant_claimedOnlyWhatLanded() public view {
        for (uint256 i = 0; i < h.PAYERS(); ++i) {
            (uint128 used,) = writes.usage(h.channelId(i));
            (, uint128 claimed) = settlement.channels(h.channelId(i));
            vm.assertLe(claimed, used, "claimed within what landed");
        }
        vm.assertEq(h.claimsAboveLandedAccepted(), 0, "a claim above what landed was accepted");
    }

    /// What a payer gave up is in its channel: USDC out of the payer's wallet
    /// equals the channel's balance (claims stay in it until settled), and
    /// the payer is charged at most what landed.
    function invariant_payersPayOnlyForWhatLanded() public view {
        for (uint256 i = 0; i < h.PAYERS(); ++i) {
            (uint128 balance, uint128 claimed) = settlement.channels(h.channelId(i));
            uint256 out = FUNDS - usdc.balanceOf(vm.addr(h.key(i)));
            vm.assertEq(out, balance, "the payer's USDC out is the channel's balance");
            vm.assertLe(claimed, h.landedFees(i), "charged at most the landed writes' fees");
        }
    }

    /// The treasury books what the channels settled to it, never more.
    function invariant_treasuryBooksWhatArrived() public view {
        (, uint256 booked) = writes.unbooked();
        (uint128 totalClaimed, uint128 totalSettled) = settlement.receivers(address(treasury), address(usdc));
        vm.assertLe(booked, totalSettled, "booked at most what was settled to the treasury");
        vm.assertLe(totalSettled, totalClaimed, "settled at most what was claimed");
        uint256 landed;
        for (uint256 i = 0; i < h.PAYERS(); ++i) {
            landed += h.landedFees(i);
        }
        vm.assertLe(totalClaimed, landed, "claimed for the treasury at most what landed");
    }
}
