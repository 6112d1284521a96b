package payment

import (
	"bytes"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/common"
)

// MaxHeaderLen is the longest X-PAYMENT / PAYMENT-SIGNATURE value ParseHeader
// decodes, in bytes. Real clients send 600–1,100 bytes.
const MaxHeaderLen = 16 << 10

// Request header names of the x402 payment and response header names of the
// settlement, per protocol version.
const (
	// HeaderPaymentV1 carries a v1 payment (x402-fetch).
	HeaderPaymentV1 = "X-PAYMENT"
	// HeaderPaymentV2 carries a v2 payment (@x402/fetch).
	HeaderPaymentV2 = "PAYMENT-SIGNATURE"
	// HeaderRequiredV2 carries the v2 terms of a 402 (see Requirement.HeaderV2).
	HeaderRequiredV2 = "PAYMENT-REQUIRED"
	// HeaderResponseV1 carries the v1 settlement (see SettlementHeader).
	HeaderResponseV1 = "X-PAYMENT-RESPONSE"
	// HeaderResponseV2 carries the v2 settlement (see SettlementHeader).
	HeaderResponseV2 = "PAYMENT-RESPONSE"
)

// Payment is a decoded X-PAYMENT (v1) or PAYMENT-SIGNATURE (v2) header. It
// has only been parsed: Verify decides whether it pays a Requirement.
type Payment struct {
	// Version is the x402 version, V1 or V2.
	Version int
	// Scheme is the x402 scheme; v2 carries it in "accepted".
	Scheme string
	// Network is the x402 network, "base" (v1) or "eip155:8453" (v2).
	Network string
	// Asset is the token the v2 client says it pays ("accepted.asset"). It is
	// the zero address for v1, whose payment names no asset: there the asset
	// is only bound through the signature's domain.
	Asset common.Address
	// Authorization is the signed EIP-3009 message of an exact payment;
	// zero for a batch-settlement one (see Voucher).
	Authorization Authorization
	// Signature is r ‖ s ‖ v as sent (exact); its length is not checked
	// here.
	Signature []byte
	// Voucher is the payload of a batch-settlement payment (Scheme
	// SchemeBatchSettlement, x402 v2), nil for an exact one. Code that
	// takes exact payments only checks it is nil before reading
	// Authorization.
	Voucher *VoucherPayment
	// Raw is the decoded JSON of the header.
	Raw []byte
}

// ParseHeader decodes an X-PAYMENT or PAYMENT-SIGNATURE header value: base64
// (standard or URL-safe alphabet, padded or not) of the JSON payment payload
// of x402 v1 ({x402Version:1, scheme, network, payload:{signature,
// authorization}}) or v2 ({x402Version:2, accepted:{scheme, network, asset,
// …}, payload:{signature, authorization}, resource?, extensions?}; the
// payment-identifier extension is read by PaymentID). Unknown fields are
// ignored; the fields inkd needs are required, with exact key
// names, and validated strictly (addresses 0x+40 hex, amounts and times
// decimal strings below 2^256, nonce 0x+64 hex, signature 0x+hex).
// A v2 payment under SchemeBatchSettlement carries the scheme's payload
// ({type, channelConfig, voucher, deposit?, amount?}) instead, read into
// Payment.Voucher with the same strictness; v1 has no such scheme.
// Every error is an *InvalidError whose Reason names what is wrong.
// ParseHeader never panics.
func ParseHeader(value string) (*Payment, error) {
	value = strings.TrimSpace(value)
	if value == "" {
		return nil, invalidf("payment header is empty; send the base64 x402 payment payload in %s", HeaderPaymentV1)
	}
	if len(value) > MaxHeaderLen {
		return nil, invalidf("payment header is %d bytes, over the %d-byte limit", len(value), MaxHeaderLen)
	}
	raw, err := decodeBase64(value)
	if err != nil {
		return nil, err
	}
	root, err := decodeObject(raw, "payment")
	if err != nil {
		return nil, err
	}
	var version int
	vraw, ok := root["x402Version"]
	if !ok {
		return nil, invalidf("payment.x402Version is missing; send x402Version 1 or 2")
	}
	if err := json.Unmarshal(vraw, &version); err != nil || (version != V1 && version != V2) {
		return nil, invalidf("payment.x402Version is %s; only 1 and 2 are supported", clip(vraw))
	}
	p := &Payment{Version: version, Raw: raw}
	terms := root
	termsPath := "payment"
	if version == V2 {
		if terms, err = root.object("accepted", "payment"); err != nil {
			return nil, err
		}
		termsPath = "payment.accepted"
	}
	if p.Scheme, err = terms.str("scheme", termsPath); err != nil {
		return nil, err
	}
	if p.Network, err = terms.str("network", termsPath); err != nil {
		return nil, err
	}
	if version == V2 {
		if p.Asset, err = terms.address("asset", termsPath); err != nil {
			return nil, err
		}
	}
	payload, err := root.object("payload", "payment")
	if err != nil {
		return nil, err
	}
	if p.Scheme == SchemeBatchSettlement {
		if version != V2 {
			return nil, invalidf("scheme %q needs x402Version 2", SchemeBatchSettlement)
		}
		if p.Voucher, err = parseVoucherPayment(payload); err != nil {
			return nil, err
		}
		return p, nil
	}
	sig, err := payload.str("signature", "payment.payload")
	if err != nil {
		return nil, err
	}
	if p.Signature, err = hexBytes(sig, "payment.payload.signature"); err != nil {
		return nil, err
	}
	auth, err := payload.object("authorization", "payment.payload")
	if err != nil {
		return nil, err
	}
	if p.Authorization, err = parseAuthorization(auth, "payment.payload.authorization"); err != nil {
		return nil, err
	}
	return p, nil
}

