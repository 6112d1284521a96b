//go:build unix

package api

import (
	"errors"
	"syscall"
)

// peerGone peeks at the socket without consuming or waiting: true when the
// peer has closed its side (a read would return end of stream) or reset
// the connection. Bytes waiting (a pipelined request) mean it is still
// there.
func peerGone(raw syscall.RawConn) bool {
	var gone bool
	var b [1]byte
	err := raw.Read(func(fd uintptr) bool {
		n, _, err := syscall.Recvfrom(int(fd), b[:], syscall.MSG_PEEK|syscall.MSG_DONTWAIT)
		switch {
		case err == nil:
			gone = n == 0
		case errors.Is(err, syscall.EAGAIN), errors.Is(err, syscall.EINTR):
			gone = false
		default:
			gone = true
		}
		return true // never wait for readability
	})
	return gone || err != nil
}
