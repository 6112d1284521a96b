package payment

import (
	"math/big"
	"time"
)

// Time allowances of Verify.
const (
	// ClockSkew is how far ahead of the server's clock a client's clock may
	// run: validBefore may reach now + MaxTimeout + ClockSkew. Clients set
	// validBefore = their now + maxTimeoutSeconds, so a client 30 s fast is
	// still accepted. No allowance is made on validAfter: USDC itself requires
	// validAfter < block.timestamp.
	ClockSkew = 30 * time.Second
	// MinRemaining is the least validity an authorization must have left when
	// it is verified: USDC requires block.timestamp < validBefore, and one with
	// a few seconds left would only revert during settlement.
	MinRemaining = 10 * time.Second
)

// Verify checks everything about p that needs no network, against r at time
// now (the caller's clock, injected):
//
//   - p.Version is V1 or V2 and p.Scheme is "exact";
//   - p.Network is r's network for that version: "base" for v1,
//     "eip155:<chain id>" for v2, derived from r.Asset.ChainID;
//   - for v2, the echoed asset is r.Asset.VerifyingContract (v1 names no asset;
//     the signature's domain binds it);
//   - the authorization pays r.PayTo exactly r.Amount (else
//     *AmountMismatchError);
//   - validAfter ≤ now, and now + MinRemaining ≤ validBefore ≤ now +
//     MaxTimeout + ClockSkew. Both real clients pass: x402-fetch sends
//     validAfter = now − 600, @x402/fetch sends validAfter = 0, both send
//     validBefore = now + maxTimeoutSeconds;
//   - the signature is a valid low-s ECDSA signature of the EIP-712 digest
//     under r.Asset that recovers to the authorization's From.
//
// Any failure other than the amount is an *InvalidError whose Reason tells the
// client what to do. Verify does not check the nonce or the balance: see
// Checker and Reservations.
func Verify(p *Payment, r Requirement, now time.Time) error {
	if p == nil {
		return invalidf("no payment; send the signed authorization in %s", HeaderPaymentV1)
	}
	if p.Version != V1 && p.Version != V2 {
		return invalidf("x402Version %d is not supported; use 1 or 2", p.Version)
	}
	if p.Scheme != SchemeExact || p.Voucher != nil {
		return invalidf("scheme %q is not supported; pay with scheme %q", p.Scheme, SchemeExact)
	}
	want := r.Asset.Network(p.Version)
	if want == "" {
		return invalidf("x402 version %d cannot pay on chain id %s; use another x402 version", p.Version, decimal(r.Asset.ChainID))
	}
	if p.Network != want {
		return invalidf("network %q is not accepted; pay on %q (chain id %s)", p.Network, want, decimal(r.Asset.ChainID))
	}
	if p.Version == V2 && p.Asset != r.Asset.VerifyingContract {
		return invalidf("asset %s is not accepted; pay with %s (%s) at %s", p.Asset.Hex(), TokenSymbol, r.Asset.Name, r.Asset.VerifyingContract.Hex())
	}
	a := p.Authorization
	if a.Value == nil || a.ValidAfter == nil || a.ValidBefore == nil {
		return invalidf("authorization is incomplete: value, validAfter and validBefore are required")
	}
	if a.To != r.PayTo {
		return invalidf("authorization pays %s but this request must be paid to %s; sign a new authorization to payTo", a.To.Hex(), r.PayTo.Hex())
	}
	if a.Value.Cmp(orZero(r.Amount)) != 0 {
		return &AmountMismatchError{Want: new(big.Int).Set(orZero(r.Amount)), Got: new(big.Int).Set(a.Value)}
	}
	if err := checkWindow(a, r.maxTimeout(), now); err != nil {
		return err
	}
	signer, err := Recover(r.Asset, a, p.Signature)
	if err != nil {
		return err
	}
	if signer != a.From {
		return invalidf("signature was made by %s, not by from %s; sign with the from wallet over the EIP-712 domain {name %q, version %q, chainId %s, verifyingContract %s}",
			signer.Hex(), a.From.Hex(), r.Asset.Name, r.Asset.Version, decimal(r.Asset.ChainID), r.Asset.VerifyingContract.Hex())
	}
	return nil
}

// checkWindow applies the validity rules of Verify in whole Unix seconds.
func checkWindow(a Authorization, maxTimeout time.Duration, now time.Time) error {
	nowS := now.Unix()
	at := func(s int64) string { return time.Unix(s, 0).UTC().Format(time.RFC3339) }
	if a.ValidAfter.Cmp(big.NewInt(nowS)) > 0 {
		return invalidf("authorization is not valid until validAfter %s (%s); sign one with validAfter at or before the current time",
			a.ValidAfter, atBig(a.ValidAfter, at))
	}
	if a.ValidBefore.Cmp(big.NewInt(nowS)) <= 0 {
		return invalidf("authorization expired at %s (validBefore %s); sign a new one", atBig(a.ValidBefore, at), a.ValidBefore)
	}
	minRemaining := int64(MinRemaining / time.Second)
	if a.ValidBefore.Cmp(big.NewInt(nowS+minRemaining)) < 0 {
		return invalidf("authorization expires at %s, less than %ds from now, too soon to settle; sign a new one", atBig(a.ValidBefore, at), minRemaining)
	}
	maxS := int64((maxTimeout + ClockSkew) / time.Second)
	if a.ValidBefore.Cmp(big.NewInt(nowS+maxS)) > 0 {
		return invalidf("authorization is valid until %s, more than %ds from now; sign one with validBefore at most maxTimeoutSeconds (%d) from now",
			atBig(a.ValidBefore, at), maxS, int64(maxTimeout/time.Second))
	}
	return nil
}

// atBig formats a Unix-seconds value as RFC 3339, or as the bare number when
// it does not fit a time.
func atBig(x *big.Int, at func(int64) string) string {
	const maxUnix = 253402300799 // 9999-12-31T23:59:59Z
	if !x.IsInt64() || x.Int64() > maxUnix {
		return x.String()
	}
	return at(x.Int64())
}
