package main

import (
	"bytes"
	"errors"
	"math/big"
	"strings"
	"testing"

	"github.com/inkd/inkd/api/client"
	"github.com/inkd/inkd/api/client/publish"
	"github.com/inkd/inkd/api/wire"
)

// A publish item still pending (202: paid and accepted, the job not done)
// is reported as pending with its job URL, not as failed; a run that ends
// with only pending items exits 6 ("not all done yet"), and one with a
// failure among them exits with the failure's code.
func TestPublishPendingIsNotFailure(t *testing.T) {
	pe := &client.PendingError{JobID: "pay_1", URL: "http://api.test/v1/jobs/pay_1", Fee: big.NewInt(100_000)}
	it := publish.Item{File: "dist/a.tgz", Tag: "v1"}
	r := publish.ItemResult{Item: it, Err: pe}
	line := publishLine(r)
	if line["status"] != "pending" || line["jobUrl"] != pe.URL || line["jobId"] != pe.JobID || line["jobFee"] != "100000" || line["error"] != nil {
		t.Fatalf("pending item reported as %v", line)
	}
	var text bytes.Buffer
	printPublishLine(&text, r, line)
	if !strings.HasPrefix(text.String(), "pending ") || !strings.Contains(text.String(), pe.URL) || !strings.Contains(text.String(), "paid 0.10 USDC") {
		t.Fatalf("text line %q; want pending with the job URL", text.String())
	}
	if failed := publishLine(publish.ItemResult{Item: it, Err: errors.New("upload: boom")}); failed["status"] != "failed" {
		t.Fatalf("failed item reported as %v", failed)
	}

	unfinished := &publish.UnfinishedError{Pending: 3, First: pe}
	if code := exitCode(unfinished); code != exitPending || exitPending == exitFailure {
		t.Fatalf("only pending items: exit %d, want %d", code, exitPending)
	}
	if msg := errorLine(unfinished); !strings.Contains(msg, "3 versions still being confirmed") || !strings.Contains(msg, "pay_1") {
		t.Fatalf("message %q", msg)
	}
	refused := &client.APIError{Status: 403, Code: wire.CodeNotOwner}
	if code := exitCode(refused); code != exitRefused {
		t.Fatalf("a failure among pending items: exit %d, want %d", code, exitRefused)
	}
}
