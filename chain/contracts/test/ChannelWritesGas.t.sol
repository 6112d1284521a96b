// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {ChannelWritesFixture} from "./base/ChannelWritesFixture.sol";
import {InkdChannelWrites} from "../src/InkdChannelWrites.sol";
import {X402BatchSettlement} from "../src/X402BatchSettlement.sol";

/// @notice Gas of the writes paid by voucher and of their claims, as Gas.t.sol
/// measures the treasury's (one call per test, the call measured as its own
/// transaction by `make contracts-gas`; figures in snapshots/InkdGas.json).
/// Every channel has a deposit and a landed write already, as a payer's
/// channel has in steady use.
contract ChannelWritesGasTest is ChannelWritesFixture {
    string internal constant GROUP = "InkdGas";
    string internal constant AR = "ar://bNbA3TEQVL60xlgCcqdz4ZPHFZ711cZ3hmkpGttDt_U";
    uint256 internal constant CHANNELS = 16;
    uint256 internal constant KEY0 = 0xC4A7000;

    uint256[CHANNELS] internal projects;

    function setUp() public override {
        super.setUp();
        InkdChannelWrites.Group[] memory gs = new InkdChannelWrites.Group[](CHANNELS);
        for (uint256 i = 0; i < CHANNELS; i++) {
            usdc.mint(vm.addr(KEY0 + i), PAYER_FUNDS);
            gs[i] = _group(
                KEY0 + i, FEE, 1_000 * FEE, _one(_createWrite(FEE, FEE, string.concat("inkd-gas-channel-", _decimal(i))))
            );
        }
        _run(gs);
        uint256 first = registry.projectCount() - CHANNELS + 1;
        for (uint256 i = 0; i < CHANNELS; i++) {
            projects[i] = first + i;
            _created(projects[i], string.concat("inkd-gas-channel-", _decimal(i)));
            // a project that has versions already, as a publisher's does
            gs[i] = _group(KEY0 + i, 2 * FEE, 0, _one(_pushWrite(2 * FEE, FEE, projects[i], "v0.9.0")));
        }
        _run(gs);
    }

    function _push(uint256, uint256 ceiling, uint256 projectId, string memory tag)
        internal
        view
        returns (InkdChannelWrites.Write memory w)
    {
        w = _pushWrite(ceiling, FEE, projectId, tag);
        w.input = _tail(abi.encode(_version(AR, tag, "a release")));

    }

    /// CHANNELS channels, one push each.
    function test_gas_writeByVouchers_pushes() public {
        InkdChannelWrites.Group[] memory gs = new InkdChannelWrites.Group[](CHANNELS);
        for (uint256 i = 0; i < CHANNELS; i++) {
            gs[i] = _group(KEY0 + i, 3 * FEE, 0, _one(_push(KEY0 + i, 3 * FEE, projects[i], "v1.0.0")));
        }
        vm.prank(SETTLER);
        writes.writeByVouchers(gs);
        _snapshotPer("writeByVouchers16Pushes", "writeByVouchers16Pushes_perWrite", CHANNELS);
    }

    /// CHANNELS channels, four pushes each (a payer with writes in flight).
    function test_gas_writeByVouchers_pushes4() public {
        InkdChannelWrites.Group[] memory gs = new InkdChannelWrites.Group[](CHANNELS);
        for (uint256 i = 0; i < CHANNELS; i++) {
            InkdChannelWrites.Write[] memory ws = new InkdChannelWrites.Write[](4);
            for (uint256 j = 0; j < 4; j++) {
                ws[j] = _push(KEY0 + i, (3 + j) * FEE, projects[i], string.concat("v1.0.", _decimal(j)));
            }
            gs[i] = _group(KEY0 + i, 6 * FEE, 0, ws);
        }
        vm.prank(SETTLER);
        writes.writeByVouchers(gs);
        _snapshotPer("writeByVouchers64Pushes", "writeByVouchers64Pushes_perWrite", 4 * CHANNELS);
    }

    /// CHANNELS channels, one creation each.
    function test_gas_writeByVouchers_creates() public {
        InkdChannelWrites.Group[] memory gs = new InkdChannelWrites.Group[](CHANNELS);
        for (uint256 i = 0; i < CHANNELS; i++) {
            gs[i] = _group(
                KEY0 + i, 3 * FEE, 0, _one(_createWrite(3 * FEE, FEE, string.concat("inkd-gas-more-", _decimal(i))))
            );
        }
        vm.prank(SETTLER);
        writes.writeByVouchers(gs);
        _snapshotPer("writeByVouchers16Creates", "writeByVouchers16Creates_perWrite", CHANNELS);
    }

    /// The claim of CHANNELS channels' landed writes, settled and booked.
    function test_gas_claim() public {
        X402BatchSettlement.VoucherClaim[] memory rows = new X402BatchSettlement.VoucherClaim[](CHANNELS);
        for (uint256 i = 0; i < CHANNELS; i++) {
            rows[i] = _claimRow(KEY0 + i, 2 * FEE, 2 * FEE);
        }
        vm.prank(SETTLER);
        writes.claim(rows);
        _snapshotPer("claim16Channels", "claim16Channels_perChannel", CHANNELS);
    }

    function _snapshotPer(string memory name, string memory perName, uint256 n) internal {
        uint256 gasUsed = vm.snapshotGasLastCall(GROUP, name);
        vm.snapshotValue(GROUP, perName, gasUsed / n);
    }
}
