package writes

import (
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/chain/bindings/channelwrites"
	"github.com/inkd/inkd/chain/bindings/registry"
	"github.com/inkd/inkd/chain/channel"
)

// Kind is the registry call of a write (InkdChannelWrites' Write.kind).
type Kind uint8

// Kinds of a write: the contract's KIND_CREATE, KIND_PUSH, KIND_PUSH_MANY.
// A landed push of several versions says KindPush in its WriteLanded.
const (
	KindCreate   Kind = 1
	KindPush     Kind = 2
	KindPushMany Kind = 3
)

// Write is one registry write paid by voucher.
type Write struct {
	// Key is the ceiling of the write's own voucher: unique in its channel.
	Key *big.Int
	// Fee is what the write costs the payer; StorageCost of it is owed to
	// the storage wallet once claimed.
	Fee, StorageCost *big.Int
	// Kind is the registry call.
	Kind Kind
	// ProjectID and NameHash are the pushed project's (zero for a creation).
	ProjectID *big.Int
	NameHash  common.Hash
	// Input is the registry call's last argument as the contract takes it:
	// its ABI tail encoding, without the leading offset word (CreateInput,
	// PushInput, PushManyInput).
	Input []byte
}

var regs = registry.NewInkdRegistry()

// The head of a registry call: the selector, then one word per argument
// (the dynamic last one's is its offset); the tail follows.
const (
	selectorSize  = 4
	wordSize      = 32
	createHead    = selectorSize + 2*wordSize // createProjectFor(owner, project)
	pushHeadBytes = selectorSize + 4*wordSize // pushVersion(s)For(pusher, projectId, nameHash, v)
)

// CreateInput is the contract's input of a creation: the tail of
// createProjectFor's encoding of p.
func CreateInput(p registry.InkdRegistryProjectInput) ([]byte, error) {
	data, err := regs.TryPackCreateProjectFor(common.Address{}, p)
	if err != nil {
		return nil, fmt.Errorf("encode project input: %w", err)
	}
	return data[createHead:], nil
}

// PushInput is the contract's input of a push of one version.
func PushInput(v registry.InkdRegistryVersionInput) ([]byte, error) {
	data, err := regs.TryPackPushVersionFor(common.Address{}, new(big.Int), [32]byte{}, v)
	if err != nil {
		return nil, fmt.Errorf("encode version input: %w", err)
	}
	return data[pushHeadBytes:], nil
}

// PushManyInput is the contract's input of a push of several versions in
// one write (the array's length word first).
func PushManyInput(vs []registry.InkdRegistryVersionInput) ([]byte, error) {
	data, err := regs.TryPackPushVersionsFor(common.Address{}, new(big.Int), [32]byte{}, vs)
	if err != nil {
		return nil, fmt.Errorf("encode version inputs: %w", err)
	}
	return data[pushHeadBytes:], nil
}

// Create returns the write creating project p.
func Create(key, fee, storageCost *big.Int, p registry.InkdRegistryProjectInput) (Write, error) {
	in, err := CreateInput(p)
	return Write{Key: key, Fee: fee, StorageCost: storageCost, Kind: KindCreate, ProjectID: new(big.Int), Input: in}, err
}

// Push returns the write pushing v to the project projectID named by nameHash.
func Push(key, fee, storageCost, projectID *big.Int, nameHash common.Hash, v registry.InkdRegistryVersionInput) (Write, error) {
	in, err := PushInput(v)
	return Write{Key: key, Fee: fee, StorageCost: storageCost, Kind: KindPush, ProjectID: projectID, NameHash: nameHash, Input: in}, err
}

// PushMany returns the write pushing vs, in order, in one registry call.
func PushMany(key, fee, storageCost, projectID *big.Int, nameHash common.Hash, vs []registry.InkdRegistryVersionInput) (Write, error) {
	in, err := PushManyInput(vs)
	return Write{Key: key, Fee: fee, StorageCost: storageCost, Kind: KindPushMany, ProjectID: projectID, NameHash: nameHash, Input: in}, err
}

// check names what the contract could not take: a missing or non-uint128
// amount, an unknown kind, a push without a project or an empty input.
func (w Write) check() error {
	for _, a := range []struct {
		name string
		x    *big.Int
	}{{"key", w.Key}, {"fee", w.Fee}, {"storage cost", w.StorageCost}} {
		if !channel.CheckAmount(a.x) {
			return fmt.Errorf("%s %v is not a uint128", a.name, a.x)
		}
	}
	switch w.Kind {
	case KindCreate:
	case KindPush, KindPushMany:
		if w.ProjectID == nil || w.ProjectID.Sign() <= 0 {
			return fmt.Errorf("push to project %v", w.ProjectID)
		}
	default:
		return fmt.Errorf("unknown kind %d", w.Kind)
	}
	if len(w.Input) == 0 {
		return fmt.Errorf("empty input")
	}
	return nil
}

func (w Write) binding() channelwrites.InkdChannelWritesWrite {
	id := w.ProjectID
	if id == nil {
		id = new(big.Int)
	}
	return channelwrites.InkdChannelWritesWrite{
		Key: w.Key, Fee: w.Fee, StorageCost: w.StorageCost, Kind: uint8(w.Kind), ProjectId: id, NameHash: w.NameHash, Input: w.Input,
	}
}
