package contracts_test

import (
	"encoding/json"
	"math/big"
	"os"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/chain/deploy"
	"github.com/inkd/inkd/chain/deploy/deploytest"
)

// eip3009Vector is testdata/eip3009-base-usdc.json, a TransferWithAuthorization
// over the Base mainnet USDC domain signed with development key #0.
type eip3009Vector struct {
	DomainSeparator common.Hash `json:"domainSeparator"`
	Typehash        common.Hash `json:"typehash"`
	Message         struct {
		From        common.Address `json:"from"`
		To          common.Address `json:"to"`
		Value       string         `json:"value"`
		ValidAfter  string         `json:"validAfter"`
		ValidBefore string         `json:"validBefore"`
		Nonce       common.Hash    `json:"nonce"`
	} `json:"message"`
	Digest    common.Hash   `json:"digest"`
	Signature hexutil.Bytes `json:"signature"`
}

func loadVector(tb testing.TB) eip3009Vector {
	tb.Helper()
	raw, err := os.ReadFile("testdata/eip3009-base-usdc.json")
	if err != nil {
		tb.Fatalf("read vector: %v", err)
	}
	var v eip3009Vector
	if err := json.Unmarshal(raw, &v); err != nil {
		tb.Fatalf("decode vector: %v", err)
	}
	return v
}

func bigFromString(tb testing.TB, s string) *big.Int {
	tb.Helper()
	n, ok := new(big.Int).SetString(s, 10)
	if !ok {
		tb.Fatalf("bad integer %q", s)
	}
	return n
}

// TestDevUSDCVerifiesBaseVector places DevUSDC at the canonical address on a
// chain with id 8453 and checks the vector's domain separator, digest and
// signature (both the v,r,s and the bytes form).
func TestDevUSDCVerifiesBaseVector(t *testing.T) {
	vec := loadVector(t)
	m := vec.Message
	value, after, before := bigFromString(t, m.Value), bigFromString(t, m.ValidAfter), bigFromString(t, m.ValidBefore)

	if got := deploytest.TransferWithAuthorizationDigest(big.NewInt(8453), m.From, m.To, value, after, before, m.Nonce); got != vec.Digest {
		t.Fatalf("Go digest = %s, vector %s", got, vec.Digest)
	}

	for _, form := range []string{"v,r,s", "bytes"} {
		t.Run(form, func(t *testing.T) {
			f := newFixture(t)
			usdc := f.Deployment.USDC
			if usdc != deploy.CanonicalBaseUSDC {
				t.Fatalf("USDC at %s, want the canonical address", usdc)
			}
			sep := call(t, f, usdc, f.usdc.PackDOMAINSEPARATOR(), f.usdc.UnpackDOMAINSEPARATOR)
			if diff := cmp.Diff(vec.DomainSeparator, common.Hash(sep)); diff != "" {
				t.Errorf("DOMAIN_SEPARATOR (-vector +chain):\n%s", diff)
			}
			th := call(t, f, usdc, f.usdc.PackTRANSFERWITHAUTHORIZATIONTYPEHASH(), f.usdc.UnpackTRANSFERWITHAUTHORIZATIONTYPEHASH)
			if diff := cmp.Diff(vec.Typehash, common.Hash(th)); diff != "" {
				t.Errorf("TRANSFER_WITH_AUTHORIZATION_TYPEHASH (-vector +chain):\n%s", diff)
			}

			f.MustTransact(t, f.Keys[5], usdc, f.usdc.PackMint(m.From, value))
			before0 := f.balances(t, m.From, m.To)
			sig := vec.Signature
			var data []byte
			if form == "bytes" {
				data = f.usdc.PackTransferWithAuthorization(m.From, m.To, value, after, before, m.Nonce, sig)
			} else {
				data = f.usdc.PackTransferWithAuthorization0(m.From, m.To, value, after, before, m.Nonce, sig[64], [32]byte(sig[:32]), [32]byte(sig[32:64]))
			}
			rec := f.MustTransact(t, f.Keys[5], usdc, data) // anyone may submit
			used := findEvent(t, rec, f.usdc.UnpackAuthorizationUsedEvent)
			if used.Authorizer != m.From || used.Nonce != m.Nonce {
				t.Errorf("AuthorizationUsed = %s/%x", used.Authorizer, used.Nonce)
			}
			if diff := cmp.Diff([]int64{-value.Int64(), value.Int64()}, deltas(before0, f.balances(t, m.From, m.To))); diff != "" {
				t.Errorf("balance changes [from to] (-want +got):\n%s", diff)
			}
			if !call(t, f, usdc, f.usdc.PackAuthorizationState(m.From, m.Nonce), f.usdc.UnpackAuthorizationState) {
				t.Error("authorizationState = false after use")
			}
			f.wantRevert(t, f.Keys[5], usdc, data, "FiatTokenV2: authorization is used or canceled")
		})
	}
}

