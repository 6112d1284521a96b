package takeover

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"os"
	"strconv"
	"sync"
	"time"

	"github.com/sirupsen/logrus"
)

// Defaults of Config.
const (
	// DefaultBeat is how often a process renews its lease and looks for
	// dead ones.
	DefaultBeat = time.Second
	// DefaultLease is how long a lease lasts past its renewal: a process
	// silent this long is taken over. Five beats, so a loaded process or
	// a slow Redis round trip is not taken for dead.
	DefaultLease = 5 * time.Second
)

// Config configures a Watch.
type Config struct {
	// Beat and Lease: DefaultBeat and DefaultLease when zero.
	Beat, Lease time.Duration
	// Process names this process in the roster; a random id when empty.
	Process string
	// Now is the clock; time.Now when nil.
	Now func() time.Time
}

// Resume carries on job, which dead process was running. An error leaves
// the job to asynq's own recovery of its task.
type Resume func(ctx context.Context, dead string, job Job) error

// Watch is one process's part: it keeps its lease, lists its running jobs
// and carries on those of dead processes.
type Watch struct {
	cfg    Config
	roster *Roster
	resume Resume
	log    *logrus.Entry

	stop chan struct{}
	done chan struct{}
	once sync.Once
}

// NewWatch returns the Watch of this process over roster.
func NewWatch(cfg Config, roster *Roster, resume Resume, log *logrus.Entry) *Watch {
	if cfg.Beat <= 0 {
		cfg.Beat = DefaultBeat
	}
	if cfg.Lease <= 0 {
		cfg.Lease = DefaultLease
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Process == "" {
		cfg.Process = processID()
	}
	return &Watch{cfg: cfg, roster: roster, resume: resume, log: log.WithField("component", "takeover"),
		stop: make(chan struct{}), done: make(chan struct{})}
}

// processID names a process: host, pid and a random part (pids repeat
// across containers).
func processID() string {
	host, _ := os.Hostname()
	var b [4]byte
	_, _ = rand.Read(b[:])
	return host + ":" + strconv.Itoa(os.Getpid()) + ":" + hex.EncodeToString(b[:])
}

// Process is this process's id in the roster.
func (w *Watch) Process() string { return w.cfg.Process }

// Hold lists job as running here; Release takes it off. Both are best
// effort: a job missing from the list is left to asynq's recovery.
func (w *Watch) Hold(ctx context.Context, job Job) {
	if err := w.roster.Hold(ctx, w.cfg.Process, job); err != nil {
		w.log.WithFields(logrus.Fields{"job": job.ID, "err": err.Error()}).Warn("job not listed for takeover")
	}
}

// Release takes job jobID off this process's list.
func (w *Watch) Release(ctx context.Context, jobID string) {
	_ = w.roster.Release(context.WithoutCancel(ctx), w.cfg.Process, jobID)
}

// Start renews the lease once before returning (a job listed before the
// first lease would belong to a process the others take for dead), then
// every Beat in the background.
func (w *Watch) Start(wg *sync.WaitGroup) {
	ctx, cancel := context.WithTimeout(context.Background(), w.cfg.Lease)
	w.beat(ctx)
	cancel()
	wg.Add(1)
	go func() {
		defer wg.Done()
		defer close(w.done)
		t := time.NewTicker(w.cfg.Beat)
		defer t.Stop()
		for {
			select {
			case <-w.stop:
				ctx, cancel := context.WithTimeout(context.Background(), w.cfg.Lease)
				if err := w.roster.Leave(ctx, w.cfg.Process); err != nil {
					w.log.WithField("err", err.Error()).Warn("left the roster without removing this process; others take it over when its lease ends")
				}
				cancel()
				return
			case <-t.C:
				ctx, cancel := context.WithTimeout(context.Background(), w.cfg.Lease)
				w.beat(ctx)
				w.takeOver(ctx)
				cancel()
			}
		}
	}()
}

// Shutdown stops the beat and leaves the roster.
func (w *Watch) Shutdown() {
	w.once.Do(func() { close(w.stop) })
	<-w.done
}

func (w *Watch) beat(ctx context.Context) {
	if err := w.roster.Beat(ctx, w.cfg.Process, w.cfg.Now().Add(w.cfg.Lease)); err != nil {
		w.log.WithField("err", err.Error()).Warn("lease not renewed")
	}
}

// takeOver claims every process whose lease ended and resumes its jobs.
func (w *Watch) takeOver(ctx context.Context) {
	now := w.cfg.Now()
	dead, err := w.roster.Expired(ctx, now)
	if err != nil {
		w.log.WithField("err", err.Error()).Warn("roster not read")
		return
	}
	for _, p := range dead {
		if p == w.cfg.Process {
			continue // this process, late on its own beat: it is alive
		}
		jobs, err := w.roster.Claim(ctx, p, now)
		if err != nil {
			w.log.WithField("err", err.Error()).Warn("dead process not claimed")
			continue
		}
		if len(jobs) > 0 {
			w.log.WithFields(logrus.Fields{"process": p, "jobs": len(jobs)}).Warn("taking over the jobs of a worker process whose lease ended")
		}
		for _, j := range jobs {
			if err := w.resume(ctx, p, j); err != nil {
				w.log.WithFields(logrus.Fields{"process": p, "job": j.ID, "err": err.Error()}).Warn("job not taken over; asynq recovers its task when the lease ends")
			}
		}
	}
}
