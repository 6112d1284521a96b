package worker

// Cooperative refunds of batch-settlement channels (jobs.TypeRefund): the
// channel's landed fees are claimed first (InkdChannelWrites refunds
// nothing while some are unclaimed), then InkdChannelWrites.refund sends
// the amount back to the payer, and the channel book is refreshed from
// the chain. Every transaction has an intent named for the job, so a
// redelivered job signs nothing twice.

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strconv"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/hibiken/asynq"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/bindings/channelwrites"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/chain/payment/channelbook"
	"github.com/inkd/inkd/chain/txmgr"
	"github.com/inkd/inkd/jobs"
	"github.com/inkd/inkd/worker/claims"
)

// refundAttempts bounds the refund transactions of one job: one reverts
// only when a write landed between the claim and the refund, and the next
// attempt claims it first.
const refundAttempts = 3

// Refunds runs refund jobs.
type Refunds struct {
	// ChannelWrites is the InkdChannelWrites contract, the channels'
	// receiverAuthorizer.
	ChannelWrites common.Address
	Txm           *txmgr.Manager
	// Claims claims the channel's landed fees before the refund.
	Claims *claims.Loop
	// Chain reads a channel's state; Book is refreshed with it.
	Chain payment.ChannelChain
	Book  *channelbook.Book
}

var refundABI = channelwrites.NewInkdChannelWrites()

func (r *Refunds) refund(ctx context.Context, jobID string, t *asynq.Task) (json.RawMessage, error) {
	var p jobs.Refund
	if err := jobs.Decode(t, &p); err != nil {
		return nil, jobs.Fail(wire.CodeInternal, err.Error())
	}
	cfg, err := p.Channel.Config()
	if err != nil {
		return nil, jobs.Fail(wire.CodeInternal, err.Error())
	}
	id := common.HexToHash(p.ChannelID)
	amount, ok := new(big.Int).SetString(p.Amount, 10)
	if !ok || amount.Sign() <= 0 || amount.BitLen() > 128 {
		return nil, jobs.Fail(wire.CodeInternal, fmt.Sprintf("bad refund amount %q", p.Amount))
	}
	data := refundABI.PackRefund(channelwrites.X402BatchSettlementChannelConfig{
		Payer: cfg.Payer, PayerAuthorizer: cfg.PayerAuthorizer, Receiver: cfg.Receiver, ReceiverAuthorizer: cfg.ReceiverAuthorizer,
		Token: cfg.Token, WithdrawDelay: new(big.Int).SetUint64(cfg.WithdrawDelay), Salt: cfg.Salt,
	}, amount)
	var landed *types.Receipt
	for n := 0; n < refundAttempts && landed == nil; n++ {
		intent := jobID + ":" + strconv.Itoa(n)
		if _, err := r.Txm.Get(ctx, intent); errors.Is(err, txmgr.ErrNotFound) {
			if err := r.prepare(ctx, id, amount, intent); err != nil {
				return nil, err
			}
			if _, err := r.Txm.Send(ctx, intent, txmgr.Candidate{To: r.ChannelWrites, Data: data}); err != nil && !errors.Is(err, txmgr.ErrRejected) {
				return nil, fmt.Errorf("send the refund: %w", err)
			}
		} else if err != nil {
			return nil, err
		}
		out, err := r.Txm.Wait(ctx, intent)
		if err != nil {
			return nil, fmt.Errorf("wait for the refund: %w", err)
		}
		if out.Receipt != nil && out.Receipt.Status == types.ReceiptStatusSuccessful {
			landed = out.Receipt
		}
	}
	if landed == nil {
		return nil, jobs.Fail(wire.CodeTxFailed, fmt.Sprintf("%s: the refund of channel %s did not land in %d transactions; nothing was refunded", payment.ErrRefundTransactionFailed, id.Hex(), refundAttempts))
	}
	st, err := r.Chain.ChannelState(ctx, id)
	if err != nil {
		return nil, fmt.Errorf("read the channel after its refund: %w", err)
	}
	if err := r.Book.Mirror(ctx, id, nil, st); err != nil {
		return nil, err
	}
	return json.Marshal(jobs.RefundResult{TxHash: landed.TxHash.Hex(), ChannelID: id.Hex(), Payer: cfg.Payer.Hex(), Amount: refunded(landed, id, amount).String(),
		ChannelState: jobs.RefundChannelState{Balance: st.Balance.String(), TotalClaimed: st.TotalClaimed.String(),
			WithdrawRequestedAt: st.WithdrawRequestedAt, RefundNonce: st.RefundNonce.String()}})
}

// prepare readies the refund attempt intent: it claims the channel's
// landed fees and waits for the claim to be final, then checks, against
// the chain's balance and the book's ceiling, that no withdrawal is
// pending and that the amount leaves the channel what its writes may
// still take.
func (r *Refunds) prepare(ctx context.Context, id common.Hash, amount *big.Int, intent string) error {
	if _, err := r.Claims.ClaimChannel(ctx, id, intent+":claim"); err != nil {
		return fmt.Errorf("claim before the refund: %w", err)
	}
	st, err := r.Chain.ChannelState(ctx, id)
	if err != nil {
		return fmt.Errorf("read the channel: %w", err)
	}
	if st.WithdrawRequestedAt != 0 {
		return jobs.Fail(wire.CodePaymentInvalid, fmt.Sprintf("%s: channel %s has a withdrawal pending since %d; nothing is refunded before it ends", payment.ErrChannelWithdrawing, id.Hex(), st.WithdrawRequestedAt))
	}
	ceiling := st.Floor
	if rec, ok, err := r.Book.Get(ctx, id); err != nil {
		return err
	} else if ok && rec.Ceiling != nil && (ceiling == nil || rec.Ceiling.Cmp(ceiling) > 0) {
		ceiling = rec.Ceiling
	}
	left := new(big.Int).Sub(st.Balance, ceiling)
	if amount.Cmp(left) > 0 {
		return jobs.Fail(wire.CodePaymentInvalid, fmt.Sprintf("%s: refund amount %s passes what channel %s may refund now, %s (its balance %s less the %s its writes were charged)",
			payment.ErrRefundAmountInvalid, amount, id.Hex(), left, st.Balance, ceiling))
	}
	return nil
}

// refunded is what the refund in receipt rc paid back: the channel's
// Refunded event, or amount when the receipt has none of it.
func refunded(rc *types.Receipt, id common.Hash, amount *big.Int) *big.Int {
	for _, l := range rc.Logs {
		if len(l.Topics) > 1 && l.Topics[0] == refundedTopic && l.Topics[1] == id && len(l.Data) >= 32 {
			return new(big.Int).SetBytes(l.Data[len(l.Data)-32:])
		}
	}
	return amount
}

var refundedTopic = crypto.Keccak256Hash([]byte("Refunded(bytes32,address,uint128)"))
