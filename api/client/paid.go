package client

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/internal/payclient"
)

// presentMargin is how much validity a saved authorization must have left
// to be presented again; past it the client asks for the job instead. The
// server wants payment.MinRemaining; the rest covers the request's travel.
const presentMargin = payment.MinRemaining + 20*time.Second

// WriteResult is the outcome of a paid write.
type WriteResult struct {
	// Create, Push or MultiPush is the 201 body, by the kind of write.
	Create    *wire.CreateResult       `json:"create,omitempty"`
	Push      *wire.PushResult         `json:"push,omitempty"`
	MultiPush *wire.PushVersionsResult `json:"batch,omitempty"`
	// Fee is the amount paid, USDC base units.
	Fee *big.Int `json:"-"`
	// JobID is the server's job for the payment.
	JobID string `json:"jobId"`
	// Settlement is the decoded PAYMENT-RESPONSE header, when sent.
	Settlement *Settlement `json:"settlement,omitempty"`
	// Resumed is true when the payment was signed by an earlier call or
	// process and re-presented (or its saved result returned): nothing new
	// was signed.
	Resumed bool `json:"resumed"`
	// Cached is true when the result came from the Store without a
	// request: an earlier call saw the write land.
	Cached bool `json:"cached"`
	// Voucher is the voucher that paid the write (batch-settlement), nil
	// when it was paid with exact.
	Voucher *payclient.Voucher `json:"voucher,omitempty"`
	// Corrected is true when the server's corrective 402 brought this
	// client's channel in step before the voucher that paid was signed.
	Corrected bool `json:"corrected,omitempty"`
	// Already is true when the server answered 200 with a version that had
	// landed before (the same content under the same tag, whoever pushed
	// it): nothing was asked, signed or paid, and Fee is zero.
	Already bool `json:"already"`
	raw     json.RawMessage
}

// Settlement is the x402 settlement of a write.
type Settlement struct {
	Success     bool   `json:"success"`
	Transaction string `json:"transaction"`
	Network     string `json:"network"`
	Payer       string `json:"payer"`
}

// Intent names a write for the Store: calls with the same intent share one
// payment. The default intent of a write is its method, path and body.
type Intent string

// Address is the paying wallet, or the zero address without a key.
func (c *Client) Address() common.Address {
	if c.pay == nil {
		return common.Address{}
	}
	return c.pay.Address()
}

// CreateProject registers a project, paying the fee the API asks for.
func (c *Client) CreateProject(ctx context.Context, req wire.CreateProject) (*WriteResult, error) {
	body, err := json.Marshal(req)
	if err != nil {
		return nil, err
	}
	return c.Write(ctx, "", http.MethodPost, "/v1/projects", body)
}

// PushVersion records a version of project id, paying the fee the API asks
// for. A non-empty intent names the write (e.g. project, tag and content
// digest), so that a re-run finds its saved payment before uploading again.
func (c *Client) PushVersion(ctx context.Context, id string, req wire.PushVersion, intent Intent) (*WriteResult, error) {
	body, err := json.Marshal(req)
	if err != nil {
		return nil, err
	}
	return c.Write(ctx, intent, http.MethodPost, "/v1/projects/"+id+"/versions", body)
}

// PushVersions records several versions of project id in one transaction,
// paying the sum of their fees with one payment. A non-empty intent names
// the multi-push (as for PushVersion). A server without the multi-push route answers
// an *APIError with Code wire.CodeRouteNotFound.
func (c *Client) PushVersions(ctx context.Context, id string, req wire.PushVersions, intent Intent) (*WriteResult, error) {
	body, err := json.Marshal(req)
	if err != nil {
		return nil, err
	}
	return c.Write(ctx, intent, http.MethodPost, "/v1/projects/"+id+multiPushSuffix, body)
}

// multiPushSuffix ends the path of a multi-push.
const multiPushSuffix = "/versions/batch"

