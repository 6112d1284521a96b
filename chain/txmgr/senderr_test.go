package txmgr

import (
	"context"
	"crypto/ecdsa"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/eth/ethconfig"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/internal/testutil"
)

// TestReplacementUnderpricedIsNotHeld: the node's pool holds another
// transaction of our key at our nonce (an operator's manual one) paying
// more. Its "replacement transaction underpriced" answer does not mean the
// node holds our bytes: the record stays assigned.
func TestReplacementUnderpricedIsNotHeld(t *testing.T) {
	ctx := context.Background()
	key := testKey(t, 0)
	sim := newSim(t, key)
	rdb, _ := newMiniredis(t)
	m := newManager(t, testConfig(), sim.Client(), rdb, []*ecdsa.PrivateKey{key})

	sendExternal(t, sim.Client(), key, 0)
	r, err := m.Send(ctx, "intent-1", transfer(1))
	if err != nil {
		t.Fatalf("Send: %v", err)
	}
	got := [2]string{string(r.State), r.LastSendResult}
	if diff := cmp.Diff([2]string{string(StateAssigned), "replacement_underpriced"}, got); diff != "" {
		t.Errorf("state, last send result (-want +got):\n%s", diff)
	}
}

// TestFeeAboveNodeCapIsNotBumpedFurther: the node refuses transactions
// whose fee (fee cap × gas) exceeds its RPC fee cap ("tx fee (…) exceeds the
// configured cap"). The bump that crossed it is not bumped further: the
// record keeps rebroadcasting the last attempt the node took, which gets
// mined.
func TestFeeAboveNodeCapIsNotBumpedFurther(t *testing.T) {
	ctx := context.Background()
	key := testKey(t, 0)
	// The first attempt pays ~2.0 gwei × 21000 = 4.2e13 wei, the first bump
	// ~2.2 gwei (4.6e13), the second ~2.42 gwei (5.1e13): above 5e13.
	sim := newSimWith(t, func(ec *ethconfig.Config) { ec.RPCTxFeeCap = 0.00005 }, key)
	fb, m, clock, _ := clockedManager(t, sim, key)
	cfg := m.cfg

	if _, err := m.Send(ctx, "intent-1", transfer(1)); err != nil {
		t.Fatalf("Send: %v", err)
	}
	for range 2 {
		clock.Advance(cfg.BumpAfter)
		mustDrive(t, m, "intent-1")
	}
	r := mustGet(t, m, "intent-1")
	if len(r.Attempts) != 3 || r.LastSendResult != "fee_cap_exceeded" {
		t.Fatalf("after two bumps: %d attempts, last send result %q; want 3 and fee_cap_exceeded (first bump %s, second %s)",
			len(r.Attempts), r.LastSendResult, r.Attempts[1].GasFeeCap, r.Attempts[len(r.Attempts)-1].GasFeeCap)
	}
	accepted := r.Attempts[1].Hash
	for range 3 {
		clock.Advance(cfg.BumpAfter)
		fb.drain()
		r = mustDrive(t, m, "intent-1")
		if len(r.Attempts) != 3 {
			t.Fatalf("attempts = %d after the node's fee cap was hit; want no new bump", len(r.Attempts))
		}
		if h := fb.awaitSend(t); h != accepted {
			t.Fatalf("sent %s; want the last accepted attempt %s again", h, accepted)
		}
	}
	commitUntilMined(t, sim, addrOf(key), 1)
	out, err := m.Wait(waitCtx(t), "intent-1")
	if err != nil {
		t.Fatalf("Wait: %v", err)
	}
	if out.MinedHash != accepted {
		t.Errorf("mined %s; want the last accepted attempt %s", out.MinedHash, accepted)
	}
}

