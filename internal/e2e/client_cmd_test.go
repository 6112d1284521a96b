package e2e

import (
	"crypto/ecdsa"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/keystore"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/go-cmp/cmp"
	"github.com/google/uuid"

	"github.com/inkd/inkd/api/client"
	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/internal/testutil"
)

// clientBound bounds one client command against a running stack.
const clientBound = 3 * time.Minute

// No secret reaches usage, help or error output: with every key variable
// set to a development key, -h, a bad flag, a missing argument and a bad
// value of every command print neither the key nor a garbled flag line
// (a backquoted phrase in a usage string becomes the flag's argument name).
func TestCmdNeverPrintsKeys(t *testing.T) {
	inkdBin(t)
	key := hexKey(4)
	env := cmdEnv("INKD_KEY="+key, "DEPLOYER_KEY="+key, "ADMIN_KEY="+key, "STORAGE_KEY="+key, "SIGNER_KEYS="+key+","+hexKey(5),
		"INKD_API=http://127.0.0.1:1", "REDIS_URL=redis://:"+key[2:]+"@127.0.0.1:1/0", "RPC_URL=http://127.0.0.1:1/"+key[2:])
	secrets := []string{strings.ToLower(key[2:]), strings.ToLower(hexKey(5)[2:])}
	commands := [][]string{
		{"dev"}, {"serve"}, {"worker"}, {"deploy"}, {"upload"}, {"create"}, {"push"},
		{"project", "create"}, {"project", "show"}, {"project", "list"}, {"project", "search"}, {"version", "push"}, {"version", "list"},
		{"watch"}, {"get"},
		{"status"}, {"quote"}, {"job"}, {"publish"}, {"collaborator", "add"}, {"collaborator", "remove"},
		{"admin", "pending"}, {"admin", "schedule"}, {"admin", "execute"}, {"admin", "cancel"},
	}
	for _, cmd := range commands {
		for _, tail := range [][]string{{"-h"}, {"--bogus"}, {"--key", "0xnotakey", "extra", "args", "here"}, {"--max-fee", "x"}} {
			args := append(append([]string{}, cmd...), tail...)
			t.Run(strings.Join(args, " "), func(t *testing.T) {
				res := runInkd(t, cmdFailBound, env, args...)
				out := strings.ToLower(res.stdout + res.stderr)
				for _, s := range secrets {
					if strings.Contains(out, s) {
						t.Errorf("inkd %s (exit %d) printed a key:\n%s%s", strings.Join(args, " "), res.code, res.stdout, res.stderr)
					}
				}
				for _, garbled := range []string{"-hash inkd", "-deployment inkd"} {
					if strings.Contains(res.stderr, garbled) {
						t.Errorf("inkd %s: garbled usage %q:\n%s", strings.Join(args, " "), garbled, res.stderr)
					}
				}
				if tail[0] == "--bogus" && res.code != exitUsageCode {
					t.Errorf("inkd %s exited %d, want %d", strings.Join(args, " "), res.code, exitUsageCode)
				}
			})
		}
	}
}

// exitUsageCode and the others are the client's documented exit codes.
const (
	exitUsageCode   = 2
	exitRefusedCode = 3
	exitNetworkCode = 4
	exitPaymentCode = 5
	exitPendingCode = 6
)

// execInkd is `inkd args…` with env, not started.
func execInkd(bin string, env []string, args ...string) *exec.Cmd {
	cmd := exec.Command(bin, args...)
	cmd.Env = env
	return cmd
}

// clientEnv is the environment of a client command paying with key and
// keeping its payments in state.
func clientEnv(s *stack, key *ecdsa.PrivateKey, state string) []string {
	return cmdEnv("INKD_API="+s.APIURL, fmt.Sprintf("INKD_KEY=0x%x", crypto.FromECDSA(key)), "INKD_STATE="+state)
}

// writeDoc is the --json document of a paid write.
type writeDoc struct {
	OK      bool              `json:"ok"`
	Result  map[string]string `json:"result"`
	Fee     string            `json:"fee"`
	JobID   string            `json:"jobId"`
	Resumed bool              `json:"resumed"`
	Error   string            `json:"error"`
}

func decodeDoc(t *testing.T, res result) writeDoc {
	t.Helper()
	var d writeDoc
	if err := json.Unmarshal([]byte(res.stdout), &d); err != nil {
		t.Fatalf("stdout is not one JSON document (%v): %q\nstderr: %s", err, res.stdout, res.stderr)
	}
	return d
}

