package devchain

import (
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core"
	"github.com/ethereum/go-ethereum/eth"
	"github.com/ethereum/go-ethereum/eth/catalyst"
)

// sealer seals blocks for the chain. With a BlockPeriod the simulated
// beacon does it on its own clock; with none, run seals a block as soon as
// the pool holds an executable transaction.
//
// geth's own on-demand mode (the loop catalyst.RegisterSimulatedBeaconAPIs
// starts for period 0) subscribes to the pool from a goroutine of its own,
// after the node is serving: a transaction sent in between raises no event
// it sees, and waits for the next transaction, for ever when none comes (a
// deploy waited 120 s for its receipt). run subscribes before Start returns,
// and looks at the pool every second besides, so no transaction waits on an
// event that was missed.
type sealer struct {
	mu     sync.Mutex // SimulatedBeacon.Commit is not safe for concurrent use
	beacon *catalyst.SimulatedBeacon
	eth    *eth.Ethereum

	stop chan struct{}
	done chan struct{}
}

// sealerPoll is how often the pool is looked at without an event.
const sealerPoll = time.Second

func newSealer(beacon *catalyst.SimulatedBeacon, backend *eth.Ethereum) *sealer {
	return &sealer{beacon: beacon, eth: backend}
}

// seal seals one block with what the pool holds and returns its hash.
func (s *sealer) seal() common.Hash {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.beacon.Commit()
}

// syncPool waits for the pool's reset, under the lock: the pool answers
// one Sync at a time (a second caller's request replaces the first's,
// whose caller then waits for ever), so every Sync of this chain, the
// beacon's own included, runs under mu.
func (s *sealer) syncPool() {
	s.mu.Lock()
	defer s.mu.Unlock()
	_ = s.eth.TxPool().Sync()
}

// onDemand starts sealing on demand (BlockPeriod zero). close stops it.
func (s *sealer) onDemand() {
	newTxs := make(chan core.NewTxsEvent)
	sub := s.eth.TxPool().SubscribeTransactions(newTxs, true)
	s.start(newTxs, sub.Unsubscribe)
}

// start seals what the pool holds now, then again on every event and poll.
//
// Events are drained apart from sealing: a seal waits for the pool's reset
// (TxPool.Sync), and the pool's reset waits until its event is taken, so one
// goroutine doing both could wait on itself.
func (s *sealer) start(events <-chan core.NewTxsEvent, unsubscribe func()) {
	s.stop, s.done = make(chan struct{}), make(chan struct{})
	wake := make(chan struct{}, 1)
	var drained sync.WaitGroup
	drained.Go(func() {
		defer unsubscribe()
		for {
			select {
			case <-s.stop:
				return
			case <-events:
				select {
				case wake <- struct{}{}:
				default: // a seal is already due
				}
			}
		}
	})
	go func() {
		defer close(s.done)
		defer drained.Wait()
		poll := time.NewTicker(sealerPoll)
		defer poll.Stop()
		s.sealPending() // what was sent before the subscription
		for {
			select {
			case <-s.stop:
				return
			case <-wake:
			case <-poll.C:
			}
			s.sealPending()
		}
	}()
}

// sealPending seals blocks while the pool holds executable transactions.
// It stops at a block that took none of them (a transaction the miner will
// not include, as geth's loop would spin on); the next event or poll tries
// again.
func (s *sealer) sealPending() {
	pool := s.eth.TxPool()
	for {
		// Counted after the pool's reset: a transaction just sealed is
		// not counted again (an empty block would follow).
		s.syncPool()
		if executable, _ := pool.Stats(); executable == 0 {
			return
		}
		select {
		case <-s.stop:
			return
		default:
		}
		s.seal()
		if s.eth.BlockChain().CurrentBlock().GasUsed == 0 {
			return
		}
	}
}

// close stops on-demand sealing and waits for a seal under way.
func (s *sealer) close() {
	if s.stop == nil {
		return
	}
	close(s.stop)
	<-s.done
}
