package stage

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/inkd/inkd/storage"
	"github.com/inkd/inkd/storage/ans104"
	"github.com/inkd/inkd/storage/internal/ctxio"
)

// itemSuffix ends the file name of a staged item; tempPrefix starts the name
// of a file being written.
const (
	itemSuffix = ".item"
	tempPrefix = ".put-"
)

// DirConfig configures the shared-directory stager.
type DirConfig struct {
	// Dir is the directory holding staged items, shared by every API and
	// worker process. Required; created (mode 0750) if missing.
	Dir string
	// TTL is how long an item stays staged after Put; older items are
	// invisible to Open and removed by Prune. Default DefaultTTL when zero;
	// negative is invalid.
	TTL time.Duration
}

// Check reports the first invalid field.
func (c DirConfig) Check() error {
	if c.Dir == "" {
		return errors.New("stage: DirConfig.Dir is empty")
	}
	if c.TTL < 0 {
		return fmt.Errorf("stage: DirConfig.TTL %v is negative", c.TTL)
	}
	return nil
}

// Dir stages items as files "<id>.item" in a shared directory. Files are
// written under a temporary name and renamed into place, so a reader sees a
// whole item or none.
type Dir struct {
	cfg DirConfig
	now func() time.Time
}

var _ Stager = (*Dir)(nil)

// NewDir returns a stager over cfg.Dir. now is the clock used to decide
// expiry; nil means time.Now.
func NewDir(cfg DirConfig, now func() time.Time) (*Dir, error) {
	if err := cfg.Check(); err != nil {
		return nil, err
	}
	if cfg.TTL == 0 {
		cfg.TTL = DefaultTTL
	}
	if now == nil {
		now = time.Now
	}
	if err := os.MkdirAll(cfg.Dir, 0o750); err != nil {
		return nil, fmt.Errorf("stage: create %s: %w", cfg.Dir, err)
	}
	return &Dir{cfg: cfg, now: now}, nil
}

func (d *Dir) path(id string) string { return filepath.Join(d.cfg.Dir, id+itemSuffix) }

// Put implements Stager.
func (d *Dir) Put(ctx context.Context, id string, r io.Reader, size int64) (err error) {
	if err := checkPut(id, size); err != nil {
		return err
	}
	f, err := os.CreateTemp(d.cfg.Dir, tempPrefix+"*")
	if err != nil {
		return fmt.Errorf("stage: put %s: %w", id, err)
	}
	defer func() {
		if err != nil {
			_ = f.Close()
			_ = os.Remove(f.Name())
		}
	}()
	n, err := io.Copy(f, io.LimitReader(ctxio.NewReader(ctx, r), size))
	if err != nil {
		return fmt.Errorf("stage: put %s: %w", id, err)
	}
	if n != size {
		return fmt.Errorf("stage: put %s: %w", id, &ans104.SizeError{Want: size, Got: n})
	}
	if err := expectEOF(r, size); err != nil {
		return fmt.Errorf("stage: put %s: %w", id, err)
	}
	if err := f.Sync(); err != nil {
		return fmt.Errorf("stage: put %s: sync: %w", id, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("stage: put %s: close: %w", id, err)
	}
	if err := os.Rename(f.Name(), d.path(id)); err != nil {
		return fmt.Errorf("stage: put %s: %w", id, err)
	}
	return nil
}

// Open implements Stager.
func (d *Dir) Open(_ context.Context, id string) (Staged, error) {
	if !ans104.ValidID(id) {
		return nil, fmt.Errorf("stage: open %q: %w", id, ans104.ErrInvalidID)
	}
	f, err := os.Open(d.path(id))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("stage: open %s: %w", id, storage.ErrNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("stage: open %s: %w", id, err)
	}
	info, err := f.Stat()
	if err != nil {
		_ = f.Close()
		return nil, fmt.Errorf("stage: open %s: %w", id, err)
	}
	if d.expired(info) {
		_ = f.Close()
		return nil, fmt.Errorf("stage: open %s: expired: %w", id, storage.ErrNotFound)
	}
	return fileStaged{File: f, size: info.Size()}, nil
}

// Delete implements Stager.
func (d *Dir) Delete(_ context.Context, id string) error {
	if !ans104.ValidID(id) {
		return fmt.Errorf("stage: delete %q: %w", id, ans104.ErrInvalidID)
	}
	if err := os.Remove(d.path(id)); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("stage: delete %s: %w", id, err)
	}
	return nil
}

// Prune removes expired items and temporary files left by interrupted Puts
// older than the TTL, and returns how many files it removed. Run it
// periodically from one process (any process may; removals are idempotent).
func (d *Dir) Prune(ctx context.Context) (int, error) {
	entries, err := os.ReadDir(d.cfg.Dir)
	if err != nil {
		return 0, fmt.Errorf("stage: prune: %w", err)
	}
	removed := 0
	for _, e := range entries {
		if err := ctx.Err(); err != nil {
			return removed, err
		}
		name := e.Name()
		if !e.Type().IsRegular() || !(strings.HasSuffix(name, itemSuffix) || strings.HasPrefix(name, tempPrefix)) {
			continue
		}
		info, err := e.Info()
		if err != nil || !d.expired(info) {
			continue
		}
		if err := os.Remove(filepath.Join(d.cfg.Dir, name)); err == nil {
			removed++
		}
	}
	return removed, nil
}

func (d *Dir) expired(info fs.FileInfo) bool { return d.now().Sub(info.ModTime()) > d.cfg.TTL }

type fileStaged struct {
	*os.File
	size int64
}

func (f fileStaged) Size() int64 { return f.size }
