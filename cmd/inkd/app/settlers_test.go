package app

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/api"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/chain/txmgr/settlers"
	"github.com/inkd/inkd/internal/testutil"
)

// The API's status reads the workers' settler reports: a key reported
// stalled reaches api.StalledSettler with its transactions in flight, and
// no stalled key reads as none (nil, as before the reports had a package).
func TestSettlerStatusReadsTheReports(t *testing.T) {
	ctx := context.Background()
	rdb := testutil.RedisClient(t)
	s := settlerStatus{settlers.NewReader(rdb, nil)}
	got, err := s.StalledSettlers(ctx)
	if err != nil || got != nil {
		t.Fatalf("StalledSettlers without reports = %v, %v; want nil, nil", got, err)
	}
	key := common.HexToAddress("0x0a")
	if err := settlers.Publish(ctx, rdb, []txmgr.KeyState{{Address: key, InFlight: 3, Unfunded: true}},
		map[common.Address]*big.Int{key: big.NewInt(1)}, time.Now()); err != nil {
		t.Fatal(err)
	}
	got, err = s.StalledSettlers(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]api.StalledSettler{{Address: key, InFlight: 3}}, got); diff != "" {
		t.Errorf("stalled settlers (-want +got):\n%s", diff)
	}
}
