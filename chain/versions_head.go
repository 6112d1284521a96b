package chain

import (
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/inkd/inkd/chain/bindings/registry"
)

// headArgs is the ABI tuple the registry hashes for each version:
// abi.encode(bytes24 head, uint256 projectId, uint256 index, address pusher,
// string arweaveHash, string versionTag, string changelog, uint64 pushedAt,
// bytes32 sha256, uint64 contentSize, string contentType).
var headArgs = func() abi.Arguments {
	types := []string{"bytes24", "uint256", "uint256", "address", "string", "string", "string", "uint64", "bytes32", "uint64", "string"}
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

// HeadVersion is what the registry's versions head commits to of one
// version: every field of its VersionPushed event. Sha256, ContentSize and
// ContentType are zero when the push did not state them.
type HeadVersion struct {
	ProjectID, Index                   *big.Int
	Pusher                             common.Address
	ArweaveHash, VersionTag, Changelog string
	PushedAt                           uint64
	Sha256                             [32]byte
	ContentSize                        uint64
	ContentType                        string
}

// HeadVersionOf is the version a VersionPushed event records.
func HeadVersionOf(e *registry.InkdRegistryVersionPushed) HeadVersion {
	return HeadVersion{
		ProjectID: e.ProjectId, Index: e.VersionIndex, Pusher: e.PushedBy,
		ArweaveHash: e.ArweaveHash, VersionTag: e.VersionTag, Changelog: e.Changelog, PushedAt: e.PushedAt,
		Sha256: e.Sha256, ContentSize: e.ContentSize, ContentType: e.ContentType,
	}
}

// VersionsHead returns the registry's version commitment after appending v
// to a list whose commitment was prev (zero for an empty list):
// bytes24(keccak256(abi.encode(prev, projectID, index, pusher, arweaveHash,
// versionTag, changelog, pushedAt, sha256, contentSize, contentType))), as
// InkdRegistry.versionsHead documents. Folding it over a project's versions
// in index order, from the fields of their VersionPushed events, reproduces
// the chain's head exactly; any missing, extra, reordered or altered version
// (its content's digest, size and type included) gives another value.
// ProjectID and Index must be non-negative and fit in 256 bits.
func VersionsHead(prev [24]byte, v HeadVersion) [24]byte {
	enc, err := headArgs.Pack(prev, v.ProjectID, v.Index, v.Pusher, v.ArweaveHash, v.VersionTag, v.Changelog, v.PushedAt,
		v.Sha256, v.ContentSize, v.ContentType)
	if err != nil {
		// Only a negative or oversized id or index gets here: a caller's bug.
		panic("chain: versions head: " + err.Error())
	}
	var head [24]byte
	copy(head[:], crypto.Keccak256(enc))
	return head
}
