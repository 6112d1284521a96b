package worker

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

	"github.com/inkd/inkd/chain/bindings/treasury"
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
	topicAuthorizationUsed = crypto.Keccak256Hash([]byte("AuthorizationUsed(address,bytes32)"))
	topicTransfer          = crypto.Keccak256Hash([]byte("Transfer(address,address,uint256)"))
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
	receipt *types.Receipt
	// ours: the transaction is a paid write of this treasury for the same
	// authorization (the job's own write, whose record was lost).
	ours bool
	// paid: the transaction moved exactly the authorized value from the
	// payer to the treasury.
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
func (pw *PaidWrites) settleUsed(ctx context.Context, intent string, pay treasury.InkdTreasuryPayment, calls prepaidCalls, recovery bool) (*types.Receipt, error) {
	log := jobLog(ctx, pw.log).WithFields(logrus.Fields{"task_id": intent, "payer": pay.From.Hex()})
	u, err := pw.findUse(ctx, pay)
	if err != nil {
		return nil, err
	}
	switch {
	case u == nil:
		// The node says used but shows no log yet (a lagging backend):
		// retry; the money may be ours.
		return nil, errors.New("authorization reported used but no AuthorizationUsed log found yet")
	case u.ours:
		log.WithField("tx_hash", u.receipt.TxHash.Hex()).Info("authorization used by our own write; answering with it")
		return u.receipt, nil
	case !u.paid:
		return nil, permanent("payment_invalid", "the authorization was used or cancelled outside inkd (transaction "+u.receipt.TxHash.Hex()+"); inkd took nothing, sign a new one")
	}
	// A prepaid write may have been completed already, by a job whose
	// record Redis lost since: the treasury's PaymentReceived tells.
	if done, err := pw.findPaymentReceived(ctx, pay, u.receipt.BlockNumber); err != nil || done != nil {
		return done, err
	}
	why := "a third party submitted this payment's authorization directly to USDC, and this request came without its original job, so its content cannot be taken for the payer's"
	if !recovery {
		log.WithField("tx_hash", u.receipt.TxHash.Hex()).Warn("authorization front-run; completing the write as prepaid")
		rcpt, err := pw.submit(ctx, intent+prepaidIntentSuffix, calls.complete, 0, nil)
		var rev *revertError
		if !errors.As(err, &rev) {
			return rcpt, err
		}
		if rev.Reason == "PrepaidAlreadySettled()" {
			return nil, permanent("internal", "the front-run payment was already completed or refunded by another transaction; see the treasury's events for the payer")
		}
		log.WithField("reason", rev.Reason).Warn("front-run write cannot be completed; refunding")
		why = rev.Reason + "; a third party submitted this payment's authorization directly to USDC, so the write could not be made"
	}
	var rev *revertError
	refund, err := pw.submit(ctx, intent+refundIntentSuffix, calls.refund, 0, nil)
	if errors.As(err, &rev) {
		// The money stays ours until it is refunded: keep trying rather
		// than answer a failure.
		return nil, fmt.Errorf("refund of a front-run payment reverted (%s)", rev.Reason)
	}
	if err != nil {
		return nil, err
	}
	return nil, permanent("tx_failed", why+"; the payment was refunded in transaction "+refund.TxHash.Hex())
}

// findUse looks up the transaction that consumed pay's authorization (the
// token's AuthorizationUsed log) and reads what it did. It returns nil
// when no such log is found within the lookback.
func (pw *PaidWrites) findUse(ctx context.Context, pay treasury.InkdTreasuryPayment) (*use, error) {
	from, to, err := pw.searchRange(ctx, pay)
	if err != nil {
		return nil, err
	}
	logs, err := pw.backend.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(from),
		ToBlock:   new(big.Int).SetUint64(to),
		Addresses: []common.Address{pw.cfg.USDC},
		Topics:    [][]common.Hash{{topicAuthorizationUsed}, {common.BytesToHash(pay.From.Bytes())}, {pay.Nonce}},
	})
	if err != nil {
		return nil, fmt.Errorf("find authorization use: %w", err)
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
			return nil, fmt.Errorf("receipt of authorization use %s: %w", l.TxHash.Hex(), err)
		}
		return pw.readUse(rcpt, pay), nil
	}
	return nil, nil
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
// used: PrepaidLookback blocks up to the head, or, once the head is past the
// authorization's window, up to the last block inside it (USDC takes an
// authorization only while block.timestamp < validBefore). Anchored so, a
// job that comes back long after its write landed (Redis lost its record,
// a continuation ran late) still finds it.
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
	return to - min(to, pw.cfg.PrepaidLookback), to, nil
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

// readUse classifies the transaction that consumed pay's authorization.
func (pw *PaidWrites) readUse(rcpt *types.Receipt, pay treasury.InkdTreasuryPayment) *use {
	u := &use{receipt: rcpt}
	payer := common.BytesToHash(pay.From.Bytes())
	for _, l := range rcpt.Logs {
		switch {
		case l.Address == pw.cfg.Treasury:
			if ev, err := pw.tre.UnpackPaymentReceivedEvent(l); err == nil && ev.Payer == pay.From && ev.Nonce == pay.Nonce {
				u.ours = true
			}
		case l.Address == pw.cfg.USDC && len(l.Topics) == 3 && l.Topics[0] == topicTransfer:
			if l.Topics[1] == payer && l.Topics[2] == common.BytesToHash(pw.cfg.Treasury.Bytes()) &&
				new(big.Int).SetBytes(l.Data).Cmp(pay.Value) == 0 {
				u.paid = true
			}
		}
	}
	return u
}
