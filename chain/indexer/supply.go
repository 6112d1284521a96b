package indexer

import (
	"context"
	"fmt"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/chain/bindings/token"
	"github.com/inkd/inkd/chain/readmodel"
)

// supply reads the token's total supply when SupplyInterval has passed
// since the last stored read; nil means "keep the stored one". A failed
// read is logged and retried at the next step. The read counts as stored
// only once the checkpoint carrying it is saved (supplySaved): a step whose
// checkpoint fails (a lost lease, a Redis error) must not hold back the
// next read for a whole interval.
func (ix *Indexer) supply(ctx context.Context) *readmodel.TokenSupply {
	if ix.cfg.SupplyInterval < 0 || ix.c.Token == (common.Address{}) {
		return nil
	}
	if !ix.lastSupply.IsZero() && ix.now().Sub(ix.lastSupply) < ix.cfg.SupplyInterval {
		return nil
	}
	s, err := ix.readSupply(ctx)
	if err != nil {
		ix.log.WithField("err", err.Error()).Info("cannot read the token supply")
		return nil
	}
	return s
}

// supplySaved records that a checkpoint carrying a supply read was saved.
func (ix *Indexer) supplySaved(cp readmodel.Checkpoint) {
	if cp.Supply != nil {
		ix.lastSupply = ix.now()
	}
}

func (ix *Indexer) readSupply(ctx context.Context) (*readmodel.TokenSupply, error) {
	tok := token.NewInkdToken()
	call := func(data []byte) ([]byte, error) {
		cctx, cancel := context.WithTimeout(ctx, ix.cfg.NetworkTimeout)
		defer cancel()
		return ix.chain.CallContract(cctx, ethereum.CallMsg{To: &ix.c.Token, Data: data}, nil)
	}
	if ix.tokenMeta == nil {
		out, err := call(tok.PackDecimals())
		if err != nil {
			return nil, fmt.Errorf("decimals: %w", err)
		}
		dec, err := tok.UnpackDecimals(out)
		if err != nil {
			return nil, fmt.Errorf("decimals: %w", err)
		}
		if out, err = call(tok.PackSymbol()); err != nil {
			return nil, fmt.Errorf("symbol: %w", err)
		}
		sym, err := tok.UnpackSymbol(out)
		if err != nil {
			return nil, fmt.Errorf("symbol: %w", err)
		}
		ix.tokenMeta = &readmodel.TokenSupply{Decimals: dec, Symbol: sym}
	}
	out, err := call(tok.PackTotalSupply())
	if err != nil {
		return nil, fmt.Errorf("totalSupply: %w", err)
	}
	raw, err := tok.UnpackTotalSupply(out)
	if err != nil {
		return nil, fmt.Errorf("totalSupply: %w", err)
	}
	return &readmodel.TokenSupply{Raw: raw, Decimals: ix.tokenMeta.Decimals, Symbol: ix.tokenMeta.Symbol}, nil
}
