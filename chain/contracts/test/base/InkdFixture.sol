// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {TestBase} from "./TestBase.sol";
import {DevUSDC} from "../../src/DevUSDC.sol";
import {DevPool} from "../../src/DevPool.sol";
import {InkdToken} from "../../src/InkdToken.sol";
import {InkdBuyback} from "../../src/InkdBuyback.sol";
import {InkdRegistry} from "../../src/InkdRegistry.sol";
import {InkdTreasury} from "../../src/InkdTreasury.sol";

/// @notice Deployment, wiring and the helpers every test shares.
///
/// Every privileged call of the suite goes through the helpers of the
/// "owner powers" section below (_asOwner and the _add…/_set… wrappers, and
/// ownerCall() for the invariant handlers). When the owner's powers move
/// behind a timelock, this section (and test/AccessControl.t.sol, which
/// states who may call what) is what changes.
abstract contract InkdFixture is TestBase {
    // Actors. Keys are fixed so signatures are reproducible.
    address internal constant OWNER = address(0x0A11);
    address internal constant SETTLER = address(0x5E77);
    address internal constant KEEPER = address(0x6EE9);
    address internal constant STORAGE_WALLET = address(0x5707);
    address internal constant STRANGER = address(0xBAD);
    uint256 internal constant PAYER_KEY = 0xA11CE;
    uint256 internal constant OTHER_KEY = 0xB0B;
    address internal payer;
    address internal other;

    // Amounts (USDC has 6 decimals).
    uint256 internal constant FEE = 100_000; // 0.10 USDC
    uint256 internal constant STORAGE_COST = 20_000;
    uint256 internal constant PAYER_FUNDS = 1_000_000_000; // 1,000 USDC
    uint256 internal constant POOL_USDC = 1_000_000_000_000; // 1,000,000 USDC
    uint256 internal constant POOL_INKD = 100_000_000 ether;

    DevUSDC internal usdc;
    InkdToken internal inkd;
    DevPool internal pool;
    InkdBuyback internal buyback;
    InkdRegistry internal registry;
    InkdTreasury internal treasury;

    uint256 private _nonceCounter;
    mapping(address caller => bool) private _ownerCallers;

    function setUp() public virtual {
        _deploy();
    }

    /// @dev The contracts as chain/deploy wires them: the buyback first (the
    /// treasury takes its address), then the treasury as the registry's
    /// writer and the buyback's depositor, one settler, one keeper, a pool.
    function _deploy() internal {
        payer = vm.addr(PAYER_KEY);
        other = vm.addr(OTHER_KEY);
        usdc = new DevUSDC();
        inkd = new InkdToken(address(this), POOL_INKD * 2); // half for the pool
        pool = new DevPool(address(usdc), address(inkd));
        usdc.mint(address(this), POOL_USDC);
        usdc.approve(address(pool), POOL_USDC);
        inkd.approve(address(pool), POOL_INKD);
        pool.addLiquidity(POOL_USDC, POOL_INKD);

        registry = new InkdRegistry(OWNER);
        buyback = new InkdBuyback(address(usdc), address(0), address(pool), OWNER);
        treasury = new InkdTreasury(address(usdc), address(registry), address(buyback), STORAGE_WALLET, OWNER);
        _addWriter(address(treasury));
        _setBuybackTreasury(address(treasury));
        _setInkdToken(address(inkd));
        _addSettler(SETTLER);
        _addKeeper(KEEPER);

        usdc.mint(payer, PAYER_FUNDS);
        usdc.mint(other, PAYER_FUNDS);
        vm.label(OWNER, "owner");
        vm.label(SETTLER, "settler");
        vm.label(KEEPER, "keeper");
        vm.label(STORAGE_WALLET, "storageWallet");
        vm.label(payer, "payer");
        vm.label(other, "other");
    }

    // ------------------------------------------------------------ owner powers

    /// @dev Performs a privileged call as the contracts' owner; bubbles the
    /// revert so a test can expect it.
    function _asOwner(address target, bytes memory data) internal returns (bytes memory ret) {
        bool ok;
        vm.prank(OWNER);
        (ok, ret) = target.call(data);
        if (!ok) {
            assembly ("memory-safe") {
                revert(add(ret, 32), mload(ret))
            }
        }
    }

    /// @notice The invariant handlers' door to the owner's powers.
    function ownerCall(address target, bytes calldata data) external returns (bytes memory) {
        require(_ownerCallers[msg.sender], "ownerCall: not a handler");
        return _asOwner(target, data);
    }

    function _allowOwnerCalls(address handler) internal {
        _ownerCallers[handler] = true;
    }

    function _addWriter(address writer) internal {
        _asOwner(address(registry), abi.encodeCall(InkdRegistry.setWriter, (writer, true)));
    }

    function _addSettler(address settler) internal {
        _asOwner(address(treasury), abi.encodeCall(InkdTreasury.setSettler, (settler, true)));
    }

    function _removeSettler(address settler) internal {
        _asOwner(address(treasury), abi.encodeCall(InkdTreasury.setSettler, (settler, false)));
    }

    function _addKeeper(address keeper) internal {
        _asOwner(address(buyback), abi.encodeCall(InkdBuyback.setKeeper, (keeper, true)));
    }

    function _setBuybackTreasury(address treasury_) internal {
        _asOwner(address(buyback), abi.encodeCall(InkdBuyback.setTreasury, (treasury_)));
    }

    function _setInkdToken(address token) internal {
        _asOwner(address(buyback), abi.encodeCall(InkdBuyback.setInkdToken, (token)));
    }

    function _setThreshold(uint256 threshold) internal {
        _asOwner(address(buyback), abi.encodeCall(InkdBuyback.setThreshold, (threshold)));
    }

    function _setFloor(uint256 minInkdPerUsdc) internal {
        _asOwner(address(buyback), abi.encodeCall(InkdBuyback.setMinInkdPerUsdc, (minInkdPerUsdc)));
    }

    function _treasuryWithdraw(address to, uint256 amount) internal {
        _asOwner(address(treasury), abi.encodeCall(InkdTreasury.withdraw, (to, amount)));
    }

    // -------------------------------------------------------------- payments

    function _nextNonce() internal returns (bytes32) {
        return keccak256(abi.encode("inkd-test-nonce", ++_nonceCounter));
    }

    /// @dev An EIP-3009 TransferWithAuthorization of `value` from the key's
    /// address to `to`, signed under DevUSDC's domain.
    function _signAuth(
        uint256 key,
        address to,
        uint256 value,
        uint256 validAfter,
        uint256 validBefore,
        bytes32 nonce
    ) internal view returns (InkdTreasury.Payment memory pay) {
        bytes32 structHash = keccak256(
            abi.encode(
                usdc.TRANSFER_WITH_AUTHORIZATION_TYPEHASH(), vm.addr(key), to, value, validAfter, validBefore, nonce
            )
        );
        bytes32 digest = keccak256(abi.encodePacked("\x19\x01", usdc.DOMAIN_SEPARATOR(), structHash));
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(key, digest);
        pay = InkdTreasury.Payment({
            from: vm.addr(key),
            value: value,
            validAfter: validAfter,
            validBefore: validBefore,
            nonce: nonce,
            v: v,
            r: r,
            s: s
        });
    }

    /// @dev A payment of `value` to the treasury, valid for five minutes.
    function _pay(uint256 key, uint256 value) internal returns (InkdTreasury.Payment memory) {
        return _signAuth(key, address(treasury), value, 0, block.timestamp + 300, _nextNonce());
    }

    /// @dev Submits `pay` straight to USDC, as a front-runner would.
    function _frontRun(InkdTreasury.Payment memory pay) internal {
        vm.prank(STRANGER);
        usdc.transferWithAuthorization(
            pay.from, address(treasury), pay.value, pay.validAfter, pay.validBefore, pay.nonce, pay.v, pay.r, pay.s
        );
    }

    // ---------------------------------------------------------- paid writes

    function _create(InkdTreasury.Payment memory pay, uint256 storageCost, string memory name)
        internal
        returns (uint256 projectId)
    {
        vm.prank(SETTLER);
        return treasury.createProjectPaid(pay, storageCost, name, "a project", "", true, false, "", "");
    }

    function _push(InkdTreasury.Payment memory pay, uint256 storageCost, uint256 projectId, string memory tag)
        internal
        returns (uint256 versionIndex)
    {
        vm.prank(SETTLER);
        return treasury.pushVersionPaid(pay, storageCost, projectId, "ar-hash", tag, "changes");
    }

    /// @dev A project named `name` owned by the key's address, paid FEE.
    function _createAs(uint256 key, string memory name) internal returns (uint256) {
        return _create(_pay(key, FEE), STORAGE_COST, name);
    }

    function _addCollaborator(uint256 projectId, address projectOwner, address collaborator) internal {
        vm.prank(projectOwner);
        registry.addCollaborator(projectId, collaborator);
    }

    /// @dev The treasury's books as a tuple.
    function _books() internal view returns (uint256 owedStorage, uint256 owedBuyback, uint256 retained) {
        return treasury.books();
    }
}
