package metrics

import (
	"net/http"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// namespace prefixes every metric name.
const namespace = "inkd"

// Metrics holds a process's registry and every inkd metric on it. The
// methods that hand out adapters accept a nil *Metrics and then return
// what records nothing, so wiring code needs no branches. Safe for
// concurrent use.
type Metrics struct {
	reg    *prometheus.Registry
	http   httpMetrics
	tx     txMetrics
	write  writeMetrics
	batch  batchMetrics
	upload uploadMetrics
	fee    feeMetrics
	claim  claimMetrics
}

// New builds the registry with the Go runtime and process collectors and
// every inkd metric.
func New() *Metrics {
	reg := prometheus.NewRegistry()
	reg.MustRegister(
		collectors.NewGoCollector(),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
	)
	m := &Metrics{reg: reg}
	m.http = newHTTPMetrics(reg)
	m.tx = newTxMetrics(reg)
	m.write = newWriteMetrics(reg)
	m.batch = newBatchMetrics(reg)
	m.upload = newUploadMetrics(reg)
	m.fee = newFeeMetrics(reg)
	m.claim = newClaimMetrics(reg)
	return m
}

// Registry is the registry the metrics are on, for components that add
// collectors of their own (asynq's queue collector, for one).
func (m *Metrics) Registry() *prometheus.Registry { return m.reg }

// Handler serves the registry in the Prometheus exposition formats.
func (m *Metrics) Handler() http.Handler {
	return promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{})
}
