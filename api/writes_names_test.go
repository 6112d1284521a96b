package api

import (
	"context"
	"math/big"
	"net/http"
	"testing"
	"time"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/projectname"
)

// namesOf is a ProjectNamer failing with err.
type namesOf struct{ err error }

func (n namesOf) Name(context.Context, *big.Int) (string, error) { return "", n.err }

// The registry stores a project under its name, so a push job names its
// project by id and name: the name the ProjectNamer found (the stand-in
// worker echoes it), for a single push and a multi-push alike.
func TestPushJobNamesItsProject(t *testing.T) {
	r := newPayRig(t, 30*time.Second)
	r.startWorker(t)
	const body = `{"storageHash":"ar://nameAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA","versionTag":"v1"}`
	for _, path := range []string{"/v1/projects/7/versions", "/v1/projects/7/versions/batch"} {
		b := body
		if path != "/v1/projects/7/versions" {
			b = `{"versions":[` + body + `]}`
		}
		p := r.payer(2, t.Name()+path)
		header, _ := p.terms(t, path, b)
		if got := r.succeedsOnce(t, p, path, b, header)["projectName"]; got != "project-7" {
			t.Errorf("%s: the job named project %v, want project-7", path, got)
		}
	}
}

// A project the names cannot be found for yet (the index far behind, the
// project older than the blocks searched) is 503 service_unavailable, and
// an id without a project 404 project_not_found: both before any 402, and
// with a payment nothing is queued.
func TestPushWithoutAProjectNameIsRefusedBeforePayment(t *testing.T) {
	for _, tc := range []struct {
		err    error
		status int
		code   wire.Code
	}{
		{projectname.ErrNotIndexed, http.StatusServiceUnavailable, wire.CodeServiceUnavailable},
		{projectname.ErrNoProject, http.StatusNotFound, wire.CodeProjectNotFound},
	} {
		t.Run(string(tc.code), func(t *testing.T) {
			r := newTunedPayRig(t, 30*time.Second, nil)
			r.startWorker(t)
			const body = `{"storageHash":"ar://nameAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA","versionTag":"v1"}`
			p := r.payer(2, t.Name())
			header, _ := p.terms(t, "/v1/projects/7/versions", body)
			r.srv.deps.Writes.Names = namesOf{tc.err}
			for _, path := range []string{"/v1/projects/7/versions", "/v1/projects/7/versions/batch"} {
				b := body
				if path != "/v1/projects/7/versions" {
					b = `{"versions":[` + body + `]}`
				}
				wantError(t, p.send(t, path, b, ""), tc.status, tc.code)
			}
			wantError(t, p.send(t, "/v1/projects/7/versions", body, header), tc.status, tc.code)
			r.nothingQueued(t, p)
		})
	}
}
