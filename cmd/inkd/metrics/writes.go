package metrics

import (
	"github.com/prometheus/client_golang/prometheus"

	"github.com/inkd/inkd/api"
)

// writeMetrics counts the outcomes of the API's paid write routes.
type writeMetrics struct {
	outcomes *prometheus.CounterVec
	clients  prometheus.Counter
}

var _ api.WriteMetrics = (*writeMetrics)(nil)

func newWriteMetrics(reg prometheus.Registerer) writeMetrics {
	m := writeMetrics{
		outcomes: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: namespace, Subsystem: "api",
			Name: "paid_writes_total", Help: "Requests to the paid write routes by route template and outcome: 201, 202 or the error code answered (payment_required, name_taken, tx_failed, rpc_error, ...)."},
			[]string{"route", "outcome"}),
		clients: prometheus.NewCounter(prometheus.CounterOpts{Namespace: namespace, Subsystem: "api",
			Name: "paid_write_client_refusals_total", Help: "Paid write requests refused 429 because the payers of their client address caused too many on-chain failures in the last hour (INKD_PAYER_FAILURES_PER_CLIENT)."}),
	}
	reg.MustRegister(m.outcomes, m.clients)
	return m
}

// PaidWrites returns the API's paid write metrics; nil for a nil m (the
// API then records nothing).
func (m *Metrics) PaidWrites() api.WriteMetrics {
	if m == nil {
		return nil
	}
	return &m.write
}

// PaidWrite counts one outcome of a paid write route.
func (w *writeMetrics) PaidWrite(route, outcome string) {
	w.outcomes.WithLabelValues(route, outcome).Inc()
}

// ClientRefused counts a paid write refused for its client's payers.
func (w *writeMetrics) ClientRefused() { w.clients.Inc() }
