package writes_test

import (
	"crypto/ecdsa"
	"fmt"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/bindings/registry"
	"github.com/inkd/inkd/chain/channel"
	"github.com/inkd/inkd/chain/channel/writes"
	"github.com/inkd/inkd/chain/deploy/deploytest"
	"github.com/inkd/inkd/chain/payment"
)

// fee is what each write costs in these tests (0.01 USDC).
var fee = big.NewInt(10_000)

func fees(n int64) *big.Int { return new(big.Int).Mul(fee, big.NewInt(n)) }

// chainEnv is the simulated development chain with the contracts deployed
// (InkdChannelWrites wired by chain/deploy) and the batch-settlement
// contracts at their canonical addresses (the genesis alloc).
type chainEnv struct {
	*deploytest.Env
	domain channel.Domain
	usdc   common.Hash // USDC's EIP-712 domain separator
}

func newChainEnv(t testing.TB) *chainEnv {
	t.Helper()
	env := deploytest.NewSimulated(t)
	return &chainEnv{
		Env:    env,
		domain: channel.CanonicalDomain(env.ChainID),
		usdc:   payment.Domain{Name: "USD Coin", Version: "2", ChainID: env.ChainID, VerifyingContract: env.Deployment.USDC}.Separator(),
	}
}

// payerChannel is one channel of a funded development account, whose
// vouchers a key of its own signs (as the reference client's
// payerAuthorizer), with the writes' keys it has used so far.
type payerChannel struct {
	env      *chainEnv
	payerKey *ecdsa.PrivateKey
	authKey  *ecdsa.PrivateKey
	cfg      channel.Config
	id       common.Hash
	ceiling  *big.Int // the last key handed out
}

// channelOf returns the channel of development account payer with salt.
func (e *chainEnv) channelOf(payer int, salt int64) *payerChannel {
	auth, err := crypto.ToECDSA(crypto.Keccak256([]byte(fmt.Sprintf("voucher key %d/%d", payer, salt))))
	if err != nil {
		panic(err)
	}
	d := e.Deployment
	cfg := channel.Config{
		Payer: e.Address(payer), PayerAuthorizer: crypto.PubkeyToAddress(auth.PublicKey),
		Receiver: d.Treasury, ReceiverAuthorizer: d.ChannelWrites, Token: d.USDC,
		WithdrawDelay: channel.MinWithdrawDelay, Salt: common.BigToHash(big.NewInt(salt)),
	}
	return &payerChannel{env: e, payerKey: e.Keys[payer], authKey: auth, cfg: cfg, id: e.domain.ChannelID(cfg), ceiling: new(big.Int)}
}

// next hands out the key of the channel's next write of fee.
func (c *payerChannel) next() *big.Int {
	c.ceiling = new(big.Int).Add(c.ceiling, fee)
	return c.ceiling
}

// voucher signs the channel's voucher of ceiling with key.
func (c *payerChannel) voucher(t testing.TB, ceiling *big.Int, key *ecdsa.PrivateKey) []byte {
	t.Helper()
	sig, err := channel.Sign(c.env.domain.VoucherDigest(c.id, ceiling), key)
	if err != nil {
		t.Fatal(err)
	}
	return sig
}

// deposit is the payer's signed ERC-3009 deposit of amount into the channel.
func (c *payerChannel) deposit(t testing.TB, amount *big.Int) *channel.Deposit {
	t.Helper()
	dep := &channel.Deposit{Amount: amount, ValidAfter: new(big.Int), ValidBefore: new(big.Int).SetUint64(c.env.HeadTime(t) + 3600),
		Salt: new(big.Int).SetBytes(crypto.Keccak256(c.id.Bytes(), amount.Bytes(), c.ceiling.Bytes()))}
	var err error
	if dep.Signature, err = channel.Sign(channel.ReceiveAuthorizationDigest(c.env.usdc, c.cfg, c.id, *dep), c.payerKey); err != nil {
		t.Fatal(err)
	}
	return dep
}

// item is a write of the channel paid by its own voucher.
func (c *payerChannel) item(t testing.TB, w writes.Write, dep *channel.Deposit) writes.Item {
	t.Helper()
	return writes.Item{Config: c.cfg, Signature: c.voucher(t, w.Key, c.authKey), Deposit: dep, Write: w}
}

func (c *payerChannel) key(w writes.Write) writes.Key {
	return writes.Key{Channel: c.id, Key: w.Key}
}

func must[T any](t testing.TB) func(T, error) T {
	return func(v T, err error) T {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
}

func project(name string) registry.InkdRegistryProjectInput {
	return registry.InkdRegistryProjectInput{Name: name, Description: "a project", IsPublic: true}
}

func version(tag string) registry.InkdRegistryVersionInput {
	return registry.InkdRegistryVersionInput{ArweaveHash: "ar-content-id-0000000000000000000000000000", VersionTag: tag, Changelog: "notes"}
}

// nextProjectID is the id the registry gives its next project.
func (e *chainEnv) nextProjectID(t testing.TB) *big.Int {
	t.Helper()
	reg := registry.NewInkdRegistry()
	out, err := e.Call(common.Address{}, e.Deployment.Registry, reg.PackProjectCount())
	if err != nil {
		t.Fatal(err)
	}
	n := must[*big.Int](t)(reg.UnpackProjectCount(out))
	return n.Add(n, big.NewInt(1))
}

// write sends groups to InkdChannelWrites from the settler and returns
// the receipt.
func (e *chainEnv) write(t testing.TB, groups []writes.Group) *types.Receipt {
	t.Helper()
	data := must[[]byte](t)(writes.Calldata(groups))
	rcpt, err := e.Transact(e.Settler, e.Deployment.ChannelWrites, data)
	if err != nil {
		t.Fatalf("writeByVouchers (%d bytes of calldata): %v (%s)", len(data), err, revertName(err))
	}
	if rcpt.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("writeByVouchers reverted, %d gas", rcpt.GasUsed)
	}
	return rcpt
}

func revertName(err error) string {
	name, _ := chain.RevertName(err)
	return name
}
