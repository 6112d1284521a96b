// Package takeover lets any live worker carry on the in-flight paid writes
// of a worker process that died, within seconds instead of asynq's lease
// recovery (about 90 s after a SIGKILL).
//
// Each worker process keeps a lease in a roster (a sorted set of process
// ids scored by their lease's end, renewed every Beat) and lists the jobs
// it is running under its id. A process whose lease ran out is dead: the
// first live process that claims it (one atomic step, so exactly one
// does) gets its job list and hands each job to a Resume callback, which
// queues a continuation of the job. Handlers are idempotent and tolerate
// overlap, so a wrong verdict (a process paused longer than its lease)
// costs a duplicate delivery, never a second transaction: the job's
// transaction record and its per-key lock decide who signs.
//
// Takeover only hastens what asynq does anyway: the task of a dead process
// still comes back when its asynq lease expires, and finds its job
// published or carried on. A job whose resumption fails is left to that.
package takeover

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"time"

	"github.com/redis/go-redis/v9"
)

// Job is a running task as the roster lists it: enough to read the task
// back from asynq.
type Job struct {
	// ID is the job's id (its first task's id).
	ID string `json:"id"`
	// Queue and TaskID name the asynq task being run for it.
	Queue  string `json:"queue"`
	TaskID string `json:"taskId"`
}

// Roster is the Redis side: the leases of worker processes and the jobs
// each runs. Keys live under prefix.
type Roster struct {
	rdb    redis.UniversalClient
	live   string // sorted set: process id → end of its lease (Unix ms)
	prefix string
}

// DefaultPrefix is where the roster's keys live.
const DefaultPrefix = "inkd:takeover:"

// NewRoster returns the roster on rdb under prefix (DefaultPrefix when
// empty).
func NewRoster(rdb redis.UniversalClient, prefix string) *Roster {
	if prefix == "" {
		prefix = DefaultPrefix
	}
	return &Roster{rdb: rdb, live: prefix + "live", prefix: prefix}
}

func (r *Roster) jobsKey(process string) string { return r.prefix + "jobs:" + process }

// Beat renews process's lease to until.
func (r *Roster) Beat(ctx context.Context, process string, until time.Time) error {
	return r.rdb.ZAdd(ctx, r.live, redis.Z{Score: float64(until.UnixMilli()), Member: process}).Err()
}

// Hold lists job as running in process.
func (r *Roster) Hold(ctx context.Context, process string, job Job) error {
	b, err := json.Marshal(job)
	if err != nil {
		return err
	}
	return r.rdb.HSet(ctx, r.jobsKey(process), job.ID, b).Err()
}

// Release takes job jobID off process's list.
func (r *Roster) Release(ctx context.Context, process, jobID string) error {
	return r.rdb.HDel(ctx, r.jobsKey(process), jobID).Err()
}

// Leave takes process off the roster with its list: a process that stops
// cleanly (asynq hands its tasks back to their queues itself).
func (r *Roster) Leave(ctx context.Context, process string) error {
	_, err := r.rdb.TxPipelined(ctx, func(p redis.Pipeliner) error {
		p.ZRem(ctx, r.live, process)
		p.Del(ctx, r.jobsKey(process))
		return nil
	})
	return err
}

// Expired returns the processes whose lease ended before now.
func (r *Roster) Expired(ctx context.Context, now time.Time) ([]string, error) {
	return r.rdb.ZRangeByScore(ctx, r.live, &redis.ZRangeBy{Min: "-inf", Max: "(" + strconv.FormatInt(now.UnixMilli(), 10)}).Result()
}

// claimScript takes a dead process off the roster and returns its job
// list, deleted with it; it returns nothing when another claimer was
// first or the process renewed its lease meanwhile.
//
// KEYS: live, jobs. ARGV: process, now (Unix ms).
var claimScript = redis.NewScript(`
local ends = redis.call('ZSCORE', KEYS[1], ARGV[1])
if not ends or tonumber(ends) >= tonumber(ARGV[2]) then return {} end
redis.call('ZREM', KEYS[1], ARGV[1])
local jobs = redis.call('HVALS', KEYS[2])
redis.call('DEL', KEYS[2])
return jobs
`)

// Claim takes dead process off the roster, if its lease ended before now
// and no one claimed it first, and returns the jobs it was running.
func (r *Roster) Claim(ctx context.Context, process string, now time.Time) ([]Job, error) {
	vals, err := claimScript.Run(ctx, r.rdb, []string{r.live, r.jobsKey(process)}, process, now.UnixMilli()).StringSlice()
	if err != nil {
		return nil, fmt.Errorf("claim %s: %w", process, err)
	}
	jobs := make([]Job, 0, len(vals))
	for _, v := range vals {
		var j Job
		if json.Unmarshal([]byte(v), &j) == nil && j.ID != "" {
			jobs = append(jobs, j)
		}
	}
	return jobs, nil
}
