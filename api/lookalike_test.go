package api

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/readmodel"
)

// Item 9 of the money-path review: a name that renders like a registered
// project's (the same confusable skeleton) is refused 400 name_taken
// naming that project, before any 402; so is the lookalike of a name
// being registered. Distinct names are still offered a price.
func TestLookalikeNamesRefused(t *testing.T) {
	r := newPayRig(t, 50*time.Millisecond)
	m, err := readmodel.New(readmodel.Config{}, r.rdb)
	if err != nil {
		t.Fatal(err)
	}
	if ok, err := m.AcquireLease(context.Background(), leaseToken, 0); !ok || err != nil {
		t.Fatalf("lease: %v %v", ok, err)
	}
	r.srv.deps.Writes.Lookalikes = m
	registered := []string{"inkd-core", "inkd", "paypal", "cove", "yes-sir", "google", "ape", "inkdl", "module"}
	f := &readFixture{m: m}
	var changes []readmodel.Change
	for i, name := range registered {
		changes = append(changes, createdChange(uint(i), i+1, name, true, false))
	}
	f.apply(t, 10, changes...)

	p := r.payer(2, t.Name())
	for _, tc := range []struct{ name, like string }{
		{"hyphen U+2010", "inkd\u2010core"},
		{"non-breaking hyphen U+2011", "inkd\u2011core"},
		{"figure dash U+2012", "inkd\u2012core"},
		{"en dash U+2013", "inkd\u2013core"},
		{"minus sign U+2212", "inkd\u2212core"},
		{"dotless i", "\u0131nkd"},
		{"latin alpha", "p\u0251yp\u0251l"},
		{"small capitals c o v", "\u1d04\u1d0f\u1d20e"},
		{"small capital y", "\u028fes-sir"},
		{"script g", "\u0261oogle"},
		{"cyrillic a, er, ie", "\u0430\u0440\u0435"},
		{"digit one", "inkd1"},
		{"m as rn", "rnodule"},
		{"upper case and dash", "INKD\u2013CORE"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			body := `{"name":"` + tc.like + `"}`
			msg := wantError(t, p.send(t, "/v1/projects", body, ""), http.StatusBadRequest, wire.CodeNameTaken)
			if !strings.Contains(msg, "project ") || !strings.Contains(msg, "looks like") {
				t.Fatalf("refusal %q does not name the project it looks like", msg)
			}
		})
	}
	for _, name := range []string{"inkd-corp", "paypals", "ink", "caf\u00e9", "inkd0", "mod-ule"} {
		p.terms(t, "/v1/projects", `{"name":"`+name+`"}`) // fails unless 402
	}

	// The lookalike of a name being registered is refused too, paid or not.
	holder, other := r.payer(3, t.Name()+"holder"), r.payer(4, t.Name()+"other")
	const pending, like = `{"name":"inkd-x"}`, `{"name":"inkd\u2010x"}`
	h, _ := holder.terms(t, "/v1/projects", pending)
	hl, _ := other.terms(t, "/v1/projects", like)
	if resp := holder.send(t, "/v1/projects", pending, h); resp.Status != http.StatusAccepted {
		t.Fatalf("pending create: %d %s", resp.Status, resp.Body)
	}
	msg := wantError(t, other.send(t, "/v1/projects", like, hl), http.StatusBadRequest, wire.CodeNameTaken)
	if !strings.Contains(msg, `"inkd-x" is being registered`) {
		t.Fatalf("refusal %q does not name the pending name", msg)
	}
	r.nothingQueued(t, other)
}
