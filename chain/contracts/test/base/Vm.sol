// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @notice The forge cheatcodes these tests use, declared here because
/// forge-std cannot be installed offline. Signatures are forge's own (the
/// cheatcode address answers by selector).
interface Vm {
    /// @notice A log recorded by recordLogs.
    struct Log {
        bytes32[] topics;
        bytes data;
        address emitter;
    }

    // environment
    function prank(address sender) external;
    function startPrank(address sender) external;
    function stopPrank() external;
    function warp(uint256 timestamp) external;
    function roll(uint256 blockNumber) external;
    function etch(address target, bytes calldata code) external;
    /// @dev The runtime code of a compiled artifact ("File.sol:Contract") as
    /// the compiler wrote it: immutables still zero, as in a genesis alloc.
    function getDeployedCode(string calldata artifactPath) external view returns (bytes memory runtimeBytecode);
    function deal(address account, uint256 newBalance) external;
    function label(address account, string calldata newLabel) external;
    function snapshotState() external returns (uint256 snapshotId);
    function revertToState(uint256 snapshotId) external returns (bool success);

    // keys and signatures
    function addr(uint256 privateKey) external pure returns (address);
    function sign(uint256 privateKey, bytes32 digest) external pure returns (uint8 v, bytes32 r, bytes32 s);

    // expectations
    function expectRevert() external;
    function expectRevert(bytes4 revertData) external;
    function expectRevert(bytes calldata revertData) external;
    function expectEmit(bool checkTopic1, bool checkTopic2, bool checkTopic3, bool checkData, address emitter)
        external;
    function expectEmit(address emitter) external;

    // logs
    function recordLogs() external;
    function getRecordedLogs() external returns (Log[] memory logs);

    // fuzzing
    function assume(bool condition) external pure;

    // gas figures written to snapshots/<group>.json
    function snapshotGasLastCall(string calldata group, string calldata name) external returns (uint256 gasUsed);
    function snapshotValue(string calldata group, string calldata name, uint256 value) external;

    // assertions (they revert with the message on failure)
    function assertTrue(bool condition, string calldata error) external pure;
    function assertFalse(bool condition, string calldata error) external pure;
    function assertEq(uint256 left, uint256 right, string calldata error) external pure;
    function assertEq(address left, address right, string calldata error) external pure;
    function assertEq(bytes32 left, bytes32 right, string calldata error) external pure;
    function assertEq(bool left, bool right, string calldata error) external pure;
    function assertEq(string calldata left, string calldata right, string calldata error) external pure;
    function assertEq(bytes calldata left, bytes calldata right, string calldata error) external pure;
    function assertLe(uint256 left, uint256 right, string calldata error) external pure;
    function assertGe(uint256 left, uint256 right, string calldata error) external pure;
}
