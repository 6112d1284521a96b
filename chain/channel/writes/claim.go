package writes

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/inkd/inkd/chain/bindings/channelwrites"
	"github.com/inkd/inkd/chain/channel"
)

// Claim is one channel's row of InkdChannelWrites.claim.
type Claim struct {
	// Config is the channel's.
	Config channel.Config
	// Ceiling is the highest voucher the channel's writes used and
	// Signature its payer authorizer's signature.
	Ceiling   *big.Int
	Signature []byte
	// TotalClaimed is the channel's new cumulative claimed total: at most
	// the fees of its landed writes (the contract's usage) and the ceiling.
	TotalClaimed *big.Int
}

// Row is c as the contract takes it. It refuses amounts that are not
// uint128 and a total above the ceiling (the settlement would refuse it).
func (c Claim) Row() (channelwrites.X402BatchSettlementVoucherClaim, error) {
	var zero channelwrites.X402BatchSettlementVoucherClaim
	if !channel.CheckAmount(c.Ceiling) || !channel.CheckAmount(c.TotalClaimed) {
		return zero, fmt.Errorf("writes: claim of payer %s: ceiling %v or total %v is not a uint128", c.Config.Payer.Hex(), c.Ceiling, c.TotalClaimed)
	}
	if c.TotalClaimed.Cmp(c.Ceiling) > 0 {
		return zero, fmt.Errorf("writes: claim of payer %s: total %s above the ceiling %s", c.Config.Payer.Hex(), c.TotalClaimed, c.Ceiling)
	}
	return channelwrites.X402BatchSettlementVoucherClaim{
		Voucher:      channelwrites.X402BatchSettlementVoucher{Channel: bindingConfig(c.Config), MaxClaimableAmount: c.Ceiling},
		Signature:    c.Signature,
		TotalClaimed: c.TotalClaimed,
	}, nil
}

// ClaimCalldata returns the calldata of claim(rows of claims), which also
// settles everything claimed to the treasury and books it. No claims is a
// call that only settles and books.
func ClaimCalldata(claims []Claim) ([]byte, error) {
	rows := make([]channelwrites.X402BatchSettlementVoucherClaim, len(claims))
	seen := map[channel.Config]bool{}
	for i, c := range claims {
		if seen[c.Config] {
			return nil, errors.New("writes: two claims of one channel")
		}
		seen[c.Config] = true
		r, err := c.Row()
		if err != nil {
			return nil, err
		}
		rows[i] = r
	}
	return cws.TryPackClaim(rows)
}
