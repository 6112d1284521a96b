package api

// The x402 step every paid write goes through (create, push, multi-push):
// quote, verify, reserve, check on chain, enqueue and await the job.

import (
	"context"
	"encoding/hex"
	"errors"
	"math/big"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/gofiber/fiber/v2"
	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/jobs"
)

// retryAfterExpiry reports whether a payment refused by its verification
// now is a client's retry of a paid request this server reserved under
// key (for fingerprint), whose authorization (an EIP-3009 transfer, a
// channel deposit) expired at validBefore since or has too little time
// left (a long outage kept the job waiting past validBefore). Such a retry
// is answered with the original job, like any retry: "expired, sign a new
// one" would invite a second payment for a write that may have landed.
// The payment must pass every other check (verify), as of the last moment
// it was acceptable.
func (s *Server) retryAfterExpiry(ctx context.Context, validBefore *big.Int, verify func(at time.Time) error, key payKey, fingerprint string) (bool, error) {
	if validBefore == nil || !validBefore.IsInt64() {
		return false, nil
	}
	last := time.Unix(validBefore.Int64(), 0).Add(-payment.MinRemaining - time.Second)
	if !last.Before(s.deps.Now()) || verify(last) != nil {
		return false, nil
	}
	held, err := s.deps.Writes.Reservations.Holder(ctx, key.payer, key.nonce)
	if err != nil {
		return false, &Error{Code: wire.CodeServiceUnavailable, Message: "cannot read the payment's record; retry", Err: err}
	}
	return held != "" && held == fingerprint, nil
}

// pay runs the x402 flow for a validated, priced write: without payment,
// the pre-check and a 402 (precheckWrite); with one, verify → rate limit → reserve
// (a known request returns its original job) → claim its payment
// identifier, if any (a known id returns its first job) → resolve and precheck
// (a recovery job: resolve alone) → authorize → reserve what the write
// takes (pending: a name, tags) → on-chain payment checks → enqueue →
// await. A precheck that finds the write landed already, as asked, answers
// 200 with it at either step, charging nothing. Nothing is enqueued
// unless every check passed,
// and a failed check releases the reservation so the client can fix and
// retry with the same authorization.
func (s *Server) pay(c *fiber.Ctx, w paidWrite) error {
	d := s.deps.Writes
	ctx := c.UserContext()
	if err := s.refuseStruckClient(c); err != nil {
		return err
	}
	fingerprint := payment.RequestFingerprint(c.Method(), c.OriginalURL(), c.Body())
	fee, storageCost, err := s.lockedQuote(ctx, fingerprint, w.fee, w.storageCost)
	if err != nil {
		return err
	}
	req := payment.Requirement{
		Amount:      fee,
		PayTo:       d.PayTo,
		Asset:       d.USDC,
		Resource:    s.resourceURL(c),
		Description: w.description,
		MimeType:    fiber.MIMEApplicationJSON,
		MaxTimeout:  payment.DefaultMaxTimeout,
		// Resends under a payment identifier are answered from its job.
		OfferPaymentID: d.PaymentIDs != nil,
		// Paying by voucher, when on, at the same fee.
		Channel: s.channelTerms(),
	}
	header := c.Get(payment.HeaderPaymentV2)
	if header == "" {
		header = c.Get(payment.HeaderPaymentV1)
	}
	if header == "" {
		return s.precheckWrite(c, w, req, fingerprint)
	}
	p, err := payment.ParseHeader(header)
	if err != nil {
		return paymentError(err)
	}
	if p.Voucher != nil {
		// batch-settlement: no EIP-3009 authorization below applies.
		return s.payByVoucher(c, w, p, req, storageCost, fingerprint)
	}
	paymentID, err := p.PaymentID()
	if err != nil {
		return paymentError(err)
	}
	if err := payment.Verify(p, req, s.deps.Now()); err != nil {
		retried, rerr := s.retryAfterExpiry(ctx, p.Authorization.ValidBefore, func(at time.Time) error { return payment.Verify(p, req, at) }, exactKey(p), fingerprint)
		if rerr != nil {
			return rerr
		}
		if !retried {
			return paymentError(err)
		}
		return s.answerFromJob(c, w, exactKey(p).job, s.exactSettlement(p.Authorization.From))
	}
	payer := p.Authorization.From
	if err := s.limitWrite(c, strings.ToLower(payer.Hex())); err != nil {
		return err
	}
	if d.Suspensions != nil {
		if err := d.Suspensions.Check(ctx, payer); err != nil {
			return paymentError(err)
		}
	}
	key := exactKey(p)
	jobID := key.job
	heldJob, release, err := s.reservePaid(ctx, key, p.Scheme, paymentID, fingerprint, func() error {
		return errorf(wire.CodePaymentInvalid, "this authorization (nonce 0x%x) was already used for a different request; sign a new one", p.Authorization.Nonce)
	})
	if err != nil {
		return err
	}
	if heldJob != "" {
		return s.answerFromJob(c, w, heldJob, s.exactSettlement(payer))
	}
	if d.Authorizations != nil {
		used, err := d.Authorizations.AuthorizationState(ctx, payer, p.Authorization.Nonce)
		if err != nil {
			release()
			return rpcError(err)
		}
		if used {
			// Redis lost this payment's reservation and job, and the chain
			// shows the authorization used: the write landed (or a third
			// party submitted the authorization). The checks would now
			// refuse the landed write itself (name_taken); the job reads
			// its outcome from the chain instead, as a recovery job: one
			// that never writes this request's content on a payment someone
			// else submitted (nothing binds the content to the signature).
			// It still resolves what the job needs (a push's project name)
			// as a new request does, with the same refusals.
			if _, err := w.check(ctx, true); err != nil {
				release()
				return err
			}
			recovery := jobPayment(p)
			recovery.Recovery = true
			return s.enqueuePaid(c, w, p, recovery, storageCost, fingerprint, release, "cannot queue the write; retry with the same payment")
		}
	}
	if done, err := s.checkPaid(c, w, payer); done {
		release()
		return err
	}
	// From here what the write takes (a create's name, a push's tags) is
	// reserved until its job ends (or its authorization lapses); a failure
	// before the job is queued frees it.
	if err := w.pending.claim(ctx, jobID, pendingUntil(p.Authorization)); err != nil {
		release()
		return err
	}
	releaseClaim := func() {
		release()
		w.pending.release(ctx, jobID)
	}
	if err := d.Checker.Check(ctx, p); err != nil {
		releaseClaim()
		return paymentError(err)
	}
	// From here the payment's value is held against the payer's balance
	// until the job ends; a failure before the job is queued gives it back.
	releaseAll := func() {
		releaseClaim()
		if d.Spends != nil {
			_ = d.Spends.Release(context.WithoutCancel(ctx), payer, p.Authorization.Nonce)
		}
	}
	return s.enqueuePaid(c, w, p, jobPayment(p), storageCost, fingerprint, releaseAll, "cannot queue the write; nothing was charged, retry with the same payment")
}

