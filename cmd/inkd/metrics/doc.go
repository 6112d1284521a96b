// Package metrics is inkd's Prometheus surface: one registry per process
// (never the global default one), the adapters that implement the metric
// interfaces other packages declare (txmgr.Metrics, api.WriteMetrics), the
// HTTP request middleware of the API, collectors read at scrape time (asynq
// queues, indexer lag), and the small operations server that serves
// /metrics, /healthz and /readyz on METRICS_LISTEN.
//
// Every metric name starts with inkd_; labels take bounded values only
// (route templates, status codes, error codes, signer addresses from the
// configuration).
//
//	m := metrics.New()
//	txm, _ := txmgr.New(cfg, backend, rdb, keys, log, txmgr.WithMetrics(m.TxMgr()))
//	deps.HTTPMetrics = m.HTTPMiddleware()
//	m.WatchQueues(asynq.NewInspectorFromRedisClient(rdb))
//	srv, _ := metrics.Listen("127.0.0.1:9090", m, readyChecker, log)
//	defer srv.Shutdown(ctx)
package metrics
