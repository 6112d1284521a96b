package api

import (
	"context"
	"errors"

	"github.com/gofiber/fiber/v2"

	"github.com/inkd/inkd/api/explorer"
)

// mountExplorer builds the explorer's pages (api/explorer) on the read
// model the JSON reads use, behind the same body and read-rate limits and
// with the same paging caps. A server without a read model has no
// explorer: /explore is 404 and GET / stays JSON for everyone.
func (s *Server) mountExplorer() error {
	if s.deps.Reads.Model == nil {
		return nil
	}
	deps := explorer.Deps{Reader: s.deps.Reads.Model, Log: s.log}
	if s.deps.Reads.Content != nil {
		deps.Content = s.deps.Reads.Content
		deps.Differ = explorerDiffs{s}
	}
	if s.statusCache != nil {
		deps.Status = explorerStatus{s}
	}
	ex, err := explorer.New(explorer.Config{
		GatewayURL:       s.cfg.GatewayURL,
		BlockExplorerURL: s.cfg.TxExplorerURL,
		EventsPath:       "/v1/events",
		Live:             s.deps.Reads.Events != nil,
		PageSize:         defaultPageSize,
		MaxPageSize:      maxPageSize,
		MaxOffset:        maxOffset,
	}, deps)
	if err != nil {
		return err
	}
	ex.Register(s.app, s.pageGuard(s.limitBody), s.pageGuard(s.limitReads))
	s.explorer = ex
	return nil
}

// pageGuard runs a JSON API middleware in front of the explorer's pages
// and answers its refusals (a 429 of the read limit, a 413) as the
// explorer's error page, with the same status and headers (Retry-After):
// a person browsing gets a page. What the page itself returns passes
// through unchanged.
func (s *Server) pageGuard(mw fiber.Handler) fiber.Handler {
	return func(c *fiber.Ctx) error {
		var refused *Error
		err := mw(c)
		if err == nil || s.explorer == nil || !errors.As(err, &refused) {
			return err
		}
		for k, v := range refused.Headers {
			c.Set(k, v)
		}
		if err := s.explorer.ErrorPage(c, httpStatus(refused.Code), refused.Message); err != nil {
			return err
		}
		if httpStatus(refused.Code) == fiber.StatusTooManyRequests {
			// As the JSON refusal: a page that says "wait" is not kept.
			c.Set(fiber.HeaderCacheControl, "no-store")
		}
		return nil
	}
}

// explorerFront answers GET / for a browser (root passes on to it).
func (s *Server) explorerFront(c *fiber.Ctx) error { return s.explorer.Front(c) }

// explorerDiffs hands the explorer the API's own diff.
type explorerDiffs struct{ s *Server }

func (d explorerDiffs) Diff(ctx context.Context, id string, from, to uint64) (explorer.Diff, error) {
	res, err := d.s.DiffVersions(ctx, id, from, to)
	if err != nil {
		return explorer.Diff{}, err
	}
	out := explorer.Diff{Kind: res.Kind, Identical: res.Identical, SizeDelta: res.SizeDelta}
	if res.Diff != nil {
		out.Text = *res.Diff
	}
	if res.LinesAdded != nil && res.LinesRemoved != nil {
		out.LinesAdded, out.LinesRemoved = *res.LinesAdded, *res.LinesRemoved
	}
	return out, nil
}

// explorerStatus hands the explorer what GET /v1/status shows.
type explorerStatus struct{ s *Server }

func (st explorerStatus) Protocol(ctx context.Context) explorer.Protocol {
	r := st.s.currentStatus(ctx)
	return explorer.Protocol{
		Network: r.Network, RPCURL: r.RPCURL, RPCReachable: r.RPCReachable, Deployed: r.Contracts.Deployed,
		Registry: r.Contracts.Registry, Treasury: r.Contracts.Treasury,
		ProjectCount: r.Protocol.ProjectCount, TotalSupply: r.Protocol.TotalSupply,
		DeployedUnknown: r.Contracts.DeployedUnknown,
	}
}
