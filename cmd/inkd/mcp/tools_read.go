package mcp

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/google/jsonschema-go/jsonschema"
	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/inkd/inkd/api/client"
	"github.com/inkd/inkd/api/wire"
)

// Inputs of the read tools. A field without omitempty is required.
type (
	searchArgs struct {
		Query  string `json:"query" jsonschema:"text to look for: a prefix of the project name or words of its description"`
		Offset int    `json:"offset,omitempty" jsonschema:"how many matches to skip, for paging (default 0)"`
		Limit  int    `json:"limit,omitempty" jsonschema:"how many matches to return, 1 to 100 (default 20)"`
	}
	pageArgs struct {
		Offset int `json:"offset,omitempty" jsonschema:"how many to skip, for paging (default 0)"`
		Limit  int `json:"limit,omitempty" jsonschema:"how many to return, 1 to 100 (default 20)"`
	}
	projectArgs struct {
		Project string `json:"project" jsonschema:"the project's id (a decimal number such as \"7\") or its name (such as \"left-pad\")"`
	}
	versionsArgs struct {
		Project string `json:"project" jsonschema:"the project's id (a decimal number such as \"7\") or its name"`
		Tag     string `json:"tag,omitempty" jsonschema:"only versions with exactly this tag (such as \"v1.2.0\")"`
		Offset  int    `json:"offset,omitempty" jsonschema:"how many versions to skip, oldest first (default 0)"`
		Limit   int    `json:"limit,omitempty" jsonschema:"how many versions to return, 1 to 100 (default 20)"`
	}
	versionArgs struct {
		Project string `json:"project" jsonschema:"the project's id (a decimal number such as \"7\") or its name"`
		Index   int    `json:"index" jsonschema:"the version's 0-based index: 0 is the first version pushed"`
	}
	diffArgs struct {
		Project string `json:"project" jsonschema:"the project's id (a decimal number such as \"7\") or its name"`
		From    *int   `json:"from,omitempty" jsonschema:"0-based index of the older version; default: the second-to-last version, or to-1"`
		To      *int   `json:"to,omitempty" jsonschema:"0-based index of the newer version; default: the last version, or from+1"`
	}
	quoteArgs struct {
		Bytes int64 `json:"bytes" jsonschema:"content size in bytes"`
	}
	agentArgs struct {
		Agent string `json:"agent" jsonschema:"the agent project's id (a decimal number such as \"7\") or its name"`
	}
)

// pageBounds bounds offset and limit and defaults limit to 20.
func pageBounds(p map[string]*jsonschema.Schema) {
	p["offset"].Minimum = jsonschema.Ptr(0.0)
	p["limit"].Minimum, p["limit"].Maximum = jsonschema.Ptr(1.0), jsonschema.Ptr(100.0)
	p["limit"].Default = json.RawMessage("20")
}

func readOnly(title string) *sdk.ToolAnnotations {
	return &sdk.ToolAnnotations{Title: title, ReadOnlyHint: true, IdempotentHint: true, OpenWorldHint: jsonschema.Ptr(true)}
}

