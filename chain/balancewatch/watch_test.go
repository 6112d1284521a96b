package balancewatch

import (
	"context"
	"math/big"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/go-cmp/cmp"
	"github.com/sirupsen/logrus"
	"github.com/sirupsen/logrus/hooks/test"

	"github.com/inkd/inkd/internal/testutil"
)

// fakeBalances is a settable balance per address.
type fakeBalances struct {
	mu  sync.Mutex
	wei map[common.Address]*big.Int
}

func (f *fakeBalances) BalanceAt(_ context.Context, a common.Address, _ *big.Int) (*big.Int, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return new(big.Int).Set(f.wei[a]), nil
}

func (f *fakeBalances) set(a common.Address, wei int64) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.wei[a] = big.NewInt(wei)
}

// TestBalanceWatchWarnsOncePerChange: a settler key under the threshold
// is logged at warn once, not at every reading; back over it at info; a
// key never under it is never logged.
func TestBalanceWatchWarnsOncePerChange(t *testing.T) {
	low, rich := common.HexToAddress("0x01"), common.HexToAddress("0x02")
	r := &fakeBalances{wei: map[common.Address]*big.Int{}}
	r.set(low, 5)
	r.set(rich, 1000)
	logger, hook := test.NewNullLogger()
	w := newWatch(t, Config{Signers: []common.Address{low, rich}, LowBalance: big.NewInt(100)}, Deps{Balances: r}, logrus.NewEntry(logger))
	ctx := context.Background()

	w.once(ctx)
	w.once(ctx)
	r.set(low, 500)
	w.once(ctx)
	w.once(ctx)
	type line struct {
		Level  logrus.Level
		Signer string
	}
	var got []line
	for _, e := range hook.AllEntries() {
		got = append(got, line{e.Level, e.Data["signer"].(string)})
	}
	want := []line{{logrus.WarnLevel, low.Hex()}, {logrus.InfoLevel, low.Hex()}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("log lines (-want +got):\n%s", diff)
	}
}

// TestBalanceWatchOffAtZero: a zero threshold and nothing to publish
// start nothing.
func TestBalanceWatchOffAtZero(t *testing.T) {
	w := newWatch(t, Config{LowBalance: new(big.Int)}, Deps{Balances: &fakeBalances{}}, logrus.NewEntry(logrus.New()))
	var wg sync.WaitGroup
	w.Start(&wg)
	w.Shutdown()
	testutil.Wait(t, &wg, "the balance watch's shutdown")
	if w.stop != nil {
		t.Error("watch started with a zero threshold")
	}
}

func newWatch(t *testing.T, cfg Config, deps Deps, log *logrus.Entry) *Watch {
	t.Helper()
	w, err := New(cfg, deps, log)
	if err != nil {
		t.Fatal(err)
	}
	return w
}

// TestConfigCheck: a negative threshold is refused, none and zero pass.
func TestConfigCheck(t *testing.T) {
	for _, tc := range []struct {
		name    string
		low     *big.Int
		wantErr bool
	}{
		{name: "none"},
		{name: "zero", low: new(big.Int)},
		{name: "positive", low: big.NewInt(1)},
		{name: "negative", low: big.NewInt(-1), wantErr: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if err := (Config{LowBalance: tc.low}).Check(); (err != nil) != tc.wantErr {
				t.Fatalf("Check() = %v, want error %v", err, tc.wantErr)
			}
		})
	}
}
