package testutil

import (
	"bufio"
	"bytes"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"
)

// AnvilPath is the anvil binary that `make tools` installs from the npm
// package @foundry-rs/anvil (an EVM node independent of go-ethereum).
func AnvilPath() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "tools", "npm", "node_modules", "@foundry-rs", "anvil-linux-amd64", "bin", "anvil")
}

// Anvil runs anvil on a free loopback port with chainID and the extra
// flags (e.g. "--block-time", "1") and returns its JSON-RPC URL. It is
// killed at cleanup. A missing binary fails the test with the command that
// installs it. Under -short the test is skipped (see SkipIfShort).
func Anvil(tb testing.TB, chainID uint64, extra ...string) string {
	tb.Helper()
	SkipIfShort(tb, "anvil")
	bin := AnvilPath()
	if _, err := os.Stat(bin); err != nil {
		tb.Fatalf("anvil is not installed at %s (`make tools` installs it): %v", bin, err)
	}
	args := append([]string{"--host", "127.0.0.1", "--port", "0", "--chain-id", strconv.FormatUint(chainID, 10)}, extra...)
	cmd := exec.Command(bin, args...)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		tb.Fatal(err)
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		tb.Fatalf("start anvil: %v", err)
	}
	addrc := make(chan string, 1)
	drained := make(chan struct{})
	go func() {
		defer close(drained)
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			if addr, ok := strings.CutPrefix(sc.Text(), "Listening on "); ok {
				addrc <- strings.TrimSpace(addr)
			}
		}
		_, _ = io.Copy(io.Discard, stdout)
	}()
	tb.Cleanup(func() {
		_ = cmd.Process.Kill()
		<-drained
		_ = cmd.Wait()
	})
	select {
	case addr := <-addrc:
		return "http://" + addr
	case <-drained:
		tb.Fatalf("anvil exited before listening: %s", stderr.String())
	case <-time.After(60 * time.Second):
		tb.Fatal("anvil did not listen within 60 s")
	}
	return ""
}
