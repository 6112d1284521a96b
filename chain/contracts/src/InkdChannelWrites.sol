// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {X402BatchSettlement} from "./X402BatchSettlement.sol";
import {InkdRegistry} from "./InkdRegistry.sol";
import {InkdTreasury} from "./InkdTreasury.sol";

/// @title InkdChannelWrites
/// @notice Registry writes paid by voucher under the x402 `batch-settlement`
/// scheme, and the claims that collect their fees.
/// @dev A payer deposits USDC into a channel of X402BatchSettlement whose
/// receiver is the treasury and whose receiverAuthorizer is this contract,
/// and signs a cumulative voucher per write. A settler submits the writes of
/// many channels in one call (writeByVouchers), grouped by channel: per
/// group the channel's highest voucher of the call, checked here — signed
/// by the channel's payerAuthorizer, not below any voucher a write used
/// before, within the channel's balance, and covering the fees of all the
/// channel's writes so far. (A voucher equal to the last carries a write
/// the last one's group did not: the writes of a channel may land in other
/// batches than their vouchers' order, and the cumulative ceiling covers
/// them all.) A settler key alone therefore never writes for
/// free and never makes a payer owe more than the payer signed. No token
/// moves in a write: this contract counts, per channel, the fees of the
/// writes that landed (`used`), and claim() — the only way USDC leaves a
/// channel of ours, since only the receiverAuthorizer may claim — claims at
/// most that count, settles the claimed USDC to the treasury and books it
/// there. A write that failed is never counted, so never claimed.
///
/// Each write is told to its job by (channelId, key): key is the ceiling of
/// the write's own voucher, unique within its channel as the API accepts
/// vouchers in ceiling order, once. Like the treasury's paid writes, the
/// contract does not see which write a voucher was signed for: the API binds
/// them, and only settlers submit.
contract InkdChannelWrites {
    /// @notice WriteLanded.write kind of a project creation.
    uint8 public constant KIND_CREATE = 1;
    /// @notice WriteLanded.write kind of a push (of one version or more).
    uint8 public constant KIND_PUSH = 2;
    /// @notice Write.kind of a push of several versions in one write (its
    /// WriteLanded says KIND_PUSH, with the count).
    uint8 public constant KIND_PUSH_MANY = 3;

    bytes32 private constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    bytes32 private constant CHANNEL_CONFIG_TYPEHASH = keccak256(
        "ChannelConfig(address payer,address payerAuthorizer,address receiver,address receiverAuthorizer,address token,uint40 withdrawDelay,bytes32 salt)"
    );
    bytes32 private constant VOUCHER_TYPEHASH = keccak256("Voucher(bytes32 channelId,uint128 maxClaimableAmount)");

    /// @dev Gas kept back from each registry call, so that after any outcome
    /// the call can still log WriteFailed and go on (see the treasury's
    /// ITEM_GAS_RESERVE, the same reasoning).
    uint256 private constant WRITE_GAS_RESERVE = 10_000;

    /// @notice One write of a group: `key` (the ceiling of its own voucher)
    /// tells it apart in its channel; `fee` is what it costs the payer,
    /// `storageCost` of which is owed to the storage wallet once claimed.
    /// `input` is the registry call's last argument as the ABI encodes it in
    /// the call's tail (the ProjectInput, the VersionInput or the
    /// VersionInput[] encoding, without a leading offset word); `projectId`
    /// and `nameHash` are the pushed project's (zero for a creation).
    struct Write {
        uint128 key;
        uint128 fee;
        uint128 storageCost;
        uint8 kind;
        uint256 projectId;
        bytes32 nameHash;
        bytes input;
    }

    /// @notice The writes of one channel in a call, with the channel's
    /// highest voucher of the call and, optionally, a deposit the payer
    /// signed that lands first (`deposit` zero: none; `collectorData` as
    /// the ERC-3009 deposit collector reads it).
    struct Group {
        X402BatchSettlement.ChannelConfig channel;
        uint128 ceiling;
        bytes signature;
        uint128 deposit;
        bytes collectorData;
        Write[] writes;
    }

    /// @notice A write landed: `fee` counted against its channel, the
    /// registry's events before this one. `write` packs kind (bits 128–135),
    /// first version index (64–127) and version count (0–63) as the
    /// treasury's PaymentReceived does.
    event WriteLanded(
        bytes32 indexed channelId, uint256 indexed key, uint256 fee, uint256 storageCost, uint256 projectId, uint256 write
    );
    /// @notice A write did not land (its own revert, or its group refused);
    /// nothing was counted for it. `reason` is the revert data.
    event WriteFailed(bytes32 indexed channelId, uint256 indexed key, bytes reason);
    /// @notice Claimed USDC reached the treasury and was booked there.
    event ClaimsBooked(uint256 amount, uint256 storageCost);

    error Unauthorized();
    error Paused();
    error ZeroAddress();
    error WriteOutOfGas();
    /// @notice The channel is not one this service is paid through (its
    /// receiver, receiverAuthorizer or token is another).
    error NotOurChannel();
    /// @notice The channel has no payerAuthorizer; vouchers checked by the
    /// payer's code (EIP-1271) are not taken.
    error PayerAuthorizerRequired();
    error InvalidVoucherSignature();
    /// @notice The voucher is below the channel's last one.
    error StaleVoucher(uint256 ceiling, uint256 last);
    error CeilingAboveBalance(uint256 ceiling, uint256 balance);
    error FeesAboveCeiling(uint256 fees, uint256 ceiling);
    error DepositFailed(bytes reason);
    error UnknownKind(uint8 kind);
    /// @notice A claim passes the fees of the channel's landed writes.
    error ClaimAboveLanded(bytes32 channelId, uint256 totalClaimed, uint256 used);
    /// @notice A refund while fees of landed writes are unclaimed.
    error UnclaimedWrites(bytes32 channelId, uint256 used, uint256 totalClaimed);

    X402BatchSettlement public immutable settlement;
    address public immutable depositCollector;
    InkdRegistry public immutable registry;
    InkdTreasury public immutable treasury;
    IERC20 public immutable usdc;
    bytes32 private immutable _settlementDomain;
    uint256 private immutable _chainId;

    /// @dev Per channel: the fees of its landed writes (bits 0–127) and the
    /// last voucher ceiling a write used (128–255).
    mapping(bytes32 channelId => uint256) private _usage;
    /// @dev Storage cost of landed writes not yet booked as such.
    uint256 private _storageOwed;
    /// @dev The settlement's totalSettled to the treasury already booked.
    uint256 private _booked;

    constructor(address settlement_, address depositCollector_, address registry_, address treasury_) {
        if (settlement_ == address(0) || registry_ == address(0) || treasury_ == address(0)) revert ZeroAddress();
        settlement = X402BatchSettlement(settlement_);
        depositCollector = depositCollector_;
        registry = InkdRegistry(registry_);
        treasury = InkdTreasury(treasury_);
        usdc = InkdTreasury(treasury_).usdc();
        _chainId = block.chainid;
        _settlementDomain = _domain(settlement_);
    }

    modifier onlySettler() {
        if (!treasury.isSettler(msg.sender)) revert Unauthorized();
        _;
    }

    // ---------------------------------------------------------------- writes

    /// @notice Runs the writes of `groups`, each group one channel's. A
    /// group whose checks fail (see the errors) lands none of its writes;
    /// in a group that passes, each write lands or fails alone. Every write
    /// ends in exactly one WriteLanded or WriteFailed. Stops with the
    /// treasury's pause. Returns how many writes landed.
    function writeByVouchers(Group[] calldata groups) external onlySettler returns (uint256 landed) {
        if (treasury.paused()) revert Paused();
        uint256 storageAdded;
        uint256 freeMemory;
        assembly ("memory-safe") {
            freeMemory := mload(0x40)
        }
        for (uint256 g = 0; g < groups.length; ++g) {
            // what a group allocates (call data, reasons, return data) is
            // dead once it is done: reuse the memory, so that a batch of
            // many groups does not pay for memory growing with its size
            assembly ("memory-safe") {
                mstore(0x40, freeMemory)
            }
            Group calldata group = groups[g];
            bytes32 id = _channelId(group.channel);
            (bool ok, bytes memory reason, uint256 word) = _checkGroup(group, id);
            if (!ok) {
                for (uint256 i = 0; i < group.writes.length; ++i) {
                    emit WriteFailed(id, group.writes[i].key, reason);
                }
                continue;
            }
            uint256 used = uint128(word);
            for (uint256 i = 0; i < group.writes.length; ++i) {
                Write calldata w = group.writes[i];
                if (_runWrite(w, id, group.channel.payer)) {
                    unchecked {
                        // _checkGroup bounded the sum of the fees by the ceiling (uint128)
                        used += w.fee;
                        storageAdded += w.storageCost;
                        ++landed;
                    }
                }
            }
            _usage[id] = used | (uint256(group.ceiling) << 128);
        }
        if (storageAdded != 0) _storageOwed += storageAdded;
    }

    /// @dev The group's checks; returns the channel's usage word when they
    /// pass, else the reason. A deposit lands first (it raises the balance
    /// the ceiling is checked against).
    function _checkGroup(Group calldata group, bytes32 id)
        private
        returns (bool ok, bytes memory reason, uint256 word)
    {
        X402BatchSettlement.ChannelConfig calldata c = group.channel;
        if (c.receiver != address(treasury) || c.receiverAuthorizer != address(this) || c.token != address(usdc)) {
            return (false, abi.encodeWithSelector(NotOurChannel.selector), 0);
        }
        if (c.payerAuthorizer == address(0)) {
            return (false, abi.encodeWithSelector(PayerAuthorizerRequired.selector), 0);
        }
        (address signer, ECDSA.RecoverError err) = _recover(_voucherDigest(id, group.ceiling), group.signature);
        if (err != ECDSA.RecoverError.NoError || signer != c.payerAuthorizer) {
            return (false, abi.encodeWithSelector(InvalidVoucherSignature.selector), 0);
        }
        word = _usage[id];
        uint256 last = word >> 128;
        if (group.ceiling < last) {
            return (false, abi.encodeWithSelector(StaleVoucher.selector, group.ceiling, last), 0);
        }
        uint256 fees = uint128(word);
        for (uint256 i = 0; i < group.writes.length; ++i) {
            fees += group.writes[i].fee;
        }
        if (fees > group.ceiling) {
            return (false, abi.encodeWithSelector(FeesAboveCeiling.selector, fees, group.ceiling), 0);
        }
        if (group.deposit != 0) {
            try settlement.deposit(c, group.deposit, depositCollector, group.collectorData) {}
            catch (bytes memory r) {
                return (false, abi.encodeWithSelector(DepositFailed.selector, r), 0);
            }
        }
        (uint128 balance,) = settlement.channels(id);
        if (group.ceiling > balance) {
            return (false, abi.encodeWithSelector(CeilingAboveBalance.selector, group.ceiling, balance), 0);
        }
        return (true, "", word);
    }

    /// @dev Calls the registry for one write, as the channel's payer, and
    /// logs its outcome. Running out of gas (a revert without data) reverts
    /// the whole call: a write must never fail for the gas limit the settler
    /// picked.
    function _runWrite(Write calldata w, bytes32 id, address payer) private returns (bool) {
        uint8 kind = w.kind;
        bytes4 selector;
        if (kind == KIND_CREATE) selector = InkdRegistry.createProjectFor.selector;
        else if (kind == KIND_PUSH) selector = InkdRegistry.pushVersionFor.selector;
        else if (kind == KIND_PUSH_MANY) selector = InkdRegistry.pushVersionsFor.selector;
        else {
            emit WriteFailed(id, w.key, abi.encodeWithSelector(UnknownKind.selector, kind));
            return false;
        }
        (bool ok, uint256 result) = _callRegistry(selector, kind == KIND_CREATE, payer, w.projectId, w.nameHash, w.input);
        if (!ok) {
            bytes memory reason;
            assembly ("memory-safe") {
                reason := mload(0x40)
                mstore(reason, returndatasize())
                returndatacopy(add(reason, 0x20), 0, returndatasize())
                mstore(0x40, add(add(reason, 0x20), and(add(returndatasize(), 31), not(31))))
            }
            emit WriteFailed(id, w.key, reason);
            return false;
        }
        if (kind == KIND_CREATE) {
            emit WriteLanded(id, w.key, w.fee, w.storageCost, result, uint256(KIND_CREATE) << 128);
        } else {
            uint256 count = kind == KIND_PUSH ? 1 : _arrayLength(w.input);
            emit WriteLanded(id, w.key, w.fee, w.storageCost, w.projectId, (uint256(KIND_PUSH) << 128) | (result << 64) | count);
        }
        return true;
    }

    /// @dev Calls the registry's `selector` with (account, input) for a
    /// creation and (account, projectId, nameHash, input) for a push, the
    /// input's encoding copied straight from the calldata, keeping
    /// WRITE_GAS_RESERVE back. ok is false for a revert with a reason (the
    /// return data holds it); a revert without one (out of gas) or a short
    /// answer reverts the whole call: a write must never fail for the gas
    /// limit the settler picked.
    function _callRegistry(
        bytes4 selector,
        bool isCreate,
        address account,
        uint256 projectId,
        bytes32 nameHash,
        bytes calldata input
    ) private returns (bool ok, uint256 result) {
        address target = address(registry);
        bytes4 outOfGas = WriteOutOfGas.selector;
        assembly ("memory-safe") {
            let p := mload(0x40)
            mstore(p, selector)
            mstore(add(p, 0x04), account)
            let head := 0x44
            switch isCreate
            case 1 { mstore(add(p, 0x24), 0x40) }
            default {
                mstore(add(p, 0x24), projectId)
                mstore(add(p, 0x44), nameHash)
                mstore(add(p, 0x64), 0x80)
                head := 0x84
            }
            calldatacopy(add(p, head), input.offset, input.length)
            if lt(gas(), mul(WRITE_GAS_RESERVE, 2)) {
                mstore(0, outOfGas)
                revert(0, 4)
            }
            ok := call(sub(gas(), WRITE_GAS_RESERVE), target, 0, p, add(head, input.length), 0, 0x20)
            switch ok
            case 0 {
                if iszero(returndatasize()) {
                    mstore(0, outOfGas)
                    revert(0, 4)
                }
            }
            default {
                if lt(returndatasize(), 0x20) {
                    mstore(0, outOfGas)
                    revert(0, 4)
                }
                result := mload(0)
            }
        }
    }

    /// @dev ECDSA recovery of a 65-byte r ‖ s ‖ v signature read from the
    /// calldata (OpenZeppelin's takes it from memory).
    function _recover(bytes32 digest, bytes calldata sig) private pure returns (address, ECDSA.RecoverError) {
        if (sig.length != 65) return (address(0), ECDSA.RecoverError.InvalidSignatureLength);
        (address signer, ECDSA.RecoverError err,) =
            ECDSA.tryRecover(digest, uint8(sig[64]), bytes32(sig[0:32]), bytes32(sig[32:64]));
        return (signer, err);
    }

    /// @dev The length word of an array's encoding without its offset word.
    function _arrayLength(bytes calldata input) private pure returns (uint256 n) {
        if (input.length < 32) return 0;
        n = uint256(bytes32(input[:32]));
    }

    // ---------------------------------------------------------------- claims

    /// @notice Claims `claims` (rows as the settlement takes them) for the
    /// treasury, settles everything claimed for it and books what arrived:
    /// the storage cost of the landed writes owed to the storage wallet, the
    /// rest split as the treasury splits a payment. A row may claim at most
    /// the fees of its channel's landed writes. Settlers only.
    function claim(X402BatchSettlement.VoucherClaim[] calldata claims) external onlySettler returns (uint256 booked) {
        for (uint256 i = 0; i < claims.length; ++i) {
            bytes32 id = _channelId(claims[i].voucher.channel);
            uint256 used = uint128(_usage[id]);
            if (claims[i].totalClaimed > used) revert ClaimAboveLanded(id, claims[i].totalClaimed, used);
        }
        if (claims.length != 0) settlement.claim(claims);
        settlement.settle(address(treasury), address(usdc));
        return _book();
    }

    /// @notice Books USDC the settlement transferred to the treasury that is
    /// not booked yet (a settle() anyone may call moves it there).
    function book() external onlySettler returns (uint256) {
        return _book();
    }

    function _book() private returns (uint256 amount) {
        (, uint128 settled) = settlement.receivers(address(treasury), address(usdc));
        amount = settled - _booked;
        if (amount == 0) return 0;
        _booked = settled;
        uint256 storageCost = _storageOwed < amount ? _storageOwed : amount;
        _storageOwed -= storageCost;
        treasury.settle(amount, storageCost);
        emit ClaimsBooked(amount, storageCost);
    }

    /// @notice Returns `amount` of the channel's unclaimed escrow to its
    /// payer (the scheme's cooperative refund). Only once every landed
    /// write's fee is claimed. Settlers only.
    function refund(X402BatchSettlement.ChannelConfig calldata config, uint128 amount) external onlySettler {
        bytes32 id = _channelId(config);
        uint256 used = uint128(_usage[id]);
        (, uint128 totalClaimed) = settlement.channels(id);
        if (used > totalClaimed) revert UnclaimedWrites(id, used, totalClaimed);
        settlement.refund(config, amount);
    }

    // ----------------------------------------------------------------- views

    /// @notice The fees of the channel's landed writes and the last voucher
    /// ceiling a write used.
    function usage(bytes32 channelId) external view returns (uint128 used, uint128 ceiling) {
        uint256 word = _usage[channelId];
        return (uint128(word), uint128(word >> 128));
    }

    /// @notice Storage cost of landed writes not yet booked, and the
    /// settlement's total settled to the treasury that is booked.
    function unbooked() external view returns (uint256 storageOwed, uint256 booked) {
        return (_storageOwed, _booked);
    }

    // ---------------------------------------------------------------- hashes

    function _domain(address verifyingContract) private view returns (bytes32) {
        return keccak256(
            abi.encode(
                DOMAIN_TYPEHASH, keccak256("x402 Batch Settlement"), keccak256("1"), block.chainid, verifyingContract
            )
        );
    }

    function _settlementDomainSeparator() private view returns (bytes32) {
        return block.chainid == _chainId ? _settlementDomain : _domain(address(settlement));
    }

    function _channelId(X402BatchSettlement.ChannelConfig calldata c) private view returns (bytes32) {
        bytes32 structHash = keccak256(
            abi.encode(
                CHANNEL_CONFIG_TYPEHASH,
                c.payer,
                c.payerAuthorizer,
                c.receiver,
                c.receiverAuthorizer,
                c.token,
                c.withdrawDelay,
                c.salt
            )
        );
        return keccak256(abi.encodePacked(hex"1901", _settlementDomainSeparator(), structHash));
    }

    function _voucherDigest(bytes32 id, uint128 ceiling) private view returns (bytes32) {
        return keccak256(
            abi.encodePacked(
                hex"1901", _settlementDomainSeparator(), keccak256(abi.encode(VOUCHER_TYPEHASH, id, ceiling))
            )
        );
    }
}
