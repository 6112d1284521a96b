// Package channelbook keeps, in Redis, what the service knows of each x402
// batch-settlement channel it is paid through: the channel's on-chain state
// as last read (balance, claimed total, a pending withdrawal, the refund
// nonce) and the voucher sequence — the latest voucher ceiling a write was
// accepted for, with its signature.
//
// It decides one thing, atomically across API replicas: whether a voucher
// pays the next write of its channel. A voucher does when its ceiling is
// the channel's current ceiling plus the write's fee, within the channel's
// balance, on a channel with no withdrawal pending, read recently enough.
// Accepting moves the ceiling to the voucher's in the same Lua step, so a
// voucher is accepted at most once and the ceiling never goes down (a write
// that fails on chain leaves its ceiling used; see docs/batch-settlement.md).
//
// Amounts are token base units kept as canonical decimal strings: Lua's
// numbers are doubles, exact only to 2^53, and a channel's cumulative total
// is a uint128 on chain.
package channelbook

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/redis/go-redis/v9"
)

// DefaultPrefix starts every key of the book unless Config says otherwise.
const DefaultPrefix = "inkd:channel:"

// Config configures a Book.
type Config struct {
	// Prefix starts every key: Prefix + "c:" + channel id (lower-case hex)
	// for a channel's record, Prefix + "all" for the set of known channels.
	// Empty means DefaultPrefix.
	Prefix string
	// MaxAge is how old a channel's on-chain state may be for a voucher to
	// be accepted on it; older, Accept answers Stale and the caller reads the
	// chain again (Mirror) before retrying. Zero means one minute.
	MaxAge time.Duration
}

// Check reports a field that is unusable.
func (c Config) Check() error {
	if strings.ContainsAny(c.Prefix, " \t\r\n") {
		return fmt.Errorf("channel book: Prefix %q contains whitespace", c.Prefix)
	}
	if c.MaxAge < 0 {
		return fmt.Errorf("channel book: MaxAge %s is negative", c.MaxAge)
	}
	return nil
}

// State is a channel's on-chain state at one block.
type State struct {
	// Balance is what the channel holds: deposits less withdrawals and
	// refunds (claimed amounts stay in it until withdrawn by settling).
	Balance *big.Int
	// TotalClaimed is the cumulative amount claimed from the channel.
	TotalClaimed *big.Int
	// WithdrawRequestedAt is the unix time a timed withdrawal was started,
	// zero when none is pending.
	WithdrawRequestedAt uint64
	// RefundNonce is the next nonce of a signed refund.
	RefundNonce *big.Int
	// Floor is the lowest ceiling the next voucher may start from: the
	// highest of TotalClaimed and the last ceiling a write used on chain.
	// After Redis loses the book, the rebuilt record starts from it, so no
	// voucher used on chain is accepted again. Nil means TotalClaimed.
	Floor *big.Int
	// Block is the block the state was read at; a state older than the one
	// recorded is ignored.
	Block uint64
}

// Record is what the book holds for one channel.
type Record struct {
	// Config is the channel's configuration as the caller stored it
	// (opaque to the book).
	Config []byte
	// Ceiling is the latest accepted voucher ceiling, at least the state's
	// Floor; Signature is that voucher's signature (empty when the ceiling
	// is the floor read from the chain).
	Ceiling   *big.Int
	Signature []byte
	State     State
	// Synced is when State was last read from the chain.
	Synced time.Time
}

// Outcome is Accept's answer.
type Outcome int

const (
	// Accepted: the voucher pays this write; the ceiling moved to it.
	Accepted Outcome = iota + 1
	// Mismatch: the voucher's ceiling is not the current ceiling plus the
	// fee; Decision.Record holds the ceiling and its signature, for the
	// scheme's corrective 402.
	Mismatch
	// OverBalance: the ceiling passes the channel's balance (with the
	// deposit that comes with the voucher).
	OverBalance
	// Withdrawing: a timed withdrawal is pending on the channel.
	Withdrawing
	// Stale: the channel's state is older than Config.MaxAge; read the
	// chain (Mirror) and ask again.
	Stale
	// Unknown: the book has no state of the channel; read the chain
	// (Mirror) and ask again.
	Unknown
)

