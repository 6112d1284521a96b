// Package projectname tells the name of a project from its id.
//
// The registry stores a project under the hash of its name (one storage
// slot holds its owner and id), and a push names its project by both its id
// and that hash; the API is asked by id. The name comes from the read model
// when the indexer has the project, and otherwise from the chain: the
// registry's ProjectCreated log of that id, searched from the head
// backwards a window at a time (a project the indexer has not reached yet
// is a recent one). Either way the registry confirms that the name belongs
// to the id before it is used, so a stale or wrong record can delay a push
// but never send it to another project: the registry refuses a pair of
// different projects anyway.
package projectname

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/bindings/registry"
)

// Defaults of Config.
const (
	// DefaultWindowBlocks is the widest eth_getLogs range of one search
	// step, the indexer's default (providers refuse wide ranges).
	DefaultWindowBlocks = 2000
	// DefaultMaxWindows is how many windows back from the head a search
	// goes: 16,000 blocks, about 9 hours of Base's 2-second blocks, far
	// more than an indexer that runs trails the chain by.
	DefaultMaxWindows = 8
)

var (
	// ErrNoProject is an id the registry has no project under.
	ErrNoProject = errors.New("no project with this id")
	// ErrNotIndexed is a project that exists but whose name neither the
	// read model nor the searched blocks hold: the indexer is far behind
	// or rebuilding. Retrying later finds it.
	ErrNotIndexed = errors.New("the project exists but is not indexed yet")
)

// Index is the read model's side: the name of project id as the indexer
// recorded it, and whether it has the project at all.
type Index interface {
	ProjectName(ctx context.Context, id *big.Int) (name string, ok bool, err error)
}

// Registry is the registry's side (chain.RegistryReader).
type Registry interface {
	ProjectExists(ctx context.Context, id *big.Int) (bool, error)
	ProjectOf(ctx context.Context, nameHash [32]byte) (*big.Int, error)
}

// Logs reads the chain's logs and head (chain.Backend).
type Logs interface {
	ethereum.LogFilterer
	ethereum.BlockNumberReader
}

// FreshLogs reads logs up to the newest head its providers have
// (rpcpool.Pool.FilterLogsAtBest); a Logs that has it uses it for the
// newest window, where a project created in the last block is.
type FreshLogs interface {
	FilterLogsAtBest(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error)
}

// Config configures a Resolver. Zero values take the defaults.
type Config struct {
	// Registry is the registry contract's address.
	Registry common.Address
	// StartBlock is the registry's deployment block: no search goes below it.
	StartBlock uint64
	// WindowBlocks is the block range of one eth_getLogs query.
	WindowBlocks uint64
	// MaxWindows is how many windows back from the head a search goes.
	MaxWindows int
}

// Resolver finds project names; safe for concurrent use.
type Resolver struct {
	cfg   Config
	index Index
	reg   Registry
	logs  Logs
	abi   *registry.InkdRegistry
	// created is ProjectCreated's topic.
	created common.Hash
	log     logrus.FieldLogger
}

// New returns a Resolver over the read model index, the registry and the
// chain's logs. index may be nil (the chain alone answers).
func New(cfg Config, index Index, reg Registry, logs Logs, log logrus.FieldLogger) *Resolver {
	if cfg.WindowBlocks == 0 {
		cfg.WindowBlocks = DefaultWindowBlocks
	}
	if cfg.MaxWindows == 0 {
		cfg.MaxWindows = DefaultMaxWindows
	}
	abi := registry.NewInkdRegistry()
	created := abi.GetABI().Events[registry.InkdRegistryProjectCreatedEventName].ID
	return &Resolver{cfg: cfg, index: index, reg: reg, logs: logs, abi: abi, created: created, log: log}
}

