package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"net"
	"net/http"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/bindings/registry"
	"github.com/inkd/inkd/chain/devchain"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/cmd/inkd/app"
	"github.com/inkd/inkd/internal/testutil"
)

// chainReadsServe is BenchmarkReads' baseline: it starts the embedded chain
// with the contracts, writes readsBenchProjects projects with two versions
// each straight to the registry (development account #0, its owner, makes
// itself a writer), and serves GET /v1/projects/{id} and GET
// /v1/projects?limit=&offset= by reading the registry per request through
// the production chain client. It returns the server's base URL; all of it
// stops at cleanup.
func chainReadsServe(b *testing.B) string {
	b.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	c, err := devchain.StartWithContracts(ctx, devchain.Config{ListenAddr: "127.0.0.1:0"}, testutil.Logger(b))
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { c.Close() })
	eth, err := app.DialChain(ctx, c.HTTPURL(), c.Deployment)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(eth.Close)
	start := time.Now()
	chainReadsFill(b, ctx, eth, c.Deployment.Registry, c.Deployment.ChainID, readsBenchProjects)
	fmt.Printf("chain baseline: %d projects and %d versions written to the embedded chain in %s\n",
		readsBenchProjects, 2*readsBenchProjects, time.Since(start).Round(time.Millisecond))

	cr := chainReader{eth: eth, registry: c.Deployment.Registry, reg: registry.NewInkdRegistry()}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /v1/projects/{id}", cr.project)
	mux.HandleFunc("GET /v1/projects", cr.page)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		b.Fatal(err)
	}
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		_ = srv.Serve(ln)
	}()
	b.Cleanup(func() {
		sctx, scancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer scancel()
		_ = srv.Shutdown(sctx)
		testutil.Wait(b, &wg, "the server's Serve")
	})
	return "http://" + ln.Addr().String()
}

// chainReadsFill writes n public projects owned by distinct addresses, each
// with two versions, from development account #0 (the registry's owner),
// and waits until the last transaction is mined.
func chainReadsFill(tb testing.TB, ctx context.Context, eth *ethclient.Client, reg common.Address, chainID uint64, n int) {
	tb.Helper()
	key := devkeys.Key(0)
	from := crypto.PubkeyToAddress(key.PublicKey)
	r := registry.NewInkdRegistry()
	nonce, err := eth.PendingNonceAt(ctx, from)
	if err != nil {
		tb.Fatal(err)
	}
	head, err := eth.HeaderByNumber(ctx, nil)
	if err != nil {
		tb.Fatal(err)
	}
	tip := big.NewInt(1_000_000_000)
	feeCap := new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(5)), tip)
	signer := types.LatestSignerForChainID(new(big.Int).SetUint64(chainID))
	var last common.Hash
	send := func(gas uint64, data []byte) {
		tx := types.MustSignNewTx(key, signer, &types.DynamicFeeTx{
			ChainID: signer.ChainID(), Nonce: nonce, GasTipCap: tip, GasFeeCap: feeCap, Gas: gas, To: &reg, Data: data,
		})
		if err := eth.SendTransaction(ctx, tx); err != nil {
			tb.Fatalf("send nonce %d: %v", nonce, err)
		}
		nonce++
		last = tx.Hash()
	}
	send(100_000, r.PackAddWriter(from))
	for id := 1; id <= n; id++ {
		owner := common.BigToAddress(big.NewInt(int64(id)))
		agent, endpoint := id%10 == 0, ""
		if agent {
			endpoint = fmt.Sprintf("https://agent.example/%d", id)
		}
		send(1_000_000, r.PackCreateProjectFor(owner, registry.InkdRegistryProjectInput{
			Name: fmt.Sprintf("project-%04d", id), Description: "a benchmark project with a description of ordinary length",
			License: "MIT", IsPublic: true, IsAgent: agent, AgentEndpoint: endpoint,
		}))
		for v := range 2 {
			send(500_000, r.PackPushVersionFor(owner, big.NewInt(int64(id)), chain.NameHash(fmt.Sprintf("project-%04d", id)), registry.InkdRegistryVersionInput{
				ArweaveHash: "ar://bench", VersionTag: fmt.Sprintf("v%d", v), Changelog: "changes",
			}))
		}
	}
	rec, err := bind.WaitMined(ctx, eth, last)
	if err != nil {
		tb.Fatalf("wait for the last fill transaction: %v", err)
	}
	if rec.Status != types.ReceiptStatusSuccessful {
		tb.Fatalf("last fill transaction %s reverted", last)
	}
	out, err := eth.CallContract(ctx, ethereum.CallMsg{To: &reg, Data: r.PackProjectCount()}, nil)
	if err != nil {
		tb.Fatal(err)
	}
	if count, err := r.UnpackProjectCount(out); err != nil || count.Int64() != int64(n) {
		tb.Fatalf("projectCount = %v (%v), want %d: a fill transaction failed", count, err, n)
	}
}

// chainReader answers project reads from the registry, one eth_call per
// project, as an API without a read model would.
type chainReader struct {
	eth      *ethclient.Client
	registry common.Address
	reg      *registry.InkdRegistry
}

func (cr chainReader) call(ctx context.Context, data []byte) ([]byte, error) {
	return cr.eth.CallContract(ctx, ethereum.CallMsg{To: &cr.registry, Data: data}, nil)
}

// getProject reads a project as the registry now offers it: two views
// (ownerOf, versionsHead) and its ProjectCreated event, which holds the
// fields the registry no longer stores.
func (cr chainReader) getProject(ctx context.Context, id int64) (wire.Project, error) {
	p, err := readChainProject(ctx, cr.eth, cr.registry, big.NewInt(id), false)
	if err != nil {
		return wire.Project{}, err
	}
	c := p.Created
	return wire.Project{
		ID: c.ProjectId.String(), Name: c.Name, Description: c.Description, License: c.License, Owner: p.Owner.Hex(),
		IsPublic: c.IsPublic, IsAgent: c.IsAgent, AgentEndpoint: c.AgentEndpoint,
		CreatedAt: strconv.FormatUint(c.CreatedAt, 10), VersionCount: p.VersionCount.String(), ReadmeHash: c.ReadmeHash,
	}, nil
}

func (cr chainReader) project(w http.ResponseWriter, req *http.Request) {
	id, err := strconv.ParseInt(req.PathValue("id"), 10, 64)
	if err != nil {
		http.Error(w, "bad id", http.StatusBadRequest)
		return
	}
	p, err := cr.getProject(req.Context(), id)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	writeJSON(w, p)
}

func (cr chainReader) page(w http.ResponseWriter, req *http.Request) {
	offset, _ := strconv.Atoi(req.URL.Query().Get("offset"))
	limit, _ := strconv.Atoi(req.URL.Query().Get("limit"))
	out, err := cr.call(req.Context(), cr.reg.PackProjectCount())
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	count, err := cr.reg.UnpackProjectCount(out)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	list := wire.ProjectList{Data: []wire.Project{}, Total: int(count.Int64()), Offset: offset, Limit: limit}
	for id := int64(offset) + 1; id <= int64(offset+limit) && id <= count.Int64(); id++ {
		p, err := cr.getProject(req.Context(), id)
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		list.Data = append(list.Data, p)
	}
	writeJSON(w, list)
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(v)
}
