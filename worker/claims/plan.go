// Package claims decides when the fees of writes paid by voucher are
// claimed: which channels go into the next InkdChannelWrites.claim call, up
// to what total, with which voucher. A channel is claimed when the fees of
// its landed writes pass what is claimed of it and either a withdrawal is
// pending on it (the payer's escrow may leave once the channel's delay is
// over), or the unclaimed amount reached a threshold, or the oldest
// unclaimed fee waited a whole period. See docs/batch-settlement.md.
//
// Plan is the decision alone: no chain, no Redis, no clock of its own. The
// loop that reads the channels' state and sends the claims is the
// worker's.
package claims

import (
	"cmp"
	"fmt"
	"math/big"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/chain/channel"
	"github.com/inkd/inkd/chain/channel/writes"
)

// State is what the loop knows of one channel when it plans.
type State struct {
	// ID and Config are the channel's.
	ID     common.Hash
	Config channel.Config
	// Used is the fees of the channel's landed writes (InkdChannelWrites
	// usage); Claimed, Balance the settlement's totalClaimed and balance.
	Used, Claimed, Balance *big.Int
	// WithdrawSince is when a timed withdrawal of the channel started; zero
	// when none is pending.
	WithdrawSince time.Time
	// Ceiling and Signature are the highest voucher of the channel the
	// service holds (the book's), which the claim is made with.
	Ceiling   *big.Int
	Signature []byte
	// UnclaimedSince is when the loop first saw Used pass Claimed; zero
	// when it has not (yet).
	UnclaimedSince time.Time
}

// Policy says when a channel is due.
type Policy struct {
	// Every is the longest a landed fee waits to be claimed.
	Every time.Duration
	// Threshold claims a channel as soon as its unclaimed fees reach it;
	// nil or zero: only Every and withdrawals decide.
	Threshold *big.Int
	// MaxRows caps the channels of one claim call (its gas); the others
	// wait for the next. Zero means no cap.
	MaxRows int
}

// Skip is a channel with unclaimed fees that Plan could not claim, and why:
// no voucher covering the landed fees (the book lost it), or a balance
// below them (the payer withdrew before the claim). Both lose money and are
// reported.
type Skip struct {
	ID     common.Hash
	Reason string
}

// Plan returns the claims due at now, most urgent first (pending
// withdrawals, earliest first; then the largest unclaimed amounts), at most
// p.MaxRows, the channels it had to skip, and the amount the claims due
// add to what is claimed (each row's TotalClaimed less the channel's
// Claimed), in the token's base units.
func Plan(now time.Time, states []State, p Policy) (due []writes.Claim, skipped []Skip, amount *big.Int) {
	type candidate struct {
		s         State
		total     *big.Int
		unclaimed *big.Int
	}
	var cands []candidate
	for _, s := range states {
		if s.Used == nil || s.Claimed == nil || s.Used.Cmp(s.Claimed) <= 0 {
			continue
		}
		unclaimed := new(big.Int).Sub(s.Used, s.Claimed)
		withdrawing := !s.WithdrawSince.IsZero()
		overThreshold := p.Threshold != nil && p.Threshold.Sign() > 0 && unclaimed.Cmp(p.Threshold) >= 0
		waited := !s.UnclaimedSince.IsZero() && now.Sub(s.UnclaimedSince) >= p.Every
		if !withdrawing && !overThreshold && !waited {
			continue
		}
		if s.Ceiling == nil || len(s.Signature) == 0 || s.Ceiling.Cmp(s.Used) < 0 {
			skipped = append(skipped, Skip{ID: s.ID, Reason: fmt.Sprintf("no voucher covers its landed fees %s (the highest held: %v)", s.Used, s.Ceiling)})
			continue
		}
		total := new(big.Int).Set(s.Used)
		if s.Balance != nil && s.Balance.Cmp(total) < 0 {
			skipped = append(skipped, Skip{ID: s.ID, Reason: fmt.Sprintf("its balance %s is below its landed fees %s; claiming what is left", s.Balance, s.Used)})
			if s.Balance.Cmp(s.Claimed) <= 0 {
				continue
			}
			total.Set(s.Balance)
		}
		cands = append(cands, candidate{s: s, total: total, unclaimed: unclaimed})
	}
	slices.SortStableFunc(cands, func(a, b candidate) int {
		aw, bw := !a.s.WithdrawSince.IsZero(), !b.s.WithdrawSince.IsZero()
		switch {
		case aw && !bw:
			return -1
		case bw && !aw:
			return 1
		case aw && bw:
			if c := a.s.WithdrawSince.Compare(b.s.WithdrawSince); c != 0 {
				return c
			}
		}
		return cmp.Compare(0, a.unclaimed.Cmp(b.unclaimed)) // larger first
	})
	amount = new(big.Int)
	for _, c := range cands {
		if p.MaxRows > 0 && len(due) == p.MaxRows {
			break
		}
		due = append(due, writes.Claim{Config: c.s.Config, Ceiling: c.s.Ceiling, Signature: c.s.Signature, TotalClaimed: c.total})
		amount.Add(amount, c.total).Sub(amount, c.s.Claimed)
	}
	return due, skipped, amount
}

// Settled reports whether nothing of channel s can come due while the
// book's voucher stays at s.Ceiling: every fee the book accepted landed
// (Used reached the ceiling), all of it is claimed, and no withdrawal is
// pending. Only a voucher above the ceiling (a new write) or a reorg that
// moves a landed write can change that; the loop reads such a channel
// again when the book's ceiling moves, and at least once a period.
func Settled(s State) bool {
	return s.Used != nil && s.Claimed != nil && s.Ceiling != nil && s.WithdrawSince.IsZero() &&
		s.Used.Cmp(s.Claimed) == 0 && s.Used.Cmp(s.Ceiling) == 0
}
