package readmodel

import (
	"errors"
	"fmt"

	"github.com/redis/go-redis/v9"
)

// ErrProjectNotFound is returned for a project the read model does not hold.
var ErrProjectNotFound = errors.New("readmodel: project not found")

// ErrVersionNotFound is returned for a version the read model does not hold
// (of a project it holds).
var ErrVersionNotFound = errors.New("readmodel: version not found")

// ErrLeaseLost is returned by the indexer's writes when its lease token no
// longer holds the lease: another indexer took over and nothing was written.
var ErrLeaseLost = errors.New("readmodel: indexer lease lost")

// Model is the read model on one Redis. It is safe for concurrent use: every
// write is a single atomic script, every read a single round trip or two.
type Model struct {
	cfg Config
	rdb redis.UniversalClient
}

// New returns the read model under cfg.Prefix on rdb, which it does not
// close.
func New(cfg Config, rdb redis.UniversalClient) (*Model, error) {
	cfg = cfg.withDefaults()
	if err := cfg.Check(); err != nil {
		return nil, err
	}
	if rdb == nil {
		return nil, errors.New("readmodel: a Redis client is required")
	}
	return &Model{cfg: cfg, rdb: rdb}, nil
}

// key returns the full name of a key.
func (m *Model) key(name string) string { return m.cfg.Prefix + name }

// baseArgs are ARGV 1 and 2 of every write script.
func (m *Model) baseArgs() []any {
	return []any{m.cfg.Prefix, m.cfg.StreamMaxLen}
}

// Mode says on whose authority a block is applied.
type Mode struct {
	canonical bool
	token     string
}

// Canonical is the indexer's mode: the block is on the canonical chain as
// far as the indexer knows, the write is fenced by the lease token, and the
// cursor moves to the block. Entities the block creates that another block
// already created mark that other block as orphaned: it is rolled back.
func Canonical(leaseToken string) Mode { return Mode{canonical: true, token: leaseToken} }

// Optimistic is the mode of receipts applied ahead of the indexer: the
// block is recorded as "ahead" for the indexer to check, a conflicting
// entity is left alone, and a block at or below the cursor is ignored.
func Optimistic() Mode { return Mode{} }

// ApplyResult reports what ApplyBlock did.
type ApplyResult struct {
	// Applied changes were new; Skipped ones were already there (the same
	// log) or, in optimistic mode, conflicted with another block's.
	Applied, Skipped int
	// RolledBack counts changes undone in blocks found orphaned.
	RolledBack int
	// Ignored is true when an optimistic block was at or below the cursor.
	Ignored bool
}

func scriptStatus(res []int64, want int, what string) error {
	if len(res) != want {
		return fmt.Errorf("%s: unexpected script result %v", what, res)
	}
	if res[0] == -1 {
		return ErrLeaseLost
	}
	return nil
}
