package ops

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// The configuration the code really reads, found in its syntax trees rather
// than in a list someone has to remember to update: every environment
// variable read through os.Getenv or os.LookupEnv (directly or through any
// helper function that passes one of its parameters on to them, found by
// following the calls to a fixed point: env, envInt, secretVar, …), and
// every command-line flag (flag.FlagSet methods, directly or through such a
// helper). A read whose name is neither a string literal nor a package
// constant is reported as unresolved, so the scan cannot be dodged by
// building a name at run time.

// envRead is one variable the code reads.
type envRead struct {
	name string
	pos  string // file:line of the first read
}

// flagDef is one flag the code defines.
type flagDef struct {
	name  string
	usage string
	pos   string
}

// sourceScan is what scanSources found.
type sourceScan struct {
	vars       map[string]envRead
	flags      []flagDef
	unresolved []string // positions of reads whose name is not constant
}

// flagMethods are the flag.FlagSet methods that define a flag, with the
// index of the name and of the usage argument.
var flagMethods = map[string][2]int{
	"String": {0, 2}, "Bool": {0, 2}, "Int": {0, 2}, "Int64": {0, 2}, "Uint": {0, 2}, "Uint64": {0, 2},
	"Float64": {0, 2}, "Duration": {0, 2}, "Func": {0, 1}, "BoolFunc": {0, 1},
	"StringVar": {1, 3}, "BoolVar": {1, 3}, "IntVar": {1, 3}, "Int64Var": {1, 3}, "UintVar": {1, 3},
	"Uint64Var": {1, 3}, "Float64Var": {1, 3}, "DurationVar": {1, 3}, "TextVar": {1, 3}, "Var": {1, 2},
}

// skipDirs are not the service's code.
var skipDirs = map[string]bool{".git": true, "node_modules": true, "testdata": true, "bin": true, "tools": true}

// pkgFiles is one directory's non-test Go files.
type pkgFiles struct {
	fset  *token.FileSet
	files []*ast.File
}

// scanSources scans every non-test Go file under root.
func scanSources(t *testing.T, root string) sourceScan {
	t.Helper()
	pkgs := map[string]*pkgFiles{}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if path != root && (skipDirs[d.Name()] || strings.HasPrefix(d.Name(), ".")) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		dir := filepath.Dir(path)
		p := pkgs[dir]
		if p == nil {
			p = &pkgFiles{fset: token.NewFileSet()}
			pkgs[dir] = p
		}
		f, err := parser.ParseFile(p.fset, path, nil, 0)
		if err != nil {
			return err
		}
		p.files = append(p.files, f)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	out := sourceScan{vars: map[string]envRead{}}
	dirs := make([]string, 0, len(pkgs))
	for d := range pkgs {
		dirs = append(dirs, d)
	}
	sort.Strings(dirs)
	for _, d := range dirs {
		pkgs[d].scan(&out)
	}
	return out
}

// helperArgs maps a function name to the argument index that carries a
// variable name (env helpers) or a flag name and usage (flag helpers).
type helperArgs map[string]int

func (p *pkgFiles) scan(out *sourceScan) {
	consts := p.stringConsts()
	envHelpers := helperArgs{"os.Getenv": 0, "os.LookupEnv": 0}
	flagHelpers := map[string][2]int{}
	// Helpers pass a parameter on; follow them until nothing new is found.
	for changed := true; changed; {
		changed = false
		p.eachCall(func(fn *ast.FuncDecl, call *ast.CallExpr) {
			if fn == nil || fn.Recv != nil {
				return
			}
			params := paramIndex(fn)
			if i, ok := envArg(envHelpers, call); ok && i < len(call.Args) {
				if pi, ok := identParam(call.Args[i], params); ok {
					if _, known := envHelpers[fn.Name.Name]; !known {
						envHelpers[fn.Name.Name] = pi
						changed = true
					}
				}
			}
			if ni, ui, ok := flagArgs(flagHelpers, call); ok && ni < len(call.Args) && ui < len(call.Args) {
				np, nok := identParam(call.Args[ni], params)
				up, uok := identParam(call.Args[ui], params)
				if nok && uok {
					if _, known := flagHelpers[fn.Name.Name]; !known {
						flagHelpers[fn.Name.Name] = [2]int{np, up}
						changed = true
					}
				}
			}
		})
	}
	p.eachCall(func(fn *ast.FuncDecl, call *ast.CallExpr) {
		var params map[string]int
		if fn != nil {
			params = paramIndex(fn)
		}
		pos := p.fset.Position(call.Pos()).String()
		if i, ok := envArg(envHelpers, call); ok && i < len(call.Args) {
			if _, isParam := identParam(call.Args[i], params); isParam && isHelper(fn, envHelpers) {
				return // the helper itself
			}
			name, ok := constString(call.Args[i], consts)
			if !ok {
				out.unresolved = append(out.unresolved, pos)
				return
			}
			if _, seen := out.vars[name]; !seen {
				out.vars[name] = envRead{name: name, pos: pos}
			}
		}
		if ni, ui, ok := flagArgs(flagHelpers, call); ok && ni < len(call.Args) && ui < len(call.Args) {
			if _, isParam := identParam(call.Args[ni], params); isParam && fn.Recv == nil {
				if _, ok := flagHelpers[fn.Name.Name]; ok {
					return // the helper itself
				}
			}
			name, nok := constString(call.Args[ni], consts)
			usage, _ := constString(call.Args[ui], consts)
			if !nok {
				out.unresolved = append(out.unresolved, pos+" (flag)")
				return
			}
			out.flags = append(out.flags, flagDef{name: name, usage: usage, pos: pos})
		}
	})
}

