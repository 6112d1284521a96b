package stage

import (
	"context"
	"sync"
	"time"

	"github.com/sirupsen/logrus"
)

// DefaultPruneInterval is how often a Pruner removes expired items.
const DefaultPruneInterval = time.Hour

// Pruner removes the expired items of a Dir every interval: a worker
// Lifecycle (Start, then Shutdown once). Every worker that mounts the
// directory may run one; removals are idempotent.
type Pruner struct {
	dir   *Dir
	every time.Duration
	log   *logrus.Entry
	done  chan struct{}
}

// NewPruner returns a pruner of dir every interval (DefaultPruneInterval
// when not positive); it removes nothing until Start.
func NewPruner(dir *Dir, every time.Duration, log *logrus.Entry) *Pruner {
	if every <= 0 {
		every = DefaultPruneInterval
	}
	return &Pruner{dir: dir, every: every, log: log.WithField("component", "stage_pruner"), done: make(chan struct{})}
}

// Start prunes every interval until Shutdown.
func (p *Pruner) Start(wg *sync.WaitGroup) {
	wg.Add(1)
	go func() {
		defer wg.Done()
		t := time.NewTicker(p.every)
		defer t.Stop()
		for {
			select {
			case <-p.done:
				return
			case <-t.C:
				p.once()
			}
		}
	}()
}

// once prunes once and logs what it did.
func (p *Pruner) once() {
	n, err := p.dir.Prune(context.Background())
	if err != nil {
		p.log.WithField("err", err.Error()).Warn("prune staged items")
		return
	}
	if n > 0 {
		p.log.WithField("removed", n).Info("expired staged items removed")
	}
}

// Shutdown stops pruning; it does not wait for a prune under way (the
// owner's WaitGroup does).
func (p *Pruner) Shutdown() { close(p.done) }

// DirOf returns the Dir under s (itself, or the inner stager of a Budget),
// if s stages in a directory.
func DirOf(s Stager) (*Dir, bool) {
	if b, ok := s.(*Budget); ok {
		s = b.Inner()
	}
	d, ok := s.(*Dir)
	return d, ok
}
