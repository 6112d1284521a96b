// Package storagetest holds test helpers shared by the storage packages:
// a development signer and ready-made data items.
package storagetest

import (
	"bytes"
	"context"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/inkd/inkd/storage/ans104"
)

// DevKeyHex is development key #0 of the well-known test mnemonic (anvil and
// hardhat account 0xf39F…2266). It is public: never fund it on a real network.
const DevKeyHex = "ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80"

// Signer returns a signer for development key #0.
func Signer(tb testing.TB) *ans104.EthereumSigner {
	tb.Helper()
	key, err := crypto.HexToECDSA(DevKeyHex)
	if err != nil {
		tb.Fatalf("dev key: %v", err)
	}
	s, err := ans104.NewEthereumSigner(key)
	if err != nil {
		tb.Fatalf("signer: %v", err)
	}
	return s
}

// Item returns a signed data item carrying data, tagged with contentType
// (no Content-Type tag when it is empty), and its id.
func Item(tb testing.TB, data []byte, contentType string) (id string, item []byte) {
	tb.Helper()
	var tags []ans104.Tag
	if contentType != "" {
		tags = []ans104.Tag{{Name: ans104.ContentTypeTag, Value: contentType}}
	}
	hdr, err := ans104.Sign(context.Background(), Signer(tb), ans104.Options{Tags: tags}, bytes.NewReader(data), int64(len(data)))
	if err != nil {
		tb.Fatalf("sign item: %v", err)
	}
	var buf bytes.Buffer
	if _, err := ans104.WriteItem(&buf, hdr, bytes.NewReader(data), int64(len(data))); err != nil {
		tb.Fatalf("write item: %v", err)
	}
	return hdr.ID(), buf.Bytes()
}

// Pattern returns n bytes of a repeating, offset-dependent pattern, so that
// a misplaced chunk changes the content.
func Pattern(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(i*7 + i/251)
	}
	return b
}