func (s *Server) addReadTools() {
	addTool(s, &sdk.Tool{
		Name:        "search_projects",
		Description: "Search the public projects of the inkd registry by name prefix or words of the description. Returns one page of matching projects (id, name, description, owner, version count…) and the total.",
		Annotations: readOnly("Search projects"),
		InputSchema: inputSchema[searchArgs](func(p map[string]*jsonschema.Schema) {
			pageBounds(p)
			p["query"].MinLength = jsonschema.Ptr(1)
		}),
	}, func(ctx context.Context, in searchArgs) (*wire.ProjectList, error) {
		return s.c.SearchProjects(ctx, in.Query, in.Offset, in.Limit)
	})
	addTool(s, &sdk.Tool{
		Name:        "list_projects",
		Description: "List the public projects of the inkd registry, oldest first, one page at a time. Use search_projects to find a project by name or topic.",
		Annotations: readOnly("List projects"),
		InputSchema: inputSchema[pageArgs](pageBounds),
	}, func(ctx context.Context, in pageArgs) (*wire.ProjectList, error) {
		return s.c.Projects(ctx, in.Offset, in.Limit)
	})
	addTool(s, &sdk.Tool{
		Name:        "get_project",
		Description: "Get one project by id or name: name, description, license, owner address, whether it is public or an AI agent, its agent endpoint, creation time and version count. Also readable as the resource inkd://projects/{id}.",
		Annotations: readOnly("Get a project"),
		InputSchema: inputSchema[projectArgs](nil),
	}, func(ctx context.Context, in projectArgs) (*wire.Project, error) {
		id, err := s.projectID(ctx, in.Project)
		if err != nil {
			return nil, err
		}
		return s.c.Project(ctx, id)
	})
	addTool(s, &sdk.Tool{
		Name:        "list_versions",
		Description: "List the versions of a project, oldest first, one page at a time, optionally only those with one tag. Each version has its index, tag, ar:// storage hash, changelog, pusher and time.",
		Annotations: readOnly("List versions"),
		InputSchema: inputSchema[versionsArgs](pageBounds),
	}, func(ctx context.Context, in versionsArgs) (*client.VersionList, error) {
		id, err := s.projectID(ctx, in.Project)
		if err != nil {
			return nil, err
		}
		return s.c.Versions(ctx, id, client.VersionQuery{Offset: in.Offset, Limit: in.Limit, Tag: in.Tag})
	})
	addTool(s, &sdk.Tool{
		Name:        "get_version",
		Description: "Get one version of a project by its 0-based index: tag, ar:// storage hash, changelog, pusher and time. Also readable as the resource inkd://projects/{id}/versions/{index}.",
		Annotations: readOnly("Get a version"),
		InputSchema: inputSchema[versionArgs](func(p map[string]*jsonschema.Schema) { p["index"].Minimum = jsonschema.Ptr(0.0) }),
	}, func(ctx context.Context, in versionArgs) (*wire.Version, error) {
		id, err := s.projectID(ctx, in.Project)
		if err != nil {
			return nil, err
		}
		return s.c.Version(ctx, id, uint64(in.Index))
	})
	addTool(s, &sdk.Tool{
		Name:        "diff_versions",
		Description: "Compare two versions of a project by content: for text, a unified line diff with lines added and removed; for binary or large content, sizes, content types and SHA-256. Without from and to, compares the last two versions.",
		Annotations: readOnly("Diff two versions"),
		InputSchema: inputSchema[diffArgs](func(p map[string]*jsonschema.Schema) {
			p["from"].Minimum, p["to"].Minimum = jsonschema.Ptr(0.0), jsonschema.Ptr(0.0)
		}),
	}, func(ctx context.Context, in diffArgs) (*wire.DiffResult, error) {
		id, err := s.projectID(ctx, in.Project)
		if err != nil {
			return nil, err
		}
		var q client.DiffQuery
		if in.From != nil {
			q.From = jsonschema.Ptr(uint64(*in.From))
		}
		if in.To != nil {
			q.To = jsonschema.Ptr(uint64(*in.To))
		}
		return s.c.Diff(ctx, id, q)
	})
	addTool(s, &sdk.Tool{
		Name:        "quote_price",
		Description: "Price of pushing a version whose content has this many bytes: the push fee in USDC (pushFeeUsd, and pushFee in base units of 6 decimals), with the storage cost, markup and minimum fee. Creating a project costs about the minimum fee.",
		Annotations: readOnly("Quote a price"),
		InputSchema: inputSchema[quoteArgs](func(p map[string]*jsonschema.Schema) { p["bytes"].Minimum = jsonschema.Ptr(1.0) }),
	}, func(ctx context.Context, in quoteArgs) (*wire.Quote, error) {
		return s.c.Quote(ctx, in.Bytes)
	})
	addTool(s, &sdk.Tool{
		Name:        "list_agents",
		Description: "List the public AI-agent projects of the registry (projects marked isAgent, with their agentEndpoint), oldest first, one page at a time.",
		Annotations: readOnly("List agents"),
		InputSchema: inputSchema[pageArgs](pageBounds),
	}, func(ctx context.Context, in pageArgs) (*wire.ProjectList, error) {
		return s.c.Agents(ctx, in.Offset, in.Limit)
	})
	addTool(s, &sdk.Tool{
		Name:        "get_agent",
		Description: "Get one AI-agent project by id or name, private ones included: its agentEndpoint, description, owner and versions. A project that is not an agent answers agent_not_found.",
		Annotations: readOnly("Get an agent"),
		InputSchema: inputSchema[agentArgs](nil),
	}, func(ctx context.Context, in agentArgs) (*wire.Project, error) {
		v := strings.TrimSpace(in.Agent)
		if v == "" {
			return nil, invalid("agent is empty: give an id or a name")
		}
		if isID(v) {
			return s.c.Agent(ctx, v)
		}
		return s.c.AgentByName(ctx, v)
	})
	addTool(s, &sdk.Tool{
		Name:        "spending",
		Description: "This session's spending caps and what it has paid so far, in USDC, and the paying wallet's address. Paid tools refuse a call above a cap before signing anything.",
		Annotations: readOnly("Spending caps"),
		InputSchema: inputSchema[struct{}](nil),
	}, func(ctx context.Context, _ struct{}) (spendingOut, error) {
		return spendingOut{Spending: s.cfg.Budget.State(), Payer: s.payer()}, nil
	})
}

// spendingOut is the spending tool's result.
type spendingOut struct {
	Spending
	Payer string `json:"payer" jsonschema:"the paying wallet's address; empty when no key is configured"`
}

// isID reports whether v is a project id: decimal digits.
func isID(v string) bool {
	if v == "" {
		return false
	}
	for _, r := range v {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// projectID turns a project id or name into an id.
func (s *Server) projectID(ctx context.Context, v string) (string, error) {
	v = strings.TrimSpace(v)
	switch {
	case v == "":
		return "", invalid("project is empty: give an id or a name")
	case isID(v):
		return v, nil
	}
	p, err := s.c.ProjectByName(ctx, v)
	if err != nil {
		return "", err
	}
	return p.ID, nil
}

// payer is the paying wallet's address, "" without a key.
func (s *Server) payer() string {
	if a := s.c.Address(); a != ([20]byte{}) {
		return a.Hex()
	}
	return ""
}
