package devkeys

import (
	"crypto/hmac"
	"crypto/pbkdf2"
	"crypto/sha512"
	"encoding/binary"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/go-cmp/cmp"
)

// TestKnownAddresses checks the addresses every tool prints for the mnemonic.
func TestKnownAddresses(t *testing.T) {
	tests := []struct {
		name  string
		index int
		want  common.Address
	}{
		{name: "account 0", index: 0, want: common.HexToAddress("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266")},
		{name: "account 1", index: 1, want: common.HexToAddress("0x70997970C51812dc3A010C7d01b50e0d17dc79C8")},
		{name: "account 9", index: 9, want: common.HexToAddress("0xa0Ee7A142d267C1f36714E4a8F75612F20a79720")},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := Addresses()[tc.index]
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("address %d (-want +got):\n%s", tc.index, diff)
			}
		})
	}
}

// TestKeysDeriveFromMnemonic re-derives every key with BIP-39 (PBKDF2) and
// BIP-32 (secp256k1) from Mnemonic and compares it with the fixed list.
func TestKeysDeriveFromMnemonic(t *testing.T) {
	seed, err := pbkdf2.Key(sha512.New, Mnemonic, []byte("mnemonic"), 2048, 64)
	if err != nil {
		t.Fatalf("pbkdf2: %v", err)
	}
	const hardened = 1 << 31
	base := []uint32{44 + hardened, 60 + hardened, 0 + hardened, 0}
	keys := Keys()
	if len(keys) != Count {
		t.Fatalf("len(Keys()) = %d, want %d", len(keys), Count)
	}
	for i, k := range keys {
		want := deriveBIP32(t, seed, append(append([]uint32{}, base...), uint32(i)))
		got := crypto.FromECDSA(k)
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("key %d (-derived +listed):\n%s", i, diff)
		}
	}
}

func TestKeyPanicsOutOfRange(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("Key(Count) did not panic")
		}
	}()
	Key(Count)
}

// deriveBIP32 walks path from the master key of seed and returns the 32-byte
// private key at its end.
func deriveBIP32(tb testing.TB, seed []byte, path []uint32) []byte {
	tb.Helper()
	n := crypto.S256().Params().N
	mac := hmac.New(sha512.New, []byte("Bitcoin seed"))
	mac.Write(seed)
	sum := mac.Sum(nil)
	key, chain := new(big.Int).SetBytes(sum[:32]), sum[32:]
	for _, idx := range path {
		var data []byte
		if idx >= 1<<31 {
			data = append([]byte{0}, common.LeftPadBytes(key.Bytes(), 32)...)
		} else {
			priv, err := crypto.ToECDSA(common.LeftPadBytes(key.Bytes(), 32))
			if err != nil {
				tb.Fatalf("to ecdsa: %v", err)
			}
			data = crypto.CompressPubkey(&priv.PublicKey)
		}
		data = binary.BigEndian.AppendUint32(data, idx)
		mac := hmac.New(sha512.New, chain)
		mac.Write(data)
		sum := mac.Sum(nil)
		key = new(big.Int).Add(new(big.Int).SetBytes(sum[:32]), key)
		key.Mod(key, n)
		chain = sum[32:]
	}
	return common.LeftPadBytes(key.Bytes(), 32)
}
