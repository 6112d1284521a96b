package owner

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/bindings/registry"
)

// Change adds or removes one collaborator of one project. The registry
// finds the project by its name (it stores projects under their names).
type Change struct {
	Registry     common.Address
	ProjectName  string
	Collaborator common.Address
	// Remove removes the collaborator; false adds it.
	Remove bool
}

// RevertError is a change the registry refuses (NotProjectOwner,
// AlreadyCollaborator, NotCollaborator, TooManyCollaborators, …), found
// before anything was sent.
type RevertError struct{ Name string }

func (e *RevertError) Error() string { return "the registry refuses this change: " + e.Name }

// NoGasError is a change the owner's wallet cannot pay the gas of: it
// holds less ETH than the transaction may cost. Nothing was sent.
type NoGasError struct {
	Wallet common.Address
	// Have is the wallet's balance, Need the transaction's most cost, in wei.
	Have, Need *big.Int
}

func (e *NoGasError) Error() string {
	return fmt.Sprintf("the owner's wallet %s has too little ETH for gas (%s ETH; this transaction may cost up to %s ETH): fund it and run again; nothing was sent",
		e.Wallet.Hex(), FormatETH(e.Have), FormatETH(e.Need))
}

// FormatETH formats wei as ETH with up to 9 decimals.
func FormatETH(wei *big.Int) string {
	r := new(big.Rat).SetFrac(wei, big.NewInt(1e18))
	return strings.TrimRight(strings.TrimRight(r.FloatString(9), "0"), ".")
}

// Tx is a signed change, ready to send.
type Tx struct {
	// Gas is the gas limit; MaxCost the most it can cost (gas × fee cap),
	// in wei.
	Gas     uint64
	MaxCost *big.Int
	eth     *ethclient.Client
	tx      *types.Transaction
	from    common.Address
}

// Hash is the transaction's hash.
func (t *Tx) Hash() common.Hash { return t.tx.Hash() }

// Prepare estimates, prices and signs the change; a change the registry
// would refuse is a *RevertError.
func Prepare(ctx context.Context, eth *ethclient.Client, key *ecdsa.PrivateKey, ch Change) (*Tx, error) {
	reg := registry.NewInkdRegistry()
	var data []byte
	if ch.Remove {
		data = reg.PackRemoveCollaborator(ch.ProjectName, ch.Collaborator)
	} else {
		data = reg.PackAddCollaborator(ch.ProjectName, ch.Collaborator)
	}
	from := crypto.PubkeyToAddress(key.PublicKey)
	gas, err := eth.EstimateGas(ctx, ethereum.CallMsg{From: from, To: &ch.Registry, Data: data})
	if err != nil {
		if name, ok := chain.RevertName(err); ok {
			return nil, &RevertError{Name: name}
		}
		return nil, fmt.Errorf("estimate gas: %w", err)
	}
	chainID, err := eth.ChainID(ctx)
	if err != nil {
		return nil, fmt.Errorf("chain id: %w", err)
	}
	nonce, err := eth.PendingNonceAt(ctx, from)
	if err != nil {
		return nil, fmt.Errorf("nonce: %w", err)
	}
	head, err := eth.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("head: %w", err)
	}
	if head.BaseFee == nil {
		return nil, errors.New("the chain has no base fee (pre-London); not supported")
	}
	tip, err := eth.SuggestGasTipCap(ctx)
	if err != nil {
		return nil, fmt.Errorf("gas tip: %w", err)
	}
	feeCap := new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(2)), tip)
	gas = gas * 5 / 4
	tx, err := types.SignNewTx(key, types.LatestSignerForChainID(chainID), &types.DynamicFeeTx{
		ChainID: chainID, Nonce: nonce, GasTipCap: tip, GasFeeCap: feeCap, Gas: gas, To: &ch.Registry, Data: data,
	})
	if err != nil {
		return nil, err
	}
	maxCost := new(big.Int).Mul(feeCap, new(big.Int).SetUint64(gas))
	// Estimation runs without a fee, so it passes for an empty wallet:
	// the balance is checked here, before anything is sent.
	have, err := eth.BalanceAt(ctx, from, nil)
	if err != nil {
		return nil, fmt.Errorf("balance: %w", err)
	}
	if have.Cmp(maxCost) < 0 {
		return nil, &NoGasError{Wallet: from, Have: have, Need: maxCost}
	}
	return &Tx{Gas: gas, MaxCost: maxCost, eth: eth, tx: tx, from: from}, nil
}

// Send broadcasts the transaction and waits for its receipt; a reverted
// receipt is an error.
func (t *Tx) Send(ctx context.Context) (*types.Receipt, error) {
	if err := t.eth.SendTransaction(ctx, t.tx); err != nil {
		if chain.ClassifySendError(err) == chain.SendInsufficientFunds {
			// The balance fell since Prepare looked; the node took nothing.
			have, berr := t.eth.BalanceAt(ctx, t.from, nil)
			if berr != nil {
				have = new(big.Int)
			}
			return nil, &NoGasError{Wallet: t.from, Have: have, Need: t.MaxCost}
		}
		return nil, fmt.Errorf("send: %w", err)
	}
	rec, err := bind.WaitMined(ctx, t.eth, t.tx.Hash())
	if err != nil {
		return nil, fmt.Errorf("wait for %s: %w", t.tx.Hash().Hex(), err)
	}
	if rec.Status != types.ReceiptStatusSuccessful {
		return rec, fmt.Errorf("transaction %s reverted", t.tx.Hash().Hex())
	}
	return rec, nil
}
