package mcp

import (
	"context"
	"errors"
	"math/big"
	"strings"

	"github.com/google/jsonschema-go/jsonschema"
	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/inkd/inkd/api/client"
	"github.com/inkd/inkd/api/client/publish"
	"github.com/inkd/inkd/api/wire"
)

// Inputs of the write tools. A field without omitempty is required.
type (
	uploadArgs struct {
		Path        string `json:"path" jsonschema:"path of a local file (at most 50 MB) in the directory the server may read files from; relative paths start there"`
		ContentType string `json:"contentType,omitempty" jsonschema:"MIME type such as text/plain; default: detected from the content"`
	}
	createArgs struct {
		Name          string `json:"name" jsonschema:"the project's unique name, stored lowercase, at most 64 bytes (such as \"left-pad\")"`
		Description   string `json:"description,omitempty" jsonschema:"what the project is, at most 1024 bytes"`
		License       string `json:"license,omitempty" jsonschema:"SPDX license identifier (default MIT)"`
		Private       bool   `json:"private,omitempty" jsonschema:"true keeps the project out of the public lists (default false: public)"`
		Agent         bool   `json:"agent,omitempty" jsonschema:"true marks the project as an AI agent"`
		AgentEndpoint string `json:"agentEndpoint,omitempty" jsonschema:"the agent's absolute http(s) URL"`
		Readme        string `json:"readme,omitempty" jsonschema:"the README: an ar:// hash from upload_file, or a local file path (uploaded first, free) in the directory the server may read files from"`
	}
	pushArgs struct {
		Project     string `json:"project" jsonschema:"the project's id (a decimal number such as \"7\") or its name; the wallet must be its owner or a collaborator"`
		Tag         string `json:"tag" jsonschema:"the version tag, such as \"v1.2.0\""`
		File        string `json:"file,omitempty" jsonschema:"local path of the version's content (in the directory the server may read files from), uploaded first (free); give file or storageHash"`
		StorageHash string `json:"storageHash,omitempty" jsonschema:"ar:// hash of content stored already (from upload_file); give file or storageHash"`
		Changelog   string `json:"changelog,omitempty" jsonschema:"what changed in this version"`
		ContentType string `json:"contentType,omitempty" jsonschema:"MIME type of file; default: detected"`
	}
	multiPushVersion struct {
		Tag         string `json:"tag" jsonschema:"the version tag"`
		File        string `json:"file,omitempty" jsonschema:"local path of the content (in the directory the server may read files from), uploaded first (free); give file or storageHash"`
		StorageHash string `json:"storageHash,omitempty" jsonschema:"ar:// hash of content stored already; give file or storageHash"`
		Changelog   string `json:"changelog,omitempty" jsonschema:"what changed"`
	}
	multiPushArgs struct {
		Project  string             `json:"project" jsonschema:"the project's id (a decimal number such as \"7\") or its name; the wallet must be its owner or a collaborator"`
		Versions []multiPushVersion `json:"versions" jsonschema:"the versions in order, 1 to 256: all land in one transaction for one payment, or none"`
	}
)

// Payment is what a paid tool call paid. Every paid result carries it.
type Payment struct {
	Fee         string `json:"fee" jsonschema:"the fee of the write, USDC base units (6 decimals)"`
	FeeUSDC     string `json:"feeUsdc" jsonschema:"the fee of the write, USDC"`
	TxHash      string `json:"txHash" jsonschema:"the Base transaction that recorded the write and took the payment"`
	JobID       string `json:"jobId" jsonschema:"the API's job of the payment"`
	Payer       string `json:"payer" jsonschema:"the paying wallet"`
	PaidEarlier bool   `json:"paidEarlier" jsonschema:"true when this call signed no new payment: an earlier call with the same arguments paid, and its result is returned"`
	// SessionSpentUSDC and SessionRemainingUSDC are the budget after the call.
	SessionSpentUSDC     string `json:"sessionSpentUsdc" jsonschema:"what this session has paid in all, USDC"`
	SessionRemainingUSDC string `json:"sessionRemainingUsdc" jsonschema:"what this session may still pay, USDC"`
}

