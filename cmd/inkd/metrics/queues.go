package metrics

import (
	"fmt"
	"time"

	"github.com/hibiken/asynq"
	"github.com/prometheus/client_golang/prometheus"
)

// QueueReader is what the queue collector needs of asynq's Inspector.
type QueueReader interface {
	Queues() ([]string, error)
	GetQueueInfo(queue string) (*asynq.QueueInfo, error)
}

var _ QueueReader = (*asynq.Inspector)(nil)

// queueReadTimeout bounds one reading of the queues, so a scrape with
// Redis gone answers in time (with inkd_queue_up 0) instead of hanging.
const queueReadTimeout = 3 * time.Second

// queueCollector reads asynq's queues at each scrape. Queue names are the
// configured ones, a bounded set.
type queueCollector struct {
	r                          QueueReader
	up, tasks, latency, paused *prometheus.Desc
	processed, failed          *prometheus.Desc
}

func newQueueCollector(r QueueReader) *queueCollector {
	name := func(n string) string { return prometheus.BuildFQName(namespace, "queue", n) }
	q := []string{"queue"}
	return &queueCollector{
		r:         r,
		up:        prometheus.NewDesc(name("up"), "1 when the last scrape read the queues from Redis, 0 when it could not.", nil, nil),
		tasks:     prometheus.NewDesc(name("tasks"), "Tasks in a queue by state (pending, active, scheduled, retry, archived, completed, aggregating).", []string{"queue", "state"}, nil),
		latency:   prometheus.NewDesc(name("latency_seconds"), "Age of the oldest pending task of a queue.", q, nil),
		paused:    prometheus.NewDesc(name("paused"), "1 when a queue is paused.", q, nil),
		processed: prometheus.NewDesc(name("processed_total"), "Tasks a queue has processed (succeeded or failed), as asynq counts them in Redis.", q, nil),
		failed:    prometheus.NewDesc(name("failed_total"), "Task runs of a queue that failed, as asynq counts them in Redis.", q, nil),
	}
}

// WatchQueues adds the asynq queue metrics, read through r at each scrape.
// The first call per Metrics wins; later ones (a worker built again in the
// same process) do nothing, as does a nil m.
func (m *Metrics) WatchQueues(r QueueReader) {
	if m == nil {
		return
	}
	_ = m.reg.Register(newQueueCollector(r)) // only AlreadyRegisteredError can come back
}

// Describe implements prometheus.Collector.
func (c *queueCollector) Describe(ch chan<- *prometheus.Desc) {
	for _, d := range []*prometheus.Desc{c.up, c.tasks, c.latency, c.paused, c.processed, c.failed} {
		ch <- d
	}
}

// Collect implements prometheus.Collector.
func (c *queueCollector) Collect(ch chan<- prometheus.Metric) {
	infos, err := c.read()
	if err != nil {
		ch <- prometheus.MustNewConstMetric(c.up, prometheus.GaugeValue, 0)
		return
	}
	ch <- prometheus.MustNewConstMetric(c.up, prometheus.GaugeValue, 1)
	for _, qi := range infos {
		for state, n := range map[string]int{"pending": qi.Pending, "active": qi.Active, "scheduled": qi.Scheduled,
			"retry": qi.Retry, "archived": qi.Archived, "completed": qi.Completed, "aggregating": qi.Aggregating} {
			ch <- prometheus.MustNewConstMetric(c.tasks, prometheus.GaugeValue, float64(n), qi.Queue, state)
		}
		ch <- prometheus.MustNewConstMetric(c.latency, prometheus.GaugeValue, qi.Latency.Seconds(), qi.Queue)
		paused := 0.0
		if qi.Paused {
			paused = 1
		}
		ch <- prometheus.MustNewConstMetric(c.paused, prometheus.GaugeValue, paused, qi.Queue)
		ch <- prometheus.MustNewConstMetric(c.processed, prometheus.CounterValue, float64(qi.ProcessedTotal), qi.Queue)
		ch <- prometheus.MustNewConstMetric(c.failed, prometheus.CounterValue, float64(qi.FailedTotal), qi.Queue)
	}
}

// read reads every queue's info within queueReadTimeout. The Inspector
// takes no context: a reading that outlives the bound finishes in the
// background and is dropped.
func (c *queueCollector) read() ([]*asynq.QueueInfo, error) {
	type result struct {
		infos []*asynq.QueueInfo
		err   error
	}
	done := make(chan result, 1)
	go func() {
		names, err := c.r.Queues()
		if err != nil {
			done <- result{err: err}
			return
		}
		var infos []*asynq.QueueInfo
		for _, q := range names {
			qi, err := c.r.GetQueueInfo(q)
			if err != nil {
				done <- result{err: err}
				return
			}
			infos = append(infos, qi)
		}
		done <- result{infos: infos}
	}()
	select {
	case r := <-done:
		return r.infos, r.err
	case <-time.After(queueReadTimeout):
		return nil, fmt.Errorf("read queues: no answer within %v", queueReadTimeout)
	}
}
