package e2e

import (
	"crypto/ecdsa"
	"encoding/json"
	"fmt"
	"math/big"
	"os"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/inkd/inkd/chain/bindings/registry"
	"github.com/inkd/inkd/chain/rpcpool"
	"github.com/inkd/inkd/internal/payclient"
)

// Knobs of BenchmarkPaidPushes and BenchmarkMultiPushes, besides
// INKD_BENCH_DURATION, INKD_BENCH_RPC_IDLE_CONNS and
// INKD_BENCH_BATCH_MAX_ITEMS, which they share with BenchmarkPaidWrites.
const (
	// benchPushPayersEnv is how many payers push at once; default 640.
	benchPushPayersEnv = "INKD_BENCH_PUSH_PAYERS"
	// benchPublishersEnv is how many publishers send multi-pushes at
	// once; default 16.
	benchPublishersEnv = "INKD_BENCH_PUBLISHERS"
	// benchMultiPushVersionsEnv is the versions of one multi-push; default
	// 256, the API's BATCH_MAX_VERSIONS.
	benchMultiPushVersionsEnv = "INKD_BENCH_BATCH_VERSIONS"
)

// BenchmarkPaidPushes measures confirmed single paid pushes (POST
// /v1/projects/:id/versions) in a closed loop, on the stack and with the
// figures of BenchmarkPaidWrites: INKD_BENCH_PUSH_PAYERS (default 640)
// distinct payers, each pushing versions with unique tags to a project it
// created in the set-up, for INKD_BENCH_DURATION. A 201 counts only when
// its transaction logged the version it names (project id, version index,
// tag, pusher): 201_unmined and wrong_ids must be 0.
//
//	INKD_BENCH_DURATION=20s go test -run '^$' -bench PaidPushes -benchtime 1x ./internal/e2e/
func BenchmarkPaidPushes(b *testing.B) {
	n := envInt(b, benchPushPayersEnv, 640)
	benchPushes(b, "single pushes", n, 1, func(ids []string) benchWrite { return pushWrites(ids) })
}

// BenchmarkMultiPushes measures confirmed multi-pushes (POST
// /v1/projects/:id/versions/batch) in a closed loop: INKD_BENCH_PUBLISHERS
// (default 16) publishers, each sending multi-pushes of
// INKD_BENCH_BATCH_VERSIONS (default 256) versions to a project it created
// in the set-up. Writes are versions: writes/s is versions per second,
// gas/write the gas of a version; latency is per multi-push. Every version a
// 201 names must be logged by its transaction.
//
//	INKD_BENCH_DURATION=20s go test -run '^$' -bench MultiPushes -benchtime 1x ./internal/e2e/
func BenchmarkMultiPushes(b *testing.B) {
	n := envInt(b, benchPublishersEnv, 16)
	versions := envInt(b, benchMultiPushVersionsEnv, 256)
	benchPushes(b, fmt.Sprintf("batch pushes of %d versions", versions), n, versions, func(ids []string) benchWrite {
		return multiPushWrites(ids, versions)
	})
}

// benchPushes runs n payers, each with a project of its own, sending the
// pushes kind builds for their project ids.
func benchPushes(b *testing.B, what string, n, perRequest int, kind func(ids []string) benchWrite) {
	duration := envDuration(b, benchDurationEnv, defaultBenchDuration)
	idle := envInt(b, benchRPCIdleConnsEnv, rpcpool.DefaultIdleConns)
	fmt.Printf("%s: %d payers, %s=%s, %s=%d, BATCH_MAX_ITEMS %q\n", what, n, benchDurationEnv, duration, benchRPCIdleConnsEnv, idle, envOr(benchBatchItemsEnv))
	fmt.Println(machineLine())
	fmt.Println(benchHeader)
	b.Run(fmt.Sprintf("payers=%d", n), func(b *testing.B) {
		s := benchStack(b, idle)
		// Enough for the run at the 0.10 USDC minimum a version.
		keys := s.newPayers(b, n, big.NewInt(benchFunds*int64(perRequest)))
		r := runClosedLoop(b, s, keys, kind(ownProjects(b, s, keys)), duration)
		r.report(b)
	})
	fmt.Println("after the run:", machineLine())
}

