package metrics

import (
	"math/big"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/inkd/inkd/worker"
)

// feeMetrics counts the paid writes that landed and the fees they took.
type feeMetrics struct {
	landed       *prometheus.CounterVec
	fees         *prometheus.CounterVec
	refundUnpaid prometheus.Counter
	corrected    *prometheus.CounterVec
}

var _ worker.FeeMetrics = (*feeMetrics)(nil)

func newFeeMetrics(reg prometheus.Registerer) feeMetrics {
	const sub = "worker"
	kind := []string{"kind"}
	m := feeMetrics{
		landed: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: namespace, Subsystem: sub,
			Name: "paid_writes_landed_total", Help: "Paid writes whose transaction landed and took the payment, by kind (create, push, batch_push); counted once per job, by the delivery that published its outcome first."},
			kind),
		fees: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: namespace, Subsystem: sub,
			Name: "fees_usdc_base_units_total", Help: "USDC taken by the paid writes that landed, in base units (1 USDC = 1,000,000), by kind; storage cost and service fee together."},
			kind),
		refundUnpaid: prometheus.NewCounter(prometheus.CounterOpts{Namespace: namespace, Subsystem: sub,
			Name: "refunds_unpaid_total", Help: "Refunds of payments taken outside inkd (a front-run authorization) that the treasury could not pay; each ended its job as an incident the operator settles by hand."}),
		corrected: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: namespace, Subsystem: sub,
			Name: "writes_corrected_total", Help: "Paid writes answered 201 that a reorg deeper than the confirmations changed, by outcome: moved (landed in another block, maybe as another project id or version index; the job corrected) or reopened (reverted in its new block or lost its nonce; nothing charged, the job decided again)."},
			[]string{"outcome"}),
	}
	reg.MustRegister(m.landed, m.fees, m.refundUnpaid, m.corrected)
	return m
}

// Fees returns the worker's fee metrics; nil for a nil m (the worker then
// records nothing).
func (m *Metrics) Fees() worker.FeeMetrics {
	if m == nil {
		return nil
	}
	return &m.fee
}

// PaidWriteLanded counts a landed write and adds its fee.
func (f *feeMetrics) PaidWriteLanded(kind string, fee *big.Int) {
	f.landed.WithLabelValues(kind).Inc()
	v, _ := new(big.Float).SetInt(fee).Float64()
	f.fees.WithLabelValues(kind).Add(v)
}

// RefundUnpaid counts a refund the treasury could not pay.
func (f *feeMetrics) RefundUnpaid() { f.refundUnpaid.Inc() }

// WriteCorrected counts a write a deep reorg changed, by outcome.
func (f *feeMetrics) WriteCorrected(outcome string) { f.corrected.WithLabelValues(outcome).Inc() }
