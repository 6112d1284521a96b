package devkeys

import (
	"crypto/ecdsa"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// Mnemonic is the BIP-39 phrase the development keys derive from.
const Mnemonic = "test test test test test test test test test test test junk"

// DerivationPathFormat is the BIP-44 path of key i (fmt verb %d).
const DerivationPathFormat = "m/44'/60'/0'/0/%d"

// Count is the number of keys Keys returns.
const Count = 10

// hexKeys are the private keys at m/44'/60'/0'/0/0 … /9. devkeys_test.go
// derives them from Mnemonic and checks this list.
var hexKeys = [Count]string{
	"ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80",
	"59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",
	"5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a",
	"7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6",
	"47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a",
	"8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba",
	"92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e",
	"4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356",
	"dbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97",
	"2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6",
}

// Keys returns the ten development private keys in derivation order. Each
// call returns new key values, so callers may keep or modify them freely.
func Keys() []*ecdsa.PrivateKey {
	keys := make([]*ecdsa.PrivateKey, Count)
	for i := range hexKeys {
		keys[i] = Key(i)
	}
	return keys
}

// Key returns development key i (0 ≤ i < Count). It panics on any other
// index: the set is fixed and an out-of-range index is a programming error.
func Key(i int) *ecdsa.PrivateKey {
	if i < 0 || i >= Count {
		panic(fmt.Sprintf("devkeys: index %d out of range [0,%d)", i, Count))
	}
	k, err := crypto.HexToECDSA(hexKeys[i])
	if err != nil {
		panic(fmt.Sprintf("devkeys: key %d: %v", i, err)) // constant input, checked by tests
	}
	return k
}

// Addresses returns the addresses of Keys, in the same order.
func Addresses() []common.Address {
	addrs := make([]common.Address, Count)
	for i := range hexKeys {
		addrs[i] = crypto.PubkeyToAddress(Key(i).PublicKey)
	}
	return addrs
}
