package metrics

import (
	"context"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/prometheus/client_golang/prometheus"
)

// BalanceReader reads an account's ETH balance (ethereum.ChainStateReader's
// method; chain.Backend has it).
type BalanceReader interface {
	BalanceAt(ctx context.Context, account common.Address, blockNumber *big.Int) (*big.Int, error)
}

// weiPerETH converts balances to ETH.
var weiPerETH = new(big.Float).SetInt(new(big.Int).Exp(big.NewInt(10), big.NewInt(18), nil))

// balanceCollector reads the settlers' balances at each scrape.
type balanceCollector struct {
	r       BalanceReader
	signers []common.Address
	desc    *prometheus.Desc
}

// WatchBalances adds inkd_signer_balance_eth{signer}, each configured
// signer's ETH balance at the latest block, read through r at each scrape
// (indexerReadTimeout for all of them); a signer whose balance cannot be
// read has no sample. The first call per Metrics wins; a nil m does
// nothing.
func (m *Metrics) WatchBalances(r BalanceReader, signers []common.Address) {
	if m == nil {
		return
	}
	_ = m.reg.Register(&balanceCollector{r: r, signers: signers, desc: prometheus.NewDesc(
		prometheus.BuildFQName(namespace, "signer", "balance_eth"),
		"A settler key's ETH balance at the latest block, read at scrape time.", []string{"signer"}, nil)})
}

// Describe implements prometheus.Collector.
func (c *balanceCollector) Describe(ch chan<- *prometheus.Desc) { ch <- c.desc }

// Collect implements prometheus.Collector.
func (c *balanceCollector) Collect(ch chan<- prometheus.Metric) {
	ctx, cancel := context.WithTimeout(context.Background(), indexerReadTimeout)
	defer cancel()
	for _, a := range c.signers {
		wei, err := c.r.BalanceAt(ctx, a, nil)
		if err != nil {
			continue
		}
		eth, _ := new(big.Float).Quo(new(big.Float).SetInt(wei), weiPerETH).Float64()
		ch <- prometheus.MustNewConstMetric(c.desc, prometheus.GaugeValue, eth, a.Hex())
	}
}
