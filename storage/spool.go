package storage

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/inkd/inkd/storage/internal/ctxio"
)

// SpoolFile is an upload copied to an unnamed temporary file, readable at
// any offset. It is how a one-shot stream (an HTTP request body) becomes the
// io.ReaderAt that Build reads twice. Close it to free the disk space.
type SpoolFile struct {
	f    *os.File
	name string // set only if the file could not be unlinked at creation
	size int64
}

var _ io.ReaderAt = (*SpoolFile)(nil)

// Spool copies r to a temporary file in dir (os.TempDir() when dir is "")
// and returns it. It fails with a *TooLargeError as soon as r holds more
// than limit bytes (limit must be positive), and stops when ctx is done.
// Memory use is one copy buffer. The file is unlinked right after creation
// where the OS allows it, so nothing is left on disk after a crash.
func Spool(ctx context.Context, dir string, r io.Reader, limit int64) (*SpoolFile, error) {
	if limit <= 0 {
		return nil, fmt.Errorf("storage: spool limit %d is not positive", limit)
	}
	f, err := os.CreateTemp(dir, "inkd-spool-*")
	if err != nil {
		return nil, fmt.Errorf("storage: create spool file: %w", err)
	}
	s := &SpoolFile{f: f}
	if err := os.Remove(f.Name()); err != nil {
		s.name = f.Name()
	}
	n, err := io.CopyBuffer(f, io.LimitReader(ctxio.NewReader(ctx, r), limit+1), make([]byte, 64<<10))
	if err == nil && n > limit {
		err = &TooLargeError{Limit: limit}
	}
	if err != nil {
		_ = s.Close()
		if ctxErr := ctx.Err(); ctxErr != nil && errors.Is(err, ctxErr) {
			return nil, ctxErr
		}
		if errors.Is(err, ErrTooLarge) {
			return nil, err
		}
		return nil, fmt.Errorf("storage: spool upload: %w", err)
	}
	s.size = n
	return s, nil
}

// ReadAt implements io.ReaderAt. It is safe for concurrent use.
func (s *SpoolFile) ReadAt(p []byte, off int64) (int, error) { return s.f.ReadAt(p, off) }

// Size returns the number of bytes spooled.
func (s *SpoolFile) Size() int64 { return s.size }

// Close closes and removes the file.
func (s *SpoolFile) Close() error {
	err := s.f.Close()
	if s.name != "" {
		if rmErr := os.Remove(s.name); rmErr != nil && !errors.Is(rmErr, os.ErrNotExist) && err == nil {
			err = rmErr
		}
	}
	return err
}
