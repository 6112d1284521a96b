package api

import (
	"errors"
	"fmt"
	"net/url"
	"strings"
	"time"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/channel"
)

// Defaults of Config.
const (
	// ServiceVersion is the package version the root descriptor reports.
	ServiceVersion = "0.1.0"
	// DefaultBodyLimit caps JSON request bodies: 64 KiB.
	DefaultBodyLimit = 64 << 10
	// DefaultUploadLimit is the largest file POST /v1/upload accepts: 50 MB.
	DefaultUploadLimit = 50 << 20
	// DefaultWriteWait is how long a paid write waits for its job before
	// answering 202 with a job to poll.
	DefaultWriteWait = 60 * time.Second
	// DefaultReadsPerMinute is the per-IP read limit of the spec.
	DefaultReadsPerMinute = 100
	// DefaultWritesPerMinute is the per-wallet write limit of the spec.
	DefaultWritesPerMinute = 20
	// DefaultUnpaidWritesPerMinute is the per-client limit of write
	// requests without a valid payment: an honest client sends one (the
	// request that gets the 402) per paid write.
	DefaultUnpaidWritesPerMinute = 60
	// DefaultPayerFailuresPerClient is how many paid writes that reverted
	// on chain for their payer's doing one client address may cause
	// before its paid writes are refused: an honest client causes none
	// (each needs the payer to move its USDC away or give its account code
	// after the API accepted the write).
	DefaultPayerFailuresPerClient = 3
	// DefaultUploadBytesPerClientHour is how many bytes one client address
	// may upload per hour: ten uploads of the largest size.
	DefaultUploadBytesPerClientHour = 500 << 20
	// DefaultUploadBytesPerDay is how many bytes all clients together may
	// upload per UTC day.
	DefaultUploadBytesPerDay = 20 << 30
	// DefaultMultiPushMaxVersions is the most versions one multi-push carries.
	DefaultMultiPushMaxVersions = 256
	// DefaultNetwork is the network label of the spec.
	DefaultNetwork = "base"
	// DefaultMaxConns caps the connections open at once, all clients
	// together: 1024.
	DefaultMaxConns = 1024
	// DefaultMaxConnsPerClient caps the connections of one client (an IPv4
	// address or an IPv6 /64): 32.
	DefaultMaxConnsPerClient = 32
	// DefaultHeaderTimeout is how long a request's line and headers may take
	// to arrive: 10 s.
	DefaultHeaderTimeout = 10 * time.Second
	// DefaultBodyTimeout is how long a request's body may take to arrive
	// once its headers are in (an upload of 50 MiB at 1.5 Mbit/s): 5 min.
	DefaultBodyTimeout = 5 * time.Minute
	// DefaultIdleTimeout is how long a kept-alive connection may wait for
	// its next request: 15 s.
	DefaultIdleTimeout = 15 * time.Second
	// DefaultStatusCacheTTL is how long GET /v1/status reuses one chain
	// reading: 5 s.
	DefaultStatusCacheTTL = 5 * time.Second
)

