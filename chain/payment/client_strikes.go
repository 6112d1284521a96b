package payment

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/redis/go-redis/v9"
)

// Defaults of ClientStrikes.
const (
	// DefaultStrikePrefix is the default key prefix of ClientStrikes.
	DefaultStrikePrefix = "inkd:strikes:"
	// DefaultStrikeWindow is how long a client's strikes are kept after
	// its last one, and how long a payer is remembered as coming from a
	// client after its last accepted write: the suspension's hour.
	DefaultStrikeWindow = DefaultSuspension
)

// ClientStrikes counts, per client (the API's client key: an IPv4 address
// or an IPv6 /64), the paid writes that reverted on chain for their payer's
// doing (the events that suspend a payer, see Suspensions). A suspension
// holds one wallet, and a fresh wallet costs nothing: a client that fails
// its writes at the operator's gas with one new wallet after another is
// seen here, and the API refuses its paid writes past a limit of its own
// configuration (api.Config.PayerFailuresPerClient).
//
// The API records which client each accepted write's payer came from
// (Accepted); the worker's suspension of the payer counts a strike against
// each client that payer came from in the window (Strike). A client's count
// lasts until a window passes without a new strike. Why per client and not
// per funding source (the address that sent the payer its USDC): finding
// it takes a log search per payer over an unbounded range, a chain of
// intermediate wallets hides it at no cost, and an exchange's hot wallet
// funds thousands of honest payers. A client address costs an attacker
// more to change than a wallet, and behind a shared address (a NAT, a
// company proxy) the limit only holds back paid writes, for an hour.
// ClientStrikes is safe for concurrent use, across processes.
type ClientStrikes struct {
	rdb    redis.UniversalClient
	prefix string
	window time.Duration
}

// NewClientStrikes returns ClientStrikes stored in rdb under prefix (empty:
// DefaultStrikePrefix) with window (zero: DefaultStrikeWindow).
func NewClientStrikes(rdb redis.UniversalClient, prefix string, window time.Duration) (*ClientStrikes, error) {
	prefix, window, err := timedRecords("client strikes", rdb, prefix, window, DefaultStrikePrefix, DefaultStrikeWindow)
	if err != nil {
		return nil, err
	}
	return &ClientStrikes{rdb: rdb, prefix: prefix, window: window}, nil
}

func (s *ClientStrikes) payerKey(payer common.Address) string {
	return s.prefix + "payer:" + strings.ToLower(payer.Hex())
}

func (s *ClientStrikes) clientKey(client string) string { return s.prefix + "client:" + client }

// Accepted records that a paid write of payer was accepted from client, for
// the window after it.
func (s *ClientStrikes) Accepted(ctx context.Context, payer common.Address, client string) error {
	k := s.payerKey(payer)
	pipe := s.rdb.TxPipeline()
	pipe.SAdd(ctx, k, client)
	pipe.PExpire(ctx, k, s.window)
	if _, err := pipe.Exec(ctx); err != nil {
		return fmt.Errorf("record payer's client: %w", err)
	}
	return nil
}

// Strike counts one failure caused by payer against each client payer's
// writes were accepted from in the window. A payer never seen (its record
// lapsed, or Redis lost it) strikes nobody.
func (s *ClientStrikes) Strike(ctx context.Context, payer common.Address) error {
	clients, err := s.rdb.SMembers(ctx, s.payerKey(payer)).Result()
	if err != nil {
		return fmt.Errorf("read payer's clients: %w", err)
	}
	if len(clients) == 0 {
		return nil
	}
	pipe := s.rdb.Pipeline()
	for _, c := range clients {
		pipe.Incr(ctx, s.clientKey(c))
		pipe.PExpire(ctx, s.clientKey(c), s.window)
	}
	if _, err := pipe.Exec(ctx); err != nil {
		return fmt.Errorf("count client strike: %w", err)
	}
	return nil
}

// Count returns client's strikes and how long they still last (zero with
// none), or an error wrapping ErrStoreUnavailable when Redis cannot be
// read.
func (s *ClientStrikes) Count(ctx context.Context, client string) (int, time.Duration, error) {
	v, left, err := readTimed(ctx, s.rdb, s.clientKey(client))
	if err != nil {
		return 0, 0, fmt.Errorf("read client strikes: %w", err)
	}
	if v == "" {
		return 0, 0, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil {
		return 0, 0, fmt.Errorf("client strikes %q: %w", v, err)
	}
	return n, left, nil
}
