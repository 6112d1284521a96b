package admin_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient/simulated"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/admin"
	"github.com/inkd/inkd/chain/deploy"
	"github.com/inkd/inkd/chain/deploy/deploytest"
)

// minedClient mines a block after each transaction it sends, so that
// Manager.Send finds its receipt on the simulated chain.
type minedClient struct {
	simulated.Client
	env *deploytest.Env
}

func (c minedClient) SendTransaction(ctx context.Context, tx *types.Transaction) error {
	if err := c.Client.SendTransaction(ctx, tx); err != nil {
		return err
	}
	from, err := types.Sender(types.LatestSignerForChainID(tx.ChainId()), tx)
	if err != nil {
		return err
	}
	_, err = c.env.CommitWhenPooled(ctx, from, tx.Nonce()+1)
	return err
}

// delayedDeployment deploys on a simulated chain with a 48-hour admin
// (Keys[7]) and a guardian (Keys[8]), and returns its manager.
func delayedDeployment(t *testing.T) (*deploytest.Env, *deploy.Deployment, *admin.Manager, admin.Addresses) {
	t.Helper()
	env := deploytest.NewSimulated(t)
	d, err := deploy.Deploy(t.Context(), env.Client, env.Keys[0], deploy.Options{
		USDC: deploy.CanonicalBaseUSDC, Admin: env.Address(7), AdminDelay: 48 * time.Hour, Guardian: env.Address(8),
		Commit: func() { env.Backend.Commit() },
	})
	if err != nil {
		t.Fatal(err)
	}
	var b chain.Backend = minedClient{env.Client, env}
	addrs := admin.Addresses{admin.Registry: d.Registry, admin.Treasury: d.Treasury, admin.Buyback: d.Buyback, admin.Authority: d.AccessManager}
	return env, d, admin.NewManager(b, d.AccessManager), addrs
}

// TestManagerScheduleExecutePending drives a 48-hour admin through Plan,
// Send and Pending as `inkd admin` does.
func TestManagerScheduleExecutePending(t *testing.T) {
	env, d, m, addrs := delayedDeployment(t)
	ctx := t.Context()
	delay := 48 * time.Hour

	if _, err := admin.NewCall(addrs, admin.Treasury, "setStorageWallet"); err == nil {
		t.Error("NewCall without its argument succeeded")
	}
	if _, err := admin.NewCall(addrs, admin.Treasury, "setStorageWallet", "0x12"); err == nil {
		t.Error("NewCall with a bad address succeeded")
	}
	c, err := admin.NewCall(addrs, admin.Treasury, "setStorageWallet", "0x00000000000000000000000000000000000000cc")
	if err != nil {
		t.Fatal(err)
	}
	if got := admin.FunctionName(addrs, c.Target, [4]byte(c.Data[:4])); got != "treasury.setStorageWallet" {
		t.Errorf("FunctionName = %q", got)
	}
	p, err := m.Plan(ctx, env.Address(7), c)
	if err != nil || p.Immediate || p.Delay != delay || !p.Scheduled.IsZero() {
		t.Fatalf("admin plan = %+v, %v; want delayed %s, not scheduled", p, err, delay)
	}
	if p, err := m.Plan(ctx, env.Address(9), c); err != nil || p.Immediate || p.Delay != 0 {
		t.Errorf("stranger plan = %+v, %v; want not allowed", p, err)
	}
	remove, err := admin.NewCall(addrs, admin.Registry, "removeWriter", d.Treasury.Hex())
	if err != nil {
		t.Fatal(err)
	}
	if p, err := m.Plan(ctx, env.Address(8), remove); err != nil || !p.Immediate {
		t.Errorf("guardian removeWriter plan = %+v, %v; want immediate", p, err)
	}

	if _, err := m.Send(ctx, env.Keys[7], m.ScheduleData(c), 10*time.Millisecond); err != nil {
		t.Fatalf("schedule: %v", err)
	}
	p, err = m.Plan(ctx, env.Address(7), c)
	if err != nil || p.Scheduled.Before(time.Unix(int64(env.HeadTime(t)), 0).Add(delay-time.Minute)) {
		t.Fatalf("plan after scheduling = %+v, %v", p, err)
	}
	pending, err := m.Pending(ctx, d.DeployBlock, 2)
	if err != nil || len(pending) != 1 || pending[0].OperationID != p.OperationID || pending[0].Target != d.Treasury {
		t.Fatalf("pending = %+v, %v; want the one operation", pending, err)
	}
	_, err = m.Send(ctx, env.Keys[7], m.ExecuteData(c), 10*time.Millisecond)
	if name, _ := chain.RevertName(err); len(name) < 22 || name[:22] != "AccessManagerNotReady(" {
		t.Fatalf("early execute: %v (%q)", err, name)
	}
	if err := env.Backend.AdjustTime(delay); err != nil {
		t.Fatal(err)
	}
	if _, err := m.Send(ctx, env.Keys[7], m.ExecuteData(c), 10*time.Millisecond); err != nil {
		t.Fatalf("execute: %v", err)
	}
	if pending, err := m.Pending(ctx, d.DeployBlock, 0); err != nil || len(pending) != 0 {
		t.Errorf("pending after execution = %+v, %v; want none", pending, err)
	}
}

