// Package mcp is the inkd Model Context Protocol server: the registry's
// reads and paid writes as MCP tools, projects and versions as resources,
// for AI agents. It is built on the official Go SDK
// (github.com/modelcontextprotocol/go-sdk) and talks to the API only
// through api/client.
//
// Paid tools pay from the client's key within a Budget: a cap per tool
// call and a cap over the session, asked by the client before each payment
// is signed. Wire Budget.Confirm into the client before building it:
//
//	budget := mcp.NewBudget(perCall, maxSpend)
//	c, _ := client.New(client.Config{BaseURL: api, Key: key, Confirm: budget.Confirm})
//	s, _ := mcp.New(mcp.Config{Client: c, Budget: budget})
//	err := s.MCP().Run(ctx, &sdkmcp.StdioTransport{})
//
// Every API refusal becomes a tool error that starts with the API's error
// code ("name_taken: …"); the server's own refusals have codes too
// (call_fee_cap, session_spending_cap, no_paying_key, invalid_arguments,
// write_pending, api_unreachable, timeout, cancelled, internal,
// content_mismatch and gateway_error for content read from the gateway). Local files
// are read only under Config.Files. A panic in a handler is recovered into a tool
// error: the server keeps serving.
package mcp
