package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/hibiken/asynq"
	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/internal/redisconn"
	"github.com/inkd/inkd/jobs"
	"github.com/inkd/inkd/worker/batcher"
	"github.com/inkd/inkd/worker/claims"
	"github.com/inkd/inkd/worker/queues"
)

const queuesUsage = `usage: inkd queues [<sub> [args]] [flags]

  (none)            sizes of every queue per state
  failed            tasks waiting for a retry and archived ones, with their last error
  show ID           one task; for a paid write its transactions and outcome
  retry ID          run a scheduled, retrying or archived task now
  delete ID         delete a task; a paid write with a transaction and no
                    published outcome is refused (exit 3), retry it instead
  pause QUEUE       workers stop taking the queue's tasks (running ones go on)
  resume QUEUE      workers take them again
  claims            the claim loop of writes paid by voucher: its latest scan
                    (channels owed, what they owe, channels skipped) and claim

Exit codes: 0 ok, 2 usage, 3 refused or not found, 4 Redis does not answer.
`

// queuesDialTimeout bounds the first answer from Redis.
const queuesDialTimeout = 5 * time.Second

// runQueues is `inkd queues`: worker/queues does the work.
func runQueues(ctx context.Context, args []string) error {
	return queuesMain(ctx, args, os.Stdout)
}

func queuesMain(ctx context.Context, args []string, out io.Writer) error {
	sub := ""
	if len(args) > 0 && !strings.HasPrefix(args[0], "-") {
		sub, args = args[0], args[1:]
	}
	fs := flag.NewFlagSet("inkd queues "+sub, flag.ContinueOnError)
	fs.Usage = func() { fmt.Fprint(os.Stderr, queuesUsage); fs.PrintDefaults() }
	redisURL := new(string)
	secretVar(fs, redisURL, "redis-url", "REDIS_URL", "Redis URL (REDIS_URL)")
	asJSON := fs.Bool("json", false, "print JSON")
	queue := fs.String("queue", "", "the task's queue (writes, storage); default: look in every queue")
	limit := fs.Int("limit", 20, "failed: at most this many tasks per state and queue")
	pos, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	want := map[string]int{"": 0, "failed": 0, "show": 1, "retry": 1, "delete": 1, "pause": 1, "resume": 1, "claims": 0}
	n, ok := want[sub]
	if !ok {
		fmt.Fprint(os.Stderr, queuesUsage)
		return usageErrorf("unknown queues command %q", sub)
	}
	if len(pos) != n {
		return usageErrorf("queues %s takes %d argument(s), got %d", sub, n, len(pos))
	}
	if *redisURL == "" {
		return usageErrorf("REDIS_URL (--redis-url) is required")
	}
	rdb, err := dialRedis(ctx, *redisURL)
	if err != nil {
		return err
	}
	defer rdb.Close()
	tool := queues.New(asynq.NewInspectorFromRedisClient(rdb), txmgr.NewRecordReader(rdb, ""), jobs.NewStore(rdb, ""),
		func(ctx context.Context, id string) (string, error) { return batcher.JobIntent(ctx, rdb, id) })
	arg := strings.Join(pos, "")
	var doc any
	var human func(io.Writer)
	switch sub {
	case "":
		qs, err := tool.Sizes()
		if err != nil {
			return err
		}
		doc, human = qs, func(w io.Writer) { printSizes(w, qs) }
	case "claims":
		st, ok, err := claims.ReadStatus(ctx, rdb)
		if err != nil {
			return err
		}
		doc = map[string]any{"scanned": ok, "status": st}
		human = func(w io.Writer) { printClaims(w, st, ok, time.Now()) }
	case "failed":
		js, err := tool.Failed(*queue, *limit)
		if err != nil {
			return queuesError(err)
		}
		doc, human = js, func(w io.Writer) { printJobs(w, js) }
	case "show":
		j, err := tool.Show(ctx, *queue, arg)
		if err != nil {
			return queuesError(err)
		}
		doc, human = j, func(w io.Writer) { printJobs(w, []queues.Job{*j}) }
	case "retry", "delete":
		op := tool.Retry
		if sub == "delete" {
			op = tool.Delete
		}
		j, err := op(ctx, *queue, arg)
		if err != nil {
			return queuesError(err)
		}
		done := map[string]string{"retry": "queued to run now", "delete": "deleted"}[sub]
		doc = map[string]any{"ok": true, "task": j, "done": done}
		human = func(w io.Writer) { fmt.Fprintf(w, "task %s (%s, %s) %s\n", j.ID, j.Queue, j.Type, done) }
	case "pause", "resume":
		op := tool.Pause
		if sub == "resume" {
			op = tool.Resume
		}
		changed, err := op(arg)
		if err != nil {
			return queuesError(err)
		}
		state := map[string]string{"pause": "paused", "resume": "running"}[sub]
		doc = map[string]any{"ok": true, "queue": arg, "state": state, "changed": changed}
		human = func(w io.Writer) {
			was := ""
			if !changed {
				was = " (it already was)"
			}
			fmt.Fprintf(w, "queue %s %s%s\n", arg, state, was)
		}
	}
	return printDoc(out, *asJSON, doc, human)
}

