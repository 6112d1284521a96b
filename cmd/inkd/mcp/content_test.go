package mcp

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"strings"
	"testing"

	"github.com/inkd/inkd/api/client"
	"github.com/inkd/inkd/internal/testutil/versionapi"
)

// get_version_content returns a version's record and its content,
// bounded: text as text, binary as base64; content read whole is verified
// against the record's sha256, truncated content is not, and content a
// gateway altered is refused with content_mismatch.
func TestGetVersionContent(t *testing.T) {
	readme := "# tool\n\nThe README, in UTF-8: héllo ✓\n"
	bin := bytes.Repeat([]byte{0, 0xff, 0x10, 0x80}, 1000)
	altered := []byte(strings.Replace(readme, "tool", "t00l", 1))
	api := versionapi.NewVersionAPI(t, "tool",
		versionapi.ServedVersion{Tag: "v1", Content: []byte(readme), ContentType: "text/markdown"},
		versionapi.ServedVersion{Tag: "bin", Content: bin},
		versionapi.ServedVersion{Tag: "altered", Content: []byte(readme), Served: altered},
		versionapi.ServedVersion{Tag: "legacy", Content: []byte("old\n"), NoDigest: true},
		versionapi.ServedVersion{Tag: "v2", Content: []byte(strings.Repeat("é", 100))},
	)
	c, err := client.New(client.Config{BaseURL: api.URL, MaxAttempts: 1})
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(Config{Client: c, Budget: NewBudget(nil, nil)})
	if err != nil {
		t.Fatal(err)
	}
	cs := connect(t, s)
	for _, tc := range []struct {
		name string
		args map[string]any
		// want is the result, without the record; errWant a tool error's
		// start instead.
		want    contentOut
		index   string
		errWant string
	}{
		{name: "text by tag, whole and verified", args: map[string]any{"project": "tool", "tag": "v1"}, index: "0",
			want: contentOut{Encoding: "text", Content: readme, Bytes: len(readme), Verified: true, SHA256: hexSum([]byte(readme))}},
		{name: "binary by index as base64", args: map[string]any{"project": "7", "index": 1}, index: "1",
			want: contentOut{Encoding: "base64", Content: base64.StdEncoding.EncodeToString(bin), Bytes: len(bin), Verified: true, SHA256: hexSum(bin)}},
		{name: "binary truncated", args: map[string]any{"project": "7", "index": 1, "maxBytes": 6}, index: "1",
			want: contentOut{Encoding: "base64", Content: base64.StdEncoding.EncodeToString(bin[:6]), Bytes: 6, Truncated: true,
				Note: "truncated: only the whole content can be checked against the record; raise maxBytes to read more"}},
		{name: "latest, text cut inside a character", args: map[string]any{"project": "tool", "maxBytes": 5}, index: "4",
			want: contentOut{Encoding: "text", Content: "éé", Bytes: 4, Truncated: true,
				Note: "truncated: only the whole content can be checked against the record; raise maxBytes to read more"}},
		{name: "no digest in the record", args: map[string]any{"project": "tool", "tag": "legacy"}, index: "3",
			want: contentOut{Encoding: "text", Content: "old\n", Bytes: 4, SHA256: hexSum([]byte("old\n")),
				Note: "not verifiable: the record has no sha256 (pushed before digests, or content stored elsewhere)"}},
		{name: "altered by the gateway", args: map[string]any{"project": "tool", "tag": "altered"}, errWant: "content_mismatch: "},
		{name: "no such tag", args: map[string]any{"project": "tool", "tag": "v9"}, errWant: "version_not_found: "},
		{name: "maxBytes above the cap", args: map[string]any{"project": "tool", "maxBytes": maxContentBytes + 1}, errWant: "validating"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := call(t, cs, "get_version_content", tc.args)
			if tc.errWant != "" {
				if !res.IsError || !strings.Contains(text(res), tc.errWant) {
					t.Fatalf("error %v %q; want a tool error with %q", res.IsError, text(res), tc.errWant)
				}
				return
			}
			if res.IsError {
				t.Fatalf("tool error %q", text(res))
			}
			var got contentOut
			if err := json.Unmarshal([]byte(text(res)), &got); err != nil {
				t.Fatalf("%v in %s", err, text(res))
			}
			if got.Version == nil || got.Version.Index != tc.index || got.Version.StorageURL == "" {
				t.Fatalf("record %+v; want version %s", got.Version, tc.index)
			}
			got.Version = nil
			if got != tc.want {
				t.Fatalf("got  %+v\nwant %+v", got, tc.want)
			}
		})
	}
}

func hexSum(b []byte) string {
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}
