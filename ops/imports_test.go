package ops

import (
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// Every Go file groups its imports as docs/testing.md says (what
// `goimports -local github.com/inkd/inkd` writes): the standard library, then other
// modules, then the project's own, each group apart (a blank line between
// groups) and in that order.
func TestImportsAreGrouped(t *testing.T) {
	root := ".."
	var bad []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); name == "node_modules" || name == "testdata" || (strings.HasPrefix(name, ".") && path != root) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") {
			return nil
		}
		if why := importGroups(path); why != "" {
			rel, _ := filepath.Rel(root, path)
			bad = append(bad, rel+": "+why)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range bad {
		t.Error(b)
	}
	if len(bad) > 0 {
		t.Log("fix with: goimports -local github.com/inkd/inkd -w <file>")
	}
}

// importClass orders an import path: 0 the standard library, 1 another
// module, 2 this one.
func importClass(path string) int {
	switch first, _, _ := strings.Cut(path, "/"); {
	case strings.HasPrefix(path, strings.TrimSuffix(module, "/")):
		return 2
	case strings.Contains(first, "."):
		return 1
	}
	return 0
}

// importGroups is what is wrong with the import groups of the file at
// path; empty when nothing is.
func importGroups(path string) string {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, path, nil, parser.ImportsOnly)
	if err != nil {
		return "" // not Go this test can read (the compiler says more)
	}
	lastLine, lastClass, groupClass := -1, -1, -1
	for _, imp := range f.Imports {
		p, _ := strconv.Unquote(imp.Path.Value)
		c, line := importClass(p), fset.Position(imp.Pos()).Line
		if lastLine >= 0 && line > lastLine+1 { // a new group
			groupClass = -1
		}
		switch {
		case groupClass >= 0 && c != groupClass:
			return p + " shares a group with imports of another kind"
		case c < lastClass:
			return p + " comes after a group it should precede"
		}
		lastLine, lastClass, groupClass = fset.Position(imp.End()).Line, c, c
	}
	return ""
}
