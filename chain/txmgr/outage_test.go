package txmgr

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"net/url"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/internal/testutil"
)

// logCounter counts log messages by level and text.
type logCounter struct {
	mu sync.Mutex
	n  map[string]int // "level: message"
}

func (c *logCounter) Levels() []logrus.Level { return logrus.AllLevels }

func (c *logCounter) Fire(e *logrus.Entry) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.n[e.Level.String()+": "+e.Message]++
	return nil
}

// get returns the count of message msg at level.
func (c *logCounter) get(level logrus.Level, msg string) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.n[level.String()+": "+msg]
}

// atLevel returns the count of every message at level.
func (c *logCounter) atLevel(level logrus.Level) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	total := 0
	for k, n := range c.n {
		if len(k) > len(level.String()) && k[:len(level.String())] == level.String() {
			total += n
		}
	}
	return total
}

// outageRig is a Manager whose RPC runs through a TCP proxy that can cut
// the connection: Down is a real outage (connections reset, new ones
// refused), the chain keeps its state behind it.
type outageRig struct {
	sim   *simulated.Backend
	tcp   *testutil.Proxy
	m     *Manager
	mt    *countingMetrics
	logs  *logCounter
	clock *testClock
}

func newOutageRig(t *testing.T, cfg Config, keys ...*ecdsa.PrivateKey) *outageRig {
	t.Helper()
	sim := newSim(t, keys...)
	proxy, _ := newRPCProxy(t, sim)
	u, err := url.Parse(proxy.srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	tcp := testutil.NewProxy(t, u.Host)
	client, err := ethclient.Dial("http://" + tcp.Addr())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(client.Close)
	log := testutil.Logger(t)
	log.Logger.SetLevel(logrus.DebugLevel)
	logs := &logCounter{n: map[string]int{}}
	log.Logger.AddHook(logs)
	mt := newCountingMetrics()
	clock := newClock()
	m, err := New(cfg, client, testutil.RedisClient(t), keys, log, WithMetrics(mt), WithClock(clock.Now))
	if err != nil {
		t.Fatal(err)
	}
	return &outageRig{sim: sim, tcp: tcp, m: m, mt: mt, logs: logs, clock: clock}
}

// rpcErrors is the number of failed RPC calls counted so far.
func (o *outageRig) rpcErrors() int {
	o.mt.mu.Lock()
	defer o.mt.mu.Unlock()
	n := 0
	for k, v := range o.mt.counts {
		if len(k) > 10 && k[:10] == "rpc_error_" {
			n += v
		}
	}
	return n
}

// TestOutageBacksOffAndLogsOnce: five records wait while the RPC is cut
// off for two seconds. The outage is logged once at warn and its end once
// at info, no record logs its failures at warn, and the records back off
// instead of polling every ReceiptPoll with three tries each (a request
// storm of ~100 failed calls here before). Once the RPC is back they end
// final.
func TestOutageBacksOffAndLogsOnce(t *testing.T) {
	ctx := context.Background()
	key := testKey(t, 0)
	o := newOutageRig(t, testConfig(), key)
	ids := []string{"a", "b", "c", "d", "e"}
	for _, id := range ids {
		if _, err := o.m.Send(ctx, id, transfer(1)); err != nil {
			t.Fatalf("Send %s: %v", id, err)
		}
	}
	o.tcp.Down()
	errs := make(chan error, len(ids))
	for _, id := range ids {
		go func() {
			_, err := o.m.Wait(waitCtx(t), id)
			errs <- err
		}()
	}
	time.Sleep(2 * time.Second) // the outage's length, not a synchronisation
	failedCalls := o.rpcErrors()
	o.tcp.Up()
	commitUntilMined(t, o.sim, addrOf(key), uint64(len(ids)))
	for range ids {
		if err := <-errs; err != nil {
			t.Errorf("Wait: %v", err)
		}
	}
	got := fmt.Sprintf("outage warned %d, recovery logged %d, warnings %d",
		o.logs.get(logrus.WarnLevel, msgOutage), o.logs.get(logrus.InfoLevel, msgOutageOver), o.logs.atLevel(logrus.WarnLevel))
	if want := "outage warned 1, recovery logged 1, warnings 1"; got != want {
		t.Errorf("%s; want %s", got, want)
	}
	if failedCalls > 40 {
		t.Errorf("%d failed RPC calls from 5 waiting records in a 2 s outage; want at most 40", failedCalls)
	}
	t.Logf("failed RPC calls during the outage: %d", failedCalls)
}

// TestBumpsStaggeredAfterOutage: four records become due for a bump while
// the RPC is down. When it is back they are rebroadcast at once but not
// all bumped at once: each waits for its own offset within BumpAfter.
func TestBumpsStaggeredAfterOutage(t *testing.T) {
	ctx := context.Background()
	key := testKey(t, 0)
	cfg := testConfig()
	o := newOutageRig(t, cfg, key)
	ids := []string{"w", "x", "y", "z"}
	for _, id := range ids {
		if off := bumpOffset(id, cfg.BumpAfter); off < 10*time.Second {
			t.Fatalf("test ids must have offsets above 10 s; %q has %s", id, off)
		}
		if _, err := o.m.Send(ctx, id, transfer(1)); err != nil {
			t.Fatalf("Send %s: %v", id, err)
		}
	}
	o.tcp.Down()
	if _, err := o.m.drive(ctx, mustGet(t, o.m, ids[0])); err == nil {
		t.Fatal("drive during the outage succeeded")
	}
	time.Sleep(staggerAfterOutage) // the outage's length, not a synchronisation
	o.clock.Advance(cfg.BumpAfter)
	o.tcp.Up()
	for _, id := range ids {
		r := mustDrive(t, o.m, id)
		if len(r.Attempts) != 1 {
			t.Errorf("%s bumped right after the outage (%d attempts); want its bump staggered", id, len(r.Attempts))
		}
	}
}

// TestStaleHeadStopsBumps: the node's head stands still for StaleHeadAfter.
// It is logged once, and a record due for a bump is not bumped; once the
// head moves (and the end is logged), it is, after its stagger offset (the
// intent id is chosen with an offset under 50 ms).
func TestStaleHeadStopsBumps(t *testing.T) {
	ctx := context.Background()
	key := testKey(t, 0)
	sim := newSim(t, key)
	fb := newFaultBackend(sim.Client())
	cfg := testConfig()
	cfg.StaleHeadAfter = time.Second
	log := testutil.Logger(t)
	logs := &logCounter{n: map[string]int{}}
	log.Logger.AddHook(logs)
	clock := newClock()
	m, err := New(cfg, fb, testutil.RedisClient(t), []*ecdsa.PrivateKey{key}, log, WithClock(clock.Now))
	if err != nil {
		t.Fatal(err)
	}
	id := quickBumper(t, cfg.BumpAfter)
	fb.setDown(true) // our transactions never reach the node: blocks stay empty
	if _, err := m.Send(ctx, id, transfer(1)); err != nil {
		t.Fatalf("Send: %v", err)
	}
	driveUntil(t, m, id, func(*Record) bool { return m.headStale() })
	clock.Advance(cfg.BumpAfter)
	if r := mustDrive(t, m, id); len(r.Attempts) != 1 {
		t.Errorf("bumped on a stale head: %d attempts; want 1", len(r.Attempts))
	}
	sim.Commit()
	r := driveUntil(t, m, id, func(r *Record) bool { return len(r.Attempts) == 2 || m.headStale() })
	if len(r.Attempts) != 2 {
		t.Errorf("attempts after the head moved = %d; want the bump", len(r.Attempts))
	}
	if n := logs.get(logrus.WarnLevel, msgStaleHead); n < 1 || logs.get(logrus.InfoLevel, msgStaleHeadOver) != 1 {
		t.Errorf("stale head warned %d, end logged %d; want once each", n, logs.get(logrus.InfoLevel, msgStaleHeadOver))
	}
}

// quickBumper returns an intent id whose bump offset is under 50 ms.
func quickBumper(t *testing.T, window time.Duration) string {
	t.Helper()
	for i := range 1_000_000 {
		id := fmt.Sprintf("intent-%d", i)
		if bumpOffset(id, window) < 50*time.Millisecond {
			return id
		}
	}
	t.Fatal("no intent id with a small bump offset")
	return ""
}

// TestIdleHeadIsNotStale: a chain that seals blocks on demand stands still
// while nothing is pending, and nobody reads its head then. The first view
// after a long idle time must not call the head stale; views that keep
// finding the same head for StaleHeadAfter must.
func TestIdleHeadIsNotStale(t *testing.T) {
	m := &Manager{cfg: Config{StaleHeadAfter: time.Minute}, log: testutil.Logger(t)}
	m.noteHeadProgress(7)
	m.rpc.headAt = m.rpc.headAt.Add(-time.Hour) // an hour idle, no views
	m.rpc.lastView = m.rpc.lastView.Add(-time.Hour)
	m.noteHeadProgress(7)
	if m.headStale() {
		t.Fatal("head stale on the first view after an idle hour")
	}
	m.rpc.headAt = m.rpc.headAt.Add(-2 * time.Minute) // views all along
	m.rpc.lastView = m.rpc.lastView.Add(-time.Second)
	m.noteHeadProgress(7)
	if !m.headStale() {
		t.Error("head not stale after two minutes of views at one block")
	}
}

// TestBlipDoesNotStaggerBumps: one failed call followed at once by an
// answer is not an outage that leaves many records due together: bumps
// are not put off.
func TestBlipDoesNotStaggerBumps(t *testing.T) {
	m := &Manager{cfg: Config{BumpAfter: time.Hour}, log: testutil.Logger(t)}
	m.rpcFailed(errNetwork)
	m.rpcAnswered()
	if !m.mayBump("any") {
		t.Error("bump put off after a blip")
	}
	m.rpcFailed(errNetwork)
	m.rpc.downSince = m.rpc.downSince.Add(-2 * staggerAfterOutage)
	m.rpcAnswered()
	if bumpOffset("any", time.Hour) > time.Second && m.mayBump("any") {
		t.Error("bump not staggered after a two-second outage")
	}
}
