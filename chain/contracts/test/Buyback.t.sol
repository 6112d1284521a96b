// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {InkdFixture} from "./base/InkdFixture.sol";
import {InkdBuyback} from "../src/InkdBuyback.sol";
import {DevPool} from "../src/DevPool.sol";
import {IInkdRouter} from "../src/IInkdRouter.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IAccessManaged} from "@openzeppelin/contracts/access/manager/IAccessManaged.sol";

/// @notice A router that quotes `quote` and delivers `deliver` tokens for
/// any swap: the buyback must catch the short output itself.
contract ShortRouter is IInkdRouter {
    uint256 public deliver;
    uint256 public quote;

    function set(uint256 quote_, uint256 deliver_) external {
        quote = quote_;
        deliver = deliver_;
    }

    function getAmountOut(address, address, uint256) external view returns (uint256) {
        return quote;
    }

    function swapExactIn(address tokenIn, address tokenOut, uint256 amountIn, uint256, address to)
        external
        returns (uint256)
    {
        require(IERC20(tokenIn).transferFrom(msg.sender, address(this), amountIn), "pull");
        require(IERC20(tokenOut).transfer(to, deliver), "send");
        return deliver;
    }
}

/// @notice Unit tests of InkdBuyback: deposit, executeBuyback with its
/// bounds (threshold, floor, quote less slippage, delivered output), the
/// setters and withdraw. Who may call what is in AccessControl.t.sol.
contract BuybackTest is InkdFixture {
    uint256 internal constant TEN_USDC = 10_000_000;

    function _fund(uint256 amount) internal {
        usdc.mint(address(buyback), amount);
    }

    function _quote(uint256 amount) internal view returns (uint256) {
        return pool.getAmountOut(address(usdc), address(inkd), amount);
    }

    function test_defaults() public view {
        vm.assertEq(buyback.threshold(), TEN_USDC, "threshold");
        vm.assertEq(buyback.maxSlippageBps(), 300, "slippage");
        vm.assertEq(buyback.minInkdPerUsdc(), FLOOR_INKD_PER_USDC, "floor as deployed");
        vm.assertEq(buyback.BPS(), 10_000, "bps");
        vm.assertEq(buyback.MAX_SLIPPAGE_BPS(), 1_000, "max slippage");
        vm.assertEq(buyback.USDC_UNIT(), 1e6, "unit");
        vm.assertEq(address(buyback.usdc()), address(usdc), "usdc");
        vm.assertEq(buyback.treasury(), address(treasury), "treasury");
        vm.assertEq(address(buyback.router()), address(pool), "router");
        vm.assertEq(address(buyback.inkdToken()), address(inkd), "token");
        vm.assertEq(buyback.authority(), address(manager), "authority");
        vm.assertTrue(buyback.isKeeper(KEEPER), "keeper");
        vm.assertFalse(buyback.isKeeper(STRANGER), "stranger");
    }

    function test_constructor_revertsZeroUsdc() public {
        vm.expectRevert(InkdBuyback.ZeroAddress.selector);
        new InkdBuyback(address(0), address(1), address(1), address(manager));
    }

    function test_constructor_revertsZeroAuthority() public {
        vm.expectRevert(abi.encodeWithSelector(IAccessManaged.AccessManagedInvalidAuthority.selector, address(0)));
        new InkdBuyback(address(usdc), address(1), address(1), address(0));
    }

    function test_deposit_pullsFromTreasuryAndEmits() public {
        usdc.mint(address(treasury), 500);
        vm.prank(address(treasury));
        usdc.approve(address(buyback), 500);
        vm.expectEmit(address(buyback));
        emit InkdBuyback.Deposited(500);
        vm.prank(address(treasury));
        buyback.deposit(500);
        vm.assertEq(usdc.balanceOf(address(buyback)), 500, "pulled");
    }

    function test_executeBuyback_swapsWholeBalance() public {
        _fund(TEN_USDC);
        uint256 quote = _quote(TEN_USDC);
        vm.expectEmit(address(buyback));
        emit InkdBuyback.BuybackExecuted(TEN_USDC, quote, block.timestamp);
        vm.prank(KEEPER);
        uint256 got = buyback.executeBuyback(quote);
        vm.assertEq(got, quote, "received the quote");
        vm.assertEq(inkd.balanceOf(address(buyback)), quote, "INKD kept");
        vm.assertEq(usdc.balanceOf(address(buyback)), 0, "all USDC spent");
    }

    function test_executeBuyback_byAdmin() public {
        _fund(TEN_USDC);
        vm.prank(ADMIN);
        vm.assertGe(buyback.executeBuyback(0), 1, "bought");
    }

    function test_executeBuyback_revertsBelowThreshold() public {
        vm.expectRevert(abi.encodeWithSelector(InkdBuyback.BelowThreshold.selector, 0, TEN_USDC));
        vm.prank(KEEPER);
        buyback.executeBuyback(0);
        _fund(TEN_USDC - 1);
        vm.expectRevert(abi.encodeWithSelector(InkdBuyback.BelowThreshold.selector, TEN_USDC - 1, TEN_USDC));
        vm.prank(KEEPER);
        buyback.executeBuyback(0);
        // threshold zero still refuses an empty balance
        _setThreshold(0);
        InkdBuyback empty = new InkdBuyback(address(usdc), address(treasury), address(pool), address(manager));
        _asAdmin(address(empty), abi.encodeCall(InkdBuyback.setInkdToken, (address(inkd))));
        _asAdmin(address(empty), abi.encodeCall(InkdBuyback.setThreshold, (0)));
        vm.expectRevert(abi.encodeWithSelector(InkdBuyback.BelowThreshold.selector, 0, 0));
        vm.prank(ADMIN);
        empty.executeBuyback(0);
    }

    function test_executeBuyback_revertsTokenOrRouterUnset() public {
        InkdBuyback bare = new InkdBuyback(address(usdc), address(treasury), address(0), address(manager));
        usdc.mint(address(bare), TEN_USDC);
        vm.expectRevert(InkdBuyback.InkdTokenNotSet.selector);
        vm.prank(ADMIN);
        bare.executeBuyback(0);
        _asAdmin(address(bare), abi.encodeCall(InkdBuyback.setInkdToken, (address(inkd))));
        vm.expectRevert(InkdBuyback.RouterNotSet.selector);
        vm.prank(ADMIN);
        bare.executeBuyback(0);
    }

    /// A fresh buyback has no floor, and refuses to swap until the admin
    /// sets one; zero stops buybacks again.
    function test_executeBuyback_revertsFloorNotSet() public {
        InkdBuyback fresh = new InkdBuyback(address(usdc), address(treasury), address(pool), address(manager));
        vm.assertEq(fresh.minInkdPerUsdc(), 0, "no floor by default");
        _asAdmin(address(fresh), abi.encodeCall(InkdBuyback.setInkdToken, (address(inkd))));
        usdc.mint(address(fresh), TEN_USDC);
        uint256 quote = _quote(TEN_USDC);
        vm.expectRevert(InkdBuyback.FloorNotSet.selector);
        vm.prank(ADMIN);
        fresh.executeBuyback(quote);
        _setFloor(0);
        _fund(TEN_USDC);
        vm.expectRevert(InkdBuyback.FloorNotSet.selector);
        vm.prank(KEEPER);
        buyback.executeBuyback(quote);
    }

    /// A minimum under the floor is raised to it: the swap must return the
    /// floor whatever the caller asks.
    function test_executeBuyback_floorRaisesMinOut() public {
        _fund(TEN_USDC);
        _setFloor(99.8 ether); // floor 998 INKD for 10 USDC; the pool gives ~997
        uint256 quote = _quote(TEN_USDC);
        vm.expectRevert(abi.encodeWithSelector(DevPool.InsufficientOutput.selector, quote, 998 ether));
        vm.prank(KEEPER);
        buyback.executeBuyback(0);
        _setFloor(99 ether);
        vm.prank(KEEPER);
        vm.assertEq(buyback.executeBuyback(0), quote, "filled above the floor");
    }

    function test_executeBuyback_minOutAboveQuoteRevertsInRouter() public {
        _fund(TEN_USDC);
        uint256 quote = _quote(TEN_USDC);
        vm.expectRevert(abi.encodeWithSelector(DevPool.InsufficientOutput.selector, quote, quote + 1));
        vm.prank(KEEPER);
        buyback.executeBuyback(quote + 1);
    }

    function _shortRouter(uint256 quote, uint256 deliver) internal {
        ShortRouter short = new ShortRouter();
        require(inkd.transfer(address(short), deliver), "fund router");
        short.set(quote, deliver);
        _asAdmin(address(buyback), abi.encodeCall(InkdBuyback.setRouter, (address(short))));
        _setFloor(1); // a floor of 10 base units: the other bounds bind
        _fund(TEN_USDC);
    }

    function test_executeBuyback_revertsOutputBelowMinimum() public {
        _shortRouter(0, 1 ether - 1);
        vm.expectRevert(abi.encodeWithSelector(InkdBuyback.OutputBelowMinimum.selector, 1 ether - 1, 1 ether));
        vm.prank(KEEPER);
        buyback.executeBuyback(1 ether);
    }

    /// With a low minimum, the router's quote less maxSlippageBps (3%) binds.
    function test_executeBuyback_quoteLessSlippageBinds() public {
        _shortRouter(100 ether, 96 ether);
        vm.expectRevert(abi.encodeWithSelector(InkdBuyback.OutputBelowMinimum.selector, 96 ether, 97 ether));
        vm.prank(KEEPER);
        buyback.executeBuyback(0);
    }

    // ----------------------------------------------------------------- setters

    function test_setters_emitAndStore() public {
        vm.expectEmit(address(buyback));
        emit InkdBuyback.KeeperSet(address(0x6EEA), true);
        _addKeeper(address(0x6EEA));
        vm.assertTrue(buyback.isKeeper(address(0x6EEA)), "keeper on");
        vm.expectEmit(address(buyback));
        emit InkdBuyback.MinInkdPerUsdcSet(7);
        _setFloor(7);
        vm.assertEq(buyback.minInkdPerUsdc(), 7, "floor");
        vm.expectEmit(address(buyback));
        emit InkdBuyback.ThresholdSet(11);
        _setThreshold(11);
        vm.assertEq(buyback.threshold(), 11, "threshold");
        vm.expectEmit(address(buyback));
        emit InkdBuyback.InkdTokenSet(address(0x70C));
        _setInkdToken(address(0x70C));
        vm.assertEq(address(buyback.inkdToken()), address(0x70C), "token");
        vm.expectEmit(address(buyback));
        emit InkdBuyback.RouterSet(address(0x80));
        _asAdmin(address(buyback), abi.encodeCall(InkdBuyback.setRouter, (address(0x80))));
        vm.assertEq(address(buyback.router()), address(0x80), "router");
        vm.expectEmit(address(buyback));
        emit InkdBuyback.TreasurySet(address(0x7E));
        _setBuybackTreasury(address(0x7E));
        vm.assertEq(buyback.treasury(), address(0x7E), "treasury");
        vm.expectEmit(address(buyback));
        emit InkdBuyback.MaxSlippageSet(1_000);
        _asAdmin(address(buyback), abi.encodeCall(InkdBuyback.setMaxSlippageBps, (1_000)));
        vm.assertEq(buyback.maxSlippageBps(), 1_000, "slippage");
    }

    function test_setters_revert() public {
        vm.expectRevert(bytes("Max 10% slippage"));
        _asAdmin(address(buyback), abi.encodeCall(InkdBuyback.setMaxSlippageBps, (1_001)));
        vm.expectRevert(InkdBuyback.ZeroAddress.selector);
        _addKeeper(address(0));
        vm.expectRevert(InkdBuyback.ZeroAddress.selector);
        _setInkdToken(address(0));
        vm.expectRevert(InkdBuyback.ZeroAddress.selector);
        _asAdmin(address(buyback), abi.encodeCall(InkdBuyback.setRouter, (address(0))));
        vm.expectRevert(InkdBuyback.ZeroAddress.selector);
        _setBuybackTreasury(address(0));
    }

    // ---------------------------------------------------------------- withdraw

    function test_withdraw_sendsWholeBalance() public {
        _fund(1234);
        vm.expectEmit(address(buyback));
        emit InkdBuyback.Withdrawn(address(0xCAFE), 1234);
        _asAdmin(address(buyback), abi.encodeCall(InkdBuyback.withdraw, (address(0xCAFE))));
        vm.assertEq(usdc.balanceOf(address(0xCAFE)), 1234, "sent");
        vm.expectRevert(InkdBuyback.NothingToWithdraw.selector);
        _asAdmin(address(buyback), abi.encodeCall(InkdBuyback.withdraw, (address(0xCAFE))));
        vm.expectRevert(InkdBuyback.ZeroAddress.selector);
        _asAdmin(address(buyback), abi.encodeCall(InkdBuyback.withdraw, (address(0))));
    }
}
