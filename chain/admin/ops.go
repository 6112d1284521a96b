package admin

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/bindings/accessmanager"
)

// ErrNotAllowed means the account holds no role that may make the call.
var ErrNotAllowed = errors.New("account may not make this call")

// Call is one call to a governed contract (or the manager itself).
type Call struct {
	Target common.Address
	Data   []byte
}

// Plan is what the manager says about a call before anything is sent.
type Plan struct {
	// Immediate is true when the caller may make the call directly, without
	// scheduling it (delay zero).
	Immediate bool
	// Delay is the caller's execution delay for the call; zero with
	// Immediate false means ErrNotAllowed.
	Delay time.Duration
	// OperationID is the manager's id of (caller, target, data).
	OperationID common.Hash
	// Scheduled is the current schedule's earliest execution; zero when the
	// operation is not scheduled (or expired).
	Scheduled time.Time
}

// Manager talks to one InkdAccessManager. Every RPC runs under Timeout.
type Manager struct {
	B       chain.Backend
	Address common.Address
	// Timeout bounds each RPC call; zero means 10 s.
	Timeout time.Duration
	am      *accessmanager.InkdAccessManager
}

// NewManager returns a Manager for the manager at addr.
func NewManager(b chain.Backend, addr common.Address) *Manager {
	return &Manager{B: b, Address: addr, am: accessmanager.NewInkdAccessManager()}
}

func (m *Manager) timeout() time.Duration {
	if m.Timeout == 0 {
		return 10 * time.Second
	}
	return m.Timeout
}

func (m *Manager) view(ctx context.Context, data []byte) ([]byte, error) {
	ctx, cancel := context.WithTimeout(ctx, m.timeout())
	defer cancel()
	out, err := m.B.CallContract(ctx, ethereum.CallMsg{To: &m.Address, Data: data}, nil)
	if err != nil {
		return nil, fmt.Errorf("call access manager %s: %w", m.Address, err)
	}
	return out, nil
}

// Plan asks the manager whether caller may make c, after which delay, and
// whether it is already scheduled.
func (m *Manager) Plan(ctx context.Context, caller common.Address, c Call) (Plan, error) {
	if len(c.Data) < 4 {
		return Plan{}, errors.New("call data shorter than a selector")
	}
	out, err := m.view(ctx, m.am.PackCanCall(caller, c.Target, [4]byte(c.Data[:4])))
	if err != nil {
		return Plan{}, err
	}
	can, err := m.am.UnpackCanCall(out)
	if err != nil {
		return Plan{}, err
	}
	p := Plan{Immediate: can.Immediate, Delay: time.Duration(can.Delay) * time.Second}
	if out, err = m.view(ctx, m.am.PackHashOperation(caller, c.Target, c.Data)); err != nil {
		return Plan{}, err
	}
	if p.OperationID, err = m.am.UnpackHashOperation(out); err != nil {
		return Plan{}, err
	}
	if out, err = m.view(ctx, m.am.PackGetSchedule(p.OperationID)); err != nil {
		return Plan{}, err
	}
	at, err := m.am.UnpackGetSchedule(out)
	if err != nil {
		return Plan{}, err
	}
	if at.Sign() > 0 {
		p.Scheduled = time.Unix(at.Int64(), 0).UTC()
	}
	return p, nil
}

// ScheduleData, ExecuteData and CancelData are the manager calls that
// schedule, execute and cancel c (cancel names the caller who scheduled it).
func (m *Manager) ScheduleData(c Call) []byte {
	return m.am.PackSchedule(c.Target, c.Data, big.NewInt(0))
}

// ExecuteData is the manager call that executes c.
func (m *Manager) ExecuteData(c Call) []byte { return m.am.PackExecute(c.Target, c.Data) }

// CancelData is the manager call that cancels c as scheduled by caller.
func (m *Manager) CancelData(caller common.Address, c Call) []byte {
	return m.am.PackCancel(caller, c.Target, c.Data)
}

// Send signs data to the manager from key with estimated gas (+20 %) and
// EIP-1559 fees, sends it and waits for its receipt, polling every poll.
// A reverting call fails the estimation, whose error carries the revert
// (see chain.RevertName); nothing is sent then.
func (m *Manager) Send(ctx context.Context, key *ecdsa.PrivateKey, data []byte, poll time.Duration) (*types.Receipt, error) {
	from := crypto.PubkeyToAddress(key.PublicKey)
	rctx, cancel := context.WithTimeout(ctx, m.timeout())
	defer cancel()
	chainID, err := m.B.ChainID(rctx)
	if err != nil {
		return nil, fmt.Errorf("chain id: %w", err)
	}
	gas, err := m.B.EstimateGas(rctx, ethereum.CallMsg{From: from, To: &m.Address, Data: data})
	if err != nil {
		return nil, fmt.Errorf("estimate gas: %w", err)
	}
	nonce, err := m.B.PendingNonceAt(rctx, from)
	if err != nil {
		return nil, fmt.Errorf("nonce: %w", err)
	}
	tip, err := m.B.SuggestGasTipCap(rctx)
	if err != nil {
		return nil, fmt.Errorf("gas tip: %w", err)
	}
	head, err := m.B.HeaderByNumber(rctx, nil)
	if err != nil {
		return nil, fmt.Errorf("head: %w", err)
	}
	tx, err := types.SignNewTx(key, types.LatestSignerForChainID(chainID), &types.DynamicFeeTx{
		ChainID: chainID, Nonce: nonce, GasTipCap: tip, Gas: gas + gas/5, To: &m.Address, Data: data,
		GasFeeCap: new(big.Int).Add(tip, new(big.Int).Mul(head.BaseFee, big.NewInt(2))),
	})
	if err != nil {
		return nil, err
	}
	if err := m.B.SendTransaction(rctx, tx); err != nil {
		return nil, fmt.Errorf("send: %w", err)
	}
	t := time.NewTicker(poll)
	defer t.Stop()
	for {
		rec, err := m.B.TransactionReceipt(ctx, tx.Hash())
		switch {
		case err == nil && rec.Status == types.ReceiptStatusSuccessful:
			return rec, nil
		case err == nil:
			return rec, fmt.Errorf("transaction %s reverted", tx.Hash())
		case !errors.Is(err, ethereum.NotFound):
			return nil, fmt.Errorf("receipt of %s: %w", tx.Hash(), err)
		}
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("transaction %s not mined: %w", tx.Hash(), ctx.Err())
		case <-t.C:
		}
	}
}
