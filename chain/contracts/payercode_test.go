package contracts_test

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/holiman/uint256"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/bindings/treasury"
)

// griefDelegate is the creation code of a contract whose every call
// answers the ERC-1271 magic value 0x1626ba7e ("valid signature") when
// GASPRICE is 0, as in eth_estimateGas and eth_call, and otherwise runs
// INVALID, which burns all the gas it was given. Hand-assembled:
//
//	init:    PUSH1 0x15 DUP1 PUSH1 0x09 PUSH0 CODECOPY PUSH0 RETURN
//	runtime: GASPRICE ISZERO PUSH1 0x06 JUMPI INVALID
//	         JUMPDEST PUSH4 0x1626ba7e PUSH1 0xe0 SHL PUSH0 MSTORE
//	         PUSH1 0x20 PUSH0 RETURN
var griefDelegate = common.FromHex("0x6015806009" + "5f395ff3" + "3a15600657fe" + "5b631626ba7e60e01b5f52" + "60205ff3")

// delegate7702 has sponsor send an EIP-7702 SetCodeTx that delegates the
// account of key to the code at target, mines it and checks the account's
// code became the delegation designator 0xef0100 || target.
func (f *fixture) delegate7702(tb testing.TB, sponsor, key *ecdsa.PrivateKey, target common.Address) {
	tb.Helper()
	ctx := context.Background()
	authority := crypto.PubkeyToAddress(key.PublicKey)
	authNonce, err := f.Client.NonceAt(ctx, authority, nil)
	if err != nil {
		tb.Fatal(err)
	}
	auth, err := types.SignSetCode(key, types.SetCodeAuthorization{
		ChainID: *uint256.MustFromBig(f.ChainID), Address: target, Nonce: authNonce,
	})
	if err != nil {
		tb.Fatalf("sign authorization: %v", err)
	}
	from := crypto.PubkeyToAddress(sponsor.PublicKey)
	nonce, err := f.Client.PendingNonceAt(ctx, from)
	if err != nil {
		tb.Fatal(err)
	}
	head, err := f.Client.HeaderByNumber(ctx, nil)
	if err != nil {
		tb.Fatal(err)
	}
	tip := uint256.NewInt(1_000_000_000)
	tx, err := types.SignNewTx(sponsor, types.LatestSignerForChainID(f.ChainID), &types.SetCodeTx{
		ChainID: uint256.MustFromBig(f.ChainID), Nonce: nonce, GasTipCap: tip,
		GasFeeCap: new(uint256.Int).Add(tip, uint256.MustFromBig(new(big.Int).Mul(head.BaseFee, big.NewInt(2)))),
		// Sent to the sponsor itself: a call into the delegated account would
		// run the target's code.
		Gas: 100_000, To: from, Value: new(uint256.Int), AuthList: []types.SetCodeAuthorization{auth},
	})
	if err != nil {
		tb.Fatalf("sign set-code transaction: %v", err)
	}
	if err := f.Client.SendTransaction(ctx, tx); err != nil {
		tb.Fatalf("send set-code transaction: %v", err)
	}
	if _, err := f.CommitWhenPooled(ctx, from, nonce+1); err != nil {
		tb.Fatal(err)
	}
	rec, err := f.Client.TransactionReceipt(ctx, tx.Hash())
	if err != nil || rec.Status != types.ReceiptStatusSuccessful {
		tb.Fatalf("set-code transaction: %v (receipt %+v)", err, rec)
	}
	code, err := f.Client.CodeAt(ctx, authority, nil)
	if err != nil {
		tb.Fatal(err)
	}
	if want := append([]byte{0xef, 0x01, 0x00}, target.Bytes()...); !bytes.Equal(code, want) {
		tb.Fatalf("code of %s = %x, want %x", authority, code, want)
	}
}

// TestPayerWithCodeRefusedCheaply is the contract side of finding 1 of
// #9. The attack: a payer delegates its account (EIP-7702) to code that
// tells USDC's ERC-1271 check "valid" while gas is estimated (gas price 0)
// and burns all its gas when the transaction is mined. The settler's
// estimate passes, and the mined write reverts after burning the gas
// limit, at the settler's cost, with the payer never charged. Now the
// treasury refuses any payer with code before calling USDC, in a few
// thousand gas, whatever the signature.
func TestPayerWithCodeRefusedCheaply(t *testing.T) {
	f := newFixture(t)
	d := f.Deployment
	payer := f.Keys[7]
	payerAddr := f.Address(7)
	delegate := f.mustCreate(t, f.Owner, griefDelegate)
	f.delegate7702(t, f.Owner, payer, delegate)
	settlerAddr := f.Address(1)
	const gasLimit = 1_000_000

	// A payment "from" the payer with a signature that is not the payer's:
	// USDC falls back to asking the payer's code.
	bogus := signPay(t, f, f.Keys[3], d.Treasury, 100_000, 0, f.HeadTime(t)+300)
	bogus.From = payerAddr
	payerBefore := f.USDCBalance(t, payerAddr)

	t.Run("the grief, at USDC", func(t *testing.T) {
		// This is the call the paid write used to make. Estimated, it passes.
		to := d.USDC
		data := f.usdc.PackTransferWithAuthorization0(bogus.From, d.Treasury, bogus.Value, bogus.ValidAfter, bogus.ValidBefore, bogus.Nonce, bogus.V, bogus.R, bogus.S)
		if _, err := f.Client.EstimateGas(t.Context(), ethereum.CallMsg{From: settlerAddr, To: &to, Data: data}); err != nil {
			t.Fatalf("estimate at gas price 0 failed (%v): the delegate should have answered valid", err)
		}
		// Mined with a real gas price, it burns the whole limit.
		rec, err := f.TransactWithGas(f.Settler, to, data, gasLimit)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("mined: status %d, gas used %d of %d", rec.Status, rec.GasUsed, gasLimit)
		if rec.Status != types.ReceiptStatusFailed || rec.GasUsed < gasLimit*9/10 {
			t.Errorf("status %d, gas used %d; want a revert that burns the limit", rec.Status, rec.GasUsed)
		}
	})

	// A genuine signature by the payer's key is refused the same way: the
	// treasury cannot know what the code will answer when mined.
	genuine := f.pay(t, payer, 100_000)
	for _, tc := range []struct {
		name string
		pay  treasury.InkdTreasuryPayment
	}{{"bogus signature", bogus}, {"payer's own signature", genuine}} {
		t.Run("paid create refused: "+tc.name, func(t *testing.T) {
			data := f.createPaid(tc.pay, 0, "grief", "")
			f.wantRevert(t, f.Settler, d.Treasury, data, "PayerHasCode()")
			rec, err := f.TransactWithGas(f.Settler, d.Treasury, data, gasLimit)
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("mined: status %d, gas used %d", rec.Status, rec.GasUsed)
			if rec.Status != types.ReceiptStatusFailed || rec.GasUsed >= 60_000 {
				t.Errorf("status %d, gas used %d; want a revert under 60,000 gas", rec.Status, rec.GasUsed)
			}
		})
	}
	t.Run("paid push refused", func(t *testing.T) {
		f.createProject(t, f.Keys[2], "owned")
		data := f.tre.PackPushVersionPaid(genuine, big.NewInt(0), big.NewInt(1), chain.NameHash("owned"), version("ar://x", "v1", ""))
		f.wantRevert(t, f.Settler, d.Treasury, data, "PayerHasCode()")
	})

	if got := f.USDCBalance(t, payerAddr); got.Cmp(payerBefore) != 0 {
		t.Errorf("payer balance %s -> %s, want unchanged", payerBefore, got)
	}
}
