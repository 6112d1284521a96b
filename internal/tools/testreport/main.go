// Command testreport runs `go test -json` with its arguments and prints what a
// person reading a CI log needs: one line per package while the suite runs,
// then the slowest tests and, last, the whole output of every test that
// failed and their names.
//
// A CI log is usually read from its tail, and a long suite's tail is whatever
// the last busy package printed; a failure twenty minutes earlier is lost in
// it. Here the failures are the tail. Passing tests' output is dropped.
//
//	go run ./internal/tools/testreport -count=1 ./...
//
// It exits with go test's status, or 1 when go test exited 0 yet a test
// failed.
package main

import (
	"bufio"
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"slices"
	"sort"
	"strings"
	"syscall"
)

func main() {
	cmd := exec.Command("go", append([]string{"test", "-json"}, os.Args[1:]...)...)
	cmd.Stderr = os.Stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		fmt.Fprintln(os.Stderr, "testreport:", err)
		os.Exit(2)
	}
	if err := cmd.Start(); err != nil {
		fmt.Fprintln(os.Stderr, "testreport:", err)
		os.Exit(2)
	}
	// An interrupt reaches go test too (same process group); keep reading
	// until it has printed what it had.
	signal.Ignore(syscall.SIGINT)

	r := newReport(os.Stdout)
	if err := r.read(out); err != nil {
		fmt.Fprintln(os.Stderr, "testreport:", err)
	}
	werr := cmd.Wait()
	failed := r.finish()

	var exit *exec.ExitError
	switch {
	case errors.As(werr, &exit):
		os.Exit(exit.ExitCode())
	case werr != nil:
		fmt.Fprintln(os.Stderr, "testreport:", werr)
		os.Exit(2)
	case failed:
		os.Exit(1)
	}
}

// event is one line of `go test -json` (cmd/test2json).
type event struct {
	Action      string
	Package     string
	Test        string
	Elapsed     float64
	Output      string
	ImportPath  string // build-output events
	FailedBuild string // a package event: the package whose build failed
}

// report keeps the output of running tests until they end: a passed test's
// is dropped, a failed test's kept for the end.
type report struct {
	w        io.Writer
	running  map[string][]string // package + "\x00" + test → its output so far
	pkgOut   map[string][]string // package-level output (outside any test)
	build    map[string][]string // import path → its build output
	failures []failure
	slowest  []timing // top-level tests, slowest first, at most showSlowest
}

type timing struct {
	pkg, test string
	seconds   float64
}

// showSlowest is how many of the slowest tests are listed at the end: the
// suite has a time budget, and this is where it goes.
const showSlowest = 12

type failure struct {
	pkg, test string
	output    []string
}

// maxLines bounds what is kept of one test's output: its last lines, where
// the failure is.
const maxLines = 3000

func newReport(w io.Writer) *report {
	return &report{w: w, running: map[string][]string{}, pkgOut: map[string][]string{}, build: map[string][]string{}}
}

func (r *report) read(in io.Reader) error {
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 0, 64<<10), 16<<20)
	for sc.Scan() {
		var e event
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
			// Not an event (go test printed it itself): pass it on.
			fmt.Fprintln(r.w, sc.Text())
			continue
		}
		r.add(e)
	}
	return sc.Err()
}

func keep(lines []string, line string) []string {
	lines = append(lines, line)
	if len(lines) > maxLines {
		lines = append(lines[:0:0], lines[len(lines)-maxLines:]...)
	}
	return lines
}

