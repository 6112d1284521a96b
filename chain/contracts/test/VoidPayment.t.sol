// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {InkdFixture} from "./base/InkdFixture.sol";
import {InkdTreasury} from "../src/InkdTreasury.sol";
import {InkdTreasuryBooks} from "../src/InkdTreasuryBooks.sol";
import {InkdRegistry} from "../src/InkdRegistry.sol";

/// @notice InkdTreasury.voidPayment (issue #28 item 2): a write that
/// reverted on chain leaves its authorization valid and public; the settler
/// uses it up and returns the money at once, so no stranger can charge the
/// payer for a write that did not happen, and no prepaid path can claim the
/// nonce afterwards.
contract VoidPaymentTest is InkdFixture {
    /// @dev A create that lost its name race: it reverts NameTaken and
    /// leaves `pay` unused.
    function _failedCreate() internal returns (InkdTreasury.Payment memory pay) {
        _createAs(OTHER_KEY, "raced");
        pay = _pay(PAYER_KEY, FEE);
        vm.expectRevert(InkdRegistry.NameTaken.selector);
        _create(pay, STORAGE_COST, "raced");
        vm.assertFalse(usdc.authorizationState(payer, pay.nonce), "failed write left it unused");
    }

    function _void(InkdTreasury.Payment memory pay) internal {
        vm.prank(SETTLER);
        treasury.voidPayment(pay);
    }

    function test_voidPayment_usesNonceAndReturnsTheMoney() public {
        InkdTreasury.Payment memory pay = _failedCreate();
        uint256 payerBefore = usdc.balanceOf(payer);
        vm.expectEmit(address(treasury));
        emit InkdTreasury.PaymentVoided(payer, pay.nonce, FEE);
        _void(pay);
        vm.assertEq(usdc.balanceOf(payer), payerBefore, "payer keeps its money");
        vm.assertTrue(usdc.authorizationState(payer, pay.nonce), "nonce used");
        vm.assertTrue(treasury.isPrepaidSettled(payer, pay.nonce), "nonce closed to the prepaid paths");
        // the stranger who read the failed transaction's calldata comes late
        vm.expectRevert(bytes("FiatTokenV2: authorization is used or canceled"));
        _frontRun(pay);
        vm.assertEq(usdc.balanceOf(payer), payerBefore, "stranger charged nothing");
    }

    /// Books, surplus and the treasury's balance stay as they were, for any
    /// value, with owed, retained and surplus USDC around.
    function testFuzz_voidPayment_leavesBooksAndSurplus(uint256 value) public {
        value = _bound(value, 0, PAYER_FUNDS);
        _createAs(OTHER_KEY, "booked"); // owed and retained
        _frontRun(_pay(OTHER_KEY, FEE)); // surplus
        usdc.mint(address(treasury), 7); // a donation
        (uint256 s0, uint256 b0, uint256 r0) = _books();
        uint256 surplus0 = treasury.surplus();
        uint256 held0 = usdc.balanceOf(address(treasury));
        InkdTreasury.Payment memory pay = _pay(PAYER_KEY, value);
        _void(pay);
        (uint256 s1, uint256 b1, uint256 r1) = _books();
        vm.assertEq(s1, s0, "owedStorage");
        vm.assertEq(b1, b0, "owedBuyback");
        vm.assertEq(r1, r0, "retained");
        vm.assertEq(treasury.surplus(), surplus0, "surplus");
        vm.assertEq(usdc.balanceOf(address(treasury)), held0, "treasury balance");
        vm.assertEq(usdc.balanceOf(payer), PAYER_FUNDS, "payer balance");
        vm.assertTrue(usdc.authorizationState(payer, pay.nonce), "nonce used");
    }

    function test_voidPayment_settlerOnly() public {
        InkdTreasury.Payment memory pay = _pay(PAYER_KEY, FEE);
        address[3] memory notSettlers = [STRANGER, ADMIN, GUARDIAN];
        for (uint256 i = 0; i < notSettlers.length; i++) {
            vm.expectRevert(InkdTreasuryBooks.Unauthorized.selector);
            vm.prank(notSettlers[i]);
            treasury.voidPayment(pay);
        }
        vm.assertFalse(usdc.authorizationState(payer, pay.nonce), "still unused");
    }

    /// A batch reverted by the guardian's pause leaves its authorizations
    /// exposed; the pause must not keep the settler from voiding them.
    function test_voidPayment_worksWhilePaused() public {
        InkdTreasury.Payment memory pay = _pay(PAYER_KEY, FEE);
        vm.prank(GUARDIAN);
        treasury.pause();
        _void(pay);
        vm.assertTrue(usdc.authorizationState(payer, pay.nonce), "nonce used");
        vm.assertEq(usdc.balanceOf(payer), PAYER_FUNDS, "payer keeps its money");
    }

    function test_voidPayment_closesThePrepaidPaths() public {
        uint256 id = _createAs(PAYER_KEY, "mine");
        InkdTreasury.Payment memory pay = _pay(PAYER_KEY, FEE);
        _void(pay);
        usdc.mint(address(treasury), FEE); // surplus that a claim could take
        vm.startPrank(SETTLER);
        vm.expectRevert(InkdTreasury.PrepaidAlreadySettled.selector);
        treasury.refundPrepaid(pay);
        vm.expectRevert(InkdTreasury.PrepaidAlreadySettled.selector);
        treasury.createProjectPrepaid(pay, 0, _project("claimed"));
        vm.expectRevert(InkdTreasury.PrepaidAlreadySettled.selector);
        treasury.pushVersionPrepaid(pay, 0, id, _hashOf(id), _version("ar", "v1", ""));
        vm.expectRevert(InkdTreasury.PrepaidAlreadySettled.selector);
        treasury.pushVersionsPrepaid(pay, 0, id, _hashOf(id), _versions("v", 2));
        vm.stopPrank();
        vm.assertEq(treasury.surplus(), FEE, "surplus untouched");
        vm.assertEq(usdc.balanceOf(payer), PAYER_FUNDS - FEE, "charged only for its create");
    }

    function test_voidPayment_revertsUsedAuthorization() public {
        InkdTreasury.Payment memory landed = _pay(PAYER_KEY, FEE);
        _create(landed, STORAGE_COST, "landed");
        vm.expectRevert(bytes("FiatTokenV2: authorization is used or canceled"));
        _void(landed);
        InkdTreasury.Payment memory pay = _pay(PAYER_KEY, FEE);
        _void(pay);
        vm.expectRevert(bytes("FiatTokenV2: authorization is used or canceled"));
        _void(pay);
        vm.assertEq(usdc.balanceOf(payer), PAYER_FUNDS - FEE, "one fee, for the landed write");
    }

    /// Past validBefore USDC refuses it: the authorization is dead anyway.
    function test_voidPayment_revertsExpired() public {
        InkdTreasury.Payment memory pay = _pay(PAYER_KEY, FEE);
        vm.warp(pay.validBefore);
        vm.expectRevert(bytes("FiatTokenV2: authorization is expired"));
        _void(pay);
        vm.assertFalse(usdc.authorizationState(payer, pay.nonce), "unused");
    }

    function test_voidPayment_revertsPayerHasCode() public {
        InkdTreasury.Payment memory pay = _pay(PAYER_KEY, FEE);
        vm.etch(payer, hex"00");
        vm.expectRevert(InkdTreasury.PayerHasCode.selector);
        _void(pay);
        vm.assertFalse(usdc.authorizationState(payer, pay.nonce), "unused");
    }
}
