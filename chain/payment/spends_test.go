package payment

import (
	"context"
	"errors"
	"math/big"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/internal/testutil"
)

func spendAuth(payer common.Address, nonce byte, value int64, validBefore time.Time) Authorization {
	return Authorization{
		From: payer, To: testPayTo, Value: big.NewInt(value),
		ValidAfter: big.NewInt(0), ValidBefore: big.NewInt(validBefore.Unix()), Nonce: [32]byte{31: nonce},
	}
}

// TestSpendsOverdraft is finding 2 of the money-path review: ten concurrent
// payments from a wallet that can pay for one. Every one of them passes the
// plain balance check; with holds exactly one is accepted, on both Redis
// servers.
func TestSpendsOverdraft(t *testing.T) {
	for name, rdb := range redisBackends(t) {
		t.Run(name, func(t *testing.T) {
			now := time.Unix(1_700_000_000, 0)
			s, err := NewSpends(rdb, "test:"+t.Name()+":", func() time.Time { return now })
			if err != nil {
				t.Fatal(err)
			}
			payer := common.HexToAddress("0xaa")
			balance := big.NewInt(100_000)
			var wg sync.WaitGroup
			var mu sync.Mutex
			accepted, refused := 0, 0
			for i := range 10 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					err := s.Hold(context.Background(), spendAuth(payer, byte(i), 100_000, now.Add(5*time.Minute)), balance)
					var funds *InsufficientFundsError
					mu.Lock()
					defer mu.Unlock()
					switch {
					case err == nil:
						accepted++
					case errors.As(err, &funds) && funds.Pending.Int64() == 100_000:
						refused++
					default:
						t.Errorf("hold %d: %v", i, err)
					}
				}()
			}
			testutil.Wait(t, &wg, "the concurrent holds")
			if accepted != 1 || refused != 9 {
				t.Fatalf("accepted %d, refused %d; want 1 and 9", accepted, refused)
			}
		})
	}
}

func TestSpendsLifecycle(t *testing.T) {
	for name, rdb := range redisBackends(t) {
		t.Run(name, func(t *testing.T) {
			ctx := context.Background()
			now := time.Unix(1_700_000_000, 0)
			s, err := NewSpends(rdb, "test:"+t.Name()+":", func() time.Time { return now })
			if err != nil {
				t.Fatal(err)
			}
			payer := common.HexToAddress("0xbb")
			other := common.HexToAddress("0xcc")
			balance := big.NewInt(250_000)
			a1 := spendAuth(payer, 1, 100_000, now.Add(5*time.Minute))
			a2 := spendAuth(payer, 2, 100_000, now.Add(2*time.Minute))
			a3 := spendAuth(payer, 3, 100_000, now.Add(5*time.Minute))
			for _, a := range []Authorization{a1, a2} {
				if err := s.Hold(ctx, a, balance); err != nil {
					t.Fatal(err)
				}
			}
			if err := s.Hold(ctx, a1, balance); err != nil {
				t.Fatalf("holding the same authorization again (a retry) = %v, want nil", err)
			}
			if err := s.Hold(ctx, a3, balance); err == nil {
				t.Fatal("third hold beyond the balance accepted")
			}
			if err := s.Hold(ctx, spendAuth(other, 3, 100_000, now.Add(time.Minute)), balance); err != nil {
				t.Fatalf("another payer is held separately: %v", err)
			}
			if p, _ := s.Pending(ctx, payer); p.Int64() != 200_000 {
				t.Fatalf("pending = %s, want 200000", p)
			}
			// The job of a1 ended: its value is free again.
			if err := s.Release(ctx, payer, a1.Nonce); err != nil {
				t.Fatal(err)
			}
			if err := s.Hold(ctx, a3, balance); err != nil {
				t.Fatalf("hold after release: %v", err)
			}
			// Past a2's validBefore + margin nobody can spend it any more:
			// its hold lapses without a release (a crashed job).
			now = now.Add(2*time.Minute + SpendMargin + time.Second)
			if p, _ := s.Pending(ctx, payer); p.Int64() != 100_000 {
				t.Fatalf("pending after a2 lapsed = %s, want 100000", p)
			}
			if err := s.Hold(ctx, spendAuth(payer, 4, 100_000, now.Add(5*time.Minute)), balance); err != nil {
				t.Fatalf("hold after a lapse: %v", err)
			}
		})
	}
}

func TestSpendsRefusesValuesBeyondLuaPrecision(t *testing.T) {
	rdb := redisBackends(t)["miniredis"]
	s, err := NewSpends(rdb, "", nil)
	if err != nil {
		t.Fatal(err)
	}
	a := spendAuth(common.HexToAddress("0xdd"), 1, 0, time.Now().Add(time.Minute))
	a.Value = new(big.Int).Lsh(big.NewInt(1), 60)
	huge := new(big.Int).Lsh(big.NewInt(1), 80)
	var funds *InsufficientFundsError
	if err := s.Hold(context.Background(), a, huge); !errors.As(err, &funds) {
		t.Fatalf("hold of 2^60 = %v, want *InsufficientFundsError", err)
	}
	a.Value = big.NewInt(100_000)
	if err := s.Hold(context.Background(), a, huge); err != nil {
		t.Fatalf("a balance above 2^53 is capped, not refused: %v", err)
	}
}

func TestSuspensions(t *testing.T) {
	for name, rdb := range redisBackends(t) {
		t.Run(name, func(t *testing.T) {
			ctx := context.Background()
			s, err := NewSuspensions(rdb, "test:"+t.Name()+":", time.Hour)
			if err != nil {
				t.Fatal(err)
			}
			payer := common.HexToAddress("0xee")
			if err := s.Check(ctx, payer); err != nil {
				t.Fatalf("fresh payer: %v", err)
			}
			if err := s.Suspend(ctx, payer, "PayerHasCode()"); err != nil {
				t.Fatal(err)
			}
			var se *SuspendedError
			if err := s.Check(ctx, payer); !errors.As(err, &se) || se.Reason != "PayerHasCode()" || se.Left <= 59*time.Minute {
				t.Fatalf("suspended payer: %v (%+v)", err, se)
			}
			if err := s.Check(ctx, common.HexToAddress("0xef")); err != nil {
				t.Fatalf("other payer: %v", err)
			}
		})
	}
}

func TestSuspensionsStoreDown(t *testing.T) {
	rdb := redisBackends(t)["miniredis"]
	s, err := NewSuspensions(rdb, "", 0)
	if err != nil {
		t.Fatal(err)
	}
	_ = rdb.(interface{ Close() error }).Close()
	if err := s.Check(context.Background(), common.HexToAddress("0x1")); !errors.Is(err, ErrStoreUnavailable) {
		t.Fatalf("check with Redis closed = %v, want ErrStoreUnavailable", err)
	}
}
