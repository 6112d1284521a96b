package payment

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/alicebob/miniredis/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/google/go-cmp/cmp"
	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/internal/testutil"
)

// redisBackends returns the Redis servers the reservation tests run on: an
// embedded miniredis and a real redis-server on loopback (miniredis alone
// under -short).
func redisBackends(tb testing.TB) map[string]redis.UniversalClient {
	tb.Helper()
	mr := miniredis.RunT(tb)
	mini := redis.NewClient(&redis.Options{Addr: mr.Addr()})
	tb.Cleanup(func() { _ = mini.Close() })
	if testing.Short() {
		return map[string]redis.UniversalClient{"miniredis": mini}
	}
	return map[string]redis.UniversalClient{
		"miniredis":    mini,
		"redis-server": testutil.RedisClient(tb),
	}
}

func newTestReservations(tb testing.TB, rdb redis.UniversalClient) *Reservations {
	tb.Helper()
	res, err := NewReservations(ReservationConfig{KeyPrefix: "test:" + tb.Name() + ":"}, rdb)
	if err != nil {
		tb.Fatal(err)
	}
	return res
}

func TestReservations(t *testing.T) {
	ctx := context.Background()
	payer := common.HexToAddress(addr0)
	other := common.HexToAddress(addr1)
	nonce := common.HexToHash("0x11")
	nonce2 := common.HexToHash("0x22")
	fpA := RequestFingerprint("POST", "/v1/projects", []byte(`{"name":"a"}`))
	fpB := RequestFingerprint("POST", "/v1/projects", []byte(`{"name":"b"}`))

	type step struct {
		payer       common.Address
		nonce       [32]byte
		fingerprint string
		wantExist   string
		wantFresh   bool
	}
	for name, rdb := range redisBackends(t) {
		t.Run(name, func(t *testing.T) {
			res := newTestReservations(t, rdb)
			steps := []step{
				{payer, nonce, fpA, fpA, true},  // first claim
				{payer, nonce, fpA, fpA, false}, // same payment, same request: a retry
				{payer, nonce, fpB, fpA, false}, // same payment, another request: a replay
				{payer, nonce2, fpB, fpB, true}, // another nonce
				{other, nonce, fpB, fpB, true},  // another payer, same nonce
				{other, nonce, fpA, fpB, false},
			}
			for i, s := range steps {
				existing, fresh, err := res.Reserve(ctx, s.payer, s.nonce, s.fingerprint, time.Minute)
				if err != nil {
					t.Fatalf("step %d: %v", i, err)
				}
				if diff := cmp.Diff([]any{s.wantExist, s.wantFresh}, []any{existing, fresh}); diff != "" {
					t.Errorf("step %d: (existing, fresh) (-want +got):\n%s", i, diff)
				}
			}
			ttl, err := rdb.PTTL(ctx, res.Key(payer, nonce)).Result()
			if err != nil {
				t.Fatal(err)
			}
			if ttl <= 0 || ttl > time.Minute {
				t.Errorf("reservation TTL %s, want in (0, 1m]", ttl)
			}

			// Release needs the fingerprint that holds the reservation.
			if ok, err := res.Release(ctx, payer, nonce, fpB); err != nil || ok {
				t.Errorf("Release(other fingerprint) = %v, %v; want false, nil", ok, err)
			}
			if ok, err := res.Release(ctx, payer, nonce, fpA); err != nil || !ok {
				t.Errorf("Release(holder) = %v, %v; want true, nil", ok, err)
			}
			if ok, err := res.Release(ctx, payer, nonce, fpA); err != nil || ok {
				t.Errorf("Release(again) = %v, %v; want false, nil", ok, err)
			}
			if existing, fresh, err := res.Reserve(ctx, payer, nonce, fpB, time.Minute); err != nil || !fresh || existing != fpB {
				t.Errorf("Reserve after Release = %q, %v, %v; want %q, true, nil", existing, fresh, err, fpB)
			}
		})
	}
}

// TestReservationsConcurrent: of many simultaneous claims, exactly one wins
// and every loser learns the winner's fingerprint.
func TestReservationsConcurrent(t *testing.T) {
	for name, rdb := range redisBackends(t) {
		t.Run(name, func(t *testing.T) {
			res := newTestReservations(t, rdb)
			const n = 16
			type result struct {
				fp, existing string
				fresh        bool
				err          error
			}
			results := make([]result, n)
			var wg sync.WaitGroup
			for i := range n {
				wg.Add(1)
				go func() {
					defer wg.Done()
					fp := fmt.Sprintf("request-%d", i)
					existing, fresh, err := res.Reserve(context.Background(), common.HexToAddress(addr0), [32]byte{1}, fp, time.Minute)
					results[i] = result{fp, existing, fresh, err}
				}()
			}
			testutil.Wait(t, &wg, "the concurrent reservations")
			winners := 0
			var winner string
			for _, r := range results {
				if r.err != nil {
					t.Fatal(r.err)
				}
				if r.fresh {
					winners++
					winner = r.fp
				}
			}
			if winners != 1 {
				t.Fatalf("%d claims won, want 1", winners)
			}
			for _, r := range results {
				if r.existing != winner {
					t.Errorf("claim %s saw %q, want the winner %q", r.fp, r.existing, winner)
				}
			}
		})
	}
}

