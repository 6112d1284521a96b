package txmgr

// Tests with several or paused OS processes on one key: the crash child
// of crash_process_test.go as a submitter, or stopped with SIGSTOP.

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/internal/testutil"
)

// submitChild is a crash child in submitter mode (crashSpec.Intents): it
// sends spec.Intents intents from its one key at once, each in its own
// goroutine, and reports the first failure.
func submitChild(m *Manager, spec crashSpec) int {
	var wg sync.WaitGroup
	errs := make(chan error, spec.Intents)
	for i := range spec.Intents {
		wg.Add(1)
		go func() {
			defer wg.Done()
			id := fmt.Sprintf("%s%03d", spec.IntentPrefix, i)
			if _, err := m.Send(context.Background(), id, transfer(1)); err != nil {
				errs <- fmt.Errorf("Send(%s): %w", id, err)
			}
		}()
	}
	wg.Wait()
	close(errs)
	if err := <-errs; err != nil {
		fmt.Fprintf(os.Stderr, "submitter: %v\n", err)
		return 1
	}
	return 0
}

// 99 intents submitted at once on one key by three OS processes (33
// goroutines each, each process its own Manager, one redis-server, the
// embedded chain over HTTP): every intent gets its own nonce, the nonces
// are 0 to 98 without a gap or a repeat, each is mined, and the counter
// stands at 99. (Scenario 18.)
func TestConcurrentSubmitsFromThreeProcesses(t *testing.T) {
	const procs, each = 3, 33
	w := newCrashWorld(t)
	var running []*exec.Cmd
	done := make(chan error, procs)
	for p := range procs {
		raw := w.spec(t, "", func(s *crashSpec) {
			s.Intents, s.IntentPrefix, s.Intent = each, fmt.Sprintf("p%d-", p), ""
		})
		cmd := testutil.ChildCommand(t, crashChildEnv, raw)
		out := &testutil.Buffer{}
		cmd.Stdout, cmd.Stderr = out, out
		if err := cmd.Start(); err != nil {
			t.Fatalf("start submitter %d: %v", p, err)
		}
		running = append(running, cmd)
		go func() {
			err := cmd.Wait()
			if err != nil {
				err = fmt.Errorf("submitter %d: %w\n%s", p, err, out)
			}
			done <- err
		}()
	}
	t.Cleanup(func() {
		for _, c := range running {
			_ = c.Process.Kill()
		}
	})
	for range procs {
		select {
		case err := <-done:
			if err != nil {
				t.Fatal(err)
			}
		case <-time.After(3 * time.Minute):
			t.Fatal("submitters still running after 3 minutes")
		}
	}

	var nonces []uint64
	hashes := map[common.Hash]bool{}
	for p := range procs {
		for i := range each {
			id := fmt.Sprintf("p%d-%03d", p, i)
			out, err := w.m.Wait(waitCtx(t), id)
			if err != nil {
				t.Fatalf("Wait(%s): %v", id, err)
			}
			nonces = append(nonces, out.Nonce)
			hashes[out.MinedHash] = true
		}
	}
	slices.Sort(nonces)
	want := make([]uint64, procs*each)
	for i := range want {
		want[i] = uint64(i)
	}
	if !slices.Equal(nonces, want) || len(hashes) != len(want) {
		t.Fatalf("nonces %v (%d mined hashes), want 0..%d each once", nonces, len(hashes), len(want)-1)
	}
	if n := counterOf(t, w.m.store, addrOf(testKey(t, 0))); n != uint64(len(want)) {
		t.Errorf("nonce counter = %d, want %d", n, len(want))
	}
}

// A process paused for real (SIGSTOP) right after it took a nonce under the
// key's lock, and resumed (SIGCONT) long after its lease ran out, when
// another process has signed, sent and mined the intent at that nonce: the
// zombie writes nothing and signs nothing that reaches the record; the
// intent keeps its one attempt, the chain its one transaction. (Scenario 19.)
func TestZombieProcessResumedAfterItsLease(t *testing.T) {
	ctx := context.Background()
	w := newCrashWorld(t)
	child := startCrashChild(t, w.spec(t, afterAssign, func(s *crashSpec) { s.Pause = true }))
	waitStopped(t, child.Process().Pid)

	r, err := w.m.Send(ctx, "a", transfer(1)) // waits out the paused child's lease
	if err != nil {
		t.Fatalf("Send while the child is paused: %v", err)
	}
	out, err := w.m.Wait(waitCtx(t), "a")
	if err != nil || out.MinedHash != r.Attempts[0].Hash {
		t.Fatalf("Wait: %+v, %v; want %s mined", out, err, r.Attempts[0].Hash)
	}
	if err := child.Process().Signal(syscall.SIGCONT); err != nil {
		t.Fatal(err)
	}
	select {
	case <-child.Exited():
	case <-time.After(time.Minute):
		t.Fatalf("the resumed child did not finish its Send within a minute\n%s", child.Stderr())
	}
	t.Logf("parent %s; the zombie: %s", r.Attempts[0].Hash, strings.TrimSpace(child.Stderr()))
	a := mustGet(t, w.m, "a")
	if len(a.Attempts) != 1 || a.Attempts[0].Hash != r.Attempts[0].Hash || a.State != StateFinal {
		t.Errorf("record after the zombie ran: %d attempts, first %s, state %s; want the one mined attempt %s, final",
			len(a.Attempts), a.Attempts[0].Hash, a.State, r.Attempts[0].Hash)
	}
	if n, err := w.eth.NonceAt(ctx, addrOf(testKey(t, 0)), nil); err != nil || n != 1 {
		t.Errorf("key's nonce on chain %d (%v), want 1", n, err)
	}
	if n := counterOf(t, w.m.store, addrOf(testKey(t, 0))); n != 1 {
		t.Errorf("nonce counter = %d, want 1", n)
	}
}

// waitStopped polls /proc until process pid is stopped (state T).
func waitStopped(t *testing.T, pid int) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		stat, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
		if err != nil {
			t.Fatalf("read the child's state: %v", err)
		}
		// The state follows the command name in parentheses.
		if i := bytes.LastIndexByte(stat, ')'); i > 0 && i+2 < len(stat) && stat[i+2] == 'T' {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("child %d not stopped after 30 s: %s", pid, stat)
		}
		time.Sleep(10 * time.Millisecond)
	}
}
