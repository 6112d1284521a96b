package queues

import (
	"fmt"
	"strings"

	"github.com/hibiken/asynq"
)

// RefusedError is an operation the tool refused, and why. Nothing was
// changed.
type RefusedError struct {
	// Op is the operation: delete or retry.
	Op string
	// TaskID is the task it was asked for.
	TaskID string
	// Reason says why, and what to do instead.
	Reason string
}

func (e *RefusedError) Error() string {
	return fmt.Sprintf("refused to %s task %s: %s", e.Op, e.TaskID, e.Reason)
}

// deleteRefusal decides whether job j (as Show fills it) may be deleted; it
// returns the reason it may not, or "".
func deleteRefusal(j *Job) string {
	if j.State == asynq.TaskStateActive.String() {
		return "it is running on a worker; wait for it to end (or pause its queue) and look again"
	}
	if !j.PaidWrite || j.Outcome != "" || len(j.Transactions) == 0 {
		// No transaction: nothing was signed, so nothing can be charged
		// (the authorization lapses unused); or the client has its answer.
		return ""
	}
	var txs []string
	unresolved := false
	for _, tx := range j.Transactions {
		txs = append(txs, fmt.Sprintf("%s is %s (tx %s)", tx.Intent, tx.State, tx.TxHash))
		unresolved = unresolved || !tx.State.Terminal()
	}
	why := "its transaction is done but its outcome is not published, so its client, who paid, would never learn the result"
	if unresolved {
		why = "the payment may still be taken by its transaction and only the job can see it through"
	}
	return fmt.Sprintf("paid write of job %s has a transaction record (%s) and no published outcome: %s; retry it instead",
		j.JobID, strings.Join(txs, "; "), why)
}

// retryRefusal decides whether the task in state may be run again now; it
// returns the reason it may not, or "".
func retryRefusal(state string) string {
	switch state {
	case asynq.TaskStateScheduled.String(), asynq.TaskStateRetry.String(), asynq.TaskStateArchived.String():
		return ""
	case asynq.TaskStatePending.String():
		return "it is already pending: a worker takes it next (is its queue paused?)"
	case asynq.TaskStateActive.String():
		return "it is running on a worker"
	}
	return "it is " + state + ", nothing to run again"
}
