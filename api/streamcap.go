package api

import (
	"strconv"
	"sync"

	"github.com/inkd/inkd/api/wire"
)

// streamSlots counts the live event streams of this process, per client
// and in total. Safe for concurrent use.
type streamSlots struct {
	mu        sync.Mutex
	perClient int
	total     int
	live      int
	byClient  map[string]int
}

func newStreamSlots(perClient, total int) *streamSlots {
	return &streamSlots{perClient: perClient, total: total, byClient: make(map[string]int)}
}

// streamRetryAfter is the Retry-After of a refused stream, in seconds.
const streamRetryAfter = 10

// acquire takes a slot for client, or returns 429 rate_limited when the
// client or the process holds its limit of streams. The caller calls the
// returned release exactly once when the stream ends.
func (s *streamSlots) acquire(client string) (release func(), err error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	h := map[string]string{"Retry-After": strconv.Itoa(streamRetryAfter)}
	switch {
	case s.byClient[client] >= s.perClient:
		return nil, &Error{Code: wire.CodeRateLimited, Headers: h,
			Message: "this client already holds " + strconv.Itoa(s.perClient) + " live event streams; close one or retry later"}
	case s.live >= s.total:
		return nil, &Error{Code: wire.CodeRateLimited, Headers: h,
			Message: "the server holds its limit of " + strconv.Itoa(s.total) + " live event streams; retry later"}
	}
	s.byClient[client]++
	s.live++
	var once sync.Once
	return func() {
		once.Do(func() {
			s.mu.Lock()
			defer s.mu.Unlock()
			s.live--
			if s.byClient[client]--; s.byClient[client] <= 0 {
				delete(s.byClient, client)
			}
		})
	}, nil
}
