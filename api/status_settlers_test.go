package api

import (
	"context"
	"errors"
	"math/big"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/chain"
)

type fixedSettlers struct {
	stalled []StalledSettler
	err     error
}

func (f fixedSettlers) StalledSettlers(context.Context) ([]StalledSettler, error) {
	return f.stalled, f.err
}

// TestStatusNotOKWhileSettlerStalled: with the chain and contracts fine,
// the report is still ok:false, naming the key, while a settler key
// without ETH has writes waiting, and when the settlers' state cannot be
// read; ok again once nothing is stalled.
func TestStatusNotOKWhileSettlerStalled(t *testing.T) {
	healthy := chain.Status{Reachable: true, Deployed: true, ProjectCount: big.NewInt(3), TotalSupply: new(big.Int), TokenDecimals: 18, TokenSymbol: "INKD"}
	key := common.HexToAddress("0x00000000000000000000000000000000000000aa")
	tests := []struct {
		name     string
		settlers fixedSettlers
		wantOK   bool
		want     []any
	}{
		{"stalled", fixedSettlers{stalled: []StalledSettler{{Address: key, InFlight: 3}}}, false,
			[]any{"settler " + key.Hex() + " has no ETH for gas: 3 transaction(s) wait; fund it"}},
		{"unreadable", fixedSettlers{err: errors.New("redis down")}, false, []any{problemSettlersRead}},
		{"fine", fixedSettlers{}, true, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := newTestServer(t, Config{StatusCacheTTL: -1}, Deps{Chain: fixedStatus(healthy), Settlers: tc.settlers})
			_, body := do(t, s, httptest.NewRequest(http.MethodGet, "/v1/status", nil))
			if body["ok"] != tc.wantOK {
				t.Errorf("ok = %v, want %v", body["ok"], tc.wantOK)
			}
			got, _ := body["problems"].([]any)
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("problems (-want +got):\n%s", diff)
			}
			if body["protocol"].(map[string]any)["projectCount"] != "3" {
				t.Errorf("projectCount = %v, want 3: a stalled settler does not hide the figures", body["protocol"])
			}
		})
	}
}
