package e2e

import (
	"crypto/ecdsa"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/inkd/inkd/api"
	"github.com/inkd/inkd/chain/bindings/channelwrites"
	"github.com/inkd/inkd/chain/channel"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/internal/testutil"
)

// voucherSigner pays by voucher on one channel of key, building the
// PAYMENT-SIGNATURE itself (the Go side of the scheme), against a
// deployment on chain 8453.
type voucherSigner struct {
	key *ecdsa.PrivateKey
	cfg channel.Config
	id  common.Hash
	req payment.Requirement
}

func newVoucherSigner(s *stack, key *ecdsa.PrivateKey) *voucherSigner {
	a := addr(key)
	d := s.Deployment
	usdc := payment.Domain{Name: "USD Coin", Version: "2", ChainID: big.NewInt(8453), VerifyingContract: d.USDC}
	cfg := channel.Config{Payer: a, PayerAuthorizer: a, Receiver: d.Treasury, ReceiverAuthorizer: d.ChannelWrites, Token: d.USDC,
		WithdrawDelay: api.DefaultChannelWithdrawDelay, Salt: common.HexToHash("0x51")}
	return &voucherSigner{key: key, cfg: cfg, id: channel.ChannelID(cfg, usdc.ChainID),
		req: payment.Requirement{PayTo: d.Treasury, Asset: usdc, Resource: s.APIURL + "/v1/projects", MimeType: "application/json",
			Channel: &payment.ChannelTerms{ReceiverAuthorizer: d.ChannelWrites, WithdrawDelay: api.DefaultChannelWithdrawDelay}}}
}

// header is the PAYMENT-SIGNATURE of the voucher of ceiling, with a
// deposit of deposit when it is not nil.
func (v *voucherSigner) header(t *testing.T, ceiling, deposit *big.Int) string {
	t.Helper()
	h, err := v.sign(ceiling, deposit)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// sign is header without a test.
func (v *voucherSigner) sign(ceiling, deposit *big.Int) (string, error) {
	sig, err := channel.Sign(channel.CanonicalDomain(v.req.Asset.ChainID).VoucherDigest(v.id, ceiling), v.key)
	if err != nil {
		return "", err
	}
	p := payment.VoucherPayment{Type: payment.VoucherTypeVoucher, Config: v.cfg,
		Voucher: channel.Voucher{ChannelID: v.id, MaxClaimableAmount: ceiling, Signature: sig}}
	if deposit != nil {
		dep := channel.Deposit{Amount: deposit, ValidAfter: new(big.Int), ValidBefore: big.NewInt(time.Now().Add(time.Hour).Unix()),
			Salt: new(big.Int).SetBytes(crypto.Keccak256(v.id.Bytes(), ceiling.Bytes()))}
		if dep.Signature, err = channel.Sign(channel.ReceiveAuthorizationDigest(v.req.Asset.Separator(), v.cfg, v.id, dep), v.key); err != nil {
			return "", err
		}
		p.Type, p.Deposit = payment.VoucherTypeDeposit, &dep
	}
	req := v.req
	req.Amount = ceiling
	return payment.EncodeVoucherHeader(req, p)
}

// post sends body to url with the PAYMENT-SIGNATURE header (none when
// empty) and returns the status and body.
func post(t *testing.T, url, body, header string) (int, []byte) {
	t.Helper()
	status, b, err := benchSend(t.Context(), http.DefaultClient, url, body, header)
	if err != nil {
		t.Fatal(err)
	}
	return status, b
}

// quotedFee is the fee the 402 of body at url asks.
func quotedFee(t *testing.T, url, body string) *big.Int {
	t.Helper()
	status, b := post(t, url, body, "")
	var terms struct {
		Amount string `json:"amount"`
	}
	if status != http.StatusPaymentRequired || json.Unmarshal(b, &terms) != nil {
		t.Fatalf("402 expected for %s: %d %s", url, status, b)
	}
	fee, ok := new(big.Int).SetString(terms.Amount, 10)
	if !ok {
		t.Fatalf("fee %q", terms.Amount)
	}
	return fee
}

// Two API processes on one Redis, each handed the same voucher at the same
// moment for a different write: the channel book accepts it once, so
// exactly one of the two writes is made and charged; the other is refused
// (the voucher was used for another request, or no longer follows the
// channel's ceiling). Five rounds, each a race; then InkdChannelWrites
// counts exactly the create and the five pushes that won.
func TestVoucherAcceptedOnceAcrossTwoAPIProcesses(t *testing.T) {
	r := newCmdRig(t)
	other := freeAddr(t)
	env := append(r.env, "REDIS_URL="+r.redis, "INKD_CHANNEL_PAYMENTS=on")
	serveA := startInkd(t, env, "serve")
	serveB := startInkd(t, append(env, "INKD_LISTEN="+other), "serve")
	worker := startInkd(t, env, "worker")
	for _, p := range []*proc{serveA, serveB} {
		p.ready(t, p.stderr, "api listening")
	}
	worker.ready(t, worker.stderr, "worker running")
	apiA, apiB := "http://"+r.listen, "http://"+other

	key := r.s.newPayers(t, 1, big.NewInt(10_000_000))[0]
	v := newVoucherSigner(r.s, key)
	create := `{"name":"raced-by-voucher"}`
	ceiling := quotedFee(t, apiA+"/v1/projects", create)
	status, b := post(t, apiA+"/v1/projects", create, v.header(t, ceiling, big.NewInt(5_000_000)))
	var created struct {
		ProjectID string `json:"projectId"`
	}
	if status != http.StatusCreated || json.Unmarshal(b, &created) != nil {
		t.Fatalf("create paid by voucher: %d %s", status, b)
	}
	versions := apiA + "/v1/projects/" + created.ProjectID + "/versions"
	for round := range 5 {
		bodies := [2]string{
			fmt.Sprintf(`{"storageHash":%q,"versionTag":"a%d"}`, storageHash(2, round, 0), round),
			fmt.Sprintf(`{"storageHash":%q,"versionTag":"b%d"}`, storageHash(2, round, 1), round),
		}
		ceiling = new(big.Int).Add(ceiling, quotedFee(t, versions, bodies[0]))
		h := v.header(t, ceiling, nil)
		type answer struct {
			status int
			body   []byte
		}
		answers := make(chan answer, 2)
		for i, base := range []string{apiA, apiB} {
			go func() {
				st, b := post(t, base+"/v1/projects/"+created.ProjectID+"/versions", bodies[i], h)
				answers <- answer{st, b}
			}()
		}
		won := 0
		for range 2 {
			a := testutil.Recv(t, answers, "an API's answer")
			switch a.status {
			case http.StatusCreated:
				won++
			case http.StatusForbidden, http.StatusPaymentRequired:
			default:
				t.Fatalf("round %d: %d %s", round, a.status, a.body)
			}
		}
		if won != 1 {
			t.Fatalf("round %d: %d writes made with one voucher, want exactly 1", round, won)
		}
	}
	cw := channelwrites.NewInkdChannelWrites()
	out, err := r.s.eth.CallContract(t.Context(), ethereum.CallMsg{To: &r.s.Deployment.ChannelWrites, Data: cw.PackUsage(v.id)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	usage, err := cw.UnpackUsage(out)
	if err != nil {
		t.Fatal(err)
	}
	if usage.Used.Cmp(ceiling) != 0 {
		t.Errorf("InkdChannelWrites counts %s landed, want %s: the create and one push a round", usage.Used, ceiling)
	}
}
