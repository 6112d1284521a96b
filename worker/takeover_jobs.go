package worker

import (
	"context"
	"errors"
	"fmt"

	"github.com/hibiken/asynq"

	"github.com/inkd/inkd/jobs"
	"github.com/inkd/inkd/worker/takeover"
)

// hold lists paid write jobID, whose delivery ctx runs, as running in this
// process (worker/takeover); the returned func takes it off.
func (w *Worker) hold(ctx context.Context, jobID string) func() {
	if w.takeover == nil {
		return func() {}
	}
	taskID, _ := asynq.GetTaskID(ctx)
	queue, ok := asynq.GetQueueName(ctx)
	if !ok {
		queue = jobs.QueueWrites
	}
	w.takeover.Hold(ctx, takeover.Job{ID: jobID, Queue: queue, TaskID: taskID})
	return func() { w.takeover.Release(ctx, jobID) }
}

// resumeTakenOver carries on job, which dead process was running when it
// died: a continuation of the job, queued to run at once, reads its
// transaction record and follows it (or claims the job's transaction, if
// none was signed), as any later delivery would. The task asynq recovers
// later finds the job published or carried on.
func (w *Worker) resumeTakenOver(ctx context.Context, dead string, job takeover.Job) error {
	if done, err := w.published(ctx, job.ID); err != nil || done {
		return err
	}
	info, err := w.inspector.GetTaskInfo(job.Queue, job.TaskID)
	if errors.Is(err, asynq.ErrTaskNotFound) || errors.Is(err, asynq.ErrQueueNotFound) {
		return nil // gone: nothing runs it any more, and its job was decided or carried on
	}
	if err != nil {
		return fmt.Errorf("read task %s: %w", job.TaskID, err)
	}
	// One continuation per job and dead process: a continuation whose own
	// process dies is taken over again under another id.
	if err := w.queueContinuation(ctx, job.ID, info.Type, info.Payload, info.Headers, job.Queue, takeoverTaskID(job.ID, dead), 0); err != nil {
		return err
	}
	w.log.WithFields(map[string]any{"task_id": job.ID, "process": dead}).Warn("job taken over from a dead worker process")
	return nil
}
