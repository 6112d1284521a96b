// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {InkdFixture} from "./base/InkdFixture.sol";
import {InkdRegistry} from "../src/InkdRegistry.sol";
import {InkdTreasury} from "../src/InkdTreasury.sol";
import {InkdTreasuryBooks} from "../src/InkdTreasuryBooks.sol";
import {InkdBuyback} from "../src/InkdBuyback.sol";
import {InkdAccessManager} from "../src/InkdAccessManager.sol";
import {IAccessManaged} from "@openzeppelin/contracts/access/manager/IAccessManaged.sol";
import {IAccessManager} from "@openzeppelin/contracts/access/manager/IAccessManager.sol";

/// @notice Who may call every privileged function, in one place (the threat
/// model of docs/security.md; the roles as chain/deploy wires them):
///
/// | contract | function                                   | who                    |
/// |----------|--------------------------------------------|------------------------|
/// | manager  | grantRole, revokeRole, setTargetFunction…  | admin (root, delayed)  |
/// | registry | addWriter                                  | admin (delayed)        |
/// | registry | removeWriter                               | guardian (at once)     |
/// | registry | createProjectFor, pushVersion(s)For        | writers (the treasury) |
/// | registry | addCollaborator, removeCollaborator        | the project's owner    |
/// | treasury | addSettler, setStorageWallet, setBuyback,  | admin (delayed)        |
/// |          | withdraw, unpause                          |                        |
/// | treasury | removeSettler, pause                       | guardian (at once)     |
/// | treasury | payout                                     | settlers and admin     |
/// | treasury | settle, *Paid, *Prepaid, refundPrepaid,    | settlers               |
/// |          | executeBatch, voidPayment                  |                        |
/// | treasury | runCreateItem, runPushItem                 | the treasury itself    |
/// | buyback  | addKeeper, every setter, withdraw          | admin (delayed)        |
/// | buyback  | removeKeeper                               | guardian (at once)     |
/// | buyback  | executeBuyback                             | admin and keepers      |
/// | buyback  | deposit                                    | the treasury           |
///
/// The delay itself (schedule, too early, cancel, handover) is in
/// Timelock.t.sol and invariant/TimelockInvariants.t.sol.
contract AccessControlTest is InkdFixture {
    struct Call {
        address target;
        bytes data;
    }

    /// @dev Every admin-only function of the three contracts, with harmless
    /// arguments.
    function _adminOnlyCalls() internal view returns (Call[] memory calls) {
        address x = address(0x1234);
        calls = new Call[](14);
        calls[0] = Call(address(registry), abi.encodeCall(InkdRegistry.addWriter, (x)));
        calls[1] = Call(address(treasury), abi.encodeCall(InkdTreasuryBooks.addSettler, (x)));
        calls[2] = Call(address(treasury), abi.encodeCall(InkdTreasuryBooks.setStorageWallet, (x)));
        calls[3] = Call(address(treasury), abi.encodeCall(InkdTreasuryBooks.setBuyback, (x)));
        calls[4] = Call(address(treasury), abi.encodeCall(InkdTreasuryBooks.withdraw, (x, 0)));
        calls[5] = Call(address(treasury), abi.encodeCall(InkdTreasuryBooks.unpause, ()));
        calls[6] = Call(address(buyback), abi.encodeCall(InkdBuyback.addKeeper, (x)));
        calls[7] = Call(address(buyback), abi.encodeCall(InkdBuyback.setMinInkdPerUsdc, (1)));
        calls[8] = Call(address(buyback), abi.encodeCall(InkdBuyback.setInkdToken, (x)));
        calls[9] = Call(address(buyback), abi.encodeCall(InkdBuyback.setThreshold, (1)));
        calls[10] = Call(address(buyback), abi.encodeCall(InkdBuyback.setMaxSlippageBps, (1)));
        calls[11] = Call(address(buyback), abi.encodeCall(InkdBuyback.setRouter, (x)));
        calls[12] = Call(address(buyback), abi.encodeCall(InkdBuyback.setTreasury, (x)));
        calls[13] = Call(address(buyback), abi.encodeCall(InkdBuyback.withdraw, (x)));
    }

    /// @dev The guardian's functions: revoke and pause, nothing else.
    function _guardianCalls() internal view returns (Call[] memory calls) {
        calls = new Call[](4);
        calls[0] = Call(address(registry), abi.encodeCall(InkdRegistry.removeWriter, (address(treasury))));
        calls[1] = Call(address(treasury), abi.encodeCall(InkdTreasuryBooks.removeSettler, (SETTLER)));
        calls[2] = Call(address(treasury), abi.encodeCall(InkdTreasuryBooks.pause, ()));
        calls[3] = Call(address(buyback), abi.encodeCall(InkdBuyback.removeKeeper, (KEEPER)));
    }

    /// @dev The manager's own root functions.
    function _rootCalls(address caller) internal view returns (Call[] memory calls) {
        bytes4[] memory sel = new bytes4[](1);
        sel[0] = InkdTreasuryBooks.withdraw.selector;
        calls = new Call[](4);
        calls[0] = Call(address(manager), abi.encodeCall(manager.grantRole, (ADMIN_ROLE, caller, 0)));
        calls[1] = Call(address(manager), abi.encodeCall(manager.revokeRole, (GUARDIAN_ROLE, GUARDIAN)));
        calls[2] = Call(address(manager), abi.encodeCall(manager.setTargetFunctionRole, (address(treasury), sel, 9)));
        calls[3] = Call(address(manager), abi.encodeCall(manager.updateAuthority, (address(treasury), address(manager))));
    }

    /// @dev Every settler-only function of the treasury. The arguments would
    /// fail later checks; the caller check comes first.
    function _settlerOnlyCalls() internal view returns (Call[] memory calls) {
        InkdTreasury.Payment memory pay;
        pay.from = payer;
        pay.value = FEE;
        InkdRegistry.VersionInput memory v = _version("a", "t", "");
        InkdRegistry.VersionInput[] memory vs = _versions("t", 2);
        InkdTreasury.CreateItem[] memory creates = new InkdTreasury.CreateItem[](1);
        creates[0] = InkdTreasury.CreateItem(pay, 0, _project("n"));
        calls = new Call[](10);
        calls[0] = Call(address(treasury), abi.encodeCall(InkdTreasuryBooks.settle, (1, 0)));
        calls[1] = Call(address(treasury), abi.encodeCall(InkdTreasury.createProjectPaid, (pay, 0, _project("n"))));
        calls[2] = Call(address(treasury), abi.encodeCall(InkdTreasury.pushVersionPaid, (pay, 0, 1, FREE_NAME_HASH, v)));
        calls[3] = Call(address(treasury), abi.encodeCall(InkdTreasury.createProjectPrepaid, (pay, 0, _project("n"))));
        calls[4] = Call(address(treasury), abi.encodeCall(InkdTreasury.pushVersionPrepaid, (pay, 0, 1, FREE_NAME_HASH, v)));
        calls[5] = Call(address(treasury), abi.encodeCall(InkdTreasury.refundPrepaid, (pay)));
        calls[6] = Call(address(treasury), abi.encodeCall(InkdTreasury.pushVersionsPaid, (pay, 0, 1, FREE_NAME_HASH, vs)));
        calls[7] = Call(address(treasury), abi.encodeCall(InkdTreasury.pushVersionsPrepaid, (pay, 0, 1, FREE_NAME_HASH, vs)));
        calls[8] = Call(
            address(treasury), abi.encodeCall(InkdTreasury.executeBatch, (creates, new InkdTreasury.PushItem[](0)))
        );
        calls[9] = Call(address(treasury), abi.encodeCall(InkdTreasury.voidPayment, (pay)));
    }

    function _callAs(address caller, Call memory c) internal returns (bool ok, bytes memory ret) {
        vm.prank(caller);
        (ok, ret) = c.target.call(c.data);
    }

    /// @dev Every call of `calls`, made by `caller`, reverts with `expected`.
    function _assertAllRefuse(Call[] memory calls, address caller, bytes memory expected, string memory what)
        internal
    {
        for (uint256 i = 0; i < calls.length; i++) {
            (bool ok, bytes memory ret) = _callAs(caller, calls[i]);
            vm.assertFalse(ok, what);
            vm.assertEq(keccak256(ret), keccak256(expected), what);
        }
    }

    function _assertAdminOnlyRefuses(address caller) internal {
        bytes memory expected = abi.encodeWithSelector(IAccessManaged.AccessManagedUnauthorized.selector, caller);
        _assertAllRefuse(_adminOnlyCalls(), caller, expected, "admin-only call not refused by the manager");
    }

    function _assertGuardianOnlyRefuses(address caller) internal {
        bytes memory expected = abi.encodeWithSelector(IAccessManaged.AccessManagedUnauthorized.selector, caller);
        _assertAllRefuse(_guardianCalls(), caller, expected, "guardian call not refused by the manager");
    }

    function _assertRootOnlyRefuses(address caller) internal {
        bytes memory expected =
            abi.encodeWithSelector(IAccessManager.AccessManagerUnauthorizedAccount.selector, caller, ROOT_ROLE);
        _assertAllRefuse(_rootCalls(caller), caller, expected, "root call not refused");
    }

    function _assertSettlerOnlyRefuses(address caller) internal {
        bytes memory expected = abi.encodeWithSelector(InkdTreasuryBooks.Unauthorized.selector);
        _assertAllRefuse(_settlerOnlyCalls(), caller, expected, "settler-only call not refused as Unauthorized");
    }

    // ------------------------------------------------------------- admin-only

    function test_adminOnly_refusesEveryRole() public {
        address[9] memory callers = [
            STRANGER, GUARDIAN, SETTLER, KEEPER, STORAGE_WALLET, payer, address(treasury), address(buyback),
            address(manager)
        ];
        for (uint256 i = 0; i < callers.length; i++) {
            _assertAdminOnlyRefuses(callers[i]);
            _assertRootOnlyRefuses(callers[i]);
        }
    }

    function testFuzz_adminOnly_refusesAnyone(address caller) public {
        vm.assume(caller != ADMIN);
        _assertAdminOnlyRefuses(caller);
        _assertRootOnlyRefuses(caller);
    }

    function test_adminOnly_adminPasses() public {
        Call[] memory calls = _adminOnlyCalls();
        usdc.mint(address(buyback), 1); // buyback.withdraw needs a balance
        _asGuardian(address(treasury), abi.encodeCall(InkdTreasuryBooks.pause, ())); // unpause needs a pause
        // each from the same state
        uint256 state = vm.snapshotState();
        for (uint256 i = 0; i < calls.length; i++) {
            _asAdmin(calls[i].target, calls[i].data);
            vm.revertToState(state);
        }
        calls = _rootCalls(ADMIN);
        for (uint256 i = 0; i < calls.length; i++) {
            _asAdmin(calls[i].target, calls[i].data);
            vm.revertToState(state);
        }
    }

    // ---------------------------------------------------------------- guardian

    function test_guardianOnly_refusesEveryoneElse() public {
        address[7] memory callers =
            [ADMIN, STRANGER, SETTLER, KEEPER, payer, address(treasury), address(manager)];
        for (uint256 i = 0; i < callers.length; i++) {
            _assertGuardianOnlyRefuses(callers[i]);
        }
    }

    function testFuzz_guardianOnly_refusesAnyone(address caller) public {
        vm.assume(caller != GUARDIAN);
        _assertGuardianOnlyRefuses(caller);
    }

    function test_guardianOnly_guardianPasses() public {
        Call[] memory calls = _guardianCalls();
        for (uint256 i = 0; i < calls.length; i++) {
            _asGuardian(calls[i].target, calls[i].data);
        }
        vm.assertFalse(registry.isWriter(address(treasury)), "writer removed");
        vm.assertFalse(treasury.isSettler(SETTLER), "settler removed");
        vm.assertTrue(treasury.paused(), "paused");
        vm.assertFalse(buyback.isKeeper(KEEPER), "keeper removed");
    }

    // ----------------------------------------------------------- settler-only

    function test_settlerOnly_refusesAdminAndOthers() public {
        _assertSettlerOnlyRefuses(ADMIN);
        _assertSettlerOnlyRefuses(GUARDIAN);
        _assertSettlerOnlyRefuses(STRANGER);
        _assertSettlerOnlyRefuses(KEEPER);
        _assertSettlerOnlyRefuses(payer);
        _assertSettlerOnlyRefuses(address(registry));
    }

    function testFuzz_settlerOnly_refusesAnyone(address caller) public {
        vm.assume(caller != SETTLER);
        _assertSettlerOnlyRefuses(caller);
    }

    function test_settlerOnly_revokedSettlerRefused() public {
        _removeSettler(SETTLER);
        _assertSettlerOnlyRefuses(SETTLER);
        vm.expectRevert(InkdTreasuryBooks.Unauthorized.selector);
        vm.prank(SETTLER);
        treasury.payout();
    }

    // ------------------------------------------------------------------ payout

    function test_payout_settlerAndAdminOnly() public {
        _createAs(PAYER_KEY, "p");
        address[5] memory refused = [STRANGER, GUARDIAN, KEEPER, STORAGE_WALLET, payer];
        for (uint256 i = 0; i < refused.length; i++) {
            vm.expectRevert(InkdTreasuryBooks.Unauthorized.selector);
            vm.prank(refused[i]);
            treasury.payout();
        }
        vm.prank(ADMIN);
        (uint256 a,) = treasury.payout();
        vm.assertEq(a, STORAGE_COST, "admin pays out");
        _createAs(PAYER_KEY, "q");
        vm.prank(SETTLER);
        (a,) = treasury.payout();
        vm.assertEq(a, STORAGE_COST, "settler pays out");
    }

    // ---------------------------------------------------------------- registry

    function test_registryWrites_writersOnly() public {
        address[5] memory refused = [ADMIN, GUARDIAN, SETTLER, STRANGER, payer];
        for (uint256 i = 0; i < refused.length; i++) {
            vm.expectRevert(InkdRegistry.Unauthorized.selector);
            vm.prank(refused[i]);
            registry.createProjectFor(payer, _project("n"));
            vm.expectRevert(InkdRegistry.Unauthorized.selector);
            vm.prank(refused[i]);
            registry.pushVersionFor(payer, 1, _nameHash("p"), _version("a", "t", ""));
            vm.expectRevert(InkdRegistry.Unauthorized.selector);
            vm.prank(refused[i]);
            registry.pushVersionsFor(payer, 1, _nameHash("p"), _versions("t", 1));
        }
        _asGuardian(address(registry), abi.encodeCall(InkdRegistry.removeWriter, (address(treasury))));
        InkdTreasury.Payment memory pay = _pay(PAYER_KEY, FEE);
        vm.expectRevert(InkdRegistry.Unauthorized.selector);
        _create(pay, 0, "n");
    }

    function test_collaborators_projectOwnerOnly() public {
        uint256 id = _createAs(PAYER_KEY, "p");
        _addCollaborator(id, payer, other);
        address[5] memory refused = [ADMIN, SETTLER, address(treasury), other, STRANGER];
        for (uint256 i = 0; i < refused.length; i++) {
            vm.expectRevert(InkdRegistry.NotProjectOwner.selector);
            vm.prank(refused[i]);
            registry.addCollaborator("p", address(0xC0));
            vm.expectRevert(InkdRegistry.NotProjectOwner.selector);
            vm.prank(refused[i]);
            registry.removeCollaborator("P", other);
        }
    }

    // ----------------------------------------------------------------- buyback

    function test_executeBuyback_adminAndKeepersOnly() public {
        usdc.mint(address(buyback), 20_000_000);
        address[6] memory refused = [STRANGER, GUARDIAN, SETTLER, address(treasury), STORAGE_WALLET, payer];
        for (uint256 i = 0; i < refused.length; i++) {
            vm.expectRevert(InkdBuyback.NotKeeper.selector);
            vm.prank(refused[i]);
            buyback.executeBuyback(0);
        }
        _asGuardian(address(buyback), abi.encodeCall(InkdBuyback.removeKeeper, (KEEPER)));
        vm.expectRevert(InkdBuyback.NotKeeper.selector);
        vm.prank(KEEPER);
        buyback.executeBuyback(0);
        vm.prank(ADMIN);
        buyback.executeBuyback(0);
    }

    function testFuzz_deposit_treasuryOnly(address caller) public {
        vm.assume(caller != address(treasury));
        vm.expectRevert(bytes("Buyback: only treasury"));
        vm.prank(caller);
        buyback.deposit(0);
    }
}
