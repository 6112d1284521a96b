// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Vm} from "./Vm.sol";

/// @notice A minimal stand-in for forge-std's Test (not installable
/// offline): the cheatcode handle, bound() for fuzzed inputs and the
/// target lists forge reads before an invariant run.
abstract contract TestBase {
    Vm internal constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));

    /// @dev Forge's ABI for targetSelectors(): one target and its selectors.
    struct FuzzSelector {
        address addr;
        bytes4[] selectors;
    }

    address[] private _targetContracts;
    FuzzSelector[] private _selectors;
    address[] private _targetSenders;

    /// @notice Contracts the invariant fuzzer calls (forge reads this).
    function targetContracts() public view returns (address[] memory) {
        return _targetContracts;
    }

    /// @notice Functions the invariant fuzzer calls (forge reads this).
    function targetSelectors() public view returns (FuzzSelector[] memory) {
        return _selectors;
    }

    /// @notice msg.sender values of the fuzzer's calls (forge reads this).
    function targetSenders() public view returns (address[] memory) {
        return _targetSenders;
    }

    function _targetContract(address target) internal {
        _targetContracts.push(target);
    }

    function _targetSelectors(address target, bytes4[] memory selectors) internal {
        _selectors.push(FuzzSelector({addr: target, selectors: selectors}));
    }

    function _targetSender(address sender) internal {
        _targetSenders.push(sender);
    }

    /// @dev `s` with ASCII A-Z lowercased: the registry's name rule,
    /// written independently of its word-at-a-time loop.
    function _lowerAscii(string memory s) internal pure returns (string memory) {
        bytes memory b = bytes(s);
        bytes memory out = new bytes(b.length);
        for (uint256 i = 0; i < b.length; i++) {
            uint8 c = uint8(b[i]);
            out[i] = (c >= 65 && c <= 90) ? bytes1(c + 32) : b[i];
        }
        return string(out);
    }

    /// @dev x mapped into [min, max]: kept when inside, else wrapped.
    function _bound(uint256 x, uint256 min, uint256 max) internal pure returns (uint256) {
        require(min <= max, "bound: min > max");
        if (x >= min && x <= max) return x;
        uint256 size = max - min;
        if (size == type(uint256).max) return x;
        return min + (x % (size + 1));
    }

    /// @dev `x` in decimal.
    function _decimal(uint256 x) internal pure returns (string memory) {
        if (x == 0) return "0";
        bytes memory out;
        for (; x != 0; x /= 10) {
            out = bytes.concat(bytes1(uint8(48 + x % 10)), out);
        }
        return string(out);
    }
}
