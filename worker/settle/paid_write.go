package settle

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"sync"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/bindings/registry"
	"github.com/inkd/inkd/chain/bindings/treasury"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/internal/failpoint"
	"github.com/inkd/inkd/jobs"
)

// DefaultMaxWriteGas is the default gas cap of one paid write: the largest
// create the API accepts (every string field at its limit) stays below it,
// and no write, however its payer's account behaves, can burn more of a
// settler's gas.
const DefaultMaxWriteGas = 4_000_000

// raceReverts are the reverts an honest payer can meet through no fault of
// its own (another write landed first in the same block); any other revert
// of a write that passed every check suspends its payer.
var raceReverts = map[string]bool{
	"NameTaken()":              true,
	"ProjectNotFound()":        true,
	"NotOwnerOrCollaborator()": true,
	usedAuthorization:          true, // front-run: the payer is the victim
}

// governanceReverts are the reverts of a write refused because governance
// changed under it: the guardian removed the treasury as the registry's
// writer or the sending settler (both Unauthorized()), or paused the
// treasury. The payer had no part in it and is never suspended for it.
var governanceReverts = map[string]bool{
	"Unauthorized()":  true,
	"EnforcedPause()": true,
}

// ReceiptApplier updates the read model from a confirmed receipt, so a
// client reads its own write right after the 201.
type ReceiptApplier interface {
	ApplyReceipt(ctx context.Context, r *types.Receipt) error
}

// Config configures PaidWrites.
type Config struct {
	// Addresses are the deployment's contracts: the treasury the settlers
	// call, the registry whose events carry the new ids, and USDC, whose
	// logs tell who consumed an authorization (a zero USDC disables
	// completing front-run payments: a used authorization then ends the job
	// with tx_failed).
	chain.Addresses
	// GatewayURL turns an Arweave id into its public URL (storageUrl).
	GatewayURL func(id string) string
	// PrepaidLookback is how many blocks back to look for the transaction
	// that consumed an authorization. Zero means DefaultPrepaidLookback.
	PrepaidLookback uint64
	// MaxGas caps the gas limit of one paid write; a write whose simulation
	// needs more ends with tx_failed before anything is signed. Zero means
	// DefaultMaxWriteGas.
	MaxGas uint64
}

// Option adds an optional part to PaidWrites.
type Option func(*PaidWrites)

// WithPaymentRecords releases each job's spend hold in spends when the job
// ends, and suspends in suspensions a payer whose write reverted on chain
// for a reason the checks should have caught. Either may be nil.
func WithPaymentRecords(spends *payment.Spends, suspensions *payment.Suspensions) Option {
	return func(pw *PaidWrites) { pw.spends, pw.suspensions = spends, suspensions }
}

// PaidWrites executes paid writes: one treasury transaction that takes the
// payment and performs the registry write, sent through the transaction
// manager under the task's id, so a re-delivered task resumes the same
// transaction instead of signing a new one.
type PaidWrites struct {
	cfg     Config
	backend chain.Backend
	txm     *txmgr.Manager
	apply   ReceiptApplier
	reverts *chain.RevertDecoder
	tre     *treasury.InkdTreasury
	reg     *registry.InkdRegistry
	log     *logrus.Entry

	spends      *payment.Spends
	suspensions *payment.Suspensions
	fees        Metrics
	// signMargin is FirstSignMargin; tests of a write mined after its
	// authorization expired set it lower.
	signMargin uint64
}

// New builds the paid-write handlers. apply may be nil.
func New(cfg Config, b chain.Backend, txm *txmgr.Manager, apply ReceiptApplier, log *logrus.Entry, opts ...Option) (*PaidWrites, error) {
	if cfg.Treasury == (common.Address{}) || cfg.Registry == (common.Address{}) {
		return nil, errors.New("paid writes: Treasury and Registry are required")
	}
	if cfg.GatewayURL == nil {
		cfg.GatewayURL = func(id string) string { return "https://arweave.net/" + id }
	}
	if cfg.MaxGas == 0 {
		cfg.MaxGas = DefaultMaxWriteGas
	}
	if cfg.PrepaidLookback == 0 {
		cfg.PrepaidLookback = DefaultPrepaidLookback
	}
	pw := &PaidWrites{
		cfg: cfg, backend: b, txm: txm, apply: apply,
		reverts: chain.NewRevertDecoder(),
		tre:     treasury.NewInkdTreasury(),
		reg:     registry.NewInkdRegistry(),
		log:     log.WithField("component", "paid_writes"),
		fees:    NoopMetrics{},

		signMargin: FirstSignMargin,
	}
	for _, o := range opts {
		o(pw)
	}
	return pw, nil
}

