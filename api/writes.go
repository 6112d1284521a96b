package api

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"net/url"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/gofiber/fiber/v2"
	"github.com/hibiken/asynq"

	"github.com/inkd/inkd/api/pending"
	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/channel/writes"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/chain/projectname"
	"github.com/inkd/inkd/chain/readmodel"
	"github.com/inkd/inkd/jobs"
)

// Limits of the project fields (spec section 8), in bytes of UTF-8: the
// contract counts bytes.
const (
	maxNameLen        = 64
	maxDescriptionLen = 1024
	maxFieldLen       = 2048 // license, agentEndpoint, readmeHash, storageHash, versionTag
	maxChangelogLen   = 16 << 10
)

// RegistryReader answers, from the chain, the questions that decide whether
// a write can succeed before any payment is asked for.
type RegistryReader interface {
	NameAvailable(ctx context.Context, name string) (bool, error)
	CanPush(ctx context.Context, id *big.Int, nameHash [32]byte, account common.Address) (bool, error)
}

// ProjectNamer tells the name of project id, confirmed by the registry
// (projectname.Resolver): the registry stores a project under its name's
// hash and a push names both. It fails with projectname.ErrNoProject for
// an id without a project and projectname.ErrNotIndexed for one whose
// name cannot be found yet.
type ProjectNamer interface {
	Name(ctx context.Context, id *big.Int) (string, error)
}

// LookalikeIndex finds a project whose name renders like name (the same
// confusable.Skeleton), from the indexer's skeleton index
// (*readmodel.Model); readmodel.ErrProjectNotFound when there is none.
type LookalikeIndex interface {
	ProjectLike(ctx context.Context, name string) (readmodel.Project, error)
}

// PaymentChecker performs the on-chain checks of a verified payment (nonce
// unused, balance sufficient); see payment.Checker.
type PaymentChecker interface {
	Check(ctx context.Context, p *payment.Payment) error
}

// Enqueuer enqueues tasks; *asynq.Client satisfies it.
type Enqueuer interface {
	EnqueueContext(ctx context.Context, t *asynq.Task, opts ...asynq.Option) (*asynq.TaskInfo, error)
}

// TaskInspector finds tasks that have not finished; *asynq.Inspector
// satisfies it.
type TaskInspector interface {
	GetTaskInfo(queue, id string) (*asynq.TaskInfo, error)
}

// AuthorizationReader reads whether an EIP-3009 authorization is used on
// chain; chain.USDCState satisfies it.
type AuthorizationReader interface {
	AuthorizationState(ctx context.Context, authorizer common.Address, nonce [32]byte) (bool, error)
}

