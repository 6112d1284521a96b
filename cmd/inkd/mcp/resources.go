package mcp

import (
	"context"
	"encoding/json"
	"fmt"
	"runtime/debug"
	"strconv"
	"strings"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/api/wire"
)

// Resource URI templates.
const (
	ProjectURI = "inkd://projects/{id}"
	VersionURI = "inkd://projects/{id}/versions/{index}"
)

func (s *Server) addResources() {
	s.srv.AddResourceTemplate(&sdk.ResourceTemplate{
		Name: "project", Title: "inkd project", URITemplate: ProjectURI, MIMEType: "application/json",
		Description: "A project of the inkd registry by id: name, description, license, owner, agent fields, version count (JSON).",
	}, s.readResource)
	s.srv.AddResourceTemplate(&sdk.ResourceTemplate{
		Name: "version", Title: "inkd project version", URITemplate: VersionURI, MIMEType: "application/json",
		Description: "One version of a project by 0-based index: tag, ar:// storage hash, changelog, pusher, time (JSON).",
	}, s.readResource)
}

// resourceRef is a parsed resource URI: a project, or one of its versions
// when hasIndex.
type resourceRef struct {
	id       string
	index    uint64
	hasIndex bool
}

// parseResourceURI reads inkd://projects/{id} and
// inkd://projects/{id}/versions/{index}; ok is false for anything else.
func parseResourceURI(uri string) (ref resourceRef, ok bool) {
	rest, found := strings.CutPrefix(uri, "inkd://projects/")
	if !found {
		return ref, false
	}
	parts := strings.Split(rest, "/")
	if !isID(parts[0]) {
		return ref, false
	}
	ref.id = parts[0]
	switch {
	case len(parts) == 1:
		return ref, true
	case len(parts) == 3 && parts[1] == "versions" && isID(parts[2]):
		n, err := strconv.ParseUint(parts[2], 10, 64)
		if err != nil {
			return ref, false
		}
		ref.index, ref.hasIndex = n, true
		return ref, true
	}
	return ref, false
}

// readResource serves both templates. A missing project or version is the
// protocol's resource-not-found error; other failures carry the API's
// error code; a panic is recovered.
func (s *Server) readResource(ctx context.Context, req *sdk.ReadResourceRequest) (res *sdk.ReadResourceResult, err error) {
	uri := req.Params.URI
	defer func() {
		if r := recover(); r != nil {
			s.log.WithFields(logrus.Fields{"uri": uri, "panic": fmt.Sprint(r), "stack": string(debug.Stack())}).Error("resource read panicked")
			res, err = nil, fmt.Errorf("internal: reading %s failed unexpectedly (%v)", uri, r)
		}
	}()
	ref, ok := parseResourceURI(uri)
	if !ok {
		return nil, sdk.ResourceNotFoundError(uri)
	}
	ctx, cancel := context.WithTimeout(ctx, s.cfg.CallTimeout)
	defer cancel()
	var v any
	if ref.hasIndex {
		v, err = s.c.Version(ctx, ref.id, ref.index)
	} else {
		v, err = s.c.Project(ctx, ref.id)
	}
	if err != nil {
		if code := apiCode(err); code == wire.CodeProjectNotFound || code == wire.CodeVersionNotFound {
			return nil, sdk.ResourceNotFoundError(uri)
		}
		return nil, toolError(err, s.cfg.CallTimeout)
	}
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return nil, err
	}
	return &sdk.ReadResourceResult{Contents: []*sdk.ResourceContents{{URI: uri, MIMEType: "application/json", Text: string(b)}}}, nil
}
