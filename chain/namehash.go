package chain

import "github.com/ethereum/go-ethereum/crypto"

// NameHash is the registry's name hash of a project name
// (InkdRegistry.nameHashOf): keccak256 of the name with ASCII A-Z
// lowercased, every other byte as it is. The registry stores a project
// under it, and a push names its project by its id and this hash.
func NameHash(name string) [32]byte {
	b := []byte(name)
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + ('a' - 'A')
		}
	}
	return crypto.Keccak256Hash(b)
}
