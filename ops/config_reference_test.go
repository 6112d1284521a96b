package ops

import (
	"bufio"
	"os"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// The configuration reference (docs/configuration.md), .env.example and docker-compose.yml
// against the variables and flags the code really reads (envscan_test.go).

// refRow is one row of the reference's variable table.
type refRow struct {
	flags          []string
	def, readBy    string
	meaning, lineT string
}

// reference is the configuration reference of docs/configuration.md.
type reference struct {
	vars  map[string]refRow // variable → row
	flags map[string]bool   // flags of the table of flags without a variable
}

const (
	refHeading   = "# Configuration reference"
	varHeader    = "| variable | flag | default | read by | meaning |"
	flagHeader   = "| flag | commands | meaning |"
	testsOnly    = "tests"
	envExample   = "../.env.example"
	refPath      = "../docs/configuration.md"
	composePath  = "../docker-compose.yml"
	sourcesRoots = ".."
)

var (
	backticked = regexp.MustCompile("`([^`]+)`")
	exampleVar = regexp.MustCompile(`^#?\s*([A-Z][A-Z0-9_]*)=`)
	lastParens = regexp.MustCompile(`\(([^()]*)\)[^()]*$`)
)

func loadReference(t *testing.T) reference {
	t.Helper()
	f, err := os.Open(refPath)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	ref := reference{vars: map[string]refRow{}, flags: map[string]bool{}}
	var in bool
	var table string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case line == refHeading:
			in = true
			continue
		case in && (strings.HasPrefix(line, "## ") || strings.HasPrefix(line, "### ")):
			in = false
		}
		if !in {
			continue
		}
		if line == varHeader || line == flagHeader {
			table = line
			continue
		}
		if !strings.HasPrefix(line, "| `") {
			if !strings.HasPrefix(line, "|") {
				table = ""
			}
			continue
		}
		cells := strings.Split(strings.Trim(line, "|"), " | ")
		for i := range cells {
			cells[i] = strings.TrimSpace(cells[i])
		}
		switch table {
		case varHeader:
			if len(cells) != 5 {
				t.Errorf("configuration reference row has %d cells, want 5: %s", len(cells), line)
				continue
			}
			names := backticked.FindAllStringSubmatch(cells[0], -1)
			if len(names) != 1 || cells[0] != "`"+names[0][1]+"`" {
				t.Errorf("configuration reference row names %q: want exactly one variable per row", cells[0])
				continue
			}
			name := names[0][1]
			if _, dup := ref.vars[name]; dup {
				t.Errorf("configuration reference lists %s twice", name)
			}
			var flags []string
			for _, m := range backticked.FindAllStringSubmatch(cells[1], -1) {
				flags = append(flags, strings.TrimPrefix(m[1], "--"))
			}
			ref.vars[name] = refRow{flags: flags, def: cells[2], readBy: cells[3], meaning: cells[4], lineT: line}
		case flagHeader:
			// A one-letter flag is written as it is typed: `-o`.
			for _, m := range backticked.FindAllStringSubmatch(cells[0], -1) {
				ref.flags[strings.TrimLeft(m[1], "-")] = true
			}
		}
	}
	if len(ref.vars) == 0 {
		t.Fatalf("%s has no %q section with a %q table", refPath, refHeading, varHeader)
	}
	return ref
}

// flagVars are the variables a flag defaults from: those named in the last
// parenthesised part of its usage text, the house convention
// ("… (RPC_URL or RPC_URLS)").
func flagVars(f flagDef, vars map[string]envRead) []string {
	m := lastParens.FindStringSubmatch(f.usage)
	if m == nil {
		return nil
	}
	return usageVars(m[1], vars)
}

