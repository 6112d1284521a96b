package payment

import (
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"net/url"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// Limits of Requirement.MaxTimeout.
const (
	// DefaultMaxTimeout is the validity window of an authorization: the spec's
	// "An authorization is valid for a 5-minute window". It is also the
	// largest allowed.
	DefaultMaxTimeout = 5 * time.Minute
	// MinMaxTimeout is the smallest window a Requirement may offer; shorter
	// ones leave no time to settle.
	MinMaxTimeout = 30 * time.Second
)

// ErrorPaymentRequired is the error code of a 402 body (spec section 2).
const ErrorPaymentRequired = "payment_required"

// TokenSymbol is the "token" field of the 402 body (spec section 2).
const TokenSymbol = "USDC"

// Requirement is what a request must pay: exactly Amount base units of the
// Asset token to PayTo, authorized for at most MaxTimeout.
type Requirement struct {
	// Amount is the price in token base units (USDC: 6 decimals); must be > 0.
	Amount *big.Int
	// PayTo receives the payment (the treasury); must not be the zero address.
	PayTo common.Address
	// Asset is the EIP-712 domain of the token; its ChainID also selects the
	// x402 network (8453: "base" / "eip155:8453").
	Asset Domain
	// Resource is the absolute http(s) URL of the paid request; x402-fetch
	// rejects relative URLs.
	Resource string
	// Description is shown to the payer; may be empty.
	Description string
	// MimeType is the media type of the paid response, e.g. "application/json";
	// required by x402-fetch.
	MimeType string
	// MaxTimeout is how long an authorization may stay valid: clients set
	// validBefore = now + MaxTimeout. Whole seconds between MinMaxTimeout and
	// DefaultMaxTimeout; zero means DefaultMaxTimeout.
	MaxTimeout time.Duration
	// OfferPaymentID declares the payment-identifier extension, optional,
	// in the v2 terms (HeaderV2): offer it only where a resend under the
	// same id is answered with the first result. The v1 body has no
	// extensions.
	OfferPaymentID bool
	// Channel, when set, offers the batch-settlement scheme beside exact
	// in the v2 terms (HeaderV2), at the same Amount: channels whose
	// receiver is PayTo, token the Asset, and receiver authorizer and
	// withdrawal delay Channel's. The v1 body offers exact only.
	Channel *ChannelTerms
}

// Check reports the first field that makes the requirement unusable by real
// x402 clients, naming it.
func (r Requirement) Check() error {
	switch {
	case r.Amount == nil || r.Amount.Sign() <= 0:
		return errors.New("requirement: Amount must be > 0")
	case r.Amount.BitLen() > 256:
		return errors.New("requirement: Amount does not fit in uint256")
	case r.PayTo == (common.Address{}):
		return errors.New("requirement: PayTo must not be the zero address")
	case r.Asset.Name == "" || r.Asset.Version == "":
		return errors.New("requirement: Asset.Name and Asset.Version are required (clients sign with them)")
	case r.Asset.VerifyingContract == (common.Address{}):
		return errors.New("requirement: Asset.VerifyingContract must not be the zero address")
	case r.Asset.Network(V1) == "":
		return fmt.Errorf("requirement: Asset.ChainID %s has no x402 network name (want 8453 or 84532)", decimal(r.Asset.ChainID))
	case r.MimeType == "":
		return errors.New("requirement: MimeType is required")
	case r.MaxTimeout < 0 || r.MaxTimeout > DefaultMaxTimeout:
		return fmt.Errorf("requirement: MaxTimeout %s is outside [%s, %s]", r.MaxTimeout, MinMaxTimeout, DefaultMaxTimeout)
	case r.MaxTimeout != 0 && r.MaxTimeout < MinMaxTimeout:
		return fmt.Errorf("requirement: MaxTimeout %s is below %s", r.MaxTimeout, MinMaxTimeout)
	case r.MaxTimeout%time.Second != 0:
		return fmt.Errorf("requirement: MaxTimeout %s is not whole seconds", r.MaxTimeout)
	}
	if r.Channel != nil {
		if err := r.Channel.Check(); err != nil {
			return err
		}
	}
	u, err := url.Parse(r.Resource)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return fmt.Errorf("requirement: Resource %q is not an absolute http(s) URL", r.Resource)
	}
	return nil
}

// maxTimeout returns MaxTimeout with zero meaning DefaultMaxTimeout.
func (r Requirement) maxTimeout() time.Duration {
	if r.MaxTimeout == 0 {
		return DefaultMaxTimeout
	}
	return r.MaxTimeout
}

// Authorization returns the unsigned authorization a client would sign for r
// at time now, following @x402/evm's convention: validAfter 0, validBefore
// now + MaxTimeout. nonce must be fresh random bytes chosen by the caller.
func (r Requirement) Authorization(from common.Address, nonce [32]byte, now time.Time) Authorization {
	return Authorization{
		From:        from,
		To:          r.PayTo,
		Value:       new(big.Int).Set(orZero(r.Amount)),
		ValidAfter:  new(big.Int),
		ValidBefore: big.NewInt(now.Add(r.maxTimeout()).Unix()),
		Nonce:       nonce,
	}
}

