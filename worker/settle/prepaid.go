package settle

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/bindings/treasury"
	"github.com/inkd/inkd/jobs"
)

// A front-runner (anyone who saw a signed authorization: the pending
// transaction, a log, the request) can submit it straight to USDC's
// transferWithAuthorization. The payer is charged, the treasury holds the
// money as surplus, and the job's own write reverts with
// usedAuthorization. settleUsed finds out on chain what consumed the
// authorization and gives the job its one true outcome: the write,
// completed as prepaid, or a refund — never a failure while the payer's
// money is ours.

// usedAuthorization is USDC's revert for a nonce already used or cancelled
// (FiatToken v2 and the development USDC).
const usedAuthorization = "FiatTokenV2: authorization is used or canceled"

// DefaultPrepaidLookback is how many blocks back settleUsed looks for the
// transaction that consumed an authorization: about 5.5 hours of 2 s
// blocks, far beyond an authorization's 5-minute window and a job's retries.
const DefaultPrepaidLookback = 10_000

// errAuthorizationUsed marks a job whose authorization USDC reports as used
// by something other than the job's own transaction.
var errAuthorizationUsed = errors.New("authorization used on chain")

var (
	topicAuthorizationUsed     = crypto.Keccak256Hash([]byte("AuthorizationUsed(address,bytes32)"))
	topicAuthorizationCanceled = crypto.Keccak256Hash([]byte("AuthorizationCanceled(address,bytes32)"))
	topicTransfer              = crypto.Keccak256Hash([]byte("Transfer(address,address,uint256)"))
)

// prepaidCalls are the treasury calls that finish a front-run payment.
type prepaidCalls struct {
	// complete performs the job's write on the payment already received.
	complete []byte
	// refund sends the payment back.
	refund []byte
}

// use is what consumed an authorization on chain.
type use struct {
	// tx is the transaction that used or cancelled the authorization.
	tx common.Hash
	// receipt is tx's receipt; nil for a cancellation, which moves nothing.
	receipt *types.Receipt
	// cancelled: the payer cancelled the authorization (USDC's
	// cancelAuthorization); no transfer was made under it.
	cancelled bool
	// ours: the transaction is a paid write of this treasury for the same
	// authorization (the job's own write, whose record was lost).
	ours bool
	// voided: the transaction is this treasury's voidPayment of the same
	// authorization (a failed write's, void.go): the money went back.
	voided bool
	// paid: the transfer made under this very authorization moved exactly
	// the authorized value from the payer to the treasury.
	paid bool
}