func (o Outcome) String() string {
	switch o {
	case Accepted:
		return "accepted"
	case Mismatch:
		return "mismatch"
	case OverBalance:
		return "over_balance"
	case Withdrawing:
		return "withdrawing"
	case Stale:
		return "stale"
	case Unknown:
		return "unknown"
	}
	return "outcome(" + strconv.Itoa(int(o)) + ")"
}

// Voucher is a voucher presented to pay one write.
type Voucher struct {
	Channel   common.Hash
	Ceiling   *big.Int
	Signature []byte
}

// Decision is Accept's answer, with the channel's record as Accept found it
// (before the ceiling moved, when it did).
type Decision struct {
	Outcome Outcome
	Record  Record
}

// Book is the channel book in Redis. It is safe for concurrent use, across
// processes too.
type Book struct {
	rdb    redis.UniversalClient
	prefix string
	maxAge time.Duration
	now    func() time.Time
}

// New returns the book kept in rdb.
func New(cfg Config, rdb redis.UniversalClient) (*Book, error) {
	if err := cfg.Check(); err != nil {
		return nil, err
	}
	b := &Book{rdb: rdb, prefix: cfg.Prefix, maxAge: cfg.MaxAge, now: time.Now}
	if b.prefix == "" {
		b.prefix = DefaultPrefix
	}
	if b.maxAge == 0 {
		b.maxAge = time.Minute
	}
	return b, nil
}

func (b *Book) key(ch common.Hash) string { return b.prefix + "c:" + strings.ToLower(ch.Hex()) }
func (b *Book) all() string               { return b.prefix + "all" }

// ErrNegative is returned for a negative amount.
var ErrNegative = errors.New("channel book: negative amount")

// Accept decides whether v pays a write of fee, and moves the channel's
// ceiling to v's when it does. deposit is the amount deposited with v (a
// deposit payload, landing before the write), nil or zero for a plain
// voucher; an accepted deposit is added to the recorded balance until the
// chain is read again (the channel's next vouchers count on it; should
// the deposit fail on chain, the writes they pay are refused there and
// nothing is charged).
func (b *Book) Accept(ctx context.Context, v Voucher, fee, deposit *big.Int) (Decision, error) {
	return b.decide(ctx, v, fee, deposit, true)
}

// Check decides as Accept does without moving the ceiling: Accepted says
// v would pay the write now, and consumes nothing.
func (b *Book) Check(ctx context.Context, v Voucher, fee, deposit *big.Int) (Decision, error) {
	return b.decide(ctx, v, fee, deposit, false)
}

func (b *Book) decide(ctx context.Context, v Voucher, fee, deposit *big.Int, commit bool) (Decision, error) {
	if v.Ceiling == nil || fee == nil || v.Ceiling.Sign() < 0 || fee.Sign() < 0 || (deposit != nil && deposit.Sign() < 0) {
		return Decision{}, ErrNegative
	}
	prev := new(big.Int).Sub(v.Ceiling, fee)
	prevArg := prev.String()
	if prev.Sign() < 0 {
		prevArg = "-" // equals no ceiling
	}
	spendable := new(big.Int).Set(v.Ceiling)
	depositArg := "0"
	if deposit != nil {
		spendable.Sub(spendable, deposit)
		depositArg = deposit.String()
	}
	if spendable.Sign() < 0 {
		spendable.SetInt64(0)
	}
	res, err := acceptScript.Run(ctx, b.rdb, []string{b.key(v.Channel)},
		prevArg, v.Ceiling.String(), spendable.String(), common.Bytes2Hex(v.Signature),
		b.now().UnixMilli(), b.maxAge.Milliseconds(), map[bool]string{true: "1", false: "0"}[commit], depositArg).StringSlice()
	if err != nil {
		return Decision{}, fmt.Errorf("channel book: accept: %w", err)
	}
	if len(res) == 0 {
		return Decision{}, fmt.Errorf("channel book: accept: empty answer")
	}
	out, ok := outcomes[res[0]]
	if !ok {
		return Decision{}, fmt.Errorf("channel book: accept: answer %q", res[0])
	}
	if out == Unknown {
		return Decision{Outcome: Unknown}, nil
	}
	rec, err := parseRecord(res[1:])
	if err != nil {
		return Decision{}, fmt.Errorf("channel book: accept: %w", err)
	}
	return Decision{Outcome: out, Record: rec}, nil
}

