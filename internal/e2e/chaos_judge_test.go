package e2e

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/bindings/devusdc"
	"github.com/inkd/inkd/chain/bindings/registry"
	"github.com/inkd/inkd/chain/bindings/treasury"
	"github.com/inkd/inkd/jobs"
)

// The judge of the chaos test: every request is compared with the chain
// itself, read straight from the node (not through the fault proxies).

// chaosChain reads the registry and the USDC contract.
type chaosChain struct {
	eth                      *ethclient.Client
	usdc, registry, treasury common.Address
	// refunds are the payments the treasury took and gave back
	// (PrepaidRefunded), read once by refunded.
	refunds map[[2]any]bool
}

// refunded reports whether the treasury gave back the payment (payer,
// nonce) it had taken: refunded after its write failed, or voided (a write
// that failed on chain has its authorization used up and the money
// returned in one step, so nobody can charge it later): nothing charged.
func (c *chaosChain) refunded(t *testing.T, payer common.Address, nonce [32]byte) bool {
	t.Helper()
	if c.refunds == nil {
		tre := treasury.NewInkdTreasury()
		parsed, err := treasury.InkdTreasuryMetaData.ParseABI()
		if err != nil {
			t.Fatal(err)
		}
		refunded, voided := parsed.Events[treasury.InkdTreasuryPrepaidRefundedEventName].ID, parsed.Events[treasury.InkdTreasuryPaymentVoidedEventName].ID
		logs, err := c.eth.FilterLogs(context.Background(), ethereum.FilterQuery{FromBlock: big.NewInt(0), Addresses: []common.Address{c.treasury}, Topics: [][]common.Hash{{refunded, voided}}})
		if err != nil {
			t.Fatal(err)
		}
		c.refunds = map[[2]any]bool{}
		for i := range logs {
			if ev, err := tre.UnpackPrepaidRefundedEvent(&logs[i]); err == nil {
				c.refunds[[2]any{ev.Payer, ev.Nonce}] = true
			} else if ev, err := tre.UnpackPaymentVoidedEvent(&logs[i]); err == nil {
				c.refunds[[2]any{ev.Payer, ev.Nonce}] = true
			}
		}
	}
	return c.refunds[[2]any{payer, nonce}]
}

func (c *chaosChain) call(t *testing.T, to common.Address, data []byte) []byte {
	t.Helper()
	out, err := c.eth.CallContract(context.Background(), ethereum.CallMsg{To: &to, Data: data}, nil)
	if err != nil {
		t.Fatalf("eth_call %s: %v", to, err)
	}
	return out
}