func parseAuthorization(o object, path string) (Authorization, error) {
	var a Authorization
	var err error
	if a.From, err = o.address("from", path); err != nil {
		return a, err
	}
	if a.To, err = o.address("to", path); err != nil {
		return a, err
	}
	if a.Value, err = o.uint256("value", path); err != nil {
		return a, err
	}
	if a.ValidAfter, err = o.uint256("validAfter", path); err != nil {
		return a, err
	}
	if a.ValidBefore, err = o.uint256("validBefore", path); err != nil {
		return a, err
	}
	n, err := o.str("nonce", path)
	if err != nil {
		return a, err
	}
	if !isHexString(n, 64) {
		return a, invalidf("%s.nonce must be 0x followed by 64 hex digits, got %q", path, clipString(n))
	}
	copy(a.Nonce[:], common.FromHex(n))
	return a, nil
}

// decodeBase64 accepts the standard and the URL-safe alphabets, with or
// without padding.
func decodeBase64(s string) ([]byte, error) {
	trimmed := strings.TrimRight(s, "=")
	if len(s)-len(trimmed) > 2 {
		return nil, invalidf("payment header is not base64: too much padding")
	}
	if strings.ContainsAny(trimmed, "\r\n") {
		return nil, invalidf("payment header is not base64: it contains a line break")
	}
	if b, err := base64.RawStdEncoding.DecodeString(trimmed); err == nil {
		return b, nil
	}
	b, err := base64.RawURLEncoding.DecodeString(trimmed)
	if err != nil {
		return nil, invalidf("payment header is not base64 (standard or URL-safe): %v", err)
	}
	return b, nil
}

// object is a JSON object whose members are looked up by exact key.
type object map[string]json.RawMessage

func decodeObject(raw []byte, path string) (object, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || raw[0] != '{' {
		return nil, invalidf("%s is not a JSON object", path)
	}
	var o object
	if err := json.Unmarshal(raw, &o); err != nil {
		return nil, invalidf("%s is not valid JSON: %v", path, err)
	}
	return o, nil
}

func (o object) object(key, path string) (object, error) {
	raw, ok := o[key]
	if !ok {
		return nil, invalidf("%s.%s is missing", path, key)
	}
	return decodeObject(raw, path+"."+key)
}

func (o object) str(key, path string) (string, error) {
	raw, ok := o[key]
	if !ok {
		return "", invalidf("%s.%s is missing", path, key)
	}
	var s string
	if err := json.Unmarshal(raw, &s); err != nil {
		return "", invalidf("%s.%s must be a string, got %s", path, key, clip(raw))
	}
	return s, nil
}

func (o object) address(key, path string) (common.Address, error) {
	s, err := o.str(key, path)
	if err != nil {
		return common.Address{}, err
	}
	if !isHexString(s, 40) {
		return common.Address{}, invalidf("%s.%s must be an address (0x followed by 40 hex digits), got %q", path, key, clipString(s))
	}
	return common.HexToAddress(s), nil
}

func (o object) uint256(key, path string) (*big.Int, error) {
	s, err := o.str(key, path)
	if err != nil {
		return nil, err
	}
	if s == "" || len(s) > 78 || strings.Trim(s, "0123456789") != "" {
		return nil, invalidf("%s.%s must be a decimal integer string, got %q", path, key, clipString(s))
	}
	x, ok := new(big.Int).SetString(s, 10)
	if !ok || x.BitLen() > 256 {
		return nil, invalidf("%s.%s does not fit in uint256: %q", path, key, clipString(s))
	}
	return x, nil
}

