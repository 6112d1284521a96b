package api

import (
	"bytes"
	"context"
	"errors"
	"io"
	"mime/multipart"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/storage"
)

// fuzzUploadLimit is the upload limit of FuzzUploadForm: small, so that
// mutated bodies cross it.
const fuzzUploadLimit = 64

const fuzzBoundary = "XyZ"

var formSeeds = []string{
	"--XyZ\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.txt\"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--XyZ--\r\n",
	"--XyZ\r\nContent-Disposition: form-data; name=\"contentType\"\r\n\r\napplication/json; charset=utf-8\r\n--XyZ\r\nContent-Disposition: form-data; name=\"file\"; filename=\"dir/x.json\"\r\n\r\n{}\r\n--XyZ--\r\n",
	"--XyZ\r\nContent-Disposition: form-data; name=\"file\"; filename=\"b\"\r\n\r\n\r\n--XyZ--\r\n",
	"--XyZ\r\nContent-Disposition: form-data; name=\"file\"\r\n\r\n" + strings.Repeat("x", fuzzUploadLimit+1) + "\r\n--XyZ--\r\n",
	"--XyZ\r\nContent-Disposition: form-data; name=\"file\"\r\n\r\na\r\n--XyZ\r\nContent-Disposition: form-data; name=\"file\"\r\n\r\nb\r\n--XyZ--\r\n",
	"--XyZ\r\nContent-Disposition: form-data; name=\"note\"\r\n\r\nn\r\n--XyZ\r\nContent-Disposition: form-data; name=\"file\"; filename=\"\xff\x01 name \"\r\n\r\nz\r\n--XyZ--\r\nepilogue",
	"--XyZ\r\nContent-Disposition: form-data; name=\"contentType\"\r\n\r\nnot a type\r\n--XyZ--\r\n",
	"--XyZ\r\nContent-Disposition: form-data; name=\"file\"\r\n\r\ntruncated",
	"preamble\r\n--XyZ\r\nContent-Disposition: form-data; name=\"file\"; filename*=UTF-8''%E2%82%AC.txt\r\n\r\neuro\r\n--XyZ--",
	"--XyZ--\r\n",
	"",
}

// FuzzUploadForm: the multipart body of POST /v1/upload never panics and
// never ends in anything but a 4xx *Error (the disk never fails here); an
// accepted form holds exactly the bytes of its one file part, within the
// upload limit and not empty, a file name fit for a tag (valid UTF-8, no
// control characters, at most 255 bytes) and a normalised content type;
// and it had at most maxFormParts parts whose headers stay within the cap.
func FuzzUploadForm(f *testing.F) {
	for _, s := range formSeeds {
		f.Add([]byte(s))
	}
	s := uploadFormServer(f)
	f.Fuzz(func(t *testing.T, body []byte) { checkUploadForm(t, s, body) })
}

// BenchmarkUploadFormBody times one FuzzUploadForm exec over its seeds: the
// cost of the harness against the code under test.
func BenchmarkUploadFormBody(b *testing.B) {
	s := uploadFormServer(b)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		checkUploadForm(b, s, []byte(formSeeds[i%len(formSeeds)]))
	}
}

func uploadFormServer(tb testing.TB) *Server {
	return &Server{cfg: Config{UploadLimit: fuzzUploadLimit}.withDefaults(), deps: Deps{Uploads: UploadDeps{SpoolDir: tb.TempDir()}}}
}

var uploadFormCodes = []wire.Code{wire.CodeNotMultipart, wire.CodeInvalidField, wire.CodeFileRequired, wire.CodeEmptyFile, wire.CodeContentTooLarge}

// checkUploadForm is one FuzzUploadForm exec.
func checkUploadForm(t testing.TB, s *Server, body []byte) {
	form, err := s.readForm(context.Background(), bytes.NewReader(body), fuzzBoundary)
	if err != nil {
		mustRefuse(t, err, uploadFormCodes...)
		return
	}
	defer form.file.Close()
	got, err := io.ReadAll(io.NewSectionReader(form.file, 0, form.file.Size()))
	if err != nil {
		t.Fatal(err)
	}
	want, parts, headerBytes := referenceForm(t, body)
	if !bytes.Equal(got, want) {
		t.Fatalf("spooled file %q, want the file part %q", got, want)
	}
	switch {
	case len(got) == 0 || len(got) > fuzzUploadLimit:
		t.Fatalf("file of %d bytes accepted (limit %d)", len(got), fuzzUploadLimit)
	case parts > maxFormParts:
		t.Fatalf("form of %d parts accepted", parts)
	case headerBytes > maxPartHeader+multipartReadAhead:
		t.Fatalf("part headers of %d bytes accepted", headerBytes)
	case !utf8.ValidString(form.fileName) || len(form.fileName) > maxFileNameLen ||
		strings.ContainsFunc(form.fileName, unicode.IsControl):
		t.Fatalf("file name %q accepted", form.fileName)
	}
	if form.contentType != "" {
		again, err := storage.NormalizeContentType(form.contentType)
		if err != nil || again != form.contentType {
			t.Fatalf("content type %q is not normalised: %q, %v", form.contentType, again, err)
		}
	}
}

// referenceForm reads body with mime/multipart alone: the bytes of the first
// "file" part, the number of parts and the size of the largest part header.
func referenceForm(t testing.TB, body []byte) (file []byte, parts, headerBytes int) {
	t.Helper()
	mr := multipart.NewReader(bytes.NewReader(body), fuzzBoundary)
	found := false
	for {
		p, err := mr.NextRawPart()
		if errors.Is(err, io.EOF) {
			return file, parts, headerBytes
		}
		if err != nil {
			t.Fatalf("accepted form is not multipart to mime/multipart: %v", err)
		}
		parts++
		n := 0
		for k, vs := range p.Header {
			for _, v := range vs {
				n += len(k) + len(v) + 4
			}
		}
		headerBytes = max(headerBytes, n)
		b, err := io.ReadAll(p)
		if err != nil {
			t.Fatalf("accepted form is not multipart to mime/multipart: %v", err)
		}
		if p.FormName() == "file" && !found {
			file, found = b, true
		}
	}
}