func (c *chaosChain) balance(t *testing.T, a common.Address) *big.Int {
	t.Helper()
	b, err := devusdc.NewDevUSDC().UnpackBalanceOf(c.call(t, c.usdc, devusdc.NewDevUSDC().PackBalanceOf(a)))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// used reports whether the authorization (payer, nonce) was consumed: the
// fee moved.
func (c *chaosChain) used(t *testing.T, payer common.Address, nonce [32]byte) bool {
	t.Helper()
	u, err := devusdc.NewDevUSDC().UnpackAuthorizationState(c.call(t, c.usdc, devusdc.NewDevUSDC().PackAuthorizationState(payer, nonce)))
	if err != nil {
		t.Fatal(err)
	}
	return u
}

// project returns the id and owner of the project named name, id 0 when
// there is none.
func (c *chaosChain) project(t *testing.T, name string) (*big.Int, common.Address) {
	t.Helper()
	reg := registry.NewInkdRegistry()
	p, err := reg.UnpackProjectByName(c.call(t, c.registry, reg.PackProjectByName(name)))
	if err != nil {
		t.Fatal(err)
	}
	id, owner := p.ProjectId, p.ProjectOwner
	return id, owner
}

// landing reads what the chain holds of request r: whether its write
// landed (as payer's), whether the name or version tag exists at all, a
// description of it, and a check of a 201 body or job result against it.
// versions caches the versions of each project read.
func (c *chaosChain) landing(t *testing.T, r *chaosRequest, payer common.Address, versions map[string][]*registry.InkdRegistryVersionPushed) (landed, exists bool, onChain string, resultOK func(json.RawMessage) bool) {
	t.Helper()
	if r.project == "" {
		id, owner := c.project(t, r.name)
		exists = id.Sign() != 0
		return exists && owner == payer, exists, fmt.Sprintf("project %q id %v owner %s", r.name, id, owner.Hex()),
			func(res json.RawMessage) bool {
				var got wire.CreateResult
				return json.Unmarshal(res, &got) == nil && got.ProjectID == id.String() && strings.EqualFold(got.Owner, payer.Hex()) && got.Name == r.name
			}
	}
	vs, ok := versions[r.project]
	if !ok {
		vs = c.versions(t, r.project)
		versions[r.project] = vs
	}
	var v *registry.InkdRegistryVersionPushed
	for _, pushed := range vs {
		if pushed.VersionTag == r.tag {
			v = pushed
		}
	}
	if v == nil {
		return false, false, fmt.Sprintf("project %s has no version %q (%d versions)", r.project, r.tag, len(vs)),
			func(json.RawMessage) bool { return false }
	}
	return v.PushedBy == payer, true, fmt.Sprintf("project %s version %v %q pushed by %s", r.project, v.VersionIndex, v.VersionTag, v.PushedBy.Hex()),
		func(res json.RawMessage) bool {
			var got wire.PushResult
			return json.Unmarshal(res, &got) == nil && got.ProjectID == r.project && got.VersionIndex == v.VersionIndex.String() &&
				got.VersionTag == r.tag && strings.EqualFold(got.Pusher, payer.Hex())
		}
}

// versions reads every version of project id from its VersionPushed
// events, checked against the registry's count and head.
func (c *chaosChain) versions(t *testing.T, id string) []*registry.InkdRegistryVersionPushed {
	t.Helper()
	pid, ok := new(big.Int).SetString(id, 10)
	if !ok {
		t.Fatalf("project id %q", id)
	}
	p, err := readChainProject(context.Background(), c.eth, c.registry, pid, true)
	if err != nil {
		t.Fatal(err)
	}
	return p.Versions
}

// chaosFigures are the counts the chaos test prints and judges.
type chaosFigures struct {
	requests, created int
	// corrected counts 201s a deep reorg made untrue whose job was
	// corrected to the chain; refusedStale the pushes refused for a project
	// whose create's 201 a deep reorg corrected (the project was missing
	// while its create was out of the chain, or the payer did not read the
	// correction of its id).
	corrected, refusedStale int
	// latencies are the took of every request answered 201.
	latencies            []time.Duration
	pushes               int
	finalCodes, attempts map[string]int
	chargedWithoutWrite  int
	writeWithoutCharge   int
	wrongIDs             int
	failedButLanded      int
	// refused counts requests turned away although every chaos request
	// is one an honest client may make (see refusal).
	refused         int
	unresolved      int
	balanceMismatch int
	problems        []string
}

func (f *chaosFigures) problem(format string, args ...any) {
	f.problems = append(f.problems, fmt.Sprintf(format, args...))
}

// chaosJobState returns the outcome of job id as an API tells it: its state,
// its result, and for a failed job its error code; state "" when the API
// knows no such job.
func chaosJobState(ctx context.Context, apiURL, id string) (jobs.State, json.RawMessage, string, error) {
	st, err := chaosJob(ctx, apiURL, id)
	if err != nil || st == nil {
		return "", nil, "", err
	}
	code := ""
	if st.Error != nil {
		code = string(st.Error.Error)
	}
	return st.Status, st.Result, code, nil
}

// chaosJob is GET /v1/jobs/{id}; nil when the API knows no such job.
func chaosJob(ctx context.Context, apiURL, id string) (*wire.JobStatus, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, apiURL+"/v1/jobs/"+id, nil)
	if err != nil {
		return nil, err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusNotFound {
		return nil, nil
	}
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("GET /v1/jobs/%s: %d", id, resp.StatusCode)
	}
	var st wire.JobStatus
	if err := json.NewDecoder(resp.Body).Decode(&st); err != nil {
		return nil, err
	}
	return &st, nil
}

// drainJobs waits until the job of every request without a final answer
// is final, or known to no API for notFoundFor in a row (it was never
// queued: the reconciler queues a stranded reservation within seconds),
// or bound passes. It returns the jobs still open then, and the outcome
// results of the jobs that succeeded; a job that failed has its error code
// noted on its request (jobError).
func drainJobs(t *testing.T, apiURL string, reqs []*chaosRequest, notFoundFor, bound time.Duration) (open map[string]jobs.State, results map[string]json.RawMessage) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), bound)
	defer cancel()
	results = map[string]json.RawMessage{}
	missingSince := map[string]time.Time{}
	for {
		open = map[string]jobs.State{}
		for _, r := range reqs {
			if r.finalAnswer() {
				continue
			}
			st, res, code, err := chaosJobState(ctx, apiURL, r.jobID)
			switch {
			case err != nil:
				open[r.jobID] = "unreadable"
			case st == jobs.StateSucceeded:
				results[r.jobID] = res
			case st == jobs.StateFailed:
				r.jobError = cmp.Or(code, "failed")
			case st == "":
				if _, ok := missingSince[r.jobID]; !ok {
					missingSince[r.jobID] = time.Now()
				}
				if time.Since(missingSince[r.jobID]) < notFoundFor {
					open[r.jobID] = "not found yet"
				}
			default:
				delete(missingSince, r.jobID)
				open[r.jobID] = st
			}
		}
		if len(open) == 0 || ctx.Err() != nil {
			return open, results
		}
		select {
		case <-ctx.Done():
		case <-time.After(2 * time.Second):
		}
	}
}

