package api

import (
	"context"
	"fmt"
	"math/big"
	"time"

	"github.com/gofiber/fiber/v2"
	"github.com/inkd/inkd/chain"
)

// StatusReader reads ChainStatus. Errors are reported inside the status
// (Reachable false), not returned, so the status report always answers.
type StatusReader interface {
	Status(ctx context.Context) chain.Status
}

// StatusReport is the body of GET /v1/status (spec section 2).
type StatusReport struct {
	OK           bool            `json:"ok"`
	Network      string          `json:"network"`
	RPCURL       string          `json:"rpcUrl"`
	RPCReachable bool            `json:"rpcReachable"`
	Contracts    StatusContracts `json:"contracts"`
	Protocol     StatusProtocol  `json:"protocol"`
	// PendingAdminOperations lists the admin operations scheduled on the
	// access manager and not yet executed, cancelled or expired, earliest
	// first, so users see a change coming. Absent when the server has no
	// read model that records them.
	PendingAdminOperations *[]StatusAdminOperation `json:"pendingAdminOperations,omitempty"`
}

// StatusContracts is the contracts part of the status report.
type StatusContracts struct {
	Registry string `json:"registry"`
	Treasury string `json:"treasury"`
	Deployed bool   `json:"deployed"`
}

// StatusProtocol is the protocol part of the status report.
type StatusProtocol struct {
	ProjectCount string `json:"projectCount"`
	TotalSupply  string `json:"totalSupply"`
}

// statusTimeout bounds the chain calls of one status request.
const statusTimeout = 5 * time.Second

func (s *Server) status(c *fiber.Ctx) error {
	if s.deps.Chain == nil {
		return errorf(CodeServiceUnavailable, "no chain is configured")
	}
	rep := s.statusReport(c.UserContext())
	rep.PendingAdminOperations = s.pendingAdminOperations(c.UserContext())
	c.Set(fiber.HeaderCacheControl, "no-store")
	return c.JSON(rep)
}

// statusReport is the chain and protocol part of the status report, from
// the status cache; s.statusCache must not be nil.
func (s *Server) statusReport(ctx context.Context) StatusReport {
	st := s.statusCache.get(ctx)
	rep := StatusReport{
		OK:           st.Reachable && st.Deployed,
		Network:      s.cfg.Network,
		RPCURL:       redactURL(s.cfg.RPCURL),
		RPCReachable: st.Reachable,
		Contracts: StatusContracts{
			Registry: st.Registry.Hex(),
			Treasury: st.Treasury.Hex(),
			Deployed: st.Deployed,
		},
		Protocol: StatusProtocol{
			ProjectCount: "0",
			TotalSupply:  FormatUnits(st.TotalSupply, st.TokenDecimals, 4) + " " + st.TokenSymbol,
		},
	}
	if st.ProjectCount != nil {
		rep.Protocol.ProjectCount = st.ProjectCount.String()
	}
	return rep
}

// FormatUnits renders v / 10^decimals with exactly places fractional
// digits, truncating (never rounding up) so a supply is never overstated:
// FormatUnits(1234567800…0 (18 decimals), 18, 4) = "1234.5678". nil is "0.0000".
func FormatUnits(v *big.Int, decimals uint8, places int) string {
	if v == nil {
		v = new(big.Int)
	}
	neg := v.Sign() < 0
	abs := new(big.Int).Abs(v)
	unit := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(decimals)), nil)
	whole, frac := new(big.Int).QuoRem(abs, unit, new(big.Int))
	// Scale the fraction to `places` digits.
	scaled := new(big.Int).Mul(frac, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(places)), nil))
	scaled.Quo(scaled, unit)
	out := whole.String()
	if places > 0 {
		out += fmt.Sprintf(".%0*s", places, scaled.String())
	}
	if neg {
		out = "-" + out
	}
	return out
}
