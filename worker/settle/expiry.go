package settle

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/hibiken/asynq"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/bindings/treasury"
	"github.com/inkd/inkd/chain/bindings/usdc"
	"github.com/inkd/inkd/jobs"
)

// The chain's word on a paid write's authorization before and after its
// write: is it used already (landed), does it leave time to be mined
// (inTime), or has it expired unused (Expired)?

// Expired returns the failure of paid write t when the chain proves its
// payment can no longer be taken: the block read is past the
// authorization's validBefore (USDC takes it only before; pastWindow) and,
// at that block, the authorization is unused. Any transaction of the job mined
// later reverts without taking it. The block read is the finalized one
// where confirmations are above 1 and the node serves the tag (finalBlock):
// a head whose blocks are later replaced (on Base, unsafe blocks whose batch
// never reached L1) cannot fail a payment for good. It releases the payer's
// spend hold. It returns nil when the payment may still be taken or the
// chain cannot be read (undecided), and always without a USDC address.
func (pw *PaidWrites) Expired(ctx context.Context, t *asynq.Task) *jobs.FailureError {
	if pw.cfg.USDC == (common.Address{}) {
		return nil
	}
	var p struct {
		Payment jobs.Payment `json:"payment"`
	}
	if jobs.Decode(t, &p) != nil {
		return nil
	}
	pay, _, err := treasuryPayment(p.Payment, "0")
	if err != nil {
		return nil
	}
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), readTimeout)
	defer cancel()
	used, at, err := pw.authorizationAt(ctx, pay, pw.finalBlock())
	if pw.finalBlock() != nil && (errors.Is(err, ethereum.NotFound) || chain.IsJSONRPCError(err)) {
		// A node without the finalized tag: the head, with the margin.
		used, at, err = pw.authorizationAt(ctx, pay, nil)
	}
	if err != nil || used || !pastWindow(at, pay) {
		return nil
	}
	f := &jobs.FailureError{Failure: jobs.Failure{Code: wire.CodeTxFailed,
		Message: "the payment authorization expired unused before its transaction could be mined; nothing was charged, sign a new one"}}
	pw.ended(ctx, pay, f)
	return f
}

// finalBlock is the block a failure for good is read at: the finalized
// block (the tag) when the transaction manager waits more than one
// confirmation, else the head (nil): a development chain, final on
// inclusion, finalizes only every 32 blocks and may seal none for hours.
func (pw *PaidWrites) finalBlock() *big.Int {
	if pw.txm == nil || pw.txm.Confirmations() <= 1 {
		return nil
	}
	return big.NewInt(int64(rpc.FinalizedBlockNumber))
}

// readTimeout bounds the chain reads of Expired, which may run after the
// task's own deadline ended its delivery.
const readTimeout = 5 * time.Second

// ExpiryMargin is how far past an authorization's validBefore the head
// block must be before its expiry counts as proof: a reorg would have to
// replace more than this much of the chain to let a block inside the
// window take the payment after all.
const ExpiryMargin = 30

// pastWindow reports whether a head block of time at (seconds) proves that
// no block can take pay any more: USDC requires block.timestamp <
// validBefore, and the head is ExpiryMargin seconds beyond it.
func pastWindow(at uint64, pay treasury.InkdTreasuryPayment) bool {
	limit := new(big.Int).Add(pay.ValidBefore, big.NewInt(ExpiryMargin))
	return new(big.Int).SetUint64(at).Cmp(limit) >= 0
}

// authorizationAt reads, at block number (nil: the head), whether pay's
// authorization is used, and the time of that block.
func (pw *PaidWrites) authorizationAt(ctx context.Context, pay treasury.InkdTreasuryPayment, number *big.Int) (used bool, at uint64, err error) {
	head, err := pw.backend.HeaderByNumber(ctx, number)
	if err != nil {
		return false, 0, fmt.Errorf("header: %w", err)
	}
	token := usdc.NewFiatToken()
	out, err := pw.backend.CallContract(ctx, ethereum.CallMsg{To: &pw.cfg.USDC, Data: token.PackAuthorizationState(pay.From, pay.Nonce)}, head.Number)
	if err != nil {
		return false, 0, fmt.Errorf("authorization state: %w", err)
	}
	used, err = token.UnpackAuthorizationState(out)
	return used, head.Time, err
}

// landed runs before anything else on a delivery that finds no
// transaction record for its job (the first one, or Redis lost the
// record): when the chain shows the authorization used, the job's outcome
// is read from the chain (settleUsed: our own write, or a front-run
// payment) instead of checking and simulating the write anew, which the
// landed write itself would now fail (its name taken, its authorization
// used or expired).
func (pw *PaidWrites) landed(ctx context.Context, pay treasury.InkdTreasuryPayment) error {
	if pw.cfg.USDC == (common.Address{}) {
		return nil
	}
	used, _, err := pw.authorizationAt(ctx, pay, nil)
	switch {
	case err != nil:
		return fmt.Errorf("read the chain before the first signature: %w", err)
	case used:
		return errAuthorizationUsed
	}
	return nil
}

// FirstSignMargin is how long, in seconds, an authorization must stay
// valid past the head for a paid write's first transaction to be signed:
// four blocks of Base's 2 s. It is below the API's payment.MinRemaining
// (10 s), so a request the API has just accepted is never refused here.
const FirstSignMargin = 8

// inTime runs before the first signature of a paid write (alone or in a
// batch): it refuses to sign when the head leaves the authorization less
// than FirstSignMargin seconds, where the transaction would likely be mined
// after validBefore and revert on the expired authorization at the
// operator's cost (a lone create 37.8k gas, a maximal multi-push 1.89M).
// The refusal is no failure yet: nothing was signed, and the job is
// retried without counting until the chain proves the authorization
// expired unused (expired), which ends it with nothing charged. A job
// whose record Redis lost while its transaction was pending is answered
// from the chain the same way, never failed while that transaction could
// still land.
func (pw *PaidWrites) inTime(ctx context.Context, pay treasury.InkdTreasuryPayment) error {
	head, err := pw.backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return fmt.Errorf("read the head before the first signature: %w", err)
	}
	if pay.ValidBefore.IsUint64() && head.Time+pw.signMargin >= pay.ValidBefore.Uint64() {
		return fmt.Errorf("%w: %w", ErrRetryLater, errExpiresTooSoon)
	}
	return nil
}
