package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/inkd/inkd/api/client"
	"github.com/inkd/inkd/api/client/publish"
	"github.com/inkd/inkd/api/wire"
)

// The client commands: flags and output only; the work is api/client's.

// runProject dispatches project create|show|list|search.
func runProject(ctx context.Context, args []string) error {
	return subcommand("project", args, map[string]func(context.Context, []string) error{
		"create": runProjectCreate, "show": runProjectShow, "list": runProjectList, "search": runProjectSearch,
	}, ctx)
}

// runVersion dispatches version push|list.
func runVersion(ctx context.Context, args []string) error {
	return subcommand("version", args, map[string]func(context.Context, []string) error{
		"push": runVersionPush, "list": runVersionList,
	}, ctx)
}

func subcommand(name string, args []string, subs map[string]func(context.Context, []string) error, ctx context.Context) error {
	var names []string
	for n := range subs {
		names = append(names, n)
	}
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" {
		fmt.Fprintf(os.Stderr, "usage: inkd %s <%s> [flags]; 'inkd %s <sub> -h' for its flags\n", name, strings.Join(sorted(names), "|"), name)
		if len(args) == 0 {
			return usageErrorf("inkd %s needs a subcommand", name)
		}
		return flag.ErrHelp
	}
	run, ok := subs[args[0]]
	if !ok {
		return usageErrorf("unknown subcommand %q; want one of %s", args[0], strings.Join(sorted(names), ", "))
	}
	return run(ctx, args[1:])
}

func sorted(s []string) []string {
	slices.Sort(s)
	return s
}

// projectFlags are the fields of a new project.
type projectFlags struct {
	description, license, endpoint, readme string
	private, agent                         bool
}

func (p *projectFlags) bind(fs *flag.FlagSet) {
	fs.StringVar(&p.description, "description", "", "description")
	fs.StringVar(&p.license, "license", "", "SPDX license identifier (default MIT)")
	fs.BoolVar(&p.private, "private", false, "do not list the project")
	fs.BoolVar(&p.agent, "agent", false, "mark the project as an AI agent")
	fs.StringVar(&p.endpoint, "endpoint", "", "HTTP endpoint of the agent")
	fs.StringVar(&p.readme, "readme", "", "README: a local file (uploaded first) or an ar:// hash")
}

func runProjectCreate(ctx context.Context, args []string) error {
	var f clientFlags
	var p projectFlags
	fs := newFlagSet("inkd project create NAME")
	f.bind(fs, true)
	p.bind(fs)
	pos, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return usageErrorf("usage: inkd project create NAME [flags]")
	}
	return createProject(ctx, &f, pos[0], p)
}

// runCreate is the first form: inkd create --name NAME.
func runCreate(ctx context.Context, args []string) error {
	var f clientFlags
	var p projectFlags
	var name string
	fs := newFlagSet("inkd create")
	f.bind(fs, true)
	p.bind(fs)
	fs.StringVar(&name, "name", "", "project name (required; stored lowercase)")
	fs.StringVar(&p.endpoint, "agent-endpoint", "", "HTTP endpoint of the agent (as --endpoint)")
	if _, err := parseArgs(fs, args); err != nil {
		return err
	}
	if name == "" {
		return usageErrorf("--name is required")
	}
	return createProject(ctx, &f, name, p)
}

func createProject(ctx context.Context, f *clientFlags, name string, p projectFlags) error {
	ctx, cancel := f.context(ctx)
	defer cancel()
	c, err := f.client()
	if err != nil {
		return err
	}
	req := wire.CreateProject{Name: name, Description: p.description, License: p.license, IsPublic: !p.private, IsAgent: p.agent, AgentEndpoint: p.endpoint}
	if p.readme != "" {
		if !strings.HasPrefix(p.readme, "ar://") {
			// The name, the balance and --max-fee are checked before the
			// README is stored.
			if _, err := c.PrecheckCreate(ctx, req, true); err != nil {
				return f.writeError(err)
			}
		}
		if req.ReadmeHash, err = hashOrUpload(ctx, c, p.readme); err != nil {
			return err
		}
	}
	res, err := f.waitWrite(ctx, c, func() (*client.WriteResult, error) { return c.CreateProject(ctx, req) })
	if err != nil {
		return f.writeError(err)
	}
	return printWrite(os.Stdout, f.json, res)
}

