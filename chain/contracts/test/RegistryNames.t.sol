// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {InkdFixture} from "./base/InkdFixture.sol";
import {InkdRegistry} from "../src/InkdRegistry.sol";

/// @notice The rules of a registry that keeps each project under its name
/// hash (issue #11): a push names its project by id and name hash and is
/// refused ProjectNotFound unless both are the same project's; canPush
/// answers false for such a pair; collaborators are managed by name
/// (normalised); the views nameHashOf, projectOf and projectByName. The
/// treasury's side (paid, prepaid, batch) is in TreasuryNames.t.sol.
contract RegistryNamesTest is InkdFixture {
    address internal constant WRITER = address(0x1111);
    address internal constant ALICE = address(0xA1);
    address internal constant BOB = address(0xB1);
    address internal constant CAROL = address(0xC1);

    uint256 internal alpha; // ALICE's
    uint256 internal beta; // ALICE's too: her own name must not reach alpha
    uint256 internal gamma; // BOB's

    function setUp() public override {
        super.setUp();
        _addWriter(WRITER);
        alpha = _createFor(ALICE, "Alpha");
        beta = _createFor(ALICE, "beta");
        gamma = _createFor(BOB, "gamma");
    }

    function _createFor(address projectOwner, string memory name) internal returns (uint256 id) {
        vm.prank(WRITER);
        id = registry.createProjectFor(projectOwner, _project(name));
        _created(id, name);
    }

    function _count(uint256 id) internal view returns (uint256 count) {
        (count,) = registry.versionsHead(id);
    }

    function _one() internal pure returns (InkdRegistry.VersionInput memory) {
        return _version("ar-1", "v1", "");
    }

    // --------------------------------------------------------- pushes by pair

    /// An id with another project's name hash (the owner's own other
    /// project, or someone else's), or with a free name's, is refused
    /// ProjectNotFound by both push functions and writes nothing.
    function test_push_revertsForAPairOfDifferentProjects() public {
        bytes32[3] memory wrong = [_hashOf(beta), _hashOf(gamma), FREE_NAME_HASH];
        for (uint256 k = 0; k < wrong.length; k++) {
            vm.expectRevert(InkdRegistry.ProjectNotFound.selector);
            vm.prank(WRITER);
            registry.pushVersionFor(ALICE, alpha, wrong[k], _one());
            vm.expectRevert(InkdRegistry.ProjectNotFound.selector);
            vm.prank(WRITER);
            registry.pushVersionsFor(ALICE, alpha, wrong[k], _versions("v", 2));
        }
        // the name's own project with the wrong id: refused as well
        vm.expectRevert(InkdRegistry.ProjectNotFound.selector);
        vm.prank(WRITER);
        registry.pushVersionFor(BOB, alpha, _hashOf(gamma), _one());
        vm.assertEq(_count(alpha) + _count(beta) + _count(gamma), 0, "nothing pushed anywhere");
        // the right pair lands
        vm.prank(WRITER);
        registry.pushVersionFor(ALICE, alpha, _hashOf(alpha), _one());
        vm.assertEq(_count(alpha), 1, "the right pair");
    }

    /// Id 0 is no project, whatever the name: a free name's empty slot must
    /// not pass for project 0 (whose "owner" would be address(0)).
    function test_push_revertsForIdZeroAndAFreeName() public {
        vm.expectRevert(InkdRegistry.ProjectNotFound.selector);
        vm.prank(WRITER);
        registry.pushVersionFor(address(0), 0, FREE_NAME_HASH, _one());
        vm.expectRevert(InkdRegistry.ProjectNotFound.selector);
        vm.prank(WRITER);
        registry.pushVersionsFor(ALICE, 0, FREE_NAME_HASH, _versions("v", 1));
    }

    /// The name hash is the normalised name's: the keccak256 of the name
    /// as written in another case is a free name's hash.
    function test_push_needsTheNormalisedNameHash() public {
        vm.expectRevert(InkdRegistry.ProjectNotFound.selector);
        vm.prank(WRITER);
        registry.pushVersionFor(ALICE, alpha, keccak256("Alpha"), _one());
        vm.prank(WRITER);
        registry.pushVersionFor(ALICE, alpha, keccak256("alpha"), _one());
        vm.assertEq(_count(alpha), 1, "lowercased name's hash");
    }

    function test_canPush_falseForAMismatchedPair() public {
        _addCollaborator(alpha, ALICE, CAROL);
        vm.assertTrue(registry.canPush(alpha, _hashOf(alpha), ALICE), "owner, right pair");
        vm.assertTrue(registry.canPush(alpha, _hashOf(alpha), CAROL), "collaborator, right pair");
        vm.assertFalse(registry.canPush(alpha, _hashOf(beta), ALICE), "owner of both, other name");
        vm.assertFalse(registry.canPush(alpha, _hashOf(gamma), CAROL), "collaborator, other owner's name");
        vm.assertFalse(registry.canPush(gamma, _hashOf(alpha), BOB), "owner, other owner's name");
        vm.assertFalse(registry.canPush(alpha, FREE_NAME_HASH, ALICE), "free name");
        vm.assertFalse(registry.canPush(alpha, keccak256("Alpha"), ALICE), "name not normalised");
        vm.assertFalse(registry.canPush(0, FREE_NAME_HASH, address(0)), "id 0, free name, zero address");
    }

    // ------------------------------------------------- collaborators by name

    /// The owner names the project in any case: the name is normalised.
    function test_collaborators_byNameInAnyCase() public {
        vm.expectEmit(address(registry));
        emit InkdRegistry.CollaboratorAdded(alpha, BOB);
        vm.prank(ALICE);
        registry.addCollaborator("ALPHA", BOB);
        vm.prank(ALICE);
        registry.addCollaborator("alpha", CAROL);
        vm.assertTrue(registry.isCollaborator(alpha, BOB), "added under ALPHA");
        vm.assertFalse(registry.isCollaborator(beta, BOB), "not to her other project");
        vm.assertTrue(registry.canPush(alpha, _hashOf(alpha), BOB), "and may push");
        vm.expectRevert(InkdRegistry.AlreadyCollaborator.selector);
        vm.prank(ALICE);
        registry.addCollaborator("aLpHa", BOB);
        vm.expectEmit(address(registry));
        emit InkdRegistry.CollaboratorRemoved(alpha, BOB);
        vm.prank(ALICE);
        registry.removeCollaborator("aLpHa", BOB);
        vm.assertFalse(registry.isCollaborator(alpha, BOB), "removed under aLpHa");
        address[] memory list = registry.getCollaborators(alpha);
        vm.assertEq(list.length, 1, "one left");
        vm.assertEq(list[0], CAROL, "carol");
    }

    function test_collaborators_revertForAFreeName() public {
        vm.expectRevert(InkdRegistry.ProjectNotFound.selector);
        vm.prank(ALICE);
        registry.addCollaborator("delta", BOB);
        vm.expectRevert(InkdRegistry.ProjectNotFound.selector);
        vm.prank(ALICE);
        registry.removeCollaborator("delta", BOB);
        // the zero address is nobody's owner either
        vm.expectRevert(InkdRegistry.ProjectNotFound.selector);
        vm.prank(address(0));
        registry.addCollaborator("", BOB);
    }

    /// Another owner, a collaborator, a stranger: NotProjectOwner, by any
    /// spelling of the name.
    function test_collaborators_revertForANonOwner() public {
        _addCollaborator(alpha, ALICE, CAROL);
        address[3] memory refused = [BOB, CAROL, STRANGER];
        for (uint256 i = 0; i < refused.length; i++) {
            vm.expectRevert(InkdRegistry.NotProjectOwner.selector);
            vm.prank(refused[i]);
            registry.addCollaborator("Alpha", address(0xD1));
            vm.expectRevert(InkdRegistry.NotProjectOwner.selector);
            vm.prank(refused[i]);
            registry.removeCollaborator("ALPHA", CAROL);
        }
        vm.assertTrue(registry.isCollaborator(alpha, CAROL), "untouched");
        vm.assertFalse(registry.isCollaborator(alpha, address(0xD1)), "not added");
    }

    // ------------------------------------------------------------------ views

    function test_views_nameHashOfProjectOfProjectByName() public view {
        vm.assertEq(registry.nameHashOf("Alpha"), keccak256("alpha"), "nameHashOf lowercases");
        vm.assertEq(registry.nameHashOf("alpha"), keccak256("alpha"), "nameHashOf of a lowercase name");
        vm.assertEq(registry.nameHashOf(""), keccak256(""), "nameHashOf of nothing");
        (uint256 id, address projectOwner) = registry.projectOf(keccak256("alpha"));
        vm.assertEq(id, alpha, "projectOf: id");
        vm.assertEq(projectOwner, ALICE, "projectOf: owner");
        (id, projectOwner) = registry.projectOf(keccak256("gamma"));
        vm.assertEq(id, gamma, "projectOf: gamma");
        vm.assertEq(projectOwner, BOB, "projectOf: BOB");
        (id, projectOwner) = registry.projectByName("GAMMA");
        vm.assertEq(id, gamma, "projectByName normalises");
        vm.assertEq(projectOwner, BOB, "projectByName: owner");
        (id, projectOwner) = registry.projectOf(keccak256("Alpha"));
        vm.assertEq(id + uint160(projectOwner), 0, "a hash of the name as written is free");
        (id, projectOwner) = registry.projectByName("delta");
        vm.assertEq(id + uint160(projectOwner), 0, "a free name: zeros");
        (id, projectOwner) = registry.projectOf(bytes32(0));
        vm.assertEq(id + uint160(projectOwner), 0, "zero hash: zeros");
    }

    /// nameHashOf is keccak256 of the name with ASCII A-Z lowercased and
    /// every other byte kept, for any bytes and any length (the contract
    /// lowercases 32 bytes at a time: lengths around 32 and 64 matter).
    function testFuzz_nameHashOf_isKeccakOfLowercasedName(bytes memory raw, uint8 cut) public view {
        if (raw.length > 100) {
            bytes memory short = new bytes(_bound(cut, 0, 100));
            for (uint256 i = 0; i < short.length; i++) {
                short[i] = raw[i];
            }
            raw = short;
        }
        bytes32 expected = keccak256(bytes(_lowerAscii(string(raw))));
        vm.assertEq(registry.nameHashOf(string(raw)), expected, "nameHashOf");
    }

    /// A name of letters in mixed case, created and then found under the
    /// hash nameHashOf gives for any spelling of it.
    function testFuzz_nameHashOf_findsTheProject(uint256 letters, uint256 caseMask, uint8 length) public {
        uint256 n = _bound(length, 1, 40);
        bytes memory name = new bytes(n);
        bytes memory spelling = new bytes(n);
        for (uint256 i = 0; i < n; i++) {
            uint8 c = uint8(97 + (letters >> (i * 5 % 250)) % 26);
            name[i] = bytes1(c);
            spelling[i] = (caseMask >> i) & 1 == 1 ? bytes1(c - 32) : bytes1(c);
        }
        vm.assume(registry.nameAvailable(string(name)));
        uint256 id = _createFor(CAROL, string(spelling));
        (uint256 found, address projectOwner) = registry.projectOf(registry.nameHashOf(string(name)));
        vm.assertEq(found, id, "found by the lowercase spelling's hash");
        vm.assertEq(projectOwner, CAROL, "its owner");
        vm.assertTrue(registry.canPush(id, keccak256(name), CAROL), "the pair of id and lowercase hash");
    }
}
