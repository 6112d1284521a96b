package e2e

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
)

// The version diff reads both versions' content through the service's own
// storage gateway: upload two texts, push them as versions, diff them.
func TestVersionDiffThroughGateway(t *testing.T) {
	s := startStack(t, stackOptions{})
	ctx := context.Background()
	c := s.payer(2, 1)
	v1 := "alpha\nbeta\ngamma\n"
	v2 := "alpha\nBETA\ngamma\ndelta\n"
	u1 := mustUpload(t, s.APIURL, uploadForm{fileName: "notes.txt", contentType: "text/plain", size: int64(len(v1)), content: strings.NewReader(v1)})
	u2 := mustUpload(t, s.APIURL, uploadForm{fileName: "notes.txt", contentType: "text/plain", size: int64(len(v2)), content: strings.NewReader(v2)})
	proj := s.create(t, c, `{"name":"diffed"}`)
	for _, u := range []uploadResult{u1, u2} {
		resp, err := c.Do(ctx, http.MethodPost, s.APIURL+"/v1/projects/"+proj["projectId"]+"/versions", []byte(`{"storageHash":"`+u.StorageHash+`","versionTag":"v-`+u.StorageHash[5:10]+`"}`))
		if err != nil || resp.Status != http.StatusCreated {
			t.Fatalf("push %s: %v %d %s", u.StorageHash, err, resp.Status, resp.Body)
		}
	}
	resp, err := c.Send(ctx, http.MethodGet, s.APIURL+"/v1/projects/"+proj["projectId"]+"/versions/diff", nil, "")
	if err != nil {
		t.Fatal(err)
	}
	var d map[string]any
	if err := json.Unmarshal(resp.Body, &d); err != nil || resp.Status != 200 {
		t.Fatalf("diff: %d %s", resp.Status, resp.Body)
	}
	if d["kind"] != "text" || d["linesAdded"] != "2" || d["linesRemoved"] != "1" || !strings.Contains(d["diff"].(string), "+BETA") {
		t.Fatalf("diff = %s", resp.Body)
	}
}
