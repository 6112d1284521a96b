package api

import (
	"context"
	"errors"
	"fmt"
	"strings"
)

// A line diff: Myers' O(ND) algorithm in linear space (the middle snake,
// bisected recursively, as in Myers' paper and diff-match-patch), over
// lines interned as integers, then printed as a unified diff.

// editKind is what an edit does to a line.
type editKind byte

const (
	editEqual  editKind = ' '
	editDelete editKind = '-'
	editInsert editKind = '+'
)

// edit is one line of the edit script: a line of a (equal, delete) or of b
// (insert), by index.
type edit struct {
	kind editKind
	a, b int
}

// DefaultDiffBudget bounds the work of one line diff, in steps: one per
// D-path extended plus one per line its snake slides over. A step is a few
// nanoseconds, so the default keeps the worst diff of two 256 KiB texts
// near 50 ms of one core (BENCHMARKS.md). Past the budget the diff stops
// and the versions are reported as too_different.
const DefaultDiffBudget = 4_000_000

// errDiffBudget reports a diff stopped because it ran out of budget.
var errDiffBudget = errors.New("diff: work budget exhausted")

// ctxCheckEvery is how many D-paths run between two looks at the context.
const ctxCheckEvery = 1 << 12

// lineDiffer computes an edit script between two line lists.
type lineDiffer struct {
	ctx    context.Context
	a, b   []int32
	edits  []edit
	budget int
	ticks  int
	err    error
	// v1 and v2 are bisect's forward and reverse frontiers, allocated once
	// for the largest subproblem and reused (bisect never nests).
	v1, v2 []int32
}

// diffLines returns the edit script turning a into b. It stops with
// errDiffBudget after budget steps, or with the context's error when ctx
// ends (checked every few thousand steps).
func diffLines(ctx context.Context, a, b []string, budget int) ([]edit, error) {
	ids := make(map[string]int32, len(a)+len(b))
	intern := func(lines []string) []int32 {
		out := make([]int32, len(lines))
		for i, l := range lines {
			id, ok := ids[l]
			if !ok {
				id = int32(len(ids))
				ids[l] = id
			}
			out[i] = id
		}
		return out
	}
	d := &lineDiffer{ctx: ctx, a: intern(a), b: intern(b), budget: budget}
	ids = nil
	d.edits = make([]edit, 0, max(len(a), len(b)))
	d.diff(0, len(a), 0, len(b))
	if d.err != nil {
		return nil, d.err
	}
	return d.edits, nil
}

// spend charges n steps to the budget and reports whether work may go on.
func (d *lineDiffer) spend(n int) bool {
	if d.err != nil {
		return false
	}
	if d.budget -= n; d.budget < 0 {
		d.err = errDiffBudget
		return false
	}
	if d.ticks++; d.ticks%ctxCheckEvery == 0 {
		if err := d.ctx.Err(); err != nil {
			d.err = err
			return false
		}
	}
	return true
}

func (d *lineDiffer) diff(a0, a1, b0, b1 int) {
	if d.err != nil {
		return
	}
	for a0 < a1 && b0 < b1 && d.a[a0] == d.b[b0] {
		d.edits = append(d.edits, edit{editEqual, a0, b0})
		a0, b0 = a0+1, b0+1
	}
	suffix := 0
	for a1-suffix > a0 && b1-suffix > b0 && d.a[a1-suffix-1] == d.b[b1-suffix-1] {
		suffix++
	}
	d.middle(a0, a1-suffix, b0, b1-suffix)
	for i := suffix; i > 0; i-- {
		d.edits = append(d.edits, edit{editEqual, a1 - i, b1 - i})
	}
}

func (d *lineDiffer) deleteAll(a0, a1, b int) {
	for i := a0; i < a1; i++ {
		d.edits = append(d.edits, edit{editDelete, i, b})
	}
}

func (d *lineDiffer) insertAll(b0, b1, a int) {
	for i := b0; i < b1; i++ {
		d.edits = append(d.edits, edit{editInsert, a, i})
	}
}

// middle diffs ranges that share no first and no last line.
func (d *lineDiffer) middle(a0, a1, b0, b1 int) {
	switch {
	case a0 == a1:
		d.insertAll(b0, b1, a0)
		return
	case b0 == b1:
		d.deleteAll(a0, a1, b0)
		return
	case a1-a0 == 1:
		// One line against several: it is kept if b holds it.
		for j := b0; j < b1; j++ {
			if d.b[j] == d.a[a0] {
				d.insertAll(b0, j, a0)
				d.edits = append(d.edits, edit{editEqual, a0, j})
				d.insertAll(j+1, b1, a1)
				return
			}
		}
	case b1-b0 == 1:
		for i := a0; i < a1; i++ {
			if d.a[i] == d.b[b0] {
				d.deleteAll(a0, i, b0)
				d.edits = append(d.edits, edit{editEqual, i, b0})
				d.deleteAll(i+1, a1, b1)
				return
			}
		}
	}
	if a1-a0 > 1 && b1-b0 > 1 {
		if x, y, ok := d.bisect(a0, a1, b0, b1); ok {
			d.diff(a0, x, b0, y)
			d.diff(x, a1, y, b1)
			return
		}
		if d.err != nil {
			return
		}
	}
	d.deleteAll(a0, a1, b0)
	d.insertAll(b0, b1, a1)
}

