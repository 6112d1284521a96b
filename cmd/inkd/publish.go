package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/big"
	"os"
	"path/filepath"
	"time"

	"github.com/inkd/inkd/api/client"
	"github.com/inkd/inkd/api/client/publish"
)

// publishAttempts is how often publish tries one request (see runPublish).
const publishAttempts = 60

// runPublish publishes a directory's files or a manifest's entries as
// versions of one project.
func runPublish(ctx context.Context, args []string) error {
	var f clientFlags
	var project, pattern string
	var concurrency, multiPushSize int
	var dryRun bool
	fs := newFlagSet("inkd publish (DIR | MANIFEST.json | MANIFEST.csv) --project ID|NAME")
	f.bind(fs, true)
	fs.StringVar(&project, "project", "", "project id or name (required)")
	fs.IntVar(&concurrency, "concurrency", 4, "versions uploaded and pushed at once")
	fs.IntVar(&multiPushSize, "batch-size", publish.DefaultMultiPushSize, "versions pushed per batch, one payment and one transaction each; 1: one push per version; a re-run must use the same size")
	fs.BoolVar(&dryRun, "dry-run", false, "print the plan and its total price; upload and pay nothing")
	fs.StringVar(&pattern, "tag-pattern", "{name}", "tag of a directory's files: {name} file name without extension, {base} file name, {n} position")
	pos, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 || project == "" {
		return usageErrorf("usage: inkd publish (DIR | MANIFEST) --project ID|NAME [--concurrency N] [--dry-run]")
	}
	if concurrency < 1 || concurrency > 64 {
		return usageErrorf("--concurrency %d: want 1 to 64", concurrency)
	}
	if multiPushSize < 1 {
		return usageErrorf("--batch-size %d: want 1 or more", multiPushSize)
	}
	items, err := planOf(pos[0], pattern)
	if err != nil {
		return usageErrorf("%v", err)
	}
	ctx, cancel := f.context(ctx)
	defer cancel()
	if ask := !f.yes && isTerminal(os.Stdin) && isTerminal(os.Stderr); dryRun || ask {
		// The plan needs no key; on a terminal it is shown and confirmed
		// once, instead of one question per version.
		rf := f
		rf.paying = false
		rc, id, err := clientFor(ctx, &rf, project)
		if err != nil {
			return err
		}
		if err := printPlan(ctx, rc, &f, id, items); err != nil || dryRun {
			return err
		}
		if err := askYes(os.Stdin, os.Stderr, "publish and pay? [y/N] "); err != nil {
			return err
		}
		f.yes = true
	}
	// A large release meets the per-wallet write limit again and again:
	// a 429 costs nothing (the same payment is presented after
	// Retry-After), so publish keeps trying far longer than one write.
	f.maxAttempts, f.quietUploads = publishAttempts, true
	// Progress goes to stderr: redrawn on a terminal, one line per
	// uploaded file otherwise (CI logs).
	progress := newPublishProgress(os.Stderr, isTerminal(os.Stderr), items, fileSize)
	f.onUpload = progress.upload
	c, id, err := clientFor(ctx, &f, project)
	if err != nil {
		return err
	}
	uploads, err := publish.OpenUploads(f.statePath + ".uploads")
	if err != nil {
		return err
	}
	p := publish.Publisher{Client: c, Project: id, Concurrency: concurrency, MultiPushSize: multiPushSize, Uploads: uploads, Uploaded: progress.uploaded}
	var lines []map[string]any
	sameTerminal := isTerminal(os.Stdout) && isTerminal(os.Stderr)
	sum, runErr := p.Run(ctx, items, func(r publish.ItemResult) {
		defer progress.finished()
		line := publishLine(r)
		lines = append(lines, line)
		if !f.json {
			if sameTerminal {
				progress.clear()
			}
			printPublishLine(os.Stdout, r, line)
		}
	})
	progress.end()
	doc := map[string]any{
		"ok": runErr == nil, "items": lines, "landed": sum.Landed, "already": sum.Already, "pending": sum.Pending, "failed": sum.Failed,
		"paid": sum.Paid.String(), "paidUsdc": client.FormatUSDC(sum.Paid), "transactions": sum.Transactions,
		"seconds": sum.Took.Seconds(), "state": f.statePath,
	}
	if runErr != nil {
		doc["message"], doc["exitCode"] = errorLine(f.writeError(runErr)), exitCode(runErr)
	}
	if err := printDoc(os.Stdout, f.json, doc, func(w io.Writer) {
		fmt.Fprintf(w, "%d versions landed, %d already there, %d pending, %d failed; paid %s USDC in %d transactions; %v\n",
			sum.Landed, sum.Already, sum.Pending, sum.Failed, client.FormatUSDC(sum.Paid), sum.Transactions, sum.Took.Round(time.Millisecond))
	}); err != nil {
		return err
	}
	if runErr != nil && f.json {
		return docPrinted{f.writeError(runErr)}
	}
	return f.writeError(runErr)
}

