package txmgr

import (
	"context"
	"crypto/ecdsa"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"os"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/google/go-cmp/cmp"
	"github.com/redis/go-redis/v9"
	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/devchain"
	"github.com/inkd/inkd/internal/testutil"
)

// The tests in this file crash for real. The test binary runs itself again
// as a child process (crashChildEnv selects the mode) that calls Send for
// one intent on the embedded go-ethereum node over HTTP and a real
// redis-server with its append-only file on. A hook on the child's Redis
// client stops it right after the write that reaches the crash point under
// test; the parent then kills it with SIGKILL, optionally kills and
// restarts redis-server from its append-only file, and resumes the intent
// with a new Manager, as a re-delivered task in another worker would.

// crashChildEnv, when set, makes the test binary a crash child: it runs the
// crashSpec given as JSON in the variable and never returns on its own.
const crashChildEnv = "INKD_TXMGR_CRASH_CHILD"

// parkedLine is what a crash child prints on stdout, followed by its crash
// point, once it has stopped there.
const parkedLine = "parked at "

// crashLockTTL is the per-key lease in these tests: long enough to be
// still held when the parent looks after the child stopped (a loaded
// machine takes a second or two), short enough to wait out.
const crashLockTTL = 6 * time.Second

func TestMain(m *testing.M) {
	testutil.RunChild(crashChildEnv, runCrashChild)
	os.Exit(m.Run())
}

// crashPoint names where a crash child stops: right after the Redis write
// that leaves the intent's record in that state.
type crashPoint string

const (
	afterAssign  crashPoint = "nonce assigned, not signed"
	afterSign    crashPoint = "signed and stored, not broadcast"
	afterRefusal crashPoint = "refusal recorded, no filler"
	afterFiller  crashPoint = "filler stored, not broadcast"
	// afterBump: the first attempt was broadcast (and lost by the node),
	// its replacement with higher fees is stored, not broadcast.
	afterBump crashPoint = "bump stored, not broadcast"
)

// reached reports whether record r (nil: not stored yet) is at p.
func (p crashPoint) reached(r *Record) bool {
	if r == nil {
		return false
	}
	switch p {
	case afterAssign:
		return r.State == StateAssigned && len(r.Attempts) == 0
	case afterSign:
		return len(r.Attempts) == 1 && r.LastBroadcastAt.IsZero()
	case afterRefusal:
		return r.LastSendResult == chain.SendRejected.String() && len(fillers(r)) == 0
	case afterFiller:
		return len(fillers(r)) == 1 && r.LastBroadcastAt.IsZero()
	case afterBump:
		return len(r.Attempts) == 2 && len(fillers(r)) == 0 && !r.LastBroadcastAt.IsZero() &&
			r.LastBroadcastAt.Before(r.Attempts[1].SignedAt)
	}
	return false
}

// lockHeld reports whether the child holds the key's lock at p: the nonce,
// the first signature and the filler are written under it; the result of a
// broadcast is not.
func (p crashPoint) lockHeld() bool { return p != afterRefusal }

// crashSpec tells a crash child what to do.
type crashSpec struct {
	Point    crashPoint
	RedisURL string
	RPCURL   string
	ChainID  uint64
	KeyHex   string
	Intent   string
	// RejectFirst makes the child's node refuse the first broadcast of the
	// intent's transaction for good (intrinsic gas), without forwarding it.
	RejectFirst bool
	// Intents, when above zero, makes the child no crash child but a
	// submitter: it sends that many intents (IntentPrefix + index) at once
	// and exits 0 once every Send returned (submitChild).
	Intents      int
	IntentPrefix string
	// Pause makes the child stop itself with SIGSTOP at the point instead
	// of waiting for its SIGKILL, and go on where it stopped on SIGCONT: a
	// process paused past its lease, a zombie.
	Pause bool
}

// crashConfig is the Manager configuration of both sides: testConfig's
// long rebroadcast and bump intervals keep every broadcast a test counts
// one it asked for, however long the lease takes.
func crashConfig(chainID uint64) Config {
	cfg := testConfig()
	cfg.ChainID = new(big.Int).SetUint64(chainID)
	cfg.LockTTL = crashLockTTL
	cfg.ReceiptPoll = 20 * cfg.ReceiptPoll
	return cfg
}