// hashOrUpload returns an ar:// hash as it is, or uploads a local file.
func hashOrUpload(ctx context.Context, c *client.Client, v string) (string, error) {
	if strings.HasPrefix(v, "ar://") {
		return v, nil
	}
	up, err := c.Upload(ctx, v, "")
	if err != nil {
		return "", fmt.Errorf("upload %s: %w", v, err)
	}
	return up.StorageHash, nil
}

// pushFlags are the fields of a version push.
type pushFlags struct {
	hash, tag, changelog, contentType string
	size                              int64
}

func (p *pushFlags) bind(fs *flag.FlagSet) {
	fs.StringVar(&p.hash, "hash", "", "ar:// content hash, from 'inkd upload', instead of a FILE")
	fs.StringVar(&p.tag, "tag", "", "version tag (required)")
	fs.StringVar(&p.changelog, "changelog", "", "what changed")
	fs.StringVar(&p.contentType, "content-type", "", "MIME type of FILE (default: detected)")
	fs.Int64Var(&p.size, "content-size", -1, "content size in bytes, for the fee (default: the stored size)")
}

func runVersionPush(ctx context.Context, args []string) error {
	var f clientFlags
	var p pushFlags
	fs := newFlagSet("inkd version push PROJECT (FILE | --hash ar://…) --tag TAG")
	f.bind(fs, true)
	p.bind(fs)
	pos, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if len(pos) < 1 || len(pos) > 2 || (len(pos) == 2) == (p.hash != "") {
		return usageErrorf("usage: inkd version push PROJECT (FILE | --hash ar://…) --tag TAG")
	}
	file := ""
	if len(pos) == 2 {
		file = pos[1]
	}
	return pushVersion(ctx, &f, pos[0], file, p)
}

// runPush is the first form: inkd push --project ID --hash ar://… --tag T.
func runPush(ctx context.Context, args []string) error {
	var f clientFlags
	var p pushFlags
	var project string
	fs := newFlagSet("inkd push")
	f.bind(fs, true)
	p.bind(fs)
	fs.StringVar(&project, "project", "", "project id or name (required)")
	pos, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if project == "" || len(pos) > 1 || (len(pos) == 1) == (p.hash != "") {
		return usageErrorf("usage: inkd push --project ID (--hash ar://… | FILE) --tag TAG")
	}
	file := ""
	if len(pos) == 1 {
		file = pos[0]
	}
	return pushVersion(ctx, &f, project, file, p)
}

func pushVersion(ctx context.Context, f *clientFlags, project, file string, p pushFlags) error {
	if p.tag == "" {
		return usageErrorf("--tag is required")
	}
	ctx, cancel := f.context(ctx)
	defer cancel()
	c, id, err := clientFor(ctx, f, project)
	if err != nil {
		return err
	}
	// The registry is asked first (the tag landed with this content:
	// already; with other content: tag_taken), then the push pre-checked
	// (project, permission, balance, --max-fee) before the file is
	// uploaded; a payment saved by an earlier run is presented again
	// without uploading anything.
	it := publish.Item{File: file, Tag: p.tag, Changelog: p.changelog, ContentType: p.contentType, StorageHash: p.hash, ContentSize: p.size}
	pub := publish.Publisher{Client: c, Project: id, MultiPushSize: 1, Concurrency: 1}
	if !f.json {
		pub.Uploaded = func(_ publish.Item, up wire.UploadResult) {
			fmt.Fprintf(os.Stderr, "uploaded %s: %s (%d bytes)\n", file, up.StorageHash, up.Bytes)
		}
	}
	res, err := f.waitWrite(ctx, c, func() (*client.WriteResult, error) { return pub.One(ctx, it) })
	if err != nil {
		return f.writeError(err)
	}
	return printWrite(os.Stdout, f.json, res)
}

// clientFor builds the client of f and resolves project (an id or a name).
func clientFor(ctx context.Context, f *clientFlags, project string) (*client.Client, string, error) {
	c, err := f.client()
	if err != nil {
		return nil, "", err
	}
	id, err := resolveProject(ctx, c, project)
	if err != nil {
		return nil, "", err
	}
	return c, id, nil
}

// resolveProject turns an id or a name into a project id.
func resolveProject(ctx context.Context, c *client.Client, v string) (string, error) {
	if _, err := strconv.ParseUint(v, 10, 64); err == nil {
		return v, nil
	}
	p, err := projectByName(ctx, c, v)
	if err != nil {
		return "", err
	}
	return p.ID, nil
}

