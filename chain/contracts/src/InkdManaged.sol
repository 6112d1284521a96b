// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {AccessManaged} from "@openzeppelin/contracts/access/manager/AccessManaged.sol";
import {AuthorityUtils} from "@openzeppelin/contracts/access/manager/AuthorityUtils.sol";

/// @title InkdManaged
/// @notice AccessManaged plus one check for functions open to two kinds of
/// callers: a list the contract keeps (settlers, keepers) or whoever the
/// authority allows.
abstract contract InkdManaged is AccessManaged {
    /// @dev Rejects a zero authority, which would lock every restricted
    /// function for good.
    constructor(address initialAuthority) AccessManaged(initialAuthority) {
        if (initialAuthority == address(0)) revert AccessManagedInvalidAuthority(address(0));
    }

    /// @dev Whether the authority lets `caller` call the current function
    /// now. A caller with an execution delay consumes its scheduled
    /// operation (reverting when there is none or it is not ready), as
    /// `restricted` does; a caller without the role gets false.
    function _authorityAllows(address caller) internal returns (bool) {
        (bool immediate, uint32 delay) = AuthorityUtils.canCallWithDelay(authority(), caller, address(this), msg.sig);
        if (immediate) return true;
        if (delay == 0) return false;
        _checkCanCall(caller, msg.data);
        return true;
    }
}
