package worker

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
