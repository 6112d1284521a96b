package api

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/gofiber/fiber/v2"
	"github.com/google/go-cmp/cmp"
	"github.com/valyala/fasthttp"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/jobs"
)

// bodyRig runs a raw body through readJSON as the write routes receive it:
// Content-Type application/json, the default body limit.
type bodyRig struct {
	s   *Server
	app *fiber.App
}

func newBodyRig() *bodyRig {
	return &bodyRig{s: &Server{cfg: Config{}.withDefaults()}, app: fiber.New()}
}

func (r *bodyRig) read(body []byte) (jsonObject, error) {
	c := r.app.AcquireCtx(&fasthttp.RequestCtx{})
	defer r.app.ReleaseCtx(c)
	c.Request().Header.SetContentType(fiber.MIMEApplicationJSON)
	c.Request().SetBody(body)
	return r.s.readJSON(c)
}

// mustRefuse fails unless err is an *Error whose code is one of codes, a
// 4xx of the error table, with a message for the client.
func mustRefuse(t testing.TB, err error, codes ...wire.Code) {
	t.Helper()
	var ae *Error
	if !errors.As(err, &ae) {
		t.Fatalf("refusal %v (%T) is not an *api.Error: it would be a 500", err, err)
	}
	if st := httpStatus(ae.Code); st < 400 || st > 499 {
		t.Fatalf("refusal %s is status %d, want 4xx", ae.Code, st)
	}
	if ae.Message == "" {
		t.Fatalf("refusal %s has no message", ae.Code)
	}
	for _, c := range codes {
		if ae.Code == c {
			return
		}
	}
	t.Fatalf("refusal code %s is not one of %v (message %q)", ae.Code, codes, ae.Message)
}

// bodyCodes are the refusals any JSON body may get before its fields are read.
var bodyCodes = []wire.Code{wire.CodeInvalidBody, wire.CodeBodyTooLarge}

var createSeeds = []string{
	`{"name":"my-tool"}`,
	`{"name":"  My Tool  ","description":"a tool","license":"Apache-2.0","isPublic":false,"isAgent":true,"agentEndpoint":"https://agent.example/x","readmeHash":"ar://AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"}`,
	`{"name":"ｉｎｋｄ","license":""}`,
	`{"name":"pаypal"}`,
	`{"name":"a\u200bb"}`,
	`{"name":"caf\u0065\u0301 au lait"}`,
	`{"name":"日本語 tool カタ"}`,
	`{"name":null,"description":null}`,
	`{"name":5}`,
	`{"name":"x","isPublic":"yes"}`,
	`{"name":"x","agentEndpoint":"ftp://x"}`,
	`{"name":"x","readmeHash":"ar://short"}`,
	`{"name":"x","license":"MIT\n"}`,
	`{"name":"` + strings.Repeat("n", 65) + `"}`,
	`{"name":"x","description":"` + strings.Repeat("d", 1025) + `"}`,
	`[]`, `null`, ``, `{`, `{"name":"\ud800"}`, "{\"name\":\"\xff\"}",
}

// FuzzCreateBody: the body of POST /v1/projects never panics; a refusal is
// a 4xx *Error with one of the create codes; an accepted body yields a
// normalised request (the name is its own normal form, limits hold) that
// reaches the worker unchanged through the job payload and parses to the
// same request when a client sends it back.
func FuzzCreateBody(f *testing.F) {
	for _, s := range createSeeds {
		f.Add([]byte(s))
	}
	rig := newBodyRig()
	codes := append([]wire.Code{wire.CodeNameRequired, wire.CodeNameTooLong, wire.CodeInvalidName, wire.CodeDescriptionTooLong,
		wire.CodeInvalidReadmeHash, wire.CodeInvalidField}, bodyCodes...)
	f.Fuzz(func(t *testing.T, body []byte) {
		obj, err := rig.read(body)
		if err != nil {
			mustRefuse(t, err, bodyCodes...)
			return
		}
		req, err := parseCreate(obj)
		if err != nil {
			mustRefuse(t, err, codes...)
			return
		}
		switch {
		case req.Name == "" || len(req.Name) > maxNameLen:
			t.Fatalf("name %q accepted", req.Name)
		case len(req.Description) > maxDescriptionLen:
			t.Fatalf("description of %d bytes accepted", len(req.Description))
		case req.License == "" || len(req.License) > 64:
			t.Fatalf("license %q accepted", req.License)
		case req.ReadmeHash != "" && !validARHash(req.ReadmeHash):
			t.Fatalf("readmeHash %q accepted", req.ReadmeHash)
		}
		if again, err := normalizeName(req.Name); err != nil || again != req.Name {
			t.Fatalf("stored name %q is not its own normal form: %q, %v", req.Name, again, err)
		}
		// The registry lowercases ASCII letters once more; that must change
		// nothing, or the name checked here is not the name stored.
		if asciiLower(req.Name) != req.Name {
			t.Fatalf("stored name %q has ASCII capitals", req.Name)
		}
		task, _, err := jobs.NewCreateProjectTask(req)
		if err != nil {
			t.Fatal(err)
		}
		var got jobs.CreateProject
		if err := jobs.Decode(task, &got); err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(req, got); diff != "" {
			t.Fatalf("job payload differs from the request (-want +got):\n%s", diff)
		}
		resent, err := json.Marshal(map[string]any{
			"name": req.Name, "description": req.Description, "license": req.License,
			"isPublic": req.IsPublic, "isAgent": req.IsAgent,
			"agentEndpoint": req.AgentEndpoint, "readmeHash": req.ReadmeHash,
		})
		if err != nil {
			t.Fatal(err)
		}
		obj, err = rig.read(resent)
		if err != nil {
			t.Fatalf("resent body refused: %v", err)
		}
		again, err := parseCreate(obj)
		if err != nil {
			t.Fatalf("resent body %s refused: %v", resent, err)
		}
		if diff := cmp.Diff(req, again); diff != "" {
			t.Fatalf("resent body parses differently (-first +resent):\n%s", diff)
		}
	})
}

