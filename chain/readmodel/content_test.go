package readmodel

import (
	"context"
	"strings"
	"testing"
)

// A version pushed stating its content keeps its digest, size and type in
// its record and its version_pushed event; one stating none, and a record
// stored before versions had them, read as not stated.
func TestVersionContentKept(t *testing.T) {
	eachBackend(t, func(t *testing.T, m *Model) {
		ctx := context.Background()
		stated := version(1, 0, "v1")
		stated.Sha256, stated.ContentSize, stated.ContentType = strings.Repeat("0c", 32), 1<<40, "application/gzip"
		bare := version(1, 1, "v2")
		mustApply(t, m, block(1, "a", created(0, project(1, "alpha", true, false)), pushed(1, stated), pushed(2, bare)), Canonical(testToken))

		vs, err := m.Versions(ctx, "1")
		if err != nil {
			t.Fatal(err)
		}
		diffOrFail(t, "versions", []Version{*stated, *bare}, vs)
		page, err := m.Events(ctx, EventQuery{ProjectID: "1", Type: EventVersionPushed, Limit: 10})
		if err != nil {
			t.Fatal(err)
		}
		if len(page.Events) != 2 {
			t.Fatalf("events = %+v", page.Events)
		}
		newest, oldest := page.Events[0], page.Events[1]
		if oldest.Sha256 != stated.Sha256 || oldest.ContentSize != stated.ContentSize || oldest.ContentType != stated.ContentType {
			t.Errorf("event of the stated version = %+v", oldest)
		}
		if newest.Sha256 != "" || newest.ContentSize != 0 || newest.ContentType != "" {
			t.Errorf("event of the bare version = %+v", newest)
		}

		// A record written before versions carried their content.
		old := `{"projectId":"1","index":1,"storageHash":"ar://v2","versionTag":"v2","changelog":"log v2","pushedBy":"` + addr(1).Hex() + `","pushedAt":2001,"blockNumber":1,"txHash":"` + bare.TxHash.Hex() + `"}`
		if err := m.rdb.HSet(ctx, m.key("versions:1"), "1", old).Err(); err != nil {
			t.Fatal(err)
		}
		got, err := m.Version(ctx, "1", 1)
		if err != nil {
			t.Fatal(err)
		}
		diffOrFail(t, "old record", *bare, got)
	})
}
