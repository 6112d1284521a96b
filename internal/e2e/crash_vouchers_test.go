package e2e

import (
	"context"
	"math/big"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/inkd/inkd/api"
	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/bindings/channelwrites"
	"github.com/inkd/inkd/internal/failpoint"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/worker/batcher"
)

// voucherCrashSteps are the steps of a write paid by voucher after which
// its process dies: the API's before the job is queued, the worker's
// through the voucher lane's batch (stored, then sent) and the
// transaction manager to the published result.
var voucherCrashSteps = []crashStep{
	{name: "reserved", api: true, quick: true},
	{name: "staged", api: true},
	{name: "batch_stored", quick: true},
	{name: "batch_sent"},
	{name: "signed"},
	{name: "stored"},
	{name: "broadcast"},
	{name: "receipt_seen"},
	{name: "result_published"},
}

// TestVoucherCrashMatrix is TestCrashMatrix for a create paid by voucher,
// the first write of its channel (its voucher carries the deposit): after a
// SIGKILL right after each step and a restart, the same request (the same
// voucher) retried until answered gets one 201, the same again later; the
// payer's USDC moved once, by the deposit; InkdChannelWrites counts the
// fee once; one project.
func TestVoucherCrashMatrix(t *testing.T) {
	runMatrix(t, voucherCrashSteps, runVoucherCrashStep)
}

func runVoucherCrashStep(t *testing.T, step crashStep) {
	redisURL := testutil.RealRedisURL(t, e2eRedis)
	s := startStack(t, stackOptions{blockPeriod: time.Second, writeWait: 2 * time.Second, noWorker: true, redisURL: redisURL,
		apiConfig: []func(*api.Config){func(c *api.Config) { c.Channels.Enabled = true }},
		batch:     batcher.Config{MaxItems: batcher.DefaultMaxItems}})
	deployment := filepath.Join(t.TempDir(), "deployment.json")
	if err := s.Deployment.Save(deployment); err != nil {
		t.Fatal(err)
	}
	arm := failpoint.EnvVar + "=" + step.name
	workerEnv := append(matrixEnv(t, s, redisURL, deployment, "INKD_CHANNEL_PAYMENTS=on"), settlerKeysEnv())

	key, err := crypto.ToECDSA(crypto.Keccak256([]byte(t.Name())))
	if err != nil {
		t.Fatal(err)
	}
	s.fundUSDC(t, big.NewInt(10_000_000), addr(key))
	v := newVoucherSigner(s, key)
	const deposit = 5_000_000
	before := s.usdc(t, addr(key))
	body := `{"name":"crash-voucher-` + strings.ReplaceAll(step.name, "_", "-") + `"}`

	ctx, cancel := context.WithTimeout(context.Background(), matrixDeathBound+matrixSettleBound)
	defer cancel()
	var armed *proc
	firstURL := s.APIURL
	if step.api {
		listen := freeAddr(t)
		armed = startInkd(t, matrixEnv(t, s, redisURL, deployment, "INKD_CHANNEL_PAYMENTS=on", "INKD_LISTEN="+listen, arm), "serve")
		armed.ready(t, armed.stderr, "api listening")
		firstURL = "http://" + listen
		w := startInkd(t, workerEnv, "worker")
		w.ready(t, w.stderr, "worker running")
	} else {
		armed = startInkd(t, append(workerEnv, arm), "worker")
		armed.ready(t, armed.stderr, "worker running")
	}
	// One voucher for the request: the first attempt and every retry send
	// the same bytes with the same PAYMENT-SIGNATURE.
	fee := quotedFee(t, firstURL+"/v1/projects", body)
	header := v.header(t, fee, big.NewInt(deposit))
	go func() { _, _, _ = benchSend(ctx, http.DefaultClient, firstURL+"/v1/projects", body, header) }()
	diedAt(t, armed, step.name)
	if !step.api {
		w := startInkd(t, workerEnv, "worker")
		w.ready(t, w.stderr, "worker running")
	}

	created := settleAfterCrash(t, ctx, s, wire.VoucherJobID(v.id, fee), func() (int, []byte, error) {
		return benchSend(ctx, http.DefaultClient, s.APIURL+"/v1/projects", body, header)
	})
	if paid := new(big.Int).Sub(before, s.usdc(t, addr(key))); paid.Cmp(big.NewInt(deposit)) != 0 {
		t.Fatalf("the payer's USDC moved by %s, want the one deposit of %d", paid, deposit)
	}
	cw := channelwrites.NewInkdChannelWrites()
	out, err := s.eth.CallContract(ctx, ethereum.CallMsg{To: &s.Deployment.ChannelWrites, Data: cw.PackUsage(v.id)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if usage, err := cw.UnpackUsage(out); err != nil || usage.Used.Cmp(fee) != 0 {
		t.Fatalf("InkdChannelWrites counts %v landed (%v), want the one fee %s", usage.Used, err, fee)
	}
	if count, err := s.projectCount(); err != nil || count.Cmp(big.NewInt(1)) != 0 {
		t.Fatalf("projectCount = %v, %v; want exactly 1", count, err)
	}
	t.Logf("after a crash at %s: 201 %s", step.name, created)
}
