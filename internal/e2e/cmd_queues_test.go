package e2e

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/hibiken/asynq"
	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/internal/testutil/txrecord"
	"github.com/inkd/inkd/jobs"
	"github.com/inkd/inkd/worker/claims"
)

// queuesBound bounds one `inkd queues` run.
const queuesBound = time.Minute

// TestCmdQueues runs `inkd queues` as its own process on a real
// redis-server holding two paid writes, one of them signed (a real
// transaction record): sizes as JSON and text, the signed one's delete
// refused with the reason (exit 3) and left in place, the unsigned one
// deleted, pause and resume, and the exit codes of a usage mistake (2), an
// unknown task (3) and a Redis that does not answer (4).
func TestCmdQueues(t *testing.T) {
	testutil.SkipIfShort(t, "redis-server and the inkd binary")
	srv := testutil.StartRedis(t, testutil.RedisOptions{})
	opt, err := redis.ParseURL(srv.URL())
	if err != nil {
		t.Fatal(err)
	}
	rdb := redis.NewClient(opt)
	t.Cleanup(func() { _ = rdb.Close() })
	client := asynq.NewClientFromRedisClient(rdb)
	for _, id := range []string{"job-signed", "job-unsigned"} {
		if _, err := client.Enqueue(asynq.NewTask(jobs.TypeCreateProject, []byte(`{}`)), asynq.Queue(jobs.QueueWrites), asynq.TaskID(id)); err != nil {
			t.Fatal(err)
		}
	}
	txrecord.New(t, rdb).Send(t, "job-signed")
	env := cmdEnv("REDIS_URL=" + srv.URL())

	res := runInkd(t, queuesBound, env, "queues", "--json")
	var sizes []struct {
		Queue   string `json:"queue"`
		Pending int    `json:"pending"`
		Paused  bool   `json:"paused"`
	}
	if res.code != 0 || json.Unmarshal([]byte(res.stdout), &sizes) != nil || len(sizes) != 2 || sizes[1].Queue != jobs.QueueWrites || sizes[1].Pending != 2 {
		t.Fatalf("inkd queues --json exited %d: %s\nstderr: %s", res.code, res.stdout, res.stderr)
	}
	if res := runInkd(t, queuesBound, env, "queues"); res.code != 0 || !strings.Contains(res.stdout, "writes") || !strings.Contains(res.stdout, "PENDING") {
		t.Fatalf("inkd queues exited %d: %s\nstderr: %s", res.code, res.stdout, res.stderr)
	}

	res = runInkd(t, queuesBound, env, "queues", "delete", "job-signed", "--json")
	if res.code != exitRefusedCode || !strings.Contains(res.stderr, "transaction record") || !strings.Contains(res.stdout, `"exitCode":3`) {
		t.Fatalf("delete of a signed paid write exited %d\nstdout: %s\nstderr: %s", res.code, res.stdout, res.stderr)
	}
	if res := runInkd(t, queuesBound, env, "queues", "show", "job-signed", "--json"); res.code != 0 || !strings.Contains(res.stdout, `"state": "sent"`) {
		t.Fatalf("show after the refusal exited %d: %s\nstderr: %s", res.code, res.stdout, res.stderr)
	}
	if res := runInkd(t, queuesBound, env, "queues", "delete", "job-unsigned"); res.code != 0 || !strings.Contains(res.stdout, "deleted") {
		t.Fatalf("delete of an unsigned paid write exited %d: %s\nstderr: %s", res.code, res.stdout, res.stderr)
	}
	if res := runInkd(t, queuesBound, env, "queues", "delete", "job-unsigned"); res.code != exitRefusedCode || !strings.Contains(res.stderr, "not found") {
		t.Fatalf("second delete exited %d: %s", res.code, res.stderr)
	}

	// The claim loop's latest scan, as a worker leaves it.
	if res := runInkd(t, queuesBound, env, "queues", "claims"); res.code != 0 || !strings.Contains(res.stdout, "no claim loop scanned") {
		t.Fatalf("queues claims before any scan exited %d: %s\nstderr: %s", res.code, res.stdout, res.stderr)
	}
	scan, _ := json.Marshal(claims.Status{At: time.Now(), Channels: 3, Owed: 2, Unclaimed: "250000", Skipped: 1})
	last, _ := json.Marshal(claims.Claim{At: time.Now(), TxHash: "0xc1a1", Outcome: claims.ClaimLanded, Channels: 2, Amount: "90000"})
	if err := rdb.MSet(t.Context(), claims.StatusKey, scan, claims.LastClaimKey, last).Err(); err != nil {
		t.Fatal(err)
	}
	res = runInkd(t, queuesBound, env, "queues", "claims")
	for _, want := range []string{"owed         2 channels, 250000", "SKIPPED      1", "last claim", "landed: 2 channels, 90000", "0xc1a1"} {
		if res.code != 0 || !strings.Contains(res.stdout, want) {
			t.Fatalf("queues claims exited %d without %q: %s\nstderr: %s", res.code, want, res.stdout, res.stderr)
		}
	}
	if res := runInkd(t, queuesBound, env, "queues", "claims", "--json"); res.code != 0 || !strings.Contains(res.stdout, `"unclaimed": "250000"`) || !strings.Contains(res.stdout, `"scanned": true`) {
		t.Fatalf("queues claims --json exited %d: %s", res.code, res.stdout)
	}

	if res := runInkd(t, queuesBound, env, "queues", "pause", jobs.QueueWrites); res.code != 0 {
		t.Fatalf("pause exited %d: %s", res.code, res.stderr)
	}
	if paused, err := rdb.Exists(t.Context(), "asynq:{writes}:paused").Result(); err != nil || paused != 1 {
		t.Fatalf("writes not paused in Redis: %d %v", paused, err)
	}
	if res := runInkd(t, queuesBound, env, "queues", "resume", jobs.QueueWrites, "--json"); res.code != 0 || !strings.Contains(res.stdout, `"changed": true`) {
		t.Fatalf("resume exited %d: %s\nstderr: %s", res.code, res.stdout, res.stderr)
	}

	for _, tc := range []struct {
		args []string
		env  []string
		code int
	}{
		{[]string{"queues", "bogus"}, env, exitUsageCode},
		{[]string{"queues", "delete"}, env, exitUsageCode},
		{[]string{"queues", "pause", "wirtes"}, env, exitRefusedCode},
		{[]string{"queues", "--json"}, cmdEnv("REDIS_URL=redis://127.0.0.1:1/0"), exitNetworkCode},
	} {
		if res := runInkd(t, queuesBound, tc.env, tc.args...); res.code != tc.code {
			t.Errorf("inkd %s exited %d, want %d\nstderr: %s", strings.Join(tc.args, " "), res.code, tc.code, res.stderr)
		}
	}
}
