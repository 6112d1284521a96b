package worker

import (
	"crypto/sha256"
	"encoding/hex"
	"strconv"

	"github.com/ethereum/go-ethereum/core/types"
)

// The task ids a paid-write job's continuations are queued under, besides
// the job id itself (jobs.PaidJobID). Each derives from the job id, so a
// continuation queued twice is one task. The transaction intents a job
// signs under are named in worker/settle (intents.go).

// continuationTaskID is the task of the gen-th continuation of job jobID
// after a last delivery (lifecycle.go).
func continuationTaskID(jobID string, gen int) string { return jobID + "~" + strconv.Itoa(gen) }

// takeoverTaskID is the continuation of job jobID taken over from the
// dead process dead (takeover_jobs.go): one per job and dead process.
func takeoverTaskID(jobID, dead string) string {
	sum := sha256.Sum256([]byte(dead))
	return jobID + "~takeover-" + hex.EncodeToString(sum[:6])
}

// reorgTaskID is the continuation of job jobID reopened after a deep reorg
// moved its write into rc's block (corrections.go): one per job and block.
func reorgTaskID(jobID string, rc *types.Receipt) string {
	sum := sha256.Sum256([]byte(rc.TxHash.Hex() + "@" + rc.BlockNumber.String()))
	return jobID + "~reorg-" + hex.EncodeToString(sum[:6])
}

// JobOfTask returns the paid-write job a task works for, from its id and
// headers as asynq's Inspector shows them: the task id, or for a
// continuation (queued when a job outlives its last delivery) the job it
// carries on.
func JobOfTask(taskID string, headers map[string]string) string {
	if j := headers[headerJob]; j != "" {
		return j
	}
	return taskID
}

// IsPaidWrite reports whether tasks of taskType are paid writes: each is
// paid by an authorization its transaction takes.
func IsPaidWrite(taskType string) bool { return isPaidWrite(taskType) }