// runCrashChild is the child's main: one Send that stops at the crash point.
// It returns only when something went wrong.
func runCrashChild(raw string) int {
	var spec crashSpec
	if err := json.Unmarshal([]byte(raw), &spec); err != nil {
		fmt.Fprintf(os.Stderr, "crash child: spec: %v\n", err)
		return 2
	}
	opt, err := redis.ParseURL(spec.RedisURL)
	if err != nil {
		fmt.Fprintf(os.Stderr, "crash child: redis url: %v\n", err)
		return 2
	}
	rdb, probe := redis.NewClient(opt), redis.NewClient(opt)
	eth, err := ethclient.Dial(spec.RPCURL)
	if err != nil {
		fmt.Fprintf(os.Stderr, "crash child: dial: %v\n", err)
		return 2
	}
	key, err := crypto.HexToECDSA(spec.KeyHex)
	if err != nil {
		fmt.Fprintf(os.Stderr, "crash child: key: %v\n", err)
		return 2
	}
	fb := newFaultBackend(eth)
	if spec.RejectFirst {
		fb.setFault(rejectFirst(paysWei(1)))
	}
	cfg := crashConfig(spec.ChainID)
	if spec.Point == afterBump {
		// The node loses the first broadcast, and the attempt is bumped
		// soon after, with nothing mined in between.
		fb.dropNext(1)
		cfg.BumpAfter = 200 * time.Millisecond
	}
	var b chain.Backend = fb
	l := logrus.New()
	l.SetOutput(os.Stderr)
	m, err := New(cfg, b, rdb, []*ecdsa.PrivateKey{key}, logrus.NewEntry(l).WithField("process", "crash child"))
	if err != nil {
		fmt.Fprintf(os.Stderr, "crash child: New: %v\n", err)
		return 2
	}
	if spec.Intents > 0 {
		return submitChild(m, spec)
	}
	rdb.AddHook(parkHook{point: spec.Point, intent: spec.Intent, probe: newStore(probe, m.store.prefix, m.store.retention),
		pause: spec.Pause, paused: new(atomic.Bool)})
	r, err := m.Send(context.Background(), spec.Intent, transfer(1))
	if err == nil && spec.Point == afterBump {
		_, err = m.Wait(context.Background(), spec.Intent) // drives the bump
	}
	fmt.Fprintf(os.Stderr, "crash child: Send returned without reaching %q: record %+v, error %v\n", spec.Point, r, err)
	return 3
}

// parkHook stops the calling goroutine for good, after printing parkedLine,
// as soon as a script run through the client leaves the intent's record at
// the crash point. Every write of a record is a script, so the process
// stops right after the write that reached the point, before the next step.
type parkHook struct {
	point  crashPoint
	intent string
	probe  *store // on a client without the hook
	// pause: stop the process (SIGSTOP) once instead of for good.
	pause  bool
	paused *atomic.Bool
}

func (h parkHook) DialHook(next redis.DialHook) redis.DialHook { return next }

func (h parkHook) ProcessPipelineHook(next redis.ProcessPipelineHook) redis.ProcessPipelineHook {
	return next
}

func (h parkHook) ProcessHook(next redis.ProcessHook) redis.ProcessHook {
	return func(ctx context.Context, cmd redis.Cmder) error {
		err := next(ctx, cmd)
		if name := cmd.Name(); name != "evalsha" && name != "eval" {
			return err
		}
		if h.pause && h.paused.Load() {
			return err
		}
		if r, gerr := h.probe.get(ctx, h.intent); gerr == nil && h.point.reached(r) {
			fmt.Fprintf(os.Stdout, "%s%s\n", parkedLine, h.point)
			if h.pause {
				h.paused.Store(true)
				_ = syscall.Kill(os.Getpid(), syscall.SIGSTOP)
				return err // SIGCONT: on with the step, its lease long gone
			}
			for {
				time.Sleep(time.Hour) // until SIGKILL
			}
		}
		return err
	}
}

// startCrashChild runs the test binary as a crash child for spec and waits
// until it reports that it stopped at spec.Point; it is killed at cleanup
// if still running.
func startCrashChild(t *testing.T, spec crashSpec) *testutil.Child {
	t.Helper()
	c := testutil.StartChild(t, crashChildEnv, spec, parkedLine)
	c.WaitParked(t, string(spec.Point))
	return c
}

