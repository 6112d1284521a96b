package metrics

import (
	"github.com/prometheus/client_golang/prometheus"

	"github.com/inkd/inkd/worker/batcher"
)

// batchMetrics implements batcher.Metrics.
type batchMetrics struct {
	items    prometheus.Histogram
	outcomes *prometheus.CounterVec
}

var _ batcher.Metrics = (*batchMetrics)(nil)

func newBatchMetrics(reg prometheus.Registerer) batchMetrics {
	const sub = "worker"
	m := batchMetrics{
		items: prometheus.NewHistogram(prometheus.HistogramOpts{Namespace: namespace, Subsystem: sub,
			Name: "batch_items", Help: "Paid writes of several payers folded into one transaction, per batch stored.",
			Buckets: []float64{1, 2, 4, 8, 16, 32, 64, 128, 256}}),
		outcomes: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: namespace, Subsystem: sub,
			Name: "batch_item_outcomes_total", Help: "Outcomes read by the jobs of batches: landed, failed (the item reverted alone, nothing charged), batch_reverted (the whole transaction, paused or settler unauthorised) or went_alone (landed alone after its batch failed as a whole)."},
			[]string{"outcome"}),
	}
	reg.MustRegister(m.items, m.outcomes)
	return m
}

// Batches returns the worker's batch metrics; nil for a nil m (the
// Batcher then records nothing).
func (m *Metrics) Batches() batcher.Metrics {
	if m == nil {
		return nil
	}
	return &m.batch
}

// BatchStored observes the size of a stored batch.
func (b *batchMetrics) BatchStored(items int) { b.items.Observe(float64(items)) }

// ItemOutcome counts one member job's outcome.
func (b *batchMetrics) ItemOutcome(outcome string) { b.outcomes.WithLabelValues(outcome).Inc() }
