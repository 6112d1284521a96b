package ops

import (
	"os/exec"
	"strings"
	"testing"
)

// The package graph has floors, and nothing imports a floor above its own:
//   - top: cmd/inkd and its wiring (cmd/inkd/app, the MCP server, the
//     Prometheus surface), and the end-to-end tests (internal/e2e);
//   - the two services: api (HTTP) and worker (asynq), which never import
//     each other; what they share is the API's JSON (api/wire) and the jobs;
//   - ground: chain, storage, jobs (task payloads, no I/O) and the helpers
//     in internal/, which know nothing of HTTP handlers, workers or wiring.
//
// Production code never imports internal/testutil or a test-helper
// package (one named *test, such as chain/deploy/deploytest).
const module = "github.com/inkd/inkd/"

// floorRules lists, for the packages in a directory ("": every package),
// the directories they must not import from, and those let through.
var floorRules = []struct {
	pkg       string
	forbidden []string
	allowed   []string
}{
	{pkg: "api", forbidden: []string{"cmd", "worker"}},
	{pkg: "worker", forbidden: []string{"cmd", "api"}, allowed: []string{"api/wire"}},
	{pkg: "jobs", forbidden: []string{"cmd", "api", "worker"}, allowed: []string{"api/wire"}},
	{pkg: "chain", forbidden: []string{"cmd", "api", "worker"}},
	{pkg: "storage", forbidden: []string{"cmd", "api", "worker"}},
	{pkg: "internal", forbidden: []string{"cmd", "api", "worker"}, allowed: []string{"api/wire"}},
	{pkg: "", forbidden: []string{"internal/testutil"}},
}

// exempt are packages the rules do not hold for: the end-to-end tests
// (top floor), test helpers that stand in for the API, and testutil itself.
var exempt = []string{"internal/e2e", "internal/testutil", "internal/tools"}

func TestNothingImportsAFloorAbove(t *testing.T) {
	out, err := exec.Command("go", "list", "-f", "{{.ImportPath}} {{join .Imports \" \"}}", "../...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	var bad []string
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		fields := strings.Fields(line)
		pkg, ok := strings.CutPrefix(fields[0], module)
		if !ok || under(pkg, exempt...) || testHelper(pkg) {
			continue
		}
		for _, imp := range fields[1:] {
			imp, ok := strings.CutPrefix(imp, module)
			if !ok {
				continue
			}
			if testHelper(imp) {
				bad = append(bad, pkg+" imports "+imp+" (a test helper, for tests only)")
			}
			if why := violates(pkg, imp); why != "" {
				bad = append(bad, pkg+" imports "+imp+" ("+why+")")
			}
		}
	}
	for _, b := range bad {
		t.Error(b)
	}
}

// testHelper reports whether pkg is a package of test helpers, named for
// what it helps test (deploytest, paidtest, storagetest): only tests import
// it, so it may use internal/testutil.
func testHelper(pkg string) bool {
	return strings.HasSuffix(pkg[strings.LastIndex(pkg, "/")+1:], "test")
}

// violates names the rule pkg breaks by importing imp, or "".
func violates(pkg, imp string) string {
	for _, r := range floorRules {
		if r.pkg != "" && !under(pkg, r.pkg) {
			continue
		}
		if under(imp, r.forbidden...) && !under(imp, r.allowed...) {
			return "below " + imp + "'s floor"
		}
	}
	return ""
}

// under reports whether pkg is one of dirs or inside one of them.
func under(pkg string, dirs ...string) bool {
	for _, d := range dirs {
		if pkg == d || strings.HasPrefix(pkg, d+"/") {
			return true
		}
	}
	return false
}

// The rules themselves: a few imports that must be refused and allowed.
func TestFloorRules(t *testing.T) {
	for _, tc := range []struct {
		pkg, imp string
		refused  bool
	}{
		{"api", "worker", true},
		{"api/client", "cmd/inkd/app", true},
		{"worker/takeover", "api", true},
		{"worker", "api/wire", false},
		{"chain/txmgr", "worker", true},
		{"chain/txmgr", "chain", false},
		{"storage/setup", "api/wire", true},
		{"internal/ready", "cmd/inkd/metrics", true},
		{"internal/redisconn", "chain", false},
		{"jobs", "api/wire", false},
		{"cmd/inkd/app", "worker", false},
		{"apiary", "worker", false}, // a prefix of the name is not the package
		{"worker", "internal/testutil", true},
	} {
		if got := violates(tc.pkg, tc.imp) != ""; got != tc.refused {
			t.Errorf("%s importing %s: refused %v, want %v", tc.pkg, tc.imp, got, tc.refused)
		}
	}
}
