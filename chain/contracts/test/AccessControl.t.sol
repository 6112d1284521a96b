// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {InkdFixture} from "./base/InkdFixture.sol";
import {InkdRegistry} from "../src/InkdRegistry.sol";
import {InkdTreasury} from "../src/InkdTreasury.sol";
import {InkdBuyback} from "../src/InkdBuyback.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @notice Who may call every privileged function, in one place (the threat
/// model of README's Security section):
///
/// | contract | function                                   | who                    |
/// |----------|--------------------------------------------|------------------------|
/// | registry | setWriter, transferOwnership, renounce…    | owner                  |
/// | registry | createProjectFor, pushVersionFor           | writers (the treasury) |
/// | registry | addCollaborator, removeCollaborator        | the project's owner    |
/// | treasury | setSettler, setStorageWallet, setBuyback,  | owner                  |
/// |          | withdraw, transferOwnership, renounce…     |                        |
/// | treasury | payout                                     | settlers and owner     |
/// | treasury | settle, *Paid, *Prepaid, refundPrepaid     | settlers               |
/// | buyback  | every setter, withdraw, transferOwnership  | owner                  |
/// | buyback  | executeBuyback                             | owner and keepers      |
/// | buyback  | deposit                                    | the treasury           |
///
/// When the owner's powers move behind a timelock, the owner-only rows and
/// the fixture's owner helpers are what change.
contract AccessControlTest is InkdFixture {
    struct Call {
        address target;
        bytes data;
    }

    /// @dev Every owner-only function of the three contracts, with harmless
    /// arguments.
    function _ownerOnlyCalls() internal view returns (Call[] memory calls) {
        address x = address(0x1234);
        calls = new Call[](19);
        calls[0] = Call(address(registry), abi.encodeCall(InkdRegistry.setWriter, (x, true)));
        calls[1] = Call(address(registry), abi.encodeCall(Ownable.transferOwnership, (x)));
        calls[2] = Call(address(registry), abi.encodeCall(Ownable.renounceOwnership, ()));
        calls[3] = Call(address(treasury), abi.encodeCall(InkdTreasury.setSettler, (x, true)));
        calls[4] = Call(address(treasury), abi.encodeCall(InkdTreasury.setStorageWallet, (x)));
        calls[5] = Call(address(treasury), abi.encodeCall(InkdTreasury.setBuyback, (x)));
        calls[6] = Call(address(treasury), abi.encodeCall(InkdTreasury.withdraw, (x, 0)));
        calls[7] = Call(address(treasury), abi.encodeCall(Ownable.transferOwnership, (x)));
        calls[8] = Call(address(treasury), abi.encodeCall(Ownable.renounceOwnership, ()));
        calls[9] = Call(address(buyback), abi.encodeCall(InkdBuyback.setKeeper, (x, true)));
        calls[10] = Call(address(buyback), abi.encodeCall(InkdBuyback.setMinInkdPerUsdc, (1)));
        calls[11] = Call(address(buyback), abi.encodeCall(InkdBuyback.setInkdToken, (x)));
        calls[12] = Call(address(buyback), abi.encodeCall(InkdBuyback.setThreshold, (1)));
        calls[13] = Call(address(buyback), abi.encodeCall(InkdBuyback.setMaxSlippageBps, (1)));
        calls[14] = Call(address(buyback), abi.encodeCall(InkdBuyback.setRouter, (x)));
        calls[15] = Call(address(buyback), abi.encodeCall(InkdBuyback.setTreasury, (x)));
        calls[16] = Call(address(buyback), abi.encodeCall(InkdBuyback.withdraw, (x)));
        calls[17] = Call(address(buyback), abi.encodeCall(Ownable.transferOwnership, (x)));
        calls[18] = Call(address(buyback), abi.encodeCall(Ownable.renounceOwnership, ()));
    }

    /// @dev Every settler-only function of the treasury. The arguments would
    /// fail later checks; the caller check comes first.
    function _settlerOnlyCalls() internal view returns (Call[] memory calls) {
        InkdTreasury.Payment memory pay;
        pay.from = payer;
        pay.value = FEE;
        calls = new Call[](6);
        calls[0] = Call(address(treasury), abi.encodeCall(InkdTreasury.settle, (1, 0)));
        calls[1] = Call(
            address(treasury),
            abi.encodeCall(InkdTreasury.createProjectPaid, (pay, 0, "n", "", "", true, false, "", ""))
        );
        calls[2] = Call(address(treasury), abi.encodeCall(InkdTreasury.pushVersionPaid, (pay, 0, 1, "a", "t", "")));
        calls[3] = Call(
            address(treasury),
            abi.encodeCall(InkdTreasury.createProjectPrepaid, (pay, 0, "n", "", "", true, false, "", ""))
        );
        calls[4] = Call(address(treasury), abi.encodeCall(InkdTreasury.pushVersionPrepaid, (pay, 0, 1, "a", "t", "")));
        calls[5] = Call(address(treasury), abi.encodeCall(InkdTreasury.refundPrepaid, (pay)));
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

    function _assertOwnerOnlyRefuses(address caller) internal {
        bytes memory expected = abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, caller);
        _assertAllRefuse(_ownerOnlyCalls(), caller, expected, "owner-only call not refused as Ownable");
    }

    function _assertSettlerOnlyRefuses(address caller) internal {
        bytes memory expected = abi.encodeWithSelector(InkdTreasury.Unauthorized.selector);
        _assertAllRefuse(_settlerOnlyCalls(), caller, expected, "settler-only call not refused as Unauthorized");
    }

    // ------------------------------------------------------------- owner-only

    function test_ownerOnly_refusesEveryRole() public {
        _assertOwnerOnlyRefuses(STRANGER);
        _assertOwnerOnlyRefuses(SETTLER);
        _assertOwnerOnlyRefuses(KEEPER);
        _assertOwnerOnlyRefuses(STORAGE_WALLET);
        _assertOwnerOnlyRefuses(payer);
        _assertOwnerOnlyRefuses(address(treasury));
        _assertOwnerOnlyRefuses(address(buyback));
    }

    function testFuzz_ownerOnly_refusesAnyone(address caller) public {
        vm.assume(caller != OWNER);
        _assertOwnerOnlyRefuses(caller);
    }

    function test_ownerOnly_ownerPasses() public {
        Call[] memory calls = _ownerOnlyCalls();
        usdc.mint(address(buyback), 1); // buyback.withdraw needs a balance
        // each from the same state: a transfer or renounce ends the owner's run
        uint256 state = vm.snapshotState();
        for (uint256 i = 0; i < calls.length; i++) {
            _asOwner(calls[i].target, calls[i].data);
            vm.revertToState(state);
        }
    }

    // ----------------------------------------------------------- settler-only

    function test_settlerOnly_refusesOwnerAndOthers() public {
        _assertSettlerOnlyRefuses(OWNER);
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
        vm.expectRevert(InkdTreasury.Unauthorized.selector);
        vm.prank(SETTLER);
        treasury.payout();
    }

    // ------------------------------------------------------------------ payout

    function test_payout_settlerAndOwnerOnly() public {
        _createAs(PAYER_KEY, "p");
        address[4] memory refused = [STRANGER, KEEPER, STORAGE_WALLET, payer];
        for (uint256 i = 0; i < refused.length; i++) {
            vm.expectRevert(InkdTreasury.Unauthorized.selector);
            vm.prank(refused[i]);
            treasury.payout();
        }
        vm.prank(OWNER);
        (uint256 a,) = treasury.payout();
        vm.assertEq(a, STORAGE_COST, "owner pays out");
        _createAs(PAYER_KEY, "q");
        vm.prank(SETTLER);
        (a,) = treasury.payout();
        vm.assertEq(a, STORAGE_COST, "settler pays out");
    }

    // ---------------------------------------------------------------- registry

    function test_registryWrites_writersOnly() public {
        address[4] memory refused = [OWNER, SETTLER, STRANGER, payer];
        for (uint256 i = 0; i < refused.length; i++) {
            vm.expectRevert(InkdRegistry.Unauthorized.selector);
            vm.prank(refused[i]);
            registry.createProjectFor(payer, "n", "", "", true, false, "", "");
            vm.expectRevert(InkdRegistry.Unauthorized.selector);
            vm.prank(refused[i]);
            registry.pushVersionFor(payer, 1, "a", "t", "");
        }
        _asOwner(address(registry), abi.encodeCall(InkdRegistry.setWriter, (address(treasury), false)));
        InkdTreasury.Payment memory pay = _pay(PAYER_KEY, FEE);
        vm.expectRevert(InkdRegistry.Unauthorized.selector);
        _create(pay, 0, "n");
    }

    function test_collaborators_projectOwnerOnly() public {
        uint256 id = _createAs(PAYER_KEY, "p");
        _addCollaborator(id, payer, other);
        address[5] memory refused = [OWNER, SETTLER, address(treasury), other, STRANGER];
        for (uint256 i = 0; i < refused.length; i++) {
            vm.expectRevert(InkdRegistry.NotProjectOwner.selector);
            vm.prank(refused[i]);
            registry.addCollaborator(id, address(0xC0));
            vm.expectRevert(InkdRegistry.NotProjectOwner.selector);
            vm.prank(refused[i]);
            registry.removeCollaborator(id, other);
        }
    }

    // ----------------------------------------------------------------- buyback

    function test_executeBuyback_ownerAndKeepersOnly() public {
        usdc.mint(address(buyback), 20_000_000);
        address[5] memory refused = [STRANGER, SETTLER, address(treasury), STORAGE_WALLET, payer];
        for (uint256 i = 0; i < refused.length; i++) {
            vm.expectRevert(InkdBuyback.NotKeeper.selector);
            vm.prank(refused[i]);
            buyback.executeBuyback(0);
        }
        _asOwner(address(buyback), abi.encodeCall(InkdBuyback.setKeeper, (KEEPER, false)));
        vm.expectRevert(InkdBuyback.NotKeeper.selector);
        vm.prank(KEEPER);
        buyback.executeBuyback(0);
        vm.prank(OWNER);
        buyback.executeBuyback(0);
    }

    function testFuzz_deposit_treasuryOnly(address caller) public {
        vm.assume(caller != address(treasury));
        vm.expectRevert(bytes("Buyback: only treasury"));
        vm.prank(caller);
        buyback.deposit(0);
    }
}
