package batch

import (
	"context"
	"crypto/ecdsa"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/bindings/treasury"
	"github.com/inkd/inkd/chain/devchain"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/internal/testutil"
)

// onChain sends batches to the real contracts on the embedded chain.
type onChain struct {
	dev *devchain.Dev
	eth *ethclient.Client
}

func startChain(t *testing.T) *onChain {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	dev, err := devchain.StartWithContracts(ctx, devchain.Config{ListenAddr: "127.0.0.1:0"}, testutil.Logger(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { dev.Close() })
	eth, err := ethclient.Dial(dev.HTTPURL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(eth.Close)
	return &onChain{dev: dev, eth: eth}
}

// payment signs an authorization of 100,000 by development account i.
func (c *onChain) payment(t *testing.T, i int, label string) treasury.InkdTreasuryPayment {
	t.Helper()
	d := c.dev.Deployment
	var nonce [32]byte
	copy(nonce[:], crypto.Keccak256([]byte(label)))
	key := devkeys.Key(i)
	a := payment.Authorization{From: crypto.PubkeyToAddress(key.PublicKey), To: d.Treasury, Value: big.NewInt(100_000),
		ValidAfter: big.NewInt(0), ValidBefore: big.NewInt(time.Now().Add(time.Hour).Unix()), Nonce: nonce}
	sig, err := payment.Sign(payment.Domain{Name: "USD Coin", Version: "2", ChainID: big.NewInt(8453), VerifyingContract: d.USDC}, a, key)
	if err != nil {
		t.Fatal(err)
	}
	v, r, s, err := payment.SplitSignature(sig)
	if err != nil {
		t.Fatal(err)
	}
	return treasury.InkdTreasuryPayment{From: a.From, Value: a.Value, ValidAfter: a.ValidAfter, ValidBefore: a.ValidBefore, Nonce: nonce, V: v, R: r, S: s}
}

func (c *onChain) create(t *testing.T, i int, label, name string) Item {
	it := Item{Create: &treasury.InkdTreasuryCreateItem{Pay: c.payment(t, i, label), StorageCost: big.NewInt(0),
		Project: treasury.InkdRegistryProjectInput{Name: name, License: "MIT", IsPublic: true}}}
	it.Gas = c.estimate(t, tre.PackCreateProjectPaid(it.Create.Pay, it.Create.StorageCost, it.Create.Project))
	return it
}

func (c *onChain) push(t *testing.T, i int, label string, project int64, name string, tags ...string) Item {
	it := Item{Push: &treasury.InkdTreasuryPushItem{Pay: c.payment(t, i, label), StorageCost: big.NewInt(0), ProjectId: big.NewInt(project), NameHash: chain.NameHash(name)}}
	for _, tag := range tags {
		it.Push.Versions = append(it.Push.Versions, treasury.InkdRegistryVersionInput{ArweaveHash: "ar://" + tag, VersionTag: tag})
	}
	if len(tags) == 1 {
		it.Gas = c.estimate(t, tre.PackPushVersionPaid(it.Push.Pay, it.Push.StorageCost, it.Push.ProjectId, it.Push.NameHash, it.Push.Versions[0]))
	}
	return it
}

func (c *onChain) settler() *ecdsa.PrivateKey { return c.dev.Settlers[0] }

// estimate is the gas of data as a single call from the settler, or zero
// when it would revert (a write the batch will see fail).
func (c *onChain) estimate(t *testing.T, data []byte) uint64 {
	t.Helper()
	to := c.dev.Deployment.Treasury
	g, err := c.eth.EstimateGas(context.Background(), ethereum.CallMsg{From: crypto.PubkeyToAddress(c.settler().PublicKey), To: &to, Data: data})
	if err != nil {
		return 0
	}
	return g
}

// send sends items as one batch with the planned gas limit and returns
// its receipt.
func (c *onChain) send(t *testing.T, items []Item) *types.Receipt {
	t.Helper()
	data, err := Build(items)
	if err != nil {
		t.Fatal(err)
	}
	return c.sendData(t, data, Gas(items))
}

// sendData sends data to the treasury from the settler with gas limit gas.
func (c *onChain) sendData(t *testing.T, data []byte, gas uint64) *types.Receipt {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	from := crypto.PubkeyToAddress(c.settler().PublicKey)
	nonce, err := c.eth.NonceAt(ctx, from, nil)
	if err != nil {
		t.Fatal(err)
	}
	head, err := c.eth.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	to := c.dev.Deployment.Treasury
	tx, err := types.SignNewTx(c.settler(), types.LatestSignerForChainID(big.NewInt(8453)), &types.DynamicFeeTx{
		ChainID: big.NewInt(8453), Nonce: nonce, GasTipCap: big.NewInt(1e9), GasFeeCap: new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(3)), big.NewInt(1e9)),
		Gas: gas, To: &to, Data: data,
	})
	if err != nil {
		t.Fatal(err)
	}
	timeout := 30 * time.Second
	rcpt, err := c.eth.SendTransactionSync(ctx, tx, &timeout)
	if err != nil {
		t.Fatal(err)
	}
	return rcpt
}

