package testutil

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// RunNpmScript runs `node script` in dir (internal/tools/npm, relative to
// the calling test's package) with input as JSON on stdin, and decodes
// the JSON line it prints into out. It skips under -short, and when the
// modules named are not installed there; a script that fails, or prints
// no JSON or an object with a non-empty "error", fails the test.
func RunNpmScript(tb testing.TB, dir, script string, modules []string, input, out any) {
	tb.Helper()
	SkipIfShort(tb, "node and the npm x402 clients")
	for _, m := range modules {
		if _, err := os.Stat(filepath.Join(dir, "node_modules", m, "package.json")); err != nil {
			tb.Skipf("npm clients not installed (%v): run `npm ci` in internal/tools/npm", err)
		}
	}
	if _, err := exec.LookPath("node"); err != nil {
		tb.Fatalf("node_modules is installed but node is not on PATH: %v", err)
	}
	in, err := json.Marshal(input)
	if err != nil {
		tb.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "node", script)
	cmd.Dir = dir
	cmd.Stdin = bytes.NewReader(in)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	runErr := cmd.Run()
	line := bytes.TrimSpace(stdout.Bytes())
	var failed struct {
		Error string `json:"error"`
	}
	_ = json.Unmarshal(line, &failed)
	if err := json.Unmarshal(line, out); err != nil || runErr != nil || failed.Error != "" {
		tb.Fatalf("node %s: %v, %v, %s\nstdout: %s\nstderr: %s", script, runErr, err, failed.Error, stdout.String(), stderr.String())
	}
}
