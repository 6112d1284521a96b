package e2e

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"math/rand/v2"
	"net/http"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/inkd/inkd/api"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/internal/payclient"
)

// The load of the chaos test: payers that each send paid creates one after
// another to either API, retrying the same signed payment the way a client
// does, and the record of every request for the judge.

// chaosRequest is one paid request (one signed authorization) and every
// answer it got.
type chaosRequest struct {
	payer  int
	name   string
	header string
	nonce  [32]byte
	amount *big.Int
	jobID  string
	// answers are the error codes or statuses of each attempt, in order
	// ("201", "202", "rpc_error", "network", …).
	answers []string
	// final is the HTTP status of the last answer (0: a network error).
	final int
	// body is the body of the last answer.
	body []byte
}

// finalAnswer reports whether the request got an answer the client stops
// at: 201, or a 4xx other than a rate limit.
func (r *chaosRequest) finalAnswer() bool {
	return r.final == http.StatusCreated || (r.final >= 400 && r.final < 500 && r.final != http.StatusTooManyRequests)
}

// chaosPayer is one wallet of the load.
type chaosPayer struct {
	idx    int
	client *payclient.Client
	rng    *rand.Rand
}

// chaosPayerKey is payer i's key: derived from a fixed phrase, so the
// wallets are the same in every run and distinct from the development keys
// the deployment and the settlers use.
func chaosPayerKey(i int) *ecdsa.PrivateKey {
	k, err := crypto.ToECDSA(crypto.Keccak256([]byte(fmt.Sprintf("inkd chaos payer %d", i))))
	if err != nil {
		panic(err) // a Keccak-256 digest is a valid key but for a 2^-128 chance
	}
	return k
}

// chaosRetry bounds the client's retries of one paid request: attempts
// answered 5xx or lost to the network before it gives up, and the pause
// between attempts.
const (
	chaosMaxFailedAttempts = 6
	chaosRetryPause        = time.Second
)

// run sends paid creates until stop closes; each request is retried until
// a final answer, chaosMaxFailedAttempts failures, or pollUntil (for 202s).
// Every signed request is passed to keep, whatever became of it.
func (p *chaosPayer) run(ctx context.Context, apis []string, stop <-chan struct{}, pollUntil time.Time, keep func(*chaosRequest)) {
	for seq := 0; ; seq++ {
		select {
		case <-stop:
			return
		case <-ctx.Done():
			return
		default:
		}
		name := fmt.Sprintf("chaos-%d-%d", p.idx, seq)
		body := []byte(`{"name":"` + name + `"}`)
		terms, ok := p.terms(ctx, apis, body, stop)
		if !ok {
			return
		}
		header, err := p.client.Sign(terms)
		if err != nil {
			panic(err) // our own key and well-formed terms: a bug of the test
		}
		pay, err := payment.ParseHeader(header)
		if err != nil {
			panic(err)
		}
		amount, _ := new(big.Int).SetString(terms.Amount, 10)
		r := &chaosRequest{payer: p.idx, name: name, header: header, nonce: pay.Authorization.Nonce, amount: amount,
			jobID: api.JobID(pay.Authorization.From, pay.Authorization.Nonce)}
		p.settle(ctx, apis, body, r, pollUntil)
		keep(r)
	}
}

// terms asks a random API for the 402 of body until one answers it.
func (p *chaosPayer) terms(ctx context.Context, apis []string, body []byte, stop <-chan struct{}) (*payclient.Terms, bool) {
	for {
		resp, err := p.client.Send(ctx, http.MethodPost, p.pick(apis)+"/v1/projects", body, "")
		if err == nil && resp.Status == http.StatusPaymentRequired {
			var t payclient.Terms
			if json.Unmarshal(resp.Body, &t) == nil {
				return &t, true
			}
		}
		select {
		case <-stop:
			return nil, false
		case <-ctx.Done():
			return nil, false
		case <-time.After(chaosRetryPause):
		}
	}
}

// settle sends the same paid request until its answer is final.
func (p *chaosPayer) settle(ctx context.Context, apis []string, body []byte, r *chaosRequest, pollUntil time.Time) {
	failed := 0
	for {
		resp, err := p.client.Send(ctx, http.MethodPost, p.pick(apis)+"/v1/projects", body, r.header)
		switch {
		case err != nil:
			if errors.Is(err, context.Canceled) {
				return
			}
			r.answers = append(r.answers, "network")
			r.final, r.body = 0, nil
			failed++
		default:
			r.final, r.body = resp.Status, resp.Body
			r.answers = append(r.answers, answerCode(resp))
			if resp.Status >= 500 {
				failed++
			}
		}
		if r.finalAnswer() || failed >= chaosMaxFailedAttempts || time.Now().After(pollUntil) {
			return
		}
		select {
		case <-ctx.Done():
			return
		case <-time.After(chaosRetryPause):
		}
	}
}

// answerCode names an answer: its error code, or its status.
func answerCode(resp *payclient.Response) string {
	var e api.ErrorBody
	if resp.Status >= 400 && json.Unmarshal(resp.Body, &e) == nil && e.Error != "" {
		return string(e.Error)
	}
	return fmt.Sprint(resp.Status)
}

func (p *chaosPayer) pick(apis []string) string { return apis[p.rng.IntN(len(apis))] }

// chaosLog collects the requests of every payer.
type chaosLog struct {
	mu   sync.Mutex
	reqs []*chaosRequest
}

func (l *chaosLog) keep(r *chaosRequest) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.reqs = append(l.reqs, r)
}

func (l *chaosLog) all() []*chaosRequest {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]*chaosRequest(nil), l.reqs...)
}

// newChaosHTTP is a payer's HTTP client: a write waits up to INKD_WRITE_WAIT
// (20 s) before its 202, so a minute bounds one attempt.
func newChaosHTTP() *http.Client { return &http.Client{Timeout: time.Minute} }