// crashed is the situation the parent finds once the child is dead.
type crashed struct {
	m    *Manager
	fb   *faultBackend // the parent's broadcasts
	eth  *ethclient.Client
	from common.Address
	stop *Record // the intent's record as the child left it
	// leaseEnd is no later than the moment the dead child's lock expires;
	// zero when the child held no lock.
	leaseEnd time.Time
}

// crashAndResume runs a crash child to point, kills it with SIGKILL, with
// restartRedis kills and restarts redis-server from its append-only file,
// and returns a new Manager on the same Redis, chain and key.
func crashAndResume(t *testing.T, point crashPoint, restartRedis bool) crashed {
	t.Helper()
	ctx := context.Background()
	w := newCrashWorld(t)
	srv, rdb, eth, fb, m := w.srv, w.rdb, w.eth, w.fb, w.m
	key := testKey(t, 0)
	child := startCrashChild(t, w.spec(t, point, func(s *crashSpec) { s.RejectFirst = point == afterRefusal || point == afterFiller }))
	before := time.Now()
	pttl, err := rdb.PTTL(ctx, m.store.lockKey(addrOf(key))).Result()
	if err != nil {
		t.Fatal(err)
	}
	var leaseEnd time.Time
	switch {
	case point.lockHeld() && pttl <= 0:
		t.Fatalf("the child's lock is gone (PTTL %v) before the parent could look: raise crashLockTTL for this machine", pttl)
	case point.lockHeld():
		leaseEnd = before.Add(pttl)
	case pttl > 0:
		t.Fatalf("lock held (PTTL %v) at %q, where the child holds none", pttl, point)
	}
	child.Kill(t)
	if restartRedis {
		srv.Restart()
	}
	stop := mustGet(t, m, "a")
	if !point.reached(stop) {
		t.Fatalf("record after the crash %+v is not at %q", stop, point)
	}
	if n, err := eth.PendingNonceAt(ctx, addrOf(key)); err != nil || n != 0 {
		t.Fatalf("node's pending nonce = %d, %v; want 0: the child broadcast nothing", n, err)
	}
	return crashed{m: m, fb: fb, eth: eth, from: addrOf(key), stop: stop, leaseEnd: leaseEnd}
}

// crashWorld is what a crash child and its parent share: a redis-server
// with its append-only file, the embedded chain over HTTP with key 0
// funded, and the parent's Manager on them.
type crashWorld struct {
	srv     *testutil.RedisServer
	chainID uint64
	rpcURL  string
	rdb     *redis.Client
	eth     *ethclient.Client
	fb      *faultBackend // the parent's broadcasts
	m       *Manager
}

func newCrashWorld(t *testing.T) *crashWorld {
	t.Helper()
	srv := testutil.StartRedis(t, testutil.RedisOptions{AppendOnly: true})
	key := testKey(t, 0)
	node, eth := startDevNode(t, devchain.Config{Accounts: []common.Address{addrOf(key)}})
	opt, err := redis.ParseURL(srv.URL())
	if err != nil {
		t.Fatal(err)
	}
	rdb := redis.NewClient(opt)
	t.Cleanup(func() { _ = rdb.Close() })
	fb := newFaultBackend(eth)
	m := newManager(t, crashConfig(node.ChainID()), fb, rdb, []*ecdsa.PrivateKey{key})
	return &crashWorld{srv: srv, chainID: node.ChainID(), rpcURL: node.HTTPURL(), rdb: rdb, eth: eth, fb: fb, m: m}
}

// spec is the crash spec of a child that sends intent "a" from key 0 and
// stops at point, changed by tune.
func (w *crashWorld) spec(t *testing.T, point crashPoint, tune func(*crashSpec)) crashSpec {
	s := crashSpec{Point: point, RedisURL: w.srv.URL(), RPCURL: w.rpcURL, ChainID: w.chainID, Intent: "a",
		KeyHex: hex.EncodeToString(crypto.FromECDSA(testKey(t, 0)))}
	tune(&s)
	return s
}

