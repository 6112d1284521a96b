package chain

import (
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"reflect"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/inkd/inkd/chain/bindings/accessmanager"
	"github.com/inkd/inkd/chain/bindings/buyback"
	"github.com/inkd/inkd/chain/bindings/channelwrites"
	"github.com/inkd/inkd/chain/bindings/devpool"
	"github.com/inkd/inkd/chain/bindings/devusdc"
	"github.com/inkd/inkd/chain/bindings/registry"
	"github.com/inkd/inkd/chain/bindings/token"
	"github.com/inkd/inkd/chain/bindings/treasury"
)

// ContractABIs returns the parsed ABIs of every inkd contract (registry,
// treasury, buyback, token, DevUSDC, DevPool, the access manager, the
// channel writes contract), freshly
// parsed on each call.
func ContractABIs() []*abi.ABI {
	metas := []*bind.MetaData{
		&registry.InkdRegistryMetaData, &treasury.InkdTreasuryMetaData, &buyback.InkdBuybackMetaData,
		&token.InkdTokenMetaData, &devusdc.DevUSDCMetaData, &devpool.DevPoolMetaData,
		&accessmanager.InkdAccessManagerMetaData, &channelwrites.InkdChannelWritesMetaData,
	}
	abis := make([]*abi.ABI, 0, len(metas))
	for _, m := range metas {
		parsed, err := abi.JSON(strings.NewReader(m.ABI))
		if err != nil {
			// The ABIs are generated and committed; TestContractErrors parses them.
			panic(fmt.Sprintf("chain: parse contract ABI: %v", err))
		}
		abis = append(abis, &parsed)
	}
	return abis
}

// ContractErrors returns one ABI holding the custom errors of every inkd
// contract (methods and events left out). Errors declared by several
// contracts with the same signature (ZeroAddress(), Unauthorized(), the
// OpenZeppelin ones) appear once.
func ContractErrors() *abi.ABI {
	combined := &abi.ABI{Errors: map[string]abi.Error{}}
	for _, a := range ContractABIs() {
		for name, e := range a.Errors {
			if prev, ok := combined.Errors[name]; ok && prev.ID != e.ID {
				name = e.Sig // same name, other arguments: keep both
			}
			combined.Errors[name] = e
		}
	}
	return combined
}

// RevertDecoder turns revert data into readable names. The zero value knows
// only Error(string) and Panic(uint256); NewRevertDecoder adds custom errors.
// It is safe for concurrent use once built.
type RevertDecoder struct {
	errs map[[4]byte]abi.Error
}

// NewRevertDecoder returns a decoder for the custom errors of abis, or of
// every inkd contract (ContractErrors) when none are given.
func NewRevertDecoder(abis ...*abi.ABI) *RevertDecoder {
	if len(abis) == 0 {
		abis = []*abi.ABI{ContractErrors()}
	}
	d := &RevertDecoder{errs: map[[4]byte]abi.Error{}}
	for _, a := range abis {
		for _, e := range a.Errors {
			d.errs[[4]byte(e.ID[:4])] = e
		}
	}
	return d
}

// Name returns the revert of err (see RevertData) by name; ok is false when
// err carries no revert data. See Decode for the format.
func (d *RevertDecoder) Name(err error) (name string, ok bool) {
	data, ok := RevertData(err)
	if !ok {
		return "", false
	}
	return d.Decode(data)
}

