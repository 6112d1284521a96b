// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package devpool

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

// DevPoolMetaData contains all meta data concerning the DevPool contract.
var DevPoolMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"tokenA_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"tokenB_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amountOut\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minAmountOut\",\"type\":\"uint256\"}],\"name\":\"InsufficientOutput\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NoLiquidity\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"UnknownPair\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAmount\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amountA\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amountB\",\"type\":\"uint256\"}],\"name\":\"LiquidityAdded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"tokenIn\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amountIn\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amountOut\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"Swapped\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amountA\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountB\",\"type\":\"uint256\"}],\"name\":\"addLiquidity\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"tokenIn\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"tokenOut\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amountIn\",\"type\":\"uint256\"}],\"name\":\"getAmountOut\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"reserveA\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"reserveB\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"tokenIn\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"tokenOut\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amountIn\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minAmountOut\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"swapExactIn\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amountOut\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"tokenA\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"tokenB\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "DevPool",
	Bin: "0x60c060405234801561000f575f5ffd5b5060405161092538038061092583398101604081905261002e916100b7565b806001600160a01b0316826001600160a01b0316148061005557506001600160a01b038216155b8061006757506001600160a01b038116155b1561008557604051633fb801a560e21b815260040160405180910390fd5b6001600160a01b039182166080521660a0526100e8565b80516001600160a01b03811681146100b2575f5ffd5b919050565b5f5f604083850312156100c8575f5ffd5b6100d18361009c565b91506100df6020840161009c565b90509250929050565b60805160a0516107ed6101385f395f818160f1015281816103ae0152818161048201526104c901525f81816083015281816102380152818161037901528181610446015261050501526107ed5ff3fe608060405234801561000f575f5ffd5b506004361061007a575f3560e01c80635f64b55b116100585780635f64b55b146100ec5780637b32b50e146101135780639cd441da14610126578063dc5fa6c51461013b575f5ffd5b80630fc63d101461007e57806319e36f3b146100c25780634aa06652146100d9575b5f5ffd5b6100a57f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b0390911681526020015b60405180910390f35b6100cb60015481565b6040519081526020016100b9565b6100cb6100e7366004610694565b610143565b6100a57f000000000000000000000000000000000000000000000000000000000000000081565b6100cb6101213660046106ce565b6101c3565b610139610134366004610721565b610343565b005b6100cb5f5481565b5f5f5f6101508686610442565b91509150815f1480610160575080155b1561017e57604051636180f03f60e11b815260040160405180910390fd5b5f61018b856103e5610755565b90508061019a846103e8610755565b6101a49190610772565b6101ae8383610755565b6101b89190610785565b979650505050505050565b5f835f036101e457604051631f2a200560e01b815260040160405180910390fd5b6101ef868686610143565b90508281101561022157604051630583371760e31b815260048101829052602481018490526044015b60405180910390fd5b6102366001600160a01b03871633308761056a565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316866001600160a01b0316036102a257835f5f82825461027f9190610772565b925050819055508060015f82825461029791906107a4565b909155506102d09050565b8360015f8282546102b39190610772565b92505081905550805f5f8282546102ca91906107a4565b90915550505b6102e46001600160a01b03861683836105d7565b816001600160a01b0316866001600160a01b03167f50994f8bcf54474cf3e35793e3537d1f44ec39d92f19a3d7a01b36723b886fc08684604051610332929190918252602082015260400190565b60405180910390a395945050505050565b81158061034e575080155b1561036c57604051631f2a200560e01b815260040160405180910390fd5b6103a16001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001633308561056a565b6103d66001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001633308461056a565b815f5f8282546103e69190610772565b925050819055508060015f8282546103fe9190610772565b9091555050604080518381526020810183905233917fac1d76749e5447b7b16f5ab61447e1bd502f3bb4807af3b28e620d1700a6ee45910160405180910390a25050565b5f5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316846001600160a01b03161480156104b657507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316836001600160a01b0316145b156104c75750505f54600154610563565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316846001600160a01b031614801561053957507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316836001600160a01b0316145b1561054a5750506001545f54610563565b604051633fb801a560e21b815260040160405180910390fd5b9250929050565b6040516001600160a01b0384811660248301528381166044830152606482018390526105d19186918216906323b872dd906084015b604051602081830303815290604052915060e01b6020820180516001600160e01b03838183161783525050505061060d565b50505050565b6040516001600160a01b0383811660248301526044820183905261060891859182169063a9059cbb9060640161059f565b505050565b5f5f60205f8451602086015f885af18061062c576040513d5f823e3d81fd5b50505f513d91508115610643578060011415610650565b6001600160a01b0384163b155b156105d157604051635274afe760e01b81526001600160a01b0385166004820152602401610218565b80356001600160a01b038116811461068f575f5ffd5b919050565b5f5f5f606084860312156106a6575f5ffd5b6106af84610679565b92506106bd60208501610679565b929592945050506040919091013590565b5f5f5f5f5f60a086880312156106e2575f5ffd5b6106eb86610679565b94506106f960208701610679565b9350604086013592506060860135915061071560808701610679565b90509295509295909350565b5f5f60408385031215610732575f5ffd5b50508035926020909101359150565b634e487b7160e01b5f52601160045260245ffd5b808202811582820484141761076c5761076c610741565b92915050565b8082018082111561076c5761076c610741565b5f8261079f57634e487b7160e01b5f52601260045260245ffd5b500490565b8181038181111561076c5761076c61074156fea2646970667358221220c870164d0a483ea0805723d0f23adc2c571d20fd2373822e9c1f4a4ce745668164736f6c634300081c0033",
}

