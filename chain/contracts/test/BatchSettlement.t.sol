// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {ChannelFixture} from "./base/ChannelFixture.sol";
import {X402BatchSettlement} from "../src/X402BatchSettlement.sol";
import {ERC3009DepositCollector} from "../src/ERC3009DepositCollector.sol";
import {IDepositCollector} from "../src/IDepositCollector.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";

/// @dev A smart-contract wallet (EIP-1271) whose owner key signs for it.
contract Wallet1271 {
    address private immutable _owner;

    constructor(address owner_) {
        _owner = owner_;
    }

    function isValidSignature(bytes32 hash, bytes memory signature) external view returns (bytes4) {
        (address signer, ECDSA.RecoverError err,) = ECDSA.tryRecover(hash, signature);
        return err == ECDSA.RecoverError.NoError && signer == _owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }
}

/// @dev A collector that moves nothing.
contract IdleCollector is IDepositCollector {
    function collect(address, address, uint256, bytes32, bytes calldata) external {}
}

/// @dev A collector that calls back into the settlement contract.
contract ReentrantCollector is IDepositCollector {
    function collect(address, address token, uint256, bytes32, bytes calldata) external {
        X402BatchSettlement(msg.sender).settle(address(this), token);
    }
}

/// @notice Unit tests of X402BatchSettlement's hashing, deposits, claims and
/// settle (withdrawals and refunds: BatchSettlementExit.t.sol).
contract BatchSettlementTest is ChannelFixture {
    // ------------------------------------------------------------- hashing

    /// The client's vectors: channelId, voucher, refund and claim-batch
    /// digests computed by the npm client x402/evm 2.27.0 (channelvectors.mjs,
    /// chain id 8453) for this config equal the contract's at the canonical
    /// address, where its runtime code was placed without a constructor.
    function test_hashes_equalTheNpmClients() public view {
        X402BatchSettlement.ChannelConfig memory c = X402BatchSettlement.ChannelConfig({
            payer: 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266,
            payerAuthorizer: 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266,
            receiver: 0x70997970C51812dc3A010C7d01b50e0d17dc79C8,
            receiverAuthorizer: 0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC,
            token: 0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913,
            withdrawDelay: 900,
            salt: bytes32(uint256(0xaa))
        });
        bytes32 id = settlement.getChannelId(c);
        vm.assertEq(id, 0xc5140a9c0cc206c7645741eaf446e0e3485ea6daf1cb73ab93381dc1c9a342de, "channelId");
        vm.assertEq(
            settlement.getVoucherDigest(id, 5000),
            0x85d82215a460b88bfc2780c1c9c967e170a5da68ab1811383feb697442e36732,
            "voucher digest"
        );
        vm.assertEq(
            settlement.getRefundDigest(id, 3, 1500),
            0x16b83735b9d9773f364d9e675f5cba120cf179906396b95cffffbe0bc6dfc522,
            "refund digest"
        );
        X402BatchSettlement.VoucherClaim[] memory rows = new X402BatchSettlement.VoucherClaim[](2);
        rows[0] = X402BatchSettlement.VoucherClaim(X402BatchSettlement.Voucher(c, 5000), "", 4000);
        rows[1] = X402BatchSettlement.VoucherClaim(X402BatchSettlement.Voucher(c, 7), "", 7);
        vm.assertEq(
            settlement.getClaimBatchDigest(rows),
            0x7c7080ac480aaa78fafd4e01eec65123efec1a07e679333df4a3657cbdb4aff7,
            "claim batch digest"
        );
    }

    /// The domain follows the code's address: a copy deployed elsewhere has
    /// its own separator (EIP-712 computed by hand here) and its own ids.
    function test_domain_isDerivedFromTheCurrentAddress() public {
        X402BatchSettlement copy = new X402BatchSettlement();
        for (uint256 i = 0; i < 2; i++) {
            X402BatchSettlement s = i == 0 ? settlement : copy;
            bytes32 want = keccak256(
                abi.encode(
                    keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"),
                    keccak256("x402 Batch Settlement"),
                    keccak256("1"),
                    uint256(8453),
                    address(s)
                )
            );
            vm.assertEq(s.DOMAIN_SEPARATOR(), want, "domain separator");
            X402BatchSettlement.ChannelConfig memory c = _config();
            bytes32 structHash = keccak256(
                abi.encode(
                    s.CHANNEL_CONFIG_TYPEHASH(),
                    c.payer,
                    c.payerAuthorizer,
                    c.receiver,
                    c.receiverAuthorizer,
                    c.token,
                    c.withdrawDelay,
                    c.salt
                )
            );
            vm.assertEq(s.getChannelId(c), keccak256(abi.encodePacked("\x19\x01", want, structHash)), "channel id");
        }
        vm.assertTrue(copy.getChannelId(_config()) != settlement.getChannelId(_config()), "ids differ by address");
        (, string memory name, string memory version, uint256 chainId, address verifying,,) = settlement.eip712Domain();
        vm.assertEq(name, "x402 Batch Settlement", "name");
        vm.assertEq(version, "1", "version");
        vm.assertEq(chainId, 8453, "chain id");
        vm.assertEq(verifying, address(settlement), "verifying contract");
    }

    function test_channelId_differsBySalt() public view {
        vm.assertTrue(_id(_config(bytes32(uint256(1)))) != _id(_config()), "salt");
    }

    // ------------------------------------------------------------- deposits

    function test_deposit_creditsTheChannel() public {
        X402BatchSettlement.ChannelConfig memory c = _config();
        bytes32 id = _id(c);
        bytes memory data = _collectorData(PAYER_KEY, id, 5_000_000);
        vm.expectEmit(address(settlement));
        emit X402BatchSettlement.ChannelCreated(id, c);
        vm.expectEmit(address(settlement));
        emit X402BatchSettlement.Deposited(id, relayer, 5_000_000, 5_000_000);
        vm.prank(relayer);
        settlement.deposit(c, 5_000_000, address(collector), data);

        (uint128 balance, uint128 claimed) = _balance(id);
        vm.assertEq(balance, 5_000_000, "balance");
        vm.assertEq(claimed, 0, "claimed");
        vm.assertEq(usdc.balanceOf(address(settlement)), 5_000_000, "escrow");
        vm.assertEq(usdc.balanceOf(address(collector)), 0, "collector keeps nothing");
        vm.assertEq(usdc.balanceOf(payer), PAYER_FUNDS - 5_000_000, "payer");
    }

    function test_deposit_topUpDoesNotCreateAgain() public {
        X402BatchSettlement.ChannelConfig memory c = _config();
        _deposit(c, 1_000);
        vm.recordLogs();
        _deposit(c, 2_000);
        vm.assertEq(vm.getRecordedLogs().length, 4, "two Transfers, AuthorizationUsed, Deposited: no ChannelCreated");
        (uint128 balance,) = _balance(_id(c));
        vm.assertEq(balance, 3_000, "balance");
    }

    function test_deposit_rejectsAnInvalidConfig() public {
        for (uint256 i = 0; i < 4; i++) {
            X402BatchSettlement.ChannelConfig memory c = _config();
            if (i == 0) c.payer = address(0);
            if (i == 1) c.receiver = address(0);
            if (i == 2) c.receiverAuthorizer = address(0);
            if (i == 3) c.token = address(0);
            vm.expectRevert(X402BatchSettlement.InvalidChannelConfig.selector);
            settlement.deposit(c, 1, address(collector), "");
        }
    }

    function test_deposit_withdrawDelayBounds() public {
        uint40[2] memory bad = [uint40(899), uint40(30 days + 1)];
        for (uint256 i = 0; i < 2; i++) {
            X402BatchSettlement.ChannelConfig memory c = _config();
            c.withdrawDelay = bad[i];
            vm.expectRevert(abi.encodeWithSelector(X402BatchSettlement.WithdrawDelayOutOfRange.selector, bad[i]));
            settlement.deposit(c, 1, address(collector), "");
        }
        uint40[2] memory good = [uint40(900), uint40(30 days)];
        for (uint256 i = 0; i < 2; i++) {
            X402BatchSettlement.ChannelConfig memory c = _config();
            c.withdrawDelay = good[i];
            _deposit(c, 1);
        }
    }

    function test_deposit_rejectsZeroAmountAndZeroCollector() public {
        vm.expectRevert(X402BatchSettlement.ZeroAmount.selector);
        settlement.deposit(_config(), 0, address(collector), "");
        vm.expectRevert(X402BatchSettlement.InvalidCollector.selector);
        settlement.deposit(_config(), 1, address(0), "");
    }

    /// A channel's balance is a uint128: a deposit past it reverts.
    function test_deposit_balanceCannotOverflow() public {
        X402BatchSettlement.ChannelConfig memory c = _config();
        uint128 max = type(uint128).max;
        usdc.mint(payer, max);
        _deposit(c, max);
        bytes memory data = _collectorData(PAYER_KEY, _id(c), 1);
        vm.expectRevert(abi.encodeWithSignature("Panic(uint256)", 0x11));
        settlement.deposit(c, 1, address(collector), data);
    }

    /// A collector that does not deliver exactly the amount credits nothing.
    function test_deposit_requiresTheTokensToArrive() public {
        IdleCollector idle = new IdleCollector();
        vm.expectRevert(abi.encodeWithSelector(X402BatchSettlement.DepositNotReceived.selector, 10, 0));
        settlement.deposit(_config(), 10, address(idle), "");
    }

    /// An authorization signed for one channel cannot fund another: the
    /// ERC-3009 nonce binds the channel id.
    function test_deposit_authorizationIsBoundToItsChannel() public {
        X402BatchSettlement.ChannelConfig memory c = _config();
        bytes memory data = _collectorData(PAYER_KEY, _id(c), 1_000);
        vm.expectRevert(bytes("FiatTokenV2: invalid signature"));
        settlement.deposit(_config(bytes32(uint256(7))), 1_000, address(collector), data);
        vm.expectRevert(bytes("FiatTokenV2: invalid signature"));
        settlement.deposit(c, 999, address(collector), data);
        settlement.deposit(c, 1_000, address(collector), data);
        vm.expectRevert(bytes("FiatTokenV2: authorization is used or canceled"));
        settlement.deposit(c, 1_000, address(collector), data);
    }

    /// Only the settlement contract may make the collector pull a payer's
    /// authorization.
    function test_collector_onlyTheSettlementContract() public {
        bytes32 id = _id(_config());
        bytes memory data = _collectorData(PAYER_KEY, id, 1_000);
        vm.prank(other);
        vm.expectRevert(abi.encodeWithSelector(ERC3009DepositCollector.OnlySettlement.selector, other));
        collector.collect(payer, address(usdc), 1_000, id, data);
        vm.assertEq(usdc.balanceOf(payer), PAYER_FUNDS, "nothing moved");
    }

    function test_deposit_isNotReentrant() public {
        ReentrantCollector bad = new ReentrantCollector();
        vm.expectRevert(ReentrancyGuardTransient.ReentrancyGuardReentrantCall.selector);
        settlement.deposit(_config(), 1, address(bad), "");
    }

    // --------------------------------------------------------------- claims

    function test_claim_byTheReceiverAndItsAuthorizer() public {
        X402BatchSettlement.ChannelConfig memory c = _config();
        bytes32 id = _id(c);
        _deposit(c, 10_000);
        X402BatchSettlement.VoucherClaim[] memory rows = _rows(_row(c, PAYER_AUTH_KEY, 3_000, 2_000));
        vm.expectEmit(address(settlement));
        emit X402BatchSettlement.Claimed(id, receiver, 2_000, 2_000);
        vm.prank(receiver);
        settlement.claim(rows);

        rows = _rows(_row(c, PAYER_AUTH_KEY, 5_000, 5_000));
        vm.expectEmit(address(settlement));
        emit X402BatchSettlement.Claimed(id, receiverAuth, 3_000, 5_000);
        vm.prank(receiverAuth);
        settlement.claim(rows);

        (uint128 balance, uint128 claimed) = _balance(id);
        vm.assertEq(balance, 10_000, "balance keeps claimed funds until settle");
        vm.assertEq(claimed, 5_000, "claimed");
        (uint128 rClaimed, uint128 rSettled) = settlement.receivers(receiver, address(usdc));
        vm.assertEq(rClaimed, 5_000, "receiver claimed");
        vm.assertEq(rSettled, 0, "receiver settled");
        vm.assertEq(usdc.balanceOf(address(settlement)), 10_000, "no transfer on claim");
    }

    function test_claim_refusesOthers() public {
        X402BatchSettlement.ChannelConfig memory c = _config();
        _deposit(c, 10_000);
        X402BatchSettlement.VoucherClaim[] memory rows = _rows(_row(c, PAYER_AUTH_KEY, 3_000, 3_000));
        bytes32 id = _id(c);
        for (uint256 i = 0; i < 3; i++) {
            address who = [payer, payerAuth, relayer][i];
            vm.prank(who);
            vm.expectRevert(abi.encodeWithSelector(X402BatchSettlement.NotReceiverSide.selector, id));
            settlement.claim(rows);
        }
    }

    function test_claim_neverAboveTheVoucherOrTheBalance() public {
        X402BatchSettlement.ChannelConfig memory c = _config();
        bytes32 id = _id(c);
        _deposit(c, 10_000);
        X402BatchSettlement.VoucherClaim[] memory rows = _rows(_row(c, PAYER_AUTH_KEY, 3_000, 3_001));
        vm.prank(receiver);
        vm.expectRevert(abi.encodeWithSelector(X402BatchSettlement.ClaimExceedsVoucher.selector, id, 3_001, 3_000));
        settlement.claim(rows);

        rows = _rows(_row(c, PAYER_AUTH_KEY, 20_000, 10_001));
        vm.prank(receiver);
        vm.expectRevert(abi.encodeWithSelector(X402BatchSettlement.ClaimExceedsBalance.selector, id, 10_001, 10_000));
        settlement.claim(rows);

        _claim(c, 20_000, 10_000);
        (, uint128 claimed) = _balance(id);
        vm.assertEq(claimed, 10_000, "all of it");
    }

    /// The voucher must be the payer authorizer's signature over this very
    /// channel and ceiling; the payer's own key does not count once an
    /// authorizer is set.
    function test_claim_checksTheVoucherSignature() public {
        X402BatchSettlement.ChannelConfig memory c = _config();
        bytes32 id = _id(c);
        _deposit(c, 10_000);
        X402BatchSettlement.VoucherClaim memory r = _row(c, PAYER_KEY, 3_000, 3_000);
        vm.prank(receiver);
        vm.expectRevert(abi.encodeWithSelector(X402BatchSettlement.InvalidVoucherSignature.selector, id));
        settlement.claim(_rows(r));

        r = _row(c, PAYER_AUTH_KEY, 3_000, 3_000);
        r.voucher.maxClaimableAmount = 4_000; // signed 3,000
        vm.prank(receiver);
        vm.expectRevert(abi.encodeWithSelector(X402BatchSettlement.InvalidVoucherSignature.selector, id));
        settlement.claim(_rows(r));

        r = _row(c, PAYER_AUTH_KEY, 3_000, 3_000);
        r.signature = hex"00";
        vm.prank(receiver);
        vm.expectRevert(abi.encodeWithSelector(X402BatchSettlement.InvalidVoucherSignature.selector, id));
        settlement.claim(_rows(r));
    }

    /// Without a payer authorizer the payer signs, also as an EIP-1271 wallet.
    function test_claim_payerSignsWhenNoAuthorizer() public {
        X402BatchSettlement.ChannelConfig memory c = _config();
        c.payerAuthorizer = address(0);
        _deposit(c, 10_000);
        X402BatchSettlement.VoucherClaim[] memory rows = _rows(_row(c, PAYER_AUTH_KEY, 1_000, 1_000));
        bytes32 id = _id(c);
        vm.prank(receiver);
        vm.expectRevert(abi.encodeWithSelector(X402BatchSettlement.InvalidVoucherSignature.selector, id));
        settlement.claim(rows);
        _claimAs(c, PAYER_KEY, 1_000);

        Wallet1271 wallet = new Wallet1271(other);
        usdc.mint(address(wallet), 10_000);
        c.payer = address(wallet);
        bytes memory data = _collectorData(OTHER_KEY, address(wallet), _id(c), 10_000);
        settlement.deposit(c, 10_000, address(collector), data);
        _claimAs(c, OTHER_KEY, 2_000);
        (, uint128 claimed) = _balance(_id(c));
        vm.assertEq(claimed, 2_000, "wallet's voucher claimed");
    }

    function _claimAs(X402BatchSettlement.ChannelConfig memory c, uint256 key, uint128 total) private {
        X402BatchSettlement.VoucherClaim[] memory rows = _rows(_row(c, key, total, total));
        vm.prank(receiver);
        settlement.claim(rows);
    }

    /// A row at or below what is claimed changes nothing, so a batch that
    /// landed can be sent again, and does not even need a valid signature.
    function test_claim_replayIsANoOp() public {
        X402BatchSettlement.ChannelConfig memory c = _config();
        _deposit(c, 10_000);
        _claim(c, 5_000, 5_000);
        vm.recordLogs();
        _claim(c, 5_000, 5_000);
        X402BatchSettlement.VoucherClaim memory r = _row(c, PAYER_AUTH_KEY, 5_000, 4_000);
        r.signature = "";
        vm.prank(receiver);
        settlement.claim(_rows(r));
        vm.assertEq(vm.getRecordedLogs().length, 0, "no Claimed");
        (uint128 rClaimed,) = settlement.receivers(receiver, address(usdc));
        vm.assertEq(rClaimed, 5_000, "receiver total unchanged");
    }

    function test_claim_rejectsAnEmptyBatch() public {
        X402BatchSettlement.VoucherClaim[] memory rows;
        vm.expectRevert(X402BatchSettlement.EmptyBatch.selector);
        settlement.claim(rows);
        vm.expectRevert(X402BatchSettlement.EmptyBatch.selector);
        settlement.claimWithSignature(rows, "");
    }

    /// @dev Two funded channels (salts 1 and 2, the second with receiver
    /// authorizer `authB`) and a claim row of each.
    function _twoChannelRows(address authB) private returns (X402BatchSettlement.VoucherClaim[] memory rows) {
        X402BatchSettlement.ChannelConfig memory a = _config(bytes32(uint256(1)));
        X402BatchSettlement.ChannelConfig memory b = _config(bytes32(uint256(2)));
        b.receiverAuthorizer = authB;
        _deposit(a, 10_000);
        _deposit(b, 10_000);
        rows = new X402BatchSettlement.VoucherClaim[](2);
        rows[0] = _row(a, PAYER_AUTH_KEY, 4_000, 4_000);
        rows[1] = _row(b, PAYER_AUTH_KEY, 6_000, 5_000);
    }

    function test_claimWithSignature_byARelayer() public {
        X402BatchSettlement.VoucherClaim[] memory rows = _twoChannelRows(receiverAuth);
        bytes memory sig = _claimBatchSig(RECEIVER_AUTH_KEY, rows);

        bytes memory wrongKey = _claimBatchSig(PAYER_AUTH_KEY, rows);
        vm.prank(relayer);
        vm.expectRevert(X402BatchSettlement.InvalidAuthorizerSignature.selector);
        settlement.claimWithSignature(rows, wrongKey);

        rows[1].totalClaimed = 6_000; // not what the authorizer signed
        vm.prank(relayer);
        vm.expectRevert(X402BatchSettlement.InvalidAuthorizerSignature.selector);
        settlement.claimWithSignature(rows, sig);

        rows[1].totalClaimed = 5_000;
        vm.prank(relayer);
        settlement.claimWithSignature(rows, sig);
        (, uint128 ca) = _balance(_id(rows[0].voucher.channel));
        (, uint128 cb) = _balance(_id(rows[1].voucher.channel));
        vm.assertEq(ca + cb, 9_000, "both rows");
        (uint128 rClaimed,) = settlement.receivers(receiver, address(usdc));
        vm.assertEq(rClaimed, 9_000, "receiver total");
    }

    /// The batch digest is EIP-712's ClaimBatch(ClaimEntry[] claims), written
    /// out by hand here.
    function test_claimBatchDigest_isTheTypedDataHash() public view {
        X402BatchSettlement.ChannelConfig memory a = _config(bytes32(uint256(1)));
        X402BatchSettlement.ChannelConfig memory b = _config(bytes32(uint256(2)));
        X402BatchSettlement.VoucherClaim[] memory rows = new X402BatchSettlement.VoucherClaim[](2);
        rows[0] = _row(a, PAYER_AUTH_KEY, 4_000, 3_000);
        rows[1] = _row(b, PAYER_AUTH_KEY, 6_000, 5_000);
        bytes32 entryType = keccak256("ClaimEntry(bytes32 channelId,uint128 maxClaimableAmount,uint128 totalClaimed)");
        bytes32 e0 = keccak256(abi.encode(entryType, _id(a), uint256(4_000), uint256(3_000)));
        bytes32 e1 = keccak256(abi.encode(entryType, _id(b), uint256(6_000), uint256(5_000)));
        bytes32 structHash = keccak256(
            abi.encode(
                keccak256(
                    "ClaimBatch(ClaimEntry[] claims)ClaimEntry(bytes32 channelId,uint128 maxClaimableAmount,uint128 totalClaimed)"
                ),
                keccak256(abi.encodePacked(e0, e1))
            )
        );
        bytes32 want = keccak256(abi.encodePacked("\x19\x01", settlement.DOMAIN_SEPARATOR(), structHash));
        vm.assertEq(settlement.getClaimBatchDigest(rows), want, "digest");
    }

    function test_claimWithSignature_oneAuthorizerPerBatch() public {
        X402BatchSettlement.VoucherClaim[] memory rows = _twoChannelRows(other);
        bytes memory sig = _claimBatchSig(RECEIVER_AUTH_KEY, rows);
        bytes32 idB = _id(rows[1].voucher.channel);
        vm.expectRevert(abi.encodeWithSelector(X402BatchSettlement.MixedReceiverAuthorizers.selector, idB));
        settlement.claimWithSignature(rows, sig);
    }

    // --------------------------------------------------------------- settle

    function test_settle_paysTheReceiverOnceByAnyone() public {
        X402BatchSettlement.ChannelConfig memory a = _config(bytes32(uint256(1)));
        X402BatchSettlement.ChannelConfig memory b = _config(bytes32(uint256(2)));
        _deposit(a, 10_000);
        _deposit(b, 10_000);
        _claim(a, 3_000, 3_000);
        _claim(b, 4_000, 4_000);
        vm.expectEmit(address(settlement));
        emit X402BatchSettlement.Settled(receiver, address(usdc), other, 7_000);
        vm.prank(other);
        settlement.settle(receiver, address(usdc));
        vm.assertEq(usdc.balanceOf(receiver), 7_000, "receiver paid");
        vm.assertEq(usdc.balanceOf(address(settlement)), 13_000, "escrow left");
        (uint128 rClaimed, uint128 rSettled) = settlement.receivers(receiver, address(usdc));
        vm.assertEq(rSettled, rClaimed, "settled all");

        vm.recordLogs();
        settlement.settle(receiver, address(usdc));
        vm.assertEq(vm.getRecordedLogs().length, 0, "nothing owed: no transfer");
        vm.assertEq(usdc.balanceOf(receiver), 7_000, "paid once");

        _claim(a, 5_000, 5_000);
        settlement.settle(receiver, address(usdc));
        vm.assertEq(usdc.balanceOf(receiver), 9_000, "later claims settle too");
    }

    function test_settle_unknownPairIsANoOp() public {
        vm.recordLogs();
        settlement.settle(other, address(usdc));
        vm.assertEq(vm.getRecordedLogs().length, 0, "no-op");
    }
}
