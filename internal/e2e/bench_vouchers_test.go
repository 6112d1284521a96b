package e2e

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/api"
	"github.com/inkd/inkd/chain/channel"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/chain/rpcpool"
)

// benchChannelsEnv is how many channels (streams of writes, one after the
// other each) a payer of BenchmarkVoucherPushes keeps; default 1.
const benchChannelsEnv = "INKD_BENCH_CHANNELS"

// BenchmarkVoucherPushes measures confirmed single pushes paid by voucher
// (x402 batch-settlement), in a closed loop as BenchmarkPaidPushes:
// INKD_BENCH_PUSH_PAYERS payers (default 640), each with
// INKD_BENCH_CHANNELS channels (default 1) pushing one after the other to
// a project of their own; each channel's first push deposits, the next ones
// pay with vouchers. Every request asks its 402 first, as a client does.
// A 201 counts only when its transaction logged the version it names.
//
//	INKD_BENCH_DURATION=20s go test -run '^$' -bench VoucherPushes -benchtime 1x ./internal/e2e/
func BenchmarkVoucherPushes(b *testing.B) {
	payers := envInt(b, benchPushPayersEnv, 640)
	channels := envInt(b, benchChannelsEnv, 1)
	duration := envDuration(b, benchDurationEnv, defaultBenchDuration)
	idle := envInt(b, benchRPCIdleConnsEnv, rpcpool.DefaultIdleConns)
	fmt.Printf("single pushes paid by voucher: %d payers × %d channels, %s=%s, BATCH_MAX_ITEMS %q\n", payers, channels, benchDurationEnv, duration, envOr(benchBatchItemsEnv))
	fmt.Println(machineLine())
	fmt.Println(benchHeader)
	b.Run(fmt.Sprintf("payers=%d/channels=%d", payers, channels), func(b *testing.B) {
		s := benchStack(b, idle, func(c *api.Config) { c.Channels.Enabled = true })
		funded := s.newPayers(b, payers, big.NewInt(benchFunds))
		// One stream per channel: a payer's key once for each.
		keys := make([]*ecdsa.PrivateKey, 0, payers*channels)
		for range channels {
			keys = append(keys, funded...)
		}
		w := voucherPushes(s, ownProjects(b, s, keys), big.NewInt(benchFunds/int64(2*channels)))
		r := runClosedLoop(b, s, keys, w, duration)
		r.report(b)
	})
	fmt.Println("after the run:", machineLine())
}

// voucherPushes are pushes to ids paid by voucher: stream p pays on a
// channel of its own (salt p+1), opened with a deposit of deposit by its
// first push.
func voucherPushes(s *stack, ids []string, deposit *big.Int) benchWrite {
	w := pushWrites(ids)
	w.loop = func(ctx context.Context, apiURL string, hc *http.Client, key *ecdsa.PrivateKey, w benchWrite, p int, deadline time.Time) []writeSample {
		v := newVoucherSigner(s, key)
		v.cfg.Salt = common.BigToHash(big.NewInt(int64(p) + 1))
		v.id = channel.ChannelID(v.cfg, v.req.Asset.ChainID)
		ceiling := new(big.Int)
		return closedLoop(ctx, deadline, func(i int) writeSample {
			path, body := w.request(p, i)
			t0 := time.Now()
			ws := writeSample{payer: v.cfg.Payer}
			fee, err := benchQuote(ctx, hc, apiURL+path, body)
			if err == nil {
				next := new(big.Int).Add(ceiling, fee)
				var dep *big.Int
				if ceiling.Sign() == 0 {
					dep = deposit
				}
				var status int
				var answer []byte
				var h string
				if h, err = v.sign(next, dep); err == nil {
					status, answer, err = benchSend(ctx, hc, apiURL+path, body, h)
				}
				if err == nil {
					ws.judge(w, status, answer)
					if status != http.StatusPaymentRequired && status != http.StatusForbidden {
						ceiling = next // accepted: the ceiling moved, landed or not
					}
				}
			}
			ws.latency = time.Since(t0)
			if err != nil {
				ws.outcome, ws.detail = "transport error", err.Error()
			}
			return ws
		})
	}
	return w
}

// benchQuote is the fee the 402 of an unpaid body to url asks.
func benchQuote(ctx context.Context, hc *http.Client, url, body string) (*big.Int, error) {
	status, b, err := benchSend(ctx, hc, url, body, "")
	if err != nil {
		return nil, err
	}
	var terms struct {
		Amount string `json:"amount"`
	}
	if status != http.StatusPaymentRequired || json.Unmarshal(b, &terms) != nil {
		return nil, fmt.Errorf("402 expected: %d %s", status, b)
	}
	fee, ok := new(big.Int).SetString(terms.Amount, 10)
	if !ok {
		return nil, fmt.Errorf("fee %q", terms.Amount)
	}
	return fee, nil
}

// benchSend posts body to url with the PAYMENT-SIGNATURE header (none when
// empty).
func benchSend(ctx context.Context, hc *http.Client, url, body, header string) (int, []byte, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewBufferString(body))
	if err != nil {
		return 0, nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	if header != "" {
		req.Header.Set(payment.HeaderPaymentV2, header)
	}
	resp, err := hc.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return resp.StatusCode, b, err
}
