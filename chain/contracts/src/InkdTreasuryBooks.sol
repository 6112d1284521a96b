// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {InkdManaged} from "./InkdManaged.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {InkdBuyback} from "./InkdBuyback.sol";

/// @title InkdTreasuryBooks
/// @notice The books and the admin side of InkdTreasury: what the payments
/// owe, the settlers, the pause, the wallets paid out to, and every way
/// USDC leaves the treasury but refundPrepaid and voidPayment. InkdTreasury
/// adds the writes.
/// @dev Books. A payment of `value` with `storageCost` books `storageCost` as
/// owed to the storage wallet, half of the rest as owed to the buyback and
/// the other half (with the odd base unit) as retained. Paid writes move no
/// token beyond the payment itself; payout() pays what is owed in one call.
/// Every base unit the treasury holds is in exactly one of owedStorage,
/// owedBuyback, retained, or the surplus: USDC that arrived outside the paid
/// writes (a plain transfer, or an authorization that someone submitted
/// straight to USDC), which stays outside the books until a settler books it
/// (settle, InkdTreasury's prepaid writes) or refunds it (refundPrepaid).
///
/// Access. Admin functions are `restricted`: the authority
/// (InkdAccessManager) decides who calls them and after which delay. The
/// admin's (behind the admin delay, scheduled in public): addSettler,
/// setStorageWallet, setBuyback, withdraw, unpause. The guardian's (at
/// once): removeSettler and pause, which stops InkdTreasury's four paid and
/// prepaid writes. "The admin" below means a caller the authority allows.
///
/// Who can move USDC out, and how much:
/// - payout() (settler or admin): exactly what is owed, to storageWallet and
///   to the buyback, never to an address the caller picks;
/// - withdraw() (admin): at most what is retained, to any address;
/// - InkdTreasury.refundPrepaid() (settler): at most the surplus, back to a
///   payer whose signed authorization to the treasury was consumed;
/// - InkdTreasury.voidPayment() (settler): exactly what it pulls in the same
///   call with the payer's authorization, back to that payer.
/// settle() and the prepaid writes move no token; they book surplus.
///
/// A stolen settler key can therefore book surplus as fees or as the payment
/// of writes, submit writes for the authorizations it is given (each paying
/// exactly what its payer signed to the treasury) or void them (the payer
/// keeps its USDC), send surplus back to such payers and trigger payouts to
/// the configured wallets. It cannot move
/// owed or retained USDC anywhere, move more than the surplus, or choose
/// where any USDC goes. The admin can withdraw what is retained and
/// re-point the storage wallet, the buyback and the settlers, each only
/// after the admin delay, so what is owed goes to the addresses in force
/// when it was earned unless users saw the change coming; the guardian can
/// pause the writes and remove a settler at once.
abstract contract InkdTreasuryBooks is InkdManaged, Pausable {
    using SafeERC20 for IERC20;

    /// @dev The books, in USDC base units, packed into one storage slot.
    struct Books {
        uint96 owedStorage;
        uint96 owedBuyback;
        uint64 retained;
    }

    error Unauthorized();
    error ZeroAddress();
    /// @notice A payment would take a book past its width (96 bits owed
    /// to each wallet, 64 bits retained).
    error BooksOverflow();
    /// @notice withdraw asked for more than the treasury retains.
    error ExceedsRetained(uint256 amount, uint256 retained);

    /// @notice `total` of the surplus was booked like a payment.
    event Settled(uint256 total, uint256 storageCost, uint256 toBuyback, uint256 kept);
    /// @notice What was owed was paid to the storage wallet and the buyback.
    event PaidOut(uint256 toStorage, uint256 toBuyback);
    event SettlerSet(address indexed settler, bool allowed);
    event StorageWalletSet(address indexed storageWallet);
    event BuybackSet(address indexed buyback);
    event Withdrawn(address indexed to, uint256 amount);

    IERC20 public immutable usdc;
    InkdBuyback public buyback;
    address public storageWallet;
    mapping(address account => bool) private _settlers;
    Books private _books;

    /// @dev Rejects a zero USDC, buyback or storage wallet.
    constructor(address usdc_, address buyback_, address storageWallet_, address initialAuthority)
        InkdManaged(initialAuthority)
    {
        if (usdc_ == address(0) || buyback_ == address(0) || storageWallet_ == address(0)) revert ZeroAddress();
        usdc = IERC20(usdc_);
        buyback = InkdBuyback(buyback_);
        storageWallet = storageWallet_;
    }

    modifier onlySettler() {
        if (!_settlers[msg.sender]) revert Unauthorized();
        _;
    }

    // ---------------------------------------------------------------- admin

    /// @notice Allows `settler` to submit payments and settle (admin, behind
    /// the delay).
    function addSettler(address settler) external restricted {
        if (settler == address(0)) revert ZeroAddress();
        _settlers[settler] = true;
        emit SettlerSet(settler, true);
    }

    /// @notice Disallows `settler` (guardian, at once).
    function removeSettler(address settler) external restricted {
        _settlers[settler] = false;
        emit SettlerSet(settler, false);
    }

    /// @notice Stops the paid and prepaid writes (guardian, at once).
    /// Payout, settle, refunds and voidPayment keep working.
    function pause() external restricted {
        _pause();
    }

    /// @notice Resumes the paid and prepaid writes (admin, behind the delay).
    function unpause() external restricted {
        _unpause();
    }

    /// @notice Whether `account` is a settler.
    function isSettler(address account) external view returns (bool) {
        return _settlers[account];
    }

    /// @notice Sets the wallet that receives storage costs. What is owed
    /// but not yet paid out goes to the new wallet.
    function setStorageWallet(address storageWallet_) external restricted {
        if (storageWallet_ == address(0)) revert ZeroAddress();
        storageWallet = storageWallet_;
        emit StorageWalletSet(storageWallet_);
    }

    /// @notice Sets the buyback contract that receives half of each margin.
    /// What is owed but not yet paid out goes to the new buyback.
    function setBuyback(address buyback_) external restricted {
        if (buyback_ == address(0)) revert ZeroAddress();
        buyback = InkdBuyback(buyback_);
        emit BuybackSet(buyback_);
    }

    /// @notice Sends `amount` of the retained USDC to `to`. Owed USDC and the
    /// surplus are out of reach: `amount` above retained reverts
    /// ExceedsRetained.
    function withdraw(address to, uint256 amount) external restricted {
        if (to == address(0)) revert ZeroAddress();
        Books memory b = _books;
        if (amount > b.retained) revert ExceedsRetained(amount, b.retained);
        b.retained -= uint64(amount); // amount <= retained, which fits 64 bits
        _books = b;
        usdc.safeTransfer(to, amount);
        emit Withdrawn(to, amount);
    }

    // ----------------------------------------------------------------- books

    /// @notice The books in USDC base units: owed to the storage wallet, owed
    /// to the buyback, and retained by the treasury.
    function books() external view returns (uint256 owedStorage, uint256 owedBuyback, uint256 retained) {
        Books memory b = _books;
        return (b.owedStorage, b.owedBuyback, b.retained);
    }

    /// @notice USDC held beyond the books (balance − owed − retained): what
    /// arrived outside the paid writes and was neither booked nor refunded.
    /// Zero if the balance is ever below the books (USDC took tokens away).
    function surplus() public view returns (uint256) {
        Books memory b = _books;
        uint256 booked = uint256(b.owedStorage) + b.owedBuyback + b.retained;
        uint256 balance = usdc.balanceOf(address(this));
        return balance > booked ? balance - booked : 0;
    }

    /// @notice Pays what is owed: owedStorage to the storage wallet and
    /// owedBuyback to the buyback (through its deposit), and zeroes both.
    /// Callable by a settler or the admin. When nothing is owed it moves
    /// nothing, emits nothing and returns zeros, so a scheduled or retried
    /// payout never fails for being late.
    function payout() external returns (uint256 toStorage, uint256 toBuyback) {
        if (!_settlers[msg.sender] && !_authorityAllows(msg.sender)) revert Unauthorized();
        Books memory b = _books;
        toStorage = b.owedStorage;
        toBuyback = b.owedBuyback;
        if (toStorage == 0 && toBuyback == 0) return (0, 0);
        _books = Books({owedStorage: 0, owedBuyback: 0, retained: b.retained});
        if (toStorage != 0) usdc.safeTransfer(storageWallet, toStorage);
        if (toBuyback != 0) {
            InkdBuyback bb = buyback;
            usdc.forceApprove(address(bb), toBuyback);
            bb.deposit(toBuyback);
        }
        emit PaidOut(toStorage, toBuyback);
    }

    /// @notice Books `total` of the surplus like a payment: `storageCost`
    /// owed to the storage wallet, half of the rest owed to the buyback, the
    /// other half retained. Moves no token. Reverts "Nothing to settle" for
    /// zero and "Insufficient USDC" when the surplus is below `total`.
    function settle(uint256 total, uint256 storageCost) external onlySettler {
        require(total != 0, "Nothing to settle");
        require(surplus() >= total, "Insufficient USDC");
        (uint256 toBuyback, uint256 kept) = _book(total, storageCost);
        emit Settled(total, storageCost, toBuyback, kept);
    }

    /// @dev Books `total`: storageCost owed to the storage wallet, half of
    /// the rest owed to the buyback, the other half (and the odd unit)
    /// retained. One read and one write of the packed books: the slot is
    /// handled as one word laid out as Solidity lays out Books (owedStorage
    /// in bits 0-95, owedBuyback in 96-191, retained in 192-255), because
    /// copying the struct back member by member read and wrote the slot once
    /// per member (~450 gas a payment). A book that would pass its width
    /// reverts BooksOverflow; the sums are taken in 256 bits and checked
    /// once against the widths (three SafeCasts and three checked 96- and
    /// 64-bit additions cost ~330 gas a payment more).
    function _book(uint256 total, uint256 storageCost) internal returns (uint256 toBuyback, uint256 kept) {
        require(storageCost <= total, "Storage cost exceeds payment");
        uint256 word;
        assembly ("memory-safe") {
            word := sload(_books.slot)
        }
        uint256 owedStorage;
        uint256 owedBuyback;
        uint256 retained;
        unchecked {
            // storageCost <= total (above) and toBuyback <= rest: no underflow
            uint256 rest = total - storageCost;
            toBuyback = rest / 2;
            kept = rest - toBuyback;
            // each sum is a field (below 2^96) plus at most total, which is
            // below 2^255 or refused below: none wraps
            owedStorage = uint96(word) + storageCost;
            owedBuyback = uint96(word >> 96) + toBuyback;
            retained = (word >> 192) + kept;
        }
        if (
            total >> 255 != 0 || owedStorage > type(uint96).max || owedBuyback > type(uint96).max
                || retained > type(uint64).max
        ) revert BooksOverflow();
        word = owedStorage | (owedBuyback << 96) | (retained << 192);
        assembly ("memory-safe") {
            sstore(_books.slot, word)
        }
    }
}
