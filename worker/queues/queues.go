package queues

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/hibiken/asynq"

	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/jobs"
	"github.com/inkd/inkd/worker"
	"github.com/inkd/inkd/worker/settle"
)

// Inspector is the part of asynq's Inspector the tool uses;
// *asynq.Inspector satisfies it.
type Inspector interface {
	Queues() ([]string, error)
	GetQueueInfo(queue string) (*asynq.QueueInfo, error)
	GetTaskInfo(queue, id string) (*asynq.TaskInfo, error)
	ListRetryTasks(queue string, opts ...asynq.ListOption) ([]*asynq.TaskInfo, error)
	ListArchivedTasks(queue string, opts ...asynq.ListOption) ([]*asynq.TaskInfo, error)
	RunTask(queue, id string) error
	DeleteTask(queue, id string) error
	PauseQueue(queue string) error
	UnpauseQueue(queue string) error
}

// Records reads transaction records; *txmgr.RecordReader satisfies it.
type Records interface {
	Get(ctx context.Context, intentID string) (*txmgr.Record, error)
}

// Outcomes reads published job outcomes; *jobs.Store satisfies it.
type Outcomes interface {
	Get(ctx context.Context, id string) (*jobs.Outcome, error)
}

var (
	_ Inspector = (*asynq.Inspector)(nil)
	_ Records   = (*txmgr.RecordReader)(nil)
	_ Outcomes  = (*jobs.Store)(nil)
)

// Queue is one queue's sizes per state.
type Queue struct {
	Name   string `json:"queue"`
	Paused bool   `json:"paused"`
	// Size is every task in the queue but the completed ones.
	Size        int `json:"size"`
	Pending     int `json:"pending"`
	Active      int `json:"active"`
	Scheduled   int `json:"scheduled"`
	Retry       int `json:"retry"`
	Archived    int `json:"archived"`
	Completed   int `json:"completed"`
	Aggregating int `json:"aggregating"`
	// LatencySeconds is the age of the oldest pending task.
	LatencySeconds float64 `json:"latencySeconds"`
	// ProcessedToday and FailedToday count the tasks processed and failed
	// since midnight UTC.
	ProcessedToday int `json:"processedToday"`
	FailedToday    int `json:"failedToday"`
	// MemoryBytes is asynq's estimate of the queue's memory in Redis.
	MemoryBytes int64 `json:"memoryBytes"`
}

// Job is one task as an operator sees it: never its payload.
type Job struct {
	ID    string `json:"id"`
	Queue string `json:"queue"`
	Type  string `json:"type"`
	// State is asynq's: pending, active, scheduled, retry, archived,
	// completed, aggregating.
	State         string     `json:"state"`
	Retried       int        `json:"retried"`
	MaxRetry      int        `json:"maxRetry"`
	LastError     string     `json:"lastError,omitempty"`
	LastFailedAt  *time.Time `json:"lastFailedAt,omitempty"`
	NextProcessAt *time.Time `json:"nextProcessAt,omitempty"`
	// PaidWrite marks a paid write; JobID is the job it works for (its id,
	// or the one a continuation carries on), Transactions the records of
	// that job and Outcome its published outcome's state ("" when none).
	PaidWrite    bool          `json:"paidWrite"`
	JobID        string        `json:"jobId,omitempty"`
	Transactions []Transaction `json:"transactions,omitempty"`
	Outcome      string        `json:"outcome,omitempty"`
}

// Transaction is a transaction record of a paid-write job.
type Transaction struct {
	Intent string      `json:"intent"`
	State  txmgr.State `json:"state"`
	From   string      `json:"from"`
	Nonce  uint64      `json:"nonce"`
	TxHash string      `json:"txHash,omitempty"`
}

// StateUnsigned is the state shown for a batch that is stored with its
// members and whose transaction is not signed yet: any member's delivery
// signs it.
const StateUnsigned txmgr.State = "unsigned"

// IntentOf returns the transaction intent that decides paid write jobID:
// its batch's ("batch:<id>") for a member of one, else jobID.
// batcher.JobIntent bound to the Redis client satisfies it.
type IntentOf func(ctx context.Context, jobID string) (string, error)

// Tool inspects and operates the queues. Safe for concurrent use.
type Tool struct {
	ins      Inspector
	records  Records
	outcomes Outcomes
	intentOf IntentOf
}

// New returns a Tool on ins that reads paid writes' transaction records
// from records, their outcomes from outcomes and their batches through
// intentOf (required: a job in a batch has no record of its own).
func New(ins Inspector, records Records, outcomes Outcomes, intentOf IntentOf) *Tool {
	return &Tool{ins: ins, records: records, outcomes: outcomes, intentOf: intentOf}
}

