package e2e

import (
	"context"
	"encoding/json"
	"math/big"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/api/client"
	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/internal/testutil"
)

// writer pays for creates and pushes through the Go client.
type writer struct {
	t   *testing.T
	c   *client.Client
	dir string
}

func newWriter(t *testing.T, s *stack) *writer {
	t.Helper()
	key := s.newPayers(t, 1, big.NewInt(10_000_000))[0]
	c, err := client.New(client.Config{BaseURL: s.APIURL, Key: key})
	if err != nil {
		t.Fatal(err)
	}
	return &writer{t: t, c: c, dir: t.TempDir()}
}

// create registers a project and returns its id.
func (w *writer) create(name, description string, public bool) string {
	w.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), clientBound)
	defer cancel()
	res, err := w.c.CreateProject(ctx, wire.CreateProject{Name: name, Description: description, IsPublic: public})
	if err != nil || res.Create == nil {
		w.t.Fatalf("create %s: %+v %v", name, res, err)
	}
	return res.Create.ProjectID
}

// push uploads a small file and pushes it as version tag of project id.
func (w *writer) push(id, tag string) {
	w.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), clientBound)
	defer cancel()
	file := filepath.Join(w.dir, tag+".txt")
	if err := os.WriteFile(file, []byte("release "+tag+" of "+id+"\n"), 0o644); err != nil {
		w.t.Fatal(err)
	}
	up, err := w.c.Upload(ctx, file, "")
	if err != nil {
		w.t.Fatal(err)
	}
	if _, err := w.c.PushVersion(ctx, id, wire.PushVersion{StorageHash: up.StorageHash, VersionTag: tag}, ""); err != nil {
		w.t.Fatalf("push %s %s: %v", id, tag, err)
	}
}

// `inkd project search` finds public projects of a real stack by name
// prefix and description words, prints them for people and as the API's
// page with --json, and reports a refused query with the API's code.
func TestCmdProjectSearch(t *testing.T) {
	testutil.SkipIfShort(t, "a paying stack")
	inkdBin(t)
	s := startStack(t, stackOptions{})
	w := newWriter(t, s)
	cli := w.create("inkd-cli", "Command line client for the registry", true)
	explorer := w.create("registry-explorer", "Browse projects in a browser", true)
	w.create("secret-inkd", "inkd private tooling", false)
	env := cmdEnv("INKD_API=" + s.APIURL)

	search := func(args ...string) wire.ProjectList {
		t.Helper()
		res := runInkd(t, clientBound, env, append(append([]string{"project", "search"}, args...), "--json")...)
		var l wire.ProjectList
		if err := json.Unmarshal([]byte(res.stdout), &l); res.code != 0 || err != nil {
			t.Fatalf("project search %v exited %d (%v): %s %s", args, res.code, err, res.stdout, res.stderr)
		}
		return l
	}
	ids := func(l wire.ProjectList) []string {
		out := []string{}
		for _, p := range l.Data {
			out = append(out, p.ID)
		}
		return out
	}
	for _, tc := range []struct {
		args  []string
		want  []string
		total int
	}{
		{[]string{"ink"}, []string{cli}, 1},
		{[]string{"REGISTRY"}, []string{cli, explorer}, 2},
		{[]string{"browse", "proj"}, []string{explorer}, 1},
		{[]string{"regis", "--offset", "1", "--limit", "1"}, []string{explorer}, 2},
		{[]string{"private"}, []string{}, 0},
	} {
		l := search(tc.args...)
		if d := cmp.Diff(tc.want, ids(l)); d != "" || l.Total != tc.total {
			t.Errorf("search %v: total %d (want %d), ids (-want +got):\n%s", tc.args, l.Total, tc.total, d)
		}
	}

	res := runInkd(t, clientBound, env, "project", "search", "browse")
	if res.code != 0 || !strings.Contains(res.stdout, explorer+"\tregistry-explorer\t0 versions\t") ||
		!strings.Contains(res.stdout, "Browse projects in a browser") || !strings.Contains(res.stdout, "(1 to 1 of 1)") {
		t.Errorf("human search exited %d:\n%s%s", res.code, res.stdout, res.stderr)
	}
	res = runInkd(t, clientBound, env, "project", "search", strings.Repeat("x", 101))
	if res.code != exitRefusedCode || !strings.Contains(res.stderr, "invalid_query") {
		t.Errorf("over-long query exited %d: %s", res.code, res.stderr)
	}
	if res := runInkd(t, clientBound, env, "project", "search"); res.code != exitUsageCode {
		t.Errorf("search without text exited %d", res.code)
	}
}

