package indexer

import "testing"

// CheckLag fails before the first checkpoint and past the limit, and
// passes a cursor ahead of a lagging provider's head.
func TestCheckLag(t *testing.T) {
	tests := []struct {
		name         string
		head, cursor uint64
		started      bool
		wantErr      string
	}{
		{name: "not started", head: 10, wantErr: "the indexer has not indexed a block yet"},
		{name: "caught up", head: 500, cursor: 500, started: true},
		{name: "at the limit", head: 600, cursor: 500, started: true},
		{name: "past the limit", head: 601, cursor: 500, started: true, wantErr: "the indexer is 101 blocks behind the chain (at most 100)"},
		{name: "cursor ahead of a lagging provider", head: 400, cursor: 500, started: true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := CheckLag(tc.head, tc.cursor, tc.started, 100)
			got := ""
			if err != nil {
				got = err.Error()
			}
			if got != tc.wantErr {
				t.Fatalf("CheckLag = %q, want %q", got, tc.wantErr)
			}
		})
	}
}
