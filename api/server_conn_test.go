package api

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/sirupsen/logrus"
	"github.com/sirupsen/logrus/hooks/test"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/internal/testutil"
)

// serveOn serves s on a loopback listener until the test ends and returns
// its address.
func serveOn(t *testing.T, s *Server) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	served := make(chan error, 1)
	go func() { served <- s.Serve(ln) }()
	t.Cleanup(func() {
		_ = s.Shutdown(context.Background())
		testutil.Recv(t, served, "the server's Serve")
	})
	return ln.Addr().String()
}

// readUntilClosed reads c until the server closes it (bounded by 20 s) and
// returns what it read.
func readUntilClosed(t *testing.T, c net.Conn) []byte {
	t.Helper()
	_ = c.SetReadDeadline(time.Now().Add(20 * time.Second))
	b, err := io.ReadAll(c)
	if err != nil {
		t.Fatalf("connection not closed by the server: %v (read %q)", err, b)
	}
	return b
}

// TestHeaderTimeoutClosesSilentConnections: a connection that sends no
// byte, or a request line and never ends its headers, is answered 408 and
// closed once HeaderTimeout has passed.
func TestHeaderTimeoutClosesSilentConnections(t *testing.T) {
	const headerTimeout = 300 * time.Millisecond
	s := newTestServer(t, Config{HeaderTimeout: headerTimeout}, Deps{})
	addr := serveOn(t, s)
	for _, tc := range []struct {
		name, send string
	}{
		{"nothing sent", ""},
		{"headers never end", "GET /v1/health HTTP/1.1\r\nHost: x\r\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			start := time.Now() // before the server can accept: its deadline starts there
			c, err := net.Dial("tcp", addr)
			if err != nil {
				t.Fatal(err)
			}
			defer c.Close()
			if _, err := io.WriteString(c, tc.send); err != nil {
				t.Fatal(err)
			}
			got := readUntilClosed(t, c)
			if el := time.Since(start); el < headerTimeout {
				t.Errorf("closed after %v, before HeaderTimeout %v", el, headerTimeout)
			}
			resp, err := http.ReadResponse(bufio.NewReader(bytes.NewReader(got)), nil)
			if err != nil {
				t.Fatalf("answer %q: %v", got, err)
			}
			var body wire.ErrorBody
			_ = json.NewDecoder(resp.Body).Decode(&body)
			if resp.StatusCode != http.StatusRequestTimeout || body.Error != wire.CodeRequestTimeout {
				t.Errorf("answer = %d %+v, want 408 request_timeout", resp.StatusCode, body)
			}
		})
	}
}

// slowReader hands out its content in chunks, waiting pause before each,
// so a body takes longer than HeaderTimeout to arrive.
type slowReader struct {
	chunks [][]byte
	pause  time.Duration
	inside bool // part of chunks[0] was read
}

func (r *slowReader) Read(p []byte) (int, error) {
	if len(r.chunks) == 0 {
		return 0, io.EOF
	}
	if !r.inside {
		time.Sleep(r.pause) // the workload: a slow client, not synchronisation
		r.inside = true
	}
	n := copy(p, r.chunks[0])
	if r.chunks[0] = r.chunks[0][n:]; len(r.chunks[0]) == 0 {
		r.chunks, r.inside = r.chunks[1:], false
	}
	return n, nil
}

// TestSlowUploadOutlastsHeaderTimeout: the short header deadline does not
// apply to bodies; an upload trickling in over several HeaderTimeouts
// succeeds.
func TestSlowUploadOutlastsHeaderTimeout(t *testing.T) {
	const headerTimeout = 200 * time.Millisecond
	s, _ := uploadServer(t, Config{HeaderTimeout: headerTimeout, BodyTimeout: time.Minute})
	addr := serveOn(t, s)
	content := bytes.Repeat([]byte("slow upload "), 20000) // 240 KB
	body, ct := multipartBody(t, formPart{name: "file", fileName: "slow.txt", content: content})
	var chunks [][]byte
	size := len(body)/8 + 1
	for len(body) > 0 {
		n := min(len(body), size)
		chunks = append(chunks, body[:n])
		body = body[n:]
	}
	req, err := http.NewRequest(http.MethodPost, "http://"+addr+"/v1/upload", &slowReader{chunks: chunks, pause: headerTimeout / 2})
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", ct)
	start := time.Now()
	client := &http.Client{Transport: &http.Transport{DisableKeepAlives: true}}
	resp, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	got, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("slow upload = %d %s", resp.StatusCode, got)
	}
	if el := time.Since(start); el < 2*headerTimeout {
		t.Fatalf("upload took %v; the test needs it to outlast HeaderTimeout twice", el)
	}
}

