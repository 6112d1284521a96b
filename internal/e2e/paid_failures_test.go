package e2e

import (
	"context"
	"math/big"
	"net/http"
	"strings"
	"testing"
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
