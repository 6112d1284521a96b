package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"strings"
	"testing"

	"github.com/inkd/inkd/internal/payclient"
)

// multiPushOf is a multi-push body of n versions labelled label.
func multiPushOf(n int, label string) string {
	vs := make([]map[string]string, n)
	for i := range vs {
		vs[i] = map[string]string{"storageHash": fmt.Sprintf("ar://%s%0*dA", label, 42-len(label), i), "versionTag": fmt.Sprintf("%s-%d", label, i)}
	}
	b, _ := json.Marshal(map[string]any{"versions": vs})
	return string(b)
}

// The money path of a multi-push on the whole stack (real chain, real
// Redis, x402 v2): a multi-push its payer cannot cover is refused 403
// payment_invalid before anything is queued and nothing moves; a multi-push it
// can cover lands in one settler transaction with consecutive indexes and
// costs exactly the quoted sum; the same payment again answers the same
// result without another transaction or charge; the chain's version list
// reproduces the registry's commitment.
func TestMultiPushMoneyPath(t *testing.T) {
	s := startStack(t, stackOptions{})
	payer := payclient.New(s.newPayers(t, 1, big.NewInt(350_000))[0], 2)
	created := s.create(t, payer, `{"name":"batch-money"}`) // 0.10 USDC: 0.25 left
	path := "/v1/projects/" + created["projectId"] + "/versions/batch"

	queued, sent := s.writesQueue(t), s.settlerNonces(t)
	tooMuch := multiPushOf(3, "over")
	header, amount := s.signed(t, payer, path, tooMuch)
	if amount != "300000" {
		t.Fatalf("3 versions quoted %s, want 300000", amount)
	}
	resp, err := payer.Send(context.Background(), http.MethodPost, s.APIURL+path, []byte(tooMuch), header)
	if err != nil {
		t.Fatal(err)
	}
	if code, _ := errorBodyOrEmpty(resp.Body); resp.Status != http.StatusForbidden || code != "payment_invalid" {
		t.Fatalf("batch over the balance = %d %s, want 403 payment_invalid", resp.Status, resp.Body)
	}
	s.noTrace(t, jobOf(t, header))
	if s.writesQueue(t) != queued || s.settlerNonces(t) != sent || s.usdc(t, payer.Address()).Int64() != 250_000 {
		t.Fatal("the refused batch was queued, sent or charged")
	}

	body := multiPushOf(2, "fits")
	header, amount = s.signed(t, payer, path, body)
	first, err := payer.Send(context.Background(), http.MethodPost, s.APIURL+path, []byte(body), header)
	if err != nil {
		t.Fatal(err)
	}
	var res struct {
		TxHash, ProjectID, Status string
		Versions                  []struct{ VersionIndex, VersionTag string }
	}
	if err := json.Unmarshal(first.Body, &res); err != nil || first.Status != http.StatusCreated || res.Status != "success" ||
		len(res.Versions) != 2 || res.Versions[0].VersionIndex != "0" || res.Versions[1].VersionIndex != "1" || res.Versions[1].VersionTag != "fits-1" {
		t.Fatalf("batch = %d %s, want 201 with versions 0 and 1", first.Status, first.Body)
	}
	if amount != "200000" || s.usdc(t, payer.Address()).Int64() != 50_000 || s.settlerNonces(t) != sent+1 {
		t.Fatalf("quoted %s; payer holds %s after %d settler transactions; want 200000, 50000 and one", amount, s.usdc(t, payer.Address()), s.settlerNonces(t)-sent)
	}
	again, err := payer.Send(context.Background(), http.MethodPost, s.APIURL+path, []byte(body), header)
	if err != nil {
		t.Fatal(err)
	}
	if again.Status != http.StatusCreated || string(again.Body) != string(first.Body) || s.settlerNonces(t) != sent+1 || s.usdc(t, payer.Address()).Int64() != 50_000 {
		t.Fatalf("the same payment again = %d %s, want the first answer and no new transaction or charge", again.Status, again.Body)
	}
	id, _ := new(big.Int).SetString(created["projectId"], 10)
	p := s.project(t, id)
	if len(p.Versions) != 2 || !strings.HasPrefix(p.Versions[0].VersionTag, "fits-") {
		t.Fatalf("the chain lists %d versions", len(p.Versions))
	}
}
