package api

import (
	"context"
	"encoding/json"
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

// StatusReport is the body of GET /v1/status (spec section 2). What the
// server does not know is null, never a false zero: with the chain
// unreachable, contracts.deployed, protocol.projectCount and
// protocol.totalSupply are null; Problems then says why ok is false.
type StatusReport struct {
	OK           bool            `json:"ok"`
	Network      string          `json:"network"`
	RPCURL       string          `json:"rpcUrl"`
	RPCReachable bool            `json:"rpcReachable"`
	Contracts    StatusContracts `json:"contracts"`
	Protocol     StatusProtocol  `json:"protocol"`
	// Problems are the reasons ok is false, one sentence each: the chain
	// unreachable, contracts not deployed, figures unknown, a settler key
	// without ETH while its writes wait. Absent when ok.
	Problems []string `json:"problems,omitempty"`
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
	// DeployedUnknown is true when the chain did not say whether the
	// contracts are deployed: deployed is null in JSON.
	DeployedUnknown bool `json:"-"`
}

// statusContractsJSON is StatusContracts on the wire.
type statusContractsJSON struct {
	Registry string `json:"registry"`
	Treasury string `json:"treasury"`
	Deployed *bool  `json:"deployed"`
}

// MarshalJSON writes deployed as null when it is unknown.
func (c StatusContracts) MarshalJSON() ([]byte, error) {
	w := statusContractsJSON{Registry: c.Registry, Treasury: c.Treasury}
	if !c.DeployedUnknown {
		w.Deployed = &c.Deployed
	}
	return json.Marshal(w)
}

// UnmarshalJSON reads a null deployed as unknown.
func (c *StatusContracts) UnmarshalJSON(b []byte) error {
	var w statusContractsJSON
	if err := json.Unmarshal(b, &w); err != nil {
		return err
	}
	*c = StatusContracts{Registry: w.Registry, Treasury: w.Treasury, DeployedUnknown: w.Deployed == nil}
	if w.Deployed != nil {
		c.Deployed = *w.Deployed
	}
	return nil
}

// StatusProtocol is the protocol part of the status report. An empty
// field is unknown and null in JSON.
type StatusProtocol struct {
	ProjectCount string `json:"projectCount"`
	TotalSupply  string `json:"totalSupply"`
}

// statusProtocolJSON is StatusProtocol on the wire.
type statusProtocolJSON struct {
	ProjectCount *string `json:"projectCount"`
	TotalSupply  *string `json:"totalSupply"`
}

// MarshalJSON writes unknown (empty) figures as null.
func (p StatusProtocol) MarshalJSON() ([]byte, error) {
	return json.Marshal(statusProtocolJSON{ProjectCount: nullIfEmpty(p.ProjectCount), TotalSupply: nullIfEmpty(p.TotalSupply)})
}

// UnmarshalJSON reads null figures as empty.
func (p *StatusProtocol) UnmarshalJSON(b []byte) error {
	var w statusProtocolJSON
	if err := json.Unmarshal(b, &w); err != nil {
		return err
	}
	*p = StatusProtocol{}
	if w.ProjectCount != nil {
		p.ProjectCount = *w.ProjectCount
	}
	if w.TotalSupply != nil {
		p.TotalSupply = *w.TotalSupply
	}
	return nil
}

func nullIfEmpty(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// statusTimeout bounds the chain calls of one status request.
const statusTimeout = 5 * time.Second

func (s *Server) status(c *fiber.Ctx) error {
	if s.deps.Chain == nil {
		return errorf(CodeServiceUnavailable, "no chain is configured")
	}
	rep := s.currentStatus(c.UserContext())
	rep.PendingAdminOperations = s.pendingAdminOperations(c.UserContext())
	c.Set(fiber.HeaderCacheControl, "no-store")
	return c.JSON(rep)
}

// currentStatus is the chain, protocol and settler part of the status
// report, from the status cache; s.statusCache must not be nil.
func (s *Server) currentStatus(ctx context.Context) StatusReport {
	st := s.statusCache.get(ctx)
	stalled, serr := s.stalledSettlers(ctx)
	rep := statusReport(st, stalled, serr)
	rep.Network = s.cfg.Network
	rep.RPCURL = redactURL(s.cfg.RPCURL)
	return rep
}

// statusReport turns a chain reading and the stalled settlers into the
// report (without network, rpcUrl and admin operations).
func statusReport(st chain.Status, stalled []StalledSettler, settlersErr error) StatusReport {
	rep := StatusReport{
		RPCReachable: st.Reachable,
		Contracts: StatusContracts{
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