// judge compares every request with the chain. open are the jobs still
// unfinished after the drain, results the outcomes of drained jobs that
// succeeded, before each payer's USDC balance before the load.
func (c *chaosChain) judge(t *testing.T, apiURL string, reqs []*chaosRequest, payers map[int]common.Address, before map[int]*big.Int, open map[string]jobs.State, results map[string]json.RawMessage) *chaosFigures {
	t.Helper()
	// A 201 a reorg deeper than the confirmations made untrue must be
	// corrected in its job. A push to a project whose create's 201 was
	// corrected (its id changed, or the create was out of the chain a while
	// and landed again in a later block) may have met the project missing:
	// the client's knowledge was stale, not a refusal of the service.
	stale := map[string]bool{}
	corrected := func(r *chaosRequest) json.RawMessage {
		st, err := chaosJob(context.Background(), apiURL, r.jobID)
		if err != nil || st == nil || len(st.Corrections) == 0 {
			return nil
		}
		return st.Result
	}
	for _, r := range reqs {
		f := map[string]string{}
		if r.project != "" || r.final != http.StatusCreated || json.Unmarshal(r.body, &f) != nil || f["projectId"] == "" {
			continue
		}
		if corrected(r) != nil {
			stale[f["projectId"]] = true
		}
	}
	f := &chaosFigures{finalCodes: map[string]int{}, attempts: map[string]int{}}
	paid := map[int]*big.Int{}
	versions := map[string][]*registry.InkdRegistryVersionPushed{}
	for _, r := range reqs {
		f.requests++
		if r.project != "" {
			f.pushes++
		}
		for _, a := range r.answers {
			f.attempts[a]++
		}
		last := "none"
		if n := len(r.answers); n > 0 {
			last = r.answers[n-1]
		}
		f.finalCodes[last]++
		if r.final == http.StatusCreated {
			f.created++
			f.latencies = append(f.latencies, r.took)
		}
		payer := payers[r.payer]
		charged := c.used(t, payer, r.nonce) && !c.refunded(t, payer, r.nonce)
		landed, exists, onChain, resultOK := c.landing(t, r, payer, versions)
		if charged {
			if paid[r.payer] == nil {
				paid[r.payer] = new(big.Int)
			}
			paid[r.payer].Add(paid[r.payer], r.amount)
		}
		label := "create " + r.name
		if r.project != "" {
			label = fmt.Sprintf("push %s to %s (project %s)", r.tag, r.name, r.project)
		}
		what := fmt.Sprintf("request %s (payer %s, job %s, answers %v, last body %s)", label, payer.Hex(), r.jobID, r.answers, strings.TrimSpace(string(r.body)))
		switch {
		case charged && !landed:
			f.chargedWithoutWrite++
			f.problem("charged without a write: %s; chain: %s", what, onChain)
		case landed && !charged:
			f.writeWithoutCharge++
			f.problem("write without a charge: %s; chain: %s, authorization unused", what, onChain)
		case exists && !landed:
			f.wrongIDs++
			f.problem("written by another account: %s; chain: %s", what, onChain)
		}
		// The answer the client got (201) or the job's outcome must name
		// the project on chain.
		result := json.RawMessage(nil)
		if r.final == http.StatusCreated {
			result = r.body
		} else if res, ok := results[r.jobID]; ok {
			result = res
		}
		if result != nil {
			if !resultOK(result) {
				if now := corrected(r); now != nil && resultOK(now) {
					f.corrected++
				} else {
					f.wrongIDs++
					f.problem("wrong id: %s; answered %s, chain: %s", what, result, onChain)
				}
			}
		} else if landed && r.finalAnswer() {
			f.failedButLanded++
			f.problem("refused but landed: %s; chain: %s", what, onChain)
		}
		if why, ok := refusal(r); ok && !landed {
			if r.project != "" && stale[r.project] {
				f.refusedStale++
			} else {
				f.refused++
				f.problem("honest request refused (%s): %s; chain: %s", why, what, onChain)
			}
		}
		if st, ok := open[r.jobID]; ok {
			f.unresolved++
			f.problem("unresolved: %s; job %s, charged %v, landed %v", what, st, charged, landed)
		}
	}
	for i, a := range payers {
		want := new(big.Int)
		if paid[i] != nil {
			want = paid[i]
		}
		if moved := new(big.Int).Sub(before[i], c.balance(t, a)); moved.Cmp(want) != 0 {
			f.balanceMismatch++
			f.problem("payer %d (%s): USDC moved %s, fees of its used authorizations %s", i, a.Hex(), moved, want)
		}
	}
	return f
}

