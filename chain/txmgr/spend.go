package txmgr

import (
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// SpendMetrics is implemented by a Metrics that also adds up what the
// keys' transactions cost. Like KeyMetrics it is separate so that existing
// Metrics implementations keep compiling.
type SpendMetrics interface {
	// GasSpent adds a transaction of from that became final (an intent's
	// or a filler's) to from's totals: its gas used and its fee in wei
	// (gas used × effective gas price). Each record reports once.
	GasSpent(from common.Address, gas uint64, feeWei *big.Int)
}

// reportSpend reports rc, the final receipt of a record of from, to the
// Metrics when it implements SpendMetrics.
func (m *Manager) reportSpend(from common.Address, rc *types.Receipt) {
	sm, ok := m.metrics.(SpendMetrics)
	if !ok || rc == nil {
		return
	}
	fee := new(big.Int).SetUint64(rc.GasUsed)
	if rc.EffectiveGasPrice != nil {
		fee.Mul(fee, rc.EffectiveGasPrice)
	} else {
		fee.SetInt64(0)
	}
	sm.GasSpent(from, rc.GasUsed, fee)
}
