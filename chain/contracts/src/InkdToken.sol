// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title InkdToken
/// @notice The protocol token INKD (18 decimals). The whole fixed supply is
/// minted to `holder` at deployment.
contract InkdToken is ERC20 {
    constructor(address holder, uint256 supply) ERC20("Inkd", "INKD") {
        _mint(holder, supply);
    }
}
