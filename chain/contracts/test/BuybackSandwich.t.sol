// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {InkdFixture} from "./base/InkdFixture.sol";
import {InkdBuyback} from "../src/InkdBuyback.sol";
import {DevPool} from "../src/DevPool.sol";

/// @notice Issue #28 item 6: a keeper (or a stolen keeper key) sandwiches a
/// 20,000 USDC buyback on the fixture's pool: it buys INKD first, triggers
/// the buyback with no minimum of its own, and sells back. Without a floor
/// it got 0.84% of the fair amount; now an unset floor refuses the swap, and
/// the admin's floor (here 95% of the fair price) makes the sandwich revert
/// or fill at no less than the floor.
contract BuybackSandwichTest is InkdFixture {
    uint256 internal constant BUYBACK_USDC = 20_000_000_000; // 20,000 USDC
    uint256 internal constant FLOOR_PCT = 95;
    uint256 internal fair; // INKD the buyback gets from the untouched pool

    function setUp() public override {
        super.setUp();
        usdc.mint(address(buyback), BUYBACK_USDC);
        fair = pool.getAmountOut(address(usdc), address(inkd), BUYBACK_USDC);
        // the admin's floor: 95% of the fair price, in INKD per whole USDC
        _setFloor(fair * FLOOR_PCT / 100 * 1e6 / BUYBACK_USDC);
    }

    /// The keeper's front-run: buys INKD with `usdcIn`.
    function _frontRun(uint256 usdcIn) internal returns (uint256 inkdOut) {
        usdc.mint(KEEPER, usdcIn);
        vm.startPrank(KEEPER);
        usdc.approve(address(pool), usdcIn);
        inkdOut = pool.swapExactIn(address(usdc), address(inkd), usdcIn, 0, KEEPER);
        vm.stopPrank();
    }

    /// The keeper's back-run: sells what it bought.
    function _backRun(uint256 inkdIn) internal returns (uint256 usdcOut) {
        vm.startPrank(KEEPER);
        inkd.approve(address(pool), inkdIn);
        usdcOut = pool.swapExactIn(address(inkd), address(usdc), inkdIn, 0, KEEPER);
        vm.stopPrank();
    }

    /// The attack of the review: a front-run of 10,000,000 USDC leaves the
    /// buyback under 1% of the fair amount (the review measured 0.84%).
    /// Now it reverts, and the keeper loses its round trip's fees.
    function test_sandwich_reviewSizeReverts() public {
        uint256 frontIn = 10_000_000_000_000;
        uint256 bought = _frontRun(frontIn);
        uint256 moved = pool.getAmountOut(address(usdc), address(inkd), BUYBACK_USDC);
        vm.assertLe(moved * 100, fair, "the front-run leaves under 1% of the fair amount");
        uint256 floor = fair * FLOOR_PCT / 100 * 1e6 / BUYBACK_USDC * BUYBACK_USDC / 1e6;
        vm.expectRevert(abi.encodeWithSelector(DevPool.InsufficientOutput.selector, moved, floor));
        vm.prank(KEEPER);
        buyback.executeBuyback(0);
        vm.assertTrue(_backRun(bought) < frontIn, "the sandwich costs the keeper");
        vm.assertEq(usdc.balanceOf(address(buyback)), BUYBACK_USDC, "the buyback kept its USDC");
    }

    /// Without a floor the same keeper cannot swap at all.
    function test_sandwich_noFloorRefuses() public {
        _setFloor(0);
        uint256 bought = _frontRun(30_000_000_000);
        vm.expectRevert(InkdBuyback.FloorNotSet.selector);
        vm.prank(KEEPER);
        buyback.executeBuyback(0);
        _backRun(bought);
    }

    /// Any front-run size: the buyback reverts or gets at least the floor
    /// (95% of the fair amount), and the keeper's profit is at most the
    /// floor's gap (5% of the buyback's USDC).
    function testFuzz_sandwich_boundedByFloor(uint256 frontIn) public {
        frontIn = _bound(frontIn, 1_000_000, 100_000_000_000_000); // 1 to 100,000,000 USDC
        uint256 bought = _frontRun(frontIn);
        vm.prank(KEEPER);
        try buyback.executeBuyback(0) returns (uint256 got) {
            vm.assertGe(got * 100, fair * FLOOR_PCT - 100, "at least the floor's share of the fair amount");
            uint256 back = _backRun(bought);
            if (back > frontIn) {
                vm.assertLe(back - frontIn, BUYBACK_USDC * (100 - FLOOR_PCT) / 100, "keeper's gain within the floor's gap");
            }
        } catch (bytes memory err) {
            vm.assertEq(bytes4(err), DevPool.InsufficientOutput.selector, "refused by the bound");
            vm.assertEq(usdc.balanceOf(address(buyback)), BUYBACK_USDC, "the buyback kept its USDC");
        }
    }
}
