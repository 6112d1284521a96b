package turbo

import (
	"fmt"
	"net/url"
	"time"
)

// Defaults of Config.
const (
	// DefaultUploadURL is ArDrive's Turbo upload service.
	DefaultUploadURL = "https://upload.ardrive.io"
	// DefaultGatewayURL serves stored data at DefaultGatewayURL/<id>.
	DefaultGatewayURL = "https://arweave.net"
	// DefaultChunkedThreshold is the item size above which the multipart
	// API is used: 10 MiB, Turbo's limit for single-request uploads.
	DefaultChunkedThreshold = 10 << 20
	// MinChunkSize and MaxChunkSize bound multipart chunks (Turbo's limits).
	MinChunkSize = 5 << 20
	// MaxChunkSize is the largest multipart chunk Turbo accepts.
	MaxChunkSize = 500 << 20
	// DefaultChunkSize is the multipart chunk size: 5 MiB, as turbo-sdk.
	DefaultChunkSize = MinChunkSize
	// DefaultRequestTimeout bounds one HTTP request, body included.
	DefaultRequestTimeout = 2 * time.Minute
	// DefaultMaxAttempts is how many times one request is tried.
	DefaultMaxAttempts = 5
	// DefaultMinBackoff is the wait after the first failed attempt; it
	// doubles after each further failure up to DefaultMaxBackoff.
	DefaultMinBackoff = time.Second
	// DefaultMaxBackoff caps the wait between attempts.
	DefaultMaxBackoff = 30 * time.Second
	// DefaultPollInterval is the wait between multipart status polls.
	DefaultPollInterval = 2 * time.Second
	// DefaultFinalizeTimeout bounds the wait for a multipart upload to be
	// finalized after the finalize request was accepted.
	DefaultFinalizeTimeout = 15 * time.Minute
)

// Config configures the Turbo driver. The zero value uses every default.
type Config struct {
	// UploadURL is the base URL of the Turbo upload service, without the
	// /v1 suffix. Default DefaultUploadURL when empty.
	UploadURL string
	// GatewayURL is the base of the public URLs URL returns. Default
	// DefaultGatewayURL when empty.
	GatewayURL string
	// ChunkedThreshold is the item size in bytes above which the multipart
	// API is used. Default DefaultChunkedThreshold when zero; negative is
	// invalid.
	ChunkedThreshold int64
	// ChunkSize is the multipart chunk size in bytes, MinChunkSize to
	// MaxChunkSize. Default DefaultChunkSize when zero.
	ChunkSize int64
	// RequestTimeout bounds each HTTP request. Default
	// DefaultRequestTimeout when zero; negative is invalid.
	RequestTimeout time.Duration
	// MaxAttempts is how many times a request is tried before Put gives up
	// with a transient error. Default DefaultMaxAttempts when zero.
	MaxAttempts int
	// MinBackoff is the wait after the first failed attempt. Default
	// DefaultMinBackoff when zero.
	MinBackoff time.Duration
	// MaxBackoff caps the wait between attempts; at least MinBackoff.
	// Default DefaultMaxBackoff when zero.
	MaxBackoff time.Duration
	// PollInterval is the wait between multipart status polls. Default
	// DefaultPollInterval when zero.
	PollInterval time.Duration
	// FinalizeTimeout bounds the polling for a multipart upload to reach
	// FINALIZED. Default DefaultFinalizeTimeout when zero.
	FinalizeTimeout time.Duration
}

// Check reports the first invalid field. Zero fields are valid (defaults).
func (c Config) Check() error {
	for _, f := range []struct{ name, v string }{{"UploadURL", c.UploadURL}, {"GatewayURL", c.GatewayURL}} {
		if f.v == "" {
			continue
		}
		u, err := url.Parse(f.v)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return fmt.Errorf("turbo: Config.%s %q is not an absolute http(s) URL", f.name, f.v)
		}
	}
	switch {
	case c.ChunkedThreshold < 0:
		return fmt.Errorf("turbo: Config.ChunkedThreshold %d is negative", c.ChunkedThreshold)
	case c.ChunkSize != 0 && (c.ChunkSize < MinChunkSize || c.ChunkSize > MaxChunkSize):
		return fmt.Errorf("turbo: Config.ChunkSize %d is outside %d..%d", c.ChunkSize, MinChunkSize, MaxChunkSize)
	case c.RequestTimeout < 0:
		return fmt.Errorf("turbo: Config.RequestTimeout %v is negative", c.RequestTimeout)
	case c.MaxAttempts < 0:
		return fmt.Errorf("turbo: Config.MaxAttempts %d is negative", c.MaxAttempts)
	case c.MinBackoff < 0:
		return fmt.Errorf("turbo: Config.MinBackoff %v is negative", c.MinBackoff)
	case c.MaxBackoff < 0:
		return fmt.Errorf("turbo: Config.MaxBackoff %v is negative", c.MaxBackoff)
	case c.PollInterval < 0:
		return fmt.Errorf("turbo: Config.PollInterval %v is negative", c.PollInterval)
	case c.FinalizeTimeout < 0:
		return fmt.Errorf("turbo: Config.FinalizeTimeout %v is negative", c.FinalizeTimeout)
	}
	if d := c.withDefaults(); d.MaxBackoff < d.MinBackoff {
		return fmt.Errorf("turbo: Config.MaxBackoff %v is below MinBackoff %v", d.MaxBackoff, d.MinBackoff)
	}
	return nil
}

func (c Config) withDefaults() Config {
	set := func(v *time.Duration, d time.Duration) {
		if *v == 0 {
			*v = d
		}
	}
	if c.UploadURL == "" {
		c.UploadURL = DefaultUploadURL
	}
	if c.GatewayURL == "" {
		c.GatewayURL = DefaultGatewayURL
	}
	if c.ChunkedThreshold == 0 {
		c.ChunkedThreshold = DefaultChunkedThreshold
	}
	if c.ChunkSize == 0 {
		c.ChunkSize = DefaultChunkSize
	}
	if c.MaxAttempts == 0 {
		c.MaxAttempts = DefaultMaxAttempts
	}
	set(&c.RequestTimeout, DefaultRequestTimeout)
	set(&c.MinBackoff, DefaultMinBackoff)
	set(&c.MaxBackoff, DefaultMaxBackoff)
	set(&c.PollInterval, DefaultPollInterval)
	set(&c.FinalizeTimeout, DefaultFinalizeTimeout)
	return c
}
