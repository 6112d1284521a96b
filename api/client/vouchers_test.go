package client

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"math/big"
	"net/http"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/internal/payclient"
	"github.com/inkd/inkd/internal/payclient/channeltest"
)

func voucherClient(t *testing.T, url string, key *ecdsa.PrivateKey, store Store, scheme string) *Client {
	t.Helper()
	c, err := New(Config{BaseURL: url, Key: key, Store: store, Scheme: scheme})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func pushN(t *testing.T, c *Client, from, n int) []*WriteResult {
	t.Helper()
	var out []*WriteResult
	for i := from; i < from+n; i++ {
		r, err := c.PushVersion(context.Background(), "1", wire.PushVersion{VersionTag: "v" + string(rune('a'+i))}, "")
		if err != nil {
			t.Fatalf("push %d: %v", i, err)
		}
		out = append(out, r)
	}
	return out
}

// Vouchers follow one another from one deposit (the offer's minDeposit,
// 10 fees); the channel is saved in the store, so a new client (a new
// process) on the same file continues it without a second deposit.
func TestVoucherSequenceOneDepositResumed(t *testing.T) {
	cs := channeltest.NewServer(t)
	key, _ := crypto.GenerateKey()
	path := filepath.Join(t.TempDir(), "state.json")
	fs, err := OpenFileStore(path)
	if err != nil {
		t.Fatal(err)
	}
	rs := pushN(t, voucherClient(t, cs.Srv.URL, key, fs, payclient.SchemeBatchSettlement), 0, 3)
	if rs[0].Voucher == nil || rs[0].Voucher.Deposit == nil || rs[0].Voucher.Deposit.Cmp(cs.Req.MinDeposit()) != 0 {
		t.Fatalf("first write's voucher %+v: want a deposit of minDeposit %s", rs[0].Voucher, cs.Req.MinDeposit())
	}
	if rs[1].Voucher.Deposit != nil || rs[1].Fee.Cmp(cs.Fee) != 0 {
		t.Errorf("second write: deposit %v fee %v, want none and the fee", rs[1].Voucher.Deposit, rs[1].Fee)
	}
	fs.Close()

	fs, err = OpenFileStore(path)
	if err != nil {
		t.Fatal(err)
	}
	defer fs.Close()
	pushN(t, voucherClient(t, cs.Srv.URL, key, fs, payclient.SchemeAuto), 3, 2)
	if cs.Deposits != 1 || cs.Exact != 0 || len(cs.Ceilings) != 5 || cs.Corrections != 0 {
		t.Fatalf("%d deposits, %d exact, %d vouchers, %d corrective 402s; want 1, 0, 5, 0", cs.Deposits, cs.Exact, len(cs.Ceilings), cs.Corrections)
	}
	for i, c := range cs.Ceilings {
		if want := new(big.Int).Mul(cs.Fee, big.NewInt(int64(i+1))); c.Cmp(want) != 0 {
			t.Errorf("voucher %d ceiling %s, want %s", i, c, want)
		}
	}
}

// A client that lost its state (another machine, same key) and whose
// voucher the server has not seen (the fee changed) gets the corrective
// 402, checks the server's voucherState against its own key, takes the
// charged amount and balance and pays with the next voucher, without a
// second deposit.
func TestVoucherCorrective402Recovers(t *testing.T) {
	cs := channeltest.NewServer(t)
	key, _ := crypto.GenerateKey()
	pushN(t, voucherClient(t, cs.Srv.URL, key, &MemoryStore{}, payclient.SchemeBatchSettlement), 0, 2)
	cs.Fee.SetInt64(150_000)
	r := pushN(t, voucherClient(t, cs.Srv.URL, key, &MemoryStore{}, payclient.SchemeBatchSettlement), 2, 1)[0]
	if cs.Deposits != 1 || cs.Corrections != 1 || !r.Corrected || len(cs.Ceilings) != 3 || cs.Ceil.Cmp(big.NewInt(350_000)) != 0 {
		t.Fatalf("%d deposits, %d corrective 402s (corrected %v), ceilings %v; want 1, 1 and 3 vouchers to 350000", cs.Deposits, cs.Corrections, r.Corrected, cs.Ceilings)
	}

	// A voucherState signed by another key is not taken: nothing is signed
	// from it and the write fails.
	other, _ := crypto.GenerateKey()
	cs.Sig, _ = payclientSign(other, cs)
	_, err := voucherClient(t, cs.Srv.URL, key, &MemoryStore{}, payclient.SchemeBatchSettlement).
		PushVersion(context.Background(), "1", wire.PushVersion{VersionTag: "x"}, "")
	if err == nil || !strings.Contains(err.Error(), "not signed by") {
		t.Fatalf("forged voucher state: %v, want a refusal naming the signer", err)
	}
	if len(cs.Ceilings) != 3 {
		t.Errorf("a voucher was taken after a forged state: %v", cs.Ceilings)
	}
}

// A voucher refused before the server took it (a 4xx) gives its ceiling
// back: the next write's voucher is signed at the same ceiling, never
// one above a gap the server would refuse.
func TestVoucherRefusedGivesCeilingBack(t *testing.T) {
	cs := channeltest.NewServer(t)
	key, _ := crypto.GenerateKey()
	c := voucherClient(t, cs.Srv.URL, key, &MemoryStore{}, payclient.SchemeAuto)
	pushN(t, c, 0, 1)
	cs.Refuse = http.StatusBadRequest
	if _, err := c.PushVersion(context.Background(), "1", wire.PushVersion{VersionTag: "refused"}, ""); err == nil {
		t.Fatal("refused write succeeded")
	}
	pushN(t, c, 1, 1)
	if len(cs.Ceilings) != 2 || cs.Ceilings[1].Cmp(big.NewInt(200_000)) != 0 {
		t.Errorf("ceilings %v, want 100000 then 200000", cs.Ceilings)
	}
}

// Under batch-settlement a multi-push is paid by one voucher for its one
// fee, as any write is; nothing is paid with exact.
func TestMultiPushPaidByVoucher(t *testing.T) {
	cs := channeltest.NewServer(t)
	key, _ := crypto.GenerateKey()
	c := voucherClient(t, cs.Srv.URL, key, &MemoryStore{}, payclient.SchemeBatchSettlement)
	res, err := c.PushVersions(context.Background(), "1", wire.PushVersions{Versions: []wire.PushVersion{{VersionTag: "a"}, {VersionTag: "b"}}}, "")
	if err != nil {
		t.Fatal(err)
	}
	if cs.Exact != 0 || len(cs.Ceilings) != 1 || res.Voucher == nil || res.MultiPush == nil || res.Voucher.Ceiling.Cmp(cs.Ceilings[0]) != 0 {
		t.Errorf("%d exact payments, vouchers %v, result %+v; want one voucher paying the multi-push", cs.Exact, cs.Ceilings, res)
	}
}

// A multi-push's deposit cap is 5 fees of the multi-push, MaxFee per
// version: a first multi-push whose fee is above 5 × MaxFee still opens
// the channel.
func TestMultiPushDepositCappedPerVersion(t *testing.T) {
	cs := channeltest.NewServer(t)
	key, _ := crypto.GenerateKey()
	c := voucherClient(t, cs.Srv.URL, key, &MemoryStore{}, payclient.SchemeBatchSettlement)
	c.cfg.MaxFee = new(big.Int).Div(cs.Fee, big.NewInt(10))
	vs := make([]wire.PushVersion, 10)
	for i := range vs {
		vs[i].VersionTag = "v" + string(rune('a'+i))
	}
	res, err := c.PushVersions(context.Background(), "1", wire.PushVersions{Versions: vs}, "")
	if err != nil {
		t.Fatal(err)
	}
	if res.Voucher == nil || res.Voucher.Deposit == nil || res.Voucher.Deposit.Cmp(new(big.Int).Mul(cs.Fee, big.NewInt(5))) > 0 || cs.Deposits != 1 {
		t.Errorf("voucher %+v, %d deposits; want one deposit of at most 5 multi-push fees", res.Voucher, cs.Deposits)
	}
}

// payclientSign signs the server's current ceiling with key.
func payclientSign(key *ecdsa.PrivateKey, cs *channeltest.Server) ([]byte, error) {
	pc := payclient.New(key, payclient.V2)
	req, _ := payclient.ParseRequired(cs.Req.HeaderV2())
	o, _ := req.ChannelOffer()
	ch := payclient.NewChannel(pc.ChannelConfig(o), cs.Req.Asset.ChainID)
	ch.Ceiling = new(big.Int).Sub(cs.Ceil, cs.Fee)
	ch.Balance = new(big.Int).Set(cs.Bal)
	if _, err := pc.SignVoucher(ch, o, payclient.DepositPolicy{}); err != nil {
		return nil, err
	}
	return ch.Signature, nil
}

// The server's channel below a voucher the client signed (its answer was
// lost, the server never took it): the client never signs below it.
func TestNeverSignsBelowSignedCeiling(t *testing.T) {
	cs := channeltest.NewServer(t)
	key, _ := crypto.GenerateKey()
	store := &MemoryStore{}
	c := voucherClient(t, cs.Srv.URL, key, store, payclient.SchemeBatchSettlement)
	pushN(t, c, 0, 2)
	// Roll the server back one voucher, as if the last had never arrived.
	cs.Ceil, cs.Sig = cs.Ceilings[0], nil
	cs.Sig, _ = payclientSign(key, cs)
	_, err := c.PushVersion(context.Background(), "1", wire.PushVersion{VersionTag: "z"}, "")
	if !errors.Is(err, payclient.ErrBehindSigned) {
		t.Fatalf("server behind the client: %v, want ErrBehindSigned", err)
	}
	if len(cs.Ceilings) != 2 {
		t.Errorf("a voucher below the signed ceiling was taken: %v", cs.Ceilings)
	}
}

// Two processes paying from one key's channel with states of their own:
// the second's voucher at a ceiling the first used is refused (403), never
// answered with the first's write; the second steps one fee up (a voucher
// the server holds already) and pays at the ceiling after the first's.
func TestVoucherUsedByAnotherWrite(t *testing.T) {
	cs := channeltest.NewServer(t)
	key, _ := crypto.GenerateKey()
	pushN(t, voucherClient(t, cs.Srv.URL, key, &MemoryStore{}, payclient.SchemeBatchSettlement), 0, 2)
	b := voucherClient(t, cs.Srv.URL, key, &MemoryStore{}, payclient.SchemeBatchSettlement)
	got := pushN(t, b, 2, 1)[0]
	if cs.Reused != 2 || got.Voucher.Ceiling.Cmp(big.NewInt(300_000)) != 0 || len(cs.Ceilings) != 3 {
		t.Errorf("%d refused as used, voucher %s, ceilings %v; want 2 refusals, then 300000", cs.Reused, got.Voucher.Ceiling, cs.Ceilings)
	}
}
