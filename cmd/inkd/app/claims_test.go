package app

import (
	"context"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/chain/devchain"
	"github.com/inkd/inkd/internal/testutil"
)

// scans is a claims.Metrics that announces each scan of the book.
type scans chan int

func (s scans) Scanned(skipped int) {
	select {
	case s <- skipped:
	default:
	}
}

func (scans) ClaimSent(string, int, *big.Int) {}

func (scans) Restored() {}

func startDevWith(t *testing.T, claims ClaimParts) *Dev {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	d, err := StartDev(ctx, DevConfig{Listen: "127.0.0.1:0", Chain: devchain.Config{ListenAddr: "127.0.0.1:0"},
		WorkerParts: WorkerParts{Claims: claims}}, testutil.Logger(t))
	if err != nil {
		t.Fatalf("StartDev: %v", err)
	}
	t.Cleanup(func() { _ = d.Close(context.Background()) })
	return d
}

// The worker of inkd dev runs the claim loop when paying by voucher is on
// (it scans the channel book every Interval) and has none when it is off;
// on, a deployment without InkdChannelWrites is refused with the setting
// named.
func TestWorkerRunsTheClaimLoopWhenVouchersAreOn(t *testing.T) {
	seen := make(scans, 1)
	on := startDevWith(t, ClaimParts{Enabled: true, Interval: 10 * time.Millisecond, Metrics: seen})
	if on.Worker.Claims == nil {
		t.Fatal("paying by voucher on: the worker has no claim loop")
	}
	if skipped := testutil.Recv(t, seen, "a scan of the channel book"); skipped != 0 {
		t.Fatalf("an empty book: %d channels skipped", skipped)
	}

	old := *on.Infra.Deployment
	old.ChannelWrites = common.Address{}
	infra := on.Infra
	infra.Deployment = &old
	_, err := newClaimLoop(infra, ClaimParts{Enabled: true}, on.Worker.TxMgr, nil, testutil.Logger(t))
	if err == nil || !strings.Contains(err.Error(), "no InkdChannelWrites") || !strings.Contains(err.Error(), "INKD_CHANNEL_PAYMENTS") {
		t.Fatalf("a deployment without InkdChannelWrites: %v", err)
	}

	if off := startDevWith(t, ClaimParts{Interval: 10 * time.Millisecond}); off.Worker.Claims != nil {
		t.Fatal("paying by voucher off: the worker built a claim loop")
	}
}
