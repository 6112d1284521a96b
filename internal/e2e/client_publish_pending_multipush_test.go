package e2e

import (
	"context"
	"errors"
	"math/big"
	"net/http"
	"sync/atomic"
	"testing"

	"github.com/inkd/inkd/api/client"
	"github.com/inkd/inkd/api/client/publish"
)

// A multi-push the API accepted but answered 202 (its job not finished within
// the write wait) is pending, not failed: the run counts its versions as
// pending, reports each with the job, and ends with an *UnfinishedError
// that carries the job (exit 6 in the CLI), not a failure. The re-run
// presents the same payment, gets the landed result and pays nothing more.
func TestPublishPendingMultiPushIsNotFailed(t *testing.T) {
	r := newPublishRig(t, 7, "publish-pending")
	var accepted atomic.Bool
	base := proxyTo(t, r.dev.APIURL, func(req *http.Request) int {
		if req.Header.Get("PAYMENT-SIGNATURE") != "" && accepted.CompareAndSwap(false, true) {
			// inkd gets the request; the client sees "accepted, still running".
			return http.StatusAccepted
		}
		return 0
	})
	items, err := publish.PlanDir(releaseDir(t, 12), "{name}")
	if err != nil {
		t.Fatal(err)
	}
	before := r.balance(t)
	first := publish.Publisher{Client: r.client(t, base, 0), Project: r.id}
	var reported []publish.ItemResult
	sum, err := first.Run(context.Background(), items, func(ir publish.ItemResult) { reported = append(reported, ir) })
	var unfinished *publish.UnfinishedError
	var pe *client.PendingError
	if !errors.As(err, &unfinished) || !errors.As(err, &pe) || pe.JobID == "" || pe.URL == "" {
		t.Fatalf("first run ended with %v (%T); want an *UnfinishedError with the job", err, err)
	}
	if sum.Pending != 12 || sum.Failed != 0 || sum.Landed != 0 || unfinished.Pending != 12 {
		t.Fatalf("first run %+v; want 12 pending, none failed", sum)
	}
	for _, ir := range reported {
		if !errors.As(ir.Err, &pe) || pe.JobID != unfinished.First.JobID {
			t.Fatalf("item %s reported %v; want pending on job %s", ir.Item.Tag, ir.Err, unfinished.First.JobID)
		}
	}
	second := publish.Publisher{Client: r.client(t, base, 0), Project: r.id, Uploads: first.Uploads}
	sum, err = second.Run(context.Background(), items, nil)
	if err != nil || sum.Landed != 12 || sum.Pending != 0 || sum.Transactions != 1 {
		t.Fatalf("re-run %+v, %v; want the 12 versions of the one batch landed", sum, err)
	}
	want := big.NewInt(12 * 100_000)
	if paid := new(big.Int).Sub(before, r.balance(t)); paid.Cmp(want) != 0 {
		t.Fatalf("payer charged %s, want one batch, %s", paid, want)
	}
	for tag, n := range r.versions(t) {
		if n != 1 {
			t.Fatalf("tag %s landed %d times", tag, n)
		}
	}
}
