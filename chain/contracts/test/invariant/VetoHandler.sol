// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {TestBase} from "../base/TestBase.sol";
import {InkdAccessManager} from "../../src/InkdAccessManager.sol";
import {InkdRegistry} from "../../src/InkdRegistry.sol";
import {InkdTreasuryBooks} from "../../src/InkdTreasuryBooks.sol";
import {AccessManaged} from "@openzeppelin/contracts/access/manager/AccessManaged.sol";

/// @notice Random operations scheduled on the manager, for the guardian's
/// veto (issue #28, item 3): the manager's own admin functions with random
/// arguments (grant, revoke, map, delays, close, move authority), a
/// setAuthority the manager would make as itself, the managed contracts'
/// admin and guardian functions and a call on an unmanaged token. The
/// admin schedules; so does any account a previous operation granted a
/// delayed role. Operations run when ready (changing roles, mappings and
/// delays on the way), the guardian cancels some, time passes. The handler
/// keeps every operation that is scheduled and neither executed nor
/// cancelled; the invariant asks the guardian to cancel each one.
/// The accounts operations name never include the guardian (revoking the
/// guardian is vetoable too, ManagerGuardian.t.sol; a guardian that lets it
/// pass has given up its veto).
contract VetoHandler is TestBase {
    struct Op {
        address caller;
        address target;
        bytes data;
        bool live;
    }

    uint32 public constant DELAY = 2 days;

    InkdAccessManager public immutable manager;
    InkdAccessManager public immutable otherManager; // a second authority
    InkdRegistry public immutable registry;
    address public immutable treasury;
    address public immutable token; // a contract the manager does not govern
    address public immutable admin;
    address public immutable guardian;

    address[3] internal _accounts = [address(0xAC01), address(0xAC02), address(0xAC03)];
    Op[] internal _ops;

    uint256 public scheduled;
    uint256 public executed;
    uint256 public cancelled;
    mapping(uint256 kind => uint256) public scheduledByKind;

    constructor(
        InkdAccessManager manager_,
        InkdRegistry registry_,
        address treasury_,
        address token_,
        address admin_,
        address guardian_
    ) {
        manager = manager_;
        otherManager = new InkdAccessManager(address(this));
        registry = registry_;
        treasury = treasury_;
        token = token_;
        admin = admin_;
        guardian = guardian_;
    }

    function opCount() external view returns (uint256) {
        return _ops.length;
    }

    function op(uint256 i) external view returns (Op memory) {
        return _ops[i];
    }

    // ------------------------------------------------------------- helpers

    function _account(uint256 seed) internal view returns (address) {
        return _accounts[seed % _accounts.length];
    }

    function _managed(uint256 seed) internal view returns (address) {
        uint256 k = seed % 3;
        return k == 0 ? address(registry) : k == 1 ? treasury : token;
    }

    /// @dev The call of kind `kind` with arguments drawn from `a` and `b`.
    function _call(uint256 kind, uint256 a, uint256 b) internal view returns (address target, bytes memory data) {
        uint64 role = uint64(a % 4);
        target = address(manager);
        if (kind == 0) {
            data = abi.encodeCall(manager.labelRole, (role, "x"));
        } else if (kind == 1) {
            data = abi.encodeCall(manager.grantRole, (role, _account(b), b % 2 == 0 ? 0 : DELAY));
        } else if (kind == 2) {
            data = abi.encodeCall(manager.revokeRole, (role, _account(b)));
        } else if (kind == 3) {
            data = abi.encodeCall(manager.setRoleAdmin, (role, uint64(b % 4)));
        } else if (kind == 4) {
            data = abi.encodeCall(manager.setRoleGuardian, (role, uint64(b % 4)));
        } else if (kind == 5) {
            data = abi.encodeCall(manager.setGrantDelay, (role, uint32(_bound(b, 0, DELAY))));
        } else if (kind == 6) {
            bytes4[] memory sels = new bytes4[](1);
            sels[0] = b % 2 == 0 ? InkdRegistry.addWriter.selector : InkdTreasuryBooks.withdraw.selector;
            data = abi.encodeCall(manager.setTargetFunctionRole, (_managed(b / 2), sels, role));
        } else if (kind == 7) {
            data = abi.encodeCall(manager.setTargetAdminDelay, (_managed(b), uint32(_bound(b, 0, DELAY))));
        } else if (kind == 8) {
            data = abi.encodeCall(manager.setTargetClosed, (_managed(b), b % 2 == 0));
        } else if (kind == 9) {
            data = abi.encodeCall(manager.updateAuthority, (_managed(b % 2), address(otherManager)));
        } else if (kind == 10) {
            target = _managed(b % 2);
            data = abi.encodeCall(AccessManaged.setAuthority, (address(otherManager)));
        } else if (kind == 11) {
            (target, data) = b % 2 == 0
                ? (address(registry), abi.encodeCall(InkdRegistry.addWriter, (_account(b / 2))))
                : (treasury, abi.encodeCall(InkdTreasuryBooks.withdraw, (_account(b / 2), 1)));
        } else if (kind == 12) {
            target = treasury;
            data = abi.encodeCall(InkdTreasuryBooks.pause, ());
        } else {
            target = token;
            data = abi.encodeWithSignature("transfer(address,uint256)", _account(b), 1);
        }
    }

    /// @dev A live operation, searched from `seed`.
    function _pickLive(uint256 seed) internal view returns (bool found, uint256 index) {
        uint256 n = _ops.length;
        for (uint256 k = 0; k < n; k++) {
            uint256 j = (seed % n + k) % n;
            if (_ops[j].live) return (true, j);
        }
    }

    // -------------------------------------------------------------- actions

    /// The admin (or an account holding a delayed role) schedules a call.
    function schedule(uint256 kindSeed, uint256 a, uint256 b) external {
        uint256 kind = kindSeed % 14;
        (address target, bytes memory data) = _call(kind, a, b);
        address caller = a % 4 == 3 ? _account(a / 4) : admin;
        vm.prank(caller);
        try manager.schedule(target, data, 0) {
            bytes32 key = keccak256(abi.encode(caller, target, data));
            for (uint256 i = 0; i < _ops.length; i++) {
                // an expired schedule of the same call is replaced
                if (_ops[i].live && keccak256(abi.encode(_ops[i].caller, _ops[i].target, _ops[i].data)) == key) {
                    _ops[i].live = false;
                }
            }
            _ops.push(Op(caller, target, data, true));
            scheduled++;
            scheduledByKind[kind]++;
        } catch {}
    }

    /// A pending operation runs once its time has come (it may still fail:
    /// expired, or refused by its target).
    function executeWhenReady(uint256 opSeed) external {
        (bool any, uint256 i) = _pickLive(opSeed);
        if (!any) return;
        Op storage o = _ops[i];
        uint48 at = manager.getSchedule(manager.hashOperation(o.caller, o.target, o.data));
        if (at > block.timestamp) vm.warp(at);
        vm.prank(o.caller);
        (bool ok,) = address(manager).call(abi.encodeCall(manager.execute, (o.target, o.data)));
        if (ok) {
            o.live = false;
            executed++;
        }
    }

    /// The guardian cancels a pending operation now and then.
    function cancel(uint256 opSeed) external {
        if (opSeed % 3 != 0) return;
        (bool any, uint256 i) = _pickLive(opSeed / 3);
        if (!any) return;
        Op storage o = _ops[i];
        vm.prank(guardian);
        try manager.cancel(o.caller, o.target, o.data) {
            o.live = false;
            cancelled++;
        } catch {}
    }

    /// Time passes: minutes to days, past expirations sometimes.
    function warp(uint256 secondsSeed) external {
        vm.warp(block.timestamp + _bound(secondsSeed, 60, 4 days));
    }
}