// TestVetoesCoverEveryRestrictedFunction: on a deployment the guardian may
// cancel a scheduled call of every restricted function, the manager's own
// included, and does cancel a scheduled grantRole; once the guardian has
// lost its role, CheckVetoes fails and names the functions.
func TestVetoesCoverEveryRestrictedFunction(t *testing.T) {
	env, d, m, addrs := delayedDeployment(t)
	ctx := t.Context()
	vs, err := m.Vetoes(ctx, addrs, d.Guardian)
	if err != nil {
		t.Fatal(err)
	}
	want := len(admin.ManagerFunctions())
	for _, names := range admin.AdminFunctions() {
		want += len(names)
	}
	for _, names := range admin.GuardianFunctions() {
		want += len(names) + 1 // and setAuthority
	}
	if len(vs) != want {
		t.Errorf("%d vetoes, want one per restricted function (%d)", len(vs), want)
	}
	if err := admin.CheckVetoes(vs); err != nil {
		t.Fatalf("fresh deployment: %v", err)
	}

	grant, err := admin.NewCall(addrs, admin.Authority, "grantRole", "1", env.Address(9).Hex(), "0")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.Send(ctx, env.Keys[7], m.ScheduleData(grant), 10*time.Millisecond); err != nil {
		t.Fatalf("schedule grantRole: %v", err)
	}
	if _, err := m.Send(ctx, env.Keys[8], m.CancelData(env.Address(7), grant), 10*time.Millisecond); err != nil {
		t.Fatalf("guardian cancels grantRole: %v", err)
	}
	if pending, err := m.Pending(ctx, d.DeployBlock, 0); err != nil || len(pending) != 0 {
		t.Errorf("pending after the guardian's cancel = %+v, %v; want none", pending, err)
	}

	// A guardian without its role: every veto is gone, loudly.
	dev, err := deploy.Deploy(ctx, env.Client, env.Keys[0], deploy.Options{
		USDC: deploy.CanonicalBaseUSDC, Guardian: env.Address(8), AllowDevOnChainID8453: true,
		Commit: func() { env.Backend.Commit() },
	})
	if err != nil {
		t.Fatal(err)
	}
	dm := admin.NewManager(minedClient{env.Client, env}, dev.AccessManager)
	revoke, err := admin.NewCall(admin.Addresses{admin.Authority: dev.AccessManager}, admin.Authority, "revokeRole", "2", env.Address(8).Hex())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := dm.Send(ctx, env.Keys[0], revoke.Data, 10*time.Millisecond); err != nil {
		t.Fatalf("revoke the guardian: %v", err)
	}
	vs, err = dm.Vetoes(ctx, admin.Addresses{admin.Registry: dev.Registry, admin.Authority: dev.AccessManager}, env.Address(8))
	if err != nil {
		t.Fatal(err)
	}
	err = admin.CheckVetoes(vs)
	if !errors.Is(err, admin.ErrNoVeto) || !strings.Contains(err.Error(), "accessManager.grantRole") || !strings.Contains(err.Error(), "registry.setAuthority") {
		t.Errorf("CheckVetoes without a guardian = %v; want ErrNoVeto naming the functions", err)
	}
}