// asciiLower lowercases A-Z only, as the registry contract does.
func asciiLower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

var pushSeeds = []string{
	`{"storageHash":"ar://AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA","versionTag":"v1.0.0"}`,
	`{"storageHash":" ar://abcdefghijklmnopqrstuvwxyz0123456789-_ABCDE ","versionTag":" 1.2.3 ","changelog":"fixed it","contentSize":1048576}`,
	`{"storageHash":"ar://AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA","versionTag":"v1","contentSize":1.5}`,
	`{"storageHash":"ar://AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA","versionTag":"v1","contentSize":-1}`,
	`{"storageHash":"ar://AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA","versionTag":"v1","contentSize":1e300}`,
	`{"storageHash":"ar://AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA","versionTag":"v1","contentSize":"12"}`,
	`{"storageHash":"ar://../../etc/passwd","versionTag":"v1"}`,
	`{"storageHash":"ipfs://x","versionTag":"v1"}`,
	`{"storageHash":"ar://AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"}`,
	`{"versionTag":"v1"}`,
	`{"storageHash":"ar://AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA","versionTag":"` + strings.Repeat("t", 129) + `"}`,
	`{"storageHash":1,"versionTag":[]}`,
	`{"storageHash":"ar://AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA","versionTag":"v1","sha256":"` + strings.Repeat("aB", 32) + `","contentType":"Text/Plain; charset=UTF-8"}`,
	`{"storageHash":"ar://AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA","versionTag":"v1","sha256":"0x` + strings.Repeat("a", 64) + `"}`,
	`{"storageHash":"ar://AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA","versionTag":"v1","contentType":"not a type"}`,
	`{}`, `null`, `"x"`, `{"a":`,
}

// FuzzPushBody: the body of POST /v1/projects/:id/versions never panics; a
// refusal is a 4xx *Error with one of the push codes; an accepted body has
// a valid storage hash, a tag and changelog within limits and a size that
// is a whole number of bytes ≥ 0, reaches the worker unchanged through the
// job payload and parses the same when sent again.
func FuzzPushBody(f *testing.F) {
	for _, s := range pushSeeds {
		f.Add([]byte(s))
	}
	rig := newBodyRig()
	f.Fuzz(func(t *testing.T, body []byte) { checkPushBody(t, rig, body) })
}

// BenchmarkPushBody times one FuzzPushBody exec over its seeds: the cost of
// the harness against the code under test.
func BenchmarkPushBody(b *testing.B) {
	rig := newBodyRig()
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		checkPushBody(b, rig, []byte(pushSeeds[i%len(pushSeeds)]))
	}
}

var pushCodes = append([]wire.Code{wire.CodeHashRequired, wire.CodeInvalidHash, wire.CodeTagRequired, wire.CodeInvalidField}, bodyCodes...)

// checkPushBody is one FuzzPushBody exec.
func checkPushBody(t testing.TB, rig *bodyRig, body []byte) {
	obj, err := rig.read(body)
	if err != nil {
		mustRefuse(t, err, bodyCodes...)
		return
	}
	req, err := parsePush(obj)
	if err != nil {
		mustRefuse(t, err, pushCodes...)
		return
	}
	size := req.ContentSize
	switch {
	case !validARHash(req.StorageHash):
		t.Fatalf("storageHash %q accepted", req.StorageHash)
	case req.VersionTag == "" || len(req.VersionTag) > 128 || strings.TrimSpace(req.VersionTag) != req.VersionTag:
		t.Fatalf("versionTag %q accepted", req.VersionTag)
	case len(req.Changelog) > maxChangelogLen:
		t.Fatalf("changelog of %d bytes accepted", len(req.Changelog))
	case size < 0 || size > 1<<53:
		t.Fatalf("contentSize %d accepted", size)
	case req.Sha256 != "" && (len(req.Sha256) != 64 || strings.ToLower(req.Sha256) != req.Sha256):
		t.Fatalf("sha256 %q accepted", req.Sha256)
	case len(req.ContentType) > maxChainContentTypeLen:
		t.Fatalf("contentType of %d bytes accepted", len(req.ContentType))
	}
	req.ProjectID = "1"
	task, _, err := jobs.NewPushVersionTask(req)
	if err != nil {
		t.Fatal(err)
	}
	var got jobs.PushVersion
	if err := jobs.Decode(task, &got); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(req, got); diff != "" {
		t.Fatalf("job payload differs from the request (-want +got):\n%s", diff)
	}
	fields := map[string]any{"storageHash": req.StorageHash, "versionTag": req.VersionTag, "changelog": req.Changelog}
	if size != 0 {
		fields["contentSize"] = size
	}
	if req.Sha256 != "" {
		fields["sha256"] = req.Sha256
	}
	if req.ContentType != "" {
		fields["contentType"] = req.ContentType
	}
	resent, err := json.Marshal(fields)
	if err != nil {
		t.Fatal(err)
	}
	obj, err = rig.read(resent)
	if err != nil {
		t.Fatalf("resent body refused: %v", err)
	}
	again, err := parsePush(obj)
	if err != nil {
		t.Fatalf("resent body %s refused: %v", resent, err)
	}
	again.ProjectID = "1"
	if diff := cmp.Diff(req, again); diff != "" {
		t.Fatalf("resent body parses differently (-first +resent):\n%s", diff)
	}
}
