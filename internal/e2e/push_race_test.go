package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"sync"
	"testing"

	"github.com/inkd/inkd/internal/testutil"
)

// Pushes to one project that race (the newest tag sent first) all land,
// each at its own index: the indexes are consecutive from 0, every job
// answers the index its own version got on chain (read from the chain's
// events, never guessed from arrival order), the version count only grows
// to the number of pushes, and the payer pays each push once (failure
// scenario 53: the on-chain version list stays monotonic).
func TestRacingPushesLandAtTheirOwnIndexes(t *testing.T) {
	s := startStack(t, stackOptions{})
	c := s.payer(3, 2)
	created := s.create(t, c, `{"name":"racing-pushes"}`)
	id := created["projectId"]
	before := s.usdc(t, c.Address())

	tags := []string{"v4.0.0", "v3.0.0", "v2.0.0", "v1.0.0"}
	got := make([]map[string]string, len(tags))
	var wg sync.WaitGroup
	for i, tag := range tags {
		wg.Add(1)
		go func() {
			defer wg.Done()
			body := fmt.Sprintf(`{"storageHash":"ar://race%03dAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA","versionTag":%q,"contentSize":100}`, i, tag)
			resp, err := c.Do(context.Background(), http.MethodPost, s.APIURL+"/v1/projects/"+id+"/versions", []byte(body))
			if err != nil {
				t.Error(err)
				return
			}
			if resp.Status != http.StatusCreated {
				t.Errorf("push %s: %d %s", tag, resp.Status, resp.Body)
				return
			}
			if err := json.Unmarshal(resp.Body, &got[i]); err != nil {
				t.Error(err)
			}
		}()
	}
	testutil.Wait(t, &wg, "the racing pushes")
	if t.Failed() {
		t.FailNow()
	}

	seen := map[string]string{}
	for i, r := range got {
		if prev, dup := seen[r["versionIndex"]]; dup {
			t.Fatalf("pushes %s and %s both answered index %s", prev, tags[i], r["versionIndex"])
		}
		seen[r["versionIndex"]] = tags[i]
	}
	for idx := range tags {
		tag, ok := seen[fmt.Sprint(idx)]
		if !ok {
			t.Fatalf("no push answered index %d: %v", idx, seen)
		}
		var v map[string]string
		getJSON(t, fmt.Sprintf("%s/v1/projects/%s/versions/%d", s.APIURL, id, idx), &v)
		if v["versionTag"] != tag {
			t.Errorf("version %d is %q on chain, its push answered %q", idx, v["versionTag"], tag)
		}
	}
	pid, _ := new(big.Int).SetString(id, 10)
	if n := s.project(t, pid).VersionCount; n.Cmp(big.NewInt(int64(len(tags)))) != 0 {
		t.Errorf("versionCount = %s, want %d", n, len(tags))
	}
	paid := new(big.Int).Sub(before, s.usdc(t, c.Address()))
	if want := big.NewInt(int64(len(tags)) * 100_000); paid.Cmp(want) != 0 {
		t.Errorf("the pushes took %s, want %s (the 0.10 USDC minimum each)", paid, want)
	}
}
