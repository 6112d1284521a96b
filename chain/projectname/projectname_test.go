package projectname_test

import (
	"context"
	"errors"
	"math/big"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/bindings/devusdc"
	"github.com/inkd/inkd/chain/bindings/treasury"
	"github.com/inkd/inkd/chain/deploy/deploytest"
	"github.com/inkd/inkd/chain/devchain"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/chain/projectname"
	"github.com/inkd/inkd/internal/testutil"
)

// node is the embedded chain with the contracts over JSON-RPC, one block
// per transaction.
type node struct {
	dev *devchain.Dev
	eth *ethclient.Client
	reg *chain.RegistryReader
}

func startNode(t *testing.T) *node {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	dev, err := devchain.StartWithContracts(ctx, devchain.Config{ListenAddr: "127.0.0.1:0"}, testutil.Logger(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = dev.Close() })
	eth, err := ethclient.Dial(dev.HTTPURL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(eth.Close)
	return &node{dev: dev, eth: eth, reg: chain.NewRegistryReader(eth, dev.Deployment.Registry)}
}

// create registers name, paid by devkeys.Key(2) through the treasury, and
// returns its id.
func (n *node) create(t *testing.T, name string) *big.Int {
	t.Helper()
	d := n.dev.Deployment
	pay := deploytest.SignTransferWithAuthorization(t, big.NewInt(int64(n.dev.ChainID())), devkeys.Key(2), d.Treasury, big.NewInt(100_000), 0,
		uint64(time.Now().Add(time.Hour).Unix()), crypto.Keccak256Hash([]byte(name)))
	data := treasury.NewInkdTreasury().PackCreateProjectPaid(pay, big.NewInt(0), treasury.InkdRegistryProjectInput{Name: name, IsPublic: true, License: "MIT"})
	if rcpt := testutil.SendCall(t, n.eth, n.dev.Settlers[0], d.Treasury, data); rcpt.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("create %s reverted", name)
	}
	id, err := n.reg.ProjectCount(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return id
}

// mine adds k blocks (a USDC transfer each).
func (n *node) mine(t *testing.T, k int) {
	t.Helper()
	for range k {
		testutil.SendCall(t, n.eth, devkeys.Key(5), n.dev.Deployment.USDC, devusdc.NewDevUSDC().PackTransfer(crypto.PubkeyToAddress(devkeys.Key(6).PublicKey), big.NewInt(1)))
	}
}

// countingLogs counts the log queries made through it.
type countingLogs struct {
	*ethclient.Client
	queries atomic.Int64
}

func (c *countingLogs) FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error) {
	c.queries.Add(1)
	return c.Client.FilterLogs(ctx, q)
}

// index is a read model with the names (or the error) a test sets.
type index struct {
	names map[string]string
	err   error
}

func (x index) ProjectName(_ context.Context, id *big.Int) (string, bool, error) {
	if x.err != nil {
		return "", false, x.err
	}
	name, ok := x.names[id.String()]
	return name, ok, nil
}

// The resolver answers from the index when the registry confirms it, and
// from the ProjectCreated log otherwise: a project missing from the index,
// an index that names another project, an unreadable index. An id without
// a project is ErrNoProject.
func TestResolverNamesProjectsFromTheIndexOrTheChain(t *testing.T) {
	n := startNode(t)
	alpha, beta := n.create(t, "Alpha"), n.create(t, "beta")
	cfg := projectname.Config{Registry: n.dev.Deployment.Registry}
	ctx := context.Background()
	for _, tc := range []struct {
		name     string
		index    projectname.Index
		id       *big.Int
		want     string
		wantErr  error
		searches bool
	}{
		{"indexed", index{names: map[string]string{"2": "beta"}}, beta, "beta", nil, false},
		{"not indexed, in the newest block", index{}, beta, "beta", nil, true},
		{"not indexed, older (stored lowercase)", index{}, alpha, "alpha", nil, true},
		{"no index at all", nil, alpha, "alpha", nil, true},
		{"index names another project", index{names: map[string]string{"2": "alpha"}}, beta, "beta", nil, true},
		{"index names a free name", index{names: map[string]string{"2": "gamma"}}, beta, "beta", nil, true},
		{"index unreadable", index{err: errors.New("redis down")}, beta, "beta", nil, true},
		{"id above the count", index{}, big.NewInt(3), "", projectname.ErrNoProject, false},
		{"id 0", index{}, big.NewInt(0), "", projectname.ErrNoProject, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			logs := &countingLogs{Client: n.eth}
			var ix projectname.Index
			if tc.index != nil {
				ix = tc.index
			}
			got, err := projectname.New(cfg, ix, n.reg, logs, testutil.Logger(t)).Name(ctx, tc.id)
			if !errors.Is(err, tc.wantErr) || got != tc.want {
				t.Fatalf("Name(%s) = %q, %v; want %q, %v", tc.id, got, err, tc.want, tc.wantErr)
			}
			if searched := logs.queries.Load() > 0; searched != tc.searches {
				t.Errorf("searched the logs: %v, want %v", searched, tc.searches)
			}
		})
	}
}

// A project older than every window searched, and not indexed, is
// ErrNotIndexed (retry later), never a wrong name or ErrNoProject.
func TestResolverBeyondItsWindowsIsNotIndexed(t *testing.T) {
	n := startNode(t)
	id := n.create(t, "old")
	n.mine(t, 4)
	logs := &countingLogs{Client: n.eth}
	r := projectname.New(projectname.Config{Registry: n.dev.Deployment.Registry, WindowBlocks: 2, MaxWindows: 2}, index{}, n.reg, logs, testutil.Logger(t))
	if _, err := r.Name(context.Background(), id); !errors.Is(err, projectname.ErrNotIndexed) {
		t.Fatalf("Name of a project 4 blocks older than the 4 blocks searched = %v, want ErrNotIndexed", err)
	}
	if q := logs.queries.Load(); q != 2 {
		t.Errorf("%d log queries, want 2 (MaxWindows)", q)
	}
	wide := projectname.New(projectname.Config{Registry: n.dev.Deployment.Registry, WindowBlocks: 2, MaxWindows: 3}, index{}, n.reg, logs, testutil.Logger(t))
	if got, err := wide.Name(context.Background(), id); err != nil || got != "old" {
		t.Fatalf("with one more window: %q, %v; want old", got, err)
	}
}

// failingLogs is a chain whose log queries fail.
type failingLogs struct{ *ethclient.Client }

func (failingLogs) FilterLogs(context.Context, ethereum.FilterQuery) ([]types.Log, error) {
	return nil, errors.New("connection refused")
}

// A log search that fails is the chain's error (the API's rpc_error, to be
// retried), never ErrNotIndexed nor a name.
func TestResolverSearchFailureIsAnError(t *testing.T) {
	n := startNode(t)
	id := n.create(t, "unread")
	r := projectname.New(projectname.Config{Registry: n.dev.Deployment.Registry}, index{}, n.reg, failingLogs{n.eth}, testutil.Logger(t))
	got, err := r.Name(context.Background(), id)
	if err == nil || errors.Is(err, projectname.ErrNotIndexed) || errors.Is(err, projectname.ErrNoProject) || got != "" {
		t.Fatalf("Name with failing log queries = %q, %v; want the query's error", got, err)
	}
}