// TestConfigurationReference: every environment variable the code reads
// (found in the syntax trees, helpers followed) has exactly one row in the
// configuration reference (docs/configuration.md), with a default and the
// process that reads it, and a line in .env.example; the reference lists no variable the
// code does not read; every flag appears, beside the variable it defaults
// from or in the table of flags without one; and docker-compose.yml sets
// only variables that exist. Adding an os.Getenv or env(…) without
// documenting it fails here.
func TestConfigurationReference(t *testing.T) {
	src := scanSources(t, sourcesRoots)
	for _, pos := range src.unresolved {
		t.Errorf("%s: environment variable or flag name is not a constant; the configuration reference cannot follow it", pos)
	}
	ref := loadReference(t)

	for _, name := range sortedKeys(src.vars) {
		row, ok := ref.vars[name]
		if !ok {
			t.Errorf("%s reads %s, which docs/configuration.md does not list", src.vars[name].pos, name)
			continue
		}
		if row.def == "" || row.readBy == "" || row.meaning == "" {
			t.Errorf("configuration reference row of %s lacks a default, a reader or a meaning: %s", name, row.lineT)
		}
	}
	for _, name := range sortedKeys(ref.vars) {
		if _, ok := src.vars[name]; !ok {
			t.Errorf("docs/configuration.md documents %s, which no code reads", name)
		}
	}

	paired := map[string]map[string]bool{} // variable → flags defaulting from it
	for _, f := range src.flags {
		vs := flagVars(f, src.vars)
		if len(vs) == 0 {
			if !ref.flags[f.name] {
				t.Errorf("%s: flag --%s (no variable) is missing from docs/configuration.md's table of flags without a variable", f.pos, f.name)
			}
			continue
		}
		for _, v := range vs {
			if paired[v] == nil {
				paired[v] = map[string]bool{}
			}
			paired[v][f.name] = true
			if row, ok := ref.vars[v]; ok && !containsString(row.flags, f.name) {
				t.Errorf("%s: flag --%s defaults from %s, but the configuration reference's row of %s does not name it", f.pos, f.name, v, v)
			}
		}
	}
	for _, name := range sortedKeys(ref.vars) {
		for _, fl := range ref.vars[name].flags {
			if !paired[name][fl] {
				t.Errorf("the configuration reference's row of %s names --%s, which is not a flag defaulting from it", name, fl)
			}
		}
	}
	defined := map[string]bool{}
	for _, f := range src.flags {
		defined[f.name] = true
	}
	for fl := range ref.flags {
		if !defined[fl] {
			t.Errorf("docs/configuration.md lists flag --%s, which no command defines", fl)
		}
	}

	checkEnvExample(t, ref)
	checkComposeEnv(t, ref)
}

// checkEnvExample: .env.example holds every variable but the tests' own,
// once, and nothing else.
func checkEnvExample(t *testing.T, ref reference) {
	t.Helper()
	f, err := os.Open(envExample)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	seen := map[string]int{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if m := exampleVar.FindStringSubmatch(sc.Text()); m != nil {
			seen[m[1]]++
		}
	}
	for _, name := range sortedKeys(ref.vars) {
		row := ref.vars[name]
		switch {
		case row.readBy == testsOnly && seen[name] > 0:
			t.Errorf(".env.example sets %s, a variable of the tests only", name)
		case row.readBy != testsOnly && seen[name] != 1:
			t.Errorf(".env.example has %s %d times, want once", name, seen[name])
		}
	}
	for _, name := range sortedKeys(seen) {
		if _, ok := ref.vars[name]; !ok {
			t.Errorf(".env.example sets %s, which is not in the configuration reference", name)
		}
	}
}

// checkComposeEnv: every variable docker-compose.yml gives an inkd
// process is one the configuration reference lists.
func checkComposeEnv(t *testing.T, ref reference) {
	t.Helper()
	f := loadCompose(t)
	for _, name := range sortedKeys(f.Services) {
		s := f.Services[name]
		if s.Build == nil {
			continue // not the inkd image
		}
		for _, v := range sortedKeys(s.Environment) {
			if _, ok := ref.vars[v]; !ok {
				t.Errorf("docker-compose.yml service %s sets %s, which inkd does not read", name, v)
			}
		}
	}
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
