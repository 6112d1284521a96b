// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {InkdTreasuryBooks} from "./InkdTreasuryBooks.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {MessageHashUtils} from "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";
import {IERC3009} from "./IERC3009.sol";
import {InkdRegistry} from "./InkdRegistry.sol";

/// @title InkdTreasury
/// @notice Takes USDC payments for registry writes, performs the writes for
/// the payers and keeps the books of what the payments owe.
/// @dev Paid writes. A settler submits the payer's EIP-3009
/// TransferWithAuthorization (payee = this contract); the treasury pulls the
/// USDC, books it and performs the registry write for the payer, all in one
/// transaction: any revert undoes all of it. Only settlers may submit
/// payments: the signature binds the amount but not the write's parameters,
/// so the submitter must be trusted. Payers with code (contracts, and EOAs
/// with an EIP-7702 delegation) are refused before USDC is called: USDC
/// would ask their code (ERC-1271) whether the signature is valid, and code
/// can answer differently when the settler estimates and when it sends.
///
/// The books and the access model (what the payments owe, who can move
/// USDC out and how much) are InkdTreasuryBooks'.
contract InkdTreasury is InkdTreasuryBooks {
    using SafeERC20 for IERC20;

    /// @notice PaymentReceived.kind of a project creation.
    uint8 public constant KIND_CREATE = 1;
    /// @notice PaymentReceived.kind of a version push.
    uint8 public constant KIND_PUSH = 2;

    /// @dev EIP-3009 TransferWithAuthorization type hash, as USDC uses it.
    bytes32 private constant TRANSFER_WITH_AUTHORIZATION_TYPEHASH = keccak256(
        "TransferWithAuthorization(address from,address to,uint256 value,uint256 validAfter,uint256 validBefore,bytes32 nonce)"
    );

    /// @notice A signed EIP-3009 TransferWithAuthorization to this contract.
    struct Payment {
        address from;
        uint256 value;
        uint256 validAfter;
        uint256 validBefore;
        bytes32 nonce;
        uint8 v;
        bytes32 r;
        bytes32 s;
    }

    /// @notice One paid creation of a multi-payer batch.
    struct CreateItem {
        Payment pay;
        uint256 storageCost;
        InkdRegistry.ProjectInput project;
    }

    /// @notice One paid push (of one or more versions) of a multi-payer
    /// batch. `nameHash` is the registry's name hash of the project
    /// (InkdRegistry.nameHashOf): a project is stored under its name.
    struct PushItem {
        Payment pay;
        uint256 storageCost;
        uint256 projectId;
        bytes32 nameHash;
        InkdRegistry.VersionInput[] versions;
    }

    /// @notice The payer has code (a contract, or an EIP-7702 delegation).
    error PayerHasCode();
    /// @notice A prepaid write or refund names an authorization USDC has not
    /// marked used: it can still be submitted through the paid writes.
    error AuthorizationNotUsed();
    /// @notice The authorization was already completed as a prepaid write or
    /// refunded.
    error PrepaidAlreadySettled();
    /// @notice The payment is not signed by its payer as a transfer of its
    /// value to this contract.
    error InvalidPayerSignature();
    /// @notice A batch item function was called by someone other than this
    /// contract.
    error OnlySelf();
    /// @notice An item of a batch reverted without revert data: the batch
    /// ran out of gas.
    error BatchOutOfGas();

    /// @notice A payment was booked and its write performed: `storageCost`
    /// owed to the storage wallet, half of amount − storageCost owed to the
    /// buyback (rounded down) and the rest retained (the split is not
    /// repeated in the event: it follows from these two words). The prepaid
    /// writes emit it too, for USDC that arrived before the call. `write`
    /// packs what was written into one word (one data word instead of
    /// three): bits 128–135 the kind (KIND_CREATE or KIND_PUSH), bits 64–127
    /// the first version index and bits 0–63 the version count; a push
    /// added `count` versions from that index, a creation has both zero.
    /// Every paid write emits exactly one, after its registry events, so a
    /// job finds its outcome by (payer, nonce).
    event PaymentReceived(
        address indexed payer,
        bytes32 indexed nonce,
        uint256 amount,
        uint256 storageCost,
        uint256 projectId,
        uint256 write
    );
    /// @notice An item of a multi-payer batch reverted as a whole (its
    /// payment and its write); `reason` is the revert data.
    event ItemFailed(address indexed payer, bytes32 indexed nonce, bytes reason);
    /// @notice A consumed authorization's value went back to its payer.
    event PrepaidRefunded(address indexed payer, bytes32 indexed nonce, uint256 amount);
    /// @notice A failed write's authorization was used up by voidPayment and
    /// its value sent straight back to the payer.
    event PaymentVoided(address indexed payer, bytes32 indexed nonce, uint256 amount);

    InkdRegistry public immutable registry;
    mapping(address payer => mapping(bytes32 nonce => bool)) private _prepaidSettled;

    /// @dev Rejects a zero registry; InkdTreasuryBooks rejects the rest.
    constructor(address usdc_, address registry_, address buyback_, address storageWallet_, address initialAuthority)
        InkdTreasuryBooks(usdc_, buyback_, storageWallet_, initialAuthority)
    {
        if (registry_ == address(0)) revert ZeroAddress();
        registry = InkdRegistry(registry_);
    }

    /// @notice Whether the authorization (payer, nonce) was completed as a
    /// prepaid write or refunded.
    function isPrepaidSettled(address payer, bytes32 nonce) external view returns (bool) {
        return _prepaidSettled[payer][nonce];
    }

    // ----------------------------------------------------------- paid writes

    /// @notice Takes `pay`, books it and creates a project owned by the payer.
    function createProjectPaid(Payment calldata pay, uint256 storageCost, InkdRegistry.ProjectInput calldata project)
        external
        onlySettler
        whenNotPaused
        returns (uint256 projectId)
    {
        return _createBooked(pay, _pull(pay), storageCost, project);
    }

    /// @notice Takes `pay`, books it and pushes a version pushed by the payer.
    function pushVersionPaid(
        Payment calldata pay,
        uint256 storageCost,
        uint256 projectId,
        bytes32 nameHash,
        InkdRegistry.VersionInput calldata version
    ) external onlySettler whenNotPaused returns (uint256 versionIndex) {
        address from = _pull(pay);
        _book(pay.value, storageCost);
        versionIndex = _registryPush(from, projectId, nameHash, version);
        emit PaymentReceived(from, pay.nonce, pay.value, storageCost, projectId, _packWrite(KIND_PUSH, versionIndex, 1));
    }

    /// @notice Takes `pay`, books it and pushes `versions` to `projectId`
    /// with consecutive indexes, pushed by the payer; all of them or none.
    function pushVersionsPaid(
        Payment calldata pay,
        uint256 storageCost,
        uint256 projectId,
        bytes32 nameHash,
        InkdRegistry.VersionInput[] calldata versions
    ) external onlySettler whenNotPaused returns (uint256 firstIndex) {
        return _pushBooked(pay, _pull(pay), storageCost, projectId, nameHash, versions);
    }

    // ------------------------------------------------- multi-payer batches

    /// @notice Performs many paid writes of different payers in one
    /// transaction. Each item runs as its own unit: its payment and its
    /// write land together or revert together, and an item that reverts
    /// (authorization used elsewhere, balance spent, name taken by an
    /// earlier item) emits ItemFailed and leaves the others alone. A landed
    /// item emits its PaymentReceived. Creations run first, in order, then
    /// pushes. Returns how many items landed.
    function executeBatch(CreateItem[] calldata creates, PushItem[] calldata pushes)
        external
        onlySettler
        whenNotPaused
        returns (uint256 landed)
    {
        // In the standard encoding the pushes' length word follows the last
        // create, and the last push runs to the end of the calldata.
        uint256 createsBase;
        uint256 pushesBase;
        assembly ("memory-safe") {
            createsBase := creates.offset
            pushesBase := pushes.offset
        }
        landed = _runItems(createsBase, creates.length, pushesBase - 0x20, this.runCreateItem.selector);
        landed += _runItems(pushesBase, pushes.length, msg.data.length, this.runPushItem.selector);
    }

    /// @dev Gas executeBatch keeps back from each item's call (_runItems),
    /// so that after any outcome of the item it can still emit ItemFailed,
    /// get to the next item's check and revert BatchOutOfGas there, or
    /// return. The costliest is the log: 1,500 for the log and its topics
    /// and 8 a byte of the reason's ABI bytes (64 + the reason padded to
    /// words), with ~100 for the copy; the items' reasons are the
    /// registry's and the treasury's custom errors (4 to 68 bytes) and
    /// USDC's messages (Error(string), under 200 bytes), under 4,000
    /// gas. 10,000 covers a reason of up to ~900 bytes (the memory the
    /// item's copy expanded holds it without further expansion) and the
    /// few hundred gas of the loop and the return, and costs a landing
    /// item nothing: it is returned when the call ends.
    uint256 private constant ITEM_GAS_RESERVE = 10_000;
    /// @dev The least gas with which executeBatch starts an item: the
    /// reserve and 40,000 that no landing item does without (USDC's
    /// transferWithAuthorization alone is ~37,600, most of it the fresh
    /// nonce slot; the registry write comes on top). Below it the item
    /// would run out of gas, so the batch reverts BatchOutOfGas at once;
    /// an item that would fail early with a reason is refused too, which
    /// only makes the least gas limit of such a batch a little higher.
    uint256 private constant ITEM_MIN_GAS = 50_000;

    /// @dev Runs `n` items of one kind, each as an external self-call to
    /// `selector` (the call is what lets one item revert alone) whose
    /// argument is the item's bytes as they stand in this call's calldata:
    /// an item's offsets are relative to its own start, so its bytes are its
    /// encoding and nothing is decoded and encoded again. `base` is where the
    /// array's element offsets start; an item ends where the next one starts
    /// and the last at `end`. An encoding whose items are out of order gives
    /// an item the rest of the calldata, which still decodes; bytes cut short
    /// fail the callee's decoding without revert data, which reverts the
    /// whole batch (below), never one item.
    ///
    /// A failed item emits ItemFailed(payer, nonce, revert data): the payer
    /// and the nonce are its Payment's first and fifth words. Empty revert
    /// data is what running out of gas leaves (every revert of the item's own
    /// code carries a reason), so it reverts the whole batch BatchOutOfGas
    /// instead: an item must never fail for the gas limit its settler picked,
    /// and gas estimation must find a limit at which every item runs. The
    /// call's input and the event are built past the free pointer; nothing
    /// is allocated.
    ///
    /// The batch must keep the gas to say so: an item that runs out of gas
    /// leaves its caller only 1/64 of what it had before the call (the
    /// EVM's 63/64 rule), and one that just finishes leaves about as
    /// little. With too little for the ItemFailed log, the next item's
    /// call or the BatchOutOfGas revert, the batch itself would run out of
    /// gas without revert data at gas limits just above where an item
    /// finishes, which the settler cannot tell from any other failure. So
    /// each item is called with all but ITEM_GAS_RESERVE, which the batch
    /// keeps whatever the item does, and an item is started only with the
    /// gas to copy its bytes and ITEM_MIN_GAS (below that it could not
    /// land anyway): with less the batch reverts BatchOutOfGas there.
    function _runItems(uint256 base, uint256 n, uint256 end, bytes4 selector) private returns (uint256 landed) {
        bytes32 failedTopic = ItemFailed.selector;
        bytes4 outOfGas = BatchOutOfGas.selector;
        assembly ("memory-safe") {
            let p := mload(0x40)
            for { let i := 0 } lt(i, n) { i := add(i, 1) } {
                let start := add(base, calldataload(add(base, shl(5, i))))
                let next := end
                if lt(add(i, 1), n) { next := add(base, calldataload(add(base, shl(5, add(i, 1))))) }
                if iszero(gt(next, start)) { next := calldatasize() }
                let size := sub(next, start)
                // The copy below costs at most 6 gas a word of memory up to
                // its end plus the quadratic term (counted from no memory at
                // all, so never less than it costs): a push item of many
                // versions can cost more to copy than ITEM_MIN_GAS.
                let words := shr(5, add(add(p, 0x43), size))
                if lt(gas(), add(ITEM_MIN_GAS, add(mul(words, 6), shr(9, mul(words, words))))) {
                    mstore(0, outOfGas)
                    revert(0, 0x04)
                }
                mstore(p, selector)
                mstore(add(p, 0x04), 0x20)
                calldatacopy(add(p, 0x24), start, size)
                // at least ITEM_MIN_GAS remains here: no underflow
                switch call(sub(gas(), ITEM_GAS_RESERVE), address(), 0, p, add(0x24, size), 0, 0)
                case 0 {
                    let rds := returndatasize()
                    if iszero(rds) {
                        mstore(0, outOfGas)
                        revert(0, 0x04)
                    }
                    mstore(p, 0x20)
                    mstore(add(p, 0x20), rds)
                    returndatacopy(add(p, 0x40), 0, rds)
                    mstore(add(add(p, 0x40), rds), 0)
                    log3(
                        p,
                        add(0x40, and(add(rds, 31), not(31))),
                        failedTopic,
                        and(calldataload(start), 0xffffffffffffffffffffffffffffffffffffffff),
                        calldataload(add(start, 0x80))
                    )
                }
                default { landed := add(landed, 1) }
            }
        }
    }

    /// @notice One creation of executeBatch; callable only by this contract
    /// (the external call is what lets one item revert alone).
    function runCreateItem(CreateItem calldata item) external returns (uint256 projectId) {
        if (msg.sender != address(this)) revert OnlySelf();
        return _createBooked(item.pay, _pull(item.pay), item.storageCost, item.project);
    }

    /// @notice One push of executeBatch; callable only by this contract.
    function runPushItem(PushItem calldata item) external returns (uint256 firstIndex) {
        if (msg.sender != address(this)) revert OnlySelf();
        return _pushBooked(item.pay, _pull(item.pay), item.storageCost, item.projectId, item.nameHash, item.versions);
    }

    // -------------------------------------------------------- prepaid writes
    //
    // Anyone who sees a signed authorization can submit it straight to USDC:
    // the payer is charged, the paid write then reverts ("authorization is
    // used") and the USDC sits here as surplus. A settler completes such a
    // payment with the write it was for, or refunds it, exactly once per
    // (payer, nonce). The contract checks that USDC marked the nonce used,
    // that the payer signed a transfer of pay.value to this contract, and
    // that the surplus covers it. It cannot see which message consumed the
    // nonce: a payer may also cancel a nonce or use it for a transfer
    // elsewhere, and this contract's own paid writes consume nonces too
    // (marking those would cost every paid write a new storage slot). So
    // the settler must first find on chain the transfer of pay.value from
    // the payer to this contract under that nonce (USDC's AuthorizationUsed
    // and Transfer logs of one transaction, without a PaymentReceived of
    // ours); a mistake can book or refund only surplus, never accounted USDC.

    /// @notice Completes a project creation paid by `pay`, which was already
    /// submitted to USDC by someone else. Settlers only; see above.
    function createProjectPrepaid(Payment calldata pay, uint256 storageCost, InkdRegistry.ProjectInput calldata project)
        external
        onlySettler
        whenNotPaused
        returns (uint256 projectId)
    {
        return _createBooked(pay, _claimPrepaid(pay), storageCost, project);
    }

    /// @notice Completes a version push paid by `pay`, which was already
    /// submitted to USDC by someone else. Settlers only; see above.
    function pushVersionPrepaid(
        Payment calldata pay,
        uint256 storageCost,
        uint256 projectId,
        bytes32 nameHash,
        InkdRegistry.VersionInput calldata version
    ) external onlySettler whenNotPaused returns (uint256 versionIndex) {
        address from = _claimPrepaid(pay);
        _book(pay.value, storageCost);
        versionIndex = _registryPush(from, projectId, nameHash, version);
        emit PaymentReceived(from, pay.nonce, pay.value, storageCost, projectId, _packWrite(KIND_PUSH, versionIndex, 1));
    }

    /// @notice Completes a batch push paid by `pay`, which was already
    /// submitted to USDC by someone else. Settlers only; see above.
    function pushVersionsPrepaid(
        Payment calldata pay,
        uint256 storageCost,
        uint256 projectId,
        bytes32 nameHash,
        InkdRegistry.VersionInput[] calldata versions
    ) external onlySettler whenNotPaused returns (uint256 firstIndex) {
        return _pushBooked(pay, _claimPrepaid(pay), storageCost, projectId, nameHash, versions);
    }

    /// @notice Sends pay.value of the surplus back to pay.from, for a payment
    /// someone else submitted to USDC whose write will not be done. Settlers
    /// only; see above.
    function refundPrepaid(Payment calldata pay) external onlySettler {
        address from = _claimPrepaid(pay);
        usdc.safeTransfer(from, pay.value);
        emit PrepaidRefunded(from, pay.nonce, pay.value);
    }

    // A write that reverts on chain (name taken, collaborator removed, a
    // batch reverted as a whole by a pause) leaves its authorization unused,
    // valid until validBefore and public in the reverted transaction's
    // calldata: anyone could submit it to USDC and charge the payer for no
    // write. voidPayment is how the service ends such a write at once: it
    // uses the authorization itself and sends the value straight back, and
    // marks (payer, nonce) settled so that no prepaid write or refund can
    // claim the nonce later. Balances and books are as before; only the
    // nonce is spent. It works while paused: a pause must not keep payers
    // exposed.

    /// @notice Uses `pay` (an unused authorization to this contract) and
    /// returns pay.value to pay.from at once; books nothing. Settlers only,
    /// paused or not; see above.
    function voidPayment(Payment calldata pay) external onlySettler {
        address from = _pull(pay);
        // _pull succeeded: USDC had the nonce unused, so no prepaid call
        // has marked it (they require it used)
        _prepaidSettled[from][pay.nonce] = true;
        usdc.safeTransfer(from, pay.value);
        emit PaymentVoided(from, pay.nonce, pay.value);
    }

    // ------------------------------------------------------------- internal

    // The payer `from` is pay.from as _pull or _claimPrepaid read it: each
    // read of an address from the calldata checks its bits again (~120 gas).

    /// @dev Books a payment already in hand and creates its project.
    function _createBooked(
        Payment calldata pay,
        address from,
        uint256 storageCost,
        InkdRegistry.ProjectInput calldata project
    ) private returns (uint256 projectId) {
        _book(pay.value, storageCost);
        projectId = _registryCreate(from, project);
        emit PaymentReceived(from, pay.nonce, pay.value, storageCost, projectId, uint256(KIND_CREATE) << 128);
    }

    /// @dev Books a payment already in hand and pushes its versions.
    function _pushBooked(
        Payment calldata pay,
        address from,
        uint256 storageCost,
        uint256 projectId,
        bytes32 nameHash,
        InkdRegistry.VersionInput[] calldata versions
    ) private returns (uint256 firstIndex) {
        _book(pay.value, storageCost);
        firstIndex = _registryPushMany(from, projectId, nameHash, versions);
        emit PaymentReceived(
            from, pay.nonce, pay.value, storageCost, projectId, _packWrite(KIND_PUSH, firstIndex, versions.length)
        );
    }

    /// @dev PaymentReceived's `write` word. The registry's indexes are
    /// 64-bit (its version count is a uint64) and a count is at most the
    /// versions in one call's calldata, so neither spills into the next
    /// field.
    function _packWrite(uint8 kind, uint256 index, uint256 count) private pure returns (uint256) {
        return (uint256(kind) << 128) | (index << 64) | count;
    }

    /// @dev Pulls pay.value from the payer with its authorization. The
    /// call's arguments are the payment's words as they stand in the
    /// calldata, with this contract as the payee; from and v are read
    /// through Solidity, which refuses dirty bits. A revert is passed on
    /// with its data. Returns the payer.
    function _pull(Payment calldata pay) private returns (address from) {
        from = pay.from;
        uint8 v = pay.v;
        if (from.code.length != 0) revert PayerHasCode();
        address token = address(usdc);
        bytes4 selector = IERC3009.transferWithAuthorization.selector;
        assembly ("memory-safe") {
            let p := mload(0x40)
            mstore(p, selector)
            mstore(add(p, 0x04), from)
            mstore(add(p, 0x24), address())
            calldatacopy(add(p, 0x44), add(pay, 0x20), 0x80) // value, validAfter, validBefore, nonce
            mstore(add(p, 0xc4), v)
            calldatacopy(add(p, 0xe4), add(pay, 0xc0), 0x40) // r, s
            if iszero(call(gas(), token, 0, p, 0x124, 0, 0)) {
                returndatacopy(p, 0, returndatasize())
                revert(p, returndatasize())
            }
        }
    }

    // The registry calls below forward the write's input as it stands in
    // the calldata, from its head to the end of the calldata, behind the
    // leading arguments: the input's offsets are relative to its own head
    // and point forward, so those bytes are its encoding (in the standard
    // encoding it is the last thing in the calldata, so nothing else is
    // copied). The registry decodes it once; the treasury never does. A
    // revert is passed on with its data.

    /// @dev registry.createProjectFor(projectOwner, project).
    function _registryCreate(address projectOwner, InkdRegistry.ProjectInput calldata project)
        private
        returns (uint256)
    {
        uint256 at;
        assembly ("memory-safe") {
            at := project
        }
        return _callRegistry(InkdRegistry.createProjectFor.selector, projectOwner, 0, 0, at);
    }

    /// @dev registry.pushVersionFor(pusher, projectId, nameHash, version).
    function _registryPush(
        address pusher,
        uint256 projectId,
        bytes32 nameHash,
        InkdRegistry.VersionInput calldata version
    ) private returns (uint256) {
        uint256 at;
        assembly ("memory-safe") {
            at := version
        }
        return _callRegistry(InkdRegistry.pushVersionFor.selector, pusher, projectId, nameHash, at);
    }

    /// @dev registry.pushVersionsFor(pusher, projectId, nameHash, versions):
    /// the array's bytes start at its length word.
    function _registryPushMany(
        address pusher,
        uint256 projectId,
        bytes32 nameHash,
        InkdRegistry.VersionInput[] calldata versions
    ) private returns (uint256) {
        uint256 at;
        assembly ("memory-safe") {
            at := sub(versions.offset, 0x20)
        }
        return _callRegistry(InkdRegistry.pushVersionsFor.selector, pusher, projectId, nameHash, at);
    }

    /// @dev Calls the registry's `selector` with (account, input) for
    /// createProjectFor and (account, projectId, nameHash, input) for a
    /// push, the input being the calldata from `at` to its end; returns the
    /// one-word result. The function called decides the layout, not the id:
    /// a push naming project 0 (no project) must reach the registry as a
    /// push, which refuses it ProjectNotFound; laid out as a creation, the
    /// registry read the input's first words as the id, the name hash and
    /// the input's offset (garbage: in a batch, an item reverting without
    /// the registry's reason).
    function _callRegistry(bytes4 selector, address account, uint256 projectId, bytes32 nameHash, uint256 at)
        private
        returns (uint256 result)
    {
        address target = address(registry);
        bytes4 createSelector = InkdRegistry.createProjectFor.selector;
        assembly ("memory-safe") {
            let p := mload(0x40)
            mstore(p, selector)
            mstore(add(p, 0x04), account)
            let head := 0x44
            switch eq(selector, createSelector)
            case 1 { mstore(add(p, 0x24), 0x40) }
            default {
                mstore(add(p, 0x24), projectId)
                mstore(add(p, 0x44), nameHash)
                mstore(add(p, 0x64), 0x80)
                head := 0x84
            }
            let size := sub(calldatasize(), at)
            calldatacopy(add(p, head), at, size)
            if iszero(call(gas(), target, 0, p, add(head, size), 0, 0x20)) {
                returndatacopy(p, 0, returndatasize())
                revert(p, returndatasize())
            }
            if lt(returndatasize(), 0x20) { revert(0, 0) }
            result := mload(0)
        }
    }

    /// @dev Checks that `pay` is a consumed authorization to this contract,
    /// not yet completed, covered by the surplus, and marks it completed.
    /// Returns the payer.
    function _claimPrepaid(Payment calldata pay) private returns (address from) {
        from = pay.from;
        if (!IERC3009(address(usdc)).authorizationState(from, pay.nonce)) revert AuthorizationNotUsed();
        if (_prepaidSettled[from][pay.nonce]) revert PrepaidAlreadySettled();
        _prepaidSettled[from][pay.nonce] = true;
        if (!_signedToThis(pay)) revert InvalidPayerSignature();
        require(surplus() >= pay.value, "Insufficient USDC");
    }

    /// @dev Whether pay.from signed TransferWithAuthorization(from, this,
    /// value, validAfter, validBefore, nonce) under USDC's EIP-712 domain
    /// (ECDSA, low s, as USDC checks an EOA's signature).
    function _signedToThis(Payment calldata pay) private view returns (bool) {
        bytes32 structHash = keccak256(
            abi.encode(
                TRANSFER_WITH_AUTHORIZATION_TYPEHASH,
                pay.from,
                address(this),
                pay.value,
                pay.validAfter,
                pay.validBefore,
                pay.nonce
            )
        );
        bytes32 digest = MessageHashUtils.toTypedDataHash(IERC3009(address(usdc)).DOMAIN_SEPARATOR(), structHash);
        (address signer, ECDSA.RecoverError err,) = ECDSA.tryRecover(digest, pay.v, pay.r, pay.s);
        return err == ECDSA.RecoverError.NoError && signer == pay.from;
    }
}