// feeCap is the most the client signs for the request: Config.MaxFee for
// one write, MaxFee per version for a multi-push (nil: no cap).
func (c *Client) feeCap(path string, body []byte) *big.Int {
	if c.cfg.MaxFee == nil || !strings.HasSuffix(path, multiPushSuffix) {
		return c.cfg.MaxFee
	}
	var b struct {
		Versions []json.RawMessage `json:"versions"`
	}
	if json.Unmarshal(body, &b) != nil || len(b.Versions) < 2 {
		return c.cfg.MaxFee
	}
	return new(big.Int).Mul(c.cfg.MaxFee, big.NewInt(int64(len(b.Versions))))
}

// Saved returns what the Store holds for intent, if anything.
func (c *Client) Saved(intent Intent) (Saved, bool, error) {
	return c.cfg.Store.Get(c.storeKey(intent))
}

func (c *Client) storeKey(intent Intent) string {
	return c.base + " " + strings.ToLower(c.Address().Hex()) + " " + string(intent)
}

// DefaultIntent is the intent of a write named by nothing but its request.
func DefaultIntent(method, path string, body []byte) Intent {
	h := sha256.Sum256(body)
	return Intent(method + " " + path + " " + hex.EncodeToString(h[:12]))
}

// Write performs a paid write: the request (method, path, JSON body) is
// paid with x402, its payment saved under intent before it is sent. A
// saved result is returned as it is; a saved payment is presented again
// (or, once expired, its job is asked for) instead of signing a new one.
func (c *Client) Write(ctx context.Context, intent Intent, method, path string, body []byte) (*WriteResult, error) {
	if intent == "" {
		intent = DefaultIntent(method, path, body)
	}
	key := c.storeKey(intent)
	// One intent at a time in this process: two calls racing past an empty
	// store would each sign a payment.
	mu, _ := c.intents.LoadOrStore(key, new(sync.Mutex))
	mu.(*sync.Mutex).Lock()
	defer mu.(*sync.Mutex).Unlock()
	if c.cfg.Scheme != payclient.SchemeExact {
		// A channel's vouchers follow one another: one write at a time.
		c.channelMu.Lock()
		defer c.channelMu.Unlock()
	}
	s, ok, err := c.cfg.Store.Get(key)
	if err != nil {
		return nil, err
	}
	if ok {
		if s.Result != nil {
			r, err := c.result(s, true)
			if r != nil {
				r.Cached = true
			}
			return r, err
		}
		if c.cfg.Now().Add(presentMargin).Unix() < s.ValidBefore {
			return c.present(ctx, key, s, true)
		}
		return c.settle(ctx, key, s, nil)
	}
	return c.fresh(ctx, key, method, path, body, "")
}

// fresh asks for the terms, signs, saves and presents a new payment. When
// the terms offer the x402 payment-identifier extension (v2) the payment
// carries paymentID, or a new id when it is empty: one id per logical
// write, reused when an expired, unused payment of it is signed again.
func (c *Client) fresh(ctx context.Context, key, method, path string, body []byte, paymentID string) (*WriteResult, error) {
	if c.pay == nil {
		return nil, errors.New("a paying key is required for this write")
	}
	// The paying wallet is named so that the API checks its permission and
	// balance before the terms: a write it would refuse is never signed.
	a, err := c.do(ctx, request{method: method, path: path, body: body, contentType: "application/json", header: map[string]string{HeaderPayer: c.Address().Hex()}})
	if err != nil {
		return nil, err
	}
	if a.status == http.StatusOK && method == http.MethodPost && path != "/v1/projects" {
		// The version landed before (the tag rule): answered, not paid.
		r, err := c.result(Saved{Method: method, Path: path, Body: body, Result: a.body, Fee: "0"}, false)
		if err != nil {
			return nil, err
		}
		r.Already = true
		return r, nil
	}
	if a.status != http.StatusPaymentRequired {
		if a.status/100 == 2 {
			return nil, fmt.Errorf("%s %s answered %d without asking for payment", method, path, a.status)
		}
		return nil, a.apiError()
	}
	if o, err := c.voucherOffer(a); err != nil || o != nil {
		if err != nil {
			return nil, err
		}
		return c.freshVoucher(ctx, key, method, path, body, o, false)
	}
	terms, req, err := c.terms(a, path, body)
	if err != nil {
		return nil, err
	}
	if c.cfg.Confirm != nil {
		if err := c.cfg.Confirm(req.Amount, req.Description); err != nil {
			return nil, err
		}
	}
	paymentID, err = c.paymentID(a, paymentID)
	if err != nil {
		return nil, err
	}
	header, err := c.pay.SignWithID(terms, paymentID)
	if err != nil {
		return nil, err
	}
	p, err := payment.ParseHeader(header)
	if err != nil {
		return nil, err
	}
	s := Saved{
		Method: method, Path: path, Body: body, Payment: header, Version: c.cfg.X402Version,
		Fee: req.Amount.String(), JobID: wire.JobID(p.Authorization.From, p.Authorization.Nonce),
		ValidBefore: p.Authorization.ValidBefore.Int64(), PaymentID: paymentID,
	}
	// Saved before it is sent: from here on, a crash or a lost answer is
	// resolved by presenting this payment again, never by a new one.
	if err := c.cfg.Store.Put(key, s); err != nil {
		return nil, fmt.Errorf("save the signed payment (nothing was sent): %w", err)
	}
	return c.present(ctx, key, s, false)
}

