package testutil

import (
	"errors"
	"io"
	"net"
	"sync"
	"sync/atomic"
	"testing"
)

// Proxy is a TCP proxy on 127.0.0.1 in front of one address, for outage
// tests: Down cuts every connection it carries and, until Up, closes each
// new one as soon as it is accepted, so clients see the service vanish
// (connection reset or EOF) while it keeps its state behind the proxy.
// The port never changes, so clients configured with Addr reconnect on
// their own after Up. It is safe for concurrent use and is closed at the
// test's cleanup.
type Proxy struct {
	target string
	ln     net.Listener

	mu    sync.Mutex
	down  bool
	conns map[net.Conn]struct{}
	wg    sync.WaitGroup

	refused atomic.Int64
}

// NewProxy starts a proxy to target (host:port).
func NewProxy(tb testing.TB, target string) *Proxy {
	tb.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		tb.Fatalf("proxy listen: %v", err)
	}
	p := &Proxy{target: target, ln: ln, conns: make(map[net.Conn]struct{})}
	p.wg.Add(1)
	go p.serve()
	tb.Cleanup(p.close)
	return p
}

// Addr is the proxy's host:port.
func (p *Proxy) Addr() string { return p.ln.Addr().String() }

// Target is the address behind the proxy.
func (p *Proxy) Target() string { return p.target }

// Down closes every open connection and refuses new ones until Up.
func (p *Proxy) Down() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.down = true
	for c := range p.conns {
		c.Close()
	}
}

// Refused is how many connections the proxy closed on arrival because it
// was down: the attempts that reached it during its outages.
func (p *Proxy) Refused() int64 { return p.refused.Load() }

// Up lets connections through again.
func (p *Proxy) Up() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.down = false
}

func (p *Proxy) serve() {
	defer p.wg.Done()
	for {
		c, err := p.ln.Accept()
		if errors.Is(err, net.ErrClosed) {
			return
		}
		if err != nil {
			continue
		}
		p.wg.Add(1)
		go p.pipe(c)
	}
}

// pipe copies between c and a new connection to the target until either
// side closes or Down closes both.
func (p *Proxy) pipe(c net.Conn) {
	defer p.wg.Done()
	if !p.track(c) {
		p.refused.Add(1)
		c.Close()
		return
	}
	defer p.untrack(c)
	up, err := net.Dial("tcp", p.target)
	if err != nil {
		return
	}
	if !p.track(up) {
		up.Close()
		return
	}
	defer p.untrack(up)
	done := make(chan struct{}, 2)
	cp := func(dst, src net.Conn) {
		_, _ = io.Copy(dst, src)
		// Half a conversation is no use to an HTTP client: end both.
		dst.Close()
		src.Close()
		done <- struct{}{}
	}
	go cp(up, c)
	go cp(c, up)
	<-done
	<-done
}

// track registers c unless the proxy is down.
func (p *Proxy) track(c net.Conn) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.down {
		return false
	}
	p.conns[c] = struct{}{}
	return true
}

func (p *Proxy) untrack(c net.Conn) {
	p.mu.Lock()
	defer p.mu.Unlock()
	delete(p.conns, c)
	c.Close()
}

// close stops accepting, cuts every connection and waits for the copies.
func (p *Proxy) close() {
	p.ln.Close()
	p.Down()
	p.wg.Wait()
}
