package api

import (
	"bufio"
	"encoding/json"
	"errors"
	"io"
	"net"
	"net/http"
	"os"
	"syscall"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/internal/testutil"
)

// acceptAll runs Accept until it fails, sending each connection on the
// returned channel; the channel closes when Accept fails.
func acceptAll(t *testing.T, l net.Listener) <-chan net.Conn {
	t.Helper()
	ch := make(chan net.Conn, 16)
	go func() {
		defer close(ch)
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			ch <- c
		}
	}()
	return ch
}

func dialFrom(t *testing.T, src, addr string) net.Conn {
	t.Helper()
	d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(src)}, Timeout: 5 * time.Second}
	c, err := d.Dial("tcp", addr)
	if err != nil {
		t.Fatalf("dial from %s: %v", src, err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

func nextConn(t *testing.T, ch <-chan net.Conn) net.Conn {
	t.Helper()
	select {
	case c := <-ch:
		t.Cleanup(func() { c.Close() })
		return c
	case <-time.After(10 * time.Second):
		t.Fatal("no connection accepted")
		return nil
	}
}

// closedByServer reports whether the server closed c without a byte.
func closedByServer(t *testing.T, c net.Conn) bool {
	t.Helper()
	_ = c.SetReadDeadline(time.Now().Add(10 * time.Second))
	_, err := c.Read(make([]byte, 1))
	return errors.Is(err, io.EOF) || errors.Is(err, syscall.ECONNRESET)
}

func newTestLimiter(t *testing.T, p listenerParams) *connLimiter {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	l := newConnLimiter(ln, p)
	t.Cleanup(func() { l.Close() })
	return l
}

// TestConnLimiterPerClient: past its cap a client's new connection is
// answered 429 rate_limited (the spec's error body, Retry-After) and
// closed, other clients are still accepted, and closing one of the
// client's connections lets it connect again.
func TestConnLimiterPerClient(t *testing.T) {
	l := newTestLimiter(t, listenerParams{maxPerClient: 2})
	addr := l.Addr().String()
	accepted := acceptAll(t, l)

	a1 := nextConnAfterDial(t, accepted, "127.0.0.2", addr)
	nextConnAfterDial(t, accepted, "127.0.0.2", addr)
	over := dialFrom(t, "127.0.0.2", addr)
	if _, err := io.WriteString(over, "GET /v1/health HTTP/1.1\r\nHost: inkd\r\n\r\n"); err != nil {
		t.Fatal(err)
	}
	_ = over.SetReadDeadline(time.Now().Add(10 * time.Second))
	resp, err := http.ReadResponse(bufio.NewReader(over), nil)
	if err != nil {
		t.Fatalf("third connection of 127.0.0.2: no HTTP answer: %v", err)
	}
	var body wire.ErrorBody
	_ = json.NewDecoder(resp.Body).Decode(&body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusTooManyRequests || body.Error != wire.CodeRateLimited || body.Message == "" ||
		resp.Header.Get("Retry-After") == "" || !resp.Close {
		t.Fatalf("third connection of 127.0.0.2: %d %+v %v close=%v, want 429 rate_limited with Retry-After, closed",
			resp.StatusCode, body, resp.Header, resp.Close)
	}
	if !closedByServer(t, over) {
		t.Fatal("third connection of 127.0.0.2 was not closed")
	}
	nextConnAfterDial(t, accepted, "127.0.0.3", addr)

	a1.Close()
	nextConnAfterDial(t, accepted, "127.0.0.2", addr)
}

func nextConnAfterDial(t *testing.T, ch <-chan net.Conn, src, addr string) net.Conn {
	t.Helper()
	dialFrom(t, src, addr)
	return nextConn(t, ch)
}

// TestConnLimiterTotal: at the total cap Accept waits until a connection
// closes; trusted proxies are exempt from the per-client cap only.
func TestConnLimiterTotal(t *testing.T) {
	l := newTestLimiter(t, listenerParams{maxConns: 3, maxPerClient: 1, exempt: trustedPeers([]string{"127.0.0.5/32"})})
	addr := l.Addr().String()
	accepted := acceptAll(t, l)

	first := nextConnAfterDial(t, accepted, "127.0.0.5", addr)
	nextConnAfterDial(t, accepted, "127.0.0.5", addr)
	nextConnAfterDial(t, accepted, "127.0.0.5", addr)
	dialFrom(t, "127.0.0.6", addr) // queued by the kernel
	select {
	case <-accepted:
		t.Fatal("accepted past MaxConns")
	case <-time.After(100 * time.Millisecond):
	}
	first.Close()
	nextConn(t, accepted)
}

// fakeListener returns errs from Accept one by one, then conns.
type fakeListener struct {
	errs  []error
	conns chan net.Conn
	calls int
}

func (f *fakeListener) Accept() (net.Conn, error) {
	f.calls++
	if len(f.errs) > 0 {
		err := f.errs[0]
		f.errs = f.errs[1:]
		return nil, err
	}
	c, ok := <-f.conns
	if !ok {
		return nil, net.ErrClosed
	}
	return c, nil
}
func (f *fakeListener) Close() error   { return nil }
func (f *fakeListener) Addr() net.Addr { return &net.TCPAddr{IP: net.IPv4(127, 0, 0, 1)} }

func acceptErr(errno syscall.Errno) error {
	return &net.OpError{Op: "accept", Net: "tcp", Err: os.NewSyscallError("accept", errno)}
}

// TestConnLimiterRetriesTemporaryErrors: running out of descriptors (the
// error that ended fasthttp's Serve) is retried after a back-off; other
// errors are returned.
func TestConnLimiterRetriesTemporaryErrors(t *testing.T) {
	tests := []struct {
		name      string
		errs      []error
		wantErr   bool
		wantCalls int
	}{
		{"emfile", []error{acceptErr(syscall.EMFILE), acceptErr(syscall.EMFILE), acceptErr(syscall.EMFILE)}, false, 4},
		{"enfile", []error{acceptErr(syscall.ENFILE)}, false, 2},
		{"econnaborted", []error{acceptErr(syscall.ECONNABORTED)}, false, 2},
		{"enobufs", []error{acceptErr(syscall.ENOBUFS)}, false, 2},
		{"permanent", []error{errors.New("listener broke")}, true, 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			server, client := net.Pipe()
			defer client.Close()
			f := &fakeListener{errs: tc.errs, conns: make(chan net.Conn, 1)}
			f.conns <- server
			l := newConnLimiter(f, listenerParams{maxConns: 1, maxPerClient: 1, log: testutil.Logger(t)})
			c, err := l.Accept()
			if (err != nil) != tc.wantErr {
				t.Fatalf("Accept error = %v, want error %v", err, tc.wantErr)
			}
			if c != nil {
				c.Close()
			}
			if diff := cmp.Diff(tc.wantCalls, f.calls); diff != "" {
				t.Errorf("Accept calls (-want +got):\n%s", diff)
			}
			if len(l.slots) != 0 {
				t.Errorf("slots held after close: %d", len(l.slots))
			}
		})
	}
}

// TestConnLimiterCloseStopsBackoff: Close ends an Accept that is backing
// off, with the error fasthttp takes for a closed listener.
func TestConnLimiterCloseStopsBackoff(t *testing.T) {
	errs := make([]error, 64)
	for i := range errs {
		errs[i] = acceptErr(syscall.EMFILE)
	}
	l := newConnLimiter(&fakeListener{errs: errs, conns: make(chan net.Conn)}, listenerParams{})
	done := make(chan error, 1)
	go func() {
		_, err := l.Accept()
		done <- err
	}()
	l.Close()
	select {
	case err := <-done:
		if !errors.Is(err, net.ErrClosed) {
			t.Fatalf("Accept after Close = %v, want net.ErrClosed", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Accept did not return after Close")
	}
}

func TestClientBucket(t *testing.T) {
	tests := []struct {
		name, ip, want string
	}{
		{"ipv4", "203.0.113.7", "203.0.113.7"},
		{"ipv4 mapped", "::ffff:203.0.113.7", "203.0.113.7"},
		{"ipv6", "2001:db8:1:2:aaaa::1", "2001:db8:1:2::/64"},
		{"ipv6 same /64", "2001:db8:1:2:ffff:1:2:3", "2001:db8:1:2::/64"},
		{"ipv6 other /64", "2001:db8:1:3::1", "2001:db8:1:3::/64"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if diff := cmp.Diff(tc.want, clientBucket(net.ParseIP(tc.ip))); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}
