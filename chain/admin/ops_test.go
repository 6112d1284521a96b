package admin_test

import (
	"context"
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

// TestManagerScheduleExecutePending drives a 48-hour admin through Plan,
// Send and Pending as `inkd admin` does.
func TestManagerScheduleExecutePending(t *testing.T) {
	env := deploytest.NewSimulated(t)
	ctx := t.Context()
	delay := 48 * time.Hour
	d, err := deploy.Deploy(ctx, env.Client, env.Keys[0], deploy.Options{
		USDC: deploy.CanonicalBaseUSDC, Admin: env.Address(7), AdminDelay: delay, Guardian: env.Address(8),
		Commit: func() { env.Backend.Commit() },
	})
	if err != nil {
		t.Fatal(err)
	}
	var b chain.Backend = minedClient{env.Client, env}
	m := admin.NewManager(b, d.AccessManager)
	addrs := admin.Addresses{admin.Registry: d.Registry, admin.Treasury: d.Treasury, admin.Buyback: d.Buyback, admin.Authority: d.AccessManager}

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
