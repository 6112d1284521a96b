package writes_test

import (
	"bytes"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/chain/bindings/channelwrites"
	"github.com/inkd/inkd/chain/bindings/registry"
	"github.com/inkd/inkd/chain/channel"
	"github.com/inkd/inkd/chain/channel/writes"
)

// unpackTail decodes input as the registry method's last argument: the
// ABI encoding of that argument alone is input behind its offset word.
func unpackTail(t *testing.T, method string, input []byte, into any) {
	t.Helper()
	a, err := registry.InkdRegistryMetaData.ParseABI()
	if err != nil {
		t.Fatal(err)
	}
	args := a.Methods[method].Inputs
	last := abi.Arguments{args[len(args)-1]}
	vals, err := last.Unpack(append(common.LeftPadBytes([]byte{0x20}, 32), input...))
	if err != nil {
		t.Fatalf("%s input does not decode: %v", method, err)
	}
	abi.ConvertType(vals[0], into)
}

// Each input is the registry argument's own encoding without its offset
// word (it decodes back to the value), and the contract's rebuilt call
// (selector, the head it writes, the input) is the registry binding's
// encoding of the same call.
func TestInputsRoundTrip(t *testing.T) {
	reg := registry.NewInkdRegistry()
	payer, id, hash := common.HexToAddress("0xabc"), big.NewInt(77), common.HexToHash("0x1234")
	word := func(x int64) []byte { return common.LeftPadBytes(big.NewInt(x).Bytes(), 32) }
	head := func(sel []byte, addr common.Address, words ...[]byte) []byte {
		out := append(append([]byte{}, sel...), common.LeftPadBytes(addr.Bytes(), 32)...)
		for _, w := range words {
			out = append(out, w...)
		}
		return out
	}
	p := registry.InkdRegistryProjectInput{Name: "alpha", Description: strings.Repeat("d", 70), License: "MIT", IsPublic: true, IsAgent: true, AgentEndpoint: "https://a.example", ReadmeHash: "ar://readme"}
	in, err := writes.CreateInput(p)
	if err != nil {
		t.Fatal(err)
	}
	var gotP registry.InkdRegistryProjectInput
	unpackTail(t, "createProjectFor", in, &gotP)
	if diff := cmp.Diff(p, gotP); diff != "" {
		t.Errorf("project round trip (-want +got):\n%s", diff)
	}
	want := reg.PackCreateProjectFor(payer, p)
	if got := append(head(want[:4], payer, word(0x40)), in...); !bytes.Equal(got, want) {
		t.Errorf("rebuilt createProjectFor differs from the binding's:\n%x\n%x", got, want)
	}

	v := registry.InkdRegistryVersionInput{ArweaveHash: "ar-content-id", VersionTag: "v1.0.0", Changelog: "", Sha256: [32]byte{1, 2}, ContentSize: 1 << 40, ContentType: "application/gzip"}
	in, err = writes.PushInput(v)
	if err != nil {
		t.Fatal(err)
	}
	var gotV registry.InkdRegistryVersionInput
	unpackTail(t, "pushVersionFor", in, &gotV)
	if diff := cmp.Diff(v, gotV); diff != "" {
		t.Errorf("version round trip (-want +got):\n%s", diff)
	}
	want = reg.PackPushVersionFor(payer, id, hash, v)
	if got := append(head(want[:4], payer, word(77), hash.Bytes(), word(0x80)), in...); !bytes.Equal(got, want) {
		t.Errorf("rebuilt pushVersionFor differs from the binding's")
	}

	vs := []registry.InkdRegistryVersionInput{v, {ArweaveHash: "b", VersionTag: "v2"}, {ArweaveHash: "c", VersionTag: "v3", Changelog: "x"}}
	in, err = writes.PushManyInput(vs)
	if err != nil {
		t.Fatal(err)
	}
	var gotVs []registry.InkdRegistryVersionInput
	unpackTail(t, "pushVersionsFor", in, &gotVs)
	if diff := cmp.Diff(vs, gotVs); diff != "" {
		t.Errorf("versions round trip (-want +got):\n%s", diff)
	}
	if n := new(big.Int).SetBytes(in[:32]); n.Int64() != 3 {
		t.Errorf("the push-many input starts with %s, want its length 3 (the contract's version count)", n)
	}
	want = reg.PackPushVersionsFor(payer, id, hash, vs)
	if got := append(head(want[:4], payer, word(77), hash.Bytes(), word(0x80)), in...); !bytes.Equal(got, want) {
		t.Errorf("rebuilt pushVersionsFor differs from the binding's")
	}
}

func testConfig(payer byte) channel.Config {
	return channel.Config{Payer: common.Address{payer}, PayerAuthorizer: common.Address{payer, 1}, Receiver: common.Address{0xee},
		ReceiverAuthorizer: common.Address{0xef}, Token: common.Address{0xcc}, WithdrawDelay: channel.MinWithdrawDelay}
}

func testPush(t *testing.T, key int64) writes.Write {
	t.Helper()
	w, err := writes.Push(big.NewInt(key), fee, big.NewInt(0), big.NewInt(1), common.Hash{1}, version("v"))
	if err != nil {
		t.Fatal(err)
	}
	return w
}

