// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {InkdFixture} from "./base/InkdFixture.sol";
import {InkdTreasury} from "../src/InkdTreasury.sol";
import {InkdTreasuryBooks} from "../src/InkdTreasuryBooks.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {IAccessManaged} from "@openzeppelin/contracts/access/manager/IAccessManaged.sol";

/// @notice The treasury's pause (issue #19): the guardian stops the paid
/// and prepaid writes at once; settle, payout, refunds and withdraw keep
/// working so that money owed still moves; only the admin resumes.
contract PauseTest is InkdFixture {
    function _pauseAsGuardian() internal {
        vm.expectEmit(address(treasury));
        emit Pausable.Paused(GUARDIAN);
        vm.prank(GUARDIAN);
        treasury.pause();
        vm.assertTrue(treasury.paused(), "paused");
    }

    function test_pause_stopsEveryPaidAndPrepaidWrite() public {
        uint256 id = _createAs(PAYER_KEY, "p");
        InkdTreasury.Payment memory front = _pay(PAYER_KEY, FEE);
        _frontRun(front);
        _pauseAsGuardian();

        InkdTreasury.Payment memory pay = _pay(PAYER_KEY, FEE);
        uint256 payerBefore = usdc.balanceOf(payer);
        vm.startPrank(SETTLER);
        vm.expectRevert(Pausable.EnforcedPause.selector);
        treasury.createProjectPaid(pay, STORAGE_COST, _project("q"));
        vm.expectRevert(Pausable.EnforcedPause.selector);
        treasury.pushVersionPaid(pay, STORAGE_COST, id, _hashOf(id), _version("ar", "v", ""));
        vm.expectRevert(Pausable.EnforcedPause.selector);
        treasury.pushVersionsPaid(pay, STORAGE_COST, id, _hashOf(id), _versions("v", 2));
        vm.expectRevert(Pausable.EnforcedPause.selector);
        treasury.createProjectPrepaid(front, STORAGE_COST, _project("r"));
        vm.expectRevert(Pausable.EnforcedPause.selector);
        treasury.pushVersionPrepaid(front, STORAGE_COST, id, _hashOf(id), _version("ar", "v", ""));
        vm.expectRevert(Pausable.EnforcedPause.selector);
        treasury.pushVersionsPrepaid(front, STORAGE_COST, id, _hashOf(id), _versions("v", 2));
        InkdTreasury.CreateItem[] memory creates = new InkdTreasury.CreateItem[](1);
        creates[0] = InkdTreasury.CreateItem(pay, STORAGE_COST, _project("q"));
        InkdTreasury.PushItem[] memory pushes = new InkdTreasury.PushItem[](1);
        pushes[0] = InkdTreasury.PushItem(pay, STORAGE_COST, id, _hashOf(id), _versions("v", 1));
        vm.expectRevert(Pausable.EnforcedPause.selector);
        treasury.executeBatch(creates, pushes);
        vm.stopPrank();
        vm.assertFalse(usdc.authorizationState(payer, pay.nonce), "authorization not used");
        vm.assertEq(usdc.balanceOf(payer), payerBefore, "payer not charged");
        vm.assertFalse(treasury.isPrepaidSettled(payer, front.nonce), "front-run still pending");
        vm.assertEq(registry.projectCount(), 1, "no write");
    }

    function test_paused_settlePayoutRefundAndWithdrawStillWork() public {
        _createAs(PAYER_KEY, "p"); // owes 20,000 storage, 40,000 buyback; retains 40,000
        InkdTreasury.Payment memory front = _pay(PAYER_KEY, FEE);
        _frontRun(front);
        usdc.mint(address(treasury), 1_000); // a donation
        _pauseAsGuardian();

        vm.startPrank(SETTLER);
        treasury.settle(1_000, 0);
        treasury.payout();
        treasury.refundPrepaid(front);
        vm.stopPrank();
        _treasuryWithdraw(address(0xCAFE), 40_500);
        vm.assertEq(usdc.balanceOf(STORAGE_WALLET), STORAGE_COST, "storage paid out");
        vm.assertEq(usdc.balanceOf(address(buyback)), 40_500, "buyback paid out");
        vm.assertTrue(treasury.isPrepaidSettled(payer, front.nonce), "refunded");
        vm.assertEq(usdc.balanceOf(address(0xCAFE)), 40_500, "withdrawn");
        vm.assertEq(usdc.balanceOf(address(treasury)), 0, "all moved");
    }

    function test_unpause_adminOnly_resumesWrites() public {
        _pauseAsGuardian();
        address[4] memory refused = [GUARDIAN, SETTLER, KEEPER, STRANGER];
        for (uint256 i = 0; i < refused.length; i++) {
            vm.expectRevert(abi.encodeWithSelector(IAccessManaged.AccessManagedUnauthorized.selector, refused[i]));
            vm.prank(refused[i]);
            treasury.unpause();
        }
        vm.expectEmit(address(treasury));
        emit Pausable.Unpaused(ADMIN);
        _asAdmin(address(treasury), abi.encodeCall(InkdTreasuryBooks.unpause, ()));
        vm.assertFalse(treasury.paused(), "resumed");
        vm.assertEq(_createAs(PAYER_KEY, "p"), 1, "writes again");
    }

    function test_pause_onlyWhenRunning_unpauseOnlyWhenPaused() public {
        vm.expectRevert(Pausable.ExpectedPause.selector);
        _asAdmin(address(treasury), abi.encodeCall(InkdTreasuryBooks.unpause, ()));
        _pauseAsGuardian();
        vm.expectRevert(Pausable.EnforcedPause.selector);
        vm.prank(GUARDIAN);
        treasury.pause();
    }

    function test_pause_guardianOnly() public {
        address[4] memory refused = [ADMIN, SETTLER, KEEPER, STRANGER];
        for (uint256 i = 0; i < refused.length; i++) {
            vm.expectRevert(abi.encodeWithSelector(IAccessManaged.AccessManagedUnauthorized.selector, refused[i]));
            vm.prank(refused[i]);
            treasury.pause();
        }
        vm.assertFalse(treasury.paused(), "running");
    }
}
