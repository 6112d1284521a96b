package client_test

import (
	"context"
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/inkd/inkd/api"
	"github.com/inkd/inkd/api/client"
	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/devchain"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/internal/app"
	"github.com/inkd/inkd/internal/testutil"
)

// startDev runs inkd (API, worker, embedded chain) on a real redis-server.
func startDev(t *testing.T) (*app.Dev, *ethclient.Client) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	dev, err := app.StartDev(ctx, app.DevConfig{
		Listen:   "127.0.0.1:0",
		RedisURL: testutil.RedisURL(t),
		Chain:    devchain.Config{ListenAddr: "127.0.0.1:0"},
		API:      api.Config{WritesPerMinute: -1, ReadsPerMinute: -1, MaxConnsPerClient: -1},
	}, testutil.Logger(t))
	if err != nil {
		t.Fatalf("start dev: %v", err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		dev.Close(ctx)
	})
	eth, err := ethclient.Dial(dev.RPCURL)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(eth.Close)
	return dev, eth
}

// A batch of 256 versions pushed through the client against a real inkd
// lands in one transaction with consecutive indexes after the project's
// existing version; the payer's USDC balance drops by exactly the fee the
// 402 quoted, which is 256 single-push minimum fees; the version list
// reads them back; and pushing the same batch again answers the saved
// result without paying.
func TestBatchPushThroughTheStack(t *testing.T) {
	dev, eth := startDev(t)
	ctx := context.Background()
	key := devkeys.Key(3)
	payer := crypto.PubkeyToAddress(key.PublicKey)
	var quoted *big.Int
	c, err := client.New(client.Config{BaseURL: dev.APIURL, Key: key, Confirm: func(fee *big.Int, _ string) error {
		quoted = fee
		return nil
	}})
	if err != nil {
		t.Fatal(err)
	}
	created, err := c.CreateProject(ctx, client.CreateProject{Name: "batch-stack", IsPublic: true})
	if err != nil {
		t.Fatal(err)
	}
	id := created.Create.ProjectID
	if _, err := c.PushVersion(ctx, id, client.PushVersion{StorageHash: testHash(0), VersionTag: "v0"}, ""); err != nil {
		t.Fatal(err)
	}
	req := client.PushVersions{Versions: make([]client.PushVersion, 256)}
	for i := range req.Versions {
		req.Versions[i] = client.PushVersion{StorageHash: testHash(i + 1), VersionTag: fmt.Sprintf("v1.0.%d", i), Changelog: strings.Repeat("c", 100)}
	}
	usdc := chain.NewUSDCState(eth, dev.Deployment.USDC)
	before, err := usdc.BalanceOf(ctx, payer)
	if err != nil {
		t.Fatal(err)
	}
	res, err := c.PushVersions(ctx, id, req, "batch-stack")
	if err != nil {
		t.Fatal(err)
	}
	after, err := usdc.BalanceOf(ctx, payer)
	if err != nil {
		t.Fatal(err)
	}
	if want := big.NewInt(256 * 100_000); quoted.Cmp(want) != 0 || res.Fee.Cmp(want) != 0 {
		t.Fatalf("quoted %s, paid %s; want 256 minimum fees, %s", quoted, res.Fee, want)
	}
	if paid := new(big.Int).Sub(before, after); paid.Cmp(quoted) != 0 {
		t.Fatalf("the payer's balance dropped by %s, the 402 quoted %s", paid, quoted)
	}
	b := res.Batch
	if b == nil || b.Status != "success" || b.ProjectID != id || b.Pusher != payer.Hex() || len(b.Versions) != 256 {
		t.Fatalf("result %+v", b)
	}
	for i, v := range b.Versions {
		if v.VersionIndex != strconv.Itoa(i+1) || v.VersionTag != req.Versions[i].VersionTag || v.StorageHash != req.Versions[i].StorageHash {
			t.Fatalf("version %d = %+v, want index %d of %+v", i, v, i+1, req.Versions[i])
		}
	}
	list, err := c.Versions(ctx, id, client.VersionQuery{})
	if err != nil {
		t.Fatal(err)
	}
	if len(list.Data) != 257 || list.Data[256].VersionTag != "v1.0.255" {
		t.Fatalf("the project lists %d versions, want 257 ending with v1.0.255", len(list.Data))
	}
	again, err := c.PushVersions(ctx, id, req, "batch-stack")
	if err != nil || !again.Cached || again.Batch.TxHash != b.TxHash {
		t.Fatalf("the same batch again = %+v, %v; want the saved result", again, err)
	}
	if now, _ := usdc.BalanceOf(ctx, payer); now.Cmp(after) != 0 {
		t.Fatalf("the repeated batch charged %s", new(big.Int).Sub(after, now))
	}
}

// testHash is a valid ar:// id for test content i.
func testHash(i int) string {
	return fmt.Sprintf("ar://stack%037dA", i)
}
