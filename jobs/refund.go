package jobs

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/hibiken/asynq"

	"github.com/inkd/inkd/chain/channel"
)

// TypeRefund returns the unused part of a batch-settlement channel to its
// payer (the scheme's cooperative refund): the channel's landed fees are
// claimed first, then InkdChannelWrites.refund sends the amount back.
const TypeRefund = "channel:refund"

// RefundPrefix starts the id of every refund's job (RefundJobID).
const RefundPrefix = "refund_"

// Refund is the payload of TypeRefund. Numbers are decimal strings, bytes
// and addresses 0x-hex.
type Refund struct {
	Channel ChannelConfig `json:"channel"`
	// ChannelID is the channel's id, as the API computed it from Channel.
	ChannelID string `json:"channelId"`
	// Amount is what goes back to the payer: at most the channel's balance
	// less its ceiling when the API accepted the request.
	Amount string `json:"amount"`
	// Ceiling is the channel's ceiling the refund request's voucher named:
	// what the writes paid by voucher may still take.
	Ceiling string `json:"ceiling"`
	// RefundNonce is the channel's refund nonce when the API accepted the
	// request; with ChannelID it names the job.
	RefundNonce string `json:"refundNonce"`
}

// RefundResult is a refund job's result: the refund's transaction, the
// amount that went back and the channel's state after it.
type RefundResult struct {
	TxHash       string             `json:"txHash"`
	ChannelID    string             `json:"channelId"`
	Payer        string             `json:"payer"`
	Amount       string             `json:"amount"`
	ChannelState RefundChannelState `json:"channelState"`
}

// RefundChannelState is a channel's on-chain state after a refund.
type RefundChannelState struct {
	Balance             string `json:"balance"`
	TotalClaimed        string `json:"totalClaimed"`
	WithdrawRequestedAt uint64 `json:"withdrawRequestedAt"`
	RefundNonce         string `json:"refundNonce"`
}

// RefundJobID is the job of the refund of channel channelID at refund
// nonce nonce: a request sent again before the refund lands is the same
// job. A refund that failed leaves the nonce where it was; the next
// request at that nonce is the next try (try counts from 0). RefundPrefix
// + hex of sha256("refund" ‖ channelID ‖ nonce as 32 bytes ‖ try as 8
// bytes)[:16].
func RefundJobID(channelID [32]byte, nonce *big.Int, try uint64) string {
	var n [32]byte
	if nonce != nil {
		nonce.FillBytes(n[:])
	}
	h := sha256.New()
	h.Write([]byte("refund"))
	h.Write(channelID[:])
	h.Write(n[:])
	h.Write(binary.BigEndian.AppendUint64(nil, try))
	return RefundPrefix + hex.EncodeToString(h.Sum(nil)[:16])
}

// NewRefundTask builds the task for r; the caller adds asynq.TaskID.
func NewRefundTask(r Refund) (*asynq.Task, []asynq.Option, error) {
	return newTask(TypeRefund, r, writeOptions())
}

// Config is c as the channel contract takes it; an error names a field
// that is not an address or a 32-byte salt.
func (c ChannelConfig) Config() (channel.Config, error) {
	for _, a := range []string{c.Payer, c.PayerAuthorizer, c.Receiver, c.ReceiverAuthorizer, c.Token} {
		if !common.IsHexAddress(a) {
			return channel.Config{}, fmt.Errorf("channel config: bad address %q", a)
		}
	}
	salt, err := hexutil.Decode(c.Salt)
	if err != nil || len(salt) != common.HashLength {
		return channel.Config{}, fmt.Errorf("channel config: bad salt %q", c.Salt)
	}
	return channel.Config{
		Payer: common.HexToAddress(c.Payer), PayerAuthorizer: common.HexToAddress(c.PayerAuthorizer),
		Receiver: common.HexToAddress(c.Receiver), ReceiverAuthorizer: common.HexToAddress(c.ReceiverAuthorizer),
		Token: common.HexToAddress(c.Token), WithdrawDelay: c.WithdrawDelay, Salt: common.BytesToHash(salt),
	}, nil
}

// ConfigOf is the job's record of channel config c.
func ConfigOf(c channel.Config) ChannelConfig {
	return ChannelConfig{Payer: c.Payer.Hex(), PayerAuthorizer: c.PayerAuthorizer.Hex(), Receiver: c.Receiver.Hex(),
		ReceiverAuthorizer: c.ReceiverAuthorizer.Hex(), Token: c.Token.Hex(), WithdrawDelay: c.WithdrawDelay, Salt: c.Salt.Hex()}
}
