// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {InkdManaged} from "./InkdManaged.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {IInkdRouter} from "./IInkdRouter.sol";

/// @title InkdBuyback
/// @notice Accumulates the buyback share of fees in USDC and, once the balance
/// reaches the threshold, swaps all of it for INKD through the router. The
/// bought INKD stays in this contract.
/// @dev Admin functions are `restricted`: the authority (InkdAccessManager)
/// decides who calls them and after which delay (addKeeper, setRouter,
/// withdraw... are the admin's, behind the admin delay; removeKeeper is the
/// guardian's, at once). "The owner" below means a caller the authority
/// allows.
/// Only the owner and keepers may trigger a buyback, and they name the
/// minimum output. A bound computed from the pool in the same transaction
/// does not protect a swap: whoever moves the pool first also moves the
/// quote (a sandwich), and a keeper may be the one moving it. So every swap
/// is bounded by a price the keeper does not control: the floor
/// (minInkdPerUsdc, the least INKD per USDC, i.e. the most USDC paid per
/// INKD), set by the admin behind the admin delay, in public and
/// cancellable by the guardian. No floor set means no buyback
/// (FloorNotSet), so a deployment without one never swaps unbounded.
///
/// Why a floor and not a price the pool provides: DevPool (a constant-
/// product pool, like the DEX pools a production router adapts) offers only
/// its spot reserves, which the first trader of a block sets; a time-
/// weighted average of a thin pool is moved for a few blocks by anyone with
/// the capital, a keeper included, and production routers need not offer
/// one. The floor costs no trust in the pool. It bounds a sandwich to the
/// gap between the market and the floor, so the admin keeps it near the
/// market (a floor 5% under it loses at most 5%); when the market falls
/// under the floor, buybacks revert until the admin lowers it. The
/// caller's minOut (from an honest quote taken outside this block) and the
/// router's quote less maxSlippageBps are further bounds: the swap must
/// return the largest of the three.
contract InkdBuyback is InkdManaged {
    using SafeERC20 for IERC20;

    /// @notice Basis-point denominator.
    uint256 public constant BPS = 10_000;
    /// @notice Upper bound of maxSlippageBps (10%).
    uint256 public constant MAX_SLIPPAGE_BPS = 1_000;
    /// @notice Initial threshold: 10 USDC (6 decimals).
    uint256 public constant DEFAULT_THRESHOLD = 10_000_000;
    /// @notice Initial maxSlippageBps: 3%.
    uint256 public constant DEFAULT_MAX_SLIPPAGE_BPS = 300;
    /// @notice One USDC in base units (6 decimals): minInkdPerUsdc's unit.
    uint256 public constant USDC_UNIT = 1e6;

    error InkdTokenNotSet();
    error RouterNotSet();
    error BelowThreshold(uint256 balance, uint256 threshold);
    error NothingToWithdraw();
    error ZeroAddress();
    /// @notice executeBuyback was called by neither the owner nor a keeper.
    error NotKeeper();
    /// @notice No floor price is set (minInkdPerUsdc is zero): buybacks
    /// are refused until the admin sets one.
    error FloorNotSet();
    /// @notice The router delivered less INKD than the minimum.
    error OutputBelowMinimum(uint256 received, uint256 minOut);

    event Deposited(uint256 amount);
    event BuybackExecuted(uint256 usdcSpent, uint256 inkdReceived, uint256 timestamp);
    event InkdTokenSet(address indexed token);
    event ThresholdSet(uint256 threshold);
    event MaxSlippageSet(uint256 maxSlippageBps);
    event RouterSet(address indexed router);
    event TreasurySet(address indexed treasury);
    event Withdrawn(address indexed to, uint256 amount);
    event KeeperSet(address indexed keeper, bool allowed);
    event MinInkdPerUsdcSet(uint256 minInkdPerUsdc);

    IERC20 public immutable usdc;
    address public treasury;
    IInkdRouter public router;
    IERC20 public inkdToken;
    uint256 public threshold = DEFAULT_THRESHOLD;
    uint256 public maxSlippageBps = DEFAULT_MAX_SLIPPAGE_BPS;
    /// @notice The floor price: the least INKD (base units) a buyback may
    /// accept per USDC_UNIT of USDC spent. Zero (the default) refuses every
    /// buyback.
    uint256 public minInkdPerUsdc;
    mapping(address account => bool) private _keepers;

    /// @dev treasury and router may be zero here and set later (the treasury
    /// is deployed after the buyback because it takes the buyback's address).
    constructor(address usdc_, address treasury_, address router_, address initialAuthority)
        InkdManaged(initialAuthority)
    {
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
    /// threshold. Owner or keepers only. The swap must return at least the
    /// largest of the floor (balance × minInkdPerUsdc / USDC_UNIT, never
    /// zero: an unset floor reverts FloorNotSet), minOut, and the router's
    /// quote less maxSlippageBps; a minOut under the floor is raised to it.
    function executeBuyback(uint256 minOut) external returns (uint256 inkdReceived) {
        if (!_keepers[msg.sender] && !_authorityAllows(msg.sender)) revert NotKeeper();
        IERC20 token = inkdToken;
        if (address(token) == address(0)) revert InkdTokenNotSet();
        uint256 balance = usdc.balanceOf(address(this));
        if (balance == 0 || balance < threshold) revert BelowThreshold(balance, threshold);
        IInkdRouter r = router;
        if (address(r) == address(0)) revert RouterNotSet();
        uint256 perUsdc = minInkdPerUsdc;
        if (perUsdc == 0) revert FloorNotSet();
        // at least 1: a balance so small that the floor rounds to zero
        // still never swaps for nothing
        uint256 floor = Math.max(Math.mulDiv(balance, perUsdc, USDC_UNIT), 1);

        uint256 quote = r.getAmountOut(address(usdc), address(token), balance);
        uint256 minAmountOut = Math.max(Math.max(minOut, floor), quote * (BPS - maxSlippageBps) / BPS);
        uint256 before = token.balanceOf(address(this));
        usdc.forceApprove(address(r), balance);
        r.swapExactIn(address(usdc), address(token), balance, minAmountOut, address(this));
        inkdReceived = token.balanceOf(address(this)) - before;
        if (inkdReceived < minAmountOut) revert OutputBelowMinimum(inkdReceived, minAmountOut);
        emit BuybackExecuted(balance, inkdReceived, block.timestamp);
    }

    // ---------------------------------------------------------------- admin

    /// @notice Allows `keeper` to execute buybacks (admin, behind the delay).
    function addKeeper(address keeper) external restricted {
        if (keeper == address(0)) revert ZeroAddress();
        _keepers[keeper] = true;
        emit KeeperSet(keeper, true);
    }

    /// @notice Disallows `keeper` (guardian, at once).
    function removeKeeper(address keeper) external restricted {
        _keepers[keeper] = false;
        emit KeeperSet(keeper, false);
    }

    /// @notice Whether `account` is a keeper (the owner may execute buybacks
    /// without being one).
    function isKeeper(address account) external view returns (bool) {
        return _keepers[account];
    }

    /// @notice Sets the floor price: the least INKD base units a buyback
    /// accepts per USDC_UNIT of USDC (admin, behind the delay). Zero stops
    /// buybacks.
    function setMinInkdPerUsdc(uint256 minInkdPerUsdc_) external restricted {
        minInkdPerUsdc = minInkdPerUsdc_;
        emit MinInkdPerUsdcSet(minInkdPerUsdc_);
    }

    /// @notice Sets the token bought back.
    function setInkdToken(address token) external restricted {
        if (token == address(0)) revert ZeroAddress();
        inkdToken = IERC20(token);
        emit InkdTokenSet(token);
    }

    /// @notice Sets the USDC balance (base units) a buyback needs.
    function setThreshold(uint256 threshold_) external restricted {
        threshold = threshold_;
        emit ThresholdSet(threshold_);
    }

    /// @notice Sets the slippage tolerance in basis points (at most 1000).
    function setMaxSlippageBps(uint256 bps) external restricted {
        require(bps <= MAX_SLIPPAGE_BPS, "Max 10% slippage");
        maxSlippageBps = bps;
        emit MaxSlippageSet(bps);
    }

    /// @notice Sets the router swaps go through.
    function setRouter(address router_) external restricted {
        if (router_ == address(0)) revert ZeroAddress();
        router = IInkdRouter(router_);
        emit RouterSet(router_);
    }

    /// @notice Sets the only address allowed to deposit.
    function setTreasury(address treasury_) external restricted {
        if (treasury_ == address(0)) revert ZeroAddress();
        treasury = treasury_;
        emit TreasurySet(treasury_);
    }

    /// @notice Sends the whole USDC balance to `to` (admin, behind the delay).
    function withdraw(address to) external restricted {
        if (to == address(0)) revert ZeroAddress();
        uint256 balance = usdc.balanceOf(address(this));
        if (balance == 0) revert NothingToWithdraw();
        usdc.safeTransfer(to, balance);
        emit Withdrawn(to, balance);
    }
}
