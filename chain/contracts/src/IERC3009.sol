// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title IERC3009
/// @notice The EIP-3009 entry points the treasury uses, as implemented by USDC
/// (FiatToken v2.2): pulling a payment authorised by the payer's
/// TransferWithAuthorization signature (the message x402 clients sign), and
/// reading what it needs to check such an authorization after someone else
/// submitted it.
interface IERC3009 {
    function transferWithAuthorization(
        address from,
        address to,
        uint256 value,
        uint256 validAfter,
        uint256 validBefore,
        bytes32 nonce,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external;

    /// @notice Whether `nonce` of `authorizer` was used or canceled.
    function authorizationState(address authorizer, bytes32 nonce) external view returns (bool);

    /// @notice The EIP-712 domain separator authorizations are signed under.
    function DOMAIN_SEPARATOR() external view returns (bytes32);
}
