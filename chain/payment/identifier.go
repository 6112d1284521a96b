package payment

// The x402 payment-identifier extension: a client names a logical write with
// an id of its own, and a resend under the same id, even with a newly signed
// authorization, gets the first answer instead of a second write.
// Spec: x402 specs/extensions/payment_identifier.md; the shapes here are the
// ones @x402/extensions 2.27.0 declares and echoes.

import (
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strings"
)

// ExtensionPaymentID is the key of the payment-identifier extension in the
// "extensions" of an x402 v2 PaymentRequired and PaymentPayload.
const ExtensionPaymentID = "payment-identifier"

// Length limits of a payment identifier, in characters (all ASCII).
const (
	MinPaymentIDLen = 16
	MaxPaymentIDLen = 128
)

// PaymentIDError is a payment whose payment-identifier extension cannot be
// read: an id of the wrong length or characters, or an extension of the
// wrong shape. The API maps it to 400 invalid_payment_id; nothing else of
// the payment was looked at.
type PaymentIDError struct {
	// Reason says what is wrong, in one sentence meant for the client.
	Reason string
}

// Error implements error.
func (e *PaymentIDError) Error() string { return "payment identifier: " + e.Reason }

// CheckPaymentID reports whether id is MinPaymentIDLen to MaxPaymentIDLen
// characters of A–Z, a–z, 0–9, '-' and '_', as the extension requires.
func CheckPaymentID(id string) error {
	if len(id) < MinPaymentIDLen || len(id) > MaxPaymentIDLen {
		return &PaymentIDError{Reason: fmt.Sprintf("extensions.%s.info.id is %d characters; it must be %d to %d characters of A-Z, a-z, 0-9, '-' and '_'",
			ExtensionPaymentID, len(id), MinPaymentIDLen, MaxPaymentIDLen)}
	}
	for i := 0; i < len(id); i++ {
		if !idChar(id[i]) {
			return &PaymentIDError{Reason: fmt.Sprintf("extensions.%s.info.id holds %q at position %d; only A-Z, a-z, 0-9, '-' and '_' are allowed",
				ExtensionPaymentID, id[i:i+1], i)}
		}
	}
	return nil
}

func idChar(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' || b == '-' || b == '_'
}

// PaymentID returns the id p carries in its payment-identifier extension,
// or "" when it carries none: an x402 v1 payment (v1 defines no
// extensions), no "extensions", no payment-identifier member, or a member
// without info.id (what a client echoes when it has no id to add). An id
// that is present must pass CheckPaymentID; it and any member of the wrong
// JSON type are a *PaymentIDError.
func (p *Payment) PaymentID() (string, error) {
	if p == nil || p.Version != V2 {
		return "", nil
	}
	var root struct {
		Extensions json.RawMessage `json:"extensions"`
	}
	if json.Unmarshal(p.Raw, &root) != nil || isNull(root.Extensions) {
		return "", nil
	}
	var exts map[string]json.RawMessage
	if json.Unmarshal(root.Extensions, &exts) != nil {
		return "", &PaymentIDError{Reason: "payment.extensions must be a JSON object"}
	}
	ext, ok := exts[ExtensionPaymentID]
	if !ok || isNull(ext) {
		return "", nil
	}
	var member map[string]json.RawMessage
	if json.Unmarshal(ext, &member) != nil {
		return "", &PaymentIDError{Reason: "payment.extensions." + ExtensionPaymentID + " must be a JSON object"}
	}
	if isNull(member["info"]) {
		return "", nil
	}
	var info map[string]json.RawMessage
	if json.Unmarshal(member["info"], &info) != nil {
		return "", &PaymentIDError{Reason: "payment.extensions." + ExtensionPaymentID + ".info must be a JSON object"}
	}
	if isNull(info["id"]) {
		return "", nil
	}
	var id string
	if json.Unmarshal(info["id"], &id) != nil {
		return "", &PaymentIDError{Reason: fmt.Sprintf("payment.extensions.%s.info.id must be a string, got %s", ExtensionPaymentID, clip(info["id"]))}
	}
	if err := CheckPaymentID(id); err != nil {
		return "", err
	}
	return id, nil
}

// isNull reports whether raw is absent or JSON null.
func isNull(raw json.RawMessage) bool {
	s := strings.TrimSpace(string(raw))
	return s == "" || s == "null"
}

// NewPaymentID returns a fresh random payment identifier, "pay_" and 32 hex
// digits, the form @x402/extensions generates.
func NewPaymentID() (string, error) {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", fmt.Errorf("new payment identifier: %w", err)
	}
	return "pay_" + hex.EncodeToString(b[:]), nil
}

// paymentIDDeclaration is the extension as a server declares it in its
// PaymentRequired ({info:{required}, schema}); a client echoes it with
// info.id added. Its schema is the one @x402/extensions publishes: its
// client adds an id only to a declaration whose info.required is a boolean.
type paymentIDDeclaration struct {
	Info   paymentIDInfo   `json:"info"`
	Schema paymentIDSchema `json:"schema"`
}

type paymentIDInfo struct {
	Required bool   `json:"required"`
	ID       string `json:"id,omitempty"`
}

type paymentIDSchema struct {
	Schema     string `json:"$schema"`
	Type       string `json:"type"`
	Properties struct {
		Required struct {
			Type string `json:"type"`
		} `json:"required"`
		ID struct {
			Type      string `json:"type"`
			MinLength int    `json:"minLength"`
			MaxLength int    `json:"maxLength"`
			Pattern   string `json:"pattern"`
		} `json:"id"`
	} `json:"properties"`
	Required []string `json:"required"`
}

// declarePaymentID is the declaration of an optional id, with id echoed in
// info when it is not empty.
func declarePaymentID(id string) map[string]any {
	d := paymentIDDeclaration{Info: paymentIDInfo{ID: id}}
	s := &d.Schema
	s.Schema = "https://json-schema.org/draft/2020-12/schema"
	s.Type = "object"
	s.Properties.Required.Type = "boolean"
	s.Properties.ID.Type = "string"
	s.Properties.ID.MinLength = MinPaymentIDLen
	s.Properties.ID.MaxLength = MaxPaymentIDLen
	s.Properties.ID.Pattern = "^[a-zA-Z0-9_-]+$"
	s.Required = []string{"required"}
	return map[string]any{ExtensionPaymentID: d}
}

// OffersPaymentID reports whether the PAYMENT-REQUIRED header value
// (HeaderV2) declares the payment-identifier extension, so that a client
// may send an id with its payment. An undecodable value offers nothing.
func OffersPaymentID(requiredHeader string) bool {
	raw, err := decodeBase64(strings.TrimSpace(requiredHeader))
	if err != nil {
		return false
	}
	var v struct {
		Extensions map[string]struct {
			Info map[string]json.RawMessage `json:"info"`
		} `json:"extensions"`
	}
	if json.Unmarshal(raw, &v) != nil {
		return false
	}
	ext, ok := v.Extensions[ExtensionPaymentID]
	return ok && ext.Info != nil
}
