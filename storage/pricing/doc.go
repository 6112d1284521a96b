// Package pricing quotes what storing an upload costs, in USDC base units
// (6 decimals), with the service's 20% markup on top.
//
//	turboPrices, _ := pricing.NewTurbo(pricing.TurboConfig{}, httpClient, time.Now)
//	gateway, _ := pricing.NewGateway(pricing.GatewayConfig{ARUSD: "6.50"}, httpClient, time.Now)
//	var p pricing.Pricer = pricing.NewFallback(turboPrices, gateway)
//
//	q, err := p.Quote(ctx, contentSize)
//	if errors.Is(err, pricing.ErrUnavailable) { /* answer 503: no made-up prices */ }
//	fee := q.WithMinimum(pricing.MinimumFee()) // the amount a paid push must carry
//
// # Sources
//
// Fixed (development) charges BaseUnitsPerMiB per MiB. Turbo asks ArDrive's
// payment service for the winc price of the item (GET
// {payment}/v1/price/bytes/{n} → {"winc": "…"}) and converts winc to USD with
// GET {payment}/v1/rates → {"winc": "<winc per GiB>", "fiat": {"usd": <USD
// per GiB>}}, i.e. at the rate at which Turbo sells credits (Turbo's fee
// included), which is what the service pays. Items no larger than Turbo's
// free allowance (freeUploadLimitBytes from GET {upload}/) cost nothing.
// Gateway asks an Arweave gateway for the winston price (GET
// {gateway}/price/{n}, plain text) and converts with an AR/USD price that is
// either fixed or read from a JSON document (URL plus dot path). Fallback
// tries sources in order. Responses are cached for CacheTTL (60 s), so
// a quote is stable for about a minute.
//
// Turbo and Gateway never ask for a price size by size (each distinct size
// would be an upstream request): per CacheTTL they ask for two reference
// sizes, ChunkSize and RefChunks chunks, and price n bytes as its started
// chunks on the line through the two, rounded up. That is exact for a
// price that is a fixed part plus a price per chunk, as Arweave's is, and
// never below a price per byte.
//
// Every source prices the whole data item: the upload's bytes plus
// HeaderAllowance bytes for the ANS-104 header and tags. Unreachable or
// nonsensical sources yield an *UnavailableError (ErrUnavailable); no source
// ever guesses.
//
// # Arithmetic
//
// All money is *big.Int base units; rates are exact rationals parsed from
// the decimal text of the responses. Every division rounds up, so the
// service never quotes below cost: storage cost = ⌈price in base units⌉,
// markup = ⌈storage cost × 20 / 100⌉, total = storage cost + markup.
//
// # The 0.10 USDC minimum
//
// Quote never applies the minimum; WithMinimum does. Suggested use: the
// push-version fee is Quote(contentSize).WithMinimum(MinimumFee()).Total, and
// the estimate endpoints return the same WithMinimum quote, so the total a
// client is shown is the amount it will be asked to pay, while storageCost
// and markup still show the breakdown (total > storageCost + markup exactly
// when the minimum applied).
package pricing
