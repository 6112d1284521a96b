package settle

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum"
	bind "github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/bindings/registry"
	"github.com/inkd/inkd/chain/bindings/treasury"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/jobs"
)

// multiPushVersions builds n versions with changelogs of changelogLen bytes.
func multiPushVersions(n, changelogLen int, label string) []jobs.VersionInput {
	vs := make([]jobs.VersionInput, n)
	for i := range vs {
		h := crypto.Keccak256([]byte(fmt.Sprintf("%s-%d", label, i)))
		id := strings.TrimRight(strings.NewReplacer("+", "-", "/", "_").Replace(fmt.Sprintf("%x", h)[:43]), "=")
		vs[i] = jobs.VersionInput{StorageHash: "ar://" + id, VersionTag: fmt.Sprintf("v1.0.%d", i), Changelog: strings.Repeat("c", changelogLen)}
		if i%2 == 1 { // every other version states its content
			vs[i].Content = jobs.Content{Sha256: fmt.Sprintf("%x", h), ContentSize: int64(1000 + i), ContentType: "application/gzip"}
		}
	}
	return vs
}

// wantContent checks that the VersionPushed events of rcpt state the
// content of want, in order.
func wantContent(t *testing.T, rcpt *types.Receipt, want []jobs.VersionInput) {
	t.Helper()
	reg := registry.NewInkdRegistry()
	i := 0
	for _, l := range rcpt.Logs {
		ev, err := reg.UnpackVersionPushedEvent(l)
		if err != nil {
			continue
		}
		w := want[i].Content
		if ev.Sha256 != w.Digest() || ev.ContentSize != uint64(w.ContentSize) || ev.ContentType != w.ContentType {
			t.Fatalf("VersionPushed %d states %x, %d, %q; want %+v", i, ev.Sha256, ev.ContentSize, ev.ContentType, w)
		}
		i++
	}
	if i != len(want) {
		t.Fatalf("%d VersionPushed events, want %d", i, len(want))
	}
}

// multiPushJob runs a multi-push job and returns its result or "code:message".
func (e *paidEnv) multiPushJob(t *testing.T, job string, p jobs.PushVersions) (wire.PushVersionsResult, string) {
	t.Helper()
	task, _, err := jobs.NewPushVersionsTask(p)
	if err != nil {
		t.Fatal(err)
	}
	raw, err := e.pw.PushVersions(testutil.Context(t), job, task)
	var out wire.PushVersionsResult
	if err != nil {
		var fe *jobs.FailureError
		if !asFailure(err, &fe) {
			t.Fatalf("%s: %v", job, err)
		}
		return out, string(fe.Failure.Code) + ":" + fe.Failure.Message
	}
	if err := json.Unmarshal(raw, &out); err != nil {
		t.Fatal(err)
	}
	return out, ""
}

