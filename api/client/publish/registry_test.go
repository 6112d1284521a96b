package publish

import (
	"errors"
	"strings"
	"testing"

	"github.com/inkd/inkd/api/client"
	"github.com/inkd/inkd/api/wire"
)

// An item is already published when its tag's version records its
// content (the storage hash it would push, or its sha256); a version of
// other content is tag_taken naming it; no version leaves the item to push.
func TestLandedAs(t *testing.T) {
	const sum = "ab12"
	hash, other := "ar://same", "ar://other"
	for _, tc := range []struct {
		name        string
		digest      string
		storageHash string
		v           *wire.Version
		already     bool
		taken       string
	}{
		{name: "tag free", digest: "sha256:" + sum},
		{name: "same sha256", digest: "sha256:" + sum, v: &wire.Version{Index: "3", StorageHash: other, SHA256: sum}, already: true},
		{name: "same sha256, other case", digest: "sha256:" + sum, v: &wire.Version{Index: "3", StorageHash: other, SHA256: "AB12"}, already: true},
		{name: "other sha256", digest: "sha256:" + sum, v: &wire.Version{Index: "3", StorageHash: other, SHA256: "cd34"}, taken: "sha256 cd34"},
		{name: "no sha256, upload known", digest: "sha256:" + sum, storageHash: hash, v: &wire.Version{Index: "3", StorageHash: hash}, already: true},
		{name: "no sha256, upload unknown", digest: "sha256:" + sum, v: &wire.Version{Index: "3", StorageHash: other}, taken: other},
		{name: "hash item, same hash", digest: hash, storageHash: hash, v: &wire.Version{Index: "3", StorageHash: hash, SHA256: sum}, already: true},
		{name: "hash item, other hash", digest: hash, storageHash: hash, v: &wire.Version{Index: "3", StorageHash: other, SHA256: sum}, taken: "version 3"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			already, err := landedAs("7", Item{Tag: "v1"}, tc.digest, tc.storageHash, tc.v)
			var ae *client.APIError
			switch {
			case already != tc.already:
				t.Errorf("already %v, want %v (%v)", already, tc.already, err)
			case tc.taken == "" && err != nil:
				t.Errorf("error %v, want none", err)
			case tc.taken != "" && (!errors.As(err, &ae) || ae.Code != "tag_taken" || !strings.Contains(ae.Message, tc.taken)):
				t.Errorf("error %v, want tag_taken naming %q", err, tc.taken)
			}
		})
	}
}
