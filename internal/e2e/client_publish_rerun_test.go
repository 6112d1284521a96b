package e2e

import (
	"encoding/json"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/inkd/inkd/api/client"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/storage"
)

// Issue 29, the CI runner's case: `inkd publish` lands a release of 50
// files in multi-pushes, then runs again from a machine that kept nothing (no
// state file, no record of its uploads), with another --batch-size.
// Before, the second run paid for every version again and landed each tag
// twice. Now the client asks the registry first: each tag names a version
// whose sha256 is the file's, so all 50 are reported `already`; nothing is
// uploaded (the storage driver is given no data item), signed or paid, and
// no version is added (the API records each push's sha256 and returns it
// in the version records).
func TestCmdPublishRerunWithoutStatePaysNothing(t *testing.T) {
	testutil.SkipIfShort(t, "a paying stack")
	inkdBin(t)
	var puts atomic.Int64
	s := startStack(t, stackOptions{blockPeriod: time.Second, wrapDriver: func(d storage.Driver) storage.Driver { return countingDriver{Driver: d, puts: &puts} }})
	key := s.newPayers(t, 1, big.NewInt(100_000_000))[0]
	payer := crypto.PubkeyToAddress(key.PublicKey)
	dir := t.TempDir()
	state := filepath.Join(dir, "state.json")
	env := clientEnv(s, key, state)
	id := mustCreate(t, env, "rerun").Result["projectId"]
	builds := filepath.Join(dir, "builds")
	if err := os.Mkdir(builds, 0o755); err != nil {
		t.Fatal(err)
	}
	const files = 50
	for i := range files {
		tag := fmt.Sprintf("pkg-%02d", i)
		if err := os.WriteFile(filepath.Join(builds, tag+".txt"), []byte("release "+tag+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	type summary struct {
		OK                      bool
		Landed, Already, Failed int
		Paid                    string
	}
	publish := func(size string) summary {
		t.Helper()
		res := runInkd(t, clientBound, env, "publish", builds, "--project", id, "--batch-size", size, "--yes", "--json")
		var sum summary
		if err := json.Unmarshal([]byte(res.stdout), &sum); res.code != 0 || err != nil || !sum.OK {
			t.Fatalf("publish --batch-size %s exited %d (%v): %s %s", size, res.code, err, res.stdout, res.stderr)
		}
		return sum
	}
	if first := publish("10"); first.Landed != files || first.Failed != 0 {
		t.Fatalf("first run %+v, want %d landed", first, files)
	}
	// The runner keeps nothing: neither the payments nor the uploads.
	for _, f := range []string{state, state + ".uploads"} {
		if err := os.Remove(f); err != nil {
			t.Fatal(err)
		}
	}
	before, stored := s.usdc(t, payer), puts.Load()
	again := publish("7")
	if again.Already != files || again.Landed != 0 || again.Failed != 0 || again.Paid != "0" {
		t.Errorf("run without state %+v, want %d already and nothing paid", again, files)
	}
	if after := s.usdc(t, payer); after.Cmp(before) != 0 {
		t.Errorf("the run without state moved %s USDC", new(big.Int).Sub(before, after))
	}
	if n := puts.Load() - stored; n != 0 {
		t.Errorf("the run without state stored %d data items", n)
	}
	res := runInkd(t, clientBound, env, "version", "list", id, "--json")
	var versions client.VersionList
	if err := json.Unmarshal([]byte(res.stdout), &versions); err != nil {
		t.Fatal(err)
	}
	if len(versions.Data) != files {
		t.Errorf("%d versions on chain, want %d: a tag landed twice", len(versions.Data), files)
	}
}
