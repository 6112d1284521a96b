package e2e

import (
	"context"
	"encoding/base64"
	"io"
	"math/big"
	"net/http"
	"strings"
	"testing"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/internal/payclient"
)

// Every refusal of a paid write is a 4xx with the spec's body, and none of
// them leaves anything behind: nothing is queued, the authorization's job
// has no transaction record and no outcome, and the payer's USDC balance,
// read after a later block, is unchanged.
func TestRefusalsTakeNoMoney(t *testing.T) {
	s := startStack(t, stackOptions{})
	ctx := context.Background()
	owner := s.payer(2, 1)
	proj := s.create(t, owner, `{"name":"taken-name"}`)
	stranger := s.payer(3, 1)
	broke := payclient.New(s.newPayers(t, 1, big.NewInt(50_000))[0], 1) // 0.05 USDC, below any fee

	// valid402 fetches the terms for a request so a header can be signed
	// for it, then tampers with it.
	signFor := func(c *payclient.Client, path, body string, tamper func(*payclient.Terms)) string {
		resp, err := c.Send(ctx, http.MethodPost, s.APIURL+path, []byte(body), "")
		if err != nil || resp.Status != http.StatusPaymentRequired {
			t.Fatalf("402 for %s %s: %v %d %s", path, body, err, resp.Status, resp.Body)
		}
		var terms payclient.Terms
		if err := resp.JSON(&terms); err != nil {
			t.Fatal(err)
		}
		if tamper != nil {
			tamper(&terms)
		}
		h, err := c.Sign(&terms)
		if err != nil {
			t.Fatal(err)
		}
		return h
	}
	projPath := "/v1/projects/" + proj["projectId"] + "/versions"
	pushBody := `{"storageHash":"ar://xAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA","versionTag":"v1"}`

	for _, tc := range []struct {
		name        string
		client      *payclient.Client
		path        string
		contentType string
		body        string
		header      func() string
		status      int
		code        string
	}{
		{name: "name missing", path: "/v1/projects", body: `{}`, status: 400, code: "name_required"},
		{name: "name empty", path: "/v1/projects", body: `{"name":"  "}`, status: 400, code: "name_required"},
		{name: "name too long", path: "/v1/projects", body: `{"name":"` + strings.Repeat("a", 65) + `"}`, status: 400, code: "name_too_long"},
		{name: "name taken, other case", path: "/v1/projects", body: `{"name":"Taken-Name"}`, status: 400, code: "name_taken"},
		{name: "description too long", path: "/v1/projects", body: `{"name":"d","description":"` + strings.Repeat("x", 1025) + `"}`, status: 400, code: "description_too_long"},
		{name: "readme hash", path: "/v1/projects", body: `{"name":"r","readmeHash":"ipfs://x"}`, status: 400, code: "invalid_readme_hash"},
		{name: "wrong type", path: "/v1/projects", body: `{"name":"w","isPublic":"yes"}`, status: 400, code: "invalid_field"},
		{name: "not json", path: "/v1/projects", body: `{"name":`, status: 400, code: "invalid_body"},
		{name: "form body", path: "/v1/projects", contentType: "application/x-www-form-urlencoded", body: `name=x`, status: 415, code: "unsupported_media_type"},
		{name: "body too large", path: "/v1/projects", body: `{"name":"big","description":"` + strings.Repeat("x", 70<<10) + `"}`, status: 413, code: "body_too_large"},
		{name: "hash missing", path: projPath, body: `{"versionTag":"v1"}`, status: 400, code: "hash_required"},
		{name: "tag missing", path: projPath, body: `{"storageHash":"ar://xAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"}`, status: 400, code: "tag_required"},
		{name: "non-numeric id", path: "/v1/projects/abc/versions", body: pushBody, status: 400, code: "invalid_id"},
		{name: "unknown project", path: "/v1/projects/999999/versions", body: pushBody, status: 404, code: "project_not_found"},
		{name: "not owner", client: stranger, path: projPath, body: pushBody, status: 403, code: "not_owner_or_collaborator",
			header: func() string { return signFor(stranger, projPath, pushBody, nil) }},
		{name: "pays less", path: "/v1/projects", body: `{"name":"cheap"}`, status: 403, code: "payment_amount_mismatch",
			header: func() string {
				return signFor(owner, "/v1/projects", `{"name":"cheap"}`, func(tr *payclient.Terms) { tr.Accepts[0].MaxAmountRequired = "99999" })
			}},
		{name: "pays more", path: "/v1/projects", body: `{"name":"dear"}`, status: 403, code: "payment_amount_mismatch",
			header: func() string {
				return signFor(owner, "/v1/projects", `{"name":"dear"}`, func(tr *payclient.Terms) { tr.Accepts[0].MaxAmountRequired = "100001" })
			}},
		{name: "wrong payTo", path: "/v1/projects", body: `{"name":"elsewhere"}`, status: 403, code: "payment_invalid",
			header: func() string {
				return signFor(owner, "/v1/projects", `{"name":"elsewhere"}`, func(tr *payclient.Terms) { tr.Accepts[0].PayTo = owner.Address().Hex() })
			}},
		{name: "wrong token domain", path: "/v1/projects", body: `{"name":"domain"}`, status: 403, code: "payment_invalid",
			header: func() string {
				return signFor(owner, "/v1/projects", `{"name":"domain"}`, func(tr *payclient.Terms) { tr.Accepts[0].Extra.Name = "USDC" })
			}},
		{name: "balance too low", client: broke, path: "/v1/projects", body: `{"name":"broke"}`, status: 403, code: "payment_invalid",
			header: func() string { return signFor(broke, "/v1/projects", `{"name":"broke"}`, nil) }},
		{name: "garbage header", path: "/v1/projects", body: `{"name":"garbage"}`, status: 403, code: "payment_invalid",
			header: func() string { return "not base64 at all!" }},
		{name: "header of other json", path: "/v1/projects", body: `{"name":"other"}`, status: 403, code: "payment_invalid",
			header: func() string { return base64.StdEncoding.EncodeToString([]byte(`{"x402Version":1}`)) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := tc.client
			if c == nil {
				c = owner
			}
			before := s.usdc(t, c.Address())
			queued := s.writesQueue(t)
			header := ""
			if tc.header != nil {
				header = tc.header()
			}
			resp, err := sendRaw(ctx, c, s.APIURL+tc.path, tc.contentType, tc.body, header)
			if err != nil {
				t.Fatal(err)
			}
			code, msg := errorBody(t, resp.Body)
			if resp.Status != tc.status || code != tc.code || msg == "" {
				t.Fatalf("got %d %s (%s), want %d %s", resp.Status, code, msg, tc.status, tc.code)
			}
			if n := s.writesQueue(t); n != queued {
				t.Fatalf("the writes queue went from %d to %d tasks", queued, n)
			}
			if p, err := payment.ParseHeader(header); err == nil {
				s.noTrace(t, wire.JobID(p.Authorization.From, p.Authorization.Nonce))
			}
			s.nextBlock(t)
			if after := s.usdc(t, c.Address()); after.Cmp(before) != 0 {
				t.Fatalf("balance moved from %s to %s", before, after)
			}
		})
	}
}

