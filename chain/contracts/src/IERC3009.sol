// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title IERC3009
/// @notice The EIP-3009 entry point the treasury uses to pull a payment
/// authorised by the payer's TransferWithAuthorization signature (the message
/// x402 clients sign), as implemented by USDC (FiatToken v2.2).
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

    function authorizationState(address authorizer, bytes32 nonce) external view returns (bool);
}
