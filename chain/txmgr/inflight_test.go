package txmgr

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"testing"

	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/internal/testutil"
)

// onMessage is a logrus hook that calls fn when an entry with message msg is
// logged.
type onMessage struct {
	msg string
	fn  func()
}

func (h onMessage) Levels() []logrus.Level { return logrus.AllLevels }

func (h onMessage) Fire(e *logrus.Entry) error {
	if e.Message == h.msg {
		h.fn()
	}
	return nil
}

// TestSendWaitsAtMaxInFlight: with every key at MaxInFlight, Send takes no
// nonce; it waits until one confirms or its context ends.
func TestSendWaitsAtMaxInFlight(t *testing.T) {
	ctx := context.Background()
	key := testKey(t, 0)
	sim := newSim(t, key)
	rdb, _ := newMiniredis(t)
	cfg := testConfig()
	cfg.MaxInFlight = 1

	// The Send below is cancelled once it reports that it is waiting.
	waiting, cancel := context.WithCancel(ctx)
	defer cancel()
	log := testutil.Logger(t)
	log.Logger.SetLevel(logrus.DebugLevel)
	log.Logger.AddHook(onMessage{msg: "every key at max in-flight, waiting", fn: cancel})
	m, err := New(cfg, sim.Client(), rdb, []*ecdsa.PrivateKey{key}, log)
	if err != nil {
		t.Fatal(err)
	}

	if _, err := m.Send(ctx, "a", transfer(1)); err != nil {
		t.Fatalf("Send a: %v", err)
	}
	if _, err := m.Send(waiting, "b", transfer(1)); !errors.Is(err, context.Canceled) {
		t.Fatalf("Send b on a full key: err = %v, want context.Canceled while waiting", err)
	}
	if _, err := m.Get(ctx, "b"); !errors.Is(err, ErrNotFound) {
		t.Errorf("record b after a cancelled wait: err = %v, want ErrNotFound", err)
	}
	if n := counterOf(t, m.store, addrOf(key)); n != 1 {
		t.Errorf("nonce counter = %d, want 1", n)
	}

	commitUntilMined(t, sim, addrOf(key), 1)
	if _, err := m.Wait(waitCtx(t), "a"); err != nil {
		t.Fatalf("Wait a: %v", err)
	}
	b, err := m.Send(ctx, "b", transfer(1))
	if err != nil {
		t.Fatalf("Send b after a is final: %v", err)
	}
	if b.Nonce != 1 {
		t.Errorf("b nonce = %d, want 1", b.Nonce)
	}
}
