package metrics

import (
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/inkd/inkd/chain/txmgr"
)

// txMetrics implements txmgr.Metrics. Signer labels are addresses from the
// configuration (a bounded set); every method of the interface lives in
// this file.
type txMetrics struct {
	assigned     *prometheus.CounterVec
	broadcasts   *prometheus.CounterVec
	bumps        prometheus.Counter
	confirmation prometheus.Histogram
	attempts     prometheus.Histogram
	failed       prometheus.Counter
	rejected     prometheus.Counter
	reorged      prometheus.Counter
	rpcErrors    *prometheus.CounterVec
	inFlight     *prometheus.GaugeVec
	gapsFilled   *prometheus.CounterVec
	floorRaised  *prometheus.CounterVec
	gasUsed      *prometheus.CounterVec
	feesETH      *prometheus.CounterVec
	nonceLag     *prometheus.GaugeVec
	rebroadcasts *prometheus.CounterVec
	monitorErrs  *prometheus.CounterVec
}

var _ txmgr.Metrics = (*txMetrics)(nil)

func newTxMetrics(reg prometheus.Registerer) txMetrics {
	const sub = "txmgr"
	m := txMetrics{
		assigned: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: namespace, Subsystem: sub,
			Name: "assigned_total", Help: "Nonces given to new transaction intents, by signer."}, []string{"signer"}),
		broadcasts: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: namespace, Subsystem: sub,
			Name: "broadcasts_total", Help: "Signed transactions sent, by the class of the node's answer (accepted, already_known, nonce_too_low, ...)."}, []string{"result"}),
		bumps: prometheus.NewCounter(prometheus.CounterOpts{Namespace: namespace, Subsystem: sub,
			Name: "bumps_total", Help: "Replacement attempts signed with higher fees."}),
		confirmation: prometheus.NewHistogram(prometheus.HistogramOpts{Namespace: namespace, Subsystem: sub,
			Name: "confirmation_seconds", Help: "Time from nonce assignment to finality.",
			Buckets: []float64{1, 2, 4, 8, 15, 30, 60, 120, 300, 600, 1800}}),
		attempts: prometheus.NewHistogram(prometheus.HistogramOpts{Namespace: namespace, Subsystem: sub,
			Name: "attempts", Help: "Attempts signed per transaction that reached finality.",
			Buckets: []float64{1, 2, 3, 5, 8, 13}}),
		failed: prometheus.NewCounter(prometheus.CounterOpts{Namespace: namespace, Subsystem: sub,
			Name: "failed_total", Help: "Records failed because their nonce was used by another transaction."}),
		rejected: prometheus.NewCounter(prometheus.CounterOpts{Namespace: namespace, Subsystem: sub,
			Name: "rejected_total", Help: "Intents failed because a node refused their transaction for good (a filler took the nonce)."}),
		reorged: prometheus.NewCounter(prometheus.CounterOpts{Namespace: namespace, Subsystem: sub,
			Name: "reorged_total", Help: "Mined attempts that left the canonical chain."}),
		rpcErrors: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: namespace, Subsystem: sub,
			Name: "rpc_errors_total", Help: "Failed JSON-RPC calls of the transaction manager, by method and class (node_error, http_status, timeout, transport)."}, []string{"method", "class"}),
		inFlight: prometheus.NewGaugeVec(prometheus.GaugeOpts{Namespace: namespace, Subsystem: sub,
			Name: "in_flight", Help: "Unconfirmed transaction records per signer, as the monitor last saw them."}, []string{"signer"}),
		gapsFilled: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: namespace, Subsystem: sub,
			Name: "gaps_filled_total", Help: "Nonce holes below pending records (a lost Redis record) filled with a 0-value self-transfer, by signer."}, []string{"signer"}),
		floorRaised: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: namespace, Subsystem: sub,
			Name: "nonce_floor_raised_total", Help: "Times a signer's nonce counter was raised to the chain's mined nonce: the key was used outside inkd, or the counter went back."}, []string{"signer"}),
		gasUsed: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: namespace, Subsystem: sub,
			Name: "gas_used_total", Help: "Gas used by the signer's transactions that became final (paid writes, payouts and nonce fillers)."}, []string{"signer"}),
		feesETH: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: namespace, Subsystem: sub,
			Name: "fees_eth_total", Help: "ETH the signer paid for its transactions that became final: gas used times effective gas price."}, []string{"signer"}),
		nonceLag: prometheus.NewGaugeVec(prometheus.GaugeOpts{Namespace: namespace, Subsystem: sub,
			Name: "nonce_lag", Help: "A signer's next nonce less its nonce mined at the chain's head, as the monitor last saw them: transactions signed and not yet mined."}, []string{"signer"}),
		rebroadcasts: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: namespace, Subsystem: sub,
			Name: "rebroadcasts_total", Help: "Unchanged transactions sent again (no receipt yet after the resubmit interval), by signer; also counted in broadcasts_total."}, []string{"signer"}),
		monitorErrs: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: namespace, Subsystem: sub,
			Name: "monitor_errors_total", Help: "Monitor scans of a signer's records that failed (RPC or Redis trouble, a reorg-moved write the worker cannot correct yet), by signer."}, []string{"signer"}),
	}
	reg.MustRegister(m.assigned, m.broadcasts, m.bumps, m.confirmation, m.attempts,
		m.failed, m.rejected, m.reorged, m.rpcErrors, m.inFlight, m.gapsFilled, m.floorRaised,
		m.gasUsed, m.feesETH, m.nonceLag, m.rebroadcasts, m.monitorErrs)
	return m
}

