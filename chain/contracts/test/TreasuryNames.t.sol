// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {InkdFixture} from "./base/InkdFixture.sol";
import {InkdTreasury} from "../src/InkdTreasury.sol";
import {InkdRegistry} from "../src/InkdRegistry.sol";

/// @notice The treasury's paid pushes name their project by id and name
/// hash (issue #11): a pair of different projects, or a free name, is
/// refused ProjectNotFound by the registry, which reverts the paid write
/// whole (nothing charged, the authorization still usable), and in
/// executeBatch fails that item alone (ItemFailed) while the others land.
/// The hash travels through the treasury's hand-built registry call
/// (_callRegistry): the right pair landing and the wrong one failing both
/// depend on it arriving intact.
contract TreasuryNamesTest is InkdFixture {
    uint256 internal mine; // payer's
    uint256 internal theirs; // other's

    function setUp() public override {
        super.setUp();
        mine = _createAs(PAYER_KEY, "Mine");
        theirs = _createAs(OTHER_KEY, "theirs");
    }

    function _count(uint256 id) internal view returns (uint256 count) {
        (count,) = registry.versionsHead(id);
    }

    /// @dev The wrong name hashes for `mine`: another project's and a free name's.
    function _wrong() internal view returns (bytes32[2] memory) {
        return [_hashOf(theirs), FREE_NAME_HASH];
    }

    /// Single and batch paid pushes: each wrong pair reverts with the
    /// registry's error, charges nothing and leaves the authorization
    /// unused; the same authorization then pays for the right pair.
    function test_pushPaid_wrongNameRevertsChargesNothing() public {
        InkdTreasury.Payment memory pay = _pay(PAYER_KEY, FEE);
        uint256 payerBefore = usdc.balanceOf(payer);
        (uint256 s0, uint256 b0, uint256 r0) = _books();
        bytes32[2] memory wrong = _wrong();
        for (uint256 k = 0; k < wrong.length; k++) {
            vm.expectRevert(InkdRegistry.ProjectNotFound.selector);
            vm.prank(SETTLER);
            treasury.pushVersionPaid(pay, STORAGE_COST, mine, wrong[k], _version("ar", "v1", ""));
            vm.expectRevert(InkdRegistry.ProjectNotFound.selector);
            vm.prank(SETTLER);
            treasury.pushVersionsPaid(pay, STORAGE_COST, mine, wrong[k], _versions("v", 2));
        }
        vm.assertEq(usdc.balanceOf(payer), payerBefore, "nothing charged");
        vm.assertFalse(usdc.authorizationState(payer, pay.nonce), "authorization unused");
        (uint256 s, uint256 b, uint256 r) = _books();
        vm.assertEq(s + b + r, s0 + b0 + r0, "nothing booked");
        vm.assertEq(_count(mine) + _count(theirs), 0, "nothing pushed");
        vm.prank(SETTLER);
        treasury.pushVersionsPaid(pay, STORAGE_COST, mine, _hashOf(mine), _versions("v", 2));
        vm.assertEq(_count(mine), 2, "the right pair lands");
        vm.assertEq(payerBefore - usdc.balanceOf(payer), FEE, "charged once");
    }

    /// A front-run payment completed with a wrong pair: refused, the
    /// payment stays surplus and unsettled, then completes the right push.
    function test_pushPrepaid_wrongNameRevertsLeavesThePaymentPending() public {
        InkdTreasury.Payment memory pay = _pay(PAYER_KEY, FEE);
        _frontRun(pay);
        bytes32[2] memory wrong = _wrong();
        for (uint256 k = 0; k < wrong.length; k++) {
            vm.expectRevert(InkdRegistry.ProjectNotFound.selector);
            vm.prank(SETTLER);
            treasury.pushVersionPrepaid(pay, 0, mine, wrong[k], _version("ar", "v1", ""));
            vm.expectRevert(InkdRegistry.ProjectNotFound.selector);
            vm.prank(SETTLER);
            treasury.pushVersionsPrepaid(pay, 0, mine, wrong[k], _versions("v", 2));
        }
        vm.assertFalse(treasury.isPrepaidSettled(payer, pay.nonce), "still pending");
        vm.assertEq(treasury.surplus(), FEE, "still surplus");
        vm.prank(SETTLER);
        treasury.pushVersionPrepaid(pay, 0, mine, _hashOf(mine), _version("ar", "v1", ""));
        vm.assertEq(_count(mine), 1, "the right pair lands");
        vm.assertEq(_count(theirs), 0, "never the other project");
        vm.assertEq(treasury.surplus(), 0, "booked");
    }

    /// In a multi-payer batch, items naming their id with another project's
    /// name or a free one fail alone with ItemFailed(ProjectNotFound) and
    /// cost their payers nothing; the items around them land.
    function test_executeBatch_wrongNameFailsItsItemAlone() public {
        InkdTreasury.PushItem[] memory pushes = new InkdTreasury.PushItem[](4);
        pushes[0] = InkdTreasury.PushItem(_pay(PAYER_KEY, FEE), 0, mine, _hashOf(mine), _versions("a", 1));
        pushes[1] = InkdTreasury.PushItem(_pay(PAYER_KEY, FEE), 0, mine, _hashOf(theirs), _versions("b", 1));
        pushes[2] = InkdTreasury.PushItem(_pay(OTHER_KEY, FEE), 0, theirs, FREE_NAME_HASH, _versions("c", 2));
        pushes[3] = InkdTreasury.PushItem(_pay(OTHER_KEY, FEE), 0, theirs, _hashOf(theirs), _versions("d", 1));
        uint256 payerBefore = usdc.balanceOf(payer);
        uint256 otherBefore = usdc.balanceOf(other);
        bytes memory notFound = abi.encodeWithSelector(InkdRegistry.ProjectNotFound.selector);

        vm.expectEmit(address(treasury));
        emit InkdTreasury.PaymentReceived(payer, pushes[0].pay.nonce, FEE, 0, mine, _write(2, 0, 1));
        vm.expectEmit(address(treasury));
        emit InkdTreasury.ItemFailed(payer, pushes[1].pay.nonce, notFound);
        vm.expectEmit(address(treasury));
        emit InkdTreasury.ItemFailed(other, pushes[2].pay.nonce, notFound);
        vm.expectEmit(address(treasury));
        emit InkdTreasury.PaymentReceived(other, pushes[3].pay.nonce, FEE, 0, theirs, _write(2, 0, 1));
        vm.prank(SETTLER);
        uint256 landed = treasury.executeBatch(new InkdTreasury.CreateItem[](0), pushes);

        vm.assertEq(landed, 2, "the two right pairs");
        vm.assertEq(_count(mine), 1, "mine: its own item only");
        vm.assertEq(_count(theirs), 1, "theirs: its own item only");
        vm.assertEq(payerBefore - usdc.balanceOf(payer), FEE, "payer: the landed item");
        vm.assertEq(otherBefore - usdc.balanceOf(other), FEE, "other: the landed item");
        vm.assertFalse(usdc.authorizationState(payer, pushes[1].pay.nonce), "failed item's authorization unused");
        vm.assertFalse(usdc.authorizationState(other, pushes[2].pay.nonce), "failed item's authorization unused");
    }

    /// Project id 0 is no project, with any name hash, on every push path:
    /// the registry gets a push's arguments laid out as a push (an id of 0
    /// once made the treasury lay the call out as a creation's, which the
    /// registry read as garbage: in a batch, an item failing without the
    /// registry's reason).
    function test_pushToIdZero_revertsProjectNotFound() public {
        bytes32[2] memory hashes = [_hashOf(mine), FREE_NAME_HASH];
        bytes memory notFound = abi.encodeWithSelector(InkdRegistry.ProjectNotFound.selector);
        InkdTreasury.Payment memory pay = _pay(PAYER_KEY, FEE);
        for (uint256 k = 0; k < hashes.length; k++) {
            vm.expectRevert(notFound);
            vm.prank(SETTLER);
            treasury.pushVersionPaid(pay, 0, 0, hashes[k], _version("ar", "v1", ""));
            vm.expectRevert(notFound);
            vm.prank(SETTLER);
            treasury.pushVersionsPaid(pay, 0, 0, hashes[k], _versions("v", 2));
        }
        InkdTreasury.PushItem[] memory pushes = new InkdTreasury.PushItem[](3);
        pushes[0] = InkdTreasury.PushItem(_pay(PAYER_KEY, FEE), 0, 0, _hashOf(mine), _versions("a", 1));
        pushes[1] = InkdTreasury.PushItem(_pay(PAYER_KEY, FEE), 0, 0, FREE_NAME_HASH, _versions("b", 2));
        pushes[2] = InkdTreasury.PushItem(_pay(PAYER_KEY, FEE), 0, mine, _hashOf(mine), _versions("c", 1));
        vm.expectEmit(address(treasury));
        emit InkdTreasury.ItemFailed(payer, pushes[0].pay.nonce, notFound);
        vm.expectEmit(address(treasury));
        emit InkdTreasury.ItemFailed(payer, pushes[1].pay.nonce, notFound);
        vm.prank(SETTLER);
        vm.assertEq(treasury.executeBatch(new InkdTreasury.CreateItem[](0), pushes), 1, "the right item lands");
        vm.assertEq(_count(mine), 1, "only its version");
        vm.assertFalse(usdc.authorizationState(payer, pay.nonce), "authorization unused");
    }
}
