package client

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"net/url"
	"strconv"
	"strings"

	"github.com/inkd/inkd/api/wire"
)

// Version reads version index (0-based) of project id.
func (c *Client) Version(ctx context.Context, id string, index uint64) (*wire.Version, error) {
	var v wire.Version
	path := "/v1/projects/" + url.PathEscape(id) + "/versions/" + strconv.FormatUint(index, 10)
	if err := c.getJSON(ctx, path, &v); err != nil {
		return nil, err
	}
	return &v, nil
}

// DiffQuery picks the two versions of a diff. Nil sides follow the API:
// without both, the last two versions; with one, its neighbour.
type DiffQuery struct {
	From, To *uint64
}

// Diff compares two versions of project id (GET …/versions/diff).
func (c *Client) Diff(ctx context.Context, id string, q DiffQuery) (*wire.DiffResult, error) {
	v := url.Values{}
	if q.From != nil {
		v.Set("from", strconv.FormatUint(*q.From, 10))
	}
	if q.To != nil {
		v.Set("to", strconv.FormatUint(*q.To, 10))
	}
	path := "/v1/projects/" + url.PathEscape(id) + "/versions/diff"
	if len(v) > 0 {
		path += "?" + v.Encode()
	}
	var d wire.DiffResult
	if err := c.getJSON(ctx, path, &d); err != nil {
		return nil, err
	}
	return &d, nil
}

// Agents reads one page of the public agents (projects with isAgent).
func (c *Client) Agents(ctx context.Context, offset, limit int) (*wire.ProjectList, error) {
	var l wire.ProjectList
	q := url.Values{"offset": {strconv.Itoa(offset)}, "limit": {strconv.Itoa(limit)}}
	if err := c.getJSON(ctx, "/v1/agents?"+q.Encode(), &l); err != nil {
		return nil, err
	}
	return &l, nil
}

// Agent reads the agent project with id; a project that is no agent is
// an *APIError with Code wire.CodeAgentNotFound.
func (c *Client) Agent(ctx context.Context, id string) (*wire.Project, error) {
	var p wire.Project
	if err := c.getJSON(ctx, "/v1/agents/"+url.PathEscape(id), &p); err != nil {
		return nil, err
	}
	return &p, nil
}

// AgentByName reads the agent project named name (case-insensitive).
func (c *Client) AgentByName(ctx context.Context, name string) (*wire.Project, error) {
	var p wire.Project
	if err := c.getJSON(ctx, "/v1/agents/by-name/"+url.PathEscape(name), &p); err != nil {
		return nil, err
	}
	return &p, nil
}

// ProjectByName finds the public project named name (names are stored
// lowercase). The API has no lookup by name: the search is paged through
// for an exact match; a server that ignores q lists every project, which
// finds it too. None is an *APIError with Code wire.CodeProjectNotFound.
func (c *Client) ProjectByName(ctx context.Context, name string) (*wire.Project, error) {
	want := strings.ToLower(strings.TrimSpace(name))
	for offset := 0; ; offset += 100 {
		page, err := c.SearchProjects(ctx, want, offset, 100)
		if err != nil {
			return nil, err
		}
		for i := range page.Data {
			if page.Data[i].Name == want {
				return &page.Data[i], nil
			}
		}
		if len(page.Data) == 0 || offset+len(page.Data) >= page.Total {
			return nil, &APIError{Status: 404, Code: wire.CodeProjectNotFound, Message: fmt.Sprintf("no public project named %q; give its id", name)}
		}
	}
}

// AlreadyPushed is the write result of a version found landed (v, of
// project id) before anything was asked, signed or paid: Already, with a
// zero Fee and the push result the version's record gives.
func AlreadyPushed(id string, v *wire.Version) *WriteResult {
	push := &wire.PushResult{
		TxHash: v.TxHash, ProjectID: id, VersionIndex: v.Index, VersionTag: v.VersionTag,
		StorageHash: v.StorageHash, StorageURL: v.StorageURL, Pusher: v.PushedBy, Status: "success", BlockNumber: v.BlockNumber,
	}
	raw, _ := json.Marshal(push)
	return &WriteResult{Already: true, Fee: new(big.Int), Push: push, raw: raw}
}

// VersionPick picks one version of a project: by Index when set, else by
// Tag when set, else the latest (highest index).
type VersionPick struct {
	Index *uint64
	Tag   string
}

// PickVersion reads the version of project id that p picks. A tag names
// the latest version carrying it (a registry that predates the one-tag
// rule may hold several). None is an *APIError with Code
// wire.CodeVersionNotFound, as the API answers for a missing index.
func (c *Client) PickVersion(ctx context.Context, id string, p VersionPick) (*wire.Version, error) {
	switch {
	case p.Index != nil:
		return c.Version(ctx, id, *p.Index)
	case p.Tag != "":
		l, err := c.Versions(ctx, id, VersionQuery{Tag: p.Tag})
		if err != nil {
			return nil, err
		}
		var latest *wire.Version
		for i := range l.Data {
			if latest == nil || indexOf(l.Data[i]) > indexOf(*latest) {
				latest = &l.Data[i]
			}
		}
		if latest == nil {
			return nil, &APIError{Status: 404, Code: wire.CodeVersionNotFound, Message: fmt.Sprintf("project %s has no version tagged %q", id, p.Tag)}
		}
		return latest, nil
	}
	proj, err := c.Project(ctx, id)
	if err != nil {
		return nil, err
	}
	n, err := strconv.ParseUint(proj.VersionCount, 10, 64)
	if err != nil || n == 0 {
		return nil, &APIError{Status: 404, Code: wire.CodeVersionNotFound, Message: fmt.Sprintf("project %s has no versions yet", id)}
	}
	return c.Version(ctx, id, n-1)
}

// indexOf is a version's index as a number (0 when malformed).
func indexOf(v wire.Version) uint64 {
	n, _ := strconv.ParseUint(v.Index, 10, 64)
	return n
}
