package ready

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"sync"
	"time"

	"golang.org/x/sync/singleflight"
)

// OK is the value of a check that passed.
const OK = "ok"

// Defaults of Config.
const (
	// DefaultTimeout bounds one check.
	DefaultTimeout = 3 * time.Second
	// DefaultTTL is how long a report is reused.
	DefaultTTL = time.Second
)

// Check is one named readiness condition. Run returns nil when it holds;
// otherwise its error's message is shown to whoever asks, so it must be a
// short sentence that holds no secret (no URL with a key, no password).
type Check struct {
	// Name is the key of the check in the report (snake_case).
	Name string
	// Run tests the condition; it must return when ctx ends.
	Run func(ctx context.Context) error
}

// Config configures a Checker.
type Config struct {
	// Timeout bounds each check; a check still running at the end fails
	// with "no answer within <Timeout>". Zero means DefaultTimeout.
	Timeout time.Duration
	// TTL is how long a report is reused before the checks run again, so
	// that frequent probes (or a flood of public requests) cost the chain
	// and Redis at most one round per TTL. Zero means DefaultTTL;
	// negative: every request runs the checks (concurrent ones still
	// share a run).
	TTL time.Duration
	// Now is the clock of the TTL; nil means time.Now.
	Now func() time.Time
}

// Report is the outcome of one run of the checks.
type Report struct {
	// Ready is true when every check passed.
	Ready bool `json:"ready"`
	// Checks maps each check's name to OK or the reason it failed.
	Checks map[string]string `json:"checks"`
}

// Failing lists the names of the failed checks, sorted.
func (r Report) Failing() []string {
	var out []string
	for name, v := range r.Checks {
		if v != OK {
			out = append(out, name)
		}
	}
	sort.Strings(out)
	return out
}

// Summary describes the failed checks in one line, "chain: <reason>;
// indexer: <reason>", or "" when the report is ready.
func (r Report) Summary() string {
	var parts []string
	for _, name := range r.Failing() {
		parts = append(parts, name+": "+r.Checks[name])
	}
	return strings.Join(parts, "; ")
}

// Checker runs a fixed list of checks and caches their report. Safe for
// concurrent use.
type Checker struct {
	cfg    Config
	checks []Check
	group  singleflight.Group

	mu  sync.Mutex
	rep Report
	at  time.Time
	has bool
	gen int
}

// New returns a Checker of checks. With no checks every report is ready.
func New(cfg Config, checks []Check) *Checker {
	if cfg.Timeout == 0 {
		cfg.Timeout = DefaultTimeout
	}
	if cfg.TTL == 0 {
		cfg.TTL = DefaultTTL
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	return &Checker{cfg: cfg, checks: checks}
}

// Replace makes checks the checker's list from now on and drops the cached
// report, so the next Report runs them. A process builds its checker
// before it can run the real checks (while it waits for Redis and the
// chain at start) and replaces them once it can.
func (c *Checker) Replace(checks []Check) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.checks, c.has = checks, false
	c.gen++
}

// list returns the checks and their generation (how many Replace calls
// came before).
func (c *Checker) list() ([]Check, int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.checks, c.gen
}

// Report returns a report at most TTL old. The checks run under their own
// timeout, not ctx, so one impatient caller does not fail the others that
// share its run; Report itself returns when ctx ends, with a report whose
// every check says the caller gave up.
func (c *Checker) Report(ctx context.Context) Report {
	if rep, ok := c.fresh(); ok {
		return rep
	}
	ch := c.group.DoChan("report", func() (any, error) {
		if rep, ok := c.fresh(); ok {
			return rep, nil
		}
		rep, gen := c.run(context.WithoutCancel(ctx))
		c.mu.Lock()
		if gen == c.gen { // not a report of checks replaced meanwhile
			c.rep, c.at, c.has = rep, c.cfg.Now(), true
		}
		c.mu.Unlock()
		return rep, nil
	})
	select {
	case res := <-ch:
		return res.Val.(Report)
	case <-ctx.Done():
		checks, _ := c.list()
		rep := Report{Checks: make(map[string]string, len(checks))}
		for _, ck := range checks {
			rep.Checks[ck.Name] = "not checked: the request ended first"
		}
		return rep
	}
}

func (c *Checker) fresh() (Report, bool) {
	if c.cfg.TTL < 0 {
		return Report{}, false
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.has && c.cfg.Now().Sub(c.at) < c.cfg.TTL {
		return c.rep, true
	}
	return Report{}, false
}

// run runs every check at once, each under Timeout.
func (c *Checker) run(ctx context.Context) (Report, int) {
	checks, gen := c.list()
	results := make([]string, len(checks))
	var wg sync.WaitGroup
	for i, ck := range checks {
		wg.Add(1)
		go func() {
			defer wg.Done()
			results[i] = c.runOne(ctx, ck)
		}()
	}
	wg.Wait()
	rep := Report{Ready: true, Checks: make(map[string]string, len(checks))}
	for i, ck := range checks {
		rep.Checks[ck.Name] = results[i]
		if results[i] != OK {
			rep.Ready = false
		}
	}
	return rep, gen
}

// runOne runs one check; a check that outlives its timeout is left to
// finish on its own (it must honour ctx) and reported as not answering.
func (c *Checker) runOne(ctx context.Context, ck Check) string {
	cctx, cancel := context.WithTimeout(ctx, c.cfg.Timeout)
	defer cancel()
	done := make(chan error, 1)
	go func() { done <- ck.Run(cctx) }()
	select {
	case err := <-done:
		if err != nil {
			return err.Error()
		}
		return OK
	case <-cctx.Done():
		return fmt.Sprintf("no answer within %v", c.cfg.Timeout)
	}
}
