package mcp

import (
	"context"
	"encoding/base64"
	"strings"
	"unicode/utf8"

	"github.com/google/jsonschema-go/jsonschema"
	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/inkd/inkd/api/client"
	"github.com/inkd/inkd/api/client/fetch"
	"github.com/inkd/inkd/api/wire"
)

// Bounds of get_version_content's maxBytes.
const (
	defaultContentBytes = 64 << 10
	maxContentBytes     = 1 << 20
)

// contentArgs are get_version_content's inputs.
type contentArgs struct {
	Project  string `json:"project" jsonschema:"the project's id (a decimal number such as \"7\") or its name"`
	Index    *int   `json:"index,omitempty" jsonschema:"the version's 0-based index; default: the latest version, or the latest with tag"`
	Tag      string `json:"tag,omitempty" jsonschema:"the latest version with exactly this tag (such as \"v1.2.0\"), when no index is given"`
	MaxBytes int    `json:"maxBytes,omitempty" jsonschema:"return at most this many bytes of the content, 1 to 1048576 (default 65536)"`
}

// contentOut is get_version_content's result.
type contentOut struct {
	Version  *wire.Version `json:"version" jsonschema:"the version's record: tag, storage hash and URL, contentSize, contentType and sha256 as the registry recorded them, transaction"`
	Encoding string        `json:"encoding" jsonschema:"text: content holds the bytes as UTF-8 text; base64: content holds them base64-encoded"`
	Content  string        `json:"content" jsonschema:"the content's first bytes, at most maxBytes"`
	Bytes    int           `json:"bytes" jsonschema:"how many bytes of content are in content"`
	// Truncated and Verified are the flags a model decides on.
	Truncated bool   `json:"truncated" jsonschema:"true when the content goes on past what is returned"`
	Verified  bool   `json:"verified" jsonschema:"true when the whole content was read and its SHA-256 equals the registry's record; false when truncated or when the record has no sha256"`
	SHA256    string `json:"sha256,omitempty" jsonschema:"SHA-256 of the whole content as read, when it was read whole"`
	Note      string `json:"note,omitempty" jsonschema:"why the content is not verified, when it is not"`
}

func (s *Server) addContentTool() {
	addTool(s, &sdk.Tool{
		Name: "get_version_content",
		Description: "Read a version's record and its content: the first maxBytes bytes (default 64 KiB) as text when they are UTF-8 text, else base64. " +
			"Content read whole is checked against the size and SHA-256 the registry recorded (verified: true); truncated content is not checked. " +
			"Content that does not match its record is refused with content_mismatch. Without index or tag, the latest version.",
		Annotations: readOnly("Read a version's content"),
		InputSchema: inputSchema[contentArgs](func(p map[string]*jsonschema.Schema) {
			p["index"].Minimum = jsonschema.Ptr(0.0)
			p["maxBytes"].Minimum, p["maxBytes"].Maximum = jsonschema.Ptr(1.0), jsonschema.Ptr(float64(maxContentBytes))
			p["maxBytes"].Default = []byte("65536")
		}),
	}, s.versionContent)
}

func (s *Server) versionContent(ctx context.Context, in contentArgs) (*contentOut, error) {
	id, err := s.projectID(ctx, in.Project)
	if err != nil {
		return nil, err
	}
	pick := client.VersionPick{Tag: in.Tag}
	if in.Index != nil {
		n := uint64(*in.Index)
		pick.Index = &n
	}
	v, err := s.c.PickVersion(ctx, id, pick)
	if err != nil {
		return nil, err
	}
	want, err := fetch.WantOf(v)
	if err != nil {
		return nil, err
	}
	src, err := fetch.SourceURL(s.c.BaseURL(), v)
	if err != nil {
		return nil, err
	}
	limit := int64(in.MaxBytes)
	if limit <= 0 {
		limit = defaultContentBytes
	}
	got, err := s.fetch.Read(ctx, src, want, limit)
	if err != nil {
		return nil, err
	}
	out := &contentOut{Version: v, Truncated: got.Truncated, Verified: got.Verified, SHA256: got.SHA256}
	switch {
	case got.Truncated:
		out.Note = "truncated: only the whole content can be checked against the record; raise maxBytes to read more"
	case !want.Verifiable():
		out.Note = "not verifiable: the record has no sha256 (pushed before digests, or content stored elsewhere)"
	}
	if text, ok := asText(got.Data, got.Truncated); ok {
		out.Encoding, out.Content, out.Bytes = "text", text, len(text)
	} else {
		out.Encoding, out.Content, out.Bytes = "base64", base64.StdEncoding.EncodeToString(got.Data), len(got.Data)
	}
	return out, nil
}

// asText returns b as text when it is UTF-8 without NUL bytes; truncated
// content may end inside a character, which is left out.
func asText(b []byte, truncated bool) (string, bool) {
	if truncated {
		for cut := 0; cut < utf8.UTFMax && len(b) > 0 && !utf8.Valid(b); cut++ {
			b = b[:len(b)-1]
		}
	}
	if !utf8.Valid(b) || strings.ContainsRune(string(b), 0) {
		return "", false
	}
	return string(b), true
}