// The real contracts, a real receipt: every item of a multi-payer batch is
// read back by its key, a name taken by an earlier item of the batch fails
// alone, one payer's two payments are told apart, and the planned gas
// (each item's single-write estimate + ItemOverhead) is enough.
func TestBatchOnChain(t *testing.T) {
	c := startChain(t)
	first := []Item{c.create(t, 1, "p1-a", "alpha")}
	rcpt := c.send(t, first)
	outs, err := Match(rcpt, c.dev.Deployment.Addresses,
		[]Key{first[0].Key()}, chain.NewRevertDecoder())
	if err != nil {
		t.Fatal(err)
	}
	alpha := outs[0].Payment.ProjectId.Int64()

	items := []Item{
		c.push(t, 1, "p1-b", alpha, "alpha", "v1"),
		c.create(t, 2, "p2-a", "beta"),
		c.create(t, 3, "p3-a", "beta"), // estimated alone, it does not know payer 2 takes the name first
		c.create(t, 1, "p1-c", "gamma"),
		c.push(t, 4, "p4-a", alpha, "alpha", "v2"), // payer 4 is not a collaborator
	}
	items[4].Gas = items[0].Gas
	rcpt = c.send(t, items)
	if rcpt.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("batch reverted (gas used %d of %d)", rcpt.GasUsed, Gas(items))
	}
	var alone uint64
	for _, it := range items {
		alone += it.Gas
	}
	t.Logf("batch of %d: %d gas used, %d planned; %d for the first alone; single-write estimates of the items %d", len(items), rcpt.GasUsed, Gas(items), first[0].Gas, alone)
	outs, err = Match(rcpt, c.dev.Deployment.Addresses, keysOf(items), chain.NewRevertDecoder())
	if err != nil {
		t.Fatal(err)
	}
	want := []summary{
		{Landed: true, Project: outs[0].Payment.ProjectId.String(), Tags: []string{"0:v1"}},
		{Landed: true, Project: outs[1].Payment.ProjectId.String(), Name: "beta"},
		{Reason: "NameTaken()"},
		{Landed: true, Project: outs[3].Payment.ProjectId.String(), Name: "gamma"},
		{Reason: "NotOwnerOrCollaborator()"},
	}
	if diff := cmp.Diff(want, summarize(outs)); diff != "" {
		t.Fatalf("outcomes (-want +got):\n%s", diff)
	}
	if outs[0].Payment.ProjectId.Int64() != alpha || outs[1].Payment.ProjectId.Cmp(outs[3].Payment.ProjectId) == 0 {
		t.Fatalf("project ids: push to %s, beta %s, gamma %s", outs[0].Payment.ProjectId, outs[1].Payment.ProjectId, outs[3].Payment.ProjectId)
	}
}

// sendSingle sends data as one call with its estimate + 25 % and returns
// its receipt.
func (c *onChain) sendSingle(t *testing.T, data []byte, gas uint64) *types.Receipt {
	t.Helper()
	return c.sendData(t, data, gas+gas/4)
}

// A batch costs less gas per write than the same writes one transaction
// each: the transaction's 21,000 and the treasury's warm slots are paid
// once. The figures are logged for BENCHMARKS.
func TestBatchGasPerWrite(t *testing.T) {
	c := startChain(t)
	// The second single create is measured: the first pays for the
	// treasury's and registry's counters leaving zero.
	var r *types.Receipt
	for _, name := range []string{"warm-up", "single-write"} {
		single := c.create(t, 1, name, name)
		r = c.sendSingle(t, tre.PackCreateProjectPaid(single.Create.Pay, single.Create.StorageCost, single.Create.Project), single.Gas)
		if r.Status != types.ReceiptStatusSuccessful {
			t.Fatal("single create reverted")
		}
	}
	const n = 10
	var items []Item
	for i := range n {
		items = append(items, c.create(t, 2+i%8, "batch-"+string(rune('a'+i)), "batched-"+string(rune('a'+i))))
	}
	rb := c.send(t, items)
	outs, err := Match(rb, c.dev.Deployment.Addresses, keysOf(items), chain.NewRevertDecoder())
	if err != nil {
		t.Fatal(err)
	}
	for i, o := range outs {
		if !o.Landed {
			t.Fatalf("item %d failed: %s", i, o.Reason)
		}
	}
	t.Logf("paid create: %d gas alone, %d per write in a batch of %d (%d in all)", r.GasUsed, rb.GasUsed/n, n, rb.GasUsed)
	if rb.GasUsed/n >= r.GasUsed {
		t.Fatalf("a batched create costs %d gas, alone %d", rb.GasUsed/n, r.GasUsed)
	}
}

func keysOf(items []Item) []Key {
	keys := make([]Key, len(items))
	for i, it := range items {
		keys[i] = it.Key()
	}
	return keys
}
