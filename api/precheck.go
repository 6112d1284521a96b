package api

// The free pre-check of a paid write: its unpaid request (no payment
// header) runs every check that does not need the payment before the 402
// states the terms, so a client can learn that a write would be refused
// before it stores anything or signs anything.
//
//   - Always: the body's fields, the project (404 project_not_found), the
//     name or tags (name_taken, tag_taken) and the fee.
//   - With the X-Inkd-Payer header naming the wallet that will pay: its
//     permission to push (403 not_owner_or_collaborator), a suspension, and
//     its USDC balance against the fee and its writes still settling (403
//     payment_invalid).
//   - A request sent before under an x402 payment identifier is offered
//     the terms even when its name or tags are taken: it may be the
//     client's resend of its own write (resendMayFollow).
//   - A push or multi-push item may leave storageHash out when it states
//     contentSize: the content is not stored yet. The terms price the
//     declared size; such a request is never accepted with a payment
//     (400 hash_required).

import (
	"context"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/gofiber/fiber/v2"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/jobs"
)

// HeaderPayer names, on an unpaid write request, the wallet that will pay
// for it, so that the pre-check also checks that wallet's permission and
// balance. It proves nothing: the paid request's signature is what
// identifies the payer, and every check runs again then.
const HeaderPayer = "X-Inkd-Payer"

// BalanceReader reads a wallet's USDC balance in base units
// (chain.USDCState).
type BalanceReader interface {
	BalanceOf(ctx context.Context, a common.Address) (*big.Int, error)
}

// unpaid reports whether c carries no payment header.
func unpaid(c *fiber.Ctx) bool {
	return c.Get(payment.HeaderPaymentV2) == "" && c.Get(payment.HeaderPaymentV1) == ""
}

// statedPayer is the wallet X-Inkd-Payer names, nil when absent.
func statedPayer(c *fiber.Ctx) (*common.Address, error) {
	v := c.Get(HeaderPayer)
	if v == "" {
		return nil, nil
	}
	if !common.IsHexAddress(v) {
		return nil, errorf(wire.CodeInvalidField, "%s must be a 0x-prefixed 20-byte hex address, got %q", HeaderPayer, v)
	}
	a := common.HexToAddress(v)
	return &a, nil
}

// precheckWrite answers w's unpaid request (fingerprint): 200 with the
// landed write when it is on chain already as asked, a refusal when a
// check fails, else 402 with the terms req. A name or tag refused as taken
// by a request sent before under a payment identifier gets the terms
// instead (resendMayFollow).
func (s *Server) precheckWrite(c *fiber.Ctx, w paidWrite, req payment.Requirement, fingerprint string) error {
	ctx := c.UserContext()
	payer, err := statedPayer(c)
	if err != nil {
		return err
	}
	landed, err := w.check(ctx, false)
	if err == nil && landed != nil {
		return c.Status(fiber.StatusOK).JSON(landed)
	}
	if err == nil {
		err = w.pending.check(ctx)
	}
	if err != nil {
		if s.resendMayFollow(ctx, err, fingerprint) {
			return s.paymentRequired(c, req, "")
		}
		return err
	}
	if payer != nil {
		if err := s.checkPayer(ctx, w, *payer, req.Amount); err != nil {
			return err
		}
	}
	return s.paymentRequired(c, req, "")
}

// checkPayer runs the checks of w that need the payer, before any
// payment: suspension, permission, and a balance that covers fee on top
// of the payer's writes still settling.
func (s *Server) checkPayer(ctx context.Context, w paidWrite, payer common.Address, fee *big.Int) error {
	d := s.deps.Writes
	if d.Suspensions != nil {
		if err := d.Suspensions.Check(ctx, payer); err != nil {
			return paymentError(err)
		}
	}
	if err := w.authorize(ctx, payer); err != nil {
		return err
	}
	if d.Balances == nil {
		return nil
	}
	bal, err := d.Balances.BalanceOf(ctx, payer)
	if err != nil {
		return rpcError(err)
	}
	var held *big.Int
	if d.Spends != nil {
		if held, err = d.Spends.Pending(ctx, payer); err != nil {
			return &Error{Code: wire.CodeServiceUnavailable, Message: "cannot read the payer's pending payments; nothing was charged, retry", Err: err}
		}
	}
	need := new(big.Int).Set(fee)
	if held != nil {
		need.Add(need, held)
	}
	if bal.Cmp(need) < 0 {
		return paymentError(&payment.InsufficientFundsError{Payer: payer, Balance: bal, Need: fee, Pending: held})
	}
	return nil
}

// parsePushFor validates a push (or multi-push item) as parsePush does; for an
// unpaid request (precheck), storageHash may be left out when contentSize
// is stated: the pre-check of content not stored yet. Its StorageHash is
// then empty.
func parsePushFor(body jsonObject, precheck bool) (jobs.PushVersion, error) {
	if !precheck || hasField(body, "storageHash") {
		return parsePush(body)
	}
	if _, sized, err := body.size("contentSize"); err != nil || !sized {
		if err == nil {
			err = errorf(wire.CodeHashRequired, "storageHash is required (ar://<id>, from POST /v1/upload); a pre-check of content not stored yet states contentSize instead")
		}
		return jobs.PushVersion{}, atField(err, "storageHash")
	}
	// Every other field is validated as in a push; the stand-in hash never
	// leaves this function.
	with := make(jsonObject, len(body)+1)
	for k, v := range body {
		with[k] = v
	}
	with["storageHash"] = []byte(`"ar://` + standInID + `"`)
	req, err := parsePush(with)
	req.StorageHash = ""
	return req, err
}

// standInID is a well-formed Arweave id that parsePushFor validates a
// pre-check's other fields with.
const standInID = "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"

// hasField reports whether body gives name a non-null, non-blank value.
func hasField(body jsonObject, name string) bool {
	v, ok, err := body.str(name)
	return err != nil || (ok && strings.TrimSpace(v) != "")
}
