package publish

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func write(t *testing.T, dir, name, content string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// A directory's files are planned in name order with tags from the
// pattern; hidden files are left out.
func TestPlanDir(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "tool-1.1.tgz", "b")
	write(t, dir, "tool-1.0.tgz", "a")
	write(t, dir, ".inkd-state.json", "{}")
	items, err := PlanDir(dir, "v{n}-{name}")
	if err != nil {
		t.Fatal(err)
	}
	want := []Item{{File: filepath.Join(dir, "tool-1.0.tgz"), Tag: "v1-tool-1.0"}, {File: filepath.Join(dir, "tool-1.1.tgz"), Tag: "v2-tool-1.1"}}
	if diff := cmp.Diff(want, items); diff != "" {
		t.Errorf("plan (-want +got):\n%s", diff)
	}
}

// JSON and CSV manifests give the same plan, files relative to the
// manifest; a malformed one is a *ManifestError naming where.
func TestReadManifest(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "a.bin", "a")
	write(t, dir, "b.bin", "b")
	want := []Item{{File: filepath.Join(dir, "a.bin"), Tag: "v1", Changelog: "first"}, {File: filepath.Join(dir, "b.bin"), Tag: "v2"}}
	for _, m := range []string{
		write(t, dir, "m.json", `[{"file":"a.bin","tag":"v1","changelog":"first"},{"file":"b.bin","tag":"v2"}]`),
		write(t, dir, "m.csv", "file,tag,changelog\na.bin,v1,first\nb.bin,v2,\n"),
	} {
		items, err := ReadManifest(m)
		if err != nil {
			t.Fatalf("%s: %v", m, err)
		}
		if diff := cmp.Diff(want, items); diff != "" {
			t.Errorf("%s (-want +got):\n%s", m, diff)
		}
	}
	for _, tc := range []struct{ name, content, want string }{
		{"bad.json", `{"file":"a.bin"}`, "not a JSON array"},
		{"unknown.json", `[{"file":"a.bin","tag":"v1","size":3}]`, "unknown field"},
		{"empty.json", `[]`, "lists no versions"},
		{"notag.json", `[{"file":"a.bin"}]`, "entry 1: entry for"},
		{"dup.json", `[{"file":"a.bin","tag":"v1"},{"file":"b.bin","tag":"v1"}]`, `tag "v1" is given twice`},
		{"missing.json", `[{"file":"nope.bin","tag":"v1"}]`, "is not a readable file"},
		{"header.csv", "path,version\na.bin,v1\n", "line 1: the header must name"},
		{"row.csv", "file,tag\na.bin,\n", "line 2: file and tag are required"},
		{"quote.csv", "file,tag\n\"a.bin,v1\n", "line"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ReadManifest(write(t, dir, tc.name, tc.content))
			var me *ManifestError
			if !errors.As(err, &me) || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want a *ManifestError with %q", err, tc.want)
			}
		})
	}
}
