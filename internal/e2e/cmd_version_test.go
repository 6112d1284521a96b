package e2e

import (
	"regexp"
	"strings"
	"testing"
	"time"
)

// TestCmdVersion: `inkd --version` and `inkd version` alone print the
// build (the service version, then the commit and Go version when the
// build recorded them) on stdout and exit 0; `inkd version list` still
// needs its project.
func TestCmdVersion(t *testing.T) {
	env := cmdEnv()
	want := regexp.MustCompile(`^inkd 0\.1\.0 .*go1\.[0-9]+`)
	for _, args := range [][]string{{"--version"}, {"version"}} {
		res := runInkd(t, time.Minute, env, args...)
		if res.code != 0 || !want.MatchString(strings.TrimSpace(res.stdout)) {
			t.Fatalf("inkd %s: exit %d, stdout %q, stderr %q; want exit 0 and %v", args[0], res.code, res.stdout, res.stderr, want)
		}
	}
	if res := runInkd(t, time.Minute, env, "version", "list"); res.code != 2 {
		t.Fatalf("inkd version list without a project exited %d, want 2 (usage)\nstderr: %s", res.code, res.stderr)
	}
}
