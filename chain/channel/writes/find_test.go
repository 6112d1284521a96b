package writes_test

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/chain/bindings/registry"
	"github.com/inkd/inkd/chain/channel/writes"
)

// A write's Input decodes back to the project or version it was built
// from; a write of another kind is refused.
func TestAWriteDecodesToWhatItCarries(t *testing.T) {
	p := registry.InkdRegistryProjectInput{Name: "decoded", Description: "d", License: "MIT", IsPublic: true, ReadmeHash: "ar://readme"}
	c, err := writes.Create(big.NewInt(7), big.NewInt(7), big.NewInt(1), p)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := c.Project(); err != nil || !cmp.Equal(got, p) {
		t.Fatalf("project %+v (%v), want %+v", got, err, p)
	}
	v := registry.InkdRegistryVersionInput{ArweaveHash: "ar://abc", VersionTag: "v1.2.3", Changelog: "fixes", Sha256: [32]byte{1}, ContentSize: 42, ContentType: "application/gzip"}
	push, err := writes.Push(big.NewInt(9), big.NewInt(2), big.NewInt(1), big.NewInt(3), common.Hash{4}, v)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := push.Version(); err != nil || !cmp.Equal(got, v) {
		t.Fatalf("version %+v (%v), want %+v", got, err, v)
	}
	if _, err := push.Project(); err == nil {
		t.Fatal("a push decoded as a project")
	}
	if _, err := c.Version(); err == nil {
		t.Fatal("a creation decoded as a version")
	}
}
