package client

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"errors"
	"math/big"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/internal/payclient"
)

// channelServer plays the API's side of batch-settlement for one channel
// per payer: it takes a voucher exactly at its ceiling plus the fee, a
// deposit raising the balance, and answers as docs/api.md item 9 says.
type channelServer struct {
	t    *testing.T
	mu   sync.Mutex
	req  payment.Requirement
	srv  *httptest.Server
	fee  *big.Int
	ceil *big.Int
	sig  []byte
	bal  *big.Int
	// deposits counts the deposits taken; paid the writes paid, by voucher
	// or exact; ceilings the vouchers taken, in order.
	deposits, exact, corrections int
	ceilings                     []*big.Int
	// refuse answers the next voucher with this 4xx before taking it.
	refuse int
}

func newChannelServer(t *testing.T) *channelServer {
	cs := &channelServer{t: t, fee: big.NewInt(100_000), ceil: new(big.Int), bal: new(big.Int)}
	cs.srv = httptest.NewServer(cs)
	t.Cleanup(cs.srv.Close)
	cs.req = payment.Requirement{
		Amount: cs.fee, PayTo: common.HexToAddress("0x7e45"), MimeType: "application/json",
		Asset:    payment.Domain{Name: "USD Coin", Version: "2", ChainID: big.NewInt(84532), VerifyingContract: common.HexToAddress("0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913")},
		Resource: cs.srv.URL + "/v1/projects",
		Channel:  &payment.ChannelTerms{ReceiverAuthorizer: common.HexToAddress("0xa11"), WithdrawDelay: 900},
	}
	return cs
}

func (cs *channelServer) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	cs.mu.Lock()
	defer cs.mu.Unlock()
	h := r.Header.Get(payment.HeaderPaymentV2)
	if h == "" {
		w.Header().Set(payment.HeaderRequiredV2, cs.req.HeaderV2())
		w.WriteHeader(http.StatusPaymentRequired)
		_ = json.NewEncoder(w).Encode(cs.req.Body(nil))
		return
	}
	p, err := payment.ParseHeader(h)
	if err != nil {
		http.Error(w, `{"error":"payment_invalid"}`, http.StatusForbidden)
		return
	}
	if p.Voucher == nil {
		cs.exact++
		w.WriteHeader(http.StatusCreated)
		_, _ = w.Write([]byte(`{"txHash":"0x01","versionIndex":"0","projectId":"1"}`))
		return
	}
	if cs.refuse != 0 {
		w.WriteHeader(cs.refuse)
		_, _ = w.Write([]byte(`{"error":"tag_taken","message":"taken"}`))
		cs.refuse = 0
		return
	}
	v := p.Voucher
	state := func() payment.ChannelState {
		return payment.ChannelState{ChannelID: v.Voucher.ChannelID, Balance: cs.bal, TotalClaimed: new(big.Int), RefundNonce: new(big.Int), ChargedCumulativeAmount: cs.ceil}
	}
	if want := new(big.Int).Add(cs.ceil, cs.fee); v.Voucher.MaxClaimableAmount.Cmp(want) != 0 {
		cs.corrections++
		w.Header().Set(payment.HeaderRequiredV2, cs.req.CorrectiveHeaderV2(state(), cs.sig))
		w.WriteHeader(http.StatusPaymentRequired)
		_, _ = w.Write([]byte(`{"error":"payment_required"}`))
		return
	}
	bal := cs.bal
	if v.Deposit != nil {
		bal = new(big.Int).Add(bal, v.Deposit.Amount)
	}
	if v.Voucher.MaxClaimableAmount.Cmp(bal) > 0 {
		w.Header().Set(payment.HeaderRequiredV2, cs.req.RefusalHeaderV2(payment.ErrChannelExceedsBalance))
		w.WriteHeader(http.StatusPaymentRequired)
		return
	}
	if v.Deposit != nil {
		cs.deposits++
	}
	cs.bal, cs.ceil, cs.sig = bal, v.Voucher.MaxClaimableAmount, v.Voucher.Signature
	cs.ceilings = append(cs.ceilings, cs.ceil)
	w.Header().Set(payment.HeaderResponseV2, payment.VoucherSettlementHeader(v.Payer(), "eip155:84532", cs.fee, state()))
	w.WriteHeader(http.StatusCreated)
	_, _ = w.Write([]byte(`{"txHash":"0x01","versionIndex":"0","projectId":"1"}`))
}

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
	cs := newChannelServer(t)
	key, _ := crypto.GenerateKey()
	path := filepath.Join(t.TempDir(), "state.json")
	fs, err := OpenFileStore(path)
	if err != nil {
		t.Fatal(err)
	}
	rs := pushN(t, voucherClient(t, cs.srv.URL, key, fs, payclient.SchemeBatchSettlement), 0, 3)
	if rs[0].Voucher == nil || rs[0].Voucher.Deposit == nil || rs[0].Voucher.Deposit.Cmp(cs.req.MinDeposit()) != 0 {
		t.Fatalf("first write's voucher %+v: want a deposit of minDeposit %s", rs[0].Voucher, cs.req.MinDeposit())
	}
	if rs[1].Voucher.Deposit != nil || rs[1].Fee.Cmp(cs.fee) != 0 {
		t.Errorf("second write: deposit %v fee %v, want none and the fee", rs[1].Voucher.Deposit, rs[1].Fee)
	}
	fs.Close()

	fs, err = OpenFileStore(path)
	if err != nil {
		t.Fatal(err)
	}
	defer fs.Close()
	pushN(t, voucherClient(t, cs.srv.URL, key, fs, payclient.SchemeAuto), 3, 2)
	if cs.deposits != 1 || cs.exact != 0 || len(cs.ceilings) != 5 || cs.corrections != 0 {
		t.Fatalf("%d deposits, %d exact, %d vouchers, %d corrective 402s; want 1, 0, 5, 0", cs.deposits, cs.exact, len(cs.ceilings), cs.corrections)
	}
	for i, c := range cs.ceilings {
		if want := new(big.Int).Mul(cs.fee, big.NewInt(int64(i+1))); c.Cmp(want) != 0 {
			t.Errorf("voucher %d ceiling %s, want %s", i, c, want)
		}
	}
}

