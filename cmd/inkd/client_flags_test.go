package main

import (
	"context"
	"encoding/hex"
	"errors"
	"flag"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/inkd/inkd/api/client"
	"github.com/inkd/inkd/api/wire"
)

// terms402 is a 402 body inkd could send: 0.10 USDC on base.
const terms402 = `{"x402Version":1,"accepts":[{"scheme":"exact","network":"base","maxAmountRequired":"100000","resource":"http://x/v1/projects","description":"Register project p","mimeType":"application/json","payTo":"0x1111111111111111111111111111111111111111","maxTimeoutSeconds":300,"asset":"0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913","extra":{"name":"USD Coin","version":"2"}}]}`

// The note that a payment signed for the write is saved appears when the
// write's payment was signed and saved before its answer was lost, and
// not when the network failed before anything was signed.
func TestWriteErrorSpeaksOfASavedPaymentOnlyWhenOneIs(t *testing.T) {
	for _, tc := range []struct {
		name  string
		terms bool // the API answers the unpaid request with terms
		saved bool
	}{
		{name: "lost before any payment", terms: false, saved: false},
		{name: "lost after the payment was signed", terms: true, saved: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				if tc.terms && r.Header.Get("PAYMENT-SIGNATURE") == "" {
					w.Header().Set("Content-Type", "application/json")
					w.WriteHeader(http.StatusPaymentRequired)
					_, _ = w.Write([]byte(terms402))
					return
				}
				// The answer is lost: the connection closes.
				hj, _ := w.(http.Hijacker)
				conn, _, _ := hj.Hijack()
				conn.Close()
			}))
			defer srv.Close()
			key, _ := crypto.GenerateKey()
			store, err := client.OpenFileStore(filepath.Join(t.TempDir(), "state.json"))
			if err != nil {
				t.Fatal(err)
			}
			defer store.Close()
			c, err := client.New(client.Config{BaseURL: srv.URL, Key: key, Store: store, MaxAttempts: 1, Backoff: time.Millisecond})
			if err != nil {
				t.Fatal(err)
			}
			f := clientFlags{statePath: store.Path(), c: c}
			_, werr := c.CreateProject(context.Background(), wire.CreateProject{Name: "p"})
			if werr == nil {
				t.Fatal("the write succeeded")
			}
			msg := f.writeError(werr).Error()
			if said := strings.Contains(msg, "a payment signed for this write is saved"); said != tc.saved {
				t.Errorf("message %q: speaks of a saved payment %v, want %v", msg, said, tc.saved)
			}
		})
	}
}

// --pay-scheme and --deposit reach the client; a scheme it does not know,
// vouchers under x402 v1 or a deposit that is not an amount are usage
// errors before anything is sent.
func TestPaySchemeFlags(t *testing.T) {
	key, _ := crypto.GenerateKey()
	t.Setenv("INKD_KEY", hex.EncodeToString(crypto.FromECDSA(key)))
	for _, tc := range []struct {
		args []string
		ok   bool
	}{
		{[]string{"--pay-scheme", "auto", "--deposit", "2.5"}, true},
		{[]string{"--pay-scheme", "batch-settlement"}, true},
		{[]string{"--pay-scheme", "vouchers"}, false},
		{[]string{"--pay-scheme", "batch-settlement", "--x402", "1"}, false},
		{[]string{"--pay-scheme", "auto", "--deposit", "lots"}, false},
	} {
		var f clientFlags
		fs := flag.NewFlagSet("push", flag.ContinueOnError)
		f.bind(fs, true)
		if err := fs.Parse(append(tc.args, "--state", filepath.Join(t.TempDir(), "s.json"), "--yes")); err != nil {
			t.Fatal(err)
		}
		_, err := f.client()
		var ue usageError
		if (err == nil) != tc.ok || (err != nil && !errors.As(err, &ue)) {
			t.Errorf("%v: %v, want ok %v or a usage error", tc.args, err, tc.ok)
		}
	}
}
