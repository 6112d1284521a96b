package mcp

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"runtime/debug"
	"time"

	"github.com/google/jsonschema-go/jsonschema"
	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/api/client"
	"github.com/inkd/inkd/api/client/fetch"
	"github.com/inkd/inkd/api/wire"
)

// DefaultCallTimeout bounds one tool call: a paid write waits for its
// transaction, following the API's job when it answers 202.
const DefaultCallTimeout = 5 * time.Minute

// Config configures a Server.
type Config struct {
	// Client talks to the inkd API; its Config.Confirm must be
	// Budget.Confirm, so that the caps are asked before each payment is
	// signed. Required.
	Client *client.Client
	// Budget holds the spending caps. Required.
	Budget *Budget
	// CallTimeout bounds one tool call. Zero means DefaultCallTimeout.
	CallTimeout time.Duration
	// Files is the directory the tools may read local files from (uploads,
	// version content, READMEs), relative paths taken from it. Empty: no
	// local files, only ar:// hashes.
	Files string
	// Version is reported to MCP clients. Empty means "dev".
	Version string
	// Log receives handled tool errors (debug) and recovered panics
	// (error). Nil discards.
	Log *logrus.Entry
}

// Check names the field of c that is wrong.
func (c Config) Check() error {
	switch {
	case c.Client == nil:
		return errors.New("mcp: Config.Client is required")
	case c.Budget == nil:
		return errors.New("mcp: Config.Budget is required")
	case c.CallTimeout < 0:
		return fmt.Errorf("mcp: Config.CallTimeout %v is negative", c.CallTimeout)
	}
	return nil
}

// Server is the inkd MCP server: the tools and resources of one API
// client and its budget. One Server serves any number of sessions; they
// share its budget.
type Server struct {
	cfg Config
	c   *client.Client
	srv *sdk.Server
	log *logrus.Entry
	// files bounds the local files the tools read.
	files fileRoot
	// paying lets one paid call at a time run, so that the budget knows
	// which call a payment belongs to.
	paying chan struct{}
	// fetch reads versions' content from their gateway.
	fetch *fetch.Fetcher
}

// instructions tell a model what the server is for.
const instructions = `inkd is a registry of software projects on the Base chain: projects, their versions (content stored permanently on Arweave, addressed as ar://…) and AI-agent projects.
Reads are free: search_projects, list_projects, get_project, list_versions, get_version, get_version_content (a version's content, checked against its recorded SHA-256), diff_versions, quote_price, list_agents, get_agent, spending.
Writes: upload_file is free; create_project, push_version and publish_batch pay a fee in USDC from the configured wallet, within a per-call and a per-session cap (see the spending tool). Check the price with quote_price first. A paid result carries the fee paid and the transaction hash. Calling a paid tool again with the same arguments never pays twice.`

// New builds the server and registers its tools and resources.
func New(cfg Config) (*Server, error) {
	if err := cfg.Check(); err != nil {
		return nil, err
	}
	if cfg.CallTimeout == 0 {
		cfg.CallTimeout = DefaultCallTimeout
	}
	if cfg.Version == "" {
		cfg.Version = "dev"
	}
	log := cfg.Log
	if log == nil {
		l := logrus.New()
		l.SetOutput(io.Discard)
		log = logrus.NewEntry(l)
	}
	files, err := newFileRoot(cfg.Files)
	if err != nil {
		return nil, err
	}
	s := &Server{cfg: cfg, c: cfg.Client, files: files, log: log.WithField("component", "mcp"), paying: make(chan struct{}, 1), fetch: fetch.New(fetch.Config{})}
	s.srv = sdk.NewServer(&sdk.Implementation{Name: "inkd", Title: "inkd registry", Version: cfg.Version},
		&sdk.ServerOptions{Instructions: instructions})
	s.srv.AddReceivingMiddleware(s.guard)
	s.addReadTools()
	s.addContentTool()
	s.addPaidTools()
	s.addResources()
	return s, nil
}

// MCP is the SDK server, to run on a transport.
func (s *Server) MCP() *sdk.Server { return s.srv }

