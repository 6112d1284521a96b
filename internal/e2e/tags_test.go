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

// tagged is a push body of tag with the content labelled label.
func tagged(tag, label string) map[string]string {
	return map[string]string{"storageHash": fmt.Sprintf("ar://%s%0*dA", label, 42-len(label), 0), "versionTag": tag}
}

func pushJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// One tag, one content, on the whole stack (real chain, real Redis): once
// v1 landed with content A, v1 with content B is 400 tag_taken naming
// version 0, a multi-push naming a landed tag is refused whole naming the
// item, a multi-push naming one tag twice is refused per item — all before a
// 402 —, and v1 with A again, alone or as a multi-push of landed items, is
// answered 200 with the landed version and its transaction: the payer's
// USDC does not move and no settler transaction is sent.
func TestTagRuleOnChain(t *testing.T) {
	s := startStack(t, stackOptions{})
	ctx := context.Background()
	payer := payclient.New(s.newPayers(t, 1, big.NewInt(1_000_000))[0], 2)
	created := s.create(t, payer, `{"name":"tagged"}`)
	path := "/v1/projects/" + created["projectId"] + "/versions"
	v1A := pushJSON(t, tagged("v1", "aaa"))
	resp, err := payer.Do(ctx, http.MethodPost, s.APIURL+path, []byte(v1A))
	if err != nil || resp.Status != http.StatusCreated {
		t.Fatalf("push v1: %v %+v", err, resp)
	}
	var first map[string]string
	if err := json.Unmarshal(resp.Body, &first); err != nil {
		t.Fatal(err)
	}

	balance, sent := s.usdc(t, payer.Address()), s.settlerNonces(t)
	refusals := []struct {
		name, path, body string
		want             []string
	}{
		{"other content", path, pushJSON(t, tagged("v1", "bbb")), []string{`the tag "v1" names version 0 of project ` + created["projectId"] + `, with other content`}},
		{"batch with a landed item", path + "/batch", pushJSON(t, map[string]any{"versions": []any{tagged("v1", "aaa"), tagged("v2", "ccc")}}),
			[]string{`versions[0].versionTag: the tag "v1" is version 0`, "refused whole"}},
		{"batch naming one tag twice", path + "/batch", pushJSON(t, map[string]any{"versions": []any{tagged("v3", "ddd"), tagged("v3", "eee")}}),
			[]string{`versions[1].versionTag: the tag "v3" is versions[0]'s too`}},
	}
	for _, tc := range refusals {
		resp, err := payer.Send(ctx, http.MethodPost, s.APIURL+tc.path, []byte(tc.body), "")
		if err != nil {
			t.Fatal(err)
		}
		code, msg := errorBodyOrEmpty(resp.Body)
		if resp.Status != http.StatusBadRequest || code != "tag_taken" {
			t.Fatalf("%s: %d %s, want 400 tag_taken", tc.name, resp.Status, resp.Body)
		}
		for _, w := range tc.want {
			if !strings.Contains(msg, w) {
				t.Errorf("%s: %q does not say %q", tc.name, msg, w)
			}
		}
	}

	for _, tc := range []struct{ path, body string }{
		{path, v1A},
		{path + "/batch", pushJSON(t, map[string]any{"versions": []any{tagged("v1", "aaa")}})},
	} {
		resp, err := payer.Do(ctx, http.MethodPost, s.APIURL+tc.path, []byte(tc.body))
		if err != nil || resp.Status != http.StatusOK {
			t.Fatalf("%s again: %v %+v, want 200", tc.path, err, resp)
		}
		var got struct {
			TxHash, BlockNumber, VersionIndex string
			Versions                          []struct{ VersionIndex, TxHash string }
		}
		if err := json.Unmarshal(resp.Body, &got); err != nil || got.TxHash != first["txHash"] || got.BlockNumber != first["blockNumber"] {
			t.Fatalf("%s again = %s, want the first push's transaction %s", tc.path, resp.Body, first["txHash"])
		}
		if got.VersionIndex != "0" && (len(got.Versions) != 1 || got.Versions[0].VersionIndex != "0") {
			t.Fatalf("%s again = %s, want version 0", tc.path, resp.Body)
		}
	}
	s.nextBlock(t)
	if s.usdc(t, payer.Address()).Cmp(balance) != 0 || s.settlerNonces(t) != sent {
		t.Fatalf("payer holds %s (had %s), settlers sent %d transactions: the tag rule charged or wrote", s.usdc(t, payer.Address()), balance, s.settlerNonces(t)-sent)
	}
	id, _ := new(big.Int).SetString(created["projectId"], 10)
	if n := len(s.project(t, id).Versions); n != 1 {
		t.Fatalf("the chain lists %d versions, want 1", n)
	}
}

// Two paid pushes of one tag with two contents at once, on the whole
// stack: one lands, the other is 400 tag_taken (being pushed, or naming
// the landed version, by when it arrives); the chain lists the tag once,
// after one settler transaction.
func TestConcurrentPushesOfOneTag(t *testing.T) {
	s := startStack(t, stackOptions{})
	ctx := context.Background()
	payer := payclient.New(s.newPayers(t, 1, big.NewInt(1_000_000))[0], 2)
	created := s.create(t, payer, `{"name":"raced-tag"}`)
	path := "/v1/projects/" + created["projectId"] + "/versions"
	bodies := []string{pushJSON(t, tagged("v1", "aaa")), pushJSON(t, tagged("v1", "bbb"))}
	headers := make([]string, 2)
	for i, b := range bodies {
		headers[i], _ = s.signed(t, payer, path, b)
	}
	sent := s.settlerNonces(t)
	answers := make(chan *payclient.Response, 2)
	for i := range bodies {
		go func() {
			resp, err := payer.Send(ctx, http.MethodPost, s.APIURL+path, []byte(bodies[i]), headers[i])
			if err != nil {
				t.Error(err)
			}
			answers <- resp
		}()
	}
	statuses := map[int]int{}
	for range bodies {
		resp := <-answers
		if resp == nil {
			t.FailNow()
		}
		statuses[resp.Status]++
		if resp.Status == http.StatusBadRequest {
			if code, _ := errorBodyOrEmpty(resp.Body); code != "tag_taken" {
				t.Fatalf("refusal %s, want tag_taken", resp.Body)
			}
		}
	}
	if statuses[http.StatusCreated] != 1 || statuses[http.StatusBadRequest] != 1 {
		t.Fatalf("answers %v, want one 201 and one 400", statuses)
	}
	id, _ := new(big.Int).SetString(created["projectId"], 10)
	if n := len(s.project(t, id).Versions); n != 1 {
		t.Fatalf("the chain lists %d versions, want 1", n)
	}
	if n := s.settlerNonces(t) - sent; n != 1 {
		t.Fatalf("settlers sent %d transactions, want 1", n)
	}
}
