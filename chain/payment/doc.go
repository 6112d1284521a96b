// Package payment implements inkd's side of the x402 "exact" EVM payment
// flow: the 402 terms a paid write answers with, the X-PAYMENT (x402 v1) and
// PAYMENT-SIGNATURE (v2) headers real clients send, EIP-712 / EIP-3009
// verification of the USDC TransferWithAuthorization they sign, the
// stateful pre-checks (nonce unused, balance), a Redis reservation of
// (payer, nonce), and the settlement header clients decode.
//
// It knows nothing about HTTP status codes: errors are *InvalidError
// (→ 403 payment_invalid), *AmountMismatchError (→ 403
// payment_amount_mismatch), *InsufficientFundsError (→ 403 payment_invalid),
// *PaymentIDError (→ 400 invalid_payment_id) and ErrChainUnavailable
// (→ 500 rpc_error); api/errors.go maps them.
//
// A paid request in the API, in order:
//
//	req := payment.Requirement{Amount: fee, PayTo: treasury, Asset: usdc,
//		Resource: "https://api.example/v1/projects", MimeType: "application/json"}
//	v, version := c.Get(payment.HeaderPaymentV2), payment.V2
//	if v == "" {
//		v, version = c.Get(payment.HeaderPaymentV1), payment.V1
//	}
//	if v == "" { // 402: both the v1 body and the v2 header
//		c.Set(payment.HeaderRequiredV2, req.HeaderV2())
//		return c.Status(402).JSON(req.Body(nil))
//	}
//	p, err := payment.ParseHeader(v)              // *InvalidError
//	err = payment.Verify(p, req, now())           // no network
//	fp := payment.RequestFingerprint(method, path, body)
//	prev, fresh, err := reservations.Reserve(ctx, p.Authorization.From, p.Authorization.Nonce, fp, ttl)
//	// !fresh && prev == fp: the same request again → answer with its job
//	// !fresh && prev != fp: the authorization is replayed → payment_invalid
//	id, err := p.PaymentID()                      // x402 payment-identifier, "" if none
//	held, fresh, err := ids.Claim(ctx, p.Authorization.From, id, IDRecord{Fingerprint: fp, …}, ttl)
//	// !fresh && held.SamePayload: answer with held.JobID (release the reservation)
//	// !fresh && !held.SamePayload: the id names another write → payment_id_conflict
//	err = checker.Check(ctx, p)                   // nonce unused on chain, balance
//	// … enqueue; on any failure before the enqueue, reservations.Release(…)
//	// after settlement: header payment.SettlementHeader(txHash, payer, req.Asset.Network(p.Version))
//	// as HeaderResponseV1 or HeaderResponseV2 (version above)
//
// The x402 batch-settlement scheme (paying by voucher on a payment channel,
// docs/batch-settlement.md) sits beside it: a Requirement with Channel
// terms offers it in HeaderV2; ParseHeader reads its payload into
// Payment.Voucher (Authorization stays zero: Verify and Checker refuse
// such a payment); VerifyChannel checks it without I/O and Channels.Decide
// asks the channel book (channelbook), reading the chain only for a
// channel it does not know fresh. Refusals are *ChannelError, carrying the
// scheme's error code and, for a voucher out of step, what
// CorrectiveHeaderV2 needs; VoucherSettlementHeader is the scheme's
// PAYMENT-RESPONSE.
//
// The settler hands the signature to USDC's transferWithAuthorization with
// SplitSignature's v (27/28), r and s.
package payment
