package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/inkd/inkd/api/client/publish"
	"github.com/inkd/inkd/api/wire"
)

// Off a terminal (CI logs) publish prints one line per uploaded file and
// never a carriage return; on a terminal it redraws one line in place
// with the bytes sent and the versions done.
func TestPublishProgress(t *testing.T) {
	items := []publish.Item{{File: "dist/a.tgz", Tag: "a"}, {File: "dist/b.tgz", Tag: "b"}}
	size := func(string) int64 { return 1 << 20 }
	up := wire.UploadResult{StorageHash: "ar://x", Bytes: 1 << 20}

	var log bytes.Buffer
	p := newPublishProgress(&log, false, items, size)
	p.upload("dist/a.tgz", 512<<10, 1<<20)
	p.uploaded(items[0], up)
	p.finished()
	p.uploaded(items[1], up)
	p.finished()
	p.end()
	want := "uploaded a.tgz: ar://x (1048576 bytes)\nuploaded b.tgz: ar://x (1048576 bytes)\n"
	if got := log.String(); got != want {
		t.Errorf("log output %q, want %q", got, want)
	}

	var term bytes.Buffer
	p = newPublishProgress(&term, true, items, size)
	p.upload("dist/a.tgz", 512<<10, 1<<20)
	p.uploaded(items[0], up)
	p.finished()
	p.end()
	got := term.String()
	if !strings.Contains(got, "\r0 files uploaded, 0.5 MiB of 2.0 MiB sent; 0/2 versions done ") ||
		!strings.Contains(got, "\r1 files uploaded, 0.5 MiB of 2.0 MiB sent; 1/2 versions done ") ||
		strings.Contains(got, "uploaded a.tgz") || !strings.HasSuffix(got, "\n") {
		t.Errorf("terminal output %q", got)
	}
}
