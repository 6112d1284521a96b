package worker

// BatchMetrics records what the Batcher does; the Prometheus
// implementation lives in cmd/inkd/metrics. Implementations are safe for
// concurrent use.
type BatchMetrics interface {
	// BatchStored counts a batch of items paid writes stored with its
	// memberships, its transaction on its way.
	BatchStored(items int)
	// ItemOutcome counts a member job's outcome read from its batch:
	// ItemLanded, ItemFailed (its item reverted alone), BatchReverted
	// (the whole transaction reverted for a reason that ends its items)
	// or ItemWentAlone (landed alone after its batch failed as a whole).
	ItemOutcome(outcome string)
}

// The outcomes of BatchMetrics.ItemOutcome, a bounded label set.
const (
	ItemLanded    = "landed"
	ItemFailed    = "failed"
	BatchReverted = "batch_reverted"
	ItemWentAlone = "went_alone"
)

// NoopBatchMetrics records nothing.
type NoopBatchMetrics struct{}

var _ BatchMetrics = NoopBatchMetrics{}

// BatchStored does nothing.
func (NoopBatchMetrics) BatchStored(int) {}

// ItemOutcome does nothing.
func (NoopBatchMetrics) ItemOutcome(string) {}

// BatcherOption adds an optional part to a Batcher.
type BatcherOption func(*Batcher)

// WithBatchMetrics records the Batcher's batches and outcomes in m; nil
// keeps NoopBatchMetrics.
func WithBatchMetrics(m BatchMetrics) BatcherOption {
	return func(b *Batcher) {
		if m != nil {
			b.metrics = m
		}
	}
}
