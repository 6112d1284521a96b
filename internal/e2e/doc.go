// Package e2e holds inkd's end-to-end tests: the real API and worker (as
// wired by cmd/inkd/app), a real go-ethereum node over HTTP JSON-RPC, a real
// redis-server, real signatures, and the real npm x402 clients.
package e2e