// WriteDeps are the parts the paid write endpoints need.
type WriteDeps struct {
	Registry     RegistryReader
	Names        ProjectNamer
	Checker      PaymentChecker
	Reservations *payment.Reservations
	Enqueuer     Enqueuer
	Inspector    TaskInspector
	Waiter       *jobs.Waiter
	Outcomes     *jobs.Store
	Pricer       Pricer
	// Contents is what this service stored (POST /v1/upload): a push of
	// such content is priced by its stored size and states its recorded
	// digest, size and type on chain. Nil: pushes state what they say.
	Contents ContentRecords
	// Spends holds each accepted payment's value against the payer's
	// balance (the Checker takes the hold); the API releases it when a
	// request fails after the check, before its job is queued. Nil: no
	// holds to release.
	Spends *payment.Spends
	// PaymentIDs keeps the x402 payment-identifier ids paid writes carry:
	// a resend under an id is answered from its first job. Nil: the
	// extension is not offered, and an id sent anyway is only checked for
	// its form.
	PaymentIDs *payment.Identifiers
	// Lookalikes refuses a create whose name renders like a registered
	// project's (name_taken). Nil: only the exact name is checked.
	Lookalikes LookalikeIndex
	// Balances reads payers' USDC balances for the pre-check of an
	// unpaid request that names its payer (X-Inkd-Payer). Nil: the
	// pre-check does not check balances (the paid request's Checker does).
	Balances BalanceReader
	// Tags finds the landed versions a push's tags name (the read model's
	// tag index): a tag names one content per project. Nil: tags are not
	// checked (the registry accepts a tag twice).
	Tags TagIndex
	// Pending reserves what a write takes when it lands, from before its
	// payment is checked until its job ends: a create's name, a push's
	// tags; a second write of them meanwhile is refused name_taken or
	// tag_taken. Nil: nothing is reserved (the chain alone decides names,
	// and two pushes of one tag may both land).
	Pending *pending.Claims
	// Suspensions refuses payers whose writes reverted on chain after
	// passing every check. Nil: nobody is suspended.
	Suspensions *payment.Suspensions
	// ClientStrikes counts the failures each client address's payers
	// caused (refused past Config.PayerFailuresPerClient) and learns here
	// which client each accepted payer came from. Nil: no client is
	// refused for its payers.
	ClientStrikes *payment.ClientStrikes
	// Authorizations answers, for a paid request with no reservation,
	// whether its authorization was used already: a retry whose
	// reservation and job Redis lost. Nil: such a retry is checked like a
	// new request (and may be refused by its own landed write).
	Authorizations AuthorizationReader
	// Channels decides which voucher pays a write (the x402
	// batch-settlement scheme: the channel book and the chain). Nil, or
	// Config.Channels off: the scheme is not offered, and a voucher is
	// refused payment_invalid.
	Channels ChannelDecider
	// USDC is the EIP-712 domain of the payment token.
	USDC payment.Domain
	// PayTo is the treasury: it receives every payment.
	PayTo common.Address
	// LandedVouchers finds the landed write a voucher paid, for a voucher
	// sent again after Redis lost its job (writes_voucher_recover.go).
	// Nil: such a resend is refused as a used voucher.
	LandedVouchers LandedVoucherFinder
	// ChannelWrites is the InkdChannelWrites contract, the receiverAuthorizer
	// of the channels paying by voucher; required when Config.Channels is
	// on (the deployment's channelWrites).
	ChannelWrites common.Address
}

func (d WriteDeps) ready() bool {
	return d.Registry != nil && d.Names != nil && d.Checker != nil && d.Reservations != nil && d.Enqueuer != nil &&
		d.Waiter != nil && d.Outcomes != nil && d.Pricer != nil && d.USDC.ChainID != nil
}

func (s *Server) writeRoutes() []route {
	return []route{
		{fiber.MethodPost, "/v1/projects", s.createProject},
		{fiber.MethodPost, "/v1/projects/:id/versions", s.pushVersion},
		{fiber.MethodPost, multiPushPath, s.pushVersions},
		{fiber.MethodGet, "/v1/jobs/:id", s.getJob},
		// Not in the specification: the scheme's cooperative refund.
		{fiber.MethodGet, channelRefundPath, s.channelRefund},
	}
}

// paidWrite is one paid request, validated and priced.
type paidWrite struct {
	fee, storageCost *big.Int
	description      string
	// resolve reads from the chain what the job needs (a push's project
	// name) and refuses a write that cannot be made at all (no such
	// project, 404; not indexed yet, 503). A landed write passes it too, so
	// it runs on every path: before a 402, before a paid request's checks
	// and before a recovery job is queued. Nil: nothing to resolve.
	resolve func(ctx context.Context) error
	// precheck asks whether the write can succeed (name free, tags free).
	// It runs after resolve, before a 402 is offered and, for a paid
	// request, after its reservation: a client retrying a paid request
	// that already landed gets the original result, not name_taken. A
	// recovery job skips it (its own landed write would fail it). When
	// the write has landed already as asked (a push of the content its
	// tags name), it returns that write's result, answered 200 with
	// nothing charged. Nil: no such check.
	precheck func(ctx context.Context) (landed any, err error)
	// authorize runs once the payer is known: the checks that need the
	// caller's identity (push permission).
	authorize func(ctx context.Context, payer common.Address) error
	// pending, when set, is what the write reserves from before its
	// payment is checked until its job ends (a name, tags). Nil: nothing
	// to reserve.
	pending *pendingWrite
	// sameWrite tells whether a landed write paid by voucher is this
	// request's (a create's name; a push's content and tag): a voucher
	// sent again after Redis lost its job is answered with it. Nil: never
	// (a multi-push).
	sameWrite func(w writes.Write) bool
	// task builds the job from what pays it — an EIP-3009 payment p, or
	// (p empty) the voucher v the channel book accepted — and the storage
	// cost locked with the fee.
	task func(p jobs.Payment, v *jobs.Voucher, storageCost *big.Int) (*asynq.Task, []asynq.Option, error)
}