// Body returns the JSON body of the 402 answer: the spec's payment terms
//
//	{error:"payment_required", amount, token:"USDC", payTo, network:"base"}
//
// merged with a valid x402 v1 PaymentRequired object
//
//	{x402Version:1, accepts:[{scheme:"exact", network:"base", maxAmountRequired,
//	 resource, description, mimeType, payTo, maxTimeoutSeconds, asset,
//	 extra:{name, version}}]}
//
// as one object, so that spec clients and x402-fetch read the same answer.
// Members of extra (e.g. "message") are added, except that they never replace
// a member listed above. The map holds only strings, numbers, maps and slices
// and may be modified by the caller. r should have passed Check.
func (r Requirement) Body(extra map[string]any) map[string]any {
	network := r.Asset.Network(V1)
	body := make(map[string]any, len(extra)+7)
	for k, v := range extra {
		body[k] = v
	}
	body["error"] = ErrorPaymentRequired
	body["amount"] = decimal(r.Amount)
	body["token"] = TokenSymbol
	body["payTo"] = r.PayTo.Hex()
	body["network"] = network
	body["x402Version"] = V1
	body["accepts"] = []any{map[string]any{
		"scheme":            SchemeExact,
		"network":           network,
		"maxAmountRequired": decimal(r.Amount),
		"resource":          r.Resource,
		"description":       r.Description,
		"mimeType":          r.MimeType,
		"payTo":             r.PayTo.Hex(),
		"maxTimeoutSeconds": int64(r.maxTimeout() / time.Second),
		"asset":             r.Asset.VerifyingContract.Hex(),
		"extra": map[string]any{
			"name":    r.Asset.Name,
			"version": r.Asset.Version,
		},
	}}
	return body
}

// HeaderV2 returns the PAYMENT-REQUIRED header value of the 402 answer:
// standard base64 of the x402 v2 PaymentRequired object
//
//	{x402Version:2, error:"payment_required", resource:{url, description, mimeType},
//	 accepts:[{scheme:"exact", network:"eip155:8453", amount, asset, payTo,
//	 maxTimeoutSeconds, extra:{name, version}}]}
//
// with, when r.Channel, a second accepts entry {scheme:"batch-settlement",
// network, amount, asset, payTo, maxTimeoutSeconds, extra:
// {receiverAuthorizer, withdrawDelay, name, version, minDeposit}}, and,
// when r.OfferPaymentID, extensions:{"payment-identifier":{info:
// {required:false}, schema}}. @x402/fetch prefers it to the body. r should
// have passed Check.
func (r Requirement) HeaderV2() string {
	return r.encodeRequiredV2(ErrorPaymentRequired, r.acceptsV2())
}

// encodeRequiredV2 is the PAYMENT-REQUIRED value of r's terms with the
// given error and accepts entries.
func (r Requirement) encodeRequiredV2(errorCode string, accepts []any) string {
	v := paymentRequiredV2JSON{
		X402Version: V2,
		Error:       errorCode,
		Resource:    r.resourceV2(),
		Accepts:     accepts,
	}
	if r.OfferPaymentID {
		v.Extensions = declarePaymentID("")
	}
	b, err := json.Marshal(v)
	if err != nil {
		// Only strings and integers: Marshal cannot fail.
		panic(fmt.Sprintf("payment: marshal PaymentRequired: %v", err))
	}
	return base64.StdEncoding.EncodeToString(b)
}

func (r Requirement) resourceV2() resourceV2JSON {
	return resourceV2JSON{URL: r.Resource, Description: r.Description, MimeType: r.MimeType}
}

func (r Requirement) acceptV2() acceptV2JSON {
	return r.offerV2(SchemeExact, domainExtraJSON{Name: r.Asset.Name, Version: r.Asset.Version})
}

// offerV2 is r's v2 accepts entry for scheme, with extra.
func (r Requirement) offerV2(scheme string, extra any) acceptV2JSON {
	return acceptV2JSON{
		Scheme:            scheme,
		Network:           r.Asset.Network(V2),
		Amount:            decimal(r.Amount),
		Asset:             r.Asset.VerifyingContract.Hex(),
		PayTo:             r.PayTo.Hex(),
		MaxTimeoutSeconds: int64(r.maxTimeout() / time.Second),
		Extra:             extra,
	}
}

type resourceV2JSON struct {
	URL         string `json:"url"`
	Description string `json:"description"`
	MimeType    string `json:"mimeType"`
}

type domainExtraJSON struct {
	Name    string `json:"name"`
	Version string `json:"version"`
}

type acceptV2JSON struct {
	Scheme            string `json:"scheme"`
	Network           string `json:"network"`
	Amount            string `json:"amount"`
	Asset             string `json:"asset"`
	PayTo             string `json:"payTo"`
	MaxTimeoutSeconds int64  `json:"maxTimeoutSeconds"`
	Extra             any    `json:"extra"`
}

type paymentRequiredV2JSON struct {
	X402Version int            `json:"x402Version"`
	Error       string         `json:"error,omitempty"`
	Resource    resourceV2JSON `json:"resource"`
	Accepts     []any          `json:"accepts"`
	Extensions  map[string]any `json:"extensions,omitempty"`
}

func orZero(x *big.Int) *big.Int {
	if x == nil {
		return new(big.Int)
	}
	return x
}
