package chain

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/chain/bindings/registry"
	"github.com/inkd/inkd/chain/bindings/usdc"
)

// FreshCaller makes a call against the newest state its providers have,
// not merely one recent enough to be trusted (rpcpool.Pool.CallAtBest).
type FreshCaller interface {
	CallAtBest(ctx context.Context, call ethereum.CallMsg) ([]byte, error)
}

// FreshEstimator estimates gas on the newest state its providers have
// (rpcpool.Pool.EstimateGasAtBest).
type FreshEstimator interface {
	EstimateGasAtBest(ctx context.Context, msg ethereum.CallMsg) (uint64, error)
}

// RegistryReader answers the questions the API asks before it takes a
// payment (is the name free, does the project exist, may this wallet push)
// with eth_calls at the latest block. The chain, not the read model, is
// asked because the read model trails it by the confirmation depth.
//
// An answer that refuses because something is absent (no such project, not
// the owner or a collaborator) is confirmed against the newest state when
// the backend is a FreshCaller: the provider asked first may trail the
// chain by a few blocks and lack a project whose creation its owner was
// already told of. An answer that lets the write through costs no more.
type RegistryReader struct {
	backend Backend
	addr    common.Address
	reg     *registry.InkdRegistry
}

// NewRegistryReader reads the registry at addr.
func NewRegistryReader(b Backend, addr common.Address) *RegistryReader {
	return &RegistryReader{backend: b, addr: addr, reg: registry.NewInkdRegistry()}
}

func (r *RegistryReader) call(ctx context.Context, data []byte) ([]byte, error) {
	out, err := r.backend.CallContract(ctx, ethereum.CallMsg{To: &r.addr, Data: data}, nil)
	if err != nil {
		return nil, fmt.Errorf("call registry: %w", err)
	}
	return out, nil
}

// NameAvailable reports whether name (normalised by the contract) is free.
func (r *RegistryReader) NameAvailable(ctx context.Context, name string) (bool, error) {
	out, err := r.call(ctx, r.reg.PackNameAvailable(name))
	if err != nil {
		return false, err
	}
	return r.reg.UnpackNameAvailable(out)
}

// ProjectCount is the number of projects; ids run from 1 to it.
func (r *RegistryReader) ProjectCount(ctx context.Context) (*big.Int, error) {
	out, err := r.call(ctx, r.reg.PackProjectCount())
	if err != nil {
		return nil, err
	}
	return r.reg.UnpackProjectCount(out)
}

// ProjectExists reports whether project id exists; a "no" is confirmed
// against the newest state.
func (r *RegistryReader) ProjectExists(ctx context.Context, id *big.Int) (bool, error) {
	if id.Sign() <= 0 {
		return false, nil
	}
	return r.present(ctx, r.reg.PackProjectCount(), func(out []byte) (bool, error) {
		n, err := r.reg.UnpackProjectCount(out)
		if err != nil {
			return false, err
		}
		return id.Cmp(n) <= 0, nil
	})
}

// CanPush reports whether account is the owner or a collaborator of
// project id, whose name hash is nameHash (NameHash); a "no" is confirmed
// against the newest state. An id and a name hash of different projects
// are a "no".
func (r *RegistryReader) CanPush(ctx context.Context, id *big.Int, nameHash [32]byte, account common.Address) (bool, error) {
	return r.present(ctx, r.reg.PackCanPush(id, nameHash, account), r.reg.UnpackCanPush)
}

// ProjectOf returns the id of the project stored under nameHash (NameHash
// of its name), or 0 when the name is free; a 0 is confirmed against the
// newest state.
func (r *RegistryReader) ProjectOf(ctx context.Context, nameHash [32]byte) (*big.Int, error) {
	var id *big.Int
	_, err := r.present(ctx, r.reg.PackProjectOf(nameHash), func(out []byte) (bool, error) {
		got, err := r.reg.UnpackProjectOf(out)
		if err != nil {
			return false, err
		}
		id = got.ProjectId
		return id.Sign() > 0, nil
	})
	return id, err
}