// checkPaid runs w's checks (check) and the payer's right to the write
// (authorize). done reports that they answered the request: err is a
// refusal, or the answer of a write on chain already, as asked (200,
// nothing to pay for).
func (s *Server) checkPaid(c *fiber.Ctx, w paidWrite, payer common.Address) (done bool, err error) {
	ctx := c.UserContext()
	landed, err := w.check(ctx, false)
	if err != nil {
		return true, err
	}
	if landed != nil {
		return true, c.Status(fiber.StatusOK).JSON(landed)
	}
	if err := w.authorize(ctx, payer); err != nil {
		return true, err
	}
	return false, nil
}

// check runs w's checks: resolve, then, unless the write landed already
// (recovery), precheck, whose landed result it returns.
func (w paidWrite) check(ctx context.Context, recovery bool) (landed any, err error) {
	if w.resolve != nil {
		if err := w.resolve(ctx); err != nil {
			return nil, err
		}
	}
	if recovery || w.precheck == nil {
		return nil, nil
	}
	return w.precheck(ctx)
}

// lockedQuote keeps the fee and the storage cost quoted for a request for
// the authorization window, so a client that pays what the 402 said is never
// told payment_amount_mismatch because a storage rate moved in between, and
// the split its payment is booked with is the one it was quoted: the storage
// cost never exceeds the fee it was locked with.
func (s *Server) lockedQuote(ctx context.Context, fingerprint string, fee, storageCost *big.Int) (*big.Int, *big.Int, error) {
	storageCost = capAt(storageCost, fee)
	if s.deps.Redis == nil {
		return fee, storageCost, nil
	}
	key := "inkd:fee:" + fingerprint
	ttl := payment.DefaultMaxTimeout + payment.ClockSkew + time.Minute
	set, err := s.deps.Redis.SetNX(ctx, key, fee.String()+":"+storageCost.String(), ttl).Result()
	if err != nil {
		return nil, nil, &Error{Code: wire.CodeServiceUnavailable, Message: "cannot record the quote; retry", Err: err}
	}
	if set {
		return fee, storageCost, nil
	}
	v, err := s.deps.Redis.Get(ctx, key).Result()
	if errors.Is(err, redis.Nil) {
		return fee, storageCost, nil
	}
	if err != nil {
		return nil, nil, &Error{Code: wire.CodeServiceUnavailable, Message: "cannot read the quote; retry", Err: err}
	}
	lockedFee, lockedStorage, ok := parseLockedQuote(v)
	if !ok {
		return fee, storageCost, nil
	}
	return lockedFee, lockedStorage, nil
}

