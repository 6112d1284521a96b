package txmgr

import (
	"context"
	"crypto/ecdsa"
	"math/big"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/go-cmp/cmp"
)

// spendMetrics is countingMetrics that also keeps what GasSpent reported.
type spendMetrics struct {
	*countingMetrics
	mu    sync.Mutex
	spent []string
}

func (s *spendMetrics) GasSpent(from common.Address, gas uint64, fee *big.Int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.spent = append(s.spent, from.Hex()+" "+new(big.Int).SetUint64(gas).String()+" "+fee.String())
}

// A final transaction reports its gas used and fee (gas × effective gas
// price, from its receipt) once, under its key, however often it is driven
// afterwards. Before, gas and fees spent were not reported at all.
func TestFinalTransactionReportsItsSpend(t *testing.T) {
	key := testKey(t, 0)
	sim := newSim(t, key)
	rdb, _ := newMiniredis(t)
	mt := &spendMetrics{countingMetrics: newCountingMetrics()}
	m := newManager(t, testConfig(), sim.Client(), rdb, []*ecdsa.PrivateKey{key}, WithMetrics(mt))
	if _, err := m.Send(context.Background(), "intent-1", transfer(1)); err != nil {
		t.Fatalf("Send: %v", err)
	}
	commitUntilMined(t, sim, addrOf(key), 1)
	out, err := m.Wait(waitCtx(t), "intent-1")
	if err != nil {
		t.Fatalf("Wait: %v", err)
	}
	mustDrive(t, m, "intent-1")
	rc := out.Receipt
	fee := new(big.Int).Mul(new(big.Int).SetUint64(rc.GasUsed), rc.EffectiveGasPrice)
	want := []string{addrOf(key).Hex() + " " + new(big.Int).SetUint64(rc.GasUsed).String() + " " + fee.String()}
	mt.mu.Lock()
	defer mt.mu.Unlock()
	if diff := cmp.Diff(want, mt.spent); diff != "" {
		t.Errorf("spend reported (-want +got):\n%s", diff)
	}
	if rc.GasUsed == 0 || fee.Sign() <= 0 {
		t.Errorf("receipt gas %d fee %s: want both above zero", rc.GasUsed, fee)
	}
}
