package e2e

import (
	"context"
	"io"
	"math/big"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/storage"
)

// uploadLine is the client's line for a file it uploaded.
var uploadLine = regexp.MustCompile(`(?m)^uploaded `)

// countingDriver is the real storage driver, counting the data items it
// is given.
type countingDriver struct {
	storage.Driver
	puts *atomic.Int64
}

func (d countingDriver) Put(ctx context.Context, id string, item io.ReaderAt, size int64) error {
	d.puts.Add(1)
	return d.Driver.Put(ctx, id, item, size)
}

// Issue 29, checks before storage: `inkd version push`, `inkd publish`
// and `inkd project create --readme FILE` run every check of the write
// before the first byte is uploaded (a taken name too): an
// unknown project, a wallet that is neither owner nor collaborator, a tag
// that names other content, a balance below the fee and a fee above
// --max-fee each end the command with its exit code and the API's reason,
// and the storage driver is given no data item. None of them mentions a
// saved payment: none was signed.
func TestCmdChecksBeforeStorage(t *testing.T) {
	testutil.SkipIfShort(t, "a paying stack")
	inkdBin(t)
	var puts atomic.Int64
	s := startStack(t, stackOptions{wrapDriver: func(d storage.Driver) storage.Driver { return countingDriver{Driver: d, puts: &puts} }})
	keys := s.newPayers(t, 3, big.NewInt(100_000_000))
	broke := s.newPayers(t, 1, big.NewInt(150_000))[0] // 0.15 USDC: its project's fee, then 0.05
	dir := t.TempDir()
	envOf := func(i int) []string {
		return clientEnv(s, keys[i], filepath.Join(dir, "state", "k"+string(rune('0'+i))+".json"))
	}
	owner, stranger := envOf(0), envOf(1)
	id := mustCreate(t, owner, "checked").Result["projectId"]
	brokeEnv := clientEnv(s, broke, filepath.Join(dir, "state", "broke.json"))
	brokeID := mustCreate(t, brokeEnv, "broke-tool").Result["projectId"]
	file := func(name, content string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	v1, other := file("tool-1.0.0.txt", "tool 1.0.0\n"), file("tool-1.1.0.txt", "tool 1.1.0\n")
	if res := runInkd(t, clientBound, owner, "version", "push", id, v1, "--tag", "v1.0.0", "--yes"); res.code != 0 {
		t.Fatalf("first push exited %d: %s", res.code, res.stderr)
	}
	release := filepath.Join(dir, "release")
	if err := os.Mkdir(release, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(release, "pkg-1.txt"), []byte("pkg 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		env  []string
		args []string
		exit int
		want string
	}{
		{"unknown project", owner, []string{"version", "push", "999", other, "--tag", "v2"}, exitRefusedCode, "project_not_found"},
		{"not owner nor collaborator", stranger, []string{"version", "push", id, other, "--tag", "v2"}, exitRefusedCode, "not_owner_or_collaborator"},
		{"tag names other content", owner, []string{"version", "push", id, other, "--tag", "v1.0.0"}, exitRefusedCode, "tag_taken"},
		{"balance below the fee", brokeEnv, []string{"version", "push", brokeID, other, "--tag", "v1"}, exitPaymentCode, "payment_invalid"},
		{"fee above --max-fee", owner, []string{"version", "push", id, other, "--tag", "v2", "--max-fee", "0.05"}, exitPaymentCode, "above --max-fee"},
		{"create with a README: name taken", stranger, []string{"project", "create", "checked", "--readme", other}, exitRefusedCode, "name_taken"},
		{"create with a README: balance below the fee", brokeEnv, []string{"project", "create", "broke-again", "--readme", other}, exitPaymentCode, "payment_invalid"},
		{"publish: unknown project", owner, []string{"publish", release, "--project", "999"}, exitRefusedCode, "project_not_found"},
		{"publish: not owner nor collaborator", stranger, []string{"publish", release, "--project", id}, exitRefusedCode, "not_owner_or_collaborator"},
		{"publish: balance below the fee", brokeEnv, []string{"publish", release, "--project", brokeID}, exitPaymentCode, "payment_invalid"},
		{"publish: fee above --max-fee", owner, []string{"publish", release, "--project", id, "--max-fee", "0.05"}, exitPaymentCode, "above --max-fee"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			before := puts.Load()
			res := runInkd(t, clientBound, tc.env, append(tc.args, "--yes")...)
			if res.code != tc.exit || !strings.Contains(res.stdout+res.stderr, tc.want) {
				t.Errorf("exited %d, want %d with %q: %s %s", res.code, tc.exit, tc.want, res.stdout, res.stderr)
			}
			if n := puts.Load() - before; n != 0 {
				t.Errorf("the storage driver was given %d data items", n)
			}
			if uploadLine.MatchString(res.stderr) || strings.Contains(res.stdout+res.stderr, "payment signed") {
				t.Errorf("output speaks of an upload or a saved payment: %s %s", res.stdout, res.stderr)
			}
		})
	}
}