// projectByName finds a public project by its name.
func projectByName(ctx context.Context, c *client.Client, name string) (*wire.Project, error) {
	return c.ProjectByName(ctx, name)
}

func runProjectShow(ctx context.Context, args []string) error {
	var f clientFlags
	fs := newFlagSet("inkd project show ID|NAME")
	f.bind(fs, false)
	pos, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return usageErrorf("usage: inkd project show ID|NAME")
	}
	ctx, cancel := f.context(ctx)
	defer cancel()
	c, err := f.client()
	if err != nil {
		return err
	}
	p, err := projectOf(ctx, c, pos[0])
	if err != nil {
		return err
	}
	return printDoc(os.Stdout, f.json, p, func(w io.Writer) {
		fmt.Fprintf(w, "project %s  %s\n  owner      %s\n  versions   %s\n  license    %s\n  public     %v\n  agent      %v %s\n  created    %s\n  description %s\n",
			p.ID, p.Name, p.Owner, p.VersionCount, p.License, p.IsPublic, p.IsAgent, p.AgentEndpoint, humanTime(p.CreatedAt), p.Description)
	})
}

func runProjectList(ctx context.Context, args []string) error {
	var f clientFlags
	var offset, limit int
	fs := newFlagSet("inkd project list")
	f.bind(fs, false)
	fs.IntVar(&offset, "offset", 0, "skip this many projects")
	fs.IntVar(&limit, "limit", 20, "list at most this many (1 to 100)")
	if pos, err := parseArgs(fs, args); err != nil {
		return err
	} else if len(pos) != 0 {
		return usageErrorf("usage: inkd project list [--offset N] [--limit N]")
	}
	ctx, cancel := f.context(ctx)
	defer cancel()
	c, err := f.client()
	if err != nil {
		return err
	}
	l, err := c.Projects(ctx, offset, limit)
	if err != nil {
		return err
	}
	return printDoc(os.Stdout, f.json, l, projectLines(l, false))
}

// projectLines prints a page of projects one a line (with the start of
// each description when asked), and where the page lies in the whole
// list.
func projectLines(l *wire.ProjectList, descriptions bool) func(io.Writer) {
	return func(w io.Writer) {
		for _, p := range l.Data {
			fmt.Fprintf(w, "%s\t%s\t%s versions\t%s", p.ID, p.Name, p.VersionCount, p.Owner)
			if descriptions {
				fmt.Fprintf(w, "\t%s", oneLine(p.Description, 60))
			}
			fmt.Fprintln(w)
		}
		fmt.Fprintf(w, "(%d to %d of %d)\n", l.Offset+min(1, len(l.Data)), l.Offset+len(l.Data), l.Total)
	}
}

// oneLine is s on one line without control characters, cut to n
// characters: a description is the registrant's text, not the terminal's.
func oneLine(s string, n int) string {
	r := []rune(strings.Join(strings.Fields(strings.Map(func(c rune) rune {
		if unicode.IsControl(c) || unicode.Is(unicode.Cf, c) {
			return ' '
		}
		return c
	}, s)), " "))
	if len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return string(r)
}

func runVersionList(ctx context.Context, args []string) error {
	var f clientFlags
	var q client.VersionQuery
	fs := newFlagSet("inkd version list PROJECT")
	f.bind(fs, false)
	fs.StringVar(&q.Tag, "tag", "", "only versions with this tag")
	fs.IntVar(&q.Offset, "offset", 0, "skip this many versions (with --limit)")
	fs.IntVar(&q.Limit, "limit", 0, "list at most this many (1 to 100); 0 lists all")
	pos, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return usageErrorf("usage: inkd version list PROJECT [--tag T] [--offset N --limit N]")
	}
	ctx, cancel := f.context(ctx)
	defer cancel()
	c, id, err := clientFor(ctx, &f, pos[0])
	if err != nil {
		return err
	}
	l, err := c.Versions(ctx, id, q)
	if err != nil {
		return err
	}
	return printDoc(os.Stdout, f.json, l, func(w io.Writer) {
		for _, v := range l.Data {
			fmt.Fprintf(w, "%s\t%s\t%s\t%s\n", v.Index, v.VersionTag, v.StorageHash, v.PushedBy)
		}
	})
}

