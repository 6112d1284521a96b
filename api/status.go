package api

import (
	"context"
	"fmt"
	"math/big"
	"time"

	"github.com/gofiber/fiber/v2"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain"
)

// StatusReader reads ChainStatus. Errors are reported inside the status
// (Reachable false), not returned, so the status report always answers.
type StatusReader interface {
	Status(ctx context.Context) chain.Status
}

// statusTimeout bounds the chain calls of one status request.
const statusTimeout = 5 * time.Second

func (s *Server) status(c *fiber.Ctx) error {
	if s.deps.Chain == nil {
		return errorf(wire.CodeServiceUnavailable, "no chain is configured")
	}
	rep := s.currentStatus(c.UserContext())
	rep.PendingAdminOperations = s.pendingAdminOperations(c.UserContext())
	c.Set(fiber.HeaderCacheControl, "no-store")
	return c.JSON(rep)
}

// currentStatus is the chain, protocol and settler part of the status
// report, from the status cache; s.statusCache must not be nil.
func (s *Server) currentStatus(ctx context.Context) wire.StatusReport {
	st := s.statusCache.get(ctx)
	stalled, serr := s.stalledSettlers(ctx)
	rep := statusReport(st, stalled, serr)
	rep.Network = s.cfg.Network
	rep.RPCURL = redactURL(s.cfg.RPCURL)
	return rep
}

// statusReport turns a chain reading and the stalled settlers into the
// report (without network, rpcUrl and admin operations).
func statusReport(st chain.Status, stalled []StalledSettler, settlersErr error) wire.StatusReport {
	rep := wire.StatusReport{
		RPCReachable: st.Reachable,
		Contracts: wire.StatusContracts{
			Registry:        st.Registry.Hex(),
			Treasury:        st.Treasury.Hex(),
			Deployed:        st.Reachable && st.Deployed,
			DeployedUnknown: !st.Reachable,
		},
		Problems: statusProblems(st, stalled, settlersErr),
	}
	rep.OK = len(rep.Problems) == 0
	if st.Reachable && st.Deployed {
		if st.ProjectCount != nil {
			rep.Protocol.ProjectCount = st.ProjectCount.String()
		}
		if st.TotalSupply != nil {
			rep.Protocol.TotalSupply = FormatUnits(st.TotalSupply, st.TokenDecimals, 4) + " " + st.TokenSymbol
		}
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
