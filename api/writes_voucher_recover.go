package api

// A voucher sent again after Redis lost its job: the book, rebuilt from
// the chain, holds it as used, and the request's own landed write would
// refuse it (name_taken). When the chain shows the write it paid, and that
// write is this request's, a recovery job answers it from the chain, as
// under exact (the used authorization's recovery job).

import (
	"context"
	"math/big"

	"github.com/gofiber/fiber/v2"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/channel/writes"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/jobs"
)

// LandedVoucherFinder finds the landed write a voucher paid: its
// WriteLanded (channel, ceiling) in the recent blocks, decoded from its
// transaction (writes.Finder).
type LandedVoucherFinder interface {
	Find(ctx context.Context, key writes.Key) (writes.Found, bool, error)
}

// usedBefore reports whether err, the book's refusal of voucher v, holds
// the channel charged at or above v's ceiling: v may have paid a write.
func usedBefore(err error, v *payment.VoucherPayment) bool {
	ce := payment.AsChannelError(err)
	return ce != nil && ce.State != nil && ce.State.ChargedCumulativeAmount != nil &&
		v.Voucher.MaxClaimableAmount.Cmp(ce.State.ChargedCumulativeAmount) <= 0
}

// recoverVoucher answers a voucher refused as used (refused: the book's
// refusal; nil to ask the book) when the write it paid has landed and is
// this request's (w.sameWrite): it queues a recovery job, which reads the
// write from the chain and never writes. recovered false leaves the
// request to its refusal: no such write found, another write's content,
// or the chain not answering (the refusal stands; the client may send the
// same request again).
func (s *Server) recoverVoucher(c *fiber.Ctx, w paidWrite, p *payment.Payment, fee *big.Int, refused error, r voucherRequest, release func()) (recovered bool, err error) {
	d := s.deps.Writes
	ctx := c.UserContext()
	if d.LandedVouchers == nil || w.sameWrite == nil {
		return false, nil
	}
	v := p.Voucher
	if refused == nil {
		if _, refused = d.Channels.Decide(ctx, p, fee, false); refused == nil {
			return false, nil
		}
	}
	if !usedBefore(refused, v) {
		return false, nil
	}
	f, found, ferr := d.LandedVouchers.Find(ctx, writes.Key{Channel: v.Voucher.ChannelID, Key: v.Voucher.MaxClaimableAmount})
	if ferr != nil || !found || !w.sameWrite(f.Write) {
		return false, nil
	}
	jv := jobVoucher(v, fee)
	jv.Recovery = true
	task, opts, err := w.task(jobs.Payment{}, jv, r.storageCost)
	if err != nil {
		release()
		return true, err
	}
	key := voucherKey(v)
	return true, s.queuePaid(c, w, paidJob{key: key, fingerprint: r.fingerprint, task: task, opts: opts,
		settle: s.resentVoucherSettlement(key.payer, v.Voucher.ChannelID, fee),
		unstaged: func(err error) error {
			release()
			return &Error{Code: wire.CodeServiceUnavailable, Err: err, Message: "cannot record the request; send it again with the same voucher"}
		},
		unqueued: func(err error) error {
			return &Error{Code: wire.CodeServiceUnavailable, Err: err, Message: "the request is being queued; send it again with the same voucher for its outcome"}
		},
	})
}
