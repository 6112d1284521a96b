// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {InkdFixture} from "./base/InkdFixture.sol";
import {InkdTreasury} from "../src/InkdTreasury.sol";
import {InkdTreasuryBooks} from "../src/InkdTreasuryBooks.sol";
import {InkdBuyback} from "../src/InkdBuyback.sol";

/// @notice Fuzz tests of the money: fees and storage costs at the edges (0,
/// 1, the books' 96/64-bit limits, uint max), authorization windows, settle,
/// withdraw, payout, prepaid refunds and the buyback's floor.
contract TreasuryFuzzTest is InkdFixture {
    uint256 internal constant FRESH_KEY = 0xF2E54;

    function _createWith(uint256 key, uint256 value, uint256 storageCost, string memory name)
        internal
        returns (InkdTreasury.Payment memory pay, bool ok)
    {
        pay = _pay(key, value);
        vm.prank(SETTLER);
        try treasury.createProjectPaid(pay, storageCost, _project(name)) {
            ok = true;
        } catch {
            ok = false;
        }
    }

    /// A payment of any value books exactly: storageCost owed to storage,
    /// half the rest owed to the buyback, the other half (and the odd unit)
    /// retained; it fails as a whole when a share does not fit the books.
    function testFuzz_paidWrite_splitsExactly(uint256 value, uint256 storageCost) public {
        address fresh = vm.addr(FRESH_KEY);
        value = _bound(value, 0, type(uint256).max - usdc.totalSupply());
        usdc.mint(fresh, value);
        storageCost = _bound(storageCost, 0, value);
        uint256 rest = value - storageCost;
        bool fits = storageCost <= type(uint96).max && rest / 2 <= type(uint96).max
            && rest - rest / 2 <= type(uint64).max;

        (InkdTreasury.Payment memory pay, bool ok) = _createWith(FRESH_KEY, value, storageCost, "split");
        vm.assertEq(ok, fits, "succeeds exactly when the shares fit the books");
        (uint256 s, uint256 b, uint256 r) = _books();
        if (!ok) {
            vm.assertEq(s + b + r, 0, "nothing booked");
            vm.assertEq(usdc.balanceOf(fresh), value, "nothing charged");
            vm.assertFalse(usdc.authorizationState(fresh, pay.nonce), "authorization unused");
            return;
        }
        vm.assertEq(s, storageCost, "owed storage");
        vm.assertEq(b, rest / 2, "owed buyback");
        vm.assertEq(r, rest - rest / 2, "retained");
        vm.assertEq(s + b + r, value, "every unit booked once");
        vm.assertEq(usdc.balanceOf(address(treasury)), value, "the treasury holds it");
        vm.assertEq(usdc.balanceOf(fresh), 0, "payer charged the value");
    }

    /// A storage cost above the payment is refused, whatever the values.
    function testFuzz_paidWrite_storageCostAbovePayment(uint256 value, uint256 storageCost) public {
        value = _bound(value, 0, PAYER_FUNDS - 1);
        storageCost = _bound(storageCost, value + 1, type(uint256).max);
        InkdTreasury.Payment memory pay = _pay(PAYER_KEY, value);
        vm.expectRevert(bytes("Storage cost exceeds payment"));
        _create(pay, storageCost, "x");
    }

    /// An authorization pays only strictly inside (validAfter, validBefore).
    function testFuzz_authorizationWindow(uint256 validAfter, uint256 validBefore, uint256 at) public {
        at = _bound(at, 1, type(uint64).max);
        vm.warp(at);
        InkdTreasury.Payment memory pay =
            _signAuth(PAYER_KEY, address(treasury), FEE, validAfter, validBefore, _nextNonce());
        if (at <= validAfter) vm.expectRevert(bytes("FiatTokenV2: authorization is not yet valid"));
        else if (at >= validBefore) vm.expectRevert(bytes("FiatTokenV2: authorization is expired"));
        _create(pay, 0, "windowed");
        bool inside = at > validAfter && at < validBefore;
        vm.assertEq(usdc.authorizationState(payer, pay.nonce), inside, "used only inside the window");
        vm.assertEq(usdc.balanceOf(address(treasury)), inside ? FEE : 0, "paid only inside the window");
    }

    /// The edges of the window itself, one second apart.
    function test_authorizationWindow_edges() public {
        uint256 t = block.timestamp;
        InkdTreasury.Payment memory pay = _signAuth(PAYER_KEY, address(treasury), FEE, t, t + 2, _nextNonce());
        vm.expectRevert(bytes("FiatTokenV2: authorization is not yet valid"));
        _create(pay, 0, "edge");
        vm.warp(t + 2);
        vm.expectRevert(bytes("FiatTokenV2: authorization is expired"));
        _create(pay, 0, "edge");
        vm.warp(t + 1);
        _create(pay, 0, "edge");
    }

    /// settle books at most the surplus, never zero, never accounted USDC.
    function testFuzz_settle(uint256 surplus, uint256 total, uint256 storageCost) public {
        _createAs(PAYER_KEY, "booked"); // accounted USDC beside the surplus
        surplus = _bound(surplus, 0, uint256(type(uint64).max));
        total = _bound(total, 0, uint256(type(uint64).max) + 1);
        storageCost = _bound(storageCost, 0, total);
        usdc.mint(address(treasury), surplus);
        (uint256 s0, uint256 b0, uint256 r0) = _books();
        if (total == 0) vm.expectRevert(bytes("Nothing to settle"));
        else if (total > surplus) vm.expectRevert(bytes("Insufficient USDC"));
        vm.prank(SETTLER);
        treasury.settle(total, storageCost);
        (uint256 s, uint256 b, uint256 r) = _books();
        if (total == 0 || total > surplus) {
            vm.assertEq(s + b + r, s0 + b0 + r0, "unchanged");
            return;
        }
        vm.assertEq(s + b + r - (s0 + b0 + r0), total, "booked exactly total");
        vm.assertEq(treasury.surplus(), surplus - total, "surplus shrinks by total");
    }

    /// withdraw takes at most what is retained, never what is owed.
    function testFuzz_withdraw(uint256 fee, uint256 amount) public {
        fee = _bound(fee, 0, PAYER_FUNDS);
        _create(_pay(PAYER_KEY, fee), fee / 10, "w");
        (uint256 s, uint256 b, uint256 r) = _books();
        if (amount > r) {
            vm.expectRevert(abi.encodeWithSelector(InkdTreasuryBooks.ExceedsRetained.selector, amount, r));
        }
        _treasuryWithdraw(address(0xCAFE), amount);
        if (amount > r) return;
        (uint256 s2, uint256 b2, uint256 r2) = _books();
        vm.assertEq(s2 + b2, s + b, "owed untouched");
        vm.assertEq(r2, r - amount, "retained less amount");
        vm.assertEq(usdc.balanceOf(address(0xCAFE)), amount, "sent");
    }

    /// payout moves exactly what is owed after any sequence of payments.
    function testFuzz_payout_movesExactlyOwed(uint64[4] memory fees, uint64[4] memory costs) public {
        uint256 storageTotal;
        uint256 buybackTotal;
        for (uint256 i = 0; i < 4; i++) {
            uint256 fee = _bound(fees[i], 0, PAYER_FUNDS / 4);
            uint256 cost = _bound(costs[i], 0, fee);
            _create(_pay(PAYER_KEY, fee), cost, string(abi.encodePacked("p", bytes1(uint8(48 + i)))));
            storageTotal += cost;
            buybackTotal += (fee - cost) / 2;
        }
        uint256 held = usdc.balanceOf(address(treasury));
        vm.prank(SETTLER);
        (uint256 toStorage, uint256 toBuyback) = treasury.payout();
        vm.assertEq(toStorage, storageTotal, "storage share");
        vm.assertEq(toBuyback, buybackTotal, "buyback share");
        vm.assertEq(usdc.balanceOf(STORAGE_WALLET), storageTotal, "storage wallet got it");
        vm.assertEq(usdc.balanceOf(address(buyback)), buybackTotal, "buyback got it");
        (,, uint256 r) = _books();
        vm.assertEq(usdc.balanceOf(address(treasury)), held - storageTotal - buybackTotal, "rest stays");
        vm.assertEq(usdc.balanceOf(address(treasury)), r, "only retained stays");
    }

    /// A refund returns exactly the signed value, only from surplus, once.
    function testFuzz_refundPrepaid(uint256 value, uint256 extraSurplus, bool bookFirst) public {
        value = _bound(value, 1, PAYER_FUNDS);
        extraSurplus = _bound(extraSurplus, 0, value);
        _createAs(OTHER_KEY, "accounted");
        InkdTreasury.Payment memory pay = _pay(PAYER_KEY, value);
        _frontRun(pay);
        usdc.mint(address(treasury), extraSurplus);
        if (bookFirst) {
            // a settler booked part of the surplus meanwhile
            vm.prank(SETTLER);
            treasury.settle(extraSurplus + 1, 0);
        }
        bool covered = treasury.surplus() >= value;
        if (!covered) vm.expectRevert(bytes("Insufficient USDC"));
        vm.prank(SETTLER);
        treasury.refundPrepaid(pay);
        vm.assertEq(usdc.balanceOf(payer), covered ? PAYER_FUNDS : PAYER_FUNDS - value, "refund iff covered");
        vm.assertEq(treasury.isPrepaidSettled(payer, pay.nonce), covered, "marked iff refunded");
    }

    /// The buyback never returns less than the owner's floor, whatever the
    /// balance and the caller's minimum (a minimum under the floor is raised
    /// to it), and otherwise gets at least the minimum; a zero floor refuses.
    function testFuzz_executeBuyback_floor(uint256 amount, uint256 floorPrice, uint256 minOut) public {
        amount = _bound(amount, 10_000_000, 100_000_000_000); // 10 to 100,000 USDC
        floorPrice = _bound(floorPrice, 0, 200 ether);
        uint256 quote = pool.getAmountOut(address(usdc), address(inkd), amount);
        minOut = _bound(minOut, 0, quote * 2);
        usdc.mint(address(buyback), amount);
        _setFloor(floorPrice);
        uint256 floor = amount * floorPrice / 1e6;
        uint256 slipped = quote * 9_700 / 10_000;
        vm.prank(KEEPER);
        try buyback.executeBuyback(minOut) returns (uint256 got) {
            vm.assertTrue(floorPrice != 0, "no floor, no buyback");
            vm.assertGe(got, floor, "never below the floor");
            vm.assertGe(got, minOut, "at least the minimum");
            vm.assertGe(got, slipped, "at least the quote less slippage");
        } catch (bytes memory err) {
            if (floorPrice == 0) {
                vm.assertEq(keccak256(err), keccak256(abi.encodeWithSelector(InkdBuyback.FloorNotSet.selector)), "floor error");
            } else {
                vm.assertTrue(minOut > quote || floor > quote, "refused only above the pool's quote");
            }
        }
    }
}
