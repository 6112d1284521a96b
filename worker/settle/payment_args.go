package settle

import (
	"encoding/hex"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/chain/bindings/treasury"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/jobs"
)

// A paid-write job's payment, as the API queued it, turned into the
// treasury's arguments.

// treasuryPayment converts a job's payment into the treasury's struct.
func treasuryPayment(p jobs.Payment, storageCost string) (treasury.InkdTreasuryPayment, *big.Int, error) {
	var out treasury.InkdTreasuryPayment
	num := func(s, name string) (*big.Int, error) {
		n, ok := new(big.Int).SetString(s, 10)
		if !ok || n.Sign() < 0 {
			return nil, fmt.Errorf("payment %s %q is not a number", name, s)
		}
		return n, nil
	}
	var err error
	if !common.IsHexAddress(p.From) {
		return out, nil, fmt.Errorf("payment from %q is not an address", p.From)
	}
	out.From = common.HexToAddress(p.From)
	if out.Value, err = num(p.Value, "value"); err != nil {
		return out, nil, err
	}
	if out.ValidAfter, err = num(p.ValidAfter, "validAfter"); err != nil {
		return out, nil, err
	}
	if out.ValidBefore, err = num(p.ValidBefore, "validBefore"); err != nil {
		return out, nil, err
	}
	nonce, err := hex.DecodeString(strings.TrimPrefix(p.Nonce, "0x"))
	if err != nil || len(nonce) != 32 {
		return out, nil, fmt.Errorf("payment nonce %q is not 32 bytes of hex", p.Nonce)
	}
	copy(out.Nonce[:], nonce)
	sig, err := hex.DecodeString(strings.TrimPrefix(p.Signature, "0x"))
	if err != nil {
		return out, nil, fmt.Errorf("payment signature is not hex: %w", err)
	}
	if out.V, out.R, out.S, err = payment.SplitSignature(sig); err != nil {
		return out, nil, fmt.Errorf("payment signature: %w", err)
	}
	storage, err := num(storageCost, "storageCost")
	if err != nil {
		return out, nil, err
	}
	return out, storage, nil
}
