package devchain

import (
	"context"
	"math/big"
	"net"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"go.uber.org/goleak"

	"github.com/inkd/inkd/internal/testutil"
)

func TestStartServesJSONRPCAndMinesOnDemand(t *testing.T) {
	defer goleak.VerifyNone(t, goleakOptions()...)
	key, _ := crypto.GenerateKey()
	from := crypto.PubkeyToAddress(key.PublicKey)
	c, err := Start(Config{ListenAddr: "127.0.0.1:0", Accounts: []common.Address{from}}, testutil.Logger(t))
	if err != nil {
		t.Fatalf("start: %v", err)
	}
	defer c.Close()
	if !strings.HasPrefix(c.HTTPURL(), "http://127.0.0.1:") {
		t.Fatalf("HTTPURL = %q, want loopback", c.HTTPURL())
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	client, err := ethclient.DialContext(ctx, c.HTTPURL())
	if err != nil {
		t.Fatalf("dial: %v", err)
	}
	defer client.Close()
	id, err := client.ChainID(ctx)
	if err != nil || id.Uint64() != 8453 {
		t.Fatalf("chain id = %v, %v; want 8453", id, err)
	}
	bal, err := client.BalanceAt(ctx, from, nil)
	if err != nil || bal.Cmp(devBalance) != 0 {
		t.Fatalf("balance = %v, %v; want %v", bal, err, devBalance)
	}
	tip, err := client.SuggestGasTipCap(ctx)
	if err != nil {
		t.Fatalf("tip: %v", err)
	}
	head, err := client.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatalf("head: %v", err)
	}
	if head.GasLimit != DefaultGasLimit {
		t.Fatalf("gas limit = %d, want %d", head.GasLimit, DefaultGasLimit)
	}
	feeCap := new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(2)), tip)
	to := crypto.PubkeyToAddress(key.PublicKey)
	tx := types.MustSignNewTx(key, types.LatestSignerForChainID(id), &types.DynamicFeeTx{
		ChainID: id, Nonce: 0, GasTipCap: tip, GasFeeCap: feeCap, Gas: 21000, To: &to, Value: big.NewInt(1),
	})
	if err := client.SendTransaction(ctx, tx); err != nil {
		t.Fatalf("send: %v", err)
	}
	rcpt, err := bind.WaitMined(ctx, client, tx.Hash())
	if err != nil || rcpt.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("receipt = %+v, %v", rcpt, err)
	}
}

func TestStartRefusesTakenPort(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	_, err = Start(Config{ListenAddr: l.Addr().String()}, testutil.Logger(t))
	if err == nil || !strings.Contains(err.Error(), l.Addr().String()) {
		t.Fatalf("start on a taken port: err = %v, want one naming %s", err, l.Addr())
	}
}

func TestConfigCheck(t *testing.T) {
	for _, tc := range []struct {
		name string
		cfg  Config
		want string
	}{
		{"public interface", Config{ListenAddr: "0.0.0.0:8545"}, "loopback"},
		{"fractional period", Config{BlockPeriod: 1500 * time.Millisecond}, "whole number"},
		{"tiny gas limit", Config{GasLimit: 10}, "GasLimit"},
		{"defaults", Config{}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.cfg.withDefaults().Check()
			if tc.want == "" {
				if err != nil {
					t.Fatalf("Check() = %v, want nil", err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("Check() = %v, want mention of %q", err, tc.want)
			}
		})
	}
}

// goleakOptions ignores goroutines that go-ethereum starts once per process
// and never stops (the transaction sender cache) and leveldb's pool drainer
// of the in-memory p2p node database, which exits on its own 30 s tick.
func goleakOptions() []goleak.Option {
	return []goleak.Option{
		goleak.IgnoreCurrent(),
		goleak.IgnoreTopFunction("github.com/ethereum/go-ethereum/core.(*txSenderCacher).cache"),
		goleak.IgnoreTopFunction("github.com/syndtr/goleveldb/leveldb.(*DB).mpoolDrain"),
	}
}

// A transaction that entered the pool while nobody listened for its event
// (geth's on-demand loop subscribes late, after the node serves) is sealed
// all the same: at once when sealing starts, and by the poll otherwise.
func TestOnDemandSealsATransactionWhoseEventWasMissed(t *testing.T) {
	key, _ := crypto.GenerateKey()
	from := crypto.PubkeyToAddress(key.PublicKey)
	c, client, ctx := startDialed(t, from)
	head, err := client.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	tip, err := client.SuggestGasTipCap(ctx)
	if err != nil {
		t.Fatal(err)
	}
	send := func(nonce uint64) common.Hash {
		tx := types.MustSignNewTx(key, types.LatestSignerForChainID(big.NewInt(DefaultChainID)), &types.DynamicFeeTx{
			ChainID: big.NewInt(DefaultChainID), Nonce: nonce, GasTipCap: tip, GasFeeCap: new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(4)), tip),
			Gas: 21000, To: &from, Value: big.NewInt(1),
		})
		if err := client.SendTransaction(ctx, tx); err != nil {
			t.Fatal(err)
		}
		return tx.Hash()
	}

	// Sealing restarts with the transaction already pooled: it is sealed at once.
	c.sealer.close()
	hash := send(0)
	if n, err := client.BlockNumber(ctx); err != nil || n != head.Number.Uint64() {
		t.Fatalf("with no sealer the chain moved on: head %d, %v", n, err)
	}
	c.sealer.onDemand()
	if rcpt, err := bind.WaitMined(ctx, client, hash); err != nil || rcpt.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("pooled before sealing started: receipt %+v, %v", rcpt, err)
	}
	// No event comes at all: the poll finds the transaction.
	c.sealer.close()
	c.sealer.start(make(chan core.NewTxsEvent), func() {})
	hash = send(1)
	if rcpt, err := bind.WaitMined(ctx, client, hash); err != nil || rcpt.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("no event: receipt %+v, %v", rcpt, err)
	}
}

// startDialed starts an on-demand chain funding accounts and dials it; both
// close at cleanup, and ctx ends after 30 s.
func startDialed(t *testing.T, accounts ...common.Address) (*Chain, *ethclient.Client, context.Context) {
	t.Helper()
	c, err := Start(Config{ListenAddr: "127.0.0.1:0", Accounts: accounts}, testutil.Logger(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	t.Cleanup(cancel)
	client, err := ethclient.DialContext(ctx, c.HTTPURL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(client.Close)
	return c, client, ctx
}
