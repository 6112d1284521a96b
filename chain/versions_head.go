package chain

import (
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// headArgs is the ABI tuple the registry hashes for each version:
// abi.encode(bytes24 head, uint256 projectId, uint256 index, address pusher,
// string arweaveHash, string versionTag, string changelog, uint64 pushedAt).
var headArgs = func() abi.Arguments {
	types := []string{"bytes24", "uint256", "uint256", "address", "string", "string", "string", "uint64"}
	args := make(abi.Arguments, len(types))
	for i, name := range types {
		t, err := abi.NewType(name, "", nil)
		if err != nil {
			panic("chain: abi type " + name + ": " + err.Error())
		}
		args[i] = abi.Argument{Type: t}
	}
	return args
}()

// VersionsHead returns the registry's version commitment after appending one
// version to a list whose commitment was prev (zero for an empty list):
// bytes24(keccak256(abi.encode(prev, projectID, index, pusher, arweaveHash,
// versionTag, changelog, pushedAt))), as InkdRegistry.versionsHead documents.
// Folding it over a project's versions in index order, from the fields of
// their VersionPushed events, reproduces the chain's head exactly; any
// missing, extra, reordered or altered version gives another value.
// projectID and index must be non-negative and fit in 256 bits.
func VersionsHead(prev [24]byte, projectID, index *big.Int, pusher common.Address, arweaveHash, versionTag, changelog string, pushedAt uint64) [24]byte {
	enc, err := headArgs.Pack(prev, projectID, index, pusher, arweaveHash, versionTag, changelog, pushedAt)
	if err != nil {
		// Only a negative or oversized id or index gets here: a caller's bug.
		panic("chain: versions head: " + err.Error())
	}
	var head [24]byte
	copy(head[:], crypto.Keccak256(enc))
	return head
}
