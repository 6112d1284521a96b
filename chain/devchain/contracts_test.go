package devchain

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/sirupsen/logrus"
	logtest "github.com/sirupsen/logrus/hooks/test"
	"go.uber.org/goleak"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/channel"
	"github.com/inkd/inkd/chain/deploy"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/internal/testutil"
)

// The contracts land at the same addresses on every fresh chain, the status
// reader sees them, the development accounts hold USDC from genesis and the
// x402 batch-settlement contracts sit at their canonical addresses.
func TestStartWithContractsIsDeterministic(t *testing.T) {
	defer goleak.VerifyNone(t, goleakOptions()...)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	var first *deploy.Deployment
	for run := 0; run < 2; run++ {
		d, err := StartWithContracts(ctx, Config{ListenAddr: "127.0.0.1:0", BlockPeriod: time.Second}, testutil.Logger(t))
		if err != nil {
			t.Fatalf("run %d: %v", run, err)
		}
		client, err := ethclient.DialContext(ctx, d.HTTPURL())
		if err != nil {
			t.Fatal(err)
		}
		if err := deploy.Verify(ctx, client, d.Deployment); err != nil {
			t.Fatalf("run %d: verify: %v", run, err)
		}
		if d.Deployment.ChannelWrites == (common.Address{}) {
			t.Fatalf("run %d: no channel writes contract deployed (Verify checks its wiring when there is one)", run)
		}
		st := chain.NewStatusReader(client, d.Deployment.Addresses).Status(ctx)
		if !st.Reachable || !st.Deployed || st.ProjectCount.Sign() != 0 || st.TotalSupply.Sign() <= 0 {
			t.Fatalf("run %d: status %+v", run, st)
		}
		bal, err := chain.NewUSDCState(client, deploy.CanonicalBaseUSDC).BalanceOf(ctx, devkeys.Addresses()[5])
		if err != nil || bal.Cmp(DevUSDCPerAccount) != 0 {
			t.Fatalf("run %d: USDC of account #5 = %v, %v", run, bal, err)
		}
		settlement, err1 := client.CodeAt(ctx, channel.SettlementAddress, nil)
		collector, err2 := client.CodeAt(ctx, channel.ERC3009CollectorAddress, nil)
		if err1 != nil || err2 != nil || !deploy.IsChannelCode(settlement, collector) {
			t.Fatalf("run %d: the batch-settlement contracts are not at their canonical addresses (%v, %v)", run, err1, err2)
		}
		if first == nil {
			first = d.Deployment
		} else if first.Registry != d.Deployment.Registry || first.Treasury != d.Deployment.Treasury {
			t.Fatalf("addresses differ between runs: %+v vs %+v", first, d.Deployment)
		}
		client.Close()
		d.Close()
	}
}

// With a data directory the chain survives a restart and the deployment is
// reused, not repeated.
func TestDataDirPersists(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	dir := t.TempDir()
	cfg := Config{ListenAddr: "127.0.0.1:0", DataDir: dir}
	d1, err := StartWithContracts(ctx, cfg, testutil.Logger(t))
	if err != nil {
		t.Fatal(err)
	}
	reg := d1.Deployment.Registry
	d1.Close()
	d2, err := StartWithContracts(ctx, cfg, testutil.Logger(t))
	if err != nil {
		t.Fatalf("restart: %v", err)
	}
	defer d2.Close()
	if d2.Deployment.Registry != reg {
		t.Fatalf("registry moved from %s to %s after restart", reg, d2.Deployment.Registry)
	}
}

// A data directory made with another genesis (an older inkd placed fewer
// contracts at genesis) keeps its own chain, with a warning, instead of
// refusing to start.
func TestDataDirOfAnotherGenesisKeepsItsChain(t *testing.T) {
	dir := t.TempDir()
	older := common.HexToAddress("0x00000000000000000000000000000000000000aa")
	newer := common.HexToAddress("0x00000000000000000000000000000000000000bb")
	code := []byte{0x60, 0x00} // PUSH1 0
	c1, err := Start(Config{ListenAddr: "127.0.0.1:0", DataDir: dir, Alloc: types.GenesisAlloc{older: {Code: code}}}, testutil.Logger(t))
	if err != nil {
		t.Fatal(err)
	}
	c1.Close()
	log, hook := logtest.NewNullLogger()
	c2, err := Start(Config{ListenAddr: "127.0.0.1:0", DataDir: dir, Alloc: types.GenesisAlloc{newer: {Code: code}}}, logrus.NewEntry(log))
	if err != nil {
		t.Fatalf("restart with another genesis: %v", err)
	}
	defer c2.Close()
	client, err := ethclient.Dial(c2.HTTPURL())
	if err != nil {
		t.Fatal(err)
	}
	defer client.Close()
	ctx := context.Background()
	if got, err := client.CodeAt(ctx, older, nil); err != nil || len(got) == 0 {
		t.Fatalf("the stored genesis's contract is gone: %x %v", got, err)
	}
	if got, err := client.CodeAt(ctx, newer, nil); err != nil || len(got) != 0 {
		t.Fatalf("the new genesis's contract appeared on the stored chain: %x %v", got, err)
	}
	warned := false
	for _, e := range hook.AllEntries() {
		warned = warned || (e.Level == logrus.WarnLevel && strings.Contains(e.Message, "another genesis"))
	}
	if !warned {
		t.Fatal("no warning that the data directory keeps its own genesis")
	}
}
