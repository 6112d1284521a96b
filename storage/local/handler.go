package local

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/storage"
	"github.com/inkd/inkd/storage/ans104"
)

// ServeHTTP serves GET and HEAD /<id>; see the package documentation.
func (d *Driver) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		writeError(w, http.StatusMethodNotAllowed, "method_not_allowed", "only GET and HEAD are supported")
		return
	}
	id := strings.TrimPrefix(r.URL.Path, "/")
	if !ans104.ValidID(id) {
		writeError(w, http.StatusBadRequest, "invalid_id", "not a data item id: want 43 characters of base64url")
		return
	}
	data, err := d.Open(id)
	if errors.Is(err, storage.ErrNotFound) {
		writeError(w, http.StatusNotFound, "not_found", "no data item with id "+id)
		return
	}
	if err != nil {
		d.serveFailure(w, id, err)
		return
	}
	defer data.Close()
	ct := data.ContentType
	h := w.Header()
	h.Set("Content-Type", ct)
	h.Set("ETag", `"`+id+`"`)
	h.Set("Cache-Control", CacheControl)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Content-Security-Policy", ContentSecurityPolicy)
	http.ServeContent(w, r, "", time.Time{}, data.SectionReader)
}

// Data is an item's data opened for reading: a section of the item's file,
// after its header. Close it when done. It is not safe for concurrent use
// except through ReadAt.
type Data struct {
	*io.SectionReader
	// ContentType is the item's Content-Type tag, or
	// storage.DefaultContentType when it has none.
	ContentType string
	f           *os.File
}

// Close closes the underlying file.
func (d *Data) Close() error { return d.f.Close() }

// Open opens the data of item id without reading it: only the item's header
// is read, so memory does not depend on the item's size. A malformed id is
// ans104.ErrInvalidID, an unknown one storage.ErrNotFound.
func (d *Driver) Open(id string) (*Data, error) {
	if !ans104.ValidID(id) {
		return nil, ans104.ErrInvalidID
	}
	f, err := os.Open(d.path(id))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, storage.ErrNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("local: open %s: %w", id, err)
	}
	info, err := f.Stat()
	if err != nil {
		_ = f.Close()
		return nil, fmt.Errorf("local: open %s: %w", id, err)
	}
	hdr, err := ans104.ReadHeader(bufio.NewReaderSize(io.NewSectionReader(f, 0, info.Size()), 8<<10))
	if err != nil {
		_ = f.Close()
		return nil, fmt.Errorf("local: open %s: %w", id, err)
	}
	ct := hdr.ContentType()
	if ct == "" {
		ct = storage.DefaultContentType
	}
	return &Data{SectionReader: io.NewSectionReader(f, hdr.Size(), info.Size()-hdr.Size()), ContentType: ct, f: f}, nil
}

func (d *Driver) serveFailure(w http.ResponseWriter, id string, err error) {
	d.log.WithFields(logrus.Fields{"ar_tx_id": id, "err": err}).Error("serve stored item")
	writeError(w, http.StatusInternalServerError, "internal", "the item could not be read")
}

func writeError(w http.ResponseWriter, status int, code, message string) {
	h := w.Header()
	h.Set("Content-Type", "application/json")
	h.Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(struct {
		Error   string `json:"error"`
		Message string `json:"message"`
	}{code, message})
}
