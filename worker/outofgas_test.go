package worker

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/internal/testutil"
)

// lowEstimates answers every gas estimate with a fixed figure too low for
// a paid write: the operator's own mistake (a stale provider's estimate
// did this in a chaos run).
type lowEstimates struct {
	chain.Backend
	gas uint64
}

func (b lowEstimates) EstimateGas(context.Context, ethereum.CallMsg) (uint64, error) {
	return b.gas, nil
}

// TestOutOfGasDoesNotSuspendThePayer: a paid write that runs out of gas on
// chain ran out of the gas limit the operator chose. Nothing is charged
// (the write reverted whole), the answer says what happened, and the
// payer, who did nothing wrong, is not suspended.
func TestOutOfGasDoesNotSuspendThePayer(t *testing.T) {
	e := newPaidEnv(t, 2*time.Second)
	susp, err := payment.NewSuspensions(testutil.RedisClient(t), "", 0)
	if err != nil {
		t.Fatal(err)
	}
	WithPaymentRecords(nil, susp)(e.pw)
	e.pw.backend = lowEstimates{Backend: e.pw.backend, gas: 60_000}
	got := e.runCreate(t, "job-oog", 2, "oog", "oog-project")
	if !strings.HasPrefix(got, "tx_failed:") || !strings.Contains(got, outOfGas) {
		t.Fatalf("write = %q, want tx_failed naming %q", got, outOfGas)
	}
	payer := crypto.PubkeyToAddress(devkeys.Key(2).PublicKey)
	if err := susp.Check(context.Background(), payer); err != nil {
		t.Fatalf("the payer was suspended for the operator's gas limit: %v", err)
	}
}