// Name returns the name of project id, confirmed by the registry: its
// name hash (chain.NameHash) is what the registry stores project id under.
// It fails with ErrNoProject for an id the registry does not have and
// ErrNotIndexed for a project it cannot find the name of yet.
func (r *Resolver) Name(ctx context.Context, id *big.Int) (string, error) {
	if id.Sign() <= 0 {
		return "", ErrNoProject
	}
	if r.index != nil {
		name, ok, err := r.index.ProjectName(ctx, id)
		switch {
		case err != nil:
			// The chain can still answer.
			r.log.WithError(err).WithField("project", id.String()).Warn("read model unreadable; looking the project's name up on chain")
		case ok:
			belongs, err := r.belongs(ctx, name, id)
			if err != nil {
				return "", err
			}
			if belongs {
				return name, nil
			}
			r.log.WithFields(logrus.Fields{"project": id.String(), "name": name}).Warn("the read model's name is not the registry's for this id; looking it up on chain")
		}
	}
	exists, err := r.reg.ProjectExists(ctx, id)
	if err != nil {
		return "", err
	}
	if !exists {
		return "", ErrNoProject
	}
	name, found, err := r.search(ctx, id)
	if err != nil {
		return "", err
	}
	if found {
		belongs, err := r.belongs(ctx, name, id)
		if err != nil {
			return "", err
		}
		if belongs {
			return name, nil
		}
	}
	return "", ErrNotIndexed
}

// belongs asks the registry whether name is project id's.
func (r *Resolver) belongs(ctx context.Context, name string, id *big.Int) (bool, error) {
	got, err := r.reg.ProjectOf(ctx, chain.NameHash(name))
	if err != nil {
		return false, err
	}
	return got != nil && got.Cmp(id) == 0, nil
}

// search looks for project id's ProjectCreated log, newest window first.
func (r *Resolver) search(ctx context.Context, id *big.Int) (string, bool, error) {
	head, err := r.logs.BlockNumber(ctx)
	if err != nil {
		return "", false, fmt.Errorf("read the head: %w", err)
	}
	for i, w := range Windows(head, r.cfg.StartBlock, r.cfg.WindowBlocks, r.cfg.MaxWindows) {
		q := ethereum.FilterQuery{
			FromBlock: new(big.Int).SetUint64(w.From),
			ToBlock:   new(big.Int).SetUint64(w.To),
			Addresses: []common.Address{r.cfg.Registry},
			Topics:    [][]common.Hash{{r.created}, {common.BigToHash(id)}},
		}
		filter := r.logs.FilterLogs
		if i == 0 {
			// The head read above may trail the chain: the newest window
			// runs to the latest block, at the newest head any provider
			// has when the backend can tell.
			q.ToBlock = nil
			if fresh, ok := r.logs.(FreshLogs); ok {
				filter = fresh.FilterLogsAtBest
			}
		}
		logs, err := filter(ctx, q)
		if err != nil {
			return "", false, fmt.Errorf("search blocks %d-%d for project %s: %w", w.From, w.To, id, err)
		}
		if name, ok := r.createdName(logs, id); ok {
			return name, true, nil
		}
	}
	return "", false, nil
}

// createdName is the name in the last ProjectCreated of project id among
// logs (a reorg can leave a removed one before it).
func (r *Resolver) createdName(logs []types.Log, id *big.Int) (string, bool) {
	name, found := "", false
	for i := range logs {
		if logs[i].Removed {
			continue
		}
		ev, err := r.abi.UnpackProjectCreatedEvent(&logs[i])
		if err != nil || ev.ProjectId.Cmp(id) != 0 {
			continue
		}
		name, found = ev.Name, true
	}
	return name, found
}

// Window is an inclusive block range.
type Window struct{ From, To uint64 }

// Windows are the ranges a search reads, newest first: width blocks each
// from head down, none below start, at most max of them.
func Windows(head, start, width uint64, max int) []Window {
	var out []Window
	if width == 0 || head < start {
		return out
	}
	to := head
	for len(out) < max {
		from := start
		if to-start+1 > width {
			from = to - width + 1
		}
		out = append(out, Window{From: from, To: to})
		if from == start {
			break
		}
		to = from - 1
	}
	return out
}
