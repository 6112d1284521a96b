package settlers

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/chain/txmgr"
)

// Key is the Redis hash of settler reports: field = address (hex, lower
// case, without 0x), value = the report's JSON. A report older than
// ReportTTL is ignored (its worker stopped; another worker holding the key
// reports it).
const Key = "inkd:settlers"

// PublishEvery is how often a worker publishes its keys' reports (the
// balance watch's round).
const PublishEvery = time.Minute

// ReportTTL is how long a report counts: three publishing rounds.
const ReportTTL = 3 * PublishEvery

// report is one worker's latest view of one settler key.
type report struct {
	BalanceWei string    `json:"balanceWei"`
	InFlight   int64     `json:"inFlight"`
	Unfunded   bool      `json:"unfunded"`
	Draining   bool      `json:"draining,omitempty"`
	At         time.Time `json:"at"`
}

// stalled reports whether the key has writes waiting that it cannot pay
// gas for: a node refused its transaction for lack of funds, or its
// balance is zero.
func (r report) stalled() bool {
	if r.InFlight == 0 {
		return false
	}
	bal, ok := new(big.Int).SetString(r.BalanceWei, 10)
	return r.Unfunded || (ok && bal.Sign() == 0)
}

// Publish writes one report per key state, dated now; balances maps an
// address to its balance (a key without one is reported without it). No
// states write nothing.
func Publish(ctx context.Context, rdb redis.UniversalClient, states []txmgr.KeyState, balances map[common.Address]*big.Int, now time.Time) error {
	if len(states) == 0 {
		return nil
	}
	fields := make([]any, 0, 2*len(states))
	for _, s := range states {
		r := report{InFlight: s.InFlight, Unfunded: s.Unfunded, Draining: s.Draining, At: now.UTC()}
		if b := balances[s.Address]; b != nil {
			r.BalanceWei = b.String()
		}
		v, err := json.Marshal(r)
		if err != nil {
			return err
		}
		fields = append(fields, field(s.Address), v)
	}
	return rdb.HSet(ctx, Key, fields...).Err()
}

func field(a common.Address) string { return fmt.Sprintf("%x", a.Bytes()) }

// Stalled is a settler key that has writes waiting and cannot pay gas for
// them.
type Stalled struct {
	Address common.Address
	// InFlight counts its unconfirmed transactions.
	InFlight int64
}

// Reader reads the workers' reports. Safe for concurrent use.
type Reader struct {
	rdb redis.UniversalClient
	now func() time.Time
}

// NewReader returns the reader of the reports in rdb; now is the clock
// that ages reports (nil: time.Now).
func NewReader(rdb redis.UniversalClient, now func() time.Time) *Reader {
	if now == nil {
		now = time.Now
	}
	return &Reader{rdb: rdb, now: now}
}

// Stalled lists the keys whose fresh report says they are stalled, in
// address order. Reports that do not parse are skipped.
func (s *Reader) Stalled(ctx context.Context) ([]Stalled, error) {
	all, err := s.rdb.HGetAll(ctx, Key).Result()
	if err != nil {
		return nil, fmt.Errorf("read settler reports: %w", err)
	}
	var out []Stalled
	for f, v := range all {
		var r report
		if json.Unmarshal([]byte(v), &r) != nil || s.now().Sub(r.At) > ReportTTL || !r.stalled() {
			continue
		}
		out = append(out, Stalled{Address: common.HexToAddress(f), InFlight: r.InFlight})
	}
	slices.SortFunc(out, func(a, b Stalled) int { return a.Address.Cmp(b.Address) })
	return out, nil
}
