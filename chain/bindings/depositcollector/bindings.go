// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package depositcollector

import (
	"bytes"
	"errors"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// Reference imports to suppress errors if they are not otherwise used.
var (
	_ = bytes.Equal
	_ = errors.New
	_ = big.NewInt
	_ = common.Big1
	_ = types.BloomLookup
	_ = abi.ConvertType
)

// ERC3009DepositCollectorMetaData contains all meta data concerning the ERC3009DepositCollector contract.
var ERC3009DepositCollectorMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"OnlySettlement\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"SETTLEMENT\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"collect\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "ERC3009DepositCollector",
	Bin: "0x6080604052348015600e575f5ffd5b506104a38061001c5f395ff3fe608060405234801561000f575f5ffd5b5060043610610034575f3560e01c8063e416d8d314610038578063ef0fe2451461004d575b5f5ffd5b61004b610046366004610277565b610084565b005b610068734020074e9df2ce1dee5a9c1b5c3f541d02a1000381565b6040516001600160a01b03909116815260200160405180910390f35b33734020074e9df2ce1dee5a9c1b5c3f541d02a10003146100bf5760405163df68485960e01b81523360048201526024015b60405180910390fd5b5f8080806100cf8587018761032c565b93509350935093505f87836040516020016100f4929190918252602082015260400190565b60408051601f198184030181529082905280516020909101206388b7ab6360e01b825291506001600160a01b038b16906388b7ab6390610144908e9030908e908b908b9089908b906004016103fb565b5f604051808303815f87803b15801561015b575f5ffd5b505af115801561016d573d5f5f3e3d5ffd5b50610186925050506001600160a01b038b16338b610193565b5050505050505050505050565b604080516001600160a01b038416602482015260448082018490528251808303909101815260649091019091526020810180516001600160e01b031663a9059cbb60e01b1790526101e59084906101ea565b505050565b5f5f60205f8451602086015f885af180610209576040513d5f823e3d81fd5b50505f513d9150811561022057806001141561022d565b6001600160a01b0384163b155b1561025657604051635274afe760e01b81526001600160a01b03851660048201526024016100b6565b50505050565b80356001600160a01b0381168114610272575f5ffd5b919050565b5f5f5f5f5f5f60a0878903121561028c575f5ffd5b6102958761025c565b95506102a36020880161025c565b94506040870135935060608701359250608087013567ffffffffffffffff8111156102cc575f5ffd5b8701601f810189136102dc575f5ffd5b803567ffffffffffffffff8111156102f2575f5ffd5b896020828401011115610303575f5ffd5b60208201935080925050509295509295509295565b634e487b7160e01b5f52604160045260245ffd5b5f5f5f5f6080858703121561033f575f5ffd5b843593506020850135925060408501359150606085013567ffffffffffffffff81111561036a575f5ffd5b8501601f8101871361037a575f5ffd5b803567ffffffffffffffff81111561039457610394610318565b604051601f8201601f19908116603f0116810167ffffffffffffffff811182821017156103c3576103c3610318565b6040528181528282016020018910156103da575f5ffd5b816020840160208301375f6020838301015280935050505092959194509250565b60018060a01b038816815260018060a01b03871660208201528560408201528460608201528360808201528260a082015260e060c08201525f82518060e0840152806020850161010085015e5f6101008285010152610100601f19601f8301168401019150509897505050505050505056fea2646970667358221220e0c18056a8820e20d8b6d7224bd0eda68591950ab2256ebb086c1495f791af6764736f6c634300081c0033",
}

// ERC3009DepositCollector is an auto generated Go binding around an Ethereum contract.
type ERC3009DepositCollector struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *ERC3009DepositCollector) GetABI() abi.ABI {
	return c.abi
}

// NewERC3009DepositCollector creates a new instance of ERC3009DepositCollector.
func NewERC3009DepositCollector() *ERC3009DepositCollector {
	parsed, err := ERC3009DepositCollectorMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &ERC3009DepositCollector{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *ERC3009DepositCollector) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackSETTLEMENT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xef0fe245.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function SETTLEMENT() view returns(address)
func (eRC3009DepositCollector *ERC3009DepositCollector) PackSETTLEMENT() []byte {
	enc, err := eRC3009DepositCollector.abi.Pack("SETTLEMENT")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSETTLEMENT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xef0fe245.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function SETTLEMENT() view returns(address)
func (eRC3009DepositCollector *ERC3009DepositCollector) TryPackSETTLEMENT() ([]byte, error) {
	return eRC3009DepositCollector.abi.Pack("SETTLEMENT")
}

// UnpackSETTLEMENT is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xef0fe245.
//
// Solidity: function SETTLEMENT() view returns(address)
func (eRC3009DepositCollector *ERC3009DepositCollector) UnpackSETTLEMENT(data []byte) (common.Address, error) {
	out, err := eRC3009DepositCollector.abi.Unpack("SETTLEMENT", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackCollect is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe416d8d3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function collect(address payer, address token, uint256 amount, bytes32 channelId, bytes data) returns()
func (eRC3009DepositCollector *ERC3009DepositCollector) PackCollect(payer common.Address, token common.Address, amount *big.Int, channelId [32]byte, data []byte) []byte {
	enc, err := eRC3009DepositCollector.abi.Pack("collect", payer, token, amount, channelId, data)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCollect is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe416d8d3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function collect(address payer, address token, uint256 amount, bytes32 channelId, bytes data) returns()
func (eRC3009DepositCollector *ERC3009DepositCollector) TryPackCollect(payer common.Address, token common.Address, amount *big.Int, channelId [32]byte, data []byte) ([]byte, error) {
	return eRC3009DepositCollector.abi.Pack("collect", payer, token, amount, channelId, data)
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (eRC3009DepositCollector *ERC3009DepositCollector) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], eRC3009DepositCollector.abi.Errors["OnlySettlement"].ID.Bytes()[:4]) {
		return eRC3009DepositCollector.UnpackOnlySettlementError(raw[4:])
	}
	if bytes.Equal(raw[:4], eRC3009DepositCollector.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return eRC3009DepositCollector.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// ERC3009DepositCollectorOnlySettlement represents a OnlySettlement error raised by the ERC3009DepositCollector contract.
type ERC3009DepositCollectorOnlySettlement struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OnlySettlement(address caller)
func ERC3009DepositCollectorOnlySettlementErrorID() common.Hash {
	return common.HexToHash("0xdf684859512cc5fec88e63214085ac79aef5e5b7c54b43d2f5bf16b99d4242b1")
}

// UnpackOnlySettlementError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OnlySettlement(address caller)
func (eRC3009DepositCollector *ERC3009DepositCollector) UnpackOnlySettlementError(raw []byte) (*ERC3009DepositCollectorOnlySettlement, error) {
	out := new(ERC3009DepositCollectorOnlySettlement)
	if err := eRC3009DepositCollector.abi.UnpackIntoInterface(out, "OnlySettlement", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ERC3009DepositCollectorSafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the ERC3009DepositCollector contract.
type ERC3009DepositCollectorSafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func ERC3009DepositCollectorSafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (eRC3009DepositCollector *ERC3009DepositCollector) UnpackSafeERC20FailedOperationError(raw []byte) (*ERC3009DepositCollectorSafeERC20FailedOperation, error) {
	out := new(ERC3009DepositCollectorSafeERC20FailedOperation)
	if err := eRC3009DepositCollector.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}
