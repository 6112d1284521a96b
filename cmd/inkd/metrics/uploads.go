package metrics

import (
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/inkd/inkd/api"
)

// uploadMetrics counts POST /v1/upload, the upload quotas' refusals and
// the unpaid write limit's.
type uploadMetrics struct {
	duration *prometheus.HistogramVec
	bytes    *prometheus.CounterVec
	refused  *prometheus.CounterVec
	stored   prometheus.Counter
	quotas   *prometheus.GaugeVec
	unpaid   prometheus.Counter
}

var (
	_ api.UploadMetrics = (*uploadMetrics)(nil)
	_ api.UnpaidMetrics = (*uploadMetrics)(nil)
)

func newUploadMetrics(reg prometheus.Registerer) uploadMetrics {
	const sub = "api"
	m := uploadMetrics{
		duration: prometheus.NewHistogramVec(prometheus.HistogramOpts{Namespace: namespace, Subsystem: sub,
			Name: "upload_duration_seconds", Help: "Time to answer POST /v1/upload (receiving, signing, staging and waiting for the storage job), by outcome: 200, 202 or the error code answered.",
			Buckets: []float64{.05, .1, .25, .5, 1, 2.5, 5, 10, 30, 60, 120}},
			[]string{"outcome"}),
		bytes: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: namespace, Subsystem: sub,
			Name: "upload_bytes_total", Help: "Bytes of the files received by POST /v1/upload (once the form was read), by outcome."},
			[]string{"outcome"}),
		refused: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: namespace, Subsystem: sub,
			Name: "upload_refusals_total", Help: "Uploads refused by a quota: client_hour (bytes per client per hour, 429), day (bytes per UTC day for all clients, 429) or staging_full (items waiting for a worker, 503)."},
			[]string{"quota"}),
		stored: prometheus.NewCounter(prometheus.CounterOpts{Namespace: namespace, Subsystem: sub,
			Name: "upload_stored_bytes_total", Help: "Bytes of uploaded content the operator pays to store: charged to the upload quotas and staged for the storage network (content already stored is not counted again)."}),
		quotas: prometheus.NewGaugeVec(prometheus.GaugeOpts{Namespace: namespace, Subsystem: sub,
			Name: "upload_quota_bytes", Help: "The configured upload quotas in bytes: client_hour (INKD_UPLOAD_BYTES_PER_CLIENT_HOUR) and day (INKD_UPLOAD_BYTES_PER_DAY); negative: no quota."},
			[]string{"quota"}),
		unpaid: prometheus.NewCounter(prometheus.CounterOpts{Namespace: namespace, Subsystem: sub,
			Name: "unpaid_write_refusals_total", Help: "Write requests without a valid payment refused 429 by the unpaid write limit per client."}),
	}
	reg.MustRegister(m.duration, m.bytes, m.refused, m.stored, m.quotas, m.unpaid)
	return m
}

// Uploads returns the API's upload metrics; nil for a nil m (the API then
// records nothing).
func (m *Metrics) Uploads() api.UploadMetrics {
	if m == nil {
		return nil
	}
	return &m.upload
}

// UnpaidWrites returns the API's unpaid write limit metrics; nil for a nil
// m.
func (m *Metrics) UnpaidWrites() api.UnpaidMetrics {
	if m == nil {
		return nil
	}
	return &m.upload
}

// Upload observes one upload request.
func (u *uploadMetrics) Upload(outcome string, bytes int64, took time.Duration) {
	u.duration.WithLabelValues(outcome).Observe(took.Seconds())
	u.bytes.WithLabelValues(outcome).Add(float64(bytes))
}

// UploadRefused counts a quota's refusal.
func (u *uploadMetrics) UploadRefused(quota string) { u.refused.WithLabelValues(quota).Inc() }

// UploadStored counts bytes the operator pays to store.
func (u *uploadMetrics) UploadStored(bytes int64) { u.stored.Add(float64(bytes)) }

// UploadQuotas sets the configured quotas.
func (u *uploadMetrics) UploadQuotas(perClientHour, perDay int64) {
	u.quotas.WithLabelValues(api.QuotaClientHour).Set(float64(perClientHour))
	u.quotas.WithLabelValues(api.QuotaDay).Set(float64(perDay))
}

// UnpaidWriteRefused counts a refusal of the unpaid write limit.
func (u *uploadMetrics) UnpaidWriteRefused() { u.unpaid.Inc() }
