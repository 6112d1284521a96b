package payment

import (
	"encoding/base64"
	"encoding/json"

	"github.com/ethereum/go-ethereum/common"
)

// SettlementHeader returns the value of the settlement header of a successful
// paid response: standard base64 of the JSON
//
//	{"success":true,"transaction":"0x<tx hash>","network":network,"payer":"0x<payer>"}
//
// which x402-fetch's decodeXPaymentResponse and @x402/fetch's
// decodePaymentResponseHeader decode. Send it as HeaderResponseV1
// (X-PAYMENT-RESPONSE) to v1 clients and HeaderResponseV2 (PAYMENT-RESPONSE)
// to v2 clients; network is the payment's own network
// (Requirement.Asset.Network(p.Version): "base" or "eip155:8453").
func SettlementHeader(txHash common.Hash, payer common.Address, network string) string {
	b, err := json.Marshal(settlementJSON{
		Success:     true,
		Transaction: txHash.Hex(),
		Network:     network,
		Payer:       payer.Hex(),
	})
	if err != nil {
		// Only strings and a bool: Marshal cannot fail.
		panic("payment: marshal settlement: " + err.Error())
	}
	return base64.StdEncoding.EncodeToString(b)
}

type settlementJSON struct {
	Success     bool   `json:"success"`
	Transaction string `json:"transaction"`
	Network     string `json:"network"`
	Payer       string `json:"payer"`
}