// Config configures the HTTP API. Zero values take the defaults above
// unless a field says otherwise.
type Config struct {
	// PublicURL is the absolute base URL clients reach the API at (for
	// example https://api.inkd.dev). x402 payment terms carry absolute
	// resource URLs built from it. Empty: derived from each request's
	// scheme and Host header.
	PublicURL string
	// Network is the network label reported in /v1/status and payment
	// terms. Default "base".
	Network string
	// RPCURL is the chain endpoint; /v1/status shows its scheme and host
	// only (providers put API keys in paths, queries and user info).
	RPCURL string
	// BodyLimit is the largest JSON body in bytes. Default 64 KiB.
	BodyLimit int
	// UploadLimit is the largest upload in bytes. Default 50 MB.
	UploadLimit int64
	// WriteWait is how long a paid write waits for its outcome before
	// answering 202. Default 60 s.
	WriteWait time.Duration
	// MultiPushMaxVersions is the most versions POST
	// /v1/projects/:id/versions/batch takes in one request; more are
	// refused 400 batch_too_large. Default 256.
	MultiPushMaxVersions int
	// ReadsPerMinute limits reads per client IP. Default 100; negative
	// disables the limit.
	ReadsPerMinute int
	// WritesPerMinute limits paid writes per wallet. Default 20; negative
	// disables the limit.
	WritesPerMinute int
	// UnpaidWritesPerMinute limits, per client address (IPv6: /64), the
	// write requests that carry no valid payment: those without a payment
	// header (answered 402 or refused before) and those whose payment is
	// refused (payment_invalid, payment_amount_mismatch). Each costs a
	// chain read, a price quote and a quote kept in Redis. Default 60;
	// negative disables the limit.
	UnpaidWritesPerMinute int
	// PayerFailuresPerClient refuses the paid writes of a client address
	// (IPv6: /64) once the payers whose writes it sent caused that many
	// on-chain failures (payment.ClientStrikes) within the last hour, the
	// count lasting an hour after the last one: answered 429 rate_limited
	// before the 402. Needs WriteDeps.ClientStrikes. Default 3; negative
	// disables the refusal.
	PayerFailuresPerClient int
	// UploadBytesPerClientHour is how many bytes of files one client
	// address (IPv6: /64) may upload per clock hour; past it uploads are
	// answered 429 rate_limited until the hour ends. Content already stored
	// costs nothing. Default 500 MiB; negative disables the quota; a
	// positive value must hold one upload (UploadLimit).
	UploadBytesPerClientHour int64
	// UploadBytesPerDay is how many bytes of files all clients together
	// may upload per UTC day, the operator's storage budget; past it
	// uploads are answered 429 rate_limited until midnight UTC. Default
	// 20 GiB; negative disables it.
	UploadBytesPerDay int64
	// CORSOrigins are the browser origins allowed to call the API. Default
	// "*" (any origin; the API has no cookies).
	CORSOrigins []string
	// TrustedProxies are the addresses whose X-Forwarded-For header is
	// believed when finding a client's IP. Default none: the peer address
	// is the client.
	TrustedProxies []string
	// ExplorerURL is the block explorer base URL used for links. Default
	// https://basescan.org.
	ExplorerURL string
	// TxExplorerURL is where the explorer's pages link transactions
	// (TxExplorerURL/tx/<hash>). Empty: no links, the hash only.
	TxExplorerURL string
	// ServeGateway mounts the local storage gateway under /ar/ (development).
	ServeGateway bool
	// GatewayURL is the base of the content links of the explorer's pages
	// (GatewayURL + "/" + Arweave id). Default: "/ar" on this server when
	// ServeGateway is set, else https://arweave.net.
	GatewayURL string
	// MaxConns caps the connections open at once, all clients together;
	// at the cap new connections wait in the kernel's accept queue. Keep
	// it below the process's descriptor limit. Default 1024; negative
	// disables the cap.
	MaxConns int
	// MaxConnsPerClient caps the open connections of one client address
	// (IPv6: one /64); past it a new connection is answered 429
	// rate_limited and closed.
	// TrustedProxies are exempt. Default 32; negative disables the cap.
	MaxConnsPerClient int
	// HeaderTimeout is how long the request line and headers of a request
	// may take to arrive, from the connection's first byte (or from
	// accepting it); a connection that sends nothing is closed after it.
	// Default 10 s.
	HeaderTimeout time.Duration
	// BodyTimeout is how long a request's body may take to arrive, counted
	// from the end of its headers (uploads stream up to UploadLimit).
	// Default 5 min.
	BodyTimeout time.Duration
	// IdleTimeout is how long a kept-alive connection may wait for its
	// next request before it is closed. Default 15 s.
	IdleTimeout time.Duration
	// StatusCacheTTL is how long GET /v1/status reuses one reading of the
	// chain; concurrent requests share one reading. Default 5 s; negative
	// reads the chain for every request.
	StatusCacheTTL time.Duration
	// Reads caps the version diff and the event streams.
	Reads ReadLimits
	// Channels configures paying by voucher (the x402 batch-settlement
	// scheme); off by default.
	Channels ChannelConfig
}

// DefaultChannelWithdrawDelay is the withdrawal delay, in seconds, of the
// channels the 402 offers: the scheme's minimum, 15 minutes.
const DefaultChannelWithdrawDelay = 900

// ChannelConfig configures the batch-settlement offer.
type ChannelConfig struct {
	// Enabled offers batch-settlement beside exact in every paid write's
	// v2 terms, verifies vouchers (WriteDeps.Channels must be set) and
	// queues the writes they pay (creates, pushes, multi-pushes). Default
	// off.
	Enabled bool
	// WithdrawDelay is the channels' withdrawal delay in seconds, within
	// 900..2592000 (15 minutes to 30 days). Default 900.
	WithdrawDelay uint64
}