// present reads whether something is on chain with the call data and the
// decoding found. A "yes" is final; a "no" from a backend that can read the
// newest state (FreshCaller) is asked again there, and that answer is
// final: a provider that trails the chain cannot make a refusal.
func (r *RegistryReader) present(ctx context.Context, data []byte, found func([]byte) (bool, error)) (bool, error) {
	out, err := r.call(ctx, data)
	if err != nil {
		return false, err
	}
	ok, err := found(out)
	if err != nil || ok {
		return ok, err
	}
	fresh, can := r.backend.(FreshCaller)
	if !can {
		return false, nil
	}
	if out, err = fresh.CallAtBest(ctx, ethereum.CallMsg{To: &r.addr, Data: data}); err != nil {
		return false, fmt.Errorf("call registry at the newest head: %w", err)
	}
	return found(out)
}

// USDCState reads EIP-3009 authorization state and balances of a USDC
// contract (Base USDC or the development one: same functions). It
// satisfies payment.TokenState.
type USDCState struct {
	backend Backend
	addr    common.Address
	token   *usdc.FiatToken
}

// NewUSDCState reads the token at addr.
func NewUSDCState(b Backend, addr common.Address) *USDCState {
	return &USDCState{backend: b, addr: addr, token: usdc.NewFiatToken()}
}

// AuthorizationState reports whether authorizer's nonce is used or cancelled.
func (u *USDCState) AuthorizationState(ctx context.Context, authorizer common.Address, nonce [32]byte) (bool, error) {
	out, err := u.backend.CallContract(ctx, ethereum.CallMsg{To: &u.addr, Data: u.token.PackAuthorizationState(authorizer, nonce)}, nil)
	if err != nil {
		return false, fmt.Errorf("call authorizationState: %w", err)
	}
	return u.token.UnpackAuthorizationState(out)
}

// BalanceOf returns a's balance in base units.
func (u *USDCState) BalanceOf(ctx context.Context, a common.Address) (*big.Int, error) {
	out, err := u.backend.CallContract(ctx, ethereum.CallMsg{To: &u.addr, Data: u.token.PackBalanceOf(a)}, nil)
	if err != nil {
		return nil, fmt.Errorf("call balanceOf: %w", err)
	}
	return u.token.UnpackBalanceOf(out)
}

// FreshBalanceOf is BalanceOf read on the newest state the providers have
// when the backend is a FreshCaller (the provider pool), BalanceOf
// otherwise: to confirm a balance too low before a payment is refused.
func (u *USDCState) FreshBalanceOf(ctx context.Context, a common.Address) (*big.Int, error) {
	fresh, ok := u.backend.(FreshCaller)
	if !ok {
		return u.BalanceOf(ctx, a)
	}
	out, err := fresh.CallAtBest(ctx, ethereum.CallMsg{To: &u.addr, Data: u.token.PackBalanceOf(a)})
	if err != nil {
		return nil, fmt.Errorf("call balanceOf at the newest head: %w", err)
	}
	return u.token.UnpackBalanceOf(out)
}

// AccountReader reads account state that is not a contract's storage. It
// satisfies payment.CodeReader.
type AccountReader struct {
	backend Backend
}

// NewAccountReader reads accounts through b.
func NewAccountReader(b Backend) *AccountReader { return &AccountReader{backend: b} }

// CodeAt returns the code at a at the latest block: empty for a plain
// account, 0xef0100 ‖ delegate for an EIP-7702 delegated one.
func (r *AccountReader) CodeAt(ctx context.Context, a common.Address) ([]byte, error) {
	code, err := r.backend.CodeAt(ctx, a, nil)
	if err != nil {
		return nil, fmt.Errorf("get code: %w", err)
	}
	return code, nil
}
