package jobs

// Voucher is what pays a write under the x402 batch-settlement scheme
// (docs/batch-settlement.md): the payer's channel, the voucher the API
// accepted for this write (its ceiling is the write's key on chain) and the
// deposit that opened or topped up the channel with it. A create or push
// whose payload carries a Voucher has no Payment: nothing is transferred
// per write; the fee is counted against the channel when the write lands
// and claimed later. Numbers are decimal strings, bytes and addresses
// 0x-hex.
type Voucher struct {
	Channel ChannelConfig `json:"channel"`
	// ChannelID is the channel's id, as the API computed it from Channel.
	ChannelID string `json:"channelId"`
	// Ceiling is the voucher's maxClaimableAmount, Signature the payer
	// authorizer's signature of it.
	Ceiling   string `json:"ceiling"`
	Signature string `json:"signature"`
	// Fee is what this write costs: Ceiling less the channel's ceiling
	// before it.
	Fee string `json:"fee"`
	// Deposit is the deposit the payer sent with this voucher, nil when
	// none.
	Deposit *ChannelDeposit `json:"deposit,omitempty"`
	// Recovery is set by the API when the voucher is used already and
	// Redis lost its job: the job reads the write the voucher paid from
	// the chain and answers it, and never writes.
	Recovery bool `json:"recovery,omitempty"`
}

// ChannelConfig is a batch-settlement channel's configuration.
type ChannelConfig struct {
	Payer              string `json:"payer"`
	PayerAuthorizer    string `json:"payerAuthorizer"`
	Receiver           string `json:"receiver"`
	ReceiverAuthorizer string `json:"receiverAuthorizer"`
	Token              string `json:"token"`
	WithdrawDelay      uint64 `json:"withdrawDelay"`
	Salt               string `json:"salt"`
}

// ChannelDeposit is an ERC-3009 deposit into a channel, signed by its
// payer.
type ChannelDeposit struct {
	Amount      string `json:"amount"`
	ValidAfter  string `json:"validAfter"`
	ValidBefore string `json:"validBefore"`
	Salt        string `json:"salt"`
	Signature   string `json:"signature"`
}