// envOr is env's value, or "default" when unset.
func envOr(env string) string {
	if v := os.Getenv(env); v != "" {
		return v
	}
	return "default"
}

// ownProjects creates one project for each payer, all at once through the
// API, and returns their ids in the payers' order.
func ownProjects(b *testing.B, s *stack, keys []*ecdsa.PrivateKey) []string {
	clients := make([]*payclient.Client, len(keys))
	for p, k := range keys {
		clients[p] = payclient.New(k, payclient.V2)
	}
	out, errs := payAll(s.APIURL, clients, func(p int) (string, string) {
		return "/v1/projects", fmt.Sprintf(`{"name":"bench-push-%d"}`, p)
	})
	mustAll(b, "project", errs)
	ids := make([]string, len(keys))
	for p, o := range out {
		ids[p] = fmt.Sprint(o["projectId"])
	}
	return ids
}

// storageHash is a well-formed Arweave id unique to (p, i, v): 43
// characters of base64url ending in one that encodes the last 2 bits of
// a 32-byte id.
func storageHash(p, i, v int) string { return fmt.Sprintf("ar://bench%012d%012d%013dA", p, i, v) }

// versionPushed is the landed check of pushes: the pusher of a
// VersionPushed log and its key (project, index, tag).
func versionPushed() func(l *types.Log) (common.Address, string, bool) {
	reg := registry.NewInkdRegistry()
	return func(l *types.Log) (common.Address, string, bool) {
		ev, err := reg.UnpackVersionPushedEvent(l)
		if err != nil {
			return common.Address{}, "", false
		}
		return ev.PushedBy, claimKey(ev.ProjectId, "/", ev.VersionIndex, "/", ev.VersionTag), true
	}
}

// pushWrites are single pushes: payer p pushes to ids[p].
func pushWrites(ids []string) benchWrite {
	return benchWrite{
		perRequest: 1,
		request: func(p, i int) (string, string) {
			return "/v1/projects/" + ids[p] + "/versions", fmt.Sprintf(`{"storageHash":%q,"versionTag":"v%d"}`, storageHash(p, i, 0), i)
		},
		claims: func(body []byte) ([]string, error) {
			var res struct{ ProjectID, VersionIndex, VersionTag string }
			err := json.Unmarshal(body, &res)
			return []string{claimKey(res.ProjectID, "/", res.VersionIndex, "/", res.VersionTag)}, err
		},
		landed: versionPushed(),
	}
}

// multiPushWrites are multi-pushes of n versions: payer p pushes to
// ids[p].
func multiPushWrites(ids []string, n int) benchWrite {
	return benchWrite{
		perRequest: n,
		request: func(p, i int) (string, string) {
			vs := make([]map[string]string, n)
			for v := range vs {
				vs[v] = map[string]string{"storageHash": storageHash(p, i, v), "versionTag": fmt.Sprintf("v%d.%d", i, v)}
			}
			body, _ := json.Marshal(map[string]any{"versions": vs})
			return "/v1/projects/" + ids[p] + "/versions/batch", string(body)
		},
		claims: func(body []byte) ([]string, error) {
			var res struct {
				ProjectID string
				Versions  []struct{ VersionIndex, VersionTag string }
			}
			err := json.Unmarshal(body, &res)
			if err == nil && len(res.Versions) != n {
				err = fmt.Errorf("%d versions answered, want %d", len(res.Versions), n)
			}
			out := make([]string, len(res.Versions))
			for i, v := range res.Versions {
				out[i] = claimKey(res.ProjectID, "/", v.VersionIndex, "/", v.VersionTag)
			}
			return out, err
		},
		landed: versionPushed(),
	}
}
