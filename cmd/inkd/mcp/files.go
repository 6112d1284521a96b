package mcp

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// errNoFiles is a local file asked for by a server that reads none.
var errNoFiles = errors.New("invalid_arguments: this server reads no local files (start inkd mcp with --files DIR); give an ar:// hash instead")

// fileRoot is the directory the tools may read local files from: a file
// sent to permanent public storage must not be any file the process can
// read (a prompt-injected agent could publish a private key).
type fileRoot struct {
	// dir is the root with its symbolic links resolved; "" reads nothing.
	dir string
}

// newFileRoot resolves dir; "" gives a root that refuses every file.
func newFileRoot(dir string) (fileRoot, error) {
	if dir == "" {
		return fileRoot{}, nil
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return fileRoot{}, err
	}
	real, err := filepath.EvalSymlinks(abs)
	if err != nil {
		return fileRoot{}, fmt.Errorf("mcp: file root: %w", err)
	}
	if st, err := os.Stat(real); err != nil || !st.IsDir() {
		return fileRoot{}, fmt.Errorf("mcp: file root %s is not a directory", dir)
	}
	return fileRoot{dir: real}, nil
}

// resolve returns the real path of p (relative paths are taken from the
// root), refusing one that lies outside the root once symbolic links are
// followed.
func (r fileRoot) resolve(p string) (string, error) {
	if r.dir == "" {
		return "", errNoFiles
	}
	if !filepath.IsAbs(p) {
		p = filepath.Join(r.dir, p)
	}
	real, err := filepath.EvalSymlinks(p)
	if err != nil {
		return "", invalid("%s: %v", p, errors.Unwrap(err))
	}
	rel, err := filepath.Rel(r.dir, real)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return "", invalid("%s is outside the directory this server may read files from (%s)", p, r.dir)
	}
	return real, nil
}
