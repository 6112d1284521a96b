package deploy

import (
	"context"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/chain"
)

// rpcs runs single backend calls, each under its own timeout.
type rpcs struct {
	b       chain.Backend
	timeout time.Duration
}

func (r *rpcs) chainID(ctx context.Context) (*big.Int, error) {
	ctx, cancel := context.WithTimeout(ctx, r.timeout)
	defer cancel()
	id, err := r.b.ChainID(ctx)
	if err != nil {
		return nil, fmt.Errorf("chain id: %w", err)
	}
	return id, nil
}

func (r *rpcs) codeAt(ctx context.Context, addr common.Address) ([]byte, error) {
	ctx, cancel := context.WithTimeout(ctx, r.timeout)
	defer cancel()
	code, err := r.b.CodeAt(ctx, addr, nil)
	if err != nil {
		return nil, fmt.Errorf("code at %s: %w", addr, err)
	}
	return code, nil
}
