// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {InkdFixture} from "./base/InkdFixture.sol";
import {InkdAccessManager} from "../src/InkdAccessManager.sol";
import {InkdRegistry} from "../src/InkdRegistry.sol";
import {InkdTreasuryBooks} from "../src/InkdTreasuryBooks.sol";
import {IAccessManager} from "@openzeppelin/contracts/access/manager/IAccessManager.sol";
import {AccessManaged} from "@openzeppelin/contracts/access/manager/AccessManaged.sol";

/// @notice The guardian's veto covers what the admin schedules on the
/// manager itself (issue #28, item 3): every restricted function of
/// OpenZeppelin's AccessManager requires the manager's root role (or a
/// role's admin, the root here), whose guardian OpenZeppelin cannot set, so
/// a stolen admin key could schedule a grantRole the guardian could not
/// cancel. InkdAccessManager makes GUARDIAN_ROLE the guardian of every role.
/// Each test schedules as the admin (behind its two-day delay), the
/// guardian cancels, and the execution after the delay fails.
contract ManagerGuardianTest is InkdFixture {
    uint32 internal constant DELAY = 2 days;
    address internal constant THIEF = address(0x7E1F);

    function adminDelay() internal pure override returns (uint32) {
        return DELAY;
    }

    /// @dev Schedules `data` on `target` as the admin, has the guardian
    /// cancel it, and checks that executing it after the delay fails.
    function _vetoed(address target, bytes memory data) internal {
        vm.prank(ADMIN);
        (bytes32 id,) = manager.schedule(target, data, 0);
        vm.assertEq(uint256(manager.getSchedule(id)), block.timestamp + DELAY, "scheduled");
        vm.prank(GUARDIAN);
        manager.cancel(ADMIN, target, data);
        vm.assertEq(uint256(manager.getSchedule(id)), 0, "cancelled");
        vm.warp(block.timestamp + DELAY);
        vm.expectRevert(abi.encodeWithSelector(IAccessManager.AccessManagerNotScheduled.selector, id));
        vm.prank(ADMIN);
        manager.execute(target, data);
    }

    function _vetoedOnManager(bytes memory data) internal {
        _vetoed(address(manager), data);
    }

    function _member(uint64 role, address account) internal view returns (bool member) {
        (member,) = manager.hasRole(role, account);
    }

    // ------------------------------------------ one test per admin function

    function test_guardianCancels_labelRole() public {
        _vetoedOnManager(abi.encodeCall(manager.labelRole, (ADMIN_ROLE, "STOLEN")));
    }

    function test_guardianCancels_grantRole() public {
        _vetoedOnManager(abi.encodeCall(manager.grantRole, (ADMIN_ROLE, THIEF, 0)));
        vm.assertFalse(_member(ADMIN_ROLE, THIEF), "not granted");
    }

    function test_guardianCancels_revokeRole() public {
        _vetoedOnManager(abi.encodeCall(manager.revokeRole, (GUARDIAN_ROLE, GUARDIAN)));
        vm.assertTrue(_member(GUARDIAN_ROLE, GUARDIAN), "still the guardian");
    }

    function test_guardianCancels_setRoleAdmin() public {
        _vetoedOnManager(abi.encodeCall(manager.setRoleAdmin, (GUARDIAN_ROLE, ADMIN_ROLE)));
        vm.assertEq(uint256(manager.getRoleAdmin(GUARDIAN_ROLE)), ROOT_ROLE, "role admin unchanged");
    }

    function test_guardianCancels_setRoleGuardian() public {
        _vetoedOnManager(abi.encodeCall(manager.setRoleGuardian, (ADMIN_ROLE, ADMIN_ROLE)));
        vm.assertEq(uint256(manager.getRoleGuardian(ADMIN_ROLE)), GUARDIAN_ROLE, "guardian unchanged");
    }

    function test_guardianCancels_setGrantDelay() public {
        _vetoedOnManager(abi.encodeCall(manager.setGrantDelay, (ADMIN_ROLE, 1 days)));
        vm.assertEq(uint256(manager.getRoleGrantDelay(ADMIN_ROLE)), 0, "grant delay unchanged");
    }

    function test_guardianCancels_setTargetFunctionRole() public {
        bytes4[] memory sels = new bytes4[](1);
        sels[0] = InkdRegistry.addWriter.selector;
        _vetoedOnManager(abi.encodeCall(manager.setTargetFunctionRole, (address(registry), sels, ROOT_ROLE)));
        vm.assertEq(
            uint256(manager.getTargetFunctionRole(address(registry), InkdRegistry.addWriter.selector)),
            ADMIN_ROLE,
            "mapping unchanged"
        );
    }

    function test_guardianCancels_setTargetAdminDelay() public {
        _vetoedOnManager(abi.encodeCall(manager.setTargetAdminDelay, (address(treasury), 0)));
    }

    function test_guardianCancels_setTargetClosed() public {
        _vetoedOnManager(abi.encodeCall(manager.setTargetClosed, (address(treasury), true)));
        vm.assertFalse(manager.isTargetClosed(address(treasury)), "still open");
    }

    function test_guardianCancels_updateAuthority() public {
        InkdAccessManager rogue = new InkdAccessManager(THIEF);
        _vetoedOnManager(abi.encodeCall(manager.updateAuthority, (address(treasury), address(rogue))));
        vm.assertEq(treasury.authority(), address(manager), "authority unchanged");
    }

    /// The same move without updateAuthority: the manager calls the
    /// contract's setAuthority as itself, a function mapped to no role (so
    /// to the root). Its guardian is GUARDIAN_ROLE too.
    function test_guardianCancels_setAuthorityThroughTheManager() public {
        InkdAccessManager rogue = new InkdAccessManager(THIEF);
        _vetoed(address(registry), abi.encodeCall(AccessManaged.setAuthority, (address(rogue))));
        vm.assertEq(registry.authority(), address(manager), "authority unchanged");
    }

    /// Any call the root may schedule is vetoable, whatever its target.
    function test_guardianCancels_callOnAnyTarget() public {
        _vetoed(address(usdc), abi.encodeCall(usdc.transfer, (THIEF, 1)));
        _vetoed(address(treasury), abi.encodeCall(InkdTreasuryBooks.withdraw, (THIEF, 1)));
    }

    /// The guardian's role guards every role and cannot be reassigned.
    function test_roleGuardianIsFixed() public {
        for (uint64 role = 0; role < 4; role++) {
            vm.assertEq(uint256(manager.getRoleGuardian(role)), GUARDIAN_ROLE, "guardian of the role");
        }
        bytes memory data = abi.encodeCall(manager.setRoleGuardian, (ADMIN_ROLE, ROOT_ROLE));
        vm.prank(ADMIN);
        manager.schedule(address(manager), data, 0);
        vm.warp(block.timestamp + DELAY);
        vm.expectRevert(abi.encodeWithSelector(InkdAccessManager.InkdGuardianFixed.selector, ADMIN_ROLE, ROOT_ROLE));
        vm.prank(ADMIN);
        manager.execute(address(manager), data);
    }

    /// A stranger still cannot cancel what the admin scheduled.
    function test_strangerCannotCancelAdminOperation() public {
        bytes memory data = abi.encodeCall(manager.grantRole, (ADMIN_ROLE, THIEF, 0));
        vm.prank(ADMIN);
        manager.schedule(address(manager), data, 0);
        vm.expectRevert(
            abi.encodeWithSelector(
                IAccessManager.AccessManagerUnauthorizedCancel.selector,
                STRANGER,
                ADMIN,
                address(manager),
                manager.grantRole.selector
            )
        );
        vm.prank(STRANGER);
        manager.cancel(ADMIN, address(manager), data);
    }

    /// The price of an absolute veto: the guardian can cancel its own
    /// revocation too, so the guardian key is kept as well as the admin's.
    function test_guardianCancelsItsOwnRevocation() public {
        _vetoedOnManager(abi.encodeCall(manager.revokeRole, (GUARDIAN_ROLE, GUARDIAN)));
        vm.assertTrue(_member(GUARDIAN_ROLE, GUARDIAN), "guardian kept");
    }

    // ------------------------------------------------ the reported attack

    /// @dev A project with a version, its fee booked, some of it retained.
    function _victim() internal returns (uint256 projectId) {
        projectId = _createAs(PAYER_KEY, "victim");
    }

    /// @dev With a stolen admin key: grant THIEF the admin role without
    /// delay on the manager. Returns the operation's call data.
    function _scheduleStolenGrant() internal returns (bytes memory grant) {
        grant = abi.encodeCall(manager.grantRole, (ADMIN_ROLE, THIEF, 0));
        vm.prank(ADMIN);
        manager.schedule(address(manager), grant, 0);
    }

    /// @dev What THIEF does the moment it holds the admin role: withdraws
    /// the retained USDC, makes itself a writer and forges a version in the
    /// victim's project. Returns whether every step passed.
    function _plunder(uint256 projectId) internal returns (bool ok) {
        (,, uint256 retained) = _books();
        vm.startPrank(THIEF);
        (bool w,) = address(treasury).call(abi.encodeCall(InkdTreasuryBooks.withdraw, (THIEF, retained)));
        (bool a,) = address(registry).call(abi.encodeCall(InkdRegistry.addWriter, (THIEF)));
        (bool p,) = address(registry).call(
            abi.encodeCall(
                InkdRegistry.pushVersionFor,
                (_ownerOf(projectId), projectId, _hashOf(projectId), _version("ar-forged", "v6.6.6", "forged"))
            )
        );
        vm.stopPrank();
        return w && a && p;
    }

    /// The attack as reported, left alone: 48 hours after the stolen key
    /// scheduled the grant, THIEF takes the retained USDC and forges a
    /// version. This is what the guardian must be able to stop.
    function test_attack_uncancelledGrantPlunders() public {
        uint256 projectId = _victim();
        (,, uint256 retained) = _books();
        vm.assertGe(retained, 1, "something retained");
        bytes memory grant = _scheduleStolenGrant();
        vm.warp(block.timestamp + DELAY);
        vm.prank(ADMIN);
        manager.execute(address(manager), grant);
        vm.assertTrue(_plunder(projectId), "plundered");
        vm.assertEq(usdc.balanceOf(THIEF), retained, "retained USDC taken");
    }

    /// The same attack, vetoed: the guardian cancels the stolen grant, the
    /// execution fails after the delay, THIEF can do nothing.
    function test_attack_guardianCancelsStolenGrant() public {
        uint256 projectId = _victim();
        (,, uint256 retained) = _books();
        bytes memory grant = _scheduleStolenGrant();
        vm.prank(GUARDIAN);
        manager.cancel(ADMIN, address(manager), grant);
        vm.warp(block.timestamp + DELAY);
        vm.expectRevert(
            abi.encodeWithSelector(
                IAccessManager.AccessManagerNotScheduled.selector, manager.hashOperation(ADMIN, address(manager), grant)
            )
        );
        vm.prank(ADMIN);
        manager.execute(address(manager), grant);
        vm.assertFalse(_plunder(projectId), "nothing passes");
        vm.assertEq(usdc.balanceOf(THIEF), 0, "nothing taken");
        (,, uint256 after_) = _books();
        vm.assertEq(after_, retained, "retained intact");
        vm.assertFalse(registry.isWriter(THIEF), "no writer");
    }
}
