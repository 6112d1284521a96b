package fetch

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"time"

	"github.com/inkd/inkd/api/client"
)

// Defaults of Config.
const (
	// DefaultMaxAttempts is how many tries in a row may bring no new byte
	// before a download gives up.
	DefaultMaxAttempts = 6
	// DefaultBackoff is the first pause between tries; it doubles up to
	// MaxBackoff and starts again after a try that brought bytes.
	DefaultBackoff = 500 * time.Millisecond
	// MaxBackoff caps the pause between tries.
	MaxBackoff = 30 * time.Second
	// DefaultHeaderTimeout bounds the wait for an answer's headers; the
	// body has no bound but the caller's context, as content may be large.
	DefaultHeaderTimeout = time.Minute
)

// Config configures a Fetcher.
type Config struct {
	// HTTP sends the requests. Nil: a client whose transport waits
	// DefaultHeaderTimeout for headers and has no overall timeout.
	HTTP *http.Client
	// MaxAttempts is how many tries in a row may fail without bringing a
	// new byte. Zero means DefaultMaxAttempts.
	MaxAttempts int
	// Backoff is the first pause between tries. Zero means DefaultBackoff.
	Backoff time.Duration
	// OnRetry, when set, is told of each retry (progress output).
	OnRetry func(attempt int, wait time.Duration, err error)
}

// Fetcher downloads content. It is safe for concurrent use.
type Fetcher struct {
	cfg Config
	hc  *http.Client
}

// New returns a Fetcher with cfg's zero fields defaulted.
func New(cfg Config) *Fetcher {
	if cfg.MaxAttempts <= 0 {
		cfg.MaxAttempts = DefaultMaxAttempts
	}
	if cfg.Backoff <= 0 {
		cfg.Backoff = DefaultBackoff
	}
	hc := cfg.HTTP
	if hc == nil {
		tr := http.DefaultTransport.(*http.Transport).Clone()
		tr.ResponseHeaderTimeout = DefaultHeaderTimeout
		hc = &http.Client{Transport: tr}
	}
	return &Fetcher{cfg: cfg, hc: hc}
}

// StatusError is a gateway's final refusal (a 4xx, or a 5xx after the
// retries).
type StatusError struct {
	Status int
	URL    string
}

func (e *StatusError) Error() string {
	return fmt.Sprintf("the gateway answered %d %s for %s", e.Status, http.StatusText(e.Status), e.URL)
}

// sink holds the content as it arrives and hashes it.
type sink interface {
	io.Writer
	// Len is how many bytes it holds.
	Len() int64
	// Reset drops them.
	Reset() error
	// Sum is the lowercase hex SHA-256 of the bytes held.
	Sum() string
}

// get downloads src into s until the content ends or s holds stop bytes
// (stop < 0: no bound), resuming with Range after a failure.
func (f *Fetcher) get(ctx context.Context, src string, s sink, stop int64) error {
	var etag string
	failures, wait := 0, f.cfg.Backoff
	for {
		if stop >= 0 && s.Len() >= stop {
			return nil
		}
		before := s.Len()
		done, err := f.try(ctx, src, s, stop, &etag)
		if err == nil && done {
			return nil
		}
		if ctx.Err() != nil {
			return ctx.Err()
		}
		var fatal *fatalError
		if errors.As(err, &fatal) {
			return fatal.err
		}
		if s.Len() > before {
			failures, wait = 0, f.cfg.Backoff
			if err == nil {
				// A range that ended before the content did: ask for the rest.
				continue
			}
		}
		if err == nil {
			err = &StatusError{Status: http.StatusPartialContent, URL: src}
		}
		failures++
		if failures >= f.cfg.MaxAttempts {
			return err
		}
		pause := min(wait, MaxBackoff)
		if f.cfg.OnRetry != nil {
			f.cfg.OnRetry(failures, pause, err)
		}
		t := time.NewTimer(pause)
		select {
		case <-ctx.Done():
			t.Stop()
			return ctx.Err()
		case <-t.C:
		}
		wait = min(wait*2, MaxBackoff)
	}
}

