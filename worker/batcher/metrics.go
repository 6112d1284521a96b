package batcher

// Metrics records what the Batcher does; the Prometheus
// implementation lives in cmd/inkd/metrics. Implementations are safe for
// concurrent use.
type Metrics interface {
	// BatchStored counts a batch of items paid writes stored with its
	// memberships, its transaction on its way.
	BatchStored(items int)
	// ItemOutcome counts a member job's outcome read from its batch:
	// ItemLanded, ItemFailed (its item reverted alone), BatchReverted
	// (the whole transaction reverted for a reason that ends its items)
	// or ItemWentAlone (landed alone after its batch failed as a whole).
	ItemOutcome(outcome string)
}

// The outcomes of Metrics.ItemOutcome, a bounded label set.
const (
	ItemLanded    = "landed"
	ItemFailed    = "failed"
	BatchReverted = "batch_reverted"
	ItemWentAlone = "went_alone"
)

// NoopMetrics records nothing.
type NoopMetrics struct{}

var _ Metrics = NoopMetrics{}

// BatchStored does nothing.
func (NoopMetrics) BatchStored(int) {}

// ItemOutcome does nothing.
func (NoopMetrics) ItemOutcome(string) {}

// Option adds an optional part to a Batcher.
type Option func(*Batcher)

// WithMetrics records the Batcher's batches and outcomes in m; nil
// keeps NoopMetrics.
func WithMetrics(m Metrics) Option {
	return func(b *Batcher) {
		if m != nil {
			b.metrics = m
		}
	}
}
