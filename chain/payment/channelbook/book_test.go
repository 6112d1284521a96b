package channelbook

import (
	"context"
	"math/big"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/internal/testutil"
)

var ch = common.HexToHash("0xabc0000000000000000000000000000000000000000000000000000000000001")

func n(s string) *big.Int {
	x, ok := new(big.Int).SetString(s, 10)
	if !ok {
		panic(s)
	}
	return x
}

// newBook is a book on a Redis of the test's own whose clock the test sets.
func newBook(t *testing.T) (*Book, *time.Time) {
	t.Helper()
	b, err := New(Config{}, testutil.RedisClient(t))
	if err != nil {
		t.Fatal(err)
	}
	now := time.UnixMilli(1_800_000_000_000)
	b.now = func() time.Time { return now }
	return b, &now
}

func mirror(t *testing.T, b *Book, s State) {
	t.Helper()
	if err := b.Mirror(context.Background(), ch, []byte(`{"cfg":1}`), s); err != nil {
		t.Fatal(err)
	}
}

func accept(t *testing.T, b *Book, ceiling, fee, deposit string) Decision {
	t.Helper()
	var dep *big.Int
	if deposit != "" {
		dep = n(deposit)
	}
	d, err := b.Accept(context.Background(), Voucher{Channel: ch, Ceiling: n(ceiling), Signature: []byte("sig-" + ceiling)}, n(fee), dep)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func funded(balance string) State {
	return State{Balance: n(balance), TotalClaimed: new(big.Int), RefundNonce: new(big.Int), Block: 10}
}

// TestVoucherSequence: each write's voucher is the ceiling so far plus its
// fee; accepting moves the ceiling, and the same voucher again, an older one
// or one skipping ahead is a mismatch naming the ceiling and its signature.
func TestVoucherSequence(t *testing.T) {
	b, _ := newBook(t)
	mirror(t, b, funded("1000000"))
	for i, c := range []string{"1000", "2000", "3500"} {
		fee := map[int]string{0: "1000", 1: "1000", 2: "1500"}[i]
		if d := accept(t, b, c, fee, ""); d.Outcome != Accepted {
			t.Fatalf("voucher %s: %s", c, d.Outcome)
		}
	}
	for _, c := range []string{"3500", "2000", "9999"} {
		d := accept(t, b, c, "1000", "")
		if d.Outcome != Mismatch {
			t.Fatalf("voucher %s after 3500: %s, want mismatch", c, d.Outcome)
		}
		if d.Record.Ceiling.String() != "3500" || string(d.Record.Signature) != "sig-3500" {
			t.Fatalf("mismatch names ceiling %s sig %q, want 3500 and its signature", d.Record.Ceiling, d.Record.Signature)
		}
	}
	rec, ok, err := b.Get(context.Background(), ch)
	if err != nil || !ok {
		t.Fatal(ok, err)
	}
	if rec.Ceiling.String() != "3500" || string(rec.Config) != `{"cfg":1}` || rec.State.Balance.String() != "1000000" {
		t.Fatalf("record %+v", rec)
	}
}

// TestVoucherAcceptedOnceAcrossClients: replicas racing the same voucher
// (one client each, as separate API processes have) accept it exactly once.
func TestVoucherAcceptedOnceAcrossClients(t *testing.T) {
	url := testutil.RedisURL(t)
	const replicas = 8
	books := make([]*Book, replicas)
	for i := range books {
		opt, err := redis.ParseURL(url)
		if err != nil {
			t.Fatal(err)
		}
		rdb := redis.NewClient(opt)
		t.Cleanup(func() { rdb.Close() })
		books[i], err = New(Config{}, rdb)
		if err != nil {
			t.Fatal(err)
		}
	}
	mirror(t, books[0], funded("1000000"))
	for round := 1; round <= 20; round++ {
		ceiling := big.NewInt(int64(round) * 1000)
		var wg sync.WaitGroup
		var mu sync.Mutex
		accepted := 0
		for _, b := range books {
			wg.Add(1)
			go func() {
				defer wg.Done()
				d, err := b.Accept(context.Background(), Voucher{Channel: ch, Ceiling: ceiling}, big.NewInt(1000), nil)
				if err != nil {
					t.Error(err)
					return
				}
				if d.Outcome == Accepted {
					mu.Lock()
					accepted++
					mu.Unlock()
				}
			}()
		}
		wg.Wait()
		if accepted != 1 {
			t.Fatalf("round %d: voucher %s accepted %d times", round, ceiling, accepted)
		}
	}
}

// TestVoucherWithinTheBalance: a ceiling past the balance is refused; the
// deposit that comes with a voucher counts towards it.
func TestVoucherWithinTheBalance(t *testing.T) {
	b, _ := newBook(t)
	mirror(t, b, funded("5000"))
	if d := accept(t, b, "5000", "5000", ""); d.Outcome != Accepted {
		t.Fatalf("ceiling equal to the balance: %s", d.Outcome)
	}
	if d := accept(t, b, "6000", "1000", ""); d.Outcome != OverBalance {
		t.Fatalf("ceiling past the balance: %s", d.Outcome)
	}
	if d := accept(t, b, "6000", "1000", "1000"); d.Outcome != Accepted {
		t.Fatalf("ceiling covered with the deposit: %s", d.Outcome)
	}
	// 10^19 and 9*10^18: the same length would compare as strings, a longer
	// one is larger whatever its digits.
	mirror(t, b, State{Balance: n("9000000000000000000"), TotalClaimed: new(big.Int), RefundNonce: new(big.Int), Block: 11})
	if d := accept(t, b, "10000000000000000000", n("10000000000000000000").Sub(n("10000000000000000000"), n("6000")).String(), ""); d.Outcome != OverBalance {
		t.Fatalf("a ceiling one digit longer than the balance: %s", d.Outcome)
	}
}

// TestAnAcceptedDepositCountsBeforeTheChainIsRead: a deposit accepted with
// a voucher is added to the recorded balance, so the channel's next
// voucher is decided against it (the write that brought it lands before
// the next is asked for); a deposit only checked adds nothing. The sum is
// exact past what a double holds.
func TestAnAcceptedDepositCountsBeforeTheChainIsRead(t *testing.T) {
	b, _ := newBook(t)
	mirror(t, b, funded("0"))
	if _, err := b.Check(context.Background(), Voucher{Channel: ch, Ceiling: n("1000"), Signature: []byte("s")}, n("1000"), n("99999999999999999999")); err != nil {
		t.Fatal(err)
	}
	if d := accept(t, b, "1000", "1000", "99999999999999999999"); d.Outcome != Accepted {
		t.Fatalf("the voucher with the deposit: %s", d.Outcome)
	}
	if d := accept(t, b, "2000", "1000", ""); d.Outcome != Accepted {
		t.Fatalf("the next voucher, within the deposit: %s", d.Outcome)
	}
	rec, _, err := b.Get(context.Background(), ch)
	if err != nil || rec.State.Balance.String() != "99999999999999999999" {
		t.Fatalf("recorded balance %v (%v), want the deposit exactly", rec.State.Balance, err)
	}
}

// TestNoVoucherOnAWithdrawingOrUnreadChannel: a channel with a withdrawal
// pending takes no voucher; one the book never read, or read too long ago,
// asks for a read of the chain first.
func TestNoVoucherOnAWithdrawingOrUnreadChannel(t *testing.T) {
	b, now := newBook(t)
	if d := accept(t, b, "1000", "1000", ""); d.Outcome != Unknown {
		t.Fatalf("unread channel: %s", d.Outcome)
	}
	mirror(t, b, funded("5000"))
	*now = now.Add(time.Minute + time.Millisecond)
	if d := accept(t, b, "1000", "1000", ""); d.Outcome != Stale {
		t.Fatalf("channel read a minute ago: %s", d.Outcome)
	}
	s := funded("5000")
	s.Block = 12
	s.WithdrawRequestedAt = 1_800_000_000
	mirror(t, b, s)
	if d := accept(t, b, "1000", "1000", ""); d.Outcome != Withdrawing {
		t.Fatalf("withdrawing channel: %s", d.Outcome)
	}
}

// TestMirrorKeepsTheLatestBlockAndNeverLowersTheCeiling: a state read at an
// earlier block does not replace a later one; the floor read from the chain
// (after Redis lost the book, the last ceiling used on chain) raises the
// ceiling, and a lower floor never lowers it.
func TestMirrorKeepsTheLatestBlockAndNeverLowersTheCeiling(t *testing.T) {
	b, _ := newBook(t)
	s := funded("5000")
	s.Block = 20
	mirror(t, b, s)
	old := funded("1")
	old.Block = 19
	mirror(t, b, old)
	rec, _, _ := b.Get(context.Background(), ch)
	if rec.State.Balance.String() != "5000" || rec.State.Block != 20 {
		t.Fatalf("an older state replaced a newer one: %+v", rec.State)
	}
	s.Block, s.Floor = 21, n("3000")
	mirror(t, b, s)
	if d := accept(t, b, "1000", "1000", ""); d.Outcome != Mismatch || d.Record.Ceiling.String() != "3000" || len(d.Record.Signature) != 0 {
		t.Fatalf("after a floor of 3000: %s at %s", d.Outcome, d.Record.Ceiling)
	}
	if d := accept(t, b, "4000", "1000", ""); d.Outcome != Accepted {
		t.Fatalf("voucher from the floor: %s", d.Outcome)
	}
	s.Block, s.Floor = 22, n("2000")
	mirror(t, b, s)
	if d := accept(t, b, "5000", "1000", ""); d.Outcome != Accepted {
		t.Fatalf("a lower floor lowered the ceiling: %s at %s", d.Outcome, d.Record.Ceiling)
	}
	ids, err := b.Channels(context.Background())
	if err != nil || len(ids) != 1 || ids[0] != ch {
		t.Fatalf("channels %v %v", ids, err)
	}
}

// TestBadAmountsAreRefused: negative amounts never reach Redis; a fee
// larger than the ceiling is a mismatch.
func TestBadAmountsAreRefused(t *testing.T) {
	b, _ := newBook(t)
	mirror(t, b, funded("5000"))
	if _, err := b.Accept(context.Background(), Voucher{Channel: ch, Ceiling: big.NewInt(-1)}, big.NewInt(1), nil); err != ErrNegative {
		t.Fatalf("negative ceiling: %v", err)
	}
	if d := accept(t, b, "500", "1000", ""); d.Outcome != Mismatch {
		t.Fatalf("fee above the ceiling: %s", d.Outcome)
	}
	if err := b.Mirror(context.Background(), ch, nil, State{Balance: big.NewInt(-5)}); err != ErrNegative {
		t.Fatalf("negative balance: %v", err)
	}
	if _, err := New(Config{Prefix: "a b"}, nil); err == nil || !strings.Contains(err.Error(), "whitespace") {
		t.Fatalf("prefix with a space: %v", err)
	}
}
