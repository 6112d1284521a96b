package testutil

import (
	"encoding/base64"
	"encoding/json"
	"testing"
)

// Base64JSON decodes s, standard base64 of a JSON object (an x402
// PAYMENT-REQUIRED or PAYMENT-RESPONSE value), failing the test when it
// is not one.
func Base64JSON(tb testing.TB, s string) map[string]any {
	tb.Helper()
	raw, err := base64.StdEncoding.DecodeString(s)
	if err != nil {
		tb.Fatalf("not base64: %v", err)
	}
	var m map[string]any
	if err := json.Unmarshal(raw, &m); err != nil {
		tb.Fatalf("not a JSON object: %v: %s", err, raw)
	}
	return m
}
