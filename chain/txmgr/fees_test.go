package txmgr

import (
	"errors"
	"math/big"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func gwei(n int64) *big.Int { return new(big.Int).Mul(big.NewInt(n), big.NewInt(1_000_000_000)) }

// feeStrings renders fees for cmp.
func feeStrings(f fees) [2]string {
	if f.tip == nil {
		return [2]string{}
	}
	return [2]string{f.tip.String(), f.cap.String()}
}

func TestBumpMin(t *testing.T) {
	tests := []struct{ in, want int64 }{
		{0, 1},
		{1, 3},   // ceil(1.1)=2, +1
		{10, 12}, // 11 + 1
		{100, 111},
		{1_000_000_000, 1_100_000_001},
		{1_000_000_001, 1_100_000_003}, // ceil(1100000001.1)=1100000002, +1
	}
	for _, tc := range tests {
		got := bumpMin(big.NewInt(tc.in))
		if diff := cmp.Diff(big.NewInt(tc.want).String(), got.String()); diff != "" {
			t.Errorf("bumpMin(%d) (-want +got):\n%s", tc.in, diff)
		}
		// geth's rule: new ≥ old·(100+10)/100, on both tip and fee cap.
		threshold := new(big.Int).Mul(big.NewInt(tc.in), big.NewInt(110))
		threshold.Quo(threshold, big.NewInt(100))
		if got.Cmp(threshold) < 0 || (tc.in > 0 && got.Cmp(big.NewInt(tc.in)) <= 0) {
			t.Errorf("bumpMin(%d) = %s is not a valid replacement", tc.in, got)
		}
	}
}

func TestInitialFees(t *testing.T) {
	tests := []struct {
		name      string
		sug       feeSuggestion
		maxFeeCap *big.Int
		want      fees
	}{
		{"2·base + tip", feeSuggestion{tip: gwei(1), baseFee: gwei(10)}, nil, fees{gwei(1), gwei(21)}},
		{"capped", feeSuggestion{tip: gwei(1), baseFee: gwei(10)}, gwei(15), fees{gwei(1), gwei(15)}},
		{"tip clamped to cap", feeSuggestion{tip: gwei(20), baseFee: gwei(10)}, gwei(15), fees{gwei(15), gwei(15)}},
		{"zero tip", feeSuggestion{tip: big.NewInt(0), baseFee: big.NewInt(7)}, nil, fees{big.NewInt(0), big.NewInt(14)}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := initialFees(tc.sug, tc.maxFeeCap)
			if diff := cmp.Diff(feeStrings(tc.want), feeStrings(got)); diff != "" {
				t.Errorf("initialFees (-want +got):\n%s", diff)
			}
		})
	}
}

func TestBumpFees(t *testing.T) {
	tests := []struct {
		name      string
		prev      fees
		sug       feeSuggestion
		mult      uint64
		maxFeeCap *big.Int
		want      fees
		wantErr   error
	}{
		{
			name: "network unchanged: +10% and a bit on both",
			prev: fees{gwei(1), gwei(21)}, sug: feeSuggestion{tip: gwei(1), baseFee: gwei(10)}, mult: 5,
			want: fees{big.NewInt(1_100_000_001), big.NewInt(23_100_000_001)},
		},
		{
			name: "network went up: follow it",
			prev: fees{gwei(1), gwei(21)}, sug: feeSuggestion{tip: gwei(3), baseFee: gwei(40)}, mult: 5,
			want: fees{gwei(3), gwei(83)},
		},
		{
			name: "network went down: never lower",
			prev: fees{gwei(2), gwei(42)}, sug: feeSuggestion{tip: gwei(1), baseFee: gwei(1)}, mult: 100,
			want: fees{big.NewInt(2_200_000_001), big.NewInt(46_200_000_001)},
		},
		{
			name: "clamped to max fee cap",
			prev: fees{gwei(1), gwei(21)}, sug: feeSuggestion{tip: gwei(5), baseFee: gwei(40)}, mult: 5, maxFeeCap: gwei(30),
			want: fees{gwei(5), gwei(30)},
		},
		{
			name: "max fee cap below the least replacement",
			prev: fees{gwei(1), gwei(21)}, sug: feeSuggestion{tip: gwei(1), baseFee: gwei(10)}, mult: 5, maxFeeCap: gwei(22),
			wantErr: errFeeLimit,
		},
		{
			name: "multiplier limit reached",
			prev: fees{gwei(1), gwei(100)}, sug: feeSuggestion{tip: gwei(1), baseFee: gwei(10)}, mult: 5, // limit 105
			wantErr: errFeeLimit,
		},
		{
			name: "tip cannot rise enough under the cap",
			prev: fees{gwei(20), gwei(21)}, sug: feeSuggestion{tip: gwei(1), baseFee: gwei(10)}, mult: 5, maxFeeCap: gwei(23),
			wantErr: errFeeLimit,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := bumpFees(tc.prev, tc.sug, tc.mult, tc.maxFeeCap)
			if !errors.Is(err, tc.wantErr) || (tc.wantErr == nil && err != nil) {
				t.Fatalf("bumpFees error = %v, want %v", err, tc.wantErr)
			}
			if diff := cmp.Diff(feeStrings(tc.want), feeStrings(got)); diff != "" {
				t.Errorf("bumpFees (-want +got):\n%s", diff)
			}
			if err == nil {
				for _, p := range [][2]*big.Int{{tc.prev.tip, got.tip}, {tc.prev.cap, got.cap}} {
					need := new(big.Int).Mul(p[0], big.NewInt(110))
					need.Quo(need, big.NewInt(100))
					if p[1].Cmp(need) < 0 || p[1].Cmp(p[0]) <= 0 {
						t.Errorf("bumped %s → %s: below +10%%", p[0], p[1])
					}
				}
				if got.tip.Cmp(got.cap) > 0 {
					t.Errorf("tip %s above fee cap %s", got.tip, got.cap)
				}
			}
		})
	}
}
