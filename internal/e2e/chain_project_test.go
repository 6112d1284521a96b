package e2e

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/bindings/registry"
)

// chainProject is what the chain holds of one project: the registry keeps
// its owner and a commitment to its versions (versionsHead); the rest is in
// its ProjectCreated and VersionPushed events.
type chainProject struct {
	Owner        common.Address
	VersionCount *big.Int
	Created      *registry.InkdRegistryProjectCreated
	// Versions, in index order, when asked for; their fold through
	// chain.VersionsHead has been checked against versionsHead.
	Versions []*registry.InkdRegistryVersionPushed
}

// readChainProject reads project id from the registry at reg: its views
// and its events (eth_getLogs from block 0). With versions it also reads
// every VersionPushed of the project and fails unless they reproduce the
// registry's count and head exactly.
func readChainProject(ctx context.Context, eth *ethclient.Client, reg common.Address, id *big.Int, versions bool) (chainProject, error) {
	r := registry.NewInkdRegistry()
	call := func(data []byte) ([]byte, error) {
		return eth.CallContract(ctx, ethereum.CallMsg{To: &reg, Data: data}, nil)
	}
	var p chainProject
	out, err := call(r.PackVersionsHead(id))
	if err != nil {
		return p, fmt.Errorf("versionsHead(%s): %w", id, err)
	}
	head, err := r.UnpackVersionsHead(out)
	if err != nil {
		return p, err
	}
	p.VersionCount = head.Count

	idTopic := common.BigToHash(id)
	abi := r.GetABI()
	logs, err := eth.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: big.NewInt(0), Addresses: []common.Address{reg},
		Topics: [][]common.Hash{{abi.Events[registry.InkdRegistryProjectCreatedEventName].ID}, {idTopic}},
	})
	if err != nil {
		return p, fmt.Errorf("ProjectCreated logs of %s: %w", id, err)
	}
	if len(logs) != 1 {
		return p, fmt.Errorf("project %s has %d ProjectCreated logs, want 1", id, len(logs))
	}
	if p.Created, err = r.UnpackProjectCreatedEvent(&logs[0]); err != nil {
		return p, err
	}
	// The registry stores the project under its name: its owner and id
	// are read there.
	if out, err = call(r.PackProjectOf(chain.NameHash(p.Created.Name))); err != nil {
		return p, fmt.Errorf("projectOf(%s): %w", p.Created.Name, err)
	}
	stored, err := r.UnpackProjectOf(out)
	if err != nil {
		return p, err
	}
	if stored.ProjectId.Cmp(id) != 0 {
		return p, fmt.Errorf("the registry stores name %q under project %s, not %s", p.Created.Name, stored.ProjectId, id)
	}
	p.Owner = stored.ProjectOwner
	if !versions {
		return p, nil
	}

	if logs, err = eth.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: big.NewInt(0), Addresses: []common.Address{reg},
		Topics: [][]common.Hash{{abi.Events[registry.InkdRegistryVersionPushedEventName].ID}, {idTopic}},
	}); err != nil {
		return p, fmt.Errorf("VersionPushed logs of %s: %w", id, err)
	}
	var fold [24]byte
	for i := range logs {
		v, err := r.UnpackVersionPushedEvent(&logs[i])
		if err != nil {
			return p, err
		}
		if v.VersionIndex.Int64() != int64(i) {
			return p, fmt.Errorf("project %s: log %d is version %s", id, i, v.VersionIndex)
		}
		fold = chain.VersionsHead(fold, chain.HeadVersionOf(v))
		p.Versions = append(p.Versions, v)
	}
	if int64(len(p.Versions)) != p.VersionCount.Int64() || fold != head.Head {
		return p, fmt.Errorf("project %s: %d VersionPushed logs fold to %x, registry holds %s versions with head %x",
			id, len(p.Versions), fold, p.VersionCount, head.Head)
	}
	return p, nil
}