// settleUsed gives a job whose authorization is used its outcome:
//   - used by our own paid write (its record lost): that write's receipt;
//   - used by a third party that moved the money to the treasury: the write
//     completed as prepaid (intent + ":prepaid"), or, if the write cannot be
//     done any more, the money refunded (intent + ":refund") and the job
//     failed with the write's revert and the refund's transaction;
//   - used elsewhere (cancelled, paid to another address): payment_invalid,
//     inkd took nothing.
//
// Each treasury call goes through the transaction manager under its own
// derived intent, so re-deliveries resume it and never sign a second one.
//
// A recovery job (jobs.Payment.Recovery: the request came with its
// authorization already used) never completes a third party's payment with
// its own content, which nothing binds to the signature: it refunds it.
func (pw *PaidWrites) settleUsed(ctx context.Context, j *Job) (*types.Receipt, error) {
	pay := j.pay
	log := JobLog(ctx, pw.log).WithFields(logrus.Fields{"task_id": j.id, "payer": pay.From.Hex()})
	u, err := pw.findUse(ctx, pay)
	if err != nil {
		return nil, err
	}
	switch {
	case u == nil:
		return nil, pw.untraced(ctx, pay)
	case u.cancelled:
		return nil, jobs.Fail(wire.CodePaymentInvalid, "the payer cancelled the authorization (transaction "+u.tx.Hex()+"); inkd took nothing, sign a new one")
	case u.voided:
		return nil, jobs.Fail(wire.CodeTxFailed, "the write failed on chain earlier, and its payment authorization was used up and the money returned in transaction "+u.tx.Hex()+"; nothing was charged")
	case u.ours:
		log.WithField("tx_hash", u.tx.Hex()).Info("authorization used by our own write; answering with it")
		return u.receipt, nil
	case !u.paid:
		return nil, jobs.Fail(wire.CodePaymentInvalid, "the authorization was used outside inkd without paying inkd (transaction "+u.tx.Hex()+"); inkd took nothing, sign a new one")
	}
	// A prepaid write may have been completed already, by a job whose
	// record Redis lost since: the treasury's PaymentReceived tells.
	if done, err := pw.findPaymentReceived(ctx, pay, u.receipt.BlockNumber); err != nil || done != nil {
		return done, err
	}
	why := "a third party submitted this payment's authorization directly to USDC, and this request came without its original job, so its content cannot be taken for the payer's"
	if !j.recovery {
		log.WithField("tx_hash", u.tx.Hex()).Warn("authorization front-run; completing the write as prepaid")
		rcpt, err := pw.submit(ctx, j.id+prepaidIntentSuffix, j.prepaid.complete, 0, pw.gasCap(j), nil)
		var rev *RevertError
		if !errors.As(err, &rev) {
			return rcpt, err
		}
		if rev.Reason == "PrepaidAlreadySettled()" {
			return nil, jobs.Fail(wire.CodeInternal, "the front-run payment was already completed or refunded by another transaction; see the treasury's events for the payer")
		}
		log.WithField("reason", rev.Reason).Warn("front-run write cannot be completed; refunding")
		why = rev.Reason + "; a third party submitted this payment's authorization directly to USDC, so the write could not be made"
	}
	var rev *RevertError
	refund, err := pw.submit(ctx, j.id+refundIntentSuffix, j.prepaid.refund, 0, pw.gasCap(j), nil)
	if errors.As(err, &rev) {
		return nil, pw.refundUnpaid(ctx, pay, rev.Reason)
	}
	if err != nil {
		return nil, err
	}
	return nil, jobs.Fail(wire.CodeTxFailed, why+"; the payment was refunded in transaction "+refund.TxHash.Hex())
}

// refundUnpaid ends a job whose refund reverted: the treasury's surplus
// does not cover it ("Insufficient USDC"), the settler lost its role, or
// another transaction settled the payment first (PrepaidAlreadySettled()).
// Retrying would park the claim until the next USDC reaches the treasury
// and take that, whoever it belongs to; instead the job ends as an
// incident the operator sees (an error log, the refunds_unpaid metric and
// its alert) and settles by hand from the treasury's events.
func (pw *PaidWrites) refundUnpaid(ctx context.Context, pay treasury.InkdTreasuryPayment, reason string) error {
	if reason == "PrepaidAlreadySettled()" {
		return jobs.Fail(wire.CodeInternal, "the payment taken outside inkd was already completed or refunded by another transaction; see the treasury's events for the payer and nonce")
	}
	pw.fees.RefundUnpaid()
	JobLog(ctx, pw.log).WithFields(logrus.Fields{"payer": pay.From.Hex(), "nonce": common.Hash(pay.Nonce).Hex(), "reason": reason}).
		Error("refund of a payment taken outside inkd could not be paid; the operator must settle it")
	return jobs.Fail(wire.CodeInternal, "the payment taken outside inkd could not be refunded ("+reason+"); the operator was alerted and will settle it; nothing more will be taken")
}

