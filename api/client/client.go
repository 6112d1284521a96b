package client

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/internal/payclient"
)

// Defaults of Config.
const (
	// DefaultMaxAttempts is how often one request is tried.
	DefaultMaxAttempts = 6
	// DefaultBackoff is the first pause between tries; it doubles up to
	// MaxBackoff.
	DefaultBackoff = 500 * time.Millisecond
	// MaxBackoff caps the pause between tries, and a server's Retry-After.
	MaxBackoff = 60 * time.Second
	// DefaultTimeout bounds one HTTP exchange (a paid write waits for its
	// transaction on the server: up to its write wait, then 202).
	DefaultTimeout = 2 * time.Minute
)

// Config configures a Client.
type Config struct {
	// BaseURL of the API, e.g. http://127.0.0.1:8080. Required.
	BaseURL string
	// Key signs payments; its address is the caller's identity. Nil: reads
	// and uploads only.
	Key *ecdsa.PrivateKey
	// X402Version is 1 (X-PAYMENT) or 2 (PAYMENT-SIGNATURE). Zero means 2.
	X402Version int
	// MaxFee refuses to sign a fee above it, in USDC base units; a multi-push
	// push may cost MaxFee per version. Nil means no cap.
	MaxFee *big.Int
	// Scheme is the x402 scheme to pay with: payclient.SchemeExact (""
	// too), SchemeBatchSettlement (by voucher; fails where the terms do
	// not offer it) or SchemeAuto (by voucher when offered, else exact).
	// Vouchers need X402Version 2.
	Scheme string
	// Deposit, when set, raises a channel deposit to at least this many
	// USDC base units (by default the offer's minDeposit). With MaxFee, a
	// deposit is at most 5 × MaxFee (per version for a multi-push; the
	// reference client's cap from its spend controls), or Deposit when
	// that is higher.
	Deposit *big.Int
	// Confirm, when set, is asked before each new payment is signed; an
	// error declines it (nothing is paid). A saved payment is re-presented
	// without asking.
	Confirm func(fee *big.Int, description string) error
	// Store keeps signed payments before they are sent. Nil means an
	// in-memory store: retries are free within the process only.
	Store Store
	// HTTP sends requests. Nil: a client with DefaultTimeout.
	HTTP *http.Client
	// MaxAttempts per request (429, 5xx, network errors). Zero means
	// DefaultMaxAttempts.
	MaxAttempts int
	// Backoff is the first pause between tries. Zero means DefaultBackoff.
	Backoff time.Duration
	// Now is the clock; nil means time.Now.
	Now func() time.Time
	// OnRetry, when set, is told of each retry (for progress output).
	OnRetry func(attempt int, wait time.Duration, err error)
	// OnUpload, when set, is told how many bytes of an upload's file were
	// sent (at most every 64 KiB); a retried upload starts again at 0.
	OnUpload func(path string, sent, total int64)
}

// Client talks to one inkd API. It is safe for concurrent use.
type Client struct {
	cfg  Config
	base string
	pay  *payclient.Client
	hc   *http.Client
	// intents holds a *sync.Mutex per store key (see Write).
	intents sync.Map
	// channelMu serialises paid writes under vouchers (see Write).
	channelMu sync.Mutex
}

