package turbo_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/inkd/inkd/storage/ans104"
)

// fakeBundler is an httptest stand-in for the Turbo upload service. It
// parses and verifies every item it receives (whole or reassembled from
// chunks) and answers from per-endpoint scripts, so tests can inject each
// status the driver must handle.
type fakeBundler struct {
	srv *httptest.Server

	mu         sync.Mutex
	tx         []string // outcomes of POST /v1/tx/ethereum, in order; then "ok"
	finalize   []string // outcomes of POST .../{upload}/-1; then "ok"
	status     []string // answers of GET .../{upload}/status; then FINALIZED
	chunkFails map[int64]int
	stored     map[string]bool
	uploads    map[string]*fakeUpload
	requests   []string
	problems   []string // protocol violations seen by the server
	onServed   func()   // called after each response, if set
}

type fakeUpload struct {
	chunk int64
	parts map[int64][]byte
}

func newFakeBundler(tb testing.TB) *fakeBundler {
	tb.Helper()
	f := &fakeBundler{chunkFails: map[int64]int{}, stored: map[string]bool{}, uploads: map[string]*fakeUpload{}}
	f.srv = httptest.NewServer(http.HandlerFunc(f.serve))
	tb.Cleanup(func() {
		f.srv.Close()
		f.mu.Lock()
		defer f.mu.Unlock()
		for _, p := range f.problems {
			tb.Errorf("fake bundler: %s", p)
		}
	})
	return f
}

func (f *fakeBundler) next(script *[]string, def string) string {
	if len(*script) == 0 {
		return def
	}
	s := (*script)[0]
	*script = (*script)[1:]
	return s
}

func (f *fakeBundler) problem(format string, args ...any) {
	f.problems = append(f.problems, fmt.Sprintf(format, args...))
}

func (f *fakeBundler) requestLog() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return slices.Clone(f.requests)
}

func (f *fakeBundler) isStored(id string) bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.stored[id]
}

func (f *fakeBundler) serve(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	f.requests = append(f.requests, r.Method+" "+r.URL.Path)
	onServed := f.onServed
	f.mu.Unlock()
	if onServed != nil {
		defer onServed()
	}
	parts := strings.Split(strings.TrimPrefix(r.URL.Path, "/v1/"), "/")
	switch {
	case r.Method == http.MethodPost && len(parts) == 2 && parts[0] == "tx" && parts[1] == "ethereum":
		f.serveTx(w, r)
	case len(parts) == 4 && parts[0] == "chunks" && parts[1] == "ethereum":
		if r.Header.Get("X-Chunking-Version") != "2" {
			f.mu.Lock()
			f.problem("%s %s without x-chunking-version: 2", r.Method, r.URL.Path)
			f.mu.Unlock()
		}
		f.serveChunks(w, r, parts[2], parts[3])
	default:
		http.NotFound(w, r)
	}
}

func (f *fakeBundler) serveTx(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	outcome := f.next(&f.tx, "ok")
	f.mu.Unlock()
	body, err := io.ReadAll(r.Body)
	if err != nil {
		return
	}
	if r.Header.Get("Content-Type") != "application/octet-stream" {
		f.mu.Lock()
		f.problem("POST /v1/tx/ethereum with Content-Type %q", r.Header.Get("Content-Type"))
		f.mu.Unlock()
	}
	switch outcome {
	case "hang":
		<-r.Context().Done()
	case "500":
		http.Error(w, "upstream unavailable", http.StatusInternalServerError)
	case "402":
		http.Error(w, "Insufficient balance", http.StatusPaymentRequired)
	case "exists":
		w.WriteHeader(http.StatusAccepted)
	case "garbage":
		_, _ = io.WriteString(w, "<html>proxy page</html>")
	case "otherid":
		f.writeReceipt(w, ans104.IDFromSignature([]byte("someone else")))
	default:
		f.accept(w, body, http.StatusOK, http.StatusAccepted)
	}
}

// accept verifies an item and answers okStatus with a receipt, or dupStatus
// when it was already stored, or 400 when it does not verify.
func (f *fakeBundler) accept(w http.ResponseWriter, item []byte, okStatus, dupStatus int) {
	hdr, _, err := ans104.Verify(bytes.NewReader(item))
	if err != nil {
		http.Error(w, "Invalid Data Item", http.StatusBadRequest)
		return
	}
	f.mu.Lock()
	dup := f.stored[hdr.ID()]
	f.stored[hdr.ID()] = true
	f.mu.Unlock()
	if dup {
		w.WriteHeader(dupStatus)
		return
	}
	w.WriteHeader(okStatus)
	if okStatus == http.StatusOK {
		f.writeReceiptBody(w, hdr.ID())
	}
}