// Results of the paid tools.
type (
	createOut struct {
		Payment
		Project *wire.CreateResult `json:"project" jsonschema:"the new project: projectId, name, owner, txHash, blockNumber"`
	}
	pushOut struct {
		Payment
		Version *wire.PushResult   `json:"version" jsonschema:"the version: versionIndex, versionTag, storageHash, storageUrl, txHash"`
		Already bool               `json:"already" jsonschema:"true when the tag named this content already: the existing version is returned, nothing was uploaded or paid"`
		Upload  *wire.UploadResult `json:"upload,omitempty" jsonschema:"the upload of file, when one was made"`
	}
	multiPushOut struct {
		Payment
		MultiPush *wire.PushVersionsResult `json:"batch,omitempty" jsonschema:"the versions this call recorded, in request order, in one transaction; absent when every version was published already"`
		// Versions is every version asked for, in request order.
		Versions []multiPushItemOut `json:"versions" jsonschema:"every version asked for, in request order, with its status"`
	}
	// multiPushItemOut is one version of a publish_batch call.
	multiPushItemOut struct {
		VersionTag   string `json:"versionTag" jsonschema:"the version's tag"`
		VersionIndex string `json:"versionIndex" jsonschema:"the version's index in the project"`
		Status       string `json:"status" jsonschema:"landed: recorded by this call; already: published before with this content, nothing uploaded or paid"`
		TxHash       string `json:"txHash" jsonschema:"the transaction that recorded it"`
	}
)

// writeTool annotates a tool that writes; paid ones spend money.
func writeTool(title string, paid bool) *sdk.ToolAnnotations {
	return &sdk.ToolAnnotations{Title: title, DestructiveHint: jsonschema.Ptr(paid), IdempotentHint: true, OpenWorldHint: jsonschema.Ptr(true)}
}

func (s *Server) addPaidTools() {
	addTool(s, &sdk.Tool{
		Name:        "upload_file",
		Description: "Store a local file permanently on Arweave through inkd, free of charge (rate limited). Returns its ar:// storage hash, URL, size and content type, to use with push_version, publish_batch or as a README. push_version and publish_batch upload a file themselves when given one.",
		Annotations: writeTool("Upload a file", false),
		InputSchema: inputSchema[uploadArgs](nil),
	}, func(ctx context.Context, in uploadArgs) (*wire.UploadResult, error) {
		path, err := s.files.resolve(in.Path)
		if err != nil {
			return nil, err
		}
		return s.c.Upload(ctx, path, in.ContentType)
	})
	addTool(s, &sdk.Tool{
		Name:        "create_project",
		Description: "Register a new project in the inkd registry, owned by the paying wallet. PAID: the fee (about 0.10 USDC) is paid in USDC from the configured wallet, within the spending caps. Returns the project id, the fee paid and the transaction hash. A taken name answers name_taken before anything is paid.",
		Annotations: writeTool("Create a project", true),
		InputSchema: inputSchema[createArgs](func(p map[string]*jsonschema.Schema) {
			p["name"].MinLength, p["name"].MaxLength = jsonschema.Ptr(1), jsonschema.Ptr(64)
		}),
	}, func(ctx context.Context, in createArgs) (*createOut, error) {
		req := wire.CreateProject{Name: in.Name, Description: in.Description, License: in.License, IsPublic: !in.Private, IsAgent: in.Agent, AgentEndpoint: in.AgentEndpoint}
		if in.Readme != "" {
			if strings.HasPrefix(in.Readme, "ar://") {
				req.ReadmeHash = in.Readme
			} else {
				path, err := s.files.resolve(in.Readme)
				if err != nil {
					return nil, err
				}
				// The name, the balance and the cap are checked before the
				// README is stored.
				if _, err := s.c.PrecheckCreate(ctx, req, true); err != nil {
					return nil, err
				}
				up, err := s.c.Upload(ctx, path, "")
				if err != nil {
					return nil, err
				}
				req.ReadmeHash = up.StorageHash
			}
		}
		pay, res, err := s.pay(ctx, func(ctx context.Context) (*client.WriteResult, error) { return s.c.CreateProject(ctx, req) })
		if err != nil {
			return nil, err
		}
		return &createOut{Payment: pay, Project: res.Create}, nil
	})
	addTool(s, &sdk.Tool{
		Name:        "push_version",
		Description: "Record a new version of a project: content from a local file (uploaded first, free) or an ar:// hash, a tag and a changelog. PAID: the fee depends on the content size (see quote_price) and is paid in USDC from the configured wallet, within the spending caps. A tag that already names this content returns that version (already: true; nothing uploaded or paid); a tag that names other content is tag_taken. The project, the wallet's permission and balance, the tag and the cap are checked before the file is uploaded. Returns the version index, the fee paid and the transaction hash.",
		Annotations: writeTool("Push a version", true),
		InputSchema: inputSchema[pushArgs](func(p map[string]*jsonschema.Schema) { p["tag"].MinLength = jsonschema.Ptr(1) }),
	}, s.pushVersion)
	addTool(s, &sdk.Tool{
		Name:        "publish_batch",
		Description: "Record several versions of one project at once (1 to 256): each from a local file (uploaded first, free) or an ar:// hash. PAID: one payment for the sum of the versions' fees, all versions in one transaction or none, within the spending caps. Versions whose tag already names their content are reported already and not paid again; a tag that names other content refuses the call (tag_taken) before anything is uploaded. Returns each version's status and index, the fee paid and the transaction hash.",
		Annotations: writeTool("Publish a batch", true),
		InputSchema: inputSchema[multiPushArgs](func(p map[string]*jsonschema.Schema) {
			p["versions"].MinItems, p["versions"].MaxItems = jsonschema.Ptr(1), jsonschema.Ptr(256)
			p["versions"].Items.Properties["tag"].MinLength = jsonschema.Ptr(1)
		}),
	}, s.publishMultiPush)
}

