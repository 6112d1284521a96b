package e2e

import (
	"context"
	"crypto/ecdsa"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"math/rand/v2"
	"net/http"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/internal/payclient"
)

// The load of the chaos test: payers that each send paid creates one after
// another to either API, retrying the same signed payment the way a client
// does, and the record of every request for the judge.

// chaosRequest is one paid request (one signed authorization) and every
// answer it got.
type chaosRequest struct {
	payer int
	// name is the project a create makes, or the project a push adds to.
	name string
	// project is a push's project id, "" for a create; tag its version.
	project, tag string
	header       string
	nonce        [32]byte
	amount       *big.Int
	jobID        string
	// answers are the error codes or statuses of each attempt, in order
	// ("201", "202", "rpc_error", "network", …).
	answers []string
	// final is the HTTP status of the last answer (0: a network error).
	final int
	// body is the body of the last answer.
	body []byte
	// jobError is the error code of the request's job when the drain found
	// it failed ("" otherwise).
	jobError string
	// took is how long the paid request took from its first paid send to
	// its 201 (0 without a 201).
	took time.Duration
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
	// owned are the payer's projects that were created: name and id.
	owned [][2]string
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

// run sends paid creates and pushes until stop closes; each request is retried until
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
		r := &chaosRequest{payer: p.idx, name: fmt.Sprintf("chaos-%d-%d", p.idx, seq)}
		path, body := "/v1/projects", []byte(`{"name":"`+r.name+`"}`)
		// Every other request, once the payer owns a project, is a push
		// of a new version to one of them.
		if len(p.owned) > 0 && seq%2 == 1 {
			own := p.owned[p.rng.IntN(len(p.owned))]
			r.name, r.project, r.tag = own[0], own[1], fmt.Sprintf("v%d-%d", p.idx, seq)
			hash := sha256.Sum256([]byte(r.tag))
			path = "/v1/projects/" + r.project + "/versions"
			body = []byte(`{"storageHash":"ar://` + base64.RawURLEncoding.EncodeToString(hash[:]) + `","versionTag":"` + r.tag + `"}`)
		}
		terms, ok := p.terms(ctx, apis, path, body, stop)
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
		r.amount, _ = new(big.Int).SetString(terms.Amount, 10)
		r.header, r.nonce, r.jobID = header, pay.Authorization.Nonce, wire.JobID(pay.Authorization.From, pay.Authorization.Nonce)
		p.settle(ctx, apis, path, body, r, pollUntil)
		if r.project == "" && r.final == http.StatusCreated {
			var res struct{ ProjectID string }
			if json.Unmarshal(r.body, &res) == nil && res.ProjectID != "" {
				p.owned = append(p.owned, [2]string{r.name, res.ProjectID})
			}
		}
		keep(r)
	}
}

// terms asks a random API for the 402 of body until one answers it.
func (p *chaosPayer) terms(ctx context.Context, apis []string, path string, body []byte, stop <-chan struct{}) (*payclient.Terms, bool) {
	for {
		resp, err := p.client.Send(ctx, http.MethodPost, p.pick(apis)+path, body, "")
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
func (p *chaosPayer) settle(ctx context.Context, apis []string, path string, body []byte, r *chaosRequest, pollUntil time.Time) {
	failed, start := 0, time.Now()
	for {
		resp, err := p.client.Send(ctx, http.MethodPost, p.pick(apis)+path, body, r.header)
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
			if resp.Status == http.StatusCreated {
				r.took = time.Since(start)
			}
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
	var e wire.ErrorBody
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
