package e2e

import (
	"encoding/json"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/inkd/inkd/internal/testutil"
)

// `inkd publish` against an API that answers 202 (a 50 ms write wait): the
// multi-push is paid and accepted but not done, so every version is printed as
// pending with its job URL, none as failed, and the command exits 6 ("not
// all done yet"), not a failure code. Once the job finished, the same
// command lands them with the saved payment: the payer is charged one
// multi-push, once.
func TestCmdPublishPendingExits6(t *testing.T) {
	testutil.SkipIfShort(t, "a paying stack")
	inkdBin(t)
	s := startStack(t, stackOptions{blockPeriod: time.Second, writeWait: 50 * time.Millisecond})
	key := s.newPayers(t, 1, big.NewInt(10_000_000))[0]
	payer := crypto.PubkeyToAddress(key.PublicKey)
	dir := t.TempDir()
	env := clientEnv(s, key, filepath.Join(dir, "state.json"))
	id := mustCreate(t, env, "pending-release", "--wait").Result["projectId"]
	builds := filepath.Join(dir, "builds")
	if err := os.Mkdir(builds, 0o755); err != nil {
		t.Fatal(err)
	}
	for i := range 5 {
		if err := os.WriteFile(filepath.Join(builds, fmt.Sprintf("b%d.bin", i)), []byte(fmt.Sprintf("build %d\n", i)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	before := s.usdc(t, payer)

	type doc struct {
		Pending, Failed, Landed int
		ExitCode                int
		Items                   []map[string]any
	}
	run := func() (result, doc) {
		res := runInkd(t, clientBound, env, "publish", builds, "--project", id, "--yes", "--json")
		var d doc
		if err := json.Unmarshal([]byte(res.stdout), &d); err != nil {
			t.Fatalf("publish stdout is not one JSON document (%v): %q %s", err, res.stdout, res.stderr)
		}
		return res, d
	}
	res, d := run()
	if res.code != exitPendingCode || d.Pending != 5 || d.Failed != 0 || d.ExitCode != exitPendingCode {
		t.Fatalf("publish with a 50 ms write wait exited %d, %+v; want %d with 5 pending, none failed: %s", res.code, d, exitPendingCode, res.stderr)
	}
	jobURL, _ := d.Items[0]["jobUrl"].(string)
	for _, it := range d.Items {
		if it["status"] != "pending" || it["jobUrl"] != jobURL || !strings.Contains(jobURL, "/v1/jobs/pay_") {
			t.Fatalf("item %v; want pending with the batch's job URL", it)
		}
	}
	if line := lastLine(res.stderr); !strings.Contains(line, "5 versions still being confirmed") || strings.Contains(res.stderr, "goroutine ") {
		t.Fatalf("stderr %q", res.stderr)
	}
	jobID := jobURL[strings.LastIndex(jobURL, "/")+1:]
	if w := runInkd(t, clientBound, env, "job", jobID, "--wait"); w.code != 0 {
		t.Fatalf("job --wait exited %d: %s", w.code, w.stderr)
	}

	res, d = run()
	if res.code != 0 || d.Landed != 5 || d.Pending != 0 {
		t.Fatalf("re-run exited %d, %+v; want the 5 versions landed: %s", res.code, d, res.stderr)
	}
	if paid := new(big.Int).Sub(before, s.usdc(t, payer)); paid.Cmp(big.NewInt(5*100_000)) != 0 {
		t.Fatalf("payer charged %s, want one batch of 5 push fees", paid)
	}
}