// sendRaw posts body with a content type and an optional X-PAYMENT header.
func sendRaw(ctx context.Context, c *payclient.Client, url, contentType, body, header string) (*payclient.Response, error) {
	if contentType == "" {
		return c.Send(ctx, http.MethodPost, url, []byte(body), header)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, strings.NewReader(body))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", contentType)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, err
	}
	return &payclient.Response{Status: resp.StatusCode, Header: resp.Header, Body: b}, nil
}

// A create lands; the read model indexes its name's skeleton with the
// write's receipt, so a lookalike (U+2010 for the hyphen, a dotless i) is
// refused 400 name_taken naming the project right after the 201, before
// any payment.
func TestLookalikeOfALandedName(t *testing.T) {
	s := startStack(t, stackOptions{})
	c := s.payer(3, 2)
	created := s.create(t, c, `{"name":"inkd-core"}`)
	for _, like := range []string{"inkd\u2010core", "\u0131nkd-core"} {
		resp, err := c.Send(context.Background(), http.MethodPost, s.APIURL+"/v1/projects", []byte(`{"name":"`+like+`"}`), "")
		if err != nil {
			t.Fatal(err)
		}
		code, msg := errorBody(t, resp.Body)
		if resp.Status != http.StatusBadRequest || code != "name_taken" || !strings.Contains(msg, "project "+created["projectId"]) {
			t.Fatalf("create %q: %d %s, want 400 name_taken naming project %s", like, resp.Status, resp.Body, created["projectId"])
		}
	}
}