// DevPool is an auto generated Go binding around an Ethereum contract.
type DevPool struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *DevPool) GetABI() abi.ABI {
	return c.abi
}

// NewDevPool creates a new instance of DevPool.
func NewDevPool() *DevPool {
	parsed, err := DevPoolMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &DevPool{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *DevPool) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address tokenA_, address tokenB_) returns()
func (devPool *DevPool) PackConstructor(tokenA_ common.Address, tokenB_ common.Address) []byte {
	enc, err := devPool.abi.Pack("", tokenA_, tokenB_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackAddLiquidity is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9cd441da.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function addLiquidity(uint256 amountA, uint256 amountB) returns()
func (devPool *DevPool) PackAddLiquidity(amountA *big.Int, amountB *big.Int) []byte {
	enc, err := devPool.abi.Pack("addLiquidity", amountA, amountB)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAddLiquidity is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9cd441da.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function addLiquidity(uint256 amountA, uint256 amountB) returns()
func (devPool *DevPool) TryPackAddLiquidity(amountA *big.Int, amountB *big.Int) ([]byte, error) {
	return devPool.abi.Pack("addLiquidity", amountA, amountB)
}

// PackGetAmountOut is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4aa06652.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getAmountOut(address tokenIn, address tokenOut, uint256 amountIn) view returns(uint256)
func (devPool *DevPool) PackGetAmountOut(tokenIn common.Address, tokenOut common.Address, amountIn *big.Int) []byte {
	enc, err := devPool.abi.Pack("getAmountOut", tokenIn, tokenOut, amountIn)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetAmountOut is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4aa06652.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getAmountOut(address tokenIn, address tokenOut, uint256 amountIn) view returns(uint256)
func (devPool *DevPool) TryPackGetAmountOut(tokenIn common.Address, tokenOut common.Address, amountIn *big.Int) ([]byte, error) {
	return devPool.abi.Pack("getAmountOut", tokenIn, tokenOut, amountIn)
}

// UnpackGetAmountOut is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4aa06652.
//
// Solidity: function getAmountOut(address tokenIn, address tokenOut, uint256 amountIn) view returns(uint256)
func (devPool *DevPool) UnpackGetAmountOut(data []byte) (*big.Int, error) {
	out, err := devPool.abi.Unpack("getAmountOut", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackReserveA is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdc5fa6c5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function reserveA() view returns(uint256)
func (devPool *DevPool) PackReserveA() []byte {
	enc, err := devPool.abi.Pack("reserveA")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReserveA is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdc5fa6c5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function reserveA() view returns(uint256)
func (devPool *DevPool) TryPackReserveA() ([]byte, error) {
	return devPool.abi.Pack("reserveA")
}

// UnpackReserveA is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdc5fa6c5.
//
// Solidity: function reserveA() view returns(uint256)
func (devPool *DevPool) UnpackReserveA(data []byte) (*big.Int, error) {
	out, err := devPool.abi.Unpack("reserveA", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackReserveB is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x19e36f3b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function reserveB() view returns(uint256)
func (devPool *DevPool) PackReserveB() []byte {
	enc, err := devPool.abi.Pack("reserveB")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReserveB is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x19e36f3b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function reserveB() view returns(uint256)
func (devPool *DevPool) TryPackReserveB() ([]byte, error) {
	return devPool.abi.Pack("reserveB")
}

// UnpackReserveB is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x19e36f3b.
//
// Solidity: function reserveB() view returns(uint256)
func (devPool *DevPool) UnpackReserveB(data []byte) (*big.Int, error) {
	out, err := devPool.abi.Unpack("reserveB", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSwapExactIn is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7b32b50e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function swapExactIn(address tokenIn, address tokenOut, uint256 amountIn, uint256 minAmountOut, address to) returns(uint256 amountOut)
func (devPool *DevPool) PackSwapExactIn(tokenIn common.Address, tokenOut common.Address, amountIn *big.Int, minAmountOut *big.Int, to common.Address) []byte {
	enc, err := devPool.abi.Pack("swapExactIn", tokenIn, tokenOut, amountIn, minAmountOut, to)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSwapExactIn is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7b32b50e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function swapExactIn(address tokenIn, address tokenOut, uint256 amountIn, uint256 minAmountOut, address to) returns(uint256 amountOut)
func (devPool *DevPool) TryPackSwapExactIn(tokenIn common.Address, tokenOut common.Address, amountIn *big.Int, minAmountOut *big.Int, to common.Address) ([]byte, error) {
	return devPool.abi.Pack("swapExactIn", tokenIn, tokenOut, amountIn, minAmountOut, to)
}

// UnpackSwapExactIn is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7b32b50e.
//
// Solidity: function swapExactIn(address tokenIn, address tokenOut, uint256 amountIn, uint256 minAmountOut, address to) returns(uint256 amountOut)
func (devPool *DevPool) UnpackSwapExactIn(data []byte) (*big.Int, error) {
	out, err := devPool.abi.Unpack("swapExactIn", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTokenA is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0fc63d10.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function tokenA() view returns(address)
func (devPool *DevPool) PackTokenA() []byte {
	enc, err := devPool.abi.Pack("tokenA")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTokenA is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0fc63d10.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function tokenA() view returns(address)
func (devPool *DevPool) TryPackTokenA() ([]byte, error) {
	return devPool.abi.Pack("tokenA")
}

// UnpackTokenA is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0fc63d10.
//
// Solidity: function tokenA() view returns(address)
func (devPool *DevPool) UnpackTokenA(data []byte) (common.Address, error) {
	out, err := devPool.abi.Unpack("tokenA", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackTokenB is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5f64b55b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function tokenB() view returns(address)
func (devPool *DevPool) PackTokenB() []byte {
	enc, err := devPool.abi.Pack("tokenB")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTokenB is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5f64b55b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function tokenB() view returns(address)
func (devPool *DevPool) TryPackTokenB() ([]byte, error) {
	return devPool.abi.Pack("tokenB")
}

// UnpackTokenB is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5f64b55b.
//
// Solidity: function tokenB() view returns(address)
func (devPool *DevPool) UnpackTokenB(data []byte) (common.Address, error) {
	out, err := devPool.abi.Unpack("tokenB", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// DevPoolLiquidityAdded represents a LiquidityAdded event raised by the DevPool contract.
type DevPoolLiquidityAdded struct {
	Provider common.Address
	AmountA  *big.Int
	AmountB  *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const DevPoolLiquidityAddedEventName = "LiquidityAdded"

// ContractEventName returns the user-defined event name.
func (DevPoolLiquidityAdded) ContractEventName() string {
	return DevPoolLiquidityAddedEventName
}

// UnpackLiquidityAddedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event LiquidityAdded(address indexed provider, uint256 amountA, uint256 amountB)
func (devPool *DevPool) UnpackLiquidityAddedEvent(log *types.Log) (*DevPoolLiquidityAdded, error) {
	event := "LiquidityAdded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != devPool.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DevPoolLiquidityAdded)
	if len(log.Data) > 0 {
		if err := devPool.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range devPool.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// DevPoolSwapped represents a Swapped event raised by the DevPool contract.
type DevPoolSwapped struct {
	TokenIn   common.Address
	AmountIn  *big.Int
	AmountOut *big.Int
	To        common.Address
	Raw       *types.Log // Blockchain specific contextual infos
}

const DevPoolSwappedEventName = "Swapped"

// ContractEventName returns the user-defined event name.
func (DevPoolSwapped) ContractEventName() string {
	return DevPoolSwappedEventName
}

// UnpackSwappedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Swapped(address indexed tokenIn, uint256 amountIn, uint256 amountOut, address indexed to)
func (devPool *DevPool) UnpackSwappedEvent(log *types.Log) (*DevPoolSwapped, error) {
	event := "Swapped"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != devPool.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DevPoolSwapped)
	if len(log.Data) > 0 {
		if err := devPool.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range devPool.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (devPool *DevPool) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], devPool.abi.Errors["InsufficientOutput"].ID.Bytes()[:4]) {
		return devPool.UnpackInsufficientOutputError(raw[4:])
	}
	if bytes.Equal(raw[:4], devPool.abi.Errors["NoLiquidity"].ID.Bytes()[:4]) {
		return devPool.UnpackNoLiquidityError(raw[4:])
	}
	if bytes.Equal(raw[:4], devPool.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return devPool.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	if bytes.Equal(raw[:4], devPool.abi.Errors["UnknownPair"].ID.Bytes()[:4]) {
		return devPool.UnpackUnknownPairError(raw[4:])
	}
	if bytes.Equal(raw[:4], devPool.abi.Errors["ZeroAmount"].ID.Bytes()[:4]) {
		return devPool.UnpackZeroAmountError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// DevPoolInsufficientOutput represents a InsufficientOutput error raised by the DevPool contract.
type DevPoolInsufficientOutput struct {
	AmountOut    *big.Int
	MinAmountOut *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientOutput(uint256 amountOut, uint256 minAmountOut)
func DevPoolInsufficientOutputErrorID() common.Hash {
	return common.HexToHash("0x2c19b8b87dc30ba95595ffd66c13e323be53c04224764b08e36f6411939cc30e")
}

// UnpackInsufficientOutputError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientOutput(uint256 amountOut, uint256 minAmountOut)
func (devPool *DevPool) UnpackInsufficientOutputError(raw []byte) (*DevPoolInsufficientOutput, error) {
	out := new(DevPoolInsufficientOutput)
	if err := devPool.abi.UnpackIntoInterface(out, "InsufficientOutput", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DevPoolNoLiquidity represents a NoLiquidity error raised by the DevPool contract.
type DevPoolNoLiquidity struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoLiquidity()
func DevPoolNoLiquidityErrorID() common.Hash {
	return common.HexToHash("0xc301e07e589331ed9ef4311e1023346089c1adb5b41d2e0cc07797c561b59d37")
}

// UnpackNoLiquidityError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoLiquidity()
func (devPool *DevPool) UnpackNoLiquidityError(raw []byte) (*DevPoolNoLiquidity, error) {
	out := new(DevPoolNoLiquidity)
	if err := devPool.abi.UnpackIntoInterface(out, "NoLiquidity", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DevPoolSafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the DevPool contract.
type DevPoolSafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func DevPoolSafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (devPool *DevPool) UnpackSafeERC20FailedOperationError(raw []byte) (*DevPoolSafeERC20FailedOperation, error) {
	out := new(DevPoolSafeERC20FailedOperation)
	if err := devPool.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DevPoolUnknownPair represents a UnknownPair error raised by the DevPool contract.
type DevPoolUnknownPair struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownPair()
func DevPoolUnknownPairErrorID() common.Hash {
	return common.HexToHash("0xfee006948949200f41fea108001d025d690697ac77206013ac092b7b3c733936")
}

// UnpackUnknownPairError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownPair()
func (devPool *DevPool) UnpackUnknownPairError(raw []byte) (*DevPoolUnknownPair, error) {
	out := new(DevPoolUnknownPair)
	if err := devPool.abi.UnpackIntoInterface(out, "UnknownPair", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DevPoolZeroAmount represents a ZeroAmount error raised by the DevPool contract.
type DevPoolZeroAmount struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAmount()
func DevPoolZeroAmountErrorID() common.Hash {
	return common.HexToHash("0x1f2a2005cb66a8e145327e8814e243a0996aec9bfe1e15a495778b1236dbd485")
}

// UnpackZeroAmountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAmount()
func (devPool *DevPool) UnpackZeroAmountError(raw []byte) (*DevPoolZeroAmount, error) {
	out := new(DevPoolZeroAmount)
	if err := devPool.abi.UnpackIntoInterface(out, "ZeroAmount", raw); err != nil {
		return nil, err
	}
	return out, nil
}