// paymentID is the payment identifier to pay the 402 a with: id (a new
// one when empty) if a's v2 terms offer the extension and this client pays
// with x402 v2, else none.
func (c *Client) paymentID(a *answer, id string) (string, error) {
	if c.cfg.X402Version != payclient.V2 || !payment.OffersPaymentID(a.header.Get(payment.HeaderRequiredV2)) {
		return "", nil
	}
	if id != "" {
		return id, nil
	}
	return payment.NewPaymentID()
}

// terms decodes a 402's terms for the request (path, body), refusing a fee
// above the cap (feeCap) with a *FeeTooHighError.
func (c *Client) terms(a *answer, path string, body []byte) (*payclient.Terms, payment.Requirement, error) {
	var terms payclient.Terms
	if err := json.Unmarshal(a.body, &terms); err != nil {
		return nil, payment.Requirement{}, fmt.Errorf("decode 402 terms: %w", err)
	}
	req, err := terms.Requirement()
	if err != nil {
		return nil, payment.Requirement{}, err
	}
	if max := c.feeCap(path, body); max != nil && req.Amount.Cmp(max) > 0 {
		return nil, payment.Requirement{}, &FeeTooHighError{Fee: req.Amount, Max: max}
	}
	return &terms, req, nil
}

// present sends the saved request with its payment.
func (c *Client) present(ctx context.Context, key string, s Saved, resumed bool) (*WriteResult, error) {
	if s.Voucher != nil {
		return c.presentVoucher(ctx, key, s, resumed, false)
	}
	h := payment.HeaderPaymentV2
	if s.Version == payclient.V1 {
		h = payment.HeaderPaymentV1
	}
	a, err := c.do(ctx, request{method: s.Method, path: s.Path, body: s.Body, contentType: "application/json", header: map[string]string{h: s.Payment}})
	if err != nil {
		return nil, err
	}
	switch {
	case a.status == http.StatusCreated || a.status == http.StatusOK:
		s.Result = a.body
		s.Settlement = a.header.Get(payment.HeaderResponseV2)
		if s.Settlement == "" {
			s.Settlement = a.header.Get(payment.HeaderResponseV1)
		}
		if err := c.cfg.Store.Put(key, s); err != nil {
			return nil, fmt.Errorf("save the write result: %w", err)
		}
		return c.result(s, resumed)
	case a.status == http.StatusAccepted:
		return nil, c.pending(s)
	}
	ae := a.apiError()
	if ae.retryable() {
		// Out of tries: the payment stays saved for the next call.
		return nil, ae
	}
	// A refusal may be about this presentation (the authorization expired
	// while an earlier presentation landed): the job decides.
	return c.settle(ctx, key, s, ae)
}

