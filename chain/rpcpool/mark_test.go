package rpcpool

import (
	"testing"
	"time"
)

func TestAdoptMark(t *testing.T) {
	now := time.Unix(1000, 0)
	old := now.Add(-time.Second)
	for _, tc := range []struct {
		name   string
		high   highWater
		shared uint64
		forgot highWater
		want   highWater
	}{
		{"no shared mark keeps the own", highWater{head: 10, at: old}, 0, highWater{}, highWater{head: 10, at: old}},
		{"a lower shared mark keeps the own", highWater{head: 10, at: old}, 9, highWater{}, highWater{head: 10, at: old}},
		{"an equal shared mark keeps the own and its date", highWater{head: 10, at: old}, 10, highWater{}, highWater{head: 10, at: old}},
		{"a higher shared mark is taken, dated now", highWater{head: 10, at: old}, 12, highWater{}, highWater{head: 12, at: now}},
		{"a mark just forgotten is not taken back", highWater{head: 3, at: old}, 12, highWater{head: 12, at: now.Add(-ForgetHighAfter / 2)}, highWater{head: 3, at: old}},
		{"a mark forgotten long ago may come back", highWater{head: 3, at: old}, 12, highWater{head: 12, at: now.Add(-ForgetHighAfter)}, highWater{head: 12, at: now}},
		{"above a forgotten mark is taken", highWater{head: 3, at: old}, 13, highWater{head: 12, at: now}, highWater{head: 13, at: now}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := adoptMark(tc.high, tc.shared, tc.forgot, now); got != tc.want {
				t.Errorf("adoptMark = %+v, want %+v", got, tc.want)
			}
		})
	}
}
