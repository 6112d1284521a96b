package api

import (
	"errors"
	"fmt"
	"net"
	"os"
	"strings"
	"testing"
)

// TestUploadErrorsHideNetworkDetails is issue 15's item 4 for uploads: a
// body that stops arriving answers without the connection's addresses or
// the raw network error (kept for the log), while a malformed form still
// says what is wrong with it.
func TestUploadErrorsHideNetworkDetails(t *testing.T) {
	s := &Server{}
	timeout := &net.OpError{Op: "read", Net: "tcp", Source: &net.TCPAddr{IP: net.IPv4(127, 0, 0, 1), Port: 8080},
		Addr: &net.TCPAddr{IP: net.IPv4(127, 0, 0, 1), Port: 51234}, Err: os.ErrDeadlineExceeded}
	for _, tc := range []struct {
		name    string
		err     error
		network bool
	}{
		{"read timeout", fmt.Errorf("multipart: NextPart: %w", timeout), true},
		{"deadline", os.ErrDeadlineExceeded, true},
		{"closed", net.ErrClosed, true},
		{"malformed form", errors.New("multipart: NextPart: EOF"), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var e *Error
			if !errors.As(s.formError(tc.err), &e) {
				t.Fatal("not an *Error")
			}
			leaks := strings.Contains(e.Message, "127.0.0.1") || strings.Contains(e.Message, "i/o timeout")
			if tc.network && (leaks || e.Err == nil) {
				t.Fatalf("message %q leaks the network error or drops it from the log", e.Message)
			}
			if !tc.network && !strings.Contains(e.Message, "NextPart: EOF") {
				t.Fatalf("message %q hides what is wrong with the form", e.Message)
			}
		})
	}
}
