package api

import "time"

// Defaults of ReadLimits.
const (
	// DefaultDiffLimit is the largest content, in bytes per side, that the
	// version diff compares line by line.
	DefaultDiffLimit = 256 << 10
	// DefaultDiffConcurrency is how many uncached version diffs run at
	// once per API process.
	DefaultDiffConcurrency = 4
	// DefaultDiffCacheBytes bounds the cache of diff outcomes: 32 MiB.
	DefaultDiffCacheBytes = 32 << 20
	// DefaultStreamLifetime ends an event stream before the server's write
	// timeout (5 minutes) would cut it; clients reconnect with Last-Event-ID.
	DefaultStreamLifetime = 4 * time.Minute
	// DefaultStreamsPerClient caps the live event streams of one client
	// (an IPv4 address or an IPv6 /64) per API process.
	DefaultStreamsPerClient = 5
	// DefaultMaxStreams caps the live event streams of one API process.
	DefaultMaxStreams = 500
	// DefaultKeepAlive is the interval of SSE comments on an idle stream.
	DefaultKeepAlive = 15 * time.Second
)

// ReadLimits are the caps of the free reads that cost more than a lookup:
// the version diff and the live event stream. They are per API process:
// what they protect (CPU, memory, descriptors) is the process's own. Zero
// values take the defaults.
type ReadLimits struct {
	// DiffLimit is the largest content per side, in bytes, that is
	// diffed line by line; larger content is compared by size, type and
	// hash. Default 256 KiB.
	DiffLimit int64
	// DiffBudget bounds the work of one line diff, in steps (see
	// DefaultDiffBudget); past it the versions are reported as
	// too_different. Default DefaultDiffBudget (about 50 ms).
	DiffBudget int
	// DiffConcurrency is how many uncached diffs run at once; more
	// answer 503 service_unavailable with Retry-After. Default 4.
	DiffConcurrency int
	// DiffCacheBytes bounds the cache of diff outcomes, keyed by the pair
	// of storage hashes, in bytes. Default 32 MiB.
	DiffCacheBytes int64
	// StreamLifetime is how long one event stream lasts before the server
	// ends it (clients reconnect with Last-Event-ID). Default 4 minutes;
	// it must stay below the server's 5-minute write timeout.
	StreamLifetime time.Duration
	// StreamsPerClient caps the live event streams of one client (an
	// IPv4 address or an IPv6 /64) per process; more answer 429
	// rate_limited. Default 5.
	StreamsPerClient int
	// MaxStreams caps the live event streams of the process; more answer
	// 429 rate_limited. Default 500 (a stream holds a 512-event buffer,
	// two goroutines and a descriptor).
	MaxStreams int
	// KeepAlive is the interval of comment lines on an idle event stream.
	// Default 15 s.
	KeepAlive time.Duration
}

func (d ReadLimits) withDefaults() ReadLimits {
	if d.DiffLimit <= 0 {
		d.DiffLimit = DefaultDiffLimit
	}
	if d.DiffBudget <= 0 {
		d.DiffBudget = DefaultDiffBudget
	}
	if d.DiffConcurrency <= 0 {
		d.DiffConcurrency = DefaultDiffConcurrency
	}
	if d.DiffCacheBytes <= 0 {
		d.DiffCacheBytes = DefaultDiffCacheBytes
	}
	if d.StreamLifetime <= 0 {
		d.StreamLifetime = DefaultStreamLifetime
	}
	if d.StreamsPerClient <= 0 {
		d.StreamsPerClient = DefaultStreamsPerClient
	}
	if d.MaxStreams <= 0 {
		d.MaxStreams = DefaultMaxStreams
	}
	if d.KeepAlive <= 0 {
		d.KeepAlive = DefaultKeepAlive
	}
	return d
}