// Decode names revert data:
//
//   - Error(string) reverts give the plain reason: "Max 10% slippage";
//   - custom errors give name and arguments: "NameTaken()",
//     "BelowThreshold(5,10)" (integers in decimal, addresses checksummed,
//     bytes in 0x hex, strings quoted);
//   - Panic(uint256) gives "Panic(0x11)".
//
// ok is false for empty data (a bare revert, or out of gas) with name "",
// and for an unknown selector or undecodable arguments, with name "0x…"
// (the data in hex) so the caller still has something to show.
func (d *RevertDecoder) Decode(data []byte) (name string, ok bool) {
	if len(data) == 0 {
		return "", false
	}
	if len(data) < 4 {
		return hexutil.Encode(data), false
	}
	sel := [4]byte(data[:4])
	switch sel {
	case [4]byte{0x08, 0xc3, 0x79, 0xa0}: // Error(string)
		args, err := abi.Arguments{{Type: mustType("string")}}.Unpack(data[4:])
		if err != nil {
			return hexutil.Encode(data), false
		}
		return args[0].(string), true
	case [4]byte{0x4e, 0x48, 0x7b, 0x71}: // Panic(uint256)
		args, err := abi.Arguments{{Type: mustType("uint256")}}.Unpack(data[4:])
		if err != nil {
			return hexutil.Encode(data), false
		}
		return fmt.Sprintf("Panic(%#x)", args[0].(*big.Int)), true
	}
	e, known := d.errs[sel]
	if !known {
		return hexutil.Encode(data), false
	}
	args, err := e.Inputs.Unpack(data[4:])
	if err != nil {
		return hexutil.Encode(data), false
	}
	parts := make([]string, len(args))
	for i, a := range args {
		parts[i] = formatArg(a)
	}
	return e.Name + "(" + strings.Join(parts, ",") + ")", true
}

// Reason names the revert data of a write that failed inside a call (a
// batch item, a write paid by voucher): Decode's name, the data in hex when
// no error is known, and "execution reverted" for empty data.
func (d *RevertDecoder) Reason(data []byte) string {
	name, _ := d.Decode(data)
	if name == "" {
		return "execution reverted"
	}
	return name
}

// RevertName names the revert carried by err with the custom errors of abis
// (every inkd contract when none are given). It builds a decoder on each
// call; keep a RevertDecoder to decode often.
func RevertName(err error, abis ...*abi.ABI) (string, bool) {
	return NewRevertDecoder(abis...).Name(err)
}

// RevertData returns the revert data an eth_call, eth_estimateGas or
// simulated call error carries (an rpc.DataError anywhere in the chain of
// err). Nodes send the data as a hex string ("0x…"); some nest it in an
// object under "data". ok is false when err carries no data; a bare revert
// gives empty data with ok true.
func RevertData(err error) ([]byte, bool) {
	var de rpc.DataError
	if !errors.As(err, &de) {
		return nil, false
	}
	return revertBytes(de.ErrorData(), 0)
}

func revertBytes(v any, depth int) ([]byte, bool) {
	if depth > 3 {
		return nil, false
	}
	switch d := v.(type) {
	case string:
		s := strings.TrimPrefix(strings.TrimPrefix(d, "0x"), "0X")
		b, err := hex.DecodeString(s)
		if err != nil {
			return nil, false
		}
		return b, true
	case []byte:
		return d, true
	case hexutil.Bytes:
		return d, true
	case json.RawMessage:
		var inner any
		if err := json.Unmarshal(d, &inner); err != nil {
			return nil, false
		}
		return revertBytes(inner, depth+1)
	case map[string]any:
		if inner, ok := d["data"]; ok {
			return revertBytes(inner, depth+1)
		}
	}
	return nil, false
}

func mustType(t string) abi.Type {
	typ, err := abi.NewType(t, "", nil)
	if err != nil {
		panic(fmt.Sprintf("chain: abi type %s: %v", t, err)) // constant input
	}
	return typ
}

// formatArg renders one decoded error argument.
func formatArg(v any) string {
	switch a := v.(type) {
	case *big.Int:
		return a.String()
	case common.Address:
		return a.Hex()
	case string:
		return fmt.Sprintf("%q", a)
	case []byte:
		return hexutil.Encode(a)
	case bool:
		return fmt.Sprint(a)
	}
	rv := reflect.ValueOf(v)
	switch rv.Kind() {
	case reflect.Array:
		if rv.Type().Elem().Kind() == reflect.Uint8 { // bytesN
			b := make([]byte, rv.Len())
			reflect.Copy(reflect.ValueOf(b), rv)
			return hexutil.Encode(b)
		}
		fallthrough
	case reflect.Slice:
		parts := make([]string, rv.Len())
		for i := range parts {
			parts[i] = formatArg(rv.Index(i).Interface())
		}
		return "[" + strings.Join(parts, ",") + "]"
	}
	return fmt.Sprint(v) // small integers (uint8…uint64, int8…int64)
}
