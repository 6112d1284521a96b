package ans104

import (
	"bytes"
	"context"
	"io"
	"testing"
)

// benchSize is the largest upload the API accepts (50 MB).
const benchSize = 50_000_000

// BenchmarkSign50MB measures streaming a 50 MB payload through the deep hash
// and signing it. Memory: one 64 KiB copy buffer per call, independent of
// the payload size (see allocs/op and B/op).
func BenchmarkSign50MB(b *testing.B) {
	s := testSigner(b)
	data := bytes.Repeat([]byte{0xa5}, benchSize)
	opts := Options{Tags: []Tag{{Name: ContentTypeTag, Value: "application/octet-stream"}}}
	b.SetBytes(benchSize)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Sign(context.Background(), s, opts, bytes.NewReader(data), benchSize); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkVerify50MB measures parsing and verifying a 50 MB item from a
// stream.
func BenchmarkVerify50MB(b *testing.B) {
	s := testSigner(b)
	data := bytes.Repeat([]byte{0x5a}, benchSize)
	item := signBytes(b, s, Options{}, data)
	b.SetBytes(int64(len(item)))
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := Verify(bytes.NewReader(item)); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkWriteItem50MB measures the second pass: copying header and data to
// a writer.
func BenchmarkWriteItem50MB(b *testing.B) {
	s := testSigner(b)
	data := bytes.Repeat([]byte{0x33}, benchSize)
	hdr, err := Sign(context.Background(), s, Options{}, bytes.NewReader(data), benchSize)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(benchSize)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := WriteItem(io.Discard, hdr, bytes.NewReader(data), benchSize); err != nil {
			b.Fatal(err)
		}
	}
}
