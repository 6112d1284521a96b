// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {TestBase} from "../base/TestBase.sol";
import {DevUSDC} from "../../src/DevUSDC.sol";
import {InkdAccessManager} from "../../src/InkdAccessManager.sol";
import {InkdBuyback} from "../../src/InkdBuyback.sol";
import {InkdRegistry} from "../../src/InkdRegistry.sol";
import {InkdTreasury} from "../../src/InkdTreasury.sol";
import {InkdTreasuryBooks} from "../../src/InkdTreasuryBooks.sol";

/// @notice The admin behind its delay, and the guardian: the admin schedules
/// privileged operations (addWriter, addSettler, addKeeper,
/// setStorageWallet, setBuyback, setRouter, withdraw), tries to execute
/// them early, directly or through the manager, and calls them without
/// scheduling; time moves by random amounts; the guardian cancels pending
/// operations and revokes. A ghost copy of the privileged state changes only
/// when an operation succeeds at or after its schedule time plus the
/// intended delay (and on the guardian's revocations, which need none); any
/// success earlier is recorded and the state then differs from the ghost.
contract AdminOpsHandler is TestBase {
    enum Kind {
        AddWriter,
        AddSettler,
        AddKeeper,
        SetStorageWallet,
        SetBuyback,
        SetRouter,
        Withdraw
    }

    struct Op {
        Kind kind;
        address arg;
        uint256 amount;
        address target;
        bytes data;
        uint256 readyAt; // scheduling time plus DELAY
        bool live;
    }

    uint256 public constant EXPIRATION = 7 days; // the manager's default
    address public constant SINK = address(0x51E5);

    InkdAccessManager public immutable manager;
    InkdRegistry public immutable registry;
    InkdTreasury public immutable treasury;
    InkdBuyback public immutable buyback;
    DevUSDC public immutable usdc;
    address public immutable admin;
    address public immutable guardian;
    uint32 public immutable delay; // the delay the rules require

    address[] public candidates; // every address the operations name

    Op[] internal _ops;

    // the ghost privileged state
    mapping(address => bool) public ghostWriter;
    mapping(address => bool) public ghostSettler;
    mapping(address => bool) public ghostKeeper;
    address public ghostStorageWallet;
    address public ghostBuyback;
    address public ghostRouter;
    uint256 public ghostWithdrawn;

    bool public earlyEffect; // a privileged call succeeded before its time
    string public lastEarly;
    uint256 public scheduled;
    uint256 public executedOnTime;
    uint256 public refusedEarly; // early or unscheduled calls refused
    uint256 public cancelled;

    constructor(
        InkdAccessManager manager_,
        InkdRegistry registry_,
        InkdTreasury treasury_,
        InkdBuyback buyback_,
        DevUSDC usdc_,
        address admin_,
        address guardian_,
        uint32 delay_,
        address[] memory candidates_
    ) {
        manager = manager_;
        registry = registry_;
        treasury = treasury_;
        buyback = buyback_;
        usdc = usdc_;
        admin = admin_;
        guardian = guardian_;
        delay = delay_;
        candidates = candidates_;
        for (uint256 i = 0; i < candidates_.length; i++) {
            address c = candidates_[i];
            ghostWriter[c] = registry_.isWriter(c);
            ghostSettler[c] = treasury_.isSettler(c);
            ghostKeeper[c] = buyback_.isKeeper(c);
        }
        ghostStorageWallet = treasury_.storageWallet();
        ghostBuyback = address(treasury_.buyback());
        ghostRouter = address(buyback_.router());
    }

    function candidateCount() external view returns (uint256) {
        return candidates.length;
    }

    // ------------------------------------------------------------- helpers

    function _op(uint256 kindSeed, uint256 argSeed, uint256 amount) internal view returns (Op memory o) {
        o.kind = Kind(kindSeed % 7);
        o.arg = candidates[argSeed % candidates.length];
        if (o.kind == Kind.AddWriter) {
            o.target = address(registry);
            o.data = abi.encodeCall(InkdRegistry.addWriter, (o.arg));
        } else if (o.kind == Kind.AddSettler) {
            o.target = address(treasury);
            o.data = abi.encodeCall(InkdTreasuryBooks.addSettler, (o.arg));
        } else if (o.kind == Kind.AddKeeper) {
            o.target = address(buyback);
            o.data = abi.encodeCall(InkdBuyback.addKeeper, (o.arg));
        } else if (o.kind == Kind.SetStorageWallet) {
            o.target = address(treasury);
            o.data = abi.encodeCall(InkdTreasuryBooks.setStorageWallet, (o.arg));
        } else if (o.kind == Kind.SetBuyback) {
            o.target = address(treasury);
            o.data = abi.encodeCall(InkdTreasuryBooks.setBuyback, (o.arg));
        } else if (o.kind == Kind.SetRouter) {
            o.target = address(buyback);
            o.data = abi.encodeCall(InkdBuyback.setRouter, (o.arg));
        } else {
            o.amount = _bound(amount, 1, 50_000);
            o.target = address(treasury);
            o.data = abi.encodeCall(InkdTreasuryBooks.withdraw, (SINK, o.amount));
        }
    }

    /// @dev The live operation with the same call, if any.
    function _find(address target, bytes memory data) internal view returns (bool found, uint256 index) {
        bytes32 key = keccak256(abi.encode(target, data));
        for (uint256 i = 0; i < _ops.length; i++) {
            if (_ops[i].live && keccak256(abi.encode(_ops[i].target, _ops[i].data)) == key) return (true, i);
        }
    }

    /// @dev A live operation, searched from `seed`.
    function _pickLive(uint256 seed) internal view returns (bool found, uint256 index) {
        uint256 n = _ops.length;
        for (uint256 k = 0; k < n; k++) {
            uint256 j = (seed % n + k) % n;
            if (_ops[j].live) return (true, j);
        }
    }

    function _apply(Op memory o) internal {
        if (o.kind == Kind.AddWriter) ghostWriter[o.arg] = true;
        else if (o.kind == Kind.AddSettler) ghostSettler[o.arg] = true;
        else if (o.kind == Kind.AddKeeper) ghostKeeper[o.arg] = true;
        else if (o.kind == Kind.SetStorageWallet) ghostStorageWallet = o.arg;
        else if (o.kind == Kind.SetBuyback) ghostBuyback = o.arg;
        else if (o.kind == Kind.SetRouter) ghostRouter = o.arg;
        else ghostWithdrawn += o.amount;
    }

    /// @dev A privileged call of `data` on `target` succeeded now: it is on
    /// time only as the consumption of a live operation whose delay passed.
    function _succeeded(address target, bytes memory data, string memory how) internal {
        (bool found, uint256 i) = _find(target, data);
        if (found && block.timestamp >= _ops[i].readyAt) {
            _ops[i].live = false;
            _apply(_ops[i]);
            executedOnTime++;
            return;
        }
        earlyEffect = true;
        lastEarly = how;
    }

    // -------------------------------------------------------------- actions

    /// The admin schedules an operation (once per identical call at a time).
    function schedule(uint256 kindSeed, uint256 argSeed, uint256 amount) external {
        Op memory o = _op(kindSeed, argSeed, amount);
        (bool found, uint256 i) = _find(o.target, o.data);
        if (found && block.timestamp <= _ops[i].readyAt + EXPIRATION) return;
        if (found) _ops[i].live = false; // expired: the manager takes it again
        vm.prank(admin);
        try manager.schedule(o.target, o.data, 0) {
            o.readyAt = block.timestamp + delay;
            o.live = true;
            _ops.push(o);
            scheduled++;
        } catch {}
    }

    /// The admin executes a scheduled operation, through the manager or by
    /// calling the contract directly, whether or not its time has come.
    function execute(uint256 opSeed, bool direct) external {
        (bool any, uint256 pick) = _pickLive(opSeed);
        if (!any) return;
        Op memory o = _ops[pick];
        bool ok;
        vm.prank(admin);
        if (direct) {
            (ok,) = o.target.call(o.data);
        } else {
            (ok,) = address(manager).call(abi.encodeCall(manager.execute, (o.target, o.data)));
        }
        if (ok) {
            _succeeded(o.target, o.data, direct ? "direct call of a scheduled operation" : "manager.execute");
            return;
        }
        if (block.timestamp < o.readyAt) refusedEarly++;
        (bool found, uint256 i) = _find(o.target, o.data);
        if (found && block.timestamp > _ops[i].readyAt + EXPIRATION) _ops[i].live = false;
    }

    /// The admin waits for a pending operation's time (plus up to an hour)
    /// and executes it.
    function executeWhenReady(uint256 opSeed, bool direct) external {
        (bool any, uint256 pick) = _pickLive(opSeed);
        if (!any) return;
        uint256 readyAt = _ops[pick].readyAt;
        if (block.timestamp < readyAt) vm.warp(readyAt + _bound(opSeed, 0, 1 hours));
        this.execute(pick, direct);
    }

    /// The admin calls a privileged function without scheduling it first.
    function callUnscheduled(uint256 kindSeed, uint256 argSeed, uint256 amount) external {
        Op memory o = _op(kindSeed, argSeed, amount);
        vm.prank(admin);
        (bool ok,) = o.target.call(o.data);
        if (ok) _succeeded(o.target, o.data, "direct call without schedule");
        else refusedEarly++;
    }

    /// Time passes: seconds to days, sometimes past the delay.
    function warp(uint256 secondsSeed) external {
        uint256 step = secondsSeed % 4 == 0 ? _bound(secondsSeed, 0, 120) : _bound(secondsSeed, 0, 3 days);
        vm.warp(block.timestamp + step);
    }

    /// The guardian cancels a pending operation, which then never executes.
    function cancel(uint256 opSeed) external {
        // now and then, so that most operations get their chance
        if (uint256(keccak256(abi.encode(opSeed))) % 4 != 0) return;
        (bool any, uint256 pick) = _pickLive(opSeed / 4);
        if (!any) return;
        Op storage o = _ops[pick];
        vm.prank(guardian);
        try manager.cancel(admin, o.target, o.data) {
            o.live = false;
            cancelled++;
        } catch {}
    }

    /// The guardian revokes a writer, settler or keeper (at once, by design).
    function revoke(uint256 kindSeed, uint256 argSeed) external {
        address c = candidates[argSeed % candidates.length];
        uint256 k = kindSeed % 3;
        vm.prank(guardian);
        if (k == 0) {
            registry.removeWriter(c);
            ghostWriter[c] = false;
        } else if (k == 1) {
            treasury.removeSettler(c);
            ghostSettler[c] = false;
        } else {
            buyback.removeKeeper(c);
            ghostKeeper[c] = false;
        }
    }
}
