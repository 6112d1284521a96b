package chain

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/go-cmp/cmp"
)

// dataError is what a JSON-RPC client returns for a revert: a message and
// the node's "data" member.
type dataError struct {
	msg  string
	data any
}

func (e *dataError) Error() string  { return e.msg }
func (e *dataError) ErrorData() any { return e.data }

// encodeError ABI-encodes a call to the error signature sig with args.
func encodeError(tb testing.TB, sig string, types []string, args ...any) []byte {
	tb.Helper()
	var arguments abi.Arguments
	for _, t := range types {
		typ, err := abi.NewType(t, "", nil)
		if err != nil {
			tb.Fatalf("type %s: %v", t, err)
		}
		arguments = append(arguments, abi.Argument{Type: typ})
	}
	packed, err := arguments.Pack(args...)
	if err != nil {
		tb.Fatalf("pack %s: %v", sig, err)
	}
	return append(crypto.Keccak256([]byte(sig))[:4], packed...)
}

func TestRevertData(t *testing.T) {
	nameTaken := encodeError(t, "NameTaken()", nil)
	tests := []struct {
		name   string
		err    error
		want   []byte
		wantOK bool
	}{
		{"hex string", &dataError{"execution reverted", hexutil.Encode(nameTaken)}, nameTaken, true},
		{"hex string without 0x", &dataError{"execution reverted", common.Bytes2Hex(nameTaken)}, nameTaken, true},
		{"bytes", &dataError{"execution reverted", nameTaken}, nameTaken, true},
		{"hexutil bytes", &dataError{"execution reverted", hexutil.Bytes(nameTaken)}, nameTaken, true},
		{"nested object", &dataError{"execution reverted", map[string]any{"message": "x", "data": hexutil.Encode(nameTaken)}}, nameTaken, true},
		{"raw json", &dataError{"execution reverted", json.RawMessage(`"` + hexutil.Encode(nameTaken) + `"`)}, nameTaken, true},
		{"wrapped", fmt.Errorf("estimate gas: %w", &dataError{"execution reverted", hexutil.Encode(nameTaken)}), nameTaken, true},
		{"bare revert", &dataError{"execution reverted", "0x"}, []byte{}, true},
		{"not hex", &dataError{"execution reverted", "0xzz"}, nil, false},
		{"no data error", errors.New("connection refused"), nil, false},
		{"nil", nil, nil, false},
		{"unknown data type", &dataError{"execution reverted", 42}, nil, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, ok := RevertData(tc.err)
			if ok != tc.wantOK {
				t.Fatalf("ok = %t, want %t", ok, tc.wantOK)
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("data (-want +got):\n%s", diff)
			}
		})
	}
}

func TestRevertName(t *testing.T) {
	addr := common.HexToAddress("0x70997970C51812dc3A010C7d01b50e0d17dc79C8")
	unknown := encodeError(t, "SomethingElse(uint256)", []string{"uint256"}, big.NewInt(1))
	truncated := encodeError(t, "BelowThreshold(uint256,uint256)", []string{"uint256", "uint256"}, big.NewInt(5), big.NewInt(10))[:36]
	tests := []struct {
		name   string
		data   []byte
		want   string
		wantOK bool
	}{
		{"registry error", encodeError(t, "NameTaken()", nil), "NameTaken()", true},
		{"error shared by contracts", encodeError(t, "ZeroAddress()", nil), "ZeroAddress()", true},
		{"error with arguments", encodeError(t, "BelowThreshold(uint256,uint256)", []string{"uint256", "uint256"}, big.NewInt(5), big.NewInt(10)), "BelowThreshold(5,10)", true},
		{"treasury error", encodeError(t, "PayerHasCode()", nil), "PayerHasCode()", true},
		{"treasury error with arguments", encodeError(t, "ExceedsRetained(uint256,uint256)", []string{"uint256", "uint256"}, big.NewInt(7), big.NewInt(3)), "ExceedsRetained(7,3)", true},
		{"buyback floor unset", encodeError(t, "FloorNotSet()", nil), "FloorNotSet()", true},
		{"address argument", encodeError(t, "AccessManagedUnauthorized(address)", []string{"address"}, addr), "AccessManagedUnauthorized(" + addr.Hex() + ")", true},
		{"ERC-20 error with mixed arguments", encodeError(t, "ERC20InsufficientBalance(address,uint256,uint256)", []string{"address", "uint256", "uint256"}, addr, big.NewInt(0), big.NewInt(7)),
			"ERC20InsufficientBalance(" + addr.Hex() + ",0,7)", true},
		{"require string", encodeError(t, "Error(string)", []string{"string"}, "Max 10% slippage"), "Max 10% slippage", true},
		{"require string of buyback", encodeError(t, "Error(string)", []string{"string"}, "Buyback: only treasury"), "Buyback: only treasury", true},
		{"panic", encodeError(t, "Panic(uint256)", []string{"uint256"}, big.NewInt(0x11)), "Panic(0x11)", true},
		{"unknown selector", unknown, hexutil.Encode(unknown), false},
		{"short data", []byte{1, 2}, "0x0102", false},
		{"empty", []byte{}, "", false},
		{"truncated arguments", truncated, hexutil.Encode(truncated), false},
	}
	dec := NewRevertDecoder()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, ok := dec.Decode(tc.data)
			if ok != tc.wantOK {
				t.Errorf("ok = %t, want %t", ok, tc.wantOK)
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("name (-want +got):\n%s", diff)
			}
			// The same through an error, as a node would report it.
			gotErr, okErr := RevertName(fmt.Errorf("call: %w", &dataError{"execution reverted", hexutil.Encode(tc.data)}))
			if gotErr != got || okErr != ok {
				t.Errorf("RevertName = %q, %t; Decode = %q, %t", gotErr, okErr, got, ok)
			}
		})
	}
}

