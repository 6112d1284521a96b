package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"

	"github.com/inkd/inkd/api/client"
	"github.com/inkd/inkd/api/client/fetch"
	"github.com/inkd/inkd/api/client/owner"
	"github.com/inkd/inkd/api/client/publish"
)

// Exit codes of the client commands (docs/publishing.md, "The client: never paying twice").
const (
	exitOK      = 0
	exitFailure = 1 // anything else
	exitUsage   = 2 // bad flags or arguments
	exitRefused = 3 // the API refused the request; its error code is printed
	exitNetwork = 4 // no answer: network, timeout, interrupted
	exitPayment = 5 // payment refused by the API, over --max-fee, or declined
	exitPending = 6 // accepted but not confirmed yet: follow with inkd job ID --wait
	// exitUnverified: inkd get's content differs from the registry's
	// record (size or sha256), the record cannot be read, or it has no
	// sha256 and --require-digest was given; nothing is left at the output.
	exitUnverified = 7
)

// docPrinted is a failure whose --json document the command printed
// itself; main prints only the stderr line.
type docPrinted struct{ err error }

func (e docPrinted) Error() string { return e.err.Error() }
func (e docPrinted) Unwrap() error { return e.err }

// exitError is a failure whose exit code the command chose (operator
// tools such as inkd queues, whose errors are not the API client's).
type exitError struct {
	code int
	err  error
}

func (e exitError) Error() string { return e.err.Error() }
func (e exitError) Unwrap() error { return e.err }

// usageError is a mistake in the command line.
type usageError struct{ err error }

func (e usageError) Error() string { return e.err.Error() }
func (e usageError) Unwrap() error { return e.err }

func usageErrorf(format string, args ...any) error {
	return usageError{fmt.Errorf(format, args...)}
}

// exitCode maps an error to the exit code; nil is 0.
func exitCode(err error) int {
	var (
		ue  usageError
		ae  *client.APIError
		fee *client.FeeTooHighError
		pe  *client.PendingError
		ne  *client.NetworkError
		xe  exitError
		gas *owner.NoGasError
		mis *fetch.MismatchError
		rec *fetch.RecordError
		gw  *fetch.StatusError
	)
	switch {
	case err == nil, errors.Is(err, flag.ErrHelp):
		return exitOK
	case errors.As(err, &ue):
		return exitUsage
	case errors.As(err, &xe):
		return xe.code
	case errors.As(err, &mis), errors.As(err, &rec), errors.Is(err, fetch.ErrNoDigest):
		return exitUnverified
	case errors.As(err, &gw):
		return exitRefused
	case errors.As(err, &pe):
		return exitPending
	case errors.As(err, &fee), errors.As(err, &gas), errors.Is(err, client.ErrDeclined):
		return exitPayment
	case errors.As(err, &ae):
		if ae.PaymentRefused() {
			return exitPayment
		}
		return exitRefused
	case errors.As(err, &ne), errors.Is(err, context.DeadlineExceeded), errors.Is(err, context.Canceled):
		return exitNetwork
	}
	return exitFailure
}

// errorLine is the one stderr line of a failed command.
func errorLine(err error) string {
	var pe *client.PendingError
	var un *publish.UnfinishedError
	switch {
	case errors.As(err, &un):
		return un.Error()
	case errors.As(err, &pe):
		return fmt.Sprintf("%v; paid %s USDC; follow it with: inkd job %s --wait", pe, client.FormatUSDC(pe.Fee), pe.JobID)
	case errors.Is(err, context.Canceled):
		return "interrupted: " + err.Error()
	case errors.Is(err, context.DeadlineExceeded):
		return "timed out (--timeout): " + err.Error()
	}
	return err.Error()
}

// errorJSON is the --json document of a failed command.
func errorJSON(w io.Writer, err error, code int) {
	doc := map[string]any{"ok": false, "exitCode": code, "message": errorLine(err)}
	var ae *client.APIError
	var pe *client.PendingError
	if errors.As(err, &ae) {
		doc["error"], doc["status"] = ae.Code, ae.Status
	}
	if errors.As(err, &pe) {
		doc["jobId"], doc["jobUrl"], doc["fee"] = pe.JobID, pe.URL, pe.Fee.String()
	}
	_ = json.NewEncoder(w).Encode(doc)
}

// parseFlags parses a command's flags with no positional arguments; a
// mistake is a usage error (exit 2).
func parseFlags(fs *flag.FlagSet, args []string) error {
	if err := badEnv.take(); err != nil {
		return usageError{err}
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return err
		}
		return usageError{err}
	}
	if fs.NArg() > 0 {
		return usageErrorf("unexpected argument %q", fs.Arg(0))
	}
	return nil
}
