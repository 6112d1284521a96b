package e2e

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/inkd/inkd/chain/deploy"
	"github.com/inkd/inkd/chain/devchain"
	"github.com/inkd/inkd/internal/testutil"
)

// startupBound bounds each wait of the start-up tests: a ceiling for a
// loaded machine, never an expectation.
const startupBound = time.Minute

// tryGet GETs url once with a short timeout: status 0 when nothing
// answers (the listener is not up yet).
func tryGet(url string) (int, string) {
	c := &http.Client{Timeout: 5 * time.Second}
	resp, err := c.Get(url)
	if err != nil {
		return 0, err.Error()
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

// cmdRig is a chain with the contracts (an in-process stack without its
// worker) and the environment of separate serve and worker processes on it.
type cmdRig struct {
	s        *stack
	server   *testutil.RedisServer
	redis    string // the real redis-server's URL
	depFile  string
	env      []string
	listen   string
	serveOps string
	workOps  string
}

func newCmdRig(t *testing.T) *cmdRig {
	t.Helper()
	testutil.SkipIfShort(t, "redis-server, the embedded chain and the inkd binary")
	inkdBin(t)
	r := &cmdRig{server: testutil.StartRedis(t, testutil.RedisOptions{AppendOnly: true})}
	r.redis = r.server.URL()
	r.s = startStack(t, stackOptions{noWorker: true, redisURL: r.redis, blockPeriod: time.Second, writeWait: 2 * time.Second})
	dir := t.TempDir()
	r.depFile = filepath.Join(dir, "deployment.json")
	if err := r.s.Deployment.Save(r.depFile); err != nil {
		t.Fatal(err)
	}
	r.listen, r.serveOps, r.workOps = freeAddr(t), freeAddr(t), freeAddr(t)
	r.env = cmdEnv("RPC_URL="+r.s.RPCURL, "DEPLOYMENT_FILE="+r.depFile, "LOG_LEVEL=debug",
		"STORAGE_DRIVER=local", "STORAGE_DIR="+filepath.Join(dir, "storage"),
		fmt.Sprintf("STORAGE_KEY=0x%x", crypto.FromECDSA(devchain.StorageKey())),
		"SIGNER_KEYS="+settlerKeys(), "INKD_LISTEN="+r.listen)
	r.env = r.env[:len(r.env):len(r.env)]
	return r
}

// startServeWorker starts serve and worker on the rig's Redis with the
// extra variables and waits until both run.
func (r *cmdRig) startServeWorker(t *testing.T, vars ...string) (serve, worker *proc) {
	t.Helper()
	env := append(append(r.env, "REDIS_URL="+r.redis), vars...)
	serve = startInkd(t, env, "serve")
	worker = startInkd(t, env, "worker")
	serve.ready(t, serve.stderr, "api listening")
	worker.ready(t, worker.stderr, "worker running")
	return serve, worker
}

// serve and worker started while Redis does not answer wait for it: they
// log each attempt (the URL without its password, the attempt, the next
// wait), report not-ready (/v1/ready 503 naming redis, /readyz 503 on
// METRICS_LISTEN) and become ready once Redis answers, without a restart.
// Before, both exited at once ("REDIS_URL: redis at …: connection refused").
func TestCmdServeWorkerWaitForRedis(t *testing.T) {
	testutil.SkipIfShort(t, "redis-server, the embedded chain and the inkd binary")
	r := newCmdRig(t)
	u, err := url.Parse(r.redis)
	if err != nil {
		t.Fatal(err)
	}
	proxy := testutil.NewProxy(t, u.Host)
	proxy.Down()
	redisURL := "redis://default:hunter2@" + proxy.Addr() + "/0"
	env := append(r.env, "REDIS_URL="+redisURL, "STARTUP_WAIT=5m")
	serve := startInkd(t, append(env, "METRICS_LISTEN="+r.serveOps), "serve")
	worker := startInkd(t, append(env, "METRICS_LISTEN="+r.workOps), "worker")

	testutil.Until(t, startupBound, "serve's /v1/ready answers 503 naming redis", func() bool {
		status, body := tryGet("http://" + r.listen + "/v1/ready")
		return status == http.StatusServiceUnavailable && strings.Contains(body, `"not_ready"`) && strings.Contains(body, "redis: ")
	})
	if status, body := tryGet("http://" + r.listen + "/v1/health"); status != http.StatusOK {
		t.Errorf("/v1/health while waiting for Redis: %d %s", status, body)
	}
	for _, ops := range []string{r.serveOps, r.workOps} {
		testutil.Until(t, startupBound, ops+"/readyz answers 503 with redis failing", func() bool {
			status, body := tryGet("http://" + ops + "/readyz")
			var rep struct {
				Ready  bool              `json:"ready"`
				Checks map[string]string `json:"checks"`
			}
			return status == http.StatusServiceUnavailable && json.Unmarshal([]byte(body), &rep) == nil &&
				!rep.Ready && rep.Checks["redis"] != "" && rep.Checks["redis"] != "ok"
		})
	}
	for _, p := range []*proc{serve, worker} {
		// At least a second attempt, logged with the redacted URL and the
		// wait before the next.
		p.ready(t, p.stderr, `"attempt":2`)
		line := lineWith(p.stderr.String(), `"attempt":2`)
		for _, want := range []string{`"redis":"redis://` + proxy.Addr() + `"`, `"retry_in":`, `"msg":"redis does not answer yet; asking again"`} {
			if !strings.Contains(line, want) {
				t.Errorf("inkd %s: attempt line %s lacks %s", p.name, line, want)
			}
		}
		if strings.Contains(p.stderr.String(), "hunter2") {
			t.Errorf("inkd %s logged the Redis password", p.name)
		}
	}

	proxy.Up()
	serve.ready(t, serve.stderr, "api listening")
	worker.ready(t, worker.stderr, "worker running")
	for _, p := range []*proc{serve, worker} {
		p.ready(t, p.stderr, `"msg":"redis answers"`)
	}
	testutil.Until(t, startupBound, "serve's /v1/ready answers 200", func() bool {
		status, _ := tryGet("http://" + r.listen + "/v1/ready")
		return status == http.StatusOK
	})
	for _, ops := range []string{r.serveOps, r.workOps} {
		testutil.Until(t, startupBound, ops+"/readyz answers 200", func() bool {
			status, _ := tryGet("http://" + ops + "/readyz")
			return status == http.StatusOK
		})
	}
	for _, p := range []*proc{serve, worker} {
		if code, _ := p.stop(t); code != 0 {
			t.Errorf("inkd %s exited %d after SIGINT, want 0", p.name, code)
		}
	}
}

// With Redis up and every chain provider down at start, serve and worker
// wait for the chain the same way: /v1/ready and /readyz answer 503 naming
// the chain, and both turn ready once a provider answers.
func TestCmdServeWorkerWaitForTheChain(t *testing.T) {
	r := newCmdRig(t)
	fault := testutil.NewRPCFault(t, r.s.RPCURL)
	fault.SetDown(true)
	env := append(r.env, "REDIS_URL="+r.redis, "RPC_URL="+fault.URL(), "STARTUP_WAIT=5m")
	serve := startInkd(t, append(env, "METRICS_LISTEN="+r.serveOps), "serve")
	worker := startInkd(t, append(env, "METRICS_LISTEN="+r.workOps), "worker")
	testutil.Until(t, startupBound, "serve's /v1/ready answers 503 naming the chain", func() bool {
		status, body := tryGet("http://" + r.listen + "/v1/ready")
		return status == http.StatusServiceUnavailable && strings.Contains(body, "chain: waiting for a chain provider")
	})
	testutil.Until(t, startupBound, "the worker's /readyz answers 503 naming the chain", func() bool {
		status, body := tryGet("http://" + r.workOps + "/readyz")
		return status == http.StatusServiceUnavailable && strings.Contains(body, `"chain":"waiting for a chain provider`) && strings.Contains(body, `"redis":"ok"`)
	})
	for _, p := range []*proc{serve, worker} {
		p.ready(t, p.stderr, `"msg":"no chain provider answers yet; asking again"`)
	}
	fault.SetDown(false)
	serve.ready(t, serve.stderr, "api listening")
	worker.ready(t, worker.stderr, "worker running")
	for _, url := range []string{"http://" + r.listen + "/v1/ready", "http://" + r.serveOps + "/readyz", "http://" + r.workOps + "/readyz"} {
		testutil.Until(t, startupBound, url+" answers 200", func() bool {
			status, _ := tryGet(url)
			return status == http.StatusOK
		})
	}
}

// Bad configuration still fails at once, naming the variable: waiting is
// for services that do not answer yet, not for values that can never work.
func TestCmdServeWorkerRefuseBadConfigAtOnce(t *testing.T) {
	testutil.SkipIfShort(t, "the inkd binary")
	inkdBin(t)
	dir := t.TempDir()
	dep := filepath.Join(dir, "deployment.json")
	if err := (&deploy.Deployment{ChainID: deploy.BaseChainID}).Save(dep); err != nil {
		t.Fatal(err)
	}
	base := cmdEnv("RPC_URL=http://127.0.0.1:1", "DEPLOYMENT_FILE="+dep, "SIGNER_KEYS="+hexKey(1))
	for _, tc := range []struct {
		name string
		env  []string
		want string
	}{
		{"malformed redis url", []string{"REDIS_URL=http//nowhere"}, "REDIS_URL"},
		{"unknown duration", []string{"REDIS_URL=redis://127.0.0.1:1/0", "STARTUP_WAIT=soon"}, "STARTUP_WAIT"},
		{"unknown number", []string{"REDIS_URL=redis://127.0.0.1:1/0", "PRICE_PER_MIB=many"}, "PRICE_PER_MIB"},
		{"missing deployment", []string{"REDIS_URL=redis://127.0.0.1:1/0", "DEPLOYMENT_FILE=" + filepath.Join(dir, "missing.json")}, "DEPLOYMENT_FILE"},
		// The worker never signs an upload, yet refuses what serve refuses.
		{"turbo without a storage key", []string{"REDIS_URL=redis://127.0.0.1:1/0", "STORAGE_DRIVER=turbo"}, "STORAGE_KEY"},
	} {
		for _, cmd := range []string{"serve", "worker"} {
			t.Run(tc.name+"/"+cmd, func(t *testing.T) {
				res := runInkd(t, cmdFailBound, append(base[:len(base):len(base)], tc.env...), cmd)
				// The command's own last word names the variable.
				last := lineWith(res.stderr, "inkd "+cmd+": ")
				if res.code == 0 || !strings.Contains(last, tc.want) {
					t.Errorf("exit %d after %v, stderr %q: want a failure naming %s", res.code, res.took, res.stderr, tc.want)
				}
				if res.took > 10*time.Second {
					t.Errorf("took %v to refuse: configuration errors must not be waited out", res.took)
				}
			})
		}
	}
}

// settlerKeys are the hex keys of the stack's settlers, comma separated.
func settlerKeys() string {
	var keys []string
	for _, k := range devchain.SettlerKeys(devchain.DefaultSettlers) {
		keys = append(keys, fmt.Sprintf("0x%x", crypto.FromECDSA(k)))
	}
	return strings.Join(keys, ",")
}

// lineWith returns the first line of s containing sub.
func lineWith(s, sub string) string {
	for _, l := range strings.Split(s, "\n") {
		if strings.Contains(l, sub) {
			return l
		}
	}
	return ""
}

// serve and worker record the deployment they serve (chain id, registry,
// treasury) in Redis and refuse a Redis that holds another one, naming
// both, until told to replace it (RESET_DEPLOYMENT=1). Before, a Redis
// kept across a redeploy of the contracts was silently mixed with the new
// deployment's state.
func TestCmdRefusesAnotherDeploymentsRedis(t *testing.T) {
	testutil.SkipIfShort(t, "redis-server, the embedded chain and the inkd binary")
	r := newCmdRig(t)
	other := *r.s.Deployment
	other.Treasury = common.HexToAddress("0x00000000000000000000000000000000000000f1")
	other.Registry = common.HexToAddress("0x00000000000000000000000000000000000000f2")
	otherFile := filepath.Join(t.TempDir(), "other.json")
	if err := other.Save(otherFile); err != nil {
		t.Fatal(err)
	}
	env := append(r.env, "REDIS_URL="+r.redis)

	serve := startInkd(t, env, "serve")
	serve.ready(t, serve.stderr, "api listening")
	if code, _ := serve.stop(t); code != 0 {
		t.Fatalf("inkd serve exited %d", code)
	}
	for _, cmd := range []string{"worker", "serve"} {
		res := runInkd(t, cmdFailBound, append(env, "DEPLOYMENT_FILE="+otherFile), cmd)
		last := lineWith(res.stderr, "inkd "+cmd+": ")
		t.Logf("inkd %s with another deployment: exit %d after %v: %s", cmd, res.code, res.took.Round(time.Millisecond), last)
		if res.code == 0 {
			t.Fatalf("inkd %s started on another deployment's Redis", cmd)
		}
		for _, want := range []string{r.s.Deployment.Treasury.Hex(), other.Treasury.Hex(), r.s.Deployment.Registry.Hex(), other.Registry.Hex(), "RESET_DEPLOYMENT"} {
			if !strings.Contains(last, want) {
				t.Errorf("inkd %s: %q does not name %s", cmd, last, want)
			}
		}
	}

	// Told to, the worker replaces the record; then the first deployment
	// is the foreign one.
	worker := startInkd(t, append(env, "DEPLOYMENT_FILE="+otherFile, "RESET_DEPLOYMENT=1"), "worker")
	worker.ready(t, worker.stderr, "worker running")
	if line := lineWith(worker.stderr.String(), "deployment identity replaced"); !strings.Contains(line, r.s.Deployment.Treasury.Hex()) {
		t.Errorf("no warn line naming the replaced deployment: %q", line)
	}
	if code, _ := worker.stop(t); code != 0 {
		t.Fatalf("inkd worker exited %d", code)
	}
	res := runInkd(t, cmdFailBound, env, "serve")
	if res.code == 0 || !strings.Contains(res.stderr, other.Treasury.Hex()) {
		t.Errorf("serve on the replaced record: exit %d, %s", res.code, res.stderr)
	}
}
