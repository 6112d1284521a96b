// Package versionapi is an httptest API serving one project's version records
// and their content, as the consumer side of inkd (inkd get, the MCP content
// tool) reads them; its gateway can serve altered or cut bytes.
package versionapi

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/inkd/inkd/api/client"
	"github.com/inkd/inkd/api/wire"
)

// ServedVersion is one version a VersionAPI serves.
type ServedVersion struct {
	Tag         string
	Content     []byte
	ContentType string
	// NoDigest leaves sha256 out of the record (a version pushed before
	// digests); NoSize leaves contentSize out.
	NoDigest, NoSize bool
	// Served, when set, is what the gateway sends instead of Content (a
	// gateway serving altered bytes).
	Served []byte
}

// VersionAPI answers the API's reads of one public project and its
// versions (GET /v1/projects/:id, ?q= search by name, …/versions with
// ?tag=, …/versions/:index) and serves their content on its gateway
// (GET /ar/:id, with Range), the record carrying storageUrl, contentSize,
// contentType and sha256 as a server that stored the content fills them
// in. It stands in for a real API where a test needs records the real
// pipeline does not give yet; Requests counts the gateway's requests.
type VersionAPI struct {
	*httptest.Server
	Project  wire.Project
	Versions []wire.Version
	mu       sync.Mutex
	served   map[string][]byte
	requests int
}

// NewVersionAPI starts a VersionAPI for project id "7" named name, closed
// at cleanup.
func NewVersionAPI(tb testing.TB, name string, versions ...ServedVersion) *VersionAPI {
	tb.Helper()
	a := &VersionAPI{served: map[string][]byte{}}
	a.Server = httptest.NewServer(http.HandlerFunc(a.serve))
	tb.Cleanup(a.Close)
	a.Project = wire.Project{ID: "7", Name: name, IsPublic: true, VersionCount: strconv.Itoa(len(versions)), Owner: "0x0000000000000000000000000000000000000001"}
	for i, sv := range versions {
		sum := sha256.Sum256(sv.Content)
		// A data item id: 43 characters of base64url, one per version.
		idSum := sha256.Sum256(append([]byte(strconv.Itoa(i)+":"), sv.Content...))
		id := base64.RawURLEncoding.EncodeToString(idSum[:])
		v := wire.Version{
			Index: strconv.Itoa(i), ProjectID: "7", StorageHash: "ar://" + id, VersionTag: sv.Tag,
			PushedBy: a.Project.Owner, PushedAt: "1764370000", TxHash: "0x" + strings.Repeat("ab", 32), BlockNumber: strconv.Itoa(100 + i),
			StorageURL: a.URL + "/ar/" + id, ContentType: sv.ContentType,
		}
		if !sv.NoSize {
			v.ContentSize = strconv.Itoa(len(sv.Content))
		}
		if !sv.NoDigest {
			v.SHA256 = hex.EncodeToString(sum[:])
		}
		a.Versions = append(a.Versions, v)
		a.served[id] = sv.Content
		if sv.Served != nil {
			a.served[id] = sv.Served
		}
	}
	return a
}

// GatewayRequests is how many content requests the gateway answered.
func (a *VersionAPI) GatewayRequests() int {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.requests
}

func (a *VersionAPI) serve(w http.ResponseWriter, r *http.Request) {
	path := strings.TrimSuffix(r.URL.Path, "/")
	if id, ok := strings.CutPrefix(path, "/ar/"); ok {
		a.mu.Lock()
		a.requests++
		b, found := a.served[id]
		a.mu.Unlock()
		if !found {
			apiError(w, http.StatusNotFound, "item_not_found")
			return
		}
		w.Header().Set("ETag", `"`+id+`"`)
		http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(b))
		return
	}
	switch {
	case path == "/v1/projects":
		l := wire.ProjectList{Data: []wire.Project{}, Limit: 100}
		if q := r.URL.Query().Get("q"); q == "" || strings.HasPrefix(a.Project.Name, q) {
			l.Data = append(l.Data, a.Project)
		}
		l.Total = len(l.Data)
		writeJSON(w, l)
	case path == "/v1/projects/"+a.Project.ID:
		writeJSON(w, a.Project)
	case path == "/v1/projects/"+a.Project.ID+"/versions":
		l := client.VersionList{Data: []wire.Version{}}
		tag := r.URL.Query().Get("tag")
		for _, v := range a.Versions {
			if tag == "" || v.VersionTag == tag {
				l.Data = append(l.Data, v)
			}
		}
		n, zero := len(l.Data), 0
		l.Total, l.Offset = &n, &zero
		writeJSON(w, l)
	case strings.HasPrefix(path, "/v1/projects/"+a.Project.ID+"/versions/"):
		i, err := strconv.Atoi(strings.TrimPrefix(path, "/v1/projects/"+a.Project.ID+"/versions/"))
		if err != nil || i < 0 || i >= len(a.Versions) {
			apiError(w, http.StatusNotFound, "version_not_found")
			return
		}
		writeJSON(w, a.Versions[i])
	case strings.HasPrefix(path, "/v1/projects/"):
		apiError(w, http.StatusNotFound, "project_not_found")
	default:
		apiError(w, http.StatusNotFound, "route_not_found")
	}
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(v)
}

func apiError(w http.ResponseWriter, status int, code string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(map[string]string{"error": code, "message": code})
}
