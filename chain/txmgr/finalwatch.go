package txmgr

import (
	"context"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// FinalWatcher hears what a reorg deeper than the confirmations did to a
// record that was final, and so answered to its caller's client: the answer
// may no longer match the chain. Both calls may repeat (after an error, or
// from two processes' monitors) and must be idempotent.
type FinalWatcher interface {
	// FinalMoved: r's transaction is canonical again, in another block
	// (r.BlockNumber, r.BlockHash); rc is its new receipt. What it did
	// there may differ from what it did first (another project id or
	// version index), or it may have reverted (rc.Status 0: an
	// authorization that expired meanwhile).
	FinalMoved(ctx context.Context, r Record, rc *types.Receipt) error
	// FinalLost: r's nonce was taken by a filler after the reorg: its
	// transaction can never land.
	FinalLost(ctx context.Context, r Record) error
}

// WithFinalWatcher makes the Manager tell w of the final records deep
// reorgs move or lose. Without one they are followed and logged only.
func WithFinalWatcher(w FinalWatcher) Option {
	return func(m *Manager) { m.SetFinalWatcher(w) }
}

// SetFinalWatcher is WithFinalWatcher for a watcher built after the
// Manager (it needs the Manager itself); call it before Start.
func (m *Manager) SetFinalWatcher(w FinalWatcher) { m.watcher.Store(&w) }

// finalWatcher is the watcher set, or nil.
func (m *Manager) finalWatcher() FinalWatcher {
	if w := m.watcher.Load(); w != nil {
		return *w
	}
	return nil
}

// followMoved looks at every record of key a a deep reorg moved: one sent
// again and not seen mined since is looked for (settle), and one in its new
// block is told to the watcher. The scan's shortcut (the top watched
// record still canonical vouches for the lower ones) cannot stand for
// them: a lower record sent again is mined, but its record does not know
// where until it is looked at.
func (m *Manager) followMoved(ctx context.Context, a common.Address) error {
	ids, err := m.store.movedOf(ctx, a)
	if err != nil {
		return err
	}
	// One record's trouble (a watcher that cannot take it yet) holds up
	// no other: each is looked at, and the errors are returned together.
	var errs []error
	for _, id := range ids {
		r, err := m.store.get(ctx, id)
		switch {
		case errors.Is(err, ErrNotFound):
			err = m.store.unmarkMoved(ctx, a, id)
		case err == nil && r.State != StateFinal:
			err = m.store.unmarkMoved(ctx, a, id)
		case err == nil && r.BlockNumber == 0:
			err = m.settle(ctx, r, 0)
		case err == nil && m.finalWatcher() == nil:
			err = m.store.unmarkMoved(ctx, a, id)
		case err == nil:
			err = m.tellMoved(ctx, r)
		}
		if err != nil {
			errs = append(errs, fmt.Errorf("moved record %q: %w", id, err))
		}
	}
	return errors.Join(errs...)
}

// tellMoved tells the watcher that r followed its transaction into another
// block, then takes its mark off. Until the watcher accepts, the mark stays
// and every scan tells it again.
func (m *Manager) tellMoved(ctx context.Context, r *Record) error {
	rc, err := m.receipt(ctx, r.MinedHash)
	if errors.Is(err, ethereum.NotFound) {
		return nil // out again: told once it lands somewhere
	}
	if err != nil {
		return err
	}
	if rc.BlockHash != r.BlockHash {
		return nil // moved again: the scan follows it first
	}
	if err := m.finalWatcher().FinalMoved(ctx, *r, rc); err != nil {
		m.txLogger(r).WithField("err", err.Error()).Warn("final record moved by a reorg; its caller not told yet, told again on the next scan")
		return fmt.Errorf("tell the move of %q: %w", r.IntentID, err)
	}
	return m.store.unmarkMoved(ctx, r.From, r.IntentID)
}

// markMoved, movedOf and unmarkMoved keep the set of key a's final records
// a deep reorg moved: sent again and not seen mined since, or mined again
// and not told to the watcher yet.
func (s *store) markMoved(ctx context.Context, a common.Address, id string) error {
	if err := s.rdb.SAdd(ctx, s.movedKey(a), id).Err(); err != nil {
		return fmt.Errorf("mark %q moved: %w", id, err)
	}
	return nil
}

func (s *store) movedOf(ctx context.Context, a common.Address) ([]string, error) {
	ids, err := s.rdb.SMembers(ctx, s.movedKey(a)).Result()
	if err != nil {
		return nil, fmt.Errorf("list moved of %s: %w", a, err)
	}
	return ids, nil
}

func (s *store) unmarkMoved(ctx context.Context, a common.Address, id string) error {
	if err := s.rdb.SRem(ctx, s.movedKey(a), id).Err(); err != nil {
		return fmt.Errorf("unmark %q moved: %w", id, err)
	}
	return nil
}

func (s *store) movedKey(a common.Address) string { return s.prefix + "moved:" + addrKey(a) }

// tellLost tells the watcher that r's nonce went to a filler.
func (m *Manager) tellLost(ctx context.Context, r *Record) error {
	w := m.finalWatcher()
	if w == nil {
		return nil
	}
	if err := w.FinalLost(ctx, *r); err != nil {
		return fmt.Errorf("tell the loss of %q: %w", r.IntentID, err)
	}
	return nil
}
