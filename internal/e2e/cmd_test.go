package e2e

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/deploy"
	"github.com/inkd/inkd/chain/devkeys"
)

// Bounds of the waits in this file. They are ceilings for a loaded 2-core
// machine, never expectations: every wait ends as soon as its event happens.
const (
	// cmdStartBound bounds a long-running command's start until it reports
	// readiness (`inkd dev` must be ready within 30 s).
	cmdStartBound = 30 * time.Second
	// cmdFailBound bounds a command that must refuse its configuration.
	cmdFailBound = 30 * time.Second
	// cmdStopBound bounds the exit after SIGINT.
	cmdStopBound = 30 * time.Second
	// deployBound bounds `inkd deploy` on anvil with one-second blocks.
	deployBound = 2 * time.Minute
)

// cmdEnv returns the test's PATH, HOME, TMPDIR and a few runtime variables,
// plus vars ("NAME=value"). Everything else is dropped, so that no inkd
// variable (REDIS_URL, STORAGE_*, …) of the developer's shell reaches a
// command under test.
func cmdEnv(vars ...string) []string {
	kept := map[string]bool{
		"PATH": true, "HOME": true, "TMPDIR": true, "TZ": true, "LANG": true, "LC_ALL": true,
		"GOCOVERDIR": true, "GORACE": true, "GOTRACEBACK": true,
	}
	var out []string
	for _, kv := range os.Environ() {
		if name, _, _ := strings.Cut(kv, "="); kept[name] {
			out = append(out, kv)
		}
	}
	return append(out, vars...)
}

// inkdBin returns the inkd binary built once per test binary.
func inkdBin(tb testing.TB) string {
	tb.Helper()
	bin, err := buildInkd()
	if err != nil {
		tb.Fatal(err)
	}
	return bin
}

// hexKey is the 0x-prefixed hex of development account i's private key.
func hexKey(i int) string { return fmt.Sprintf("0x%x", crypto.FromECDSA(devkeys.Key(i))) }

// freeAddr returns a loopback host:port that was free a moment ago, for
// commands that must be given a concrete port.
func freeAddr(tb testing.TB) string {
	tb.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		tb.Fatal(err)
	}
	addr := ln.Addr().String()
	if err := ln.Close(); err != nil {
		tb.Fatal(err)
	}
	return addr
}

// output collects a process's stream and wakes waiters on every write.
type output struct {
	mu      sync.Mutex
	buf     bytes.Buffer
	changed chan struct{}
}

func newOutput() *output { return &output{changed: make(chan struct{})} }

// Write implements io.Writer.
func (o *output) Write(p []byte) (int, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.buf.Write(p)
	close(o.changed)
	o.changed = make(chan struct{})
	return len(p), nil
}

// String returns everything written so far.
func (o *output) String() string {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.buf.String()
}

// waitFor waits until the stream contains s, the process exits, or bound
// passes; it reports whether s appeared.
func (o *output) waitFor(s string, exited <-chan struct{}, bound time.Duration) bool {
	timer := time.NewTimer(bound)
	defer timer.Stop()
	for {
		o.mu.Lock()
		found := strings.Contains(o.buf.String(), s)
		changed := o.changed
		o.mu.Unlock()
		if found {
			return true
		}
		select {
		case <-changed:
		case <-exited:
			// cmd.Wait has copied the last bytes before exited closes.
			return strings.Contains(o.String(), s)
		case <-timer.C:
			return false
		}
	}
}

// proc is a long-running inkd command.
type proc struct {
	name           string
	cmd            *exec.Cmd
	stdout, stderr *output
	exited         chan struct{}
	waitErr        error
}

// startInkd starts `inkd args…` with env and kills it at cleanup if it is
// still running; its output is logged when the test fails.
func startInkd(t *testing.T, env []string, args ...string) *proc {
	t.Helper()
	return startCommand(t, inkdBin(t), env, args...)
}

