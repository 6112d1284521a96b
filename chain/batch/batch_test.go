package batch

import (
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/chain/bindings/treasury"
)

func addr(n byte) common.Address { return common.Address{19: n} }

func nonce(n byte) [32]byte { return [32]byte{31: n} }

func pay(payer, n byte) treasury.InkdTreasuryPayment {
	return treasury.InkdTreasuryPayment{From: addr(payer), Value: big.NewInt(100_000), ValidAfter: big.NewInt(0),
		ValidBefore: big.NewInt(1 << 40), Nonce: nonce(n), V: 27}
}

// create is a creation by payer with nonce n; name sets its size.
func create(payer, n byte, name string, gas uint64) Item {
	return Item{Gas: gas, Create: &treasury.InkdTreasuryCreateItem{Pay: pay(payer, n), StorageCost: big.NewInt(0),
		Project: treasury.InkdRegistryProjectInput{Name: name, License: "MIT", IsPublic: true}}}
}

func push(payer, n byte, project int64, tags ...string) Item {
	it := Item{Gas: 150_000, Push: &treasury.InkdTreasuryPushItem{Pay: pay(payer, n), StorageCost: big.NewInt(0), ProjectId: big.NewInt(project)}}
	for _, tag := range tags {
		it.Push.Versions = append(it.Push.Versions, treasury.InkdRegistryVersionInput{ArweaveHash: "ar://x", VersionTag: tag})
	}
	return it
}

func TestBuildEncodesCreatesThenPushes(t *testing.T) {
	items := []Item{push(1, 1, 7, "v1"), create(2, 1, "a", 0), push(3, 1, 7, "v2", "v3"), create(1, 2, "b", 0)}
	// a version stating its content keeps it through the encoding
	stated := &items[2].Push.Versions[1]
	stated.Sha256, stated.ContentSize, stated.ContentType = [32]byte{0: 0xc0, 31: 0xde}, 1<<33, "application/gzip"
	data, err := Build(items)
	if err != nil {
		t.Fatal(err)
	}
	if got := Size(items); got != len(data) {
		t.Fatalf("Size = %d, calldata is %d bytes", got, len(data))
	}
	a, err := treasury.InkdTreasuryMetaData.ParseABI()
	if err != nil {
		t.Fatal(err)
	}
	m := a.Methods["executeBatch"]
	if string(data[:4]) != string(m.ID) {
		t.Fatalf("selector %x, want executeBatch %x", data[:4], m.ID)
	}
	args, err := m.Inputs.Unpack(data[4:])
	if err != nil {
		t.Fatal(err)
	}
	var creates []treasury.InkdTreasuryCreateItem
	var pushes []treasury.InkdTreasuryPushItem
	if err := m.Inputs.Copy(&[]any{&creates, &pushes}, args); err != nil {
		// Copy wants a struct or a slice of pointers; fall back to names.
		t.Fatal(err)
	}
	var got []string
	for _, c := range creates {
		got = append(got, "create "+c.Project.Name+" by "+Key{c.Pay.From, c.Pay.Nonce}.String()[:6])
	}
	for _, p := range pushes {
		got = append(got, "push "+p.Versions[len(p.Versions)-1].VersionTag)
	}
	want := []string{"create a by 0x0000", "create b by 0x0000", "push v1", "push v3"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Fatalf("decoded batch (-want +got):\n%s", diff)
	}
	if v := pushes[1].Versions[1]; v.Sha256 != stated.Sha256 || v.ContentSize != stated.ContentSize || v.ContentType != stated.ContentType {
		t.Fatalf("decoded content %x %d %q, want %+v", v.Sha256, v.ContentSize, v.ContentType, *stated)
	}
	if creates[0].Pay.From != addr(2) || creates[1].Pay.From != addr(1) {
		t.Fatalf("creates out of order: %v, %v", creates[0].Pay.From, creates[1].Pay.From)
	}
}

func TestBuildRefuses(t *testing.T) {
	for _, tc := range []struct {
		name  string
		items []Item
		want  string
	}{
		{"empty", nil, "no items"},
		{"neither write", []Item{{Gas: 1}}, "exactly one"},
		{"both writes", []Item{{Create: create(1, 1, "a", 0).Create, Push: push(1, 1, 1, "v").Push}}, "exactly one"},
		{"one payment twice", []Item{create(1, 1, "a", 0), push(1, 1, 3, "v")}, "twice"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Build(tc.items)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("Build = %v, want an error with %q", err, tc.want)
			}
		})
	}
}

