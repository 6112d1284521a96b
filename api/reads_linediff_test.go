package api

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

func TestUnifiedDiff(t *testing.T) {
	tests := []struct {
		name           string
		a, b           string
		want           string
		added, removed int
	}{
		{"identical", "a\nb\n", "a\nb\n", "", 0, 0},
		{"both empty", "", "", "", 0, 0},
		{"from empty", "", "x\ny\n", "--- A\n+++ B\n@@ -0,0 +1,2 @@\n+x\n+y\n", 2, 0},
		{"to empty", "x\n", "", "--- A\n+++ B\n@@ -1 +0,0 @@\n-x\n", 0, 1},
		{"change in the middle", "a\nb\nc\n", "a\nB\nc\nd\n", "--- A\n+++ B\n@@ -1,3 +1,4 @@\n a\n-b\n+B\n c\n+d\n", 2, 1},
		{"no newline at end", "a\nb", "a\nc", "--- A\n+++ B\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n", 1, 1},
		{"newline added at end", "a", "a\n", "--- A\n+++ B\n@@ -1 +1 @@\n-a\n\\ No newline at end of file\n+a\n", 1, 1},
		{
			"two hunks",
			"1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n",
			"1\nX\n3\n4\n5\n6\n7\n8\n9\n10\n11\nY\n",
			"--- A\n+++ B\n@@ -1,5 +1,5 @@\n 1\n-2\n+X\n 3\n 4\n 5\n@@ -9,4 +9,4 @@\n 9\n 10\n 11\n-12\n+Y\n",
			2, 2,
		},
		{
			"close changes share a hunk",
			"1\n2\n3\n4\n5\n6\n7\n8\n",
			"1\nX\n3\n4\n5\n6\n7\nY\n",
			"--- A\n+++ B\n@@ -1,8 +1,8 @@\n 1\n-2\n+X\n 3\n 4\n 5\n 6\n 7\n-8\n+Y\n",
			2, 2,
		},
		{"one line kept among inserts", "x\n", "p\nx\nq\n", "--- A\n+++ B\n@@ -1 +1,3 @@\n+p\n x\n+q\n", 2, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			hunks, added, removed, err := unified(context.Background(), splitLines(tc.a), splitLines(tc.b), DefaultDiffBudget)
			if err != nil {
				t.Fatal(err)
			}
			got := ""
			if hunks != "" {
				got = diffHeader("A", "B") + hunks
			}
			if d := cmp.Diff(tc.want, got); d != "" {
				t.Errorf("diff (-want +got):\n%s", d)
			}
			if added != tc.added || removed != tc.removed {
				t.Errorf("added, removed = %d, %d; want %d, %d", added, removed, tc.added, tc.removed)
			}
		})
	}
}

// TestDiffLinesIsAMinimalEditScript checks on random inputs that the edit
// script rebuilds both texts and is as short as the longest common
// subsequence allows.
func TestDiffLinesIsAMinimalEditScript(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range 300 {
		a := randomLines(rng, rng.IntN(40))
		b := randomLines(rng, rng.IntN(40))
		edits, err := diffLines(context.Background(), a, b, DefaultDiffBudget)
		if err != nil {
			t.Fatal(err)
		}
		var gotA, gotB []string
		changes := 0
		for _, e := range edits {
			switch e.kind {
			case editEqual:
				gotA, gotB = append(gotA, a[e.a]), append(gotB, b[e.b])
				if a[e.a] != b[e.b] {
					t.Fatalf("case %d: equal edit of different lines", i)
				}
			case editDelete:
				gotA = append(gotA, a[e.a])
				changes++
			case editInsert:
				gotB = append(gotB, b[e.b])
				changes++
			}
		}
		if !cmp.Equal(a, gotA, cmpEmpty) || !cmp.Equal(b, gotB, cmpEmpty) {
			t.Fatalf("case %d: the edit script does not rebuild the texts\na=%q\nb=%q", i, a, b)
		}
		if want := len(a) + len(b) - 2*lcs(a, b); changes != want {
			t.Fatalf("case %d: %d changes, the minimum is %d\na=%q\nb=%q", i, changes, want, a, b)
		}
	}
}

