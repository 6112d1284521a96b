package writes_test

import (
	"bytes"
	"context"
	"errors"
	"math/big"
	"slices"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/inkd/inkd/chain/bindings/channelwrites"
	"github.com/inkd/inkd/chain/channel/writes"
)

// Two groups of alice's channel land in two transactions, with bob's group
// landing in between and empty blocks after: LastVoucher returns the second
// group's ceiling and signature, also when its window is one block (it
// scans back), with the channel's config, and the usage ceiling is that
// one; a channel that never landed a write is not found. LandedChannels
// names both channels, once each.
func TestLastVoucherIsTheLastLandedGroups(t *testing.T) {
	e := newChainEnv(t)
	ctx := context.Background()
	d := e.Deployment
	alice, bob, idle := e.channelOf(2, 11), e.channelOf(3, 11), e.channelOf(4, 11)
	start := must[uint64](t)(e.Client.BlockNumber(ctx))

	create := must[writes.Write](t)(writes.Create(alice.next(), fee, big.NewInt(0), project("first")))
	e.write(t, must[[]writes.Group](t)(writes.Fold([]writes.Item{alice.item(t, create, alice.deposit(t, fees(10)))})))
	other := must[writes.Write](t)(writes.Create(bob.next(), fee, big.NewInt(0), project("between")))
	e.write(t, must[[]writes.Group](t)(writes.Fold([]writes.Item{bob.item(t, other, bob.deposit(t, fees(10)))})))
	again := must[writes.Write](t)(writes.Create(alice.next(), fee, big.NewInt(0), project("second")))
	second := must[[]writes.Group](t)(writes.Fold([]writes.Item{alice.item(t, again, nil)}))
	rcpt := e.write(t, second)
	for range 3 {
		e.Backend.Commit()
	}

	for _, window := range []uint64{0, 1} {
		v, found, err := writes.LastVoucher(ctx, e.Client, d.ChannelWrites, e.ChainID, alice.id, writes.Scan{From: start, Window: window})
		if err != nil || !found {
			t.Fatalf("window %d: %v, found %v", window, err, found)
		}
		if v.Ceiling.Cmp(fees(2)) != 0 || !bytes.Equal(v.Signature, second[0].Signature) || v.TxHash != rcpt.TxHash || v.Block != rcpt.BlockNumber.Uint64() {
			t.Errorf("window %d: %s signed %x in %s at %d; want the second group's %s in %s", window, v.Ceiling, v.Signature, v.TxHash.Hex(), v.Block, fees(2), rcpt.TxHash.Hex())
		}
		if v.Config != alice.cfg {
			t.Errorf("window %d: config %+v, want the channel's %+v", window, v.Config, alice.cfg)
		}
	}
	// The channels with landed writes in the range, each once, whatever
	// the window; none before the writes.
	for _, window := range []uint64{0, 1, 2} {
		ids, err := writes.LandedChannels(ctx, e.Client, d.ChannelWrites, start, rcpt.BlockNumber.Uint64()+3, window)
		if err != nil || len(ids) != 2 || ids[0] != alice.id || ids[1] != bob.id {
			t.Errorf("window %d: landed channels %v (%v), want alice's and bob's", window, ids, err)
		}
	}
	if ids, err := writes.LandedChannels(ctx, e.Client, d.ChannelWrites, 0, start, 0); err != nil || len(ids) != 0 {
		t.Errorf("landed channels before the writes: %v (%v), want none", ids, err)
	}
	// A node that refuses any range wider than one block: the ranges are
	// halved until it answers. One that fails otherwise is not asked again.
	narrow := &narrowNode{LogFilterer: e.Client, widest: 1}
	if ids, err := writes.LandedChannels(ctx, narrow, d.ChannelWrites, start, rcpt.BlockNumber.Uint64()+3, 0); err != nil || len(ids) != 2 || ids[0] != alice.id || ids[1] != bob.id {
		t.Errorf("through a node refusing wide ranges: %v (%v), want alice's and bob's", ids, err)
	}
	down := &narrowNode{LogFilterer: e.Client, down: true}
	if _, err := writes.LandedChannels(ctx, down, d.ChannelWrites, start, rcpt.BlockNumber.Uint64()+3, 0); err == nil || down.queries != 1 {
		t.Errorf("through a node that is down: %v after %d queries, want its error after one", err, down.queries)
	}
	if ceiling := e.usageCeiling(t, alice); ceiling.Cmp(fees(2)) != 0 {
		t.Errorf("usage ceiling %s, want %s", ceiling, fees(2))
	}
	// a range that ends before the writes finds none
	head := must[uint64](t)(e.Client.BlockNumber(ctx))
	if _, found, err := writes.LastVoucher(ctx, e.Client, d.ChannelWrites, e.ChainID, idle.id, writes.Scan{From: start, Window: 2}); err != nil || found {
		t.Errorf("a channel with no landed write: found %v, %v", found, err)
	}
	if _, found, err := writes.LastVoucher(ctx, e.Client, d.ChannelWrites, e.ChainID, alice.id, writes.Scan{From: head, Window: 2}); err != nil || found {
		t.Errorf("a range after the writes: found %v, %v", found, err)
	}
}

