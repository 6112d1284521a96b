package ans104

import (
	"bytes"
	"context"
	"crypto/sha512"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"math/big"
	"os"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/go-cmp/cmp"
)

// vectorFile holds items made by the reference JavaScript library bundlers
// use.
const vectorFile = "testdata/ans104-ethereum.json"

type vectorCase struct {
	Name     string `json:"name"`
	ID       string `json:"id"`
	Raw      string `json:"raw"`
	DeepHash string `json:"deepHash"`
	Owner    string `json:"owner"`
	Valid    bool   `json:"valid"`
}

type vectorSet struct {
	Key   string       `json:"key"`
	Cases []vectorCase `json:"cases"`
}

func loadVectors(tb testing.TB) (*EthereumSigner, []vectorCase) {
	tb.Helper()
	b, err := os.ReadFile(vectorFile)
	if err != nil {
		tb.Fatalf("read vectors: %v", err)
	}
	var vs vectorSet
	if err := json.Unmarshal(b, &vs); err != nil {
		tb.Fatalf("decode vectors: %v", err)
	}
	key, err := crypto.HexToECDSA(vs.Key)
	if err != nil {
		tb.Fatalf("vector key: %v", err)
	}
	s, err := NewEthereumSigner(key)
	if err != nil {
		tb.Fatalf("signer: %v", err)
	}
	return s, vs.Cases
}

func mustHex(tb testing.TB, s string) []byte {
	tb.Helper()
	b, err := hex.DecodeString(s)
	if err != nil {
		tb.Fatalf("hex: %v", err)
	}
	return b
}

// TestVectors parses and verifies every reference item, checks its id, owner
// and deep hash, and signs the same fields again to reproduce it byte for
// byte.
func TestVectors(t *testing.T) {
	signer, cases := loadVectors(t)
	for _, tc := range cases {
		t.Run(tc.Name, func(t *testing.T) {
			raw := mustHex(t, tc.Raw)
			hdr, n, err := Verify(bytes.NewReader(raw))
			if err != nil {
				t.Fatalf("Verify: %v", err)
			}
			data := raw[hdr.Size():]
			if n != int64(len(data)) {
				t.Errorf("data size = %d, want %d", n, len(data))
			}
			got := struct{ ID, Owner, DeepHash string }{
				ID:    hdr.ID(),
				Owner: base64.RawURLEncoding.EncodeToString(hdr.Owner()),
				DeepHash: func() string {
					d := hdr.signatureData(sha512.Sum384(data), int64(len(data)))
					return hex.EncodeToString(d[:])
				}(),
			}
			want := struct{ ID, Owner, DeepHash string }{tc.ID, tc.Owner, tc.DeepHash}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("fields (-want +got):\n%s", diff)
			}
			if !bytes.Equal(hdr.Owner(), signer.Owner()) {
				t.Errorf("owner is not the vector key")
			}

			again, err := Sign(context.Background(), signer, Options{
				Target: hdr.Target(), Anchor: hdr.Anchor(), Tags: hdr.Tags(),
			}, bytes.NewReader(data), int64(len(data)))
			if err != nil {
				t.Fatalf("Sign: %v", err)
			}
			var out bytes.Buffer
			if _, err := WriteItem(&out, again, bytes.NewReader(data), int64(len(data))); err != nil {
				t.Fatalf("WriteItem: %v", err)
			}
			if !bytes.Equal(out.Bytes(), raw) {
				t.Errorf("re-signed item differs:\n got %x\nwant %x", out.Bytes(), raw)
			}
			if again.ID() != tc.ID {
				t.Errorf("re-signed id = %s, want %s", again.ID(), tc.ID)
			}
		})
	}
}

// highS returns a copy of raw whose signature is the malleated (N-s, v^1)
// twin of the original: the same signer recovers from it, but it is not
// canonical.
func highS(tb testing.TB, raw []byte) []byte {
	tb.Helper()
	out := bytes.Clone(raw)
	sig := out[2 : 2+SignatureSize]
	s := new(big.Int).SetBytes(sig[32:64])
	s.Sub(crypto.S256().Params().N, s)
	s.FillBytes(sig[32:64])
	sig[64] = 55 - sig[64] // 27 <-> 28
	return out
}