// pushResult is the 201 body of a single push from its receipt and event.
func (pw *PaidWrites) pushResult(rcpt *types.Receipt, ev *registry.InkdRegistryVersionPushed) (json.RawMessage, error) {
	return json.Marshal(wire.PushResult{
		TxHash:       rcpt.TxHash.Hex(),
		ProjectID:    ev.ProjectId.String(),
		VersionIndex: ev.VersionIndex.String(),
		VersionTag:   ev.VersionTag,
		StorageHash:  ev.ArweaveHash,
		StorageURL:   pw.cfg.GatewayURL(strings.TrimPrefix(ev.ArweaveHash, "ar://")),
		Pusher:       ev.PushedBy.Hex(),
		Status:       "success",
		BlockNumber:  rcpt.BlockNumber.String(),
	})
}

// write makes the paid write j under its own intent: the call paid
// (Execute), or, when its authorization was used elsewhere, the same write
// completed on the prepaid payment or the payment refunded (settleUsed).
// The job's spend hold is released once the outcome is final (ended).
func (pw *PaidWrites) write(ctx context.Context, j *Job) (*types.Receipt, error) {
	rcpt, err := pw.Execute(ctx, j.id, j)
	rcpt, err = pw.settleWrite(ctx, j, rcpt, err)
	pw.ended(ctx, j.pay, err)
	return rcpt, err
}

// gasCap is the gas cap of j: its own, else MaxGas.
func (pw *PaidWrites) gasCap(j *Job) uint64 {
	if j.gasCap > 0 {
		return j.gasCap
	}
	return pw.cfg.MaxGas
}

// ended releases the job's spend hold once the job's outcome is final
// (err nil or a permanent failure): the transfer is in the payer's balance
// now, or will never happen. A transient error keeps the hold: the job goes
// on.
func (pw *PaidWrites) ended(ctx context.Context, pay treasury.InkdTreasuryPayment, err error) {
	var fe *jobs.FailureError
	if pw.spends == nil || (err != nil && !errors.As(err, &fe)) {
		return
	}
	if rerr := pw.spends.Release(context.WithoutCancel(ctx), pay.From, pay.Nonce); rerr != nil {
		// The hold lapses with its authorization anyway.
		JobLog(ctx, pw.log).WithFields(logrus.Fields{"payer": pay.From.Hex(), "err": rerr.Error()}).Warn("spend hold not released")
	}
}

// Execute sends j's own call under intent (j's id, or the intent it goes
// on alone under after its batch failed) and waits for its final receipt.
// A delivery that finds no stored transaction (the first, or one after
// Redis lost the record) runs the checks first (firstChecks) and
// simulates the call: a payer with code or a revert ends the job before
// anything is signed (no payment taken, no gas spent). Later deliveries
// find the stored transaction and only resume it. An authorization that
// USDC reports as used is returned as errAuthorizationUsed, a failure
// after a transaction was mined as a minedFailure: Result settles both.
//
// A transaction that ran out of gas on chain is sent again with a larger
// limit under the next of gasIntents (gas_resend.go), the same checks
// running before its first signature, and only while the authorization
// stays valid long enough (timeLeft); the answer is the first attempt's
// that did not run out of gas, or the last one's.
func (pw *PaidWrites) Execute(ctx context.Context, intent string, j *Job) (*types.Receipt, error) {
	pay, limit := j.pay, pw.gasCap(j)
	first := func(ctx context.Context) error { return pw.firstChecks(ctx, pay) }
	resend := func(ctx context.Context) error {
		if err := pw.timeLeft(ctx, pay); err != nil {
			return err
		}
		return first(ctx)
	}
	var floor uint64
	for n := 0; ; n++ {
		check := first
		if n > 0 {
			check = resend
		}
		rcpt, err := pw.submit(ctx, GasIntent(intent, n), j.paid, floor, limit, check)
		var rev *RevertError
		if !errors.As(err, &rev) {
			if n > 0 {
				// A re-send refused: the attempt before it was mined.
				err = exposed(err, "")
			}
			return rcpt, err
		}
		var ok bool
		if rev.Reason == outOfGas {
			floor, ok = resendFloor(n+1, rev.GasLimit, limit)
		}
		if !ok {
			err := pw.reverted(ctx, pay.From, rev)
			if rev.Receipt != nil || n > 0 {
				err = exposed(err, rev.Reason)
			}
			return nil, err
		}
		JobLog(ctx, pw.log).WithFields(logrus.Fields{"task_id": intent, "tx_hash": rev.Receipt.TxHash.Hex(), "gas_limit": rev.GasLimit, "next_gas_limit": floor}).
			Warn("paid write ran out of gas; sending it again with a larger limit")
	}
}

