package indexer

import (
	"context"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum"

	"github.com/inkd/inkd/chain/readmodel"
)

// MaxReadyLag is how many blocks the indexer may trail the chain's head
// before a process's readiness check of it fails (200 s of Base blocks).
const MaxReadyLag = 100

// Position reads the indexer's cursor in m and the chain's head from b;
// started is false before the first checkpoint. On error, reason is a
// fixed sentence to show in place of err, which may hold a provider URL.
func Position(ctx context.Context, m *readmodel.Model, b ethereum.BlockNumberReader) (head, cursor uint64, started bool, reason string, err error) {
	ref, started, err := m.Cursor(ctx)
	if err != nil {
		return 0, 0, false, "cannot read the indexer's cursor", err
	}
	if head, err = b.BlockNumber(ctx); err != nil {
		return 0, 0, false, "the chain does not answer", err
	}
	return head, ref.Number, started, "", nil
}

// Lag is how many blocks cursor trails head: 0 when head is lower (a
// provider behind the indexer's).
func Lag(head, cursor uint64) uint64 {
	if head < cursor {
		return 0
	}
	return head - cursor
}

// CheckLag decides the indexer's readiness: it fails before the first
// checkpoint and when the cursor trails head by more than maxLag blocks.
func CheckLag(head, cursor uint64, started bool, maxLag uint64) error {
	if !started {
		return errors.New("the indexer has not indexed a block yet")
	}
	if lag := Lag(head, cursor); lag > maxLag {
		return fmt.Errorf("the indexer is %d blocks behind the chain (at most %d)", lag, maxLag)
	}
	return nil
}