func (r *report) add(e event) {
	key := e.Package + "\x00" + e.Test
	switch {
	case e.Action == "build-output":
		r.build[e.ImportPath] = keep(r.build[e.ImportPath], e.Output)
	case e.Action == "build-fail":
		fmt.Fprintf(r.w, "FAIL\t%s [build failed]\n", e.ImportPath)
		r.failures = append(r.failures, failure{pkg: e.ImportPath, test: "[build failed]", output: r.build[e.ImportPath]})
	case e.Test != "":
		switch e.Action {
		case "output":
			r.running[key] = keep(r.running[key], e.Output)
		case "fail":
			r.failures = append(r.failures, failure{pkg: e.Package, test: e.Test, output: r.running[key]})
			delete(r.running, key)
		case "pass", "skip":
			delete(r.running, key)
		}
		if (e.Action == "pass" || e.Action == "fail") && !strings.Contains(e.Test, "/") {
			r.timed(timing{pkg: e.Package, test: e.Test, seconds: e.Elapsed})
		}
	default:
		switch e.Action {
		case "output":
			r.pkgOut[e.Package] = keep(r.pkgOut[e.Package], e.Output)
		case "pass", "skip":
			r.endPackage(e.Package, false)
		case "fail":
			r.endPackage(e.Package, true)
		}
	}
}

// timed keeps t if it is among the slowest tests so far.
func (r *report) timed(t timing) {
	i := sort.Search(len(r.slowest), func(i int) bool { return r.slowest[i].seconds < t.seconds })
	if i >= showSlowest {
		return
	}
	r.slowest = slices.Insert(r.slowest, i, t)
	if len(r.slowest) > showSlowest {
		r.slowest = r.slowest[:showSlowest]
	}
}

// endPackage prints a package's result. A failed package's own output is
// kept (a panic, a timeout, a TestMain failure), and so is the output of
// tests that never ended, as when the binary timed out or crashed.
func (r *report) endPackage(pkg string, failed bool) {
	lines := r.pkgOut[pkg]
	delete(r.pkgOut, pkg)
	prefix := pkg + "\x00"
	for key, out := range r.running {
		if len(key) > len(prefix) && key[:len(prefix)] == prefix {
			if failed {
				r.failures = append(r.failures, failure{pkg: pkg, test: key[len(prefix):] + " (never ended)", output: out})
			}
			delete(r.running, key)
		}
	}
	if len(lines) > 0 {
		// The last line is go test's own summary: "ok  pkg 1.2s" or
		// "FAIL pkg 3.4s" or "?   pkg [no test files]".
		fmt.Fprint(r.w, lines[len(lines)-1])
	}
	if !failed || len(lines) < 2 {
		return
	}
	var own []string
	for _, l := range lines[:len(lines)-1] {
		if l != "FAIL\n" && l != "PASS\n" {
			own = append(own, l)
		}
	}
	if len(own) > 0 {
		r.failures = append(r.failures, failure{pkg: pkg, output: own})
	}
}

// finish prints every failure, then their names, and reports whether there
// was any.
func (r *report) finish() bool {
	// Tests still open when the stream ended belong to a binary that died.
	for key, out := range r.running {
		for i := 0; i < len(key); i++ {
			if key[i] == 0 {
				r.failures = append(r.failures, failure{pkg: key[:i], test: key[i+1:] + " (never ended)", output: out})
				break
			}
		}
	}
	if len(r.slowest) > 0 {
		fmt.Fprintf(r.w, "\nslowest tests:\n")
		for _, t := range r.slowest {
			fmt.Fprintf(r.w, "%8.1fs  %s %s\n", t.seconds, t.test, t.pkg)
		}
	}
	if len(r.failures) == 0 {
		return false
	}
	fmt.Fprintf(r.w, "\n==================== %d failure(s): their whole output ====================\n", len(r.failures))
	for _, f := range r.failures {
		fmt.Fprintf(r.w, "\n---------- %s %s ----------\n", f.pkg, cmp.Or(f.test, "(outside any test)"))
		for _, l := range f.output {
			fmt.Fprint(r.w, l)
		}
	}
	fmt.Fprintf(r.w, "\n==================== failed ====================\n")
	for _, f := range r.failures {
		if f.test == "" {
			fmt.Fprintf(r.w, "FAIL %s: its own output, above\n", f.pkg)
		} else {
			fmt.Fprintf(r.w, "--- FAIL: %s (%s)\n", f.test, f.pkg)
		}
	}
	return true
}
