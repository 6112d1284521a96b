package api

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"sync"
	"syscall"
	"time"

	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/api/wire"
)

// Accept back-off after a temporary error (descriptors exhausted): it
// starts at minAcceptBackoff and doubles up to maxAcceptBackoff.
const (
	minAcceptBackoff = 5 * time.Millisecond
	maxAcceptBackoff = time.Second
)

// listenerParams configure a connLimiter.
type listenerParams struct {
	// maxConns caps the connections open at once; <= 0 is no cap. At the
	// cap Accept waits for a connection to close, leaving new clients in
	// the kernel's accept queue (which holds no descriptor of ours).
	maxConns int
	// maxPerClient caps the connections of one client (an IPv4 address or
	// an IPv6 /64); <= 0 is no cap. Past it a new connection is answered
	// 429 rate_limited and closed (see refuse).
	maxPerClient int
	// exempt reports peers not held to maxPerClient (trusted proxies,
	// which carry many clients' connections); nil exempts none.
	exempt func(net.IP) bool
	log    *logrus.Entry
}

// connLimiter is a net.Listener that bounds the connections it hands out,
// in total and per client, and survives running out of descriptors: where
// net.Listener.Accept fails with EMFILE or ENFILE (and fasthttp would end
// Serve), it backs off and accepts again once connections have closed.
// Accept and Close are safe for concurrent use.
type connLimiter struct {
	net.Listener
	p     listenerParams
	slots chan struct{} // one token per open connection; nil without a cap
	done  chan struct{}
	once  sync.Once

	mu        sync.Mutex
	perClient map[string]int

	// refusing holds one token per refused connection being answered;
	// past maxRefusing a refused connection is closed without an answer.
	refusing chan struct{}
}

// A refused connection is answered 429 by a goroutine of its own, at most
// maxRefusing at once, within refuseTimeout: the answer is written, the
// write side shut, and what the client sent drained so that closing does
// not reset the connection before the client reads the answer.
const (
	maxRefusing   = 64
	refuseTimeout = 2 * time.Second
	refuseDrain   = 64 << 10
)

// refusedAnswer is the whole HTTP response to a connection past its
// client's cap: the spec's error body, closed.
var refusedAnswer = func() []byte {
	body, _ := json.Marshal(wire.ErrorBody{Error: wire.CodeRateLimited,
		Message: "too many open connections from this client address; close one, or retry in a second"})
	return []byte(fmt.Sprintf("HTTP/1.1 429 Too Many Requests\r\nContent-Type: application/json\r\n"+
		"Retry-After: 1\r\nConnection: close\r\nContent-Length: %d\r\n\r\n%s", len(body), body))
}()

func newConnLimiter(ln net.Listener, p listenerParams) *connLimiter {
	l := &connLimiter{Listener: ln, p: p, done: make(chan struct{}), perClient: map[string]int{},
		refusing: make(chan struct{}, maxRefusing)}
	if p.maxConns > 0 {
		l.slots = make(chan struct{}, p.maxConns)
	}
	if l.p.log == nil {
		l.p.log = logrus.NewEntry(logrus.New())
	}
	return l
}

// Accept returns the next connection within the caps. It returns an error
// only when the listener is closed or fails for good (not for EMFILE,
// ENFILE, ENOBUFS, ENOMEM or ECONNABORTED, which it retries).
func (l *connLimiter) Accept() (net.Conn, error) {
	var backoff time.Duration
	for {
		if !l.acquire() {
			return nil, net.ErrClosed
		}
		c, err := l.Listener.Accept()
		if err != nil {
			l.release()
			if !temporaryAcceptError(err) {
				return nil, err
			}
			if backoff == 0 {
				backoff = minAcceptBackoff
				l.p.log.WithField("err", err.Error()).Warn("accept failed; backing off")
			} else if backoff *= 2; backoff > maxAcceptBackoff {
				backoff = maxAcceptBackoff
			}
			if !l.wait(backoff) {
				return nil, net.ErrClosed
			}
			continue
		}
		backoff = 0
		key := l.clientKey(c.RemoteAddr())
		if key != "" && !l.admit(key) {
			l.release()
			l.refuse(c)
			l.p.log.WithField("client", key).Debug("connection refused: too many from this client")
			continue
		}
		return &limitedConn{Conn: c, l: l, key: key}, nil
	}
}

