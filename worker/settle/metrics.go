package settle

// Metrics records what the settler sees that an operator must act on
// (cmd/inkd/metrics implements it). Implementations must be safe for
// concurrent use and must not block.
type Metrics interface {
	// RefundUnpaid counts a refund of a payment taken outside inkd that
	// the treasury could not pay: each one ended its job as an incident
	// the operator settles by hand (PaidWrites.refundUnpaid).
	RefundUnpaid()
}

// NoopMetrics records nothing.
type NoopMetrics struct{}

var _ Metrics = NoopMetrics{}

// RefundUnpaid does nothing.
func (NoopMetrics) RefundUnpaid() {}

// WithMetrics makes PaidWrites count on m the refunds it could not pay.
// Nil records nothing.
func WithMetrics(m Metrics) Option {
	return func(pw *PaidWrites) {
		if m != nil {
			pw.fees = m
		}
	}
}
