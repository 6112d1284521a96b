// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {TestBase} from "./TestBase.sol";
import {DevUSDC} from "../../src/DevUSDC.sol";
import {X402BatchSettlement} from "../../src/X402BatchSettlement.sol";
import {ERC3009DepositCollector} from "../../src/ERC3009DepositCollector.sol";

/// @notice The batch-settlement channel as development chains have it: the
/// settlement contract's and the ERC-3009 collector's runtime code placed
/// (vm.etch, as the genesis alloc and anvil_setCode do) at their canonical
/// addresses, DevUSDC as the token, a funded payer with a separate voucher
/// key, a receiver, a receiver authorizer and a relayer (a facilitator).
abstract contract ChannelFixture is TestBase {
    X402BatchSettlement internal constant settlement =
        X402BatchSettlement(0x4020074e9dF2ce1deE5A9C1b5c3f541D02a10003);
    ERC3009DepositCollector internal constant collector =
        ERC3009DepositCollector(0x4020806089470a89826cB9fB1f4059150b550004);

    uint256 internal constant PAYER_KEY = 0xA11CE;
    uint256 internal constant PAYER_AUTH_KEY = 0xA11CE0A;
    uint256 internal constant RECEIVER_AUTH_KEY = 0xB0B0A;
    uint256 internal constant OTHER_KEY = 0x0DD;
    uint256 internal constant PAYER_FUNDS = 1_000_000_000; // 1,000 USDC
    uint40 internal constant DELAY = 900;

    DevUSDC internal usdc;
    address internal payer;
    address internal payerAuth;
    address internal receiver = address(0x7EC0);
    address internal receiverAuth;
    address internal relayer = address(0xFAC1);
    address internal other;
    uint256 private _saltCounter;

    function setUp() public virtual {
        usdc = new DevUSDC();
        vm.etch(address(settlement), address(new X402BatchSettlement()).code);
        vm.etch(address(collector), address(new ERC3009DepositCollector()).code);
        payer = vm.addr(PAYER_KEY);
        payerAuth = vm.addr(PAYER_AUTH_KEY);
        receiverAuth = vm.addr(RECEIVER_AUTH_KEY);
        other = vm.addr(OTHER_KEY);
        usdc.mint(payer, PAYER_FUNDS);
    }

    /// @dev The payer's channel with salt `salt`, vouchers signed by payerAuth.
    function _config(bytes32 salt) internal view returns (X402BatchSettlement.ChannelConfig memory) {
        return X402BatchSettlement.ChannelConfig({
            payer: payer,
            payerAuthorizer: payerAuth,
            receiver: receiver,
            receiverAuthorizer: receiverAuth,
            token: address(usdc),
            withdrawDelay: DELAY,
            salt: salt
        });
    }

    function _config() internal view returns (X402BatchSettlement.ChannelConfig memory) {
        return _config(bytes32(0));
    }

    function _id(X402BatchSettlement.ChannelConfig memory c) internal view returns (bytes32) {
        return settlement.getChannelId(c);
    }

    function _sign(uint256 key, bytes32 digest) internal pure returns (bytes memory) {
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(key, digest);
        return abi.encodePacked(r, s, v);
    }

    /// @dev collectorData of the payer's (key's) ReceiveWithAuthorization of
    /// `amount` to the collector for `channelId`, valid for an hour, as the
    /// npm client signs it.
    function _collectorData(uint256 key, bytes32 channelId, uint256 amount) internal returns (bytes memory) {
        return _collectorData(key, vm.addr(key), channelId, amount);
    }

    /// @dev The same for payer `from`, for which `key` signs (EIP-1271 wallets).
    function _collectorData(uint256 key, address from, bytes32 channelId, uint256 amount)
        internal
        returns (bytes memory)
    {
        uint256 salt = ++_saltCounter;
        uint256 validBefore = block.timestamp + 3600;
        bytes32 nonce = keccak256(abi.encode(channelId, salt));
        bytes32 structHash = keccak256(
            abi.encode(
                usdc.RECEIVE_WITH_AUTHORIZATION_TYPEHASH(),
                from,
                address(collector),
                amount,
                uint256(0),
                validBefore,
                nonce
            )
        );
        bytes32 digest = keccak256(abi.encodePacked("\x19\x01", usdc.DOMAIN_SEPARATOR(), structHash));
        return abi.encode(uint256(0), validBefore, salt, _sign(key, digest));
    }

    /// @dev The relayer deposits `amount` into `c` with the payer's signature.
    function _deposit(X402BatchSettlement.ChannelConfig memory c, uint128 amount) internal {
        bytes memory data = _collectorData(PAYER_KEY, _id(c), amount);
        vm.prank(relayer);
        settlement.deposit(c, amount, address(collector), data);
    }

    /// @dev A claim row of `c`: a voucher up to `max` signed by `key`, claiming `total`.
    function _row(X402BatchSettlement.ChannelConfig memory c, uint256 key, uint128 max, uint128 total)
        internal
        view
        returns (X402BatchSettlement.VoucherClaim memory)
    {
        return X402BatchSettlement.VoucherClaim({
            voucher: X402BatchSettlement.Voucher({channel: c, maxClaimableAmount: max}),
            signature: _sign(key, settlement.getVoucherDigest(_id(c), max)),
            totalClaimed: total
        });
    }

    function _rows(X402BatchSettlement.VoucherClaim memory r)
        internal
        pure
        returns (X402BatchSettlement.VoucherClaim[] memory rows)
    {
        rows = new X402BatchSettlement.VoucherClaim[](1);
        rows[0] = r;
    }

    /// @dev The receiver side claims `total` of `c` under a voucher of `max`.
    function _claim(X402BatchSettlement.ChannelConfig memory c, uint128 max, uint128 total) internal {
        X402BatchSettlement.VoucherClaim[] memory rows = _rows(_row(c, PAYER_AUTH_KEY, max, total));
        vm.prank(receiver);
        settlement.claim(rows);
    }

    function _claimBatchSig(uint256 key, X402BatchSettlement.VoucherClaim[] memory rows)
        internal
        view
        returns (bytes memory)
    {
        return _sign(key, settlement.getClaimBatchDigest(rows));
    }

    function _refundSig(uint256 key, bytes32 channelId, uint256 nonce, uint128 amount)
        internal
        view
        returns (bytes memory)
    {
        return _sign(key, settlement.getRefundDigest(channelId, nonce, amount));
    }

    function _balance(bytes32 channelId) internal view returns (uint128 balance, uint128 totalClaimed) {
        return settlement.channels(channelId);
    }
}