// versionCount reads the registry's version count of project id.
func (e *paidEnv) versionCount(t *testing.T, id string) uint64 {
	t.Helper()
	n, _ := new(big.Int).SetString(id, 10)
	reg := registry.NewInkdRegistry()
	out, err := e.Eth.CallContract(context.Background(), ethereum.CallMsg{To: &e.Dev.Deployment.Registry, Data: reg.PackVersionsHead(n)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	head, err := reg.UnpackVersionsHead(out)
	if err != nil {
		t.Fatal(err)
	}
	return head.Count.Uint64()
}

// wantMultiPush checks that res lists want with consecutive indexes from first.
func wantMultiPush(t *testing.T, res wire.PushVersionsResult, want []jobs.VersionInput, first int, payer common.Address) {
	t.Helper()
	if res.Status != "success" || res.Pusher != payer.Hex() || !strings.HasPrefix(res.TxHash, "0x") || len(res.Versions) != len(want) {
		t.Fatalf("result %s pusher %s, %d versions; want success by %s with %d", res.Status, res.Pusher, len(res.Versions), payer.Hex(), len(want))
	}
	for i, v := range res.Versions {
		if v.VersionIndex != strconv.Itoa(first+i) || v.VersionTag != want[i].VersionTag || v.StorageHash != want[i].StorageHash ||
			v.StorageURL != "https://arweave.net/"+strings.TrimPrefix(want[i].StorageHash, "ar://") {
			t.Fatalf("version %d = %+v, want index %d of %+v", i, v, first+i, want[i])
		}
	}
}

// A multi-push of 256 versions lands in one transaction with consecutive
// indexes after the project's existing version, the payer is charged the
// multi-push's one payment exactly, and a re-delivery answers the same result
// without another transaction. The gas it used is logged.
func TestMultiPush256Versions(t *testing.T) {
	e := newPaidEnv(t)
	payer := crypto.PubkeyToAddress(devkeys.Key(3).PublicKey)
	proj, fail := e.createJob(t, "job-create", e.SignedPayment(t, 3, 100_000, "batch-create"), "batch-project")
	if fail != "" {
		t.Fatal(fail)
	}
	one := multiPushVersions(1, 10, "first")
	if _, fail := e.multiPushJob(t, "job-one", jobs.PushVersions{Payment: e.SignedPayment(t, 3, 100_000, "batch-one"), StorageCost: "0", ProjectID: proj.ProjectID, ProjectName: proj.Name, Versions: one}); fail != "" {
		t.Fatal(fail)
	}
	// The fee of 256 single pushes at the 0.10 USDC minimum.
	const fee = 256 * 100_000
	vs := multiPushVersions(256, 24, "many")
	before := e.USDC(t, payer)
	p := jobs.PushVersions{Payment: e.SignedPayment(t, 3, fee, "batch-256"), StorageCost: "1000", ProjectID: proj.ProjectID, ProjectName: proj.Name, Versions: vs}
	res, fail := e.multiPushJob(t, "job-256", p)
	if fail != "" {
		t.Fatal(fail)
	}
	wantMultiPush(t, res, vs, 1, payer)
	if paid := new(big.Int).Sub(before, e.USDC(t, payer)); paid.Int64() != fee {
		t.Fatalf("payer charged %s, want exactly %d", paid, fee)
	}
	if n := e.versionCount(t, proj.ProjectID); n != 257 {
		t.Fatalf("project has %d versions, want 257", n)
	}
	rcpt, err := e.Eth.TransactionReceipt(context.Background(), common.HexToHash(res.TxHash))
	if err != nil {
		t.Fatal(err)
	}
	wantContent(t, rcpt, vs)
	t.Logf("256 versions (24-byte changelogs, half stating their content): %d gas, %d a version", rcpt.GasUsed, rcpt.GasUsed/256)
	nonces, _ := e.SettlerState(t)
	again, fail := e.multiPushJob(t, "job-256", p)
	if fail != "" {
		t.Fatal(fail)
	}
	if a, b := fmt.Sprint(again), fmt.Sprint(res); a != b {
		t.Fatalf("re-delivery = %s, want %s", a, b)
	}
	if n, _ := e.SettlerState(t); n != nonces {
		t.Fatalf("re-delivery sent %d transactions", n-nonces)
	}
}

// A multi-push with one version the registry refuses reverts as a whole: the
// job ends with the revert's name, no version lands and nothing is charged.
func TestMultiPushAllOrNothing(t *testing.T) {
	e := newPaidEnv(t)
	payer := crypto.PubkeyToAddress(devkeys.Key(4).PublicKey)
	proj, fail := e.createJob(t, "job-create", e.SignedPayment(t, 4, 100_000, "aon-create"), "aon-project")
	if fail != "" {
		t.Fatal(fail)
	}
	before := e.USDC(t, payer)
	vs := multiPushVersions(3, 10, "aon")
	vs[2].VersionTag = "" // the registry refuses an empty tag: the whole multi-push reverts
	_, fail = e.multiPushJob(t, "job-aon", jobs.PushVersions{Payment: e.SignedPayment(t, 4, 300_000, "aon-batch"), StorageCost: "0", ProjectID: proj.ProjectID, ProjectName: proj.Name, Versions: vs})
	if fail != "tx_failed:EmptyVersionTag()" {
		t.Fatalf("batch = %q, want tx_failed:EmptyVersionTag()", fail)
	}
	if after := e.USDC(t, payer); after.Cmp(before) != 0 {
		t.Fatalf("payer balance %s → %s, want unchanged", before, after)
	}
	if n := e.versionCount(t, proj.ProjectID); n != 0 {
		t.Fatalf("project has %d versions, want none", n)
	}
}

// A multi-push payment someone submitted straight to USDC first is completed by
// pushVersionsPrepaid: the versions land and the payer is charged once.
func TestMultiPushFrontRunCompleted(t *testing.T) {
	e := newPaidEnv(t)
	e.pw.cfg.USDC = e.Dev.Deployment.USDC
	payer := crypto.PubkeyToAddress(devkeys.Key(5).PublicKey)
	proj, fail := e.createJob(t, "job-create", e.SignedPayment(t, 5, 100_000, "fr-create"), "fr-batch-project")
	if fail != "" {
		t.Fatal(fail)
	}
	vs := multiPushVersions(4, 10, "fr")
	p := e.SignedPayment(t, 5, 400_000, "fr-batch")
	before := e.USDC(t, payer)
	e.FrontRun(t, p)
	res, fail := e.multiPushJob(t, "job-fr", jobs.PushVersions{Payment: p, StorageCost: "0", ProjectID: proj.ProjectID, ProjectName: proj.Name, Versions: vs})
	if fail != "" {
		t.Fatalf("front-run batch: %s", fail)
	}
	wantMultiPush(t, res, vs, 0, payer)
	if paid := new(big.Int).Sub(before, e.USDC(t, payer)); paid.Int64() != 400_000 {
		t.Fatalf("payer charged %s, want 400000 exactly once", paid)
	}
}

// A front-run multi-push payment whose versions cannot be pushed any more (the
// payer lost push rights: here the project does not exist) is refunded:
// the payer ends where it started.
func TestMultiPushFrontRunRefunded(t *testing.T) {
	e := newPaidEnv(t)
	e.pw.cfg.USDC = e.Dev.Deployment.USDC
	payer := crypto.PubkeyToAddress(devkeys.Key(6).PublicKey)
	p := e.SignedPayment(t, 6, 200_000, "fr-refund")
	before := e.USDC(t, payer)
	e.FrontRun(t, p)
	_, fail := e.multiPushJob(t, "job-fr-refund", jobs.PushVersions{Payment: p, StorageCost: "0", ProjectID: "999", ProjectName: "no-such-project", Versions: multiPushVersions(2, 10, "r")})
	if !strings.HasPrefix(fail, "tx_failed:ProjectNotFound()") || !strings.Contains(fail, "refunded in transaction 0x") {
		t.Fatalf("job = %q, want tx_failed ProjectNotFound() with the refund", fail)
	}
	if after := e.USDC(t, payer); after.Cmp(before) != 0 {
		t.Fatalf("payer balance %s → %s, want unchanged after the refund", before, after)
	}
}

func TestMultiPushGasCap(t *testing.T) {
	for _, tc := range []struct {
		name     string
		calldata int
		want     uint64
	}{
		{"small", 1000, DefaultMaxWriteGas + 1000*MultiPushGasPerByte},
		{"at the size limit", 127 << 10, DefaultMaxWriteGas + (127<<10)*MultiPushGasPerByte},
		{"capped by the transaction limit", 1 << 20, MaxTxGas},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := multiPushGasCap(DefaultMaxWriteGas, tc.calldata); got != tc.want {
				t.Fatalf("multiPushGasCap(%d) = %d, want %d", tc.calldata, got, tc.want)
			}
		})
	}
}

