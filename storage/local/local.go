package local

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"

	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/storage"
	"github.com/inkd/inkd/storage/ans104"
	"github.com/inkd/inkd/storage/internal/ctxio"
)

// Defaults and fixed response headers.
const (
	// DefaultBaseURL is where cmd mounts the handler unless told otherwise.
	DefaultBaseURL = "http://127.0.0.1:8080/ar"
	// CacheControl is sent with every item: content never changes.
	CacheControl = "public, max-age=31536000, immutable"
	// ContentSecurityPolicy isolates served HTML from the API's origin.
	ContentSecurityPolicy = "sandbox allow-scripts allow-forms allow-popups allow-downloads"
)

const tempPrefix = ".put-"

// Config configures the local driver.
type Config struct {
	// Dir holds one file per item, named by id. Created (mode 0750) if
	// missing. Empty means a new temporary directory that Close removes.
	Dir string
	// BaseURL is the absolute http(s) URL where the handler is mounted;
	// URL(id) is BaseURL + "/" + id. Default DefaultBaseURL when empty.
	BaseURL string
}

// Check reports the first invalid field.
func (c Config) Check() error {
	if c.BaseURL == "" {
		return nil
	}
	u, err := url.Parse(c.BaseURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return fmt.Errorf("local: Config.BaseURL %q is not an absolute http(s) URL", c.BaseURL)
	}
	return nil
}

// Driver stores items on disk and serves them. It implements storage.Driver
// and http.Handler and is safe for concurrent use.
type Driver struct {
	dir    string
	ownDir bool
	base   string
	log    *logrus.Entry
}

var (
	_ storage.Driver = (*Driver)(nil)
	_ http.Handler   = (*Driver)(nil)
)

// New returns a driver over cfg.Dir (or a new temporary directory).
func New(cfg Config, log *logrus.Entry) (*Driver, error) {
	if err := cfg.Check(); err != nil {
		return nil, err
	}
	if log == nil {
		return nil, errors.New("local: nil logger")
	}
	d := &Driver{dir: cfg.Dir, base: strings.TrimRight(cfg.BaseURL, "/"), log: log.WithField("component", "storage_local")}
	if d.base == "" {
		d.base = DefaultBaseURL
	}
	if d.dir == "" {
		dir, err := os.MkdirTemp("", "inkd-local-store-*")
		if err != nil {
			return nil, fmt.Errorf("local: create temporary directory: %w", err)
		}
		d.dir, d.ownDir = dir, true
	} else if err := os.MkdirAll(d.dir, 0o750); err != nil {
		return nil, fmt.Errorf("local: create %s: %w", d.dir, err)
	}
	return d, nil
}

// Dir returns the directory holding the items.
func (d *Driver) Dir() string { return d.dir }

// Close removes the directory if New created it; otherwise it does nothing.
func (d *Driver) Close() error {
	if !d.ownDir {
		return nil
	}
	if err := os.RemoveAll(d.dir); err != nil {
		return fmt.Errorf("local: remove %s: %w", d.dir, err)
	}
	return nil
}

// URL implements storage.Driver.
func (d *Driver) URL(id string) string { return d.base + "/" + id }

func (d *Driver) path(id string) string { return filepath.Join(d.dir, id) }

// InvalidItemError reports an item Put refused: malformed, badly signed, or
// not carrying the id it was stored under. It matches storage.ErrPermanent
// and the underlying ans104 error with errors.Is.
type InvalidItemError struct {
	// ID is the id the item was to be stored under.
	ID string
	// Err says what is wrong.
	Err error
}

// Error implements error.
func (e *InvalidItemError) Error() string {
	return fmt.Sprintf("local: invalid item %s: %v", e.ID, e.Err)
}

// Unwrap returns storage.ErrPermanent and the cause.
func (e *InvalidItemError) Unwrap() []error { return []error{storage.ErrPermanent, e.Err} }

// Put implements storage.Driver. It verifies the item (format, signature,
// id) while copying it to a temporary file and renames the file into place
// only when the item is valid. Storing an id already present succeeds
// without reading the item.
func (d *Driver) Put(ctx context.Context, id string, item io.ReaderAt, size int64) (err error) {
	if !ans104.ValidID(id) {
		return &InvalidItemError{ID: id, Err: ans104.ErrInvalidID}
	}
	if _, err := os.Stat(d.path(id)); err == nil {
		return nil
	}
	f, err := os.CreateTemp(d.dir, tempPrefix+"*")
	if err != nil {
		return fmt.Errorf("local: put %s: %w", id, err)
	}
	defer func() {
		if err != nil {
			_ = f.Close()
			_ = os.Remove(f.Name())
		}
	}()
	r, err := ans104.NewReader(ctxio.NewReader(ctx, io.NewSectionReader(item, 0, size)))
	if err != nil {
		return classify(id, err)
	}
	if got := r.Header().ID(); got != id {
		return &InvalidItemError{ID: id, Err: fmt.Errorf("item id is %s", got)}
	}
	if _, err := f.Write(r.Header().Bytes()); err != nil {
		return fmt.Errorf("local: put %s: %w", id, err)
	}
	if _, err := io.Copy(f, r); err != nil {
		return classify(id, err)
	}
	if err := f.Sync(); err != nil {
		return fmt.Errorf("local: put %s: sync: %w", id, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("local: put %s: close: %w", id, err)
	}
	if err := os.Rename(f.Name(), d.path(id)); err != nil {
		return fmt.Errorf("local: put %s: %w", id, err)
	}
	return nil
}

// classify turns verification failures into *InvalidItemError and leaves
// I/O errors transient.
func classify(id string, err error) error {
	if errors.Is(err, ans104.ErrMalformed) || errors.Is(err, ans104.ErrInvalidSignature) {
		return &InvalidItemError{ID: id, Err: err}
	}
	return fmt.Errorf("local: put %s: %w", id, err)
}
