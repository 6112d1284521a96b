package main

import (
	"encoding/json"
	"strings"
	"testing"
)

func stream(t *testing.T, events ...event) string {
	t.Helper()
	var b strings.Builder
	for _, e := range events {
		line, err := json.Marshal(e)
		if err != nil {
			t.Fatal(err)
		}
		b.Write(line)
		b.WriteByte('\n')
	}
	return b.String()
}

func out(pkg, test, text string) event {
	return event{Action: "output", Package: pkg, Test: test, Output: text}
}

func TestFailuresAreTheTail(t *testing.T) {
	in := stream(t,
		out("a", "TestGood", "=== RUN   TestGood\n"),
		out("a", "TestGood", "good noise\n"),
		event{Action: "pass", Package: "a", Test: "TestGood"},
		out("a", "TestBad", "=== RUN   TestBad\n"),
		out("a", "TestBad", "    bad_test.go:9: the reason\n"),
		out("a", "TestBad", "--- FAIL: TestBad (0.10s)\n"),
		event{Action: "fail", Package: "a", Test: "TestBad"},
		out("a", "", "stray log after the tests\n"),
		out("a", "", "FAIL\ta\t0.2s\n"),
		event{Action: "fail", Package: "a"},
		out("b", "TestHung", "=== RUN   TestHung\n"),
		out("b", "TestHung", "still going\n"),
		out("b", "", "panic: test timed out after 1s\n"),
		out("b", "", "FAIL\tb\t1.0s\n"),
		event{Action: "fail", Package: "b"},
		event{Action: "build-output", ImportPath: "c [c.test]", Output: "c.go:1: syntax error\n"},
		event{Action: "build-fail", ImportPath: "c [c.test]"},
		out("d", "TestFine", "fine noise\n"),
		event{Action: "pass", Package: "d", Test: "TestFine"},
		out("d", "", "ok  \td\t0.1s\n"),
		event{Action: "pass", Package: "d"},
	)
	var got strings.Builder
	r := newReport(&got)
	if err := r.read(strings.NewReader(in)); err != nil {
		t.Fatal(err)
	}
	if !r.finish() {
		t.Fatal("finish reported no failure")
	}
	s := got.String()
	for _, dropped := range []string{"good noise", "fine noise"} {
		if strings.Contains(s, dropped) {
			t.Errorf("a passing test's output %q was printed:\n%s", dropped, s)
		}
	}
	tail := s[strings.Index(s, "failure(s)"):]
	for _, want := range []string{"bad_test.go:9: the reason", "stray log after the tests", "TestHung (never ended)", "still going",
		"panic: test timed out", "c.go:1: syntax error", "--- FAIL: TestBad (a)"} {
		if !strings.Contains(tail, want) {
			t.Errorf("the tail lacks %q:\n%s", want, s)
		}
	}
	head := s[:strings.Index(s, "failure(s)")]
	for _, want := range []string{"FAIL\ta\t0.2s", "FAIL\tb\t1.0s", "FAIL\tc [c.test] [build failed]", "ok  \td\t0.1s"} {
		if !strings.Contains(head, want) {
			t.Errorf("the package lines lack %q:\n%s", want, s)
		}
	}
}

func TestAllPassedPrintsPackagesAndTheSlowest(t *testing.T) {
	in := stream(t,
		out("a", "TestGood", "noise\n"),
		event{Action: "pass", Package: "a", Test: "TestGood", Elapsed: 1.5},
		event{Action: "pass", Package: "a", Test: "TestSlow/sub", Elapsed: 9},
		event{Action: "pass", Package: "a", Test: "TestSlow", Elapsed: 9.25},
		event{Action: "skip", Package: "a", Test: "TestSkipped"},
		out("a", "", "ok  \ta\t0.1s\n"),
		event{Action: "pass", Package: "a"},
	) + "not json: go test said this\n"
	var got strings.Builder
	r := newReport(&got)
	if err := r.read(strings.NewReader(in)); err != nil {
		t.Fatal(err)
	}
	if r.finish() {
		t.Fatal("finish reported a failure")
	}
	if want := "ok  \ta\t0.1s\nnot json: go test said this\n\nslowest tests:\n     9.2s  TestSlow a\n     1.5s  TestGood a\n"; got.String() != want {
		t.Fatalf("printed %q, want %q", got.String(), want)
	}
}

func TestSlowestKeepsTheTopOnly(t *testing.T) {
	r := newReport(&strings.Builder{})
	for i := range 3 * showSlowest {
		r.timed(timing{test: "T", seconds: float64((i * 7) % (3 * showSlowest))})
	}
	if len(r.slowest) != showSlowest {
		t.Fatalf("kept %d, want %d", len(r.slowest), showSlowest)
	}
	for i, got := range r.slowest {
		if want := float64(3*showSlowest - 1 - i); got.seconds != want {
			t.Fatalf("slowest[%d] = %v, want %v", i, got.seconds, want)
		}
	}
}