// The largest multi-pushes the API lets through (127 KiB of calldata: 256
// versions with 160-byte changelogs, or 7 with the 16 KiB maximum) land
// under their gas cap; so does the cheapest full multi-push. The gas they used
// is logged.
func TestMultiPushAtTheSizeLimit(t *testing.T) {
	e := newPaidEnv(t)
	proj, fail := e.createJob(t, "job-create", e.SignedPayment(t, 7, 100_000, "limit-create"), "limit-project")
	if fail != "" {
		t.Fatal(fail)
	}
	for _, tc := range []struct {
		name         string
		n, changelog int
	}{
		{"256 versions", 256, 24},
		{"7 long changelogs", 7, 16 << 10},
		{"256 without changelogs", 256, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			vs := multiPushVersions(tc.n, tc.changelog, tc.name)
			p := jobs.PushVersions{Payment: e.SignedPayment(t, 7, int64(tc.n)*100_000, tc.name), StorageCost: "0", ProjectID: proj.ProjectID, ProjectName: proj.Name, Versions: vs}
			res, fail := e.multiPushJob(t, "job-"+tc.name, p)
			if fail != "" {
				t.Fatal(fail)
			}
			rcpt, err := e.Eth.TransactionReceipt(context.Background(), common.HexToHash(res.TxHash))
			if err != nil {
				t.Fatal(err)
			}
			tx, _, err := e.Eth.TransactionByHash(context.Background(), rcpt.TxHash)
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("%s: %d bytes of calldata, %d gas (limit %d), %d a version", tc.name, len(tx.Data()), rcpt.GasUsed, tx.Gas(), rcpt.GasUsed/uint64(tc.n))
		})
	}
}

// receiptLogs builds the logs of a treasury transaction from events, as
// the contracts emit them.
type receiptLogs struct {
	t        *testing.T
	tre, reg common.Address
	logs     []*types.Log
}

