// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IInkdRouter} from "./IInkdRouter.sol";

/// @title InkdBuyback
/// @notice Accumulates the buyback share of fees in USDC and, once the balance
/// reaches the threshold, swaps all of it for INKD through the router. Anyone
/// may trigger a buyback; the bought INKD stays in this contract.
contract InkdBuyback is Ownable {
    using SafeERC20 for IERC20;

    /// @notice Basis-point denominator.
    uint256 public constant BPS = 10_000;
    /// @notice Upper bound of maxSlippageBps (10%).
    uint256 public constant MAX_SLIPPAGE_BPS = 1_000;
    /// @notice Initial threshold: 10 USDC (6 decimals).
    uint256 public constant DEFAULT_THRESHOLD = 10_000_000;
    /// @notice Initial maxSlippageBps: 3%.
    uint256 public constant DEFAULT_MAX_SLIPPAGE_BPS = 300;

    error InkdTokenNotSet();
    error RouterNotSet();
    error BelowThreshold(uint256 balance, uint256 threshold);
    error NothingToWithdraw();
    error ZeroAddress();

    event Deposited(uint256 amount);
    event BuybackExecuted(uint256 usdcSpent, uint256 inkdReceived, uint256 timestamp);
    event InkdTokenSet(address indexed token);
    event ThresholdSet(uint256 threshold);
    event MaxSlippageSet(uint256 maxSlippageBps);
    event RouterSet(address indexed router);
    event TreasurySet(address indexed treasury);
    event Withdrawn(address indexed to, uint256 amount);

    IERC20 public immutable usdc;
    address public treasury;
    IInkdRouter public router;
    IERC20 public inkdToken;
    uint256 public threshold = DEFAULT_THRESHOLD;
    uint256 public maxSlippageBps = DEFAULT_MAX_SLIPPAGE_BPS;

    /// @dev treasury and router may be zero here and set later (the treasury
    /// is deployed after the buyback because it takes the buyback's address).
    constructor(address usdc_, address treasury_, address router_, address initialOwner) Ownable(initialOwner) {
        if (usdc_ == address(0)) revert ZeroAddress();
        usdc = IERC20(usdc_);
        treasury = treasury_;
        router = IInkdRouter(router_);
    }

    /// @notice Pulls `amount` USDC from the treasury (which approved it).
    function deposit(uint256 amount) external {
        require(msg.sender == treasury, "Buyback: only treasury");
        usdc.safeTransferFrom(msg.sender, address(this), amount);
        emit Deposited(amount);
    }

    /// @notice Swaps the whole USDC balance for INKD when it reaches the
    /// threshold, accepting at most maxSlippageBps below the router's quote.
    function executeBuyback() external returns (uint256 inkdReceived) {
        IERC20 token = inkdToken;
        if (address(token) == address(0)) revert InkdTokenNotSet();
        uint256 balance = usdc.balanceOf(address(this));
        if (balance == 0 || balance < threshold) revert BelowThreshold(balance, threshold);
        IInkdRouter r = router;
        if (address(r) == address(0)) revert RouterNotSet();

        uint256 quote = r.getAmountOut(address(usdc), address(token), balance);
        uint256 minOut = quote * (BPS - maxSlippageBps) / BPS;
        uint256 before = token.balanceOf(address(this));
        usdc.forceApprove(address(r), balance);
        r.swapExactIn(address(usdc), address(token), balance, minOut, address(this));
        inkdReceived = token.balanceOf(address(this)) - before;
        emit BuybackExecuted(balance, inkdReceived, block.timestamp);
    }

    // ---------------------------------------------------------------- admin

    /// @notice Sets the token bought back.
    function setInkdToken(address token) external onlyOwner {
        if (token == address(0)) revert ZeroAddress();
        inkdToken = IERC20(token);
        emit InkdTokenSet(token);
    }

    /// @notice Sets the USDC balance (base units) a buyback needs.
    function setThreshold(uint256 threshold_) external onlyOwner {
        threshold = threshold_;
        emit ThresholdSet(threshold_);
    }

    /// @notice Sets the slippage tolerance in basis points (at most 1000).
    function setMaxSlippageBps(uint256 bps) external onlyOwner {
        require(bps <= MAX_SLIPPAGE_BPS, "Max 10% slippage");
        maxSlippageBps = bps;
        emit MaxSlippageSet(bps);
    }

    /// @notice Sets the router swaps go through.
    function setRouter(address router_) external onlyOwner {
        if (router_ == address(0)) revert ZeroAddress();
        router = IInkdRouter(router_);
        emit RouterSet(router_);
    }

    /// @notice Sets the only address allowed to deposit.
    function setTreasury(address treasury_) external onlyOwner {
        if (treasury_ == address(0)) revert ZeroAddress();
        treasury = treasury_;
        emit TreasurySet(treasury_);
    }

    /// @notice Sends the whole USDC balance to `to`.
    function withdraw(address to) external onlyOwner {
        if (to == address(0)) revert ZeroAddress();
        uint256 balance = usdc.balanceOf(address(this));
        if (balance == 0) revert NothingToWithdraw();
        usdc.safeTransfer(to, balance);
        emit Withdrawn(to, balance);
    }
}
