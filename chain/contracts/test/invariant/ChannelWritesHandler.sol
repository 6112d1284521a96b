// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {TestBase} from "../base/TestBase.sol";
import {DevUSDC} from "../../src/DevUSDC.sol";
import {InkdRegistry} from "../../src/InkdRegistry.sol";
import {InkdTreasury} from "../../src/InkdTreasury.sol";
import {InkdChannelWrites} from "../../src/InkdChannelWrites.sol";
import {X402BatchSettlement} from "../../src/X402BatchSettlement.sol";

/// @notice Random writes paid by voucher, good and bad, with claims,
/// refunds, timed withdrawals, settles by strangers and bookings, for
/// ChannelWritesInvariantTest. Every action bounds its inputs and catches
/// the refusals it provokes; the ghosts record what the payers signed and
/// what landed.
contract ChannelWritesHandler is TestBase {
    uint256 public constant PAYERS = 4;
    uint256 internal constant KEY0 = 0xC4A7F00;
    uint256 internal constant FEE = 100_000;
    address internal constant COLLECTOR = 0x4020806089470a89826cB9fB1f4059150b550004;
    bytes32 private constant RECEIVE_TYPEHASH = keccak256(
        "ReceiveWithAuthorization(address from,address to,uint256 value,uint256 validAfter,uint256 validBefore,bytes32 nonce)"
    );

    DevUSDC public immutable usdc;
    InkdRegistry public immutable registry;
    InkdTreasury public immutable treasury;
    InkdChannelWrites public immutable writes;
    X402BatchSettlement public immutable settlement;
    address public immutable settler;

    /// @notice Per payer: the highest voucher ceiling the payer signed, the
    /// fees of the writes that landed (from the events' count), and the
    /// project the payer created first (0: none yet).
    mapping(uint256 => uint256) public maxSigned;
    mapping(uint256 => uint256) public landedFees;
    mapping(uint256 => uint256) public projectOf;
    mapping(uint256 => bytes32) public projectHashOf;
    /// @dev Name hashes of the creations of the group being built.
    bytes32[] private _creating;
    uint256 public claimsAboveLandedAccepted;
    uint256 private _counter;

    constructor(
        DevUSDC usdc_,
        InkdRegistry registry_,
        InkdTreasury treasury_,
        InkdChannelWrites writes_,
        X402BatchSettlement settlement_,
        address settler_
    ) {
        usdc = usdc_;
        registry = registry_;
        treasury = treasury_;
        writes = writes_;
        settlement = settlement_;
        settler = settler_;
    }

    function key(uint256 i) public pure returns (uint256) {
        return KEY0 + i % PAYERS;
    }

    function channel(uint256 i) public view returns (X402BatchSettlement.ChannelConfig memory) {
        address p = vm.addr(key(i));
        return X402BatchSettlement.ChannelConfig({
            payer: p,
            payerAuthorizer: p,
            receiver: address(treasury),
            receiverAuthorizer: address(writes),
            token: address(usdc),
            withdrawDelay: 900,
            salt: bytes32(0)
        });
    }

    function channelId(uint256 i) public view returns (bytes32) {
        return settlement.getChannelId(channel(i));
    }

    /// @dev Payer i's voucher of `ceiling` on its channel, recorded as signed.
    function _sign(uint256 i, uint256 ceiling) internal returns (bytes memory) {
        if (ceiling > maxSigned[i % PAYERS]) maxSigned[i % PAYERS] = ceiling;
        return _signAs(key(i), i, ceiling);
    }

    /// @dev A voucher of `ceiling` on payer i's channel signed with `signer`.
    function _signAs(uint256 signer, uint256 i, uint256 ceiling) internal view returns (bytes memory) {
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(signer, settlement.getVoucherDigest(channelId(i), uint128(ceiling)));
        return abi.encodePacked(r, s, v);
    }

    function _depositData(uint256 i, uint256 amount) internal returns (bytes memory) {
        uint256 salt = ++_counter;
        bytes32 nonce = keccak256(abi.encode(channelId(i), salt));
        bytes32 structHash = keccak256(
            abi.encode(RECEIVE_TYPEHASH, vm.addr(key(i)), COLLECTOR, amount, uint256(0), block.timestamp + 300, nonce)
        );
        (uint8 v, bytes32 r, bytes32 s) =
            vm.sign(key(i), keccak256(abi.encodePacked("\x19\x01", usdc.DOMAIN_SEPARATOR(), structHash)));
        return abi.encode(uint256(0), block.timestamp + 300, salt, abi.encodePacked(r, s, v));
    }

    function _tail(bytes memory e) internal pure returns (bytes memory out) {
        uint256 n = e.length - 32;
        assembly ("memory-safe") {
            out := add(e, 32)
            mstore(out, n)
        }
    }

    /// @dev One write of payer i: a creation (its first, or at random) or a
    /// push to its project (which fails for a project it does not have).
    function _write(uint256 i, uint256 k, uint256 fee, uint256 seed) internal returns (InkdChannelWrites.Write memory w) {
        w.key = uint128(k);
        w.fee = uint128(fee);
        w.storageCost = uint128(fee / 5);
        uint256 project = projectOf[i % PAYERS];
        if (project == 0 || seed % 3 == 0) {
            w.kind = 1;
            InkdRegistry.ProjectInput memory p;
            p.name = string.concat("chan-inv-", _decimal(++_counter));
            p.description = "x";
            w.input = _tail(abi.encode(p));
            _creating.push(keccak256(bytes(p.name)));
        } else {
            w.kind = 2;
            w.projectId = seed % 5 == 0 ? project + 1_000 : project; // now and then a project that is not there
            w.nameHash = projectHashOf[i % PAYERS];
            InkdRegistry.VersionInput memory v;
            v.arweaveHash = "ar://chan-inv";
            v.versionTag = string.concat("v", _decimal(++_counter));
            w.input = _tail(abi.encode(v));
        }
    }

    /// @notice A group of `n` writes of payer i, with a deposit now and then,
    /// under a ceiling that is right, too low, too high, below the last, or
    /// signed by another payer.
    function write(uint256 i, uint256 n, uint256 mode, uint256 seed) external {
        (uint128 used,) = writes.usage(channelId(i));
        InkdChannelWrites.Group[] memory gs = new InkdChannelWrites.Group[](1);
        gs[0] = _groupOf(i, _bound(n, 1, 4), mode % 6, seed);
        vm.prank(settler);
        writes.writeByVouchers(gs);
        (uint128 usedAfter,) = writes.usage(channelId(i));
        landedFees[i % PAYERS] += usedAfter - used;
        _noteCreated(i);
    }

    function _groupOf(uint256 i, uint256 n, uint256 mode, uint256 seed)
        internal
        returns (InkdChannelWrites.Group memory g)
    {
        uint256 needed;
        (g.writes, needed) = _writes(i, n, seed);
        uint256 ceiling = _ceiling(i, needed, mode);
        g.channel = channel(i);
        g.ceiling = uint128(ceiling);
        g.signature = mode == 4 ? _signAs(key(i + 1), i, ceiling) : _sign(i, ceiling);
        _maybeDeposit(g, i, seed);
    }

    /// @dev `n` writes of payer i and the ceiling they need.
    function _writes(uint256 i, uint256 n, uint256 seed)
        internal
        returns (InkdChannelWrites.Write[] memory ws, uint256 needed)
    {
        (uint128 used,) = writes.usage(channelId(i));
        needed = used;
        ws = new InkdChannelWrites.Write[](n);
        for (uint256 j = 0; j < n; ++j) {
            uint256 fee = FEE * _bound(seed >> (8 * j), 1, 3);
            needed += fee;
            ws[j] = _write(i, needed, fee, seed >> (16 * j));
        }
    }

    /// @dev A deposit of the payer's with the group, now and then (always on
    /// an empty channel), while the payer has the USDC.
    function _maybeDeposit(InkdChannelWrites.Group memory g, uint256 i, uint256 seed) internal {
        (uint128 balance,) = settlement.channels(channelId(i));
        uint256 amount = 20 * FEE;
        if ((seed % 4 == 0 || balance == 0) && usdc.balanceOf(vm.addr(key(i))) >= amount) {
            g.deposit = uint128(amount);
            g.collectorData = _depositData(i, amount);
        }
    }

    /// @dev The group's ceiling: right (`needed`, or the last when higher),
    /// or wrong as `mode` says.
    function _ceiling(uint256 i, uint256 needed, uint256 mode) internal view returns (uint256 ceiling) {
        (, uint128 last) = writes.usage(channelId(i));
        ceiling = needed < last ? last : needed;
        if (mode == 1) ceiling = needed - 1; // fees above the ceiling
        if (mode == 2 && last > 0) ceiling = last - 1; // below the last
        if (mode == 3) {
            (uint128 balance,) = settlement.channels(channelId(i));
            ceiling = uint256(balance) + FEE; // above the balance (unless deposited)
        }
    }

    /// @dev Records payer i's first project among the group's creations.
    function _noteCreated(uint256 i) internal {
        for (uint256 j = 0; j < _creating.length; ++j) {
            (uint256 id,) = registry.projectOf(_creating[j]);
            if (id != 0 && projectOf[i % PAYERS] == 0) {
                projectOf[i % PAYERS] = id;
                projectHashOf[i % PAYERS] = _creating[j];
            }
        }
        delete _creating;
    }

    /// @notice A claim of payer i's channel up to a total that may pass what
    /// landed (then it must revert).
    function claim(uint256 i, uint256 extra) external {
        (uint128 used, uint128 last) = writes.usage(channelId(i));
        if (last == 0) return;
        uint256 total = uint256(used) + (extra % 3 == 0 ? _bound(extra, 1, FEE) : 0);
        if (total > last) total = last;
        X402BatchSettlement.VoucherClaim[] memory rows = new X402BatchSettlement.VoucherClaim[](1);
        rows[0].voucher = X402BatchSettlement.Voucher({channel: channel(i), maxClaimableAmount: last});
        rows[0].signature = _sign(i, last);
        rows[0].totalClaimed = uint128(total);
        vm.prank(settler);
        try writes.claim(rows) {
            if (total > used) ++claimsAboveLandedAccepted;
        } catch {}
    }

    /// @notice A cooperative refund of some of payer i's unclaimed escrow.
    function refund(uint256 i, uint256 amount) external {
        (uint128 balance, uint128 claimed) = settlement.channels(channelId(i));
        if (balance <= claimed) return;
        amount = _bound(amount, 1, balance - claimed);
        vm.prank(settler);
        try writes.refund(channel(i), uint128(amount)) {} catch {}
    }

    /// @notice Payer i starts a timed withdrawal and, later, finishes it.
    function withdraw(uint256 i, uint256 amount, uint256 wait) external {
        X402BatchSettlement.ChannelConfig memory c = channel(i);
        (uint128 balance, uint128 claimed) = settlement.channels(channelId(i));
        if (balance > claimed) {
            vm.prank(c.payer);
            try settlement.initiateWithdraw(c, uint128(_bound(amount, 1, balance - claimed))) {} catch {}
        }
        vm.warp(block.timestamp + _bound(wait, 0, 1_000));
        vm.prank(c.payer);
        try settlement.finalizeWithdraw(c) {} catch {}
    }

    /// @notice Anyone may sweep what was claimed to the treasury.
    function settleByStranger() external {
        settlement.settle(address(treasury), address(usdc));
    }

    /// @notice The settler books what reached the treasury.
    function book() external {
        vm.prank(settler);
        writes.book();
    }
}