func (c Config) withDefaults() Config {
	if c.Network == "" {
		c.Network = DefaultNetwork
	}
	if c.BodyLimit == 0 {
		c.BodyLimit = DefaultBodyLimit
	}
	if c.UploadLimit == 0 {
		c.UploadLimit = DefaultUploadLimit
	}
	if c.WriteWait == 0 {
		c.WriteWait = DefaultWriteWait
	}
	if c.ReadsPerMinute == 0 {
		c.ReadsPerMinute = DefaultReadsPerMinute
	}
	if c.WritesPerMinute == 0 {
		c.WritesPerMinute = DefaultWritesPerMinute
	}
	if c.UnpaidWritesPerMinute == 0 {
		c.UnpaidWritesPerMinute = DefaultUnpaidWritesPerMinute
	}
	if c.PayerFailuresPerClient == 0 {
		c.PayerFailuresPerClient = DefaultPayerFailuresPerClient
	}
	if c.UploadBytesPerClientHour == 0 {
		c.UploadBytesPerClientHour = DefaultUploadBytesPerClientHour
	}
	if c.UploadBytesPerDay == 0 {
		c.UploadBytesPerDay = DefaultUploadBytesPerDay
	}
	if c.MultiPushMaxVersions == 0 {
		c.MultiPushMaxVersions = DefaultMultiPushMaxVersions
	}
	if len(c.CORSOrigins) == 0 {
		c.CORSOrigins = []string{"*"}
	}
	if c.MaxConns == 0 {
		c.MaxConns = DefaultMaxConns
	}
	if c.MaxConnsPerClient == 0 {
		c.MaxConnsPerClient = DefaultMaxConnsPerClient
	}
	if c.HeaderTimeout == 0 {
		c.HeaderTimeout = DefaultHeaderTimeout
	}
	if c.BodyTimeout == 0 {
		c.BodyTimeout = DefaultBodyTimeout
	}
	if c.IdleTimeout == 0 {
		c.IdleTimeout = DefaultIdleTimeout
	}
	if c.StatusCacheTTL == 0 {
		c.StatusCacheTTL = DefaultStatusCacheTTL
	}
	c.Reads = c.Reads.withDefaults()
	if c.Channels.WithdrawDelay == 0 {
		c.Channels.WithdrawDelay = DefaultChannelWithdrawDelay
	}
	if c.ExplorerURL == "" {
		c.ExplorerURL = "https://basescan.org"
	}
	if c.GatewayURL == "" {
		c.GatewayURL = "https://arweave.net"
		if c.ServeGateway {
			c.GatewayURL = "/ar"
		}
	}
	c.GatewayURL = strings.TrimRight(c.GatewayURL, "/")
	return c
}

// Check reports the first field that is wrong.
func (c Config) Check() error {
	if c.PublicURL != "" {
		u, err := url.Parse(c.PublicURL)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return fmt.Errorf("api: PublicURL %q: want an absolute http(s) URL", c.PublicURL)
		}
	}
	if c.BodyLimit < 0 {
		return errors.New("api: BodyLimit is negative")
	}
	if c.UploadLimit < 0 {
		return errors.New("api: UploadLimit is negative")
	}
	if c.WriteWait < 0 {
		return errors.New("api: WriteWait is negative")
	}
	if c.MultiPushMaxVersions < 0 {
		return errors.New("api: MultiPushMaxVersions is negative")
	}
	if c.HeaderTimeout < 0 {
		return errors.New("api: HeaderTimeout is negative")
	}
	if c.BodyTimeout < 0 {
		return errors.New("api: BodyTimeout is negative")
	}
	if c.IdleTimeout < 0 {
		return errors.New("api: IdleTimeout is negative")
	}
	if d := c.Channels.WithdrawDelay; c.Channels.Enabled && d != 0 && (d < channel.MinWithdrawDelay || d > channel.MaxWithdrawDelay) {
		return fmt.Errorf("api: Channels: WithdrawDelay %d is outside [%d, %d] seconds", d, channel.MinWithdrawDelay, channel.MaxWithdrawDelay)
	}
	if c.UploadBytesPerClientHour > 0 && c.UploadBytesPerClientHour < c.UploadLimit {
		return fmt.Errorf("api: UploadBytesPerClientHour %d is below UploadLimit %d: the largest upload could never pass", c.UploadBytesPerClientHour, c.UploadLimit)
	}
	return nil
}

// redactURL reduces a URL shown to the public to its scheme and host
// (chain.RedactURL).
func redactURL(raw string) string { return chain.RedactURL(raw) }
