package testutil

import (
	"context"
	"crypto/ecdsa"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/holiman/uint256"
)

// GriefDelegateRuntime is the code of a malicious ERC-1271 wallet, written
// in EVM assembly: isValidSignature (any call) answers the magic value
// 0x1626ba7e when the transaction's gas price is 0, as in a gas estimate
// made without fee fields, and otherwise executes INVALID, which burns every
// unit of gas it was given. An EIP-7702 account delegated to it signs
// payments that simulate fine and revert at settlement.
//
//	GASPRICE ISZERO PUSH1 0x06 JUMPI INVALID
//	JUMPDEST PUSH4 0x1626ba7e PUSH1 0xe0 SHL PUSH1 0 MSTORE PUSH1 0x20 PUSH1 0 RETURN
var GriefDelegateRuntime = common.FromHex("0x3a15600657fe5b631626ba7e60e01b60005260206000f3")

// DeployCode deploys runtime as a contract's code, sending the creation
// from key, and returns its address once mined.
func DeployCode(tb testing.TB, eth *ethclient.Client, key *ecdsa.PrivateKey, runtime []byte) common.Address {
	tb.Helper()
	if len(runtime) > 255 {
		tb.Fatalf("DeployCode: runtime of %d bytes; at most 255", len(runtime))
	}
	n := byte(len(runtime))
	// PUSH1 n PUSH1 12 PUSH1 0 CODECOPY PUSH1 n PUSH1 0 RETURN, then runtime.
	initcode := append([]byte{0x60, n, 0x60, 0x0c, 0x60, 0x00, 0x39, 0x60, n, 0x60, 0x00, 0xf3}, runtime...)
	tx := sendTx(tb, eth, key, func(chainID *big.Int, nonce uint64, tip, feeCap *big.Int) types.TxData {
		return &types.DynamicFeeTx{ChainID: chainID, Nonce: nonce, GasTipCap: tip, GasFeeCap: feeCap, Gas: 200_000, Data: initcode}
	})
	rcpt := waitMined(tb, eth, tx)
	if rcpt.Status != types.ReceiptStatusSuccessful {
		tb.Fatalf("DeployCode: creation reverted")
	}
	return rcpt.ContractAddress
}

// Delegate makes authority an EIP-7702 delegated account whose code is
// delegate's: sponsor sends a SetCodeTx carrying authority's signed
// authorization. Delegating to the zero address clears the delegation.
func Delegate(tb testing.TB, eth *ethclient.Client, sponsor, authority *ecdsa.PrivateKey, delegate common.Address) {
	tb.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	chainID, err := eth.ChainID(ctx)
	if err != nil {
		tb.Fatal(err)
	}
	authNonce, err := eth.NonceAt(ctx, crypto.PubkeyToAddress(authority.PublicKey), nil)
	if err != nil {
		tb.Fatal(err)
	}
	auth, err := types.SignSetCode(authority, types.SetCodeAuthorization{
		ChainID: *uint256.MustFromBig(chainID), Address: delegate, Nonce: authNonce,
	})
	if err != nil {
		tb.Fatal(err)
	}
	// The transaction itself calls the sponsor (no code): calling the
	// authority would run the delegate's code.
	to := crypto.PubkeyToAddress(sponsor.PublicKey)
	tx := sendTx(tb, eth, sponsor, func(chainID *big.Int, nonce uint64, tip, feeCap *big.Int) types.TxData {
		return &types.SetCodeTx{
			ChainID: uint256.MustFromBig(chainID), Nonce: nonce, GasTipCap: uint256.MustFromBig(tip), GasFeeCap: uint256.MustFromBig(feeCap),
			Gas: 100_000, To: to, AuthList: []types.SetCodeAuthorization{auth},
		}
	})
	if rcpt := waitMined(tb, eth, tx); rcpt.Status != types.ReceiptStatusSuccessful {
		tb.Fatalf("Delegate: SetCodeTx reverted")
	}
}

