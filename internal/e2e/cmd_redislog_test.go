package e2e

import (
	"encoding/json"
	"strings"
	"testing"
	"time"
)

// outage is how long the Redis outage of TestCmdRedisOutageLogs lasts: the
// event under test, not a synchronisation.
const outage = 10 * time.Second

// During a Redis outage (the server killed, then started again on its
// data) serve and worker write only structured lines (JSON,
// every library line through logrus with its component), repeated library
// lines are held to one per message class per interval with a count, and
// the end of the outage is logged. Before, go-redis wrote its own
// unstructured "redis: … failed to dial after 5 attempts" lines (164 of
// 200 worker lines during a 16 s outage).
func TestCmdRedisOutageLogs(t *testing.T) {
	r := newCmdRig(t)
	serve, worker := r.startServeWorker(t, "LOG_LEVEL=info")
	before := map[*proc]int{serve: len(serve.stderr.String()), worker: len(worker.stderr.String())}

	r.server.Kill()
	time.Sleep(outage)
	r.server.Restart()
	for _, p := range []*proc{serve, worker} {
		if !p.stderr.waitFor(`"msg":"redis answers again"`, p.exited, startupBound) {
			t.Errorf("inkd %s logged no recovery", p.name)
		}
	}
	for _, p := range []*proc{serve, worker} {
		var lines []string
		if out := strings.TrimSpace(p.stderr.String()[before[p]:]); out != "" {
			lines = strings.Split(out, "\n")
		}
		perComponent := map[string]int{}
		for _, l := range lines {
			var fields map[string]any
			if err := json.Unmarshal([]byte(l), &fields); err != nil {
				t.Errorf("inkd %s: unstructured line %q", p.name, l)
				continue
			}
			c, _ := fields["component"].(string)
			perComponent[c]++
		}
		t.Logf("inkd %s: %d lines in a %v outage and its end: %v", p.name, len(lines), outage, perComponent)
		for _, lib := range []string{"go-redis", "asynq"} {
			if n := perComponent[lib]; n > 12 {
				t.Errorf("inkd %s: %d %s lines, want at most 12", p.name, n, lib)
			}
		}
		if len(lines) > 60 {
			t.Errorf("inkd %s: %d lines, want at most 60", p.name, len(lines))
		}
	}
	for _, p := range []*proc{serve, worker} {
		if code, _ := p.stop(t); code != 0 {
			t.Errorf("inkd %s exited %d", p.name, code)
		}
	}
}
