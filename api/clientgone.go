package api

import (
	"context"
	"net"
	"syscall"
	"time"

	"github.com/gofiber/fiber/v2"
)

// clientPollEvery is how often a watched request looks at its connection.
const clientPollEvery = 10 * time.Millisecond

// untilClientLeaves returns a context of the request that also ends when
// its client closes the connection, so that costly work (a version diff)
// stops when nobody waits for it. The HTTP server reads nothing while a
// handler runs, so the watch peeks at the socket: end of stream or a reset
// with no request bytes waiting means the client has gone. Where the
// connection is not a TCP socket (tests through App().Test) the context
// ends only with the request's. The caller calls cancel when done.
func untilClientLeaves(c *fiber.Ctx) (context.Context, context.CancelFunc) {
	ctx, cancel := context.WithCancel(c.UserContext())
	raw := rawConnOf(c.Context().Conn())
	if raw == nil {
		return ctx, cancel
	}
	go func() {
		t := time.NewTicker(clientPollEvery)
		defer t.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-t.C:
				if peerGone(raw) {
					cancel()
					return
				}
			}
		}
	}()
	return ctx, cancel
}

// rawConnOf unwraps c to its socket, or nil.
func rawConnOf(c net.Conn) syscall.RawConn {
	if lc, ok := c.(*limitedConn); ok {
		c = lc.Conn
	}
	sc, ok := c.(syscall.Conn)
	if !ok {
		return nil
	}
	raw, err := sc.SyscallConn()
	if err != nil {
		return nil
	}
	return raw
}