func runStatus(ctx context.Context, args []string) error {
	var f clientFlags
	fs := newFlagSet("inkd status")
	f.bind(fs, false)
	if pos, err := parseArgs(fs, args); err != nil {
		return err
	} else if len(pos) != 0 {
		return usageErrorf("usage: inkd status")
	}
	ctx, cancel := f.context(ctx)
	defer cancel()
	c, err := f.client()
	if err != nil {
		return err
	}
	s, err := c.Status(ctx)
	if err != nil {
		return err
	}
	return printDoc(os.Stdout, f.json, s, func(w io.Writer) {
		deployed := "unknown"
		if !s.Contracts.DeployedUnknown {
			deployed = fmt.Sprint(s.Contracts.Deployed)
		}
		fmt.Fprintf(w, "ok %v  network %s  rpc reachable %v\n  registry %s\n  treasury %s (deployed %s)\n  projects %s  supply %s\n",
			s.OK, s.Network, s.RPCReachable, s.Contracts.Registry, s.Contracts.Treasury, deployed, orUnknown(s.Protocol.ProjectCount), orUnknown(s.Protocol.TotalSupply))
		for _, p := range s.Problems {
			fmt.Fprintf(w, "  problem: %s\n", p)
		}
	})
}

// orUnknown shows an empty (null) status figure as unknown.
func orUnknown(s string) string {
	if s == "" {
		return "unknown"
	}
	return s
}

func runQuote(ctx context.Context, args []string) error {
	var f clientFlags
	fs := newFlagSet("inkd quote BYTES")
	f.bind(fs, false)
	pos, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return usageErrorf("usage: inkd quote BYTES")
	}
	n, err := strconv.ParseInt(pos[0], 10, 64)
	if err != nil || n < 1 {
		return usageErrorf("BYTES %q is not a positive whole number", pos[0])
	}
	ctx, cancel := f.context(ctx)
	defer cancel()
	c, err := f.client()
	if err != nil {
		return err
	}
	q, err := c.Quote(ctx, n)
	if err != nil {
		return err
	}
	return printDoc(os.Stdout, f.json, q, func(w io.Writer) {
		fmt.Fprintf(w, "%d bytes: push fee %s USDC (storage %s + markup %s base units; minimum %s)\n", q.Bytes, q.PushFeeUSD, q.StorageCost, q.Markup, q.MinimumFee)
	})
}

func runJob(ctx context.Context, args []string) error {
	var f clientFlags
	var wait bool
	fs := newFlagSet("inkd job ID")
	f.bind(fs, false)
	fs.BoolVar(&wait, "wait", false, "follow the job until it ends (bounded by --timeout)")
	pos, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return usageErrorf("usage: inkd job ID [--wait]")
	}
	ctx, cancel := f.context(ctx)
	defer cancel()
	c, err := f.client()
	if err != nil {
		return err
	}
	var j *wire.JobStatus
	if wait {
		j, err = c.WaitJob(ctx, pos[0])
	} else {
		j, err = c.Job(ctx, pos[0])
	}
	if err != nil {
		return err
	}
	if perr := printDoc(os.Stdout, f.json, j, func(w io.Writer) {
		fmt.Fprintf(w, "job %s: %s\n", j.JobID, j.Status)
		if len(j.Result) > 0 {
			fmt.Fprintf(w, "%s\n", j.Result)
		}
	}); perr != nil {
		return perr
	}
	switch j.Status {
	case wire.JobPending:
		return &client.PendingError{JobID: j.JobID, URL: c.BaseURL() + "/v1/jobs/" + j.JobID}
	case wire.JobFailed:
		if j.Error != nil {
			return &client.APIError{Status: 500, Code: j.Error.Error, Message: j.Error.Message}
		}
		return errors.New("the job failed")
	}
	return nil
}

func runUpload(ctx context.Context, args []string) error {
	var f clientFlags
	var contentType string
	fs := newFlagSet("inkd upload FILE")
	f.bind(fs, false)
	fs.StringVar(&contentType, "content-type", "", "MIME type (default: detected from the content)")
	pos, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return usageErrorf("usage: inkd upload [--api URL] [--content-type T] FILE")
	}
	ctx, cancel := f.context(ctx)
	defer cancel()
	c, err := f.client()
	if err != nil {
		return err
	}
	up, err := c.Upload(ctx, pos[0], contentType)
	if err != nil {
		return err
	}
	return printDoc(os.Stdout, f.json, up, func(w io.Writer) {
		fmt.Fprintf(w, "%s\n  url %s\n  %d bytes, %s\n", up.StorageHash, up.URL, up.Bytes, up.ContentType)
	})
}
