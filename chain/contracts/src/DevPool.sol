// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IInkdRouter} from "./IInkdRouter.sol";

/// @title DevPool
/// @notice DEVELOPMENT ONLY. A constant-product pool of two tokens with a 0.3%
/// fee, implementing IInkdRouter so the buyback can trade on a dev chain.
/// Liquidity is donated: there are no LP shares and no way to remove it.
contract DevPool is IInkdRouter {
    using SafeERC20 for IERC20;

    error UnknownPair();
    error ZeroAmount();
    error NoLiquidity();
    error InsufficientOutput(uint256 amountOut, uint256 minAmountOut);

    event LiquidityAdded(address indexed provider, uint256 amountA, uint256 amountB);
    event Swapped(address indexed tokenIn, uint256 amountIn, uint256 amountOut, address indexed to);

    address public immutable tokenA;
    address public immutable tokenB;
    uint256 public reserveA;
    uint256 public reserveB;

    constructor(address tokenA_, address tokenB_) {
        if (tokenA_ == tokenB_ || tokenA_ == address(0) || tokenB_ == address(0)) revert UnknownPair();
        tokenA = tokenA_;
        tokenB = tokenB_;
    }

    /// @notice Pulls `amountA` of tokenA and `amountB` of tokenB from the caller.
    function addLiquidity(uint256 amountA, uint256 amountB) external {
        if (amountA == 0 || amountB == 0) revert ZeroAmount();
        IERC20(tokenA).safeTransferFrom(msg.sender, address(this), amountA);
        IERC20(tokenB).safeTransferFrom(msg.sender, address(this), amountB);
        reserveA += amountA;
        reserveB += amountB;
        emit LiquidityAdded(msg.sender, amountA, amountB);
    }

    /// @inheritdoc IInkdRouter
    function getAmountOut(address tokenIn, address tokenOut, uint256 amountIn) public view returns (uint256) {
        (uint256 reserveIn, uint256 reserveOut) = _reserves(tokenIn, tokenOut);
        if (reserveIn == 0 || reserveOut == 0) revert NoLiquidity();
        uint256 inWithFee = amountIn * 997;
        return inWithFee * reserveOut / (reserveIn * 1000 + inWithFee);
    }

    /// @inheritdoc IInkdRouter
    function swapExactIn(address tokenIn, address tokenOut, uint256 amountIn, uint256 minAmountOut, address to)
        external
        returns (uint256 amountOut)
    {
        if (amountIn == 0) revert ZeroAmount();
        amountOut = getAmountOut(tokenIn, tokenOut, amountIn);
        if (amountOut < minAmountOut) revert InsufficientOutput(amountOut, minAmountOut);
        IERC20(tokenIn).safeTransferFrom(msg.sender, address(this), amountIn);
        if (tokenIn == tokenA) {
            reserveA += amountIn;
            reserveB -= amountOut;
        } else {
            reserveB += amountIn;
            reserveA -= amountOut;
        }
        IERC20(tokenOut).safeTransfer(to, amountOut);
        emit Swapped(tokenIn, amountIn, amountOut, to);
    }

    function _reserves(address tokenIn, address tokenOut) private view returns (uint256, uint256) {
        if (tokenIn == tokenA && tokenOut == tokenB) return (reserveA, reserveB);
        if (tokenIn == tokenB && tokenOut == tokenA) return (reserveB, reserveA);
        revert UnknownPair();
    }
}
