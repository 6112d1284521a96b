package explorer_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/gofiber/fiber/v2"

	"github.com/inkd/inkd/api"
	"github.com/inkd/inkd/api/explorer"
	"github.com/inkd/inkd/chain/readmodel"
	"github.com/inkd/inkd/internal/testutil"
)

const leaseToken = "explorer-test"

// The hostile strings of the fixture: each would run script, load an
// image or make a javascript: link if printed unescaped.
const (
	hostileName        = `<script>document.title="pwned-name"</script>`
	hostileDescription = `"><img src=x onerror="window.pwned=1"><script>window.pwned=2;document.title="pwned"</script>`
	hostileChangelog   = `</pre><script>window.pwned=3</script><a href="javascript:alert(1)">x</a>`
	hostileEndpoint    = `javascript:window.pwned=4`
	hostileTag         = `v2<svg onload="window.pwned=5">`
)

// registry is a read model on a real redis-server, filled by the test
// block by block as the indexer fills it, with the hub that feeds the
// event stream. Projects: 1 "alpha" (public, 3 versions of text content,
// collaborator 7 added, 8 added then removed), 2 "helper-bot" (an agent
// with an https endpoint), 3 the hostile project (an agent with a
// javascript: endpoint), then n "filler" projects for paging.
type registry struct {
	m     *readmodel.Model
	hub   *readmodel.Hub
	block uint64
	// content is what the gateway holds, by Arweave id.
	content memContent
}

func newRegistry(t *testing.T, fillers int) *registry {
	t.Helper()
	m, err := readmodel.New(readmodel.Config{Prefix: "explorer:"}, testutil.RedisClient(t))
	if err != nil {
		t.Fatal(err)
	}
	if ok, err := m.AcquireLease(context.Background(), leaseToken, 0); !ok || err != nil {
		t.Fatalf("lease: %v %v", ok, err)
	}
	r := &registry{m: m, hub: readmodel.NewHub(m, testutil.Logger(t)), block: 10, content: memContent{
		"alpha-0": {"hello\nworld\n", "text/plain"},
		"alpha-1": {"hello\nbrave new world\n", "text/plain"},
		"alpha-2": {"hello\nbrave new world\nagain\n", "text/markdown"},
		"evil-0":  {"<html><script>window.pwned=6</script></html>", "text/html"},
		"evil-1":  {"<html><script>window.pwned=7</script>!</html>", "text/html"},
	}}
	t.Cleanup(r.hub.Close)
	r.apply(t,
		created(0, 1, "alpha", "A small library for tests.", "", false),
		created(1, 2, "helper-bot", "An agent that helps.", "https://agents.example/helper", true),
		created(2, 3, hostileName, hostileDescription, hostileEndpoint, true),
	)
	r.apply(t,
		pushed(0, "1", 0, "ar://alpha-0", "v1.0.0", "first release"),
		pushed(1, "1", 1, "ar://alpha-1", "v1.1.0", "a brave change"),
		readmodel.Change{Kind: readmodel.KindCollaboratorAdded, LogIndex: 2, ProjectID: "1", Collaborator: addr(7)},
		readmodel.Change{Kind: readmodel.KindCollaboratorAdded, LogIndex: 3, ProjectID: "1", Collaborator: addr(8)},
		pushed(4, "3", 0, "ar://evil-0", "v1", "ok"),
		pushed(5, "3", 1, "ar://evil-1", hostileTag, hostileChangelog),
		readmodel.Change{Kind: readmodel.KindPayment, LogIndex: 6, Payer: addr(1), Nonce: common.Hash{1}, Amount: big.NewInt(1_500_000)},
	)
	r.apply(t,
		pushed(0, "1", 2, "ar://alpha-2", "v1.2.0", "again"),
		readmodel.Change{Kind: readmodel.KindCollaboratorRemoved, LogIndex: 1, ProjectID: "1", Collaborator: addr(8)},
	)
	var fill []readmodel.Change
	for i := range fillers {
		fill = append(fill, created(uint(i), 100+i, fmt.Sprintf("filler-%02d", i), "padding", "", false))
	}
	if len(fill) > 0 {
		r.apply(t, fill...)
	}
	return r
}

// apply records one block of changes, as the indexer does.
func (r *registry) apply(t testing.TB, changes ...readmodel.Change) {
	t.Helper()
	r.block++
	n := r.block
	for i := range changes {
		if p := changes[i].Project; p != nil {
			p.BlockNumber = n
		}
	}
	blk := readmodel.Block{Number: n, Hash: common.BigToHash(big.NewInt(int64(1_000_000 + n))), Time: 1_700_000_000 + n, Changes: changes}
	if _, err := r.m.ApplyBlock(context.Background(), blk, readmodel.Canonical(leaseToken)); err != nil {
		t.Fatal(err)
	}
}

