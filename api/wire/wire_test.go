package wire

import (
	"go/parser"
	"go/token"
	"math/big"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// A paid write's job id is a stable function of its payment: clients that
// saved a payment find its job by it, across releases.
func TestJobIDIsStable(t *testing.T) {
	payer := [20]byte{0x47, 0x52, 0x6E, 0x4A, 0x78, 0x83, 0x05, 0xFB, 0x4e, 0x41, 0x6D, 0xc5, 0x34, 0x44, 0xf5, 0x11, 0xa6, 0x48, 0x3f, 0xF4}
	var nonce [32]byte
	copy(nonce[:], "a nonce of thirty-two bytes.....")
	if got, want := JobID(payer, nonce), "pay_b23ef4da829d24703648caa555119b8c"; got != want {
		t.Errorf("JobID = %s, want %s", got, want)
	}
	other := nonce
	other[31] ^= 1
	if JobID(payer, other) == JobID(payer, nonce) {
		t.Error("two nonces share a job")
	}
}

// A voucher's job id is a stable function of (channel, ceiling), never
// equal to an authorization's with the same bytes.
func TestVoucherJobIDIsStable(t *testing.T) {
	var channel [32]byte
	copy(channel[:], "a channel id of thirty-two bytes")
	got := VoucherJobID(channel, big.NewInt(250_000))
	if got != VoucherJobID(channel, big.NewInt(250_000)) || !strings.HasPrefix(got, JobPrefix) || len(got) != len(JobPrefix)+32 {
		t.Fatalf("VoucherJobID = %s: not stable or not a job id", got)
	}
	if got == VoucherJobID(channel, big.NewInt(250_001)) {
		t.Error("two ceilings share a job")
	}
	var payer [20]byte
	copy(payer[:], channel[:20])
	if got == JobID(payer, channel) {
		t.Error("a voucher's job is an authorization's")
	}
}

// The package is importable from anywhere: it imports only the standard
// library, never the project or a third party.
func TestImportsOnlyTheStandardLibrary(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range files {
		f, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			if first, _, _ := strings.Cut(path, "/"); strings.Contains(first, ".") {
				t.Errorf("%s imports %s", name, path)
			}
		}
	}
}
