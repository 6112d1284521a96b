// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {InkdManaged} from "./InkdManaged.sol";

/// @title InkdRegistry
/// @notice On-chain registry of software projects and their versions. Each
/// version points at permanent Arweave content (`ar://<id>`).
/// @dev Writes are paid: only authorised writers (the treasury, which takes
/// the payment in the same transaction) create projects and push versions, on
/// behalf of the paying wallet. Collaborators are managed directly by the
/// project owner's wallet. Every event carries the full record so an indexer
/// needs no follow-up calls. Project ids start at 1; 0 means "none".
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

    /// @notice A registered project.
    struct Project {
        uint256 id;
        string name;
        string description;
        string license;
        address owner;
        bool isPublic;
        bool isAgent;
        string agentEndpoint;
        string readmeHash;
        uint64 createdAt;
        uint256 versionCount;
    }

    /// @notice One version of a project; index is 0-based.
    struct Version {
        uint256 projectId;
        uint256 index;
        string arweaveHash;
        string versionTag;
        string changelog;
        address pushedBy;
        uint64 pushedAt;
    }

    error EmptyName();
    error NameTooLong();
    error NameTaken();
    error DescriptionTooLong();
    error EmptyArweaveHash();
    error EmptyVersionTag();
    error ProjectNotFound();
    error VersionNotFound();
    error NotOwnerOrCollaborator();
    error CannotAddOwner();
    error AlreadyCollaborator();
    error NotCollaborator();
    error TooManyCollaborators();
    error ZeroAddress();
    error Unauthorized();
    error NotProjectOwner();

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
        uint64 pushedAt
    );
    event CollaboratorAdded(uint256 indexed projectId, address indexed collaborator);
    event CollaboratorRemoved(uint256 indexed projectId, address indexed collaborator);
    event WriterSet(address indexed writer, bool allowed);

    uint256 private _projectCount;
    mapping(uint256 projectId => Project) private _projects;
    mapping(uint256 projectId => mapping(uint256 index => Version)) private _versions;
    mapping(bytes32 nameHash => uint256 projectId) private _idByName;
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

    /// @notice Creates a project owned by `projectOwner`. The name is stored
    /// lowercased (ASCII A-Z only) and must be unique; an empty license
    /// becomes "MIT".
    function createProjectFor(
        address projectOwner,
        string memory name,
        string memory description,
        string memory license,
        bool isPublic,
        bool isAgent,
        string memory agentEndpoint,
        string memory readmeHash
    ) external onlyWriter returns (uint256 projectId) {
        if (projectOwner == address(0)) revert ZeroAddress();
        string memory normalized = _normalize(name);
        uint256 nameLength = bytes(normalized).length;
        if (nameLength == 0) revert EmptyName();
        if (nameLength > MAX_NAME_LENGTH) revert NameTooLong();
        if (bytes(description).length > MAX_DESCRIPTION_LENGTH) revert DescriptionTooLong();
        bytes32 nameHash = keccak256(bytes(normalized));
        if (_idByName[nameHash] != 0) revert NameTaken();
        if (bytes(license).length == 0) license = "MIT";

        projectId = ++_projectCount;
        _idByName[nameHash] = projectId;
        Project storage p = _projects[projectId];
        p.id = projectId;
        p.name = normalized;
        p.description = description;
        p.license = license;
        p.owner = projectOwner;
        p.isPublic = isPublic;
        p.isAgent = isAgent;
        p.agentEndpoint = agentEndpoint;
        p.readmeHash = readmeHash;
        p.createdAt = uint64(block.timestamp);

        emit ProjectCreated(
            projectId,
            projectOwner,
            normalized,
            description,
            license,
            isPublic,
            isAgent,
            agentEndpoint,
            readmeHash,
            uint64(block.timestamp)
        );
    }

    /// @notice Appends a version to `projectId`, pushed by `pusher` (the
    /// project owner or a collaborator). Returns its 0-based index.
    function pushVersionFor(
        address pusher,
        uint256 projectId,
        string memory arweaveHash,
        string memory versionTag,
        string memory changelog
    ) external onlyWriter projectExists(projectId) returns (uint256 versionIndex) {
        if (!_canPush(projectId, pusher)) revert NotOwnerOrCollaborator();
        if (bytes(arweaveHash).length == 0) revert EmptyArweaveHash();
        if (bytes(versionTag).length == 0) revert EmptyVersionTag();

        Project storage p = _projects[projectId];
        versionIndex = p.versionCount++;
        Version storage v = _versions[projectId][versionIndex];
        v.projectId = projectId;
        v.index = versionIndex;
        v.arweaveHash = arweaveHash;
        v.versionTag = versionTag;
        v.changelog = changelog;
        v.pushedBy = pusher;
        v.pushedAt = uint64(block.timestamp);

        emit VersionPushed(projectId, versionIndex, pusher, arweaveHash, versionTag, changelog, uint64(block.timestamp));
    }

    /// @notice Adds `collaborator` to `projectId`. Only the project owner.
    function addCollaborator(uint256 projectId, address collaborator) external projectExists(projectId) {
        address projectOwner = _projects[projectId].owner;
        if (msg.sender != projectOwner) revert NotProjectOwner();
        if (collaborator == address(0)) revert ZeroAddress();
        if (collaborator == projectOwner) revert CannotAddOwner();
        if (_collaboratorSlot[projectId][collaborator] != 0) revert AlreadyCollaborator();
        address[] storage list = _collaborators[projectId];
        if (list.length >= MAX_COLLABORATORS) revert TooManyCollaborators();
        list.push(collaborator);
        _collaboratorSlot[projectId][collaborator] = list.length;
        emit CollaboratorAdded(projectId, collaborator);
    }

    /// @notice Removes `collaborator` from `projectId`. Only the project owner.
    /// The last collaborator takes the removed one's place in the list.
    function removeCollaborator(uint256 projectId, address collaborator) external projectExists(projectId) {
        if (msg.sender != _projects[projectId].owner) revert NotProjectOwner();
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

    /// @notice The project `projectId`; reverts ProjectNotFound.
    function getProject(uint256 projectId) external view projectExists(projectId) returns (Project memory) {
        return _projects[projectId];
    }

    /// @notice Version `index` (0-based) of `projectId`; reverts
    /// ProjectNotFound or VersionNotFound.
    function getVersion(uint256 projectId, uint256 index)
        external
        view
        projectExists(projectId)
        returns (Version memory)
    {
        if (index >= _projects[projectId].versionCount) revert VersionNotFound();
        return _versions[projectId][index];
    }

    /// @notice The id of the project named `name` (normalised first), 0 if none.
    function projectIdByName(string memory name) external view returns (uint256) {
        return _idByName[keccak256(bytes(_normalize(name)))];
    }

    /// @notice Whether `name` (normalised first) is valid and not taken.
    function nameAvailable(string memory name) external view returns (bool) {
        string memory normalized = _normalize(name);
        uint256 length = bytes(normalized).length;
        if (length == 0 || length > MAX_NAME_LENGTH) return false;
        return _idByName[keccak256(bytes(normalized))] == 0;
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

    /// @notice Whether `account` may push versions to `projectId` (owner or
    /// collaborator); false for unknown projects.
    function canPush(uint256 projectId, address account) external view returns (bool) {
        if (projectId == 0 || projectId > _projectCount) return false;
        return _canPush(projectId, account);
    }

    // ------------------------------------------------------------- internal

    function _canPush(uint256 projectId, address account) private view returns (bool) {
        return account == _projects[projectId].owner || _collaboratorSlot[projectId][account] != 0;
    }

    /// @dev Lowercases ASCII A-Z; every other byte is kept as is.
    function _normalize(string memory name) private pure returns (string memory) {
        bytes memory src = bytes(name);
        bytes memory out = new bytes(src.length);
        for (uint256 i = 0; i < src.length; i++) {
            bytes1 c = src[i];
            if (c >= 0x41 && c <= 0x5A) c = bytes1(uint8(c) + 32);
            out[i] = c;
        }
        return string(out);
    }
}
