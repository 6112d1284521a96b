package contracts_test

import (
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/bindings/registry"
	"github.com/inkd/inkd/chain/bindings/treasury"
)

// TestRegistryReverts reaches every revert of the spec's registry table (and
// the two access errors) on chain and decodes each to its exact name.
func TestRegistryReverts(t *testing.T) {
	f := newFixture(t)
	owner, other := f.Keys[2], f.Keys[3]
	pid := f.createProject(t, owner, "Taken")
	tre, reg := f.Deployment.Treasury, f.Deployment.Registry
	f.MustTransact(t, owner, reg, f.reg.PackAddCollaborator(pid, f.Address(4)))

	tests := []struct {
		name string
		from int // index into f.Keys; 1 is the settler
		to   common.Address
		data func() []byte
		want string
	}{
		{"empty name", 1, tre, func() []byte { return f.createPaid(f.pay(t, other, 100_000), 0, "", "") }, "EmptyName()"},
		{"name too long", 1, tre, func() []byte { return f.createPaid(f.pay(t, other, 100_000), 0, strings.Repeat("a", 65), "") }, "NameTooLong()"},
		{"name taken, other case", 1, tre, func() []byte { return f.createPaid(f.pay(t, other, 100_000), 0, "tAKEN", "") }, "NameTaken()"},
		{"description too long", 1, tre, func() []byte { return f.createPaid(f.pay(t, other, 100_000), 0, "fresh", strings.Repeat("d", 1025)) }, "DescriptionTooLong()"},
		{"empty arweave hash", 1, tre, func() []byte {
			return f.tre.PackPushVersionPaid(f.pay(t, owner, 100_000), big.NewInt(0), pid, version("", "v1", ""))
		}, "EmptyArweaveHash()"},
		{"empty version tag", 1, tre, func() []byte {
			return f.tre.PackPushVersionPaid(f.pay(t, owner, 100_000), big.NewInt(0), pid, version("ar://x", "", ""))
		}, "EmptyVersionTag()"},
		{"push to unknown project", 1, tre, func() []byte {
			return f.tre.PackPushVersionPaid(f.pay(t, owner, 100_000), big.NewInt(0), big.NewInt(99), version("ar://x", "v1", ""))
		}, "ProjectNotFound()"},
		{"push by stranger", 1, tre, func() []byte {
			return f.tre.PackPushVersionPaid(f.pay(t, other, 100_000), big.NewInt(0), pid, version("ar://x", "v1", ""))
		}, "NotOwnerOrCollaborator()"},
		{"owner as collaborator", 2, reg, func() []byte { return f.reg.PackAddCollaborator(pid, f.Address(2)) }, "CannotAddOwner()"},
		{"collaborator twice", 2, reg, func() []byte { return f.reg.PackAddCollaborator(pid, f.Address(4)) }, "AlreadyCollaborator()"},
		{"remove non-collaborator", 2, reg, func() []byte { return f.reg.PackRemoveCollaborator(pid, f.Address(5)) }, "NotCollaborator()"},
		{"zero collaborator", 2, reg, func() []byte { return f.reg.PackAddCollaborator(pid, common.Address{}) }, "ZeroAddress()"},
		{"collaborator of unknown project", 2, reg, func() []byte { return f.reg.PackAddCollaborator(big.NewInt(0), f.Address(5)) }, "ProjectNotFound()"},
		{"collaborators managed by non-owner", 4, reg, func() []byte { return f.reg.PackAddCollaborator(pid, f.Address(5)) }, "NotProjectOwner()"},
		{"direct write by non-writer", 2, reg, func() []byte {
			return f.reg.PackCreateProjectFor(f.Address(2), registry.InkdRegistryProjectInput(project("direct", "", "")))
		}, "Unauthorized()"},
		{"writer set by non-owner", 2, reg, func() []byte { return f.reg.PackAddWriter(f.Address(2)) }, "AccessManagedUnauthorized(" + f.Address(2).Hex() + ")"},
		{"zero writer", 0, reg, func() []byte { return f.reg.PackAddWriter(common.Address{}) }, "ZeroAddress()"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f.wantRevert(t, f.Keys[tc.from], tc.to, tc.data(), tc.want)
		})
	}

	t.Run("too many collaborators", func(t *testing.T) {
		pid := f.createProject(t, owner, "crowded")
		for i := range 50 {
			f.MustTransact(t, owner, reg, f.reg.PackAddCollaborator(pid, common.BigToAddress(big.NewInt(int64(1000+i)))))
		}
		f.wantRevert(t, owner, reg, f.reg.PackAddCollaborator(pid, f.Address(5)), "TooManyCollaborators()")
	})

	t.Run("views", func(t *testing.T) {
		for _, id := range []int64{0, 99} {
			if _, err := f.Call(common.Address{}, reg, f.reg.PackOwnerOf(big.NewInt(id))); !isRevert(err, "ProjectNotFound()") {
				t.Errorf("ownerOf(%d): %v, want ProjectNotFound()", id, err)
			}
			if _, err := f.Call(common.Address{}, reg, f.reg.PackVersionsHead(big.NewInt(id))); !isRevert(err, "ProjectNotFound()") {
				t.Errorf("versionsHead(%d): %v, want ProjectNotFound()", id, err)
			}
		}
	})
}

