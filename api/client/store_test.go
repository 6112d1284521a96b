package client

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// A FileStore keeps the exact request bytes across processes (a reopen)
// and refuses a second holder of the same file while the first is open.
func TestFileStore(t *testing.T) {
	path := filepath.Join(t.TempDir(), "state", "payments.json")
	fs, err := OpenFileStore(path)
	if err != nil {
		t.Fatal(err)
	}
	want := Saved{Method: "POST", Path: "/v1/projects", Body: []byte(`{"name":"x",  "isPublic":true}`), Payment: "abc", Version: 2, Fee: "100000", JobID: "pay_1", ValidBefore: 42}
	if err := fs.Put("k", want); err != nil {
		t.Fatal(err)
	}
	if _, err := OpenFileStore(path); err == nil || !strings.Contains(err.Error(), "in use") {
		t.Errorf("second open while held: %v, want in use", err)
	}
	if err := fs.Close(); err != nil {
		t.Fatal(err)
	}
	again, err := OpenFileStore(path)
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	got, ok, err := again.Get("k")
	if err != nil || !ok {
		t.Fatalf("Get after reopen: %v %v", ok, err)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("saved intent changed (-want +got):\n%s", diff)
	}
}