func (f *fakeBundler) writeReceipt(w http.ResponseWriter, id string) {
	w.WriteHeader(http.StatusOK)
	f.writeReceiptBody(w, id)
}

func (f *fakeBundler) writeReceiptBody(w http.ResponseWriter, id string) {
	_ = json.NewEncoder(w).Encode(map[string]any{
		"id": id, "timestamp": 1700000000000, "version": "0.2.0", "deadlineHeight": 1500000,
		"dataCaches": []string{"arweave.net"}, "fastFinalityIndexes": []string{"arweave.net"},
		"winc": "0", "owner": "x", "public": "y", "signature": "z",
	})
}

func (f *fakeBundler) serveChunks(w http.ResponseWriter, r *http.Request, uploadID, last string) {
	switch {
	case r.Method == http.MethodGet && uploadID == "-1" && last == "-1":
		chunk, err := strconv.ParseInt(r.URL.Query().Get("chunkSize"), 10, 64)
		if err != nil {
			chunk = 5 << 20
		}
		f.mu.Lock()
		id := fmt.Sprintf("upload-%d", len(f.uploads)+1)
		f.uploads[id] = &fakeUpload{chunk: chunk, parts: map[int64][]byte{}}
		f.mu.Unlock()
		_ = json.NewEncoder(w).Encode(map[string]any{"id": id, "min": 5 << 20, "max": 500 << 20, "chunkSize": chunk})
	case r.Method == http.MethodGet && last == "status":
		f.mu.Lock()
		st := f.next(&f.status, "FINALIZED")
		f.mu.Unlock()
		_ = json.NewEncoder(w).Encode(map[string]any{"status": st, "timestamp": 1700000000000})
	case r.Method == http.MethodPost && last == "-1":
		f.serveFinalize(w, uploadID)
	case r.Method == http.MethodPost:
		f.serveChunk(w, r, uploadID, last)
	default:
		http.NotFound(w, r)
	}
}

func (f *fakeBundler) serveChunk(w http.ResponseWriter, r *http.Request, uploadID, offset string) {
	off, err := strconv.ParseInt(offset, 10, 64)
	body, readErr := io.ReadAll(r.Body)
	f.mu.Lock()
	defer f.mu.Unlock()
	up := f.uploads[uploadID]
	switch {
	case up == nil:
		http.NotFound(w, r)
	case readErr != nil:
	case err != nil || off%up.chunk != 0:
		f.problem("chunk at bad offset %q", offset)
		http.Error(w, "Invalid chunk", http.StatusBadRequest)
	case r.ContentLength <= 0 || int64(len(body)) > up.chunk:
		f.problem("chunk at %d has Content-Length %d, %d bytes", off, r.ContentLength, len(body))
		http.Error(w, "Invalid chunk size", http.StatusBadRequest)
	case f.chunkFails[off] > 0:
		f.chunkFails[off]--
		http.Error(w, "Internal Server Error", http.StatusServiceUnavailable)
	default:
		up.parts[off] = body
	}
}

func (f *fakeBundler) serveFinalize(w http.ResponseWriter, uploadID string) {
	f.mu.Lock()
	outcome := f.next(&f.finalize, "ok")
	up := f.uploads[uploadID]
	var item []byte
	if up != nil {
		offs := make([]int64, 0, len(up.parts))
		for off := range up.parts {
			offs = append(offs, off)
		}
		slices.Sort(offs)
		for i, off := range offs {
			if off != int64(len(item)) || (i < len(offs)-1 && int64(len(up.parts[off])) != up.chunk) {
				f.problem("upload %s: part at %d does not follow %d bytes", uploadID, off, len(item))
			}
			item = append(item, up.parts[off]...)
		}
	}
	f.mu.Unlock()
	switch {
	case up == nil:
		http.Error(w, "Not Found", http.StatusNotFound)
	case outcome == "500":
		http.Error(w, "Internal Server Error", http.StatusServiceUnavailable)
	case outcome == "402":
		http.Error(w, "Insufficient balance", http.StatusPaymentRequired)
	case outcome == "async":
		f.accept(w, item, http.StatusAccepted, http.StatusAccepted)
	default:
		f.accept(w, item, http.StatusOK, http.StatusCreated)
	}
}