// pushVersion asks the registry first: a tag that names this content
// already is answered with that version (nothing uploaded or paid), one
// that names other content is tag_taken; otherwise the push is pre-checked
// (project, permission, balance, the call's cap) before the file is
// uploaded. Calling again with the same arguments finds the saved payment.
func (s *Server) pushVersion(ctx context.Context, in pushArgs) (*pushOut, error) {
	if (in.File == "") == (in.StorageHash == "") {
		return nil, invalid("give exactly one of file (a local path) and storageHash (an ar:// hash)")
	}
	id, err := s.projectID(ctx, in.Project)
	if err != nil {
		return nil, err
	}
	it := publish.Item{Tag: in.Tag, Changelog: in.Changelog, ContentType: in.ContentType, StorageHash: in.StorageHash}
	if in.File != "" {
		if it.File, err = s.files.resolve(in.File); err != nil {
			return nil, err
		}
		if _, err := publish.Digest(it.File); err != nil {
			return nil, invalid("file: %v", err)
		}
	}
	var up *wire.UploadResult
	pub := publish.Publisher{Client: s.c, Project: id, MultiPushSize: 1, Concurrency: 1, Uploaded: func(_ publish.Item, u wire.UploadResult) { up = &u }}
	pay, res, err := s.pay(ctx, func(ctx context.Context) (*client.WriteResult, error) { return pub.One(ctx, it) })
	if err != nil {
		return nil, err
	}
	return &pushOut{Payment: pay, Version: res.Push, Already: res.Already, Upload: up}, nil
}