// startCommand starts `bin args…` as startInkd does.
func startCommand(t *testing.T, bin string, env []string, args ...string) *proc {
	t.Helper()
	p := &proc{name: strings.Join(args, " "), cmd: exec.Command(bin, args...), stdout: newOutput(), stderr: newOutput(), exited: make(chan struct{})}
	p.cmd.Env = env
	p.cmd.Stdout, p.cmd.Stderr = p.stdout, p.stderr
	if err := p.cmd.Start(); err != nil {
		t.Fatalf("start inkd %s: %v", p.name, err)
	}
	go func() {
		p.waitErr = p.cmd.Wait()
		close(p.exited)
	}()
	t.Cleanup(func() {
		select {
		case <-p.exited:
		default:
			_ = p.cmd.Process.Kill()
			<-p.exited
		}
		if t.Failed() {
			t.Logf("inkd %s stdout:\n%s\ninkd %s stderr:\n%s", p.name, p.stdout, p.name, p.stderr)
		}
	})
	return p
}

// ready waits until the process writes marker on stream (stdout or stderr)
// and fails the test if it exits or cmdStartBound passes first.
func (p *proc) ready(t *testing.T, stream *output, marker string) {
	t.Helper()
	if !stream.waitFor(marker, p.exited, cmdStartBound) {
		select {
		case <-p.exited:
			t.Fatalf("inkd %s exited (%v) before it printed %q", p.name, p.waitErr, marker)
		default:
			t.Fatalf("inkd %s did not print %q within %v", p.name, marker, cmdStartBound)
		}
	}
}

// stop sends SIGINT and returns the exit code and how long the exit took,
// failing the test if the process is still running after cmdStopBound.
func (p *proc) stop(t *testing.T) (int, time.Duration) {
	t.Helper()
	start := time.Now()
	if err := p.cmd.Process.Signal(os.Interrupt); err != nil {
		t.Fatalf("signal inkd %s: %v", p.name, err)
	}
	select {
	case <-p.exited:
	case <-time.After(cmdStopBound):
		t.Fatalf("inkd %s still running %v after SIGINT", p.name, cmdStopBound)
	}
	return p.cmd.ProcessState.ExitCode(), time.Since(start)
}

// result is how a short-lived command ended.
type result struct {
	code           int
	stdout, stderr string
	took           time.Duration
}

// runInkd runs `inkd args…` with env to its end, failing the test if it
// runs past bound.
func runInkd(t *testing.T, bound time.Duration, env []string, args ...string) result {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), bound)
	defer cancel()
	cmd := exec.CommandContext(ctx, inkdBin(t), args...)
	cmd.Env = env
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	start := time.Now()
	err := cmd.Run()
	took := time.Since(start)
	if ctx.Err() != nil {
		t.Fatalf("inkd %s still running after %v\nstdout: %s\nstderr: %s", strings.Join(args, " "), bound, stdout.String(), stderr.String())
	}
	var exitErr *exec.ExitError
	if err != nil && !errors.As(err, &exitErr) {
		t.Fatalf("run inkd %s: %v", strings.Join(args, " "), err)
	}
	return result{code: cmd.ProcessState.ExitCode(), stdout: stdout.String(), stderr: stderr.String(), took: took}
}

// getJSON GETs url and decodes a 200 answer into v.
func getJSON(t *testing.T, url string, v any) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	c := &http.Client{}
	defer c.CloseIdleConnections()
	resp, err := c.Do(req)
	if err != nil {
		t.Fatalf("GET %s: %v", url, err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatalf("GET %s: %v", url, err)
	}
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: %d %s", url, resp.StatusCode, body)
	}
	if err := json.Unmarshal(body, v); err != nil {
		t.Fatalf("GET %s: %v in %s", url, err, body)
	}
}

// wantStatus is the /v1/status report of a healthy deployment d reached at
// rpcURL with projects projects.
func wantStatus(d *deploy.Deployment, rpcURL, projects string) wire.StatusReport {
	return wire.StatusReport{
		OK:           true,
		Network:      "base",
		RPCURL:       rpcURL,
		RPCReachable: true,
		Contracts:    wire.StatusContracts{Registry: d.Registry.Hex(), Treasury: d.Treasury.Hex(), Deployed: true},
		Protocol:     wire.StatusProtocol{ProjectCount: projects, TotalSupply: "1000000000.0000 INKD"},
		// The development admin has no delay: nothing is ever scheduled.
		PendingAdminOperations: &[]wire.AdminOperation{},
	}
}
