// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {ChannelWritesFixture} from "./base/ChannelWritesFixture.sol";
import {InkdChannelWrites} from "../src/InkdChannelWrites.sol";
import {InkdRegistry} from "../src/InkdRegistry.sol";
import {X402BatchSettlement} from "../src/X402BatchSettlement.sol";
import {Vm} from "./base/Vm.sol";

/// @notice Writes paid by voucher: what a group's checks refuse, that a
/// write lands or fails alone and is counted only when it landed, that no
/// token moves in a write, and that claims never pass what landed.
contract ChannelWritesTest is ChannelWritesFixture {
    uint256 internal constant DEPOSIT = 10 * FEE;

    /// @dev A project of the payer created by voucher on a fresh channel
    /// (deposit in the same call): the channel then has used FEE, ceiling FEE.
    function _createdByVoucher(string memory name) internal returns (uint256 projectId, bytes32 id) {
        id = _idOf(_channel(PAYER_KEY));
        vm.recordLogs();
        vm.assertEq(_run(_only(_group(PAYER_KEY, FEE, DEPOSIT, _one(_createWrite(FEE, FEE, name))))), 1, "create landed");
        projectId = registry.projectCount();
        _created(projectId, name);
    }

    function test_depositAndCreateInOneCall_noTokenMovesInTheWrite() public {
        uint256 payerBefore = usdc.balanceOf(payer);
        uint256 treasuryBefore = usdc.balanceOf(address(treasury));
        (uint256 projectId, bytes32 id) = _createdByVoucher("chan-one");
        vm.assertEq(_ownerOf(projectId), payer, "owner is the channel's payer");
        vm.assertEq(usdc.balanceOf(payer), payerBefore - DEPOSIT, "only the deposit left the payer");
        vm.assertEq(usdc.balanceOf(SETTLEMENT), DEPOSIT, "the deposit sits in the channel");
        vm.assertEq(usdc.balanceOf(address(treasury)), treasuryBefore, "no fee moved in the write");
        (uint128 used, uint128 ceiling) = writes.usage(id);
        vm.assertEq(used, FEE, "used");
        vm.assertEq(ceiling, FEE, "ceiling");
    }

    function test_pushesOfAChannelLandAndCountTheirFees() public {
        (uint256 projectId, bytes32 id) = _createdByVoucher("chan-push");
        InkdChannelWrites.Write[] memory ws = new InkdChannelWrites.Write[](3);
        ws[0] = _pushWrite(2 * FEE, FEE, projectId, "v1");
        ws[1] = _pushWrite(3 * FEE, FEE, projectId, "v2");
        ws[2] = _pushManyWrite(5 * FEE, 2 * FEE, projectId, "m", 2);
        vm.recordLogs();
        vm.assertEq(_run(_only(_group(PAYER_KEY, 5 * FEE, 0, ws))), 3, "three writes landed");
        (uint128 used, uint128 ceiling) = writes.usage(id);
        vm.assertEq(used, 5 * FEE, "used: the create and the pushes");
        vm.assertEq(ceiling, 5 * FEE, "ceiling");
        (uint256 count,) = registry.versionsHead(projectId);
        vm.assertEq(count, 4, "versions");
        Vm.Log[] memory logs = vm.getRecordedLogs();
        uint256 landed;
        for (uint256 i = 0; i < logs.length; ++i) {
            if (logs[i].emitter == address(writes) && logs[i].topics[0] == InkdChannelWrites.WriteLanded.selector) {
                vm.assertEq(logs[i].topics[1], id, "WriteLanded names the channel");
                ++landed;
            }
        }
        vm.assertEq(landed, 3, "one WriteLanded per write");
    }

    function test_aFailingWriteFailsAloneAndIsNotCounted() public {
        (uint256 projectId, bytes32 id) = _createdByVoucher("chan-fail");
        InkdChannelWrites.Write[] memory ws = new InkdChannelWrites.Write[](2);
        ws[0] = _pushWrite(2 * FEE, FEE, projectId + 7, "ghost"); // no such project
        ws[1] = _pushWrite(3 * FEE, FEE, projectId, "real");
        vm.expectEmit(true, true, false, true, address(writes));
        emit InkdChannelWrites.WriteFailed(id, 2 * FEE, abi.encodeWithSelector(InkdRegistry.ProjectNotFound.selector));
        vm.assertEq(_run(_only(_group(PAYER_KEY, 3 * FEE, 0, ws))), 1, "one landed");
        (uint128 used, uint128 ceiling) = writes.usage(id);
        vm.assertEq(used, 2 * FEE, "the failed write's fee is not counted");
        vm.assertEq(ceiling, 3 * FEE, "its ceiling is used all the same");
    }

    function _expectGroupRefused(InkdChannelWrites.Group memory g, bytes memory reason) internal {
        bytes32 id = _idOf(g.channel);
        uint256 projects = registry.projectCount();
        (uint128 usedBefore, uint128 ceilingBefore) = writes.usage(id);
        vm.expectEmit(true, true, false, true, address(writes));
        emit InkdChannelWrites.WriteFailed(id, g.writes[0].key, reason);
        vm.assertEq(_run(_only(g)), 0, "nothing landed");
        vm.assertEq(registry.projectCount(), projects, "registry unchanged");
        (uint128 used, uint128 ceiling) = writes.usage(id);
        vm.assertEq(used, usedBefore, "used unchanged");
        vm.assertEq(ceiling, ceilingBefore, "ceiling unchanged");
    }

    function test_aVoucherSignedByAnotherKeyIsRefused() public {
        _deposit(PAYER_KEY, DEPOSIT);
        InkdChannelWrites.Group memory g = _group(PAYER_KEY, FEE, 0, _one(_createWrite(FEE, FEE, "forged")));
        g.signature = _voucher(OTHER_KEY, _idOf(g.channel), FEE);
        _expectGroupRefused(g, abi.encodeWithSelector(InkdChannelWrites.InvalidVoucherSignature.selector));
    }

    function test_aVoucherBelowTheLastIsRefused() public {
        (uint256 projectId,) = _createdByVoucher("chan-stale");
        _run(_only(_group(PAYER_KEY, 3 * FEE, 0, _one(_pushWrite(3 * FEE, FEE, projectId, "v2")))));
        // the write of ceiling 2 FEE, in a batch that lands after 3 FEE's
        InkdChannelWrites.Group memory g = _group(PAYER_KEY, 2 * FEE, 0, _one(_pushWrite(2 * FEE, FEE, projectId, "v1")));
        _expectGroupRefused(g, abi.encodeWithSelector(InkdChannelWrites.StaleVoucher.selector, 2 * FEE, 3 * FEE));
        // carried again under the last voucher, which covers it, it lands
        g = _group(PAYER_KEY, 3 * FEE, 0, _one(_pushWrite(2 * FEE, FEE, projectId, "v1")));
        vm.assertEq(_run(_only(g)), 1, "landed under the last voucher");
        (uint128 used,) = writes.usage(_idOf(g.channel));
        vm.assertEq(used, 3 * FEE, "all three writes counted, within the ceiling");
        // and nothing past it fits
        g = _group(PAYER_KEY, 3 * FEE, 0, _one(_pushWrite(4 * FEE, FEE, projectId, "v3")));
        _expectGroupRefused(g, abi.encodeWithSelector(InkdChannelWrites.FeesAboveCeiling.selector, 4 * FEE, 3 * FEE));
    }

    function test_feesAboveTheCeilingAreRefused() public {
        _createdByVoucher("chan-over");
        // used FEE + this write's FEE > a ceiling of 1.5 FEE
        InkdChannelWrites.Group memory g =
            _group(PAYER_KEY, FEE + FEE / 2, 0, _one(_createWrite(FEE + FEE / 2, FEE, "too-dear")));
        _expectGroupRefused(
            g, abi.encodeWithSelector(InkdChannelWrites.FeesAboveCeiling.selector, 2 * FEE, FEE + FEE / 2)
        );
    }

    function test_aCeilingAboveTheBalanceIsRefused() public {
        _deposit(PAYER_KEY, FEE);
        InkdChannelWrites.Group memory g = _group(PAYER_KEY, 2 * FEE, 0, _one(_createWrite(2 * FEE, FEE, "unfunded")));
        _expectGroupRefused(
            g, abi.encodeWithSelector(InkdChannelWrites.CeilingAboveBalance.selector, 2 * FEE, FEE)
        );
    }

    function test_aChannelPayingSomeoneElseIsRefused() public {
        InkdChannelWrites.Group memory g = _group(PAYER_KEY, FEE, 0, _one(_createWrite(FEE, FEE, "elsewhere")));
        g.channel.receiver = STRANGER;
        g.signature = _voucher(PAYER_KEY, _idOf(g.channel), FEE);
        _expectGroupRefused(g, abi.encodeWithSelector(InkdChannelWrites.NotOurChannel.selector));
    }

    function test_aChannelWithoutPayerAuthorizerIsRefused() public {
        InkdChannelWrites.Group memory g = _group(PAYER_KEY, FEE, 0, _one(_createWrite(FEE, FEE, "contract-payer")));
        g.channel.payerAuthorizer = address(0);
        _expectGroupRefused(g, abi.encodeWithSelector(InkdChannelWrites.PayerAuthorizerRequired.selector));
    }

    function test_groupsAreIndependent() public {
        _deposit(OTHER_KEY, DEPOSIT);
        InkdChannelWrites.Group[] memory gs = new InkdChannelWrites.Group[](2);
        gs[0] = _group(PAYER_KEY, FEE, 0, _one(_createWrite(FEE, FEE, "no-deposit"))); // balance 0
        gs[1] = _group(OTHER_KEY, FEE, 0, _one(_createWrite(FEE, FEE, "funded")));
        vm.assertEq(_run(gs), 1, "the funded channel's write landed");
        (uint128 used,) = writes.usage(_idOf(_channel(OTHER_KEY)));
        vm.assertEq(used, FEE, "counted on its own channel");
    }

    function test_onlySettlersWrite_andThePauseStopsWrites() public {
        InkdChannelWrites.Group[] memory gs = _only(_group(PAYER_KEY, FEE, DEPOSIT, _one(_createWrite(FEE, FEE, "x"))));
        vm.prank(STRANGER);
        vm.expectRevert(InkdChannelWrites.Unauthorized.selector);
        writes.writeByVouchers(gs);
        _asGuardian(address(treasury), abi.encodeWithSignature("pause()"));
        vm.prank(SETTLER);
        vm.expectRevert(InkdChannelWrites.Paused.selector);
        writes.writeByVouchers(gs);
    }

    // ---------------------------------------------------------------- claims

    function test_claimBooksWhatLandedInTheTreasury() public {
        (uint256 projectId, bytes32 id) = _createdByVoucher("chan-claim");
        _run(_only(_group(PAYER_KEY, 2 * FEE, 0, _one(_pushWrite(2 * FEE, FEE, projectId, "v1")))));
        (uint256 owedStorage, uint256 owedBuyback, uint256 retained) = _books();
        uint256 booked0 = owedStorage + owedBuyback + retained;
        X402BatchSettlement.VoucherClaim[] memory rows = new X402BatchSettlement.VoucherClaim[](1);
        rows[0] = _claimRow(PAYER_KEY, 2 * FEE, 2 * FEE);
        vm.prank(SETTLER);
        vm.assertEq(writes.claim(rows), 2 * FEE, "booked");
        (, uint128 totalClaimed) = settlement.channels(id);
        vm.assertEq(totalClaimed, 2 * FEE, "claimed on the channel");
        (owedStorage, owedBuyback, retained) = _books();
        vm.assertEq(owedStorage + owedBuyback + retained, booked0 + 2 * FEE, "the treasury booked the fees");
        vm.assertEq(owedStorage, STORAGE_COST, "the push's storage cost is owed to the storage wallet");
        vm.assertEq(treasury.surplus(), 0, "nothing left unbooked");
    }

    function test_aClaimAboveWhatLandedReverts() public {
        (uint256 projectId, bytes32 id) = _createdByVoucher("chan-greedy");
        InkdChannelWrites.Write[] memory ws = new InkdChannelWrites.Write[](1);
        ws[0] = _pushWrite(2 * FEE, FEE, projectId + 9, "ghost"); // fails: ceiling 2 FEE, used stays FEE
        _run(_only(_group(PAYER_KEY, 2 * FEE, 0, ws)));
        X402BatchSettlement.VoucherClaim[] memory rows = new X402BatchSettlement.VoucherClaim[](1);
        rows[0] = _claimRow(PAYER_KEY, 2 * FEE, 2 * FEE);
        vm.prank(SETTLER);
        vm.expectRevert(abi.encodeWithSelector(InkdChannelWrites.ClaimAboveLanded.selector, id, 2 * FEE, FEE));
        writes.claim(rows);
    }

    function test_refundWaitsForTheClaimOfWhatLanded() public {
        (, bytes32 id) = _createdByVoucher("chan-refund");
        X402BatchSettlement.ChannelConfig memory c = _channel(PAYER_KEY);
        vm.prank(SETTLER);
        vm.expectRevert(abi.encodeWithSelector(InkdChannelWrites.UnclaimedWrites.selector, id, FEE, 0));
        writes.refund(c, uint128(DEPOSIT));
        X402BatchSettlement.VoucherClaim[] memory rows = new X402BatchSettlement.VoucherClaim[](1);
        rows[0] = _claimRow(PAYER_KEY, FEE, FEE);
        vm.prank(SETTLER);
        writes.claim(rows);
        uint256 before = usdc.balanceOf(payer);
        vm.prank(SETTLER);
        writes.refund(c, uint128(DEPOSIT));
        vm.assertEq(usdc.balanceOf(payer), before + DEPOSIT - FEE, "the unclaimed escrow went back");
    }

    function test_aSettleByAnyoneIsBookedLater() public {
        _createdByVoucher("chan-anyone");
        X402BatchSettlement.VoucherClaim[] memory rows = new X402BatchSettlement.VoucherClaim[](1);
        rows[0] = _claimRow(PAYER_KEY, FEE, FEE);
        // claim alone, through the settlement as the receiver authorizer would,
        // then a stranger settles: the USDC reaches the treasury unbooked
        vm.prank(address(writes));
        settlement.claim(rows);
        vm.prank(STRANGER);
        settlement.settle(address(treasury), address(usdc));
        vm.assertEq(treasury.surplus(), FEE, "arrived as surplus");
        vm.prank(SETTLER);
        vm.assertEq(writes.book(), FEE, "booked by book()");
        vm.assertEq(treasury.surplus(), 0, "surplus booked");
        vm.prank(SETTLER);
        vm.assertEq(writes.book(), 0, "booked once");
    }
}