// Fold puts a channel's writes in one group, in ascending key, under the
// voucher of its highest key, with its deposit; channels keep the order
// they first appear in.
func TestFold(t *testing.T) {
	a, b := testConfig(1), testConfig(2)
	dep := &channel.Deposit{Amount: big.NewInt(5)}
	items := []writes.Item{
		{Config: a, Signature: []byte("a30"), Write: testPush(t, 30)},
		{Config: b, Signature: []byte("b10"), Write: testPush(t, 10), Deposit: dep},
		{Config: a, Signature: []byte("a40"), Write: testPush(t, 40)},
		{Config: a, Signature: []byte("a20"), Write: testPush(t, 20)},
	}
	groups, err := writes.Fold(items)
	if err != nil {
		t.Fatal(err)
	}
	type got struct {
		Payer   byte
		Ceiling int64
		Sig     string
		Deposit bool
		Keys    []int64
	}
	var gs []got
	for _, g := range groups {
		x := got{Payer: g.Config.Payer[0], Ceiling: g.Ceiling.Int64(), Sig: string(g.Signature), Deposit: g.Deposit != nil}
		for _, w := range g.Writes {
			x.Keys = append(x.Keys, w.Key.Int64())
		}
		gs = append(gs, x)
	}
	want := []got{{1, 40, "a40", false, []int64{20, 30, 40}}, {2, 10, "b10", true, []int64{10}}}
	if diff := cmp.Diff(want, gs); diff != "" {
		t.Fatalf("groups (-want +got):\n%s", diff)
	}
	data, err := writes.Calldata(groups)
	if err != nil {
		t.Fatal(err)
	}
	cw := channelwrites.NewInkdChannelWrites()
	if !bytes.Equal(data[:4], cw.PackWriteByVouchers(nil)[:4]) {
		t.Errorf("calldata selector %x is not writeByVouchers'", data[:4])
	}

	if _, err := writes.Fold(append(items, writes.Item{Config: a, Write: testPush(t, 30)})); err == nil {
		t.Error("Fold took a channel's key twice")
	}
	if _, err := writes.Fold(append(items, writes.Item{Config: b, Write: testPush(t, 11), Deposit: dep})); err == nil {
		t.Error("Fold took two deposits for one channel")
	}
}

// Calldata refuses what the contract would refuse or run wrongly.
func TestCalldataRefuses(t *testing.T) {
	ok := func() writes.Group {
		return writes.Group{Config: testConfig(1), Ceiling: big.NewInt(40), Signature: []byte{1}, Writes: []writes.Write{testPush(t, 20), testPush(t, 40)}}
	}
	tooBig := new(big.Int).Lsh(big.NewInt(1), 128)
	tests := []struct {
		name string
		edit func(gs []writes.Group) []writes.Group
	}{
		{"no groups", func([]writes.Group) []writes.Group { return nil }},
		{"no writes", func(gs []writes.Group) []writes.Group { gs[0].Writes = nil; return gs }},
		{"a second group of the channel", func(gs []writes.Group) []writes.Group { return append(gs, ok()) }},
		{"a key above the ceiling", func(gs []writes.Group) []writes.Group { gs[0].Ceiling = big.NewInt(39); return gs }},
		{"keys descending", func(gs []writes.Group) []writes.Group {
			gs[0].Writes[0], gs[0].Writes[1] = gs[0].Writes[1], gs[0].Writes[0]
			return gs
		}},
		{"a key twice", func(gs []writes.Group) []writes.Group { gs[0].Writes[0].Key = big.NewInt(40); return gs }},
		{"a ceiling beyond uint128", func(gs []writes.Group) []writes.Group { gs[0].Ceiling = tooBig; return gs }},
		{"a fee beyond uint128", func(gs []writes.Group) []writes.Group { gs[0].Writes[0].Fee = tooBig; return gs }},
		{"a negative storage cost", func(gs []writes.Group) []writes.Group { gs[0].Writes[0].StorageCost = big.NewInt(-1); return gs }},
		{"an unknown kind", func(gs []writes.Group) []writes.Group { gs[0].Writes[0].Kind = 9; return gs }},
		{"a push without a project", func(gs []writes.Group) []writes.Group { gs[0].Writes[0].ProjectID = big.NewInt(0); return gs }},
		{"an empty deposit", func(gs []writes.Group) []writes.Group {
			gs[0].Deposit = &channel.Deposit{Amount: big.NewInt(0)}
			return gs
		}},
	}
	if _, err := writes.Calldata([]writes.Group{ok()}); err != nil {
		t.Fatalf("a valid group: %v", err)
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := writes.Calldata(tc.edit([]writes.Group{ok()})); err == nil {
				t.Error("Calldata took it")
			}
		})
	}
}

func TestClaimRow(t *testing.T) {
	c := writes.Claim{Config: testConfig(1), Ceiling: big.NewInt(50), Signature: []byte{7}, TotalClaimed: big.NewInt(30)}
	row, err := c.Row()
	if err != nil {
		t.Fatal(err)
	}
	if row.Voucher.Channel.Payer != c.Config.Payer || row.Voucher.MaxClaimableAmount.Int64() != 50 || row.TotalClaimed.Int64() != 30 ||
		row.Voucher.Channel.WithdrawDelay.Uint64() != channel.MinWithdrawDelay || !bytes.Equal(row.Signature, []byte{7}) {
		t.Errorf("row = %+v", row)
	}
	c.TotalClaimed = big.NewInt(51)
	if _, err := c.Row(); err == nil {
		t.Error("a claim above its voucher's ceiling was taken")
	}
	c.TotalClaimed = big.NewInt(30)
	if _, err := writes.ClaimCalldata([]writes.Claim{c, c}); err == nil {
		t.Error("two claims of one channel were taken")
	}
}