// firstChecks run before the first signature of a paid write, alone or
// in a batch: is its authorization used already (landed), does it leave
// time to be mined (inTime), has its payer no code (checkPayer)?
func (pw *PaidWrites) firstChecks(ctx context.Context, pay treasury.InkdTreasuryPayment) error {
	if err := pw.landed(ctx, pay); err != nil {
		return err
	}
	if err := pw.inTime(ctx, pay); err != nil {
		return err
	}
	return pw.checkPayer(ctx, pay.From)
}

// expiredAuthorization is USDC's revert for an authorization used at or
// after its validBefore.
const expiredAuthorization = "FiatTokenV2: authorization is expired"

// reverted is the error of a write of payer that reverted: for a used
// authorization errAuthorizationUsed (for settleUsed); for a simulation
// that finds the authorization expired, no failure yet (see below);
// for a balance that no longer covers the payment, payment_invalid (what
// the API answers before queueing, and a batched write's answer);
// otherwise tx_failed with the revert. A revert on chain suspends the payer
// (suspendAfter).
func (pw *PaidWrites) reverted(ctx context.Context, payer common.Address, rev *RevertError) error {
	usdc := pw.cfg.USDC != (common.Address{})
	if rev.Reason == usedAuthorization && usdc {
		return fmt.Errorf("%w: %s", errAuthorizationUsed, rev.Reason)
	}
	if rev.Reason == expiredAuthorization && rev.Receipt == nil && usdc {
		// The simulation ran on the head, which is not the chain's final
		// word: the job fails for good only once the block expired reads
		// (lifecycle.go) proves the authorization unused past its window.
		return errors.New("the simulation found the authorization expired at the head; waiting for the block that decides")
	}
	if rev.Receipt != nil {
		pw.suspendAfter(ctx, payer, rev.Reason)
	}
	if balanceReverts[rev.Reason] {
		return balanceSpent(rev.Reason)
	}
	return jobs.Fail(wire.CodeTxFailed, rev.Reason)
}

// balanceReverts are the token's reverts for a payer whose balance does
// not cover the transfer (FiatToken and the development USDC).
var balanceReverts = map[string]bool{
	"ERC20: transfer amount exceeds balance": true,
}

// balanceSpent is the failure of a write that reverted with reason, one of
// balanceReverts: the payer spent its USDC since the checks.
func balanceSpent(reason string) error {
	return jobs.Fail(wire.CodePaymentInvalid, "the payer's USDC balance no longer covers the payment ("+reason+"); nothing was charged")
}

// RevertError is a treasury call that reverted: in its simulation (Receipt
// nil: nothing was signed) or on chain.
type RevertError struct {
	// Reason names the revert (the contract's error, USDC's message,
	// outOfGas, or "execution reverted").
	Reason  string
	Receipt *types.Receipt
	// GasLimit is the mined transaction's gas limit (0 for a simulation).
	GasLimit uint64
}

func (e *RevertError) Error() string { return "reverted: " + e.Reason }

