package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/inkd/inkd/api/client"
)

// newFlagSet is a flag set whose errors come back to main (exit 2) and
// whose usage line names the command's arguments.
func newFlagSet(synopsis string) *flag.FlagSet {
	fs := flag.NewFlagSet(synopsis, flag.ContinueOnError)
	fs.SetOutput(os.Stderr)
	fs.Usage = func() {
		fmt.Fprintf(os.Stderr, "usage: %s [flags]\n\nflags:\n", synopsis)
		fs.PrintDefaults()
	}
	return fs
}

// printDoc prints v as JSON, or as text through human.
func printDoc(w io.Writer, asJSON bool, v any, human func(io.Writer)) error {
	if asJSON {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(v)
	}
	human(w)
	return nil
}

// printWrite prints a paid write's result and the fee it paid.
func printWrite(w io.Writer, asJSON bool, r *client.WriteResult) error {
	doc := map[string]any{
		"ok": true, "result": r.Raw(), "fee": r.Fee.String(), "feeUsdc": client.FormatUSDC(r.Fee),
		"jobId": r.JobID, "resumed": r.Resumed, "cached": r.Cached, "already": r.Already,
	}
	if r.Settlement != nil {
		doc["settlement"] = r.Settlement
	}
	if r.Voucher != nil {
		doc["voucher"] = r.Voucher
	}
	return printDoc(w, asJSON, doc, func(w io.Writer) {
		switch {
		case r.Create != nil:
			fmt.Fprintf(w, "project %s %q registered, owner %s\n", r.Create.ProjectID, r.Create.Name, r.Create.Owner)
		case r.Push != nil:
			fmt.Fprintf(w, "version %s %q of project %s pushed by %s\n  storage   %s  %s\n", r.Push.VersionIndex, r.Push.VersionTag, r.Push.ProjectID, r.Push.Pusher, r.Push.StorageHash, r.Push.StorageURL)
		}
		block := ""
		if r.Create != nil {
			block = r.Create.BlockNumber
		} else if r.Push != nil {
			block = r.Push.BlockNumber
		}
		fmt.Fprintf(w, "  tx        %s (block %s)\n", r.TxHash(), block)
		note := ""
		switch {
		case r.Already:
			note = " (already published with this content; nothing was signed or paid)"
		case r.Resumed:
			note = " (paid by an earlier run; nothing new was signed)"
		}
		fmt.Fprintf(w, "  fee paid  %s USDC%s\n", client.FormatUSDC(r.Fee), note)
		if v := r.Voucher; v != nil {
			deposit := ""
			if v.Deposit != nil {
				deposit = fmt.Sprintf(", with a deposit of %s USDC", client.FormatUSDC(v.Deposit))
			}
			fmt.Fprintf(w, "  voucher   channel %s, %s USDC in all%s\n", v.Channel.Hex(), client.FormatUSDC(v.Ceiling), deposit)
		}
	})
}
