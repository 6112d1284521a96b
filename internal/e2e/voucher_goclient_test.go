package e2e

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"path/filepath"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/inkd/inkd/api"
	"github.com/inkd/inkd/api/client"
	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/bindings/channelwrites"
	"github.com/inkd/inkd/internal/payclient"
	"github.com/inkd/inkd/worker/batcher"
)

// The Go client set to batch-settlement, against the running service with
// vouchers on: it creates a project and pushes versions paying by voucher
// from one deposit; a new client on the same state file (a re-run of the
// job) continues the channel without a second deposit. Every write lands;
// the payer's USDC moved once; InkdChannelWrites counts exactly the fees.
// The second run's multi-push is paid by one voucher too, for its one fee,
// and lands all its versions.
func TestGoClientPaysByVoucherAcrossRuns(t *testing.T) {
	s := startStack(t, stackOptions{
		apiConfig: []func(*api.Config){func(c *api.Config) { c.Channels.Enabled = true }},
		batch:     batcher.Config{MaxItems: batcher.DefaultMaxItems},
	})
	key := s.newPayers(t, 1, big.NewInt(10_000_000))[0]
	payer := addr(key)
	start := s.usdc(t, payer)
	state := filepath.Join(t.TempDir(), "payments.json")
	deposit := big.NewInt(5_000_000)
	run := func(write func(c *client.Client) []*client.WriteResult) []*client.WriteResult {
		store, err := client.OpenFileStore(state)
		if err != nil {
			t.Fatal(err)
		}
		defer store.Close()
		c, err := client.New(client.Config{BaseURL: s.APIURL, Key: key, Store: store, Scheme: payclient.SchemeBatchSettlement, Deposit: deposit})
		if err != nil {
			t.Fatal(err)
		}
		return write(c)
	}
	landed := func(c *client.Client, w func() (*client.WriteResult, error)) *client.WriteResult {
		r, err := w()
		var pe *client.PendingError
		if errors.As(err, &pe) {
			if _, err = c.WaitJob(t.Context(), pe.JobID); err == nil {
				r, err = w()
			}
		}
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	var project string
	push := func(c *client.Client, i int) *client.WriteResult {
		return landed(c, func() (*client.WriteResult, error) {
			return c.PushVersion(t.Context(), project, wire.PushVersion{StorageHash: storageHash(2, i, 0), VersionTag: fmt.Sprintf("v%d", i)}, "")
		})
	}
	results := run(func(c *client.Client) []*client.WriteResult {
		cr := landed(c, func() (*client.WriteResult, error) {
			return c.CreateProject(t.Context(), wire.CreateProject{Name: "go-paid-by-voucher"})
		})
		project = cr.Create.ProjectID
		out := []*client.WriteResult{cr}
		for i := range 4 {
			out = append(out, push(c, i))
		}
		return out
	})
	results = append(results, run(func(c *client.Client) []*client.WriteResult {
		p4 := push(c, 4)
		mp := landed(c, func() (*client.WriteResult, error) {
			return c.PushVersions(t.Context(), project, wire.PushVersions{Versions: []wire.PushVersion{
				{StorageHash: storageHash(2, 6, 0), VersionTag: "v6"}, {StorageHash: storageHash(2, 7, 0), VersionTag: "v7"}, {StorageHash: storageHash(2, 8, 0), VersionTag: "v8"}}}, "")
		})
		return []*client.WriteResult{p4, mp, push(c, 5)}
	})...)
	if mp := results[len(results)-2].MultiPush; mp == nil || len(mp.Versions) != 3 || mp.Versions[0].VersionTag != "v6" || mp.Versions[2].VersionTag != "v8" || mp.Versions[2].VersionIndex != "7" {
		t.Fatalf("the multi-push by voucher answered %+v; want versions v6..v8 at indexes 5..7", mp)
	}

	fees := new(big.Int)
	for i, r := range results {
		v := r.Voucher
		if v == nil || r.Resumed || r.Cached || r.Corrected {
			t.Fatalf("write %d: voucher %+v, resumed %v, cached %v, corrected %v: want a new voucher from the saved channel", i, v, r.Resumed, r.Cached, r.Corrected)
		}
		if (i == 0) != (v.Deposit != nil) {
			t.Errorf("write %d: deposit %v; want one with the first write only", i, v.Deposit)
		}
		if v.Channel != results[0].Voucher.Channel {
			t.Errorf("write %d paid from channel %s, the first from %s", i, v.Channel.Hex(), results[0].Voucher.Channel.Hex())
		}
		fees.Add(fees, r.Fee)
		if v.Ceiling.Cmp(fees) != 0 {
			t.Errorf("write %d: ceiling %s, want the fees so far %s", i, v.Ceiling, fees)
		}
	}
	if got := new(big.Int).Sub(start, s.usdc(t, payer)); got.Cmp(deposit) != 0 {
		t.Errorf("the payer's USDC moved by %s, want the one deposit of %s", got, deposit)
	}
	cw := channelwrites.NewInkdChannelWrites()
	res, err := s.eth.CallContract(t.Context(), ethereum.CallMsg{To: &s.Deployment.ChannelWrites, Data: cw.PackUsage(results[0].Voucher.Channel)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	usage, err := cw.UnpackUsage(res)
	if err != nil {
		t.Fatal(err)
	}
	if usage.Used.Cmp(fees) != 0 {
		t.Errorf("the channel counts %s landed, want the fees of the %d writes, %s", usage.Used, len(results), fees)
	}
}

// `inkd project create` and `inkd version push` set to batch-settlement
// (INKD_PAY_SCHEME) pay by voucher across processes: one deposit with the
// create, the pushes continue the channel from the state file.
func TestCommandsPayByVoucher(t *testing.T) {
	s := startStack(t, stackOptions{
		apiConfig: []func(*api.Config){func(c *api.Config) { c.Channels.Enabled = true }},
		batch:     batcher.Config{MaxItems: batcher.DefaultMaxItems},
	})
	key := s.newPayers(t, 1, big.NewInt(10_000_000))[0]
	start := s.usdc(t, addr(key))
	env := cmdEnv("INKD_API="+s.APIURL, fmt.Sprintf("INKD_KEY=0x%x", crypto.FromECDSA(key)),
		"INKD_STATE="+filepath.Join(t.TempDir(), "payments.json"), "INKD_PAY_SCHEME=batch-settlement")
	type voucherDoc struct {
		OK      bool              `json:"ok"`
		Result  map[string]string `json:"result"`
		Voucher *struct {
			Ceiling json.Number  `json:"ceiling"`
			Deposit *json.Number `json:"deposit"`
		} `json:"voucher"`
	}
	run := func(args ...string) voucherDoc {
		res := runInkd(t, clientBound, env, append(args, "--json", "--wait")...)
		var d voucherDoc
		if err := json.Unmarshal([]byte(res.stdout), &d); res.code != 0 || err != nil || !d.OK || d.Voucher == nil {
			t.Fatalf("inkd %v exited %d (%v): %s %s", args, res.code, err, res.stdout, res.stderr)
		}
		return d
	}
	created := run("project", "create", "cli-paid-by-voucher")
	if created.Voucher.Deposit == nil {
		t.Fatalf("the create paid no deposit: %+v", created.Voucher)
	}
	deposit, _ := new(big.Int).SetString(string(*created.Voucher.Deposit), 10)
	for i := range 2 {
		d := run("version", "push", created.Result["projectId"], "--hash", storageHash(3, i, 0), "--tag", fmt.Sprintf("v%d", i))
		if d.Voucher.Deposit != nil {
			t.Errorf("push %d deposited again: %+v", i, d.Voucher)
		}
	}
	if got := new(big.Int).Sub(start, s.usdc(t, addr(key))); got.Cmp(deposit) != 0 {
		t.Errorf("the payer's USDC moved by %s, want the one deposit of %s", got, deposit)
	}
}
