package main

import (
	"bytes"
	"encoding/json"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/api/client"
	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/internal/payclient"
)

// A write paid by voucher prints its channel, the channel's total and the
// deposit it carried; its JSON carries the voucher.
func TestPrintWriteNamesTheVoucher(t *testing.T) {
	r := &client.WriteResult{Push: &wire.PushResult{}, Fee: big.NewInt(100_000), Voucher: &payclient.Voucher{
		Channel: common.Hash{0xab}, Ceiling: big.NewInt(300_000), Fee: big.NewInt(100_000), Deposit: big.NewInt(1_000_000)}}
	var text bytes.Buffer
	if err := printWrite(&text, false, r); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(text.String(), "voucher   channel 0xab00") || !strings.Contains(text.String(), "0.30 USDC in all, with a deposit of 1.00 USDC") {
		t.Errorf("text output:\n%s", text.String())
	}
	var doc struct {
		Voucher struct {
			Ceiling json.Number `json:"ceiling"`
		} `json:"voucher"`
	}
	var js bytes.Buffer
	if err := printWrite(&js, true, r); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(js.Bytes(), &doc); err != nil || doc.Voucher.Ceiling != "300000" {
		t.Errorf("JSON output %s: %v", js.String(), err)
	}
}
