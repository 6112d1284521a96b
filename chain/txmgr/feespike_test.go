package txmgr

import (
	"context"
	"crypto/ecdsa"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/eth/ethconfig"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/internal/testutil"
)

// spikeBlockGas is the block gas limit of the fee-spike chain: four plain
// transfers fill a block, twice its gas target, so each such block raises
// the base fee by 12.5 % (EIP-1559), and a block full of other senders'
// transfers leaves no room for ours.
const spikeBlockGas = 4 * 21_000

// spikeRig is a simulated chain with a small block gas limit, our key and a
// spammer key funded, a real redis-server, a settable clock and a log
// counter: the base fee can be driven up for real by filling blocks.
type spikeRig struct {
	key, spammer *ecdsa.PrivateKey
	sim          *simulated.Backend
	fb           *faultBackend
	clock        *testClock
	logs         *logCounter
	m            *Manager
}

func newSpikeRig(t *testing.T, cfg Config) *spikeRig {
	t.Helper()
	key, spammer := testKey(t, 0), testKey(t, 1)
	sim := newSimWith(t, func(ec *ethconfig.Config) {
		ec.Genesis.GasLimit = spikeBlockGas
		ec.Miner.GasCeil = spikeBlockGas
	}, key, spammer)
	log := testutil.Logger(t)
	logs := &logCounter{n: map[string]int{}}
	log.Logger.AddHook(logs)
	g := &spikeRig{key: key, spammer: spammer, sim: sim, fb: newFaultBackend(sim.Client()), clock: newClock(), logs: logs}
	m, err := New(cfg, g.fb, testutil.RedisClient(t), []*ecdsa.PrivateKey{key}, log, WithClock(g.clock.Now))
	if err != nil {
		t.Fatal(err)
	}
	g.m = m
	return g
}

// send sends a transfer as intent id and returns its first attempt.
func (g *spikeRig) send(t *testing.T, id string) Attempt {
	t.Helper()
	r, err := g.m.Send(context.Background(), id, transfer(1))
	if err != nil {
		t.Fatalf("Send %s: %v", id, err)
	}
	return r.Attempts[0]
}

// baseFee is the base fee of the chain's latest block.
func (g *spikeRig) baseFee(t *testing.T) *big.Int {
	t.Helper()
	h, err := g.sim.Client().HeaderByNumber(context.Background(), nil)
	if err != nil {
		t.Fatalf("header: %v", err)
	}
	return h.BaseFee
}

// spike fills blocks with the spammer's transfers, which outbid ours on
// tip, until the base fee is above floor, and fails the test if the chain
// mined anything of our key meanwhile. It returns the base fee reached.
func (g *spikeRig) spike(t *testing.T, floor *big.Int) *big.Int {
	t.Helper()
	ctx := context.Background()
	c := g.sim.Client()
	from := addrOf(g.spammer)
	tip := big.NewInt(50_000_000_000)
	feeCap := new(big.Int).Mul(tip, big.NewInt(100))
	for range 40 {
		if g.baseFee(t).Cmp(floor) > 0 {
			break
		}
		nonce, err := c.PendingNonceAt(ctx, from)
		if err != nil {
			t.Fatalf("spammer nonce: %v", err)
		}
		for i := range uint64(4) {
			tx, err := types.SignNewTx(g.spammer, types.LatestSignerForChainID(simChainID), &types.DynamicFeeTx{
				ChainID: simChainID, Nonce: nonce + i, GasTipCap: tip, GasFeeCap: feeCap, Gas: 21_000, To: &sink, Value: big.NewInt(1),
			})
			if err != nil {
				t.Fatalf("sign spam: %v", err)
			}
			if err := c.SendTransaction(ctx, tx); err != nil {
				t.Fatalf("send spam: %v", err)
			}
		}
		commitUntilMined(t, g.sim, from, nonce+4)
		if n, err := c.NonceAt(ctx, addrOf(g.key), nil); err != nil || n != 0 {
			t.Fatalf("our key's mined nonce during the spike = %d (err %v), want 0", n, err)
		}
	}
	b := g.baseFee(t)
	if b.Cmp(floor) <= 0 {
		t.Fatalf("base fee %s not above %s after 40 full blocks", b, floor)
	}
	return b
}

