package metrics

import (
	"math/big"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/inkd/inkd/worker/claims"
)

// claimMetrics implements claims.Metrics: the claim loop of writes paid by
// voucher.
type claimMetrics struct {
	scans    prometheus.Counter
	skipped  prometheus.Gauge
	skips    prometheus.Counter
	calls    *prometheus.CounterVec
	channels prometheus.Counter
	usdc     prometheus.Counter
	restored prometheus.Counter
}

var _ claims.Metrics = (*claimMetrics)(nil)

func newClaimMetrics(reg prometheus.Registerer) claimMetrics {
	const sub = "worker"
	m := claimMetrics{
		scans: prometheus.NewCounter(prometheus.CounterOpts{Namespace: namespace, Subsystem: sub,
			Name: "claim_scans_total", Help: "Scans of the channel book by the claim loop (paying by voucher on)."}),
		skipped: prometheus.NewGauge(prometheus.GaugeOpts{Namespace: namespace, Subsystem: sub,
			Name: "claim_skipped_channels", Help: "Channels with landed fees the last scan could not claim in full (no voucher covers them, or the balance is below them): money lost unless acted on."}),
		skips: prometheus.NewCounter(prometheus.CounterOpts{Namespace: namespace, Subsystem: sub,
			Name: "claim_skips_total", Help: "Channels skipped by the claim loop, counted per scan."}),
		calls: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: namespace, Subsystem: sub,
			Name: "claims_total", Help: "Claim calls sent to InkdChannelWrites, by outcome: landed, reverted or error (not sent or no receipt)."},
			[]string{"outcome"}),
		channels: prometheus.NewCounter(prometheus.CounterOpts{Namespace: namespace, Subsystem: sub,
			Name: "claimed_channels_total", Help: "Channels claimed by the claim calls that landed."}),
		usdc: prometheus.NewCounter(prometheus.CounterOpts{Namespace: namespace, Subsystem: sub,
			Name: "claimed_usdc_total", Help: "USDC the landed claim calls added to what is claimed of the channels, in base units (1 USDC = 1,000,000)."}),
	}
	m.restored = prometheus.NewCounter(prometheus.CounterOpts{Namespace: namespace, Subsystem: sub,
		Name: "claim_channels_restored_total", Help: "Channels with landed writes the channel book did not know (Redis lost them), put back from the chain by the claim loop."})
	reg.MustRegister(m.scans, m.skipped, m.skips, m.calls, m.channels, m.usdc, m.restored)
	return m
}

// Claims returns the worker's claim loop metrics; nil for a nil m (the
// loop then records nothing).
func (m *Metrics) Claims() claims.Metrics {
	if m == nil {
		return nil
	}
	return &m.claim
}

// Scanned counts a scan and sets the channels it skipped.
func (c *claimMetrics) Scanned(skipped int) {
	c.scans.Inc()
	c.skipped.Set(float64(skipped))
	c.skips.Add(float64(skipped))
}

// Restored counts a channel put back in the book from the chain.
func (c *claimMetrics) Restored() { c.restored.Inc() }

// ClaimSent counts a claim call by outcome and, landed, what it claimed.
func (c *claimMetrics) ClaimSent(outcome string, channels int, amount *big.Int) {
	c.calls.WithLabelValues(outcome).Inc()
	c.channels.Add(float64(channels))
	if amount != nil {
		v, _ := new(big.Float).SetInt(amount).Float64()
		c.usdc.Add(v)
	}
}
