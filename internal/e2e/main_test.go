package e2e

import (
	"fmt"
	"os"
	"testing"
)

// TestMain gives the package, and every process it starts, a temporary
// directory of its own and removes it when the tests end. The processes these
// tests kill on purpose (SIGKILLed workers, dev stacks) cannot clean up after
// themselves: without this their temporary files (the built inkd binary, dev
// storage, go-ethereum's ephemeral keystores) would stay behind on every run.
func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "inkd-e2e-")
	if err != nil {
		fmt.Fprintln(os.Stderr, "e2e: temporary directory:", err)
		os.Exit(2)
	}
	if err := os.Setenv("TMPDIR", dir); err != nil {
		fmt.Fprintln(os.Stderr, "e2e: TMPDIR:", err)
		os.Exit(2)
	}
	code := m.Run()
	if err := os.RemoveAll(dir); err != nil {
		fmt.Fprintln(os.Stderr, "e2e: remove temporary directory:", err)
	}
	os.Exit(code)
}
