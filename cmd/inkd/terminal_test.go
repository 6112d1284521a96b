package main

import (
	"bytes"
	"fmt"
	"os"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"golang.org/x/sys/unix"

	"github.com/inkd/inkd/internal/testutil"
)

// openPTY opens a pseudo-terminal: what the test writes to master is typed
// on the terminal slave, and what the terminal echoes comes back on master.
func openPTY(t *testing.T) (master, slave *os.File) {
	t.Helper()
	master, err := os.OpenFile("/dev/ptmx", os.O_RDWR|syscall.O_NOCTTY, 0)
	if err != nil {
		t.Skipf("no pseudo-terminals here: %v", err)
	}
	t.Cleanup(func() { master.Close() })
	if err := unix.IoctlSetPointerInt(int(master.Fd()), unix.TIOCSPTLCK, 0); err != nil {
		t.Fatalf("unlockpt: %v", err)
	}
	n, err := unix.IoctlGetInt(int(master.Fd()), unix.TIOCGPTN)
	if err != nil {
		t.Fatalf("ptsname: %v", err)
	}
	slave, err = os.OpenFile(fmt.Sprintf("/dev/pts/%d", n), os.O_RDWR|syscall.O_NOCTTY, 0)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { slave.Close() })
	return master, slave
}

// signalWriter collects what is written and closes first at the first write.
type signalWriter struct {
	mu    sync.Mutex
	buf   bytes.Buffer
	once  sync.Once
	first chan struct{}
}

func (w *signalWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	defer w.once.Do(func() { close(w.first) })
	return w.buf.Write(p)
}

func (w *signalWriter) String() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.buf.String()
}

// readUntil reads master until what it read contains marker; a terminal
// that never shows it fails the test after a generous wait (the reading
// goroutine is left blocked on the terminal until the test closes it).
func readUntil(t *testing.T, master *os.File, marker string) string {
	t.Helper()
	type read struct {
		got []byte
		err error
	}
	done := make(chan read, 1)
	go func() {
		var got []byte
		buf := make([]byte, 256)
		for !bytes.Contains(got, []byte(marker)) {
			n, err := master.Read(buf)
			if err != nil {
				done <- read{got, err}
				return
			}
			got = append(got, buf[:n]...)
		}
		done <- read{got, nil}
	}()
	select {
	case r := <-done:
		if r.err != nil {
			t.Fatalf("read the terminal after %q: %v", r.got, r.err)
		}
		return string(r.got)
	case <-time.After(30 * time.Second):
		t.Fatalf("the terminal never showed %q: its echo was not restored", marker)
	}
	return ""
}

// The keystore password typed at the prompt on a real (pseudo-)terminal is
// read back whole, the terminal does not echo it, the prompt's writer never
// sees it, and the terminal echoes again once the prompt is done.
func TestReadPasswordDoesNotEcho(t *testing.T) {
	master, slave := openPTY(t)
	if !isTerminal(slave) {
		t.Fatal("isTerminal(pty) = false")
	}
	if f, err := os.CreateTemp(t.TempDir(), "plain"); err != nil || isTerminal(f) {
		t.Fatalf("isTerminal(plain file) = true (%v)", err)
	}
	const secret = "0x59c6-keystore-secret"
	prompt := &signalWriter{first: make(chan struct{})}
	type answer struct {
		pw  string
		err error
	}
	done := make(chan answer, 1)
	go func() {
		pw, err := readPassword(slave, prompt, "keystore password: ")
		done <- answer{pw, err}
	}()
	testutil.Recv(t, prompt.first, "the prompt") // echo is off before the prompt is written
	if _, err := master.WriteString(secret + "\n"); err != nil {
		t.Fatal(err)
	}
	got := testutil.Recv(t, done, "the secret's read")
	if got.err != nil || got.pw != secret {
		t.Fatalf("readPassword = %q, %v; want the typed password", got.pw, got.err)
	}
	// Typed after the prompt: echoed again, so everything the terminal
	// showed before it is in front of the marker.
	if _, err := master.WriteString("MARK\n"); err != nil {
		t.Fatal(err)
	}
	shown := readUntil(t, master, "MARK")
	if strings.Contains(shown, secret) || strings.Contains(shown, "keystore-secret") {
		t.Fatalf("the terminal echoed the password: %q", shown)
	}
	if out := prompt.String(); out != "keystore password: \n" {
		t.Fatalf("prompt output %q; want the prompt and a newline only", out)
	}
}

// A confirmation typed on the terminal: y or yes (any case, spaces around)
// accepts, anything else or end of input declines; the answer is read up to
// its newline only.
func TestConfirmOnTerminal(t *testing.T) {
	for _, tc := range []struct {
		typed string
		ok    bool
	}{{"y\n", true}, {" YES \n", true}, {"n\n", false}, {"\n", false}, {"yess\n", false}} {
		master, slave := openPTY(t)
		var shown bytes.Buffer
		if _, err := master.WriteString(tc.typed); err != nil {
			t.Fatal(err)
		}
		err := askYes(slave, &shown, "pay 0.10 USDC? [y/N] ")
		if (err == nil) != tc.ok {
			t.Errorf("typed %q: %v, want accepted %v", tc.typed, err, tc.ok)
		}
		if shown.String() != "pay 0.10 USDC? [y/N] " {
			t.Errorf("typed %q: prompt output %q", tc.typed, shown.String())
		}
	}
}
