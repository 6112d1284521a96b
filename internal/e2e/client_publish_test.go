package e2e

import (
	"encoding/json"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/api/client"
	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/internal/testutil"
)

// publishFiles is how many versions the publish test releases.
const publishFiles = 300

// `inkd publish` of a directory with concurrency 8, SIGKILLed once some
// versions landed, then run again: every file becomes exactly one version,
// the summary accounts for all of them, and the payer's USDC drops by
// exactly the create fee and one push fee per file, as the dry run priced.
func TestCmdPublishKilledThenRerun(t *testing.T) {
	testutil.SkipIfShort(t, "publishes 300 paid versions")
	inkdBin(t)
	s := startStack(t, stackOptions{blockPeriod: time.Second})
	key := s.newPayers(t, 1, big.NewInt(100_000_000))[0]
	payer := crypto.PubkeyToAddress(key.PublicKey)
	dir := t.TempDir()
	env := clientEnv(s, key, filepath.Join(dir, "state.json"))
	before := s.usdc(t, payer)

	created := mustCreate(t, env, "bulk")
	id := created.Result["projectId"]
	builds := filepath.Join(dir, "builds")
	if err := os.Mkdir(builds, 0o755); err != nil {
		t.Fatal(err)
	}
	wantTags := map[string]bool{}
	for i := 0; i < publishFiles; i++ {
		tag := fmt.Sprintf("build-%03d", i)
		wantTags[tag] = true
		if err := os.WriteFile(filepath.Join(builds, tag+".bin"), []byte("artifact "+tag+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}

	res := runInkd(t, clientBound, env, "publish", builds, "--project", "bulk", "--dry-run", "--json")
	var plan struct{ Total string }
	if err := json.Unmarshal([]byte(res.stdout), &plan); res.code != 0 || err != nil {
		t.Fatalf("dry run exited %d (%v): %s %s", res.code, err, res.stdout, res.stderr)
	}
	wantTotal := new(big.Int).Mul(big.NewInt(publishFiles), big.NewInt(100_000))
	if plan.Total != wantTotal.String() {
		t.Errorf("dry run total %s, want %s", plan.Total, wantTotal)
	}
	if s.usdc(t, payer).Cmp(new(big.Int).Sub(before, feeOf(t, created))) != 0 {
		t.Error("the dry run moved USDC")
	}

	args := []string{"publish", builds, "--project", id, "--concurrency", "8"}
	first := startInkd(t, env, args...)
	deadline := time.After(clientBound)
	for strings.Count(first.stdout.String(), "landed ") < 10 {
		select {
		case <-first.exited:
			t.Fatalf("publish ended (%v) before it was killed:\n%s\n%s", first.waitErr, first.stdout, first.stderr)
		case <-deadline:
			t.Fatalf("fewer than 10 versions landed within %v:\n%s", clientBound, first.stdout)
		case <-time.After(20 * time.Millisecond):
		}
	}
	if err := first.cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	<-first.exited
	t.Logf("killed after %d versions were reported", strings.Count(first.stdout.String(), "landed "))

	res = runInkd(t, clientBound, env, append(args, "--json")...)
	var sum struct {
		OK                      bool
		Landed, Already, Failed int
		Paid                    string
		Transactions            int
		Seconds                 float64
	}
	if err := json.Unmarshal([]byte(res.stdout), &sum); res.code != 0 || err != nil || !sum.OK {
		t.Fatalf("re-run exited %d (%v): %s %s", res.code, err, res.stdout, res.stderr)
	}
	t.Logf("re-run: %+v", sum)
	if sum.Landed+sum.Already != publishFiles || sum.Failed != 0 || sum.Already == 0 {
		t.Errorf("re-run summary %+v: want %d versions, some already there, none failed", sum, publishFiles)
	}

	res = runInkd(t, clientBound, env, "version", "list", id, "--json")
	var versions client.VersionList
	if err := json.Unmarshal([]byte(res.stdout), &versions); err != nil {
		t.Fatal(err)
	}
	got := map[string]bool{}
	for _, v := range versions.Data {
		if got[v.VersionTag] {
			t.Errorf("tag %s landed twice", v.VersionTag)
		}
		got[v.VersionTag] = true
	}
	if diff := cmp.Diff(wantTags, got); diff != "" || len(versions.Data) != publishFiles {
		t.Errorf("%d versions; tags (-want +got):\n%s", len(versions.Data), diff)
	}
	want := new(big.Int).Add(feeOf(t, created), wantTotal)
	if paid := new(big.Int).Sub(before, s.usdc(t, payer)); paid.Cmp(want) != 0 {
		t.Errorf("payer paid %s, want create + %d pushes = %s", paid, publishFiles, want)
	}
}

// `inkd collaborator add` (the owner's own transaction on --rpc-url) lets
// the collaborator push; `remove` takes it back: the next push exits 3
// not_owner_or_collaborator and charges nothing. A non-owner's add is
// refused before anything is sent (exit 3, the registry's error name).
func TestCmdCollaborators(t *testing.T) {
	testutil.SkipIfShort(t, "a paying stack")
	inkdBin(t)
	s := startStack(t, stackOptions{blockPeriod: time.Second})
	// The owner pays gas for its own transactions: a development account
	// (ETH and USDC); the collaborator only needs USDC.
	ownerKey, collabKey := devkeys.Key(3), s.newPayers(t, 1, big.NewInt(10_000_000))[0]
	collab := crypto.PubkeyToAddress(collabKey.PublicKey).Hex()
	dir := t.TempDir()
	ownerEnv := append(clientEnv(s, ownerKey, filepath.Join(dir, "owner.json")), "INKD_RPC_URL="+s.RPCURL)
	collabEnv := append(clientEnv(s, collabKey, filepath.Join(dir, "collab.json")), "INKD_RPC_URL="+s.RPCURL)

	id := mustCreate(t, ownerEnv, "shared").Result["projectId"]
	res := runInkd(t, clientBound, ownerEnv, "upload", "--json", writeTemp(t, dir, "a.txt", "shared a\n"))
	var up wire.UploadResult
	if err := json.Unmarshal([]byte(res.stdout), &up); err != nil {
		t.Fatalf("upload: %v %s %s", err, res.stdout, res.stderr)
	}
	push := func(tag string) result {
		return runInkd(t, clientBound, collabEnv, "version", "push", id, "--hash", up.StorageHash, "--tag", tag, "--json")
	}

	if res := runInkd(t, clientBound, collabEnv, "collaborator", "add", id, collab); res.code != exitRefusedCode || !strings.Contains(res.stderr, "NotProjectOwner") {
		t.Errorf("a non-owner's add exited %d: %s", res.code, res.stderr)
	}
	if res := runInkd(t, clientBound, ownerEnv, "collaborator", "add", id, collab); res.code != 0 || !strings.Contains(res.stderr, "gas ") {
		t.Fatalf("collaborator add exited %d: %s %s", res.code, res.stdout, res.stderr)
	}
	before := s.usdc(t, common.HexToAddress(collab))
	res = push("by-collaborator")
	if res.code != 0 {
		t.Fatalf("the collaborator's push exited %d: %s", res.code, res.stderr)
	}
	fee := feeOf(t, decodeDoc(t, res))
	if res := runInkd(t, clientBound, ownerEnv, "collaborator", "remove", id, collab, "--json"); res.code != 0 {
		t.Fatalf("collaborator remove exited %d: %s", res.code, res.stderr)
	}
	res = push("after-removal")
	if res.code != exitRefusedCode || !strings.Contains(res.stderr, "not_owner_or_collaborator") {
		t.Errorf("push after removal exited %d, want %d not_owner_or_collaborator: %s", res.code, exitRefusedCode, res.stderr)
	}
	if paid := new(big.Int).Sub(before, s.usdc(t, common.HexToAddress(collab))); paid.Cmp(fee) != 0 {
		t.Errorf("the collaborator paid %s, want one push fee %s", paid, fee)
	}
}

func writeTemp(t *testing.T, dir, name, content string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}