var outcomes = map[string]Outcome{
	"accepted": Accepted, "mismatch": Mismatch, "over_balance": OverBalance,
	"withdrawing": Withdrawing, "stale": Stale, "unknown": Unknown,
}

// Mirror records the channel's on-chain state s, unless the book holds a
// state of a later block, and config when the book has none yet. The
// ceiling is raised to s.Floor when below it (never lowered).
func (b *Book) Mirror(ctx context.Context, ch common.Hash, config []byte, s State) error {
	for _, x := range []*big.Int{s.Balance, s.TotalClaimed, s.RefundNonce, s.Floor} {
		if x != nil && x.Sign() < 0 {
			return ErrNegative
		}
	}
	floor := s.Floor
	if floor == nil || (s.TotalClaimed != nil && floor.Cmp(s.TotalClaimed) < 0) {
		floor = s.TotalClaimed
	}
	err := mirrorScript.Run(ctx, b.rdb, []string{b.key(ch), b.all()},
		strings.ToLower(ch.Hex()), string(config), s.Block,
		decimal(s.Balance), decimal(s.TotalClaimed), s.WithdrawRequestedAt, decimal(s.RefundNonce),
		decimal(floor), b.now().UnixMilli()).Err()
	if err != nil {
		return fmt.Errorf("channel book: mirror: %w", err)
	}
	return nil
}

// Get returns the channel's record; ok is false when the book has none.
func (b *Book) Get(ctx context.Context, ch common.Hash) (rec Record, ok bool, err error) {
	m, err := b.rdb.HGetAll(ctx, b.key(ch)).Result()
	if err != nil {
		return Record{}, false, fmt.Errorf("channel book: get: %w", err)
	}
	if len(m) == 0 {
		return Record{}, false, nil
	}
	fields := make([]string, 0, len(recordFields))
	for _, f := range recordFields {
		fields = append(fields, m[f])
	}
	rec, err = parseRecord(fields)
	if err != nil {
		return Record{}, false, fmt.Errorf("channel book: get: %w", err)
	}
	return rec, true, nil
}

// Latest returns the channel's latest accepted voucher: its ceiling and
// signature. ok is false when the book has no record of the channel, or
// its ceiling is a floor read from the chain, without a signature.
func (b *Book) Latest(ctx context.Context, ch common.Hash) (ceiling *big.Int, signature []byte, ok bool, err error) {
	rec, found, err := b.Get(ctx, ch)
	if err != nil || !found || len(rec.Signature) == 0 || rec.Ceiling == nil {
		return nil, nil, false, err
	}
	return rec.Ceiling, rec.Signature, true, nil
}

// Channels lists every channel the book has a record of.
func (b *Book) Channels(ctx context.Context) ([]common.Hash, error) {
	ids, err := b.rdb.SMembers(ctx, b.all()).Result()
	if err != nil {
		return nil, fmt.Errorf("channel book: channels: %w", err)
	}
	out := make([]common.Hash, 0, len(ids))
	for _, id := range ids {
		out = append(out, common.HexToHash(id))
	}
	return out, nil
}

func decimal(x *big.Int) string {
	if x == nil {
		return "0"
	}
	return x.String()
}

// Restore records v, a voucher recovered from the chain (the calldata of
// the channel's last landed write), on a channel the book has a record of,
// when it is above the record's ceiling or equal to it with no signature
// held (a record rebuilt by Mirror after Redis lost it). It never lowers
// the ceiling nor replaces a held signature of an equal one; raised says
// whether it recorded v. The caller verified v's signature.
func (b *Book) Restore(ctx context.Context, v Voucher) (raised bool, err error) {
	if v.Ceiling == nil || v.Ceiling.Sign() < 0 {
		return false, ErrNegative
	}
	if len(v.Signature) == 0 {
		return false, errors.New("channel book: restore: no signature")
	}
	n, err := restoreScript.Run(ctx, b.rdb, []string{b.key(v.Channel)}, v.Ceiling.String(), common.Bytes2Hex(v.Signature)).Int()
	if err != nil {
		return false, fmt.Errorf("channel book: restore: %w", err)
	}
	return n == 1, nil
}
