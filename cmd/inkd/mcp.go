package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"time"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/api/client"
	"github.com/inkd/inkd/cmd/inkd/mcp"
)

// Defaults of inkd mcp's caps, USDC.
const (
	defaultMCPMaxFeePerCall = "1"
	defaultMCPMaxSpend      = "5"
)

// runMCP serves the MCP server on stdio, or on streamable HTTP on a
// loopback address with --listen.
func runMCP(ctx context.Context, args []string) error {
	var f clientFlags
	var perCall, maxSpend, listen, files string
	var callTimeout time.Duration
	var verbose bool
	fs := newFlagSet("inkd mcp")
	f.bindAPI(fs)
	f.bindKey(fs)
	fs.StringVar(&perCall, "max-fee-per-call", env("INKD_MCP_MAX_FEE_PER_CALL", defaultMCPMaxFeePerCall), "refuse a tool call that would pay more than this many USDC, before signing (INKD_MCP_MAX_FEE_PER_CALL)")
	fs.StringVar(&maxSpend, "max-spend", env("INKD_MCP_MAX_SPEND", defaultMCPMaxSpend), "refuse a payment that would take the session's spending past this many USDC, before signing; over --listen all sessions share it (INKD_MCP_MAX_SPEND)")
	fs.DurationVar(&callTimeout, "call-timeout", envDuration("INKD_MCP_CALL_TIMEOUT", mcp.DefaultCallTimeout), "bound of one tool call, a paid write's confirmation included (INKD_MCP_CALL_TIMEOUT)")
	fs.StringVar(&listen, "listen", env("INKD_MCP_LISTEN", ""), "serve streamable HTTP at this loopback host:port (path /mcp) instead of stdio (INKD_MCP_LISTEN)")
	fs.StringVar(&files, "files", env("INKD_MCP_FILES", ""), "directory the tools may read local files from (uploads, version content, READMEs); empty: none, only ar:// hashes (INKD_MCP_FILES)")
	fs.BoolVar(&verbose, "verbose", false, "log every tool error on stderr")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	per, err := client.ParseUSDC(perCall)
	if err != nil {
		return usageErrorf("--max-fee-per-call: %v", err)
	}
	max, err := client.ParseUSDC(maxSpend)
	if err != nil {
		return usageErrorf("--max-spend: %v", err)
	}
	if callTimeout <= 0 {
		return usageErrorf("--call-timeout %v: want a positive duration", callTimeout)
	}
	budget := mcp.NewBudget(per, max)
	// Without a key the server reads; its paid tools answer no_paying_key.
	f.paying = f.key != "" || f.keystore != ""
	f.maxFee, f.confirm, f.quietUploads = perCall, budget.Confirm, true
	c, err := f.client()
	if err != nil {
		return err
	}
	log := logrus.New()
	log.SetOutput(os.Stderr)
	if verbose {
		log.SetLevel(logrus.DebugLevel)
	}
	s, err := mcp.New(mcp.Config{Client: c, Budget: budget, CallTimeout: callTimeout, Files: files, Log: logrus.NewEntry(log)})
	if err != nil {
		return usageErrorf("%v", err)
	}
	if listen != "" {
		return serveMCPHTTP(ctx, s, listen)
	}
	// Stdout is the protocol: nothing else may be written there.
	err = s.MCP().Run(ctx, &sdk.StdioTransport{})
	if err == nil || errors.Is(err, io.EOF) || ctx.Err() != nil {
		return nil
	}
	return err
}

// serveMCPHTTP serves s over streamable HTTP at listen, which must be a
// loopback address: the server pays from its key for whoever reaches it.
func serveMCPHTTP(ctx context.Context, s *mcp.Server, listen string) error {
	host, _, err := net.SplitHostPort(listen)
	if err != nil {
		return usageErrorf("--listen %q: %v", listen, err)
	}
	if ip := net.ParseIP(host); host != "localhost" && (ip == nil || !ip.IsLoopback()) {
		return usageErrorf("--listen %q: want a loopback address such as 127.0.0.1:8090 (the server pays for whoever reaches it)", listen)
	}
	ln, err := net.Listen("tcp", listen)
	if err != nil {
		return err
	}
	mux := http.NewServeMux()
	// The SDK refuses a Host that is not loopback (DNS rebinding); a web
	// page's cross-origin POST to the loopback address is refused here, or
	// any site open in a browser on this machine could spend the budget.
	h := sdk.NewStreamableHTTPHandler(func(*http.Request) *sdk.Server { return s.MCP() }, nil)
	mux.Handle("/mcp", http.NewCrossOriginProtection().Handler(h))
	hs := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	fmt.Fprintf(os.Stderr, "inkd mcp: serving streamable HTTP at http://%s/mcp\n", ln.Addr())
	done := make(chan error, 1)
	go func() { done <- hs.Serve(ln) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
	}
	sctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	return hs.Shutdown(sctx)
}