// isHexString reports whether s is "0x" followed by exactly digits hex digits.
func isHexString(s string, digits int) bool {
	if len(s) != 2+digits || !strings.HasPrefix(s, "0x") && !strings.HasPrefix(s, "0X") {
		return false
	}
	_, err := hex.DecodeString(s[2:])
	return err == nil
}

func hexBytes(s, path string) ([]byte, error) {
	if !strings.HasPrefix(s, "0x") && !strings.HasPrefix(s, "0X") {
		return nil, invalidf("%s must be 0x-prefixed hex", path)
	}
	if len(s) == 2 {
		return nil, invalidf("%s is empty; sign the authorization", path)
	}
	b, err := hex.DecodeString(s[2:])
	if err != nil {
		return nil, invalidf("%s is not hex: %v", path, err)
	}
	return b, nil
}

// clip shortens a raw JSON value for an error message.
func clip(raw json.RawMessage) string {
	return clipString(string(raw))
}

func clipString(s string) string {
	const max = 80
	if len(s) > max {
		return s[:max] + "…"
	}
	return s
}

// EncodeHeader builds the header value a real x402 client would send for
// authorization a signed as sig against requirement r: for V1 the X-PAYMENT
// value {x402Version:1, scheme:"exact", network, payload}, for V2 the
// PAYMENT-SIGNATURE value {x402Version:2, resource, accepted, payload}, both
// standard base64 of JSON. It is for the Go paying client and for tests.
func EncodeHeader(version int, r Requirement, a Authorization, sig []byte) (string, error) {
	return EncodeHeaderWithID(version, r, a, sig, "")
}

// EncodeHeaderWithID is EncodeHeader with the payment identifier id, when
// not empty, in the V2 payload's extensions, echoed in the declaration's
// shape ({info:{required:false, id}, schema}) as @x402/extensions' client
// sends it. V1 defines no extensions: an id with V1 is an error, as is an
// id CheckPaymentID refuses.
func EncodeHeaderWithID(version int, r Requirement, a Authorization, sig []byte, id string) (string, error) {
	if id != "" {
		if version != V2 {
			return "", fmt.Errorf("encode payment header: a payment identifier needs x402 v2, not v%d", version)
		}
		if err := CheckPaymentID(id); err != nil {
			return "", fmt.Errorf("encode payment header: %w", err)
		}
	}
	payload := payloadJSON{
		Signature: "0x" + hex.EncodeToString(sig),
		Authorization: authorizationJSON{
			From:        a.From.Hex(),
			To:          a.To.Hex(),
			Value:       decimal(a.Value),
			ValidAfter:  decimal(a.ValidAfter),
			ValidBefore: decimal(a.ValidBefore),
			Nonce:       "0x" + hex.EncodeToString(a.Nonce[:]),
		},
	}
	var v any
	switch version {
	case V1:
		v = paymentV1JSON{X402Version: V1, Scheme: SchemeExact, Network: r.Asset.Network(V1), Payload: payload}
	case V2:
		res := r.resourceV2()
		pv := paymentV2JSON{X402Version: V2, Resource: &res, Accepted: r.acceptV2(), Payload: payload}
		if id != "" {
			pv.Extensions = declarePaymentID(id)
		}
		v = pv
	default:
		return "", fmt.Errorf("encode payment header: unsupported x402 version %d", version)
	}
	b, err := json.Marshal(v)
	if err != nil {
		return "", fmt.Errorf("encode payment header: %w", err)
	}
	return base64.StdEncoding.EncodeToString(b), nil
}

type authorizationJSON struct {
	From        string `json:"from"`
	To          string `json:"to"`
	Value       string `json:"value"`
	ValidAfter  string `json:"validAfter"`
	ValidBefore string `json:"validBefore"`
	Nonce       string `json:"nonce"`
}

type payloadJSON struct {
	Signature     string            `json:"signature"`
	Authorization authorizationJSON `json:"authorization"`
}

type paymentV1JSON struct {
	X402Version int         `json:"x402Version"`
	Scheme      string      `json:"scheme"`
	Network     string      `json:"network"`
	Payload     payloadJSON `json:"payload"`
}

type paymentV2JSON struct {
	X402Version int             `json:"x402Version"`
	Resource    *resourceV2JSON `json:"resource,omitempty"`
	Accepted    acceptV2JSON    `json:"accepted"`
	Payload     payloadJSON     `json:"payload"`
	Extensions  map[string]any  `json:"extensions,omitempty"`
}
