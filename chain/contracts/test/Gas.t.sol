// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {InkdFixture} from "./base/InkdFixture.sol";
import {InkdTreasury} from "../src/InkdTreasury.sol";

/// @notice Gas of the money-path calls, one call per test with everything
/// prepared in setUp. `forge snapshot` records these tests in
/// chain/contracts/.gas-snapshot and `make contracts-test` checks it (1%
/// tolerance); each call's own figure goes to snapshots/InkdGas.json
/// (`make contracts-gas`, see BENCHMARKS.md). Typical shapes: a 22-byte
/// name, an ar:// URI of 48 characters, a short tag and changelog.
contract GasTest is InkdFixture {
    string internal constant GROUP = "InkdGas";
    string internal constant AR = "ar://bNbA3TEQVL60xlgCcqdz4ZPHFZ711cZ3hmkpGttDt_U";

    InkdTreasury.Payment internal payCreate;
    InkdTreasury.Payment internal payPush;
    InkdTreasury.Payment internal payFrontRun;
    uint256 internal projectId;

    /// @dev Everything but the measured call, so that a test's total in
    /// .gas-snapshot is that call plus a fixed overhead and 1% of it is 1%
    /// of the call: one project with a collaborator, fees owed to both
    /// wallets (which hold USDC already, as after earlier payouts), a
    /// front-run payment and a donation waiting as surplus, and the buyback
    /// over its threshold.
    function setUp() public override {
        super.setUp();
        projectId = _createAs(PAYER_KEY, "inkd-gas-project");
        _addCollaborator(projectId, payer, other);
        payCreate = _pay(PAYER_KEY, FEE);
        payPush = _pay(PAYER_KEY, FEE);
        payFrontRun = _pay(OTHER_KEY, FEE);
        _frontRun(payFrontRun);
        usdc.mint(address(treasury), FEE);
        usdc.mint(address(buyback), 10_000_000);
        usdc.mint(STORAGE_WALLET, 1);
    }

    function test_gas_createProjectPaid() public {
        vm.prank(SETTLER);
        treasury.createProjectPaid(
            payCreate, STORAGE_COST, "my-new-inkd-project-01", "A project measured for gas.", "", true, false, "", ""
        );
        vm.snapshotGasLastCall(GROUP, "createProjectPaid");
    }

    function test_gas_pushVersionPaid() public {
        vm.prank(SETTLER);
        treasury.pushVersionPaid(payPush, STORAGE_COST, projectId, AR, "v1.0.0", "first release");
        vm.snapshotGasLastCall(GROUP, "pushVersionPaid");
    }

    function test_gas_payout() public {
        vm.prank(SETTLER);
        treasury.payout();
        vm.snapshotGasLastCall(GROUP, "payout");
    }

    function test_gas_settle() public {
        vm.prank(SETTLER);
        treasury.settle(FEE, STORAGE_COST);
        vm.snapshotGasLastCall(GROUP, "settle");
    }

    function test_gas_pushVersionPrepaid() public {
        vm.prank(SETTLER);
        treasury.pushVersionPrepaid(payFrontRun, STORAGE_COST, projectId, AR, "v1.0.1", "front-run");
        vm.snapshotGasLastCall(GROUP, "pushVersionPrepaid");
    }

    function test_gas_refundPrepaid() public {
        vm.prank(SETTLER);
        treasury.refundPrepaid(payFrontRun);
        vm.snapshotGasLastCall(GROUP, "refundPrepaid");
    }

    function test_gas_withdraw() public {
        vm.prank(ADMIN);
        treasury.withdraw(ADMIN, 1);
        vm.snapshotGasLastCall(GROUP, "withdraw");
    }

    function test_gas_executeBuyback() public {
        vm.prank(KEEPER);
        buyback.executeBuyback(0);
        vm.snapshotGasLastCall(GROUP, "executeBuyback");
    }
}