// parseLockedQuote reads "<fee>:<storage cost>" as lockedQuote stores it.
func parseLockedQuote(v string) (fee, storageCost *big.Int, ok bool) {
	f, st, found := strings.Cut(v, ":")
	fee, okF := new(big.Int).SetString(f, 10)
	if !found || !okF {
		return nil, nil, false
	}
	storageCost, okS := new(big.Int).SetString(st, 10)
	if !okS || storageCost.Sign() < 0 {
		return nil, nil, false
	}
	return fee, capAt(storageCost, fee), true
}

// capAt returns min(x, limit).
func capAt(x, limit *big.Int) *big.Int {
	if x == nil {
		return new(big.Int)
	}
	if x.Cmp(limit) > 0 {
		return new(big.Int).Set(limit)
	}
	return x
}

// paymentRequired answers 402 with the spec's terms merged into an x402 v1
// body, and the x402 v2 terms in the PAYMENT-REQUIRED header.
func (s *Server) paymentRequired(c *fiber.Ctx, req payment.Requirement, message string) error {
	if err := req.Check(); err != nil {
		return &Error{Code: wire.CodeInternal, Message: "internal error; it has been logged", Err: err}
	}
	if message == "" {
		message = "this write costs " + FormatUSD(req.Amount) + " USDC; sign an EIP-3009 authorization and retry with X-PAYMENT (x402 v1) or PAYMENT-SIGNATURE (v2)"
	}
	c.Set(payment.HeaderRequiredV2, req.HeaderV2())
	c.Set(fiber.HeaderCacheControl, "no-store")
	return c.Status(fiber.StatusPaymentRequired).JSON(req.Body(map[string]any{"message": message}))
}

// resourceURL is the absolute URL of the request, for x402 terms.
func (s *Server) resourceURL(c *fiber.Ctx) string {
	if s.cfg.PublicURL != "" {
		return strings.TrimRight(s.cfg.PublicURL, "/") + c.OriginalURL()
	}
	return c.BaseURL() + c.OriginalURL()
}

func jobPayment(p *payment.Payment) jobs.Payment {
	a := p.Authorization
	return jobs.Payment{
		From:        a.From.Hex(),
		To:          a.To.Hex(),
		Value:       a.Value.String(),
		ValidAfter:  a.ValidAfter.String(),
		ValidBefore: a.ValidBefore.String(),
		Nonce:       "0x" + hex.EncodeToString(a.Nonce[:]),
		Signature:   "0x" + hex.EncodeToString(p.Signature),
	}
}

// paymentError maps the payment package's errors to the spec's codes.
func paymentError(err error) error {
	var inv *payment.InvalidError
	var mis *payment.AmountMismatchError
	var funds *payment.InsufficientFundsError
	var code *payment.HasCodeError
	var susp *payment.SuspendedError
	var pid *payment.PaymentIDError
	switch {
	case errors.As(err, &pid):
		return &Error{Code: wire.CodeInvalidPaymentID, Message: pid.Reason}
	case errors.As(err, &code):
		return &Error{Code: wire.CodePaymentInvalid, Message: code.Error()}
	case errors.As(err, &susp):
		return &Error{Code: wire.CodePaymentInvalid, Message: susp.Error()}
	case errors.As(err, &mis):
		return &Error{Code: wire.CodePaymentMismatch, Message: mis.Error()}
	case errors.As(err, &funds):
		return &Error{Code: wire.CodePaymentInvalid, Message: funds.Error()}
	case errors.As(err, &inv):
		return &Error{Code: wire.CodePaymentInvalid, Message: inv.Error()}
	case errors.Is(err, payment.ErrChainUnavailable):
		return rpcError(err)
	case errors.Is(err, payment.ErrStoreUnavailable):
		return &Error{Code: wire.CodeServiceUnavailable, Message: "cannot record the payment; nothing was charged, retry", Err: err}
	}
	return err
}

func rpcError(err error) error {
	return &Error{Code: wire.CodeRPCError, Message: "the chain node did not answer; nothing was charged, retry", Err: err}
}

func pricingError(err error) error {
	return &Error{Code: wire.CodePricingUnavailable, Message: "storage pricing is unavailable right now; retry shortly", Err: err}
}
