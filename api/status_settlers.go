package api

import (
	"context"
	"fmt"

	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/chain"
)

// SettlerReader lists the settler keys whose paid writes cannot get mined
// for lack of ETH for gas, as the workers last reported them.
type SettlerReader interface {
	StalledSettlers(ctx context.Context) ([]StalledSettler, error)
}

// StalledSettler is a settler key with transactions waiting that it cannot
// pay gas for.
type StalledSettler struct {
	Address common.Address
	// InFlight counts its unconfirmed transactions.
	InFlight int64
}

// Problems of the status report, one sentence each.
const (
	problemUnreachable  = "chain unreachable: the RPC endpoint did not answer, so contracts.deployed and the protocol figures are unknown (null)"
	problemNotDeployed  = "contracts not deployed: a contract of the deployment has no code on this chain"
	problemFigures      = "protocol figures unknown: a contract call failed (null)"
	problemSettlersRead = "settler keys unknown: their state could not be read from Redis"
)

// statusProblems says why the report is not ok; none means ok.
func statusProblems(st chain.Status, stalled []StalledSettler, settlersErr error) []string {
	var out []string
	switch {
	case !st.Reachable:
		out = append(out, problemUnreachable)
	case !st.Deployed:
		out = append(out, problemNotDeployed)
	case st.ProjectCount == nil || st.TotalSupply == nil:
		out = append(out, problemFigures)
	}
	if settlersErr != nil {
		out = append(out, problemSettlersRead)
	}
	for _, s := range stalled {
		out = append(out, fmt.Sprintf("settler %s has no ETH for gas: %d transaction(s) wait; fund it", s.Address.Hex(), s.InFlight))
	}
	return out
}

// stalledSettlers reads the stalled keys; nil without a reader.
func (s *Server) stalledSettlers(ctx context.Context) ([]StalledSettler, error) {
	if s.deps.Settlers == nil {
		return nil, nil
	}
	out, err := s.deps.Settlers.StalledSettlers(ctx)
	if err != nil {
		s.log.WithError(err).Warn("read settler states")
	}
	return out, err
}
