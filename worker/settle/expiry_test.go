package settle

import (
	"math/big"
	"testing"

	"github.com/inkd/inkd/chain/bindings/treasury"
)

// pastWindow counts an authorization expired only ExpiryMargin seconds
// after its validBefore, the last second USDC refuses it in.
func TestPastWindow(t *testing.T) {
	for _, tc := range []struct {
		name string
		at   uint64
		want bool
	}{
		{"inside the window", 999, false},
		{"at validBefore", 1000, false},
		{"within the margin", 1000 + ExpiryMargin - 1, false},
		{"past the margin", 1000 + ExpiryMargin, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pay := treasury.InkdTreasuryPayment{ValidBefore: big.NewInt(1000)}
			if got := pastWindow(tc.at, pay); got != tc.want {
				t.Fatalf("pastWindow(%d) = %v, want %v", tc.at, got, tc.want)
			}
		})
	}
}
