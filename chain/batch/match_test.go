package batch

import (
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/bindings/registry"
	"github.com/inkd/inkd/chain/bindings/treasury"
)

var at = chain.Addresses{Treasury: common.HexToAddress("0x7e"), Registry: common.HexToAddress("0x7f")}

// eventLog builds the log contract addr emits for event with args in the
// event's declaration order, the way the EVM lays it out.
func eventLog(t *testing.T, meta interface{ ParseABI() (*abi.ABI, error) }, addr common.Address, event string, args ...any) *types.Log {
	t.Helper()
	a, err := meta.ParseABI()
	if err != nil {
		t.Fatal(err)
	}
	ev := a.Events[event]
	l := &types.Log{Address: addr, Topics: []common.Hash{ev.ID}}
	var data []any
	for i, in := range ev.Inputs {
		if !in.Indexed {
			data = append(data, args[i])
			continue
		}
		switch v := args[i].(type) {
		case common.Address:
			l.Topics = append(l.Topics, common.BytesToHash(v.Bytes()))
		case [32]byte:
			l.Topics = append(l.Topics, v)
		case *big.Int:
			l.Topics = append(l.Topics, common.BigToHash(v))
		default:
			t.Fatalf("indexed %T", v)
		}
	}
	if l.Data, err = ev.Inputs.NonIndexed().Pack(data...); err != nil {
		t.Fatal(err)
	}
	return l
}

func n(v int64) *big.Int { return big.NewInt(v) }

func paid(t *testing.T, payer, nonceN byte, project int64, kind uint8, index, count int64) *types.Log {
	return eventLog(t, &treasury.InkdTreasuryMetaData, at.Treasury, "PaymentReceived",
		addr(payer), nonce(nonceN), n(100_000), n(0), n(project),
		treasury.PackWrite(treasury.PaidWrite{Kind: kind, VersionIndex: uint64(index), VersionCount: uint64(count)}))
}

func failed(t *testing.T, payer, nonceN byte, reason []byte) *types.Log {
	return eventLog(t, &treasury.InkdTreasuryMetaData, at.Treasury, "ItemFailed", addr(payer), nonce(nonceN), reason)
}

func projectCreated(t *testing.T, project int64, owner byte, name string) *types.Log {
	return eventLog(t, &registry.InkdRegistryMetaData, at.Registry, "ProjectCreated",
		n(project), addr(owner), name, "", "MIT", true, false, "", "", uint64(1))
}

func versionPushed(t *testing.T, project, index int64, by byte, tag string) *types.Log {
	return eventLog(t, &registry.InkdRegistryMetaData, at.Registry, "VersionPushed",
		n(project), n(index), addr(by), "ar://x", tag, "", uint64(1), [32]byte{}, uint64(0), "")
}

// revertData encodes a custom error without arguments, or Error(string).
func customError(sig string) []byte { return crypto.Keccak256([]byte(sig))[:4] }

func errorString(t *testing.T, msg string) []byte {
	t.Helper()
	s, _ := abi.NewType("string", "", nil)
	b, err := abi.Arguments{{Type: s}}.Pack(msg)
	if err != nil {
		t.Fatal(err)
	}
	return append([]byte{0x08, 0xc3, 0x79, 0xa0}, b...)
}

func key(payer, nonceN byte) Key { return Key{Payer: addr(payer), Nonce: nonce(nonceN)} }

// summary is what a test compares of an outcome.
type summary struct {
	Landed  bool
	Project string
	Name    string
	Tags    []string
	Reason  string
}

func summarize(outs []Outcome) []summary {
	var s []summary
	for _, o := range outs {
		x := summary{Landed: o.Landed, Reason: o.Reason}
		if o.Payment != nil {
			x.Project = o.Payment.ProjectId.String()
		}
		if o.Created != nil {
			x.Name = o.Created.Name
		}
		for _, p := range o.Pushed {
			x.Tags = append(x.Tags, p.VersionIndex.String()+":"+p.VersionTag)
		}
		s = append(s, x)
	}
	return s
}

