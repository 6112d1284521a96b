package claims

import (
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// quietMark is a channel found Settled: the book's ceiling then, and until
// when the scans take its word for it.
type quietMark struct {
	ceiling *big.Int
	until   time.Time
}

// stillQuiet tells whether a scan at now may skip channel id, whose book
// ceiling is ceiling: it was found Settled at that same ceiling less than
// a period (Every) ago. A period bounds how long a write moved by a reorg
// and landed again under the same voucher can go unseen: its fee is then
// claimed within two periods, well inside the withdrawal delay.
func (l *Loop) stillQuiet(id common.Hash, ceiling *big.Int, now time.Time) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	m, ok := l.quiet[id]
	if !ok || ceiling == nil || m.ceiling.Cmp(ceiling) != 0 || !now.Before(m.until) {
		delete(l.quiet, id)
		return false
	}
	return true
}

// noteQuiet remembers channel s, read at now with the book's ceiling
// ceiling, when it is Settled.
func (l *Loop) noteQuiet(s State, ceiling *big.Int, now time.Time) {
	if ceiling == nil || !Settled(s) {
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	l.quiet[s.ID] = quietMark{ceiling: new(big.Int).Set(ceiling), until: now.Add(l.cfg.Every)}
}
