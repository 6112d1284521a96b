package mcp

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Only files under the root are read, whatever the path or its links say.
func TestFileRoot(t *testing.T) {
	base := t.TempDir()
	root := filepath.Join(base, "root")
	for _, d := range []string{root, filepath.Join(root, "dist")} {
		if err := os.Mkdir(d, 0o700); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range []string{filepath.Join(root, "dist", "a.tgz"), filepath.Join(base, "secret")} {
		if err := os.WriteFile(f, []byte("x"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink(filepath.Join(base, "secret"), filepath.Join(root, "link")); err != nil {
		t.Fatal(err)
	}
	r, err := newFileRoot(root)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		path string
		ok   bool
	}{
		{"dist/a.tgz", true},
		{filepath.Join(root, "dist", "a.tgz"), true},
		{"dist/../dist/a.tgz", true},
		{"../secret", false},
		{filepath.Join(base, "secret"), false},
		{"link", false},
		{"dist/missing", false},
	} {
		got, err := r.resolve(tc.path)
		if tc.ok != (err == nil) {
			t.Errorf("resolve(%q) = %q, %v; want ok %v", tc.path, got, err, tc.ok)
		}
		if err != nil && !strings.HasPrefix(err.Error(), "invalid_arguments: ") {
			t.Errorf("resolve(%q) error %q does not start with invalid_arguments", tc.path, err)
		}
	}
	if _, err := (fileRoot{}).resolve(filepath.Join(root, "dist", "a.tgz")); !errors.Is(err, errNoFiles) {
		t.Errorf("a server without a root read a file: %v", err)
	}
}
