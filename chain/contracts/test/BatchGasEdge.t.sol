// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {InkdFixture} from "./base/InkdFixture.sol";
import {InkdTreasury} from "../src/InkdTreasury.sol";
import {InkdRegistry} from "../src/InkdRegistry.sol";

/// @notice executeBatch at every gas limit (issue #11). The worker tells a
/// batch that needs more gas than it may have from any other failure by the
/// revert data of its estimate: BatchOutOfGas() sends the writes alone,
/// anything else is retried as it is. So at any gas limit a batch must
/// either land whole, every item with the outcome it has with ample gas, or
/// revert exactly BatchOutOfGas(): never without revert data (the batch
/// itself out of gas) and never in part.
///
/// The edges are where an item just has the gas to finish (land, or fail
/// with its reason): the batch is then left with about 1/64 of what it had
/// before the item's call (the EVM's 63/64 rule), which may be too little
/// for the ItemFailed log, for the next item's call to come back and revert
/// BatchOutOfGas, or for the end of the batch. The edge tests find where
/// each item of a batch just finishes (the least gas at which the batch of
/// the items up to it lands, by bisection) and try the whole batch at a
/// stride around it; the fuzz tests try any gas from what an empty batch
/// needs to what the whole batch needs and a margin.
///
/// Each call runs from the settler with an explicit gas limit and is undone
/// (a state snapshot) when it lands, so every call meets the same state.
contract BatchGasEdgeTest is InkdFixture {
    uint256 internal constant THIRD_KEY = 0xC4A;
    /// @dev Gas enough for any batch here; the outcome at it is the one
    /// every lower limit must give or refuse with BatchOutOfGas.
    uint256 internal constant AMPLE = 5_000_000;
    /// @dev The fuzz range's margin above what the batch needs.
    uint256 internal constant MARGIN = 20_000;
    /// @dev The edge sweep: from EDGE_SPAN below to EDGE_SPAN above where an
    /// item just finishes, every EDGE_STRIDE gas. The windows where the
    /// batch ran out of gas without the reserve were about 1,400 and 2,300
    /// gas wide (three creates, every limit tried); a stride well below
    /// that hits each several times, and a test's 30M gas allows about 40
    /// calls of the longest batch.
    uint256 internal constant EDGE_SPAN = 3_000;
    uint256 internal constant EDGE_STRIDE = 149;

    address internal third;
    uint256 internal existing;

    /// @dev A batch call and what it gives with ample gas.
    struct Expected {
        uint256 snap; // the state every call starts from
        bytes data; // executeBatch calldata
        uint256 landed; // its return value with ample gas
        bytes32 digest; // the state it leaves with ample gas (_digest)
        uint256 used; // the gas it used with ample gas
    }

    function setUp() public override {
        super.setUp();
        third = vm.addr(THIRD_KEY);
        usdc.mint(third, PAYER_FUNDS);
        existing = _createAs(PAYER_KEY, "existing");
        _addCollaborator(existing, payer, other);
    }

    // ---------------------------------------------------------------- batches

    /// @dev Three creates of three payers, all landing.
    function _creates() internal returns (InkdTreasury.CreateItem[] memory c, InkdTreasury.PushItem[] memory p) {
        c = new InkdTreasury.CreateItem[](3);
        c[0] = InkdTreasury.CreateItem(_pay(PAYER_KEY, FEE), STORAGE_COST, _project("alpha"));
        c[1] = InkdTreasury.CreateItem(_pay(OTHER_KEY, FEE), STORAGE_COST, _project("beta"));
        c[2] = InkdTreasury.CreateItem(_pay(THIRD_KEY, FEE), STORAGE_COST, _project("gamma"));
        p = new InkdTreasury.PushItem[](0);
    }

    /// @dev Creates and pushes, two of them failing with a reason: a name an
    /// earlier item took (late, after its payment was pulled: the item
    /// uses nearly as much gas as a landing one) and an authorization spent
    /// at USDC before the batch (early, with a long reason).
    function _mixed() internal returns (InkdTreasury.CreateItem[] memory c, InkdTreasury.PushItem[] memory p) {
        bytes32 h = _hashOf(existing);
        c = new InkdTreasury.CreateItem[](2);
        c[0] = InkdTreasury.CreateItem(_pay(PAYER_KEY, FEE), STORAGE_COST, _project("alpha"));
        c[1] = InkdTreasury.CreateItem(_pay(OTHER_KEY, FEE), STORAGE_COST, _project("ALPHA")); // NameTaken
        p = new InkdTreasury.PushItem[](3);
        p[0] = InkdTreasury.PushItem(_pay(OTHER_KEY, 2 * FEE), STORAGE_COST, existing, h, _versions("o", 2));
        p[1] = InkdTreasury.PushItem(_pay(THIRD_KEY, FEE), 0, existing, h, _versions("t", 1)); // spent
        p[2] = InkdTreasury.PushItem(_pay(PAYER_KEY, FEE), 0, existing, h, _versions("p", 1));
        _frontRun(p[1].pay);
    }

    /// @dev executeBatch calldata of the first `k` items (creates first,
    /// then pushes, the order the batch runs them).
    function _prefix(InkdTreasury.CreateItem[] memory c, InkdTreasury.PushItem[] memory p, uint256 k)
        internal
        pure
        returns (bytes memory)
    {
        uint256 nc = k < c.length ? k : c.length;
        InkdTreasury.CreateItem[] memory cs = new InkdTreasury.CreateItem[](nc);
        for (uint256 i = 0; i < nc; i++) {
            cs[i] = c[i];
        }
        InkdTreasury.PushItem[] memory ps = new InkdTreasury.PushItem[](k - nc);
        for (uint256 i = 0; i < ps.length; i++) {
            ps[i] = p[i];
        }
        return abi.encodeCall(InkdTreasury.executeBatch, (cs, ps));
    }

    // ---------------------------------------------------------------- helpers

    /// @dev What a batch write can change: projects, the existing project's
    /// versions, the payers' and the treasury's USDC and the books.
    function _digest() internal view returns (bytes32) {
        (uint256 count, bytes24 head) = registry.versionsHead(existing);
        (uint256 s, uint256 b, uint256 r) = _books();
        return keccak256(
            abi.encode(
                registry.projectCount(),
                count,
                head,
                usdc.balanceOf(payer),
                usdc.balanceOf(other),
                usdc.balanceOf(third),
                usdc.balanceOf(address(treasury)),
                s,
                b,
                r
            )
        );
    }

    function _call(bytes memory data, uint256 gasLimit) internal returns (bool ok, bytes memory ret) {
        vm.prank(SETTLER);
        (ok, ret) = address(treasury).call{gas: gasLimit}(data);
    }

    /// @dev Runs `data` with ample gas from the current state (snapshotted
    /// first and restored after) and records what it gives.
    function _expect(bytes memory data) internal returns (Expected memory e) {
        e.snap = vm.snapshotState();
        e.data = data;
        vm.prank(SETTLER);
        uint256 before = gasleft();
        (bool ok, bytes memory ret) = address(treasury).call{gas: AMPLE}(data);
        e.used = before - gasleft();
        vm.assertTrue(ok, "the batch runs with ample gas");
        e.landed = abi.decode(ret, (uint256));
        e.digest = _digest();
        vm.revertToState(e.snap);
    }

    /// @dev The least gas limit at which `data` runs (from e.snap's state);
    /// a batch that runs does not run on less, so bisection finds it.
    function _leastGas(bytes memory data, uint256 snap, uint256 lo, uint256 hi) internal returns (uint256) {
        (bool ok,) = _call(data, hi);
        vm.assertTrue(ok, "bisection: runs at the upper bound");
        vm.revertToState(snap);
        (ok,) = _call(data, lo);
        vm.assertFalse(ok, "bisection: fails at the lower bound");
        while (lo + 1 < hi) {
            uint256 mid = (lo + hi) / 2;
            (ok,) = _call(data, mid);
            if (ok) {
                hi = mid;
                vm.revertToState(snap);
            } else {
                lo = mid;
            }
        }
        return hi;
    }

    /// @dev The least gas an empty batch runs on: below it not even the
    /// batch's own checks finish, so no item can start.
    function _emptyBatchGas(uint256 snap) internal returns (uint256) {
        bytes memory empty = abi.encodeCall(
            InkdTreasury.executeBatch, (new InkdTreasury.CreateItem[](0), new InkdTreasury.PushItem[](0))
        );
        return _leastGas(empty, snap, 0, 100_000);
    }

    /// @dev The batch at `gasLimit` lands as with ample gas or reverts
    /// exactly BatchOutOfGas().
    function _assertWholeOrOutOfGas(Expected memory e, uint256 gasLimit) internal {
        (bool ok, bytes memory ret) = _call(e.data, gasLimit);
        string memory at = string.concat("gas limit ", _decimal(gasLimit));
        if (!ok) {
            vm.assertEq(
                ret,
                abi.encodeWithSelector(InkdTreasury.BatchOutOfGas.selector),
                string.concat(at, ": reverted, but not BatchOutOfGas()")
            );
            return;
        }
        vm.assertEq(abi.decode(ret, (uint256)), e.landed, string.concat(at, ": items landed"));
        vm.assertEq(_digest(), e.digest, string.concat(at, ": state as with ample gas"));
        vm.revertToState(e.snap);
    }

    /// @dev Tries the whole batch around the least gas at which its first
    /// `k` items run: where item k just finishes.
    function _sweepEdge(InkdTreasury.CreateItem[] memory c, InkdTreasury.PushItem[] memory p, uint256 k) internal {
        _sweepEdge(c, p, k, EDGE_SPAN, EDGE_STRIDE);
    }

    /// @dev _sweepEdge from EDGE_SPAN below to `above` above the edge,
    /// every `stride` gas.
    function _sweepEdge(
        InkdTreasury.CreateItem[] memory c,
        InkdTreasury.PushItem[] memory p,
        uint256 k,
        uint256 above,
        uint256 stride
    ) internal {
        Expected memory e = _expect(_prefix(c, p, c.length + p.length));
        Expected memory part = _expect(_prefix(c, p, k));
        // it cannot run on much less than it used, and runs with what it
        // used plus what the 63/64 rule holds back at each call depth (and
        // an item that fails early may be refused until it has the least
        // gas the batch starts an item with, 50,000)
        uint256 edge = _leastGas(part.data, e.snap, part.used - 5_000, part.used + part.used / 16 + 60_000);
        for (uint256 g = edge - EDGE_SPAN; g <= edge + above; g += stride) {
            _assertWholeOrOutOfGas(e, g);
        }
    }

    /// @dev Any gas from what an empty batch needs to what the whole batch
    /// needs and a margin.
    function _fuzz(InkdTreasury.CreateItem[] memory c, InkdTreasury.PushItem[] memory p, uint256 gasLimit) internal {
        Expected memory e = _expect(_prefix(c, p, c.length + p.length));
        uint256 lo = _emptyBatchGas(e.snap);
        gasLimit = _bound(gasLimit, lo, e.used + e.used / 63 + MARGIN);
        _assertWholeOrOutOfGas(e, gasLimit);
    }

    /// @dev _creates() or _mixed().
    function _batch(bool mixed) internal returns (InkdTreasury.CreateItem[] memory, InkdTreasury.PushItem[] memory) {
        if (mixed) return _mixed();
        return _creates();
    }

    function _sweepBatch(bool mixed, uint256 k) internal {
        (InkdTreasury.CreateItem[] memory c, InkdTreasury.PushItem[] memory p) = _batch(mixed);
        _sweepEdge(c, p, k);
    }

    function _fuzzBatch(bool mixed, uint256 gasLimit) internal {
        (InkdTreasury.CreateItem[] memory c, InkdTreasury.PushItem[] memory p) = _batch(mixed);
        _fuzz(c, p, gasLimit);
    }

    // ------------------------------------------------------------------ tests

    function testFuzz_creates_wholeOrOutOfGas(uint256 gasLimit) public {
        _fuzzBatch(false, gasLimit);
    }

    function testFuzz_mixed_wholeOrOutOfGas(uint256 gasLimit) public {
        _fuzzBatch(true, gasLimit);
    }

    /// Just above the empty batch's gas no item can start: the batch
    /// refuses with BatchOutOfGas, not without revert data.
    function test_creates_firstItemCannotStart() public {
        (InkdTreasury.CreateItem[] memory c, InkdTreasury.PushItem[] memory p) = _creates();
        Expected memory e = _expect(_prefix(c, p, 3));
        uint256 lo = _emptyBatchGas(e.snap);
        for (uint256 g = lo; g < lo + 10_000; g += 97) {
            _assertWholeOrOutOfGas(e, g);
        }
    }

    function test_creates_edgeAfterItem1() public {
        _sweepBatch(false, 1);
    }

    function test_creates_edgeAfterItem2() public {
        _sweepBatch(false, 2);
    }

    function test_creates_edgeAfterLastItem() public {
        _sweepBatch(false, 3);
    }

    /// The first create lands, the second then fails NameTaken.
    function test_mixed_edgeAfterLandedCreate() public {
        _sweepBatch(true, 1);
    }

    /// NameTaken after the payment was pulled: its ItemFailed log follows.
    function test_mixed_edgeAfterLateFailure() public {
        _sweepBatch(true, 2);
    }

    function test_mixed_edgeAfterLandedPush() public {
        _sweepBatch(true, 3);
    }

    /// The spent authorization fails early with a long reason.
    function test_mixed_edgeAfterEarlyFailure() public {
        _sweepBatch(true, 4);
    }

    function test_mixed_edgeAfterLastItem() public {
        _sweepBatch(true, 5);
    }

    /// A push whose last version has no tag fails in the registry after
    /// the payment and the other versions (EmptyVersionTag): it uses
    /// nearly all the gas a landing push would, and its ItemFailed log
    /// costs more than the 1/64 of the item's gas the batch is left with.
    function test_lateFailure_edge() public {
        bytes32 h = _hashOf(existing);
        InkdRegistry.VersionInput[] memory vs = _versions("v", 6);
        vs[5].versionTag = "";
        InkdTreasury.PushItem[] memory p = new InkdTreasury.PushItem[](2);
        p[0] = InkdTreasury.PushItem(_pay(PAYER_KEY, 6 * FEE), STORAGE_COST, existing, h, vs);
        p[1] = InkdTreasury.PushItem(_pay(OTHER_KEY, FEE), STORAGE_COST, existing, h, _versions("o", 1));
        _sweepEdge(new InkdTreasury.CreateItem[](0), p, 1);
    }

    /// A create, then a push of 256 versions with 320-byte changelogs: the
    /// push's bytes (~170 KB) cost more to copy into the batch's memory
    /// (~80,000 gas) than the least gas an item is started with, so the
    /// batch must not start the copy without that gas. The gas limits at
    /// which it could are up to that much above where the create finishes:
    /// a wide sweep, coarse enough for the test's gas.
    function test_bigPush_edgeAfterCreate() public {
        InkdTreasury.CreateItem[] memory c = new InkdTreasury.CreateItem[](1);
        c[0] = InkdTreasury.CreateItem(_pay(OTHER_KEY, FEE), STORAGE_COST, _project("alpha"));
        InkdRegistry.VersionInput[] memory vs = _versions("v", 256);
        bytes memory changelog = new bytes(320);
        for (uint256 i = 0; i < changelog.length; i++) {
            changelog[i] = "c";
        }
        for (uint256 i = 0; i < vs.length; i++) {
            vs[i].changelog = string(changelog);
        }
        InkdTreasury.PushItem[] memory p = new InkdTreasury.PushItem[](1);
        p[0] = InkdTreasury.PushItem(_pay(PAYER_KEY, 256 * FEE), STORAGE_COST, existing, _hashOf(existing), vs);
        _sweepEdge(c, p, 1, 150_000, 2_999);
    }
}
