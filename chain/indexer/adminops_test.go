package indexer

import (
	"context"
	"encoding/json"
	"io"
	"math/big"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/api"
	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/bindings/accessmanager"
	"github.com/inkd/inkd/chain/deploy"
	"github.com/inkd/inkd/internal/testutil"
)

// fixedChainStatus is a StatusReader that always reports st.
type fixedChainStatus chain.Status

func (f fixedChainStatus) Status(context.Context) chain.Status { return chain.Status(f) }

// TestPendingAdminOperationsReachStatus deploys with a 48-hour admin
// delay, schedules three admin operations, cancels one and executes
// another after the delay, and checks at each step what the indexer
// recorded and what GET /v1/status shows.
func TestPendingAdminOperationsReachStatus(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	const adminKey, guardianKey = 7, 8
	delay := 48 * time.Hour
	d, err := deploy.Deploy(ctx, e.Client, e.Keys[0], deploy.Options{
		USDC: deploy.CanonicalBaseUSDC, Admin: e.Address(adminKey), AdminDelay: delay, Guardian: e.Address(guardianKey),
		Commit: func() { e.Backend.Commit() },
	})
	if err != nil {
		t.Fatal(err)
	}
	m := newModel(t, testutil.RedisClient(t), "adminops:")
	cfg := testConfig(e)
	cfg.StartBlock = d.DeployBlock
	start(t, cfg, e.Client, m, d.Addresses)

	am := accessmanager.NewInkdAccessManager()
	schedule := func(target common.Address, data []byte) *accessmanager.InkdAccessManagerOperationScheduled {
		t.Helper()
		rec := e.MustTransact(t, e.Keys[adminKey], d.AccessManager, am.PackSchedule(target, data, big.NewInt(0)))
		for _, l := range rec.Logs {
			if ev, err := am.UnpackOperationScheduledEvent(l); err == nil {
				return ev
			}
		}
		t.Fatal("no OperationScheduled")
		return nil
	}
	wallet := e.tre.PackSetStorageWallet(e.Address(5))
	router := e.bb.PackSetRouter(e.Address(6))
	writer := e.reg.PackAddWriter(e.Address(7))
	opWallet, opRouter, opWriter := schedule(d.Treasury, wallet), schedule(d.Buyback, router), schedule(d.Registry, writer)
	e.MustTransact(t, e.Keys[guardianKey], d.AccessManager, am.PackCancel(e.Address(adminKey), d.Buyback, router))
	waitIndexed(t, e, m)

	pending, err := m.PendingAdminOperations(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var ids []common.Hash
	for _, op := range pending {
		ids = append(ids, op.OperationID)
	}
	// Earliest first; the cancelled router change is not pending.
	if diff := cmp.Diff([]common.Hash{opWallet.OperationId, opWriter.OperationId}, ids); diff != "" {
		t.Fatalf("pending after a cancel (-want +got; router change %x):\n%s", opRouter.OperationId, diff)
	}

	now := time.Unix(int64(e.HeadTime(t)), 0)
	srv, err := api.New(api.Config{}, api.Deps{
		Log: testutil.Logger(t), Chain: fixedChainStatus{Reachable: true, Deployed: true},
		Now: func() time.Time { return now }, Reads: api.ReadDeps{Model: m},
	})
	if err != nil {
		t.Fatal(err)
	}
	status := func() wire.StatusReport {
		t.Helper()
		resp, err := srv.App().Test(httptest.NewRequest("GET", "/v1/status", nil), -1)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		raw, _ := io.ReadAll(resp.Body)
		var rep wire.StatusReport
		if resp.StatusCode != 200 || json.Unmarshal(raw, &rep) != nil || rep.PendingAdminOperations == nil {
			t.Fatalf("status %d %s", resp.StatusCode, raw)
		}
		return rep
	}
	got := *status().PendingAdminOperations
	var wallets []wire.AdminOperation
	for _, op := range got {
		if op.Function == "treasury.setStorageWallet" {
			wallets = append(wallets, op)
		}
	}
	when := time.Unix(int64(opWallet.Schedule.Uint64()), 0).UTC()
	want := []wire.AdminOperation{{
		OperationID: common.Hash(opWallet.OperationId).Hex(), Nonce: 1, Target: d.Treasury.Hex(), Selector: hexutil.Encode(wallet[:4]),
		Function: "treasury.setStorageWallet", Caller: e.Address(adminKey).Hex(),
		EarliestExecution: when.Unix(), EarliestExecutionTime: when.Format(time.RFC3339), Ready: false,
	}}
	if len(got) != 2 {
		t.Errorf("status lists %d operations, want 2: %+v", len(got), got)
	}
	if diff := cmp.Diff(want, wallets); diff != "" {
		t.Errorf("status storage wallet operation (-want +got):\n%s", diff)
	}
	if when.Before(now.Add(delay - time.Minute)) {
		t.Errorf("earliest execution %s is not about %s after %s", when, delay, now)
	}

	// After the delay the admin executes one; it leaves the list.
	if err := e.Backend.AdjustTime(delay); err != nil {
		t.Fatal(err)
	}
	e.MustTransact(t, e.Keys[adminKey], d.AccessManager, am.PackExecute(d.Treasury, wallet))
	waitIndexed(t, e, m)
	got = *status().PendingAdminOperations
	if len(got) != 1 || got[0].Function != "registry.addWriter" {
		t.Errorf("after execution, status lists %+v; want only registry.addWriter", got)
	}
}
