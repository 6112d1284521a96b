package api

import (
	"context"
	"encoding/json"
	"net/http"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

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
	info, err := r.insp.GetTaskInfo(jobs.QueueWrites, p.jobID())
	if err != nil {
		t.Fatal(err)
	}
	var job jobs.CreateProject
	if err := json.Unmarshal(info.Payload, &job); err != nil {
		t.Fatal(err)
	}
	if !job.Payment.Recovery {
		t.Fatal("the job was queued without Recovery: it could write this request's content on a third party's payment")
	}
}
