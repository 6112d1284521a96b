// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {InkdFixture} from "./base/InkdFixture.sol";
import {InkdTreasury} from "../src/InkdTreasury.sol";
import {InkdTreasuryBooks} from "../src/InkdTreasuryBooks.sol";
import {InkdRegistry} from "../src/InkdRegistry.sol";
import {InkdBuyback} from "../src/InkdBuyback.sol";
import {IAccessManaged} from "@openzeppelin/contracts/access/manager/IAccessManaged.sol";

/// @notice Unit tests of InkdTreasury: paid writes, the lazy books
/// (owedStorage, owedBuyback, retained), payout, settle, withdraw and the
/// prepaid paths of front-run authorizations. Who may call what is in
/// AccessControl.t.sol.
contract TreasuryTest is InkdFixture {
    // ------------------------------------------------------------ construction

    function test_constructor_wiring() public view {
        vm.assertEq(address(treasury.usdc()), address(usdc), "usdc");
        vm.assertEq(address(treasury.registry()), address(registry), "registry");
        vm.assertEq(address(treasury.buyback()), address(buyback), "buyback");
        vm.assertEq(treasury.storageWallet(), STORAGE_WALLET, "storage wallet");
        vm.assertEq(treasury.authority(), address(manager), "authority");
        vm.assertFalse(treasury.paused(), "not paused");
        vm.assertEq(uint256(treasury.KIND_CREATE()), 1, "kind create");
        vm.assertEq(uint256(treasury.KIND_PUSH()), 2, "kind push");
        vm.assertTrue(treasury.isSettler(SETTLER), "settler");
        vm.assertFalse(treasury.isSettler(STRANGER), "stranger");
    }

    function test_constructor_revertsZeroAddress() public {
        address a = address(1);
        vm.expectRevert(InkdTreasuryBooks.ZeroAddress.selector);
        new InkdTreasury(address(0), a, a, a, a);
        vm.expectRevert(InkdTreasuryBooks.ZeroAddress.selector);
        new InkdTreasury(a, address(0), a, a, a);
        vm.expectRevert(InkdTreasuryBooks.ZeroAddress.selector);
        new InkdTreasury(a, a, address(0), a, a);
        vm.expectRevert(InkdTreasuryBooks.ZeroAddress.selector);
        new InkdTreasury(a, a, a, address(0), a);
        // InkdManaged checks the authority first, with AccessManaged's error
        vm.expectRevert(abi.encodeWithSelector(IAccessManaged.AccessManagedInvalidAuthority.selector, address(0)));
        new InkdTreasury(a, a, a, a, address(0));
    }

    // -------------------------------------------------------------- paid writes

    function test_createProjectPaid_pullsBooksWritesEmits() public {
        InkdTreasury.Payment memory pay = _pay(PAYER_KEY, FEE);
        // rest 80,000: 40,000 to the buyback, 40,000 retained
        vm.expectEmit(address(treasury));
        emit InkdTreasury.PaymentReceived(payer, pay.nonce, FEE, STORAGE_COST, 1, _write(1, 0, 0));
        uint256 id = _create(pay, STORAGE_COST, "Paid");
        vm.assertEq(id, 1, "project id");
        vm.assertEq(_ownerOf(id), payer, "payer owns it");
        vm.assertEq(usdc.balanceOf(payer), PAYER_FUNDS - FEE, "payer charged");
        vm.assertEq(usdc.balanceOf(address(treasury)), FEE, "treasury holds the fee");
        vm.assertTrue(usdc.authorizationState(payer, pay.nonce), "nonce used");
        (uint256 s, uint256 b, uint256 r) = _books();
        vm.assertEq(s, STORAGE_COST, "owed storage");
        vm.assertEq(b, 40_000, "owed buyback");
        vm.assertEq(r, 40_000, "retained");
        vm.assertEq(treasury.surplus(), 0, "no surplus");
    }

    function test_pushVersionPaid_oddRestGoesToRetained() public {
        uint256 id = _createAs(PAYER_KEY, "p");
        InkdTreasury.Payment memory pay = _pay(PAYER_KEY, 1_001);
        vm.expectEmit(address(treasury));
        emit InkdTreasury.PaymentReceived(payer, pay.nonce, 1_001, 0, id, _write(2, 0, 1));
        vm.assertEq(_push(pay, 0, id, "v1"), 0, "version index");
        (uint256 s, uint256 b, uint256 r) = _books();
        vm.assertEq(s, STORAGE_COST, "owed storage");
        vm.assertEq(b, 40_000 + 500, "owed buyback");
        vm.assertEq(r, 40_000 + 501, "retained takes the odd unit");
    }

    function test_paidWrite_isAtomic() public {
        _createAs(PAYER_KEY, "taken");
        InkdTreasury.Payment memory pay = _pay(OTHER_KEY, FEE);
        vm.expectRevert(InkdRegistry.NameTaken.selector);
        _create(pay, STORAGE_COST, "TAKEN");
        vm.assertEq(usdc.balanceOf(other), PAYER_FUNDS, "nothing charged");
        vm.assertFalse(usdc.authorizationState(other, pay.nonce), "nonce still unused");
        // the same authorization then pays for a valid write
        _create(pay, STORAGE_COST, "free");
        vm.assertEq(usdc.balanceOf(other), PAYER_FUNDS - FEE, "charged once");
    }

    function test_paidWrite_revertsStorageCostAbovePayment() public {
        InkdTreasury.Payment memory pay = _pay(PAYER_KEY, FEE);
        vm.expectRevert(bytes("Storage cost exceeds payment"));
        _create(pay, FEE + 1, "x");
    }

    function test_paidWrite_revertsPayerHasCode() public {
        InkdTreasury.Payment memory pay = _pay(PAYER_KEY, FEE);
        // an EIP-7702 delegation designator, as a delegated EOA carries
        vm.etch(payer, abi.encodePacked(hex"ef0100", address(0xDE1E)));
        vm.expectRevert(InkdTreasury.PayerHasCode.selector);
        _create(pay, 0, "x");
    }

    function test_paidWrite_revertsReplayedAuthorization() public {
        InkdTreasury.Payment memory pay = _pay(PAYER_KEY, FEE);
        _create(pay, 0, "once");
        vm.expectRevert(bytes("FiatTokenV2: authorization is used or canceled"));
        _create(pay, 0, "twice");
    }

    function test_paidWrite_revertsBooksOverflow() public {
        uint256 big = uint256(type(uint96).max) + 1;
        usdc.mint(payer, big);
        InkdTreasury.Payment memory pay = _pay(PAYER_KEY, big);
        vm.expectRevert(InkdTreasuryBooks.BooksOverflow.selector);
        _create(pay, big, "x");
        // retained is 64 bits: a rest of 2^65 keeps 2^64, one too many
        uint256 rest = uint256(type(uint64).max) * 2 + 2;
        pay = _pay(PAYER_KEY, rest);
        vm.expectRevert(InkdTreasuryBooks.BooksOverflow.selector);
        _create(pay, 0, "y");
        // what fits is booked: the books take the sums, not the amounts alone
        pay = _pay(PAYER_KEY, FEE);
        _create(pay, STORAGE_COST, "fits");
        (uint256 owedStorage, uint256 owedBuyback, uint256 retained) = _books();
        vm.assertEq(owedStorage, STORAGE_COST, "owed storage");
        vm.assertEq(owedBuyback + retained, FEE - STORAGE_COST, "the rest split");
        // a field plus the payment must not wrap 256 bits into a small sum
        uint256 huge = uint256(1) << 255;
        usdc.mint(payer, huge);
        pay = _pay(PAYER_KEY, huge);
        vm.expectRevert(InkdTreasuryBooks.BooksOverflow.selector);
        _create(pay, huge, "w");
    }

    // ------------------------------------------------------------------ payout

    function test_payout_paysExactlyOwedAndEmits() public {
        _createAs(PAYER_KEY, "a");
        _createAs(OTHER_KEY, "b");
        vm.expectEmit(address(buyback));
        emit InkdBuyback.Deposited(80_000);
        vm.expectEmit(address(treasury));
        emit InkdTreasuryBooks.PaidOut(2 * STORAGE_COST, 80_000);
        vm.prank(SETTLER);
        (uint256 toStorage, uint256 toBuyback) = treasury.payout();
        vm.assertEq(toStorage, 2 * STORAGE_COST, "returned storage");
        vm.assertEq(toBuyback, 80_000, "returned buyback");
        vm.assertEq(usdc.balanceOf(STORAGE_WALLET), 2 * STORAGE_COST, "storage wallet paid");
        vm.assertEq(usdc.balanceOf(address(buyback)), 80_000, "buyback paid");
        vm.assertEq(usdc.balanceOf(address(treasury)), 80_000, "retained stays");
        (uint256 s, uint256 b, uint256 r) = _books();
        vm.assertEq(s + b, 0, "nothing owed");
        vm.assertEq(r, 80_000, "retained");
    }

    function test_payout_nothingOwedIsANoop() public {
        vm.prank(ADMIN);
        (uint256 a, uint256 b) = treasury.payout();
        vm.assertEq(a + b, 0, "zeros");
        // only retained: still nothing to pay
        _create(_pay(PAYER_KEY, 2), 0, "tiny"); // 1 to the buyback, 1 retained
        vm.prank(SETTLER);
        treasury.payout();
        vm.prank(SETTLER);
        (a, b) = treasury.payout();
        vm.assertEq(a + b, 0, "second payout moves nothing");
    }

    function test_payout_onlyStorageOrOnlyBuyback() public {
        _create(_pay(PAYER_KEY, FEE), FEE, "all-storage");
        vm.prank(SETTLER);
        (uint256 a, uint256 b) = treasury.payout();
        vm.assertEq(a, FEE, "storage only");
        vm.assertEq(b, 0, "no buyback");
        _create(_pay(PAYER_KEY, FEE), 0, "no-storage");
        vm.prank(SETTLER);
        (a, b) = treasury.payout();
        vm.assertEq(a, 0, "no storage");
        vm.assertEq(b, FEE / 2, "buyback only");
    }

    function test_payout_followsRepointedWallets() public {
        _createAs(PAYER_KEY, "a");
        InkdBuyback nb = new InkdBuyback(address(usdc), address(treasury), address(pool), address(manager));
        vm.expectEmit(address(treasury));
        emit InkdTreasuryBooks.StorageWalletSet(address(0x5708));
        _asAdmin(address(treasury), abi.encodeCall(InkdTreasuryBooks.setStorageWallet, (address(0x5708))));
        vm.expectEmit(address(treasury));
        emit InkdTreasuryBooks.BuybackSet(address(nb));
        _asAdmin(address(treasury), abi.encodeCall(InkdTreasuryBooks.setBuyback, (address(nb))));
        vm.prank(SETTLER);
        treasury.payout();
        vm.assertEq(usdc.balanceOf(address(0x5708)), STORAGE_COST, "new storage wallet");
        vm.assertEq(usdc.balanceOf(address(nb)), 40_000, "new buyback");
        vm.assertEq(usdc.balanceOf(STORAGE_WALLET) + usdc.balanceOf(address(buyback)), 0, "old ones nothing");
    }

    function test_adminSetters_revertZeroAddress() public {
        vm.expectRevert(InkdTreasuryBooks.ZeroAddress.selector);
        _asAdmin(address(treasury), abi.encodeCall(InkdTreasuryBooks.setStorageWallet, (address(0))));
        vm.expectRevert(InkdTreasuryBooks.ZeroAddress.selector);
        _asAdmin(address(treasury), abi.encodeCall(InkdTreasuryBooks.setBuyback, (address(0))));
        vm.expectRevert(InkdTreasuryBooks.ZeroAddress.selector);
        _addSettler(address(0));
        vm.expectRevert(InkdTreasuryBooks.ZeroAddress.selector);
        _treasuryWithdraw(address(0), 0);
    }

    function test_addRemoveSettler_emitsAndToggles() public {
        vm.expectEmit(address(treasury));
        emit InkdTreasuryBooks.SettlerSet(address(0x5E78), true);
        _addSettler(address(0x5E78));
        vm.assertTrue(treasury.isSettler(address(0x5E78)), "on");
        vm.expectEmit(address(treasury));
        emit InkdTreasuryBooks.SettlerSet(address(0x5E78), false);
        _removeSettler(address(0x5E78));
        vm.assertFalse(treasury.isSettler(address(0x5E78)), "off");
    }

    // ---------------------------------------------------------------- withdraw

    function test_withdraw_upToRetained() public {
        _createAs(PAYER_KEY, "a"); // retained 40,000
        vm.expectRevert(abi.encodeWithSelector(InkdTreasuryBooks.ExceedsRetained.selector, 40_001, 40_000));
        _treasuryWithdraw(address(0xCAFE), 40_001);
        vm.expectEmit(address(treasury));
        emit InkdTreasuryBooks.Withdrawn(address(0xCAFE), 40_000);
        _treasuryWithdraw(address(0xCAFE), 40_000);
        vm.assertEq(usdc.balanceOf(address(0xCAFE)), 40_000, "withdrawn");
        (uint256 s, uint256 b, uint256 r) = _books();
        vm.assertEq(r, 0, "retained spent");
        vm.assertEq(s + b, STORAGE_COST + 40_000, "owed untouched");
        vm.assertEq(usdc.balanceOf(address(treasury)), s + b, "owed still held");
    }

    function test_withdraw_cannotTakeSurplus() public {
        usdc.mint(address(treasury), 5_000); // a plain transfer: surplus
        vm.expectRevert(abi.encodeWithSelector(InkdTreasuryBooks.ExceedsRetained.selector, 1, 0));
        _treasuryWithdraw(ADMIN, 1);
        vm.assertEq(treasury.surplus(), 5_000, "surplus");
    }

    // ------------------------------------------------------------------ settle

    function test_settle_booksSurplusAndEmits() public {
        usdc.mint(address(treasury), 10_001);
        vm.expectEmit(address(treasury));
        emit InkdTreasuryBooks.Settled(10_001, 1, 5_000, 5_000);
        vm.prank(SETTLER);
        treasury.settle(10_001, 1);
        (uint256 s, uint256 b, uint256 r) = _books();
        vm.assertEq(s, 1, "storage");
        vm.assertEq(b, 5_000, "buyback");
        vm.assertEq(r, 5_000, "retained");
        vm.assertEq(treasury.surplus(), 0, "surplus booked");
        vm.assertEq(usdc.balanceOf(address(treasury)), 10_001, "no token moved");
    }

    function test_settle_reverts() public {
        vm.startPrank(SETTLER);
        vm.expectRevert(bytes("Nothing to settle"));
        treasury.settle(0, 0);
        vm.expectRevert(bytes("Insufficient USDC"));
        treasury.settle(1, 0);
        vm.stopPrank();
        _createAs(PAYER_KEY, "booked"); // booked USDC is not surplus
        vm.startPrank(SETTLER);
        vm.expectRevert(bytes("Insufficient USDC"));
        treasury.settle(1, 0);
        usdc.mint(address(treasury), 10);
        vm.expectRevert(bytes("Storage cost exceeds payment"));
        treasury.settle(10, 11);
        vm.stopPrank();
    }

    // ---------------------------------------------------------- prepaid paths

    function test_createProjectPrepaid_completesFrontRun() public {
        InkdTreasury.Payment memory pay = _pay(PAYER_KEY, FEE);
        _frontRun(pay);
        vm.assertEq(treasury.surplus(), FEE, "front-run lands as surplus");
        vm.expectRevert(bytes("FiatTokenV2: authorization is used or canceled"));
        _create(pay, STORAGE_COST, "late");
        vm.expectEmit(address(treasury));
        emit InkdTreasury.PaymentReceived(payer, pay.nonce, FEE, STORAGE_COST, 1, _write(1, 0, 0));
        vm.prank(SETTLER);
        uint256 id = treasury.createProjectPrepaid(pay, STORAGE_COST, _project("late"));
        _created(id, "late");
        vm.assertEq(_ownerOf(id), payer, "payer owns it");
        vm.assertTrue(treasury.isPrepaidSettled(payer, pay.nonce), "marked");
        vm.assertEq(treasury.surplus(), 0, "surplus booked");
        vm.assertEq(usdc.balanceOf(payer), PAYER_FUNDS - FEE, "charged once");
        vm.expectRevert(InkdTreasury.PrepaidAlreadySettled.selector);
        vm.prank(SETTLER);
        treasury.createProjectPrepaid(pay, 0, _project("again"));
    }

    function test_pushVersionPrepaid_completesFrontRun() public {
        uint256 id = _createAs(PAYER_KEY, "p");
        InkdTreasury.Payment memory pay = _pay(PAYER_KEY, FEE);
        _frontRun(pay);
        vm.expectEmit(address(treasury));
        emit InkdTreasury.PaymentReceived(payer, pay.nonce, FEE, 0, id, _write(2, 0, 1));
        vm.prank(SETTLER);
        vm.assertEq(treasury.pushVersionPrepaid(pay, 0, id, _hashOf(id), _version("ar", "v1", "")), 0, "index");
        (uint256 count,) = registry.versionsHead(id);
        vm.assertEq(count, 1, "pushed");
        vm.expectRevert(InkdTreasury.PrepaidAlreadySettled.selector);
        vm.prank(SETTLER);
        treasury.pushVersionPrepaid(pay, 0, id, _hashOf(id), _version("ar", "v2", ""));
    }

    function test_refundPrepaid_returnsValueOnce() public {
        InkdTreasury.Payment memory pay = _pay(PAYER_KEY, FEE);
        _frontRun(pay);
        vm.expectEmit(address(treasury));
        emit InkdTreasury.PrepaidRefunded(payer, pay.nonce, FEE);
        vm.prank(SETTLER);
        treasury.refundPrepaid(pay);
        vm.assertEq(usdc.balanceOf(payer), PAYER_FUNDS, "money back");
        vm.assertTrue(treasury.isPrepaidSettled(payer, pay.nonce), "marked");
        vm.expectRevert(InkdTreasury.PrepaidAlreadySettled.selector);
        vm.prank(SETTLER);
        treasury.refundPrepaid(pay);
    }

    function test_prepaid_revertsAuthorizationNotUsed() public {
        InkdTreasury.Payment memory pay = _pay(PAYER_KEY, FEE);
        usdc.mint(address(treasury), FEE);
        vm.expectRevert(InkdTreasury.AuthorizationNotUsed.selector);
        vm.prank(SETTLER);
        treasury.refundPrepaid(pay);
    }

    function test_prepaid_revertsInvalidPayerSignature() public {
        // consumed, but signed to someone else: not a payment to the treasury
        InkdTreasury.Payment memory elsewhere =
            _signAuth(PAYER_KEY, address(0xE15E), FEE, 0, block.timestamp + 300, _nextNonce());
        vm.prank(STRANGER);
        usdc.transferWithAuthorization(
            payer, address(0xE15E), FEE, 0, elsewhere.validBefore, elsewhere.nonce, elsewhere.v, elsewhere.r, elsewhere.s
        );
        usdc.mint(address(treasury), FEE);
        vm.expectRevert(InkdTreasury.InvalidPayerSignature.selector);
        vm.prank(SETTLER);
        treasury.refundPrepaid(elsewhere);
        // a front-run one with a value other than signed
        InkdTreasury.Payment memory pay = _pay(PAYER_KEY, FEE);
        _frontRun(pay);
        pay.value = 2 * FEE;
        vm.expectRevert(InkdTreasury.InvalidPayerSignature.selector);
        vm.prank(SETTLER);
        treasury.refundPrepaid(pay);
    }

    function test_prepaid_revertsWhenSurplusShort() public {
        InkdTreasury.Payment memory pay = _pay(PAYER_KEY, FEE);
        _frontRun(pay);
        vm.prank(SETTLER);
        treasury.settle(FEE, 0); // the surplus is booked as fees
        vm.expectRevert(bytes("Insufficient USDC"));
        vm.prank(SETTLER);
        treasury.refundPrepaid(pay);
        vm.assertFalse(treasury.isPrepaidSettled(payer, pay.nonce), "revert undoes the mark");
    }
}
