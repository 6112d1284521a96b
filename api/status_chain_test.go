package api

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/devchain"
	"github.com/inkd/inkd/internal/testutil"
)

// TestStatusChainDown reads GET /v1/status through a fault proxy in front
// of a real development chain with the contracts deployed: with the chain
// up the report is ok with the figures; with the proxy down (connections
// refused, as a dead provider) the figures the server cannot know are
// null, never the false zeros it used to answer (deployed:false,
// projectCount:"0"), and problems says why ok is false.
func TestStatusChainDown(t *testing.T) {
	testutil.SkipIfShort(t, "starts a development chain")
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	dev, err := devchain.StartWithContracts(ctx, devchain.Config{ListenAddr: "127.0.0.1:0", BlockPeriod: time.Second}, testutil.Logger(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = dev.Close() })
	u, err := url.Parse(dev.HTTPURL())
	if err != nil {
		t.Fatal(err)
	}
	proxy := testutil.NewProxy(t, u.Host)
	client, err := ethclient.DialContext(ctx, "http://"+proxy.Addr())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(client.Close)
	d := dev.Deployment
	reader := chain.NewStatusReader(client, d.Addresses)
	s := newTestServer(t, Config{RPCURL: "http://" + proxy.Addr(), StatusCacheTTL: -1}, Deps{Chain: reader})
	contracts := func(deployed any) map[string]any {
		return map[string]any{"registry": d.Registry.Hex(), "treasury": d.Treasury.Hex(), "deployed": deployed}
	}

	_, up := do(t, s, httptest.NewRequest(http.MethodGet, "/v1/status", nil))
	wantUp := map[string]any{
		"ok": true, "network": "base", "rpcUrl": "http://" + proxy.Addr(), "rpcReachable": true,
		"contracts": contracts(true),
		"protocol":  map[string]any{"projectCount": "0", "totalSupply": "1000000000.0000 INKD"},
	}
	if diff := cmp.Diff(wantUp, up); diff != "" {
		t.Errorf("status with the chain up (-want +got):\n%s", diff)
	}

	proxy.Down()
	resp, down := do(t, s, httptest.NewRequest(http.MethodGet, "/v1/status", nil))
	if resp.StatusCode != http.StatusOK {
		t.Errorf("status with the chain down answered %d, want 200 (the report always answers)", resp.StatusCode)
	}
	wantDown := map[string]any{
		"ok": false, "network": "base", "rpcUrl": "http://" + proxy.Addr(), "rpcReachable": false,
		"contracts": contracts(nil),
		"protocol":  map[string]any{"projectCount": nil, "totalSupply": nil},
		"problems":  []any{problemUnreachable},
	}
	if diff := cmp.Diff(wantDown, down); diff != "" {
		t.Errorf("status with the chain down (-want +got):\n%s", diff)
	}

	proxy.Up()
	if _, again := do(t, s, httptest.NewRequest(http.MethodGet, "/v1/status", nil)); !cmp.Equal(wantUp, again) {
		t.Errorf("status after the chain came back: %v, want %v", again, wantUp)
	}
}
