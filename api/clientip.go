package api

import (
	"net"
	"strings"

	"github.com/gofiber/fiber/v2"
)

// clientIP is the address of a request's client: the peer, or behind
// trusted proxies (Config.TrustedProxies) the rightmost X-Forwarded-For
// address that is not one of them (clientBehind). fiber's own c.IP() would
// return the header's raw value, whose left part the client writes itself.
func (s *Server) clientIP(c *fiber.Ctx) net.IP {
	peer := c.Context().RemoteIP()
	if s.trusted == nil || !s.trusted(peer) {
		return peer
	}
	var xff []string
	for _, v := range c.Request().Header.PeekAll(fiber.HeaderXForwardedFor) {
		xff = append(xff, string(v))
	}
	return clientBehind(peer, xff, s.trusted)
}

// client is clientKey of the request's client address, the key of the
// per-client limits and quotas.
func (s *Server) client(c *fiber.Ctx) string { return clientKey(s.clientIP(c).String()) }

// clientBehind finds the client of a request that came from peer carrying
// the X-Forwarded-For headers xff (in order). Each proxy appends the
// address it received the request from, so the list is read from the
// right: while a hop is a trusted proxy, the address before it is believed;
// the first hop that is not trusted is the client. Everything to its left
// was written by the client and is ignored. When every hop is trusted the
// leftmost is the client. An entry that is not an address where the client
// should be (only a misconfigured proxy writes one) makes the nearest
// trusted hop the client: a fixed key the client cannot vary.
func clientBehind(peer net.IP, xff []string, trusted func(net.IP) bool) net.IP {
	if trusted == nil || !trusted(peer) {
		return peer
	}
	var hops []string
	for _, h := range xff {
		for _, part := range strings.Split(h, ",") {
			if part = strings.TrimSpace(part); part != "" {
				hops = append(hops, part)
			}
		}
	}
	client := peer
	for i := len(hops) - 1; i >= 0; i-- {
		ip := parseHop(hops[i])
		if ip == nil {
			return client
		}
		client = ip
		if !trusted(ip) {
			return ip
		}
	}
	return client
}

// parseHop reads one X-Forwarded-For entry: an address, optionally with a
// port (IPv6 then in brackets); nil when it is none.
func parseHop(s string) net.IP {
	if ip := net.ParseIP(s); ip != nil {
		return ip
	}
	if host, _, err := net.SplitHostPort(s); err == nil {
		return net.ParseIP(host)
	}
	return nil
}
