// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {HandlerBase, Deployed} from "./HandlerBase.sol";
import {DevUSDC} from "../../src/DevUSDC.sol";
import {InkdBuyback} from "../../src/InkdBuyback.sol";
import {InkdRegistry} from "../../src/InkdRegistry.sol";
import {InkdTreasury} from "../../src/InkdTreasury.sol";
import {InkdTreasuryBooks} from "../../src/InkdTreasuryBooks.sol";
import {IAccessManager} from "@openzeppelin/contracts/access/manager/IAccessManager.sol";

/// @notice Everyone the threat model does not allow to move funds or change
/// roles, trying anyway: strangers, and the settler, keeper, front-runner,
/// storage wallet and payers reaching beyond their role. Every attempt must
/// revert and leave the treasury's and the buyback's USDC where it was.
contract IntruderHandler is HandlerBase {
    address[] internal _roles; // non-admin actors with some role or funds
    /// @dev The name hash the intruder's pushes name: "a", a name the
    /// payments handler often takes (the caller check refuses them first).
    bytes32 internal constant NAME_A = keccak256("a");

    bool public breach; // a refused call succeeded
    bool public fundsMoved; // USDC left the treasury or the buyback
    string public lastBreach;
    uint256 public attempts;

    constructor(Deployed memory d, address[] memory roles) HandlerBase(d) {
        _roles = roles;
    }

    function _caller(uint256 seed) internal view returns (address) {
        if (seed % 2 == 0) return address(uint160(uint256(keccak256(abi.encode("stranger", seed)))));
        return _roles[(seed / 2) % _roles.length];
    }

    /// @dev Calls target as caller; a call that the rules refuse must revert.
    function _try(address caller, address target, bytes memory data, string memory what) internal {
        if (caller == admin) return; // the admin may; not an intrusion
        uint256 treasuryBefore = usdc.balanceOf(address(treasury));
        uint256 buybackBefore = usdc.balanceOf(address(buyback));
        attempts++;
        vm.prank(caller);
        (bool ok,) = target.call(data);
        if (ok) {
            breach = true;
            lastBreach = what;
        }
        if (usdc.balanceOf(address(treasury)) < treasuryBefore || usdc.balanceOf(address(buyback)) < buybackBefore) {
            fundsMoved = true;
            lastBreach = what;
        }
    }

    /// Admin-only calls of the treasury, by anyone else (settler included).
    function treasuryAdminOnly(uint256 callerSeed, uint256 which, uint256 amount) external {
        address c = _caller(callerSeed);
        which %= 6;
        if (which == 0) {
            (,, uint256 retained) = treasury.books();
            _try(c, address(treasury), abi.encodeCall(InkdTreasuryBooks.withdraw, (c, _bound(amount, 0, retained))), "withdraw");
        } else if (which == 1) {
            _try(c, address(treasury), abi.encodeCall(InkdTreasuryBooks.addSettler, (c)), "addSettler");
        } else if (which == 2) {
            _try(c, address(treasury), abi.encodeCall(InkdTreasuryBooks.setStorageWallet, (c)), "setStorageWallet");
        } else if (which == 3) {
            _try(c, address(treasury), abi.encodeCall(InkdTreasuryBooks.setBuyback, (c)), "setBuyback");
        } else if (which == 4) {
            _try(c, address(treasury), abi.encodeCall(InkdTreasuryBooks.unpause, ()), "unpause");
        } else {
            // the manager's root: granting oneself the admin role
            _try(c, authority, abi.encodeCall(IAccessManager.grantRole, (1, c, 0)), "grantRole(admin)");
        }
    }

    function _intruderProject() internal pure returns (InkdRegistry.ProjectInput memory p) {
        p.name = "intruder";
        p.isPublic = true;
    }

    function _intruderVersion() internal pure returns (InkdRegistry.VersionInput memory v) {
        v.arweaveHash = "ar";
        v.versionTag = "v";
    }

    function _intruderVersions() internal pure returns (InkdRegistry.VersionInput[] memory vs) {
        vs = new InkdRegistry.VersionInput[](1);
        vs[0] = _intruderVersion();
    }

    /// Settler-only calls and payout, by anyone but the settler and admin;
    /// the batch item functions, by anyone at all (the settler included:
    /// only the treasury itself may run an item).
    function treasurySettlerOnly(uint256 callerSeed, uint256 which, uint256 amount) external {
        address c = _caller(callerSeed);
        uint256 surplus = treasury.surplus();
        InkdTreasury.Payment memory pay;
        pay.from = c;
        pay.value = _bound(amount, 0, surplus);
        which %= 9;
        if (which == 6) {
            InkdTreasury.CreateItem memory item = InkdTreasury.CreateItem(pay, 0, _intruderProject());
            _try(c, address(treasury), abi.encodeCall(InkdTreasury.runCreateItem, (item)), "runCreateItem");
            return;
        } else if (which == 7) {
            InkdTreasury.PushItem memory item = InkdTreasury.PushItem(pay, 0, 1, NAME_A, _intruderVersions());
            _try(c, address(treasury), abi.encodeCall(InkdTreasury.runPushItem, (item)), "runPushItem");
            return;
        }
        if (c == settler) return;
        if (which == 0) {
            _try(c, address(treasury), abi.encodeCall(InkdTreasuryBooks.payout, ()), "payout");
        } else if (which == 1) {
            _try(c, address(treasury), abi.encodeCall(InkdTreasuryBooks.settle, (_bound(amount, 1, surplus + 1), 0)), "settle");
        } else if (which == 2) {
            _try(c, address(treasury), abi.encodeCall(InkdTreasury.refundPrepaid, (pay)), "refundPrepaid");
        } else if (which == 3) {
            _try(
                c,
                address(treasury),
                abi.encodeCall(InkdTreasury.createProjectPrepaid, (pay, 0, _intruderProject())),
                "createProjectPrepaid"
            );
        } else if (which == 4) {
            _try(
                c,
                address(treasury),
                abi.encodeCall(InkdTreasury.pushVersionsPrepaid, (pay, 0, 1, NAME_A, _intruderVersions())),
                "pushVersionsPrepaid"
            );
        } else if (which == 8) {
            _try(c, address(treasury), abi.encodeCall(InkdTreasury.voidPayment, (pay)), "voidPayment");
        } else {
            InkdTreasury.CreateItem[] memory creates = new InkdTreasury.CreateItem[](1);
            creates[0] = InkdTreasury.CreateItem(pay, 0, _intruderProject());
            _try(
                c,
                address(treasury),
                abi.encodeCall(InkdTreasury.executeBatch, (creates, new InkdTreasury.PushItem[](0))),
                "executeBatch"
            );
        }
    }

    /// The buyback's funds and settings, by anyone but the admin (and, for
    /// executeBuyback, the keeper; for deposit, the treasury).
    function buybackCalls(uint256 callerSeed, uint256 which, uint256 amount) external {
        address c = _caller(callerSeed);
        which %= 4;
        if (which == 0) {
            _try(c, address(buyback), abi.encodeCall(InkdBuyback.withdraw, (c)), "buyback.withdraw");
        } else if (which == 1) {
            if (c == keeper) return;
            _try(c, address(buyback), abi.encodeCall(InkdBuyback.executeBuyback, (0)), "executeBuyback");
        } else if (which == 2) {
            _try(c, address(buyback), abi.encodeCall(InkdBuyback.setRouter, (c)), "setRouter");
        } else {
            _try(c, address(buyback), abi.encodeCall(InkdBuyback.deposit, (_bound(amount, 1, 1e12))), "deposit");
        }
    }

    /// USDC held by the treasury, pulled without an allowance; registry
    /// writes without the treasury.
    function directCalls(uint256 callerSeed, uint256 which, uint256 amount) external {
        address c = _caller(callerSeed);
        which %= 4;
        if (which == 0) {
            uint256 held = usdc.balanceOf(address(treasury));
            _try(
                c,
                address(usdc),
                abi.encodeCall(DevUSDC.transferFrom, (address(treasury), c, _bound(amount, 1, held + 1))),
                "usdc.transferFrom(treasury)"
            );
        } else if (which == 1) {
            _try(c, address(registry), abi.encodeCall(InkdRegistry.addWriter, (c)), "addWriter");
        } else if (which == 2) {
            _try(
                c,
                address(registry),
                abi.encodeCall(InkdRegistry.createProjectFor, (c, _intruderProject())),
                "createProjectFor"
            );
        } else {
            _try(c, address(registry), abi.encodeCall(InkdRegistry.pushVersionFor, (c, 1, NAME_A, _intruderVersion())), "pushVersionFor");
            _try(c, address(registry), abi.encodeCall(InkdRegistry.pushVersionsFor, (c, 1, NAME_A, _intruderVersions())), "pushVersionsFor");
        }
    }
}
