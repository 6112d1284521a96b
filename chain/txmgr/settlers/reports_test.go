package settlers

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/internal/testutil"
)

// TestStalledSettlersFromReports: what workers publish about their keys
// reaches the reader the API's status asks: a key with writes in flight that a node
// refused for lack of ETH, or with a zero balance, is stalled; a key with
// nothing in flight, a funded one, and a report older than three watch
// rounds (its worker stopped) are not.
func TestStalledSettlersFromReports(t *testing.T) {
	ctx := context.Background()
	rdb := testutil.RedisClient(t)
	now := time.Unix(1_800_000_000, 0)
	refused, empty, idle, funded, stale := common.HexToAddress("0x0a"), common.HexToAddress("0x0b"),
		common.HexToAddress("0x0c"), common.HexToAddress("0x0d"), common.HexToAddress("0x0e")
	balances := map[common.Address]*big.Int{refused: big.NewInt(7), empty: new(big.Int), idle: new(big.Int), funded: big.NewInt(1e18), stale: new(big.Int)}
	if err := Publish(ctx, rdb, []txmgr.KeyState{{Address: stale, InFlight: 4}}, balances, now.Add(-ReportTTL-time.Second)); err != nil {
		t.Fatal(err)
	}
	states := []txmgr.KeyState{
		{Address: refused, InFlight: 2, Unfunded: true},
		{Address: empty, InFlight: 1},
		{Address: idle},
		{Address: funded, InFlight: 9},
	}
	if err := Publish(ctx, rdb, states, balances, now); err != nil {
		t.Fatal(err)
	}
	got, err := NewReader(rdb, func() time.Time { return now }).Stalled(ctx)
	if err != nil {
		t.Fatal(err)
	}
	want := []Stalled{{Address: refused, InFlight: 2}, {Address: empty, InFlight: 1}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("stalled settlers (-want +got):\n%s", diff)
	}
}