// watchLines decodes the --json lines of `inkd watch` printed so far.
func watchLines(t *testing.T, out string) []map[string]any {
	t.Helper()
	var lines []map[string]any
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		if l == "" {
			continue
		}
		var m map[string]any
		if err := json.Unmarshal([]byte(l), &m); err != nil {
			t.Fatalf("watch line %q is not a JSON object: %v", l, err)
		}
		lines = append(lines, m)
	}
	return lines
}

// `inkd watch` prints projects and versions as they land, one line each;
// after its connection is cut (a fault proxy between it and the API) and
// events land meanwhile, it reconnects and prints every event exactly once,
// in order. `inkd watch PROJECT` prints only that project's versions.
func TestCmdWatch(t *testing.T) {
	testutil.SkipIfShort(t, "a paying stack")
	inkdBin(t)
	s := startStack(t, stackOptions{})
	u, err := url.Parse(s.APIURL)
	if err != nil {
		t.Fatal(err)
	}
	proxy := testutil.NewProxy(t, u.Host)
	w := newWriter(t, s)
	alpha := w.create("alpha", "first project", true)

	all := startInkd(t, cmdEnv("INKD_API=http://"+proxy.Addr()), "watch", "--json")
	all.ready(t, all.stderr, "inkd: watching every public project")
	one := startInkd(t, cmdEnv("INKD_API="+s.APIURL), "watch", "alpha")
	one.ready(t, one.stderr, "inkd: watching project "+alpha)

	beta := w.create("beta", "second project", true)
	w.push(alpha, "v1")
	if !all.stdout.waitFor(`"versionTag":"v1"`, all.exited, clientBound) {
		t.Fatalf("watch did not print v1:\n%s", all.stdout)
	}

	// The connection is cut; a project and two versions land meanwhile.
	proxy.Down()
	if !all.stderr.waitFor("event stream lost", all.exited, clientBound) {
		t.Fatalf("watch did not notice the cut:\n%s", all.stderr)
	}
	gamma := w.create("gamma", "landed during the cut", true)
	w.push(alpha, "v2")
	w.push(beta, "b1")
	proxy.Up()
	if !all.stdout.waitFor(`"versionTag":"b1"`, all.exited, clientBound) {
		t.Fatalf("watch did not catch up after the cut:\nstdout:\n%s\nstderr:\n%s", all.stdout, all.stderr)
	}
	w.push(gamma, "g1")
	if !all.stdout.waitFor(`"versionTag":"g1"`, all.exited, clientBound) {
		t.Fatalf("watch did not print g1 after reconnecting:\n%s", all.stdout)
	}
	if !strings.Contains(all.stderr.String(), "inkd: reconnected") {
		t.Errorf("no reconnection reported:\n%s", all.stderr)
	}

	var got []string
	seen := map[string]bool{}
	for _, l := range watchLines(t, all.stdout.String()) {
		sid, _ := l["streamId"].(string)
		if sid == "" || seen[sid] {
			t.Errorf("line without a streamId or printed twice: %v", l)
		}
		seen[sid] = true
		switch l["type"] {
		case "project_created":
			got = append(got, "project "+l["name"].(string))
		case "version_pushed":
			got = append(got, "version "+l["projectId"].(string)+" "+l["versionTag"].(string))
		default:
			t.Errorf("unexpected event %v", l)
		}
	}
	want := []string{"project beta", "version " + alpha + " v1", "project gamma", "version " + alpha + " v2", "version " + beta + " b1", "version " + gamma + " g1"}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("events printed by watch (-want +got):\n%s", d)
	}

	if !one.stdout.waitFor(`"v2" of project `+alpha, one.exited, clientBound) {
		t.Fatalf("watch alpha did not print v2:\n%s", one.stdout)
	}
	lines := strings.Split(strings.TrimSpace(one.stdout.String()), "\n")
	if len(lines) != 2 || !strings.HasPrefix(lines[0], `version 0 "v1" of project `+alpha+" pushed by ") || !strings.Contains(lines[0], "ar://") {
		t.Errorf("watch alpha printed:\n%s", one.stdout)
	}
	for _, p := range []*proc{all, one} {
		if code, _ := p.stop(t); code != 0 {
			t.Errorf("watch exited %d after SIGINT", code)
		}
	}
}
