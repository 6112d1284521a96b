package api

import (
	"errors"
	"fmt"
	"net/url"
	"time"
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
	// DefaultNetwork is the network label of the spec.
	DefaultNetwork = "base"
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
	// RPCURL is the chain endpoint shown in /v1/status (never with
	// credentials: the user info of the URL is removed).
	RPCURL string
	// BodyLimit is the largest JSON body in bytes. Default 64 KiB.
	BodyLimit int
	// UploadLimit is the largest upload in bytes. Default 50 MB.
	UploadLimit int64
	// WriteWait is how long a paid write waits for its outcome before
	// answering 202. Default 60 s.
	WriteWait time.Duration
	// ReadsPerMinute limits reads per client IP. Default 100; negative
	// disables the limit.
	ReadsPerMinute int
	// WritesPerMinute limits paid writes per wallet. Default 20; negative
	// disables the limit.
	WritesPerMinute int
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
	// ServeGateway mounts the local storage gateway under /ar/ (development).
	ServeGateway bool
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
	if len(c.CORSOrigins) == 0 {
		c.CORSOrigins = []string{"*"}
	}
	if c.ExplorerURL == "" {
		c.ExplorerURL = "https://basescan.org"
	}
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
	return nil
}

// redactURL removes credentials and query strings (API keys of hosted RPC
// providers often sit there) from a URL shown to the public.
func redactURL(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" {
		return ""
	}
	u.User = nil
	u.RawQuery = ""
	return u.String()
}