// submit sends data to the treasury under intent through the transaction
// manager and waits for the final receipt. When no transaction is recorded
// for intent yet, it runs first (a check that may end the job) and
// simulates the call; a recorded one is only resumed, never signed anew,
// also when an overlapping delivery records it while this one checks.
// The gas limit of a new transaction is the simulation's, raised to floor
// (zero: none) and never above limit, the write's cap. A revert,
// simulated or mined, is a *RevertError; a successful receipt has been
// applied to the read model.
func (pw *PaidWrites) submit(ctx context.Context, intent string, data []byte, floor, limit uint64, first func(context.Context) error) (*types.Receipt, error) {
	log := JobLog(ctx, pw.log).WithField("task_id", intent)
	var gas uint64
	_, err := pw.txm.Get(ctx, intent)
	switch {
	case errors.Is(err, txmgr.ErrNotFound):
		if gas, err = pw.checked(ctx, data, limit, first); err != nil {
			if pw.overtaken(ctx, intent) {
				// An overlapping delivery of the same job signed
				// meanwhile, and its transaction may be what made the
				// checks fail: that transaction is the answer.
				return pw.await(ctx, log, intent, data)
			}
			return nil, err
		}
		gas = min(max(gas, floor), limit)
	case err != nil:
		return nil, fmt.Errorf("read transaction record: %w", err)
	}
	if _, err := pw.txm.Send(ctx, intent, txmgr.Candidate{To: pw.cfg.Treasury, Data: data, GasLimit: gas}); err != nil {
		return nil, sendFailed(log, err)
	}
	return pw.await(ctx, log, intent, data)
}

// checked runs first (when given) and the simulation of data before its
// first signature: the gas limit to sign with, or why not to sign.
func (pw *PaidWrites) checked(ctx context.Context, data []byte, limit uint64, first func(context.Context) error) (uint64, error) {
	if first != nil {
		if err := first(ctx); err != nil {
			return 0, err
		}
	}
	return pw.preflight(ctx, data, limit)
}

// overtaken tells whether a transaction is recorded for intent now: one
// an overlapping delivery signed while this one ran its checks.
func (pw *PaidWrites) overtaken(ctx context.Context, intent string) bool {
	_, err := pw.txm.Get(ctx, intent)
	return err == nil
}

// sendFailed is the error of a paid write whose Send failed with err: a
// node's refusal for good or a nonce used by another transaction ends the
// job (nothing was taken); anything else is retried.
func sendFailed(log *logrus.Entry, err error) error {
	var rej *txmgr.RejectedError
	switch {
	case errors.As(err, &rej):
		log.WithField("err", err.Error()).Error("node rejected the settlement transaction")
		return jobs.Fail(wire.CodeTxFailed, "the node rejected the transaction: "+rej.Err.Error())
	case errors.Is(err, txmgr.ErrNonceConsumed):
		return jobs.Fail(wire.CodeTxFailed, "the transaction was superseded before it was mined; the payment was not taken")
	}
	return fmt.Errorf("send settlement: %w", err)
}

// await waits for the final receipt of intent, whose call is data: a
// revert is a *RevertError with its receipt; a success is applied to the
// read model first.
func (pw *PaidWrites) await(ctx context.Context, log *logrus.Entry, intent string, data []byte) (*types.Receipt, error) {
	out, err := pw.txm.Wait(ctx, intent)
	if err != nil {
		switch {
		case errors.Is(err, txmgr.ErrNonceConsumed):
			return nil, jobs.Fail(wire.CodeTxFailed, "the transaction was superseded before it was mined; the payment was not taken")
		case errors.Is(err, txmgr.ErrRejected):
			log.WithField("err", err.Error()).Error("node rejected the settlement transaction")
			return nil, jobs.Fail(wire.CodeTxFailed, "the node rejected the transaction; the payment was not taken")
		case ctx.Err() != nil:
			// The task's deadline came while the transaction waits for
			// its block: not a failure, so it does not use up a retry.
			return nil, fmt.Errorf("%w: %w", ErrRetryLater, err)
		}
		return nil, fmt.Errorf("wait for settlement: %w", err)
	}
	rcpt := out.Receipt
	failpoint.Hit("receipt_seen")
	if rcpt.Status != types.ReceiptStatusSuccessful {
		reason := pw.revertReason(ctx, out.Record, data, rcpt)
		log.WithFields(logrus.Fields{"tx_hash": rcpt.TxHash.Hex(), "reason": reason, "gas_used": rcpt.GasUsed}).Info("settlement reverted")
		return nil, &RevertError{Reason: reason, Receipt: rcpt, GasLimit: out.Record.Call.GasLimit}
	}
	if pw.apply != nil {
		if err := pw.apply.ApplyReceipt(ctx, rcpt); err != nil {
			// The indexer will catch up; the write itself is done.
			log.WithField("err", err.Error()).Warn("read model not updated from receipt")
		}
	}
	return rcpt, nil
}