func TestPlan(t *testing.T) {
	small := func(p, n byte) Item { return create(p, n, "n", 100_000) }
	// Each small item adds 99,000 gas: 21,000 + k·99,000 for k items.
	limits := Limits{MaxItems: 3, MaxGas: 10_000_000, MaxCalldata: DefaultMaxCalldata}
	big := create(9, 9, strings.Repeat("x", 20_000), 100_000)
	for _, tc := range []struct {
		name    string
		waiting []Item
		limits  Limits
		want    []int
	}{
		{"nothing waiting", nil, limits, nil},
		{"all fit", []Item{small(1, 1), small(2, 1)}, limits, []int{0, 1}},
		{"item count", []Item{small(1, 1), small(2, 1), small(3, 1), small(4, 1)}, limits, []int{0, 1, 2}},
		{"folding off", []Item{small(1, 1), small(2, 1)}, Limits{MaxItems: 1, MaxGas: 10_000_000, MaxCalldata: 100_000}, []int{0}},
		{"gas budget", []Item{small(1, 1), small(2, 1), small(3, 1)},
			Limits{MaxItems: 10, MaxGas: 21_000 + 2*99_000, MaxCalldata: 100_000}, []int{0, 1}},
		{"gas budget one short", []Item{small(1, 1), small(2, 1)},
			Limits{MaxItems: 10, MaxGas: 21_000 + 2*99_000 - 1, MaxCalldata: 100_000}, []int{0}},
		{"first item alone past the gas budget", []Item{create(1, 1, "n", 20_000_000), small(2, 1)}, limits, []int{0}},
		{"calldata bound stops, in order", []Item{small(1, 1), big, small(2, 1)},
			Limits{MaxItems: 10, MaxGas: 10_000_000, MaxCalldata: 10_000}, []int{0}},
		{"first item alone past the calldata bound", []Item{big, small(1, 1)},
			Limits{MaxItems: 10, MaxGas: 10_000_000, MaxCalldata: 10_000}, []int{0}},
		{"same payment waits", []Item{small(1, 1), small(1, 1), small(2, 1)}, limits, []int{0, 2}},
		{"one payer, two payments", []Item{small(1, 1), push(1, 2, 4, "v"), small(1, 3)}, limits, []int{0, 1, 2}},
		{"not a write is skipped", []Item{{Gas: 5}, small(1, 1)}, limits, []int{1}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if err := tc.limits.Check(); err != nil {
				t.Fatal(err)
			}
			got := Plan(tc.waiting, tc.limits)
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Fatalf("Plan (-want +got):\n%s", diff)
			}
			var items []Item
			for _, i := range got {
				items = append(items, tc.waiting[i])
			}
			if len(items) > 1 && (Gas(items) > tc.limits.MaxGas || Size(items) > tc.limits.MaxCalldata) {
				t.Fatalf("planned batch of %d gas, %d bytes passes %+v", Gas(items), Size(items), tc.limits)
			}
		})
	}
}

func TestLimitsCheck(t *testing.T) {
	ok := Limits{MaxItems: DefaultMaxItems, MaxGas: DefaultMaxGas, MaxCalldata: DefaultMaxCalldata}
	if err := ok.Check(); err != nil {
		t.Fatalf("defaults: %v", err)
	}
	for _, tc := range []struct {
		name string
		l    Limits
		want string
	}{
		{"items", Limits{MaxItems: 0, MaxGas: DefaultMaxGas, MaxCalldata: DefaultMaxCalldata}, "MaxItems"},
		{"gas", Limits{MaxItems: 1, MaxGas: 40_000, MaxCalldata: DefaultMaxCalldata}, "MaxGas"},
		{"calldata", Limits{MaxItems: 1, MaxGas: DefaultMaxGas, MaxCalldata: 100}, "MaxCalldata"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if err := tc.l.Check(); err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("Check = %v, want it to name %s", err, tc.want)
			}
		})
	}
}