func TestRegistryProjectLifecycle(t *testing.T) {
	f := newFixture(t)
	owner, collab := f.Keys[2], f.Keys[3]
	reg := f.Deployment.Registry

	pay := f.pay(t, owner, 100_000)
	rec := f.MustTransact(t, f.Settler, f.Deployment.Treasury, f.tre.PackCreateProjectPaid(
		pay, big.NewInt(0), treasury.InkdRegistryProjectInput{
			Name: "My-Tool_Ä", Description: "A tool", IsAgent: true, AgentEndpoint: "https://agent.example/api", ReadmeHash: "ar://readme",
		}))
	created := findEvent(t, rec, f.reg.UnpackProjectCreatedEvent)
	block, err := f.Client.HeaderByNumber(t.Context(), rec.BlockNumber)
	if err != nil {
		t.Fatalf("header: %v", err)
	}
	wantEvent := &registry.InkdRegistryProjectCreated{
		ProjectId: big.NewInt(1), Owner: f.Address(2), Name: "my-tool_Ä", Description: "A tool", License: "MIT",
		IsPublic: false, IsAgent: true, AgentEndpoint: "https://agent.example/api", ReadmeHash: "ar://readme",
		CreatedAt: block.Time,
	}
	if diff := cmp.Diff(wantEvent, created, cmpopts.IgnoreFields(registry.InkdRegistryProjectCreated{}, "Raw"), bigComparer()); diff != "" {
		t.Errorf("ProjectCreated (-want +got):\n%s", diff)
	}
	if got := call(t, f, reg, f.reg.PackOwnerOf(big.NewInt(1)), f.reg.UnpackOwnerOf); got != f.Address(2) {
		t.Errorf("ownerOf(1) = %s, want %s", got, f.Address(2))
	}
	if got := call(t, f, reg, f.reg.PackVersionsHead(big.NewInt(1)), f.reg.UnpackVersionsHead); got.Count.Sign() != 0 || got.Head != ([24]byte{}) {
		t.Errorf("versionsHead(1) of a new project = %s, %x; want 0 and zero", got.Count, got.Head)
	}

	// Names: lookups normalise; availability needs a valid, free name.
	for _, tc := range []struct {
		name      string
		id        int64
		available bool
	}{
		{"MY-TOOL_Ä", 1, false}, {"my-tool_ä", 0, true}, {"other", 0, true}, {"", 0, false}, {strings.Repeat("x", 65), 0, false},
	} {
		if got := call(t, f, reg, f.reg.PackProjectIdByName(tc.name), f.reg.UnpackProjectIdByName); got.Int64() != tc.id {
			t.Errorf("projectIdByName(%q) = %s, want %d", tc.name, got, tc.id)
		}
		if got := call(t, f, reg, f.reg.PackNameAvailable(tc.name), f.reg.UnpackNameAvailable); got != tc.available {
			t.Errorf("nameAvailable(%q) = %t, want %t", tc.name, got, tc.available)
		}
	}

	// Collaborators: added by the owner, may push, removed again.
	pid := big.NewInt(1)
	f.MustTransact(t, owner, reg, f.reg.PackAddCollaborator(pid, f.Address(3)))
	f.MustTransact(t, owner, reg, f.reg.PackAddCollaborator(pid, f.Address(5)))
	if got := call(t, f, reg, f.reg.PackCanPush(pid, f.Address(3)), f.reg.UnpackCanPush); !got {
		t.Error("canPush(collaborator) = false")
	}
	rec = f.pushVersion(t, collab, pid, "v1.0.0")
	pushed := findEvent(t, rec, f.reg.UnpackVersionPushedEvent)
	if pushed.PushedBy != f.Address(3) || pushed.VersionIndex.Sign() != 0 || pushed.VersionTag != "v1.0.0" {
		t.Errorf("VersionPushed = %+v", pushed)
	}
	rec = f.pushVersion(t, owner, pid, "v1.0.1")
	second := findEvent(t, rec, f.reg.UnpackVersionPushedEvent)
	if second.VersionIndex.Int64() != 1 || second.PushedBy != f.Address(2) || second.VersionTag != "v1.0.1" || second.ArweaveHash != "ar://abc" {
		t.Errorf("second VersionPushed = %+v", second)
	}
	var wantHead [24]byte
	for _, ev := range []*registry.InkdRegistryVersionPushed{pushed, second} {
		wantHead = chain.VersionsHead(wantHead, ev.ProjectId, ev.VersionIndex, ev.PushedBy, ev.ArweaveHash, ev.VersionTag, ev.Changelog, ev.PushedAt)
	}
	if got := call(t, f, reg, f.reg.PackVersionsHead(pid), f.reg.UnpackVersionsHead); got.Count.Int64() != 2 || got.Head != wantHead {
		t.Errorf("versionsHead = %s, %x; want 2, %x (folded from the events)", got.Count, got.Head, wantHead)
	}

	f.MustTransact(t, owner, reg, f.reg.PackRemoveCollaborator(pid, f.Address(3)))
	gotCollabs := call(t, f, reg, f.reg.PackGetCollaborators(pid), f.reg.UnpackGetCollaborators)
	if diff := cmp.Diff([]common.Address{f.Address(5)}, gotCollabs); diff != "" {
		t.Errorf("collaborators after removal (-want +got):\n%s", diff)
	}
	for addr, want := range map[common.Address]bool{f.Address(3): false, f.Address(5): true, f.Address(2): false} {
		if got := call(t, f, reg, f.reg.PackIsCollaborator(pid, addr), f.reg.UnpackIsCollaborator); got != want {
			t.Errorf("isCollaborator(%s) = %t, want %t", addr, got, want)
		}
	}
	if got := call(t, f, reg, f.reg.PackCanPush(pid, f.Address(3)), f.reg.UnpackCanPush); got {
		t.Error("canPush(removed collaborator) = true")
	}
	if got := call(t, f, reg, f.reg.PackCanPush(big.NewInt(7), f.Address(2)), f.reg.UnpackCanPush); got {
		t.Error("canPush(unknown project) = true")
	}
	if got := call(t, f, reg, f.reg.PackProjectCount(), f.reg.UnpackProjectCount); got.Int64() != 1 {
		t.Errorf("projectCount = %s, want 1", got)
	}
}