// suspendAfter suspends payer after its write reverted on chain, unless the
// revert is a race an honest payer can lose or a governance change
// (governanceReverts), ran out of the operator's gas limit, or came after
// the authorization's validBefore (mined late: the operator's queue or the
// chain, not the payer, made it so). The write
// passed the API's checks and the simulation, so only the payer's own
// doing (code added to its account, its balance moved away) makes it
// revert otherwise, and the operator paid for that transaction.
func (pw *PaidWrites) suspendAfter(ctx context.Context, payer common.Address, reason string) {
	if pw.suspensions == nil || raceReverts[reason] || governanceReverts[reason] || reason == outOfGas || reason == expiredAuthorization {
		return
	}
	if err := pw.suspensions.Suspend(context.WithoutCancel(ctx), payer, reason); err != nil {
		JobLog(ctx, pw.log).WithFields(logrus.Fields{"payer": payer.Hex(), "err": err.Error()}).Warn("payer not suspended")
		return
	}
	JobLog(ctx, pw.log).WithFields(logrus.Fields{"payer": payer.Hex(), "reason": reason}).Warn("payer suspended after a reverted write")
}

// checkPayer runs right before the first signature of a paid write: it
// refuses a payer whose account holds code (it may have gained it since the
// API checked). A node that does not answer is left to the simulation.
func (pw *PaidWrites) checkPayer(ctx context.Context, payer common.Address) error {
	code, err := pw.backend.CodeAt(ctx, payer, nil)
	if err == nil && len(code) != 0 {
		herr := &payment.HasCodeError{Payer: payer, Delegated: payment.IsDelegation(code)}
		return jobs.Fail(wire.CodePaymentInvalid, herr.Error()+"; nothing was charged")
	}
	return nil
}

// preflight simulates the call from a settler with the fee fields the
// transaction will carry and returns its gas limit (estimate + 25 %, at
// most limit, the write's cap). A revert is a *RevertError without a
// receipt.
func (pw *PaidWrites) preflight(ctx context.Context, data []byte, limit uint64) (uint64, error) {
	gas, err := pw.simulate(ctx, pw.cfg.Treasury, data)
	if err == nil {
		if gas > limit {
			return 0, jobs.Fail(wire.CodeTxFailed, fmt.Sprintf("the write needs %d gas, above the cap of %d per write; nothing was charged", gas, limit))
		}
		return min(gas+gas/4, limit), nil
	}
	if name, ok := pw.reverts.Name(err); ok {
		return 0, &RevertError{Reason: name}
	}
	if _, ok := chain.RevertData(err); ok {
		return 0, &RevertError{Reason: "execution reverted"}
	}
	// Not an answer about the write (the node is unreachable, the settler
	// cannot pay for gas): the job is retried until the write is made or
	// its authorization expires (doc.go).
	return 0, fmt.Errorf("preflight: %w", err)
}

// simulate estimates the gas of data sent to the treasury from a settler
// with the fee fields its transaction will carry.
func (pw *PaidWrites) simulate(ctx context.Context, to common.Address, data []byte) (uint64, error) {
	msg := ethereum.CallMsg{From: pw.txm.Addresses()[0], To: &to, Data: data}
	var err error
	if msg.GasFeeCap, msg.GasTipCap, err = pw.txm.FirstFees(ctx); err != nil {
		return 0, err
	}
	return pw.estimateGas(ctx, msg)
}

