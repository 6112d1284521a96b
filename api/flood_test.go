package api

import (
	"bufio"
	"bytes"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/internal/testutil"
)

// The flood test runs the API in a child process (this test binary again,
// selected by floodChildEnv) under a descriptor limit of floodNoFile, and
// floods it from the parent.
const (
	floodChildEnv    = "INKD_TEST_FLOOD_CHILD"
	floodMaxConnsEnv = "INKD_TEST_FLOOD_MAX_CONNS"
	floodNoFile      = 256
	floodPerClient   = 16
)

// TestFloodChild is the child of TestFloodKeepsServing: it serves the API
// under RLIMIT_NOFILE=256, prints its address and exits only if Serve
// returns (which is the bug).
func TestFloodChild(t *testing.T) {
	if os.Getenv(floodChildEnv) == "" {
		t.Skip("child process of TestFloodKeepsServing")
	}
	var lim syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &lim); err != nil {
		t.Fatal(err)
	}
	lim.Cur = floodNoFile
	if err := syscall.Setrlimit(syscall.RLIMIT_NOFILE, &lim); err != nil {
		t.Fatal(err)
	}
	maxConns, _ := strconv.Atoi(os.Getenv(floodMaxConnsEnv))
	logger := logrus.New()
	logger.SetOutput(os.Stderr)
	logger.SetLevel(logrus.WarnLevel)
	s, err := New(Config{
		MaxConns: maxConns, MaxConnsPerClient: floodPerClient,
		HeaderTimeout: 2 * time.Second, ReadsPerMinute: -1,
	}, Deps{Log: logrus.NewEntry(logger)})
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	fmt.Printf("listening %s\n", ln.Addr())
	err = s.Serve(ln)
	fmt.Fprintf(os.Stderr, "serve returned: %v\n", err)
	os.Exit(3)
}

// lockedBuffer collects a child's stderr.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.String()
}

// floodChild is a running child API.
type floodChild struct {
	addr   string
	exited chan struct{}
	stderr *lockedBuffer
}

func startFloodChild(t *testing.T, maxConns int) *floodChild {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestFloodChild$", "-test.count=1")
	cmd.Env = append(os.Environ(), floodChildEnv+"=1", floodMaxConnsEnv+"="+strconv.Itoa(maxConns))
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	fc := &floodChild{exited: make(chan struct{}), stderr: &lockedBuffer{}}
	cmd.Stderr = fc.stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	lines := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			if a, ok := strings.CutPrefix(sc.Text(), "listening "); ok {
				lines <- a
			}
		}
	}()
	go func() {
		_ = cmd.Wait()
		close(fc.exited)
	}()
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		testutil.Recv(t, fc.exited, "the flooding process")
		if t.Failed() {
			t.Logf("the child's stderr: %s", fc.stderr)
		}
	})
	select {
	case fc.addr = <-lines:
	case <-fc.exited:
		t.Fatalf("child exited before listening: %s", fc.stderr)
	case <-time.After(60 * time.Second):
		t.Fatal("child did not start")
	}
	return fc
}

// alive fails the test if the child has exited.
func (fc *floodChild) alive(t *testing.T) {
	t.Helper()
	select {
	case <-fc.exited:
		t.Fatalf("the API process exited under the flood: %s", fc.stderr)
	default:
	}
}

// health asks GET /v1/health from 127.0.0.1 on a new connection.
func (fc *floodChild) health() error {
	d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.IPv4(127, 0, 0, 1)}, Timeout: 5 * time.Second}
	client := &http.Client{
		Timeout:   10 * time.Second,
		Transport: &http.Transport{DisableKeepAlives: true, DialContext: d.DialContext},
	}
	resp, err := client.Get("http://" + fc.addr + "/v1/health")
	if err != nil {
		return err
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("status %d", resp.StatusCode)
	}
	return nil
}

// healthy is health as a condition to wait for.
func (fc *floodChild) healthy() bool { return fc.health() == nil }

// flood opens n idle connections from each source address and holds them
// until the test ends; it returns how many were opened.
func flood(t *testing.T, addr string, sources []string, n int) (opened int, closeAll func()) {
	t.Helper()
	var mu sync.Mutex
	var conns []net.Conn
	var wg sync.WaitGroup
	sem := make(chan struct{}, 64)
	for _, src := range sources {
		for range n {
			wg.Add(1)
			sem <- struct{}{}
			go func() {
				defer wg.Done()
				defer func() { <-sem }()
				d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(src)}, Timeout: 3 * time.Second}
				c, err := d.Dial("tcp", addr)
				if err != nil {
					return // the backlog is full: the flood is as large as it gets
				}
				mu.Lock()
				conns = append(conns, c)
				mu.Unlock()
			}()
		}
	}
	testutil.Wait(t, &wg, "the flood's connections")
	closeAll = func() {
		mu.Lock()
		defer mu.Unlock()
		for _, c := range conns {
			c.Close()
		}
		conns = nil
	}
	t.Cleanup(closeAll)
	return len(conns), closeAll
}

// TestFloodKeepsServing reproduces the outage of one client opening idle
// connections until the process runs out of descriptors: the API runs
// under RLIMIT_NOFILE=256. From one address, 600 connections are capped
// at 16 and other clients are served throughout. From 40 addresses (640
// connections, no total cap) descriptors do run out: the process backs
// off instead of exiting and serves again once the flood ends.
func TestFloodKeepsServing(t *testing.T) {
	if testing.Short() {
		t.Skip("floods a child process")
	}
	var many []string
	for i := 10; i < 50; i++ {
		many = append(many, fmt.Sprintf("127.0.0.%d", i))
	}
	tests := []struct {
		name      string
		maxConns  int
		sources   []string
		perSource int
		// servesDuring: other clients are answered while the flood is held.
		servesDuring bool
		// wantBackoff: the child must log that it ran out of descriptors.
		wantBackoff bool
	}{
		{"one address", 0, []string{"127.0.0.2"}, 600, true, false},
		{"many addresses past the descriptor limit", -1, many, floodPerClient, false, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			fc := startFloodChild(t, tc.maxConns)
			testutil.Until(t, 30*time.Second, "the child answers health before the flood", fc.healthy)
			opened, closeAll := flood(t, fc.addr, tc.sources, tc.perSource)
			t.Logf("%d flood connections open", opened)
			if opened <= floodNoFile {
				t.Fatalf("only %d flood connections opened; the flood must pass the descriptor limit %d", opened, floodNoFile)
			}
			fc.alive(t)
			if tc.servesDuring {
				for i := range 10 {
					if err := fc.health(); err != nil {
						t.Fatalf("health %d during the flood: %v", i, err)
					}
				}
			}
			if tc.wantBackoff {
				testutil.Until(t, 30*time.Second, "the child logs descriptor exhaustion", func() bool {
					return strings.Contains(fc.stderr.String(), "accept failed; backing off")
				})
			}
			fc.alive(t)
			closeAll()
			testutil.Until(t, 30*time.Second, "the child answers health after the flood", fc.healthy)
			fc.alive(t)
		})
	}
}