func (s *Server) createProject(c *fiber.Ctx) error {
	d := s.deps.Writes
	if !d.ready() {
		return errorf(wire.CodeServiceUnavailable, "paid writes are not configured on this server")
	}
	body, err := s.readJSON(c)
	if err != nil {
		return err
	}
	req, err := parseCreate(body)
	if err != nil {
		return err
	}
	ctx := c.UserContext()
	// Create fee: the project's metadata is priced like stored content
	// (storage cost of its bytes plus 20%), with the 0.10 USDC minimum.
	pr, err := priceOf(ctx, d.Pricer, metadataBytesOf(req))
	if err != nil {
		return pricingError(err)
	}
	return s.pay(c, paidWrite{
		fee:         pr.fee,
		storageCost: pr.quote.StorageCost,
		description: "Register project " + req.Name + " on the inkd registry",
		precheck:    func(ctx context.Context) (any, error) { return nil, d.nameFree(ctx, req.Name) },
		authorize:   func(context.Context, common.Address) error { return nil },
		pending:     d.pendingName(req.Name),
		sameWrite: func(w writes.Write) bool {
			p, err := w.Project()
			return err == nil && p.Name == req.Name
		},
		task: func(p jobs.Payment, v *jobs.Voucher, storageCost *big.Int) (*asynq.Task, []asynq.Option, error) {
			req.Payment, req.Voucher, req.StorageCost = p, v, storageCost.String()
			return jobs.NewCreateProjectTask(req)
		},
	})
}

// nameFree refuses name when the registry has it or, by the lookalike
// index, a project whose name renders like it (confusable.Skeleton).
func (d WriteDeps) nameFree(ctx context.Context, name string) error {
	free, err := d.Registry.NameAvailable(ctx, name)
	if err != nil {
		return rpcError(err)
	}
	if !free {
		return errorf(wire.CodeNameTaken, "the name %q is already registered; choose another", name)
	}
	if d.Lookalikes == nil {
		return nil
	}
	like, err := d.Lookalikes.ProjectLike(ctx, name)
	switch {
	case errors.Is(err, readmodel.ErrProjectNotFound):
		return nil
	case err != nil:
		return &Error{Code: wire.CodeServiceUnavailable, Message: "cannot read the registered names; nothing was charged, retry", Err: err}
	}
	return errorf(wire.CodeNameTaken, "the name %q looks like %q, the name of project %s; choose another", name, like.Name, like.ID)
}