// TestHighSIsRecoverableButRejected shows the high-s twin is a signature by
// the same key (so only the low-s rule rejects it) and that Verify rejects it.
func TestHighSIsRecoverableButRejected(t *testing.T) {
	_, cases := loadVectors(t)
	for _, tc := range cases {
		t.Run(tc.Name, func(t *testing.T) {
			raw := mustHex(t, tc.Raw)
			twin := highS(t, raw)
			hdr, err := ReadHeader(bytes.NewReader(raw))
			if err != nil {
				t.Fatal(err)
			}
			data := raw[hdr.Size():]
			msg := hdr.signatureData(sha512.Sum384(data), int64(len(data)))
			sig := bytes.Clone(twin[2 : 2+SignatureSize])
			sig[64] -= 27
			pub, err := crypto.Ecrecover(textHash(msg), sig)
			if err != nil || !bytes.Equal(pub, hdr.Owner()) {
				t.Fatalf("high-s twin does not recover to the owner (err %v)", err)
			}
			if _, _, err := Verify(bytes.NewReader(twin)); !errors.Is(err, ErrInvalidSignature) {
				t.Fatalf("Verify(high s) = %v, want ErrInvalidSignature", err)
			}
		})
	}
}

// TestTamperedRejected flips single fields of a valid item.
func TestTamperedRejected(t *testing.T) {
	_, cases := loadVectors(t)
	byName := map[string][]byte{}
	for _, tc := range cases {
		byName[tc.Name] = mustHex(t, tc.Raw)
	}
	tagsItem := byName["tags"]
	anchored := byName["target-anchor"]
	lastByte := func(b []byte) int { return len(b) - 1 }
	tests := []struct {
		name    string
		item    []byte
		mutate  func(b []byte) []byte
		wantErr error
	}{
		{"data byte", tagsItem, func(b []byte) []byte { b[lastByte(b)] ^= 1; return b }, ErrInvalidSignature},
		{"data appended", tagsItem, func(b []byte) []byte { return append(b, '!') }, ErrInvalidSignature},
		{"data truncated", tagsItem, func(b []byte) []byte { return b[:len(b)-1] }, ErrInvalidSignature},
		{"tag name letter", tagsItem, func(b []byte) []byte { b[fixedHeaderSize+2] ^= 0x20; return b }, ErrInvalidSignature},
		{"signature r", tagsItem, func(b []byte) []byte { b[5] ^= 1; return b }, ErrInvalidSignature},
		{"signature v", tagsItem, func(b []byte) []byte { b[2+64] = 29; return b }, ErrInvalidSignature},
		{"high s", tagsItem, func(b []byte) []byte { return highS(t, b) }, ErrInvalidSignature},
		{"target byte", anchored, func(b []byte) []byte { b[2+130+1] ^= 1; return b }, ErrInvalidSignature},
		{"anchor byte", anchored, func(b []byte) []byte { b[2+130+34] ^= 1; return b }, ErrInvalidSignature},
		{"owner not a key", tagsItem, func(b []byte) []byte { b[2+65] = 0x05; return b }, ErrMalformed},
		{"signature type 1", tagsItem, func(b []byte) []byte { b[0] = 1; return b }, ErrUnsupportedSignatureType},
		{"target flag 2", tagsItem, func(b []byte) []byte { b[2+130] = 2; return b }, ErrMalformed},
		{"tag count", tagsItem, func(b []byte) []byte { b[2+130+2] = 3; return b }, ErrMalformed},
		{"header truncated", tagsItem, func(b []byte) []byte { return b[:100] }, ErrMalformed},
		{"empty", tagsItem, func(b []byte) []byte { return nil }, ErrMalformed},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			item := tc.mutate(bytes.Clone(tc.item))
			_, _, err := Verify(bytes.NewReader(item))
			if !errors.Is(err, tc.wantErr) {
				t.Fatalf("Verify = %v, want %v", err, tc.wantErr)
			}
		})
	}
}
