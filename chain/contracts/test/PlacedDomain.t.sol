// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {TestBase} from "./base/TestBase.sol";
import {X402BatchSettlement} from "../src/X402BatchSettlement.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";

/// @dev The scheme's domain through OpenZeppelin's EIP712, for comparison.
contract OzDomain is EIP712 {
    constructor() EIP712("x402 Batch Settlement", "1") {}

    function separator() external view returns (bytes32) {
        return _domainSeparatorV4();
    }
}

/// @notice Why X402BatchSettlement derives its EIP-712 domain from constants:
/// development chains place the compiler's runtime code at the canonical
/// address (genesis alloc, anvil_setCode), where no constructor ever ran.
/// OpenZeppelin's EIP712 keeps the name and version hashes in immutables,
/// which that code holds as zeros, so although it re-derives the separator
/// for the new address, it derives a wrong one; ours is right.
contract PlacedDomainTest is TestBase {
    address internal constant CANONICAL = 0x4020074e9dF2ce1deE5A9C1b5c3f541D02a10003;

    function test_placedArtifactCode_hasTheSchemesDomain() public {
        bytes32 want = keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"),
                keccak256("x402 Batch Settlement"),
                keccak256("1"),
                block.chainid,
                CANONICAL
            )
        );
        vm.etch(CANONICAL, vm.getDeployedCode("PlacedDomain.t.sol:OzDomain"));
        vm.assertTrue(OzDomain(CANONICAL).separator() != want, "OpenZeppelin's EIP712 placed without its constructor");
        vm.etch(CANONICAL, address(new OzDomain()).code); // immutables filled by a constructor elsewhere
        vm.assertEq(OzDomain(CANONICAL).separator(), want, "OpenZeppelin's EIP712 copied after a constructor ran");

        vm.etch(CANONICAL, vm.getDeployedCode("X402BatchSettlement.sol:X402BatchSettlement"));
        vm.assertEq(X402BatchSettlement(CANONICAL).DOMAIN_SEPARATOR(), want, "X402BatchSettlement placed");
    }
}
