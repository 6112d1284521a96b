// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title IDepositCollector
/// @notice How X402BatchSettlement funds a channel: deposit() calls the
/// collector named in the call, which pulls `amount` of `token` from `payer`
/// with whatever authorization `data` carries and transfers it to the
/// settlement contract (msg.sender). The settlement contract trusts no
/// collector: it credits the channel only when its own token balance grew by
/// exactly `amount` during the call.
interface IDepositCollector {
    /// @notice Pulls `amount` of `token` from `payer` into msg.sender for the
    /// channel `channelId` (the collector may bind its authorization to it).
    function collect(address payer, address token, uint256 amount, bytes32 channelId, bytes calldata data) external;
}