// mustCreate runs `inkd project create args… --json` and returns its
// document, failing the test unless it exits 0.
func mustCreate(t *testing.T, env []string, args ...string) writeDoc {
	t.Helper()
	res := runInkd(t, clientBound, env, append(append([]string{"project", "create"}, args...), "--json")...)
	if res.code != 0 {
		t.Fatalf("project create %v exited %d: %s", args, res.code, res.stderr)
	}
	return decodeDoc(t, res)
}

func feeOf(t *testing.T, d writeDoc) *big.Int {
	t.Helper()
	f, ok := new(big.Int).SetString(d.Fee, 10)
	if !ok || f.Sign() <= 0 {
		t.Fatalf("fee %q in %+v", d.Fee, d)
	}
	return f
}

// savedJob waits until the state file holds a signed payment for a request
// whose path contains pathPart, and returns its job id.
func savedJob(t *testing.T, state, pathPart string, exited <-chan struct{}) string {
	t.Helper()
	deadline := time.After(clientBound)
	for {
		var doc struct {
			Intents map[string]client.Saved `json:"intents"`
		}
		if b, err := os.ReadFile(state); err == nil && json.Unmarshal(b, &doc) == nil {
			for _, s := range doc.Intents {
				if strings.Contains(s.Path, pathPart) && s.JobID != "" && s.Result == nil {
					return s.JobID
				}
			}
		}
		select {
		case <-exited:
			t.Fatal("the client exited before it saved a payment")
		case <-deadline:
			t.Fatal("no payment saved in the state file")
		case <-time.After(10 * time.Millisecond):
		}
	}
}

// jobState is the job's status as the API reports it, "" when unknown.
func jobState(t *testing.T, apiURL, id string) string {
	t.Helper()
	resp, err := http.Get(apiURL + "/v1/jobs/" + id)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var st struct{ Status string }
	_ = json.NewDecoder(resp.Body).Decode(&st)
	return st.Status
}

// workerStack is a stack whose worker is a separate process the test can
// stop (SIGTERM: paid jobs then wait in the queue) and start again.
type workerStack struct {
	stack                *stack
	worker               *exec.Cmd
	redisURL, deployment string
}

func startWorkerStack(t *testing.T) *workerStack {
	t.Helper()
	w := &workerStack{redisURL: testutil.RealRedisURL(t, e2eRedis), deployment: filepath.Join(t.TempDir(), "deployment.json")}
	w.stack = startStack(t, stackOptions{blockPeriod: time.Second, writeWait: 2 * time.Minute, noWorker: true, redisURL: w.redisURL})
	if err := w.stack.Deployment.Save(w.deployment); err != nil {
		t.Fatal(err)
	}
	w.restart(t)
	return w
}

// restart starts a new worker process.
func (w *workerStack) restart(t *testing.T) {
	w.worker = startWorkerProc(t, w.stack, w.redisURL, w.deployment)
}

