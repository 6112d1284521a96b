// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {ChannelFixture} from "./base/ChannelFixture.sol";
import {X402BatchSettlement} from "../src/X402BatchSettlement.sol";

/// @notice Gas of the batch-settlement money path, one call per test with
/// everything prepared in setUp, as test/Gas.t.sol does for the treasury:
/// `forge snapshot --isolate` records them in .gas-snapshot (checked within
/// 1% by `make contracts-test`) and `make contracts-gas` writes each call's
/// figure to snapshots/ChannelGas.json. Ten payers each hold a funded
/// channel with an earlier claim, as a receiver's steady state has them.
contract ChannelGasTest is ChannelFixture {
    string internal constant GROUP = "ChannelGas";
    uint256 internal constant CHANNELS = 10;
    uint256 internal constant KEY0 = 0x6A5000;

    X402BatchSettlement.ChannelConfig[CHANNELS] internal configs;
    X402BatchSettlement.ChannelConfig internal fresh; // no deposit yet
    bytes internal depositCall;
    bytes internal topUpCall;
    bytes internal claim1Call;
    bytes internal claim10Call;
    bytes internal claimSigned1Call;
    bytes internal claimSigned10Call;
    bytes internal refundCall;
    bytes internal refundSignedCall;

    function setUp() public override {
        super.setUp();
        X402BatchSettlement.VoucherClaim[] memory one = new X402BatchSettlement.VoucherClaim[](1);
        X402BatchSettlement.VoucherClaim[] memory ten = new X402BatchSettlement.VoucherClaim[](CHANNELS);
        for (uint256 i = 0; i < CHANNELS; i++) {
            X402BatchSettlement.ChannelConfig memory c = _config();
            c.payer = vm.addr(KEY0 + i);
            configs[i] = c;
            usdc.mint(c.payer, PAYER_FUNDS);
            bytes memory data = _collectorData(KEY0 + i, _id(c), 10_000_000);
            settlement.deposit(c, 10_000_000, address(collector), data);
            _claim(c, 1_000, 1_000);
            ten[i] = _row(c, PAYER_AUTH_KEY, 2_000, 2_000);
        }
        one[0] = ten[0];
        claim1Call = abi.encodeCall(settlement.claim, (one));
        claim10Call = abi.encodeCall(settlement.claim, (ten));
        claimSigned1Call = abi.encodeCall(settlement.claimWithSignature, (one, _claimBatchSig(RECEIVER_AUTH_KEY, one)));
        claimSigned10Call = abi.encodeCall(settlement.claimWithSignature, (ten, _claimBatchSig(RECEIVER_AUTH_KEY, ten)));

        fresh = _config(bytes32(uint256(0xF5E5)));
        fresh.payer = vm.addr(KEY0);
        depositCall = abi.encodeCall(
            settlement.deposit,
            (fresh, 10_000_000, address(collector), _collectorData(KEY0, _id(fresh), 10_000_000))
        );
        topUpCall = abi.encodeCall(
            settlement.deposit,
            (configs[1], 10_000_000, address(collector), _collectorData(KEY0 + 1, _id(configs[1]), 10_000_000))
        );
        refundCall = abi.encodeCall(settlement.refund, (configs[2], 5_000_000));
        refundSignedCall = abi.encodeCall(
            settlement.refundWithSignature,
            (configs[3], 5_000_000, 0, _refundSig(RECEIVER_AUTH_KEY, _id(configs[3]), 0, 5_000_000))
        );
        usdc.mint(receiver, 1); // the receiver holds USDC already, as after earlier settles
    }

    function _run(address from, bytes memory data) internal {
        vm.prank(from);
        (bool ok, bytes memory ret) = address(settlement).call(data);
        if (!ok) {
            assembly ("memory-safe") {
                revert(add(ret, 32), mload(ret))
            }
        }
    }

    /// A payer's first deposit: a new channel through the ERC-3009 collector.
    function test_gas_channelDeposit() public {
        _run(relayer, depositCall);
        vm.snapshotGasLastCall(GROUP, "deposit");
    }

    function test_gas_channelTopUp() public {
        _run(relayer, topUpCall);
        vm.snapshotGasLastCall(GROUP, "depositTopUp");
    }

    /// The receiver authorizer claims one channel's latest voucher.
    function test_gas_channelClaim_1() public {
        _run(receiverAuth, claim1Call);
        vm.snapshotGasLastCall(GROUP, "claim_1");
    }

    /// Ten channels in one claim; per channel in claim_10_perChannel.
    function test_gas_channelClaim_10() public {
        _run(receiverAuth, claim10Call);
        uint256 used = vm.snapshotGasLastCall(GROUP, "claim_10");
        vm.snapshotValue(GROUP, "claim_10_perChannel", used / CHANNELS);
    }

    function test_gas_channelClaimWithSignature_1() public {
        _run(relayer, claimSigned1Call);
        vm.snapshotGasLastCall(GROUP, "claimWithSignature_1");
    }

    function test_gas_channelClaimWithSignature_10() public {
        _run(relayer, claimSigned10Call);
        uint256 used = vm.snapshotGasLastCall(GROUP, "claimWithSignature_10");
        vm.snapshotValue(GROUP, "claimWithSignature_10_perChannel", used / CHANNELS);
    }

    /// One transfer of ten channels' claims to the receiver.
    function test_gas_channelSettle() public {
        settlement.settle(receiver, address(usdc));
        vm.snapshotGasLastCall(GROUP, "settle");
    }

    function test_gas_channelRefund() public {
        _run(receiver, refundCall);
        vm.snapshotGasLastCall(GROUP, "refund");
    }

    function test_gas_channelRefundWithSignature() public {
        _run(relayer, refundSignedCall);
        vm.snapshotGasLastCall(GROUP, "refundWithSignature");
    }
}
