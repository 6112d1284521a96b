package paidtest

import (
	"context"
	"crypto/ecdsa"
	"encoding/hex"
	"fmt"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/hibiken/asynq"

	"github.com/inkd/inkd/chain/bindings/channelwrites"
	"github.com/inkd/inkd/chain/channel"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/jobs"
)

// Channel is a batch-settlement channel of development account i, paying
// inkd's treasury through InkdChannelWrites, whose vouchers a key of its
// own signs (the reference client's payerAuthorizer). It hands out the
// vouchers of consecutive writes of Fee each, as the API accepts them.
type Channel struct {
	env     *Env
	payer   *ecdsa.PrivateKey
	auth    *ecdsa.PrivateKey
	Config  channel.Config
	ID      common.Hash
	ceiling *big.Int
}

// ChannelOf is account i's channel with salt.
func (e *Env) ChannelOf(tb testing.TB, i int, salt int64) *Channel {
	tb.Helper()
	auth, err := crypto.ToECDSA(crypto.Keccak256([]byte(fmt.Sprintf("voucher key %d/%d", i, salt))))
	if err != nil {
		tb.Fatal(err)
	}
	d := e.Dev.Deployment
	if d.ChannelWrites == (common.Address{}) {
		tb.Fatal("the deployment has no InkdChannelWrites")
	}
	cfg := channel.Config{
		Payer: PayerOf(i), PayerAuthorizer: AddrOf(auth), Receiver: d.Treasury, ReceiverAuthorizer: d.ChannelWrites,
		Token: d.USDC, WithdrawDelay: channel.MinWithdrawDelay, Salt: common.BigToHash(big.NewInt(salt)),
	}
	return &Channel{env: e, payer: devkeys.Key(i), auth: auth, Config: cfg, ID: e.channelDomain().ChannelID(cfg), ceiling: new(big.Int)}
}

func (e *Env) channelDomain() channel.Domain { return channel.CanonicalDomain(big.NewInt(8453)) }

// Next is the voucher of the channel's next write of fee, as a job
// carries it, with a deposit of deposit when it is not zero.
func (c *Channel) Next(tb testing.TB, fee, deposit int64) *jobs.Voucher {
	tb.Helper()
	c.ceiling = new(big.Int).Add(c.ceiling, big.NewInt(fee))
	return c.At(tb, c.ceiling, fee, deposit)
}

// At is the voucher of ceiling paying a write of fee, with a deposit of
// deposit when it is not zero.
func (c *Channel) At(tb testing.TB, ceiling *big.Int, fee, deposit int64) *jobs.Voucher {
	tb.Helper()
	sig, err := channel.Sign(c.env.channelDomain().VoucherDigest(c.ID, ceiling), c.auth)
	if err != nil {
		tb.Fatal(err)
	}
	cfg := c.Config
	v := &jobs.Voucher{
		Channel: jobs.ChannelConfig{Payer: cfg.Payer.Hex(), PayerAuthorizer: cfg.PayerAuthorizer.Hex(), Receiver: cfg.Receiver.Hex(),
			ReceiverAuthorizer: cfg.ReceiverAuthorizer.Hex(), Token: cfg.Token.Hex(), WithdrawDelay: cfg.WithdrawDelay, Salt: cfg.Salt.Hex()},
		ChannelID: c.ID.Hex(), Ceiling: ceiling.String(), Signature: "0x" + hex.EncodeToString(sig), Fee: big.NewInt(fee).String(),
	}
	if deposit != 0 {
		v.Deposit = c.deposit(tb, big.NewInt(deposit), ceiling)
	}
	return v
}

// deposit is the payer's signed ERC-3009 deposit of amount into the
// channel, its salt derived from the ceiling it comes with.
func (c *Channel) deposit(tb testing.TB, amount, ceiling *big.Int) *jobs.ChannelDeposit {
	tb.Helper()
	d := c.env.Dev.Deployment
	usdc := payment.Domain{Name: "USD Coin", Version: "2", ChainID: big.NewInt(8453), VerifyingContract: d.USDC}.Separator()
	dep := channel.Deposit{Amount: amount, ValidAfter: new(big.Int), ValidBefore: big.NewInt(time.Now().Add(time.Hour).Unix()),
		Salt: new(big.Int).SetBytes(crypto.Keccak256(c.ID.Bytes(), ceiling.Bytes()))}
	sig, err := channel.Sign(channel.ReceiveAuthorizationDigest(usdc, c.Config, c.ID, dep), c.payer)
	if err != nil {
		tb.Fatal(err)
	}
	return &jobs.ChannelDeposit{Amount: amount.String(), ValidAfter: "0", ValidBefore: dep.ValidBefore.String(),
		Salt: dep.Salt.String(), Signature: "0x" + hex.EncodeToString(sig)}
}

// Latest is the channel's highest voucher handed out: its ceiling and
// signature.
func (c *Channel) Latest(tb testing.TB) (*big.Int, []byte) {
	tb.Helper()
	sig, err := channel.Sign(c.env.channelDomain().VoucherDigest(c.ID, c.ceiling), c.auth)
	if err != nil {
		tb.Fatal(err)
	}
	return new(big.Int).Set(c.ceiling), sig
}

// Usage is what InkdChannelWrites counts for the channel: the fees of the
// writes that landed and the highest ceiling used.
func (c *Channel) Usage(tb testing.TB) (landed, ceiling *big.Int) {
	tb.Helper()
	cw := channelwrites.NewInkdChannelWrites()
	out, err := c.env.Eth.CallContract(context.Background(), ethereum.CallMsg{To: &c.env.Dev.Deployment.ChannelWrites, Data: cw.PackUsage(c.ID)}, nil)
	if err != nil {
		tb.Fatal(err)
	}
	u, err := cw.UnpackUsage(out)
	if err != nil {
		tb.Fatal(err)
	}
	return u.Used, u.Ceiling
}

// VoucherCreateTask is a create of name paid by v.
func VoucherCreateTask(tb testing.TB, v *jobs.Voucher, name string) *asynq.Task {
	tb.Helper()
	task, _, err := jobs.NewCreateProjectTask(jobs.CreateProject{Voucher: v, StorageCost: "0", Name: name, License: "MIT", IsPublic: true})
	if err != nil {
		tb.Fatal(err)
	}
	return task
}

// VoucherPushTask is a push of tag to project id, named name, paid by v.
func VoucherPushTask(tb testing.TB, v *jobs.Voucher, id, name, tag string) *asynq.Task {
	tb.Helper()
	task, _, err := jobs.NewPushVersionTask(jobs.PushVersion{Voucher: v, StorageCost: "0", ProjectID: id, ProjectName: name,
		StorageHash: "ar://" + (tag + strings.Repeat("0", 43))[:43], VersionTag: tag, Changelog: "notes"})
	if err != nil {
		tb.Fatal(err)
	}
	return task
}

// VoucherPushesTask is a multi-push of tags to project id, named name,
// paid by v: one version per tag, in order.
func VoucherPushesTask(tb testing.TB, v *jobs.Voucher, id, name string, tags ...string) *asynq.Task {
	tb.Helper()
	vs := make([]jobs.VersionInput, len(tags))
	for i, tag := range tags {
		vs[i] = jobs.VersionInput{StorageHash: "ar://" + (tag + strings.Repeat("0", 43))[:43], VersionTag: tag, Changelog: "notes"}
	}
	task, _, err := jobs.NewPushVersionsTask(jobs.PushVersions{Voucher: v, StorageCost: "0", ProjectID: id, ProjectName: name, Versions: vs})
	if err != nil {
		tb.Fatal(err)
	}
	return task
}