func addr(i int) common.Address { return common.BigToAddress(big.NewInt(int64(0xabc000 + i))) }

func created(log uint, id int, name, desc, endpoint string, agent bool) readmodel.Change {
	return readmodel.Change{Kind: readmodel.KindProjectCreated, LogIndex: log, Project: &readmodel.Project{
		ID: fmt.Sprint(id), Name: name, Description: desc, License: "MIT", Owner: addr(id),
		IsPublic: true, IsAgent: agent, AgentEndpoint: endpoint, CreatedAt: 1_700_000_000 + uint64(id),
	}}
}

func pushed(log uint, pid string, idx uint64, hash, tag, changelog string) readmodel.Change {
	return readmodel.Change{Kind: readmodel.KindVersionPushed, LogIndex: log, Version: &readmodel.Version{
		ProjectID: pid, Index: idx, StorageHash: hash, VersionTag: tag, Changelog: changelog,
		PushedBy: addr(1), PushedAt: 1_700_000_100 + idx,
	}}
}

// memContent is the gateway's content by id.
type memContent map[string]struct{ data, ctype string }

func (m memContent) Fetch(_ context.Context, id string, limit int64) ([]byte, string, int64, error) {
	c, ok := m[id]
	if !ok {
		return nil, "", 0, errors.New("no such item")
	}
	data := []byte(c.data)
	size := int64(len(data))
	if int64(len(data)) > limit {
		data = data[:limit]
	}
	return data, c.ctype, size, nil
}

// server is the real API over the registry, its explorer mounted, with the
// content links going to gateway.
func (r *registry) server(t testing.TB, cfg api.Config) *api.Server {
	t.Helper()
	return r.serverWith(t, cfg, api.Deps{})
}

// serverWith is server with more parts in deps (its Reads, Log and Now
// are set here).
func (r *registry) serverWith(t testing.TB, cfg api.Config, deps api.Deps) *api.Server {
	t.Helper()
	if cfg.GatewayURL == "" {
		cfg.GatewayURL = "https://gateway.example"
	}
	if cfg.ReadsPerMinute == 0 {
		cfg.ReadsPerMinute = -1
	}
	deps.Log = testutil.Logger(t)
	deps.Now = func() time.Time { return time.Unix(1_800_000_000, 0) }
	deps.Reads = api.ReadDeps{Model: r.m, Events: r.hub, Content: r.content}
	s, err := api.New(cfg, deps)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// page GETs path from s with a browser's Accept header.
func page(t *testing.T, s *api.Server, path string) (*http.Response, string) {
	t.Helper()
	return get(t, s.App(), path)
}

func mustContain(t *testing.T, where, body string, wants ...string) {
	t.Helper()
	for _, w := range wants {
		if !strings.Contains(body, w) {
			t.Errorf("%s lacks %q", where, w)
		}
	}
}

func mustLack(t *testing.T, where, body string, unwanted ...string) {
	t.Helper()
	for _, u := range unwanted {
		if strings.Contains(body, u) {
			t.Errorf("%s holds %q", where, u)
		}
	}
}

// explorerApp serves the registry's explorer alone (no JSON API, no event
// stream) with cfg, reading each version's content fields as a record that
// carries them would: the digest, size and type of its content in the
// gateway.
func (r *registry) explorerApp(t testing.TB, cfg explorer.Config) *fiber.App {
	t.Helper()
	if cfg.GatewayURL == "" {
		cfg.GatewayURL = "https://gateway.example"
	}
	ex, err := explorer.New(cfg, explorer.Deps{Reader: r.m, Content: r.content, Log: testutil.Logger(t)})
	if err != nil {
		t.Fatal(err)
	}
	explorer.SetContentOf(ex, r.content.recordOf)
	return appOf(ex)
}

// appOf is a fiber app that serves ex's pages alone.
func appOf(ex *explorer.Explorer) *fiber.App {
	app := fiber.New(fiber.Config{DisableStartupMessage: true})
	ex.Register(app)
	return app
}

// recordOf is what a version's record says of its content in the gateway.
func (m memContent) recordOf(v readmodel.Version) explorer.VersionContent {
	c, ok := m[strings.TrimPrefix(v.StorageHash, "ar://")]
	if !ok {
		return explorer.VersionContent{Size: -1}
	}
	sum := sha256.Sum256([]byte(c.data))
	return explorer.VersionContent{Sha256: hex.EncodeToString(sum[:]), Size: int64(len(c.data)), Type: c.ctype}
}

// get GETs path from app with a browser's Accept header.
func get(t *testing.T, app *fiber.App, path string) (*http.Response, string) {
	t.Helper()
	req := httptest.NewRequest(http.MethodGet, path, nil)
	req.Header.Set("Accept", "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8")
	resp, err := app.Test(req, -1)
	if err != nil {
		t.Fatalf("GET %s: %v", path, err)
	}
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp, string(b)
}
