// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IDepositCollector} from "./IDepositCollector.sol";

/// @notice The EIP-3009 entry point the collector uses: USDC's (FiatToken
/// v2.2) receiveWithAuthorization with a packed or EIP-1271 signature. It
/// stays out of IERC3009.sol, which the treasury compiles (its metadata, and
/// so its committed bytecode, would change).
interface IERC3009Receive {
    function receiveWithAuthorization(
        address from,
        address to,
        uint256 value,
        uint256 validAfter,
        uint256 validBefore,
        bytes32 nonce,
        bytes memory signature
    ) external;
}

/// @title ERC3009DepositCollector
/// @notice The x402 batch-settlement deposit collector for EIP-3009 tokens
/// (USDC), at the canonical address 0x4020806089470a89826cB9fB1f4059150b550004.
/// X402BatchSettlement.deposit(config, amount, collector, collectorData)
/// calls collect(), which submits the payer's ReceiveWithAuthorization (from
/// payer, to this collector, value amount, nonce
/// keccak256(abi.encode(channelId, salt)); only the payee may submit one, so a
/// signature seen in a mempool cannot be redirected) and passes the tokens on
/// to the settlement contract. collectorData = abi.encode(uint256 validAfter,
/// uint256 validBefore, uint256 salt, bytes signature), as the npm client
/// x402/evm builds it.
///
/// Only the settlement contract at its canonical address may call collect:
/// anyone else could otherwise take a payer's signed authorization and have
/// the collector pull the payer's tokens for a deposit that credits no
/// channel. Because the nonce binds the channel id the settlement contract
/// computed, an authorization funds only the channel the payer signed for.
/// No constructor and no storage: development chains place this runtime
/// code at the canonical address directly.
///
/// The scheme's other collector (Permit2, for tokens without EIP-3009, at
/// 0x4020425FAf3B746C082C2f942b4E5159887B0005) is not implemented: inkd
/// advertises only USDC's EIP-3009 transfer method.
contract ERC3009DepositCollector is IDepositCollector {
    using SafeERC20 for IERC20;

    /// @notice The only caller of collect(): X402BatchSettlement's canonical address.
    address public constant SETTLEMENT = 0x4020074e9dF2ce1deE5A9C1b5c3f541D02a10003;

    /// @notice collect() from anyone but SETTLEMENT.
    error OnlySettlement(address caller);

    /// @inheritdoc IDepositCollector
    function collect(address payer, address token, uint256 amount, bytes32 channelId, bytes calldata data)
        external
    {
        if (msg.sender != SETTLEMENT) revert OnlySettlement(msg.sender);
        (uint256 validAfter, uint256 validBefore, uint256 salt, bytes memory signature) =
            abi.decode(data, (uint256, uint256, uint256, bytes));
        bytes32 nonce = keccak256(abi.encode(channelId, salt));
        IERC3009Receive(token).receiveWithAuthorization(
            payer, address(this), amount, validAfter, validBefore, nonce, signature
        );
        IERC20(token).safeTransfer(msg.sender, amount);
    }
}
