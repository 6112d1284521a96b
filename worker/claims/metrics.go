package claims

import "math/big"

// Metrics records what the Loop does; the Prometheus implementation lives
// in cmd/inkd/metrics. Implementations are safe for concurrent use.
type Metrics interface {
	// Scanned counts one scan of the book's channels and the channels Plan
	// had to skip in it (their landed fees cannot all be claimed: money
	// lost unless an operator acts).
	Scanned(skipped int)
	// ClaimSent counts one claim call by its outcome (ClaimLanded,
	// ClaimReverted or ClaimError); for a landed one, the channels it
	// claimed and the amount it added to what is claimed (token base
	// units).
	ClaimSent(outcome string, channels int, amount *big.Int)
	// Restored counts a channel with landed writes that the book did not
	// know and the loop put back from the chain (discover.go): Redis lost
	// it.
	Restored()
}

// The outcomes of Metrics.ClaimSent, a bounded label set.
const (
	ClaimLanded   = "landed"
	ClaimReverted = "reverted"
	ClaimError    = "error"
)

// NoopMetrics records nothing.
type NoopMetrics struct{}

var _ Metrics = NoopMetrics{}

// Scanned does nothing.
func (NoopMetrics) Scanned(int) {}

// ClaimSent does nothing.
func (NoopMetrics) ClaimSent(string, int, *big.Int) {}

// Restored does nothing.
func (NoopMetrics) Restored() {}

// Option adds an optional part to a Loop.
type Option func(*Loop)

// WithMetrics records the Loop's scans and claims in m; nil keeps
// NoopMetrics.
func WithMetrics(m Metrics) Option {
	return func(l *Loop) {
		if m != nil {
			l.metrics = m
		}
	}
}
