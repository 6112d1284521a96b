package ans104

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"errors"
	"io"
	"testing"
	"testing/iotest"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/go-cmp/cmp"
)

// fixedSigner returns a canned signature: a signer gone wrong.
type fixedSigner struct {
	owner []byte
	sig   []byte
}

func (f fixedSigner) Owner() []byte { return f.owner }
func (f fixedSigner) Sign(context.Context, [DeepHashSize]byte) ([]byte, error) {
	return f.sig, nil
}

func testSigner(tb testing.TB) *EthereumSigner {
	tb.Helper()
	s, _ := loadVectors(tb)
	return s
}

func otherKey(tb testing.TB) *ecdsa.PrivateKey {
	tb.Helper()
	k, err := crypto.HexToECDSA("59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d")
	if err != nil {
		tb.Fatal(err)
	}
	return k
}

func signBytes(tb testing.TB, s Signer, opts Options, data []byte) []byte {
	tb.Helper()
	hdr, err := Sign(context.Background(), s, opts, bytes.NewReader(data), int64(len(data)))
	if err != nil {
		tb.Fatalf("Sign: %v", err)
	}
	var out bytes.Buffer
	if _, err := WriteItem(&out, hdr, bytes.NewReader(data), int64(len(data))); err != nil {
		tb.Fatalf("WriteItem: %v", err)
	}
	return out.Bytes()
}

func TestSignErrors(t *testing.T) {
	s := testSigner(t)
	other, err := NewEthereumSigner(otherKey(t))
	if err != nil {
		t.Fatal(err)
	}
	good := signBytes(t, s, Options{}, []byte("data"))
	goodSig := good[2 : 2+SignatureSize]
	canceled, cancel := context.WithCancel(context.Background())
	cancel()
	tests := []struct {
		name    string
		ctx     context.Context
		signer  Signer
		opts    Options
		data    io.Reader
		size    int64
		wantErr error
	}{
		{"short data", context.Background(), s, Options{}, bytes.NewReader([]byte("abc")), 4, ErrSizeMismatch},
		{"long data", context.Background(), s, Options{}, bytes.NewReader([]byte("abcde")), 4, ErrSizeMismatch},
		{"bad tag", context.Background(), s, Options{Tags: []Tag{{Name: "", Value: "x"}}}, bytes.NewReader(nil), 0, ErrInvalidTag},
		{"canceled", canceled, s, Options{}, bytes.NewReader([]byte("abcd")), 4, context.Canceled},
		{"signature by another key", context.Background(), fixedSigner{owner: other.Owner(), sig: goodSig}, Options{}, bytes.NewReader([]byte("data")), 4, ErrInvalidSignature},
		{"high-s signature", context.Background(), fixedSigner{owner: s.Owner(), sig: highS(t, good)[2 : 2+SignatureSize]}, Options{}, bytes.NewReader([]byte("data")), 4, ErrInvalidSignature},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Sign(tc.ctx, tc.signer, tc.opts, tc.data, tc.size)
			if !errors.Is(err, tc.wantErr) {
				t.Fatalf("Sign = %v, want %v", err, tc.wantErr)
			}
		})
	}
}

func TestSignRejectsBadOptions(t *testing.T) {
	s := testSigner(t)
	for _, opts := range []Options{{Target: make([]byte, 31)}, {Anchor: make([]byte, 33)}} {
		if _, err := Sign(context.Background(), s, opts, bytes.NewReader(nil), 0); err == nil {
			t.Errorf("Sign(%+v) succeeded", opts)
		}
	}
}

func TestWriteItemSizeMismatch(t *testing.T) {
	s := testSigner(t)
	hdr, err := Sign(context.Background(), s, Options{}, bytes.NewReader([]byte("abcd")), 4)
	if err != nil {
		t.Fatal(err)
	}
	for _, data := range []string{"abc", "abcde"} {
		var out bytes.Buffer
		_, err := WriteItem(&out, hdr, bytes.NewReader([]byte(data)), 4)
		var se *SizeError
		if !errors.As(err, &se) {
			t.Errorf("WriteItem(%q) = %v, want *SizeError", data, err)
		}
	}
}

