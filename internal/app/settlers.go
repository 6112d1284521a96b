package app

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/api"
	"github.com/inkd/inkd/chain/txmgr"
)

// Workers report their settler keys in Redis so that every API replica's
// GET /v1/status can say when one cannot pay for gas while its writes
// wait: the API holds no keys and no transaction manager.

// settlersKey is the Redis hash of settler reports: field = address (hex,
// lower case), value = settlerReport JSON. A report older than
// settlerReportTTL is ignored (its worker stopped; another worker holding
// the key reports it).
const settlersKey = "inkd:settlers"

// settlerReportTTL is how long a report counts: three watch rounds.
const settlerReportTTL = 3 * balanceWatchEvery

// settlerReport is one worker's latest view of one settler key.
type settlerReport struct {
	BalanceWei string    `json:"balanceWei"`
	InFlight   int64     `json:"inFlight"`
	Unfunded   bool      `json:"unfunded"`
	Draining   bool      `json:"draining,omitempty"`
	At         time.Time `json:"at"`
}

// stalled reports whether the key has writes waiting that it cannot pay
// gas for: a node refused its transaction for lack of funds, or its
// balance is zero.
func (r settlerReport) stalled() bool {
	if r.InFlight == 0 {
		return false
	}
	bal, ok := new(big.Int).SetString(r.BalanceWei, 10)
	return r.Unfunded || (ok && bal.Sign() == 0)
}

// publishSettlers writes one report per key state; balances maps an
// address to its balance (a key without one is reported without it).
func publishSettlers(ctx context.Context, rdb redis.UniversalClient, states []txmgr.KeyState, balances map[common.Address]*big.Int, now time.Time) error {
	if len(states) == 0 {
		return nil
	}
	fields := make([]any, 0, 2*len(states))
	for _, s := range states {
		r := settlerReport{InFlight: s.InFlight, Unfunded: s.Unfunded, Draining: s.Draining, At: now.UTC()}
		if b := balances[s.Address]; b != nil {
			r.BalanceWei = b.String()
		}
		v, err := json.Marshal(r)
		if err != nil {
			return err
		}
		fields = append(fields, settlerField(s.Address), v)
	}
	return rdb.HSet(ctx, settlersKey, fields...).Err()
}

func settlerField(a common.Address) string { return fmt.Sprintf("%x", a.Bytes()) }

// settlerReader implements api.SettlerReader from the workers' reports.
type settlerReader struct {
	rdb redis.UniversalClient
	now func() time.Time
}

var _ api.SettlerReader = settlerReader{}

// StalledSettlers lists the keys whose fresh report says they are
// stalled, in address order.
func (s settlerReader) StalledSettlers(ctx context.Context) ([]api.StalledSettler, error) {
	all, err := s.rdb.HGetAll(ctx, settlersKey).Result()
	if err != nil {
		return nil, fmt.Errorf("read settler reports: %w", err)
	}
	var out []api.StalledSettler
	for field, v := range all {
		var r settlerReport
		if json.Unmarshal([]byte(v), &r) != nil || s.now().Sub(r.At) > settlerReportTTL || !r.stalled() {
			continue
		}
		out = append(out, api.StalledSettler{Address: common.HexToAddress(field), InFlight: r.InFlight})
	}
	slices.SortFunc(out, func(a, b api.StalledSettler) int { return a.Address.Cmp(b.Address) })
	return out, nil
}