// A push SIGKILLed after its payment reached the API (the job is queued,
// no worker runs) is finished by running the same command again: the saved
// payment is re-presented, the version lands once and the payer's USDC
// drops by exactly the create fee and one push fee. Meanwhile `inkd job ID`
// reports the pending job with exit 6.
func TestCmdPushKilledThenRerunPaysOnce(t *testing.T) {
	testutil.SkipIfShort(t, "worker processes and a killed client")
	inkdBin(t)
	w := startWorkerStack(t)
	s, worker := w.stack, w.worker
	key := s.newPayers(t, 1, big.NewInt(10_000_000))[0]
	payer := crypto.PubkeyToAddress(key.PublicKey)
	state := filepath.Join(t.TempDir(), "payments.json")
	env := clientEnv(s, key, state)
	before := s.usdc(t, payer)

	created := mustCreate(t, env, "killed-push")
	id := created.Result["projectId"]
	file := filepath.Join(t.TempDir(), "build.bin")
	if err := os.WriteFile(file, []byte("release artifact v1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	res := runInkd(t, clientBound, env, "upload", file, "--json")
	var up wire.UploadResult
	if err := json.Unmarshal([]byte(res.stdout), &up); res.code != 0 || err != nil {
		t.Fatalf("upload exited %d (%v): %s %s", res.code, err, res.stdout, res.stderr)
	}

	// No worker from here: the push's job waits in the queue.
	if err := worker.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	_, _ = worker.Process.Wait()

	pushArgs := []string{"version", "push", id, "--hash", up.StorageHash, "--tag", "v1", "--json"}
	push := startInkd(t, env, pushArgs...)
	jobID := savedJob(t, state, "/versions", push.exited)
	for jobState(t, s.APIURL, jobID) != "pending" {
		select {
		case <-push.exited:
			t.Fatalf("push exited (%v) before its job was queued:\n%s", push.waitErr, push.stderr)
		case <-time.After(20 * time.Millisecond):
		}
	}
	if err := push.cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	<-push.exited

	if res := runInkd(t, clientBound, env, "job", jobID); res.code != exitPendingCode {
		t.Errorf("inkd job %s while no worker runs exited %d, want %d: %s", jobID, res.code, exitPendingCode, res.stderr)
	}
	w.restart(t)
	res = runInkd(t, clientBound, env, pushArgs...)
	if res.code != 0 {
		t.Fatalf("re-run exited %d after %v: %s", res.code, res.took, res.stderr)
	}
	pushed := decodeDoc(t, res)
	if !pushed.Resumed || pushed.JobID != jobID || pushed.Result["versionIndex"] != "0" {
		t.Errorf("re-run = %+v, want the saved payment's job %s, resumed, version 0", pushed, jobID)
	}
	// A third run is free too: the result is in the state file.
	if res := runInkd(t, clientBound, env, pushArgs...); res.code != 0 || !decodeDoc(t, res).Resumed {
		t.Errorf("third run exited %d: %s %s", res.code, res.stdout, res.stderr)
	}

	res = runInkd(t, clientBound, env, "version", "list", id, "--json")
	var versions client.VersionList
	if err := json.Unmarshal([]byte(res.stdout), &versions); err != nil || len(versions.Data) != 1 {
		t.Errorf("versions after the re-runs: %s (%v), want exactly one", res.stdout, err)
	}
	want := new(big.Int).Add(feeOf(t, created), feeOf(t, pushed))
	if paid := new(big.Int).Sub(before, s.usdc(t, payer)); paid.Cmp(want) != 0 {
		t.Errorf("payer paid %s, want create + one push = %s", paid, want)
	}
}

// Each way a client command ends has its exit code and one stderr line
// naming the cause, and no refused write charges anything: a 202 exits 6
// with the job (and `inkd job ID --wait` follows it to 0), the API's
// refusals exit 3 with their code, a fee above --max-fee and a wallet
// without USDC exit 5, an API that does not answer exits 4.
func TestCmdExitCodes(t *testing.T) {
	testutil.SkipIfShort(t, "a paying stack")
	inkdBin(t)
	s := startStack(t, stackOptions{blockPeriod: time.Second, writeWait: 50 * time.Millisecond})
	keys := s.newPayers(t, 2, big.NewInt(10_000_000))
	owner, other := keys[0], keys[1]
	broke, _ := crypto.GenerateKey()
	dir := t.TempDir()
	env := clientEnv(s, owner, filepath.Join(dir, "owner.json"))

	res := runInkd(t, clientBound, env, "project", "create", "exit-codes")
	if res.code != exitPendingCode || !strings.Contains(res.stderr, "inkd job pay_") || !strings.Contains(res.stderr, "/v1/jobs/pay_") {
		t.Fatalf("create with a 50 ms write wait exited %d, want %d with the job and its URL: %s", res.code, exitPendingCode, res.stderr)
	}
	jobID := strings.Fields(lastLine(res.stderr)[strings.Index(lastLine(res.stderr), "inkd job pay_"):])[2]
	res = runInkd(t, clientBound, env, "job", jobID, "--wait", "--json")
	var job wire.JobStatus
	if err := json.Unmarshal([]byte(res.stdout), &job); res.code != 0 || err != nil || job.Status != wire.JobSucceeded {
		t.Fatalf("job --wait exited %d (%v): %s %s", res.code, err, res.stdout, res.stderr)
	}
	var created wire.CreateResult
	if err := json.Unmarshal(job.Result, &created); err != nil || created.Name != "exit-codes" {
		t.Fatalf("job result %s", job.Result)
	}
	// With --wait the command follows its own 202 and prints the result.
	if d := mustCreate(t, env, "exit-codes-waited", "--wait"); d.Result["name"] != "exit-codes-waited" || d.Fee != "100000" {
		t.Errorf("create --wait = %+v", d)
	}
	balances := func() []*big.Int {
		return []*big.Int{s.usdc(t, crypto.PubkeyToAddress(owner.PublicKey)), s.usdc(t, crypto.PubkeyToAddress(other.PublicKey))}
	}
	before := balances()
	hash := "ar://" + strings.Repeat("A", 43)
	manifest := filepath.Join(dir, "release.json")
	if err := os.WriteFile(manifest, []byte(`{"file":"a.bin","tag":"v1"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		env  []string
		args []string
		code int
		want string
	}{
		{"name taken", clientEnv(s, other, filepath.Join(dir, "other.json")), []string{"project", "create", "exit-codes"}, exitRefusedCode, "name_taken"},
		{"unknown project", env, []string{"version", "push", "999", "--hash", hash, "--tag", "v1"}, exitRefusedCode, "project_not_found"},
		{"not owner", clientEnv(s, other, filepath.Join(dir, "other.json")), []string{"version", "push", created.ProjectID, "--hash", hash, "--tag", "v1"}, exitRefusedCode, "not_owner_or_collaborator"},
		{"over max fee", env, []string{"version", "push", created.ProjectID, "--hash", hash, "--tag", "v1", "--max-fee", "0.05"}, exitPaymentCode, "above --max-fee 0.05 USDC"},
		{"no USDC", clientEnv(s, broke, filepath.Join(dir, "broke.json")), []string{"project", "create", "penniless"}, exitPaymentCode, "payment_invalid"},
		{"API down", append(env, "INKD_API=http://127.0.0.1:1"), []string{"project", "create", "unreachable", "--timeout", "3s"}, exitNetworkCode, "timed out"},
		{"bad max fee", env, []string{"project", "create", "x", "--max-fee", "lots"}, exitUsageCode, "--max-fee"},
		{"malformed manifest", env, []string{"publish", manifest, "--project", created.ProjectID}, exitUsageCode, "not a JSON array"},
		{"missing tag", env, []string{"version", "push", created.ProjectID, "--hash", hash}, exitUsageCode, "--tag is required"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := runInkd(t, clientBound, tc.env, tc.args...)
			if res.code != tc.code || !strings.Contains(lastLine(res.stderr), tc.want) {
				t.Errorf("inkd %s exited %d, want %d with %q in the last line: %s", strings.Join(tc.args, " "), res.code, tc.code, tc.want, res.stderr)
			}
			if strings.Contains(res.stderr, "goroutine ") {
				t.Errorf("a stack trace: %s", res.stderr)
			}
		})
	}
	if diff := cmp.Diff(before, balances(), cmp.Comparer(func(a, b *big.Int) bool { return a.Cmp(b) == 0 })); diff != "" {
		t.Errorf("refused writes moved USDC (-before +after):\n%s", diff)
	}
}

// The paying key may come from a go-ethereum keystore file with its
// password in a file (a wrong password is a usage error that prints
// neither key nor password), and the read commands show what was written:
// project show by id and by name, project list, version list by tag,
// status and quote, each as one JSON document.
func TestCmdKeystoreAndReads(t *testing.T) {
	testutil.SkipIfShort(t, "a paying stack")
	inkdBin(t)
	s := startStack(t, stackOptions{blockPeriod: time.Second})
	key := s.newPayers(t, 1, big.NewInt(10_000_000))[0]
	dir := t.TempDir()
	id := uuid.New()
	blob, err := keystore.EncryptKey(&keystore.Key{Id: id, Address: crypto.PubkeyToAddress(key.PublicKey), PrivateKey: key}, "correct horse", keystore.LightScryptN, keystore.LightScryptP)
	if err != nil {
		t.Fatal(err)
	}
	ks, good, bad := filepath.Join(dir, "key.json"), filepath.Join(dir, "good"), filepath.Join(dir, "bad")
	for name, content := range map[string][]byte{ks: blob, good: []byte("correct horse\n"), bad: []byte("battery staple\n")} {
		if err := os.WriteFile(name, content, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	env := cmdEnv("INKD_API="+s.APIURL, "INKD_STATE="+filepath.Join(dir, "state.json"), "INKD_KEYSTORE="+ks)

	res := runInkd(t, clientBound, env, "project", "create", "keystored", "--password-file", bad)
	if res.code != exitUsageCode || strings.Contains(res.stderr, "battery") || strings.Contains(strings.ToLower(res.stderr), fmt.Sprintf("%x", crypto.FromECDSA(key))) {
		t.Errorf("wrong password: exit %d, %s", res.code, res.stderr)
	}
	created := mustCreate(t, env, "keystored", "--password-file", good)
	if created.Result["owner"] != crypto.PubkeyToAddress(key.PublicKey).Hex() {
		t.Errorf("owner %s, want the keystore's address", created.Result["owner"])
	}
	pid := created.Result["projectId"]
	file := filepath.Join(dir, "a.txt")
	if err := os.WriteFile(file, []byte("content a\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tag := range []string{"v1", "v2"} {
		if res := runInkd(t, clientBound, env, "version", "push", "keystored", file, "--tag", tag, "--password-file", good); res.code != 0 || !strings.Contains(res.stdout, "fee paid  0.10 USDC") {
			t.Fatalf("push %s exited %d: %s %s", tag, res.code, res.stdout, res.stderr)
		}
	}

	readJSON := func(v any, args ...string) {
		t.Helper()
		res := runInkd(t, clientBound, env, append(args, "--json")...)
		if res.code != 0 {
			t.Fatalf("inkd %s exited %d: %s", strings.Join(args, " "), res.code, res.stderr)
		}
		if err := json.Unmarshal([]byte(res.stdout), v); err != nil {
			t.Fatalf("inkd %s: %v in %q", strings.Join(args, " "), err, res.stdout)
		}
	}
	for _, ref := range []string{pid, "keystored"} {
		var p wire.Project
		readJSON(&p, "project", "show", ref)
		if p.ID != pid || p.VersionCount != "2" {
			t.Errorf("project show %s = %+v", ref, p)
		}
	}
	var list wire.ProjectList
	readJSON(&list, "project", "list")
	if list.Total != 1 || len(list.Data) != 1 || list.Data[0].Name != "keystored" {
		t.Errorf("project list = %+v", list)
	}
	var vs client.VersionList
	readJSON(&vs, "version", "list", pid, "--tag", "v2")
	if len(vs.Data) != 1 || vs.Data[0].Index != "1" {
		t.Errorf("version list --tag v2 = %+v", vs)
	}
	var st wire.StatusReport
	readJSON(&st, "status")
	if !st.OK || st.Protocol.ProjectCount != "1" {
		t.Errorf("status = %+v", st)
	}
	var q wire.Quote
	readJSON(&q, "quote", "1000")
	if q.Bytes != 1000 || q.PushFee != "100000" {
		t.Errorf("quote = %+v", q)
	}
}

// The connection to the API is cut while a paid push waits for its job
// (the client sees EOF, as when `serve` stops): the client presents the
// same payment again on a new connection and gets the original result in
// the same run, exit 0, paying once.
func TestCmdPushSurvivesLostConnection(t *testing.T) {
	testutil.SkipIfShort(t, "worker processes and a proxy")
	inkdBin(t)
	w := startWorkerStack(t)
	s, worker := w.stack, w.worker
	key := s.newPayers(t, 1, big.NewInt(10_000_000))[0]
	payer := crypto.PubkeyToAddress(key.PublicKey)
	state := filepath.Join(t.TempDir(), "payments.json")
	u, _ := url.Parse(s.APIURL)
	proxy := testutil.NewProxy(t, u.Host)
	env := append(clientEnv(s, key, state), "INKD_API=http://"+proxy.Addr())
	created := mustCreate(t, env, "cut")
	id := created.Result["projectId"]
	res := runInkd(t, clientBound, env, "upload", "--json", writeTemp(t, t.TempDir(), "c.txt", "cut\n"))
	var up wire.UploadResult
	if err := json.Unmarshal([]byte(res.stdout), &up); err != nil {
		t.Fatalf("upload: %v %s", err, res.stderr)
	}
	if err := worker.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	_, _ = worker.Process.Wait()
	before := s.usdc(t, payer)

	push := startInkd(t, env, "version", "push", id, "--hash", up.StorageHash, "--tag", "v1", "--json")
	jobID := savedJob(t, state, "/versions", push.exited)
	for jobState(t, s.APIURL, jobID) != "pending" {
		select {
		case <-push.exited:
			t.Fatalf("push exited before its job was queued: %s", push.stderr)
		case <-time.After(20 * time.Millisecond):
		}
	}
	proxy.Down() // cuts the waiting request: the client reads EOF
	proxy.Up()
	w.restart(t)
	select {
	case <-push.exited:
	case <-time.After(clientBound):
		t.Fatal("push still running")
	}
	if code := push.cmd.ProcessState.ExitCode(); code != 0 || !strings.Contains(push.stderr.String(), "retry") {
		t.Fatalf("push exited %d (want 0 after a retry): %s", code, push.stderr)
	}
	var doc writeDoc
	if err := json.Unmarshal([]byte(push.stdout.String()), &doc); err != nil || doc.JobID != jobID {
		t.Fatalf("push result %s (%v), want job %s", push.stdout, err, jobID)
	}
	if paid := new(big.Int).Sub(before, s.usdc(t, payer)); paid.Cmp(feeOf(t, doc)) != 0 {
		t.Errorf("paid %s, want one push fee %s", paid, doc.Fee)
	}
}
