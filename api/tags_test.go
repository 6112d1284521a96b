package api

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/go-cmp/cmp"
	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/api/pending"
	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/readmodel"
	"github.com/inkd/inkd/jobs"
)

const pushURL = "/v1/projects/7/versions"

// arHash is a valid ar:// hash for label.
func arHash(label string) string { return fmt.Sprintf("ar://%042sA", label) }

func pushBody(tag, hash string) string {
	return fmt.Sprintf(`{"storageHash":%q,"versionTag":%q}`, hash, tag)
}

func tagMultiPushBody(t *testing.T, items ...[2]string) string {
	t.Helper()
	vs := make([]map[string]string, len(items))
	for i, it := range items {
		vs[i] = map[string]string{"versionTag": it[0], "storageHash": it[1]}
	}
	b, err := json.Marshal(map[string]any{"versions": vs})
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// land records in the rig's read model, as the receipt applier does,
// version idx of project 7 with tag and hash, landed in block 100+idx.
func (r *payRig) land(t *testing.T, idx uint64, tag, hash string) readmodel.Version {
	t.Helper()
	v := readmodel.Version{
		ProjectID: "7", Index: idx, StorageHash: hash, VersionTag: tag, PushedBy: common.HexToAddress("0x00000000000000000000000000000000000000aa"),
		PushedAt: 1_700_000_000, BlockNumber: 100 + idx, TxHash: common.BytesToHash(crypto.Keccak256([]byte(tag))),
	}
	p := &readmodel.Project{ID: "7", Name: "project-7", License: "MIT", IsPublic: true, BlockNumber: 100 + idx}
	blk := readmodel.Block{Number: 100 + idx, Hash: common.BytesToHash(crypto.Keccak256([]byte(fmt.Sprint("block", idx)))), Changes: []readmodel.Change{
		{Kind: readmodel.KindProjectCreated, Project: p},
		{Kind: readmodel.KindVersionPushed, LogIndex: 1, TxHash: v.TxHash, Version: &v},
	}}
	if _, err := r.model.ApplyBlock(context.Background(), blk, readmodel.Optimistic()); err != nil {
		t.Fatal(err)
	}
	return v
}

// A tag that names a landed version of other content is 400 tag_taken,
// naming the version (and, in a multi-push, each item): before the 402, and
// for a payment signed before the version landed, before the payment is
// checked; nothing is queued, reserved or held. A multi-push that mixes a
// landed item (same content) with new ones is refused whole, naming it.
func TestTagTakenIsRefusedBeforePayment(t *testing.T) {
	cases := []struct {
		name, path, body string
		want             []string
	}{
		{"push", pushURL, pushBody("v1.0.0", arHash("other")), []string{`the tag "v1.0.0" names version 0 of project 7, with other content`}},
		{"batch", multiPushURL, tagMultiPushBody(t, [2]string{"v2", arHash("two")}, [2]string{"v1.0.0", arHash("other")}),
			[]string{`versions[1].versionTag: the tag "v1.0.0" names version 0`}},
		{"batch with a landed item", multiPushURL, tagMultiPushBody(t, [2]string{"v1.0.0", arHash("one")}, [2]string{"v2", arHash("two")}),
			[]string{`versions[0].versionTag: the tag "v1.0.0" is version 0 of project 7 already, with this content`, "refused whole"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := newPayRig(t, 50*time.Millisecond)
			p := r.payer(2, t.Name())
			header, _ := p.terms(t, tc.path, tc.body)
			r.land(t, 0, "v1.0.0", arHash("one"))
			for _, h := range []string{"", header} {
				msg := wantError(t, p.send(t, tc.path, tc.body, h), http.StatusBadRequest, wire.CodeTagTaken)
				for _, w := range tc.want {
					if !strings.Contains(msg, w) {
						t.Errorf("refusal %q does not say %q", msg, w)
					}
				}
				r.nothingQueued(t, p)
			}
		})
	}
}

// A push of the content its tag names already is answered 200 with the
// landed version, its transaction and block, before any 402 and for a
// paid request too; nothing is queued or held, so nothing is charged. A
// multi-push whose every item landed is answered the same way.
func TestSameContentAnswersTheLandedVersion(t *testing.T) {
	r := newPayRig(t, 50*time.Millisecond)
	p := r.payer(2, t.Name())
	body := pushBody("v1.0.0", arHash("one"))
	header, _ := p.terms(t, pushURL, body)
	landed := r.land(t, 3, "v1.0.0", arHash("one"))
	for _, h := range []string{"", header} {
		resp := p.send(t, pushURL, body, h)
		var got wire.PushResult
		if err := resp.JSON(&got); err != nil || resp.Status != http.StatusOK {
			t.Fatalf("push of landed content = %d %s, want 200", resp.Status, resp.Body)
		}
		want := wire.PushResult{TxHash: landed.TxHash.Hex(), ProjectID: "7", VersionIndex: "3", VersionTag: "v1.0.0", StorageHash: arHash("one"),
			StorageURL: "https://arweave.net/" + strings.TrimPrefix(arHash("one"), "ar://"), Pusher: landed.PushedBy.Hex(), Status: "success", BlockNumber: "103"}
		if d := cmp.Diff(want, got); d != "" {
			t.Fatalf("landed push (-want +got):\n%s", d)
		}
		r.nothingQueued(t, p)
	}

	r.land(t, 4, "v1.0.1", arHash("two"))
	multi := tagMultiPushBody(t, [2]string{"v1.0.1", arHash("two")}, [2]string{"v1.0.0", arHash("one")})
	resp := p.send(t, multiPushURL, multi, "")
	var got wire.LandedPushVersionsResult
	if err := resp.JSON(&got); err != nil || resp.Status != http.StatusOK {
		t.Fatalf("batch of landed content = %d %s, want 200", resp.Status, resp.Body)
	}
	if got.BlockNumber != "104" || len(got.Versions) != 2 || got.Versions[0].VersionIndex != "4" || got.Versions[1].VersionIndex != "3" || got.Versions[1].TxHash != landed.TxHash.Hex() {
		t.Fatalf("landed batch = %+v", got)
	}
	r.nothingQueued(t, p)
}

// Two items of one multi-push with one tag are refused per item, before the
// 402.
func TestDuplicateTagsInAMultiPush(t *testing.T) {
	r := newPayRig(t, 50*time.Millisecond)
	p := r.payer(2, t.Name())
	body := tagMultiPushBody(t, [2]string{"a", arHash("1")}, [2]string{"b", arHash("2")}, [2]string{"a", arHash("3")}, [2]string{"b", arHash("2")})
	msg := wantError(t, p.send(t, multiPushURL, body, ""), http.StatusBadRequest, wire.CodeTagTaken)
	for _, w := range []string{`versions[2].versionTag: the tag "a" is versions[0]'s too`, `versions[3].versionTag: the tag "b" is versions[1]'s too`} {
		if !strings.Contains(msg, w) {
			t.Errorf("refusal %q does not say %q", msg, w)
		}
	}
}

// Two API processes (two fiber apps on one Redis) receive a push of one
// tag at once, from two payers with two contents: exactly one is queued,
// the other is 400 tag_taken "being pushed" with nothing queued, reserved
// or held, and refused before its 402 too; the holder's own re-send
// reaches its job. Once the first job fails, the tag is free again: the
// second payer's push is queued.
func TestPendingTagAcrossTwoServers(t *testing.T) {
	var cfg Config
	var deps Deps
	r := newTunedPayRig(t, 50*time.Millisecond, func(c *Config, d *Deps) { cfg, deps = *c, *d })
	// The second process has its own Redis connection, reservations and
	// read model client; only the Redis server is shared.
	rdb := redis.NewClient(r.rdb.(*redis.Client).Options())
	t.Cleanup(func() { rdb.Close() })
	var err error
	if deps.Writes.Pending, err = pending.New(rdb, "", nil); err != nil {
		t.Fatal(err)
	}
	model, err := readmodel.New(readmodel.Config{}, rdb)
	if err != nil {
		t.Fatal(err)
	}
	deps.Redis, deps.Writes.Tags = rdb, model
	other := newTestServer(t, cfg, deps)
	a, b := r.payer(2, t.Name()+"a"), r.payer(3, t.Name()+"b")
	b.HTTP = &http.Client{Transport: appTransport{other}}
	bodyA, bodyB := pushBody("v9", arHash("a")), pushBody("v9", arHash("b"))
	ha, _ := a.terms(t, pushURL, bodyA)
	hb, _ := b.terms(t, pushURL, bodyB)

	answers := make([]int, 2)
	var wg sync.WaitGroup
	wg.Add(2)
	go func() { defer wg.Done(); answers[0] = a.send(t, pushURL, bodyA, ha).Status }()
	go func() { defer wg.Done(); answers[1] = b.send(t, pushURL, bodyB, hb).Status }()
	wg.Wait()
	if answers[0]+answers[1] != http.StatusAccepted+http.StatusBadRequest {
		t.Fatalf("answers %v, want one 202 and one 400", answers)
	}
	first, second, h1, body1, h2, body2 := a, b, ha, bodyA, hb, bodyB
	if answers[0] != http.StatusAccepted {
		first, second, h1, body1, h2, body2 = b, a, hb, bodyB, ha, bodyA
	}
	msg := wantError(t, second.send(t, pushURL, body2, h2), http.StatusBadRequest, wire.CodeTagTaken)
	if !strings.Contains(msg, `the tag "v9" of project 7 is being pushed by another request`) {
		t.Fatalf("refusal %q does not say the tag is being pushed", msg)
	}
	r.nothingQueued(t, second)
	if _, err := r.insp.GetTaskInfo(jobs.QueueWrites, first.jobID()); err != nil {
		t.Fatalf("the first push is not queued: %v", err)
	}
	wantError(t, second.send(t, pushURL, body2, ""), http.StatusBadRequest, wire.CodeTagTaken)
	if resp := first.send(t, pushURL, body1, h1); resp.Status != http.StatusAccepted {
		t.Fatalf("the holder's re-send: %d %s, want 202 with its job", resp.Status, resp.Body)
	}

	if err := r.outcomes.Publish(context.Background(), jobs.Outcome{JobID: first.jobID(), State: jobs.StateFailed,
		Failure: &jobs.Failure{Code: "tx_failed", Message: "reverted"}}); err != nil {
		t.Fatal(err)
	}
	if resp := second.send(t, pushURL, body2, h2); resp.Status != http.StatusAccepted {
		t.Fatalf("push after the first failed: %d %s, want 202", resp.Status, resp.Body)
	}
}