func TestRevertNameWithGivenABI(t *testing.T) {
	parsed, err := abi.JSON(strings.NewReader(`[{"type":"error","name":"Custom","inputs":[
		{"name":"who","type":"address"},{"name":"tag","type":"bytes32"},{"name":"note","type":"string"},
		{"name":"ids","type":"uint256[]"},{"name":"ok","type":"bool"},{"name":"small","type":"uint8"},{"name":"raw","type":"bytes"}]}]`))
	if err != nil {
		t.Fatal(err)
	}
	addr := common.HexToAddress("0x00000000000000000000000000000000000000aa")
	var tag [32]byte
	tag[31] = 1
	data := encodeError(t, "Custom(address,bytes32,string,uint256[],bool,uint8,bytes)",
		[]string{"address", "bytes32", "string", "uint256[]", "bool", "uint8", "bytes"},
		addr, tag, "hi", []*big.Int{big.NewInt(1), big.NewInt(2)}, true, uint8(7), []byte{0xbe, 0xef})
	got, ok := RevertName(&dataError{"reverted", hexutil.Encode(data)}, &parsed)
	want := `Custom(` + addr.Hex() + `,0x` + fmt.Sprintf("%064x", 1) + `,"hi",[1,2],true,7,0xbeef)`
	if !ok || got != want {
		t.Errorf("RevertName = %q, %t; want %q", got, ok, want)
	}
	// Our errors are not known to a decoder built from another ABI.
	if got, ok := RevertName(&dataError{"reverted", hexutil.Encode(encodeError(t, "NameTaken()", nil))}, &parsed); ok {
		t.Errorf("foreign ABI decoded NameTaken: %q", got)
	}
}

// TestContractErrors checks that the combined set holds every error of the
// spec's three revert tables and the ones the treasury and buyback added.
func TestContractErrors(t *testing.T) {
	combined := ContractErrors()
	for _, name := range []string{
		"EmptyName", "NameTooLong", "NameTaken", "DescriptionTooLong", "EmptyArweaveHash", "EmptyVersionTag",
		"ProjectNotFound", "NotOwnerOrCollaborator", "CannotAddOwner", "AlreadyCollaborator", "NotCollaborator",
		"TooManyCollaborators", "ZeroAddress", "Unauthorized", "InkdTokenNotSet", "BelowThreshold", "NothingToWithdraw",
		// Beyond the spec: the money-path protections of the treasury and
		// the buyback (#9).
		"PayerHasCode", "AuthorizationNotUsed", "PrepaidAlreadySettled", "InvalidPayerSignature", "ExceedsRetained",
		"NotKeeper", "FloorNotSet", "OutputBelowMinimum",
		"AccessManagedUnauthorized", "AccessManagerNotReady", "AccessManagerNotScheduled", "EnforcedPause",
		// InkdChannelWrites: a group refused, a write that cannot run (#32).
		"InvalidVoucherSignature", "StaleVoucher", "CeilingAboveBalance", "FeesAboveCeiling", "DepositFailed",
		"NotOurChannel", "PayerAuthorizerRequired", "UnknownKind", "WriteOutOfGas", "ClaimAboveLanded",
	} {
		if _, ok := combined.Errors[name]; !ok {
			t.Errorf("combined errors lack %s", name)
		}
	}
	if n := len(ContractABIs()); n != 8 {
		t.Errorf("ContractABIs() has %d ABIs, want 8", n)
	}
}