// eachCall calls f for every call expression with its enclosing function
// declaration (nil at package level).
func (p *pkgFiles) eachCall(f func(*ast.FuncDecl, *ast.CallExpr)) {
	for _, file := range p.files {
		for _, decl := range file.Decls {
			fn, _ := decl.(*ast.FuncDecl)
			ast.Inspect(decl, func(n ast.Node) bool {
				if call, ok := n.(*ast.CallExpr); ok {
					f(fn, call)
				}
				return true
			})
		}
	}
}

// stringConsts are the package's string constants.
func (p *pkgFiles) stringConsts() map[string]string {
	out := map[string]string{}
	for _, file := range p.files {
		for _, decl := range file.Decls {
			gd, ok := decl.(*ast.GenDecl)
			if !ok || gd.Tok != token.CONST {
				continue
			}
			for _, spec := range gd.Specs {
				vs := spec.(*ast.ValueSpec)
				for i, n := range vs.Names {
					if i < len(vs.Values) {
						if s, ok := constString(vs.Values[i], nil); ok {
							out[n.Name] = s
						}
					}
				}
			}
		}
	}
	return out
}

// calleeName is "pkg.Func" for a selector call on a package-like
// identifier, "Func" for a plain call.
func calleeName(call *ast.CallExpr) string {
	switch f := call.Fun.(type) {
	case *ast.Ident:
		return f.Name
	case *ast.SelectorExpr:
		if x, ok := f.X.(*ast.Ident); ok {
			return x.Name + "." + f.Sel.Name
		}
	}
	return ""
}

func envArg(h helperArgs, call *ast.CallExpr) (int, bool) {
	i, ok := h[calleeName(call)]
	return i, ok
}

// flagName is what a flag name looks like; with the argument count it
// tells a FlagSet method call apart from another method of the same name
// without type-checking.
var flagName = regexp.MustCompile(`^[a-z][a-z0-9-]*$`)

// flagArgs reports the name and usage argument indexes when call defines a
// flag: a FlagSet method (on any receiver: the usage is the last argument
// and the name a flag-like string literal) or a helper.
func flagArgs(h map[string][2]int, call *ast.CallExpr) (int, int, bool) {
	if sel, ok := call.Fun.(*ast.SelectorExpr); ok {
		if idx, ok := flagMethods[sel.Sel.Name]; ok && len(call.Args) == idx[1]+1 {
			if lit, ok := call.Args[idx[0]].(*ast.BasicLit); ok && lit.Kind == token.STRING {
				if name, err := strconv.Unquote(lit.Value); err == nil && flagName.MatchString(name) {
					return idx[0], idx[1], true
				}
			}
			if _, isIdent := call.Args[idx[0]].(*ast.Ident); isIdent {
				return idx[0], idx[1], true // a helper passing its parameter on, or a constant
			}
		}
	}
	if idx, ok := h[calleeName(call)]; ok {
		return idx[0], idx[1], true
	}
	return 0, 0, false
}

// isHelper reports whether fn is one of the env helpers found.
func isHelper(fn *ast.FuncDecl, h helperArgs) bool {
	if fn == nil || fn.Recv != nil {
		return false
	}
	_, ok := h[fn.Name.Name]
	return ok
}

func paramIndex(fn *ast.FuncDecl) map[string]int {
	out := map[string]int{}
	i := 0
	for _, f := range fn.Type.Params.List {
		if len(f.Names) == 0 {
			i++
			continue
		}
		for _, n := range f.Names {
			out[n.Name] = i
			i++
		}
	}
	return out
}

func identParam(e ast.Expr, params map[string]int) (int, bool) {
	id, ok := e.(*ast.Ident)
	if !ok || params == nil {
		return 0, false
	}
	i, ok := params[id.Name]
	return i, ok
}

// constString evaluates a string literal, a package constant or a
// concatenation of them.
func constString(e ast.Expr, consts map[string]string) (string, bool) {
	switch v := e.(type) {
	case *ast.BasicLit:
		if v.Kind != token.STRING {
			return "", false
		}
		s, err := strconv.Unquote(v.Value)
		return s, err == nil
	case *ast.Ident:
		s, ok := consts[v.Name]
		return s, ok
	case *ast.BinaryExpr:
		if v.Op != token.ADD {
			return "", false
		}
		a, aok := constString(v.X, consts)
		b, bok := constString(v.Y, consts)
		return a + b, aok && bok
	case *ast.ParenExpr:
		return constString(v.X, consts)
	}
	return "", false
}

// varToken finds upper-case variable names in a flag's usage text.
var varToken = regexp.MustCompile(`\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b|\b[A-Z]{4,}\b`)

// usageVars are the variables of vars a flag's usage names.
func usageVars(usage string, vars map[string]envRead) []string {
	var out []string
	for _, m := range varToken.FindAllString(usage, -1) {
		if _, ok := vars[m]; ok && !containsString(out, m) {
			out = append(out, m)
		}
	}
	return out
}

func containsString(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
