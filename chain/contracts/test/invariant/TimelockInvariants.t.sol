// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {InkdFixture} from "../base/InkdFixture.sol";
import {AdminOpsHandler} from "./AdminOpsHandler.sol";

/// @notice Invariant runs of the timelock (issue #19): the admin holds its
/// roles behind a two-day execution delay, as in production, and the
/// handler schedules, executes early and on time, calls unscheduled, warps
/// and cancels in random order.
contract TimelockInvariantTest is InkdFixture {
    uint32 internal constant DELAY = 2 days;
    uint256 internal constant RETAINED = 500_000;

    AdminOpsHandler internal h;

    function adminDelay() internal pure override returns (uint32) {
        return DELAY;
    }

    function setUp() public override {
        super.setUp();
        // something retained to withdraw: a donation the settler books
        usdc.mint(address(treasury), 2 * RETAINED);
        vm.prank(SETTLER);
        treasury.settle(2 * RETAINED, 0);

        address[] memory candidates = new address[](6);
        candidates[0] = address(treasury); // the writer
        candidates[1] = SETTLER;
        candidates[2] = KEEPER;
        candidates[3] = address(0xA01);
        candidates[4] = address(0xA02);
        candidates[5] = STRANGER;
        h = new AdminOpsHandler(manager, registry, treasury, buyback, usdc, ADMIN, GUARDIAN, DELAY, candidates);

        bytes4[] memory acts = new bytes4[](7);
        acts[0] = AdminOpsHandler.schedule.selector;
        acts[1] = AdminOpsHandler.execute.selector;
        acts[2] = AdminOpsHandler.callUnscheduled.selector;
        acts[3] = AdminOpsHandler.warp.selector;
        acts[4] = AdminOpsHandler.cancel.selector;
        acts[5] = AdminOpsHandler.revoke.selector;
        acts[6] = AdminOpsHandler.executeWhenReady.selector;
        _targetContract(address(h));
        _targetSelectors(address(h), acts);
    }

    /// No privileged change takes effect before its delay: writers,
    /// settlers, keepers, the storage wallet, the buyback, the router and
    /// the retained USDC withdrawn equal the ghost copy, which changes only
    /// through an operation executed at or after its schedule time plus the
    /// delay (or a guardian's revocation); no privileged call ever succeeded
    /// earlier.
    function invariant_noPrivilegedChangeTakesEffectBeforeItsDelay() public view {
        vm.assertFalse(h.earlyEffect(), string.concat("took effect before its delay: ", h.lastEarly()));
        for (uint256 i = 0; i < h.candidateCount(); i++) {
            address c = h.candidates(i);
            vm.assertEq(registry.isWriter(c), h.ghostWriter(c), "writers");
            vm.assertEq(treasury.isSettler(c), h.ghostSettler(c), "settlers");
            vm.assertEq(buyback.isKeeper(c), h.ghostKeeper(c), "keepers");
        }
        vm.assertEq(treasury.storageWallet(), h.ghostStorageWallet(), "storage wallet");
        vm.assertEq(address(treasury.buyback()), h.ghostBuyback(), "buyback");
        vm.assertEq(address(buyback.router()), h.ghostRouter(), "router");
        (,, uint256 retained) = treasury.books();
        vm.assertEq(retained, RETAINED - h.ghostWithdrawn(), "retained");
        vm.assertEq(usdc.balanceOf(h.SINK()), h.ghostWithdrawn(), "withdrawn");
    }

    /// The handler is not vacuous: an operation is refused early, executes
    /// on time, and moves the ghost with the contract.
    function test_handler_refusesEarlyExecutesOnTime() public {
        h.schedule(3, 3, 0); // setStorageWallet(0xA01)
        vm.assertEq(h.scheduled(), 1, "scheduled");
        h.warp(DELAY - 1 hours);
        h.execute(0, false);
        h.execute(0, true);
        h.callUnscheduled(0, 4, 0); // addWriter(0xA02)
        vm.assertEq(h.refusedEarly(), 3, "refused early and unscheduled");
        invariant_noPrivilegedChangeTakesEffectBeforeItsDelay();
        h.executeWhenReady(0, true);
        vm.assertEq(h.executedOnTime(), 1, "executed on time");
        vm.assertEq(treasury.storageWallet(), address(0xA01), "changed");
        invariant_noPrivilegedChangeTakesEffectBeforeItsDelay();
    }
}
