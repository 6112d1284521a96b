package admin

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
)

// NewCall packs fn(args...) for contract c at addrs[c]. Arguments are
// written as on a command line: addresses as 0x hex, integers in decimal,
// bools as true/false, bytes as 0x hex, bytes4[] as comma-separated 0x hex.
func NewCall(addrs Addresses, c Contract, fn string, args ...string) (Call, error) {
	target, ok := addrs[c]
	if !ok || target == (common.Address{}) {
		return Call{}, fmt.Errorf("no address for %s", c)
	}
	a, err := ABI(c)
	if err != nil {
		return Call{}, err
	}
	m, ok := a.Methods[fn]
	if !ok {
		return Call{}, fmt.Errorf("%s has no function %s", c, fn)
	}
	if len(args) != len(m.Inputs) {
		return Call{}, fmt.Errorf("%s.%s takes %d arguments (%s), got %d", c, fn, len(m.Inputs), m.Sig, len(args))
	}
	vals := make([]any, len(args))
	for i, in := range m.Inputs {
		v, err := parseArg(in.Type, args[i])
		if err != nil {
			return Call{}, fmt.Errorf("argument %d (%s %s) of %s.%s: %w", i+1, in.Type, in.Name, c, fn, err)
		}
		vals[i] = v
	}
	data, err := a.Pack(fn, vals...)
	if err != nil {
		return Call{}, fmt.Errorf("pack %s.%s: %w", c, fn, err)
	}
	return Call{Target: target, Data: data}, nil
}

// parseArg turns s into the Go value abi.Pack wants for t.
func parseArg(t abi.Type, s string) (any, error) {
	switch t.T {
	case abi.AddressTy:
		if !common.IsHexAddress(s) {
			return nil, fmt.Errorf("%q is not an address", s)
		}
		return common.HexToAddress(s), nil
	case abi.BoolTy:
		return strconv.ParseBool(s)
	case abi.StringTy:
		return s, nil
	case abi.BytesTy:
		return hexutil.Decode(s)
	case abi.UintTy:
		n, ok := new(big.Int).SetString(s, 10)
		if !ok || n.Sign() < 0 || n.BitLen() > t.Size {
			return nil, fmt.Errorf("%q is not a uint%d", s, t.Size)
		}
		switch t.Size {
		case 8:
			return uint8(n.Uint64()), nil
		case 16:
			return uint16(n.Uint64()), nil
		case 32:
			return uint32(n.Uint64()), nil
		case 64:
			return n.Uint64(), nil
		}
		return n, nil
	case abi.SliceTy:
		if t.Elem.T != abi.FixedBytesTy || t.Elem.Size != 4 {
			break
		}
		var out [][4]byte
		for _, part := range strings.Split(s, ",") {
			b, err := hexutil.Decode(strings.TrimSpace(part))
			if err != nil || len(b) != 4 {
				return nil, fmt.Errorf("%q is not a 4-byte selector", part)
			}
			out = append(out, [4]byte(b))
		}
		return out, nil
	}
	return nil, fmt.Errorf("type %s is not supported on the command line", t)
}
