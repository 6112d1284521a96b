package projectname

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestWindowsRunNewestFirstAndStopAtTheStart(t *testing.T) {
	for _, tc := range []struct {
		name               string
		head, start, width uint64
		max                int
		want               []Window
	}{
		{"one window holds it all", 50, 1, 2000, 8, []Window{{1, 50}}},
		{"head at the start", 7, 7, 10, 8, []Window{{7, 7}}},
		{"head below the start", 6, 7, 10, 8, nil},
		{"exact windows", 30, 1, 10, 8, []Window{{21, 30}, {11, 20}, {1, 10}}},
		{"a short last window", 25, 1, 10, 8, []Window{{16, 25}, {6, 15}, {1, 5}}},
		{"capped by max", 100, 1, 10, 3, []Window{{91, 100}, {81, 90}, {71, 80}}},
		{"start above genesis", 120, 100, 10, 8, []Window{{111, 120}, {101, 110}, {100, 100}}},
		{"width 1", 3, 1, 1, 8, []Window{{3, 3}, {2, 2}, {1, 1}}},
		{"no width", 3, 1, 0, 8, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if diff := cmp.Diff(tc.want, Windows(tc.head, tc.start, tc.width, tc.max)); diff != "" {
				t.Errorf("Windows(%d, %d, %d, %d) (-want +got):\n%s", tc.head, tc.start, tc.width, tc.max, diff)
			}
		})
	}
}