// fileSize is path's size, 0 when it cannot be read (the plan checked it).
func fileSize(path string) int64 {
	st, err := os.Stat(path)
	if err != nil {
		return 0
	}
	return st.Size()
}

// planOf reads a directory or a manifest.
func planOf(path, pattern string) ([]publish.Item, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if st.IsDir() {
		return publish.PlanDir(path, pattern)
	}
	return publish.ReadManifest(path)
}

// printPlan prints each version with its fee and the total; nothing is
// uploaded or paid.
func printPlan(ctx context.Context, c *client.Client, f *clientFlags, id string, items []publish.Item) error {
	total := new(big.Int)
	fees := map[int64]*big.Int{}
	var plan []map[string]any
	for _, it := range items {
		st, err := os.Stat(it.File)
		if err != nil {
			return usageErrorf("%v", err)
		}
		fee, ok := fees[st.Size()]
		if !ok {
			q, err := c.Quote(ctx, max(st.Size(), 1))
			if err != nil {
				return err
			}
			fee, _ = new(big.Int).SetString(q.PushFee, 10)
			if fee == nil {
				return fmt.Errorf("quote of %d bytes: pushFee %q is not a number", st.Size(), q.PushFee)
			}
			fees[st.Size()] = fee
		}
		total.Add(total, fee)
		plan = append(plan, map[string]any{"tag": it.Tag, "file": it.File, "bytes": st.Size(), "fee": fee.String()})
	}
	doc := map[string]any{"ok": true, "project": id, "versions": plan, "total": total.String(), "totalUsdc": client.FormatUSDC(total)}
	return printDoc(os.Stdout, f.json, doc, func(w io.Writer) {
		for _, p := range plan {
			fee, _ := new(big.Int).SetString(p["fee"].(string), 10)
			fmt.Fprintf(w, "%s  %s  %d bytes  %s USDC\n", p["tag"], p["file"], p["bytes"], client.FormatUSDC(fee))
		}
		fmt.Fprintf(w, "%d versions to project %s: %s USDC at today's prices (dry run: nothing uploaded or paid)\n", len(plan), id, client.FormatUSDC(total))
	})
}

// publishLine is the report of one item: its status (landed, already,
// pending with its job, failed with the error) and its write.
func publishLine(r publish.ItemResult) map[string]any {
	line := map[string]any{"tag": r.Item.Tag, "file": r.Item.File}
	var pe *client.PendingError
	switch {
	case errors.As(r.Err, &pe):
		// Paid and accepted; a re-run or `inkd job ID --wait` finishes it.
		line["status"], line["jobId"], line["jobUrl"] = "pending", pe.JobID, pe.URL
		if pe.Fee != nil {
			// What the accepted write (the item's multi-push, or its own push) paid.
			line["jobFee"] = pe.Fee.String()
		}
	case r.Err != nil:
		line["status"], line["error"] = "failed", errorLine(r.Err)
	case r.Result.Cached || r.Result.Already:
		line["status"] = "already"
	default:
		line["status"] = "landed"
	}
	if r.Result != nil {
		line["txHash"], line["versionIndex"] = r.Result.TxHash(), r.VersionIndex
		if b := r.Result.MultiPush; b != nil {
			// The multi-push's one fee paid for all its versions.
			line["batchFee"], line["batchVersions"] = r.Result.Fee.String(), len(b.Versions)
		} else {
			line["fee"] = r.Result.Fee.String()
		}
	}
	return line
}

// printPublishLine prints an item's report as one line of text.
func printPublishLine(w io.Writer, r publish.ItemResult, line map[string]any) {
	fmt.Fprintf(w, "%-8s %s  %s", line["status"], r.Item.Tag, filepath.Base(r.Item.File))
	switch {
	case r.Result != nil && r.Result.MultiPush != nil:
		fmt.Fprintf(w, "  version %v  batch of %d, %s USDC  tx %s", r.VersionIndex, len(r.Result.MultiPush.Versions), client.FormatUSDC(r.Result.Fee), r.Result.TxHash())
	case r.Result != nil:
		fmt.Fprintf(w, "  version %v  %s USDC  tx %s", r.VersionIndex, client.FormatUSDC(r.Result.Fee), r.Result.TxHash())
	}
	var pe *client.PendingError
	switch {
	case errors.As(r.Err, &pe) && pe.Fee != nil:
		fmt.Fprintf(w, "  paid %s USDC  job %s", client.FormatUSDC(pe.Fee), pe.URL)
	case pe != nil:
		fmt.Fprintf(w, "  job %s", pe.URL)
	case r.Err != nil:
		fmt.Fprintf(w, "  %s", errorLine(r.Err))
	}
	fmt.Fprintln(w)
}