func TestDevUSDCMetadata(t *testing.T) {
	f := newFixture(t)
	usdc := f.Deployment.USDC
	got := []any{
		call(t, f, usdc, f.usdc.PackName(), f.usdc.UnpackName),
		call(t, f, usdc, f.usdc.PackSymbol(), f.usdc.UnpackSymbol),
		call(t, f, usdc, f.usdc.PackDecimals(), f.usdc.UnpackDecimals),
		call(t, f, usdc, f.usdc.PackVersion(), f.usdc.UnpackVersion),
	}
	if diff := cmp.Diff([]any{"USD Coin", "USDC", uint8(6), "2"}, got); diff != "" {
		t.Errorf("name, symbol, decimals, version (-want +got):\n%s", diff)
	}
}

// TestDevUSDCAuthorizationChecks covers the FiatToken revert reasons.
func TestDevUSDCAuthorizationChecks(t *testing.T) {
	f := newFixture(t)
	usdc := f.Deployment.USDC
	payer, payee := f.Keys[2], f.Address(3)
	from := f.Address(2)
	now := f.HeadTime(t)
	value := big.NewInt(1_000)
	n := func() [32]byte { return f.nextNonce() }

	sign := func(to common.Address, after, before uint64, nonce [32]byte) []byte {
		p := deploytest.SignTransferWithAuthorization(t, f.ChainID, payer, to, value, after, before, nonce)
		return append(append(p.R[:], p.S[:]...), p.V)
	}
	transfer := func(to common.Address, after, before uint64, nonce [32]byte, sig []byte) []byte {
		return f.usdc.PackTransferWithAuthorization(from, to, value, new(big.Int).SetUint64(after), new(big.Int).SetUint64(before), nonce, sig)
	}

	nonce := n()
	good := sign(payee, 0, now+300, nonce)
	highS := highSVariant(good)

	tests := []struct {
		name string
		from int
		data []byte
		want string
	}{
		{"expired", 5, func() []byte { n := n(); return transfer(payee, 0, now-1, n, sign(payee, 0, now-1, n)) }(), "FiatTokenV2: authorization is expired"},
		{"not yet valid", 5, func() []byte { n := n(); return transfer(payee, now+100, now+300, n, sign(payee, now+100, now+300, n)) }(), "FiatTokenV2: authorization is not yet valid"},
		{"wrong payee", 5, transfer(f.Address(4), 0, now+300, nonce, good), "FiatTokenV2: invalid signature"},
		{"high s", 5, transfer(payee, 0, now+300, nonce, highS), "FiatTokenV2: invalid signature"},
		{"v not 27/28", 5, transfer(payee, 0, now+300, nonce, append(append([]byte{}, good[:64]...), good[64]-27)), "FiatTokenV2: invalid signature"},
		{"receive by someone else", 5, f.usdc.PackReceiveWithAuthorization(from, payee, value, big.NewInt(0), new(big.Int).SetUint64(now+300), nonce, good), "FiatTokenV2: caller must be the payee"},
		{"mint to zero", 5, f.usdc.PackMint(common.Address{}, value), "FiatToken: mint to the zero address"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f.wantRevert(t, f.Keys[tc.from], usdc, tc.data, tc.want)
		})
	}

	t.Run("receive by payee", func(t *testing.T) {
		nonce := n()
		after, before := big.NewInt(0), new(big.Int).SetUint64(now+300)
		digest := receiveDigest(f.ChainID, from, payee, value, after, before, nonce)
		sig, err := crypto.Sign(digest[:], payer)
		if err != nil {
			t.Fatal(err)
		}
		var r, s [32]byte
		copy(r[:], sig[:32])
		copy(s[:], sig[32:64])
		b0 := f.balances(t, from, payee)
		f.MustTransact(t, f.Keys[3], usdc, f.usdc.PackReceiveWithAuthorization0(from, payee, value, after, before, nonce, sig[64]+27, r, s))
		if diff := cmp.Diff([]int64{-1_000, 1_000}, deltas(b0, f.balances(t, from, payee))); diff != "" {
			t.Errorf("balance changes (-want +got):\n%s", diff)
		}
	})

	t.Run("cancel then use", func(t *testing.T) {
		nonce := n()
		digest := cancelDigest(f.ChainID, from, nonce)
		sig, err := crypto.Sign(digest[:], payer)
		if err != nil {
			t.Fatal(err)
		}
		sig[64] += 27
		rec := f.MustTransact(t, f.Keys[5], usdc, f.usdc.PackCancelAuthorization0(from, nonce, sig))
		findEvent(t, rec, f.usdc.UnpackAuthorizationCanceledEvent)
		f.wantRevert(t, f.Keys[5], usdc, transfer(payee, 0, now+300, nonce, sign(payee, 0, now+300, nonce)), "FiatTokenV2: authorization is used or canceled")
		f.wantRevert(t, f.Keys[5], usdc, f.usdc.PackCancelAuthorization0(from, nonce, sig), "FiatTokenV2: authorization is used or canceled")
	})

	t.Run("good signature still works", func(t *testing.T) {
		f.MustTransact(t, f.Keys[5], usdc, transfer(payee, 0, now+300, nonce, good))
	})
}