// A client that lost its state (another machine, same key) gets the
// corrective 402, checks the server's voucherState against its own key,
// takes the charged amount and pays with the next voucher, without a
// second deposit.
func TestVoucherCorrective402Recovers(t *testing.T) {
	cs := newChannelServer(t)
	key, _ := crypto.GenerateKey()
	pushN(t, voucherClient(t, cs.srv.URL, key, &MemoryStore{}, payclient.SchemeBatchSettlement), 0, 2)
	pushN(t, voucherClient(t, cs.srv.URL, key, &MemoryStore{}, payclient.SchemeBatchSettlement), 2, 1)
	if cs.deposits != 1 || len(cs.ceilings) != 3 || cs.ceil.Cmp(big.NewInt(300_000)) != 0 {
		t.Fatalf("%d deposits, ceilings %v; want 1 deposit and 3 vouchers to 300000", cs.deposits, cs.ceilings)
	}

	// A voucherState signed by another key is not taken: nothing is signed
	// from it and the write fails.
	other, _ := crypto.GenerateKey()
	cs.sig, _ = payclientSign(other, cs)
	_, err := voucherClient(t, cs.srv.URL, key, &MemoryStore{}, payclient.SchemeBatchSettlement).
		PushVersion(context.Background(), "1", wire.PushVersion{VersionTag: "x"}, "")
	if err == nil || !strings.Contains(err.Error(), "not signed by") {
		t.Fatalf("forged voucher state: %v, want a refusal naming the signer", err)
	}
	if len(cs.ceilings) != 3 {
		t.Errorf("a voucher was taken after a forged state: %v", cs.ceilings)
	}
}

// A voucher refused before the server took it (a 4xx) gives its ceiling
// back: the next write's voucher is signed at the same ceiling, never
// one above a gap the server would refuse.
func TestVoucherRefusedGivesCeilingBack(t *testing.T) {
	cs := newChannelServer(t)
	key, _ := crypto.GenerateKey()
	c := voucherClient(t, cs.srv.URL, key, &MemoryStore{}, payclient.SchemeAuto)
	pushN(t, c, 0, 1)
	cs.refuse = http.StatusBadRequest
	if _, err := c.PushVersion(context.Background(), "1", wire.PushVersion{VersionTag: "refused"}, ""); err == nil {
		t.Fatal("refused write succeeded")
	}
	pushN(t, c, 1, 1)
	if len(cs.ceilings) != 2 || cs.ceilings[1].Cmp(big.NewInt(200_000)) != 0 {
		t.Errorf("ceilings %v, want 100000 then 200000", cs.ceilings)
	}
}

// A multi-push is paid with exact even under batch-settlement.
func TestMultiPushPaidWithExact(t *testing.T) {
	cs := newChannelServer(t)
	key, _ := crypto.GenerateKey()
	c := voucherClient(t, cs.srv.URL, key, &MemoryStore{}, payclient.SchemeBatchSettlement)
	_, _ = c.PushVersions(context.Background(), "1", wire.PushVersions{Versions: []wire.PushVersion{{VersionTag: "a"}, {VersionTag: "b"}}}, "")
	if cs.exact != 1 || len(cs.ceilings) != 0 {
		t.Errorf("%d exact payments, %d vouchers; want 1 and 0", cs.exact, len(cs.ceilings))
	}
}

// payclientSign signs the server's current ceiling with key.
func payclientSign(key *ecdsa.PrivateKey, cs *channelServer) ([]byte, error) {
	pc := payclient.New(key, payclient.V2)
	req, _ := payclient.ParseRequired(cs.req.HeaderV2())
	o, _ := req.ChannelOffer()
	ch := payclient.NewChannel(pc.ChannelConfig(o), cs.req.Asset.ChainID)
	ch.Ceiling = new(big.Int).Sub(cs.ceil, cs.fee)
	ch.Balance = new(big.Int).Set(cs.bal)
	if _, err := pc.SignVoucher(ch, o, nil); err != nil {
		return nil, err
	}
	return ch.Signature, nil
}

// The server's channel below a voucher the client signed (its answer was
// lost, the server never took it): the client never signs below it.
func TestNeverSignsBelowSignedCeiling(t *testing.T) {
	cs := newChannelServer(t)
	key, _ := crypto.GenerateKey()
	store := &MemoryStore{}
	c := voucherClient(t, cs.srv.URL, key, store, payclient.SchemeBatchSettlement)
	pushN(t, c, 0, 2)
	// Roll the server back one voucher, as if the last had never arrived.
	cs.ceil, cs.sig = cs.ceilings[0], nil
	cs.sig, _ = payclientSign(key, cs)
	_, err := c.PushVersion(context.Background(), "1", wire.PushVersion{VersionTag: "z"}, "")
	if !errors.Is(err, payclient.ErrBehindSigned) {
		t.Fatalf("server behind the client: %v, want ErrBehindSigned", err)
	}
	if len(cs.ceilings) != 2 {
		t.Errorf("a voucher below the signed ceiling was taken: %v", cs.ceilings)
	}
}