// guard wraps every request the server receives: tool arguments sent as
// JSON null become {} (the SDK's defaults step panics on null, v1.8.0),
// and a panic anywhere in handling a request is recovered — a tool call
// gets a tool error, other methods an error — so one bad request never
// ends the server.
func (s *Server) guard(next sdk.MethodHandler) sdk.MethodHandler {
	return func(ctx context.Context, method string, req sdk.Request) (res sdk.Result, err error) {
		call, isCall := req.(*sdk.CallToolRequest)
		if isCall && call.Params != nil {
			if a := bytes.TrimSpace(call.Params.Arguments); len(a) == 0 || bytes.Equal(a, []byte("null")) {
				call.Params.Arguments = json.RawMessage("{}")
			}
		}
		defer func() {
			r := recover()
			if r == nil {
				return
			}
			s.log.WithFields(logrus.Fields{"method": method, "panic": fmt.Sprint(r), "stack": string(debug.Stack())}).Error("request panicked")
			err = fmt.Errorf("internal: %s failed unexpectedly (%v); the server keeps serving", method, r)
			res = nil
			if isCall {
				tr := &sdk.CallToolResult{}
				tr.SetError(err)
				res, err = tr, nil
			}
		}()
		return next(ctx, method, req)
	}
}

// addTool registers h as tool t. The handler runs under the call timeout;
// its error becomes a tool error (see toolError) and a panic in it a tool
// error too, logged with its stack: the server keeps serving.
func addTool[In, Out any](s *Server, t *sdk.Tool, h func(context.Context, In) (Out, error)) {
	name := t.Name
	sdk.AddTool(s.srv, t, func(ctx context.Context, _ *sdk.CallToolRequest, in In) (_ *sdk.CallToolResult, out Out, err error) {
		defer func() {
			if r := recover(); r != nil {
				s.log.WithFields(logrus.Fields{"tool": name, "panic": fmt.Sprint(r), "stack": string(debug.Stack())}).Error("tool panicked")
				var zero Out
				out, err = zero, fmt.Errorf("internal: the tool %s failed unexpectedly (%v); nothing was paid by this failure, and the server keeps serving", name, r)
			}
		}()
		ctx, cancel := context.WithTimeout(ctx, s.cfg.CallTimeout)
		defer cancel()
		out, err = h(ctx, in)
		if err != nil {
			s.log.WithFields(logrus.Fields{"tool": name, "err": err.Error()}).Debug("tool error")
			var zero Out
			return nil, zero, toolError(err, s.cfg.CallTimeout)
		}
		return nil, out, nil
	})
}

// toolError words err for a model: the API's error code first, as
// "code: message (HTTP status)", and our own codes for what the client
// decided.
func toolError(err error, timeout time.Duration) error {
	var (
		ae  *client.APIError
		mis *fetch.MismatchError
		gw  *fetch.StatusError
		ce  *CapError
		fee *client.FeeTooHighError
		pe  *client.PendingError
		ne  *client.NetworkError
	)
	switch {
	case errors.As(err, &ce):
		return ce
	case errors.As(err, &mis):
		return fmt.Errorf("content_mismatch: %v", mis)
	case errors.As(err, &gw):
		return fmt.Errorf("gateway_error: %v", gw)
	case errors.As(err, &fee):
		return &CapError{Fee: fee.Fee, Cap: fee.Max, Spent: new(big.Int)}
	case errors.As(err, &pe):
		return fmt.Errorf("write_pending: the write is paid and accepted but its transaction is not confirmed yet (job %s, %s); call the same tool again with the same arguments to get its result, it is never paid twice", pe.JobID, pe.URL)
	case errors.As(err, &ae):
		if ae.Code == "" {
			return fmt.Errorf("http_%d: %s", ae.Status, ae.Message)
		}
		return fmt.Errorf("%s: %s (HTTP %d)", ae.Code, ae.Message, ae.Status)
	case errors.As(err, &ne):
		return fmt.Errorf("api_unreachable: %v", ne)
	case errors.Is(err, context.DeadlineExceeded):
		return fmt.Errorf("timeout: the call took longer than %v; a paid write started by it is saved and finished by calling the same tool again with the same arguments", timeout)
	case errors.Is(err, context.Canceled):
		return fmt.Errorf("cancelled: %v", err)
	}
	return err
}

// inputSchema is the input schema of In, adjusted by set (bounds,
// defaults) before the SDK uses it.
func inputSchema[In any](set func(p map[string]*jsonschema.Schema)) *jsonschema.Schema {
	sc, err := jsonschema.For[In](nil)
	if err != nil {
		panic(fmt.Sprintf("mcp: input schema of %T: %v", *new(In), err))
	}
	if set != nil {
		set(sc.Properties)
	}
	return sc
}

// invalid is a tool error about the arguments.
func invalid(format string, args ...any) error {
	return fmt.Errorf("invalid_arguments: "+format, args...)
}

// apiCode is the API's error code in err, "" when it holds none.
func apiCode(err error) wire.Code {
	var ae *client.APIError
	if errors.As(err, &ae) {
		return ae.Code
	}
	return ""
}
