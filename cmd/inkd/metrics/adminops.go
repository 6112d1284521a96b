package metrics

import (
	"context"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/inkd/inkd/api"
	"github.com/inkd/inkd/chain/readmodel"
)

// AdminOperationsReader lists the admin operations the indexer saw
// scheduled and not yet executed or cancelled (*readmodel.Model).
type AdminOperationsReader interface {
	PendingAdminOperations(ctx context.Context) ([]readmodel.AdminOperation, error)
}

// adminOpsCollector reads the pending admin operations at each scrape.
type adminOpsCollector struct {
	r       AdminOperationsReader
	now     func() time.Time
	pending *prometheus.Desc
	next    *prometheus.Desc
}

// WatchAdminOperations adds inkd_admin_operations_pending (scheduled
// timelocked admin operations that can still be executed) and
// inkd_admin_operation_next_ready_seconds (seconds until the soonest of
// them may run; zero or less: it may run now), read through r at each
// scrape. Both are absent while r cannot be read; the second also while
// nothing is pending. A nil m does nothing.
func (m *Metrics) WatchAdminOperations(r AdminOperationsReader) {
	if m == nil {
		return
	}
	_ = m.reg.Register(&adminOpsCollector{r: r, now: time.Now,
		pending: prometheus.NewDesc(prometheus.BuildFQName(namespace, "admin", "operations_pending"),
			"Timelocked admin operations scheduled on the access manager and not executed, cancelled or expired.", nil, nil),
		next: prometheus.NewDesc(prometheus.BuildFQName(namespace, "admin", "operation_next_ready_seconds"),
			"Seconds until the soonest pending admin operation may be executed; zero or less: it may be now.", nil, nil)})
}

// Describe implements prometheus.Collector.
func (c *adminOpsCollector) Describe(ch chan<- *prometheus.Desc) {
	ch <- c.pending
	ch <- c.next
}

// Collect implements prometheus.Collector.
func (c *adminOpsCollector) Collect(ch chan<- prometheus.Metric) {
	ctx, cancel := context.WithTimeout(context.Background(), indexerReadTimeout)
	defer cancel()
	ops, err := c.r.PendingAdminOperations(ctx)
	if err != nil {
		return
	}
	n, soonest, ok := pendingAdminOps(ops, c.now())
	ch <- prometheus.MustNewConstMetric(c.pending, prometheus.GaugeValue, float64(n))
	if ok {
		ch <- prometheus.MustNewConstMetric(c.next, prometheus.GaugeValue, soonest.Seconds())
	}
}

// pendingAdminOps counts the operations still executable at now (not
// past their expiry) and the time until the soonest may run.
func pendingAdminOps(ops []readmodel.AdminOperation, now time.Time) (n int, soonest time.Duration, ok bool) {
	for _, op := range ops {
		at := time.Unix(int64(op.Schedule), 0)
		if now.After(at.Add(api.AdminOperationExpiry)) {
			continue
		}
		n++
		if d := at.Sub(now); !ok || d < soonest {
			soonest, ok = d, true
		}
	}
	return n, soonest, ok
}
