// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {AccessManager} from "@openzeppelin/contracts/access/manager/AccessManager.sol";

/// @title InkdAccessManager
/// @notice The single authority of the inkd contracts: InkdRegistry,
/// InkdTreasury and InkdBuyback ask it, through their `restricted`
/// functions, who may call what and after which delay.
/// @dev OpenZeppelin's AccessManager with one change: GUARDIAN_ROLE guards
/// every role, so the guardian may cancel any scheduled operation.
/// Deployment (chain/deploy) wires the roles:
///
/// - ADMIN_ROLE (0, the manager's own root): grants and revokes roles, maps
///   functions to roles, changes delays, moves a contract to another
///   authority. Held by the admin (a multisig in production) with the admin
///   execution delay.
/// - INKD_ADMIN_ROLE (1): every restricted function of the three contracts
///   that adds power or moves money (addWriter, addSettler, addKeeper,
///   setStorageWallet, setBuyback, setRouter, withdraw, unpause, ...). Held
///   by the admin with the same delay: each call must be scheduled here and
///   can execute only after the delay, visible to everyone through
///   OperationScheduled.
/// - GUARDIAN_ROLE (2): removeWriter, removeSettler, removeKeeper and
///   pause, without delay, and the cancellation of any pending operation.
///   It can stop, never add and never move money.
///
/// Why the override: OpenZeppelin lets the guardian of the role a call
/// requires cancel it, and the manager's own functions (grantRole,
/// updateAuthority, setTargetFunctionRole, ...) as well as every function
/// not mapped to a role require ADMIN_ROLE, whose guardian OpenZeppelin
/// cannot set. A stolen admin key would then schedule a grantRole the
/// guardian could not stop. Here the guardian of every role is
/// GUARDIAN_ROLE, fixed in code: nothing the admin schedules escapes the
/// guardian's veto. The other side of it: the guardian can also cancel its
/// own revocation, so the guardian key must be as well kept as the admin's.
contract InkdAccessManager is AccessManager {
    /// @notice The role of the inkd admin functions of the managed contracts.
    uint64 public constant INKD_ADMIN_ROLE = 1;
    /// @notice The role that pauses, revokes and cancels without delay.
    uint64 public constant GUARDIAN_ROLE = 2;

    /// @notice setRoleGuardian was called: the guardian of every role is
    /// GUARDIAN_ROLE and cannot be changed.
    error InkdGuardianFixed(uint64 roleId, uint64 guardian);

    constructor(address initialAdmin) AccessManager(initialAdmin) {}

    /// @notice The guardian of `roleId`: GUARDIAN_ROLE for every role,
    /// ADMIN_ROLE included. `cancel` asks it for the role a scheduled
    /// call requires, so a GUARDIAN_ROLE member may cancel any operation.
    function getRoleGuardian(uint64) public pure override returns (uint64) {
        return GUARDIAN_ROLE;
    }

    /// @dev Every role's guardian is fixed (getRoleGuardian): setting one
    /// would only write a value nothing reads, so it is refused.
    function _setRoleGuardian(uint64 roleId, uint64 guardian) internal pure override {
        revert InkdGuardianFixed(roleId, guardian);
    }
}
