package client

// Paying by voucher (x402 batch-settlement): the client keeps its channel
// in the Store beside its saved payments, signs each write's voucher from
// it (with a deposit when the balance does not cover it), and moves it by
// the server's answers. See docs/publishing.md, "Paying by voucher".

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"net/http"
	"strings"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/channel"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/internal/payclient"
)

// voucherValidity is the ValidBefore of a saved voucher without a
// deposit: a voucher does not expire, so it is always presented again.
const voucherValidity = int64(1) << 62

// voucherOffer returns the batch-settlement offer of the 402 a to pay the
// request with, or nil when it is paid with exact: the exact scheme is
// set or, under auto, the terms do not offer vouchers.
func (c *Client) voucherOffer(a *answer) (*payclient.ChannelOffer, error) {
	if c.cfg.Scheme == payclient.SchemeExact {
		return nil, nil
	}
	var o *payclient.ChannelOffer
	req, err := payclient.ParseRequired(a.header.Get(payment.HeaderRequiredV2))
	if err == nil {
		o, err = req.ChannelOffer()
	}
	if err != nil && c.cfg.Scheme == payclient.SchemeAuto {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("pay with %s: %w", payclient.SchemeBatchSettlement, err)
	}
	return o, nil
}

// channelKey is the Store key of the channel id paid from by this client.
func (c *Client) channelKey(id [32]byte) string {
	return "channel " + c.base + " " + strings.ToLower(c.Address().Hex()) + " " + fmt.Sprintf("0x%x", id)
}

// loadChannel returns the saved channel of offer o, or a new one.
func (c *Client) loadChannel(o *payclient.ChannelOffer) (*payclient.Channel, error) {
	cfg := c.pay.ChannelConfig(o)
	id := channel.ChannelID(cfg, o.Requirement.Asset.ChainID)
	s, ok, err := c.cfg.Store.Get(c.channelKey(id))
	if err != nil {
		return nil, err
	}
	if ok && s.Channel != nil {
		return s.Channel, nil
	}
	return payclient.NewChannel(cfg, o.Requirement.Asset.ChainID), nil
}

func (c *Client) saveChannel(ch *payclient.Channel) error {
	return c.cfg.Store.Put(c.channelKey(ch.ID), Saved{Channel: ch})
}

// freshVoucher signs the request's voucher from the channel of o, saves
// the channel and the payment, and presents it. retried is true for the
// one retry after the server corrected the client's channel.
func (c *Client) freshVoucher(ctx context.Context, key, method, path string, body []byte, o *payclient.ChannelOffer, retried bool) (*WriteResult, error) {
	fee := o.Requirement.Amount
	if max := c.feeCap(path, body); max != nil && fee.Cmp(max) > 0 {
		return nil, &FeeTooHighError{Fee: fee, Max: max}
	}
	// The spend is the voucher's fee, never its deposit (which stays the
	// payer's in the channel); a retry is the same spend, asked once.
	if c.cfg.Confirm != nil && !retried {
		if err := c.cfg.Confirm(fee, o.Requirement.Description); err != nil {
			return nil, err
		}
	}
	for step := 1; ; step++ {
		r, err := c.signVoucher(ctx, key, method, path, body, o, retried)
		if !errors.Is(err, errUsedElsewhere) || step == maxVoucherSteps {
			return r, err
		}
	}
}

// maxVoucherSteps bounds how many used ceilings one write steps over (see
// usedElsewhere).
const maxVoucherSteps = 64

// signVoucher signs, saves and presents one voucher for the request.
func (c *Client) signVoucher(ctx context.Context, key, method, path string, body []byte, o *payclient.ChannelOffer, retried bool) (*WriteResult, error) {
	ch, err := c.loadChannel(o)
	if err != nil {
		return nil, err
	}
	dp := payclient.DepositPolicy{Min: c.cfg.Deposit}
	if max := c.feeCap(path, body); max != nil {
		dp.Max = new(big.Int).Mul(max, big.NewInt(payclient.DefaultDepositFees))
	}
	v, err := c.pay.SignVoucher(ch, o, dp)
	if err != nil {
		return nil, err
	}
	// The channel is saved at its new ceiling before anything is sent: a
	// crash from here on never leads to a voucher below it.
	if err := c.saveChannel(ch); err != nil {
		return nil, fmt.Errorf("save the channel (nothing was sent): %w", err)
	}
	s := Saved{Method: method, Path: path, Body: body, Payment: v.Header, Version: payclient.V2,
		Fee: v.Fee.String(), JobID: wire.VoucherJobID(ch.ID, v.Ceiling), ValidBefore: v.ValidBefore, Voucher: v}
	if s.ValidBefore == 0 {
		s.ValidBefore = voucherValidity
	}
	if err := c.cfg.Store.Put(key, s); err != nil {
		return nil, fmt.Errorf("save the signed payment (nothing was sent): %w", err)
	}
	return c.presentVoucher(ctx, key, s, false, retried)
}

