package client_test

import (
	"errors"
	"testing"

	"github.com/inkd/inkd/api/client"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/internal/testutil/versionapi"
)

// PickVersion finds a version by index, by tag (the latest carrying it)
// or the latest of all; none is version_not_found.
func TestPickVersion(t *testing.T) {
	a := versionapi.NewVersionAPI(t, "tool",
		versionapi.ServedVersion{Tag: "v1", Content: []byte("one")},
		versionapi.ServedVersion{Tag: "v2", Content: []byte("two")},
		versionapi.ServedVersion{Tag: "v1", Content: []byte("one again")},
		versionapi.ServedVersion{Tag: "v3", Content: []byte("three")},
	)
	c, err := client.New(client.Config{BaseURL: a.URL, MaxAttempts: 1})
	if err != nil {
		t.Fatal(err)
	}
	two := uint64(1)
	for _, tc := range []struct {
		name string
		pick client.VersionPick
		want string
	}{
		{"latest", client.VersionPick{}, "3"},
		{"by index", client.VersionPick{Index: &two}, "1"},
		{"by tag: the latest carrying it", client.VersionPick{Tag: "v1"}, "2"},
		{"index wins over tag", client.VersionPick{Index: &two, Tag: "v1"}, "1"},
		{"unknown tag", client.VersionPick{Tag: "v9"}, "version_not_found"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v, err := c.PickVersion(testutil.Context(t), "7", tc.pick)
			var ae *client.APIError
			switch {
			case errors.As(err, &ae):
				if string(ae.Code) != tc.want {
					t.Fatalf("PickVersion = %v; want %s", err, tc.want)
				}
			case err != nil:
				t.Fatal(err)
			case v.Index != tc.want:
				t.Fatalf("picked version %s, want %s", v.Index, tc.want)
			}
		})
	}
	empty := versionapi.NewVersionAPI(t, "empty")
	c, _ = client.New(client.Config{BaseURL: empty.URL, MaxAttempts: 1})
	var ae *client.APIError
	if _, err := c.PickVersion(testutil.Context(t), "7", client.VersionPick{}); !errors.As(err, &ae) || ae.Code != "version_not_found" {
		t.Fatalf("latest of a project without versions = %v; want version_not_found", err)
	}
}
