// Package wire defines the JSON bodies of the inkd API, the error codes it
// answers with and the id of a paid write's job: the one home of every byte
// the API sends and accepts, shared by the server (package api), its Go
// client (api/client), the worker that produces write results and the MCP
// server.
//
// It imports nothing of the project and only the standard library, so any
// package may use it without pulling in server code. Its types are plain
// data: numbers the spec writes as decimal strings are strings here, and
// addresses and hashes are the hex strings the JSON carries.
//
// A client reads a body into its type and decides on its error code:
//
//	var p wire.Project
//	if err := json.NewDecoder(resp.Body).Decode(&p); err != nil {
//		return err
//	}
//	...
//	var e wire.ErrorBody
//	_ = json.NewDecoder(resp.Body).Decode(&e)
//	if e.Error == wire.CodeProjectNotFound {
//		// no such project
//	}
//
// and a paid write's job is found from its payment alone:
//
//	job := wire.JobID(payer, nonce) // "pay_…", polled at /v1/jobs/{job}
package wire