// TestReservationsExpire uses miniredis's clock: after the TTL the
// authorization can be reserved again.
func TestReservationsExpire(t *testing.T) {
	mr := miniredis.RunT(t)
	rdb := redis.NewClient(&redis.Options{Addr: mr.Addr()})
	defer rdb.Close()
	res := newTestReservations(t, rdb)
	ctx := context.Background()
	if _, fresh, err := res.Reserve(ctx, common.HexToAddress(addr0), [32]byte{1}, "a", 5*time.Minute); err != nil || !fresh {
		t.Fatalf("first Reserve: fresh %v, %v", fresh, err)
	}
	mr.FastForward(5*time.Minute - time.Millisecond)
	if existing, fresh, err := res.Reserve(ctx, common.HexToAddress(addr0), [32]byte{1}, "b", 5*time.Minute); err != nil || fresh || existing != "a" {
		t.Fatalf("Reserve before expiry = %q, %v, %v; want a, false", existing, fresh, err)
	}
	mr.FastForward(time.Millisecond)
	if existing, fresh, err := res.Reserve(ctx, common.HexToAddress(addr0), [32]byte{1}, "b", 5*time.Minute); err != nil || !fresh || existing != "b" {
		t.Fatalf("Reserve after expiry = %q, %v, %v; want b, true", existing, fresh, err)
	}
}

func TestReservationsKey(t *testing.T) {
	mr := miniredis.RunT(t)
	rdb := redis.NewClient(&redis.Options{Addr: mr.Addr()})
	defer rdb.Close()
	cases := []struct {
		prefix string
		want   string
	}{
		{"", "inkd:payment:auth:0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266:1100000000000000000000000000000000000000000000000000000000000000"},
		{"other:", "other:auth:0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266:1100000000000000000000000000000000000000000000000000000000000000"},
	}
	for _, tc := range cases {
		res, err := NewReservations(ReservationConfig{KeyPrefix: tc.prefix}, rdb)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(tc.want, res.Key(common.HexToAddress(addr0), [32]byte{0x11})); diff != "" {
			t.Errorf("prefix %q (-want +got):\n%s", tc.prefix, diff)
		}
		if _, _, err := res.Reserve(context.Background(), common.HexToAddress(addr0), [32]byte{0x11}, "fp", time.Minute); err != nil {
			t.Fatal(err)
		}
		if !mr.Exists(tc.want) {
			t.Errorf("key %s not in redis; keys: %v", tc.want, mr.Keys())
		}
	}
}

func TestReservationsRejects(t *testing.T) {
	mr := miniredis.RunT(t)
	rdb := redis.NewClient(&redis.Options{Addr: mr.Addr()})
	defer rdb.Close()
	res := newTestReservations(t, rdb)
	ctx := context.Background()
	if _, _, err := res.Reserve(ctx, common.Address{}, [32]byte{}, "", time.Minute); err == nil {
		t.Error("empty fingerprint accepted")
	}
	if _, _, err := res.Reserve(ctx, common.Address{}, [32]byte{}, "fp", 0); err == nil {
		t.Error("zero ttl accepted")
	}
	if _, err := NewReservations(ReservationConfig{KeyPrefix: "a b"}, rdb); err == nil {
		t.Error("prefix with a blank accepted")
	}
	if _, err := NewReservations(ReservationConfig{}, nil); err == nil {
		t.Error("nil client accepted")
	}
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	if _, _, err := res.Reserve(cancelled, common.Address{}, [32]byte{}, "fp", time.Minute); !errors.Is(err, context.Canceled) || !strings.HasPrefix(err.Error(), "reserve payment: ") {
		t.Errorf("Reserve with a cancelled context = %v, want it wrapped", err)
	}
	if _, err := res.Release(cancelled, common.Address{}, [32]byte{}, "fp"); !errors.Is(err, context.Canceled) {
		t.Errorf("Release with a cancelled context = %v, want it wrapped", err)
	}
}

func TestRequestFingerprint(t *testing.T) {
	base := RequestFingerprint("POST", "/v1/projects", []byte(`{"name":"a"}`))
	same := RequestFingerprint("POST", "/v1/projects", []byte(`{"name":"a"}`))
	if base != same || len(base) != 64 {
		t.Fatalf("fingerprint not stable or not hex SHA-256: %q %q", base, same)
	}
	for _, other := range []string{
		RequestFingerprint("PUT", "/v1/projects", []byte(`{"name":"a"}`)),
		RequestFingerprint("POST", "/v1/projects/1/versions", []byte(`{"name":"a"}`)),
		RequestFingerprint("POST", "/v1/projects", []byte(`{"name":"b"}`)),
		// Length prefixes keep the parts apart.
		RequestFingerprint("POST/v1", "/projects", []byte(`{"name":"a"}`)),
	} {
		if other == base {
			t.Errorf("different requests share fingerprint %s", base)
		}
	}
}