func (r *receiptLogs) event(addr common.Address, md *bind.MetaData, name string, topics []common.Hash, data ...any) {
	r.t.Helper()
	a, err := md.ParseABI()
	if err != nil {
		r.t.Fatal(err)
	}
	ev := a.Events[name]
	b, err := ev.Inputs.NonIndexed().Pack(data...)
	if err != nil {
		r.t.Fatal(err)
	}
	r.logs = append(r.logs, &types.Log{Address: addr, Topics: append([]common.Hash{ev.ID}, topics...), Data: b})
}

// paid adds a PaymentReceived of payer and nonce for count versions of
// project from index first.
func (r *receiptLogs) paid(payer common.Address, nonce [32]byte, project, first, count int64) {
	r.event(r.tre, &treasury.InkdTreasuryMetaData, "PaymentReceived", []common.Hash{common.BytesToHash(payer.Bytes()), nonce},
		big.NewInt(count*100_000), big.NewInt(0), big.NewInt(project),
		treasury.PackWrite(treasury.PaidWrite{Kind: treasury.KindPush, VersionIndex: uint64(first), VersionCount: uint64(count)}))
}

// pushed adds a VersionPushed of project at index by pusher, tagged tag.
func (r *receiptLogs) pushed(addr common.Address, project, index int64, pusher common.Address, tag string) {
	r.event(addr, &registry.InkdRegistryMetaData, "VersionPushed",
		[]common.Hash{common.BigToHash(big.NewInt(project)), common.BigToHash(big.NewInt(index)), common.BytesToHash(pusher.Bytes())},
		"ar://"+tag, tag, "", uint64(1), [32]byte{}, uint64(0), "")
}

// A multi-push's result is read from its own payment's events, even when
// the transaction carries others' (a multi-payer batch with two pushes to
// one project, a lookalike contract's events): never by position.
func TestMultiPushResultReadsItsOwnEvents(t *testing.T) {
	tre, reg := common.Address{0x7e}, common.Address{0x4e}
	me, other := common.Address{0xaa}, common.Address{0xbb}
	mine, theirs := [32]byte{1}, [32]byte{2}
	r := &receiptLogs{t: t, tre: tre, reg: reg}
	// Another payer's multi-push to the same project first: indexes 5 and 6.
	r.pushed(reg, 9, 5, other, "their-a")
	r.pushed(reg, 9, 6, other, "their-b")
	r.paid(other, theirs, 9, 5, 2)
	// Ours: indexes 7..9, one of them logged out of order.
	r.pushed(reg, 9, 8, me, "v8")
	r.pushed(reg, 9, 7, me, "v7")
	r.pushed(reg, 9, 9, me, "v9")
	r.paid(me, mine, 9, 7, 3)
	// A lookalike event from another contract, with one of our indexes.
	r.pushed(common.Address{0xee}, 9, 7, me, "forged")
	rcpt := &types.Receipt{TxHash: common.Hash{0x11}, BlockNumber: big.NewInt(42), Logs: r.logs}
	c := multiPushLogs{treasury: tre, registry: reg, tre: treasury.NewInkdTreasury(), reg: registry.NewInkdRegistry()}

	pushed, err := multiPushEvents(rcpt, c, treasury.InkdTreasuryPayment{From: me, Nonce: mine})
	if err != nil {
		t.Fatal(err)
	}
	pw := &PaidWrites{cfg: Config{GatewayURL: func(id string) string { return "https://gw/" + id }}}
	got := pw.multiPushResult(rcpt, pushed)
	want := &wire.PushVersionsResult{TxHash: rcpt.TxHash.Hex(), ProjectID: "9", Pusher: me.Hex(), Status: "success", BlockNumber: "42", Versions: []wire.MultiPushVersion{
		{VersionIndex: "7", VersionTag: "v7", StorageHash: "ar://v7", StorageURL: "https://gw/v7"},
		{VersionIndex: "8", VersionTag: "v8", StorageHash: "ar://v8", StorageURL: "https://gw/v8"},
		{VersionIndex: "9", VersionTag: "v9", StorageHash: "ar://v9", StorageURL: "https://gw/v9"},
	}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Fatalf("(-want +got)\n%s", diff)
	}
	// A payment the receipt did not book, or booked with a version
	// missing, is an error, not a guess.
	if _, err := multiPushEvents(rcpt, c, treasury.InkdTreasuryPayment{From: me, Nonce: theirs}); err == nil {
		t.Fatal("a payment of another payer's nonce was read as ours")
	}
	rcpt.Logs = append(rcpt.Logs[:4:4], rcpt.Logs[5:]...) // drop v7
	if _, err := multiPushEvents(rcpt, c, treasury.InkdTreasuryPayment{From: me, Nonce: mine}); err == nil {
		t.Fatal("a batch with a version missing from the receipt was answered")
	}
}
