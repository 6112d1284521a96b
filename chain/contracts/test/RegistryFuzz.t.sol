// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {InkdFixture} from "./base/InkdFixture.sol";
import {InkdRegistry} from "../src/InkdRegistry.sol";

/// @notice Fuzz tests of the registry's rules: names (any bytes, any case,
/// lengths around 64), descriptions around 1024 bytes, collaborator counts
/// around 50.
///
/// The contract's name rule: ASCII A-Z is lowercased, every other byte is
/// kept (the API's NFKC and lookalike rules run before a name reaches the
/// chain); 1 to 64 bytes after that; unique.
contract RegistryFuzzTest is InkdFixture {
    address internal constant WRITER = address(0x1111);
    address internal constant ALICE = address(0xA1);

    function setUp() public override {
        super.setUp();
        _addWriter(WRITER);
    }

    /// @dev The rule, written independently of the contract's loop.
    function _lower(bytes memory raw) internal pure returns (bytes memory out) {
        out = new bytes(raw.length);
        for (uint256 i = 0; i < raw.length; i++) {
            uint8 c = uint8(raw[i]);
            out[i] = (c >= 65 && c <= 90) ? bytes1(c ^ 0x20) : raw[i];
        }
    }

    function _upper(bytes memory raw) internal pure returns (bytes memory out) {
        out = new bytes(raw.length);
        for (uint256 i = 0; i < raw.length; i++) {
            uint8 c = uint8(raw[i]);
            out[i] = (c >= 97 && c <= 122) ? bytes1(c ^ 0x20) : raw[i];
        }
    }

    function _truncate(bytes memory raw, uint256 max) internal pure returns (bytes memory) {
        if (raw.length <= max) return raw;
        bytes memory out = new bytes(max);
        for (uint256 i = 0; i < max; i++) {
            out[i] = raw[i];
        }
        return out;
    }

    function _createFor(address projectOwner, string memory name, string memory description)
        internal
        returns (uint256)
    {
        InkdRegistry.ProjectInput memory p = _project(name);
        p.description = description;
        vm.prank(WRITER);
        return registry.createProjectFor(projectOwner, p);
    }

    /// @dev Expects the next creation to emit ProjectCreated with this name
    /// and description (the registry keeps neither in storage).
    function _expectCreated(uint256 id, bytes memory name, bytes memory description) internal {
        vm.expectEmit(address(registry));
        emit InkdRegistry.ProjectCreated(
            id, ALICE, string(name), string(description), "MIT", true, false, "", "", uint64(block.timestamp)
        );
    }

    /// Any bytes: refused when empty or over 64, else stored lowercased and
    /// found again under every case variant, which are then all taken.
    function testFuzz_name_anyBytes(bytes memory raw) public {
        raw = _truncate(raw, 80);
        if (raw.length == 0) {
            vm.expectRevert(InkdRegistry.EmptyName.selector);
            _createFor(ALICE, string(raw), "");
            return;
        }
        if (raw.length > 64) {
            vm.assertFalse(registry.nameAvailable(string(raw)), "too long is not available");
            vm.expectRevert(InkdRegistry.NameTooLong.selector);
            _createFor(ALICE, string(raw), "");
            return;
        }
        vm.assertTrue(registry.nameAvailable(string(raw)), "fresh name available");
        _expectCreated(1, _lower(raw), ""); // the event carries it lowercased
        uint256 id = _createFor(ALICE, string(raw), "");
        (uint256 upperId, address upperOwner) = registry.projectByName(string(_upper(raw)));
        vm.assertEq(upperId, id, "found in upper case");
        vm.assertEq(upperOwner, ALICE, "its owner");
        (uint256 lowerId,) = registry.projectOf(keccak256(_lower(raw)));
        vm.assertEq(lowerId, id, "found under the lowercased name's hash");
        vm.assertFalse(registry.nameAvailable(string(_upper(raw))), "variant taken");
        vm.expectRevert(InkdRegistry.NameTaken.selector);
        _createFor(ALICE, string(_upper(raw)), "");
    }

    /// Letters in any mix of cases name one project.
    function testFuzz_name_caseMix(uint64 letters, uint64 caseMask, uint8 length) public {
        uint256 n = _bound(length, 1, 8);
        bytes memory a = new bytes(n);
        bytes memory b = new bytes(n);
        for (uint256 i = 0; i < n; i++) {
            uint8 c = uint8(97 + (letters >> (i * 5)) % 26);
            a[i] = bytes1(c);
            b[i] = ((caseMask >> i) & 1 == 1) ? bytes1(c - 32) : bytes1(c);
        }
        _createFor(ALICE, string(a), "");
        vm.expectRevert(InkdRegistry.NameTaken.selector);
        _createFor(ALICE, string(b), "");
    }

    /// Only ASCII folds: a UTF-8 letter and its capital (É, é) are two names
    /// on chain, as are fullwidth and ASCII letters. Unicode folding and the
    /// lookalike rule are the API's (docs/api.md, Names).
    function testFuzz_name_unicodeBytesKept(uint8 lowByte) public {
        // Latin-1 supplement capitals U+00C0..U+00DE as UTF-8 (C3 80..C3 9E)
        uint8 cont = uint8(_bound(lowByte, 0x80, 0x9E));
        vm.assume(cont != 0x97); // U+00D7 is the multiplication sign
        bytes memory upper = abi.encodePacked(bytes1(0xC3), bytes1(cont));
        bytes memory lower = abi.encodePacked(bytes1(0xC3), bytes1(cont + 0x20));
        _expectCreated(1, upper, ""); // kept as is
        uint256 a = _createFor(ALICE, string(upper), "");
        uint256 b = _createFor(ALICE, string(lower), "");
        vm.assertTrue(a != b, "distinct projects");
        (uint256 found,) = registry.projectByName(string(upper));
        vm.assertEq(found, a, "found as is");
        uint256 c = _createFor(ALICE, unicode"ＩＮＫＤ", "");
        uint256 d = _createFor(ALICE, "inkd", "");
        vm.assertTrue(c != d, "fullwidth is not folded on chain");
    }

    /// Length limit at 64 bytes, counted after normalisation.
    function testFuzz_name_length(uint8 length) public {
        bytes memory raw = new bytes(length);
        for (uint256 i = 0; i < length; i++) {
            raw[i] = "Q";
        }
        if (length == 0) vm.expectRevert(InkdRegistry.EmptyName.selector);
        else if (length > 64) vm.expectRevert(InkdRegistry.NameTooLong.selector);
        _createFor(ALICE, string(raw), "");
    }

    /// Descriptions up to 1024 bytes, none longer.
    function testFuzz_description_length(uint16 length, bytes1 fill) public {
        uint256 n = _bound(length, 0, 2048);
        bytes memory d = new bytes(n);
        for (uint256 i = 0; i < n; i++) {
            d[i] = fill;
        }
        if (n > 1024) vm.expectRevert(InkdRegistry.DescriptionTooLong.selector);
        else _expectCreated(1, "described", d); // emitted whole
        uint256 id = _createFor(ALICE, "described", string(d));
        (uint256 found,) = registry.projectByName("described");
        vm.assertEq(found, n <= 1024 ? id : 0, "created only when it fits");
    }

    /// Up to 50 collaborators; the 51st is refused; the owner never is one.
    function testFuzz_collaborators_cap(uint8 count) public {
        uint256 n = _bound(count, 0, 51);
        uint256 id = _createFor(ALICE, "team", "");
        for (uint256 i = 0; i < n; i++) {
            address c = address(uint160(0x10000 + i));
            if (i == 50) vm.expectRevert(InkdRegistry.TooManyCollaborators.selector);
            vm.prank(ALICE);
            registry.addCollaborator("team", c);
        }
        uint256 expected = n > 50 ? 50 : n;
        vm.assertEq(registry.getCollaborators(id).length, expected, "count");
        vm.expectRevert(InkdRegistry.CannotAddOwner.selector);
        vm.prank(ALICE);
        registry.addCollaborator("team", ALICE);
    }

    /// The boundaries named by the issue: 49 and 50 fit, 51 does not; a
    /// removal frees a place.
    function test_collaborators_49_50_51() public {
        uint256 id = _createFor(ALICE, "team", "");
        vm.startPrank(ALICE);
        for (uint160 i = 1; i <= 49; i++) {
            registry.addCollaborator("team", address(0x10000 + i));
        }
        vm.assertEq(registry.getCollaborators(id).length, 49, "49");
        registry.addCollaborator("team", address(0x10000 + 50));
        vm.assertEq(registry.getCollaborators(id).length, 50, "50");
        vm.expectRevert(InkdRegistry.TooManyCollaborators.selector);
        registry.addCollaborator("team", address(0x10000 + 51));
        registry.removeCollaborator("team", address(0x10000 + 7));
        registry.addCollaborator("team", address(0x10000 + 51));
        vm.assertEq(registry.getCollaborators(id).length, 50, "50 again");
        vm.stopPrank();
    }

    /// Adds and removals in any order keep the list and the lookups in step.
    function testFuzz_collaborators_addRemove(uint256 seed) public {
        uint256 id = _createFor(ALICE, "team", "");
        vm.startPrank(ALICE);
        for (uint256 step = 0; step < 40; step++) {
            address c = address(uint160(0x10000 + (uint256(keccak256(abi.encode(seed, step))) % 12)));
            if (registry.isCollaborator(id, c)) registry.removeCollaborator("team", c);
            else registry.addCollaborator("team", c);
        }
        vm.stopPrank();
        address[] memory list = registry.getCollaborators(id);
        uint256 members;
        for (uint160 i = 0; i < 12; i++) {
            if (registry.isCollaborator(id, address(0x10000 + i))) members++;
        }
        vm.assertEq(list.length, members, "list matches lookups");
        for (uint256 i = 0; i < list.length; i++) {
            vm.assertTrue(registry.isCollaborator(id, list[i]), "listed is member");
            for (uint256 j = i + 1; j < list.length; j++) {
                vm.assertTrue(list[i] != list[j], "no duplicates");
            }
        }
    }
}
