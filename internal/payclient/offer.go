package payclient

// The v2 terms (PAYMENT-REQUIRED) as a paying client reads them: which
// schemes they offer, and the batch-settlement offer with its channel
// terms, minDeposit and, in a corrective 402, the server's channel state.

import (
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/chain/payment"
)

// Schemes a client can be set to pay with.
const (
	// SchemeExact pays every write with its own EIP-3009 transfer.
	SchemeExact = payment.SchemeExact
	// SchemeBatchSettlement pays by voucher on a payment channel, and
	// fails a write whose terms do not offer it.
	SchemeBatchSettlement = payment.SchemeBatchSettlement
	// SchemeAuto pays by voucher when the terms offer it, else exact.
	SchemeAuto = "auto"
)

// ParseScheme checks a scheme setting; empty means SchemeExact.
func ParseScheme(s string) (string, error) {
	switch s {
	case "":
		return SchemeExact, nil
	case SchemeExact, SchemeBatchSettlement, SchemeAuto:
		return s, nil
	}
	return "", fmt.Errorf("payment scheme %q: want %q, %q or %q", s, SchemeExact, SchemeBatchSettlement, SchemeAuto)
}

// Required is the v2 PaymentRequired object of a 402.
type Required struct {
	X402Version int    `json:"x402Version"`
	Error       string `json:"error"`
	Resource    struct {
		URL         string `json:"url"`
		Description string `json:"description"`
		MimeType    string `json:"mimeType"`
	} `json:"resource"`
	Accepts []Offer `json:"accepts"`
}

// Offer is one accepts entry of the v2 terms.
type Offer struct {
	Scheme            string          `json:"scheme"`
	Network           string          `json:"network"`
	Amount            string          `json:"amount"`
	Asset             string          `json:"asset"`
	PayTo             string          `json:"payTo"`
	MaxTimeoutSeconds int64           `json:"maxTimeoutSeconds"`
	Extra             json.RawMessage `json:"extra"`
}

// ParseRequired decodes a PAYMENT-REQUIRED header value.
func ParseRequired(header string) (*Required, error) {
	b, err := base64.StdEncoding.DecodeString(strings.TrimSpace(header))
	if err != nil {
		return nil, fmt.Errorf("%s header is not base64: %w", payment.HeaderRequiredV2, err)
	}
	var r Required
	if err := json.Unmarshal(b, &r); err != nil {
		return nil, fmt.Errorf("%s header is not a PaymentRequired object: %w", payment.HeaderRequiredV2, err)
	}
	return &r, nil
}

// Offers reports whether the terms offer scheme.
func (r *Required) Offers(scheme string) bool {
	_, ok := r.offer(scheme)
	return ok
}

func (r *Required) offer(scheme string) (Offer, bool) {
	for _, o := range r.Accepts {
		if o.Scheme == scheme {
			return o, true
		}
	}
	return Offer{}, false
}

// ChannelOffer is a batch-settlement offer ready to pay from.
type ChannelOffer struct {
	// Requirement is the offer with its channel terms (Channel set).
	Requirement payment.Requirement
	// MinDeposit is the offer's extra.minDeposit, nil when it is missing
	// or below the fee (the reference client ignores it then).
	MinDeposit *big.Int
	// Error is the terms' error code (a corrective 402's mismatch).
	Error string
	// State and Voucher are a corrective 402's channelState and
	// voucherState, nil when absent.
	State   *ServerChannel
	Voucher *ServerVoucher
}

// ServerChannel is the scheme's channelState as the server sends it.
type ServerChannel struct {
	ChannelID               string `json:"channelId"`
	Balance                 string `json:"balance"`
	TotalClaimed            string `json:"totalClaimed"`
	ChargedCumulativeAmount string `json:"chargedCumulativeAmount"`
}

// ServerVoucher is the scheme's voucherState: the signature of the
// channel's ceiling.
type ServerVoucher struct {
	SignedMaxClaimable string `json:"signedMaxClaimable"`
	Signature          string `json:"signature"`
}

type channelExtra struct {
	ReceiverAuthorizer string         `json:"receiverAuthorizer"`
	WithdrawDelay      uint64         `json:"withdrawDelay"`
	Name               string         `json:"name"`
	Version            string         `json:"version"`
	MinDeposit         string         `json:"minDeposit"`
	ChannelState       *ServerChannel `json:"channelState"`
	VoucherState       *ServerVoucher `json:"voucherState"`
}

// ErrNoChannelOffer: the terms do not offer batch-settlement.
var ErrNoChannelOffer = errors.New("the 402 terms do not offer the batch-settlement scheme")

// ChannelOffer returns the terms' batch-settlement offer, checked as an
// exact offer is (Requirement.Check) plus its channel terms.
func (r *Required) ChannelOffer() (*ChannelOffer, error) {
	o, ok := r.offer(SchemeBatchSettlement)
	if !ok {
		return nil, ErrNoChannelOffer
	}
	var extra channelExtra
	if err := json.Unmarshal(o.Extra, &extra); err != nil {
		return nil, fmt.Errorf("batch-settlement offer extra: %w", err)
	}
	amount, ok := new(big.Int).SetString(o.Amount, 10)
	if !ok {
		return nil, fmt.Errorf("batch-settlement amount %q is not a number", o.Amount)
	}
	chainID, ok := chainIDOf(o.Network)
	if !ok {
		return nil, fmt.Errorf("batch-settlement network %q is unknown", o.Network)
	}
	if !common.IsHexAddress(extra.ReceiverAuthorizer) {
		return nil, fmt.Errorf("batch-settlement extra.receiverAuthorizer %q is not an address", extra.ReceiverAuthorizer)
	}
	req := payment.Requirement{
		Amount:      amount,
		PayTo:       common.HexToAddress(o.PayTo),
		Asset:       payment.Domain{Name: extra.Name, Version: extra.Version, ChainID: chainID, VerifyingContract: common.HexToAddress(o.Asset)},
		Resource:    r.Resource.URL,
		Description: r.Resource.Description,
		MimeType:    r.Resource.MimeType,
		MaxTimeout:  time.Duration(o.MaxTimeoutSeconds) * time.Second,
		Channel:     &payment.ChannelTerms{ReceiverAuthorizer: common.HexToAddress(extra.ReceiverAuthorizer), WithdrawDelay: extra.WithdrawDelay},
	}
	if err := req.Check(); err != nil {
		return nil, fmt.Errorf("batch-settlement terms: %w", err)
	}
	if err := req.Channel.Check(); err != nil {
		return nil, fmt.Errorf("batch-settlement terms: %w", err)
	}
	co := &ChannelOffer{Requirement: req, Error: r.Error, State: extra.ChannelState, Voucher: extra.VoucherState}
	if m, ok := new(big.Int).SetString(extra.MinDeposit, 10); ok && m.Cmp(amount) >= 0 {
		co.MinDeposit = m
	}
	return co, nil
}
