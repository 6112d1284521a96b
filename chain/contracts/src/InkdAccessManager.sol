// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {AccessManager} from "@openzeppelin/contracts/access/manager/AccessManager.sol";

/// @title InkdAccessManager
/// @notice The single authority of the inkd contracts: InkdRegistry,
/// InkdTreasury and InkdBuyback ask it, through their `restricted`
/// functions, who may call what and after which delay.
/// @dev OpenZeppelin's AccessManager unchanged; this contract only names the
/// roles inkd uses. Deployment (chain/deploy) wires them:
///
/// - ADMIN_ROLE (0, the manager's own root): grants and revokes roles, maps
///   functions to roles, changes delays. Held by the admin (a multisig in
///   production) with the admin execution delay.
/// - INKD_ADMIN_ROLE (1): every restricted function of the three contracts
///   that adds power or moves money (addWriter, addSettler, addKeeper,
///   setStorageWallet, setBuyback, setRouter, withdraw, unpause, ...). Held
///   by the admin with the same delay: each call must be scheduled here and
///   can execute only after the delay, visible to everyone through
///   OperationScheduled. Its guardian role is GUARDIAN_ROLE, which can
///   therefore cancel a pending INKD_ADMIN_ROLE operation.
/// - GUARDIAN_ROLE (2): removeWriter, removeSettler, removeKeeper and
///   pause, without delay. It can stop, never add and never move money.
contract InkdAccessManager is AccessManager {
    /// @notice The role of the inkd admin functions of the managed contracts.
    uint64 public constant INKD_ADMIN_ROLE = 1;
    /// @notice The role that pauses and revokes without delay.
    uint64 public constant GUARDIAN_ROLE = 2;

    constructor(address initialAdmin) AccessManager(initialAdmin) {}
}
