// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {PaymentsHandler, IAdminCalls} from "./PaymentsHandler.sol";
import {Deployed} from "./HandlerBase.sol";
import {Vm} from "../base/Vm.sol";
import {DevPool} from "../../src/DevPool.sol";
import {InkdTreasury} from "../../src/InkdTreasury.sol";
import {InkdRegistry} from "../../src/InkdRegistry.sol";

/// @notice The payments handler plus the batches (issue #11): one payer's
/// batch push (pushManyPaid) and the settler's multi-payer executeBatch with
/// random good and bad items (executeBatchMixed). Before each batch the
/// handler models every item's outcome (a spent authorization, a drained
/// payer, a name taken before or by an earlier item, a stranger's push, a
/// bad or missing version, a storage cost above the payment); after it, it
/// reads the receipt's events and checks that each item landed or failed as
/// modelled, that a landed item charged exactly its value and made exactly
/// its write, and that a failed one charged nothing and wrote nothing.
/// Any difference sets batchItemMismatch (invariant e).
contract BatchPaymentsHandler is PaymentsHandler {
    address public constant DRAIN_SINK = address(0xD4A1);
    uint256 private constant NONE = type(uint256).max;

    uint256 public batchItems;
    uint256 public batchLanded;
    bool public batchItemMismatch;
    string public lastBatchMismatch;
    uint256 private _fresh;

    /// @dev One item of a batch as built, with what the model expects.
    struct Item {
        uint256 payerIndex;
        InkdTreasury.Payment pay;
        uint256 cost;
        bool isCreate;
        string name; // a create's
        uint256 projectId; // a push's target; a landing create's expected id
        bytes32 nameHash; // the name hash a push names its target by
        InkdRegistry.VersionInput[] versions; // a push's
        bool frontRun;
        bool expectLand;
        uint256 expectIndex; // a landing push's first version index
    }

    /// @dev The chain before the batch, for the model and the deltas.
    struct Before {
        uint256 projectCount;
        uint256 treasury;
        uint256[4] payers;
        uint256 drained; // payer index whose balance was moved away, or NONE
    }

    constructor(Deployed memory d, DevPool pool_, IAdminCalls fixture_) PaymentsHandler(d, pool_, fixture_) {}

    function _mismatch(string memory what) internal {
        batchItemMismatch = true;
        lastBatchMismatch = what;
    }

    /// @dev `n` versions; the one at `bad` (if < n) has an empty tag.
    function _batchVersions(uint256 n, uint256 bad) internal returns (InkdRegistry.VersionInput[] memory vs) {
        vs = new InkdRegistry.VersionInput[](n);
        for (uint256 k = 0; k < n; k++) {
            vs[k] = _versionInput("ar-b");
            vs[k].versionTag = k == bad ? "" : string.concat("b", _decimal(++_fresh));
        }
    }

    // ----------------------------------------------------- one payer, many versions

    /// A payer's batch push of 0 to 8 versions (none is refused:
    /// NoVersions), now and then with one bad version (refused whole).
    function pushManyPaid(uint256 payerSeed, uint256 projectSeed, uint256 value, uint256 costSeed, uint256 shape)
        external
        watchOutflow
    {
        uint256 n = registry.projectCount();
        uint256 id = projectSeed % (n + 2); // 0 and n+1 do not exist
        bytes32 nameHash = _pushHash(id, projectSeed >> 128);
        uint256 i = payerSeed % 4;
        if (payerSeed % 3 != 0 && id != 0 && id <= n) i = _payerIndex(ghostOwner[id]);
        uint256 count = shape % 9;
        InkdRegistry.VersionInput[] memory vs = _batchVersions(count, shape % 5 == 0 ? (shape >> 8) % 9 : NONE);
        value = _bound(value, 0, 5_000_000);
        InkdTreasury.Payment memory pay = _sign(i, value);
        uint256 cost = _bound(costSeed, 0, value);
        (bool ok, bytes memory ret) =
            _settlePaid(i, pay, cost, abi.encodeCall(InkdTreasury.pushVersionsPaid, (pay, cost, id, nameHash, vs)));
        if (!ok) return;
        _checkPair(id, nameHash);
        if (abi.decode(ret, (uint256)) != ghostVersions[id]) _mismatch("batch push: first index");
        ghostPushes += count;
        for (uint256 k = 0; k < count; k++) {
            _fold(id, payers[i], vs[k]);
        }
    }

    // ------------------------------------------------------ many payers, one batch

    /// The settler sends up to four creates and four pushes of random
    /// payers in one executeBatch, some of them bound to fail.
    function executeBatchMixed(uint256 seed) external watchOutflow {
        uint256 nCreates = seed % 5;
        Item[] memory items = new Item[](nCreates + (seed >> 4) % 5);
        if (items.length == 0) return;
        Before memory b;
        b.projectCount = registry.projectCount();
        b.drained = (seed >> 8) % 3 == 0 ? (seed >> 10) % 4 : NONE;
        for (uint256 k = 0; k < items.length; k++) {
            _buildItem(items, k, k < nCreates, uint256(keccak256(abi.encode(seed, k))), b.projectCount);
        }
        _model(items, nCreates, b);
        _frontRunAndDrain(items, b);
        _check(items, _send(items, nCreates), b);
        if (b.drained != NONE) {
            uint256 all = usdc.balanceOf(DRAIN_SINK);
            vm.prank(DRAIN_SINK);
            require(usdc.transfer(payers[b.drained], all), "restore");
        }
    }

    function _buildItem(Item[] memory items, uint256 k, bool isCreate, uint256 r, uint256 count) internal {
        Item memory it = items[k];
        it.isCreate = isCreate;
        it.payerIndex = r % 4;
        uint256 value = 1 + (r >> 8) % 5_000_000;
        it.cost = (r >> 40) % 16 == 0 ? value + 1 : (r >> 48) % (value + 1);
        it.frontRun = (r >> 200) % 8 == 0;
        if (isCreate) {
            uint256 pick = (r >> 80) % 4;
            if (pick == 0 && k > 0) {
                it.name = _upperFirst(items[(r >> 88) % k].name); // an earlier item's name, another case
            } else if (pick == 1) {
                it.name = _name(r >> 96); // short {a,b,c} names: often taken
            } else {
                it.name = string.concat("batch-", _decimal(++_fresh));
            }
            _noteName(it.name);
        } else {
            it.projectId = (r >> 80) % (count + 2);
            if ((r >> 120) % 6 != 0 && it.projectId != 0 && it.projectId <= count) {
                it.payerIndex = _payerIndex(ghostOwner[it.projectId]);
            }
            it.nameHash = _itemHash(items, k, it.projectId, count, r >> 150);
            uint256 n = (r >> 130) % 8 == 0 ? 0 : 1 + (r >> 133) % 3;
            it.versions = _batchVersions(n, (r >> 140) % 8 == 0 ? (r >> 144) % 3 : NONE);
        }
        it.pay = _sign(it.payerIndex, value);
    }

    /// @dev The name hash push item k names project `id` by. An existing
    /// project's is mostly its own (see _pushHash); count+1 is the first
    /// project the batch creates, if any, named by the name of one of the
    /// batch's creates picked at random (the right one or not).
    function _itemHash(Item[] memory items, uint256 k, uint256 id, uint256 count, uint256 seed)
        internal
        view
        returns (bytes32)
    {
        if (id <= count) return _pushHash(id, seed);
        uint256 nCreates;
        while (nCreates < k && items[nCreates].isCreate) nCreates++;
        if (nCreates == 0) return FREE_NAME;
        return keccak256(bytes(_lowerAscii(items[seed % nCreates].name)));
    }

    function _upperFirst(string memory s) internal pure returns (string memory) {
        bytes memory b = bytes(s);
        bytes memory out = new bytes(b.length);
        for (uint256 i = 0; i < b.length; i++) {
            uint8 c = uint8(b[i]);
            out[i] = (i == 0 && c >= 97 && c <= 122) ? bytes1(c - 32) : b[i];
        }
        return string(out);
    }

    /// @dev The outcome of every item, in the order executeBatch runs them
    /// (creates first, then pushes), from the state before the batch.
    function _model(Item[] memory items, uint256 nCreates, Before memory b) internal view {
        address[] memory newOwners = new address[](nCreates);
        bytes32[] memory newNames = new bytes32[](nCreates);
        uint256 created;
        for (uint256 k = 0; k < nCreates; k++) {
            Item memory it = items[k];
            bool ok = _paymentOk(it, b) && registry.nameAvailable(it.name);
            bytes32 h = keccak256(bytes(_lowerAscii(it.name)));
            for (uint256 j = 0; ok && j < created; j++) {
                if (newNames[j] == h) ok = false; // taken by an earlier item
            }
            if (!ok) continue;
            it.expectLand = true;
            newOwners[created] = payers[it.payerIndex];
            newNames[created] = h;
            it.projectId = b.projectCount + ++created;
        }
        uint256[] memory counts = new uint256[](items.length); // versions per pushed id, as pushes land
        for (uint256 k = nCreates; k < items.length; k++) {
            if (!_pushLands(items[k], newOwners, newNames, created, b)) continue;
            items[k].expectLand = true;
            items[k].expectIndex = _versionCount(items, counts, nCreates, k, b.projectCount);
            counts[k] = items[k].versions.length;
        }
    }

    /// @dev Whether push item `it` lands: a good payment, an existing
    /// project (before the batch or created by one of its landed creates)
    /// named by its own name hash, which the payer may push to, and valid
    /// versions.
    function _pushLands(
        Item memory it,
        address[] memory newOwners,
        bytes32[] memory newNames,
        uint256 created,
        Before memory b
    ) internal view returns (bool) {
        uint256 id = it.projectId;
        if (id == 0 || id > b.projectCount + created) return false;
        address pusher = payers[it.payerIndex];
        bool may;
        if (id > b.projectCount) {
            uint256 j = id - b.projectCount - 1;
            may = newNames[j] == it.nameHash && newOwners[j] == pusher;
        } else {
            may = it.nameHash == nameHashOfId(id) && registry.canPush(id, it.nameHash, pusher);
        }
        return may && _paymentOk(it, b) && _versionsOk(it.versions);
    }

    function _paymentOk(Item memory it, Before memory b) internal pure returns (bool) {
        return !it.frontRun && it.payerIndex != b.drained && it.cost <= it.pay.value;
    }

    function _versionsOk(InkdRegistry.VersionInput[] memory vs) internal pure returns (bool) {
        if (vs.length == 0) return false;
        for (uint256 i = 0; i < vs.length; i++) {
            if (bytes(vs[i].versionTag).length == 0 || bytes(vs[i].arweaveHash).length == 0) return false;
        }
        return true;
    }

    /// @dev How many versions `id` has when push item k runs: before the
    /// batch, plus the landed pushes to it earlier in the batch.
    function _versionCount(
        Item[] memory items,
        uint256[] memory counts,
        uint256 nCreates,
        uint256 k,
        uint256 countBefore
    ) internal view returns (uint256 n) {
        uint256 id = items[k].projectId;
        if (id <= countBefore) (n,) = registry.versionsHead(id);
        for (uint256 j = nCreates; j < k; j++) {
            if (items[j].expectLand && items[j].projectId == id) n += counts[j];
        }
    }

    /// @dev Spends the chosen items' authorizations at USDC first (they wait
    /// as front-run payments), then moves the drained payer's balance away;
    /// records the balances the batch starts from.
    function _frontRunAndDrain(Item[] memory items, Before memory b) internal {
        for (uint256 k = 0; k < items.length; k++) {
            if (!items[k].frontRun) continue;
            InkdTreasury.Payment memory p = items[k].pay;
            vm.prank(FRONT_RUNNER);
            usdc.transferWithAuthorization(p.from, address(treasury), p.value, 0, p.validBefore, p.nonce, p.v, p.r, p.s);
            auths.push(Auth(items[k].payerIndex, p.nonce, p.value, Status.FrontRun));
            pendingFrontRun += p.value;
            totalIn += p.value;
        }
        if (b.drained != NONE) {
            address d = payers[b.drained];
            uint256 all = usdc.balanceOf(d);
            vm.prank(d);
            require(usdc.transfer(DRAIN_SINK, all), "drain");
        }
        b.treasury = usdc.balanceOf(address(treasury));
        for (uint256 i = 0; i < 4; i++) {
            b.payers[i] = usdc.balanceOf(payers[i]);
        }
    }

    function _send(Item[] memory items, uint256 nCreates) internal returns (Vm.Log[] memory) {
        InkdTreasury.CreateItem[] memory creates = new InkdTreasury.CreateItem[](nCreates);
        InkdTreasury.PushItem[] memory pushes = new InkdTreasury.PushItem[](items.length - nCreates);
        for (uint256 k = 0; k < items.length; k++) {
            Item memory it = items[k];
            if (it.isCreate) {
                creates[k] = InkdTreasury.CreateItem(it.pay, it.cost, _projectInput(it.name));
            } else {
                pushes[k - nCreates] = InkdTreasury.PushItem(it.pay, it.cost, it.projectId, it.nameHash, it.versions);
            }
        }
        vm.recordLogs();
        vm.prank(settler);
        uint256 landed = treasury.executeBatch(creates, pushes);
        Vm.Log[] memory logs = vm.getRecordedLogs();
        uint256 expected;
        for (uint256 k = 0; k < items.length; k++) {
            if (items[k].expectLand) expected++;
        }
        if (landed != expected) _mismatch("executeBatch: landed count");
        return logs;
    }

    /// @dev Each item against its receipt events and the chain; then the
    /// ghosts of what landed.
    function _check(Item[] memory items, Vm.Log[] memory logs, Before memory b) internal {
        uint256[4] memory charged;
        uint256 received;
        uint256 creates;
        for (uint256 k = 0; k < items.length; k++) {
            Item memory it = items[k];
            batchItems++;
            (bool paid, bytes memory data) = _find(logs, InkdTreasury.PaymentReceived.selector, it.pay);
            (bool failed,) = _find(logs, InkdTreasury.ItemFailed.selector, it.pay);
            bool used = usdc.authorizationState(it.pay.from, it.pay.nonce);
            if (paid == failed) _mismatch("an item has both or neither of PaymentReceived and ItemFailed");
            if (paid != it.expectLand) _mismatch(it.isCreate ? "create landed other than modelled" : "push landed other than modelled");
            if (!paid) {
                if (used != it.frontRun) _mismatch("a failed item used its authorization");
                if (!it.frontRun) auths.push(Auth(it.payerIndex, it.pay.nonce, it.pay.value, Status.Unused));
                continue;
            }
            if (!used) _mismatch("a landed item left its authorization unused");
            _checkPayment(it, data);
            charged[it.payerIndex] += it.pay.value;
            received += it.pay.value;
            _land(it);
            if (it.isCreate) creates++;
        }
        for (uint256 i = 0; i < 4; i++) {
            if (b.payers[i] - usdc.balanceOf(payers[i]) != charged[i]) _mismatch("a payer was charged other than its landed items");
        }
        if (usdc.balanceOf(address(treasury)) - b.treasury != received) _mismatch("the treasury received other than the landed items");
        if (registry.projectCount() != b.projectCount + creates) _mismatch("projects created other than the landed creates");
    }

    /// @dev The event of `topic` whose indexed payer and nonce are pay's.
    function _find(Vm.Log[] memory logs, bytes32 topic, InkdTreasury.Payment memory pay)
        internal
        view
        returns (bool found, bytes memory data)
    {
        for (uint256 i = 0; i < logs.length; i++) {
            Vm.Log memory l = logs[i];
            if (l.emitter != address(treasury) || l.topics.length != 3 || l.topics[0] != topic) continue;
            if (l.topics[1] != bytes32(uint256(uint160(pay.from))) || l.topics[2] != pay.nonce) continue;
            if (found) return (false, data); // twice: reported as neither
            (found, data) = (true, l.data);
        }
    }

    function _checkPayment(Item memory it, bytes memory data) internal {
        (uint256 amount, uint256 cost, uint256 id, uint256 write) =
            abi.decode(data, (uint256, uint256, uint256, uint256));
        // write: kind in bits 128-135, first index in 64-127, count in 0-63
        if (write >> 136 != 0) _mismatch("PaymentReceived: write has bits above the kind");
        uint256 kind = (write >> 128) & 0xff;
        uint256 index = (write >> 64) & type(uint64).max;
        uint256 count = write & type(uint64).max;
        if (amount != it.pay.value || cost != it.cost) _mismatch("PaymentReceived: amount or storage cost");
        if (id != it.projectId) _mismatch("PaymentReceived: project id");
        if (it.isCreate && (kind != 1 || index != 0 || count != 0)) _mismatch("PaymentReceived: create fields");
        if (!it.isCreate && (kind != 2 || index != it.expectIndex || count != it.versions.length)) {
            _mismatch("PaymentReceived: push fields");
        }
    }

    /// @dev The ghosts of a landed item: its payment, its write.
    function _land(Item memory it) internal {
        batchLanded++;
        auths.push(Auth(it.payerIndex, it.pay.nonce, it.pay.value, Status.Written));
        writesByAuth[it.pay.from][it.pay.nonce]++;
        totalIn += it.pay.value;
        _book(it.pay.value, it.cost);
        if (it.isCreate) {
            ghostCreates++;
            ghostName[it.projectId] = it.name;
            ghostOwner[it.projectId] = it.pay.from;
            (uint256 id, address owner_) = registry.projectByName(it.name);
            if (owner_ != it.pay.from) _mismatch("a landed create's owner");
            if (id != it.projectId) _mismatch("a landed create's name");
            return;
        }
        _checkPair(it.projectId, it.nameHash);
        ghostPushes += it.versions.length;
        for (uint256 k = 0; k < it.versions.length; k++) {
            _fold(it.projectId, it.pay.from, it.versions[k]);
        }
    }
}
