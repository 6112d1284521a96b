// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {InkdFixture} from "./base/InkdFixture.sol";
import {InkdRegistry} from "../src/InkdRegistry.sol";
import {InkdTreasuryBooks} from "../src/InkdTreasuryBooks.sol";
import {InkdBuyback} from "../src/InkdBuyback.sol";
import {IAccessManaged} from "@openzeppelin/contracts/access/manager/IAccessManaged.sol";
import {IAccessManager} from "@openzeppelin/contracts/access/manager/IAccessManager.sol";

/// @notice The admin's delay and the guardian's limits (issue #19), with the
/// admin holding its roles behind a two-day execution delay as in
/// production: every admin call is scheduled on the manager, visible for the
/// delay, and only then executed; the guardian revokes and pauses at once
/// and can do nothing else but cancel a pending admin operation.
contract TimelockTest is InkdFixture {
    uint32 internal constant DELAY = 2 days;
    address internal constant NEW_ADMIN = address(0x0A12);
    address internal constant X = address(0x1234);

    function adminDelay() internal pure override returns (uint32) {
        return DELAY;
    }

    function _schedule(address target, bytes memory data) internal returns (bytes32 id) {
        vm.prank(ADMIN);
        (id,) = manager.schedule(target, data, 0);
    }

    function _notScheduled(address caller, address target, bytes memory data) internal view returns (bytes memory) {
        return abi.encodeWithSelector(
            IAccessManager.AccessManagerNotScheduled.selector, manager.hashOperation(caller, target, data)
        );
    }

    /// @dev The admin's call of `data` is refused with `err`, through the
    /// manager and directly.
    function _assertAdminRefused(address target, bytes memory data, bytes memory err) internal {
        vm.expectRevert(err);
        vm.prank(ADMIN);
        manager.execute(target, data);
        vm.prank(ADMIN);
        (bool ok, bytes memory ret) = target.call(data);
        vm.assertFalse(ok, "direct call passed");
        vm.assertEq(keccak256(ret), keccak256(err), "direct call refused otherwise");
    }

    // ------------------------------------------------------------- the delay

    function test_admin_directCallWithoutScheduleReverts() public {
        bytes memory data = abi.encodeCall(InkdRegistry.addWriter, (X));
        vm.expectRevert(_notScheduled(ADMIN, address(registry), data));
        vm.prank(ADMIN);
        registry.addWriter(X);
        vm.expectRevert(_notScheduled(ADMIN, address(registry), data));
        vm.prank(ADMIN);
        manager.execute(address(registry), data);
        vm.assertFalse(registry.isWriter(X), "no writer");
    }

    function test_admin_scheduledCallWaitsForTheDelay() public {
        bytes memory data = abi.encodeCall(InkdTreasuryBooks.setStorageWallet, (X));
        bytes32 id = _schedule(address(treasury), data);
        vm.assertEq(uint256(manager.getSchedule(id)), block.timestamp + DELAY, "ready after the delay");
        vm.warp(block.timestamp + DELAY - 1);
        _assertAdminRefused(
            address(treasury), data, abi.encodeWithSelector(IAccessManager.AccessManagerNotReady.selector, id)
        );
        vm.assertEq(treasury.storageWallet(), STORAGE_WALLET, "unchanged before the delay");

        vm.warp(block.timestamp + 1);
        vm.prank(ADMIN);
        treasury.setStorageWallet(X); // a direct call consumes the operation
        vm.assertEq(treasury.storageWallet(), X, "changed after the delay");
        // once only
        vm.expectRevert(_notScheduled(ADMIN, address(treasury), data));
        vm.prank(ADMIN);
        manager.execute(address(treasury), data);
    }

    /// A scheduled operation runs within a week of its time, or never.
    function test_admin_operationExpiresAfterAWeek() public {
        bytes memory data = abi.encodeCall(InkdBuyback.setRouter, (X));
        bytes32 id = _schedule(address(buyback), data);
        vm.warp(block.timestamp + DELAY + manager.expiration() + 1);
        _assertAdminRefused(
            address(buyback), data, abi.encodeWithSelector(IAccessManager.AccessManagerExpired.selector, id)
        );
        vm.assertEq(address(buyback.router()), address(pool), "router unchanged");
    }

    /// payout and executeBuyback are open to the admin too; behind the delay
    /// the admin must schedule them like any other call.
    function test_admin_payoutAndBuybackNeedSchedule() public {
        _createAs(PAYER_KEY, "p");
        usdc.mint(address(buyback), 20_000_000);
        bytes memory data = abi.encodeCall(InkdTreasuryBooks.payout, ());
        vm.expectRevert(_notScheduled(ADMIN, address(treasury), data));
        vm.prank(ADMIN);
        treasury.payout();
        vm.expectRevert(_notScheduled(ADMIN, address(buyback), abi.encodeCall(InkdBuyback.executeBuyback, (0))));
        vm.prank(ADMIN);
        buyback.executeBuyback(0);
        _asAdmin(address(treasury), data);
        vm.assertEq(usdc.balanceOf(STORAGE_WALLET), STORAGE_COST, "paid out after the delay");
    }

    /// Lowering the admin's own delay is itself delayed, and then takes the
    /// manager's setback (five days) before it applies.
    function test_admin_cannotDropItsDelayAtOnce() public {
        _asAdmin(address(manager), abi.encodeCall(manager.grantRole, (ADMIN_ROLE, ADMIN, 0)));
        vm.expectRevert(_notScheduled(ADMIN, address(registry), abi.encodeCall(InkdRegistry.addWriter, (X))));
        vm.prank(ADMIN);
        registry.addWriter(X);
        vm.warp(block.timestamp + manager.minSetback());
        vm.prank(ADMIN);
        registry.addWriter(X);
        vm.assertTrue(registry.isWriter(X), "delay dropped after the setback");
    }

    // ----------------------------------------------------------- the handover

    /// What was a two-step ownership transfer is now a delayed grantRole:
    /// the new admin gets the root and admin roles (with the same delay)
    /// only after the delay, then the old admin renounces.
    function test_adminHandover_isDelayedGrantRole() public {
        bytes memory grantRoot = abi.encodeCall(manager.grantRole, (ROOT_ROLE, NEW_ADMIN, DELAY));
        bytes memory grantAdmin = abi.encodeCall(manager.grantRole, (ADMIN_ROLE, NEW_ADMIN, DELAY));
        vm.expectRevert(_notScheduled(ADMIN, address(manager), grantRoot));
        vm.prank(ADMIN);
        manager.grantRole(ROOT_ROLE, NEW_ADMIN, DELAY);

        bytes32 id = _schedule(address(manager), grantRoot);
        _schedule(address(manager), grantAdmin);
        vm.warp(block.timestamp + DELAY - 1);
        vm.expectRevert(abi.encodeWithSelector(IAccessManager.AccessManagerNotReady.selector, id));
        vm.prank(ADMIN);
        manager.execute(address(manager), grantRoot);
        (bool member,) = manager.hasRole(ROOT_ROLE, NEW_ADMIN);
        vm.assertFalse(member, "not admin before the delay");

        vm.warp(block.timestamp + 1);
        vm.startPrank(ADMIN);
        manager.execute(address(manager), grantRoot);
        manager.execute(address(manager), grantAdmin);
        manager.renounceRole(ADMIN_ROLE, ADMIN);
        manager.renounceRole(ROOT_ROLE, ADMIN);
        vm.stopPrank();

        uint32 delay;
        (member, delay) = manager.hasRole(ADMIN_ROLE, NEW_ADMIN);
        vm.assertTrue(member, "new admin");
        vm.assertEq(uint256(delay), DELAY, "with the delay");
        // the old admin can no longer even schedule
        bytes memory data = abi.encodeCall(InkdRegistry.addWriter, (X));
        vm.expectRevert(
            abi.encodeWithSelector(
                IAccessManager.AccessManagerUnauthorizedCall.selector,
                ADMIN,
                address(registry),
                InkdRegistry.addWriter.selector
            )
        );
        vm.prank(ADMIN);
        manager.schedule(address(registry), data, 0);
        // the new admin is delayed too
        vm.expectRevert(_notScheduled(NEW_ADMIN, address(registry), data));
        vm.prank(NEW_ADMIN);
        registry.addWriter(X);
    }

    // ------------------------------------------------------------ the guardian

    function test_guardian_revokesAndPausesAtOnce() public {
        uint256 t = block.timestamp;
        vm.startPrank(GUARDIAN);
        registry.removeWriter(address(treasury));
        treasury.removeSettler(SETTLER);
        buyback.removeKeeper(KEEPER);
        treasury.pause();
        vm.stopPrank();
        vm.assertEq(block.timestamp, t, "no time passed");
        vm.assertFalse(registry.isWriter(address(treasury)), "writer removed");
        vm.assertFalse(treasury.isSettler(SETTLER), "settler removed");
        vm.assertFalse(buyback.isKeeper(KEEPER), "keeper removed");
        vm.assertTrue(treasury.paused(), "paused");
    }

    /// The guardian cannot add, unpause, move money or repoint wallets and
    /// the router, neither directly nor by scheduling, nor grant itself more.
    function test_guardian_cannotAddUnpauseWithdrawOrSetWallets() public {
        _createAs(PAYER_KEY, "p"); // retained to withdraw
        usdc.mint(address(buyback), 1);
        vm.prank(GUARDIAN);
        treasury.pause();
        address[10] memory targets = [
            address(registry),
            address(treasury),
            address(treasury),
            address(treasury),
            address(treasury),
            address(treasury),
            address(buyback),
            address(buyback),
            address(buyback),
            address(buyback)
        ];
        bytes[10] memory calls = [
            abi.encodeCall(InkdRegistry.addWriter, (GUARDIAN)),
            abi.encodeCall(InkdTreasuryBooks.addSettler, (GUARDIAN)),
            abi.encodeCall(InkdTreasuryBooks.unpause, ()),
            abi.encodeCall(InkdTreasuryBooks.withdraw, (GUARDIAN, 1)),
            abi.encodeCall(InkdTreasuryBooks.setStorageWallet, (GUARDIAN)),
            abi.encodeCall(InkdTreasuryBooks.setBuyback, (GUARDIAN)),
            abi.encodeCall(InkdBuyback.addKeeper, (GUARDIAN)),
            abi.encodeCall(InkdBuyback.withdraw, (GUARDIAN)),
            abi.encodeCall(InkdBuyback.setRouter, (GUARDIAN)),
            abi.encodeCall(InkdBuyback.setTreasury, (GUARDIAN))
        ];
        for (uint256 i = 0; i < calls.length; i++) {
            vm.prank(GUARDIAN);
            (bool ok, bytes memory ret) = targets[i].call(calls[i]);
            vm.assertFalse(ok, "guardian call passed");
            vm.assertEq(
                keccak256(ret),
                keccak256(abi.encodeWithSelector(IAccessManaged.AccessManagedUnauthorized.selector, GUARDIAN)),
                "refused by the manager"
            );
            vm.expectRevert(
                abi.encodeWithSelector(
                    IAccessManager.AccessManagerUnauthorizedCall.selector, GUARDIAN, targets[i], bytes4(calls[i])
                )
            );
            vm.prank(GUARDIAN);
            manager.schedule(targets[i], calls[i], 0);
        }
        vm.expectRevert(
            abi.encodeWithSelector(IAccessManager.AccessManagerUnauthorizedAccount.selector, GUARDIAN, ROOT_ROLE)
        );
        vm.prank(GUARDIAN);
        manager.grantRole(ADMIN_ROLE, GUARDIAN, 0);
        vm.assertTrue(treasury.paused(), "still paused");
    }

    /// Role 2 guards role 1 (and every role): the guardian cancels a pending admin operation,
    /// which then never executes.
    function test_guardian_cancelsPendingAdminOperation() public {
        bytes memory data = abi.encodeCall(InkdTreasuryBooks.setStorageWallet, (X));
        bytes32 id = _schedule(address(treasury), data);
        vm.prank(GUARDIAN);
        manager.cancel(ADMIN, address(treasury), data);
        vm.assertEq(uint256(manager.getSchedule(id)), 0, "cancelled");
        vm.warp(block.timestamp + DELAY);
        vm.expectRevert(abi.encodeWithSelector(IAccessManager.AccessManagerNotScheduled.selector, id));
        vm.prank(ADMIN);
        manager.execute(address(treasury), data);
        vm.assertEq(treasury.storageWallet(), STORAGE_WALLET, "unchanged");
        // a stranger cannot cancel
        _schedule(address(treasury), data);
        vm.expectRevert(
            abi.encodeWithSelector(
                IAccessManager.AccessManagerUnauthorizedCancel.selector,
                STRANGER,
                ADMIN,
                address(treasury),
                InkdTreasuryBooks.setStorageWallet.selector
            )
        );
        vm.prank(STRANGER);
        manager.cancel(ADMIN, address(treasury), data);
    }
}
