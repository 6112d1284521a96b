package testutil

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// A crash test needs a real crash: the test binary runs itself again as a
// child process that does the work up to a named point, says so on stdout
// ("<parked prefix><point>") and waits there, and the test SIGKILLs it.
// The package's TestMain hands the child its part:
//
//	func TestMain(m *testing.M) {
//		testutil.RunChild(childEnv, runChild) // returns unless this is a child
//		os.Exit(m.Run())
//	}
//
// and a test starts it with a spec the child reads back as JSON:
//
//	c := testutil.StartChild(t, childEnv, spec, "parked at ")
//	c.WaitParked(t, "signed")
//	c.Kill(t)

// RunChild exits the process with run's code when the environment
// variable env is set (this process is a child: run gets the variable's
// value, the spec); otherwise it returns.
func RunChild(env string, run func(spec string) int) {
	if spec := os.Getenv(env); spec != "" {
		os.Exit(run(spec))
	}
}

// Child is a running child process of a crash test.
type Child struct {
	cmd    *exec.Cmd
	parked chan string
	exited chan struct{}
	stderr Buffer
}

// ChildCommand is the command that runs the test binary as a child with
// spec (JSON) in env, and args (e.g. -test.run to pick a test).
func ChildCommand(tb testing.TB, env string, spec any, args ...string) *exec.Cmd {
	tb.Helper()
	raw, err := json.Marshal(spec)
	if err != nil {
		tb.Fatal(err)
	}
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), env+"="+string(raw))
	return cmd
}

// StartChild starts the test binary as a child with spec in env. Lines of
// its stdout that start with parkedPrefix report where it stopped
// (WaitParked); its stderr is kept for failure messages. At cleanup the
// child is killed if still running; when the test failed, it is first
// asked for its goroutines (SIGQUIT) and its stderr is logged.
func StartChild(tb testing.TB, env string, spec any, parkedPrefix string, args ...string) *Child {
	tb.Helper()
	cmd := ChildCommand(tb, env, spec, args...)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		tb.Fatal(err)
	}
	c := &Child{cmd: cmd, parked: make(chan string, 16), exited: make(chan struct{})}
	cmd.Stderr = &c.stderr
	if err := cmd.Start(); err != nil {
		tb.Fatalf("start the child: %v", err)
	}
	go func() {
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			if p, ok := strings.CutPrefix(sc.Text(), parkedPrefix); ok {
				select {
				case c.parked <- p:
				default: // a test that waits reads the first ones
				}
			}
		}
		_, _ = io.Copy(io.Discard, stdout)
		_ = cmd.Wait()
		close(c.exited)
	}()
	tb.Cleanup(func() {
		if tb.Failed() {
			_ = cmd.Process.Signal(syscall.SIGQUIT)
			select {
			case <-c.exited:
			case <-time.After(5 * time.Second):
			}
		}
		_ = cmd.Process.Kill()
		<-c.exited
		if tb.Failed() {
			tb.Logf("child (%v) stderr:\n%s", cmd.ProcessState, c.Stderr())
		}
	})
	return c
}

// WaitParked waits until the child reports it stopped, failing the test
// when it exits first, does not stop within a minute, or stops elsewhere
// than want ("" takes any point). It returns the point.
func (c *Child) WaitParked(tb testing.TB, want string) string {
	tb.Helper()
	select {
	case p := <-c.parked:
		if want != "" && p != want {
			tb.Fatalf("child parked at %q, want %q", p, want)
		}
		return p
	case <-c.exited:
		tb.Fatalf("child exited before it parked: %v\n%s", c.cmd.ProcessState, c.Stderr())
	case <-time.After(waitBound(tb, time.Minute)):
		tb.Fatalf("child did not park within a minute\n%s", c.Stderr())
	}
	return ""
}

// Kill sends SIGKILL and waits until the child is gone, failing the test
// when it ended otherwise.
func (c *Child) Kill(tb testing.TB) {
	tb.Helper()
	if err := c.cmd.Process.Signal(syscall.SIGKILL); err != nil {
		tb.Fatalf("SIGKILL the child: %v", err)
	}
	<-c.exited
	if ws, ok := c.cmd.ProcessState.Sys().(syscall.WaitStatus); !ok || ws.Signal() != syscall.SIGKILL {
		tb.Fatalf("child ended with %v, want killed by SIGKILL\n%s", c.cmd.ProcessState, c.Stderr())
	}
}

// Process is the child's process, to signal it (SIGSTOP, SIGCONT).
func (c *Child) Process() *os.Process { return c.cmd.Process }

// Exited is closed once the child has exited.
func (c *Child) Exited() <-chan struct{} { return c.exited }

// Stderr is what the child wrote on stderr so far.
func (c *Child) Stderr() string { return c.stderr.String() }

// Buffer is a bytes.Buffer safe for writers and a reader at once: a
// child's output read while it runs.
type Buffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

// Write appends p.
func (l *Buffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

// String is what was written so far.
func (l *Buffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}
