// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IERC3009} from "./IERC3009.sol";
import {InkdRegistry} from "./InkdRegistry.sol";
import {InkdBuyback} from "./InkdBuyback.sol";

/// @title InkdTreasury
/// @notice Takes USDC payments for registry writes and splits them.
/// @dev A paid write is one transaction: a settler submits the payer's EIP-3009
/// TransferWithAuthorization (payee = this contract), the treasury pulls the
/// USDC, pays `storageCost` to the storage wallet, sends half of the rest to
/// the buyback and keeps the other half (the odd base unit stays here), then
/// performs the registry write for the payer. Any revert undoes all of it.
/// Only settlers may submit payments: the signature binds the amount but not
/// the write's parameters, so the submitter must be trusted.
contract InkdTreasury is Ownable {
    using SafeERC20 for IERC20;

    /// @notice PaymentReceived.kind of a project creation.
    uint8 public constant KIND_CREATE = 1;
    /// @notice PaymentReceived.kind of a version push.
    uint8 public constant KIND_PUSH = 2;

    /// @notice A signed EIP-3009 TransferWithAuthorization to this contract.
    struct Payment {
        address from;
        uint256 value;
        uint256 validAfter;
        uint256 validBefore;
        bytes32 nonce;
        uint8 v;
        bytes32 r;
        bytes32 s;
    }

    error Unauthorized();
    error ZeroAddress();

    event PaymentReceived(
        address indexed payer,
        bytes32 indexed nonce,
        uint256 amount,
        uint256 storageCost,
        uint256 toBuyback,
        uint256 kept,
        uint256 projectId,
        uint8 kind
    );
    event Settled(uint256 total, uint256 storageCost, uint256 toBuyback, uint256 kept);
    event SettlerSet(address indexed settler, bool allowed);
    event StorageWalletSet(address indexed storageWallet);
    event BuybackSet(address indexed buyback);
    event Withdrawn(address indexed to, uint256 amount);

    IERC20 public immutable usdc;
    InkdRegistry public immutable registry;
    InkdBuyback public buyback;
    address public storageWallet;
    mapping(address account => bool) private _settlers;

    constructor(address usdc_, address registry_, address buyback_, address storageWallet_, address initialOwner)
        Ownable(initialOwner)
    {
        if (
            usdc_ == address(0) || registry_ == address(0) || buyback_ == address(0)
                || storageWallet_ == address(0) || initialOwner == address(0)
        ) revert ZeroAddress();
        usdc = IERC20(usdc_);
        registry = InkdRegistry(registry_);
        buyback = InkdBuyback(buyback_);
        storageWallet = storageWallet_;
    }

    modifier onlySettler() {
        if (!_settlers[msg.sender]) revert Unauthorized();
        _;
    }

    // ---------------------------------------------------------------- admin

    /// @notice Allows or disallows `settler` to submit payments and settle.
    function setSettler(address settler, bool allowed) external onlyOwner {
        if (settler == address(0)) revert ZeroAddress();
        _settlers[settler] = allowed;
        emit SettlerSet(settler, allowed);
    }

    /// @notice Whether `account` is a settler.
    function isSettler(address account) external view returns (bool) {
        return _settlers[account];
    }

    /// @notice Sets the wallet that receives storage costs.
    function setStorageWallet(address storageWallet_) external onlyOwner {
        if (storageWallet_ == address(0)) revert ZeroAddress();
        storageWallet = storageWallet_;
        emit StorageWalletSet(storageWallet_);
    }

    /// @notice Sets the buyback contract that receives half of each margin.
    function setBuyback(address buyback_) external onlyOwner {
        if (buyback_ == address(0)) revert ZeroAddress();
        buyback = InkdBuyback(buyback_);
        emit BuybackSet(buyback_);
    }

    /// @notice Sends `amount` USDC held by the treasury to `to`.
    function withdraw(address to, uint256 amount) external onlyOwner {
        if (to == address(0)) revert ZeroAddress();
        usdc.safeTransfer(to, amount);
        emit Withdrawn(to, amount);
    }

    // ----------------------------------------------------------- paid writes

    /// @notice Takes `pay`, splits it and creates a project owned by the payer.
    function createProjectPaid(
        Payment calldata pay,
        uint256 storageCost,
        string memory name,
        string memory description,
        string memory license,
        bool isPublic,
        bool isAgent,
        string memory agentEndpoint,
        string memory readmeHash
    ) external onlySettler returns (uint256 projectId) {
        (uint256 toBuyback, uint256 kept) = _collect(pay, storageCost);
        projectId =
            registry.createProjectFor(pay.from, name, description, license, isPublic, isAgent, agentEndpoint, readmeHash);
        emit PaymentReceived(pay.from, pay.nonce, pay.value, storageCost, toBuyback, kept, projectId, KIND_CREATE);
    }

    /// @notice Takes `pay`, splits it and pushes a version pushed by the payer.
    function pushVersionPaid(
        Payment calldata pay,
        uint256 storageCost,
        uint256 projectId,
        string memory arweaveHash,
        string memory versionTag,
        string memory changelog
    ) external onlySettler returns (uint256 versionIndex) {
        (uint256 toBuyback, uint256 kept) = _collect(pay, storageCost);
        versionIndex = registry.pushVersionFor(pay.from, projectId, arweaveHash, versionTag, changelog);
        emit PaymentReceived(pay.from, pay.nonce, pay.value, storageCost, toBuyback, kept, projectId, KIND_PUSH);
    }

    /// @notice Splits `total` USDC already held by the treasury (payments
    /// received outside the paid entry points) like a paid write.
    function settle(uint256 total, uint256 storageCost) external onlySettler {
        require(total != 0, "Nothing to settle");
        require(usdc.balanceOf(address(this)) >= total, "Insufficient USDC");
        (uint256 toBuyback, uint256 kept) = _split(total, storageCost);
        emit Settled(total, storageCost, toBuyback, kept);
    }

    // ------------------------------------------------------------- internal

    function _collect(Payment calldata pay, uint256 storageCost) private returns (uint256 toBuyback, uint256 kept) {
        IERC3009(address(usdc)).transferWithAuthorization(
            pay.from, address(this), pay.value, pay.validAfter, pay.validBefore, pay.nonce, pay.v, pay.r, pay.s
        );
        return _split(pay.value, storageCost);
    }

    function _split(uint256 total, uint256 storageCost) private returns (uint256 toBuyback, uint256 kept) {
        require(storageCost <= total, "Storage cost exceeds payment");
        uint256 rest = total - storageCost;
        toBuyback = rest / 2;
        kept = rest - toBuyback;
        if (storageCost != 0) usdc.safeTransfer(storageWallet, storageCost);
        if (toBuyback != 0) {
            InkdBuyback b = buyback;
            usdc.forceApprove(address(b), toBuyback);
            b.deposit(toBuyback);
        }
    }
}
