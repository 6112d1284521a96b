package api

import "net/netip"

// ipv6ClientBits is the prefix length an IPv6 client is known by: a
// subscriber usually gets a whole /64, so counting per address would hand
// one client 2^64 rate-limit buckets.
const ipv6ClientBits = 64

// clientKey names the client of a request for the per-client limits: its
// IPv4 address, or its IPv6 /64 (an IPv4-mapped IPv6 address counts as the
// IPv4 address). Something that is not an address is used as it is.
func clientKey(ip string) string {
	addr, err := netip.ParseAddr(ip)
	if err != nil {
		return ip
	}
	addr = addr.Unmap()
	if addr.Is4() {
		return addr.String()
	}
	p, err := addr.WithZone("").Prefix(ipv6ClientBits)
	if err != nil {
		return ip
	}
	return p.String()
}
