// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {InkdFixture} from "../base/InkdFixture.sol";
import {InkdRegistry} from "../../src/InkdRegistry.sol";
import {PaymentsHandler, IAdminCalls} from "./PaymentsHandler.sol";
import {BatchPaymentsHandler} from "./BatchHandler.sol";
import {IntruderHandler} from "./IntruderHandler.sol";
import {Deployed} from "./HandlerBase.sol";

/// @notice Invariant runs: forge calls the handlers' actions in random order
/// (payers, settler, front-runner, collaborators, admin, keeper, donors, and
/// intruders; single writes, batch pushes and multi-payer batches with good
/// and bad items) and checks every invariant below after each call.
contract InkdInvariantTest is InkdFixture {
    BatchPaymentsHandler internal h;
    IntruderHandler internal intruder;

    function setUp() public override {
        super.setUp();
        _setThreshold(1_000_000); // buybacks from 1 USDC, so runs reach them
        Deployed memory d = Deployed(usdc, registry, treasury, buyback, ADMIN, address(manager), SETTLER, KEEPER, STORAGE_WALLET);
        h = new BatchPaymentsHandler(d, pool, IAdminCalls(address(this)));
        _allowAdminCalls(address(h));
        address[] memory roles = new address[](7);
        roles[0] = SETTLER;
        roles[1] = KEEPER;
        roles[2] = STORAGE_WALLET;
        roles[3] = h.FRONT_RUNNER();
        roles[4] = h.payers(0);
        roles[5] = address(registry);
        roles[6] = GUARDIAN;
        intruder = new IntruderHandler(d, roles);

        bytes4[] memory acts = new bytes4[](16);
        acts[0] = PaymentsHandler.createPaid.selector;
        acts[1] = PaymentsHandler.pushPaid.selector;
        acts[2] = PaymentsHandler.frontRun.selector;
        acts[3] = PaymentsHandler.completePrepaid.selector;
        acts[4] = PaymentsHandler.refundPrepaid.selector;
        acts[5] = PaymentsHandler.addCollaborator.selector;
        acts[6] = PaymentsHandler.addManyCollaborators.selector;
        acts[7] = PaymentsHandler.removeCollaborator.selector;
        acts[8] = PaymentsHandler.payout.selector;
        acts[9] = PaymentsHandler.donate.selector;
        acts[10] = PaymentsHandler.settle.selector;
        acts[11] = PaymentsHandler.withdraw.selector;
        acts[12] = PaymentsHandler.executeBuyback.selector;
        acts[13] = BatchPaymentsHandler.pushManyPaid.selector;
        acts[14] = BatchPaymentsHandler.executeBatchMixed.selector;
        acts[15] = PaymentsHandler.voidFailed.selector;
        _targetContract(address(h));
        _targetSelectors(address(h), acts);

        bytes4[] memory tries = new bytes4[](4);
        tries[0] = IntruderHandler.treasuryAdminOnly.selector;
        tries[1] = IntruderHandler.treasurySettlerOnly.selector;
        tries[2] = IntruderHandler.buybackCalls.selector;
        tries[3] = IntruderHandler.directCalls.selector;
        _targetContract(address(intruder));
        _targetSelectors(address(intruder), tries);
    }

    /// (a) Every registered write corresponds to exactly one consumed
    /// authorization that paid the exact fee to the treasury; no consumed
    /// authorization is without its write unless it was completed or
    /// refunded through the prepaid paths, voided by voidPayment (its money
    /// back, its nonce closed to the prepaid paths), or still waits for that
    /// with its value held as surplus.
    function invariant_a_everyWriteHasExactlyOneConsumedPayment() public view {
        vm.assertEq(registry.projectCount(), h.ghostCreates(), "projects = paid creates");
        uint256 versions;
        for (uint256 id = 1; id <= registry.projectCount(); id++) {
            (uint256 count,) = registry.versionsHead(id);
            versions += count;
        }
        vm.assertEq(versions, h.ghostPushes(), "versions = versions of the paid pushes");
        vm.assertFalse(h.feeMismatch(), "a write moved other than its signed value");
        vm.assertFalse(h.consumedWithoutWrite(), "a failed write consumed its authorization");
        uint256 pending;
        for (uint256 i = 0; i < h.authCount(); i++) {
            (address p, bytes32 nonce, uint256 value, PaymentsHandler.Status st) = h.authAt(i);
            bool used = usdc.authorizationState(p, nonce);
            uint256 writes = h.writesByAuth(p, nonce);
            if (st == PaymentsHandler.Status.Unused) {
                vm.assertFalse(used, "authorization used without a write");
                vm.assertEq(writes, 0, "write without payment");
            } else if (st == PaymentsHandler.Status.Voided) {
                vm.assertTrue(used, "voided authorization not used");
                vm.assertEq(writes, 0, "voided authorization has no write");
                vm.assertTrue(treasury.isPrepaidSettled(p, nonce), "voided nonce marked settled");
            } else if (st == PaymentsHandler.Status.Written || st == PaymentsHandler.Status.PrepaidWritten) {
                vm.assertTrue(used, "write without consumed authorization");
                vm.assertEq(writes, 1, "one authorization, one write");
            } else {
                vm.assertTrue(used, "front-run not consumed");
                vm.assertEq(writes, 0, "front-run or refunded has no write");
                bool settled = treasury.isPrepaidSettled(p, nonce);
                vm.assertEq(settled, st == PaymentsHandler.Status.Refunded, "refunds marked, pending not");
                if (st == PaymentsHandler.Status.FrontRun) pending += value;
            }
        }
        vm.assertEq(pending, h.pendingFrontRun(), "pending front-runs");
        vm.assertGe(treasury.surplus(), pending, "pending front-runs are held as surplus");
    }

    /// (b) The treasury's books balance: USDC received = owedStorage +
    /// owedBuyback + retained + paid out (storage, buyback) + withdrawn +
    /// refunded + surplus; the books match a model of every payment; a payout
    /// never moves more (or less) than is owed, and only to the storage
    /// wallet and the buyback; a void leaves the balances and the books as
    /// they were.
    function invariant_b_treasuryBooksBalance() public view {
        (uint256 s, uint256 b, uint256 r) = treasury.books();
        vm.assertEq(s, h.expStorage(), "owedStorage as modelled");
        vm.assertEq(b, h.expBuyback(), "owedBuyback as modelled");
        vm.assertEq(r, h.expRetained(), "retained as modelled");
        uint256 held = usdc.balanceOf(address(treasury));
        vm.assertGe(held, s + b + r, "the balance covers the books");
        vm.assertEq(held - (s + b + r), treasury.surplus(), "surplus is the rest");
        uint256 out = h.paidOutStorage() + h.paidOutBuyback() + h.withdrawn() + h.refunded();
        vm.assertEq(h.totalIn(), s + b + r + out + treasury.surplus(), "received = booked + paid out + surplus");
        vm.assertEq(usdc.balanceOf(STORAGE_WALLET), h.paidOutStorage(), "storage wallet got exactly the payouts");
        vm.assertEq(
            usdc.balanceOf(address(buyback)) + h.buybackSpent(), h.paidOutBuyback(), "buyback got exactly the payouts"
        );
        vm.assertFalse(h.payoutMismatch(), "a payout moved other than what was owed");
        vm.assertFalse(h.voidMismatch(), "a void moved money or left its nonce claimable");
    }

    /// (c) Names are unique after normalisation (lowercase ASCII): each
    /// project's name, in the case it was written and lowercased, maps back
    /// to that project alone, with the owner that paid its creation, under
    /// the name hash nameHashOf gives; no push naming an id with another
    /// project's name or a free one ever landed; an owner is never a
    /// collaborator; at most 50 collaborators, listed once each; version
    /// counts only grow (they equal the pushes made, which only add) and
    /// each project's version commitment is the fold of exactly the
    /// versions pushed, in order.
    function invariant_c_registryShape() public view {
        vm.assertFalse(h.wrongPairLanded(), "a push to an id under another name landed");
        uint256 n = registry.projectCount();
        for (uint256 id = 1; id <= n; id++) {
            string memory name = h.ghostName(id);
            bytes32 nameHash = h.nameHashOfId(id);
            vm.assertEq(registry.nameHashOf(name), nameHash, "nameHashOf is the lowercased name's keccak256");
            (uint256 stored, address owner_) = registry.projectOf(nameHash);
            vm.assertEq(stored, id, "the name's word holds its project's id");
            vm.assertEq(owner_, h.ghostOwner(id), "the name's word holds the creating payer");
            (uint256 byName, address ownerByName) = registry.projectByName(name);
            vm.assertEq(byName, id, "name maps back to its project only");
            vm.assertEq(ownerByName, owner_, "projectByName agrees with projectOf");
            (byName,) = registry.projectByName(_lowerAscii(name));
            vm.assertEq(byName, id, "lowercased name maps back");
            vm.assertFalse(registry.nameAvailable(name), "a taken name is available");
            vm.assertFalse(registry.isCollaborator(id, owner_), "owner is a collaborator");
            address[] memory list = registry.getCollaborators(id);
            vm.assertLe(list.length, 50, "more than 50 collaborators");
            for (uint256 k = 0; k < list.length; k++) {
                vm.assertTrue(list[k] != owner_, "owner listed as collaborator");
                vm.assertTrue(registry.isCollaborator(id, list[k]), "listed but not a collaborator");
            }
            (uint256 count, bytes24 head) = registry.versionsHead(id);
            vm.assertEq(count, h.ghostVersions(id), "version count = pushed versions");
            vm.assertEq(bytes32(head), bytes32(h.ghostHead(id)), "version commitment = fold of the pushes");
        }
    }

    /// (f) A name's stored word never moves: every name a create ever
    /// tried is either free (no id, no owner) or holds the id of the one
    /// project created under it and that project's first owner. So no id
    /// is ever stored under two names, and a project's id and owner never
    /// change.
    function invariant_f_everyNamePointsAtItsOwnProject() public view {
        uint256 n = registry.projectCount();
        for (uint256 i = 0; i < h.triedNameCount(); i++) {
            bytes32 nameHash = h.triedNames(i);
            (uint256 id, address owner_) = registry.projectOf(nameHash);
            if (id == 0) {
                vm.assertEq(owner_, address(0), "a free name has an owner");
                continue;
            }
            vm.assertLe(id, n, "a name holds an id never created");
            vm.assertEq(h.nameHashOfId(id), nameHash, "a name holds another project's id");
            vm.assertEq(owner_, h.ghostOwner(id), "a project's owner changed");
        }
    }

    /// (d) No address other than those the threat model names can move
    /// treasury funds: outflows happen only through payout (settler, admin:
    /// exactly what is owed), withdraw (admin: at most retained) and
    /// refundPrepaid (settler: a front-run payment's value, from surplus);
    /// every other caller's attempt reverted and moved nothing; no allowance
    /// on the treasury's USDC is left behind.
    function invariant_d_onlyThreatModelActorsMoveTreasuryFunds() public view {
        vm.assertFalse(intruder.breach(), string.concat("refused call succeeded: ", intruder.lastBreach()));
        vm.assertFalse(intruder.fundsMoved(), string.concat("intruder moved USDC: ", intruder.lastBreach()));
        vm.assertFalse(h.outflowMismatch(), "the treasury lost other than the action allows");
        vm.assertEq(usdc.allowance(address(treasury), address(buyback)), 0, "allowance left to the buyback");
        vm.assertTrue(treasury.isSettler(SETTLER) && !treasury.isSettler(KEEPER), "settlers unchanged");
        vm.assertEq(treasury.storageWallet(), STORAGE_WALLET, "storage wallet unchanged");
        vm.assertEq(address(treasury.buyback()), address(buyback), "buyback unchanged");
        vm.assertEq(treasury.authority(), address(manager), "authority unchanged");
        (bool isAdmin,) = manager.hasRole(ADMIN_ROLE, ADMIN);
        vm.assertTrue(isAdmin, "admin unchanged");
    }

    /// (e) For batches, one item's failure never changes another item's
    /// state or charge: in every executeBatch each item landed or failed as
    /// modelled from the state before it (ItemFailed or PaymentReceived,
    /// found by payer and nonce, never both); a landed item charged its payer
    /// exactly its value and made exactly its write (the project with its
    /// owner and name, the versions at the modelled indexes), a failed one
    /// charged nothing and left its authorization unused; a batch push's
    /// first index follows the versions before it.
    function invariant_e_batchItemsStandAlone() public view {
        vm.assertFalse(h.batchItemMismatch(), string.concat("batch item: ", h.lastBatchMismatch()));
    }

    /// After each run: every pending front-run can be refunded, and then
    /// every consumed authorization has its write or its money back.
    function afterInvariant() public {
        h.refundAllPending();
        vm.assertEq(h.pendingFrontRun(), 0, "nothing pending");
        invariant_a_everyWriteHasExactlyOneConsumedPayment();
        invariant_b_treasuryBooksBalance();
        invariant_d_onlyThreatModelActorsMoveTreasuryFunds();
        invariant_e_batchItemsStandAlone();
    }
}
