package txmgr

import (
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// reportSpend reports rc, the final receipt of a record of from, to the
// Metrics.
func (m *Manager) reportSpend(from common.Address, rc *types.Receipt) {
	if rc == nil {
		return
	}
	fee := new(big.Int).SetUint64(rc.GasUsed)
	if rc.EffectiveGasPrice != nil {
		fee.Mul(fee, rc.EffectiveGasPrice)
	} else {
		fee.SetInt64(0)
	}
	m.metrics.GasSpent(from, rc.GasUsed, fee)
}