// awaitFreshFees polls until the Manager's fee snapshot holds base fee b,
// the latest block's (the snapshot is reused for a second of wall time, and the spike's
// blocks came faster than Base's two seconds).
func (g *spikeRig) awaitFreshFees(t *testing.T, b *big.Int) {
	t.Helper()
	ctx := waitCtx(t)
	for {
		g.m.feeSem <- struct{}{}
		snap := g.m.feeSnap
		<-g.m.feeSem
		if snap.baseFee != nil && snap.baseFee.Cmp(b) == 0 {
			return
		}
		if _, _, err := g.m.FirstFees(ctx); err != nil {
			t.Fatalf("FirstFees: %v", err)
		}
		select {
		case <-ctx.Done():
			t.Fatalf("fee snapshot never saw base fee %s", b)
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// TestBaseFeeSpikeRepricesBump (failure scenario 31): our transaction sits
// in the node's pool when the base fee spikes, for real, above its fee cap
// (blocks filled by another sender), so no block can take it. Once
// BumpAfter has passed, the bump's fee cap is recomputed from the new base
// fee (2·base fee + tip), not merely +10 %: the bump is includable at
// once, mined while the first attempt still could not be, at the same nonce, with no third attempt.
// Real redis-server; go-ethereum's simulated chain.
func TestBaseFeeSpikeRepricesBump(t *testing.T) {
	cfg := testConfig()
	g := newSpikeRig(t, cfg)
	first := g.send(t, "spiked")
	base := g.spike(t, first.GasFeeCap)

	g.awaitFreshFees(t, base)
	g.clock.Advance(cfg.BumpAfter)
	bumped := mustDrive(t, g.m, "spiked")
	if len(bumped.Attempts) != 2 {
		t.Fatalf("attempts after the spike and BumpAfter = %d, want 2", len(bumped.Attempts))
	}
	second := bumped.Attempts[1]
	if min := new(big.Int).Mul(base, big.NewInt(2)); second.GasFeeCap.Cmp(min) < 0 {
		t.Errorf("bump's fee cap %s below 2 × the spiked base fee %s: not recomputed from it (first attempt's cap %s)", second.GasFeeCap, base, first.GasFeeCap)
	}

	// A block priced above what the first attempt could pay takes the bump.
	commitUntilMined(t, g.sim, addrOf(g.key), 1)
	got := driveUntil(t, g.m, "spiked", isTerminal)
	if got.State != StateFinal || got.Nonce != 0 || len(got.Attempts) != 2 || got.MinedHash != second.Hash {
		t.Fatalf("state %s, nonce %d, attempts %d, mined %s; want final at nonce 0 with 2 attempts, the bump %s",
			got.State, got.Nonce, len(got.Attempts), got.MinedHash, second.Hash)
	}
	h, err := g.sim.Client().HeaderByHash(context.Background(), got.BlockHash)
	if err != nil {
		t.Fatalf("block of the bump: %v", err)
	}
	if h.BaseFee.Cmp(first.GasFeeCap) <= 0 {
		t.Errorf("the bump was mined at base fee %s, which the first attempt's cap %s could pay: the spike did not hold", h.BaseFee, first.GasFeeCap)
	}
}

// TestFeeCapReachedOnSpikingChain (failure scenario 34): the base fee
// spikes for real above what MaxFeeCap allows. The one bump goes at the
// cap, the next is refused by the cap and the attempt at the cap is
// re-broadcast instead, with a warning (the operator's alert), and no
// attempt above the cap is ever signed. When the spike passes the attempt
// at the cap is mined. Real redis-server; go-ethereum's simulated chain.
func TestFeeCapReachedOnSpikingChain(t *testing.T) {
	cfg := testConfig()
	g := newSpikeRig(t, cfg)
	first := g.send(t, "capped")
	maxCap := new(big.Int).Div(new(big.Int).Mul(first.GasFeeCap, big.NewInt(3)), big.NewInt(2))
	g.m.cfg.MaxFeeCap = maxCap
	base := g.spike(t, maxCap)

	g.awaitFreshFees(t, base)
	g.clock.Advance(cfg.BumpAfter)
	bumped := mustDrive(t, g.m, "capped")
	if len(bumped.Attempts) != 2 || bumped.Attempts[1].GasFeeCap.Cmp(maxCap) != 0 {
		t.Fatalf("after one BumpAfter: %d attempts, last fee cap %s; want 2, the second at the cap %s",
			len(bumped.Attempts), bumped.Attempts[len(bumped.Attempts)-1].GasFeeCap, maxCap)
	}
	atCap := bumped.Attempts[1].Hash
	g.fb.drain()

	g.clock.Advance(cfg.BumpAfter)
	again := mustDrive(t, g.m, "capped")
	if len(again.Attempts) != 2 {
		t.Fatalf("attempts after a second BumpAfter at the cap = %d, want 2 (no runaway)", len(again.Attempts))
	}
	if h := g.fb.awaitSend(t); h != atCap {
		t.Errorf("sent %s, want a rebroadcast of the attempt at the cap %s", h, atCap)
	}
	if n := g.logs.get(logrus.WarnLevel, "fee bump capped, rebroadcasting"); n != 1 {
		t.Errorf("fee cap warnings = %d, want 1", n)
	}

	// The spike passes: empty blocks lower the base fee until the attempt
	// at the cap fits.
	commitUntilMined(t, g.sim, addrOf(g.key), 1)
	got := driveUntil(t, g.m, "capped", isTerminal)
	if got.State != StateFinal || len(got.Attempts) != 2 || got.MinedHash != atCap {
		t.Errorf("state %s, mined %s with %d attempts; want final, the attempt at the cap %s with 2", got.State, got.MinedHash, len(got.Attempts), atCap)
	}
}

// TestMarketFeeDropSendsNoCheaperReplacement (failure scenario 32): our
// transaction is signed while the base fee is high, and the node loses it
// (and its first re-broadcast); then the market falls for real (empty
// blocks lower the base fee). The Manager never signs a replacement priced
// on the lower market: at ResubmitInterval it re-broadcasts the stored
// bytes, and when BumpAfter has passed with the transaction still not in
// the node, its one bump pays at least +10 % over the first attempt's tip
// and fee cap, never the market's lower price, and is mined at the same
// nonce. Real redis-server; go-ethereum's simulated chain.
func TestMarketFeeDropSendsNoCheaperReplacement(t *testing.T) {
	cfg := testConfig()
	g := newSpikeRig(t, cfg)
	high := g.spike(t, new(big.Int).Mul(g.baseFee(t), big.NewInt(3)))
	g.awaitFreshFees(t, high)
	g.fb.dropNext(2) // the first broadcast and the first re-broadcast
	first := g.send(t, "dropped")

	for range 40 {
		if new(big.Int).Mul(g.baseFee(t), big.NewInt(4)).Cmp(high) < 0 {
			break
		}
		g.sim.Commit()
	}
	low := g.baseFee(t)
	if new(big.Int).Mul(low, big.NewInt(4)).Cmp(high) >= 0 {
		t.Fatalf("base fee %s did not fall below a quarter of %s", low, high)
	}
	g.awaitFreshFees(t, low)

	g.fb.drain()
	g.clock.Advance(cfg.ResubmitInterval)
	r := mustDrive(t, g.m, "dropped")
	if len(r.Attempts) != 1 {
		t.Fatalf("attempts after ResubmitInterval with the market down = %d, want 1 (re-broadcast only)", len(r.Attempts))
	}
	if h := g.fb.awaitSend(t); h != first.Hash {
		t.Fatalf("sent %s at ResubmitInterval, want the stored bytes %s", h, first.Hash)
	}

	g.clock.Advance(cfg.BumpAfter)
	r = mustDrive(t, g.m, "dropped")
	if len(r.Attempts) != 2 {
		t.Fatalf("attempts after BumpAfter = %d, want 2", len(r.Attempts))
	}
	bump := r.Attempts[1]
	if bump.GasFeeCap.Cmp(bumpMin(first.GasFeeCap)) < 0 || bump.GasTipCap.Cmp(bumpMin(first.GasTipCap)) < 0 {
		t.Errorf("bump (tip %s, cap %s) below +10 %% of the first attempt (tip %s, cap %s): priced on the fallen market",
			bump.GasTipCap, bump.GasFeeCap, first.GasTipCap, first.GasFeeCap)
	}
	commitUntilMined(t, g.sim, addrOf(g.key), 1)
	got := driveUntil(t, g.m, "dropped", isTerminal)
	if got.State != StateFinal || got.Nonce != 0 || len(got.Attempts) != 2 || got.MinedHash != bump.Hash {
		t.Errorf("state %s, nonce %d, attempts %d, mined %s; want final at nonce 0 with 2 attempts, the bump %s",
			got.State, got.Nonce, len(got.Attempts), got.MinedHash, bump.Hash)
	}
}
