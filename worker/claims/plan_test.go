package claims

import (
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/chain/channel"
)

var t0 = time.Unix(1_800_000_000, 0)

// state is a channel of payer n with used and claimed fees, a balance of
// 100 and a voucher of ceiling used, unclaimed for `waited`.
func state(n byte, used, claimed int64, waited time.Duration) State {
	payer := common.BytesToAddress([]byte{n})
	return State{
		ID:             common.BytesToHash([]byte{n}),
		Config:         channel.Config{Payer: payer, PayerAuthorizer: payer},
		Used:           big.NewInt(used),
		Claimed:        big.NewInt(claimed),
		Balance:        big.NewInt(100),
		Ceiling:        big.NewInt(used),
		Signature:      []byte{n},
		UnclaimedSince: t0.Add(-waited),
	}
}

func payers(p []State) string {
	var b strings.Builder
	for _, s := range p {
		b.WriteByte('0' + s.Config.Payer[19])
	}
	return b.String()
}

func TestPlanClaimsWhatIsDue(t *testing.T) {
	policy := Policy{Every: time.Minute, Threshold: big.NewInt(50)}
	withdrawing := state(4, 10, 0, time.Second)
	withdrawing.WithdrawSince = t0.Add(-time.Minute)
	earlier := state(5, 5, 0, 0)
	earlier.WithdrawSince = t0.Add(-2 * time.Minute)
	states := []State{
		state(1, 30, 0, 2*time.Minute), // waited a period
		state(2, 30, 0, time.Second),   // not yet due
		state(3, 60, 0, time.Second),   // over the threshold
		withdrawing,                    // a withdrawal is pending
		earlier,                        // an earlier withdrawal
		state(6, 40, 40, time.Hour),    // nothing unclaimed
		state(7, 90, 20, 2*time.Minute),
	}
	due, skipped, amount := Plan(t0, states, policy)
	if len(skipped) != 0 {
		t.Fatalf("skipped %v", skipped)
	}
	// the unclaimed fees of the five due: 30 + 60 + 10 + 5 + (90 - 20)
	if amount.Int64() != 175 {
		t.Fatalf("claims add %s to what is claimed, want 175", amount)
	}
	got := make([]State, len(due))
	for i, c := range due {
		got[i] = State{Config: c.Config}
		if want := states[c.Config.Payer[19]-1].Used; c.TotalClaimed.Cmp(want) != 0 {
			t.Errorf("payer %d claimed up to %s, want its landed fees %s", c.Config.Payer[19], c.TotalClaimed, want)
		}
	}
	// withdrawals first, earliest first; then the largest unclaimed
	if p := payers(got); p != "54731" {
		t.Fatalf("claimed payers %s, want 54731", p)
	}
	due, _, amount = Plan(t0, states, Policy{Every: time.Minute, Threshold: big.NewInt(50), MaxRows: 2})
	if len(due) != 2 || due[0].Config.Payer[19] != 5 || due[1].Config.Payer[19] != 4 {
		t.Fatalf("with two rows at most: %d claims", len(due))
	}
	if amount.Int64() != 15 {
		t.Fatalf("two rows add %s, want 15 (the rows left out are not counted)", amount)
	}
}

func TestPlanSkipsWhatItCannotClaim(t *testing.T) {
	noVoucher := state(1, 30, 0, time.Hour)
	noVoucher.Ceiling = big.NewInt(20) // the book's voucher is below the landed fees
	unsigned := state(2, 30, 0, time.Hour)
	unsigned.Signature = nil // rebuilt from the chain without its signature
	short := state(3, 30, 10, time.Hour)
	short.Balance = big.NewInt(25) // withdrawn before the claim
	gone := state(4, 30, 25, time.Hour)
	gone.Balance = big.NewInt(25)
	due, skipped, amount := Plan(t0, []State{noVoucher, unsigned, short, gone}, Policy{Every: time.Minute})
	if len(due) != 1 || due[0].Config.Payer[19] != 3 || due[0].TotalClaimed.Int64() != 25 {
		t.Fatalf("due %+v, want payer 3 claimed up to its balance 25", due)
	}
	if amount.Int64() != 15 {
		t.Fatalf("claims add %s, want 15 (up to the balance 25, 10 claimed before)", amount)
	}
	if len(skipped) != 4 {
		t.Fatalf("skipped %+v, want all four reported", skipped)
	}
	for i, want := range []string{"no voucher", "no voucher", "balance 25 is below", "balance 25 is below"} {
		if !strings.Contains(skipped[i].Reason, want) {
			t.Errorf("skip %d: %q, want %q", i, skipped[i].Reason, want)
		}
	}
}

// TestSettled: only a channel whose accepted fees all landed and are
// claimed, with no withdrawal pending, is settled.
func TestSettled(t *testing.T) {
	settled := state(1, 30, 30, 0)
	inFlight := state(2, 30, 30, 0)
	inFlight.Ceiling = big.NewInt(40) // a write paid up to 40 has not landed yet
	owed := state(3, 30, 20, 0)
	withdrawing := state(4, 30, 30, 0)
	withdrawing.WithdrawSince = t0
	unknown := state(5, 30, 30, 0)
	unknown.Ceiling = nil
	for _, c := range []struct {
		name string
		s    State
		want bool
	}{{"settled", settled, true}, {"a write in flight", inFlight, false}, {"fees owed", owed, false},
		{"a withdrawal pending", withdrawing, false}, {"no voucher known", unknown, false}} {
		if got := Settled(c.s); got != c.want {
			t.Errorf("%s: Settled = %v, want %v", c.name, got, c.want)
		}
	}
}
