package e2e

import (
	"context"
	"math/big"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/inkd/inkd/storage/pricing"
)

// The chain node goes away between the 402 and the paid request: the paid
// request is 500 rpc_error and leaves no trace (nothing queued, no
// transaction record, no outcome, nothing charged); once the node is back
// the same authorization succeeds, once.
func TestChainDownBetweenQuoteAndPayment(t *testing.T) {
	s := startStack(t, stackOptions{chainProxy: true})
	ctx := context.Background()
	c := s.payer(3, 1)
	const body = `{"name":"outage"}`
	header, _ := s.signed(t, c, "/v1/projects", body)
	job := jobOf(t, header)
	before := s.usdc(t, c.Address())

	s.proxy.Down()
	resp, err := c.Send(ctx, http.MethodPost, s.APIURL+"/v1/projects", []byte(body), header)
	if err != nil {
		t.Fatal(err)
	}
	if code, msg := errorBody(t, resp.Body); resp.Status != http.StatusInternalServerError || code != "rpc_error" || !strings.Contains(msg, "nothing was charged") {
		t.Fatalf("paid request with the chain down = %d %s, want 500 rpc_error", resp.Status, resp.Body)
	}
	s.noTrace(t, job)
	s.proxy.Up()

	first, err := c.Send(ctx, http.MethodPost, s.APIURL+"/v1/projects", []byte(body), header)
	if err != nil || first.Status != http.StatusCreated {
		t.Fatalf("the same payment with the chain back: %v %d %s", err, first.Status, first.Body)
	}
	again, err := c.Send(ctx, http.MethodPost, s.APIURL+"/v1/projects", []byte(body), header)
	if err != nil || again.Status != http.StatusCreated || string(again.Body) != string(first.Body) {
		t.Fatalf("the same payment again: %v %d %s, want the first 201 %s", err, again.Status, again.Body, first.Body)
	}
	s.nextBlock(t)
	if paid := new(big.Int).Sub(before, s.usdc(t, c.Address())); paid.Cmp(big.NewInt(100_000)) != 0 {
		t.Fatalf("paid %s, want one fee of 100000", paid)
	}
	if n := s.intentRecords(t); n != 1 {
		t.Fatalf("%d transaction records, want 1", n)
	}
}

// ratedPerByte is perByte at a rate the test changes, in base units per
// 100 bytes times rate/100.
type ratedPerByte struct{ percent atomic.Int64 }

func (p *ratedPerByte) Quote(_ context.Context, n int64) (pricing.Quote, error) {
	cost := big.NewInt((n + 99) / 100)
	cost.Mul(cost, big.NewInt(p.percent.Load()))
	cost.Div(cost, big.NewInt(100))
	return pricing.NewQuote(n, cost), nil
}

// The fee a 402 quotes is what the write costs on chain, although the
// storage price doubled before the client paid: the push lands (the
// storage cost is locked with the fee, so the contract's check that it
// does not exceed the payment holds) and takes exactly the quoted amount,
// while a new request is quoted the new price.
func TestQuotedFeeLandsAfterPriceRise(t *testing.T) {
	pr := &ratedPerByte{}
	pr.percent.Store(100)
	s := startStack(t, stackOptions{pricer: pr})
	c := s.payer(4, 2)
	created := s.create(t, c, `{"name":"repriced"}`)
	path := "/v1/projects/" + created["projectId"] + "/versions"
	const body = `{"storageHash":"ar://repricedAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA","versionTag":"v1","contentSize":50000000}`
	header, quoted := s.signed(t, c, path, body)
	if quoted != "600000" { // 500000 storage + 20%
		t.Fatalf("quoted %s, want 600000", quoted)
	}
	// Unlocked, the new storage cost (1000000) would exceed the payment.
	pr.percent.Store(200)
	before := s.usdc(t, c.Address())
	resp, err := c.Send(context.Background(), http.MethodPost, s.APIURL+path, []byte(body), header)
	if err != nil || resp.Status != http.StatusCreated {
		t.Fatalf("paying the quoted fee after the rise: %v %d %s", err, resp.Status, resp.Body)
	}
	if paid := new(big.Int).Sub(before, s.usdc(t, c.Address())); paid.String() != quoted {
		t.Fatalf("paid %s, the 402 quoted %s", paid, quoted)
	}
	if _, fresh := s.signed(t, c, path, `{"storageHash":"ar://repricedAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA","versionTag":"v2","contentSize":50000000}`); fresh != "1200000" {
		t.Fatalf("a new request was quoted %s, want the new price 1200000", fresh)
	}
}

// Content uploaded here is priced from its stored size: a push declaring
// 1 byte is refused 400 invalid_field before any 402, and the push without
// contentSize is quoted the stored size's price and lands paying it.
func TestPushPricedFromStoredContent(t *testing.T) {
	s := startStack(t, stackOptions{})
	c := s.payer(5, 1)
	created := s.create(t, c, `{"name":"sized"}`)
	const size = 10 << 20 // 10 MiB: 104858 storage + 20% = 125830, above the minimum
	up := mustUpload(t, s.APIURL, uploadForm{fileName: "big.bin", size: size, content: noise(7)})
	path := "/v1/projects/" + created["projectId"] + "/versions"
	lying := `{"storageHash":"` + up.StorageHash + `","versionTag":"v1","contentSize":1}`
	resp, err := c.Send(context.Background(), http.MethodPost, s.APIURL+path, []byte(lying), "")
	if code, _ := errorBodyOrEmpty(resp.Body); err != nil || resp.Status != http.StatusBadRequest || code != "invalid_field" {
		t.Fatalf("push declaring 1 byte = %v %d %s, want 400 invalid_field", err, resp.Status, resp.Body)
	}
	plainBody := `{"storageHash":"` + up.StorageHash + `","versionTag":"v1"}`
	header, plain := s.signed(t, c, path, plainBody)
	if plain != "125830" {
		t.Fatalf("402 asks %s, want 125830", plain)
	}
	before := s.usdc(t, c.Address())
	resp, err = c.Send(context.Background(), http.MethodPost, s.APIURL+path, []byte(plainBody), header)
	if err != nil || resp.Status != http.StatusCreated {
		t.Fatalf("push: %v %d %s", err, resp.Status, resp.Body)
	}
	if paid := new(big.Int).Sub(before, s.usdc(t, c.Address())); paid.String() != plain {
		t.Fatalf("paid %s, want %s", paid, plain)
	}
}