// fatalError ends a download without another try.
type fatalError struct{ err error }

func (e *fatalError) Error() string { return e.err.Error() }

// try sends one request for the bytes s lacks and copies the answer into
// s. done reports that the content ended; a nil error without done is a
// range that ended before the content.
func (f *Fetcher) try(ctx context.Context, src string, s sink, stop int64, etag *string) (done bool, err error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, src, nil)
	if err != nil {
		return false, &fatalError{err}
	}
	offset := s.Len()
	if offset > 0 {
		req.Header.Set("Range", "bytes="+strconv.FormatInt(offset, 10)+"-")
		if *etag != "" {
			// Content that changed since is sent whole (200), not spliced.
			req.Header.Set("If-Range", *etag)
		}
	}
	resp, err := f.hc.Do(req)
	if err != nil {
		return false, &client.NetworkError{Err: err}
	}
	defer resp.Body.Close()
	v := judge(offset, resp.StatusCode, resp.Header.Get("Content-Range"))
	if v.reset {
		if err := s.Reset(); err != nil {
			return false, &fatalError{err}
		}
	}
	if !v.use {
		serr := &StatusError{Status: resp.StatusCode, URL: src}
		if v.retry {
			return false, serr
		}
		return false, &fatalError{serr}
	}
	if e := resp.Header.Get("ETag"); e != "" && resp.StatusCode == http.StatusOK {
		*etag = e
	}
	body := io.Reader(resp.Body)
	if stop >= 0 {
		body = io.LimitReader(resp.Body, stop-s.Len())
	}
	if _, err := io.Copy(s, body); err != nil {
		var we *writeError
		if errors.As(err, &we) {
			return false, &fatalError{we.err}
		}
		return false, &client.NetworkError{Err: fmt.Errorf("download %s: %w", src, err)}
	}
	if stop >= 0 && s.Len() >= stop {
		return true, nil
	}
	if _, _, total, ok := parseContentRange(resp.Header.Get("Content-Range")); ok && resp.StatusCode == http.StatusPartialContent && total > s.Len() {
		return false, nil
	}
	return true, nil
}

// writeError is a sink's own failure (a full disk): not the network's,
// so not tried again.
type writeError struct{ err error }

func (e *writeError) Error() string { return e.err.Error() }
func (e *writeError) Unwrap() error { return e.err }

// Content is what Read read of a version's content.
type Content struct {
	// Data is the content's first bytes, at most the limit.
	Data []byte
	// Truncated: the content goes on past Data.
	Truncated bool
	// Verified: the whole content was read and its SHA-256 equals the
	// record's.
	Verified bool
	// SHA256 is the digest of the whole content, when it was read whole.
	SHA256 string
}

// Read reads at most limit bytes of the content at src. Content read
// whole is checked against want (a *MismatchError when it differs); a
// truncated read checks nothing.
func (f *Fetcher) Read(ctx context.Context, src string, want Want, limit int64) (*Content, error) {
	if limit < 0 {
		return nil, fmt.Errorf("fetch: negative limit %d", limit)
	}
	// One byte past the limit tells whether the content goes on; content
	// longer than its record is a mismatch already.
	stop := limit + 1
	if want.Size >= 0 && want.Size < limit {
		stop = want.Size + 1
	}
	m := newMemSink()
	if err := f.get(ctx, src, m, stop); err != nil {
		return nil, err
	}
	n := m.Len()
	if n > limit {
		return &Content{Data: m.buf[:limit], Truncated: true}, nil
	}
	verified, err := check(want, n, m.Sum(), src)
	if err != nil {
		return nil, err
	}
	return &Content{Data: m.buf, Verified: verified, SHA256: m.Sum()}, nil
}
