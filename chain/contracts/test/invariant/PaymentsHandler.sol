// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {HandlerBase, Deployed} from "./HandlerBase.sol";
import {DevPool} from "../../src/DevPool.sol";
import {InkdTreasury} from "../../src/InkdTreasury.sol";
import {InkdTreasuryBooks} from "../../src/InkdTreasuryBooks.sol";
import {InkdRegistry} from "../../src/InkdRegistry.sol";

/// @notice The fixture's door to the admin's powers (InkdFixture.adminCall).
interface IAdminCalls {
    function adminCall(address target, bytes calldata data) external returns (bytes memory);
}

/// @notice The honest actors of the invariant runs: payers who sign real
/// EIP-3009 authorizations, the settler who submits them, a front-runner who
/// submits some straight to USDC first, project owners managing
/// collaborators, the admin withdrawing retained USDC, the keeper buying
/// back, and donors sending plain transfers. It keeps ghost books of what
/// should have happened; the invariants compare them with the contracts.
contract PaymentsHandler is HandlerBase {
    enum Status {
        Unused, // signed; its paid write failed, so USDC must not have used it
        Written, // paid write landed
        FrontRun, // submitted to USDC by the front-runner; write pending
        PrepaidWritten, // completed by a prepaid write
        Refunded, // value sent back by refundPrepaid
        Voided // its failed write's authorization used by voidPayment, value sent back
    }

    struct Auth {
        uint256 payerIndex;
        bytes32 nonce;
        uint256 value;
        Status status;
    }

    DevPool public immutable pool;
    IAdminCalls public immutable fixture;
    address public constant FRONT_RUNNER = address(0xF80);
    address public constant OWNER_SINK = address(0x51E4);

    uint256[4] public payerKeys = [uint256(0x1001), 0x1002, 0x1003, 0x1004];
    address[4] public payers;

    // ghosts: authorizations and writes
    Auth[] public auths;
    mapping(address payer => mapping(bytes32 nonce => uint256)) public writesByAuth;
    uint256 public ghostCreates;
    uint256 public ghostPushes;
    mapping(uint256 projectId => uint256) public ghostVersions;
    mapping(uint256 projectId => bytes24) public ghostHead; // versionsHead folded from the pushes made
    mapping(uint256 projectId => string) public ghostName; // the name as the creating write passed it
    mapping(uint256 projectId => address) public ghostOwner; // the payer of the creating write
    bytes32[] public triedNames; // name hash of every name a create tried, once each
    mapping(bytes32 nameHash => bool) private _triedName;
    uint256 public pendingFrontRun; // value of FrontRun authorizations
    uint256 private _nonce;
    uint256 private _extraCollaborators;
    mapping(bytes32 nonce => uint256) private _validBeforeOf;
    string private _nameFor; // arguments of the write in _paidWrite
    uint256 private _projectFor;
    bytes32 private _hashFor;

    // ghosts: money, in USDC base units
    uint256 public totalIn; // every unit that reached the treasury
    uint256 public expStorage; // the books as they should be
    uint256 public expBuyback;
    uint256 public expRetained;
    uint256 public paidOutStorage;
    uint256 public paidOutBuyback;
    uint256 public withdrawn;
    uint256 public refunded;
    uint256 public donations; // plain transfers not yet booked by settle
    uint256 public buybackSpent;

    // violations seen during a call (the invariants require them false)
    bool public feeMismatch; // a write charged its payer or paid the treasury other than its value
    bool public consumedWithoutWrite; // a failed paid write used its authorization
    bool public outflowMismatch; // the treasury lost other than the action should move
    bool public payoutMismatch; // payout moved other than what was owed, or elsewhere
    bool public wrongPairLanded; // a push naming an id and another project's (or a free) name landed
    bool public voidMismatch; // a void moved money, changed the books, or left its nonce claimable

    uint256 private _expectedOut;

    constructor(Deployed memory d, DevPool pool_, IAdminCalls fixture_) HandlerBase(d) {
        pool = pool_;
        fixture = fixture_;
        for (uint256 i = 0; i < 4; i++) {
            payers[i] = vm.addr(payerKeys[i]);
            usdc.mint(payers[i], 1_000_000_000_000);
        }
    }

    /// @dev Every action: the treasury may lose exactly what the action
    /// announced in _expectedOut (0 unless payout, withdraw or refund).
    modifier watchOutflow() {
        uint256 before = usdc.balanceOf(address(treasury));
        _expectedOut = 0;
        _;
        uint256 afterwards = usdc.balanceOf(address(treasury));
        if (afterwards < before && before - afterwards != _expectedOut) outflowMismatch = true;
    }

    function authCount() external view returns (uint256) {
        return auths.length;
    }

    function triedNameCount() external view returns (uint256) {
        return triedNames.length;
    }

    /// @notice The name hash of project `id` as the handler created it
    /// (keccak256 of its name with ASCII A-Z lowercased); a free name's
    /// for an id it never created.
    function nameHashOfId(uint256 id) public view returns (bytes32) {
        if (bytes(ghostName[id]).length == 0) return FREE_NAME;
        return keccak256(bytes(_lowerAscii(ghostName[id])));
    }

    function authAt(uint256 i) external view returns (address payer, bytes32 nonce, uint256 value, Status status) {
        Auth memory a = auths[i];
        return (payers[a.payerIndex], a.nonce, a.value, a.status);
    }

    // ------------------------------------------------------------- helpers

    /// @dev A fresh authorization of `value` from payer i to the treasury,
    /// valid for ten minutes.
    function _sign(uint256 i, uint256 value) internal returns (InkdTreasury.Payment memory) {
        bytes32 nonce = keccak256(abi.encode("handler", ++_nonce));
        _validBeforeOf[nonce] = block.timestamp + 600;
        return _signed(i, value, nonce);
    }

    /// @dev The payment of a recorded authorization, signed again (ECDSA
    /// signatures from vm.sign are deterministic).
    function _rebuild(Auth memory a) internal view returns (InkdTreasury.Payment memory) {
        return _signed(a.payerIndex, a.value, a.nonce);
    }

    function _signed(uint256 i, uint256 value, bytes32 nonce) internal view returns (InkdTreasury.Payment memory) {
        uint256 validBefore = _validBeforeOf[nonce];
        bytes32 structHash = keccak256(
            abi.encode(
                usdc.TRANSFER_WITH_AUTHORIZATION_TYPEHASH(), payers[i], address(treasury), value, 0, validBefore, nonce
            )
        );
        bytes32 digest = keccak256(abi.encodePacked("\x19\x01", usdc.DOMAIN_SEPARATOR(), structHash));
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(payerKeys[i], digest);
        return InkdTreasury.Payment(payers[i], value, 0, validBefore, nonce, v, r, s);
    }

    /// @dev Names of one to three letters of {a, b, c} in any case (39
    /// normalised names, many spellings each), or now and then one too long.
    function _name(uint256 seed) internal pure returns (string memory) {
        if (seed % 29 == 0) return "this-name-is-far-too-long-for-the-registry-of-inkd-at-sixty-five";
        uint256 length = 1 + seed % 3;
        bytes memory out = new bytes(length);
        for (uint256 i = 0; i < length; i++) {
            uint256 pick = (seed >> (8 + 3 * i)) % 6; // a b c A B C
            out[i] = bytes1(uint8(pick < 3 ? 97 + pick : 65 + pick - 3));
        }
        return string(out);
    }

    /// @dev A name hash no create of the handler uses.
    bytes32 internal constant FREE_NAME = keccak256("never created by the handler");

    /// @dev `s` with the case of each ASCII letter flipped where `seed`
    /// has a 1 bit: another spelling of the same name.
    function _recase(string memory s, uint256 seed) internal pure returns (string memory) {
        bytes memory b = bytes(s);
        bytes memory out = new bytes(b.length);
        for (uint256 i = 0; i < b.length; i++) {
            uint8 c = uint8(b[i]);
            bool letter = (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
            out[i] = (letter && (seed >> (i % 256)) & 1 == 1) ? bytes1(c ^ 0x20) : b[i];
        }
        return string(out);
    }

    /// @dev Records that a create tried `name` (invariant f reads them).
    function _noteName(string memory name) internal {
        bytes32 h = keccak256(bytes(_lowerAscii(name)));
        if (_triedName[h]) return;
        _triedName[h] = true;
        triedNames.push(h);
    }

    /// @dev The name hash a push to `id` names: mostly its own; one push
    /// in eight names another project's name or a free one, which the
    /// registry must refuse (ProjectNotFound).
    function _pushHash(uint256 id, uint256 seed) internal view returns (bytes32) {
        if (seed % 8 != 0) return nameHashOfId(id);
        uint256 n = registry.projectCount();
        if ((seed >> 3) % 2 == 0 || n == 0) return FREE_NAME;
        return nameHashOfId(1 + (id + (seed >> 4)) % n);
    }

    /// @dev Notes a landed push whose id and name hash do not belong
    /// together.
    function _checkPair(uint256 id, bytes32 nameHash) internal {
        if (nameHash != nameHashOfId(id)) wrongPairLanded = true;
    }

    function _book(uint256 value, uint256 storageCost) internal {
        uint256 rest = value - storageCost;
        expStorage += storageCost;
        expBuyback += rest / 2;
        expRetained += rest - rest / 2;
    }

    /// @dev A paid create or single push, with its bookkeeping.
    function _paidWrite(uint256 payerIndex, InkdTreasury.Payment memory pay, uint256 storageCost, bool isCreate)
        internal
        returns (bool)
    {
        bytes memory data = isCreate
            ? abi.encodeCall(InkdTreasury.createProjectPaid, (pay, storageCost, _projectInput(_nameFor)))
            : abi.encodeCall(
                InkdTreasury.pushVersionPaid, (pay, storageCost, _projectFor, _hashFor, _versionInput("ar-x"))
            );
        if (isCreate) _noteName(_nameFor);
        (bool ok, bytes memory ret) = _settlePaid(payerIndex, pay, storageCost, data);
        if (!ok) return false;
        if (isCreate) {
            uint256 id = abi.decode(ret, (uint256));
            ghostName[id] = _nameFor;
            ghostOwner[id] = payers[payerIndex];
        } else {
            _checkPair(_projectFor, _hashFor);
            _fold(_projectFor, payers[payerIndex], _versionInput("ar-x"));
        }
        return true;
    }

    /// @dev Sends the settler's paid write `data` and keeps the books of its
    /// payment: exactly its value moved payer -> treasury when it landed,
    /// nothing and an unused authorization when it failed.
    function _settlePaid(uint256 payerIndex, InkdTreasury.Payment memory pay, uint256 storageCost, bytes memory data)
        internal
        returns (bool ok, bytes memory ret)
    {
        address p = payers[payerIndex];
        uint256 payerBefore = usdc.balanceOf(p);
        uint256 treasuryBefore = usdc.balanceOf(address(treasury));
        vm.prank(settler);
        (ok, ret) = address(treasury).call(data);
        auths.push(Auth(payerIndex, pay.nonce, pay.value, ok ? Status.Written : Status.Unused));
        if (!ok) {
            if (usdc.authorizationState(p, pay.nonce)) consumedWithoutWrite = true;
            return (false, ret);
        }
        if (payerBefore - usdc.balanceOf(p) != pay.value) feeMismatch = true;
        if (usdc.balanceOf(address(treasury)) - treasuryBefore != pay.value) feeMismatch = true;
        writesByAuth[p][pay.nonce]++;
        totalIn += pay.value;
        _book(pay.value, storageCost);
    }

    function _projectInput(string memory name) internal pure returns (InkdRegistry.ProjectInput memory p) {
        p.name = name;
        p.description = "d";
        p.isPublic = true;
    }

    function _versionInput(string memory arweaveHash) internal pure returns (InkdRegistry.VersionInput memory v) {
        v.arweaveHash = arweaveHash;
        v.versionTag = "v";
        // the content stated, so the ghost head checks that the chain's covers it
        v.sha256 = keccak256(bytes(arweaveHash));
        v.contentSize = uint64(bytes(arweaveHash).length);
        v.contentType = "text/plain";
    }

    /// @dev Records one landed version of `id` pushed by `pusher` now: the
    /// ghost count and the ghost head (InkdRegistry.versionsHead's formula).
    function _fold(uint256 id, address pusher, InkdRegistry.VersionInput memory v) internal {
        uint256 index = ghostVersions[id]++;
        ghostHead[id] = bytes24(
            keccak256(
                abi.encode(
                    ghostHead[id],
                    id,
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

    // -------------------------------------------------------------- payers

    function createPaid(uint256 payerSeed, uint256 nameSeed, uint256 value, uint256 costSeed) external watchOutflow {
        uint256 i = payerSeed % 4;
        value = _bound(value, 0, 5_000_000);
        InkdTreasury.Payment memory pay = _sign(i, value);
        _nameFor = _name(nameSeed);
        if (_paidWrite(i, pay, _bound(costSeed, 0, value), true)) ghostCreates++;
    }

    function pushPaid(uint256 payerSeed, uint256 projectSeed, uint256 value, uint256 costSeed) external watchOutflow {
        _projectFor = projectSeed % (registry.projectCount() + 2); // 0 and count+1 do not exist
        _hashFor = _pushHash(_projectFor, projectSeed >> 128);
        // mostly the project's owner pays and pushes; else any payer
        uint256 i = payerSeed % 4;
        if (payerSeed % 3 != 0 && _projectFor != 0 && _projectFor <= registry.projectCount()) {
            i = _payerIndex(ghostOwner[_projectFor]);
        }
        value = _bound(value, 0, 5_000_000);
        InkdTreasury.Payment memory pay = _sign(i, value);
        if (_paidWrite(i, pay, _bound(costSeed, 0, value), false)) ghostPushes++;
    }

    function _payerIndex(address p) internal view returns (uint256) {
        for (uint256 k = 0; k < 4; k++) {
            if (payers[k] == p) return k;
        }
        revert("not a payer");
    }

    // --------------------------------------------------------- front-runner

    /// The front-runner sees a payer's authorization on its way to the
    /// settler and submits it to USDC first; the settler's paid write then
    /// fails without charging again, and the payment waits as surplus.
    function frontRun(uint256 payerSeed, uint256 value, uint256 nameSeed) external watchOutflow {
        uint256 i = payerSeed % 4;
        value = _bound(value, 1, 5_000_000);
        InkdTreasury.Payment memory pay = _sign(i, value);
        vm.prank(FRONT_RUNNER);
        usdc.transferWithAuthorization(
            pay.from, address(treasury), pay.value, 0, pay.validBefore, pay.nonce, pay.v, pay.r, pay.s
        );
        uint256 payerBefore = usdc.balanceOf(pay.from);
        _noteName(_name(nameSeed));
        vm.prank(settler);
        try treasury.createProjectPaid(pay, 0, _projectInput(_name(nameSeed))) {
            feeMismatch = true; // one authorization paid twice
        } catch {}
        if (usdc.balanceOf(pay.from) != payerBefore) feeMismatch = true;
        auths.push(Auth(i, pay.nonce, value, Status.FrontRun));
        pendingFrontRun += value;
        totalIn += value;
    }

    function _pickFrontRun(uint256 seed) internal view returns (bool found, uint256 index) {
        return _pick(seed, Status.FrontRun);
    }

    /// @dev An authorization in status `st`, the first from seed % count on.
    function _pick(uint256 seed, Status st) internal view returns (bool found, uint256 index) {
        uint256 n = auths.length;
        for (uint256 k = 0; k < n; k++) {
            uint256 j = (seed % n + k) % n;
            if (auths[j].status == st) return (true, j);
        }
    }

    /// The settler completes a front-run payment with its write.
    function completePrepaid(uint256 seed, uint256 nameSeed, uint256 costSeed, bool isCreate) external watchOutflow {
        (bool found, uint256 j) = _pickFrontRun(seed);
        if (!found) return;
        Auth storage a = auths[j];
        InkdTreasury.Payment memory pay = _rebuild(a);
        uint256 cost = _bound(costSeed, 0, a.value);
        // a push goes to one of the payer's own projects, if any
        uint256 target = isCreate ? 0 : _ownProject(payers[a.payerIndex], seed);
        if (!isCreate && target == 0) return;
        string memory name = _name(nameSeed);
        if (isCreate) _noteName(name);
        vm.prank(settler);
        bool ok;
        bytes memory ret;
        if (isCreate) {
            (ok, ret) = address(treasury).call(
                abi.encodeCall(InkdTreasury.createProjectPrepaid, (pay, cost, _projectInput(name)))
            );
        } else {
            (ok,) = address(treasury).call(
                abi.encodeCall(
                    InkdTreasury.pushVersionPrepaid, (pay, cost, target, nameHashOfId(target), _versionInput("ar-y"))
                )
            );
        }
        if (!ok) return; // e.g. the name is taken: it stays pending
        a.status = Status.PrepaidWritten;
        pendingFrontRun -= a.value;
        writesByAuth[pay.from][pay.nonce]++;
        _book(a.value, cost);
        if (isCreate) {
            ghostCreates++;
            uint256 id = abi.decode(ret, (uint256));
            ghostName[id] = name;
            ghostOwner[id] = pay.from;
        } else {
            ghostPushes++;
            _fold(target, pay.from, _versionInput("ar-y"));
        }
    }

    /// The settler gives a front-run payment back.
    function refundPrepaid(uint256 seed) external watchOutflow {
        (bool found, uint256 j) = _pickFrontRun(seed);
        if (!found) return;
        Auth storage a = auths[j];
        InkdTreasury.Payment memory pay = _rebuild(a);
        uint256 before = usdc.balanceOf(pay.from);
        _expectedOut = a.value;
        vm.prank(settler);
        treasury.refundPrepaid(pay);
        if (usdc.balanceOf(pay.from) - before != a.value) outflowMismatch = true;
        a.status = Status.Refunded;
        pendingFrontRun -= a.value;
        refunded += a.value;
    }

    /// The settler voids a failed paid write's authorization: the nonce is
    /// used, the payer keeps its money, the books and the surplus stay, and
    /// no prepaid refund can claim the nonce afterwards.
    function voidFailed(uint256 seed) external watchOutflow {
        (bool found, uint256 j) = _pick(seed, Status.Unused);
        if (!found) return;
        Auth storage a = auths[j];
        InkdTreasury.Payment memory pay = _rebuild(a);
        uint256 payerBefore = usdc.balanceOf(pay.from);
        uint256 held = usdc.balanceOf(address(treasury));
        uint256 surplusBefore = treasury.surplus();
        vm.prank(settler);
        (bool ok,) = address(treasury).call(abi.encodeCall(InkdTreasury.voidPayment, (pay)));
        if (!ok) return; // expired: it stays unused
        if (usdc.balanceOf(pay.from) != payerBefore || usdc.balanceOf(address(treasury)) != held) voidMismatch = true;
        if (treasury.surplus() != surplusBefore) voidMismatch = true;
        vm.prank(settler);
        (ok,) = address(treasury).call(abi.encodeCall(InkdTreasury.refundPrepaid, (pay)));
        if (ok) voidMismatch = true;
        a.status = Status.Voided;
    }

    /// Completes or refunds every pending front-run (used after a run).
    function refundAllPending() external {
        for (uint256 j = 0; j < auths.length; j++) {
            if (auths[j].status == Status.FrontRun) this.refundPrepaid(j);
        }
    }

    function _ownProject(address owner_, uint256 seed) internal view returns (uint256) {
        uint256 n = registry.projectCount();
        for (uint256 k = 0; k < n; k++) {
            uint256 id = 1 + (seed % n + k) % n;
            if (registry.canPush(id, nameHashOfId(id), owner_)) return id;
        }
        return 0;
    }

    // -------------------------------------------------------- collaborators

    function addCollaborator(uint256 projectSeed, uint256 whoSeed) external watchOutflow {
        uint256 n = registry.projectCount();
        if (n == 0) return;
        uint256 id = 1 + projectSeed % n;
        // one of the payers (so collaborators push too), the owner itself
        // (refused), or a fresh address; the project named in any case
        address who = whoSeed % 3 == 0 ? address(uint160(0xC0000 + ++_extraCollaborators)) : payers[whoSeed % 4];
        vm.prank(ghostOwner[id]);
        try registry.addCollaborator(_recase(ghostName[id], whoSeed >> 8), who) {} catch {}
    }

    /// Adds up to 50 fresh collaborators at once, to reach the cap of 50.
    function addManyCollaborators(uint256 projectSeed, uint256 count) external watchOutflow {
        uint256 n = registry.projectCount();
        if (n == 0) return;
        uint256 id = 1 + projectSeed % n;
        count = _bound(count, 1, 50);
        for (uint256 k = 0; k < count; k++) {
            vm.prank(ghostOwner[id]);
            try registry.addCollaborator(ghostName[id], address(uint160(0xC0000 + ++_extraCollaborators))) {} catch {}
        }
    }

    function removeCollaborator(uint256 projectSeed, uint256 whoSeed) external watchOutflow {
        uint256 n = registry.projectCount();
        if (n == 0) return;
        uint256 id = 1 + projectSeed % n;
        address[] memory list = registry.getCollaborators(id);
        if (list.length == 0) return;
        vm.prank(ghostOwner[id]);
        registry.removeCollaborator(_recase(ghostName[id], whoSeed >> 8), list[whoSeed % list.length]);
    }

    // ------------------------------------------------------- settler, admin

    /// The settler (or the admin) pays out what is owed.
    function payout(bool byAdmin) external watchOutflow {
        (uint256 owedS, uint256 owedB,) = treasury.books();
        uint256 walletBefore = usdc.balanceOf(storageWallet);
        uint256 buybackBefore = usdc.balanceOf(address(buyback));
        _expectedOut = owedS + owedB;
        if (byAdmin) {
            fixture.adminCall(address(treasury), abi.encodeCall(InkdTreasuryBooks.payout, ()));
        } else {
            vm.prank(settler);
            treasury.payout();
        }
        if (usdc.balanceOf(storageWallet) - walletBefore != owedS) payoutMismatch = true;
        if (usdc.balanceOf(address(buyback)) - buybackBefore != owedB) payoutMismatch = true;
        paidOutStorage += owedS;
        paidOutBuyback += owedB;
        expStorage = 0;
        expBuyback = 0;
    }

    /// A plain transfer to the treasury: surplus until the settler books it.
    function donate(uint256 amount) external watchOutflow {
        amount = _bound(amount, 1, 2_000_000);
        usdc.mint(address(this), amount);
        require(usdc.transfer(address(treasury), amount), "donate");
        donations += amount;
        totalIn += amount;
    }

    /// The settler books donations as fees (never front-run money, which
    /// waits for its write or its refund).
    function settle(uint256 amount, uint256 costSeed) external watchOutflow {
        if (donations == 0) return;
        amount = _bound(amount, 1, donations);
        uint256 cost = _bound(costSeed, 0, amount);
        vm.prank(settler);
        treasury.settle(amount, cost);
        donations -= amount;
        _book(amount, cost);
    }

    /// The admin withdraws part of what is retained.
    function withdraw(uint256 amount) external watchOutflow {
        (,, uint256 retained) = treasury.books();
        amount = _bound(amount, 0, retained);
        _expectedOut = amount;
        fixture.adminCall(address(treasury), abi.encodeCall(InkdTreasuryBooks.withdraw, (OWNER_SINK, amount)));
        withdrawn += amount;
        expRetained -= amount;
    }

    // ---------------------------------------------------------------- keeper

    /// The keeper buys back with an honest minimum (the quote less 1%).
    function executeBuyback(uint256) external watchOutflow {
        uint256 balance = usdc.balanceOf(address(buyback));
        if (balance == 0 || balance < buyback.threshold()) return;
        uint256 quote = pool.getAmountOut(address(usdc), address(buyback.inkdToken()), balance);
        vm.prank(keeper);
        buyback.executeBuyback(quote * 99 / 100);
        buybackSpent += balance;
    }
}
