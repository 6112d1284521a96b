// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {InkdFixture} from "./base/InkdFixture.sol";
import {InkdTreasury} from "../src/InkdTreasury.sol";
import {InkdRegistry} from "../src/InkdRegistry.sol";

/// @notice Unit tests of the batches (issue #11): one payer's batch push
/// (pushVersionsPaid, pushVersionsPrepaid: one payment, many versions, all
/// or none) and the multi-payer executeBatch (each item its own unit; a
/// failed item reports ItemFailed, is charged nothing and writes nothing).
contract BatchTest is InkdFixture {
    uint256 internal constant THIRD_KEY = 0xC4A;
    address internal third;

    function setUp() public override {
        super.setUp();
        third = vm.addr(THIRD_KEY);
        usdc.mint(third, PAYER_FUNDS);
    }

    function _count(uint256 id) internal view returns (uint256 count) {
        (count,) = registry.versionsHead(id);
    }

    function _head(uint256 id) internal view returns (bytes24 head) {
        (, head) = registry.versionsHead(id);
    }

    /// @dev The project named `name` has id `id` and owner `projectOwner`.
    function _assertProject(string memory name, uint256 id, address projectOwner) internal view {
        (uint256 gotId, address gotOwner) = registry.projectByName(name);
        vm.assertEq(gotId, id, string.concat(name, ": id"));
        vm.assertEq(gotOwner, projectOwner, string.concat(name, ": owner"));
    }

    function _error(string memory message) internal pure returns (bytes memory) {
        return abi.encodeWithSignature("Error(string)", message);
    }

    // ---------------------------------------------------------- pushVersionsPaid

    function test_pushVersionsPaid_consecutiveIndexesOnePayment() public {
        uint256 id = _createAs(PAYER_KEY, "p");
        _push(_pay(PAYER_KEY, FEE), 0, id, "v-single"); // index 0
        InkdRegistry.VersionInput[] memory vs = _versions("b", 6);
        InkdTreasury.Payment memory pay = _pay(PAYER_KEY, 6 * FEE);
        uint256 payerBefore = usdc.balanceOf(payer);
        (uint256 s0, uint256 b0, uint256 r0) = _books();
        bytes24 head = _head(id);
        for (uint256 i = 0; i < vs.length; i++) {
            _expectVersionPushed(id, 1 + i, payer, vs[i]);
            head = _nextHead(head, id, 1 + i, payer, vs[i]);
        }
        // exactly one PaymentReceived, after the versions, naming the first
        // index and the count (rest 560,000: 280,000 each)
        vm.expectEmit(address(treasury));
        emit InkdTreasury.PaymentReceived(payer, pay.nonce, 6 * FEE, 2 * STORAGE_COST, id, _write(2, 1, 6));
        vm.prank(SETTLER);
        uint256 first = treasury.pushVersionsPaid(pay, 2 * STORAGE_COST, id, _hashOf(id), vs);
        vm.assertEq(first, 1, "first index follows the single push");
        vm.assertEq(_count(id), 7, "count");
        vm.assertEq(bytes32(_head(id)), bytes32(head), "head folds every version");
        vm.assertEq(payerBefore - usdc.balanceOf(payer), 6 * FEE, "charged the one payment");
        (uint256 s, uint256 b, uint256 r) = _books();
        vm.assertEq(s - s0, 2 * STORAGE_COST, "owed storage");
        vm.assertEq(b - b0, 280_000, "owed buyback");
        vm.assertEq(r - r0, 280_000, "retained");
    }

    function test_pushVersionsPaid_byCollaborator() public {
        uint256 id = _createAs(PAYER_KEY, "p");
        _addCollaborator(id, payer, other);
        InkdTreasury.Payment memory pay = _pay(OTHER_KEY, FEE);
        vm.prank(SETTLER);
        vm.assertEq(treasury.pushVersionsPaid(pay, 0, id, _hashOf(id), _versions("v", 3)), 0, "first");
        vm.assertEq(_count(id), 3, "count");
    }

    function test_pushVersionsPaid_revertsNoVersions() public {
        uint256 id = _createAs(PAYER_KEY, "p");
        InkdTreasury.Payment memory pay = _pay(PAYER_KEY, FEE);
        vm.expectRevert(InkdRegistry.NoVersions.selector);
        vm.prank(SETTLER);
        treasury.pushVersionsPaid(pay, 0, id, _hashOf(id), new InkdRegistry.VersionInput[](0));
        vm.assertFalse(usdc.authorizationState(payer, pay.nonce), "authorization unused");
    }

    /// One bad version anywhere in the batch reverts all of it: nothing
    /// pushed, nothing charged, the authorization still usable.
    function test_pushVersionsPaid_oneBadVersionRevertsAllChargesNothing() public {
        uint256 id = _createAs(PAYER_KEY, "p");
        uint256 payerBefore = usdc.balanceOf(payer);
        uint256 treasuryBefore = usdc.balanceOf(address(treasury));
        InkdTreasury.Payment memory pay = _pay(PAYER_KEY, 5 * FEE);
        for (uint256 bad = 0; bad < 5; bad++) {
            InkdRegistry.VersionInput[] memory vs = _versions("v", 5);
            if (bad % 2 == 0) {
                vs[bad].versionTag = "";
                vm.expectRevert(InkdRegistry.EmptyVersionTag.selector);
            } else {
                vs[bad].arweaveHash = "";
                vm.expectRevert(InkdRegistry.EmptyArweaveHash.selector);
            }
            vm.prank(SETTLER);
            treasury.pushVersionsPaid(pay, 0, id, _hashOf(id), vs);
        }
        InkdTreasury.Payment memory stranger = _pay(OTHER_KEY, FEE);
        vm.expectRevert(InkdRegistry.NotOwnerOrCollaborator.selector);
        vm.prank(SETTLER);
        treasury.pushVersionsPaid(stranger, 0, id, _hashOf(id), _versions("v", 2));
        vm.expectRevert(InkdRegistry.ProjectNotFound.selector);
        vm.prank(SETTLER);
        treasury.pushVersionsPaid(pay, 0, id + 1, _hashOf(id + 1), _versions("v", 2));
        vm.assertEq(_count(id), 0, "nothing pushed");
        vm.assertEq(usdc.balanceOf(payer), payerBefore, "nothing charged");
        vm.assertEq(usdc.balanceOf(address(treasury)), treasuryBefore, "nothing received");
        vm.assertFalse(usdc.authorizationState(payer, pay.nonce), "authorization unused");
        // the same authorization then pays for the valid batch
        vm.prank(SETTLER);
        treasury.pushVersionsPaid(pay, 0, id, _hashOf(id), _versions("v", 5));
        vm.assertEq(_count(id), 5, "landed");
    }

    function test_pushVersionsPrepaid_completesFrontRun() public {
        uint256 id = _createAs(PAYER_KEY, "p");
        InkdTreasury.Payment memory pay = _pay(PAYER_KEY, 3 * FEE);
        _frontRun(pay);
        vm.expectRevert(bytes("FiatTokenV2: authorization is used or canceled"));
        vm.prank(SETTLER);
        treasury.pushVersionsPaid(pay, 0, id, _hashOf(id), _versions("v", 3));
        vm.expectRevert(InkdRegistry.NoVersions.selector);
        vm.prank(SETTLER);
        treasury.pushVersionsPrepaid(pay, 0, id, _hashOf(id), new InkdRegistry.VersionInput[](0));
        vm.expectEmit(address(treasury));
        emit InkdTreasury.PaymentReceived(payer, pay.nonce, 3 * FEE, 0, id, _write(2, 0, 3));
        vm.prank(SETTLER);
        vm.assertEq(treasury.pushVersionsPrepaid(pay, 0, id, _hashOf(id), _versions("v", 3)), 0, "first");
        vm.assertEq(_count(id), 3, "pushed");
        vm.assertTrue(treasury.isPrepaidSettled(payer, pay.nonce), "settled");
        vm.assertEq(treasury.surplus(), 0, "surplus booked");
        vm.expectRevert(InkdTreasury.PrepaidAlreadySettled.selector);
        vm.prank(SETTLER);
        treasury.pushVersionsPrepaid(pay, 0, id, _hashOf(id), _versions("w", 1));
    }

    // ------------------------------------------------------------ executeBatch

    /// Creates and pushes of three payers, three of them failing for the
    /// reasons a batch meets: an authorization spent elsewhere, a payer who
    /// moved its balance away, a name an earlier item of the batch took.
    /// Each failure reports ItemFailed with its reason and costs its payer
    /// nothing; every other item lands as if alone.
    function test_executeBatch_mixedItemsFailAlone() public {
        uint256 id = _createAs(PAYER_KEY, "existing");
        _addCollaborator(id, payer, other);

        InkdTreasury.CreateItem[] memory creates = new InkdTreasury.CreateItem[](4);
        creates[0] = InkdTreasury.CreateItem(_pay(PAYER_KEY, FEE), STORAGE_COST, _project("alpha"));
        creates[1] = InkdTreasury.CreateItem(_pay(OTHER_KEY, FEE), STORAGE_COST, _project("ALPHA")); // taken by [0]
        creates[2] = InkdTreasury.CreateItem(_pay(THIRD_KEY, 2 * FEE), 0, _project("gamma")); // spent elsewhere
        creates[3] = InkdTreasury.CreateItem(_pay(OTHER_KEY, FEE), STORAGE_COST, _project("beta"));
        InkdTreasury.PushItem[] memory pushes = new InkdTreasury.PushItem[](3);
        pushes[0] = InkdTreasury.PushItem(_pay(OTHER_KEY, 2 * FEE), STORAGE_COST, id, _hashOf(id), _versions("o", 2));
        pushes[1] = InkdTreasury.PushItem(_pay(THIRD_KEY, FEE), 0, id, _hashOf(id), _versions("t", 1)); // balance moved
        pushes[2] = InkdTreasury.PushItem(_pay(PAYER_KEY, FEE), 0, id, _hashOf(id), _versions("p", 1));

        // third's first authorization is used straight at USDC (as an
        // x402 facilitator would), then third moves its balance away
        _frontRun(creates[2].pay);
        uint256 thirdFunds = usdc.balanceOf(third);
        vm.prank(third);
        usdc.transfer(address(0xD0D0), thirdFunds);

        uint256[3] memory before = [usdc.balanceOf(payer), usdc.balanceOf(other), usdc.balanceOf(third)];
        uint256 treasuryBefore = usdc.balanceOf(address(treasury));
        (uint256 s0, uint256 b0, uint256 r0) = _books();

        vm.expectEmit(address(treasury));
        emit InkdTreasury.PaymentReceived(payer, creates[0].pay.nonce, FEE, STORAGE_COST, 2, _write(1, 0, 0));
        vm.expectEmit(address(treasury));
        emit InkdTreasury.ItemFailed(
            other, creates[1].pay.nonce, abi.encodeWithSelector(InkdRegistry.NameTaken.selector)
        );
        vm.expectEmit(address(treasury));
        emit InkdTreasury.ItemFailed(
            third, creates[2].pay.nonce, _error("FiatTokenV2: authorization is used or canceled")
        );
        vm.expectEmit(address(treasury));
        emit InkdTreasury.PaymentReceived(other, creates[3].pay.nonce, FEE, STORAGE_COST, 3, _write(1, 0, 0));
        vm.expectEmit(address(treasury));
        emit InkdTreasury.PaymentReceived(other, pushes[0].pay.nonce, 2 * FEE, STORAGE_COST, id, _write(2, 0, 2));
        vm.expectEmit(address(treasury));
        emit InkdTreasury.ItemFailed(third, pushes[1].pay.nonce, _error("ERC20: transfer amount exceeds balance"));
        vm.expectEmit(address(treasury));
        emit InkdTreasury.PaymentReceived(payer, pushes[2].pay.nonce, FEE, 0, id, _write(2, 2, 1));
        vm.prank(SETTLER);
        uint256 landed = treasury.executeBatch(creates, pushes);

        vm.assertEq(landed, 4, "four items landed");
        vm.assertEq(registry.projectCount(), 3, "two creates landed");
        _assertProject("alpha", 2, payer);
        _assertProject("beta", 3, other);
        _assertProject("gamma", 0, address(0)); // the failed create wrote nothing
        vm.assertEq(_count(id), 3, "pushes of other (2) and payer (1)");
        vm.assertEq(before[0] - usdc.balanceOf(payer), 2 * FEE, "payer: its two landed items");
        vm.assertEq(before[1] - usdc.balanceOf(other), 3 * FEE, "other: its landed create and push, not the taken name");
        vm.assertEq(usdc.balanceOf(third), before[2], "third: nothing");
        vm.assertFalse(usdc.authorizationState(other, creates[1].pay.nonce), "taken-name item's authorization unused");
        vm.assertFalse(usdc.authorizationState(third, pushes[1].pay.nonce), "drained item's authorization unused");
        vm.assertEq(usdc.balanceOf(address(treasury)) - treasuryBefore, 5 * FEE, "treasury: the landed values");
        (uint256 s, uint256 b, uint256 r) = _books();
        vm.assertEq(s - s0, 3 * STORAGE_COST, "owed storage of the landed items");
        vm.assertEq(b - b0, 220_000, "owed buyback of the landed items");
        vm.assertEq(r - r0, 220_000, "retained of the landed items");
        vm.assertEq(treasury.surplus(), 2 * FEE, "the front-run payment waits as surplus");
    }

    function test_executeBatch_emptyAndAllFailed() public {
        vm.prank(SETTLER);
        vm.assertEq(
            treasury.executeBatch(new InkdTreasury.CreateItem[](0), new InkdTreasury.PushItem[](0)), 0, "empty"
        );
        InkdTreasury.CreateItem[] memory creates = new InkdTreasury.CreateItem[](1);
        creates[0] = InkdTreasury.CreateItem(_pay(PAYER_KEY, FEE), 0, _project(""));
        InkdTreasury.PushItem[] memory pushes = new InkdTreasury.PushItem[](1);
        pushes[0] = InkdTreasury.PushItem(_pay(PAYER_KEY, FEE), 0, 7, _hashOf(7), _versions("v", 1));
        vm.expectEmit(address(treasury));
        emit InkdTreasury.ItemFailed(payer, creates[0].pay.nonce, abi.encodeWithSelector(InkdRegistry.EmptyName.selector));
        vm.expectEmit(address(treasury));
        emit InkdTreasury.ItemFailed(
            payer, pushes[0].pay.nonce, abi.encodeWithSelector(InkdRegistry.ProjectNotFound.selector)
        );
        vm.prank(SETTLER);
        vm.assertEq(treasury.executeBatch(creates, pushes), 0, "none landed");
        vm.assertEq(usdc.balanceOf(payer), PAYER_FUNDS, "nothing charged");
    }

    /// The item functions are the treasury's own: nobody else, not even a
    /// settler or the admin, may run one (that would skip the settler check
    /// and the pause).
    function test_runItems_onlySelf() public {
        uint256 id = _createAs(PAYER_KEY, "p");
        InkdTreasury.CreateItem memory c = InkdTreasury.CreateItem(_pay(PAYER_KEY, FEE), 0, _project("x"));
        InkdTreasury.PushItem memory p = InkdTreasury.PushItem(_pay(PAYER_KEY, FEE), 0, id, _hashOf(id), _versions("v", 1));
        address[5] memory callers = [SETTLER, ADMIN, GUARDIAN, STRANGER, payer];
        for (uint256 i = 0; i < callers.length; i++) {
            vm.expectRevert(InkdTreasury.OnlySelf.selector);
            vm.prank(callers[i]);
            treasury.runCreateItem(c);
            vm.expectRevert(InkdTreasury.OnlySelf.selector);
            vm.prank(callers[i]);
            treasury.runPushItem(p);
        }
        vm.assertFalse(usdc.authorizationState(payer, c.pay.nonce), "unused");
    }

    /// An item that runs out of gas leaves no revert data; the batch then
    /// reverts as a whole (BatchOutOfGas) instead of reporting the item as
    /// failed, so a settler's gas limit never fails a payer's write.
    function test_executeBatch_outOfGasRevertsWholeBatch() public {
        InkdTreasury.CreateItem[] memory creates = new InkdTreasury.CreateItem[](2);
        creates[0] = InkdTreasury.CreateItem(_pay(PAYER_KEY, FEE), 0, _project("first"));
        creates[1] = InkdTreasury.CreateItem(_pay(OTHER_KEY, FEE), 0, _project("second"));
        InkdTreasury.PushItem[] memory pushes = new InkdTreasury.PushItem[](0);
        uint256 snap = vm.snapshotState();
        vm.prank(SETTLER);
        uint256 before = gasleft();
        treasury.executeBatch(creates, pushes); // the batch is valid: both land with enough gas
        uint256 used = before - gasleft();
        vm.revertToState(snap);
        // three quarters of that: the first item lands, the second runs out
        // (a fixed figure went stale whenever the writes got cheaper)
        vm.expectRevert(InkdTreasury.BatchOutOfGas.selector);
        vm.prank(SETTLER);
        treasury.executeBatch{gas: used * 3 / 4}(creates, pushes);
        vm.assertEq(registry.projectCount(), 0, "nothing created");
        vm.assertFalse(usdc.authorizationState(payer, creates[0].pay.nonce), "first item undone too");
    }

    /// executeBatch hands each item its own bytes of the calldata: an item
    /// ends where the next one starts, the last create where the pushes'
    /// array starts. An encoding with the pushes' array before the creates'
    /// (valid ABI, not what abigen writes) leaves the last create no end
    /// there: it gets the rest of the calldata and still lands, as does
    /// every other item.
    function test_executeBatch_arraysOutOfOrderStillLand() public {
        uint256 id = _createAs(PAYER_KEY, "existing");
        InkdTreasury.CreateItem[] memory creates = new InkdTreasury.CreateItem[](2);
        creates[0] = InkdTreasury.CreateItem(_pay(OTHER_KEY, FEE), 0, _project("first"));
        creates[1] = InkdTreasury.CreateItem(_pay(THIRD_KEY, FEE), 0, _project("second"));
        InkdTreasury.PushItem[] memory pushes = new InkdTreasury.PushItem[](2);
        pushes[0] = InkdTreasury.PushItem(_pay(PAYER_KEY, FEE), 0, id, _hashOf(id), _versions("a", 2));
        pushes[1] = InkdTreasury.PushItem(_pay(PAYER_KEY, FEE), 0, id, _hashOf(id), _versions("b", 1));

        bytes memory args = abi.encode(creates, pushes);
        (uint256 atCreates, uint256 atPushes) = abi.decode(args, (uint256, uint256));
        bytes memory createsData = _slice(args, atCreates, atPushes);
        bytes memory pushesData = _slice(args, atPushes, args.length);
        bytes memory swapped = abi.encodePacked(
            InkdTreasury.executeBatch.selector, uint256(0x40 + pushesData.length), uint256(0x40), pushesData, createsData
        );
        vm.prank(SETTLER);
        (bool ok, bytes memory ret) = address(treasury).call(swapped);
        vm.assertTrue(ok, "batch ran");
        vm.assertEq(abi.decode(ret, (uint256)), 4, "every item landed");
        (uint256 first,) = registry.projectByName("first");
        vm.assertEq(first, 2, "first create");
        (uint256 second,) = registry.projectByName("second");
        vm.assertEq(second, 3, "last create, given the rest of the calldata");
        vm.assertEq(_count(id), 3, "both pushes");
    }

    function _slice(bytes memory b, uint256 from, uint256 to) internal pure returns (bytes memory out) {
        out = new bytes(to - from);
        for (uint256 i = 0; i < out.length; i++) {
            out[i] = b[from + i];
        }
    }
}