// bisect finds where the forward and reverse D-paths of a[a0:a1] and
// b[b0:b1] meet and returns that point, to split the problem in two. It
// reports false when the work budget runs out or the context ends (d.err
// says which).
func (d *lineDiffer) bisect(a0, a1, b0, b1 int) (x, y int, ok bool) {
	n, m := a1-a0, b1-b0
	maxD := (n + m + 1) / 2
	off := maxD
	size := 2*maxD + 2
	if len(d.v1) < size {
		d.v1, d.v2 = make([]int32, size), make([]int32, size)
	}
	v1, v2 := d.v1[:size], d.v2[:size]
	for i := range v1 {
		v1[i], v2[i] = -1, -1
	}
	v1[off+1], v2[off+1] = 0, 0
	n32, m32 := int32(n), int32(m)
	delta := n - m
	front := delta%2 != 0
	k1start, k1end, k2start, k2end := 0, 0, 0, 0
	for D := 0; D < maxD; D++ {
		for k1 := -D + k1start; k1 <= D-k1end; k1 += 2 {
			i := off + k1
			var x1 int32
			if k1 == -D || (k1 != D && v1[i-1] < v1[i+1]) {
				x1 = v1[i+1]
			} else {
				x1 = v1[i-1] + 1
			}
			y1 := x1 - int32(k1)
			slid := x1
			for x1 < n32 && y1 < m32 && d.a[a0+int(x1)] == d.b[b0+int(y1)] {
				x1, y1 = x1+1, y1+1
			}
			if !d.spend(1 + int(x1-slid)) {
				return 0, 0, false
			}
			v1[i] = x1
			switch {
			case x1 > n32:
				k1end += 2
			case y1 > m32:
				k1start += 2
			case front:
				j := off + delta - k1
				if j >= 0 && j < size && v2[j] != -1 && x1 >= n32-v2[j] {
					return a0 + int(x1), b0 + int(y1), true
				}
			}
		}
		for k2 := -D + k2start; k2 <= D-k2end; k2 += 2 {
			i := off + k2
			var x2 int32
			if k2 == -D || (k2 != D && v2[i-1] < v2[i+1]) {
				x2 = v2[i+1]
			} else {
				x2 = v2[i-1] + 1
			}
			y2 := x2 - int32(k2)
			slid := x2
			for x2 < n32 && y2 < m32 && d.a[a0+n-int(x2)-1] == d.b[b0+m-int(y2)-1] {
				x2, y2 = x2+1, y2+1
			}
			if !d.spend(1 + int(x2-slid)) {
				return 0, 0, false
			}
			v2[i] = x2
			switch {
			case x2 > n32:
				k2end += 2
			case y2 > m32:
				k2start += 2
			case !front:
				j := off + delta - k2
				if j >= 0 && j < size && v1[j] != -1 {
					x1 := int(v1[j])
					y1 := off + x1 - j
					if x1 >= n-int(x2) {
						return a0 + x1, b0 + y1, true
					}
				}
			}
		}
	}
	return 0, 0, false
}

// splitLines splits text after each newline; the last line may lack one.
func splitLines(text string) []string {
	if text == "" {
		return nil
	}
	lines := strings.SplitAfter(text, "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	return lines
}

// unifiedContext is the number of unchanged lines around each change.
const unifiedContext = 3

// diffHeader is the first two lines of a unified diff.
func diffHeader(fromLabel, toLabel string) string {
	return "--- " + fromLabel + "\n+++ " + toLabel + "\n"
}

// unified prints the edit script of a → b as the hunks of a unified diff
// (without its header, see diffHeader), and counts the lines added and
// removed. Identical texts give "". It fails as diffLines does.
func unified(ctx context.Context, a, b []string, budget int) (hunks string, added, removed int, err error) {
	edits, err := diffLines(ctx, a, b, budget)
	if err != nil {
		return "", 0, 0, err
	}
	var changes []int
	for i, e := range edits {
		switch e.kind {
		case editInsert:
			added++
			changes = append(changes, i)
		case editDelete:
			removed++
			changes = append(changes, i)
		}
	}
	if len(changes) == 0 {
		return "", 0, 0, nil
	}
	var sb strings.Builder
	for h := 0; h < len(changes); {
		// A hunk runs from the first change to the last one that is
		// within 2×context unchanged lines of the previous.
		end := h
		for end+1 < len(changes) && changes[end+1]-changes[end] <= 2*unifiedContext+1 {
			end++
		}
		lo := max(changes[h]-unifiedContext, 0)
		hi := min(changes[end]+unifiedContext, len(edits)-1)
		writeHunk(&sb, edits[lo:hi+1], a, b)
		h = end + 1
	}
	return sb.String(), added, removed, nil
}

func writeHunk(sb *strings.Builder, edits []edit, a, b []string) {
	aStart, bStart := edits[0].a, edits[0].b
	aCount, bCount := 0, 0
	for _, e := range edits {
		if e.kind != editInsert {
			aCount++
		}
		if e.kind != editDelete {
			bCount++
		}
	}
	fmt.Fprintf(sb, "@@ -%s +%s @@\n", hunkRange(aStart, aCount), hunkRange(bStart, bCount))
	for _, e := range edits {
		line := ""
		switch e.kind {
		case editInsert:
			line = b[e.b]
		default:
			line = a[e.a]
		}
		sb.WriteByte(byte(e.kind))
		sb.WriteString(line)
		if !strings.HasSuffix(line, "\n") {
			sb.WriteString("\n\\ No newline at end of file\n")
		}
	}
}

// hunkRange formats a hunk's range: 1-based start and count, with the
// conventions of diff -u (count 1 omitted; an empty range names the line
// before it).
func hunkRange(start, count int) string {
	switch count {
	case 0:
		return fmt.Sprintf("%d,0", start)
	case 1:
		return fmt.Sprintf("%d", start+1)
	}
	return fmt.Sprintf("%d,%d", start+1, count)
}
