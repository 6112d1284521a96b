package api

import (
	"context"
	"crypto/ecdsa"
	"math/big"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/bindings/devusdc"
	"github.com/inkd/inkd/chain/bindings/registry"
	"github.com/inkd/inkd/chain/bindings/treasury"
	"github.com/inkd/inkd/chain/deploy/deploytest"
	"github.com/inkd/inkd/chain/devchain"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/chain/projectname"
	"github.com/inkd/inkd/chain/rpcpool"
	"github.com/inkd/inkd/internal/payclient"
	"github.com/inkd/inkd/internal/testutil"
)

// lagChain is the embedded node with the contracts, one block per
// transaction, behind two fault proxies pooled as the API pools its
// providers: a (preferred) and b.
type lagChain struct {
	dev     *devchain.Dev
	eth     *ethclient.Client // the node itself, past the proxies
	a, b    *testutil.RPCFault
	proxies []*testutil.RPCFault
	pool    *rpcpool.Pool
	names   createdNames
}

func newLagChain(t *testing.T) *lagChain {
	t.Helper()
	// The default MaxLag (3 blocks); heads are learnt at start and then
	// only when a read asks for them, so the test decides what the pool
	// knows.
	c := newProxiedChain(t, 2, rpcpool.Config{HeadEvery: time.Hour})
	c.b = c.proxies[1]
	return c
}

// newProxiedChain is the embedded node with the contracts behind n fault
// proxies pooled with cfg, the first (a) preferred.
func newProxiedChain(t *testing.T, n int, cfg rpcpool.Config) *lagChain {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	dev, err := devchain.StartWithContracts(ctx, devchain.Config{ListenAddr: "127.0.0.1:0"}, testutil.Logger(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = dev.Close() })
	c := &lagChain{dev: dev}
	if c.eth, err = ethclient.Dial(dev.HTTPURL()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.eth.Close)
	var providers []rpcpool.Provider
	for range n {
		f := testutil.NewRPCFault(t, dev.HTTPURL())
		e, err := ethclient.Dial(f.URL())
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(e.Close)
		c.proxies = append(c.proxies, f)
		providers = append(providers, rpcpool.Provider{Name: f.URL(), Backend: e})
	}
	c.a = c.proxies[0]
	if c.pool, err = rpcpool.New(cfg, providers, testutil.Logger(t)); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.pool.Close)
	return c
}

// onChain makes w's push checks read the registry through the pool; the
// names of the projects create made come from an index that has them, as
// the read model has a project once its create's receipt is applied.
func (c *lagChain) onChain(t *testing.T, w *WriteDeps) {
	reg := chain.NewRegistryReader(c.pool, c.dev.Deployment.Registry)
	w.Registry = reg
	w.Names = projectname.New(projectname.Config{Registry: c.dev.Deployment.Registry}, &c.names, reg, c.pool, testutil.Logger(t))
}

// createdNames is an index of the projects a lagChain created.
type createdNames struct{ m sync.Map }

func (n *createdNames) ProjectName(_ context.Context, id *big.Int) (string, bool, error) {
	v, ok := n.m.Load(id.String())
	if !ok {
		return "", false, nil
	}
	return v.(string), true, nil
}

// create registers a project owned by owner, paid as the worker pays,
// and returns its id once mined: one block.
func (c *lagChain) create(t *testing.T, owner *ecdsa.PrivateKey, name string) *big.Int {
	t.Helper()
	d := c.dev.Deployment
	pay := deploytest.SignTransferWithAuthorization(t, big.NewInt(int64(c.dev.ChainID())), owner, d.Treasury, big.NewInt(100_000), 0,
		uint64(time.Now().Add(time.Hour).Unix()), crypto.Keccak256Hash([]byte(name)))
	c.mustSucceed(t, c.dev.Settlers[0], d.Treasury, treasury.NewInkdTreasury().PackCreateProjectPaid(pay, big.NewInt(0), treasury.InkdRegistryProjectInput{Name: name, IsPublic: true, License: "MIT"}))
	n, err := chain.NewRegistryReader(c.eth, d.Registry).ProjectCount(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	c.names.m.Store(n.String(), name)
	return n
}

func (c *lagChain) mustSucceed(t *testing.T, key *ecdsa.PrivateKey, to common.Address, data []byte) {
	t.Helper()
	if rcpt := testutil.SendCall(t, c.eth, key, to, data); rcpt.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("transaction %s reverted", rcpt.TxHash)
	}
}

