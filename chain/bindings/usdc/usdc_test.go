package usdc_test

import (
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi"

	"github.com/inkd/inkd/chain/bindings/devusdc"
	"github.com/inkd/inkd/chain/bindings/usdc"
)

// DevUSDC, which stands in for USDC on development chains, has every
// function and event the production binding calls or reads, with the same
// selector or topic, inputs and outputs, and reads where USDC reads: what
// works against the development chain works against Base USDC. (The
// authorizations are signed as one 65-byte signature, FiatToken v2.2's
// overload, which is the one DevUSDC has.)
func TestDevUSDCStandsInForUSDC(t *testing.T) {
	prod, err := usdc.FiatTokenMetaData.ParseABI()
	if err != nil {
		t.Fatal(err)
	}
	dev, err := devusdc.DevUSDCMetaData.ParseABI()
	if err != nil {
		t.Fatal(err)
	}
	if len(prod.Methods) == 0 || len(prod.Events) == 0 {
		t.Fatal("the production ABI has no functions or no events")
	}
	for name, m := range prod.Methods {
		d, ok := dev.Methods[name]
		if !ok {
			t.Errorf("DevUSDC lacks %s", m.Sig)
			continue
		}
		if string(d.ID) != string(m.ID) || !sameArgs(d.Outputs, m.Outputs) || d.IsConstant() != m.IsConstant() {
			t.Errorf("DevUSDC's %s (%s) differs from USDC's %s (%s)", d.Sig, d.StateMutability, m.Sig, m.StateMutability)
		}
	}
	for name, e := range prod.Events {
		d, ok := dev.Events[name]
		if !ok || d.ID != e.ID || !sameArgs(d.Inputs, e.Inputs) {
			t.Errorf("DevUSDC's event %s differs from USDC's %s", d.Sig, e.Sig)
		}
	}
}

func sameArgs(a, b abi.Arguments) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Type.String() != b[i].Type.String() || a[i].Indexed != b[i].Indexed {
			return false
		}
	}
	return true
}