// presentVoucher sends a saved voucher payment and moves the channel by
// the answer: a 201 by its PAYMENT-RESPONSE; the scheme's 402 (the voucher
// was not taken) by the server's state, then the write is signed again
// once; another 4xx restores the channel's ceiling and is returned; a 5xx
// is decided by the job as under exact.
func (c *Client) presentVoucher(ctx context.Context, key string, s Saved, resumed, retried bool) (*WriteResult, error) {
	v := s.Voucher
	a, err := c.do(ctx, request{method: s.Method, path: s.Path, body: s.Body, contentType: "application/json", header: map[string]string{payment.HeaderPaymentV2: s.Payment}})
	if err != nil {
		return nil, err
	}
	chs, _, err := c.cfg.Store.Get(c.channelKey(v.Channel))
	if err != nil {
		return nil, err
	}
	// The channel's record is written before its vouchers; should it be
	// gone from an edited store, a landed write's outcome is still kept.
	ch := chs.Channel
	switch {
	case a.status == http.StatusCreated || a.status == http.StatusOK:
		s.Result, s.Settlement = a.body, a.header.Get(payment.HeaderResponseV2)
		if ch != nil {
			ch.Settled(s.Settlement, v)
			if err := c.saveChannel(ch); err != nil {
				return nil, err
			}
		}
		if err := c.cfg.Store.Put(key, s); err != nil {
			return nil, fmt.Errorf("save the write result: %w", err)
		}
		r, err := c.result(s, resumed)
		if r != nil {
			r.Corrected = retried
		}
		return r, err
	case a.status == http.StatusAccepted:
		return nil, c.pending(s)
	case ch == nil:
		return nil, fmt.Errorf("the state of channel %s is missing from the store: %w", v.Channel.Hex(), a.apiError())
	case a.status == http.StatusPaymentRequired:
		return c.correctVoucher(ctx, key, s, a, ch, retried)
	}
	ae := a.apiError()
	if ae.retryable() {
		return nil, ae
	}
	if a.status/100 != 4 {
		return c.settle(ctx, key, s, ae)
	}
	// A 4xx comes before the server accepts a voucher (a resend of an
	// accepted one is answered from its job), so the write was not paid.
	// Its job is not looked up: a voucher's job id names (channel,
	// ceiling), which another write may hold.
	if err := c.cfg.Store.Delete(key); err != nil {
		return nil, err
	}
	if ae.Code == wire.CodePaymentInvalid && strings.Contains(ae.Message, usedElsewhere) {
		// Another write took this ceiling (another process paying from
		// this key's channel, or a state file lost): it stays used, and
		// the next voucher is signed above it.
		return nil, &usedError{ae}
	}
	ch.Unused(v)
	if err := c.saveChannel(ch); err != nil {
		return nil, err
	}
	return nil, ae
}

// errUsedElsewhere is matched by a voucher refused for having paid
// another write: freshVoucher then signs the write again one fee higher.
// Every voucher so stepped over is one the server holds already (the
// signatures are deterministic; a deposit signed with one can only fund
// the payer's own channel), so no new voucher is signed until a ceiling
// the server has not seen: it pays, or brings the corrective 402.
var errUsedElsewhere = errors.New("voucher used by another write")

type usedError struct{ *APIError }

func (e *usedError) Unwrap() []error { return []error{e.APIError, errUsedElsewhere} }

// usedElsewhere is in the API's refusal of a voucher that paid another
// request (docs/api.md, paid writes item 9).
const usedElsewhere = "already used for a different request"

// correctVoucher handles the 402 a answering voucher payment s: the
// voucher was not taken. A corrective 402 brings the channel to the
// server's ceiling (checked against this client's signer); a balance
// refusal makes the next voucher deposit. The write is then signed again,
// once.
func (c *Client) correctVoucher(ctx context.Context, key string, s Saved, a *answer, ch *payclient.Channel, retried bool) (*WriteResult, error) {
	ch.Unused(s.Voucher)
	ae := a.apiError()
	req, err := payclient.ParseRequired(a.header.Get(payment.HeaderRequiredV2))
	var o *payclient.ChannelOffer
	if err == nil {
		o, err = req.ChannelOffer()
	}
	if err == nil {
		switch o.Error {
		case payment.ErrChannelCumulativeMismatch, payment.ErrChannelCumulativeBelow:
			err = c.pay.Recover(ch, o)
		case payment.ErrChannelExceedsBalance, payment.ErrChannelNotFound:
			ch.ShortOfBalance()
		default:
			err = ae
		}
	}
	if serr := c.saveChannel(ch); serr != nil {
		return nil, serr
	}
	if derr := c.cfg.Store.Delete(key); derr != nil {
		return nil, derr
	}
	switch {
	case errors.Is(err, payclient.ErrBehindSigned):
		return nil, fmt.Errorf("%w: run the write whose payment is still saved again (it presents its voucher), then this one", err)
	case err != nil:
		return nil, err
	case retried:
		return nil, fmt.Errorf("the server refused the corrected voucher too: %w", ae)
	}
	return c.freshVoucher(ctx, key, s.Method, s.Path, s.Body, o, true)
}

// voucherUnused restores the channel's ceiling from before the saved
// voucher v, which the server never took.
func (c *Client) voucherUnused(v *payclient.Voucher) error {
	s, ok, err := c.cfg.Store.Get(c.channelKey(v.Channel))
	if err != nil || !ok || s.Channel == nil {
		return err
	}
	s.Channel.Unused(v)
	return c.saveChannel(s.Channel)
}
