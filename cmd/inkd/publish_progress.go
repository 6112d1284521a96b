package main

import (
	"fmt"
	"io"
	"path/filepath"
	"sync"

	"github.com/inkd/inkd/api/client/publish"
	"github.com/inkd/inkd/api/wire"
)

// publishProgress tells how a publish goes on stderr: on a terminal one
// line redrawn in place (bytes uploaded, versions done); otherwise (CI
// logs) one line per uploaded file, never a carriage return. Safe for
// concurrent use: uploads run several at once.
type publishProgress struct {
	w        io.Writer
	terminal bool
	items    int
	total    int64

	mu    sync.Mutex
	sent  map[string]int64
	files int
	done  int
}

func newPublishProgress(w io.Writer, terminal bool, items []publish.Item, size func(string) int64) *publishProgress {
	p := &publishProgress{w: w, terminal: terminal, items: len(items), sent: map[string]int64{}}
	for _, it := range items {
		p.total += size(it.File)
	}
	return p
}

// upload is client.Config.OnUpload: a file's bytes sent so far.
func (p *publishProgress) upload(path string, sent, _ int64) {
	if !p.terminal {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.sent[path] = sent
	p.draw()
}

// uploaded is publish.Publisher.Uploaded: a file stored.
func (p *publishProgress) uploaded(it publish.Item, up wire.UploadResult) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.files++
	if p.terminal {
		p.draw()
		return
	}
	fmt.Fprintf(p.w, "uploaded %s: %s (%d bytes)\n", filepath.Base(it.File), up.StorageHash, up.Bytes)
}

// finished counts a version's end (landed, already, pending or failed).
func (p *publishProgress) finished() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.done++
	if p.terminal {
		p.draw()
	}
}

// clear wipes the terminal line, for a line of stdout on the same
// terminal; the next draw brings it back.
func (p *publishProgress) clear() {
	if p.terminal {
		p.mu.Lock()
		fmt.Fprint(p.w, "\r\033[K")
		p.mu.Unlock()
	}
}

// end closes the terminal line.
func (p *publishProgress) end() {
	if p.terminal {
		fmt.Fprintln(p.w)
	}
}

func (p *publishProgress) draw() {
	var sent int64
	for _, n := range p.sent {
		sent += n
	}
	fmt.Fprintf(p.w, "\r%d files uploaded, %s of %s sent; %d/%d versions done ", p.files, mib(sent), mib(p.total), p.done, p.items)
}

func mib(n int64) string { return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20)) }