func TestMatch(t *testing.T) {
	usdcUsed := "FiatTokenV2: authorization is used or canceled"
	usdcLog := &types.Log{Address: common.HexToAddress("0x8335"), Topics: []common.Hash{crypto.Keccak256Hash([]byte("Transfer(address,address,uint256)"))}}
	// A batch of three payers and five items: payer 1 creates "a" and
	// "b" (two payments of one payer), payer 2's "a" loses the name to
	// payer 1, payer 3 pushes two versions to project 5, payer 2 pushes
	// with an authorization used elsewhere.
	batch := []*types.Log{
		usdcLog,
		projectCreated(t, 11, 1, "a"), paid(t, 1, 1, 11, KindCreate, 0, 0),
		failed(t, 2, 1, customError("NameTaken()")),
		usdcLog,
		projectCreated(t, 12, 1, "b"), paid(t, 1, 2, 12, KindCreate, 0, 0),
		versionPushed(t, 5, 3, 3, "v3"), versionPushed(t, 5, 4, 3, "v4"), paid(t, 3, 1, 5, KindPush, 3, 2),
		failed(t, 2, 2, errorString(t, usdcUsed)),
	}
	all := []summary{
		{Landed: true, Project: "11", Name: "a"},
		{Landed: true, Project: "12", Name: "b"},
		{Reason: "NameTaken()"},
		{Landed: true, Project: "5", Tags: []string{"3:v3", "4:v4"}},
		{Reason: usdcUsed},
	}
	without := func(skip int) []*types.Log {
		var out []*types.Log
		for i, l := range batch {
			if i != skip {
				out = append(out, l)
			}
		}
		return out
	}
	replace := func(i int, l *types.Log) []*types.Log {
		out := append([]*types.Log(nil), batch...)
		out[i] = l
		return out
	}
	moved := func(l *types.Log, to common.Address) *types.Log { c := *l; c.Address = to; return &c }
	for _, tc := range []struct {
		name     string
		logs     []*types.Log
		reverted bool
		keys     []Key
		want     []summary
		wantErr  error
	}{
		{name: "every item by its key", logs: batch, keys: []Key{key(1, 1), key(1, 2), key(2, 1), key(3, 1), key(2, 2)}, want: all},
		{name: "keys in any order", logs: batch, keys: []Key{key(2, 2), key(1, 2), key(1, 1)}, want: []summary{all[4], all[1], all[0]}},
		{name: "one payer's second payment alone", logs: batch, keys: []Key{key(1, 2)}, want: []summary{all[1]}},
		{name: "no keys", logs: batch, keys: nil, want: nil},
		{name: "a key not in the receipt", logs: batch, keys: []Key{key(1, 1), key(4, 1)}, wantErr: &MatchError{}},
		{name: "a payer's other nonce is not its key", logs: batch, keys: []Key{key(1, 3)}, wantErr: &MatchError{}},
		{name: "landed create without its ProjectCreated", logs: without(1), keys: []Key{key(1, 1)}, wantErr: &MatchError{}},
		{name: "ProjectCreated owned by another payer", logs: replace(1, projectCreated(t, 11, 2, "a")), keys: []Key{key(1, 1)}, wantErr: &MatchError{}},
		{name: "push missing one version", logs: without(8), keys: []Key{key(3, 1)}, wantErr: &MatchError{}},
		{name: "push version by another pusher", logs: replace(7, versionPushed(t, 5, 3, 1, "v3")), keys: []Key{key(3, 1)}, wantErr: &MatchError{}},
		{name: "another payer's push events do not count", logs: batch, keys: []Key{key(3, 1)}, want: []summary{all[3]}},
		{name: "two events for one key", logs: append(append([]*types.Log(nil), batch...), failed(t, 1, 1, customError("NameTaken()"))), keys: []Key{key(1, 1)}, wantErr: &MatchError{}},
		{name: "treasury events of another address are ignored", logs: replace(2, moved(batch[2], at.Registry)), keys: []Key{key(1, 1)}, wantErr: &MatchError{}},
		{name: "registry events of another address are ignored", logs: replace(1, moved(batch[1], at.Treasury)), keys: []Key{key(1, 1)}, wantErr: &MatchError{}},
		{name: "whole batch reverted", logs: nil, reverted: true, keys: []Key{key(1, 1)}, wantErr: ErrReverted},
	} {
		t.Run(tc.name, func(t *testing.T) {
			status := types.ReceiptStatusSuccessful
			if tc.reverted {
				status = types.ReceiptStatusFailed
			}
			rcpt := &types.Receipt{Status: status, Logs: tc.logs, TxHash: common.HexToHash("0xba7c")}
			got, err := Match(rcpt, at, tc.keys, chain.NewRevertDecoder())
			var me *MatchError
			switch {
			case tc.wantErr == nil && err != nil:
				t.Fatalf("Match: %v", err)
			case errors.Is(tc.wantErr, ErrReverted):
				if !errors.Is(err, ErrReverted) {
					t.Fatalf("Match = %v, want ErrReverted", err)
				}
				return
			case tc.wantErr != nil:
				if !errors.As(err, &me) {
					t.Fatalf("Match = %v (outcomes %+v), want a *MatchError", err, summarize(got))
				}
				if got != nil {
					t.Fatalf("Match returned outcomes with its error: %+v", summarize(got))
				}
				return
			}
			if diff := cmp.Diff(tc.want, summarize(got)); diff != "" {
				t.Fatalf("outcomes (-want +got):\n%s", diff)
			}
			for i, o := range got {
				if o.Key != tc.keys[i] {
					t.Fatalf("outcome %d is for %s, want %s", i, o.Key, tc.keys[i])
				}
			}
		})
	}
}

func TestMatchRevertReasons(t *testing.T) {
	for _, tc := range []struct {
		name string
		data []byte
		want string
	}{
		{"custom error", customError("NameTaken()"), "NameTaken()"},
		{"Error(string)", errorString(t, "ERC20: transfer amount exceeds balance"), "ERC20: transfer amount exceeds balance"},
		{"unknown selector", []byte{0xde, 0xad, 0xbe, 0xef}, "0xdeadbeef"},
		{"empty", nil, "execution reverted"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rcpt := &types.Receipt{Status: types.ReceiptStatusSuccessful, Logs: []*types.Log{failed(t, 1, 1, tc.data)}}
			got, err := Match(rcpt, at, []Key{key(1, 1)}, chain.NewRevertDecoder())
			if err != nil {
				t.Fatal(err)
			}
			if got[0].Landed || got[0].Reason != tc.want || string(got[0].RevertData) != string(tc.data) {
				t.Fatalf("outcome %+v, want failed with %q", got[0], tc.want)
			}
		})
	}
}
