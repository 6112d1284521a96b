package worker

// Suffixes of the intents a paid-write job signs besides its own (see
// settleUsed): completing a write paid elsewhere, and refunding it.
const (
	prepaidIntentSuffix = ":prepaid"
	refundIntentSuffix  = ":refund"
)

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

// JobIntents returns every transaction intent a paid-write job may sign
// under itself (the ids of its records in chain/txmgr): the job's own,
// those of completing or refunding a payment that was taken elsewhere or
// voiding the authorization of a write that failed on chain (void.go), and
// the one it goes on alone under after its batch failed as a whole, and
// the re-sends of its own or its lone write after one ran out of gas
// (gasIntents). The batch a job is a member of has its own intent
// (JobIntent). A job has no transaction on its way only when none of these
// has a record.
func JobIntents(jobID string) []string {
	out := gasIntents(jobID)
	out = append(out, jobID+prepaidIntentSuffix, jobID+refundIntentSuffix, jobID+voidIntentSuffix)
	return append(out, gasIntents(soloIntent(jobID))...)
}

// IsPaidWrite reports whether tasks of taskType are paid writes: each is
// paid by an authorization its transaction takes.
func IsPaidWrite(taskType string) bool { return isPaidWrite(taskType) }
