// Package payclient is a Go x402 client for inkd: it sends a request, and
// when the answer is 402 it signs the EIP-3009 authorization the terms ask
// for and sends the same request again with the payment header, the way the
// npm x402 clients do. Tests, benchmarks and `inkd` client commands use it.
//
//	c := payclient.New(key, payclient.V1)
//	resp, err := c.Do(ctx, "POST", apiURL+"/v1/projects", []byte(`{"name":"x"}`))
package payclient

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/inkd/inkd/chain/payment"
)

// x402 versions the client can pay with.
const (
	V1 = payment.V1
	V2 = payment.V2
)

// Client pays for requests with one wallet.
type Client struct {
	// HTTP sends the requests; nil means a client with a 2-minute timeout.
	HTTP *http.Client
	// Key signs authorizations; its address is the caller's identity.
	Key *ecdsa.PrivateKey
	// Version is the x402 version to pay with (V1: X-PAYMENT, V2:
	// PAYMENT-SIGNATURE).
	Version int
	// MaxValue refuses terms above it (base units); nil means no cap.
	MaxValue *big.Int
	// Now is the clock; nil means time.Now.
	Now func() time.Time
	// Nonce returns the authorization nonce; nil means 32 random bytes.
	Nonce func() [32]byte
}

// New returns a client for key paying with x402 version v.
func New(key *ecdsa.PrivateKey, v int) *Client {
	return &Client{Key: key, Version: v}
}

// Address is the paying wallet.
func (c *Client) Address() common.Address { return crypto.PubkeyToAddress(c.Key.PublicKey) }

// Response is the final answer to a request.
type Response struct {
	Status int
	Header http.Header
	Body   []byte
	// Terms is the 402 body that was paid, when a payment was made.
	Terms *Terms
	// PaymentHeader is the payment header value that was sent.
	PaymentHeader string
}

// JSON decodes the body into v.
func (r *Response) JSON(v any) error { return json.Unmarshal(r.Body, v) }

// Terms is the part of a 402 body the client pays from.
type Terms struct {
	Amount  string `json:"amount"`
	PayTo   string `json:"payTo"`
	Network string `json:"network"`
	Accepts []struct {
		Scheme            string `json:"scheme"`
		Network           string `json:"network"`
		MaxAmountRequired string `json:"maxAmountRequired"`
		Resource          string `json:"resource"`
		Description       string `json:"description"`
		MimeType          string `json:"mimeType"`
		PayTo             string `json:"payTo"`
		MaxTimeoutSeconds int64  `json:"maxTimeoutSeconds"`
		Asset             string `json:"asset"`
		Extra             struct {
			Name    string `json:"name"`
			Version string `json:"version"`
		} `json:"extra"`
	} `json:"accepts"`
}

// Requirement turns the first accepted offer into a payment.Requirement.
func (t *Terms) Requirement() (payment.Requirement, error) {
	if len(t.Accepts) == 0 {
		return payment.Requirement{}, fmt.Errorf("402 terms offer nothing to accept")
	}
	a := t.Accepts[0]
	amount, ok := new(big.Int).SetString(a.MaxAmountRequired, 10)
	if !ok {
		return payment.Requirement{}, fmt.Errorf("402 maxAmountRequired %q is not a number", a.MaxAmountRequired)
	}
	chainID, ok := chainIDOf(a.Network)
	if !ok {
		return payment.Requirement{}, fmt.Errorf("402 network %q is unknown", a.Network)
	}
	req := payment.Requirement{
		Amount:      amount,
		PayTo:       common.HexToAddress(a.PayTo),
		Asset:       payment.Domain{Name: a.Extra.Name, Version: a.Extra.Version, ChainID: chainID, VerifyingContract: common.HexToAddress(a.Asset)},
		Resource:    a.Resource,
		Description: a.Description,
		MimeType:    a.MimeType,
		MaxTimeout:  time.Duration(a.MaxTimeoutSeconds) * time.Second,
	}
	// Sign only what inkd could have asked for: a negative amount would pass
	// MaxValue and be signed as 2^256 + amount.
	if err := req.Check(); err != nil {
		return payment.Requirement{}, fmt.Errorf("402 terms: %w", err)
	}
	return req, nil
}

// Do sends the request; on 402 it pays and sends it once more.
func (c *Client) Do(ctx context.Context, method, url string, body []byte) (*Response, error) {
	first, err := c.send(ctx, method, url, body, "")
	if err != nil || first.Status != http.StatusPaymentRequired {
		return first, err
	}
	var terms Terms
	if err := json.Unmarshal(first.Body, &terms); err != nil {
		return nil, fmt.Errorf("decode 402 terms: %w", err)
	}
	header, err := c.Sign(&terms)
	if err != nil {
		return nil, err
	}
	resp, err := c.send(ctx, method, url, body, header)
	if err != nil {
		return nil, err
	}
	resp.Terms, resp.PaymentHeader = &terms, header
	return resp, nil
}

// Sign returns the payment header value for terms.
func (c *Client) Sign(terms *Terms) (string, error) {
	return c.SignWithID(terms, "")
}

// SignWithID is Sign with the x402 payment identifier id, when not empty,
// in the payment's extensions; it needs Version V2 (payment.EncodeHeaderWithID).
func (c *Client) SignWithID(terms *Terms, id string) (string, error) {
	req, err := terms.Requirement()
	if err != nil {
		return "", err
	}
	if c.MaxValue != nil && req.Amount.Cmp(c.MaxValue) > 0 {
		return "", fmt.Errorf("terms ask %s, above the cap of %s", req.Amount, c.MaxValue)
	}
	nonce, err := c.nonce()
	if err != nil {
		return "", err
	}
	auth := req.Authorization(c.Address(), nonce, c.now())
	sig, err := payment.Sign(req.Asset, auth, c.Key)
	if err != nil {
		return "", err
	}
	return payment.EncodeHeaderWithID(c.Version, req, auth, sig, id)
}

func (c *Client) now() time.Time {
	if c.Now != nil {
		return c.Now()
	}
	return time.Now()
}

// nonce is a fresh 32-byte nonce (Nonce when set).
func (c *Client) nonce() ([32]byte, error) {
	var n [32]byte
	if c.Nonce != nil {
		return c.Nonce(), nil
	}
	_, err := rand.Read(n[:])
	return n, err
}

// Send sends one request with an optional payment header value.
func (c *Client) Send(ctx context.Context, method, url string, body []byte, paymentHeader string) (*Response, error) {
	return c.send(ctx, method, url, body, paymentHeader)
}

func (c *Client) send(ctx context.Context, method, url string, body []byte, paymentHeader string) (*Response, error) {
	req, err := http.NewRequestWithContext(ctx, method, url, bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if paymentHeader != "" {
		if c.Version == V2 {
			req.Header.Set(payment.HeaderPaymentV2, paymentHeader)
		} else {
			req.Header.Set(payment.HeaderPaymentV1, paymentHeader)
		}
	}
	hc := c.HTTP
	if hc == nil {
		hc = &http.Client{Timeout: 2 * time.Minute}
	}
	resp, err := hc.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, err
	}
	return &Response{Status: resp.StatusCode, Header: resp.Header, Body: b}, nil
}

// chainIDOf maps an x402 network (v1 name or CAIP-2 id) to its chain id.
func chainIDOf(network string) (*big.Int, bool) {
	switch network {
	case "base":
		return big.NewInt(8453), true
	case "base-sepolia":
		return big.NewInt(84532), true
	}
	if rest, ok := strings.CutPrefix(network, "eip155:"); ok {
		return new(big.Int).SetString(rest, 10)
	}
	return nil, false
}