// publishMultiPush asks the registry first: versions whose tag names their
// content already are reported already and not pushed again; a tag that
// names other content refuses the whole call (tag_taken) before anything
// is uploaded; the rest is pre-checked, uploaded and pushed as one multi-push.
func (s *Server) publishMultiPush(ctx context.Context, in multiPushArgs) (*multiPushOut, error) {
	id, err := s.projectID(ctx, in.Project)
	if err != nil {
		return nil, err
	}
	items := make([]publish.Item, len(in.Versions))
	for i, v := range in.Versions {
		if (v.File == "") == (v.StorageHash == "") {
			return nil, invalid("versions[%d]: give exactly one of file and storageHash", i)
		}
		items[i] = publish.Item{Tag: v.Tag, Changelog: v.Changelog, StorageHash: v.StorageHash}
		if v.File != "" {
			if items[i].File, err = s.files.resolve(v.File); err != nil {
				return nil, invalid("versions[%d]: %s", i, strings.TrimPrefix(err.Error(), "invalid_arguments: "))
			}
			if _, err = publish.Digest(items[i].File); err != nil {
				return nil, invalid("versions[%d].file: %v", i, err)
			}
		}
	}
	if _, err := publish.Landed(ctx, s.c, id, items); err != nil {
		return nil, err
	}
	out := &multiPushOut{Versions: make([]multiPushItemOut, len(items))}
	pub := publish.Publisher{Client: s.c, Project: id, MultiPushSize: len(items), Concurrency: 4}
	pay, _, err := s.pay(ctx, func(ctx context.Context) (*client.WriteResult, error) {
		var first *client.WriteResult
		at := map[string]int{}
		for i, it := range items {
			at[it.Tag] = i
		}
		_, err := pub.Run(ctx, items, func(r publish.ItemResult) {
			if r.Err != nil || r.Result == nil {
				return
			}
			status := "landed"
			if r.Result.Already || r.Result.Cached {
				status = "already"
			}
			out.Versions[at[r.Item.Tag]] = multiPushItemOut{VersionTag: r.Item.Tag, VersionIndex: r.VersionIndex, Status: status, TxHash: r.Result.TxHash()}
			if r.Result.MultiPush != nil {
				out.MultiPush = r.Result.MultiPush
			}
			if first == nil || (first.MultiPush == nil && r.Result.MultiPush != nil) {
				first = r.Result
			}
		})
		if err != nil {
			return nil, err
		}
		return first, nil
	})
	if err != nil {
		return nil, err
	}
	out.Payment = pay
	return out, nil
}

// errNoKey is a paid tool called without a paying key.
var errNoKey = errors.New("no_paying_key: this server has no paying wallet; start inkd mcp with --key (INKD_KEY) or --keystore and --password-file")

// pay runs one paid write inside the budget: one paid call at a time,
// the caps asked before each payment is signed (Budget.Confirm), a 202
// followed to the write's end within the call's time, and the payments
// kept as spent unless the API refused the write.
func (s *Server) pay(ctx context.Context, write func(context.Context) (*client.WriteResult, error)) (Payment, *client.WriteResult, error) {
	if s.payer() == "" {
		return Payment{}, nil, errNoKey
	}
	select {
	case s.paying <- struct{}{}:
	case <-ctx.Done():
		return Payment{}, nil, ctx.Err()
	}
	defer func() { <-s.paying }()
	b := s.cfg.Budget
	b.Begin()
	ended := false
	defer func() {
		if !ended {
			// A panic: what the call signed may have been sent.
			b.End(true)
		}
	}()
	res, err := s.follow(ctx, write)
	signed := b.End(Charged(err))
	ended = true
	if err != nil {
		return Payment{}, nil, err
	}
	st := b.State()
	fee := res.Fee
	if fee == nil {
		fee = new(big.Int)
	}
	return Payment{
		Fee: fee.String(), FeeUSDC: client.FormatUSDC(fee), TxHash: res.TxHash(), JobID: res.JobID, Payer: s.payer(),
		PaidEarlier: signed.Sign() == 0, SessionSpentUSDC: st.Spent, SessionRemainingUSDC: st.Remaining,
	}, res, nil
}

// follow runs write; a write the API accepted but has not confirmed yet
// (202) is followed through its job and asked again, which presents the
// same saved payment and returns the landed result or the job's failure.
func (s *Server) follow(ctx context.Context, write func(context.Context) (*client.WriteResult, error)) (*client.WriteResult, error) {
	res, err := write(ctx)
	var pe *client.PendingError
	if !errors.As(err, &pe) {
		return res, err
	}
	if _, werr := s.c.WaitJob(ctx, pe.JobID); werr != nil {
		return nil, err
	}
	return write(ctx)
}
