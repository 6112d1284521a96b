package contracts_test

import (
	"bytes"
	"fmt"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
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
	theirs := f.createProject(t, other, "theirs")
	taken := chain.NameHash("Taken") // the name hash of "taken": NameHash lowercases
	tre, reg := f.Deployment.Treasury, f.Deployment.Registry
	f.MustTransact(t, owner, reg, f.reg.PackAddCollaborator("Taken", f.Address(4)))

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
			return f.tre.PackPushVersionPaid(f.pay(t, owner, 100_000), big.NewInt(0), pid, taken, version("", "v1", ""))
		}, "EmptyArweaveHash()"},
		{"empty version tag", 1, tre, func() []byte {
			return f.tre.PackPushVersionPaid(f.pay(t, owner, 100_000), big.NewInt(0), pid, taken, version("ar://x", "", ""))
		}, "EmptyVersionTag()"},
		{"push to unknown project", 1, tre, func() []byte {
			return f.tre.PackPushVersionPaid(f.pay(t, owner, 100_000), big.NewInt(0), big.NewInt(99), taken, version("ar://x", "v1", ""))
		}, "ProjectNotFound()"},
		{"push naming another project's name", 1, tre, func() []byte {
			return f.tre.PackPushVersionPaid(f.pay(t, owner, 100_000), big.NewInt(0), pid, chain.NameHash("theirs"), version("ar://x", "v1", ""))
		}, "ProjectNotFound()"},
		{"push naming its name for another id", 1, tre, func() []byte {
			return f.tre.PackPushVersionPaid(f.pay(t, other, 100_000), big.NewInt(0), theirs, taken, version("ar://x", "v1", ""))
		}, "ProjectNotFound()"},
		{"push naming a free name", 1, tre, func() []byte {
			return f.tre.PackPushVersionPaid(f.pay(t, owner, 100_000), big.NewInt(0), pid, chain.NameHash("free"), version("ar://x", "v1", ""))
		}, "ProjectNotFound()"},
		{"push by stranger", 1, tre, func() []byte {
			return f.tre.PackPushVersionPaid(f.pay(t, other, 100_000), big.NewInt(0), pid, taken, version("ar://x", "v1", ""))
		}, "NotOwnerOrCollaborator()"},
		{"owner as collaborator", 2, reg, func() []byte { return f.reg.PackAddCollaborator("taken", f.Address(2)) }, "CannotAddOwner()"},
		{"collaborator twice", 2, reg, func() []byte { return f.reg.PackAddCollaborator("TAKEN", f.Address(4)) }, "AlreadyCollaborator()"},
		{"remove non-collaborator", 2, reg, func() []byte { return f.reg.PackRemoveCollaborator("Taken", f.Address(5)) }, "NotCollaborator()"},
		{"zero collaborator", 2, reg, func() []byte { return f.reg.PackAddCollaborator("Taken", common.Address{}) }, "ZeroAddress()"},
		{"collaborator of unknown project", 2, reg, func() []byte { return f.reg.PackAddCollaborator("free", f.Address(5)) }, "ProjectNotFound()"},
		{"collaborator removed from unknown project", 2, reg, func() []byte { return f.reg.PackRemoveCollaborator("free", f.Address(4)) }, "ProjectNotFound()"},
		{"collaborators managed by non-owner", 4, reg, func() []byte { return f.reg.PackAddCollaborator("Taken", f.Address(5)) }, "NotProjectOwner()"},
		{"collaborators managed by another project's owner", 3, reg, func() []byte { return f.reg.PackRemoveCollaborator("Taken", f.Address(4)) }, "NotProjectOwner()"},
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
		f.createProject(t, owner, "crowded")
		for i := range 50 {
			f.MustTransact(t, owner, reg, f.reg.PackAddCollaborator("crowded", common.BigToAddress(big.NewInt(int64(1000+i)))))
		}
		f.wantRevert(t, owner, reg, f.reg.PackAddCollaborator("crowded", f.Address(5)), "TooManyCollaborators()")
	})

	t.Run("views", func(t *testing.T) {
		for _, id := range []int64{0, 99} {
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
	nameHash := chain.NameHash("My-Tool_Ä")
	if got := call(t, f, reg, f.reg.PackProjectOf(nameHash), f.reg.UnpackProjectOf); got.ProjectId.Int64() != 1 || got.ProjectOwner != f.Address(2) {
		t.Errorf("projectOf(NameHash(name)) = %s, %s; want 1, %s", got.ProjectId, got.ProjectOwner, f.Address(2))
	}
	if got := call(t, f, reg, f.reg.PackVersionsHead(big.NewInt(1)), f.reg.UnpackVersionsHead); got.Count.Sign() != 0 || got.Head != ([24]byte{}) {
		t.Errorf("versionsHead(1) of a new project = %s, %x; want 0 and zero", got.Count, got.Head)
	}

	// Names: lookups normalise (ASCII only); availability needs a valid, free name.
	for _, tc := range []struct {
		name      string
		id        int64
		available bool
	}{
		{"MY-TOOL_Ä", 1, false}, {"my-tool_ä", 0, true}, {"other", 0, true}, {"", 0, false}, {strings.Repeat("x", 65), 0, false},
	} {
		want := common.Address{}
		if tc.id != 0 {
			want = f.Address(2)
		}
		if got := call(t, f, reg, f.reg.PackProjectByName(tc.name), f.reg.UnpackProjectByName); got.ProjectId.Int64() != tc.id || got.ProjectOwner != want {
			t.Errorf("projectByName(%q) = %s, %s; want %d, %s", tc.name, got.ProjectId, got.ProjectOwner, tc.id, want)
		}
		if got := call(t, f, reg, f.reg.PackNameAvailable(tc.name), f.reg.UnpackNameAvailable); got != tc.available {
			t.Errorf("nameAvailable(%q) = %t, want %t", tc.name, got, tc.available)
		}
	}

	// Collaborators: added by the owner, may push, removed again.
	pid := big.NewInt(1)
	f.MustTransact(t, owner, reg, f.reg.PackAddCollaborator("my-tool_Ä", f.Address(3)))
	f.MustTransact(t, owner, reg, f.reg.PackAddCollaborator("MY-TOOL_Ä", f.Address(5)))
	if got := call(t, f, reg, f.reg.PackCanPush(pid, nameHash, f.Address(3)), f.reg.UnpackCanPush); !got {
		t.Error("canPush(collaborator) = false")
	}
	if got := call(t, f, reg, f.reg.PackCanPush(pid, chain.NameHash("my-tool_ä"), f.Address(2)), f.reg.UnpackCanPush); got {
		t.Error("canPush(owner, the hash of another name) = true")
	}
	rec = f.pushVersion(t, collab, pid, "My-Tool_Ä", "v1.0.0")
	pushed := findEvent(t, rec, f.reg.UnpackVersionPushedEvent)
	if pushed.PushedBy != f.Address(3) || pushed.VersionIndex.Sign() != 0 || pushed.VersionTag != "v1.0.0" {
		t.Errorf("VersionPushed = %+v", pushed)
	}
	rec = f.pushVersion(t, owner, pid, "my-tool_Ä", "v1.0.1")
	second := findEvent(t, rec, f.reg.UnpackVersionPushedEvent)
	if second.VersionIndex.Int64() != 1 || second.PushedBy != f.Address(2) || second.VersionTag != "v1.0.1" || second.ArweaveHash != "ar://abc" {
		t.Errorf("second VersionPushed = %+v", second)
	}
	var wantHead [24]byte
	for _, ev := range []*registry.InkdRegistryVersionPushed{pushed, second} {
		wantHead = chain.VersionsHead(wantHead, chain.HeadVersionOf(ev))
	}
	if got := call(t, f, reg, f.reg.PackVersionsHead(pid), f.reg.UnpackVersionsHead); got.Count.Int64() != 2 || got.Head != wantHead {
		t.Errorf("versionsHead = %s, %x; want 2, %x (folded from the events)", got.Count, got.Head, wantHead)
	}

	f.MustTransact(t, owner, reg, f.reg.PackRemoveCollaborator("My-tool_Ä", f.Address(3)))
	gotCollabs := call(t, f, reg, f.reg.PackGetCollaborators(pid), f.reg.UnpackGetCollaborators)
	if diff := cmp.Diff([]common.Address{f.Address(5)}, gotCollabs); diff != "" {
		t.Errorf("collaborators after removal (-want +got):\n%s", diff)
	}
	for addr, want := range map[common.Address]bool{f.Address(3): false, f.Address(5): true, f.Address(2): false} {
		if got := call(t, f, reg, f.reg.PackIsCollaborator(pid, addr), f.reg.UnpackIsCollaborator); got != want {
			t.Errorf("isCollaborator(%s) = %t, want %t", addr, got, want)
		}
	}
	if got := call(t, f, reg, f.reg.PackCanPush(pid, nameHash, f.Address(3)), f.reg.UnpackCanPush); got {
		t.Error("canPush(removed collaborator) = true")
	}
	if got := call(t, f, reg, f.reg.PackCanPush(big.NewInt(7), nameHash, f.Address(2)), f.reg.UnpackCanPush); got {
		t.Error("canPush(unknown project) = true")
	}
	if got := call(t, f, reg, f.reg.PackProjectCount(), f.reg.UnpackProjectCount); got.Int64() != 1 {
		t.Errorf("projectCount = %s, want 1", got)
	}
}

// TestNameHashMatchesRegistry checks chain.NameHash, which the API and the
// workers name a pushed project by, against the registry's nameHashOf for
// names around the contract's 32-byte lowercasing words, in any case, with
// bytes outside ASCII kept.
func TestNameHashMatchesRegistry(t *testing.T) {
	f := newFixture(t)
	reg := f.Deployment.Registry
	names := []string{"", "a", "Inkd", "MY-TOOL_Ä", "ＩＮＫＤ", "@[`{AZaz09", strings.Repeat("Q", 64), strings.Repeat("q", 65)}
	for _, n := range []int{31, 32, 33, 63} {
		names = append(names, strings.Repeat("Ab", n)[:n])
	}
	for _, name := range names {
		got := call(t, f, reg, f.reg.PackNameHashOf(name), f.reg.UnpackNameHashOf)
		if want := chain.NameHash(name); got != want {
			t.Errorf("nameHashOf(%q) = %x, chain.NameHash = %x", name, got, want)
		}
	}
}

// TestFoldedPushesNamingNoProject sends a multi-payer batch whose push items
// name no project: id 0 with a taken name's hash, and a real id with a
// free name's hash. Each fails alone with the registry's ProjectNotFound
// (the treasury lays a push to id 0 out as a push, not as a creation); the
// item naming its project rightly lands.
func TestFoldedPushesNamingNoProject(t *testing.T) {
	f := newFixture(t)
	owner := f.Keys[2]
	pid := f.createProject(t, owner, "owned")
	item := func(id *big.Int, name string, versions int) treasury.InkdTreasuryPushItem {
		vs := make([]treasury.InkdRegistryVersionInput, versions)
		for i := range vs {
			vs[i] = version("ar://x", fmt.Sprintf("v%d", i), "")
		}
		return treasury.InkdTreasuryPushItem{
			Pay: f.pay(t, owner, 100_000), StorageCost: big.NewInt(0), ProjectId: id, NameHash: chain.NameHash(name), Versions: vs,
		}
	}
	pushes := []treasury.InkdTreasuryPushItem{
		item(big.NewInt(0), "owned", 1), item(big.NewInt(0), "owned", 2), item(pid, "free", 1), item(pid, "OWNED", 1),
	}
	rec := f.MustTransact(t, f.Settler, f.Deployment.Treasury, f.tre.PackExecuteBatch(nil, pushes))
	notFound := crypto.Keccak256([]byte("ProjectNotFound()"))[:4]
	failed := map[[32]byte][]byte{}
	for _, l := range rec.Logs {
		if ev, err := f.tre.UnpackItemFailedEvent(l); err == nil {
			failed[ev.Nonce] = ev.Reason
		}
	}
	for i, it := range pushes[:3] {
		if reason, ok := failed[it.Pay.Nonce]; !ok || !bytes.Equal(reason, notFound) {
			t.Errorf("item %d: ItemFailed %t, reason %x; want ProjectNotFound() %x", i, ok, reason, notFound)
		}
	}
	landed := findEvent(t, rec, f.tre.UnpackPaymentReceivedEvent)
	if landed.Nonce != pushes[3].Pay.Nonce || landed.ProjectId.Cmp(pid) != 0 {
		t.Errorf("PaymentReceived for nonce %x, project %s; want the last item's, project %s", landed.Nonce, landed.ProjectId, pid)
	}
}
