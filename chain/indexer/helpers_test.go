package indexer

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"math/big"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/bindings/buyback"
	"github.com/inkd/inkd/chain/bindings/registry"
	"github.com/inkd/inkd/chain/bindings/treasury"
	"github.com/inkd/inkd/chain/deploy/deploytest"
	"github.com/inkd/inkd/chain/readmodel"
	"github.com/inkd/inkd/internal/testutil"
)

// env is a simulated chain with the contracts and helpers to write to them.
type env struct {
	*deploytest.Env
	reg    *registry.InkdRegistry
	tre    *treasury.InkdTreasury
	bb     *buyback.InkdBuyback
	nonces atomic.Uint64
}

func newEnv(tb testing.TB) *env {
	tb.Helper()
	return &env{Env: deploytest.NewSimulated(tb), reg: registry.NewInkdRegistry(), tre: treasury.NewInkdTreasury(), bb: buyback.NewInkdBuyback()}
}

func (e *env) contracts() chain.Addresses { return e.Deployment.Addresses }

// pay signs a 0.10 USDC authorization from key to the treasury.
func (e *env) pay(tb testing.TB, key *ecdsa.PrivateKey) treasury.InkdTreasuryPayment {
	tb.Helper()
	nonce := crypto.Keccak256Hash([]byte(fmt.Sprintf("indexer-test-%d", e.nonces.Add(1))))
	return deploytest.SignTransferWithAuthorization(tb, e.ChainID, key, e.Deployment.Treasury, big.NewInt(100_000), 0, e.HeadTime(tb)+3600, nonce)
}

func (e *env) createData(tb testing.TB, payer int, name string, public, agent bool) []byte {
	tb.Helper()
	endpoint := ""
	if agent {
		endpoint = "https://agent.example/" + name
	}
	return e.tre.PackCreateProjectPaid(e.pay(tb, e.Keys[payer]), big.NewInt(0), treasury.InkdRegistryProjectInput{
		Name: name, Description: "about " + name, IsPublic: public, IsAgent: agent, AgentEndpoint: endpoint,
	})
}

// name is project id's name, from its ProjectCreated log.
func (e *env) name(tb testing.TB, id int64) string {
	tb.Helper()
	logs, err := e.Client.FilterLogs(context.Background(), ethereum.FilterQuery{
		FromBlock: big.NewInt(0), Addresses: []common.Address{e.Deployment.Registry},
		Topics: [][]common.Hash{{e.reg.GetABI().Events[registry.InkdRegistryProjectCreatedEventName].ID}, {common.BigToHash(big.NewInt(id))}},
	})
	if err != nil || len(logs) == 0 {
		tb.Fatalf("no ProjectCreated of project %d: %v", id, err)
	}
	ev, err := e.reg.UnpackProjectCreatedEvent(&logs[len(logs)-1])
	if err != nil {
		tb.Fatal(err)
	}
	return ev.Name
}

// nameHash is the registry's name hash of project id.
func (e *env) nameHash(tb testing.TB, id int64) [32]byte {
	tb.Helper()
	return chain.NameHash(e.name(tb, id))
}

// create registers a project paid by Keys[payer] and returns the receipt.
func (e *env) create(tb testing.TB, payer int, name string, public, agent bool) *types.Receipt {
	tb.Helper()
	return e.MustTransact(tb, e.Settler, e.Deployment.Treasury, e.createData(tb, payer, name, public, agent))
}

// push pushes a version of project id paid and pushed by Keys[payer].
func (e *env) push(tb testing.TB, payer int, id int64, tag string) *types.Receipt {
	tb.Helper()
	data := e.tre.PackPushVersionPaid(e.pay(tb, e.Keys[payer]), big.NewInt(0), big.NewInt(id), e.nameHash(tb, id), treasury.InkdRegistryVersionInput{
		ArweaveHash: "ar://" + tag, VersionTag: tag, Changelog: "changes in " + tag,
	})
	return e.MustTransact(tb, e.Settler, e.Deployment.Treasury, data)
}

// addCollaborator adds Keys[who] to project id, sent by its owner Keys[owner].
func (e *env) addCollaborator(tb testing.TB, owner int, id int64, who int) {
	tb.Helper()
	e.MustTransact(tb, e.Keys[owner], e.Deployment.Registry, e.reg.PackAddCollaborator(e.name(tb, id), e.Address(who)))
}

func (e *env) removeCollaborator(tb testing.TB, owner int, id int64, who int) {
	tb.Helper()
	e.MustTransact(tb, e.Keys[owner], e.Deployment.Registry, e.reg.PackRemoveCollaborator(e.name(tb, id), e.Address(who)))
}

// buyback pays out what the treasury owes, lowers the threshold and swaps
// the buyback's USDC for INKD (the owner is a keeper).
func (e *env) buyback(tb testing.TB) *types.Receipt {
	tb.Helper()
	e.MustTransact(tb, e.Settler, e.Deployment.Treasury, e.tre.PackPayout())
	e.MustTransact(tb, e.Owner, e.Deployment.Buyback, e.bb.PackSetThreshold(big.NewInt(1)))
	return e.MustTransact(tb, e.Owner, e.Deployment.Buyback, e.bb.PackExecuteBuyback(big.NewInt(0)))
}

