package local

import (
	"bufio"
	"encoding/json"
	"errors"
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
	f, err := os.Open(d.path(id))
	if errors.Is(err, fs.ErrNotExist) {
		writeError(w, http.StatusNotFound, "not_found", "no data item with id "+id)
		return
	}
	if err != nil {
		d.serveFailure(w, id, err)
		return
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		d.serveFailure(w, id, err)
		return
	}
	hdr, err := ans104.ReadHeader(bufio.NewReaderSize(io.NewSectionReader(f, 0, info.Size()), 8<<10))
	if err != nil {
		d.serveFailure(w, id, err)
		return
	}
	ct := hdr.ContentType()
	if ct == "" {
		ct = storage.DefaultContentType
	}
	h := w.Header()
	h.Set("Content-Type", ct)
	h.Set("ETag", `"`+id+`"`)
	h.Set("Cache-Control", CacheControl)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Content-Security-Policy", ContentSecurityPolicy)
	http.ServeContent(w, r, "", time.Time{}, io.NewSectionReader(f, hdr.Size(), info.Size()-hdr.Size()))
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