// TxMgr returns the transaction manager's metrics; Noop for a nil m.
func (m *Metrics) TxMgr() txmgr.Metrics {
	if m == nil {
		return txmgr.Noop{}
	}
	return &m.tx
}

// TxAssigned counts a nonce given to a new intent.
func (t *txMetrics) TxAssigned(from common.Address) { t.assigned.WithLabelValues(from.Hex()).Inc() }

// TxBroadcast counts a broadcast by the class of the node's answer.
func (t *txMetrics) TxBroadcast(result string) { t.broadcasts.WithLabelValues(result).Inc() }

// TxBumped counts a replacement attempt.
func (t *txMetrics) TxBumped() { t.bumps.Inc() }

// TxFinal observes the time to finality and the attempts signed.
func (t *txMetrics) TxFinal(latency time.Duration, attempts int) {
	t.confirmation.Observe(latency.Seconds())
	t.attempts.Observe(float64(attempts))
}

// TxFailed counts a record whose nonce was used elsewhere.
func (t *txMetrics) TxFailed() { t.failed.Inc() }

// TxRejected counts an intent a node refused for good.
func (t *txMetrics) TxRejected() { t.rejected.Inc() }

// TxReorged counts a mined attempt that left the canonical chain.
func (t *txMetrics) TxReorged() { t.reorged.Inc() }

// RPCError counts a failed RPC call by method and class.
func (t *txMetrics) RPCError(method, class string) {
	t.rpcErrors.WithLabelValues(method, class).Inc()
}

// InFlight sets a signer's unconfirmed records.
func (t *txMetrics) InFlight(from common.Address, n int) {
	t.inFlight.WithLabelValues(from.Hex()).Set(float64(n))
}

// GapFilled counts a nonce hole filled with a filler.
func (t *txMetrics) GapFilled(from common.Address) { t.gapsFilled.WithLabelValues(from.Hex()).Inc() }

// NonceFloorRaised counts a signer's nonce counter raised to the chain's.
func (t *txMetrics) NonceFloorRaised(from common.Address) {
	t.floorRaised.WithLabelValues(from.Hex()).Inc()
}

// GasSpent adds a final transaction's gas and fee to its signer's totals.
func (t *txMetrics) GasSpent(from common.Address, gas uint64, feeWei *big.Int) {
	t.gasUsed.WithLabelValues(from.Hex()).Add(float64(gas))
	eth, _ := new(big.Float).Quo(new(big.Float).SetInt(feeWei), weiPerETH).Float64()
	t.feesETH.WithLabelValues(from.Hex()).Add(eth)
}

// NonceLag sets a signer's nonces signed and not yet mined.
func (t *txMetrics) NonceLag(from common.Address, lag uint64) {
	t.nonceLag.WithLabelValues(from.Hex()).Set(float64(lag))
}

// TxRebroadcast counts an unchanged transaction sent again.
func (t *txMetrics) TxRebroadcast(from common.Address) {
	t.rebroadcasts.WithLabelValues(from.Hex()).Inc()
}

// MonitorError counts a failed monitor scan of a signer's records.
func (t *txMetrics) MonitorError(from common.Address) {
	t.monitorErrs.WithLabelValues(from.Hex()).Inc()
}
