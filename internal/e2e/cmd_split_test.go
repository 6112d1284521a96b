package e2e

import (
	"net"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/inkd/inkd/internal/testutil"
)

// The operator's first hour: ops/split.sh (`make split`) runs the split
// topology from nothing — a real redis-server, anvil, `inkd deploy
// --dev-usdc`, `inkd serve`, `inkd worker` — and prints how to pay; the
// payer it names creates a project and pushes a file with the CLI and no
// other preparation, the content URL names the API's address; SIGTERM
// stops every process it started.
func TestSplitTopologyScript(t *testing.T) {
	testutil.SkipIfShort(t, "redis-server, anvil and four processes")
	dir := t.TempDir()
	api, serveOps, workerOps := freeAddr(t), freeAddr(t), freeAddr(t)
	redisPort, chainPort := freePort(t), freePort(t)
	script, err := filepath.Abs("../../ops/split.sh")
	if err != nil {
		t.Fatal(err)
	}
	env := cmdEnv("INKD_BIN="+inkdBin(t), "ANVIL_BIN="+testutil.AnvilPath(), "SPLIT_DIR="+dir,
		"SPLIT_API="+api, "SPLIT_REDIS_PORT="+redisPort, "SPLIT_CHAIN_PORT="+chainPort,
		"SPLIT_SERVE_METRICS="+serveOps, "SPLIT_WORKER_METRICS="+workerOps)
	split := startCommand(t, script, env)
	// Should the test stop early, SIGTERM lets the script stop what it
	// started (a SIGKILL would leave them running); runs before the kill
	// of startCommand's cleanup.
	t.Cleanup(func() {
		select {
		case <-split.exited:
		default:
			_ = split.cmd.Process.Signal(syscall.SIGTERM)
			select {
			case <-split.exited:
			case <-time.After(cmdStopBound):
			}
		}
		if t.Failed() {
			for _, f := range []string{"serve.log", "worker.log"} {
				b, _ := os.ReadFile(filepath.Join(dir, f))
				t.Logf("%s:\n%s", f, b)
			}
		}
	})
	split.ready(t, split.stdout, "split: ready")
	for _, want := range []string{"INKD_API=http://" + api, "INKD_KEY=" + hexKey(1), "funded   10 accounts"} {
		if !strings.Contains(split.stdout.String(), want) {
			t.Errorf("split printed no %q:\n%s", want, split.stdout)
		}
	}

	payer := cmdEnv("INKD_API=http://"+api, "INKD_KEY="+hexKey(1))
	if res := runInkd(t, 2*time.Minute, payer, "project", "create", "first-hour", "--yes"); res.code != 0 {
		t.Fatalf("project create exited %d\nstdout: %s\nstderr: %s", res.code, res.stdout, res.stderr)
	}
	file := filepath.Join(dir, "tool.txt")
	if err := os.WriteFile(file, []byte("first hour\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	res := runInkd(t, 2*time.Minute, payer, "version", "push", "first-hour", file, "--tag", "v0.1.0", "--yes")
	if res.code != 0 {
		t.Fatalf("version push exited %d\nstdout: %s\nstderr: %s", res.code, res.stdout, res.stderr)
	}
	if !strings.Contains(res.stdout, "http://"+api+"/ar/") {
		t.Errorf("the pushed content's URL does not name the API's address %s:\n%s", api, res.stdout)
	}

	if err := split.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	select {
	case <-split.exited:
	case <-time.After(cmdStopBound):
		t.Fatalf("split.sh still running %v after SIGTERM", cmdStopBound)
	}
	if !strings.Contains(split.stdout.String(), "split: stopped") {
		t.Errorf("split.sh did not report its stop:\n%s", split.stdout)
	}
	for _, addr := range []string{api, serveOps, workerOps, "127.0.0.1:" + redisPort, "127.0.0.1:" + chainPort} {
		if c, err := net.DialTimeout("tcp", addr, time.Second); err == nil {
			c.Close()
			t.Errorf("%s still accepts connections after split.sh stopped", addr)
		}
	}
}

// freePort is a free loopback port, as a string.
func freePort(t *testing.T) string {
	_, port, err := net.SplitHostPort(freeAddr(t))
	if err != nil {
		t.Fatal(err)
	}
	return port
}