// TestUnderpricedBumpIsBumpedOnceMore: a node answers a fresh bump with
// "replacement transaction underpriced" (its replacement rule wants more
// than ours, or it holds another transaction at the nonce). The Manager
// bumps exactly once more at once, and then waits for the next BumpAfter:
// no bump loop.
func TestUnderpricedBumpIsBumpedOnceMore(t *testing.T) {
	ctx := context.Background()
	key := testKey(t, 0)
	fb, m, clock, mt := clockedManager(t, newSim(t, key), key)
	cfg := m.cfg

	r, err := m.Send(ctx, "intent-1", transfer(1))
	if err != nil {
		t.Fatalf("Send: %v", err)
	}
	first := r.Attempts[0].GasFeeCap
	fb.setFault(func(tx *types.Transaction, n int) error {
		if n == 1 && tx.GasFeeCap().Cmp(first) > 0 {
			return jsonRPCError{"replacement transaction underpriced"}
		}
		return nil
	})
	clock.Advance(cfg.BumpAfter)
	after := mustDrive(t, m, "intent-1")
	again := mustDrive(t, m, "intent-1")
	got := [3]int{len(after.Attempts), len(again.Attempts), mt.get("bumped")}
	if got != [3]int{3, 3, 2} {
		t.Errorf("attempts after the bump step, after one more step, bumps = %v; want [3 3 2]", got)
	}
}

// clockedManager builds a Manager with testConfig on a faultBackend over
// sim, signing with key, with a test clock and counting metrics.
func clockedManager(t *testing.T, sim *simulated.Backend, key *ecdsa.PrivateKey) (*faultBackend, *Manager, *testClock, *countingMetrics) {
	t.Helper()
	fb := newFaultBackend(sim.Client())
	rdb, _ := newMiniredis(t)
	clock := newClock()
	mt := newCountingMetrics()
	m := newManager(t, testConfig(), fb, rdb, []*ecdsa.PrivateKey{key}, WithClock(clock.Now), WithMetrics(mt))
	return fb, m, clock, mt
}

// TestConfiguredSentErrorIsAlreadyKnown (failure scenario 44): a provider
// that already holds our transaction answers its sends in words inkd does
// not know ("tx is duplicate: in pool"). Unconfigured, that is an unknown
// outcome, warned about at every resend and the record never counted as
// held; with the fragment in SentErrors it is "already known": the record
// is sent, the broadcasts are counted as already_known, and the monitor
// re-sends only at ResubmitInterval (no retry storm) until it is mined.
func TestConfiguredSentErrorIsAlreadyKnown(t *testing.T) {
	for _, tc := range []struct {
		name       string
		sentErrors []string
		wantState  State
		wantResult string
	}{
		{"unconfigured", nil, StateAssigned, chain.SendUnknown.String()},
		{"configured", []string{"  Is Duplicate "}, StateSent, chain.SendAlreadyKnown.String()},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := context.Background()
			key := testKey(t, 0)
			sim := newSim(t, key)
			fb := newFaultBackend(sim.Client())
			fb.setFault(func(tx *types.Transaction, n int) error {
				// The provider takes the transaction, then answers in its
				// own words.
				if err := sim.Client().SendTransaction(ctx, tx); err != nil && !strings.Contains(err.Error(), "already known") {
					t.Errorf("forward %s: %v", tx.Hash(), err)
				}
				return jsonRPCError{"tx is duplicate: in pool"}
			})
			cfg := testConfig()
			cfg.SentErrors = tc.sentErrors
			clock := newClock()
			mt := newCountingMetrics()
			m := newManager(t, cfg, fb, testutil.RedisClient(t), []*ecdsa.PrivateKey{key}, WithClock(clock.Now), WithMetrics(mt))

			r, err := m.Send(ctx, "dup", transfer(1))
			if err != nil {
				t.Fatalf("Send: %v", err)
			}
			for range 5 {
				m.monitorOnce(ctx)
			}
			clock.Advance(cfg.ResubmitInterval)
			for range 5 {
				m.monitorOnce(ctx)
			}
			got := mustGet(t, m, "dup")
			if got.State != tc.wantState || got.LastSendResult != tc.wantResult || len(got.Attempts) != 1 {
				t.Errorf("state %s, last send %q, attempts %d; want %s, %q, 1", got.State, got.LastSendResult, len(got.Attempts), tc.wantState, tc.wantResult)
			}
			if n := fb.seenHashes()[r.Attempts[0].Hash]; n != 2 {
				t.Errorf("sends of the transaction = %d, want 2 (the first and one resend at ResubmitInterval)", n)
			}
			if n := mt.get("broadcast_" + tc.wantResult); n != 2 {
				t.Errorf("broadcasts counted as %s = %d, want 2", tc.wantResult, n)
			}
			commitUntilMined(t, sim, addrOf(key), 1)
			if out, err := m.Wait(waitCtx(t), "dup"); err != nil || out.Receipt.Status != types.ReceiptStatusSuccessful {
				t.Fatalf("Wait: %+v, %v", out, err)
			}
		})
	}
}
