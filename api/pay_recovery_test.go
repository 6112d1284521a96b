package api

import (
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/jobs"
)

// usedAuthorizations answers that every authorization is used on chain.
type usedAuthorizations struct{}

func (usedAuthorizations) AuthorizationState(context.Context, common.Address, [32]byte) (bool, error) {
	return true, nil
}

// A paid request whose authorization the chain already shows used, with no
// reservation in Redis (Redis lost the original request's reservation and
// job), skips the checks its own landed write would fail (name_taken here)
// and is queued as a recovery job: the worker answers from the chain and
// never writes this request's content on a payment someone else
// submitted. (Scenario 27.)
func TestUsedAuthorizationQueuesRecoveryJob(t *testing.T) {
	r := newPayRig(t, 50*time.Millisecond)
	r.srv.deps.Writes.Authorizations = usedAuthorizations{}
	p := r.payer(3, t.Name())
	header, _ := p.terms(t, "/v1/projects", createBody)
	r.registry.nameTaken.Store(true)
	if resp := p.send(t, "/v1/projects", createBody, header); resp.Status != http.StatusAccepted {
		t.Fatalf("answer %d %s, want 202 with the queued job", resp.Status, resp.Body)
	}
	var job jobs.CreateProject
	r.queuedJob(t, p, &job)
	if !job.Payment.Recovery {
		t.Fatal("the job was queued without Recovery: it could write this request's content on a third party's payment")
	}
}

// A recovered push resolves its project's name as a new push does: while
// the project cannot be found, it is refused (404) with nothing queued or
// reserved; then its job names the project, as the worker needs to answer
// the landed push.
func TestRecoveredPushNamesItsProject(t *testing.T) {
	r := newPayRig(t, 50*time.Millisecond)
	r.srv.deps.Writes.Authorizations = usedAuthorizations{}
	p := r.payer(3, t.Name())
	const path, pushBody = "/v1/projects/7/versions", `{"storageHash":"ar://recoveredAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA","versionTag":"v1"}`
	header, _ := p.terms(t, path, pushBody)
	r.registry.noProject.Store(true)
	wantError(t, p.send(t, path, pushBody, header), http.StatusNotFound, wire.CodeProjectNotFound)
	r.nothingQueued(t, p)

	r.registry.noProject.Store(false)
	if resp := p.send(t, path, pushBody, header); resp.Status != http.StatusAccepted {
		t.Fatalf("answer %d %s, want 202 with the queued job", resp.Status, resp.Body)
	}
	var job jobs.PushVersion
	r.queuedJob(t, p, &job)
	if !job.Payment.Recovery || job.ProjectName != "project-7" {
		t.Fatalf("recovery job: recovery %v, project name %q; want a recovery job naming project-7", job.Payment.Recovery, job.ProjectName)
	}
}
