package api

import (
	"context"
	"math/big"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/jobs"
)

// fixedBalance is every wallet's USDC balance, as the test sets it.
type fixedBalance struct{ v atomic.Int64 }

func (b *fixedBalance) BalanceOf(context.Context, common.Address) (*big.Int, error) {
	return big.NewInt(b.v.Load()), nil
}

const precheckPayer = "0x00000000000000000000000000000000000000Bb"

// The unpaid request is the free pre-check: a push of content not stored
// yet (no storageHash, contentSize stated) is priced at the declared size,
// and with X-Inkd-Payer each check that needs the payer runs before the
// 402: permission, balance (on top of its writes still settling). Every
// refusal comes before any terms; nothing is queued, reserved or held, and
// a paid request must still name its content.
func TestUnpaidRequestIsThePrecheck(t *testing.T) {
	balances := &fixedBalance{}
	rig := newTunedPayRig(t, 30*time.Second, func(_ *Config, d *Deps) { d.Writes.Balances = balances })
	rig.land(t, 0, "v1.0.0", arHash("landed"))
	const size = 3 << 20
	fee := func(n int64) int64 {
		pr, err := priceOf(context.Background(), rig.pricer, n)
		if err != nil {
			t.Fatal(err)
		}
		return pr.fee.Int64()
	}
	cases := []struct {
		name       string
		path, body string
		payer      string
		setup      func()
		status     int
		code       wire.Code
		amount     int64
	}{
		{name: "content not stored yet", path: pushURL, body: `{"versionTag":"v2","contentSize":3145728}`, status: 402, amount: fee(size)},
		{name: "with its payer", path: pushURL, body: `{"versionTag":"v2","contentSize":3145728,"changelog":"x"}`, payer: precheckPayer, status: 402, amount: fee(size)},
		{name: "no storageHash nor contentSize", path: pushURL, body: `{"versionTag":"v2"}`, status: 400, code: wire.CodeHashRequired},
		{name: "other fields still checked", path: pushURL, body: `{"contentSize":5}`, status: 400, code: wire.CodeTagRequired},
		{name: "bad payer header", path: pushURL, body: `{"versionTag":"v2","contentSize":5}`, payer: "bob", status: 400, code: wire.CodeInvalidField},
		{name: "unknown project", path: pushURL, body: `{"versionTag":"v2","contentSize":5}`, payer: precheckPayer, setup: func() { rig.registry.noProject.Store(true) }, status: 404, code: wire.CodeProjectNotFound},
		{name: "not owner nor collaborator", path: pushURL, body: `{"versionTag":"v2","contentSize":5}`, payer: precheckPayer, setup: func() { rig.registry.notOwner.Store(true) }, status: 403, code: wire.CodeNotOwner},
		{name: "permission needs the payer", path: pushURL, body: `{"versionTag":"v2","contentSize":5}`, setup: func() { rig.registry.notOwner.Store(true) }, status: 402, amount: fee(5)},
		{name: "tag taken", path: pushURL, body: `{"versionTag":"v1.0.0","contentSize":5}`, payer: precheckPayer, status: 400, code: wire.CodeTagTaken},
		{name: "balance below the fee", path: pushURL, body: `{"versionTag":"v2","contentSize":3145728}`, payer: precheckPayer, setup: func() { balances.v.Store(fee(size) - 1) }, status: 403, code: wire.CodePaymentInvalid},
		{name: "batch of content not stored yet", path: pushURL + "/batch", body: `{"versions":[{"versionTag":"a","contentSize":5},{"versionTag":"b","contentSize":3145728}]}`, payer: precheckPayer, status: 402, amount: fee(5) + fee(size)},
		{name: "batch item without size", path: pushURL + "/batch", body: `{"versions":[{"versionTag":"a","contentSize":5},{"versionTag":"b"}]}`, status: 400, code: wire.CodeHashRequired},
		{name: "batch above the balance", path: pushURL + "/batch", body: `{"versions":[{"versionTag":"a","contentSize":5},{"versionTag":"b","contentSize":3145728}]}`, payer: precheckPayer, setup: func() { balances.v.Store(fee(5) + fee(size) - 1) }, status: 403, code: wire.CodePaymentInvalid},
		{name: "batch with a taken tag", path: pushURL + "/batch", body: `{"versions":[{"versionTag":"a","contentSize":5},{"versionTag":"v1.0.0","contentSize":5}]}`, payer: precheckPayer, status: 400, code: wire.CodeTagTaken},
		{name: "a paid request names its content", path: pushURL, body: `{"versionTag":"v2","contentSize":5}`, payer: "paid", status: 400, code: wire.CodeHashRequired},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			rig.registry.noProject.Store(false)
			rig.registry.notOwner.Store(false)
			balances.v.Store(1e12)
			if tc.setup != nil {
				tc.setup()
			}
			req := httptest.NewRequest(http.MethodPost, tc.path, strings.NewReader(tc.body))
			req.Header.Set("Content-Type", "application/json")
			switch tc.payer {
			case "":
			case "paid":
				req.Header.Set("X-PAYMENT", "e30=")
			default:
				req.Header.Set(HeaderPayer, tc.payer)
			}
			resp, body := do(t, rig.srv, req)
			if resp.StatusCode != tc.status {
				t.Fatalf("%s %s = %d %v, want %d", tc.path, tc.body, resp.StatusCode, body, tc.status)
			}
			if tc.status == 402 {
				accepts, _ := body["accepts"].([]any)
				if len(accepts) != 1 {
					t.Fatalf("402 body %v has no terms", body)
				}
				if got := accepts[0].(map[string]any)["maxAmountRequired"]; got != big.NewInt(tc.amount).String() {
					t.Errorf("terms ask %v, want %d", got, tc.amount)
				}
				return
			}
			if body["error"] != string(tc.code) {
				t.Errorf("answer %v, want %s", body, tc.code)
			}
		})
	}
	if q, err := rig.insp.GetQueueInfo(jobs.QueueWrites); err == nil && q.Size != 0 {
		t.Errorf("%d jobs queued by pre-checks", q.Size)
	}
	pending, err := rig.spends.Pending(context.Background(), common.HexToAddress(precheckPayer))
	if err != nil || pending.Sign() != 0 {
		t.Errorf("pre-checks held %v (%v) of the payer's balance", pending, err)
	}
}
