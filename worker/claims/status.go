package claims

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/redis/go-redis/v9"
)

// StatusKey holds the Status of the latest scan of any worker's loop, and
// LastClaimKey the latest claim call that was sent.
const (
	StatusKey    = "inkd:claims:status"
	LastClaimKey = "inkd:claims:last"
)

// statusTTL drops the status of a loop that stopped scanning: `inkd queues
// claims` then says no loop scanned lately, instead of showing old figures
// as current.
const statusTTL = time.Hour

// Status is what the latest scan found, for operators (`inkd queues
// claims`).
type Status struct {
	// At is when the scan ran.
	At time.Time `json:"at"`
	// Channels are the channels of the book; Unread those whose state
	// could not be read (they are read again next scan).
	Channels int `json:"channels"`
	Unread   int `json:"unread"`
	// Quiet are the channels not read because nothing of them can be
	// due (Settled, and the book's voucher did not move since).
	Quiet int `json:"quiet"`
	// Scanner names the worker process holding the scan lease (host,
	// pid and a random part); empty without a lease.
	Scanner string `json:"scanner,omitempty"`
	// Owed are the channels with landed fees not claimed yet, Unclaimed
	// their total (USDC base units).
	Owed      int    `json:"owed"`
	Unclaimed string `json:"unclaimed"`
	// Due are the channels the scan claimed (or tried to); Skipped those
	// whose landed fees cannot all be claimed (an operator must act).
	Due     int `json:"due"`
	Skipped int `json:"skipped"`
	// LastClaim is the latest claim call sent by any loop, nil before the
	// first.
	LastClaim *Claim `json:"lastClaim,omitempty"`
}

// Claim is one claim call.
type Claim struct {
	At       time.Time `json:"at"`
	TxHash   string    `json:"txHash"`
	Outcome  string    `json:"outcome"`
	Channels int       `json:"channels"`
	// Amount is what it added to what is claimed (USDC base units).
	Amount string `json:"amount"`
}

// summarize is the Status of a scan of channels (unread of them not read)
// whose states are states, due of them claimed and skipped of them not.
func summarize(at time.Time, channels, unread int, states []State, due, skipped int) Status {
	st := Status{At: at, Channels: channels, Unread: unread, Due: due, Skipped: skipped}
	total := new(big.Int)
	for _, s := range states {
		if s.Used.Cmp(s.Claimed) > 0 {
			st.Owed++
			total.Add(total, new(big.Int).Sub(s.Used, s.Claimed))
		}
	}
	st.Unclaimed = total.String()
	return st
}

// WithStatus keeps the Loop's Status in rdb for `inkd queues claims`.
func WithStatus(rdb redis.UniversalClient) Option {
	return func(l *Loop) { l.status = rdb }
}

// publish stores st (best effort: the figures are for operators; the
// metrics count the same).
func (l *Loop) publish(ctx context.Context, st Status, claim *Claim) {
	if l.status == nil {
		return
	}
	pipe := l.status.TxPipeline()
	if body, err := json.Marshal(st); err == nil {
		pipe.Set(ctx, StatusKey, body, statusTTL)
	}
	if claim != nil {
		if body, err := json.Marshal(claim); err == nil {
			pipe.Set(ctx, LastClaimKey, body, 0)
		}
	}
	if _, err := pipe.Exec(ctx); err != nil {
		l.log.WithField("err", err.Error()).Warn("claims status not stored")
	}
}

// ReadStatus is the latest scan's Status with the latest claim; ok is
// false when no loop scanned within the last hour.
func ReadStatus(ctx context.Context, rdb redis.UniversalClient) (st Status, ok bool, err error) {
	vals, err := rdb.MGet(ctx, StatusKey, LastClaimKey).Result()
	if err != nil {
		return Status{}, false, fmt.Errorf("read claims status: %w", err)
	}
	if s, isStr := vals[0].(string); isStr {
		if err := json.Unmarshal([]byte(s), &st); err != nil {
			return Status{}, false, fmt.Errorf("decode claims status: %w", err)
		}
		ok = true
	}
	if s, isStr := vals[1].(string); isStr {
		var c Claim
		if err := json.Unmarshal([]byte(s), &c); err != nil {
			return Status{}, false, errors.Join(errors.New("decode the last claim"), err)
		}
		st.LastClaim = &c
	}
	return st, ok, nil
}
