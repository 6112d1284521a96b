package api

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/jobs"
)

// storedItem is an item the rig's content records know: 50 MiB of gzip.
const storedItem = "gzipAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"

var storedContent = jobs.Content{Sha256: strings.Repeat("5a", 32), ContentSize: 50 << 20, ContentType: "application/gzip"}

func contentPushBody(hash, tag, extra string) string {
	return `{"storageHash":"ar://` + hash + `","versionTag":"` + tag + `"` + extra + `}`
}

// A push of content this service stored states, in its job (and so on
// chain), the digest, size and type the upload recorded: filled in when
// left out, kept when stated alike (hex in any case, the type in any
// spelling of the same media type). Content stored elsewhere carries what
// was stated, and nothing when nothing was.
func TestPushContentFilledFromStoredRecord(t *testing.T) {
	for _, tc := range []struct {
		name, hash, extra string
		want              jobs.Content
	}{
		{"stored, nothing stated", storedItem, "", storedContent},
		{"stored, all stated alike", storedItem, `,"sha256":"` + strings.ToUpper(storedContent.Sha256) + `","contentSize":52428800,"contentType":"Application/GZIP"`, storedContent},
		{"stored, digest stated", storedItem, `,"sha256":"` + storedContent.Sha256 + `"`, storedContent},
		{"elsewhere, all stated", "elsewhereAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", `,"sha256":"` + strings.Repeat("0f", 32) + `","contentSize":7,"contentType":"text/plain"`,
			jobs.Content{Sha256: strings.Repeat("0f", 32), ContentSize: 7, ContentType: "text/plain"}},
		{"elsewhere, nothing stated", "elsewhereAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "", jobs.Content{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := newPayRig(t, 0)
			r.startWorker(t)
			r.sizes.c[storedItem] = storedContent
			const path = "/v1/projects/7/versions"
			body := contentPushBody(tc.hash, "v1", tc.extra)
			p := r.payer(2, t.Name())
			header, _ := p.terms(t, path, body)
			r.succeedsOnce(t, p, path, body, header)
			var job jobs.PushVersion
			if typ := r.queuedJob(t, p, &job); typ != jobs.TypePushVersion || job.Content != tc.want {
				t.Fatalf("job %s states %+v, want %+v", typ, job.Content, tc.want)
			}
		})
	}
}

// A stated digest, size or type that differs from what this service stored,
// or a digest or type that is not one, is refused 400 invalid_field naming
// the field, before any payment is asked for: with or without a payment
// header nothing is queued, reserved or held.
func TestPushContentStatedMustMatch(t *testing.T) {
	r := newPayRig(t, 0)
	r.startWorker(t)
	r.sizes.c[storedItem] = storedContent
	const path = "/v1/projects/7/versions"
	for _, tc := range []struct {
		name, body, field string
	}{
		{"other digest", contentPushBody(storedItem, "v1", `,"sha256":"`+strings.Repeat("ab", 32)+`"`), "sha256"},
		{"other size", contentPushBody(storedItem, "v1", `,"contentSize":1`), "contentSize"},
		{"larger size", contentPushBody(storedItem, "v1", `,"contentSize":104857600`), "contentSize"},
		{"other type", contentPushBody(storedItem, "v1", `,"contentType":"text/plain"`), "contentType"},
		{"digest with 0x", contentPushBody(storedItem, "v1", `,"sha256":"0x`+storedContent.Sha256[2:]+`"`), "sha256"},
		{"short digest", contentPushBody("elsewhereAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "v1", `,"sha256":"abc"`), "sha256"},
		{"digest not hex", contentPushBody("elsewhereAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "v1", `,"sha256":"`+strings.Repeat("zz", 32)+`"`), "sha256"},
		{"type too long", contentPushBody("elsewhereAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "v1", `,"contentType":"application/`+strings.Repeat("x", 120)+`"`), "contentType"},
		{"not a type", contentPushBody("elsewhereAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "v1", `,"contentType":"not a type"`), "contentType"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// a payment signed for a valid push of the same project
			p := r.payer(3, t.Name())
			header, _ := p.terms(t, path, contentPushBody(storedItem, "v1", ""))
			for _, h := range []string{"", header} {
				msg := wantError(t, p.send(t, path, tc.body, h), http.StatusBadRequest, wire.CodeInvalidField)
				if !strings.HasPrefix(msg, tc.field+" ") {
					t.Fatalf("message %q does not name %s", msg, tc.field)
				}
			}
			r.nothingQueued(t, p)
		})
	}
}

// A multi-push item is filled in and checked as a single push is; a refused
// item is named versions[i].<field> and refuses the whole multi-push before its
// 402.
func TestMultiPushContent(t *testing.T) {
	r := newPayRig(t, 0)
	r.startWorker(t)
	r.sizes.c[storedItem] = storedContent
	stated := jobs.Content{Sha256: strings.Repeat("0f", 32), ContentSize: 9, ContentType: "text/plain"}
	items := []map[string]any{
		{"storageHash": "ar://" + storedItem, "versionTag": "v1"},
		{"storageHash": "ar://elsewhereAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "versionTag": "v2", "sha256": stated.Sha256, "contentSize": 9, "contentType": "text/plain"},
		{"storageHash": "ar://elsewhereBAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "versionTag": "v3"},
	}
	b, _ := json.Marshal(map[string]any{"versions": items})
	p := r.payer(4, t.Name())
	header, _ := p.terms(t, multiPushURL, string(b))

	bad := append([]map[string]any{}, items...)
	bad[2] = map[string]any{"storageHash": "ar://" + storedItem, "versionTag": "v3", "sha256": strings.Repeat("ab", 32)}
	badBody, _ := json.Marshal(map[string]any{"versions": bad})
	for _, h := range []string{"", header} {
		msg := wantError(t, p.send(t, multiPushURL, string(badBody), h), http.StatusBadRequest, wire.CodeInvalidField)
		if !strings.HasPrefix(msg, "versions[2].sha256: ") {
			t.Fatalf("message %q does not name versions[2].sha256", msg)
		}
	}
	r.nothingQueued(t, p)

	r.succeedsOnce(t, p, multiPushURL, string(b), header)
	var job jobs.PushVersions
	r.queuedJob(t, p, &job)
	want := []jobs.Content{storedContent, stated, {}}
	for i, v := range job.Versions {
		if v.Content != want[i] {
			t.Errorf("job's versions[%d] states %+v, want %+v", i, v.Content, want[i])
		}
	}
}
