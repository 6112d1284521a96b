package liblog

import (
	"regexp"
	"strings"
	"sync"
	"time"
)

// DefaultEvery is how often a message class may be written.
const DefaultEvery = 10 * time.Second

// maxClasses bounds the classes a Limiter remembers; past it they are
// forgotten all at once (each may then write one line early).
const maxClasses = 1024

// Limiter lets at most one line of each message class through per Every;
// the next line let through says how many were held back meanwhile. Safe
// for concurrent use.
type Limiter struct {
	every time.Duration
	now   func() time.Time

	mu      sync.Mutex
	classes map[string]*class
}

type class struct {
	last time.Time
	held int
}

// NewLimiter returns a Limiter writing one line per class per every
// (DefaultEvery when not positive), on the clock now.
func NewLimiter(every time.Duration, now func() time.Time) *Limiter {
	if every <= 0 {
		every = DefaultEvery
	}
	return &Limiter{every: every, now: now, classes: make(map[string]*class)}
}

// Allow decides about one line of class c: ok when it is to be written,
// then held is how many lines of c were held back since the last written.
func (l *Limiter) Allow(c string) (ok bool, held int) {
	now := l.now()
	l.mu.Lock()
	defer l.mu.Unlock()
	st := l.classes[c]
	if st == nil {
		if len(l.classes) >= maxClasses {
			l.classes = make(map[string]*class)
		}
		l.classes[c] = &class{last: now}
		return true, 0
	}
	if now.Sub(st.last) < l.every {
		st.held++
		return false, 0
	}
	held, st.held, st.last = st.held, 0, now
	return true, held
}

// variable matches the parts of a message that vary between lines of one
// class: numbers, hex, addresses and ports, task ids.
var variable = regexp.MustCompile(`[0-9a-fA-F]*[0-9][0-9a-fA-F]*|pay_\w+`)

// ClassOf is the message class of an asynq line: its text before the
// first colon (the rest is usually the error), variable parts masked.
func ClassOf(msg string) string {
	if i := strings.IndexByte(msg, ':'); i > 0 {
		msg = msg[:i]
	}
	if len(msg) > 120 {
		msg = msg[:120]
	}
	return variable.ReplaceAllString(msg, "#")
}
