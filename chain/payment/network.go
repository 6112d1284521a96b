package payment

import "math/big"

// Protocol versions of x402 that ParseHeader and Verify understand.
const (
	// V1 is x402 version 1: the 402 terms travel in the JSON body, the payment
	// in X-PAYMENT, the settlement in X-PAYMENT-RESPONSE, networks by name
	// ("base").
	V1 = 1
	// V2 is x402 version 2: the terms travel in the PAYMENT-REQUIRED header,
	// the payment in PAYMENT-SIGNATURE, the settlement in PAYMENT-RESPONSE,
	// networks as CAIP-2 ids ("eip155:8453").
	V2 = 2
)

// SchemeExact is the only x402 scheme inkd accepts: an EIP-3009 authorization
// of exactly the required amount.
const SchemeExact = "exact"

// v1Networks maps chain ids to the network names x402 v1 clients accept for
// the chains inkd can run on. x402-fetch derives the EIP-712 chain id back
// from the name, so a chain without a name here cannot be paid by v1 clients.
func v1Network(chainID *big.Int) string {
	if chainID == nil || !chainID.IsInt64() {
		return ""
	}
	switch chainID.Int64() {
	case 8453:
		return "base"
	case 84532:
		return "base-sepolia"
	}
	return ""
}

// Network returns the x402 network identifier of the domain's chain for the
// given protocol version: the v1 name ("base" for 8453, "base-sepolia" for
// 84532) or the v2 CAIP-2 id ("eip155:8453"). It returns "" for an unknown
// version, a nil chain id, or a chain that has no v1 name.
func (d Domain) Network(version int) string {
	switch version {
	case V1:
		return v1Network(d.ChainID)
	case V2:
		if d.ChainID == nil || d.ChainID.Sign() <= 0 {
			return ""
		}
		return "eip155:" + d.ChainID.String()
	}
	return ""
}
