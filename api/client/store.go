package client

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"

	"github.com/inkd/inkd/internal/payclient"
)

// Saved is one write intent as the Store keeps it: the exact request and the
// signed payment, saved before the request is sent, then its result.
type Saved struct {
	// Method and Path (with query) of the request, relative to the base URL.
	Method string `json:"method"`
	Path   string `json:"path"`
	// Body is the exact request body, byte for byte (base64 in the file:
	// the server recognises a repeated payment only together with the
	// same bytes, and JSON re-indentation would change them).
	Body []byte `json:"body"`
	// Payment is the header value signed for the request; Version says
	// which header carries it (1: X-PAYMENT, 2: PAYMENT-SIGNATURE).
	Payment string `json:"payment"`
	Version int    `json:"version"`
	// Fee is the amount signed, USDC base units.
	Fee string `json:"fee"`
	// JobID is the server's job for this payment.
	JobID string `json:"jobId"`
	// ValidBefore is the authorization's expiry, Unix seconds.
	ValidBefore int64 `json:"validBefore"`
	// PaymentID is the x402 payment identifier the payment carries (empty
	// when the server did not offer the extension); a payment signed
	// again for the same write carries it again.
	PaymentID string `json:"paymentId,omitempty"`
	// Result is the 201 body once the write landed; Settlement the
	// PAYMENT-RESPONSE header that came with it.
	Result     json.RawMessage `json:"result,omitempty"`
	Settlement string          `json:"settlement,omitempty"`
	// Voucher is set when Payment is a voucher (batch-settlement): the
	// channel, ceiling and fee it pays with.
	Voucher *payclient.Voucher `json:"voucher,omitempty"`
	// Channel is set, alone, on a channel's own record: the payer's
	// channel as the client keeps it between writes (see vouchers.go).
	Channel *payclient.Channel `json:"channel,omitempty"`
}

// Store keeps Saved intents by key. Put must be durable when it returns:
// the client sends a payment only after Put succeeded. Implementations are
// safe for concurrent use.
type Store interface {
	Get(key string) (Saved, bool, error)
	Put(key string, s Saved) error
	Delete(key string) error
}

// MemoryStore is a Store in memory: retries within one process are free,
// a new process starts empty. The zero value is ready.
type MemoryStore struct {
	mu sync.Mutex
	m  map[string]Saved
}

// Get implements Store.
func (m *MemoryStore) Get(key string) (Saved, bool, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	s, ok := m.m[key]
	return s, ok, nil
}

// Put implements Store.
func (m *MemoryStore) Put(key string, s Saved) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.m == nil {
		m.m = map[string]Saved{}
	}
	m.m[key] = s
	return nil
}

// Delete implements Store.
func (m *MemoryStore) Delete(key string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	delete(m.m, key)
	return nil
}

// FileStore is a Store in one JSON file (mode 0600: it holds signed
// payments). Every change rewrites the file through a synced temporary file
// and a rename, so a crash leaves either the old or the new file. One
// process at a time holds a file: OpenFileStore takes an exclusive lock
// (path + ".lock", flock) that Close or the process's end releases.
type FileStore struct {
	path string
	lock *os.File
	mem  MemoryStore
	// wmu serialises writes of the file.
	wmu sync.Mutex
}

// OpenFileStore reads path, or starts empty when it does not exist; its
// directory is created.
func OpenFileStore(path string) (*FileStore, error) {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return nil, fmt.Errorf("state directory: %w", err)
	}
	lock, err := lockFile(path)
	if err != nil {
		return nil, err
	}
	fs := &FileStore{path: path, lock: lock}
	b, err := os.ReadFile(path)
	switch {
	case errors.Is(err, os.ErrNotExist):
		return fs, nil
	case err != nil:
		fs.Close()
		return nil, fmt.Errorf("read state file: %w", err)
	}
	var doc struct {
		Intents map[string]Saved `json:"intents"`
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		fs.Close()
		return nil, fmt.Errorf("state file %s is not valid JSON: %w", path, err)
	}
	fs.mem.m = doc.Intents
	return fs, nil
}

// Close releases the file's lock; the store must not be used after.
func (f *FileStore) Close() error {
	if f.lock == nil {
		return nil
	}
	return f.lock.Close()
}

// Path is the file's path.
func (f *FileStore) Path() string { return f.path }

// Get implements Store.
func (f *FileStore) Get(key string) (Saved, bool, error) { return f.mem.Get(key) }

// Put implements Store.
func (f *FileStore) Put(key string, s Saved) error {
	f.wmu.Lock()
	defer f.wmu.Unlock()
	_ = f.mem.Put(key, s)
	return f.flush()
}

// Delete implements Store.
func (f *FileStore) Delete(key string) error {
	f.wmu.Lock()
	defer f.wmu.Unlock()
	_ = f.mem.Delete(key)
	return f.flush()
}

// Keys returns every key held.
func (f *FileStore) Keys() []string {
	f.mem.mu.Lock()
	defer f.mem.mu.Unlock()
	out := make([]string, 0, len(f.mem.m))
	for k := range f.mem.m {
		out = append(out, k)
	}
	return out
}

func (f *FileStore) flush() error {
	f.mem.mu.Lock()
	b, err := json.MarshalIndent(struct {
		Intents map[string]Saved `json:"intents"`
	}{f.mem.m}, "", "  ")
	f.mem.mu.Unlock()
	if err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(f.path), ".inkd-state-*")
	if err != nil {
		return fmt.Errorf("write state file: %w", err)
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(append(b, '\n')); err != nil {
		tmp.Close()
		return fmt.Errorf("write state file: %w", err)
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return fmt.Errorf("sync state file: %w", err)
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Rename(tmp.Name(), f.path); err != nil {
		return fmt.Errorf("replace state file: %w", err)
	}
	if d, err := os.Open(filepath.Dir(f.path)); err == nil {
		_ = d.Sync()
		d.Close()
	}
	return nil
}