// findUse looks up what used or cancelled pay's authorization (the
// token's AuthorizationUsed or AuthorizationCanceled log, by payer and
// nonce) and reads what it did. It returns nil when no such log is found
// within searchRange.
func (pw *PaidWrites) findUse(ctx context.Context, pay treasury.InkdTreasuryPayment) (*use, error) {
	from, to, err := pw.searchRange(ctx, pay)
	if err != nil {
		return nil, err
	}
	logs, err := pw.backend.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(from),
		ToBlock:   new(big.Int).SetUint64(to),
		Addresses: []common.Address{pw.cfg.USDC},
		Topics:    [][]common.Hash{{topicAuthorizationUsed, topicAuthorizationCanceled}, {common.BytesToHash(pay.From.Bytes())}, {pay.Nonce}},
	})
	if err != nil {
		return nil, fmt.Errorf("find authorization use: %w", err)
	}
	for _, l := range logs {
		if l.Removed {
			continue
		}
		if l.Topics[0] == topicAuthorizationCanceled {
			return &use{tx: l.TxHash, cancelled: true}, nil
		}
		rcpt, err := pw.backend.TransactionReceipt(ctx, l.TxHash)
		if err == nil && rcpt.BlockNumber == nil {
			err = errNoBlock
		}
		if err != nil {
			return nil, fmt.Errorf("receipt of authorization use %s: %w", l.TxHash.Hex(), err)
		}
		return pw.readUse(rcpt, pay), nil
	}
	return nil, nil
}

// untracedMargin is how long, in seconds, past an authorization's
// validBefore a job whose authorization USDC reports used goes on looking
// for the transaction that used it: long enough for a lagging log index to
// catch up, short enough that the job ends with a bounded number of
// searches.
const untracedMargin = 600

// untraced is the answer of a job whose authorization USDC reports used
// while no log of its use or cancellation is found. Before untracedMargin
// has passed beyond the authorization's window it is a transient error
// (a lagging backend: the money may be ours, and the job looks again);
// after it, the search range is closed and was searched in full, so the
// job ends: inkd has no transfer it could complete or refund.
func (pw *PaidWrites) untraced(ctx context.Context, pay treasury.InkdTreasuryPayment) error {
	head, err := pw.backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return fmt.Errorf("head: %w", err)
	}
	limit := new(big.Int).Add(pay.ValidBefore, big.NewInt(untracedMargin))
	if new(big.Int).SetUint64(head.Time).Cmp(limit) < 0 {
		return errors.New("authorization reported used but no AuthorizationUsed log found yet")
	}
	JobLog(ctx, pw.log).WithFields(logrus.Fields{"payer": pay.From.Hex(), "nonce": common.Hash(pay.Nonce).Hex()}).
		Error("authorization reported used, but no log of its use found in its whole window")
	return jobs.Fail(wire.CodePaymentInvalid, "USDC reports the authorization used, but no transaction that used it was found within its validity window; inkd took nothing it can find, sign a new one")
}

// errNoBlock is a receipt that names no block: a broken or lying provider's
// answer, asked again on the job's next try.
var errNoBlock = errors.New("the node's receipt names no block")

// topicPaymentReceived is the treasury's PaymentReceived event, emitted by
// every paid and prepaid write. Taken from the binding, so that a change of
// the event's fields cannot leave the log filter looking for the old one.
var topicPaymentReceived = treasury.NewInkdTreasury().GetABI().Events[treasury.InkdTreasuryPaymentReceivedEventName].ID

// findPaymentReceived returns the receipt of the treasury write that
// booked pay (PaymentReceived by payer and nonce) from block from to the
// head, or nil when there is none.
func (pw *PaidWrites) findPaymentReceived(ctx context.Context, pay treasury.InkdTreasuryPayment, from *big.Int) (*types.Receipt, error) {
	logs, err := pw.backend.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: from,
		Addresses: []common.Address{pw.cfg.Treasury},
		Topics:    [][]common.Hash{{topicPaymentReceived}, {common.BytesToHash(pay.From.Bytes())}, {pay.Nonce}},
	})
	if err != nil {
		return nil, fmt.Errorf("find the payment's write: %w", err)
	}
	for _, l := range logs {
		if l.Removed {
			continue
		}
		rcpt, err := pw.backend.TransactionReceipt(ctx, l.TxHash)
		if err == nil && rcpt.BlockNumber == nil {
			err = errNoBlock
		}
		if err != nil {
			return nil, fmt.Errorf("receipt of the payment's write %s: %w", l.TxHash.Hex(), err)
		}
		return rcpt, nil
	}
	return nil, nil
}

