package handoff

import (
	"errors"
	"net"
	"sync"
	"time"
)

// Listener passes one TCP listener from server to server: first the
// start-up server that answers not-ready while the process waits for
// Redis and the chain, then the API. The address answers throughout and is
// never released to be taken again; connections that arrive between two
// servers wait in the kernel's backlog.
//
// Each server gets a Stage. Closing a stage ends its Accept (it sets the
// listener's deadline to the past) without closing the listener; the next
// Stage clears the deadline. Stages are used one after the other, never
// two at once. The owner closes the listener itself at the end.
type Listener struct {
	ln *net.TCPListener
}

// New wraps ln, which must be a TCP listener.
func New(ln net.Listener) (*Listener, error) {
	tl, ok := ln.(*net.TCPListener)
	if !ok {
		return nil, errors.New("handoff: not a TCP listener")
	}
	return &Listener{ln: tl}, nil
}

// Stage returns the listener of the next server. The previous stage must
// be closed (its server shut down) first.
func (h *Listener) Stage() net.Listener {
	_ = h.ln.SetDeadline(time.Time{})
	return &handoffStage{TCPListener: h.ln, closed: make(chan struct{})}
}

// Close closes the listener.
func (h *Listener) Close() error { return h.ln.Close() }

type handoffStage struct {
	*net.TCPListener
	closed chan struct{}
	once   sync.Once
}

// Accept returns the listener's next connection, or net.ErrClosed once
// the stage is closed.
func (s *handoffStage) Accept() (net.Conn, error) {
	select {
	case <-s.closed:
		return nil, net.ErrClosed
	default:
	}
	c, err := s.TCPListener.Accept()
	if err != nil {
		select {
		case <-s.closed:
			return nil, net.ErrClosed
		default:
		}
	}
	return c, err
}

// Close ends the stage: a pending Accept returns net.ErrClosed. The
// listener stays open for the next stage.
func (s *handoffStage) Close() error {
	s.once.Do(func() {
		close(s.closed)
		_ = s.TCPListener.SetDeadline(time.Unix(1, 0))
	})
	return nil
}
