// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {InkdFixture} from "../base/InkdFixture.sol";
import {VetoHandler} from "./VetoHandler.sol";

/// @notice Invariant runs of the guardian's veto (issue #28, item 3): the
/// admin holds its roles behind a two-day delay, as in production, and
/// VetoHandler schedules random operations (the manager's own admin
/// functions first among them), runs some, cancels some and warps.
contract VetoInvariantTest is InkdFixture {
    VetoHandler internal h;

    function adminDelay() internal pure override returns (uint32) {
        return 2 days;
    }

    function setUp() public override {
        super.setUp();
        h = new VetoHandler(manager, registry, address(treasury), address(usdc), ADMIN, GUARDIAN);
        vm.assertEq(uint256(adminDelay()), uint256(h.DELAY()), "handler delay");
        bytes4[] memory acts = new bytes4[](4);
        acts[0] = VetoHandler.schedule.selector;
        acts[1] = VetoHandler.executeWhenReady.selector;
        acts[2] = VetoHandler.cancel.selector;
        acts[3] = VetoHandler.warp.selector;
        _targetContract(address(h));
        _targetSelectors(address(h), acts);
    }

    /// Every pending operation is cancellable by the guardian: for each
    /// operation scheduled and neither executed nor cancelled, the
    /// guardian's cancel succeeds (tried on a copy of the state).
    function invariant_everyPendingOperationIsCancellableByTheGuardian() public {
        for (uint256 i = 0; i < h.opCount(); i++) {
            VetoHandler.Op memory o = h.op(i);
            if (!o.live) continue;
            uint256 snap = vm.snapshotState();
            vm.prank(GUARDIAN);
            (bool ok, bytes memory ret) =
                address(manager).call(abi.encodeCall(manager.cancel, (o.caller, o.target, o.data)));
            vm.revertToState(snap);
            if (!ok) {
                assembly ("memory-safe") {
                    revert(add(ret, 32), mload(ret))
                }
            }
        }
    }

    /// The handler is not vacuous: each kind of operation gets scheduled,
    /// including by an account a grant gave a delayed role, and some run.
    function test_handler_schedulesEveryKind() public {
        for (uint256 kind = 0; kind < 14; kind++) {
            h.schedule(kind, 0, kind);
            // pause is the guardian role's, which the admin does not hold
            vm.assertEq(h.scheduledByKind(kind), kind == 12 ? 0 : 1, "scheduled");
        }
        invariant_everyPendingOperationIsCancellableByTheGuardian();
        // grantRole(guardian role, 0xAC02, DELAY) runs, then 0xAC02
        // schedules a pause, which the guardian can cancel too
        h.schedule(1, 2, 1);
        h.executeWhenReady(h.opCount() - 1);
        vm.assertEq(h.executed(), 1, "grant ran");
        h.schedule(12, 7, 0); // a % 4 == 3: the caller is _account(1) = 0xAC02
        vm.assertEq(h.scheduledByKind(12), 1, "scheduled by the new member");
        invariant_everyPendingOperationIsCancellableByTheGuardian();
        h.cancel(0);
        vm.assertEq(h.cancelled(), 1, "cancelled");
    }
}
