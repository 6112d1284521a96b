package chain

import "github.com/ethereum/go-ethereum/common"

// Addresses are the contracts of one inkd deployment: the one set, built
// by the deployment (deploy.Deployment embeds it, and its JSON keys are the
// deployment file's) and passed down to what reads or writes them. A
// zero address is a contract the deployment does not have.
type Addresses struct {
	// Registry is the InkdRegistry.
	Registry common.Address `json:"registry"`
	// Treasury is the InkdTreasury, the x402 payTo address.
	Treasury common.Address `json:"treasury"`
	// Buyback is the InkdBuyback.
	Buyback common.Address `json:"buyback"`
	// Token is the InkdToken (INKD).
	Token common.Address `json:"token"`
	// USDC is the USDC token the treasury is paid in.
	USDC common.Address `json:"usdc"`
	// Pool is the DevPool, or the zero address when none was deployed.
	Pool common.Address `json:"pool"`
	// AccessManager is the InkdAccessManager, the authority of registry,
	// treasury and buyback. Zero in files written before it existed.
	AccessManager common.Address `json:"accessManager"`
	// ChannelWrites is the InkdChannelWrites, which runs writes paid by
	// voucher under the x402 batch-settlement scheme (a registry writer
	// and a treasury settler). Zero in files written before it existed:
	// such a deployment does not offer vouchers.
	ChannelWrites common.Address `json:"channelWrites"`
}
