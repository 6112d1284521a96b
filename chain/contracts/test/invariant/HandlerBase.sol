// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {TestBase} from "../base/TestBase.sol";
import {DevUSDC} from "../../src/DevUSDC.sol";
import {InkdBuyback} from "../../src/InkdBuyback.sol";
import {InkdRegistry} from "../../src/InkdRegistry.sol";
import {InkdTreasury} from "../../src/InkdTreasury.sol";

/// @notice The deployment and the role holders, as the handlers see them.
struct Deployed {
    DevUSDC usdc;
    InkdRegistry registry;
    InkdTreasury treasury;
    InkdBuyback buyback;
    address admin;
    address authority; // the InkdAccessManager
    address settler;
    address keeper;
    address storageWallet;
}

/// @notice What both invariant handlers share: the contracts and the roles.
abstract contract HandlerBase is TestBase {
    DevUSDC public immutable usdc;
    InkdRegistry public immutable registry;
    InkdTreasury public immutable treasury;
    InkdBuyback public immutable buyback;
    address public immutable admin;
    address public immutable authority;
    address public immutable settler;
    address public immutable keeper;
    address public immutable storageWallet;

    constructor(Deployed memory d) {
        usdc = d.usdc;
        registry = d.registry;
        treasury = d.treasury;
        buyback = d.buyback;
        admin = d.admin;
        authority = d.authority;
        settler = d.settler;
        keeper = d.keeper;
        storageWallet = d.storageWallet;
    }
}
