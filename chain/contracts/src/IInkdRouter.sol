// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title IInkdRouter
/// @notice The swap interface InkdBuyback trades through. Production points it
/// at an adapter over a real DEX; development uses DevPool.
interface IInkdRouter {
    /// @notice The amount of `tokenOut` a swap of `amountIn` of `tokenIn`
    /// would return now, fees included.
    function getAmountOut(address tokenIn, address tokenOut, uint256 amountIn) external view returns (uint256 amountOut);

    /// @notice Pulls `amountIn` of `tokenIn` from the caller (which must have
    /// approved it) and sends at least `minAmountOut` of `tokenOut` to `to`.
    function swapExactIn(address tokenIn, address tokenOut, uint256 amountIn, uint256 minAmountOut, address to)
        external
        returns (uint256 amountOut);
}