// TestStreamRoundTrip signs a multi-chunk payload, reads it back through
// readers that return short reads, and checks header fields survive.
func TestStreamRoundTrip(t *testing.T) {
	s := testSigner(t)
	data := bytes.Repeat([]byte("0123456789abcdef"), 1<<16+3) // ~1 MiB, not a multiple of the buffer
	opts := Options{
		Target: bytes.Repeat([]byte{7}, TargetSize),
		Anchor: bytes.Repeat([]byte{9}, AnchorSize),
		Tags:   []Tag{{Name: ContentTypeTag, Value: "application/x-test"}},
	}
	hdr, err := Sign(context.Background(), s, opts, iotest.HalfReader(bytes.NewReader(data)), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	var item bytes.Buffer
	if _, err := WriteItem(&item, hdr, iotest.HalfReader(bytes.NewReader(data)), int64(len(data))); err != nil {
		t.Fatal(err)
	}
	r, err := NewReader(iotest.HalfReader(bytes.NewReader(item.Bytes())))
	if err != nil {
		t.Fatal(err)
	}
	got, err := io.ReadAll(r)
	if err != nil {
		t.Fatalf("read data: %v", err)
	}
	if !bytes.Equal(got, data) {
		t.Fatalf("data differs")
	}
	type fields struct {
		ID, ContentType string
		Target, Anchor  []byte
		Size            int64
	}
	want := fields{hdr.ID(), "application/x-test", opts.Target, opts.Anchor, int64(item.Len() - len(data))}
	h := r.Header()
	if diff := cmp.Diff(want, fields{h.ID(), h.ContentType(), h.Target(), h.Anchor(), h.Size()}); diff != "" {
		t.Errorf("header (-want +got):\n%s", diff)
	}
	if h.OwnerAddress() != s.Address() {
		t.Errorf("owner address = %s, want %s", h.OwnerAddress(), s.Address())
	}
}

// failAfter fails any read past the first n bytes.
type failAfter struct {
	r io.Reader
	n int
}

func (f *failAfter) Read(p []byte) (int, error) {
	if f.n <= 0 {
		return 0, errors.New("read past the header")
	}
	if len(p) > f.n {
		p = p[:f.n]
	}
	n, err := f.r.Read(p)
	f.n -= n
	return n, err
}

// TestNewReaderRejectsHighSEarly checks a non-canonical signature is refused
// before any data is read.
func TestNewReaderRejectsHighSEarly(t *testing.T) {
	s := testSigner(t)
	item := highS(t, signBytes(t, s, Options{}, bytes.Repeat([]byte{1}, 1000)))
	_, err := NewReader(&failAfter{r: bytes.NewReader(item), n: fixedHeaderSize})
	if !errors.Is(err, ErrInvalidSignature) {
		t.Fatalf("NewReader = %v, want ErrInvalidSignature", err)
	}
}

func TestReaderPassesReadErrors(t *testing.T) {
	s := testSigner(t)
	item := signBytes(t, s, Options{}, bytes.Repeat([]byte{1}, 1000))
	r, err := NewReader(&failAfter{r: bytes.NewReader(item), n: fixedHeaderSize + 10})
	if err != nil {
		t.Fatal(err)
	}
	_, err = io.ReadAll(r)
	if err == nil || errors.Is(err, ErrInvalidSignature) {
		t.Fatalf("ReadAll = %v, want the source's read error", err)
	}
}

func TestSignIsDeterministic(t *testing.T) {
	s := testSigner(t)
	a := signBytes(t, s, Options{}, []byte("same"))
	b := signBytes(t, s, Options{}, []byte("same"))
	c := signBytes(t, s, Options{Anchor: bytes.Repeat([]byte{1}, AnchorSize)}, []byte("same"))
	if !bytes.Equal(a, b) {
		t.Errorf("same input signed twice gave different items")
	}
	if bytes.Equal(a[:2+SignatureSize], c[:2+SignatureSize]) {
		t.Errorf("a different anchor gave the same signature")
	}
}

func TestNewEthereumSignerRejectsBadKeys(t *testing.T) {
	if _, err := NewEthereumSigner(nil); err == nil {
		t.Errorf("nil key accepted")
	}
	p256, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err == nil {
		if _, err := NewEthereumSigner(p256); err == nil {
			t.Errorf("P-256 key accepted")
		}
	}
}