// TestOversizedHeaderIs431: a request whose headers pass 4 KiB (fasthttp's
// read buffer) answers 431 with the error body, logged below error level;
// before, it answered 500 internal and logged an error.
func TestOversizedHeaderIs431(t *testing.T) {
	logger, hook := test.NewNullLogger()
	logger.SetLevel(logrus.DebugLevel)
	s := newTestServer(t, Config{}, Deps{Log: logrus.NewEntry(logger)})
	addr := serveOn(t, s)
	for _, tc := range []struct {
		name, request string
	}{
		{"8 KiB header", "GET /v1/health HTTP/1.1\r\nHost: x\r\nX-Big: " + strings.Repeat("a", 8<<10) + "\r\n\r\n"},
		{"8 KiB query", "GET /v1/projects?q=" + strings.Repeat("a", 8<<10) + " HTTP/1.1\r\nHost: x\r\n\r\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			hook.Reset()
			c, err := net.Dial("tcp", addr)
			if err != nil {
				t.Fatal(err)
			}
			defer c.Close()
			if _, err := io.WriteString(c, tc.request); err != nil {
				t.Fatal(err)
			}
			_ = c.SetReadDeadline(time.Now().Add(20 * time.Second))
			resp, err := http.ReadResponse(bufio.NewReader(c), nil)
			if err != nil {
				t.Fatal(err)
			}
			var body wire.ErrorBody
			if err := json.NewDecoder(resp.Body).Decode(&body); err != nil {
				t.Fatal(err)
			}
			want := wire.ErrorBody{Error: wire.CodeHeaderTooLarge, Message: "the request line and headers are over 4096 bytes"}
			if resp.StatusCode != http.StatusRequestHeaderFieldsTooLarge {
				t.Errorf("status = %d, want 431", resp.StatusCode)
			}
			if diff := cmp.Diff(want, body); diff != "" {
				t.Errorf("body (-want +got):\n%s", diff)
			}
			for _, e := range hook.AllEntries() {
				if e.Level < logrus.DebugLevel {
					t.Errorf("logged at %s: %s %v", e.Level, e.Message, e.Data)
				}
			}
		})
	}
}

// TestResetWhileSendingHeadersIsNotAnError: a client resetting its
// connection halfway through its headers is the client's business: it is
// logged at debug, not as a failed request (before: 500 internal, logged
// at error level, once per connection a flooder resets).
func TestResetWhileSendingHeadersIsNotAnError(t *testing.T) {
	logger, hook := test.NewNullLogger()
	logger.SetLevel(logrus.DebugLevel)
	s := newTestServer(t, Config{}, Deps{Log: logrus.NewEntry(logger)})
	addr := serveOn(t, s)
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.WriteString(c, "GET /v1/health HTTP/1.1\r\nHost: x\r\n"); err != nil {
		t.Fatal(err)
	}
	_ = c.(*net.TCPConn).SetLinger(0) // Close sends RST
	c.Close()
	testutil.Until(t, 30*time.Second, "the reset handled", func() bool {
		for _, e := range hook.AllEntries() {
			if e.Level < logrus.DebugLevel || e.Data["code"] == string(wire.CodeInvalidBody) {
				return true
			}
		}
		return false
	})
	for _, e := range hook.AllEntries() {
		if e.Level < logrus.DebugLevel {
			t.Errorf("logged at %s: %s %v", e.Level, e.Message, e.Data)
		}
	}
}

// TestIdleKeepAliveClosed: after a request, a kept-alive connection that
// sends nothing more is closed after IdleTimeout, silently, well before
// HeaderTimeout.
func TestIdleKeepAliveClosed(t *testing.T) {
	const idle = 300 * time.Millisecond
	s := newTestServer(t, Config{IdleTimeout: idle, HeaderTimeout: time.Minute}, Deps{})
	addr := serveOn(t, s)
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if _, err := io.WriteString(c, "GET /v1/health HTTP/1.1\r\nHost: x\r\n\r\n"); err != nil {
		t.Fatal(err)
	}
	br := bufio.NewReader(c)
	_ = c.SetReadDeadline(time.Now().Add(20 * time.Second))
	resp, err := http.ReadResponse(br, nil)
	if err != nil {
		t.Fatal(err)
	}
	_, _ = io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK || resp.Close {
		t.Fatalf("health = %d, close %v; want 200 kept alive", resp.StatusCode, resp.Close)
	}
	start := time.Now()
	rest, err := io.ReadAll(br) // until the server closes; bounded by the deadline above
	if err != nil {
		t.Fatalf("idle connection not closed: %v", err)
	}
	if len(rest) != 0 {
		t.Errorf("idle close wrote %q, want nothing", rest)
	}
	if el := time.Since(start); el > 15*time.Second {
		t.Errorf("closed after %v; IdleTimeout is %v", el, idle)
	}
}
