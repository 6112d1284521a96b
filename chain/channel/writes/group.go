package writes

import (
	"errors"
	"fmt"
	"math/big"
	"slices"

	"github.com/inkd/inkd/chain/bindings/channelwrites"
	"github.com/inkd/inkd/chain/channel"
)

// Group is the writes of one channel in a writeByVouchers call.
type Group struct {
	// Config is the channel's.
	Config channel.Config
	// Ceiling is the highest voucher of the group's writes (their highest
	// key) and Signature its payer authorizer's signature.
	Ceiling   *big.Int
	Signature []byte
	// Deposit, when set, is a deposit the payer signed that lands before
	// the group's checks.
	Deposit *channel.Deposit
	// Writes run in this order.
	Writes []Write
}

// Item is one accepted write with what paid for it: its channel, its own
// voucher's signature (of Write.Key) and, for the write that opened or
// topped up the channel, the deposit.
type Item struct {
	Config    channel.Config
	Signature []byte
	Deposit   *channel.Deposit
	Write     Write
}

// Fold groups items by channel, in the order each channel first appears:
// a group's writes in ascending key, its ceiling and signature those of its
// highest key. It refuses two items of a channel with one key, and two
// deposits for one channel (one group lands one deposit: the later item
// must wait for the next call).
func Fold(items []Item) ([]Group, error) {
	var groups []Group
	at := map[channel.Config]int{}
	for i, it := range items {
		if it.Write.Key == nil {
			return nil, fmt.Errorf("writes: item %d has no key", i)
		}
		n, ok := at[it.Config]
		if !ok {
			n = len(groups)
			at[it.Config] = n
			groups = append(groups, Group{Config: it.Config})
		}
		g := &groups[n]
		if it.Deposit != nil {
			if g.Deposit != nil {
				return nil, fmt.Errorf("writes: item %d: a second deposit for one channel", i)
			}
			g.Deposit = it.Deposit
		}
		if g.Ceiling == nil || it.Write.Key.Cmp(g.Ceiling) > 0 {
			g.Ceiling, g.Signature = it.Write.Key, it.Signature
		}
		g.Writes = append(g.Writes, it.Write)
	}
	for i := range groups {
		slices.SortStableFunc(groups[i].Writes, func(a, b Write) int { return a.Key.Cmp(b.Key) })
		if err := uniqueKeys(groups[i].Writes); err != nil {
			return nil, err
		}
	}
	return groups, nil
}

func uniqueKeys(ws []Write) error {
	seen := map[string]bool{}
	for _, w := range ws {
		if w.Key == nil {
			return errors.New("writes: a write has no key")
		}
		k := w.Key.String()
		if seen[k] {
			return fmt.Errorf("writes: key %s is in its channel twice", k)
		}
		seen[k] = true
	}
	return nil
}

var cws = channelwrites.NewInkdChannelWrites()

// Calldata returns the writeByVouchers calldata of groups, in order. It
// refuses an empty call, an empty group, two groups of one channel, a
// group whose ceiling is below one of its keys or whose writes are not in
// ascending, unique key order, and any amount that is not a uint128.
func Calldata(groups []Group) ([]byte, error) {
	if len(groups) == 0 {
		return nil, errors.New("writes: no groups")
	}
	out := make([]channelwrites.InkdChannelWritesGroup, len(groups))
	seen := map[channel.Config]bool{}
	for i, g := range groups {
		b, err := g.binding()
		if err != nil {
			return nil, fmt.Errorf("writes: group %d (payer %s): %w", i, g.Config.Payer.Hex(), err)
		}
		if seen[g.Config] {
			return nil, fmt.Errorf("writes: group %d: a second group of the channel of payer %s", i, g.Config.Payer.Hex())
		}
		seen[g.Config] = true
		out[i] = b
	}
	return cws.TryPackWriteByVouchers(out)
}

func (g Group) binding() (channelwrites.InkdChannelWritesGroup, error) {
	var zero channelwrites.InkdChannelWritesGroup
	if len(g.Writes) == 0 {
		return zero, errors.New("no writes")
	}
	if !channel.CheckAmount(g.Ceiling) {
		return zero, fmt.Errorf("ceiling %v is not a uint128", g.Ceiling)
	}
	ws := make([]channelwrites.InkdChannelWritesWrite, len(g.Writes))
	for i, w := range g.Writes {
		if err := w.check(); err != nil {
			return zero, fmt.Errorf("write %d: %w", i, err)
		}
		if w.Key.Cmp(g.Ceiling) > 0 {
			return zero, fmt.Errorf("write %d: key %s above the group's ceiling %s", i, w.Key, g.Ceiling)
		}
		if i > 0 && w.Key.Cmp(g.Writes[i-1].Key) <= 0 {
			return zero, fmt.Errorf("write %d: key %s not above the previous %s", i, w.Key, g.Writes[i-1].Key)
		}
		ws[i] = w.binding()
	}
	b := channelwrites.InkdChannelWritesGroup{
		Channel: bindingConfig(g.Config), Ceiling: g.Ceiling, Signature: g.Signature,
		Deposit: new(big.Int), CollectorData: []byte{}, Writes: ws,
	}
	if g.Deposit != nil {
		if !channel.CheckAmount(g.Deposit.Amount) || g.Deposit.Amount.Sign() == 0 {
			return zero, fmt.Errorf("deposit %v is not a positive uint128", g.Deposit.Amount)
		}
		b.Deposit, b.CollectorData = g.Deposit.Amount, g.Deposit.CollectorData()
	}
	return b, nil
}

// bindingConfig is c as the binding encodes it.
func bindingConfig(c channel.Config) channelwrites.X402BatchSettlementChannelConfig {
	return channelwrites.X402BatchSettlementChannelConfig{
		Payer: c.Payer, PayerAuthorizer: c.PayerAuthorizer, Receiver: c.Receiver, ReceiverAuthorizer: c.ReceiverAuthorizer,
		Token: c.Token, WithdrawDelay: new(big.Int).SetUint64(c.WithdrawDelay), Salt: c.Salt,
	}
}