var cmpEmpty = cmp.Comparer(func(x, y []string) bool { return strings.Join(x, "\x00") == strings.Join(y, "\x00") })

func randomLines(rng *rand.Rand, n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = fmt.Sprintf("%c\n", 'a'+rng.IntN(4))
	}
	return out
}

// lcs is the textbook dynamic programme.
func lcs(a, b []string) int {
	dp := make([][]int, len(a)+1)
	for i := range dp {
		dp[i] = make([]int, len(b)+1)
	}
	for i := len(a) - 1; i >= 0; i-- {
		for j := len(b) - 1; j >= 0; j-- {
			if a[i] == b[j] {
				dp[i][j] = dp[i+1][j+1] + 1
			} else {
				dp[i][j] = max(dp[i+1][j], dp[i][j+1])
			}
		}
	}
	return dp[0][0]
}

// worstDiffInputs are two texts of limit bytes each with no line in
// common: short distinct lines, so the most lines and the longest edit
// script.
func worstDiffInputs(limit int) (a, b string) {
	var x, y strings.Builder
	for i := 0; x.Len() < limit-16; i++ {
		fmt.Fprintf(&x, "a%x\n", i)
		fmt.Fprintf(&y, "b%x\n", i)
	}
	return x.String(), y.String()
}

// interleavedDiffInputs share every other line, which makes Myers' snakes
// slide: the costliest kind of step.
func interleavedDiffInputs(limit int) (a, b string) {
	var x, y strings.Builder
	for i := 0; x.Len() < limit-16; i++ {
		fmt.Fprintf(&x, "a%x\n", i)
		if i%2 == 0 {
			fmt.Fprintf(&y, "a%x\n", i)
		} else {
			fmt.Fprintf(&y, "b%x\n", i)
		}
	}
	return x.String(), y.String()
}

// The worst diff of two DefaultDiffLimit texts stops at the budget and
// reports errDiffBudget rather than a partial diff. How long the budget
// takes is a benchmark's figure (BenchmarkDiffWorstCase, BENCHMARKS.md),
// not a test's: a loaded or race-instrumented run is many times slower.
func TestDiffWorstCaseIsBounded(t *testing.T) {
	for _, tc := range []struct {
		name string
		gen  func(int) (string, string)
	}{{"disjoint", worstDiffInputs}, {"interleaved", interleavedDiffInputs}} {
		t.Run(tc.name, func(t *testing.T) {
			a, b := tc.gen(DefaultDiffLimit)
			start := time.Now()
			_, _, _, err := unified(context.Background(), splitLines(a), splitLines(b), DefaultDiffBudget)
			took := time.Since(start)
			if !errors.Is(err, errDiffBudget) {
				t.Fatalf("err = %v, want errDiffBudget", err)
			}
			t.Logf("worst case stopped after %v", took)
		})
	}
	// A cancelled context stops the work too.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	a, b := worstDiffInputs(DefaultDiffLimit)
	if _, _, _, err := unified(ctx, splitLines(a), splitLines(b), 1<<40); !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled diff: err = %v", err)
	}
}

// BenchmarkDiffWorstCase diffs two DefaultDiffLimit (256 KiB) texts the
// way GET /v1/projects/:id/versions/diff does, from bytes to hunks.
func BenchmarkDiffWorstCase(b *testing.B) {
	for _, bc := range []struct {
		name string
		gen  func(int) (string, string)
	}{{"disjoint", worstDiffInputs}, {"interleaved", interleavedDiffInputs}} {
		x, y := bc.gen(DefaultDiffLimit)
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				_, _, _, _ = unified(context.Background(), splitLines(x), splitLines(y), DefaultDiffBudget)
			}
		})
	}
}