func parseCreate(body jsonObject) (jobs.CreateProject, error) {
	var req jobs.CreateProject
	var err error
	var ok bool
	if req.Name, ok, err = body.str("name"); err != nil {
		return req, err
	}
	// The name checked here is the name the contract stores: the API
	// normalises it (names.go: NFKC, lowercase, the lookalike rule) and the
	// registry's own ASCII lowercasing changes nothing after that.
	req.Name = strings.TrimSpace(req.Name)
	if !ok || req.Name == "" {
		return req, errorf(wire.CodeNameRequired, "name is required")
	}
	if len(req.Name) > 4*maxNameLen {
		return req, errorf(wire.CodeNameTooLong, "name is %d bytes; the limit is %d", len(req.Name), maxNameLen)
	}
	if req.Name, err = normalizeName(req.Name); err != nil {
		return req, errorf(wire.CodeInvalidName, "%s", err.Error())
	}
	switch {
	case req.Name == "":
		return req, errorf(wire.CodeNameRequired, "name is required")
	case len(req.Name) > maxNameLen:
		return req, errorf(wire.CodeNameTooLong, "name is %d bytes; the limit is %d", len(req.Name), maxNameLen)
	}
	if req.Description, _, err = body.str("description"); err != nil {
		return req, err
	}
	if len(req.Description) > maxDescriptionLen {
		return req, errorf(wire.CodeDescriptionTooLong, "description is %d bytes; the limit is %d", len(req.Description), maxDescriptionLen)
	}
	if req.License, _, err = body.str("license"); err != nil {
		return req, err
	}
	if req.License = strings.TrimSpace(req.License); req.License == "" {
		req.License = "MIT"
	}
	if len(req.License) > 64 || strings.ContainsAny(req.License, "\n\r\t") {
		return req, errorf(wire.CodeInvalidField, "license must be an SPDX identifier of at most 64 characters")
	}
	if req.IsPublic, err = body.boolean("isPublic", true); err != nil {
		return req, err
	}
	if req.IsAgent, err = body.boolean("isAgent", false); err != nil {
		return req, err
	}
	if req.AgentEndpoint, _, err = body.str("agentEndpoint"); err != nil {
		return req, err
	}
	if req.AgentEndpoint != "" {
		u, perr := url.Parse(req.AgentEndpoint)
		if perr != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || len(req.AgentEndpoint) > maxFieldLen {
			return req, errorf(wire.CodeInvalidField, "agentEndpoint must be an absolute http(s) URL")
		}
	}
	if req.ReadmeHash, _, err = body.str("readmeHash"); err != nil {
		return req, err
	}
	if req.ReadmeHash != "" && !validARHash(req.ReadmeHash) {
		return req, errorf(wire.CodeInvalidReadmeHash, "readmeHash must be ar://<id>: ar:// and 43 characters of base64url")
	}
	return req, nil
}

// metadataBytes is the size the create fee is priced on.
func metadataBytesOf(r jobs.CreateProject) int64 {
	return int64(len(r.Name) + len(r.Description) + len(r.License) + len(r.AgentEndpoint) + len(r.ReadmeHash))
}

func (s *Server) pushVersion(c *fiber.Ctx) error {
	d := s.deps.Writes
	id, body, err := s.pushRequest(c)
	if err != nil {
		return err
	}
	req, err := parsePushFor(body, unpaid(c))
	if err != nil {
		return err
	}
	req.ProjectID = id.String()
	if req.Content, err = s.pushContent(c.UserContext(), req.StorageHash, req.Content); err != nil {
		return err
	}
	pr, err := s.pushPrice(c.UserContext(), req.ContentSize)
	if err != nil {
		return err
	}
	resolve, authorize, name := d.pushChecks(id)
	tags := pushTags{s: s, projectID: req.ProjectID, items: []jobs.VersionInput{{StorageHash: req.StorageHash, VersionTag: req.VersionTag, Changelog: req.Changelog, Content: req.Content}}}
	return s.pay(c, paidWrite{
		fee:         pr.fee,
		storageCost: pr.quote.StorageCost,
		description: fmt.Sprintf("Push version %s of project %s on the inkd registry", req.VersionTag, id),
		resolve:     resolve,
		precheck:    tags.precheck,
		authorize:   authorize,
		pending:     tags.pending(),
		sameWrite: func(w writes.Write) bool {
			v, err := w.Version()
			return err == nil && w.ProjectID != nil && w.ProjectID.Cmp(id) == 0 && v.ArweaveHash == req.StorageHash && v.VersionTag == req.VersionTag
		},
		task: func(p jobs.Payment, v *jobs.Voucher, storageCost *big.Int) (*asynq.Task, []asynq.Option, error) {
			req.Payment, req.Voucher, req.StorageCost, req.ProjectName = p, v, storageCost.String(), *name
			return jobs.NewPushVersionTask(req)
		},
	})
}