func sendTx(tb testing.TB, eth *ethclient.Client, key *ecdsa.PrivateKey, build func(chainID *big.Int, nonce uint64, tip, feeCap *big.Int) types.TxData) *types.Transaction {
	tb.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	chainID, err := eth.ChainID(ctx)
	if err != nil {
		tb.Fatal(err)
	}
	from := crypto.PubkeyToAddress(key.PublicKey)
	nonce, err := eth.PendingNonceAt(ctx, from)
	if err != nil {
		tb.Fatal(err)
	}
	head, err := eth.HeaderByNumber(ctx, nil)
	if err != nil {
		tb.Fatal(err)
	}
	// A high tip orders the test's transactions before a settler's in a
	// shared block.
	tip := big.NewInt(50e9)
	feeCap := new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(3)), tip)
	tx, err := types.SignNewTx(key, types.LatestSignerForChainID(chainID), build(chainID, nonce, tip, feeCap))
	if err != nil {
		tb.Fatal(err)
	}
	if err := eth.SendTransaction(ctx, tx); err != nil {
		tb.Fatalf("send %s: %v", tx.Hash(), err)
	}
	return tx
}

func waitMined(tb testing.TB, eth *ethclient.Client, tx *types.Transaction) *types.Receipt {
	tb.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	rcpt, err := bind.WaitMined(ctx, eth, tx.Hash())
	if err != nil {
		tb.Fatalf("wait for %s: %v", tx.Hash(), err)
	}
	return rcpt
}

// SendCall sends a call of data to to from key (gas limit 500,000) and
// returns its receipt once mined, reverted or not.
func SendCall(tb testing.TB, eth *ethclient.Client, key *ecdsa.PrivateKey, to common.Address, data []byte) *types.Receipt {
	tb.Helper()
	tx := sendTx(tb, eth, key, func(chainID *big.Int, nonce uint64, tip, feeCap *big.Int) types.TxData {
		return &types.DynamicFeeTx{ChainID: chainID, Nonce: nonce, GasTipCap: tip, GasFeeCap: feeCap, Gas: 500_000, To: &to, Data: data}
	})
	return waitMined(tb, eth, tx)
}

// MultiCallRuntime is the runtime code of a contract that calls target
// once per chunk bytes of its own calldata, in order, all in the one
// transaction that calls it, and reverts with the first failing call's
// revert data. With chunk 292 each chunk is one transferWithAuthorization(
// from, to, value, validAfter, validBefore, nonce, v, r, s) call: the tool
// of an attacker who uses several authorizations in one transaction.
//
//	PUSH1 0                                   i = 0
//	loop: JUMPDEST DUP1 CALLDATASIZE GT ISZERO PUSH1 end JUMPI
//	PUSH2 chunk DUP2 PUSH1 0 CALLDATACOPY      mem[0:chunk] = calldata[i:]
//	PUSH1 0 PUSH1 0 PUSH2 chunk PUSH1 0 PUSH1 0 PUSH20 target GAS CALL
//	ISZERO PUSH1 fail JUMPI PUSH2 chunk ADD PUSH1 loop JUMP
//	end: JUMPDEST STOP
//	fail: JUMPDEST RETURNDATASIZE PUSH1 0 DUP1 RETURNDATACOPY RETURNDATASIZE PUSH1 0 REVERT
func MultiCallRuntime(target common.Address, chunk uint16) []byte {
	hi, lo := byte(chunk>>8), byte(chunk)
	code := []byte{0x60, 0x00, 0x5b, 0x80, 0x36, 0x11, 0x15, 0x60, 0x3e, 0x57,
		0x61, hi, lo, 0x81, 0x60, 0x00, 0x37,
		0x60, 0x00, 0x60, 0x00, 0x61, hi, lo, 0x60, 0x00, 0x60, 0x00, 0x73}
	code = append(code, target.Bytes()...)
	return append(code, 0x5a, 0xf1, 0x15, 0x60, 0x40, 0x57, 0x61, hi, lo, 0x01, 0x60, 0x02, 0x56,
		0x5b, 0x00,
		0x5b, 0x3d, 0x60, 0x00, 0x80, 0x3e, 0x3d, 0x60, 0x00, 0xfd)
}