// Close stops Accept (also one waiting for a slot) and closes the listener.
func (l *connLimiter) Close() error {
	l.once.Do(func() { close(l.done) })
	return l.Listener.Close()
}

// refuse answers c with refusedAnswer and closes it, in the background;
// when maxRefusing answers are under way it closes c at once.
func (l *connLimiter) refuse(c net.Conn) {
	select {
	case l.refusing <- struct{}{}:
	default:
		_ = c.Close()
		return
	}
	go func() {
		defer func() { <-l.refusing }()
		defer c.Close()
		_ = c.SetDeadline(time.Now().Add(refuseTimeout))
		if _, err := c.Write(refusedAnswer); err != nil {
			return
		}
		if cw, ok := c.(interface{ CloseWrite() error }); ok {
			_ = cw.CloseWrite()
		}
		_, _ = io.CopyN(io.Discard, c, refuseDrain)
	}()
}

func (l *connLimiter) acquire() bool {
	if l.slots == nil {
		select {
		case <-l.done:
			return false
		default:
			return true
		}
	}
	select {
	case l.slots <- struct{}{}:
		return true
	case <-l.done:
		return false
	}
}

func (l *connLimiter) release() {
	if l.slots != nil {
		<-l.slots
	}
}

func (l *connLimiter) wait(d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return true
	case <-l.done:
		return false
	}
}

// clientKey is the per-client bucket of addr, or "" when the client is
// not capped (no cap, an exempt peer, or not an IP address).
func (l *connLimiter) clientKey(addr net.Addr) string {
	if l.p.maxPerClient <= 0 {
		return ""
	}
	ta, ok := addr.(*net.TCPAddr)
	if !ok {
		return ""
	}
	if l.p.exempt != nil && l.p.exempt(ta.IP) {
		return ""
	}
	return clientBucket(ta.IP)
}

// clientBucket keys IPv4 clients by address and IPv6 clients by their /64,
// the block one subscriber is usually given.
func clientBucket(ip net.IP) string {
	if v4 := ip.To4(); v4 != nil {
		return v4.String()
	}
	return ip.Mask(net.CIDRMask(64, 128)).String() + "/64"
}

func (l *connLimiter) admit(key string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.perClient[key] >= l.p.maxPerClient {
		return false
	}
	l.perClient[key]++
	return true
}

func (l *connLimiter) leave(key string) {
	if key == "" {
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.perClient[key]--; l.perClient[key] <= 0 {
		delete(l.perClient, key)
	}
}

// temporaryAcceptError reports errors after which accepting again can
// succeed: the process or system is out of descriptors or buffers, or a
// client went away before it was accepted.
func temporaryAcceptError(err error) bool {
	for _, errno := range []syscall.Errno{syscall.EMFILE, syscall.ENFILE, syscall.ENOBUFS, syscall.ENOMEM, syscall.ECONNABORTED} {
		if errors.Is(err, errno) {
			return true
		}
	}
	var ne net.Error
	return errors.As(err, &ne) && ne.Timeout()
}

// limitedConn gives its slot and client count back when closed, once.
type limitedConn struct {
	net.Conn
	l    *connLimiter
	key  string
	once sync.Once
}

func (c *limitedConn) Close() error {
	err := c.Conn.Close()
	c.once.Do(func() {
		c.l.leave(c.key)
		c.l.release()
	})
	return err
}

// ReadFrom keeps the kernel's sendfile path of *net.TCPConn for responses
// streamed from files.
func (c *limitedConn) ReadFrom(r io.Reader) (int64, error) {
	if rf, ok := c.Conn.(io.ReaderFrom); ok {
		return rf.ReadFrom(r)
	}
	return io.Copy(struct{ io.Writer }{c.Conn}, r)
}

// trustedPeers returns a predicate matching the IPs and CIDR blocks of
// list; entries that are neither are ignored (fiber validates them).
func trustedPeers(list []string) func(net.IP) bool {
	var ips []net.IP
	var nets []*net.IPNet
	for _, s := range list {
		if _, n, err := net.ParseCIDR(s); err == nil {
			nets = append(nets, n)
		} else if ip := net.ParseIP(s); ip != nil {
			ips = append(ips, ip)
		}
	}
	if len(ips) == 0 && len(nets) == 0 {
		return nil
	}
	return func(ip net.IP) bool {
		for _, t := range ips {
			if t.Equal(ip) {
				return true
			}
		}
		for _, n := range nets {
			if n.Contains(ip) {
				return true
			}
		}
		return false
	}
}
