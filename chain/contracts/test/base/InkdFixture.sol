// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {TestBase} from "./TestBase.sol";
import {DevUSDC} from "../../src/DevUSDC.sol";
import {DevPool} from "../../src/DevPool.sol";
import {InkdToken} from "../../src/InkdToken.sol";
import {InkdBuyback} from "../../src/InkdBuyback.sol";
import {InkdRegistry} from "../../src/InkdRegistry.sol";
import {InkdTreasury} from "../../src/InkdTreasury.sol";
import {InkdTreasuryBooks} from "../../src/InkdTreasuryBooks.sol";
import {InkdAccessManager} from "../../src/InkdAccessManager.sol";

/// @notice Deployment, wiring and the helpers every test shares.
///
/// The contracts answer to one InkdAccessManager, wired as chain/deploy
/// wires it (chain/deploy/roles.go): INKD_ADMIN_ROLE (1) holds every
/// function that adds power or moves money, GUARDIAN_ROLE (2) the ones that
/// revoke or pause, and role 2 guards every role (the manager's own code).
/// The fixture deploys and wires as the deployer, then hands over: ADMIN gets the manager's root role and
/// role 1 with adminDelay(), GUARDIAN gets role 2, and the fixture renounces
/// its roles. Every privileged call of the suite goes through _asAdmin (and
/// adminCall() for the invariant handlers); test/AccessControl.t.sol states
/// who may call what.
abstract contract InkdFixture is TestBase {
    // Actors. Keys are fixed so signatures are reproducible.
    address internal constant ADMIN = address(0x0A11);
    address internal constant GUARDIAN = address(0x6A4D);
    address internal constant SETTLER = address(0x5E77);
    address internal constant KEEPER = address(0x6EE9);
    address internal constant STORAGE_WALLET = address(0x5707);
    address internal constant STRANGER = address(0xBAD);
    uint256 internal constant PAYER_KEY = 0xA11CE;
    uint256 internal constant OTHER_KEY = 0xB0B;
    address internal payer;
    address internal other;

    // Roles of the manager (InkdAccessManager names 1 and 2).
    uint64 internal constant ROOT_ROLE = 0;
    uint64 internal constant ADMIN_ROLE = 1;
    uint64 internal constant GUARDIAN_ROLE = 2;

    // Amounts (USDC has 6 decimals).
    uint256 internal constant FEE = 100_000; // 0.10 USDC
    uint256 internal constant STORAGE_COST = 20_000;
    uint256 internal constant PAYER_FUNDS = 1_000_000_000; // 1,000 USDC
    uint256 internal constant POOL_USDC = 1_000_000_000_000; // 1,000,000 USDC
    uint256 internal constant POOL_INKD = 100_000_000 ether;
    /// @dev The buyback's floor as chain/deploy sets it with a DevPool: 90%
    /// of the seeded price of 100 INKD per USDC.
    uint256 internal constant FLOOR_INKD_PER_USDC = 90 ether;

    DevUSDC internal usdc;
    InkdToken internal inkd;
    DevPool internal pool;
    InkdAccessManager internal manager;
    InkdBuyback internal buyback;
    InkdRegistry internal registry;
    InkdTreasury internal treasury;

    uint256 private _nonceCounter;
    mapping(address caller => bool) private _adminCallers;
    /// @dev The name each project was created under, as the test passed it
    /// (_created records it): the registry keeps a project under its name
    /// hash, so a push and the collaborator calls need the name back.
    mapping(uint256 projectId => string) internal _nameOf;

    function setUp() public virtual {
        _deploy();
    }

    /// @dev The admin's execution delay. Zero for most tests, so that an
    /// admin call takes effect at once; the timelock tests override it.
    function adminDelay() internal view virtual returns (uint32) {
        return 0;
    }

    /// @dev The contracts as chain/deploy wires them: the manager, the
    /// buyback first (the treasury takes its address), the roles of the
    /// admin and guardian functions, then, as the deployer, the treasury as
    /// the registry's writer and the buyback's depositor, one settler, one
    /// keeper, the buyback's floor, a pool; last the handover to ADMIN and
    /// GUARDIAN.
    function _deploy() internal {
        payer = vm.addr(PAYER_KEY);
        other = vm.addr(OTHER_KEY);
        usdc = new DevUSDC();
        inkd = new InkdToken(address(this), POOL_INKD * 2); // half for the pool
        pool = new DevPool(address(usdc), address(inkd));
        usdc.mint(address(this), POOL_USDC);
        usdc.approve(address(pool), POOL_USDC);
        inkd.approve(address(pool), POOL_INKD);
        pool.addLiquidity(POOL_USDC, POOL_INKD);

        manager = new InkdAccessManager(address(this));
        registry = new InkdRegistry(address(manager));
        buyback = new InkdBuyback(address(usdc), address(0), address(pool), address(manager));
        treasury =
            new InkdTreasury(address(usdc), address(registry), address(buyback), STORAGE_WALLET, address(manager));
        _wireRoles();
        manager.grantRole(ADMIN_ROLE, address(this), 0);
        registry.addWriter(address(treasury));
        buyback.setTreasury(address(treasury));
        buyback.setInkdToken(address(inkd));
        buyback.setMinInkdPerUsdc(FLOOR_INKD_PER_USDC);
        treasury.addSettler(SETTLER);
        buyback.addKeeper(KEEPER);
        _handOver();

        usdc.mint(payer, PAYER_FUNDS);
        usdc.mint(other, PAYER_FUNDS);
        vm.label(address(manager), "manager");
        vm.label(ADMIN, "admin");
        vm.label(GUARDIAN, "guardian");
        vm.label(SETTLER, "settler");
        vm.label(KEEPER, "keeper");
        vm.label(STORAGE_WALLET, "storageWallet");
        vm.label(payer, "payer");
        vm.label(other, "other");
    }

    /// @dev chain/deploy's planRoles: each admin and guardian function is
    /// mapped to its role (chain/admin/roles.go). Role 2 guards every role
    /// by the manager's own code (InkdAccessManager.getRoleGuardian).
    function _wireRoles() private {
        _map(address(registry), ADMIN_ROLE, abi.encodePacked(InkdRegistry.addWriter.selector));
        _map(address(registry), GUARDIAN_ROLE, abi.encodePacked(InkdRegistry.removeWriter.selector));
        _map(
            address(treasury),
            ADMIN_ROLE,
            abi.encodePacked(
                InkdTreasuryBooks.addSettler.selector,
                InkdTreasuryBooks.setStorageWallet.selector,
                InkdTreasuryBooks.setBuyback.selector,
                InkdTreasuryBooks.withdraw.selector,
                InkdTreasuryBooks.unpause.selector,
                InkdTreasuryBooks.payout.selector
            )
        );
        _map(
            address(treasury),
            GUARDIAN_ROLE,
            abi.encodePacked(InkdTreasuryBooks.removeSettler.selector, InkdTreasuryBooks.pause.selector)
        );
        _map(
            address(buyback),
            ADMIN_ROLE,
            abi.encodePacked(
                InkdBuyback.addKeeper.selector,
                InkdBuyback.setMinInkdPerUsdc.selector,
                InkdBuyback.setInkdToken.selector,
                InkdBuyback.setThreshold.selector,
                InkdBuyback.setMaxSlippageBps.selector,
                InkdBuyback.setRouter.selector,
                InkdBuyback.setTreasury.selector,
                InkdBuyback.withdraw.selector,
                InkdBuyback.executeBuyback.selector
            )
        );
        _map(address(buyback), GUARDIAN_ROLE, abi.encodePacked(InkdBuyback.removeKeeper.selector));
    }

    /// @dev Maps the selectors packed in `packed` (4 bytes each) of `target`
    /// to `role`.
    function _map(address target, uint64 role, bytes memory packed) private {
        bytes4[] memory sel = new bytes4[](packed.length / 4);
        for (uint256 i = 0; i < sel.length; i++) {
            sel[i] = bytes4(
                bytes.concat(packed[4 * i], packed[4 * i + 1], packed[4 * i + 2], packed[4 * i + 3])
            );
        }
        manager.setTargetFunctionRole(target, sel, role);
    }

    /// @dev chain/deploy's planHandover: the guardian role, both admin roles
    /// for ADMIN with its delay, then the deployer renounces (root last).
    function _handOver() private {
        manager.grantRole(GUARDIAN_ROLE, GUARDIAN, 0);
        manager.grantRole(ADMIN_ROLE, ADMIN, adminDelay());
        manager.grantRole(ROOT_ROLE, ADMIN, adminDelay());
        manager.renounceRole(ADMIN_ROLE, address(this));
        manager.renounceRole(ROOT_ROLE, address(this));
    }

    // ------------------------------------------------------------ admin powers

    /// @dev Performs a privileged call as the admin and bubbles its revert so
    /// a test can expect it. With an admin delay, the call is scheduled on
    /// the manager, time moves past the delay and the manager executes it.
    function _asAdmin(address target, bytes memory data) internal returns (bytes memory ret) {
        bool ok;
        if (adminDelay() != 0) {
            vm.prank(ADMIN);
            manager.schedule(target, data, 0);
            vm.warp(block.timestamp + adminDelay());
            vm.prank(ADMIN);
            (ok, ret) = address(manager).call(abi.encodeCall(manager.execute, (target, data)));
        } else {
            vm.prank(ADMIN);
            (ok, ret) = target.call(data);
        }
        if (!ok) {
            assembly ("memory-safe") {
                revert(add(ret, 32), mload(ret))
            }
        }
    }

    /// @dev Performs a call as the guardian; bubbles the revert.
    function _asGuardian(address target, bytes memory data) internal {
        vm.prank(GUARDIAN);
        (bool ok, bytes memory ret) = target.call(data);
        if (!ok) {
            assembly ("memory-safe") {
                revert(add(ret, 32), mload(ret))
            }
        }
    }

    /// @notice The invariant handlers' door to the admin's powers.
    function adminCall(address target, bytes calldata data) external returns (bytes memory) {
        require(_adminCallers[msg.sender], "adminCall: not a handler");
        return _asAdmin(target, data);
    }

    function _allowAdminCalls(address handler) internal {
        _adminCallers[handler] = true;
    }

    function _addWriter(address writer) internal {
        _asAdmin(address(registry), abi.encodeCall(InkdRegistry.addWriter, (writer)));
    }

    function _addSettler(address settler) internal {
        _asAdmin(address(treasury), abi.encodeCall(InkdTreasuryBooks.addSettler, (settler)));
    }

    /// @dev Revoking is the guardian's (no delay).
    function _removeSettler(address settler) internal {
        _asGuardian(address(treasury), abi.encodeCall(InkdTreasuryBooks.removeSettler, (settler)));
    }

    function _addKeeper(address keeper) internal {
        _asAdmin(address(buyback), abi.encodeCall(InkdBuyback.addKeeper, (keeper)));
    }

    function _setBuybackTreasury(address treasury_) internal {
        _asAdmin(address(buyback), abi.encodeCall(InkdBuyback.setTreasury, (treasury_)));
    }

    function _setInkdToken(address token) internal {
        _asAdmin(address(buyback), abi.encodeCall(InkdBuyback.setInkdToken, (token)));
    }

    function _setThreshold(uint256 threshold) internal {
        _asAdmin(address(buyback), abi.encodeCall(InkdBuyback.setThreshold, (threshold)));
    }

    function _setFloor(uint256 minInkdPerUsdc) internal {
        _asAdmin(address(buyback), abi.encodeCall(InkdBuyback.setMinInkdPerUsdc, (minInkdPerUsdc)));
    }

    function _treasuryWithdraw(address to, uint256 amount) internal {
        _asAdmin(address(treasury), abi.encodeCall(InkdTreasuryBooks.withdraw, (to, amount)));
    }

    // -------------------------------------------------------------- payments

    function _nextNonce() internal returns (bytes32) {
        return keccak256(abi.encode("inkd-test-nonce", ++_nonceCounter));
    }

    /// @dev An EIP-3009 TransferWithAuthorization of `value` from the key's
    /// address to `to`, signed under DevUSDC's domain.
    function _signAuth(
        uint256 key,
        address to,
        uint256 value,
        uint256 validAfter,
        uint256 validBefore,
        bytes32 nonce
    ) internal view returns (InkdTreasury.Payment memory pay) {
        bytes32 structHash = keccak256(
            abi.encode(
                usdc.TRANSFER_WITH_AUTHORIZATION_TYPEHASH(), vm.addr(key), to, value, validAfter, validBefore, nonce
            )
        );
        bytes32 digest = keccak256(abi.encodePacked("\x19\x01", usdc.DOMAIN_SEPARATOR(), structHash));
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(key, digest);
        pay = InkdTreasury.Payment({
            from: vm.addr(key),
            value: value,
            validAfter: validAfter,
            validBefore: validBefore,
            nonce: nonce,
            v: v,
            r: r,
            s: s
        });
    }

    /// @dev A payment of `value` to the treasury, valid for five minutes.
    function _pay(uint256 key, uint256 value) internal returns (InkdTreasury.Payment memory) {
        return _signAuth(key, address(treasury), value, 0, block.timestamp + 300, _nextNonce());
    }

    /// @dev Submits `pay` straight to USDC, as a front-runner would.
    function _frontRun(InkdTreasury.Payment memory pay) internal {
        vm.prank(STRANGER);
        usdc.transferWithAuthorization(
            pay.from, address(treasury), pay.value, pay.validAfter, pay.validBefore, pay.nonce, pay.v, pay.r, pay.s
        );
    }

    // ---------------------------------------------------------- paid writes

    /// @dev A public project input named `name` with a short description.
    /// @dev PaymentReceived's `write` word, spelt out here rather than
    /// taken from the treasury so the tests check its layout.
    function _write(uint8 kind, uint256 index, uint256 count) internal pure returns (uint256) {
        return uint256(kind) * 2 ** 128 + index * 2 ** 64 + count;
    }

    function _project(string memory name) internal pure returns (InkdRegistry.ProjectInput memory) {
        return InkdRegistry.ProjectInput({
            name: name,
            description: "a project",
            license: "",
            isPublic: true,
            isAgent: false,
            agentEndpoint: "",
            readmeHash: ""
        });
    }

    function _version(string memory arweaveHash, string memory tag, string memory changelog)
        internal
        pure
        returns (InkdRegistry.VersionInput memory)
    {
        return InkdRegistry.VersionInput({
            arweaveHash: arweaveHash,
            versionTag: tag,
            changelog: changelog,
            sha256: bytes32(0),
            contentSize: 0,
            contentType: ""
        });
    }

    /// @dev A version that states its content: digest, size and type.
    function _versionOf(
        string memory arweaveHash,
        string memory tag,
        bytes32 digest,
        uint64 contentSize,
        string memory contentType
    ) internal pure returns (InkdRegistry.VersionInput memory v) {
        v = _version(arweaveHash, tag, "");
        v.sha256 = digest;
        v.contentSize = contentSize;
        v.contentType = contentType;
    }

    /// @dev `n` valid versions tagged `<prefix>0`, `<prefix>1`, ...
    function _versions(string memory prefix, uint256 n) internal pure returns (InkdRegistry.VersionInput[] memory vs) {
        vs = new InkdRegistry.VersionInput[](n);
        for (uint256 i = 0; i < n; i++) {
            vs[i] = _version("ar-hash", string.concat(prefix, _decimal(i)), "changes");
        }
    }

    function _create(InkdTreasury.Payment memory pay, uint256 storageCost, string memory name)
        internal
        returns (uint256 projectId)
    {
        vm.prank(SETTLER);
        projectId = treasury.createProjectPaid(pay, storageCost, _project(name));
        _created(projectId, name);
    }

    /// @dev Records that `projectId` was created under `name`, for
    /// _hashOf and the collaborator helpers (0: a create a test expected
    /// to revert).
    function _created(uint256 projectId, string memory name) internal {
        if (projectId != 0) _nameOf[projectId] = name;
    }

    /// @dev The name hash of `name`: keccak256 of it lowercased.
    function _nameHash(string memory name) internal pure returns (bytes32) {
        return keccak256(bytes(_lowerAscii(name)));
    }

    /// @dev A name hash no project of the suite is created under.
    bytes32 internal constant FREE_NAME_HASH = keccak256("no project is named this");

    /// @dev The name hash of the project created as `projectId`; for an id
    /// no test created, a free name's (so the pair names no project).
    function _hashOf(uint256 projectId) internal view returns (bytes32) {
        if (bytes(_nameOf[projectId]).length == 0) return FREE_NAME_HASH;
        return _nameHash(_nameOf[projectId]);
    }

    function _push(InkdTreasury.Payment memory pay, uint256 storageCost, uint256 projectId, string memory tag)
        internal
        returns (uint256 versionIndex)
    {
        vm.prank(SETTLER);
        return treasury.pushVersionPaid(
            pay, storageCost, projectId, _hashOf(projectId), _version("ar-hash", tag, "changes")
        );
    }

    /// @dev The owner of `projectId` (created by the test), read from the
    /// registry under its name.
    function _ownerOf(uint256 projectId) internal view returns (address projectOwner) {
        uint256 id;
        (id, projectOwner) = registry.projectOf(_hashOf(projectId));
        require(id == projectId, "_ownerOf: not this project's name");
    }

    /// @dev The registry's head after `v` is appended to `head` as version
    /// `index` of `projectId`, pushed by `pusher` now: the formula
    /// InkdRegistry.versionsHead documents, written out independently.
    /// @dev Expects the registry's VersionPushed for `v`, pushed now.
    function _expectVersionPushed(uint256 projectId, uint256 index, address pusher, InkdRegistry.VersionInput memory v)
        internal
    {
        vm.expectEmit(address(registry));
        emit InkdRegistry.VersionPushed(
            projectId,
            index,
            pusher,
            v.arweaveHash,
            v.versionTag,
            v.changelog,
            uint64(block.timestamp),
            v.sha256,
            v.contentSize,
            v.contentType
        );
    }

    function _nextHead(
        bytes24 head,
        uint256 projectId,
        uint256 index,
        address pusher,
        InkdRegistry.VersionInput memory v
    ) internal view returns (bytes24) {
        return bytes24(
            keccak256(
                abi.encode(
                    head,
                    projectId,
                    index,
                    pusher,
                    v.arweaveHash,
                    v.versionTag,
                    v.changelog,
                    uint64(block.timestamp),
                    v.sha256,
                    v.contentSize,
                    v.contentType
                )
            )
        );
    }

    /// @dev A project named `name` owned by the key's address, paid FEE.
    function _createAs(uint256 key, string memory name) internal returns (uint256) {
        return _create(_pay(key, FEE), STORAGE_COST, name);
    }

    /// @dev Adds `collaborator` to `projectId` (created by the test) by its
    /// name, as `projectOwner`.
    function _addCollaborator(uint256 projectId, address projectOwner, address collaborator) internal {
        vm.prank(projectOwner);
        registry.addCollaborator(_nameOf[projectId], collaborator);
    }

    /// @dev The treasury's books as a tuple.
    function _books() internal view returns (uint256 owedStorage, uint256 owedBuyback, uint256 retained) {
        return treasury.books();
    }
}
