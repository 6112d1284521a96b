package api

import (
	"context"
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/inkd/inkd/api/wire"
)

// countingReader counts the bytes read from it.
type countingReader struct {
	r io.Reader
	n int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}

// repeatReader yields s over and over, up to n bytes, without holding them.
type repeatReader struct {
	s    string
	off  int
	left int64
}

func (r *repeatReader) Read(p []byte) (int, error) {
	if r.left <= 0 {
		return 0, io.EOF
	}
	n := 0
	for n < len(p) && r.left > 0 {
		c := copy(p[n:min(len(p), n+int(r.left))], r.s[r.off:])
		r.off = (r.off + c) % len(r.s)
		n += c
		r.left -= int64(c)
	}
	return n, nil
}

const fileTail = "--b\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.txt\"\r\n\r\nhello\r\n--b--\r\n"

// Long part headers and floods of parts are refused after reading a few
// KiB of them, not after buffering them.
func TestUploadFormBoundsPartHeadersAndParts(t *testing.T) {
	const header = "--b\r\nContent-Disposition: form-data; name=\"pad\"\r\nX-Pad: "
	const part = "--b\r\nContent-Disposition: form-data; name=\"x\"\r\n\r\n\r\n"
	tests := []struct {
		name     string
		body     io.Reader
		code     wire.Code
		message  string
		maxBytes int64
	}{
		{
			name: "8 MB part header",
			body: io.MultiReader(strings.NewReader(header), &repeatReader{s: "a", left: 8 << 20}, strings.NewReader("\r\n\r\n\r\n"+fileTail)),
			code: wire.CodeNotMultipart, message: "headers longer than 8192 bytes", maxBytes: 16 << 10,
		},
		{
			name: "a million empty parts",
			body: io.MultiReader(&repeatReader{s: part, left: int64(len(part)) * 1_000_000}, strings.NewReader(fileTail)),
			code: wire.CodeInvalidField, message: "more than 8 parts", maxBytes: 16 << 10,
		},
	}
	s, _ := uploadServer(t, Config{})
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			cr := &countingReader{r: tc.body}
			form, err := s.readForm(context.Background(), cr, "b")
			if form != nil {
				form.file.Close()
			}
			var apiErr *Error
			if !errors.As(err, &apiErr) || apiErr.Code != tc.code || !strings.Contains(apiErr.Message, tc.message) {
				t.Fatalf("err = %v, want %s containing %q", err, tc.code, tc.message)
			}
			if cr.n > tc.maxBytes {
				t.Fatalf("read %d bytes of the body before refusing it, want at most %d", cr.n, tc.maxBytes)
			}
		})
	}
}

// Through the API: the refusals are 400 with the error body, and a form
// with a few parts and ordinary headers is still accepted.
func TestUploadFormLimitsOverHTTP(t *testing.T) {
	s, _ := uploadServer(t, Config{})
	long := "--b\r\nContent-Disposition: form-data; name=\"pad\"\r\nX-Pad: " + strings.Repeat("a", 64<<10) + "\r\n\r\n\r\n" + fileTail
	many := strings.Repeat("--b\r\nContent-Disposition: form-data; name=\"x\"\r\n\r\n\r\n", maxFormParts) + fileTail
	few := strings.Repeat("--b\r\nContent-Disposition: form-data; name=\"x\"\r\nX-Note: "+strings.Repeat("n", 2<<10)+"\r\n\r\nv\r\n", maxFormParts-1) + fileTail
	tests := []struct {
		name   string
		body   string
		status int
		code   string
	}{
		{"long part header", long, 400, "not_multipart"},
		{"too many parts", many, 400, "invalid_field"},
		{"the most parts allowed, 2 KiB headers", few, 200, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			resp, body := postForm(t, s, []byte(tc.body), "multipart/form-data; boundary=b")
			if resp.StatusCode != tc.status || (tc.code != "" && body["error"] != tc.code) {
				t.Fatalf("= %d %v, want %d %s", resp.StatusCode, body, tc.status, tc.code)
			}
		})
	}
}
