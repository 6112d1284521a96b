package treasury

import (
	"math/big"
	"testing"
)

// The write word's layout is the contract's: kind in bits 128–135, first
// index in 64–127, count in 0–63; a word with bits above the kind, a
// negative or a missing one is refused rather than truncated.
func TestWrittenLayout(t *testing.T) {
	word, _ := new(big.Int).SetString("02000000000000000700000000000000ff", 16)
	got, err := (&InkdTreasuryPaymentReceived{Write: word}).Written()
	want := PaidWrite{Kind: KindPush, VersionIndex: 7, VersionCount: 255}
	if err != nil || got != want {
		t.Fatalf("Written(%x) = %+v, %v; want %+v", word, got, err, want)
	}
	if packed := PackWrite(want); packed.Cmp(word) != 0 {
		t.Errorf("PackWrite(%+v) = %x, want %x", want, packed, word)
	}
	edge := PaidWrite{Kind: 0xff, VersionIndex: 1<<64 - 1, VersionCount: 1<<64 - 1}
	if back, err := (&InkdTreasuryPaymentReceived{Write: PackWrite(edge)}).Written(); err != nil || back != edge {
		t.Errorf("round trip of %+v = %+v, %v", edge, back, err)
	}
	for _, bad := range []*big.Int{nil, big.NewInt(-1), new(big.Int).Lsh(big.NewInt(1), 136)} {
		if w, err := (&InkdTreasuryPaymentReceived{Write: bad}).Written(); err == nil {
			t.Errorf("Written(%v) = %+v, want an error", bad, w)
		}
	}
}
