package metrics

import (
	"context"
	"time"

	"github.com/prometheus/client_golang/prometheus"
)

// IndexerLag reports how many blocks the indexer trails the chain's head;
// ok is false before the indexer's first checkpoint.
type IndexerLag func(ctx context.Context) (lag uint64, ok bool, err error)

// indexerReadTimeout bounds one reading of the lag, or of the balances, at
// scrape time.
const indexerReadTimeout = 3 * time.Second

// indexerCollector reads the indexer's lag at each scrape.
type indexerCollector struct {
	lag  IndexerLag
	desc *prometheus.Desc
}

// WatchIndexer adds inkd_indexer_lag_blocks, read through lag at each
// scrape; the series is absent while the lag cannot be read (chain or
// Redis down, no checkpoint yet). The first call per Metrics wins; a nil m
// does nothing.
func (m *Metrics) WatchIndexer(lag IndexerLag) {
	if m == nil {
		return
	}
	_ = m.reg.Register(&indexerCollector{lag: lag, desc: prometheus.NewDesc(
		prometheus.BuildFQName(namespace, "indexer", "lag_blocks"),
		"Blocks between the chain's head and the last block the indexer processed.", nil, nil)})
}

// Describe implements prometheus.Collector.
func (c *indexerCollector) Describe(ch chan<- *prometheus.Desc) { ch <- c.desc }

// Collect implements prometheus.Collector.
func (c *indexerCollector) Collect(ch chan<- prometheus.Metric) {
	ctx, cancel := context.WithTimeout(context.Background(), indexerReadTimeout)
	defer cancel()
	lag, ok, err := c.lag(ctx)
	if err != nil || !ok {
		return
	}
	ch <- prometheus.MustNewConstMetric(c.desc, prometheus.GaugeValue, float64(lag))
}