// New checks cfg and returns a client.
func New(cfg Config) (*Client, error) {
	if cfg.BaseURL == "" {
		return nil, errors.New("client: BaseURL is required")
	}
	if !strings.HasPrefix(cfg.BaseURL, "http://") && !strings.HasPrefix(cfg.BaseURL, "https://") {
		return nil, fmt.Errorf("client: BaseURL %q must start with http:// or https://", cfg.BaseURL)
	}
	if cfg.X402Version == 0 {
		cfg.X402Version = payclient.V2
	}
	if cfg.X402Version != payclient.V1 && cfg.X402Version != payclient.V2 {
		return nil, fmt.Errorf("client: X402Version %d: want 1 or 2", cfg.X402Version)
	}
	scheme, err := payclient.ParseScheme(cfg.Scheme)
	if err != nil {
		return nil, fmt.Errorf("client: %w", err)
	}
	cfg.Scheme = scheme
	if scheme == payclient.SchemeBatchSettlement && cfg.X402Version != payclient.V2 {
		return nil, fmt.Errorf("client: scheme %s needs x402 version 2", scheme)
	}
	if cfg.Store == nil {
		cfg.Store = &MemoryStore{}
	}
	if cfg.MaxAttempts <= 0 {
		cfg.MaxAttempts = DefaultMaxAttempts
	}
	if cfg.Backoff <= 0 {
		cfg.Backoff = DefaultBackoff
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	c := &Client{cfg: cfg, base: strings.TrimRight(cfg.BaseURL, "/"), hc: cfg.HTTP}
	if c.hc == nil {
		c.hc = &http.Client{Timeout: DefaultTimeout}
	}
	if cfg.Key != nil {
		c.pay = payclient.New(cfg.Key, cfg.X402Version)
		c.pay.HTTP, c.pay.Now = c.hc, cfg.Now
	}
	return c, nil
}

// BaseURL is the API's base URL without a trailing slash.
func (c *Client) BaseURL() string { return c.base }

// answer is one HTTP answer.
type answer struct {
	status int
	header http.Header
	body   []byte
}

// apiError turns a non-2xx answer into an *APIError.
func (a *answer) apiError() *APIError {
	e := &APIError{Status: a.status}
	var b wire.ErrorBody
	if json.Unmarshal(a.body, &b) == nil && b.Error != "" {
		e.Code, e.Message = b.Error, b.Message
	} else {
		e.Message = strings.TrimSpace(string(a.body))
		if len(e.Message) > 200 {
			e.Message = e.Message[:200] + "…"
		}
	}
	if s, err := strconv.Atoi(a.header.Get("Retry-After")); err == nil && s > 0 {
		e.RetryAfter = time.Duration(s) * time.Second
	}
	return e
}

// request is one request to send, possibly several times.
type request struct {
	method, path string
	body         []byte
	contentType  string
	header       map[string]string
	// newBody, when set, makes a fresh body stream for each try (uploads).
	newBody func() (io.Reader, string, error)
}

// send sends r once.
func (c *Client) send(ctx context.Context, r request) (*answer, error) {
	var body io.Reader
	ct := r.contentType
	if r.newBody != nil {
		var err error
		if body, ct, err = r.newBody(); err != nil {
			return nil, err
		}
	} else if r.body != nil {
		body = bytes.NewReader(r.body)
	}
	req, err := http.NewRequestWithContext(ctx, r.method, c.base+r.path, body)
	if err != nil {
		return nil, err
	}
	if ct != "" {
		req.Header.Set("Content-Type", ct)
	}
	req.Header.Set("Accept", "application/json")
	for k, v := range r.header {
		req.Header.Set(k, v)
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return nil, &NetworkError{Err: err}
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(io.LimitReader(resp.Body, 64<<20))
	if err != nil {
		return nil, &NetworkError{Err: err}
	}
	return &answer{status: resp.StatusCode, header: resp.Header, body: b}, nil
}

// do sends r, retrying network errors, 429 and transient 5xx answers with
// backoff (a Retry-After wins). It returns the first final answer, which may
// be a 4xx; after the last try it returns the last error or answer.
func (c *Client) do(ctx context.Context, r request) (*answer, error) {
	wait := c.cfg.Backoff
	for attempt := 1; ; attempt++ {
		a, err := c.send(ctx, r)
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		var retryErr error
		pause := wait
		switch {
		case err != nil:
			var ne *NetworkError
			if !errors.As(err, &ne) {
				return nil, err
			}
			retryErr = err
		case a.status >= 400:
			ae := a.apiError()
			if !ae.retryable() {
				return a, nil
			}
			retryErr = ae
			if ae.RetryAfter > 0 {
				pause = ae.RetryAfter
			}
		default:
			return a, nil
		}
		if attempt >= c.cfg.MaxAttempts {
			if err != nil {
				return nil, err
			}
			return a, nil
		}
		pause = min(pause, MaxBackoff)
		if c.cfg.OnRetry != nil {
			c.cfg.OnRetry(attempt, pause, retryErr)
		}
		if err := sleep(ctx, pause); err != nil {
			return nil, err
		}
		wait = min(wait*2, MaxBackoff)
	}
}

func sleep(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

// getJSON GETs path and decodes a 200 answer into v.
func (c *Client) getJSON(ctx context.Context, path string, v any) error {
	a, err := c.do(ctx, request{method: http.MethodGet, path: path})
	if err != nil {
		return err
	}
	if a.status != http.StatusOK {
		return a.apiError()
	}
	if err := json.Unmarshal(a.body, v); err != nil {
		return fmt.Errorf("decode %s: %w", path, err)
	}
	return nil
}