// pushRequest begins a push: paid writes are configured, the path names a
// project id, the body is a JSON object.
func (s *Server) pushRequest(c *fiber.Ctx) (*big.Int, jsonObject, error) {
	if !s.deps.Writes.ready() {
		return nil, nil, errorf(wire.CodeServiceUnavailable, "paid writes are not configured on this server")
	}
	id, err := projectID(c)
	if err != nil {
		return nil, nil, err
	}
	body, err := s.readJSON(c)
	return id, body, err
}

// pushPrice is the fee of pushing content of size bytes (0 when unknown):
// for content this service stored, its stored size (pushContent).
func (s *Server) pushPrice(ctx context.Context, size int64) (price, error) {
	pr, err := priceOf(ctx, s.deps.Writes.Pricer, size)
	if err != nil {
		return price{}, pricingError(err)
	}
	return pr, nil
}

// pushChecks are the checks of a push to project id: the project exists
// and its name is known (resolve, which sets *name: the job names the
// project by id and name) and the payer may push to it (authorize).
func (d WriteDeps) pushChecks(id *big.Int) (resolve func(context.Context) error, authorize func(context.Context, common.Address) error, name *string) {
	name = new(string)
	resolve = func(ctx context.Context) error {
		n, err := d.Names.Name(ctx, id)
		switch {
		case errors.Is(err, projectname.ErrNoProject):
			return errorf(wire.CodeProjectNotFound, "no project with id %s", id)
		case errors.Is(err, projectname.ErrNotIndexed):
			return &Error{Code: wire.CodeServiceUnavailable, Message: fmt.Sprintf("project %s exists but its record is not indexed yet; nothing was charged, retry shortly", id), Err: err}
		case err != nil:
			return rpcError(err)
		}
		*name = n
		return nil
	}
	authorize = func(ctx context.Context, payer common.Address) error {
		ok, err := d.Registry.CanPush(ctx, id, chain.NameHash(*name), payer)
		if err != nil {
			return rpcError(err)
		}
		if !ok {
			return errorf(wire.CodeNotOwner, "wallet %s is neither the owner nor a collaborator of project %s", payer.Hex(), id)
		}
		return nil
	}
	return resolve, authorize, name
}

// parsePush validates a push's fields; an *Error it returns names the
// field at fault in Field.
func parsePush(body jsonObject) (req jobs.PushVersion, err error) {
	field := "storageHash"
	defer func() { err = atField(err, field) }()
	var ok bool
	if req.StorageHash, ok, err = body.str("storageHash"); err != nil {
		return
	}
	req.StorageHash = strings.TrimSpace(req.StorageHash)
	if !ok || req.StorageHash == "" {
		return req, errorf(wire.CodeHashRequired, "storageHash is required (ar://<id>, from POST /v1/upload)")
	}
	if !validARHash(req.StorageHash) {
		return req, errorf(wire.CodeInvalidHash, "storageHash must be ar://<id>: ar:// and 43 characters of base64url, as POST /v1/upload returns")
	}
	field = "versionTag"
	if req.VersionTag, ok, err = body.str("versionTag"); err != nil {
		return
	}
	req.VersionTag = strings.TrimSpace(req.VersionTag)
	if !ok || req.VersionTag == "" {
		return req, errorf(wire.CodeTagRequired, "versionTag is required")
	}
	if len(req.VersionTag) > 128 {
		return req, errorf(wire.CodeInvalidField, "versionTag is %d bytes; the limit is 128", len(req.VersionTag))
	}
	field = "changelog"
	if req.Changelog, _, err = body.str("changelog"); err != nil {
		return
	}
	if len(req.Changelog) > maxChangelogLen {
		return req, errorf(wire.CodeInvalidField, "changelog is %d bytes; the limit is %d", len(req.Changelog), maxChangelogLen)
	}
	field = ""
	req.Content, err = parseContent(body)
	return
}
