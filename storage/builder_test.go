package storage_test

import (
	"archive/tar"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/storage"
	"github.com/inkd/inkd/storage/ans104"
	"github.com/inkd/inkd/storage/internal/storagetest"
)

func tarball(tb testing.TB) []byte {
	tb.Helper()
	var b bytes.Buffer
	tw := tar.NewWriter(&b)
	if err := tw.WriteHeader(&tar.Header{Name: "a.txt", Size: 1, Mode: 0o644}); err != nil {
		tb.Fatal(err)
	}
	if _, err := tw.Write([]byte("a")); err != nil {
		tb.Fatal(err)
	}
	if err := tw.Close(); err != nil {
		tb.Fatal(err)
	}
	return b.Bytes()
}

func TestBuildContentType(t *testing.T) {
	tests := []struct {
		name     string
		data     []byte
		override string
		want     string
		wantErr  error
	}{
		{"empty", nil, "", "application/octet-stream", nil},
		{"text", []byte("hello\n"), "", "text/plain; charset=utf-8", nil},
		{"json", []byte(`{"name":"inkd"}`), "", "application/json", nil},
		{"tar", tarball(t), "", "application/x-tar", nil},
		{"binary", []byte{0, 1, 2, 0xff, 0, 0}, "", "application/octet-stream", nil},
		{"override", []byte("hello"), "Text/Markdown; Charset=UTF-8", "text/markdown; charset=UTF-8", nil},
		{"bad override", []byte("hello"), "not a type", "", storage.ErrInvalidContentType},
	}
	s := storagetest.Signer(t)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			it, err := storage.Build(context.Background(), s, bytes.NewReader(tc.data), int64(len(tc.data)),
				storage.BuildOptions{ContentType: tc.override})
			if !errors.Is(err, tc.wantErr) {
				t.Fatalf("Build = %v, want %v", err, tc.wantErr)
			}
			if err != nil {
				return
			}
			if it.ContentType() != tc.want || it.Header().ContentType() != tc.want {
				t.Errorf("content type = %q / tag %q, want %q", it.ContentType(), it.Header().ContentType(), tc.want)
			}
		})
	}
}

// TestBuildItemRoundTrip builds from a one-shot stream and from a ReaderAt,
// checks both give the same verified bytes, and reads the item back with
// ReadAt at awkward offsets.
func TestBuildItemRoundTrip(t *testing.T) {
	s := storagetest.Signer(t)
	data := storagetest.Pattern(200_003)
	opts := storage.BuildOptions{Tags: []ans104.Tag{{Name: "App-Name", Value: "inkd"}}}

	var streamed bytes.Buffer
	info, err := storage.BuildItem(context.Background(), s, iotest.HalfReader(bytes.NewReader(data)), int64(len(data)), opts, &streamed)
	if err != nil {
		t.Fatalf("BuildItem(stream): %v", err)
	}
	var direct bytes.Buffer
	info2, err := storage.BuildItem(context.Background(), s, bytes.NewReader(data), int64(len(data)), opts, &direct)
	if err != nil {
		t.Fatalf("BuildItem(ReaderAt): %v", err)
	}
	if diff := cmp.Diff(info, info2); diff != "" {
		t.Errorf("infos differ (-stream +direct):\n%s", diff)
	}
	if !bytes.Equal(streamed.Bytes(), direct.Bytes()) {
		t.Fatalf("stream and ReaderAt builds differ")
	}
	hdr, n, err := ans104.Verify(bytes.NewReader(streamed.Bytes()))
	if err != nil {
		t.Fatalf("Verify: %v", err)
	}
	sum := sha256.Sum256(data)
	want := storage.ItemInfo{ID: hdr.ID(), ContentType: "application/octet-stream", DataSize: n, Size: int64(streamed.Len()), Sha256: hex.EncodeToString(sum[:])}
	if diff := cmp.Diff(want, info); diff != "" {
		t.Errorf("info (-want +got):\n%s", diff)
	}
	wantTags := []ans104.Tag{{Name: "Content-Type", Value: "application/octet-stream"}, {Name: "App-Name", Value: "inkd"}}
	if diff := cmp.Diff(wantTags, hdr.Tags()); diff != "" {
		t.Errorf("tags (-want +got):\n%s", diff)
	}

	it, err := storage.Build(context.Background(), s, bytes.NewReader(data), int64(len(data)), opts)
	if err != nil {
		t.Fatal(err)
	}
	whole, err := io.ReadAll(it.NewReader())
	if err != nil || !bytes.Equal(whole, streamed.Bytes()) {
		t.Fatalf("NewReader gives other bytes (err %v)", err)
	}
	for _, off := range []int64{0, 1, it.Header().Size() - 3, it.Header().Size(), it.Size() - 5} {
		p := make([]byte, 10)
		n, err := it.ReadAt(p, off)
		wantN := min(int64(len(p)), it.Size()-off)
		if int64(n) != wantN || !bytes.Equal(p[:n], whole[off:off+int64(n)]) {
			t.Errorf("ReadAt(off %d) = %d bytes %x (err %v), want %x", off, n, p[:n], err, whole[off:off+wantN])
		}
		if wantN < int64(len(p)) && err != io.EOF {
			t.Errorf("ReadAt(off %d) past the end: err %v, want io.EOF", off, err)
		}
	}
}

func TestBuildItemSizeMismatch(t *testing.T) {
	s := storagetest.Signer(t)
	for _, data := range []string{"abc", "abcde", "abcdefghij"} {
		_, err := storage.BuildItem(context.Background(), s, io.MultiReader(strings.NewReader(data)), 4, storage.BuildOptions{}, io.Discard)
		if !errors.Is(err, ans104.ErrSizeMismatch) {
			t.Errorf("BuildItem(%q, size 4) = %v, want ErrSizeMismatch", data, err)
		}
	}
}

func TestBuildRejectsContentTypeTag(t *testing.T) {
	s := storagetest.Signer(t)
	_, err := storage.Build(context.Background(), s, bytes.NewReader(nil), 0,
		storage.BuildOptions{Tags: []ans104.Tag{{Name: "content-type", Value: "text/html"}}})
	if err == nil {
		t.Fatal("Build accepted a Content-Type tag in Tags")
	}
}

// BenchmarkBuildItem50MB measures the whole upload path: signing pass and
// writing pass over a 50 MB file-like source. Memory per build is a few
// 64 KiB buffers, independent of the size.
func BenchmarkBuildItem50MB(b *testing.B) {
	s := storagetest.Signer(b)
	data := storagetest.Pattern(50_000_000)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := storage.BuildItem(context.Background(), s, bytes.NewReader(data), int64(len(data)), storage.BuildOptions{}, io.Discard); err != nil {
			b.Fatal(err)
		}
	}
}