// knownQueues are the queues inkd uses; Sizes lists them even before their
// first task.
var knownQueues = []string{jobs.QueueWrites, jobs.QueueStorage}

// queues returns the queues asynq knows (those that ever held a task),
// sorted.
func (t *Tool) queues() ([]string, error) {
	qs, err := t.ins.Queues()
	if err != nil {
		return nil, fmt.Errorf("list queues: %w", err)
	}
	slices.Sort(qs)
	return qs, nil
}

// queuesOf returns [queue], or every queue when queue is "". A queue asynq
// does not know is an error wrapping asynq.ErrQueueNotFound.
func (t *Tool) queuesOf(queue string) ([]string, error) {
	qs, err := t.queues()
	if err != nil || queue == "" {
		return qs, err
	}
	if !slices.Contains(qs, queue) {
		return nil, fmt.Errorf("queue %q has never held a task (queues: %s): %w", queue, strings.Join(qs, ", "), asynq.ErrQueueNotFound)
	}
	return []string{queue}, nil
}

// Sizes returns every queue's sizes per state. A queue of inkd's that has
// never held a task shows zeros.
func (t *Tool) Sizes() ([]Queue, error) {
	qs, err := t.queues()
	if err != nil {
		return nil, err
	}
	var out []Queue
	for _, q := range qs {
		info, err := t.ins.GetQueueInfo(q)
		if err != nil {
			return nil, fmt.Errorf("queue %s: %w", q, err)
		}
		out = append(out, Queue{
			Name: q, Paused: info.Paused, Size: info.Size,
			Pending: info.Pending, Active: info.Active, Scheduled: info.Scheduled, Retry: info.Retry,
			Archived: info.Archived, Completed: info.Completed, Aggregating: info.Aggregating,
			LatencySeconds: info.Latency.Seconds(), ProcessedToday: info.Processed, FailedToday: info.Failed,
			MemoryBytes: info.MemoryUsage,
		})
	}
	for _, q := range knownQueues {
		if !slices.Contains(qs, q) {
			out = append(out, Queue{Name: q})
		}
	}
	slices.SortFunc(out, func(a, b Queue) int { return strings.Compare(a.Name, b.Name) })
	return out, nil
}

// Failed returns the tasks waiting for a retry and the archived ones (asynq
// gave up on them) of queue, or of every queue when queue is "", each with
// its last error; at most limit of each state per queue, the most recent
// failures first.
func (t *Tool) Failed(queue string, limit int) ([]Job, error) {
	if limit <= 0 {
		return nil, fmt.Errorf("limit %d: want at least 1", limit)
	}
	qs, err := t.queuesOf(queue)
	if err != nil {
		return nil, err
	}
	var out []Job
	for _, q := range qs {
		info, err := t.ins.GetQueueInfo(q)
		if err != nil {
			return nil, fmt.Errorf("queue %s: %w", q, err)
		}
		retry, err := t.ins.ListRetryTasks(q, asynq.PageSize(limit))
		if err != nil {
			return nil, fmt.Errorf("list retry tasks of %s: %w", q, err)
		}
		// asynq lists archived tasks oldest first: read the last page.
		page := max((info.Archived+limit-1)/limit, 1)
		archived, err := t.ins.ListArchivedTasks(q, asynq.PageSize(limit), asynq.Page(page))
		if err != nil {
			return nil, fmt.Errorf("list archived tasks of %s: %w", q, err)
		}
		for _, ti := range append(retry, archived...) {
			out = append(out, jobOf(ti))
		}
	}
	slices.SortStableFunc(out, func(a, b Job) int {
		return lastFailed(b).Compare(lastFailed(a))
	})
	return out, nil
}

func lastFailed(j Job) time.Time {
	if j.LastFailedAt == nil {
		return time.Time{}
	}
	return *j.LastFailedAt
}

// jobOf is the operator's view of ti, without its transactions.
func jobOf(ti *asynq.TaskInfo) Job {
	j := Job{
		ID: ti.ID, Queue: ti.Queue, Type: ti.Type, State: ti.State.String(),
		Retried: ti.Retried, MaxRetry: ti.MaxRetry, LastError: ti.LastErr,
		PaidWrite: worker.IsPaidWrite(ti.Type),
	}
	if !ti.LastFailedAt.IsZero() {
		at := ti.LastFailedAt.UTC()
		j.LastFailedAt = &at
	}
	if !ti.NextProcessAt.IsZero() {
		at := ti.NextProcessAt.UTC()
		j.NextProcessAt = &at
	}
	if j.PaidWrite {
		j.JobID = worker.JobOfTask(ti.ID, ti.Headers)
	}
	return j
}

