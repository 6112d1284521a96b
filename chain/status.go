package chain

import (
	"context"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/chain/bindings/registry"
	"github.com/inkd/inkd/chain/bindings/token"
)

// Status is what the chain says about the deployment, for GET /v1/status.
type Status struct {
	// Reachable is false when the RPC endpoint did not answer (the block
	// number or a contract's code); the other figures are then unknown.
	Reachable bool
	// Deployed is true when every contract has code at its address (the
	// channel writes contract only when the deployment has one); it
	// means nothing while Reachable is false.
	Deployed           bool
	Registry, Treasury common.Address
	// ProjectCount is the registry's project count; nil when unknown.
	ProjectCount *big.Int
	// TotalSupply of the protocol token in its smallest unit; nil when unknown.
	TotalSupply *big.Int
	// TokenDecimals and TokenSymbol describe the protocol token.
	TokenDecimals uint8
	TokenSymbol   string
}

// StatusReader reads the status report's chain facts with plain eth_calls.
type StatusReader struct {
	backend Backend
	addrs   Addresses
	reg     *registry.InkdRegistry
	tok     *token.InkdToken
}

// NewStatusReader returns a StatusReader for the contracts at addrs.
func NewStatusReader(b Backend, addrs Addresses) *StatusReader {
	return &StatusReader{backend: b, addrs: addrs, reg: registry.NewInkdRegistry(), tok: token.NewInkdToken()}
}

// Status reports reachability, deployment and protocol figures. A failed
// call leaves its figure unset instead of failing the whole report.
func (s *StatusReader) Status(ctx context.Context) Status {
	st := Status{Registry: s.addrs.Registry, Treasury: s.addrs.Treasury, TokenSymbol: "INKD", TokenDecimals: 18}
	if _, err := s.backend.BlockNumber(ctx); err != nil {
		return st
	}
	contracts := []common.Address{s.addrs.Registry, s.addrs.Treasury, s.addrs.Buyback, s.addrs.Token}
	if s.addrs.ChannelWrites != (common.Address{}) {
		// optional: deployments from before it have none
		contracts = append(contracts, s.addrs.ChannelWrites)
	}
	for _, a := range contracts {
		code, err := s.backend.CodeAt(ctx, a, nil)
		if err != nil {
			// The chain stopped answering: whether the contracts are
			// deployed is unknown, not false.
			return st
		}
		if len(code) == 0 || a == (common.Address{}) {
			st.Reachable = true
			return st
		}
	}
	st.Reachable = true
	st.Deployed = true
	if out, err := s.call(ctx, s.addrs.Registry, s.reg.PackProjectCount()); err == nil {
		if n, err := s.reg.UnpackProjectCount(out); err == nil {
			st.ProjectCount = n
		}
	}
	if out, err := s.call(ctx, s.addrs.Token, s.tok.PackTotalSupply()); err == nil {
		if n, err := s.tok.UnpackTotalSupply(out); err == nil {
			st.TotalSupply = n
		}
	}
	if out, err := s.call(ctx, s.addrs.Token, s.tok.PackSymbol()); err == nil {
		if sym, err := s.tok.UnpackSymbol(out); err == nil {
			st.TokenSymbol = sym
		}
	}
	return st
}

func (s *StatusReader) call(ctx context.Context, to common.Address, data []byte) ([]byte, error) {
	return s.backend.CallContract(ctx, ethereum.CallMsg{To: &to, Data: data}, nil)
}