// requireAfterLease fails the test when done, the moment an operation that
// needs the key's lock returned, comes before the dead child's lease ended.
func (c crashed) requireAfterLease(t *testing.T, what string, done time.Time) {
	t.Helper()
	// Redis expires keys with millisecond precision.
	if !c.leaseEnd.IsZero() && done.Before(c.leaseEnd.Add(-5*time.Millisecond)) {
		t.Errorf("%s returned %v before the dead child's lease ended", what, c.leaseEnd.Sub(done))
	}
}

// sendNext sends intent b on the same key: its nonce, 1, needs the lock.
func (c crashed) sendNext(t *testing.T) *Record {
	t.Helper()
	b, err := c.m.Send(context.Background(), "b", transfer(2))
	c.requireAfterLease(t, "Send(b)", time.Now())
	if err != nil || b.Nonce != 1 {
		t.Fatalf("Send(b) = %+v, %v; want nonce 1", b, err)
	}
	return b
}

// redisVariants runs fn with Redis kept and with Redis killed and restarted
// from its append-only file between the crash and the resumption.
func redisVariants(t *testing.T, fn func(t *testing.T, restartRedis bool)) {
	for _, v := range []struct {
		name    string
		restart bool
	}{{"redis kept", false}, {"redis restarted from AOF", true}} {
		t.Run(v.name, func(t *testing.T) {
			t.Parallel()
			fn(t, v.restart)
		})
	}
}

// A process killed after the nonce script, holding the key's lock: the
// re-delivered Send in another process waits out the lock's lease, then
// signs the record's nonce, once.
func TestProcessKilledAfterNonceBeforeSign(t *testing.T) {
	redisVariants(t, func(t *testing.T, restartRedis bool) {
		c := crashAndResume(t, afterAssign, restartRedis)
		r, err := c.m.Send(context.Background(), "a", transfer(1))
		c.requireAfterLease(t, "the re-delivered Send", time.Now())
		if err != nil {
			t.Fatalf("re-delivered Send: %v", err)
		}
		if len(r.Attempts) != 1 || r.Nonce != c.stop.Nonce || r.State != StateSent {
			t.Fatalf("record = %d attempts, nonce %d, state %s; want 1, %d, sent", len(r.Attempts), r.Nonce, r.State, c.stop.Nonce)
		}
		out, err := c.m.Wait(waitCtx(t), "a")
		if err != nil {
			t.Fatalf("Wait: %v", err)
		}
		if out.MinedHash != r.Attempts[0].Hash {
			t.Errorf("mined %s, want %s", out.MinedHash, r.Attempts[0].Hash)
		}
		if diff := cmp.Diff(map[common.Hash]int{r.Attempts[0].Hash: 1}, c.fb.seenHashes()); diff != "" {
			t.Errorf("broadcasts (-want +got):\n%s", diff)
		}
		if n := counterOf(t, c.m.store, c.from); n != 1 {
			t.Errorf("nonce counter = %d, want 1", n)
		}
	})
}

// A process killed after storing the signed transaction and before
// broadcasting it, still holding the key's lock: another process
// re-broadcasts the stored bytes (that needs no lock) and never signs
// anything else for the intent; the key's next nonce waits out the lease.
func TestProcessKilledAfterSignBeforeBroadcast(t *testing.T) {
	redisVariants(t, func(t *testing.T, restartRedis bool) {
		c := crashAndResume(t, afterSign, restartRedis)
		stored := c.stop.Attempts[0].Hash
		r, err := c.m.Send(context.Background(), "a", transfer(1))
		if err != nil {
			t.Fatalf("re-delivered Send: %v", err)
		}
		if len(r.Attempts) != 1 || r.Attempts[0].Hash != stored || r.State != StateSent {
			t.Fatalf("record = %d attempts, first %s, state %s; want the stored %s alone, sent", len(r.Attempts), r.Attempts[0].Hash, r.State, stored)
		}
		b := c.sendNext(t)
		for id, want := range map[string]common.Hash{"a": stored, "b": b.Attempts[0].Hash} {
			out, err := c.m.Wait(waitCtx(t), id)
			if err != nil {
				t.Fatalf("Wait(%s): %v", id, err)
			}
			if out.MinedHash != want || out.Receipt.TxHash != want {
				t.Errorf("%s mined %s, want %s", id, out.MinedHash, want)
			}
		}
		if diff := cmp.Diff(map[common.Hash]int{stored: 1, b.Attempts[0].Hash: 1}, c.fb.seenHashes()); diff != "" {
			t.Errorf("broadcasts (-want +got):\n%s", diff)
		}
		if got := len(mustGet(t, c.m, "a").Attempts); got != 1 {
			t.Errorf("attempts of a = %d, want 1: a new transaction was signed for the intent", got)
		}
	})
}