// find returns task id of queue, or of whichever queue holds it when queue
// is "". An unknown task is an error wrapping asynq.ErrTaskNotFound.
func (t *Tool) find(queue, id string) (*asynq.TaskInfo, error) {
	qs, err := t.queuesOf(queue)
	if err != nil {
		return nil, err
	}
	for _, q := range qs {
		ti, err := t.ins.GetTaskInfo(q, id)
		switch {
		case err == nil:
			return ti, nil
		case errors.Is(err, asynq.ErrTaskNotFound):
		default:
			return nil, fmt.Errorf("task %s: %w", id, err)
		}
	}
	return nil, fmt.Errorf("task %s: %w", id, asynq.ErrTaskNotFound)
}

// Show returns task id of queue ("": any queue) with, for a paid write,
// its job's transaction records and outcome.
func (t *Tool) Show(ctx context.Context, queue, id string) (*Job, error) {
	ti, err := t.find(queue, id)
	if err != nil {
		return nil, err
	}
	j := jobOf(ti)
	if !j.PaidWrite {
		return &j, nil
	}
	intents := settle.JobIntents(j.JobID)
	decides, err := t.intentOf(ctx, j.JobID)
	if err != nil {
		return nil, err
	}
	batched := decides != j.JobID
	if batched {
		intents = append([]string{decides}, intents...)
	}
	for i, intent := range intents {
		r, err := t.records.Get(ctx, intent)
		if errors.Is(err, txmgr.ErrNotFound) {
			if batched && i == 0 {
				j.Transactions = append(j.Transactions, Transaction{Intent: intent, State: StateUnsigned})
			}
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("transaction record of %s: %w", intent, err)
		}
		tx := Transaction{Intent: intent, State: r.State, From: r.From.Hex(), Nonce: r.Nonce}
		if n := len(r.Attempts); n > 0 {
			tx.TxHash = r.Attempts[n-1].Hash.Hex()
		}
		j.Transactions = append(j.Transactions, tx)
	}
	o, err := t.outcomes.Get(ctx, j.JobID)
	switch {
	case err == nil:
		j.Outcome = string(o.State)
	case !errors.Is(err, jobs.ErrNotFound):
		return nil, fmt.Errorf("outcome of job %s: %w", j.JobID, err)
	}
	return &j, nil
}

// Delete deletes task id of queue ("": any queue) unless that could break
// the money path or the task is running (a *RefusedError says why). It
// returns the task as it was.
//
// The check and the deletion are two steps: a task that a worker takes in
// between is active, and asynq refuses to delete an active task; a task is
// not signed for unless a worker holds it.
func (t *Tool) Delete(ctx context.Context, queue, id string) (*Job, error) {
	j, err := t.Show(ctx, queue, id)
	if err != nil {
		return nil, err
	}
	if why := deleteRefusal(j); why != "" {
		return j, &RefusedError{Op: "delete", TaskID: id, Reason: why}
	}
	if err := t.ins.DeleteTask(j.Queue, id); err != nil {
		return j, fmt.Errorf("delete task %s: %w", id, err)
	}
	return j, nil
}

// Retry runs a scheduled, retrying or archived task id of queue ("": any
// queue) now; a pending, active or completed one is refused. It returns
// the task as it was.
func (t *Tool) Retry(ctx context.Context, queue, id string) (*Job, error) {
	j, err := t.Show(ctx, queue, id)
	if err != nil {
		return nil, err
	}
	if why := retryRefusal(j.State); why != "" {
		return j, &RefusedError{Op: "retry", TaskID: id, Reason: why}
	}
	if err := t.ins.RunTask(j.Queue, id); err != nil {
		return j, fmt.Errorf("retry task %s: %w", id, err)
	}
	return j, nil
}

// Pause stops workers from taking tasks of queue; tasks already running
// go on. It reports whether the queue was running. An unknown queue is an
// error wrapping asynq.ErrQueueNotFound.
func (t *Tool) Pause(queue string) (bool, error) {
	return t.setPaused(queue, true)
}

// Resume lets workers take tasks of queue again. It reports whether the
// queue was paused.
func (t *Tool) Resume(queue string) (bool, error) {
	return t.setPaused(queue, false)
}

func (t *Tool) setPaused(queue string, pause bool) (bool, error) {
	if queue == "" {
		return false, fmt.Errorf("no queue named: %w", asynq.ErrQueueNotFound)
	}
	if _, err := t.queuesOf(queue); err != nil {
		return false, err
	}
	info, err := t.ins.GetQueueInfo(queue)
	if err != nil {
		return false, fmt.Errorf("queue %s: %w", queue, err)
	}
	if info.Paused == pause {
		return false, nil
	}
	if pause {
		err = t.ins.PauseQueue(queue)
	} else {
		err = t.ins.UnpauseQueue(queue)
	}
	if err != nil {
		return false, fmt.Errorf("queue %s: %w", queue, err)
	}
	return true, nil
}
