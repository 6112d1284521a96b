package api

// A write paid by voucher (a create, a push, a multi-push): the channel
// book accepts the voucher, once across replicas, and the write's job is
// queued and awaited as under exact.

import (
	"encoding/hex"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/gofiber/fiber/v2"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/chain/payment/channelbook"
	"github.com/inkd/inkd/jobs"
)

// voucherRequest is what acceptVoucher needs of the request besides its
// payment: its payment identifier (empty: none), the storage cost locked
// with its fee, its fingerprint.
type voucherRequest struct {
	paymentID   string
	storageCost *big.Int
	fingerprint string
}

// voucherClaimFor is how long a write paid by voucher holds what it takes
// (a name, tags) when its outcome is not seen: as long as an exact
// write's at most. Past it a second write of the same name may be
// accepted; one of the two then fails on chain, and a write that fails
// is never charged.
const voucherClaimFor = payment.DefaultMaxTimeout + payment.SpendMargin

// acceptVoucher pays write w with voucher p, which passed VerifyChannel
// and the payer's limits, for the fee req.Amount: reserve the voucher (a
// voucher already used answers from its job, or is refused when used for
// another request) → claim its payment identifier → resolve and precheck
// → authorize → reserve what the write takes → the book accepts the
// voucher (commit) → stage, enqueue and await its job. Until the book
// accepts, a failure releases everything: the voucher is still unused.
func (s *Server) acceptVoucher(c *fiber.Ctx, w paidWrite, p *payment.Payment, req payment.Requirement, r voucherRequest) error {
	d := s.deps.Writes
	ctx := c.UserContext()
	v := p.Voucher
	key := voucherKey(v)
	heldJob, release, err := s.reservePaid(ctx, key, p.Scheme, r.paymentID, r.fingerprint, func() error {
		return errorf(wire.CodePaymentInvalid, "this voucher (channel %s, maxClaimableAmount %s) was already used for a different request; sign the next voucher for this one", v.Voucher.ChannelID.Hex(), v.Voucher.MaxClaimableAmount)
	})
	if err != nil {
		return err
	}
	if heldJob != "" {
		// A resend: the job of the voucher the book accepted answers.
		return s.answerFromJob(c, w, heldJob, s.resentVoucherSettlement(key.payer, v.Voucher.ChannelID, req.Amount))
	}
	if done, err := s.checkPaid(c, w, key.payer); done {
		if err != nil {
			if ok, rerr := s.recoverVoucher(c, w, p, req.Amount, nil, r, release); ok {
				return rerr
			}
		}
		release()
		return err
	}
	if err := w.pending.claim(ctx, key.job, s.deps.Now().Add(voucherClaimFor)); err != nil {
		release()
		return err
	}
	releaseAll := func() {
		release()
		w.pending.release(ctx, key.job)
	}
	rec, err := d.Channels.Decide(ctx, p, req.Amount, true)
	if err != nil {
		if ok, rerr := s.recoverVoucher(c, w, p, req.Amount, err, r, releaseAll); ok {
			return rerr
		}
		releaseAll()
		return s.channelRefusal(c, req, err)
	}
	// The book accepted the voucher: its ceiling is used, whatever happens
	// next, and the write is queued as under exact (queuePaid). Were this
	// process to die:
	//   - before the job is staged, the reconciler finds the reservation
	//     with nothing staged and releases it. No job carries the voucher,
	//     so no write lands under it and nothing is claimed for it (the
	//     payer is charged only for landed writes); a resend of the same
	//     voucher gets the corrective 402 and signs the next one.
	//   - after it is staged, before it is queued, the reconciler queues
	//     the staged job under its id (wire.VoucherJobID); a resend
	//     meanwhile is answered from that job.
	//   - after it is queued, the job runs; the reconciler takes the
	//     reservation off its index.
	// A failure to stage frees everything (the voucher stays used, never
	// charged); a failure to queue a staged job frees nothing: the
	// reconciler queues it, and a resend is answered from it.
	task, opts, err := w.task(jobs.Payment{}, jobVoucher(v, req.Amount), r.storageCost)
	if err != nil {
		releaseAll()
		return err
	}
	return s.queuePaid(c, w, paidJob{key: key, fingerprint: r.fingerprint, task: task, opts: opts,
		settle: s.voucherSettlement(key.payer, afterVoucher(rec, v), req.Amount),
		unstaged: func(err error) error {
			releaseAll()
			return &Error{Code: wire.CodeServiceUnavailable, Err: err,
				Message: "cannot record the write; nothing is charged for this voucher, which is used: retry, and sign the next voucher the 402 asks for"}
		},
		unqueued: func(err error) error {
			return &Error{Code: wire.CodeServiceUnavailable, Err: err,
				Message: "the write is accepted and is being queued; send the same request with the same voucher again for its outcome (it is never charged twice)"}
		},
	})
}