// settle decides a saved payment from its job: a landed write returns its
// result, a pending one a *PendingError; a job that never existed or failed
// frees the intent (nothing was charged) and returns refusal, or the job's
// error.
func (c *Client) settle(ctx context.Context, key string, s Saved, refusal *APIError) (*WriteResult, error) {
	j, err := c.Job(ctx, s.JobID)
	var ae *APIError
	switch {
	case errors.As(err, &ae) && ae.Code == wire.CodeJobNotFound:
		expired := c.cfg.Now().Add(presentMargin).Unix() >= s.ValidBefore
		if refusal == nil && !expired {
			// Not expired after all (a clock at the edge): present it.
			return c.present(ctx, key, s, true)
		}
		if err := c.cfg.Store.Delete(key); err != nil {
			return nil, err
		}
		if s.Voucher != nil {
			if err := c.voucherUnused(s.Voucher); err != nil {
				return nil, err
			}
		}
		if refusal != nil && !expired {
			return nil, refusal
		}
		// Expired and never used (e.g. held up by rate limits): it can no
		// longer move money, so a new one is signed, under the same
		// payment identifier: should the server know the write after
		// all, it answers with it and leaves the new payment unused.
		return c.fresh(ctx, key, s.Method, s.Path, s.Body, s.PaymentID)
	case err != nil:
		return nil, err
	}
	switch j.Status {
	case wire.JobSucceeded:
		s.Result = j.Result
		if err := c.cfg.Store.Put(key, s); err != nil {
			return nil, err
		}
		return c.result(s, true)
	case wire.JobFailed:
		if err := c.cfg.Store.Delete(key); err != nil {
			return nil, err
		}
		if j.Error != nil {
			return nil, &APIError{Status: http.StatusInternalServerError, Code: j.Error.Error, Message: j.Error.Message}
		}
		return nil, &APIError{Status: http.StatusInternalServerError, Code: wire.CodeTxFailed, Message: "the job failed"}
	}
	return nil, c.pending(s)
}

func (c *Client) pending(s Saved) *PendingError {
	fee, _ := new(big.Int).SetString(s.Fee, 10)
	return &PendingError{JobID: s.JobID, URL: c.base + "/v1/jobs/" + s.JobID, Fee: fee}
}

// result builds the WriteResult of a saved, landed write.
func (c *Client) result(s Saved, resumed bool) (*WriteResult, error) {
	fee, _ := new(big.Int).SetString(s.Fee, 10)
	r := &WriteResult{Fee: fee, JobID: s.JobID, Resumed: resumed, Voucher: s.Voucher, raw: s.Result}
	var into any
	switch {
	case s.Path == "/v1/projects":
		r.Create = new(wire.CreateResult)
		into = r.Create
	case strings.HasSuffix(s.Path, multiPushSuffix):
		r.MultiPush = new(wire.PushVersionsResult)
		into = r.MultiPush
	default:
		r.Push = new(wire.PushResult)
		into = r.Push
	}
	if err := json.Unmarshal(s.Result, into); err != nil {
		return nil, fmt.Errorf("decode write result: %w", err)
	}
	if s.Settlement != "" {
		if b, err := base64.StdEncoding.DecodeString(s.Settlement); err == nil {
			var st Settlement
			if json.Unmarshal(b, &st) == nil {
				r.Settlement = &st
			}
		}
	}
	return r, nil
}

// Raw is the 201 body as the API sent it.
func (r *WriteResult) Raw() json.RawMessage { return r.raw }

// TxHash is the write's transaction.
func (r *WriteResult) TxHash() string {
	if r.Create != nil {
		return r.Create.TxHash
	}
	if r.Push != nil {
		return r.Push.TxHash
	}
	if r.MultiPush != nil {
		return r.MultiPush.TxHash
	}
	return ""
}

// Unsettled reports whether a write this client was asked for holds a
// signed payment in the Store whose outcome is not known yet: the same
// write run again presents it (and is never paid twice). False when every
// write failed before a payment was signed, or landed.
func (c *Client) Unsettled() bool {
	found := false
	c.intents.Range(func(k, _ any) bool {
		s, ok, err := c.cfg.Store.Get(k.(string))
		found = err == nil && ok && s.Result == nil && s.Payment != ""
		return !found
	})
	return found
}