// tamperedClient answers TransactionByHash with data of its own.
type tamperedClient struct {
	writes.ChainReader
	to   common.Address
	data []byte
}

func (c tamperedClient) TransactionByHash(ctx context.Context, h common.Hash) (*types.Transaction, bool, error) {
	return types.NewTx(&types.LegacyTx{To: &c.to, Data: c.data, Gas: 1, GasPrice: big.NewInt(1)}), false, nil
}

// A transaction whose group's signature is not the payer authorizer's, or
// whose calldata does not decode, is a VoucherError naming it.
func TestLastVoucherRefusesWhatDoesNotVerify(t *testing.T) {
	e := newChainEnv(t)
	ctx := context.Background()
	d := e.Deployment
	alice, bob := e.channelOf(5, 12), e.channelOf(6, 12)
	w := must[writes.Write](t)(writes.Create(alice.next(), fee, big.NewInt(0), project("signed")))
	groups := must[[]writes.Group](t)(writes.Fold([]writes.Item{alice.item(t, w, alice.deposit(t, fees(10)))}))
	rcpt := e.write(t, groups)

	forged := slices.Clone(groups)
	forged[0].Signature = alice.voucher(t, w.Key, bob.authKey)
	otherChannel := must[[]writes.Group](t)(writes.Fold([]writes.Item{bob.item(t, must[writes.Write](t)(writes.Create(bob.next(), fee, big.NewInt(0), project("b"))), nil)}))
	for name, data := range map[string][]byte{
		"another key's signature": must[[]byte](t)(writes.Calldata(forged)),
		"no group of the channel": must[[]byte](t)(writes.Calldata(otherChannel)),
		"calldata cut short":      must[[]byte](t)(writes.Calldata(groups))[:100],
		"another call":            must[[]byte](t)(writes.ClaimCalldata(nil)),
	} {
		c := tamperedClient{ChainReader: e.Client, to: d.ChannelWrites, data: data}
		_, found, err := writes.LastVoucher(ctx, c, d.ChannelWrites, e.ChainID, alice.id, writes.Scan{})
		var ve *writes.VoucherError
		if !errors.As(err, &ve) || ve.TxHash != rcpt.TxHash || found {
			t.Errorf("%s: %v (found %v), want a VoucherError naming %s", name, err, found, rcpt.TxHash.Hex())
		}
	}
	c := tamperedClient{ChainReader: e.Client, to: d.Registry, data: must[[]byte](t)(writes.Calldata(groups))}
	if _, _, err := writes.LastVoucher(ctx, c, d.ChannelWrites, e.ChainID, alice.id, writes.Scan{}); err == nil {
		t.Error("a transaction to another contract gave a voucher")
	}
}

// usageCeiling is the channel's last used ceiling on InkdChannelWrites.
func (e *chainEnv) usageCeiling(t *testing.T, c *payerChannel) *big.Int {
	t.Helper()
	cw := channelwrites.NewInkdChannelWrites()
	out := must[[]byte](t)(e.Call(e.Deployment.ChannelWrites, e.Deployment.ChannelWrites, cw.PackUsage(c.id)))
	u, err := cw.UnpackUsage(out)
	if err != nil {
		t.Fatal(err)
	}
	return u.Ceiling
}

// narrowNode refuses log queries over more than widest blocks with a
// JSON-RPC error, as public providers do, or, down, fails every query as an
// unreachable node does.
type narrowNode struct {
	ethereum.LogFilterer
	widest  uint64
	down    bool
	queries int
}

// refusal is a JSON-RPC error object.
type refusal string

func (r refusal) Error() string  { return string(r) }
func (r refusal) ErrorCode() int { return -32005 }

func (n *narrowNode) FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error) {
	n.queries++
	if n.down {
		return nil, errors.New("connection refused")
	}
	if q.ToBlock.Uint64()-q.FromBlock.Uint64()+1 > n.widest {
		return nil, refusal("block range is too wide")
	}
	return n.LogFilterer.FilterLogs(ctx, q)
}
