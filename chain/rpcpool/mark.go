package rpcpool

import (
	"context"
	"time"

	"github.com/sirupsen/logrus"
)

// HeadMark is a high-water mark shared by every pool of the fleet (the API
// and worker processes each have their own pool). A pool's own mark only
// knows the heads its providers told it: a worker can see a project's
// block in a short gap between a lagging provider's spells that the API
// process's head poll missed, and the API would then trust a view below
// that block. Every pool raises the shared mark to the heads it learns,
// and reads it before it trusts a view for an absence (atBestDo), as if
// its own providers had reported it.
type HeadMark interface {
	// Raise sets the mark to n unless it already holds as much.
	Raise(ctx context.Context, n uint64) error
	// Highest returns the mark; zero when there is none.
	Highest(ctx context.Context) (uint64, error)
}

// markTimeout bounds one exchange with the shared mark: it is an extra
// guard, never a reason to hold a read up.
const markTimeout = 500 * time.Millisecond

// adoptMark decides what the pool's own mark becomes once the shared mark
// reads shared at now: the shared one when it is higher, and dated now (the
// pool forgets it as its own after ForgetHighAfter out of reach), unless it
// is no higher than a mark the pool forgot less than ForgetHighAfter ago
// (forgot): a mark out of reach for that long (a development chain
// restarted from genesis) is not taken back from the shared copy, which
// expires in Redis a ForgetHighAfter after its last raise.
func adoptMark(high highWater, shared uint64, forgot highWater, now time.Time) highWater {
	if shared <= high.head {
		return high
	}
	if shared <= forgot.head && now.Sub(forgot.at) < ForgetHighAfter {
		return high
	}
	return highWater{head: shared, at: now}
}

// raiseMark raises the shared mark to n, once per new head the pool saw:
// a raise that failed (Redis slow or away) is tried again when the pool
// next sees a head at least as high.
func (p *Pool) raiseMark(n uint64) {
	p.mu.Lock()
	raise := p.cfg.Mark != nil && n > p.raised
	p.mu.Unlock()
	if !raise {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), markTimeout)
	defer cancel()
	if err := p.cfg.Mark.Raise(ctx, n); err != nil {
		p.log.WithFields(logrus.Fields{"head": n, "err": err.Error()}).Debug("could not raise the shared head mark")
		return
	}
	p.mu.Lock()
	p.raised = max(p.raised, n)
	p.mu.Unlock()
}

// readMark takes the shared mark into the pool's own (adoptMark); when it
// cannot be read the pool goes on with its own. A mark asked less than
// maxAge ago is not asked again (zero: always ask): what it held is in the
// pool's own mark already.
func (p *Pool) readMark(ctx context.Context, maxAge time.Duration) {
	if p.cfg.Mark == nil {
		return
	}
	p.mu.Lock()
	now := p.now()
	recent := maxAge > 0 && now.Sub(p.markAsked) < maxAge
	if !recent {
		p.markAsked = now
	}
	p.mu.Unlock()
	if recent {
		return
	}
	ctx, cancel := context.WithTimeout(ctx, markTimeout)
	defer cancel()
	n, err := p.cfg.Mark.Highest(ctx)
	if err != nil {
		p.log.WithField("err", err.Error()).Warn("could not read the shared head mark; going on with this process's own")
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.high = adoptMark(p.high, n, p.forgot, p.now())
}
