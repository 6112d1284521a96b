// Package rpcpool spreads inkd's JSON-RPC traffic over several providers of
// one chain, so that one provider's outage, rate limit or lag is not the
// service's.
//
// A Pool is a chain.Backend. Reads go to the first provider, in the
// configured order, that is up and not behind the highest head seen; a
// transient failure (transport error, timeout, HTTP error status, a
// provider's rate-limit or internal error) marks the provider down for a
// while and the read goes on to the next one, round after round with
// backoff, until the call's retry budget or its context ends. When every
// provider is known down (knowndown.go: each failed every attempt for at
// least a budget, and is still marked down), a call asks each once and
// fails at once, since waiting out a budget then only holds the caller;
// one attempt each still finds a provider that came back. Answers the
// node gives on purpose (a revert, "nonce too low", not found) are returned
// as they are; a "not found" for a transaction or receipt is checked with
// the other fresh providers first, since a provider that has not indexed a
// block yet says the same. Reads that decide money — nonces, receipts,
// balances, calls, logs — never fall back to a provider that is behind:
// without a fresh provider they fail and the caller tries again later.
//
// "Fresh" allows a provider up to MaxLag blocks behind, and heads are learnt
// only every HeadEvery, so a trusted provider may lack the last few blocks.
// An answer that refuses because something is absent is confirmed with
// CallAtBest: heads are asked now and the call is made at the highest one,
// at a provider that has it (chain.RegistryReader does so before the API
// refuses a push with project_not_found or not_owner_or_collaborator).
// The pool remembers the highest head it has seen (heads only grow): when
// every provider now reports less — the only one lags, or a balancer sends
// the call to a node behind — that view is stale, and CallAtBest waits for
// a provider back at the mark, or fails with ErrStaleView when none is
// within its budget, rather than confirm an absence from older state. A
// mark that no provider reaches for ForgetHighAfter is forgotten (stale.go).
// With Config.Mark the mark is shared by the fleet's pools (mark.go;
// RedisHeadMark keeps it in Redis, redis_mark.go): each raises it to the
// heads it learns, and CallAtBest reads it first, so a process whose
// provider lags below a head another process saw waits too.
//
// A signed transaction is broadcast to every provider that is up; the
// send succeeds when any of them takes it.
//
// Dial (dial.go) opens one provider's client with the connection pool
// inkd's concurrency needs:
//
//	c, err := rpcpool.Dial(ctx, url, 0)
//	pool, err := rpcpool.New(rpcpool.Config{Mark: rpcpool.NewRedisHeadMark(rdb, chainID)},
//		[]rpcpool.Provider{{Name: chain.RedactURL(url), Backend: c}}, log)
//
// The choice of provider (health.go) is pure and apart from the I/O
// (pool.go, backend.go, send.go).
package rpcpool