// jobVoucher is the job's record of voucher payment v paying fee.
func jobVoucher(v *payment.VoucherPayment, fee *big.Int) *jobs.Voucher {
	c := v.Config
	jv := &jobs.Voucher{
		Channel: jobs.ChannelConfig{
			Payer: c.Payer.Hex(), PayerAuthorizer: c.PayerAuthorizer.Hex(), Receiver: c.Receiver.Hex(),
			ReceiverAuthorizer: c.ReceiverAuthorizer.Hex(), Token: c.Token.Hex(), WithdrawDelay: c.WithdrawDelay, Salt: c.Salt.Hex(),
		},
		ChannelID: v.Voucher.ChannelID.Hex(),
		Ceiling:   v.Voucher.MaxClaimableAmount.String(),
		Signature: hexBytes(v.Voucher.Signature),
		Fee:       fee.String(),
	}
	if dep := v.Deposit; dep != nil {
		jv.Deposit = &jobs.ChannelDeposit{Amount: dep.Amount.String(), ValidAfter: dep.ValidAfter.String(),
			ValidBefore: dep.ValidBefore.String(), Salt: dep.Salt.String(), Signature: hexBytes(dep.Signature)}
	}
	return jv
}

func hexBytes(b []byte) string { return "0x" + hex.EncodeToString(b) }

// afterVoucher is the channel's state once the write paid by v lands: the
// book's record before v was accepted (rec), with v's ceiling as the
// charged total and v's deposit, if any, in the balance.
func afterVoucher(rec channelbook.Record, v *payment.VoucherPayment) payment.ChannelState {
	st := channelState(v.Voucher.ChannelID, rec)
	st.ChargedCumulativeAmount = v.Voucher.MaxClaimableAmount
	if v.Deposit != nil {
		st.Balance = new(big.Int).Add(orZero(st.Balance), v.Deposit.Amount)
	}
	return st
}

// channelState is channel id's state as the book's record rec has it.
func channelState(id common.Hash, rec channelbook.Record) payment.ChannelState {
	return payment.ChannelState{ChannelID: id, Balance: rec.State.Balance, TotalClaimed: rec.State.TotalClaimed,
		WithdrawRequestedAt: rec.State.WithdrawRequestedAt, RefundNonce: rec.State.RefundNonce, ChargedCumulativeAmount: rec.Ceiling}
}

func orZero(x *big.Int) *big.Int {
	if x == nil {
		return new(big.Int)
	}
	return x
}

// voucherSettlement is the settlement of a write paid by payer's voucher,
// charged fee, that leaves its channel in state: the scheme's
// PAYMENT-RESPONSE (x402 v2 only), with no transaction of its own.
func (s *Server) voucherSettlement(payer common.Address, state payment.ChannelState, fee *big.Int) settlement {
	return func(c *fiber.Ctx, _ string) {
		c.Set(payment.HeaderResponseV2, payment.VoucherSettlementHeader(payer, s.deps.Writes.USDC.Network(payment.V2), fee, state))
	}
}

// resentVoucherSettlement is the settlement answering a resend of a write
// paid on channel id, charged fee: the channel's state as the book has it
// when the job ends (its charged total the channel's latest ceiling, which
// a client that lost track of its own resumes from). Without a record
// (the book cannot be read) no PAYMENT-RESPONSE is set.
func (s *Server) resentVoucherSettlement(payer common.Address, id common.Hash, fee *big.Int) settlement {
	return func(c *fiber.Ctx, txHash string) {
		rec, ok, err := s.deps.Writes.Channels.Record(c.UserContext(), id)
		if err != nil || !ok {
			return
		}
		s.voucherSettlement(payer, channelState(id, rec), fee)(c, txHash)
	}
}
