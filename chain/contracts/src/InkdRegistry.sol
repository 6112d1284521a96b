// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {InkdManaged} from "./InkdManaged.sol";

/// @title InkdRegistry
/// @notice On-chain registry of software projects and their versions. Each
/// version points at permanent Arweave content (`ar://<id>`).
/// @dev Writes are paid: only authorised writers (the treasury, which takes
/// the payment in the same transaction) create projects and push versions, on
/// behalf of the paying wallet. Collaborators are managed directly by the
/// project owner's wallet. Project ids start at 1; 0 means "none".
///
/// Storage keeps only what the contract's own rules need: per taken name
/// one slot holding the project's owner and id (so a creation writes one
/// new slot, not one for the name and one for the owner), the
/// collaborators, and per project one slot holding the version count and a
/// commitment to the version list (`head`, a rolling hash: see
/// versionsHead). The full records (name, description, every version's
/// content hash, tag and changelog) live in the events, which carry
/// everything an indexer needs without follow-up calls; anyone can check an
/// indexer's version list against `head`.
///
/// Because a project is stored under its name, a push names both the
/// project's id and its name hash (nameHashOf: keccak256 of the normalised
/// name) and is refused ProjectNotFound unless the two belong together: an
/// id with the wrong name can never reach another project.
///
/// Admin functions are `restricted`: the authority (InkdAccessManager)
/// decides who calls them and after which delay. addWriter is an admin
/// operation behind the admin delay; removeWriter is the guardian's, at once,
/// so a bad writer can be stopped without the power to add one.
contract InkdRegistry is InkdManaged {
    /// @notice Maximum project name length in bytes (after normalisation).
    uint256 public constant MAX_NAME_LENGTH = 64;
    /// @notice Maximum description length in bytes.
    uint256 public constant MAX_DESCRIPTION_LENGTH = 1024;
    /// @notice Maximum number of collaborators per project (owner excluded).
    uint256 public constant MAX_COLLABORATORS = 50;
    /// @notice Maximum length in bytes of a version's content type.
    uint256 public constant MAX_CONTENT_TYPE_LENGTH = 127;

    /// @notice A project to create. `name` is normalised (ASCII A-Z
    /// lowercased) before it is checked and stored; an empty license
    /// becomes "MIT".
    struct ProjectInput {
        string name;
        string description;
        string license;
        bool isPublic;
        bool isAgent;
        string agentEndpoint;
        string readmeHash;
    }

    /// @notice One version to push: the content id as published, its tag and
    /// its changelog, and what the content is: the SHA-256 of its bytes, its
    /// size in bytes and its media type. Each of the last three may be left
    /// unstated (zero, 0, ""); a reader can check the fetched bytes against
    /// what is stated without trusting whoever serves them.
    struct VersionInput {
        string arweaveHash;
        string versionTag;
        string changelog;
        bytes32 sha256;
        uint64 contentSize;
        string contentType;
    }

    /// @dev A project's version list in one slot: how many versions it has
    /// and the rolling hash of all of them (192 bits).
    struct VersionLog {
        uint64 count;
        bytes24 head;
    }

    error EmptyName();
    error NameTooLong();
    error NameTaken();
    error DescriptionTooLong();
    error EmptyArweaveHash();
    error EmptyVersionTag();
    /// @notice A content type longer than MAX_CONTENT_TYPE_LENGTH bytes.
    error ContentTypeTooLong();
    error ProjectNotFound();
    error NotOwnerOrCollaborator();
    error CannotAddOwner();
    error AlreadyCollaborator();
    error NotCollaborator();
    error TooManyCollaborators();
    error ZeroAddress();
    error Unauthorized();
    error NotProjectOwner();
    /// @notice A batch push without versions.
    error NoVersions();

    event ProjectCreated(
        uint256 indexed projectId,
        address indexed owner,
        string name,
        string description,
        string license,
        bool isPublic,
        bool isAgent,
        string agentEndpoint,
        string readmeHash,
        uint64 createdAt
    );
    event VersionPushed(
        uint256 indexed projectId,
        uint256 indexed versionIndex,
        address indexed pushedBy,
        string arweaveHash,
        string versionTag,
        string changelog,
        uint64 pushedAt,
        bytes32 sha256,
        uint64 contentSize,
        string contentType
    );
    event CollaboratorAdded(uint256 indexed projectId, address indexed collaborator);
    event CollaboratorRemoved(uint256 indexed projectId, address indexed collaborator);
    event WriterSet(address indexed writer, bool allowed);

    uint256 private _projectCount;
    /// @dev The project a name is taken by: owner in bits 0-159, id in bits
    /// 160-223; 0 for a free name (every project has an owner and an id).
    mapping(bytes32 nameHash => uint256 word) private _projects;
    mapping(uint256 projectId => VersionLog) private _versions;
    mapping(uint256 projectId => address[]) private _collaborators;
    /// @dev Position in _collaborators plus one; 0 means not a collaborator.
    mapping(uint256 projectId => mapping(address account => uint256 slot)) private _collaboratorSlot;
    mapping(address account => bool) private _writers;

    constructor(address initialAuthority) InkdManaged(initialAuthority) {}

    modifier onlyWriter() {
        if (!_writers[msg.sender]) revert Unauthorized();
        _;
    }

    modifier projectExists(uint256 projectId) {
        if (projectId == 0 || projectId > _projectCount) revert ProjectNotFound();
        _;
    }

    // ---------------------------------------------------------------- admin

    /// @notice Allows `writer` to create projects and push versions (admin,
    /// behind the admin delay).
    function addWriter(address writer) external restricted {
        if (writer == address(0)) revert ZeroAddress();
        _writers[writer] = true;
        emit WriterSet(writer, true);
    }

    /// @notice Disallows `writer` (guardian, at once).
    function removeWriter(address writer) external restricted {
        _writers[writer] = false;
        emit WriterSet(writer, false);
    }

    /// @notice Whether `account` may call the *For write functions.
    function isWriter(address account) external view returns (bool) {
        return _writers[account];
    }

    // --------------------------------------------------------------- writes

    /// @notice Creates a project owned by `projectOwner`. The name must be
    /// unique after normalisation. Stores the owner and the id under the
    /// name; the rest is in the ProjectCreated event.
    function createProjectFor(address projectOwner, ProjectInput calldata project)
        external
        onlyWriter
        returns (uint256 projectId)
    {
        if (projectOwner == address(0)) revert ZeroAddress();
        string memory normalized = _normalize(project.name);
        uint256 nameLength = bytes(normalized).length;
        if (nameLength == 0) revert EmptyName();
        if (nameLength > MAX_NAME_LENGTH) revert NameTooLong();
        string calldata description = project.description;
        if (bytes(description).length > MAX_DESCRIPTION_LENGTH) revert DescriptionTooLong();
        bytes32 nameHash = keccak256(bytes(normalized));
        if (_projects[nameHash] != 0) revert NameTaken();

        unchecked {
            projectId = ++_projectCount; // one a creation: never near 2^64
        }
        _projects[nameHash] = uint256(uint160(projectOwner)) | (projectId << 160);
        _emitCreated(projectId, projectOwner, normalized, description, project);
    }

    /// @notice Appends a version to `projectId`, whose name hashes to
    /// `nameHash`, pushed by `pusher` (the project owner or a collaborator).
    /// Returns its 0-based index.
    function pushVersionFor(address pusher, uint256 projectId, bytes32 nameHash, VersionInput calldata version)
        external
        onlyWriter
        returns (uint256 versionIndex)
    {
        address projectOwner = _existingOwner(projectId, nameHash);
        if (!_canPush(projectId, projectOwner, pusher)) revert NotOwnerOrCollaborator();
        (uint256 slot, uint256 count, bytes24 head) = _loadLog(projectId);
        versionIndex = count;
        unchecked {
            // count is 64 bits: no wrap
            _storeLog(slot, versionIndex + 1, _append(head, projectId, versionIndex, pusher, version));
        }
    }

    /// @notice Appends `versions` to `projectId` in order, with consecutive
    /// indexes, all pushed by `pusher`; returns the first index. Any invalid
    /// version reverts the whole batch. One read and one write of the
    /// project's version slot, whatever the batch size.
    function pushVersionsFor(address pusher, uint256 projectId, bytes32 nameHash, VersionInput[] calldata versions)
        external
        onlyWriter
        returns (uint256 firstIndex)
    {
        address projectOwner = _existingOwner(projectId, nameHash);
        if (versions.length == 0) revert NoVersions();
        if (!_canPush(projectId, projectOwner, pusher)) revert NotOwnerOrCollaborator();
        (uint256 slot, uint256 count, bytes24 head) = _loadLog(projectId);
        firstIndex = count;
        uint256 n = versions.length;
        // count is 64 bits and n at most the calldata's size: no sum wraps
        unchecked {
            for (uint256 i = 0; i < n; ++i) {
                head = _append(head, projectId, firstIndex + i, pusher, versions[i]);
            }
            _storeLog(slot, firstIndex + n, head);
        }
    }

    /// @notice Adds `collaborator` to the project named `name` (normalised
    /// first). Only the project owner.
    function addCollaborator(string calldata name, address collaborator) external {
        (uint256 projectId, address projectOwner) = _ownedByCaller(name);
        if (collaborator == address(0)) revert ZeroAddress();
        if (collaborator == projectOwner) revert CannotAddOwner();
        if (_collaboratorSlot[projectId][collaborator] != 0) revert AlreadyCollaborator();
        address[] storage list = _collaborators[projectId];
        if (list.length >= MAX_COLLABORATORS) revert TooManyCollaborators();
        list.push(collaborator);
        _collaboratorSlot[projectId][collaborator] = list.length;
        emit CollaboratorAdded(projectId, collaborator);
    }

    /// @notice Removes `collaborator` from the project named `name`
    /// (normalised first). Only the project owner. The last collaborator
    /// takes the removed one's place in the list.
    function removeCollaborator(string calldata name, address collaborator) external {
        (uint256 projectId,) = _ownedByCaller(name);
        uint256 slot = _collaboratorSlot[projectId][collaborator];
        if (slot == 0) revert NotCollaborator();
        address[] storage list = _collaborators[projectId];
        uint256 last = list.length;
        if (slot != last) {
            address moved = list[last - 1];
            list[slot - 1] = moved;
            _collaboratorSlot[projectId][moved] = slot;
        }
        list.pop();
        delete _collaboratorSlot[projectId][collaborator];
        emit CollaboratorRemoved(projectId, collaborator);
    }

    // ---------------------------------------------------------------- views

    /// @notice Number of projects; ids run from 1 to projectCount().
    function projectCount() external view returns (uint256) {
        return _projectCount;
    }

    /// @notice The keccak256 of `name` normalised as the registry stores
    /// it: the name hash a push names its project by.
    function nameHashOf(string calldata name) external pure returns (bytes32) {
        return keccak256(bytes(_normalize(name)));
    }

    /// @notice The id and owner of the project whose normalised name hashes
    /// to `nameHash`; (0, address(0)) when the name is free.
    function projectOf(bytes32 nameHash) public view returns (uint256 projectId, address projectOwner) {
        uint256 word = _projects[nameHash];
        return (word >> 160, address(uint160(word)));
    }

    /// @notice The id and owner of the project named `name` (normalised
    /// first); (0, address(0)) when the name is free.
    function projectByName(string calldata name) external view returns (uint256 projectId, address projectOwner) {
        return projectOf(keccak256(bytes(_normalize(name))));
    }

    /// @notice How many versions `projectId` has and the commitment to them;
    /// reverts ProjectNotFound. `head` starts at zero and each version
    /// (index i, pushed by `pusher` at `pushedAt`) moves it to
    /// bytes24(keccak256(abi.encode(head, projectId, i, pusher, arweaveHash,
    /// versionTag, changelog, pushedAt, sha256, contentSize, contentType))),
    /// so a version list read from the events reproduces it exactly, content
    /// digests, sizes and types included, or is not the chain's.
    function versionsHead(uint256 projectId)
        external
        view
        projectExists(projectId)
        returns (uint256 count, bytes24 head)
    {
        VersionLog memory log = _versions[projectId];
        return (log.count, log.head);
    }

    /// @notice Whether `name` (normalised first) is valid and not taken.
    function nameAvailable(string calldata name) external view returns (bool) {
        string memory normalized = _normalize(name);
        uint256 length = bytes(normalized).length;
        if (length == 0 || length > MAX_NAME_LENGTH) return false;
        return _projects[keccak256(bytes(normalized))] == 0;
    }

    /// @notice Whether `account` is a collaborator of `projectId` (false
    /// for the owner and for unknown projects).
    function isCollaborator(uint256 projectId, address account) external view returns (bool) {
        return _collaboratorSlot[projectId][account] != 0;
    }

    /// @notice The collaborators of `projectId`, in list order.
    function getCollaborators(uint256 projectId) external view projectExists(projectId) returns (address[] memory) {
        return _collaborators[projectId];
    }

    /// @notice Whether `account` may push versions to `projectId` named by
    /// `nameHash` (owner or collaborator); false for unknown projects and
    /// for an id and a name hash of different projects.
    function canPush(uint256 projectId, bytes32 nameHash, address account) external view returns (bool) {
        uint256 word = _projects[nameHash];
        if (word == 0 || word >> 160 != projectId) return false;
        return _canPush(projectId, address(uint160(word)), account);
    }

    // ------------------------------------------------------------- internal

    /// @dev The owner of `projectId`, which `nameHash` must be the name
    /// hash of; reverts ProjectNotFound when it is not (a free name, or a
    /// name taken by another project). Ids start at 1, so a free name's
    /// word (0) never matches. A push needs this slot anyway, and is spared
    /// a read of the project count (cold in a single push).
    function _existingOwner(uint256 projectId, bytes32 nameHash) private view returns (address projectOwner) {
        uint256 word = _projects[nameHash];
        if (word == 0 || word >> 160 != projectId) revert ProjectNotFound();
        projectOwner = address(uint160(word));
    }

    /// @dev The id and owner of the project named `name`, which the caller
    /// must own: ProjectNotFound for a free name, NotProjectOwner otherwise.
    function _ownedByCaller(string calldata name) private view returns (uint256 projectId, address projectOwner) {
        (projectId, projectOwner) = projectOf(keccak256(bytes(_normalize(name))));
        if (projectId == 0) revert ProjectNotFound();
        if (msg.sender != projectOwner) revert NotProjectOwner();
    }

    /// @dev The version slot of `projectId` read as one word, laid out as
    /// Solidity lays out VersionLog: count in bits 0-63, head in 64-255.
    /// A push reads and writes it once each (assigning the struct wrote the
    /// slot once per member).
    function _loadLog(uint256 projectId) private view returns (uint256 slot, uint256 count, bytes24 head) {
        VersionLog storage log = _versions[projectId];
        uint256 word;
        assembly ("memory-safe") {
            slot := log.slot
            word := sload(slot)
        }
        count = uint64(word);
        head = bytes24(uint192(word >> 64));
    }

    /// @dev Writes the version slot read by _loadLog: `count` (kept to 64
    /// bits, as the struct's field was) and `head`.
    function _storeLog(uint256 slot, uint256 count, bytes24 head) private {
        uint256 word = uint256(uint64(count)) | (uint256(uint192(head)) << 64);
        assembly ("memory-safe") {
            sstore(slot, word)
        }
    }

    function _canPush(uint256 projectId, address projectOwner, address account) private view returns (bool) {
        return account == projectOwner || _collaboratorSlot[projectId][account] != 0;
    }

    /// @dev Emits ProjectCreated with its data built in scratch memory past
    /// the free pointer, as abi.encode(name, description, license, isPublic,
    /// isAgent, agentEndpoint, readmeHash, createdAt) would build it: the
    /// strings are copied straight from the calldata (the normalised name
    /// from memory), an empty license as "MIT"; nothing is allocated. Each
    /// member is decoded (its offset and length checked) once: the caller
    /// passes the description it already checked. The two bools are copied
    /// as their calldata words, after the check Solidity's decoder makes (a
    /// word other than 0 or 1 reverts without data), which costs ~75 gas
    /// less each than reading them as members.
    function _emitCreated(
        uint256 projectId,
        address projectOwner,
        string memory name,
        string calldata description,
        ProjectInput calldata p
    ) private {
        uint256 d;
        uint256 size;
        assembly ("memory-safe") {
            let isPublic := calldataload(add(p, 0x60)) // ProjectInput's fourth and fifth words
            let isAgent := calldataload(add(p, 0x80))
            if gt(or(isPublic, isAgent), 1) { revert(0, 0) }
            d := mload(0x40)
            let len := mload(name)
            mstore(d, 0x100)
            mstore(add(d, 0x100), len)
            mcopy(add(d, 0x120), add(name, 0x20), len)
            mstore(add(add(d, 0x120), len), 0)
            size := add(0x120, and(add(len, 31), not(31)))
            mstore(add(d, 0x60), isPublic)
            mstore(add(d, 0x80), isAgent)
            mstore(add(d, 0xe0), timestamp()) // createdAt (uint64: any real timestamp fits)
        }
        size = _putString(d, 0x20, size, description);
        string calldata license = p.license;
        if (bytes(license).length == 0) {
            assembly ("memory-safe") {
                mstore(add(d, 0x40), size)
                mstore(add(d, size), 3)
                mstore(add(d, add(size, 0x20)), "MIT")
                size := add(size, 0x40)
            }
        } else {
            size = _putString(d, 0x40, size, license);
        }
        size = _putString(d, 0xa0, size, p.agentEndpoint);
        size = _putString(d, 0xc0, size, p.readmeHash);
        bytes32 topic = ProjectCreated.selector;
        assembly ("memory-safe") {
            log3(d, size, topic, projectId, and(projectOwner, 0xffffffffffffffffffffffffffffffffffffffff))
        }
    }

    /// @dev Checks one version, emits its VersionPushed and returns the
    /// head that commits to it (see versionsHead). The event's data is
    /// abi.encode(arweaveHash, versionTag, changelog, pushedAt, sha256,
    /// contentSize, contentType), and the hashed preimage abi.encode(head,
    /// projectId, index, pusher, arweaveHash, ..., contentType) is those same
    /// words behind four more, with each string offset 0x80 further: so both
    /// are built once, in scratch memory past the free pointer (nothing is
    /// allocated; a batch reuses the same bytes for every version).
    function _append(bytes24 head, uint256 projectId, uint256 index, address pusher, VersionInput calldata v)
        private
        returns (bytes24 next)
    {
        string calldata arweaveHash = v.arweaveHash; // each member decoded once
        string calldata versionTag = v.versionTag;
        if (bytes(arweaveHash).length == 0) revert EmptyArweaveHash();
        if (bytes(versionTag).length == 0) revert EmptyVersionTag();
        uint256 p;
        assembly ("memory-safe") {
            p := mload(0x40)
            mstore(p, and(head, not(0xffffffffffffffff)))
            mstore(add(p, 0x20), projectId)
            mstore(add(p, 0x40), index)
            mstore(add(p, 0x60), and(pusher, 0xffffffffffffffffffffffffffffffffffffffff))
            mstore(add(p, 0xe0), timestamp()) // pushedAt (uint64: any real timestamp fits)
            // sha256 and contentSize, VersionInput's fourth and fifth words,
            // copied as they stand after the check Solidity's decoder makes
            // (a size wider than 64 bits reverts without data)
            let contentSize := calldataload(add(v, 0x80))
            if gt(contentSize, 0xffffffffffffffff) { revert(0, 0) }
            mstore(add(p, 0x100), calldataload(add(v, 0x60)))
            mstore(add(p, 0x120), contentSize)
        }
        uint256 d = p + 0x80; // the event's data
        uint256 size = _putString(d, 0x00, 0xe0, arweaveHash);
        size = _putString(d, 0x20, size, versionTag);
        size = _putString(d, 0x40, size, v.changelog);
        size = _putContentType(d, size, v.contentType);
        bytes32 topic = VersionPushed.selector;
        assembly ("memory-safe") {
            log4(d, size, topic, projectId, index, and(pusher, 0xffffffffffffffffffffffffffffffffffffffff))
            // the preimage: string offsets now count from p, 0x80 earlier
            mstore(d, add(mload(d), 0x80))
            mstore(add(d, 0x20), add(mload(add(d, 0x20)), 0x80))
            mstore(add(d, 0x40), add(mload(add(d, 0x40)), 0x80))
            mstore(add(d, 0xc0), add(mload(add(d, 0xc0)), 0x80))
            next := and(keccak256(p, add(0x80, size)), not(0xffffffffffffffff))
        }
    }

    /// @dev _putString for the content type, at the event data's seventh
    /// word, after checking its length.
    function _putContentType(uint256 d, uint256 at, string calldata contentType) private pure returns (uint256) {
        if (bytes(contentType).length > MAX_CONTENT_TYPE_LENGTH) revert ContentTypeTooLong();
        return _putString(d, 0xc0, at, contentType);
    }

    /// @dev ABI-encodes `s` at d+at (length word, bytes, zero padding) and
    /// its offset `at` in the head word at d+slot; returns the offset after
    /// it. Scratch memory past the free pointer: nothing is allocated.
    function _putString(uint256 d, uint256 slot, uint256 at, string calldata s) private pure returns (uint256 next) {
        assembly ("memory-safe") {
            mstore(add(d, slot), at)
            let dst := add(d, at)
            mstore(dst, s.length)
            calldatacopy(add(dst, 0x20), s.offset, s.length)
            mstore(add(add(dst, 0x20), s.length), 0)
            next := add(at, add(0x20, and(add(s.length, 31), not(31))))
        }
    }

    /// @dev Lowercases ASCII A-Z; every other byte is kept as is. Works on
    /// 32 bytes at a time: for each byte b below 0x80, (b + 0x3F) has its
    /// top bit set iff b >= 0x41 and (b + 0x25) iff b >= 0x5B (no sum
    /// carries into the next byte), so their difference marks A-Z, whose
    /// 0x20 bit is then set.
    function _normalize(string calldata name) private pure returns (string memory out) {
        uint256 length = bytes(name).length;
        uint256 src;
        assembly ("memory-safe") {
            src := name.offset
            out := mload(0x40)
            mstore(out, length)
            let dst := add(out, 0x20)
            let size := and(add(length, 31), not(31))
            let low7 := 0x7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f
            let high := 0x8080808080808080808080808080808080808080808080808080808080808080
            let from41 := 0x3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f
            let from5b := 0x2525252525252525252525252525252525252525252525252525252525252525
            for { let i := 0 } lt(i, size) { i := add(i, 0x20) } {
                let x := calldataload(add(src, i))
                let b := and(x, low7)
                let upper := and(and(add(b, from41), not(add(b, from5b))), and(not(x), high))
                mstore(add(dst, i), or(x, shr(2, upper)))
            }
            mstore(add(dst, length), 0) // what the last word read past the name
            mstore(0x40, add(dst, size))
        }
    }
}
