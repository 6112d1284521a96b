// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {InkdFixture} from "./InkdFixture.sol";
import {InkdRegistry} from "../../src/InkdRegistry.sol";
import {InkdChannelWrites} from "../../src/InkdChannelWrites.sol";
import {X402BatchSettlement} from "../../src/X402BatchSettlement.sol";
import {ERC3009DepositCollector} from "../../src/ERC3009DepositCollector.sol";

/// @notice InkdFixture plus the x402 batch-settlement channel at its
/// canonical addresses (runtime code placed there, as the development
/// chains place it) and InkdChannelWrites wired as chain/deploy wires it:
/// the registry's writer and the treasury's settler.
abstract contract ChannelWritesFixture is InkdFixture {
    address internal constant SETTLEMENT = 0x4020074e9dF2ce1deE5A9C1b5c3f541D02a10003;
    address internal constant COLLECTOR = 0x4020806089470a89826cB9fB1f4059150b550004;
    uint40 internal constant WITHDRAW_DELAY = 900;
    bytes32 private constant RECEIVE_TYPEHASH = keccak256(
        "ReceiveWithAuthorization(address from,address to,uint256 value,uint256 validAfter,uint256 validBefore,bytes32 nonce)"
    );

    X402BatchSettlement internal settlement;
    InkdChannelWrites internal writes;
    uint256 private _saltCounter;

    function setUp() public virtual override {
        super.setUp();
        vm.etch(SETTLEMENT, address(new X402BatchSettlement()).code);
        vm.etch(COLLECTOR, address(new ERC3009DepositCollector()).code);
        settlement = X402BatchSettlement(SETTLEMENT);
        writes = new InkdChannelWrites(SETTLEMENT, COLLECTOR, address(registry), address(treasury));
        _addWriter(address(writes));
        _addSettler(address(writes));
        vm.label(SETTLEMENT, "settlement");
        vm.label(address(writes), "channelWrites");
    }

    /// @dev The channel of the key's address paying this service, as the
    /// reference client builds it (payerAuthorizer = the payer's key).
    function _channel(uint256 key) internal view returns (X402BatchSettlement.ChannelConfig memory) {
        return X402BatchSettlement.ChannelConfig({
            payer: vm.addr(key),
            payerAuthorizer: vm.addr(key),
            receiver: address(treasury),
            receiverAuthorizer: address(writes),
            token: address(usdc),
            withdrawDelay: WITHDRAW_DELAY,
            salt: bytes32(0)
        });
    }

    function _idOf(X402BatchSettlement.ChannelConfig memory c) internal view returns (bytes32) {
        return settlement.getChannelId(c);
    }

    /// @dev The key's voucher signature for `ceiling` on channel `id`.
    function _voucher(uint256 key, bytes32 id, uint256 ceiling) internal view returns (bytes memory) {
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(key, settlement.getVoucherDigest(id, uint128(ceiling)));
        return abi.encodePacked(r, s, v);
    }

    /// @dev Collector data of a deposit of `amount` into `id` the key signed
    /// (ERC-3009 ReceiveWithAuthorization to the collector, nonce bound to
    /// the channel), valid for five minutes.
    function _depositData(uint256 key, bytes32 id, uint256 amount) internal returns (bytes memory) {
        uint256 salt = ++_saltCounter;
        uint256 validBefore = block.timestamp + 300;
        bytes32 nonce = keccak256(abi.encode(id, salt));
        bytes32 structHash =
            keccak256(abi.encode(RECEIVE_TYPEHASH, vm.addr(key), COLLECTOR, amount, uint256(0), validBefore, nonce));
        (uint8 v, bytes32 r, bytes32 s) =
            vm.sign(key, keccak256(abi.encodePacked("\x19\x01", usdc.DOMAIN_SEPARATOR(), structHash)));
        return abi.encode(uint256(0), validBefore, salt, abi.encodePacked(r, s, v));
    }

    /// @dev Deposits `amount` into the key's channel straight through the
    /// settlement (anyone may submit a signed deposit).
    function _deposit(uint256 key, uint256 amount) internal returns (bytes32 id) {
        X402BatchSettlement.ChannelConfig memory c = _channel(key);
        id = _idOf(c);
        settlement.deposit(c, uint128(amount), COLLECTOR, _depositData(key, id, amount));
    }

    // --------------------------------------------------------------- writes

    function _createWrite(uint256 key, uint256 fee, string memory name)
        internal
        pure
        returns (InkdChannelWrites.Write memory)
    {
        return InkdChannelWrites.Write({
            key: uint128(key),
            fee: uint128(fee),
            storageCost: 0,
            kind: 1,
            projectId: 0,
            nameHash: bytes32(0),
            input: _tail(abi.encode(_project(name)))
        });
    }

    function _pushWrite(uint256 key, uint256 fee, uint256 projectId, string memory tag)
        internal
        view
        returns (InkdChannelWrites.Write memory)
    {
        return InkdChannelWrites.Write({
            key: uint128(key),
            fee: uint128(fee),
            storageCost: uint128(STORAGE_COST),
            kind: 2,
            projectId: projectId,
            nameHash: _hashOf(projectId),
            input: _tail(abi.encode(_version("ar-content-id-0000000000000000000000000000", tag, "notes")))
        });
    }

    function _pushManyWrite(uint256 key, uint256 fee, uint256 projectId, string memory prefix, uint256 n)
        internal
        view
        returns (InkdChannelWrites.Write memory)
    {
        return InkdChannelWrites.Write({
            key: uint128(key),
            fee: uint128(fee),
            storageCost: 0,
            kind: 3,
            projectId: projectId,
            nameHash: _hashOf(projectId),
            input: _tail(abi.encode(_versions(prefix, n)))
        });
    }

    /// @dev A group of the key's channel paying `ws` with the voucher of
    /// `ceiling`, and a deposit of `deposit` when non-zero.
    function _group(uint256 key, uint256 ceiling, uint256 deposit, InkdChannelWrites.Write[] memory ws)
        internal
        returns (InkdChannelWrites.Group memory g)
    {
        X402BatchSettlement.ChannelConfig memory c = _channel(key);
        bytes32 id = _idOf(c);
        g.channel = c;
        g.ceiling = uint128(ceiling);
        g.signature = _voucher(key, id, ceiling);
        g.writes = ws;
        if (deposit != 0) {
            g.deposit = uint128(deposit);
            g.collectorData = _depositData(key, id, deposit);
        }
    }

    function _one(InkdChannelWrites.Write memory w) internal pure returns (InkdChannelWrites.Write[] memory ws) {
        ws = new InkdChannelWrites.Write[](1);
        ws[0] = w;
    }

    function _only(InkdChannelWrites.Group memory g) internal pure returns (InkdChannelWrites.Group[] memory gs) {
        gs = new InkdChannelWrites.Group[](1);
        gs[0] = g;
    }

    function _run(InkdChannelWrites.Group[] memory gs) internal returns (uint256 landed) {
        vm.prank(SETTLER);
        return writes.writeByVouchers(gs);
    }

    /// @dev A claim row of the key's channel up to `totalClaimed` with the
    /// voucher of `ceiling`.
    function _claimRow(uint256 key, uint256 ceiling, uint256 totalClaimed)
        internal
        view
        returns (X402BatchSettlement.VoucherClaim memory row)
    {
        X402BatchSettlement.ChannelConfig memory c = _channel(key);
        row.voucher = X402BatchSettlement.Voucher({channel: c, maxClaimableAmount: uint128(ceiling)});
        row.signature = _voucher(key, _idOf(c), ceiling);
        row.totalClaimed = uint128(totalClaimed);
    }

    /// @dev `e` without its first word: the tail encoding of one dynamic
    /// argument (abi.encode of it leads with its offset, 0x20).
    function _tail(bytes memory e) internal pure returns (bytes memory out) {
        // e's length word moves up one word, over its first data word
        uint256 n = e.length - 32;
        assembly ("memory-safe") {
            out := add(e, 32)
            mstore(out, n)
        }
    }
}
