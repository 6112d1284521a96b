// Command inkd runs the inkd service and its tools.
//
//	inkd dev      everything in one process on embedded parts (chain, Redis, storage)
//	inkd serve    the HTTP API only
//	inkd worker   the asynq workers only (paid writes, uploads, indexer)
//	inkd deploy   deploy the contracts to a JSON-RPC endpoint and write a deployment file
//	inkd upload   store a file permanently (free) and print its ar:// hash
//	inkd create   register a project, paying with x402 from a wallet key
//	inkd push     record a version of a project, paying with x402
//
// Run `inkd <command> -h` for a command's flags; each flag names the
// environment variable it defaults from.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"syscall"
)

func main() {
	if len(os.Args) < 2 {
		usage()
		os.Exit(2)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	cmds := map[string]func(context.Context, []string) error{
		"dev":    runDev,
		"serve":  runServe,
		"worker": runWorker,
		"deploy": runDeploy,
		"upload": runUpload,
		"create": runCreate,
		"push":   runPush,
		"admin":  runAdmin,
	}
	name := os.Args[1]
	if name == "-h" || name == "--help" || name == "help" {
		usage()
		return
	}
	run, ok := cmds[name]
	if !ok {
		fmt.Fprintf(os.Stderr, "inkd: unknown command %q\n", name)
		usage()
		os.Exit(2)
	}
	if err := run(ctx, os.Args[2:]); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return
		}
		fmt.Fprintf(os.Stderr, "inkd %s: %v\n", name, err)
		os.Exit(1)
	}
}

func usage() {
	fmt.Fprint(os.Stderr, `usage: inkd <command> [flags]

commands:
  dev      run API, worker, chain, Redis and storage gateway in one process (embedded defaults)
  serve    run the HTTP API (REDIS_URL, RPC_URL, DEPLOYMENT_FILE)
  worker   run the workers (REDIS_URL, RPC_URL, DEPLOYMENT_FILE, SIGNER_KEYS)
  deploy   deploy the contracts to RPC_URL and write a deployment file
  upload   store a file permanently (free) and print its ar:// hash
  create   register a project, paying with x402 (INKD_KEY)
  push     record a version of a project, paying with x402 (INKD_KEY)
  admin    schedule, execute, cancel or list timelocked admin operations (ADMIN_KEY)

Run 'inkd <command> -h' for the flags of a command.
`)
}
