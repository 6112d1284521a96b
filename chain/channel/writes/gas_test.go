package writes_test

import (
	"context"
	"fmt"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/channel/writes"
)

// gasRun is one measured writeByVouchers call.
type gasRun struct {
	writes   int
	gas      uint64
	calldata int
	// calldataGas is the calldata's part of the transaction's intrinsic
	// gas: 4 a zero byte, 16 another.
	calldataGas uint64
	// estimated: the call is larger than a node's pool takes
	// (poolMaxTxSize); gas is its eth_estimateGas, nothing was sent.
	estimated bool
}

func (r gasRun) String() string {
	s := fmt.Sprintf("%d writes, %d gas, %d gas a write, %d bytes of calldata (%d a write, %d gas a write)",
		r.writes, r.gas, r.gas/uint64(r.writes), r.calldata, r.calldata/r.writes, r.calldataGas/uint64(r.writes))
	if r.estimated {
		s += "; too large for a node's pool (128 KiB): gas estimated, not sent"
	}
	return s
}

// poolMaxTxSize is the largest transaction geth's pool accepts (128 KiB),
// less the signature and fields around the calldata.
const poolMaxTxSize = 131_072 - 512

// send runs items as one call, checks every write landed and returns what
// it cost. A call too large to send is only estimated.
func (e *chainEnv) send(t *testing.T, items []writes.Item) gasRun {
	t.Helper()
	groups := must[[]writes.Group](t)(writes.Fold(items))
	data := must[[]byte](t)(writes.Calldata(groups))
	if len(data) > poolMaxTxSize {
		to := e.Deployment.ChannelWrites
		gas, err := e.Client.EstimateGas(context.Background(), ethereum.CallMsg{From: e.Address(1), To: &to, Data: data})
		if err != nil {
			t.Fatalf("estimate: %v", err)
		}
		return gasRun{writes: len(items), gas: gas, calldata: len(data), calldataGas: calldataGas(data), estimated: true}
	}
	rcpt := e.write(t, groups)
	keys := make([]writes.Key, len(items))
	for i, it := range items {
		keys[i] = writes.Key{Channel: e.domain.ChannelID(it.Config), Key: it.Write.Key}
	}
	outs, err := writes.Outcomes(rcpt, e.Deployment.Addresses, keys, chain.NewRevertDecoder())
	if err != nil {
		t.Fatal(err)
	}
	for i, o := range outs {
		if !o.Landed {
			t.Fatalf("write %d failed: %s", i, o.Reason)
		}
	}
	return gasRun{writes: len(items), gas: rcpt.GasUsed, calldata: len(data), calldataGas: calldataGas(data)}
}

func calldataGas(data []byte) uint64 {
	var g uint64
	for _, b := range data {
		if b == 0 {
			g += 4
		} else {
			g += 16
		}
	}
	return g
}

// The gas of writes paid by voucher in one transaction (receipt gas, the
// transaction's 21,000 and its calldata included, over the writes) for 1,
// 16, 32 and 64 channels in steady use (each made its deposit and created its project
// in earlier calls), with one push and with four pushes per channel. The
// figures are logged for docs/batch-settlement.md; the test fails only if
// a write does not land or a channel's writes stop sharing its per-call
// costs (four pushes a channel cost less a write than one).
func TestGasPerWrite(t *testing.T) {
	for _, n := range []int{1, 16, 32, 64} {
		t.Run(fmt.Sprintf("%d channels", n), func(t *testing.T) {
			e := newChainEnv(t)
			chans := make([]*payerChannel, n)
			projects := make([]*big.Int, n)
			for c := range chans {
				chans[c] = e.channelOf(2+c%8, int64(c+1))
			}
			// the channels open: a deposit and a creation each, 16 a call
			for lo := 0; lo < n; lo += 16 {
				first := e.nextProjectID(t)
				var items []writes.Item
				for c := lo; c < min(lo+16, n); c++ {
					ch := chans[c]
					w := must[writes.Write](t)(writes.Create(ch.next(), fee, big.NewInt(0), project(fmt.Sprintf("gas-%d", c))))
					items = append(items, ch.item(t, w, ch.deposit(t, fees(1000))))
					projects[c] = new(big.Int).Add(first, big.NewInt(int64(c-lo)))
				}
				t.Logf("%d channels: deposit and create: %s", n, e.send(t, items))
			}
			pushes := func(per int) gasRun {
				var items []writes.Item
				for c, ch := range chans {
					for range per {
						key := ch.next()
						w := must[writes.Write](t)(writes.Push(key, fee, big.NewInt(0), projects[c],
							chain.NameHash(fmt.Sprintf("gas-%d", c)), version("v"+key.String())))
						items = append(items, ch.item(t, w, nil))
					}
				}
				return e.send(t, items)
			}
			one := pushes(1)
			t.Logf("%d channels × 1 push: %s", n, one)
			four := pushes(4)
			t.Logf("%d channels × 4 pushes: %s", n, four)
			if four.gas/uint64(four.writes) >= one.gas/uint64(one.writes) {
				t.Errorf("four pushes a channel cost %d gas a write, one push %d", four.gas/uint64(four.writes), one.gas/uint64(one.writes))
			}
		})
	}
}
