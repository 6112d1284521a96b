package handoff

import (
	"context"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"
)

// serveText serves body on ln until the returned server is shut down.
func serveText(ln net.Listener, body string) *http.Server {
	srv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { io.WriteString(w, body) })}
	go srv.Serve(ln)
	return srv
}

// One address answers throughout: the start-up server, then, after it is
// shut down, the next one, including a connection made in between (it
// waits in the backlog); the listener itself stays open until Close.
func TestHandoffKeepsTheAddress(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	h, err := New(ln)
	if err != nil {
		t.Fatal(err)
	}
	url := "http://" + ln.Addr().String()
	get := func() (string, error) {
		c := &http.Client{Timeout: 30 * time.Second, Transport: &http.Transport{DisableKeepAlives: true}}
		resp, err := c.Get(url)
		if err != nil {
			return "", err
		}
		defer resp.Body.Close()
		b, err := io.ReadAll(resp.Body)
		return string(b), err
	}
	first := serveText(h.Stage(), "starting")
	if got, err := get(); err != nil || got != "starting" {
		t.Fatalf("first stage answered %q, %v", got, err)
	}
	if err := first.Shutdown(context.Background()); err != nil {
		t.Fatal(err)
	}
	// Connected (the kernel completes the handshake) and sent before the
	// second stage exists.
	raw, err := net.Dial("tcp", ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer raw.Close()
	if _, err := io.WriteString(raw, "GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"); err != nil {
		t.Fatal(err)
	}
	second := serveText(h.Stage(), "api")
	defer second.Close()
	_ = raw.SetReadDeadline(time.Now().Add(30 * time.Second))
	if b, err := io.ReadAll(raw); err != nil || !strings.HasSuffix(string(b), "\r\n\r\napi") {
		t.Errorf("request made between the stages: %q, %v; want the second stage's answer", b, err)
	}
	if got, err := get(); err != nil || got != "api" {
		t.Errorf("second stage answered %q, %v", got, err)
	}
	if err := h.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := get(); err == nil {
		t.Error("the address still answers after Close")
	}
}