// refusal tells whether r was turned away, and how: a final 4xx answer (a
// rate limit is not final), or a job that ended failed. Every request of
// the chaos load is well formed and honest (a unique name, a push to a
// project the payer created and got a 201 for, funds to spare), so either
// is a defect of the service, not the client's doing: the
// project_not_found and not_owner_or_collaborator that a lagging provider
// once caused were of this kind.
func refusal(r *chaosRequest) (string, bool) {
	if r.final != http.StatusCreated && r.finalAnswer() {
		return r.answers[len(r.answers)-1], true
	}
	if r.jobError != "" {
		return "job " + r.jobError, true
	}
	return "", false
}

// log prints the figures.
func (f *chaosFigures) log(t *testing.T) {
	t.Helper()
	rpcErr := 0.0
	if f.requests > 0 {
		rpcErr = 100 * float64(f.finalCodes[string(wire.CodeRPCError)]) / float64(f.requests)
	}
	totalAttempts := 0
	for _, n := range f.attempts {
		totalAttempts += n
	}
	attemptsRPC := 0.0
	if totalAttempts > 0 {
		attemptsRPC = 100 * float64(f.attempts[string(wire.CodeRPCError)]) / float64(totalAttempts)
	}
	t.Logf("chaos figures: requests %d (creates %d, pushes %d), 201 %d, final answers %s", f.requests, f.requests-f.pushes, f.pushes, f.created, sortedCounts(f.finalCodes))
	if n := len(f.latencies); n > 0 {
		slices.Sort(f.latencies)
		at := func(q float64) time.Duration {
			return f.latencies[min(n-1, int(q*float64(n)))].Round(10 * time.Millisecond)
		}
		t.Logf("chaos figures: paid request to 201 p50 %v, p95 %v, max %v (%d writes)", at(0.5), at(0.95), f.latencies[n-1].Round(10*time.Millisecond), n)
	}
	t.Logf("chaos figures: attempts %d by answer %s", totalAttempts, sortedCounts(f.attempts))
	t.Logf("chaos figures: rpc_error %.2f %% of requests (final answer), %.2f %% of attempts", rpcErr, attemptsRPC)
	t.Logf("chaos figures: charged without a write %d, write without a charge %d, wrong ids %d, refused but landed %d, honest requests refused %d, unresolved %d, payers with a balance mismatch %d",
		f.chargedWithoutWrite, f.writeWithoutCharge, f.wrongIDs, f.failedButLanded, f.refused, f.unresolved, f.balanceMismatch)
	t.Logf("chaos figures: 201s corrected after a deep reorg %d, pushes refused for a project whose create's 201 was corrected %d", f.corrected, f.refusedStale)
}

func sortedCounts(m map[string]int) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%s=%d", k, m[k])
	}
	return strings.Join(parts, " ")
}

// The judge fails a run in which an honest request was turned away: the
// refusals the lagging spells once caused (project_not_found and
// not_owner_or_collaborator to the payer's own project, as answered in the
// run of a5e87fd) count, as does a job that ended failed; a 201, a 202
// still being polled, a rate limit and a request lost to 5xx answers do
// not.
func TestChaosJudgeCountsRefusals(t *testing.T) {
	for _, tc := range []struct {
		name    string
		r       chaosRequest
		refused bool
	}{
		{"201", chaosRequest{answers: []string{"202", "201"}, final: http.StatusCreated}, false},
		{"own project not found", chaosRequest{project: "7", answers: []string{"project_not_found"}, final: http.StatusNotFound}, true},
		{"not owner of its own project", chaosRequest{project: "7", answers: []string{"not_owner_or_collaborator"}, final: http.StatusForbidden}, true},
		{"job failed after a 202", chaosRequest{answers: []string{"202"}, final: http.StatusAccepted, jobError: "tx_failed"}, true},
		{"still polled", chaosRequest{answers: []string{"202"}, final: http.StatusAccepted}, false},
		{"rate limited", chaosRequest{answers: []string{"rate_limited"}, final: http.StatusTooManyRequests}, false},
		{"gave up on 5xx", chaosRequest{answers: []string{"rpc_error", "network"}, final: 0}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if why, got := refusal(&tc.r); got != tc.refused {
				t.Errorf("refusal = %v (%q), want %v", got, why, tc.refused)
			}
		})
	}
}
