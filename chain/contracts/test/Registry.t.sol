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
        vm.prank(WRITER);
        return registry.createProjectFor(projectOwner, name, "desc", "Apache-2.0", true, false, "", "");
    }

    function _pushFor(address pusher, uint256 projectId, string memory tag) internal returns (uint256) {
        vm.prank(WRITER);
        return registry.pushVersionFor(pusher, projectId, "ar-1", tag, "log");
    }

    // ---------------------------------------------------------- createProjectFor

    function test_createProjectFor_storesRecordAndEmits() public {
        vm.warp(1_700_000_123);
        vm.expectEmit(address(registry));
        emit InkdRegistry.ProjectCreated(
            1, ALICE, "my-tool", "a tool", "MIT", true, true, "https://agent", "ar-readme", 1_700_000_123
        );
        vm.prank(WRITER);
        uint256 id =
            registry.createProjectFor(ALICE, "My-Tool", "a tool", "", true, true, "https://agent", "ar-readme");
        vm.assertEq(id, 1, "first id");
        vm.assertEq(registry.projectCount(), 1, "count");
        InkdRegistry.Project memory p = registry.getProject(1);
        vm.assertEq(p.id, 1, "id");
        vm.assertEq(p.name, "my-tool", "name normalised");
        vm.assertEq(p.description, "a tool", "description");
        vm.assertEq(p.license, "MIT", "empty license becomes MIT");
        vm.assertEq(p.owner, ALICE, "owner");
        vm.assertTrue(p.isPublic && p.isAgent, "flags");
        vm.assertEq(p.agentEndpoint, "https://agent", "endpoint");
        vm.assertEq(p.readmeHash, "ar-readme", "readme");
        vm.assertEq(uint256(p.createdAt), 1_700_000_123, "createdAt");
        vm.assertEq(p.versionCount, 0, "no versions");
    }

    function test_createProjectFor_keepsGivenLicenseAndCountsIds() public {
        vm.assertEq(_createFor(ALICE, "a"), 1, "id 1");
        vm.assertEq(_createFor(BOB, "b"), 2, "id 2");
        vm.assertEq(registry.getProject(2).license, "Apache-2.0", "license kept");
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
        vm.prank(WRITER);
        registry.createProjectFor(ALICE, "ok", string(_repeat("d", 1024)), "", true, false, "", "");
        vm.expectRevert(InkdRegistry.DescriptionTooLong.selector);
        vm.prank(WRITER);
        registry.createProjectFor(ALICE, "over", string(_repeat("d", 1025)), "", true, false, "", "");
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
        emit InkdRegistry.VersionPushed(id, 0, ALICE, "ar-1", "v1", "log", 1_700_000_500);
        vm.assertEq(_pushFor(ALICE, id, "v1"), 0, "first index");
        vm.assertEq(_pushFor(ALICE, id, "v2"), 1, "second index");
        InkdRegistry.Version memory v = registry.getVersion(id, 0);
        vm.assertEq(v.projectId, id, "projectId");
        vm.assertEq(v.index, 0, "index");
        vm.assertEq(v.arweaveHash, "ar-1", "hash");
        vm.assertEq(v.versionTag, "v1", "tag");
        vm.assertEq(v.changelog, "log", "changelog");
        vm.assertEq(v.pushedBy, ALICE, "pusher");
        vm.assertEq(uint256(v.pushedAt), 1_700_000_500, "pushedAt");
        vm.assertEq(registry.getProject(id).versionCount, 2, "count");
    }

    function test_pushVersionFor_byCollaborator() public {
        uint256 id = _createFor(ALICE, "p");
        _addCollaborator(id, ALICE, BOB);
        vm.assertEq(_pushFor(BOB, id, "v1"), 0, "collaborator pushes");
        vm.assertEq(registry.getVersion(id, 0).pushedBy, BOB, "pushedBy");
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
        registry.pushVersionFor(ALICE, id, "", "v1", "");
        vm.expectRevert(InkdRegistry.EmptyVersionTag.selector);
        vm.prank(WRITER);
        registry.pushVersionFor(ALICE, id, "ar", "", "");
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
        _addCollaborator(2, ALICE, BOB);
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
        registry.removeCollaborator(id, BOB);
        address[] memory list = registry.getCollaborators(id);
        vm.assertEq(list.length, 2, "two left");
        vm.assertEq(list[0], address(0xD1), "last moved to the gap");
        vm.assertEq(list[1], CAROL, "carol stays");
        vm.assertFalse(registry.isCollaborator(id, BOB), "bob gone");
        vm.assertFalse(registry.canPush(id, BOB), "bob cannot push");
        // the moved one is still removable (its slot was updated)
        vm.prank(ALICE);
        registry.removeCollaborator(id, address(0xD1));
        vm.assertEq(registry.getCollaborators(id)[0], CAROL, "carol first");
    }

    function test_removeCollaborator_reverts() public {
        uint256 id = _createFor(ALICE, "p");
        vm.expectRevert(InkdRegistry.ProjectNotFound.selector);
        vm.prank(ALICE);
        registry.removeCollaborator(9, BOB);
        vm.expectRevert(InkdRegistry.NotCollaborator.selector);
        vm.prank(ALICE);
        registry.removeCollaborator(id, BOB);
    }

    // ------------------------------------------------------------------- views

    function test_views() public {
        vm.assertTrue(registry.nameAvailable("Fresh"), "free name");
        vm.assertFalse(registry.nameAvailable(""), "empty");
        vm.assertFalse(registry.nameAvailable(string(_repeat("a", 65))), "too long");
        uint256 id = _createFor(ALICE, "Fresh");
        vm.assertFalse(registry.nameAvailable("FRESH"), "taken in another case");
        vm.assertEq(registry.projectIdByName("fReSh"), id, "lookup normalises");
        vm.assertEq(registry.projectIdByName("other"), 0, "unknown name");
        vm.assertTrue(registry.canPush(id, ALICE), "owner can push");
        vm.assertFalse(registry.canPush(id, BOB), "stranger cannot");
        vm.assertFalse(registry.canPush(0, ALICE), "id 0");
        vm.assertFalse(registry.canPush(id + 1, ALICE), "unknown id");
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
        registry.getProject(0);
        vm.expectRevert(InkdRegistry.ProjectNotFound.selector);
        registry.getCollaborators(1);
        uint256 id = _createFor(ALICE, "p");
        vm.expectRevert(InkdRegistry.VersionNotFound.selector);
        registry.getVersion(id, 0);
        vm.expectRevert(InkdRegistry.ProjectNotFound.selector);
        registry.getVersion(id + 1, 0);
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
        registry.createProjectFor(BOB, "y", "", "", true, false, "", "");
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
