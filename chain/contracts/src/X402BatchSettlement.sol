// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {MessageHashUtils} from "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";
import {SignatureChecker} from "@openzeppelin/contracts/utils/cryptography/SignatureChecker.sol";
import {IERC5267} from "@openzeppelin/contracts/interfaces/IERC5267.sol";
import {Multicall} from "@openzeppelin/contracts/utils/Multicall.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {IDepositCollector} from "./IDepositCollector.sol";

/// @title X402BatchSettlement
/// @notice The escrow of the x402 `batch-settlement` scheme on EVM
/// (coinbase/x402 specs/schemes/batch-settlement/scheme_batch_settlement_evm.md),
/// written to the scheme's published interface: the ABI, EIP-712 types and
/// domain of the npm client `x402/evm` (2.27.0), at the canonical address
/// 0x4020074e9dF2ce1deE5A9C1b5c3f541D02a10003.
///
/// A payer deposits once into a channel (identified by the EIP-712 hash of
/// its immutable ChannelConfig) and signs a cumulative Voucher per request;
/// the receiver side claims the latest vouchers of many channels in one call
/// (accounting only) and settle() sweeps everything claimed to the receiver
/// in one transfer. The payer leaves through a timed withdrawal (its
/// withdrawDelay lets the receiver claim first) or a cooperative refund.
///
/// Per channel: balance = deposits - withdrawals - refunds and
/// totalClaimed <= balance always; totalClaimed only grows, and only up to
/// a voucher the payer signed. The contract's token balance is
/// sum(channel balance - channel totalClaimed) + sum(receiver totalClaimed -
/// receiver totalSettled) over its channels and receivers of that token.
///
/// The contract has no constructor and no immutables: development chains
/// place its runtime code at the canonical address directly (genesis alloc,
/// anvil_setCode). That is why the EIP-712 domain separator is derived from
/// constants, block.chainid and address(this) on each use instead of
/// OpenZeppelin's EIP712, whose name and version hashes are immutables the
/// compiled runtime code holds as zeros until a constructor fills them.
contract X402BatchSettlement is Multicall, ReentrancyGuardTransient, IERC5267 {
    using SafeERC20 for IERC20;

    /// @notice A channel's immutable parameters; channelId is their EIP-712 hash.
    struct ChannelConfig {
        address payer; // who deposits and gets withdrawals and refunds
        address payerAuthorizer; // EOA signing vouchers, or zero: the payer signs (EIP-1271 allowed)
        address receiver; // who settle() pays
        address receiverAuthorizer; // signs claim batches and refunds; never zero
        address token; // the ERC-20 escrowed
        uint40 withdrawDelay; // seconds between initiateWithdraw and finalizeWithdraw
        bytes32 salt; // tells channels with equal parameters apart
    }

    /// @notice A channel's escrow: deposits net of withdrawals and refunds, and
    /// the cumulative amount the receiver side has claimed out of it.
    struct ChannelState {
        uint128 balance;
        uint128 totalClaimed;
    }

    /// @notice A timed withdrawal in progress (initiatedAt zero: none).
    struct WithdrawalState {
        uint128 amount;
        uint40 initiatedAt;
    }

    /// @notice What channels of one token claimed for a receiver, and how much
    /// of it settle() has transferred.
    struct ReceiverState {
        uint128 totalClaimed;
        uint128 totalSettled;
    }

    /// @notice The payer's signed promise: its channel may pay up to
    /// maxClaimableAmount in total.
    struct Voucher {
        ChannelConfig channel;
        uint128 maxClaimableAmount;
    }

    /// @notice One claim row: a voucher, its signature, and the channel's new
    /// cumulative claimed total (at most the voucher's ceiling).
    struct VoucherClaim {
        Voucher voucher;
        bytes signature;
        uint128 totalClaimed;
    }

    /// @notice Shortest withdrawal delay a channel may have: 15 minutes.
    uint40 public constant MIN_WITHDRAW_DELAY = 900;
    /// @notice Longest withdrawal delay a channel may have: 30 days.
    uint40 public constant MAX_WITHDRAW_DELAY = 2_592_000;

    /// @notice EIP-712 type hash of ChannelConfig.
    bytes32 public constant CHANNEL_CONFIG_TYPEHASH = keccak256(
        "ChannelConfig(address payer,address payerAuthorizer,address receiver,address receiverAuthorizer,address token,uint40 withdrawDelay,bytes32 salt)"
    );
    /// @notice EIP-712 type hash of the payer's Voucher.
    bytes32 public constant VOUCHER_TYPEHASH = keccak256("Voucher(bytes32 channelId,uint128 maxClaimableAmount)");
    /// @notice EIP-712 type hash of the receiver authorizer's Refund.
    bytes32 public constant REFUND_TYPEHASH = keccak256("Refund(bytes32 channelId,uint256 nonce,uint128 amount)");
    /// @notice EIP-712 type hash of one row of a ClaimBatch.
    bytes32 public constant CLAIM_ENTRY_TYPEHASH =
        keccak256("ClaimEntry(bytes32 channelId,uint128 maxClaimableAmount,uint128 totalClaimed)");
    /// @notice EIP-712 type hash of the receiver authorizer's ClaimBatch.
    bytes32 public constant CLAIM_BATCH_TYPEHASH = keccak256(
        "ClaimBatch(ClaimEntry[] claims)ClaimEntry(bytes32 channelId,uint128 maxClaimableAmount,uint128 totalClaimed)"
    );

    bytes32 private constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    string private constant DOMAIN_NAME = "x402 Batch Settlement";
    string private constant DOMAIN_VERSION = "1";
    bytes32 private constant DOMAIN_NAME_HASH = keccak256(bytes(DOMAIN_NAME));
    bytes32 private constant DOMAIN_VERSION_HASH = keccak256(bytes(DOMAIN_VERSION));

    /// @notice Escrow per channel.
    mapping(bytes32 channelId => ChannelState) public channels;
    /// @notice The timed withdrawal in progress per channel.
    mapping(bytes32 channelId => WithdrawalState) public pendingWithdrawals;
    /// @notice Claimed and settled totals per receiver and token.
    mapping(address receiver => mapping(address token => ReceiverState)) public receivers;
    /// @notice The nonce the next refundWithSignature of a channel must sign.
    /// Every refund, direct or signed, moves it on first, also when nothing
    /// is left to refund, so a direct refund voids a signed one of that nonce.
    mapping(bytes32 channelId => uint256) public refundNonce;

    /// @notice A deposit found the channel's balance at zero (again).
    event ChannelCreated(bytes32 indexed channelId, ChannelConfig config);
    /// @notice A withdrawal or refund took the channel's balance to zero with
    /// nothing claimed from it.
    event ChannelClosed(bytes32 indexed channelId, ChannelConfig config);
    /// @notice `amount` entered the channel; its balance is now `newBalance`.
    event Deposited(bytes32 indexed channelId, address indexed sender, uint128 amount, uint128 newBalance);
    /// @notice The channel's claimed total rose by `claimAmount` to `newTotalClaimed`.
    event Claimed(bytes32 indexed channelId, address indexed sender, uint128 claimAmount, uint128 newTotalClaimed);
    /// @notice settle() transferred `amount` of `token` to `receiver`.
    event Settled(address indexed receiver, address indexed token, address indexed sender, uint128 amount);
    /// @notice `amount` went back to the payer by a cooperative refund.
    event Refunded(bytes32 indexed channelId, address indexed sender, uint128 amount);
    /// @notice A timed withdrawal of up to `amount` may be finalized from `finalizeAfter` on.
    event WithdrawInitiated(bytes32 indexed channelId, uint128 amount, uint40 finalizeAfter);
    /// @notice A timed withdrawal paid `amount` to the payer.
    event WithdrawFinalized(bytes32 indexed channelId, address indexed sender, uint128 amount);

    /// @notice A config a channel cannot have (a zero payer, receiver,
    /// receiver authorizer or token).
    error InvalidChannelConfig();
    /// @notice withdrawDelay outside [MIN_WITHDRAW_DELAY, MAX_WITHDRAW_DELAY].
    error WithdrawDelayOutOfRange(uint40 withdrawDelay);
    /// @notice A zero deposit, withdrawal or refund amount.
    error ZeroAmount();
    /// @notice The collector is the zero address.
    error InvalidCollector();
    /// @notice The collector did not move exactly `expected` into this contract.
    error DepositNotReceived(uint256 expected, uint256 received);
    /// @notice A claim call with no rows.
    error EmptyBatch();
    /// @notice claim() from someone who is neither the row's receiver nor its
    /// receiver authorizer.
    error NotReceiverSide(bytes32 channelId);
    /// @notice claimWithSignature() rows of more than one receiver authorizer.
    error MixedReceiverAuthorizers(bytes32 channelId);
    /// @notice A receiver authorizer's signature (claim batch or refund) that does not verify.
    error InvalidAuthorizerSignature();
    /// @notice A voucher signature that recovers to neither the payer authorizer
    /// nor (with a zero payer authorizer) a valid signature of the payer.
    error InvalidVoucherSignature(bytes32 channelId);
    /// @notice A row claims more than its voucher allows.
    error ClaimExceedsVoucher(bytes32 channelId, uint128 totalClaimed, uint128 maxClaimableAmount);
    /// @notice A row claims more than the channel holds.
    error ClaimExceedsBalance(bytes32 channelId, uint128 totalClaimed, uint128 balance);
    /// @notice A withdrawal call from someone who is neither the payer nor its authorizer.
    error NotPayerSide(bytes32 channelId);
    /// @notice initiateWithdraw while one is in progress.
    error WithdrawalAlreadyPending(bytes32 channelId);
    /// @notice finalizeWithdraw with none in progress.
    error NoPendingWithdrawal(bytes32 channelId);
    /// @notice A withdrawal of more than the channel's unclaimed escrow.
    error WithdrawExceedsAvailable(bytes32 channelId, uint128 amount, uint128 available);
    /// @notice finalizeWithdraw before its delay elapsed.
    error WithdrawDelayNotElapsed(bytes32 channelId, uint256 finalizeAfter);
    /// @notice refundWithSignature with a nonce other than the channel's next.
    error InvalidRefundNonce(bytes32 channelId, uint256 expected);

    // ------------------------------------------------------------- deposits

    /// @notice Moves `amount` of config.token from config.payer into the
    /// channel through `collector`, which receives `collectorData` (the
    /// payer's token authorization). The channel is credited only with what
    /// actually arrived, which must be exactly `amount`, so no collector can
    /// credit a channel without funding it. Anyone may call (facilitators
    /// sponsor deposits); the payer's authorization decides whose money moves.
    function deposit(ChannelConfig calldata config, uint128 amount, address collector, bytes calldata collectorData)
        external
        nonReentrant
    {
        if (
            config.payer == address(0) || config.receiver == address(0) || config.receiverAuthorizer == address(0)
                || config.token == address(0)
        ) revert InvalidChannelConfig();
        if (config.withdrawDelay < MIN_WITHDRAW_DELAY || config.withdrawDelay > MAX_WITHDRAW_DELAY) {
            revert WithdrawDelayOutOfRange(config.withdrawDelay);
        }
        if (amount == 0) revert ZeroAmount();
        if (collector == address(0)) revert InvalidCollector();

        bytes32 channelId = getChannelId(config);
        ChannelState storage ch = channels[channelId];
        uint128 before = ch.balance;
        uint128 newBalance = before + amount;
        ch.balance = newBalance;

        IERC20 token = IERC20(config.token);
        uint256 held = token.balanceOf(address(this));
        IDepositCollector(collector).collect(config.payer, config.token, amount, channelId, collectorData);
        uint256 received = token.balanceOf(address(this)) - held;
        if (received != amount) revert DepositNotReceived(amount, received);

        if (before == 0) emit ChannelCreated(channelId, config);
        emit Deposited(channelId, msg.sender, amount, newBalance);
    }

    // ------------------------------------------------------ claims, settle

    /// @notice Raises each row's channel to the row's totalClaimed, checking
    /// the payer's voucher signature. The caller must be the receiver or the
    /// receiver authorizer of every row. See _claimRow for the row rules.
    function claim(VoucherClaim[] calldata voucherClaims) external nonReentrant {
        uint256 n = voucherClaims.length;
        if (n == 0) revert EmptyBatch();
        for (uint256 i = 0; i < n; i++) {
            VoucherClaim calldata c = voucherClaims[i];
            bytes32 channelId = getChannelId(c.voucher.channel);
            if (msg.sender != c.voucher.channel.receiver && msg.sender != c.voucher.channel.receiverAuthorizer) {
                revert NotReceiverSide(channelId);
            }
            _claimRow(c, channelId);
        }
    }

    /// @notice claim() for anyone who holds the receiver authorizer's
    /// ClaimBatch signature over exactly these rows (getClaimBatchDigest);
    /// all rows must share that receiver authorizer. The signature may be an
    /// EOA's or an EIP-1271 contract's.
    function claimWithSignature(VoucherClaim[] calldata voucherClaims, bytes calldata authorizerSignature)
        external
        nonReentrant
    {
        uint256 n = voucherClaims.length;
        if (n == 0) revert EmptyBatch();
        address authorizer = voucherClaims[0].voucher.channel.receiverAuthorizer;
        bytes32[] memory ids = new bytes32[](n);
        bytes32[] memory entries = new bytes32[](n);
        for (uint256 i = 0; i < n; i++) {
            VoucherClaim calldata c = voucherClaims[i];
            ids[i] = getChannelId(c.voucher.channel);
            if (c.voucher.channel.receiverAuthorizer != authorizer) revert MixedReceiverAuthorizers(ids[i]);
            entries[i] = _claimEntryHash(ids[i], c.voucher.maxClaimableAmount, c.totalClaimed);
        }
        bytes32 digest = _hashTypedData(keccak256(abi.encode(CLAIM_BATCH_TYPEHASH, keccak256(abi.encodePacked(entries)))));
        if (!SignatureChecker.isValidSignatureNow(authorizer, digest, authorizerSignature)) {
            revert InvalidAuthorizerSignature();
        }
        for (uint256 i = 0; i < n; i++) {
            _claimRow(voucherClaims[i], ids[i]);
        }
    }

    /// @dev One row: a totalClaimed at or below the channel's is a no-op (a
    /// replayed or superseded row, so a batch that partly landed before
    /// can be sent again); above it, it must be within the voucher's
    /// ceiling and the channel's balance, and the voucher must be signed.
    function _claimRow(VoucherClaim calldata c, bytes32 channelId) private {
        uint128 total = c.totalClaimed;
        uint128 ceiling = c.voucher.maxClaimableAmount;
        if (total > ceiling) revert ClaimExceedsVoucher(channelId, total, ceiling);
        ChannelState storage ch = channels[channelId];
        uint128 claimed = ch.totalClaimed;
        if (total <= claimed) return;
        uint128 balance = ch.balance;
        if (total > balance) revert ClaimExceedsBalance(channelId, total, balance);
        _requireVoucherSignature(c.voucher.channel, channelId, ceiling, c.signature);

        ch.totalClaimed = total;
        uint128 delta = total - claimed;
        receivers[c.voucher.channel.receiver][c.voucher.channel.token].totalClaimed += delta;
        emit Claimed(channelId, msg.sender, delta, total);
    }

    /// @notice Transfers everything claimed for `receiver` in `token` and not
    /// yet settled to `receiver`. Anyone may call; nothing owed is a no-op
    /// (no transfer, no event).
    function settle(address receiver, address token) external nonReentrant {
        ReceiverState storage r = receivers[receiver][token];
        uint128 claimed = r.totalClaimed;
        uint128 amount = claimed - r.totalSettled;
        if (amount == 0) return;
        r.totalSettled = claimed;
        IERC20(token).safeTransfer(receiver, amount);
        emit Settled(receiver, token, msg.sender, amount);
    }

    // ----------------------------------------------------------- withdraws

    /// @notice Starts the payer's timed withdrawal of `amount` (at most the
    /// unclaimed escrow now); finalizeWithdraw pays it withdrawDelay seconds
    /// later, less whatever the receiver side claimed meanwhile. One at a
    /// time; the payer or the payer authorizer may call.
    function initiateWithdraw(ChannelConfig calldata config, uint128 amount) external nonReentrant {
        bytes32 channelId = getChannelId(config);
        _requirePayerSide(config, channelId);
        if (amount == 0) revert ZeroAmount();
        WithdrawalState storage w = pendingWithdrawals[channelId];
        if (w.initiatedAt != 0) revert WithdrawalAlreadyPending(channelId);
        ChannelState storage ch = channels[channelId];
        uint128 available = ch.balance - ch.totalClaimed;
        if (amount > available) revert WithdrawExceedsAvailable(channelId, amount, available);

        uint40 now_ = uint40(block.timestamp);
        w.amount = amount;
        w.initiatedAt = now_;
        emit WithdrawInitiated(channelId, amount, now_ + config.withdrawDelay);
    }

    /// @notice Pays the pending withdrawal to the payer once its delay has
    /// elapsed, capped at the unclaimed escrow left (claims and refunds since
    /// initiateWithdraw reduce it). The payer or the payer authorizer may call.
    function finalizeWithdraw(ChannelConfig calldata config) external nonReentrant {
        bytes32 channelId = getChannelId(config);
        _requirePayerSide(config, channelId);
        WithdrawalState memory w = pendingWithdrawals[channelId];
        if (w.initiatedAt == 0) revert NoPendingWithdrawal(channelId);
        uint256 finalizeAfter = uint256(w.initiatedAt) + config.withdrawDelay;
        if (block.timestamp < finalizeAfter) revert WithdrawDelayNotElapsed(channelId, finalizeAfter);
        delete pendingWithdrawals[channelId];

        uint128 paid = _release(config, channelId, w.amount);
        emit WithdrawFinalized(channelId, msg.sender, paid);
    }

    function _requirePayerSide(ChannelConfig calldata config, bytes32 channelId) private view {
        if (msg.sender != config.payer && msg.sender != config.payerAuthorizer) revert NotPayerSide(channelId);
    }

    // ------------------------------------------------------------- refunds

    /// @notice Returns up to `amount` of the unclaimed escrow to the payer at
    /// once. The receiver or the receiver authorizer may call.
    function refund(ChannelConfig calldata config, uint128 amount) external nonReentrant {
        bytes32 channelId = getChannelId(config);
        if (msg.sender != config.receiver && msg.sender != config.receiverAuthorizer) revert NotReceiverSide(channelId);
        _refund(config, channelId, amount);
    }

    /// @notice refund() for anyone who holds the receiver authorizer's Refund
    /// signature over (channelId, nonce, amount), `nonce` being the channel's
    /// refundNonce. EOA or EIP-1271 signatures.
    function refundWithSignature(
        ChannelConfig calldata config,
        uint128 amount,
        uint256 nonce,
        bytes calldata receiverAuthorizerSignature
    ) external nonReentrant {
        bytes32 channelId = getChannelId(config);
        uint256 expected = refundNonce[channelId];
        if (nonce != expected) revert InvalidRefundNonce(channelId, expected);
        bytes32 digest = getRefundDigest(channelId, nonce, amount);
        if (!SignatureChecker.isValidSignatureNow(config.receiverAuthorizer, digest, receiverAuthorizerSignature)) {
            revert InvalidAuthorizerSignature();
        }
        _refund(config, channelId, amount);
    }

    /// @dev The nonce moves on before anything else, so it advances also when
    /// nothing is left to refund (then no transfer and no Refunded event).
    /// A pending withdrawal shrinks by what was refunded and is cancelled when
    /// the refund covers it.
    function _refund(ChannelConfig calldata config, bytes32 channelId, uint128 amount) private {
        if (amount == 0) revert ZeroAmount();
        refundNonce[channelId]++;
        uint128 paid = _release(config, channelId, amount);
        if (paid == 0) return;
        WithdrawalState storage w = pendingWithdrawals[channelId];
        if (w.initiatedAt != 0) {
            if (paid >= w.amount) {
                delete pendingWithdrawals[channelId];
            } else {
                w.amount -= paid;
            }
        }
        emit Refunded(channelId, msg.sender, paid);
    }

    /// @dev Pays min(amount, unclaimed escrow) out of the channel to its payer
    /// and returns it; ChannelClosed when that empties a never-claimed channel.
    function _release(ChannelConfig calldata config, bytes32 channelId, uint128 amount) private returns (uint128 paid) {
        ChannelState storage ch = channels[channelId];
        uint128 balance = ch.balance;
        uint128 available = balance - ch.totalClaimed;
        paid = amount < available ? amount : available;
        if (paid == 0) return 0;
        balance -= paid;
        ch.balance = balance;
        IERC20(config.token).safeTransfer(config.payer, paid);
        if (balance == 0) emit ChannelClosed(channelId, config);
    }

    // ------------------------------------------------------------- hashing

    /// @notice The channel id of `config`: its EIP-712 typed-data hash under
    /// this contract's domain (so it differs per chain and per address).
    function getChannelId(ChannelConfig calldata config) public view returns (bytes32) {
        return _hashTypedData(keccak256(abi.encode(CHANNEL_CONFIG_TYPEHASH, config)));
    }

    /// @notice The EIP-712 digest a payer (authorizer) signs for a voucher.
    function getVoucherDigest(bytes32 channelId, uint128 maxClaimableAmount) public view returns (bytes32) {
        return _hashTypedData(keccak256(abi.encode(VOUCHER_TYPEHASH, channelId, maxClaimableAmount)));
    }

    /// @notice The EIP-712 digest the receiver authorizer signs for a refund.
    function getRefundDigest(bytes32 channelId, uint256 nonce, uint128 amount) public view returns (bytes32) {
        return _hashTypedData(keccak256(abi.encode(REFUND_TYPEHASH, channelId, nonce, amount)));
    }

    /// @notice The EIP-712 digest the receiver authorizer signs for
    /// claimWithSignature(voucherClaims): a ClaimBatch of one ClaimEntry
    /// (channelId, maxClaimableAmount, totalClaimed) per row, in order.
    function getClaimBatchDigest(VoucherClaim[] calldata voucherClaims) external view returns (bytes32) {
        uint256 n = voucherClaims.length;
        bytes32[] memory entries = new bytes32[](n);
        for (uint256 i = 0; i < n; i++) {
            VoucherClaim calldata c = voucherClaims[i];
            entries[i] = _claimEntryHash(getChannelId(c.voucher.channel), c.voucher.maxClaimableAmount, c.totalClaimed);
        }
        return _hashTypedData(keccak256(abi.encode(CLAIM_BATCH_TYPEHASH, keccak256(abi.encodePacked(entries)))));
    }

    /// @notice The EIP-712 domain separator: name "x402 Batch Settlement",
    /// version "1", this chain and this address.
    function DOMAIN_SEPARATOR() public view returns (bytes32) {
        return keccak256(abi.encode(DOMAIN_TYPEHASH, DOMAIN_NAME_HASH, DOMAIN_VERSION_HASH, block.chainid, address(this)));
    }

    /// @notice The EIP-712 domain (ERC-5267), for wallets and tooling.
    function eip712Domain()
        external
        view
        returns (
            bytes1 fields,
            string memory name,
            string memory version,
            uint256 chainId,
            address verifyingContract,
            bytes32 salt,
            uint256[] memory extensions
        )
    {
        return (hex"0f", DOMAIN_NAME, DOMAIN_VERSION, block.chainid, address(this), bytes32(0), new uint256[](0));
    }

    function _claimEntryHash(bytes32 channelId, uint128 maxClaimableAmount, uint128 totalClaimed)
        private
        pure
        returns (bytes32)
    {
        return keccak256(abi.encode(CLAIM_ENTRY_TYPEHASH, channelId, maxClaimableAmount, totalClaimed));
    }

    function _hashTypedData(bytes32 structHash) private view returns (bytes32) {
        return MessageHashUtils.toTypedDataHash(DOMAIN_SEPARATOR(), structHash);
    }

    /// @dev With a payer authorizer: ECDSA by that key only (verifiable off
    /// chain without an RPC). Without: the payer's signature, EOA or EIP-1271.
    function _requireVoucherSignature(
        ChannelConfig calldata config,
        bytes32 channelId,
        uint128 maxClaimableAmount,
        bytes calldata signature
    ) private view {
        bytes32 digest = getVoucherDigest(channelId, maxClaimableAmount);
        bool ok;
        if (config.payerAuthorizer != address(0)) {
            (address signer, ECDSA.RecoverError err,) = ECDSA.tryRecover(digest, signature);
            ok = err == ECDSA.RecoverError.NoError && signer == config.payerAuthorizer;
        } else {
            ok = SignatureChecker.isValidSignatureNow(config.payer, digest, signature);
        }
        if (!ok) revert InvalidVoucherSignature(channelId);
    }
}