// searchRange returns the blocks where pay's authorization can have been
// used: up to the head, or, once the head is past the authorization's
// window, up to the last block inside it (USDC takes an authorization only
// while block.timestamp < validBefore); from the first block after
// validAfter (USDC takes it only when block.timestamp > validAfter), and
// no more than PrepaidLookback blocks. Anchored so, a job that comes back
// long after its write landed (Redis lost its record, a continuation ran
// late) still finds it, and a search costs one window's blocks.
func (pw *PaidWrites) searchRange(ctx context.Context, pay treasury.InkdTreasuryPayment) (from, to uint64, err error) {
	head, err := pw.backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return 0, 0, fmt.Errorf("head: %w", err)
	}
	to = head.Number.Uint64()
	if new(big.Int).SetUint64(head.Time).Cmp(pay.ValidBefore) >= 0 {
		if to, err = pw.lastBlockBefore(ctx, pay.ValidBefore.Uint64(), to); err != nil {
			return 0, 0, err
		}
	}
	from = to - min(to, pw.cfg.PrepaidLookback)
	if pay.ValidAfter.Sign() > 0 && pay.ValidAfter.IsUint64() && pay.ValidAfter.Uint64() < head.Time {
		// The highest block at or before validAfter cannot have taken it.
		before, err := pw.lastBlockBefore(ctx, pay.ValidAfter.Uint64()+1, to)
		if err != nil {
			return 0, 0, err
		}
		from = max(from, before)
	}
	return from, to, nil
}

// lastBlockBefore returns the highest block at most hi whose time is below
// t (genesis when none is), by binary search over block headers: about 25
// reads on a chain of tens of millions of blocks.
func (pw *PaidWrites) lastBlockBefore(ctx context.Context, t, hi uint64) (uint64, error) {
	lo := uint64(0)
	for lo < hi {
		mid := lo + (hi-lo+1)/2
		h, err := pw.backend.HeaderByNumber(ctx, new(big.Int).SetUint64(mid))
		if err != nil {
			return 0, fmt.Errorf("header %d: %w", mid, err)
		}
		if h.Time < t {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return lo, nil
}

// readUse classifies the transaction that used pay's authorization. The
// transfer made under an authorization is the token's Transfer log right
// after its AuthorizationUsed log (FiatToken v2 marks the nonce, then
// transfers, in one call): only that transfer counts as this
// authorization's payment. Another transfer to the treasury in the same
// transaction pays for another nonce, or for nothing: counting it would
// let one fee buy the refund of many nonces burnt beside it.
func (pw *PaidWrites) readUse(rcpt *types.Receipt, pay treasury.InkdTreasuryPayment) *use {
	u := &use{tx: rcpt.TxHash, receipt: rcpt}
	payer := common.BytesToHash(pay.From.Bytes())
	for i, l := range rcpt.Logs {
		switch {
		case l.Address == pw.cfg.Treasury:
			if ev, err := pw.tre.UnpackPaymentReceivedEvent(l); err == nil && ev.Payer == pay.From && ev.Nonce == pay.Nonce {
				u.ours = true
			}
			if ev, err := pw.tre.UnpackPaymentVoidedEvent(l); err == nil && ev.Payer == pay.From && ev.Nonce == pay.Nonce {
				u.voided = true
			}
		case l.Address == pw.cfg.USDC && len(l.Topics) == 3 && l.Topics[0] == topicAuthorizationUsed &&
			l.Topics[1] == payer && l.Topics[2] == pay.Nonce && i+1 < len(rcpt.Logs):
			u.paid = pw.paysTreasury(rcpt.Logs[i+1], pay)
		}
	}
	return u
}

// paysTreasury tells whether l is USDC's Transfer of exactly pay.Value
// from the payer to the treasury.
func (pw *PaidWrites) paysTreasury(l *types.Log, pay treasury.InkdTreasuryPayment) bool {
	return l.Address == pw.cfg.USDC && len(l.Topics) == 3 && l.Topics[0] == topicTransfer &&
		l.Topics[1] == common.BytesToHash(pay.From.Bytes()) && l.Topics[2] == common.BytesToHash(pw.cfg.Treasury.Bytes()) &&
		new(big.Int).SetBytes(l.Data).Cmp(pay.Value) == 0
}