// estimateGas estimates msg on the newest state the providers have when
// the backend can (chain.FreshEstimator, the provider pool). The pool
// trusts a provider a few blocks behind, and an estimate made there
// reverts for what is not there yet (a project, a collaborator, the
// payer's funds: the job would end tx_failed) or comes out too low for the
// state the transaction meets (it runs out of gas on chain, and its payer
// is suspended). It costs one eth_blockNumber per provider.
func (pw *PaidWrites) estimateGas(ctx context.Context, msg ethereum.CallMsg) (uint64, error) {
	var gas uint64
	var err error
	if e, ok := pw.backend.(chain.FreshEstimator); ok {
		gas, err = e.EstimateGasAtBest(ctx, msg)
	} else {
		gas, err = pw.backend.EstimateGas(ctx, msg)
	}
	if err == nil && gas < minPaidCallGas && takesPayment(msg.Data) {
		// Not an answer about the write: the job (or the batch) is
		// tried again, and the transaction is never signed with it.
		return 0, fmt.Errorf("the node estimated %d gas for a paid write, below the %d any paid write costs: it answered from a state without the treasury's code", gas, minPaidCallGas)
	}
	return gas, err
}

// minPaidCallGas is less than any call to the treasury that takes a
// payment can cost: the transaction's 21,000 and USDC's
// transferWithAuthorization (~37,600, its fresh nonce slot alone 22,100)
// come before any of the write's own work. An estimate below it comes
// from a node whose state has no treasury code at that address (a
// provider still behind the deployment, which no head this fleet has
// seen can reveal when every process started behind it): a limit set
// from it would run out of gas on chain. Measured in the provider-down
// chaos run: 41,659 and 41,697, the bare calldata.
const minPaidCallGas = 60_000

// paymentSelectors are the treasury functions that pull a payment through
// USDC: a prepaid completion or a refund moves no authorization and may
// cost less, so the floor is not theirs.
var paymentSelectors = sync.OnceValue(func() map[string]bool {
	out := map[string]bool{}
	parsed, err := treasury.InkdTreasuryMetaData.ParseABI()
	if err != nil {
		return out // the generated ABI always parses; without it, no floor
	}
	for _, name := range []string{"createProjectPaid", "pushVersionPaid", "pushVersionsPaid", "executeBatch", "voidPayment"} {
		out[string(parsed.Methods[name].ID)] = true
	}
	return out
})

// takesPayment tells whether data calls one of paymentSelectors.
func takesPayment(data []byte) bool {
	return len(data) >= 4 && paymentSelectors()[string(data[:4])]
}

// revertReason names the revert of a mined call by replaying it. The state
// after its block comes first: a write that lost a race (a name registered
// earlier in the same block) reverts there for the same reason, while on
// the parent state it would succeed. The parent state is the fallback.
func (pw *PaidWrites) revertReason(ctx context.Context, rec txmgr.Record, data []byte, rcpt *types.Receipt) string {
	if ranOutOfGas(rcpt.GasUsed, rec.Call.GasLimit) {
		return outOfGas
	}
	parent := new(big.Int).Sub(rcpt.BlockNumber, big.NewInt(1))
	for _, at := range []*big.Int{rcpt.BlockNumber, parent} {
		_, err := pw.backend.CallContract(ctx, ethereum.CallMsg{From: rec.From, To: &pw.cfg.Treasury, Data: data, Gas: rec.Call.GasLimit}, at)
		if name, ok := pw.reverts.Name(err); ok {
			return name
		}
	}
	return "execution reverted"
}

// outOfGas names the failure of a write that used up its gas limit.
const outOfGas = "out of gas"

// ranOutOfGas tells whether a failed transaction that used gasUsed of
// limit ran out of gas: a REVERT gives back what is left, so a revert of
// the contracts' own leaves far more than the 1/64 of the limit that an
// exhausted inner call leaves its caller (EIP-150); using it all is gas
// exhaustion. The limit is the operator's choice (estimate + 25 %), so
// the payer is not to blame for it.
func ranOutOfGas(gasUsed, limit uint64) bool {
	return limit > 0 && gasUsed >= limit-limit/64
}

// SetFinalWatcher tells fw of the paid writes' final transactions that a
// reorg deeper than the confirmations moved or lost (the worker's
// corrections); see txmgr.Manager.SetFinalWatcher.
func (pw *PaidWrites) SetFinalWatcher(fw txmgr.FinalWatcher) { pw.txm.SetFinalWatcher(fw) }