// A process killed after the node refused the intent's transaction for
// good — before the filler was stored, or after it was stored (under the
// key's lock) and before it was broadcast: another process stores at most
// one filler, broadcasts it, never re-sends the refused bytes, and the key
// keeps going.
func TestProcessKilledAfterRejection(t *testing.T) {
	for _, point := range []crashPoint{afterRefusal, afterFiller} {
		t.Run(string(point), func(t *testing.T) {
			redisVariants(t, func(t *testing.T, restartRedis bool) {
				c := crashAndResume(t, point, restartRedis)
				refused := c.stop.Attempts[0].Hash
				if _, err := c.m.Send(context.Background(), "a", transfer(1)); !errors.Is(err, ErrRejected) {
					t.Fatalf("re-delivered Send: err = %v, want ErrRejected", err)
				}
				a := mustGet(t, c.m, "a")
				fs := fillers(a)
				if len(a.Attempts) != 2 || len(fs) != 1 || a.Attempts[0].Hash != refused {
					t.Fatalf("a = %d attempts, %d fillers; want the refused one and one filler", len(a.Attempts), len(fs))
				}
				if point == afterFiller && fs[0].Hash != c.stop.Attempts[1].Hash {
					t.Errorf("filler %s, want the one the child stored, %s", fs[0].Hash, c.stop.Attempts[1].Hash)
				}
				b := c.sendNext(t)
				if _, err := c.m.Wait(waitCtx(t), "b"); err != nil {
					t.Fatalf("Wait(b): %v", err)
				}
				a = driveUntil(t, c.m, "a", isTerminal)
				if a.State != StateFailed || a.MinedHash != fs[0].Hash {
					t.Errorf("a = state %s mined %s; want failed, the filler %s", a.State, a.MinedHash, fs[0].Hash)
				}
				if diff := cmp.Diff(map[common.Hash]int{fs[0].Hash: 1, b.Attempts[0].Hash: 1}, c.fb.seenHashes()); diff != "" {
					t.Errorf("broadcasts (-want +got):\n%s", diff)
				}
			})
		})
	}
}

// A process killed mid-bump: its first broadcast never reached the node,
// and the replacement with higher fees was stored under the key's lock but
// not sent. Another process sends the stored replacement (after the
// rebroadcast interval; it signs nothing) and it is mined at the record's
// nonce: no third attempt, no other nonce. (Scenario 5.)
func TestProcessKilledMidBump(t *testing.T) {
	redisVariants(t, func(t *testing.T, restartRedis bool) {
		c := crashAndResume(t, afterBump, restartRedis)
		bumped := c.stop.Attempts[1].Hash
		cfg := c.m.cfg
		cfg.ResubmitInterval = 100 * time.Millisecond
		m := newManager(t, cfg, c.fb, c.m.store.rdb, []*ecdsa.PrivateKey{testKey(t, 0)})
		out, err := m.Wait(waitCtx(t), "a")
		if err != nil {
			t.Fatalf("Wait: %v", err)
		}
		if out.MinedHash != bumped || out.Nonce != c.stop.Nonce || len(out.Attempts) != 2 {
			t.Fatalf("mined %s at nonce %d with %d attempts; want the stored bump %s at %d, 2 attempts",
				out.MinedHash, out.Nonce, len(out.Attempts), bumped, c.stop.Nonce)
		}
		for h := range c.fb.seenHashes() {
			if h != bumped {
				t.Errorf("the resuming process broadcast %s, want only the stored bump %s", h, bumped)
			}
		}
		if n := counterOf(t, m.store, c.from); n != 1 {
			t.Errorf("nonce counter = %d, want 1", n)
		}
	})
}
