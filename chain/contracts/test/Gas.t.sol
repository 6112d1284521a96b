// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {InkdFixture} from "./base/InkdFixture.sol";
import {InkdTreasury} from "../src/InkdTreasury.sol";
import {InkdRegistry} from "../src/InkdRegistry.sol";

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
    bytes32 internal projectHash;

    // The batches: BATCH payers with BATCH_PROJECTS..., each owning one project.
    uint256 internal constant BATCH = 32;
    uint256 internal constant BATCH_VERSIONS = 256;
    uint256 internal constant BATCH_KEY0 = 0xBA7C4000;
    uint256[BATCH] internal batchProjects;

    /// @dev Everything but the measured call, so that a test's total in
    /// .gas-snapshot is that call plus a fixed overhead and 1% of it is 1%
    /// of the call: one project with a collaborator, fees owed to both
    /// wallets (which hold USDC already, as after earlier payouts), a
    /// front-run payment and a donation waiting as surplus, and the buyback
    /// over its threshold.
    function setUp() public override {
        super.setUp();
        projectId = _createAs(PAYER_KEY, "inkd-gas-project");
        projectHash = _hashOf(projectId);
        _addCollaborator(projectId, payer, other);
        payCreate = _pay(PAYER_KEY, FEE);
        payPush = _pay(PAYER_KEY, FEE);
        payFrontRun = _pay(OTHER_KEY, FEE);
        _frontRun(payFrontRun);
        usdc.mint(address(treasury), FEE);
        usdc.mint(address(buyback), 10_000_000);
        usdc.mint(STORAGE_WALLET, 1);
        for (uint256 i = 0; i < BATCH; i++) {
            usdc.mint(vm.addr(BATCH_KEY0 + i), PAYER_FUNDS);
            batchProjects[i] = _createAs(BATCH_KEY0 + i, string.concat("inkd-gas-batch-", _decimal(i)));
            // a project that has versions already, as a publisher's does
            _push(_pay(BATCH_KEY0 + i, FEE), 0, batchProjects[i], "v0.9.0");
        }
    }

    /// @dev Records the last call's gas and that figure divided by `n`.
    function _snapshotPer(string memory name, string memory perName, uint256 n) internal {
        uint256 gasUsed = vm.snapshotGasLastCall(GROUP, name);
        vm.snapshotValue(GROUP, perName, gasUsed / n);
    }

    /// @dev A typical version: the ar:// URI, a tag of 6 to 8 characters
    /// and a short changelog.
    function _gasVersion(uint256 i) internal pure returns (InkdRegistry.VersionInput memory) {
        return _version(AR, string.concat("v1.0.", _decimal(i)), "release notes");
    }

    /// @dev A typical version that states its content: a SHA-256, a size
    /// of a few MB and a 16-byte media type.
    function _gasContentVersion(uint256 i) internal pure returns (InkdRegistry.VersionInput memory v) {
        v = _gasVersion(i);
        v.sha256 = keccak256(abi.encode("content", i));
        v.contentSize = uint64(3_145_728 + i);
        v.contentType = "application/gzip";
    }

    function _gasProject(string memory name) internal pure returns (InkdRegistry.ProjectInput memory p) {
        p = _project(name);
        p.description = "A project measured for gas.";
    }

    function test_gas_createProjectPaid() public {
        vm.prank(SETTLER);
        treasury.createProjectPaid(payCreate, STORAGE_COST, _gasProject("my-new-inkd-project-01"));
        vm.snapshotGasLastCall(GROUP, "createProjectPaid");
    }

    function test_gas_pushVersionPaid() public {
        vm.prank(SETTLER);
        treasury.pushVersionPaid(payPush, STORAGE_COST, projectId, projectHash, _version(AR, "v1.0.0", "first release"));
        vm.snapshotGasLastCall(GROUP, "pushVersionPaid");
    }

    /// Many payers' creates in one transaction (a full multi-payer batch),
    /// per item: intrinsic gas and calldata shared by BATCH items.
    function test_gas_executeBatch_creates() public {
        InkdTreasury.CreateItem[] memory creates = new InkdTreasury.CreateItem[](BATCH);
        for (uint256 i = 0; i < BATCH; i++) {
            string memory name = string.concat("my-new-inkd-project-", i < 10 ? "0" : "", _decimal(i));
            creates[i] = InkdTreasury.CreateItem(_pay(BATCH_KEY0 + i, FEE), STORAGE_COST, _gasProject(name));
        }
        vm.prank(SETTLER);
        treasury.executeBatch(creates, new InkdTreasury.PushItem[](0));
        _snapshotPer("executeBatch32Creates", "executeBatch32Creates_perItem", BATCH);
    }

    /// Many payers' single-version pushes (each to its own project, which
    /// has a version already) in one transaction, per item.
    function test_gas_executeBatch_pushes() public {
        InkdTreasury.PushItem[] memory pushes = new InkdTreasury.PushItem[](BATCH);
        for (uint256 i = 0; i < BATCH; i++) {
            InkdRegistry.VersionInput[] memory one = new InkdRegistry.VersionInput[](1);
            one[0] = _version(AR, "v1.0.0", "first release");
            pushes[i] = InkdTreasury.PushItem(
                _pay(BATCH_KEY0 + i, FEE), STORAGE_COST, batchProjects[i], _hashOf(batchProjects[i]), one
            );
        }
        vm.prank(SETTLER);
        treasury.executeBatch(new InkdTreasury.CreateItem[](0), pushes);
        _snapshotPer("executeBatch32Pushes", "executeBatch32Pushes_perItem", BATCH);
    }

    /// As test_gas_executeBatch_pushes, every version stating its content.
    function test_gas_executeBatch_pushes_content() public {
        InkdTreasury.PushItem[] memory pushes = new InkdTreasury.PushItem[](BATCH);
        for (uint256 i = 0; i < BATCH; i++) {
            InkdRegistry.VersionInput[] memory one = new InkdRegistry.VersionInput[](1);
            one[0] = _gasContentVersion(i);
            one[0].versionTag = "v1.0.0";
            one[0].changelog = "first release";
            pushes[i] = InkdTreasury.PushItem(
                _pay(BATCH_KEY0 + i, FEE), STORAGE_COST, batchProjects[i], _hashOf(batchProjects[i]), one
            );
        }
        vm.prank(SETTLER);
        treasury.executeBatch(new InkdTreasury.CreateItem[](0), pushes);
        _snapshotPer("executeBatch32PushesContent", "executeBatch32PushesContent_perItem", BATCH);
    }

    /// One payer's batch push of BATCH_VERSIONS versions, per version.
    function test_gas_pushVersionsPaid_256() public {
        InkdRegistry.VersionInput[] memory vs = new InkdRegistry.VersionInput[](BATCH_VERSIONS);
        for (uint256 i = 0; i < BATCH_VERSIONS; i++) {
            vs[i] = _gasVersion(i);
        }
        InkdTreasury.Payment memory pay = _pay(PAYER_KEY, BATCH_VERSIONS * FEE);
        vm.prank(SETTLER);
        treasury.pushVersionsPaid(pay, STORAGE_COST, projectId, projectHash, vs);
        _snapshotPer("pushVersionsPaid256", "pushVersionsPaid256_perVersion", BATCH_VERSIONS);
    }

    /// As test_gas_pushVersionPaid, the version stating its content.
    function test_gas_pushVersionPaid_content() public {
        InkdRegistry.VersionInput memory v = _gasContentVersion(0);
        v.changelog = "first release";
        vm.prank(SETTLER);
        treasury.pushVersionPaid(payPush, STORAGE_COST, projectId, projectHash, v);
        vm.snapshotGasLastCall(GROUP, "pushVersionPaidContent");
    }

    /// As test_gas_pushVersionsPaid_256, every version stating its content.
    function test_gas_pushVersionsPaid_256_content() public {
        InkdRegistry.VersionInput[] memory vs = new InkdRegistry.VersionInput[](BATCH_VERSIONS);
        for (uint256 i = 0; i < BATCH_VERSIONS; i++) {
            vs[i] = _gasContentVersion(i);
            vs[i].changelog = "release notes";
        }
        InkdTreasury.Payment memory pay = _pay(PAYER_KEY, BATCH_VERSIONS * FEE);
        vm.prank(SETTLER);
        treasury.pushVersionsPaid(pay, STORAGE_COST, projectId, projectHash, vs);
        _snapshotPer("pushVersionsPaid256Content", "pushVersionsPaid256Content_perVersion", BATCH_VERSIONS);
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
        treasury.pushVersionPrepaid(payFrontRun, STORAGE_COST, projectId, projectHash, _version(AR, "v1.0.1", "front-run"));
        vm.snapshotGasLastCall(GROUP, "pushVersionPrepaid");
    }

    function test_gas_refundPrepaid() public {
        vm.prank(SETTLER);
        treasury.refundPrepaid(payFrontRun);
        vm.snapshotGasLastCall(GROUP, "refundPrepaid");
    }

    /// A failed write's authorization used and its value returned at once.
    function test_gas_voidPayment() public {
        vm.prank(SETTLER);
        treasury.voidPayment(payCreate);
        vm.snapshotGasLastCall(GROUP, "voidPayment");
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
