// Package explorer renders the registry's pages for people: the project
// list (with paging and, when the read model can, search), a project as a
// package page (its README rendered from the gateway, how to get its
// latest version, each version's digest, size and transaction), a version
// with its diff against the previous one, the agents and the protocol's
// figures. It reads the JSON API's read model through small interfaces
// and prints with html/template, which escapes every string users wrote;
// a README is the one piece of user markup, rendered by goldmark and
// sanitized by bluemonday (markdown.go). Pages carry a strict
// Content-Security-Policy and load one embedded stylesheet and one
// embedded script, which follows the event stream to add new versions to
// an open project page.
//
// The API server mounts it:
//
//	ex, err := explorer.New(explorer.Config{GatewayURL: "https://arweave.net"},
//		explorer.Deps{Reader: model, Differ: diffs, Content: content, Status: status})
//	ex.Register(app, limitBody, limitReads) // GET /explore…
//	// and answers GET / with ex.Front when explorer.PrefersHTML(accept).
package explorer
