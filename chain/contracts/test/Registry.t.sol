// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {InkdFixture} from "./base/InkdFixture.sol";
import {InkdRegistry} from "../src/InkdRegistry.sol";
import {IAccessManaged} from "@openzeppelin/contracts/access/manager/IAccessManaged.sol";

/// @notice Unit tests of InkdRegistry: every write, view, custom error and
/// event. Who may call what is in AccessControl.t.sol.
contract RegistryTest is InkdFixture {
    address internal constant WRITER = address(0x1111);
    address internal constant ALICE = address(0xA1);
    address internal constant BOB = address(0xB1);
    address internal constant CAROL = address(0xC1);

    function setUp() public override {
        super.setUp();
        _addWriter(WRITER);
    }

    function _createFor(address projectOwner, string memory name) internal returns (uint256) {
        InkdRegistry.ProjectInput memory p = _project(name);
        p.description = "desc";
        p.license = "Apache-2.0";
        vm.prank(WRITER);
        uint256 id = registry.createProjectFor(projectOwner, p);
        _created(id, name);
        return id;
    }

    function _pushFor(address pusher, uint256 projectId, string memory tag) internal returns (uint256) {
        vm.prank(WRITER);
        return registry.pushVersionFor(pusher, projectId, _hashOf(projectId), _version("ar-1", tag, "log"));
    }

    function _pushManyFor(address pusher, uint256 projectId, InkdRegistry.VersionInput[] memory vs)
        internal
        returns (uint256)
    {
        vm.prank(WRITER);
        return registry.pushVersionsFor(pusher, projectId, _hashOf(projectId), vs);
    }

    function _head(uint256 projectId) internal view returns (bytes24 head) {
        (, head) = registry.versionsHead(projectId);
    }

    function _count(uint256 projectId) internal view returns (uint256 count) {
        (count,) = registry.versionsHead(projectId);
    }

    // ---------------------------------------------------------- createProjectFor

    function test_createProjectFor_storesRecordAndEmits() public {
        vm.warp(1_700_000_123);
        vm.expectEmit(address(registry));
        emit InkdRegistry.ProjectCreated(
            1, ALICE, "my-tool", "a tool", "MIT", true, true, "https://agent", "ar-readme", 1_700_000_123
        );
        vm.prank(WRITER);
        uint256 id = registry.createProjectFor(
            ALICE,
            InkdRegistry.ProjectInput({
                name: "My-Tool",
                description: "a tool",
                license: "",
                isPublic: true,
                isAgent: true,
                agentEndpoint: "https://agent",
                readmeHash: "ar-readme"
            })
        );
        vm.assertEq(id, 1, "first id");
        vm.assertEq(registry.projectCount(), 1, "count");
        (uint256 gotId, address gotOwner) = registry.projectByName("my-tool");
        vm.assertEq(gotId, 1, "normalised name taken");
        vm.assertEq(gotOwner, ALICE, "owner");
        (uint256 count, bytes24 head) = registry.versionsHead(1);
        vm.assertEq(count, 0, "no versions");
        vm.assertEq(bytes32(head), bytes32(0), "empty head");
    }

    function test_createProjectFor_keepsGivenLicenseAndCountsIds() public {
        vm.assertEq(_createFor(ALICE, "a"), 1, "id 1");
        vm.expectEmit(address(registry));
        emit InkdRegistry.ProjectCreated(2, BOB, "b", "desc", "Apache-2.0", true, false, "", "", uint64(block.timestamp));
        vm.assertEq(_createFor(BOB, "b"), 2, "id 2");
        vm.assertEq(_ownerOf(2), BOB, "owner of 2");
        vm.assertEq(registry.projectCount(), 2, "count");
    }

    function test_createProjectFor_revertsZeroAddress() public {
        vm.expectRevert(InkdRegistry.ZeroAddress.selector);
        _createFor(address(0), "x");
    }

    function test_createProjectFor_revertsEmptyName() public {
        vm.expectRevert(InkdRegistry.EmptyName.selector);
        _createFor(ALICE, "");
    }

    function test_createProjectFor_revertsNameTooLong() public {
        _createFor(ALICE, string(_repeat("a", 64)));
        vm.expectRevert(InkdRegistry.NameTooLong.selector);
        _createFor(ALICE, string(_repeat("b", 65)));
    }

    function test_createProjectFor_revertsDescriptionTooLong() public {
        InkdRegistry.ProjectInput memory p = _project("ok");
        p.description = string(_repeat("d", 1024));
        vm.prank(WRITER);
        registry.createProjectFor(ALICE, p);
        p.name = "over";
        p.description = string(_repeat("d", 1025));
        vm.expectRevert(InkdRegistry.DescriptionTooLong.selector);
        vm.prank(WRITER);
        registry.createProjectFor(ALICE, p);
    }

    /// The bools are copied into the event as their calldata words: a word
    /// other than 0 or 1 must revert (without data), as the ABI decoder did.
    function test_createProjectFor_revertsDirtyBool() public {
        bytes memory good = abi.encodeCall(InkdRegistry.createProjectFor, (ALICE, _project("clean")));
        // selector, owner, the struct's offset, then its head: isPublic is
        // its fourth word and isAgent its fifth
        uint256 isPublicAt = 4 + 32 + 32 + 3 * 32;
        for (uint256 field = 0; field < 2; field++) {
            for (uint256 dirty = 2; dirty < 4; dirty++) {
                bytes memory bad = bytes.concat(good);
                bad[isPublicAt + field * 32 + 31] = bytes1(uint8(dirty));
                if (dirty == 3) bad[isPublicAt + field * 32] = 0x80; // high bits set, low bit 1
                vm.prank(WRITER);
                (bool ok, bytes memory ret) = address(registry).call(bad);
                vm.assertFalse(ok, "dirty bool accepted");
                vm.assertEq(ret.length, 0, "revert data");
            }
        }
        vm.prank(WRITER);
        (bool landed,) = address(registry).call(good);
        vm.assertTrue(landed, "clean call");
        (uint256 id,) = registry.projectByName("clean");
        vm.assertEq(id, 1, "created");
    }

    function test_createProjectFor_revertsNameTakenInAnyCase() public {
        _createFor(ALICE, "Inkd");
        vm.expectRevert(InkdRegistry.NameTaken.selector);
        _createFor(BOB, "iNKD");
    }

    // ------------------------------------------------------------ pushVersionFor

    function test_pushVersionFor_storesRecordAndEmits() public {
        uint256 id = _createFor(ALICE, "p");
        vm.warp(1_700_000_500);
        vm.expectEmit(address(registry));
        emit InkdRegistry.VersionPushed(id, 0, ALICE, "ar-1", "v1", "log", 1_700_000_500, 0, 0, "");
        vm.assertEq(_pushFor(ALICE, id, "v1"), 0, "first index");
        bytes24 head = _nextHead(bytes24(0), id, 0, ALICE, _version("ar-1", "v1", "log"));
        vm.assertEq(bytes32(_head(id)), bytes32(head), "head after one");
        vm.warp(1_700_000_600);
        vm.expectEmit(address(registry));
        emit InkdRegistry.VersionPushed(id, 1, ALICE, "ar-1", "v2", "log", 1_700_000_600, 0, 0, "");
        vm.assertEq(_pushFor(ALICE, id, "v2"), 1, "second index");
        head = _nextHead(head, id, 1, ALICE, _version("ar-1", "v2", "log"));
        vm.assertEq(bytes32(_head(id)), bytes32(head), "head after two");
        vm.assertEq(_count(id), 2, "count");
    }

    function test_pushVersionFor_byCollaborator() public {
        uint256 id = _createFor(ALICE, "p");
        _addCollaborator(id, ALICE, BOB);
        vm.expectEmit(address(registry));
        emit InkdRegistry.VersionPushed(id, 0, BOB, "ar-1", "v1", "log", uint64(block.timestamp), 0, 0, "");
        vm.assertEq(_pushFor(BOB, id, "v1"), 0, "collaborator pushes");
        vm.assertEq(bytes32(_head(id)), bytes32(_nextHead(0, id, 0, BOB, _version("ar-1", "v1", "log"))), "BOB in the head");
    }

    function test_pushVersionFor_revertsProjectNotFound() public {
        vm.expectRevert(InkdRegistry.ProjectNotFound.selector);
        _pushFor(ALICE, 0, "v1");
        _createFor(ALICE, "p");
        vm.expectRevert(InkdRegistry.ProjectNotFound.selector);
        _pushFor(ALICE, 2, "v1");
    }

    function test_pushVersionFor_revertsNotOwnerOrCollaborator() public {
        uint256 id = _createFor(ALICE, "p");
        vm.expectRevert(InkdRegistry.NotOwnerOrCollaborator.selector);
        _pushFor(BOB, id, "v1");
    }

    function test_pushVersionFor_revertsEmptyFields() public {
        uint256 id = _createFor(ALICE, "p");
        vm.expectRevert(InkdRegistry.EmptyArweaveHash.selector);
        vm.prank(WRITER);
        registry.pushVersionFor(ALICE, id, _hashOf(id), _version("", "v1", ""));
        vm.expectRevert(InkdRegistry.EmptyVersionTag.selector);
        vm.prank(WRITER);
        registry.pushVersionFor(ALICE, id, _hashOf(id), _version("ar", "", ""));
        vm.assertEq(_count(id), 0, "nothing pushed");
    }

    function test_pushVersionFor_contentInEventAndHead() public {
        uint256 id = _createFor(ALICE, "p");
        InkdRegistry.VersionInput memory v =
            _versionOf("ar-1", "v1", keccak256("the bytes"), 1_234_567_890_123, "application/gzip");
        _expectVersionPushed(id, 0, ALICE, v);
        vm.prank(WRITER);
        registry.pushVersionFor(ALICE, id, _hashOf(id), v);
        bytes24 head = _head(id);
        vm.assertEq(bytes32(head), bytes32(_nextHead(0, id, 0, ALICE, v)), "head covers the content");
        // the same version stating other content leaves another head
        InkdRegistry.VersionInput memory w = _versionOf("ar-1", "v1", keccak256("other"), 1_234_567_890_123, "application/gzip");
        vm.assertTrue(_nextHead(0, id, 0, ALICE, w) != head, "digest in the head");
        w = _versionOf("ar-1", "v1", v.sha256, 1, v.contentType);
        vm.assertTrue(_nextHead(0, id, 0, ALICE, w) != head, "size in the head");
        w = _versionOf("ar-1", "v1", v.sha256, v.contentSize, "text/plain");
        vm.assertTrue(_nextHead(0, id, 0, ALICE, w) != head, "type in the head");
    }

    function test_pushVersionFor_contentTypeLength() public {
        uint256 id = _createFor(ALICE, "p");
        bytes memory longest = new bytes(registry.MAX_CONTENT_TYPE_LENGTH());
        for (uint256 i = 0; i < longest.length; i++) {
            longest[i] = "a";
        }
        vm.prank(WRITER);
        registry.pushVersionFor(ALICE, id, _hashOf(id), _versionOf("ar-1", "v1", 0, 0, string(longest)));
        InkdRegistry.VersionInput[] memory vs = new InkdRegistry.VersionInput[](2);
        vs[0] = _versionOf("ar-2", "v2", 0, 0, "text/plain");
        vs[1] = _versionOf("ar-3", "v3", 0, 0, string.concat(string(longest), "a"));
        vm.expectRevert(InkdRegistry.ContentTypeTooLong.selector);
        _pushManyFor(ALICE, id, vs);
        vm.expectRevert(InkdRegistry.ContentTypeTooLong.selector);
        vm.prank(WRITER);
        registry.pushVersionFor(ALICE, id, _hashOf(id), vs[1]);
        vm.assertEq(_count(id), 1, "only the longest allowed landed");
    }

    /// A content size wider than its uint64 is refused as Solidity's
    /// decoder refuses it (the registry copies the word itself).
    function test_pushVersionFor_revertsWideContentSize() public {
        uint256 id = _createFor(ALICE, "p");
        bytes memory data = abi.encodeCall(
            registry.pushVersionFor, (ALICE, id, _hashOf(id), _versionOf("ar-1", "v1", 0, 7, ""))
        );
        // the version's tuple starts after the selector and four head words;
        // its fifth word is the size
        uint256 at = 4 + 4 * 32 + 4 * 32;
        vm.assertEq(uint256(bytes32(_slice(data, at))), 7, "found the size word");
        data[at] = 0x01; // 2^248 + 7
        vm.prank(WRITER);
        (bool ok,) = address(registry).call(data);
        vm.assertFalse(ok, "wide size refused");
        vm.assertEq(_count(id), 0, "nothing pushed");
    }

    function _slice(bytes memory data, uint256 at) internal pure returns (bytes32 word) {
        assembly {
            word := mload(add(add(data, 0x20), at))
        }
    }

    // ----------------------------------------------------------- pushVersionsFor

    function test_pushVersionsFor_consecutiveIndexesEventsAndHead() public {
        uint256 id = _createFor(ALICE, "p");
        _pushFor(ALICE, id, "v-first");
        _addCollaborator(id, ALICE, BOB);
        InkdRegistry.VersionInput[] memory vs = _versions("b", 5);
        vs[3].changelog = "";
        bytes24 head = _head(id);
        for (uint256 i = 0; i < vs.length; i++) {
            _expectVersionPushed(id, 1 + i, BOB, vs[i]);
            head = _nextHead(head, id, 1 + i, BOB, vs[i]);
        }
        vm.assertEq(_pushManyFor(BOB, id, vs), 1, "first index follows the earlier push");
        (uint256 count, bytes24 got) = registry.versionsHead(id);
        vm.assertEq(count, 6, "count");
        vm.assertEq(bytes32(got), bytes32(head), "head folds every version in order");
        vm.assertEq(_pushFor(ALICE, id, "v-after"), 6, "a single push continues after the batch");
    }

    function test_pushVersionsFor_sameAsSinglePushes() public {
        // one batch and the same versions one by one give the same head
        uint256 a = _createFor(ALICE, "a");
        uint256 b = _createFor(ALICE, "b");
        InkdRegistry.VersionInput[] memory vs = _versions("v", 3);
        _pushManyFor(ALICE, a, vs);
        for (uint256 i = 0; i < vs.length; i++) {
            vm.prank(WRITER);
            registry.pushVersionFor(ALICE, b, _hashOf(b), vs[i]);
        }
        bytes24 ha;
        bytes24 hb;
        for (uint256 i = 0; i < vs.length; i++) {
            ha = _nextHead(ha, a, i, ALICE, vs[i]);
            hb = _nextHead(hb, b, i, ALICE, vs[i]);
        }
        vm.assertEq(bytes32(_head(a)), bytes32(ha), "batch head");
        vm.assertEq(bytes32(_head(b)), bytes32(hb), "single heads");
    }

    function test_pushVersionsFor_reverts() public {
        uint256 id = _createFor(ALICE, "p");
        vm.expectRevert(InkdRegistry.NoVersions.selector);
        _pushManyFor(ALICE, id, new InkdRegistry.VersionInput[](0));
        vm.expectRevert(InkdRegistry.ProjectNotFound.selector);
        _pushManyFor(ALICE, id + 1, _versions("v", 2));
        vm.expectRevert(InkdRegistry.NotOwnerOrCollaborator.selector);
        _pushManyFor(BOB, id, _versions("v", 2));
        // one bad version anywhere reverts the whole batch
        InkdRegistry.VersionInput[] memory vs = _versions("v", 4);
        vs[2].versionTag = "";
        vm.expectRevert(InkdRegistry.EmptyVersionTag.selector);
        _pushManyFor(ALICE, id, vs);
        vs = _versions("v", 4);
        vs[3].arweaveHash = "";
        vm.expectRevert(InkdRegistry.EmptyArweaveHash.selector);
        _pushManyFor(ALICE, id, vs);
        vm.assertEq(_count(id), 0, "nothing pushed");
        vm.assertEq(bytes32(_head(id)), bytes32(0), "head untouched");
        vm.prank(BOB);
        vm.expectRevert(InkdRegistry.Unauthorized.selector);
        registry.pushVersionsFor(ALICE, id, _hashOf(id), _versions("v", 1));
    }

    // ----------------------------------------------------------- collaborators

    function test_addCollaborator_emitsAndLists() public {
        uint256 id = _createFor(ALICE, "p");
        vm.expectEmit(address(registry));
        emit InkdRegistry.CollaboratorAdded(id, BOB);
        _addCollaborator(id, ALICE, BOB);
        _addCollaborator(id, ALICE, CAROL);
        address[] memory list = registry.getCollaborators(id);
        vm.assertEq(list.length, 2, "two");
        vm.assertEq(list[0], BOB, "first");
        vm.assertEq(list[1], CAROL, "second");
        vm.assertTrue(registry.isCollaborator(id, BOB), "isCollaborator");
        vm.assertFalse(registry.isCollaborator(id, ALICE), "owner is not a collaborator");
    }

    function test_addCollaborator_reverts() public {
        uint256 id = _createFor(ALICE, "p");
        vm.expectRevert(InkdRegistry.ProjectNotFound.selector);
        vm.prank(ALICE);
        registry.addCollaborator("q", BOB); // a free name
        vm.expectRevert(InkdRegistry.ZeroAddress.selector);
        _addCollaborator(id, ALICE, address(0));
        vm.expectRevert(InkdRegistry.CannotAddOwner.selector);
        _addCollaborator(id, ALICE, ALICE);
        _addCollaborator(id, ALICE, BOB);
        vm.expectRevert(InkdRegistry.AlreadyCollaborator.selector);
        _addCollaborator(id, ALICE, BOB);
    }

    function test_addCollaborator_capAtFifty() public {
        uint256 id = _createFor(ALICE, "p");
        for (uint160 i = 1; i <= 50; i++) {
            _addCollaborator(id, ALICE, address(0x10000 + i));
        }
        vm.assertEq(registry.getCollaborators(id).length, 50, "fifty");
        vm.expectRevert(InkdRegistry.TooManyCollaborators.selector);
        _addCollaborator(id, ALICE, address(0x20000));
    }

    function test_removeCollaborator_movesLastIntoGap() public {
        uint256 id = _createFor(ALICE, "p");
        _addCollaborator(id, ALICE, BOB);
        _addCollaborator(id, ALICE, CAROL);
        _addCollaborator(id, ALICE, address(0xD1));
        vm.expectEmit(address(registry));
        emit InkdRegistry.CollaboratorRemoved(id, BOB);
        vm.prank(ALICE);
        registry.removeCollaborator("p", BOB);
        address[] memory list = registry.getCollaborators(id);
        vm.assertEq(list.length, 2, "two left");
        vm.assertEq(list[0], address(0xD1), "last moved to the gap");
        vm.assertEq(list[1], CAROL, "carol stays");
        vm.assertFalse(registry.isCollaborator(id, BOB), "bob gone");
        vm.assertFalse(registry.canPush(id, _hashOf(id), BOB), "bob cannot push");
        // the moved one is still removable (its slot was updated)
        vm.prank(ALICE);
        registry.removeCollaborator("p", address(0xD1));
        vm.assertEq(registry.getCollaborators(id)[0], CAROL, "carol first");
    }

    function test_removeCollaborator_reverts() public {
        _createFor(ALICE, "p");
        vm.expectRevert(InkdRegistry.ProjectNotFound.selector);
        vm.prank(ALICE);
        registry.removeCollaborator("q", BOB); // a free name
        vm.expectRevert(InkdRegistry.NotCollaborator.selector);
        vm.prank(ALICE);
        registry.removeCollaborator("p", BOB);
    }

    // ------------------------------------------------------------------- views

    function test_views() public {
        vm.assertTrue(registry.nameAvailable("Fresh"), "free name");
        vm.assertFalse(registry.nameAvailable(""), "empty");
        vm.assertFalse(registry.nameAvailable(string(_repeat("a", 65))), "too long");
        uint256 id = _createFor(ALICE, "Fresh");
        vm.assertFalse(registry.nameAvailable("FRESH"), "taken in another case");
        (uint256 found,) = registry.projectByName("fReSh");
        vm.assertEq(found, id, "lookup normalises");
        (found,) = registry.projectByName("other");
        vm.assertEq(found, 0, "unknown name");
        bytes32 h = _nameHash("fresh");
        vm.assertTrue(registry.canPush(id, h, ALICE), "owner can push");
        vm.assertFalse(registry.canPush(id, h, BOB), "stranger cannot");
        vm.assertFalse(registry.canPush(0, h, ALICE), "id 0");
        vm.assertFalse(registry.canPush(id + 1, h, ALICE), "unknown id");
        vm.assertFalse(registry.canPush(0, FREE_NAME_HASH, ALICE), "free name, id 0");
        vm.assertFalse(registry.isCollaborator(id + 1, BOB), "unknown project");
        vm.assertTrue(registry.isWriter(WRITER), "writer");
        vm.assertFalse(registry.isWriter(BOB), "not writer");
        vm.assertEq(registry.MAX_NAME_LENGTH(), 64, "name limit");
        vm.assertEq(registry.MAX_DESCRIPTION_LENGTH(), 1024, "description limit");
        vm.assertEq(registry.MAX_COLLABORATORS(), 50, "collaborator limit");
        vm.assertEq(registry.authority(), address(manager), "authority");
    }

    function test_views_revertUnknown() public {
        vm.expectRevert(InkdRegistry.ProjectNotFound.selector);
        registry.versionsHead(0);
        vm.expectRevert(InkdRegistry.ProjectNotFound.selector);
        registry.getCollaborators(1);
        uint256 id = _createFor(ALICE, "p");
        vm.assertEq(_ownerOf(id), ALICE, "known");
        vm.expectRevert(InkdRegistry.ProjectNotFound.selector);
        registry.versionsHead(id + 1);
        vm.expectRevert(InkdRegistry.ProjectNotFound.selector);
        registry.getCollaborators(id + 1);
    }

    // ------------------------------------------------------ addWriter, removeWriter

    function test_addRemoveWriter_emitsAndToggles() public {
        vm.expectEmit(address(registry));
        emit InkdRegistry.WriterSet(BOB, true);
        _addWriter(BOB);
        vm.assertTrue(registry.isWriter(BOB), "on");
        vm.expectEmit(address(registry));
        emit InkdRegistry.WriterSet(BOB, false);
        _asGuardian(address(registry), abi.encodeCall(InkdRegistry.removeWriter, (BOB)));
        vm.assertFalse(registry.isWriter(BOB), "off");
        vm.prank(BOB);
        vm.expectRevert(InkdRegistry.Unauthorized.selector);
        registry.createProjectFor(BOB, _project("y"));
    }

    function test_addWriter_revertsZeroAddress() public {
        vm.expectRevert(InkdRegistry.ZeroAddress.selector);
        _addWriter(address(0));
    }

    function test_constructor_revertsZeroAuthority() public {
        vm.expectRevert(abi.encodeWithSelector(IAccessManaged.AccessManagedInvalidAuthority.selector, address(0)));
        new InkdRegistry(address(0));
    }

    function _repeat(bytes1 c, uint256 n) internal pure returns (bytes memory out) {
        out = new bytes(n);
        for (uint256 i = 0; i < n; i++) {
            out[i] = c;
        }
    }
}
