package e2e

import (
	"context"
	"errors"
	"math/big"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/inkd/inkd/api/client"
	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/internal/testutil"
)

// The Go client used by a program: eight goroutines push the same version
// (one intent) at once and all get the one result; the payer is charged
// one fee. A fee above MaxFee is refused before anything is signed.
func TestClientPackageOneIntentOnePayment(t *testing.T) {
	testutil.SkipIfShort(t, "a paying stack")
	s := startStack(t, stackOptions{blockPeriod: time.Second})
	key := s.newPayers(t, 1, big.NewInt(10_000_000))[0]
	payer := crypto.PubkeyToAddress(key.PublicKey)
	c, err := client.New(client.Config{BaseURL: s.APIURL, Key: key, MaxFee: big.NewInt(1_000_000)})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	created, err := c.CreateProject(ctx, wire.CreateProject{Name: "go-client", IsPublic: true})
	if err != nil {
		t.Fatal(err)
	}
	before := s.usdc(t, payer)
	up, err := c.Upload(ctx, writeTemp(t, t.TempDir(), "lib.txt", "library v1\n"), "")
	if err != nil {
		t.Fatal(err)
	}
	req := wire.PushVersion{StorageHash: up.StorageHash, VersionTag: "v1"}
	results := make([]*client.WriteResult, 8)
	errs := make([]error, 8)
	var wg sync.WaitGroup
	for i := range results {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			results[i], errs[i] = c.PushVersion(ctx, created.Create.ProjectID, req, "release v1")
		}(i)
	}
	testutil.Wait(t, &wg, "the publishes")
	for i := range results {
		if errs[i] != nil {
			t.Fatalf("push %d: %v", i, errs[i])
		}
		if results[i].TxHash() != results[0].TxHash() || results[i].Push.VersionIndex != "0" {
			t.Errorf("push %d landed as %s index %s, want the one write %s", i, results[i].TxHash(), results[i].Push.VersionIndex, results[0].TxHash())
		}
	}
	if paid := new(big.Int).Sub(before, s.usdc(t, payer)); paid.Cmp(results[0].Fee) != 0 {
		t.Errorf("paid %s for eight calls of one intent, want one fee %s", paid, results[0].Fee)
	}

	cheap, _ := client.New(client.Config{BaseURL: s.APIURL, Key: key, MaxFee: big.NewInt(50_000)})
	_, err = cheap.PushVersion(ctx, created.Create.ProjectID, wire.PushVersion{StorageHash: up.StorageHash, VersionTag: "v2"}, "")
	var high *client.FeeTooHighError
	if !errors.As(err, &high) || high.Fee.Cmp(big.NewInt(100_000)) != 0 {
		t.Errorf("push above MaxFee: %v, want a *FeeTooHighError for 100000", err)
	}
}