// sendMany sends datas from the settler to the treasury, perBlock
// transactions to a block, without estimating gas.
func (e *env) sendMany(tb testing.TB, datas [][]byte, perBlock int) {
	tb.Helper()
	ctx := context.Background()
	from := crypto.PubkeyToAddress(e.Settler.PublicKey)
	nonce, err := e.Client.PendingNonceAt(ctx, from)
	if err != nil {
		tb.Fatal(err)
	}
	var last common.Hash
	for i, data := range datas {
		head, err := e.Client.HeaderByNumber(ctx, nil)
		if err != nil {
			tb.Fatal(err)
		}
		tip := big.NewInt(1_000_000_000)
		to := e.Deployment.Treasury
		tx, err := types.SignNewTx(e.Settler, types.LatestSignerForChainID(e.ChainID), &types.DynamicFeeTx{
			ChainID: e.ChainID, Nonce: nonce, GasTipCap: tip, To: &to, Data: data, Gas: 600_000,
			GasFeeCap: new(big.Int).Add(tip, new(big.Int).Mul(head.BaseFee, big.NewInt(3))),
		})
		if err != nil {
			tb.Fatal(err)
		}
		if err := e.Client.SendTransaction(ctx, tx); err != nil {
			tb.Fatalf("send %d: %v", i, err)
		}
		nonce++
		last = tx.Hash()
		if (i+1)%perBlock == 0 || i == len(datas)-1 {
			// A bare Commit may seal before the pool promoted the batch.
			if _, err := e.CommitWhenPooled(ctx, from, nonce); err != nil {
				tb.Fatal(err)
			}
		}
	}
	// The simulated node occasionally seals a block without a transaction
	// already in its pool, and answers "transaction indexing is in
	// progress" while its index catches up: mine and look again, boundedly.
	for attempt := 0; ; attempt++ {
		rec, err := e.Client.TransactionReceipt(ctx, last)
		if err == nil && rec.Status == types.ReceiptStatusSuccessful {
			return
		}
		if attempt == 20 {
			tb.Fatalf("last bulk transaction: %v %+v", err, rec)
		}
		e.Backend.Commit()
	}
}

// head returns the chain's head block.
func (e *env) head(tb testing.TB) *types.Header {
	tb.Helper()
	h, err := e.Client.HeaderByNumber(context.Background(), nil)
	if err != nil {
		tb.Fatal(err)
	}
	return h
}

// newModel returns a read model on rdb under prefix.
func newModel(tb testing.TB, rdb redis.UniversalClient, prefix string) *readmodel.Model {
	tb.Helper()
	m, err := readmodel.New(readmodel.Config{Prefix: prefix}, rdb)
	if err != nil {
		tb.Fatal(err)
	}
	return m
}

// testLeaseTTL is the lease of the tests' indexers. The leader renews it
// every third, so a leader stalled for up to two thirds of it (3.3 s: a
// loaded 2-core CI machine, a GC pause, a slow Redis) keeps it; at 900 ms a
// 600 ms stall let a second indexer lead beside it. The one test that waits
// it out (a leader gone without releasing) pays it once.
const testLeaseTTL = 5 * time.Second

// testConfig is a fast indexer configuration for e.
func testConfig(e *env) Config {
	return Config{
		StartBlock:   e.Deployment.DeployBlock,
		PollInterval: 10 * time.Millisecond,
		LeaseTTL:     testLeaseTTL,
	}
}

// running is a started indexer.
type running struct {
	*Indexer
	wg sync.WaitGroup
}

// start builds and starts an indexer; it is shut down at cleanup.
func start(tb testing.TB, cfg Config, c Chain, m *readmodel.Model, contracts chain.Addresses) *running {
	tb.Helper()
	ix, err := New(cfg, c, m, contracts, testutil.Logger(tb))
	if err != nil {
		tb.Fatal(err)
	}
	r := &running{Indexer: ix}
	ix.Start(&r.wg)
	tb.Cleanup(func() {
		ix.Shutdown()
		testutil.Wait(tb, &r.wg, "the indexer's shutdown")
	})
	return r
}

// waitIndexed waits until m's cursor is the chain's head block.
func waitIndexed(tb testing.TB, e *env, m *readmodel.Model) {
	tb.Helper()
	want := e.head(tb)
	testutil.Until(tb, 30*time.Second, fmt.Sprintf("block %d indexed", want.Number), func() bool {
		cur, ok, err := m.Cursor(context.Background())
		return err == nil && ok && cur.Number == want.Number.Uint64() && cur.Hash == want.Hash()
	})
}

// rpcError is a JSON-RPC error as a node returns it.
type rpcError struct {
	code int
	msg  string
}

func (e *rpcError) Error() string  { return e.msg }
func (e *rpcError) ErrorCode() int { return e.code }

// limitedChain refuses log queries over more than maxRange blocks or with
// more than maxLogs results, as hosted RPC providers do.
type limitedChain struct {
	Chain
	maxRange uint64
	maxLogs  int
	queries  atomic.Int64
	refused  atomic.Int64
	largest  atomic.Int64
}

func (c *limitedChain) FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error) {
	c.queries.Add(1)
	if q.ToBlock.Uint64()-q.FromBlock.Uint64()+1 > c.maxRange {
		c.refused.Add(1)
		return nil, &rpcError{code: -32600, msg: fmt.Sprintf("block range is too wide (max %d)", c.maxRange)}
	}
	logs, err := c.Chain.FilterLogs(ctx, q)
	if err != nil {
		return nil, err
	}
	if len(logs) > c.maxLogs {
		c.refused.Add(1)
		return nil, &rpcError{code: -32005, msg: fmt.Sprintf("query returned more than %d results", c.maxLogs)}
	}
	if n := int64(len(logs)); n > c.largest.Load() {
		c.largest.Store(n)
	}
	return logs, nil
}
