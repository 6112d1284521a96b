// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {TestBase} from "../base/TestBase.sol";
import {DevUSDC} from "../../src/DevUSDC.sol";
import {X402BatchSettlement} from "../../src/X402BatchSettlement.sol";

/// @notice Random traffic on N channels of one receiver: deposits through the
/// ERC-3009 collector, vouchers the payers sign (the handler remembers the
/// highest per channel), claims (direct and relayed, some above the voucher
/// or the balance), settles, timed withdrawals (some finalized too early),
/// refunds (direct and signed) and time passing. Each call predicts whether
/// the contract must accept it; a wrong prediction or an accepted call that
/// breaks a rule sets a flag the invariants read. Refusals the handler
/// provokes are caught, so forge's fail_on_revert finds only the rest.
contract ChannelHandler is TestBase {
    uint256 public constant N = 3;
    uint256 internal constant PAYER_KEY0 = 0xC0FFEE00;
    uint256 internal constant VOUCHER_KEY0 = 0xC0FFEE10;
    uint256 public constant RECEIVER_AUTH_KEY = 0xC0FFEE20;
    uint256 public constant FUNDS = 1e12;

    X402BatchSettlement public immutable settlement;
    address public immutable collector;
    DevUSDC public immutable usdc;
    address public immutable receiver = address(0x7EC1);
    address public immutable relayer = address(0xFAC2);

    X402BatchSettlement.ChannelConfig[N] internal _configs;
    bytes32[N] public ids;
    uint128[N] public maxSigned; // the highest voucher each payer has signed
    uint256[N] public refunds; // refunds sent (each must move the nonce by one)
    uint256 public minted;
    uint256 private _salt;

    bool public wrongPrediction;
    bool public earlyFinalize;
    bool public nonceSkipped;
    uint256 public claims;
    uint256 public finalized;
    uint256 public refunded;
    uint256 public deposits;

    constructor(X402BatchSettlement settlement_, address collector_, DevUSDC usdc_) {
        settlement = settlement_;
        collector = collector_;
        usdc = usdc_;
        for (uint256 i = 0; i < N; i++) {
            address p = vm.addr(PAYER_KEY0 + i);
            _configs[i] = X402BatchSettlement.ChannelConfig({
                payer: p,
                // the last channel has no payer authorizer: the payer signs
                payerAuthorizer: i == N - 1 ? address(0) : vm.addr(VOUCHER_KEY0 + i),
                receiver: receiver,
                receiverAuthorizer: vm.addr(RECEIVER_AUTH_KEY),
                token: address(usdc_),
                withdrawDelay: uint40(900 + 600 * i),
                salt: bytes32(i)
            });
            ids[i] = settlement_.getChannelId(_configs[i]);
            usdc_.mint(p, FUNDS);
            minted += FUNDS;
        }
    }

    function config(uint256 i) external view returns (X402BatchSettlement.ChannelConfig memory) {
        return _configs[i];
    }

    function payer(uint256 i) external view returns (address) {
        return _configs[i].payer;
    }

    // -------------------------------------------------------------- actions

    function deposit(uint256 seed, uint128 amount) external {
        uint256 i = seed % N;
        amount = uint128(_bound(amount, 1, 1e9));
        X402BatchSettlement.ChannelConfig memory c = _configs[i];
        uint256 salt = ++_salt;
        uint256 validBefore = block.timestamp + 3600;
        bytes32 structHash = keccak256(
            abi.encode(
                usdc.RECEIVE_WITH_AUTHORIZATION_TYPEHASH(),
                c.payer,
                collector,
                uint256(amount),
                uint256(0),
                validBefore,
                keccak256(abi.encode(ids[i], salt))
            )
        );
        bytes memory sig =
            _sign(PAYER_KEY0 + i, keccak256(abi.encodePacked("\x19\x01", usdc.DOMAIN_SEPARATOR(), structHash)));
        settlement.deposit(c, amount, collector, abi.encode(uint256(0), validBefore, salt, sig));
        deposits++;
    }

    /// The payer signs a voucher `add` above its last one (off chain).
    function signVoucher(uint256 seed, uint128 add) external {
        uint256 i = seed % N;
        maxSigned[i] += uint128(_bound(add, 1, 1e9));
    }

    /// A claim of one channel, under a voucher the payer signed (any of them:
    /// max at most maxSigned), for a total that may exceed it or the balance.
    function claim(uint256 seed, uint128 max, uint128 total, bool relayed) external {
        uint256 i = seed % N;
        max = uint128(_bound(max, 0, maxSigned[i]));
        total = uint128(_bound(total, 0, uint256(maxSigned[i]) + 1e6));
        X402BatchSettlement.VoucherClaim[] memory rows = new X402BatchSettlement.VoucherClaim[](1);
        uint256 key = _configs[i].payerAuthorizer == address(0) ? PAYER_KEY0 + i : VOUCHER_KEY0 + i;
        rows[0] = X402BatchSettlement.VoucherClaim({
            voucher: X402BatchSettlement.Voucher({channel: _configs[i], maxClaimableAmount: max}),
            signature: _sign(key, settlement.getVoucherDigest(ids[i], max)),
            totalClaimed: total
        });
        (uint128 balance, uint128 claimed) = settlement.channels(ids[i]);
        bool expect = total <= max && (total <= claimed || total <= balance);
        bool ok;
        if (relayed) {
            bytes memory sig = _sign(RECEIVER_AUTH_KEY, settlement.getClaimBatchDigest(rows));
            vm.prank(relayer);
            try settlement.claimWithSignature(rows, sig) {
                ok = true;
            } catch {}
        } else {
            vm.prank(receiver);
            try settlement.claim(rows) {
                ok = true;
            } catch {}
        }
        if (ok != expect) wrongPrediction = true;
        if (ok) claims++;
    }

    function settle() external {
        settlement.settle(receiver, address(usdc));
    }

    function initiateWithdraw(uint256 seed, uint128 amount) external {
        uint256 i = seed % N;
        (uint128 balance, uint128 claimed) = settlement.channels(ids[i]);
        (, uint40 at) = settlement.pendingWithdrawals(ids[i]);
        amount = uint128(_bound(amount, 1, uint256(balance - claimed) + 10));
        bool expect = at == 0 && amount <= balance - claimed;
        vm.prank(_configs[i].payer);
        try settlement.initiateWithdraw(_configs[i], amount) {
            if (!expect) wrongPrediction = true;
        } catch {
            if (expect) wrongPrediction = true;
        }
    }

    /// Tried at any time: it must succeed exactly when a withdrawal is
    /// pending and its delay has elapsed.
    function finalizeWithdraw(uint256 seed) external {
        uint256 i = seed % N;
        (, uint40 at) = settlement.pendingWithdrawals(ids[i]);
        bool due = at != 0 && block.timestamp >= uint256(at) + _configs[i].withdrawDelay;
        vm.prank(_configs[i].payer);
        try settlement.finalizeWithdraw(_configs[i]) {
            if (!due) earlyFinalize = true;
            finalized++;
        } catch {
            if (due) wrongPrediction = true;
        }
    }

    function refund(uint256 seed, uint128 amount, bool signed) external {
        uint256 i = seed % N;
        amount = uint128(_bound(amount, 1, 1e9));
        uint256 nonce = settlement.refundNonce(ids[i]);
        if (signed) {
            bytes memory sig = _sign(RECEIVER_AUTH_KEY, settlement.getRefundDigest(ids[i], nonce, amount));
            vm.prank(relayer);
            settlement.refundWithSignature(_configs[i], amount, nonce, sig);
        } else {
            vm.prank(receiver);
            settlement.refund(_configs[i], amount);
        }
        refunds[i]++;
        refunded++;
        if (settlement.refundNonce(ids[i]) != nonce + 1) nonceSkipped = true;
    }

    function warp(uint256 secs) external {
        vm.warp(block.timestamp + _bound(secs, 0, 2_000));
    }

    function _sign(uint256 key, bytes32 digest) internal pure returns (bytes memory) {
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(key, digest);
        return abi.encodePacked(r, s, v);
    }
}
