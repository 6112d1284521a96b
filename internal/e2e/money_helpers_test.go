package e2e

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"math/big"
	"net/http"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/hibiken/asynq"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/devchain"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/internal/payclient"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/jobs"
	"github.com/inkd/inkd/worker/batcher"
)

// What the money-path tests look at besides the answers: the job queue, the
// transaction store, the job outcomes and the chain.

// signed asks for the 402 of a write and signs it: the payment header of
// that request, and the amount it pays.
func (s *stack) signed(t *testing.T, c *payclient.Client, path, body string) (header, amount string) {
	t.Helper()
	resp, err := c.Send(context.Background(), http.MethodPost, s.APIURL+path, []byte(body), "")
	if err != nil {
		t.Fatal(err)
	}
	if resp.Status != http.StatusPaymentRequired {
		t.Fatalf("POST %s %s = %d %s, want 402", path, body, resp.Status, resp.Body)
	}
	var terms payclient.Terms
	if err := resp.JSON(&terms); err != nil {
		t.Fatal(err)
	}
	if header, err = c.Sign(&terms); err != nil {
		t.Fatal(err)
	}
	return header, terms.Amount
}

// jobOf returns the job id of a payment header (wire.JobID of its payer and
// nonce).
func jobOf(t *testing.T, header string) string {
	t.Helper()
	p, err := payment.ParseHeader(header)
	if err != nil {
		t.Fatal(err)
	}
	return wire.JobID(p.Authorization.From, p.Authorization.Nonce)
}

func (s *stack) inspector(t *testing.T) *asynq.Inspector {
	t.Helper()
	return asynq.NewInspectorFromRedisClient(s.Infra.Redis)
}

// writesQueue returns how many tasks the writes queue knows of, in any
// state, finished ones included.
func (s *stack) writesQueue(t *testing.T) int {
	t.Helper()
	q, err := s.inspector(t).GetQueueInfo(jobs.QueueWrites)
	if errors.Is(err, asynq.ErrQueueNotFound) {
		return 0
	}
	if err != nil {
		t.Fatal(err)
	}
	return q.Pending + q.Active + q.Scheduled + q.Retry + q.Aggregating + q.Archived + q.Completed
}

// txRecords returns the transaction manager's view of the stack's store.
func (s *stack) txRecords(t *testing.T) *txmgr.Manager {
	t.Helper()
	m, err := txmgr.New(txmgr.Config{ChainID: big.NewInt(int64(s.Deployment.ChainID))}, s.eth, s.Infra.Redis, devchain.SettlerKeys(devchain.DefaultSettlers), testutil.Logger(t))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// record returns the transaction record of job id (its batch's when the
// worker folded it into one), or nil.
func (s *stack) record(t *testing.T, id string) *txmgr.Record {
	t.Helper()
	intent, err := batcher.JobIntent(context.Background(), s.Infra.Redis, id)
	if err != nil {
		t.Fatal(err)
	}
	r, err := s.txRecords(t).Get(context.Background(), intent)
	if errors.Is(err, txmgr.ErrNotFound) {
		return nil
	}
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// intentRecords counts the transaction records in the store.
func (s *stack) intentRecords(t *testing.T) int {
	t.Helper()
	keys, err := s.Infra.Redis.Keys(context.Background(), txmgr.DefaultKeyPrefix+"intent:*").Result()
	if err != nil {
		t.Fatal(err)
	}
	return len(keys)
}

// noTrace requires that job id left nothing behind: no task in any state,
// no transaction record, no outcome.
func (s *stack) noTrace(t *testing.T, id string) {
	t.Helper()
	if info, err := s.inspector(t).GetTaskInfo(jobs.QueueWrites, id); err == nil {
		t.Fatalf("job %s was queued (%v)", id, info.State)
	} else if !errors.Is(err, asynq.ErrTaskNotFound) && !errors.Is(err, asynq.ErrQueueNotFound) {
		t.Fatal(err)
	}
	if r := s.record(t, id); r != nil {
		t.Fatalf("job %s has a transaction record (%s nonce %d, %s)", id, r.From, r.Nonce, r.State)
	}
	if _, err := jobs.NewStore(s.Infra.Redis, "").Get(context.Background(), id); !errors.Is(err, jobs.ErrNotFound) {
		t.Fatalf("job %s has an outcome (%v)", id, err)
	}
}

// nextBlock mines a block holding a transfer from development account #9
// (the funding account, never a payer) and waits for it: whatever was sent
// before is in the chain after it, or was never sent.
func (s *stack) nextBlock(t testing.TB) *types.Receipt {
	t.Helper()
	key := devkeys.Key(9)
	return s.sendTx(t, key, crypto.PubkeyToAddress(key.PublicKey), nil, 21_000)
}

// sendTx sends a transaction calling to with data from key, with a gas
// limit of gas, and waits for its receipt.
func (s *stack) sendTx(t testing.TB, key *ecdsa.PrivateKey, to common.Address, data []byte, gas uint64) *types.Receipt {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	nonce, err := s.eth.PendingNonceAt(ctx, crypto.PubkeyToAddress(key.PublicKey))
	if err != nil {
		t.Fatal(err)
	}
	head, err := s.eth.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	signer := types.LatestSignerForChainID(big.NewInt(int64(s.Deployment.ChainID)))
	tx := types.MustSignNewTx(key, signer, &types.DynamicFeeTx{ChainID: signer.ChainID(), Nonce: nonce, GasTipCap: big.NewInt(1e9),
		GasFeeCap: new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(3)), big.NewInt(1e9)), Gas: gas, To: &to, Data: data})
	if err := s.eth.SendTransaction(ctx, tx); err != nil {
		t.Fatal(err)
	}
	rc, err := bind.WaitMined(ctx, s.eth, tx.Hash())
	if err != nil {
		t.Fatal(err)
	}
	return rc
}

// transferTopic is the topic of ERC-20 Transfer(address,address,uint256).
var transferTopic = crypto.Keccak256Hash([]byte("Transfer(address,address,uint256)"))

// transfersFrom counts the USDC transfers out of payer on the chain.
func (s *stack) transfersFrom(t *testing.T, payer common.Address) int {
	t.Helper()
	logs, err := s.eth.FilterLogs(context.Background(), ethereum.FilterQuery{
		FromBlock: big.NewInt(0), Addresses: []common.Address{s.Deployment.USDC},
		Topics: [][]common.Hash{{transferTopic}, {common.BytesToHash(payer.Bytes())}},
	})
	if err != nil {
		t.Fatal(err)
	}
	return len(logs)
}