// The API's push checks read the registry through the provider pool. A
// preferred provider that trails the chain by one block, well within the
// lag the pool trusts (MaxLag 3), lacks the project created, and the
// collaborator added, in the last block; a refusal of project_not_found or
// not_owner_or_collaborator from it alone would turn away an owner who
// holds the create's 201. The refusal is confirmed at the newest head, so
// the pushes get their 201; pushes that truly cannot succeed are still
// refused with the spec's error, and a push whose checks pass on the first
// read asks no provider for its head.
func TestPushChecksConfirmAbsenceAtTheNewestHead(t *testing.T) {
	c := newLagChain(t)
	r := newTunedPayRig(t, 0, func(_ *Config, d *Deps) {
		c.onChain(t, &d.Writes)
	})
	r.startWorker(t)
	owner, collaborator := devkeys.Key(2), devkeys.Key(3)
	const body = `{"storageHash":"ar://lagAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA","versionTag":"v1"}`

	id := c.create(t, owner, "lag-owner")
	c.a.SetLag(1)
	path := "/v1/projects/" + id.String() + "/versions"
	p := r.payer(2, t.Name()+"/owner")
	r.succeedsOnce(t, p, path, body, r.pushTerms(t, p, path, body))

	c.a.SetLag(0)
	c.mustSucceed(t, owner, c.dev.Deployment.Registry, registry.NewInkdRegistry().PackAddCollaborator("lag-owner", crypto.PubkeyToAddress(collaborator.PublicKey)))
	c.a.SetLag(1)
	p = r.payer(3, t.Name()+"/collaborator")
	r.succeedsOnce(t, p, path, body, r.pushTerms(t, p, path, body))

	c.a.SetLag(0)
	multiID := c.create(t, owner, "lag-batch")
	c.a.SetLag(1)
	multi := "/v1/projects/" + multiID.String() + "/versions/batch"
	p = r.payer(2, t.Name()+"/batch")
	r.succeedsOnce(t, p, multi, `{"versions":[`+body+`]}`, r.pushTerms(t, p, multi, `{"versions":[`+body+`]}`))

	c.a.SetLag(0)
	heads := c.a.Calls("eth_blockNumber") + c.b.Calls("eth_blockNumber")
	p = r.payer(2, t.Name()+"/present")
	r.succeedsOnce(t, p, path, body, r.pushTerms(t, p, path, body))
	if n := c.a.Calls("eth_blockNumber") + c.b.Calls("eth_blockNumber") - heads; n != 0 {
		t.Errorf("a push whose checks passed asked for heads %d times, want none", n)
	}

	c.a.SetLag(1)
	p = r.payer(4, t.Name()+"/stranger")
	header := r.pushTerms(t, p, path, body)
	wantError(t, p.send(t, path, body, header), http.StatusForbidden, wire.CodeNotOwner)
	r.nothingQueued(t, p)

	missing := "/v1/projects/" + new(big.Int).Add(multiID, big.NewInt(1)).String() + "/versions"
	p = r.payer(5, t.Name()+"/missing")
	wantError(t, p.send(t, missing, body, ""), http.StatusNotFound, wire.CodeProjectNotFound)
	wantError(t, p.send(t, missing+"/batch", `{"versions":[`+body+`]}`, ""), http.StatusNotFound, wire.CodeProjectNotFound)
	r.nothingQueued(t, p)
}

// pushTerms is payer.terms failing with the answer when the push is
// refused instead of offered its 402.
func (r *payRig) pushTerms(t *testing.T, p *payer, path, body string) string {
	t.Helper()
	if resp := p.send(t, path, body, ""); resp.Status != http.StatusPaymentRequired {
		t.Fatalf("push %s by %s before payment = %d %s, want 402", path, p.Address().Hex(), resp.Status, resp.Body)
	}
	header, _ := p.terms(t, path, body)
	return header
}

var _ payment.FreshBalances = (*chain.USDCState)(nil)

// A payer funded in the last block, checked at a preferred provider one
// block behind (within the lag the pool trusts), holds nothing there, and
// its first paid write was refused payment_invalid ("holds 0 USDC"). The
// balance too low is read again at the newest head, so the write gets its
// 201; a payer that truly holds too little is still refused.
func TestPaymentCheckConfirmsALowBalanceAtTheNewestHead(t *testing.T) {
	c := newLagChain(t)
	d := c.dev.Deployment
	r := newTunedPayRig(t, 0, func(_ *Config, deps *Deps) {
		checker, err := payment.NewChecker(payment.CheckerConfig{}, chain.NewUSDCState(c.pool, d.USDC), payment.WithSpends(deps.Writes.Spends))
		if err != nil {
			t.Fatal(err)
		}
		c.onChain(t, &deps.Writes)
		deps.Writes.Checker = checker
	})
	r.startWorker(t)
	funded, broke := r.keyPayer(t, "lag-funded"), r.keyPayer(t, "lag-broke")
	c.mustSucceed(t, devkeys.Key(5), d.USDC, devusdc.NewDevUSDC().PackTransfer(funded.Address(), big.NewInt(1_000_000)))
	c.a.SetLag(1)

	const body = `{"name":"lag-funded"}`
	header, _ := funded.terms(t, "/v1/projects", body)
	r.succeedsOnce(t, funded, "/v1/projects", body, header)

	header, _ = broke.terms(t, "/v1/projects", `{"name":"lag-broke"}`)
	wantError(t, broke.send(t, "/v1/projects", `{"name":"lag-broke"}`, header), http.StatusForbidden, wire.CodePaymentInvalid)
	r.nothingQueued(t, broke)
}

// keyPayer is r.payer for a wallet of its own, derived from label, that
// holds no USDC until the test funds it.
func (r *payRig) keyPayer(t *testing.T, label string) *payer {
	t.Helper()
	key, err := crypto.ToECDSA(crypto.Keccak256([]byte("inkd api lag payer " + label)))
	if err != nil {
		t.Fatal(err)
	}
	p := r.payer(0, label)
	p.Client = payclient.New(key, payclient.V1)
	p.HTTP = &http.Client{Transport: appTransport{r.srv}}
	p.Now = func() time.Time { return time.Unix(1_800_000_000, 0) }
	p.Nonce = func() [32]byte { return p.nonce }
	return p
}
