// Command inkd runs the inkd service and its tools.
//
//	inkd dev      everything in one process on embedded parts (chain, Redis, storage)
//	inkd serve    the HTTP API only
//	inkd worker   the asynq workers only (paid writes, uploads, indexer)
//	inkd deploy   deploy the contracts to a JSON-RPC endpoint and write a deployment file
//	inkd probe    a health probe for container healthchecks (exit 0 on 2xx, 1 otherwise)
//	inkd queues   inspect and operate the asynq queues (sizes, failed, retry, delete, pause)
//	inkd project  create, show, list, search projects (create pays with x402)
//	inkd watch    print new projects and versions as they land
//	inkd version  push (pays with x402) and list versions; alone, like --version, the build
//	inkd get      download a version and verify it against the registry's record
//	inkd status, quote, job, upload   reads, prices, jobs, free uploads
//	inkd mcp      the Model Context Protocol server for AI agents (stdio or loopback HTTP)
//
// Run `inkd <command> -h` for a command's flags; each flag names the
// environment variable it defaults from. Client commands exit 0 on success,
// 2 on a usage error, 3 when the API refused, 4 without an answer, 5 when
// the payment was refused or above --max-fee, 6 when the write is pending,
// 7 when inkd get's content does not match the registry's record.
package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"syscall"
)

func main() {
	if len(os.Args) < 2 {
		usage()
		os.Exit(exitUsage)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	cmds := map[string]func(context.Context, []string) error{
		"dev":          runDev,
		"serve":        runServe,
		"worker":       runWorker,
		"deploy":       runDeploy,
		"project":      runProject,
		"version":      runVersion,
		"get":          runGet,
		"status":       runStatus,
		"quote":        runQuote,
		"job":          runJob,
		"upload":       runUpload,
		"publish":      runPublish,
		"collaborator": runCollaborator,
		"mcp":          runMCP,
		"watch":        runWatch,
		// Aliases of the first client commands.
		"create": runCreate,
		"push":   runPush,
		"admin":  runAdmin,
		"queues": runQueues,
		"probe":  runProbe,
	}
	name := os.Args[1]
	if name == "-h" || name == "--help" || name == "help" {
		usage()
		return
	}
	// `inkd --version`, and `inkd version` alone (its subcommands push
	// and list versions of projects), print the build.
	if name == "--version" || name == "-version" || (name == "version" && len(os.Args) == 2) {
		printBuild(os.Stdout)
		return
	}
	run, ok := cmds[name]
	if !ok {
		fmt.Fprintf(os.Stderr, "inkd: unknown command %q\n", name)
		usage()
		os.Exit(exitUsage)
	}
	err := run(ctx, os.Args[2:])
	code := exitCode(err)
	if code == exitOK {
		return
	}
	var printed docPrinted
	if wantsJSON(os.Args[2:]) && !errors.As(err, &printed) {
		errorJSON(os.Stdout, err, code)
	}
	fmt.Fprintf(os.Stderr, "inkd %s: %s\n", name, errorLine(err))
	os.Exit(code)
}

// wantsJSON reports whether --json is among the flags.
func wantsJSON(args []string) bool {
	for _, a := range args {
		if a == "--" {
			return false
		}
		if a == "--json" || a == "-json" || a == "--json=true" || a == "-json=true" {
			return true
		}
	}
	return false
}

func usage() {
	fmt.Fprint(os.Stderr, `usage: inkd <command> [flags]

service:
  dev      run API, worker, chain, Redis and storage gateway in one process (embedded defaults)
  serve    run the HTTP API (REDIS_URL, RPC_URL, DEPLOYMENT_FILE)
  worker   run the workers (REDIS_URL, RPC_URL, DEPLOYMENT_FILE, SIGNER_KEYS or SIGNER_KEYSTORES)
  deploy   deploy the contracts to RPC_URL and write a deployment file
  admin    schedule, execute, cancel or list timelocked admin operations (ADMIN_KEY)
  queues   sizes, failed tasks, retry/delete one, pause/resume a queue (REDIS_URL)
  probe    GET a health URL (default http://127.0.0.1:8080/v1/health): exit 0 on 2xx, 1 otherwise

client (INKD_API; paid writes use INKD_KEY or --keystore):
  project create NAME | show ID | list      register (paid), read and list projects
  project search TEXT                       public projects by name prefix and description words
  watch [PROJECT] [--json]                  print new projects and versions as they land
  version push PROJECT FILE --tag T | list PROJECT [--tag T]   (alone, or inkd --version: the build)
  get PROJECT[@TAG|#INDEX] [-o FILE|-]       download a version (default the latest), verified against its record
  status                                    the service's status report
  quote BYTES                               the fee of pushing BYTES of content
  job ID [--wait]                           a paid write's job; --wait follows it to its end
  upload FILE                               store a file permanently (free), print its ar:// hash
  publish DIR|MANIFEST --project P          push many versions: concurrent uploads, resumable, a summary
  collaborator add|remove PROJECT ADDRESS   the owner's own registry transaction (--rpc-url)
  mcp                                       MCP server for AI agents on stdio (--listen: loopback HTTP); caps --max-fee-per-call, --max-spend
  create, push                              the first forms of project create and version push

Run 'inkd <command> -h' for the flags of a command.
Exit codes: 0 ok, 2 usage, 3 refused by the API, 4 no answer, 5 payment refused or over --max-fee, 6 pending,
7 content not verified (inkd get).
`)
}