// dialRedis opens url and waits for one answer; a Redis that does not answer
// is a network error (exit 4). The tool does not wait for a Redis to come
// up: an operator runs it to see the state now.
func dialRedis(ctx context.Context, url string) (*redis.Client, error) {
	target, err := redisconn.ParseURL(url)
	if err != nil {
		return nil, usageErrorf("%v", err)
	}
	rdb := target.Client(redisconn.Tune{MaxRetries: -1})
	pctx, cancel := context.WithTimeout(ctx, queuesDialTimeout)
	defer cancel()
	if err := rdb.Ping(pctx).Err(); err != nil {
		rdb.Close()
		return nil, exitError{exitNetwork, fmt.Errorf("redis at %s does not answer: %w", target, err)}
	}
	return rdb, nil
}

// queuesError gives a refusal or an unknown task or queue exit code 3.
func queuesError(err error) error {
	var re *queues.RefusedError
	if errors.As(err, &re) || errors.Is(err, asynq.ErrTaskNotFound) || errors.Is(err, asynq.ErrQueueNotFound) {
		return exitError{exitRefused, err}
	}
	return err
}

func printSizes(w io.Writer, qs []queues.Queue) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "QUEUE\tSTATE\tPENDING\tACTIVE\tSCHEDULED\tRETRY\tARCHIVED\tCOMPLETED\tLATENCY\tPROCESSED TODAY\tFAILED TODAY")
	for _, q := range qs {
		state := "running"
		if q.Paused {
			state = "paused"
		}
		fmt.Fprintf(tw, "%s\t%s\t%d\t%d\t%d\t%d\t%d\t%d\t%.1fs\t%d\t%d\n", q.Name, state, q.Pending, q.Active, q.Scheduled,
			q.Retry, q.Archived, q.Completed, q.LatencySeconds, q.ProcessedToday, q.FailedToday)
	}
	_ = tw.Flush()
}

// printClaims shows the claim loop's latest scan (ok: one within the
// hour) and its latest claim, as of now.
func printClaims(w io.Writer, st claims.Status, ok bool, now time.Time) {
	if !ok {
		fmt.Fprintln(w, "no claim loop scanned within the hour (is a worker running with INKD_CHANNEL_PAYMENTS on?)")
	} else {
		fmt.Fprintf(w, "latest scan  %s (%s ago)\n", st.At.UTC().Format(time.RFC3339), now.Sub(st.At).Round(time.Second))
		if st.Scanner != "" {
			fmt.Fprintf(w, "scanner      %s\n", st.Scanner)
		}
		fmt.Fprintf(w, "channels     %d (%d not read, %d settled and skipped)\n", st.Channels, st.Unread, st.Quiet)
		fmt.Fprintf(w, "owed         %d channels, %s USDC base units unclaimed\n", st.Owed, st.Unclaimed)
		fmt.Fprintf(w, "claimed now  %d channels\n", st.Due)
		if st.Skipped > 0 {
			fmt.Fprintf(w, "SKIPPED      %d channels whose landed fees cannot all be claimed: see the worker's errors\n", st.Skipped)
		}
	}
	if c := st.LastClaim; c != nil {
		fmt.Fprintf(w, "last claim   %s %s: %d channels, %s USDC base units (tx %s)\n", c.At.UTC().Format(time.RFC3339), c.Outcome, c.Channels, c.Amount, c.TxHash)
	}
}

func printJobs(w io.Writer, js []queues.Job) {
	if len(js) == 0 {
		fmt.Fprintln(w, "no tasks")
		return
	}
	for _, j := range js {
		fmt.Fprintf(w, "%s  %s  %s  %s  retried %d/%d\n", j.ID, j.Queue, j.Type, j.State, j.Retried, j.MaxRetry)
		if j.LastError != "" {
			fmt.Fprintf(w, "  last error  %s\n", j.LastError)
		}
		if j.LastFailedAt != nil {
			fmt.Fprintf(w, "  failed at   %s\n", j.LastFailedAt.Format(time.RFC3339))
		}
		if j.NextProcessAt != nil {
			fmt.Fprintf(w, "  next run    %s\n", j.NextProcessAt.Format(time.RFC3339))
		}
		if j.PaidWrite {
			fmt.Fprintf(w, "  paid write of job %s; outcome %s\n", j.JobID, orNone(j.Outcome))
			for _, tx := range j.Transactions {
				fmt.Fprintf(w, "  transaction %s  %s  from %s nonce %d  %s\n", tx.Intent, tx.State, tx.From, tx.Nonce, tx.TxHash)
			}
		}
	}
}

func orNone(s string) string {
	if s == "" {
		return "none yet"
	}
	return s
}
