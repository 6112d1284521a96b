package fetch

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"hash"
	"io"
	"os"
	"path/filepath"
)

// memSink holds content in memory (Read bounds it).
type memSink struct {
	buf []byte
	h   hash.Hash
}

func newMemSink() *memSink { return &memSink{h: sha256.New()} }

func (m *memSink) Write(p []byte) (int, error) {
	m.buf = append(m.buf, p...)
	m.h.Write(p)
	return len(p), nil
}

func (m *memSink) Len() int64 { return int64(len(m.buf)) }

func (m *memSink) Reset() error {
	m.buf = m.buf[:0]
	m.h.Reset()
	return nil
}

func (m *memSink) Sum() string { return hex.EncodeToString(m.h.Sum(nil)) }

// fileSink holds content in a partial file.
type fileSink struct {
	f *os.File
	n int64
	h hash.Hash
}

// openPartial opens the partial file at path; resume keeps (and hashes)
// the bytes it holds, else it is emptied.
func openPartial(path string, resume bool) (*fileSink, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, err
	}
	if err := lock(f); err != nil {
		f.Close()
		return nil, err
	}
	s := &fileSink{f: f, h: sha256.New()}
	if resume {
		n, err := io.Copy(s.h, f)
		if err != nil {
			f.Close()
			return nil, err
		}
		s.n = n
		return s, nil
	}
	if err := s.Reset(); err != nil {
		f.Close()
		return nil, err
	}
	return s, nil
}

func (s *fileSink) Write(p []byte) (int, error) {
	n, err := s.f.Write(p)
	s.h.Write(p[:n])
	s.n += int64(n)
	if err != nil {
		return n, &writeError{err}
	}
	return n, nil
}

func (s *fileSink) Len() int64 { return s.n }

func (s *fileSink) Reset() error {
	if err := s.f.Truncate(0); err != nil {
		return err
	}
	if _, err := s.f.Seek(0, io.SeekStart); err != nil {
		return err
	}
	s.n = 0
	s.h.Reset()
	return nil
}

func (s *fileSink) Sum() string { return hex.EncodeToString(s.h.Sum(nil)) }

// File is downloaded content checked against its record, in its partial
// file: Keep moves it into place, Remove drops it.
type File struct {
	path string
	// Size in bytes and SHA256 (lowercase hex) of the content.
	Size   int64
	SHA256 string
	// Verified: the record's digest was checked and matched; false when
	// the record has none (only its size, if any, was checked).
	Verified bool
}

// ToFile downloads the content at src into the partial file partial and
// checks it against want. The file is synced to disk before ToFile
// returns. Content that differs from want is a *MismatchError and the
// partial file is removed. Another failure keeps what arrived, for the
// next ToFile with the same partial file to resume, when want has a
// digest to check the joined bytes against (without one, every ToFile
// starts afresh and a failure removes the file). partial "" downloads
// into a new temporary file, never resumed.
func (f *Fetcher) ToFile(ctx context.Context, src string, want Want, partial string) (*File, error) {
	resumable := partial != "" && want.Verifiable()
	var s *fileSink
	if partial == "" {
		tmp, err := os.CreateTemp("", ".inkd-*.part")
		if err != nil {
			return nil, err
		}
		s = &fileSink{f: tmp, h: sha256.New()}
	} else {
		var err error
		if s, err = openPartial(partial, resumable); err != nil {
			return nil, fmt.Errorf("partial file: %w", err)
		}
	}
	path := s.f.Name()
	stop := int64(-1)
	if want.Size >= 0 {
		stop = want.Size + 1
		if s.n > want.Size {
			// A partial file longer than the content cannot be part of it.
			if err := s.Reset(); err != nil {
				s.f.Close()
				return nil, err
			}
		}
	}
	err := f.get(ctx, src, s, stop)
	if err == nil {
		err = s.f.Sync()
	}
	if cerr := s.f.Close(); err == nil {
		err = cerr
	}
	var verified bool
	if err == nil {
		verified, err = check(want, s.n, s.Sum(), src)
	}
	var mismatch *MismatchError
	switch {
	case err == nil:
		return &File{path: path, Size: s.n, SHA256: s.Sum(), Verified: verified}, nil
	case errors.As(err, &mismatch) || !resumable || s.n == 0:
		if rerr := os.Remove(path); rerr != nil && !errors.Is(rerr, os.ErrNotExist) {
			return nil, errors.Join(err, rerr)
		}
		return nil, err
	}
	return nil, &PartialError{Err: err, Path: path, Bytes: s.n}
}

// PartialError is a download that stopped before its end; the bytes that
// arrived are kept in Path for the next try to resume.
type PartialError struct {
	Err   error
	Path  string
	Bytes int64
}

func (e *PartialError) Error() string {
	return fmt.Sprintf("%v; the %d bytes downloaded so far are kept in %s: run the same command again to resume", e.Err, e.Bytes, e.Path)
}

func (e *PartialError) Unwrap() error { return e.Err }

// Path is where the content waits until Keep or Remove.
func (f *File) Path() string { return f.path }

// Keep renames the content to dst (replacing a file there) and syncs
// dst's directory, so that dst names either the old file or the whole
// new content, also after a crash. The partial file must be on dst's file
// system (in its directory).
func (f *File) Keep(dst string) error {
	if err := os.Rename(f.path, dst); err != nil {
		return err
	}
	f.path = dst
	d, err := os.Open(filepath.Dir(dst))
	if err != nil {
		return err
	}
	defer d.Close()
	if err := d.Sync(); err != nil && !errors.Is(err, os.ErrInvalid) {
		return fmt.Errorf("sync %s: %w", filepath.Dir(dst), err)
	}
	return nil
}

// Remove deletes the content's file.
func (f *File) Remove() error { return os.Remove(f.path) }
