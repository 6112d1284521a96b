package chain

import (
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/inkd/inkd/chain/bindings/registry"
	"github.com/inkd/inkd/chain/bindings/treasury"
)

// RegistryWrites are the registry's ProjectCreated and VersionPushed events
// of one receipt, by project (and version index): what a paid write's
// outcome event (the treasury's PaymentReceived, InkdChannelWrites'
// WriteLanded) says it wrote is looked up here.
type RegistryWrites struct {
	created map[string][]*registry.InkdRegistryProjectCreated
	pushed  map[[2]string][]*registry.InkdRegistryVersionPushed
}

var registryABI = registry.NewInkdRegistry()

// NewRegistryWrites reads the events of the registry at addr from logs.
func NewRegistryWrites(logs []*types.Log, addr common.Address) RegistryWrites {
	rw := RegistryWrites{created: map[string][]*registry.InkdRegistryProjectCreated{}, pushed: map[[2]string][]*registry.InkdRegistryVersionPushed{}}
	for _, l := range logs {
		if l.Address != addr {
			continue
		}
		if ev, err := registryABI.UnpackProjectCreatedEvent(l); err == nil {
			rw.created[ev.ProjectId.String()] = append(rw.created[ev.ProjectId.String()], ev)
		} else if ev, err := registryABI.UnpackVersionPushedEvent(l); err == nil {
			id := [2]string{ev.ProjectId.String(), ev.VersionIndex.String()}
			rw.pushed[id] = append(rw.pushed[id], ev)
		}
	}
	return rw
}

// Of returns the events of write w to project projectID: exactly one
// ProjectCreated of a creation, or exactly one VersionPushed for each
// version index of a push, in index order. Anything else is an error: the
// receipt does not tell the write.
func (rw RegistryWrites) Of(w treasury.PaidWrite, projectID *big.Int) (*registry.InkdRegistryProjectCreated, []*registry.InkdRegistryVersionPushed, error) {
	switch w.Kind {
	case treasury.KindCreate:
		evs := rw.created[projectID.String()]
		if len(evs) != 1 {
			return nil, nil, fmt.Errorf("landed without one ProjectCreated of project %s", projectID)
		}
		return evs[0], nil, nil
	case treasury.KindPush:
		if w.VersionCount == 0 || w.VersionCount > uint64(len(rw.pushed)) {
			return nil, nil, fmt.Errorf("landed with a version count of %d", w.VersionCount)
		}
		pushed := make([]*registry.InkdRegistryVersionPushed, w.VersionCount)
		for j := range w.VersionCount {
			idx := new(big.Int).Add(new(big.Int).SetUint64(w.VersionIndex), new(big.Int).SetUint64(j))
			evs := rw.pushed[[2]string{projectID.String(), idx.String()}]
			if len(evs) != 1 {
				return nil, nil, fmt.Errorf("landed without one VersionPushed of project %s index %s", projectID, idx)
			}
			pushed[j] = evs[0]
		}
		return nil, pushed, nil
	}
	return nil, nil, fmt.Errorf("landed with unknown kind %d", w.Kind)
}