// highSVariant returns the malleable twin (r, n-s, v^1) of a 65-byte r‖s‖v
// signature: valid for ecrecover, rejected by EIP-2 low-s checks.
func highSVariant(sig []byte) []byte {
	n := crypto.S256().Params().N
	s := new(big.Int).SetBytes(sig[32:64])
	out := append([]byte{}, sig[:32]...)
	out = append(out, common.LeftPadBytes(new(big.Int).Sub(n, s).Bytes(), 32)...)
	return append(out, 27+28-sig[64])
}

func receiveDigest(chainID *big.Int, from, to common.Address, value, after, before *big.Int, nonce [32]byte) common.Hash {
	structHash := crypto.Keccak256Hash(
		crypto.Keccak256([]byte("ReceiveWithAuthorization(address from,address to,uint256 value,uint256 validAfter,uint256 validBefore,bytes32 nonce)")),
		common.LeftPadBytes(from.Bytes(), 32), common.LeftPadBytes(to.Bytes(), 32),
		common.BigToHash(value).Bytes(), common.BigToHash(after).Bytes(), common.BigToHash(before).Bytes(), nonce[:],
	)
	return crypto.Keccak256Hash([]byte("\x19\x01"), deploytest.USDCDomainSeparator(chainID).Bytes(), structHash.Bytes())
}

func cancelDigest(chainID *big.Int, authorizer common.Address, nonce [32]byte) common.Hash {
	structHash := crypto.Keccak256Hash(
		crypto.Keccak256([]byte("CancelAuthorization(address authorizer,bytes32 nonce)")),
		common.LeftPadBytes(authorizer.Bytes(), 32), nonce[:],
	)
	return crypto.Keccak256Hash([]byte("\x19\x01"), deploytest.USDCDomainSeparator(chainID).Bytes(), structHash.Bytes())
}
