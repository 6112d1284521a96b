// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package buyback

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

// InkdBuybackMetaData contains all meta data concerning the InkdBuyback contract.
var InkdBuybackMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"usdc_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"treasury_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"router_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"initialOwner\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"threshold\",\"type\":\"uint256\"}],\"name\":\"BelowThreshold\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InkdTokenNotSet\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"minOut\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"floor\",\"type\":\"uint256\"}],\"name\":\"MinOutBelowFloor\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotKeeper\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NothingToWithdraw\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"received\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minOut\",\"type\":\"uint256\"}],\"name\":\"OutputBelowMinimum\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"RouterNotSet\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"usdcSpent\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"inkdReceived\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"timestamp\",\"type\":\"uint256\"}],\"name\":\"BuybackExecuted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Deposited\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"InkdTokenSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"keeper\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"KeeperSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"maxSlippageBps\",\"type\":\"uint256\"}],\"name\":\"MaxSlippageSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"minInkdPerUsdc\",\"type\":\"uint256\"}],\"name\":\"MinInkdPerUsdcSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"router\",\"type\":\"address\"}],\"name\":\"RouterSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"threshold\",\"type\":\"uint256\"}],\"name\":\"ThresholdSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"treasury\",\"type\":\"address\"}],\"name\":\"TreasurySet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Withdrawn\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"BPS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"DEFAULT_MAX_SLIPPAGE_BPS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"DEFAULT_THRESHOLD\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_SLIPPAGE_BPS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"USDC_UNIT\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"deposit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"minOut\",\"type\":\"uint256\"}],\"name\":\"executeBuyback\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"inkdReceived\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"inkdToken\",\"outputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"isKeeper\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"maxSlippageBps\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"minInkdPerUsdc\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"router\",\"outputs\":[{\"internalType\":\"contractIInkdRouter\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"setInkdToken\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"keeper\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"setKeeper\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"bps\",\"type\":\"uint256\"}],\"name\":\"setMaxSlippageBps\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"minInkdPerUsdc_\",\"type\":\"uint256\"}],\"name\":\"setMinInkdPerUsdc\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"router_\",\"type\":\"address\"}],\"name\":\"setRouter\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"threshold_\",\"type\":\"uint256\"}],\"name\":\"setThreshold\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"treasury_\",\"type\":\"address\"}],\"name\":\"setTreasury\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"threshold\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"treasury\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"usdc\",\"outputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"withdraw\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "InkdBuyback",
	Bin: "0x60a06040526298968060045561012c60055534801561001c575f5ffd5b506040516113c63803806113c683398101604081905261003b9161013b565b806001600160a01b03811661006957604051631e4fbdf760e01b81525f600482015260240160405180910390fd5b610072816100d1565b506001600160a01b03841661009a5760405163d92e233d60e01b815260040160405180910390fd5b506001600160a01b03928316608052600180549284166001600160a01b03199384161790556002805491909316911617905561018c565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b80516001600160a01b0381168114610136575f5ffd5b919050565b5f5f5f5f6080858703121561014e575f5ffd5b61015785610120565b935061016560208601610120565b925061017360408601610120565b915061018160608601610120565b905092959194509250565b6080516111f16101d55f395f81816101ff01528181610497015281816105370152818161062e0152818161075701528181610887015281816108c50152610aee01526111f15ff3fe608060405234801561000f575f5ffd5b5060043610610187575f3560e01c80638da5cb5b116100d9578063c4aa739511610093578063e229cd761161006e578063e229cd7614610344578063f0f442601461034d578063f2fde38b14610360578063f887ea4014610373575f5ffd5b8063c4aa73951461031f578063cdb994e914610328578063d1b9e85314610331575f5ffd5b80638da5cb5b146102b9578063960bfe04146102c9578063b6b55f25146102dc578063b81cab4b146102ef578063c0d78655146102f9578063c12690771461030c575f5ffd5b80634af2867611610144578063682e03f11161011f578063682e03f11461025a5780636869c673146102635780636ba42aaa14610276578063715018a6146102b1575f5ffd5b80634af286761461022a57806351cff8d91461023457806361d027b314610247575f5ffd5b8063227f7bc81461018b578063249d39e9146101a057806325fc1b3d146101bc5780632c30d9f6146101cf5780633e413bee146101fa57806342cde4e814610221575b5f5ffd5b61019e6101993660046110af565b610386565b005b6101a961271081565b6040519081526020015b60405180910390f35b61019e6101ca3660046110af565b6103ca565b6003546101e2906001600160a01b031681565b6040516001600160a01b0390911681526020016101b3565b6101e27f000000000000000000000000000000000000000000000000000000000000000081565b6101a960045481565b6101a9620f424081565b61019e6102423660046110e1565b610451565b6001546101e2906001600160a01b031681565b6101a960065481565b6101a96102713660046110af565b6105a5565b6102a16102843660046110e1565b6001600160a01b03165f9081526007602052604090205460ff1690565b60405190151581526020016101b3565b61019e610a3e565b5f546001600160a01b03166101e2565b61019e6102d73660046110af565b610a51565b61019e6102ea3660046110af565b610a8e565b6101a96298968081565b61019e6103073660046110e1565b610b46565b61019e61031a3660046110e1565b610bbe565b6101a960055481565b6101a961012c81565b61019e61033f3660046110fa565b610c36565b6101a96103e881565b61019e61035b3660046110e1565b610cbc565b61019e61036e3660046110e1565b610d34565b6002546101e2906001600160a01b031681565b61038e610d71565b60068190556040518181527fa4879245dcc88aad0a215e709cb4696a8707b79eb2767e96ee171bd4d9164db8906020015b60405180910390a150565b6103d2610d71565b6103e881111561041c5760405162461bcd60e51b815260206004820152601060248201526f4d61782031302520736c69707061676560801b60448201526064015b60405180910390fd5b60058190556040518181527f655eeddda94c0a9de22c1474e6b5aa4f18d3e8048dc9eff185437c7fe3bfb505906020016103bf565b610459610d71565b6001600160a01b0381166104805760405163d92e233d60e01b815260040160405180910390fd5b6040516370a0823160e01b81523060048201525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906370a0823190602401602060405180830381865afa1580156104e4573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906105089190611133565b9050805f0361052a57604051630686827b60e51b815260040160405180910390fd5b61055e6001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168383610d9d565b816001600160a01b03167f7084f5476618d8e60b11ef0d7d3f06914655adb8793e28ff7f018d4c76d505d58260405161059991815260200190565b60405180910390a25050565b5f80546001600160a01b031633148015906105cf5750335f9081526007602052604090205460ff16155b156105ed57604051631ea2564f60e31b815260040160405180910390fd5b6003546001600160a01b03168061061757604051633faac1a160e21b815260040160405180910390fd5b6040516370a0823160e01b81523060048201525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906370a0823190602401602060405180830381865afa15801561067b573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061069f9190611133565b90508015806106af575060045481105b156106d857600480546040516322c1720560e21b81529182018390526024820152604401610413565b6002546001600160a01b0316806107025760405163179ce99f60e01b815260040160405180910390fd5b5f61071383600654620f4240610e01565b9050808610156107405760405163a9ece82160e01b81526004810187905260248101829052604401610413565b604051632550332960e11b81526001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000811660048301528581166024830152604482018590525f9190841690634aa0665290606401602060405180830381865afa1580156107b6573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906107da9190611133565b90505f61080d886127106005546127106107f4919061115e565b6107fe9086611171565b610808919061119c565b610eb8565b6040516370a0823160e01b81523060048201529091505f906001600160a01b038816906370a0823190602401602060405180830381865afa158015610854573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906108789190611133565b90506108ae6001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168688610ecc565b604051633d995a8760e11b81526001600160a01b037f00000000000000000000000000000000000000000000000000000000000000008116600483015288811660248301526044820188905260648201849052306084830152861690637b32b50e9060a4016020604051808303815f875af115801561092f573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906109539190611133565b506040516370a0823160e01b815230600482015281906001600160a01b038916906370a0823190602401602060405180830381865afa158015610998573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906109bc9190611133565b6109c6919061115e565b9750818810156109f35760405163f5426ef960e01b81526004810189905260248101839052604401610413565b60408051878152602081018a9052428183015290517ff7e3493d2eb6a455012bf7667cb0e1563155e97974bcf902b23dc50b0a76bb1f9181900360600190a150505050505050919050565b610a46610d71565b610a4f5f610f61565b565b610a59610d71565b60048190556040518181527f6e8a187d7944998085dbd1f16b84c51c903bb727536cdba86962439aded2cfd7906020016103bf565b6001546001600160a01b03163314610ae15760405162461bcd60e51b81526020600482015260166024820152754275796261636b3a206f6e6c7920747265617375727960501b6044820152606401610413565b610b166001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016333084610fb0565b6040518181527f2a89b2e3d580398d6dc2db5e0f336b52602bbaa51afa9bb5cdf59239cf0d2bea906020016103bf565b610b4e610d71565b6001600160a01b038116610b755760405163d92e233d60e01b815260040160405180910390fd5b600280546001600160a01b0319166001600160a01b0383169081179091556040517fc6b438e6a8a59579ce6a4406cbd203b740e0d47b458aae6596339bcd40c40d15905f90a250565b610bc6610d71565b6001600160a01b038116610bed5760405163d92e233d60e01b815260040160405180910390fd5b600380546001600160a01b0319166001600160a01b0383169081179091556040517fbcd33c68af1990bc583b6581d99c011d0df903bbadfb78b151a34f0f8aa8e962905f90a250565b610c3e610d71565b6001600160a01b038216610c655760405163d92e233d60e01b815260040160405180910390fd5b6001600160a01b0382165f81815260076020908152604091829020805460ff191685151590811790915591519182527f8dd62d4e1f60b96148552898e743aa2b571686baa26f4f1b647565dc3996c1a79101610599565b610cc4610d71565b6001600160a01b038116610ceb5760405163d92e233d60e01b815260040160405180910390fd5b600180546001600160a01b0319166001600160a01b0383169081179091556040517f3c864541ef71378c6229510ed90f376565ee42d9c5e0904a984a9e863e6db44f905f90a250565b610d3c610d71565b6001600160a01b038116610d6557604051631e4fbdf760e01b81525f6004820152602401610413565b610d6e81610f61565b50565b5f546001600160a01b03163314610a4f5760405163118cdaa760e01b8152336004820152602401610413565b6040516001600160a01b03838116602483015260448201839052610dfc91859182169063a9059cbb906064015b604051602081830303815290604052915060e01b6020820180516001600160e01b038381831617835250505050610fe9565b505050565b5f838302815f1985870982811083820303915050805f03610e3557838281610e2b57610e2b611188565b0492505050610eb1565b808411610e4c57610e4c6003851502601118611055565b5f848688095f868103871696879004966002600389028118808a02820302808a02820302808a02820302808a02820302808a02820302808a02909103029181900381900460010186841190950394909402919094039290920491909117919091029150505b9392505050565b5f8282188284110282185b90505b92915050565b604080516001600160a01b038416602482015260448082018490528251808303909101815260649091019091526020810180516001600160e01b031663095ea7b360e01b179052610f1d8482611066565b610f5b576040516001600160a01b0384811660248301525f6044830152610f5191869182169063095ea7b390606401610dca565b610f5b8482610fe9565b50505050565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b6040516001600160a01b038481166024830152838116604483015260648201839052610f5b9186918216906323b872dd90608401610dca565b5f5f60205f8451602086015f885af180611008576040513d5f823e3d81fd5b50505f513d9150811561101f57806001141561102c565b6001600160a01b0384163b155b15610f5b57604051635274afe760e01b81526001600160a01b0385166004820152602401610413565b634e487b715f52806020526024601cfd5b5f5f5f5f60205f8651602088015f8a5af192503d91505f5190508280156110a55750811561109757806001146110a5565b5f866001600160a01b03163b115b9695505050505050565b5f602082840312156110bf575f5ffd5b5035919050565b80356001600160a01b03811681146110dc575f5ffd5b919050565b5f602082840312156110f1575f5ffd5b610ec3826110c6565b5f5f6040838503121561110b575f5ffd5b611114836110c6565b915060208301358015158114611128575f5ffd5b809150509250929050565b5f60208284031215611143575f5ffd5b5051919050565b634e487b7160e01b5f52601160045260245ffd5b81810381811115610ec657610ec661114a565b8082028115828204841417610ec657610ec661114a565b634e487b7160e01b5f52601260045260245ffd5b5f826111b657634e487b7160e01b5f52601260045260245ffd5b50049056fea264697066735822122053387c7079288d114402296ca0a910fd357d8a26ab3627a1ce9b99a9efc9dd0c64736f6c634300081c0033",
}

// InkdBuyback is an auto generated Go binding around an Ethereum contract.
type InkdBuyback struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *InkdBuyback) GetABI() abi.ABI {
	return c.abi
}

// NewInkdBuyback creates a new instance of InkdBuyback.
func NewInkdBuyback() *InkdBuyback {
	parsed, err := InkdBuybackMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &InkdBuyback{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *InkdBuyback) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address usdc_, address treasury_, address router_, address initialOwner) returns()
func (inkdBuyback *InkdBuyback) PackConstructor(usdc_ common.Address, treasury_ common.Address, router_ common.Address, initialOwner common.Address) []byte {
	enc, err := inkdBuyback.abi.Pack("", usdc_, treasury_, router_, initialOwner)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x249d39e9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function BPS() view returns(uint256)
func (inkdBuyback *InkdBuyback) PackBPS() []byte {
	enc, err := inkdBuyback.abi.Pack("BPS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x249d39e9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function BPS() view returns(uint256)
func (inkdBuyback *InkdBuyback) TryPackBPS() ([]byte, error) {
	return inkdBuyback.abi.Pack("BPS")
}

// UnpackBPS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x249d39e9.
//
// Solidity: function BPS() view returns(uint256)
func (inkdBuyback *InkdBuyback) UnpackBPS(data []byte) (*big.Int, error) {
	out, err := inkdBuyback.abi.Unpack("BPS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDEFAULTMAXSLIPPAGEBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcdb994e9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function DEFAULT_MAX_SLIPPAGE_BPS() view returns(uint256)
func (inkdBuyback *InkdBuyback) PackDEFAULTMAXSLIPPAGEBPS() []byte {
	enc, err := inkdBuyback.abi.Pack("DEFAULT_MAX_SLIPPAGE_BPS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDEFAULTMAXSLIPPAGEBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcdb994e9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function DEFAULT_MAX_SLIPPAGE_BPS() view returns(uint256)
func (inkdBuyback *InkdBuyback) TryPackDEFAULTMAXSLIPPAGEBPS() ([]byte, error) {
	return inkdBuyback.abi.Pack("DEFAULT_MAX_SLIPPAGE_BPS")
}

// UnpackDEFAULTMAXSLIPPAGEBPS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xcdb994e9.
//
// Solidity: function DEFAULT_MAX_SLIPPAGE_BPS() view returns(uint256)
func (inkdBuyback *InkdBuyback) UnpackDEFAULTMAXSLIPPAGEBPS(data []byte) (*big.Int, error) {
	out, err := inkdBuyback.abi.Unpack("DEFAULT_MAX_SLIPPAGE_BPS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDEFAULTTHRESHOLD is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb81cab4b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function DEFAULT_THRESHOLD() view returns(uint256)
func (inkdBuyback *InkdBuyback) PackDEFAULTTHRESHOLD() []byte {
	enc, err := inkdBuyback.abi.Pack("DEFAULT_THRESHOLD")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDEFAULTTHRESHOLD is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb81cab4b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function DEFAULT_THRESHOLD() view returns(uint256)
func (inkdBuyback *InkdBuyback) TryPackDEFAULTTHRESHOLD() ([]byte, error) {
	return inkdBuyback.abi.Pack("DEFAULT_THRESHOLD")
}

// UnpackDEFAULTTHRESHOLD is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb81cab4b.
//
// Solidity: function DEFAULT_THRESHOLD() view returns(uint256)
func (inkdBuyback *InkdBuyback) UnpackDEFAULTTHRESHOLD(data []byte) (*big.Int, error) {
	out, err := inkdBuyback.abi.Unpack("DEFAULT_THRESHOLD", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMAXSLIPPAGEBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe229cd76.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_SLIPPAGE_BPS() view returns(uint256)
func (inkdBuyback *InkdBuyback) PackMAXSLIPPAGEBPS() []byte {
	enc, err := inkdBuyback.abi.Pack("MAX_SLIPPAGE_BPS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXSLIPPAGEBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe229cd76.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_SLIPPAGE_BPS() view returns(uint256)
func (inkdBuyback *InkdBuyback) TryPackMAXSLIPPAGEBPS() ([]byte, error) {
	return inkdBuyback.abi.Pack("MAX_SLIPPAGE_BPS")
}

// UnpackMAXSLIPPAGEBPS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe229cd76.
//
// Solidity: function MAX_SLIPPAGE_BPS() view returns(uint256)
func (inkdBuyback *InkdBuyback) UnpackMAXSLIPPAGEBPS(data []byte) (*big.Int, error) {
	out, err := inkdBuyback.abi.Unpack("MAX_SLIPPAGE_BPS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackUSDCUNIT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4af28676.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function USDC_UNIT() view returns(uint256)
func (inkdBuyback *InkdBuyback) PackUSDCUNIT() []byte {
	enc, err := inkdBuyback.abi.Pack("USDC_UNIT")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUSDCUNIT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4af28676.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function USDC_UNIT() view returns(uint256)
func (inkdBuyback *InkdBuyback) TryPackUSDCUNIT() ([]byte, error) {
	return inkdBuyback.abi.Pack("USDC_UNIT")
}

// UnpackUSDCUNIT is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4af28676.
//
// Solidity: function USDC_UNIT() view returns(uint256)
func (inkdBuyback *InkdBuyback) UnpackUSDCUNIT(data []byte) (*big.Int, error) {
	out, err := inkdBuyback.abi.Unpack("USDC_UNIT", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb6b55f25.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function deposit(uint256 amount) returns()
func (inkdBuyback *InkdBuyback) PackDeposit(amount *big.Int) []byte {
	enc, err := inkdBuyback.abi.Pack("deposit", amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb6b55f25.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function deposit(uint256 amount) returns()
func (inkdBuyback *InkdBuyback) TryPackDeposit(amount *big.Int) ([]byte, error) {
	return inkdBuyback.abi.Pack("deposit", amount)
}

// PackExecuteBuyback is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6869c673.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function executeBuyback(uint256 minOut) returns(uint256 inkdReceived)
func (inkdBuyback *InkdBuyback) PackExecuteBuyback(minOut *big.Int) []byte {
	enc, err := inkdBuyback.abi.Pack("executeBuyback", minOut)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExecuteBuyback is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6869c673.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function executeBuyback(uint256 minOut) returns(uint256 inkdReceived)
func (inkdBuyback *InkdBuyback) TryPackExecuteBuyback(minOut *big.Int) ([]byte, error) {
	return inkdBuyback.abi.Pack("executeBuyback", minOut)
}

// UnpackExecuteBuyback is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6869c673.
//
// Solidity: function executeBuyback(uint256 minOut) returns(uint256 inkdReceived)
func (inkdBuyback *InkdBuyback) UnpackExecuteBuyback(data []byte) (*big.Int, error) {
	out, err := inkdBuyback.abi.Unpack("executeBuyback", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackInkdToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2c30d9f6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function inkdToken() view returns(address)
func (inkdBuyback *InkdBuyback) PackInkdToken() []byte {
	enc, err := inkdBuyback.abi.Pack("inkdToken")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackInkdToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2c30d9f6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function inkdToken() view returns(address)
func (inkdBuyback *InkdBuyback) TryPackInkdToken() ([]byte, error) {
	return inkdBuyback.abi.Pack("inkdToken")
}

// UnpackInkdToken is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2c30d9f6.
//
// Solidity: function inkdToken() view returns(address)
func (inkdBuyback *InkdBuyback) UnpackInkdToken(data []byte) (common.Address, error) {
	out, err := inkdBuyback.abi.Unpack("inkdToken", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackIsKeeper is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6ba42aaa.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isKeeper(address account) view returns(bool)
func (inkdBuyback *InkdBuyback) PackIsKeeper(account common.Address) []byte {
	enc, err := inkdBuyback.abi.Pack("isKeeper", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsKeeper is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6ba42aaa.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isKeeper(address account) view returns(bool)
func (inkdBuyback *InkdBuyback) TryPackIsKeeper(account common.Address) ([]byte, error) {
	return inkdBuyback.abi.Pack("isKeeper", account)
}

// UnpackIsKeeper is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6ba42aaa.
//
// Solidity: function isKeeper(address account) view returns(bool)
func (inkdBuyback *InkdBuyback) UnpackIsKeeper(data []byte) (bool, error) {
	out, err := inkdBuyback.abi.Unpack("isKeeper", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackMaxSlippageBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc4aa7395.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function maxSlippageBps() view returns(uint256)
func (inkdBuyback *InkdBuyback) PackMaxSlippageBps() []byte {
	enc, err := inkdBuyback.abi.Pack("maxSlippageBps")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMaxSlippageBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc4aa7395.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function maxSlippageBps() view returns(uint256)
func (inkdBuyback *InkdBuyback) TryPackMaxSlippageBps() ([]byte, error) {
	return inkdBuyback.abi.Pack("maxSlippageBps")
}

// UnpackMaxSlippageBps is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc4aa7395.
//
// Solidity: function maxSlippageBps() view returns(uint256)
func (inkdBuyback *InkdBuyback) UnpackMaxSlippageBps(data []byte) (*big.Int, error) {
	out, err := inkdBuyback.abi.Unpack("maxSlippageBps", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMinInkdPerUsdc is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x682e03f1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function minInkdPerUsdc() view returns(uint256)
func (inkdBuyback *InkdBuyback) PackMinInkdPerUsdc() []byte {
	enc, err := inkdBuyback.abi.Pack("minInkdPerUsdc")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMinInkdPerUsdc is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x682e03f1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function minInkdPerUsdc() view returns(uint256)
func (inkdBuyback *InkdBuyback) TryPackMinInkdPerUsdc() ([]byte, error) {
	return inkdBuyback.abi.Pack("minInkdPerUsdc")
}

// UnpackMinInkdPerUsdc is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x682e03f1.
//
// Solidity: function minInkdPerUsdc() view returns(uint256)
func (inkdBuyback *InkdBuyback) UnpackMinInkdPerUsdc(data []byte) (*big.Int, error) {
	out, err := inkdBuyback.abi.Unpack("minInkdPerUsdc", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (inkdBuyback *InkdBuyback) PackOwner() []byte {
	enc, err := inkdBuyback.abi.Pack("owner")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function owner() view returns(address)
func (inkdBuyback *InkdBuyback) TryPackOwner() ([]byte, error) {
	return inkdBuyback.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (inkdBuyback *InkdBuyback) UnpackOwner(data []byte) (common.Address, error) {
	out, err := inkdBuyback.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function renounceOwnership() returns()
func (inkdBuyback *InkdBuyback) PackRenounceOwnership() []byte {
	enc, err := inkdBuyback.abi.Pack("renounceOwnership")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function renounceOwnership() returns()
func (inkdBuyback *InkdBuyback) TryPackRenounceOwnership() ([]byte, error) {
	return inkdBuyback.abi.Pack("renounceOwnership")
}

// PackRouter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf887ea40.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function router() view returns(address)
func (inkdBuyback *InkdBuyback) PackRouter() []byte {
	enc, err := inkdBuyback.abi.Pack("router")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRouter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf887ea40.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function router() view returns(address)
func (inkdBuyback *InkdBuyback) TryPackRouter() ([]byte, error) {
	return inkdBuyback.abi.Pack("router")
}

// UnpackRouter is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf887ea40.
//
// Solidity: function router() view returns(address)
func (inkdBuyback *InkdBuyback) UnpackRouter(data []byte) (common.Address, error) {
	out, err := inkdBuyback.abi.Unpack("router", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackSetInkdToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc1269077.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setInkdToken(address token) returns()
func (inkdBuyback *InkdBuyback) PackSetInkdToken(token common.Address) []byte {
	enc, err := inkdBuyback.abi.Pack("setInkdToken", token)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetInkdToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc1269077.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setInkdToken(address token) returns()
func (inkdBuyback *InkdBuyback) TryPackSetInkdToken(token common.Address) ([]byte, error) {
	return inkdBuyback.abi.Pack("setInkdToken", token)
}

// PackSetKeeper is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd1b9e853.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setKeeper(address keeper, bool allowed) returns()
func (inkdBuyback *InkdBuyback) PackSetKeeper(keeper common.Address, allowed bool) []byte {
	enc, err := inkdBuyback.abi.Pack("setKeeper", keeper, allowed)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetKeeper is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd1b9e853.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setKeeper(address keeper, bool allowed) returns()
func (inkdBuyback *InkdBuyback) TryPackSetKeeper(keeper common.Address, allowed bool) ([]byte, error) {
	return inkdBuyback.abi.Pack("setKeeper", keeper, allowed)
}

// PackSetMaxSlippageBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x25fc1b3d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setMaxSlippageBps(uint256 bps) returns()
func (inkdBuyback *InkdBuyback) PackSetMaxSlippageBps(bps *big.Int) []byte {
	enc, err := inkdBuyback.abi.Pack("setMaxSlippageBps", bps)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetMaxSlippageBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x25fc1b3d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setMaxSlippageBps(uint256 bps) returns()
func (inkdBuyback *InkdBuyback) TryPackSetMaxSlippageBps(bps *big.Int) ([]byte, error) {
	return inkdBuyback.abi.Pack("setMaxSlippageBps", bps)
}

// PackSetMinInkdPerUsdc is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x227f7bc8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setMinInkdPerUsdc(uint256 minInkdPerUsdc_) returns()
func (inkdBuyback *InkdBuyback) PackSetMinInkdPerUsdc(minInkdPerUsdc *big.Int) []byte {
	enc, err := inkdBuyback.abi.Pack("setMinInkdPerUsdc", minInkdPerUsdc)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetMinInkdPerUsdc is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x227f7bc8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setMinInkdPerUsdc(uint256 minInkdPerUsdc_) returns()
func (inkdBuyback *InkdBuyback) TryPackSetMinInkdPerUsdc(minInkdPerUsdc *big.Int) ([]byte, error) {
	return inkdBuyback.abi.Pack("setMinInkdPerUsdc", minInkdPerUsdc)
}

// PackSetRouter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc0d78655.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setRouter(address router_) returns()
func (inkdBuyback *InkdBuyback) PackSetRouter(router common.Address) []byte {
	enc, err := inkdBuyback.abi.Pack("setRouter", router)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetRouter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc0d78655.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setRouter(address router_) returns()
func (inkdBuyback *InkdBuyback) TryPackSetRouter(router common.Address) ([]byte, error) {
	return inkdBuyback.abi.Pack("setRouter", router)
}

// PackSetThreshold is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x960bfe04.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setThreshold(uint256 threshold_) returns()
func (inkdBuyback *InkdBuyback) PackSetThreshold(threshold *big.Int) []byte {
	enc, err := inkdBuyback.abi.Pack("setThreshold", threshold)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetThreshold is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x960bfe04.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setThreshold(uint256 threshold_) returns()
func (inkdBuyback *InkdBuyback) TryPackSetThreshold(threshold *big.Int) ([]byte, error) {
	return inkdBuyback.abi.Pack("setThreshold", threshold)
}

// PackSetTreasury is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf0f44260.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setTreasury(address treasury_) returns()
func (inkdBuyback *InkdBuyback) PackSetTreasury(treasury common.Address) []byte {
	enc, err := inkdBuyback.abi.Pack("setTreasury", treasury)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetTreasury is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf0f44260.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setTreasury(address treasury_) returns()
func (inkdBuyback *InkdBuyback) TryPackSetTreasury(treasury common.Address) ([]byte, error) {
	return inkdBuyback.abi.Pack("setTreasury", treasury)
}

// PackThreshold is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x42cde4e8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function threshold() view returns(uint256)
func (inkdBuyback *InkdBuyback) PackThreshold() []byte {
	enc, err := inkdBuyback.abi.Pack("threshold")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackThreshold is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x42cde4e8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function threshold() view returns(uint256)
func (inkdBuyback *InkdBuyback) TryPackThreshold() ([]byte, error) {
	return inkdBuyback.abi.Pack("threshold")
}

// UnpackThreshold is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x42cde4e8.
//
// Solidity: function threshold() view returns(uint256)
func (inkdBuyback *InkdBuyback) UnpackThreshold(data []byte) (*big.Int, error) {
	out, err := inkdBuyback.abi.Unpack("threshold", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (inkdBuyback *InkdBuyback) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := inkdBuyback.abi.Pack("transferOwnership", newOwner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (inkdBuyback *InkdBuyback) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return inkdBuyback.abi.Pack("transferOwnership", newOwner)
}

// PackTreasury is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x61d027b3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function treasury() view returns(address)
func (inkdBuyback *InkdBuyback) PackTreasury() []byte {
	enc, err := inkdBuyback.abi.Pack("treasury")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTreasury is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x61d027b3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function treasury() view returns(address)
func (inkdBuyback *InkdBuyback) TryPackTreasury() ([]byte, error) {
	return inkdBuyback.abi.Pack("treasury")
}

// UnpackTreasury is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x61d027b3.
//
// Solidity: function treasury() view returns(address)
func (inkdBuyback *InkdBuyback) UnpackTreasury(data []byte) (common.Address, error) {
	out, err := inkdBuyback.abi.Unpack("treasury", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackUsdc is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3e413bee.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function usdc() view returns(address)
func (inkdBuyback *InkdBuyback) PackUsdc() []byte {
	enc, err := inkdBuyback.abi.Pack("usdc")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUsdc is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3e413bee.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function usdc() view returns(address)
func (inkdBuyback *InkdBuyback) TryPackUsdc() ([]byte, error) {
	return inkdBuyback.abi.Pack("usdc")
}

// UnpackUsdc is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3e413bee.
//
// Solidity: function usdc() view returns(address)
func (inkdBuyback *InkdBuyback) UnpackUsdc(data []byte) (common.Address, error) {
	out, err := inkdBuyback.abi.Unpack("usdc", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x51cff8d9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdraw(address to) returns()
func (inkdBuyback *InkdBuyback) PackWithdraw(to common.Address) []byte {
	enc, err := inkdBuyback.abi.Pack("withdraw", to)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x51cff8d9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdraw(address to) returns()
func (inkdBuyback *InkdBuyback) TryPackWithdraw(to common.Address) ([]byte, error) {
	return inkdBuyback.abi.Pack("withdraw", to)
}

// InkdBuybackBuybackExecuted represents a BuybackExecuted event raised by the InkdBuyback contract.
type InkdBuybackBuybackExecuted struct {
	UsdcSpent    *big.Int
	InkdReceived *big.Int
	Timestamp    *big.Int
	Raw          *types.Log // Blockchain specific contextual infos
}

const InkdBuybackBuybackExecutedEventName = "BuybackExecuted"

// ContractEventName returns the user-defined event name.
func (InkdBuybackBuybackExecuted) ContractEventName() string {
	return InkdBuybackBuybackExecutedEventName
}

// UnpackBuybackExecutedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BuybackExecuted(uint256 usdcSpent, uint256 inkdReceived, uint256 timestamp)
func (inkdBuyback *InkdBuyback) UnpackBuybackExecutedEvent(log *types.Log) (*InkdBuybackBuybackExecuted, error) {
	event := "BuybackExecuted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != inkdBuyback.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(InkdBuybackBuybackExecuted)
	if len(log.Data) > 0 {
		if err := inkdBuyback.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range inkdBuyback.abi.Events[event].Inputs {
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

// InkdBuybackDeposited represents a Deposited event raised by the InkdBuyback contract.
type InkdBuybackDeposited struct {
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const InkdBuybackDepositedEventName = "Deposited"

// ContractEventName returns the user-defined event name.
func (InkdBuybackDeposited) ContractEventName() string {
	return InkdBuybackDepositedEventName
}

// UnpackDepositedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Deposited(uint256 amount)
func (inkdBuyback *InkdBuyback) UnpackDepositedEvent(log *types.Log) (*InkdBuybackDeposited, error) {
	event := "Deposited"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != inkdBuyback.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(InkdBuybackDeposited)
	if len(log.Data) > 0 {
		if err := inkdBuyback.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range inkdBuyback.abi.Events[event].Inputs {
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

// InkdBuybackInkdTokenSet represents a InkdTokenSet event raised by the InkdBuyback contract.
type InkdBuybackInkdTokenSet struct {
	Token common.Address
	Raw   *types.Log // Blockchain specific contextual infos
}

const InkdBuybackInkdTokenSetEventName = "InkdTokenSet"

// ContractEventName returns the user-defined event name.
func (InkdBuybackInkdTokenSet) ContractEventName() string {
	return InkdBuybackInkdTokenSetEventName
}

// UnpackInkdTokenSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event InkdTokenSet(address indexed token)
func (inkdBuyback *InkdBuyback) UnpackInkdTokenSetEvent(log *types.Log) (*InkdBuybackInkdTokenSet, error) {
	event := "InkdTokenSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != inkdBuyback.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(InkdBuybackInkdTokenSet)
	if len(log.Data) > 0 {
		if err := inkdBuyback.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range inkdBuyback.abi.Events[event].Inputs {
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

// InkdBuybackKeeperSet represents a KeeperSet event raised by the InkdBuyback contract.
type InkdBuybackKeeperSet struct {
	Keeper  common.Address
	Allowed bool
	Raw     *types.Log // Blockchain specific contextual infos
}

const InkdBuybackKeeperSetEventName = "KeeperSet"

// ContractEventName returns the user-defined event name.
func (InkdBuybackKeeperSet) ContractEventName() string {
	return InkdBuybackKeeperSetEventName
}

// UnpackKeeperSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event KeeperSet(address indexed keeper, bool allowed)
func (inkdBuyback *InkdBuyback) UnpackKeeperSetEvent(log *types.Log) (*InkdBuybackKeeperSet, error) {
	event := "KeeperSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != inkdBuyback.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(InkdBuybackKeeperSet)
	if len(log.Data) > 0 {
		if err := inkdBuyback.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range inkdBuyback.abi.Events[event].Inputs {
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

// InkdBuybackMaxSlippageSet represents a MaxSlippageSet event raised by the InkdBuyback contract.
type InkdBuybackMaxSlippageSet struct {
	MaxSlippageBps *big.Int
	Raw            *types.Log // Blockchain specific contextual infos
}

const InkdBuybackMaxSlippageSetEventName = "MaxSlippageSet"

// ContractEventName returns the user-defined event name.
func (InkdBuybackMaxSlippageSet) ContractEventName() string {
	return InkdBuybackMaxSlippageSetEventName
}

// UnpackMaxSlippageSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event MaxSlippageSet(uint256 maxSlippageBps)
func (inkdBuyback *InkdBuyback) UnpackMaxSlippageSetEvent(log *types.Log) (*InkdBuybackMaxSlippageSet, error) {
	event := "MaxSlippageSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != inkdBuyback.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(InkdBuybackMaxSlippageSet)
	if len(log.Data) > 0 {
		if err := inkdBuyback.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range inkdBuyback.abi.Events[event].Inputs {
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

// InkdBuybackMinInkdPerUsdcSet represents a MinInkdPerUsdcSet event raised by the InkdBuyback contract.
type InkdBuybackMinInkdPerUsdcSet struct {
	MinInkdPerUsdc *big.Int
	Raw            *types.Log // Blockchain specific contextual infos
}

const InkdBuybackMinInkdPerUsdcSetEventName = "MinInkdPerUsdcSet"

// ContractEventName returns the user-defined event name.
func (InkdBuybackMinInkdPerUsdcSet) ContractEventName() string {
	return InkdBuybackMinInkdPerUsdcSetEventName
}

// UnpackMinInkdPerUsdcSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event MinInkdPerUsdcSet(uint256 minInkdPerUsdc)
func (inkdBuyback *InkdBuyback) UnpackMinInkdPerUsdcSetEvent(log *types.Log) (*InkdBuybackMinInkdPerUsdcSet, error) {
	event := "MinInkdPerUsdcSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != inkdBuyback.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(InkdBuybackMinInkdPerUsdcSet)
	if len(log.Data) > 0 {
		if err := inkdBuyback.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range inkdBuyback.abi.Events[event].Inputs {
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

// InkdBuybackOwnershipTransferred represents a OwnershipTransferred event raised by the InkdBuyback contract.
type InkdBuybackOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const InkdBuybackOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (InkdBuybackOwnershipTransferred) ContractEventName() string {
	return InkdBuybackOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (inkdBuyback *InkdBuyback) UnpackOwnershipTransferredEvent(log *types.Log) (*InkdBuybackOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != inkdBuyback.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(InkdBuybackOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := inkdBuyback.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range inkdBuyback.abi.Events[event].Inputs {
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

// InkdBuybackRouterSet represents a RouterSet event raised by the InkdBuyback contract.
type InkdBuybackRouterSet struct {
	Router common.Address
	Raw    *types.Log // Blockchain specific contextual infos
}

const InkdBuybackRouterSetEventName = "RouterSet"

// ContractEventName returns the user-defined event name.
func (InkdBuybackRouterSet) ContractEventName() string {
	return InkdBuybackRouterSetEventName
}

// UnpackRouterSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RouterSet(address indexed router)
func (inkdBuyback *InkdBuyback) UnpackRouterSetEvent(log *types.Log) (*InkdBuybackRouterSet, error) {
	event := "RouterSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != inkdBuyback.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(InkdBuybackRouterSet)
	if len(log.Data) > 0 {
		if err := inkdBuyback.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range inkdBuyback.abi.Events[event].Inputs {
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

// InkdBuybackThresholdSet represents a ThresholdSet event raised by the InkdBuyback contract.
type InkdBuybackThresholdSet struct {
	Threshold *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const InkdBuybackThresholdSetEventName = "ThresholdSet"

// ContractEventName returns the user-defined event name.
func (InkdBuybackThresholdSet) ContractEventName() string {
	return InkdBuybackThresholdSetEventName
}

// UnpackThresholdSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ThresholdSet(uint256 threshold)
func (inkdBuyback *InkdBuyback) UnpackThresholdSetEvent(log *types.Log) (*InkdBuybackThresholdSet, error) {
	event := "ThresholdSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != inkdBuyback.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(InkdBuybackThresholdSet)
	if len(log.Data) > 0 {
		if err := inkdBuyback.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range inkdBuyback.abi.Events[event].Inputs {
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

// InkdBuybackTreasurySet represents a TreasurySet event raised by the InkdBuyback contract.
type InkdBuybackTreasurySet struct {
	Treasury common.Address
	Raw      *types.Log // Blockchain specific contextual infos
}

const InkdBuybackTreasurySetEventName = "TreasurySet"

// ContractEventName returns the user-defined event name.
func (InkdBuybackTreasurySet) ContractEventName() string {
	return InkdBuybackTreasurySetEventName
}

// UnpackTreasurySetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event TreasurySet(address indexed treasury)
func (inkdBuyback *InkdBuyback) UnpackTreasurySetEvent(log *types.Log) (*InkdBuybackTreasurySet, error) {
	event := "TreasurySet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != inkdBuyback.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(InkdBuybackTreasurySet)
	if len(log.Data) > 0 {
		if err := inkdBuyback.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range inkdBuyback.abi.Events[event].Inputs {
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

// InkdBuybackWithdrawn represents a Withdrawn event raised by the InkdBuyback contract.
type InkdBuybackWithdrawn struct {
	To     common.Address
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const InkdBuybackWithdrawnEventName = "Withdrawn"

// ContractEventName returns the user-defined event name.
func (InkdBuybackWithdrawn) ContractEventName() string {
	return InkdBuybackWithdrawnEventName
}

// UnpackWithdrawnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Withdrawn(address indexed to, uint256 amount)
func (inkdBuyback *InkdBuyback) UnpackWithdrawnEvent(log *types.Log) (*InkdBuybackWithdrawn, error) {
	event := "Withdrawn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != inkdBuyback.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(InkdBuybackWithdrawn)
	if len(log.Data) > 0 {
		if err := inkdBuyback.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range inkdBuyback.abi.Events[event].Inputs {
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
func (inkdBuyback *InkdBuyback) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], inkdBuyback.abi.Errors["BelowThreshold"].ID.Bytes()[:4]) {
		return inkdBuyback.UnpackBelowThresholdError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdBuyback.abi.Errors["InkdTokenNotSet"].ID.Bytes()[:4]) {
		return inkdBuyback.UnpackInkdTokenNotSetError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdBuyback.abi.Errors["MinOutBelowFloor"].ID.Bytes()[:4]) {
		return inkdBuyback.UnpackMinOutBelowFloorError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdBuyback.abi.Errors["NotKeeper"].ID.Bytes()[:4]) {
		return inkdBuyback.UnpackNotKeeperError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdBuyback.abi.Errors["NothingToWithdraw"].ID.Bytes()[:4]) {
		return inkdBuyback.UnpackNothingToWithdrawError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdBuyback.abi.Errors["OutputBelowMinimum"].ID.Bytes()[:4]) {
		return inkdBuyback.UnpackOutputBelowMinimumError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdBuyback.abi.Errors["OwnableInvalidOwner"].ID.Bytes()[:4]) {
		return inkdBuyback.UnpackOwnableInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdBuyback.abi.Errors["OwnableUnauthorizedAccount"].ID.Bytes()[:4]) {
		return inkdBuyback.UnpackOwnableUnauthorizedAccountError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdBuyback.abi.Errors["RouterNotSet"].ID.Bytes()[:4]) {
		return inkdBuyback.UnpackRouterNotSetError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdBuyback.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return inkdBuyback.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdBuyback.abi.Errors["ZeroAddress"].ID.Bytes()[:4]) {
		return inkdBuyback.UnpackZeroAddressError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// InkdBuybackBelowThreshold represents a BelowThreshold error raised by the InkdBuyback contract.
type InkdBuybackBelowThreshold struct {
	Balance   *big.Int
	Threshold *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BelowThreshold(uint256 balance, uint256 threshold)
func InkdBuybackBelowThresholdErrorID() common.Hash {
	return common.HexToHash("0x8b05c814296d98f4f07b3bc12cb7a432374a44716d3cdbb2055265f66227d36f")
}

// UnpackBelowThresholdError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BelowThreshold(uint256 balance, uint256 threshold)
func (inkdBuyback *InkdBuyback) UnpackBelowThresholdError(raw []byte) (*InkdBuybackBelowThreshold, error) {
	out := new(InkdBuybackBelowThreshold)
	if err := inkdBuyback.abi.UnpackIntoInterface(out, "BelowThreshold", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdBuybackInkdTokenNotSet represents a InkdTokenNotSet error raised by the InkdBuyback contract.
type InkdBuybackInkdTokenNotSet struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InkdTokenNotSet()
func InkdBuybackInkdTokenNotSetErrorID() common.Hash {
	return common.HexToHash("0xfeab0684647fa7b77c4c2d92a31eae2f7ddd10531b697b828f6e556df0466248")
}

// UnpackInkdTokenNotSetError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InkdTokenNotSet()
func (inkdBuyback *InkdBuyback) UnpackInkdTokenNotSetError(raw []byte) (*InkdBuybackInkdTokenNotSet, error) {
	out := new(InkdBuybackInkdTokenNotSet)
	if err := inkdBuyback.abi.UnpackIntoInterface(out, "InkdTokenNotSet", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdBuybackMinOutBelowFloor represents a MinOutBelowFloor error raised by the InkdBuyback contract.
type InkdBuybackMinOutBelowFloor struct {
	MinOut *big.Int
	Floor  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error MinOutBelowFloor(uint256 minOut, uint256 floor)
func InkdBuybackMinOutBelowFloorErrorID() common.Hash {
	return common.HexToHash("0xa9ece821fe43f64b41e389e6cd35ca423727254c9acdf0ece5e207d52a402f1a")
}

// UnpackMinOutBelowFloorError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error MinOutBelowFloor(uint256 minOut, uint256 floor)
func (inkdBuyback *InkdBuyback) UnpackMinOutBelowFloorError(raw []byte) (*InkdBuybackMinOutBelowFloor, error) {
	out := new(InkdBuybackMinOutBelowFloor)
	if err := inkdBuyback.abi.UnpackIntoInterface(out, "MinOutBelowFloor", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdBuybackNotKeeper represents a NotKeeper error raised by the InkdBuyback contract.
type InkdBuybackNotKeeper struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotKeeper()
func InkdBuybackNotKeeperErrorID() common.Hash {
	return common.HexToHash("0xf512b2786dc2fe013a79b1a8e10af3bcfb4da22238e025c15eb572b6194eb703")
}

// UnpackNotKeeperError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotKeeper()
func (inkdBuyback *InkdBuyback) UnpackNotKeeperError(raw []byte) (*InkdBuybackNotKeeper, error) {
	out := new(InkdBuybackNotKeeper)
	if err := inkdBuyback.abi.UnpackIntoInterface(out, "NotKeeper", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdBuybackNothingToWithdraw represents a NothingToWithdraw error raised by the InkdBuyback contract.
type InkdBuybackNothingToWithdraw struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NothingToWithdraw()
func InkdBuybackNothingToWithdrawErrorID() common.Hash {
	return common.HexToHash("0xd0d04f60bf4f7629141a1f00f5d2908fa0f3e15bf4cbf8bb8edc6fcbdf2509fa")
}

// UnpackNothingToWithdrawError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NothingToWithdraw()
func (inkdBuyback *InkdBuyback) UnpackNothingToWithdrawError(raw []byte) (*InkdBuybackNothingToWithdraw, error) {
	out := new(InkdBuybackNothingToWithdraw)
	if err := inkdBuyback.abi.UnpackIntoInterface(out, "NothingToWithdraw", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdBuybackOutputBelowMinimum represents a OutputBelowMinimum error raised by the InkdBuyback contract.
type InkdBuybackOutputBelowMinimum struct {
	Received *big.Int
	MinOut   *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OutputBelowMinimum(uint256 received, uint256 minOut)
func InkdBuybackOutputBelowMinimumErrorID() common.Hash {
	return common.HexToHash("0xf5426ef9d53ea34abfddc28ab88e9b1cc860094853c9f7ef39f9ed837ff3f628")
}

// UnpackOutputBelowMinimumError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OutputBelowMinimum(uint256 received, uint256 minOut)
func (inkdBuyback *InkdBuyback) UnpackOutputBelowMinimumError(raw []byte) (*InkdBuybackOutputBelowMinimum, error) {
	out := new(InkdBuybackOutputBelowMinimum)
	if err := inkdBuyback.abi.UnpackIntoInterface(out, "OutputBelowMinimum", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdBuybackOwnableInvalidOwner represents a OwnableInvalidOwner error raised by the InkdBuyback contract.
type InkdBuybackOwnableInvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableInvalidOwner(address owner)
func InkdBuybackOwnableInvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x1e4fbdf7f3ef8bcaa855599e3abf48b232380f183f08f6f813d9ffa5bd585188")
}

// UnpackOwnableInvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableInvalidOwner(address owner)
func (inkdBuyback *InkdBuyback) UnpackOwnableInvalidOwnerError(raw []byte) (*InkdBuybackOwnableInvalidOwner, error) {
	out := new(InkdBuybackOwnableInvalidOwner)
	if err := inkdBuyback.abi.UnpackIntoInterface(out, "OwnableInvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdBuybackOwnableUnauthorizedAccount represents a OwnableUnauthorizedAccount error raised by the InkdBuyback contract.
type InkdBuybackOwnableUnauthorizedAccount struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func InkdBuybackOwnableUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0x118cdaa7a341953d1887a2245fd6665d741c67c8c50581daa59e1d03373fa188")
}

// UnpackOwnableUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func (inkdBuyback *InkdBuyback) UnpackOwnableUnauthorizedAccountError(raw []byte) (*InkdBuybackOwnableUnauthorizedAccount, error) {
	out := new(InkdBuybackOwnableUnauthorizedAccount)
	if err := inkdBuyback.abi.UnpackIntoInterface(out, "OwnableUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdBuybackRouterNotSet represents a RouterNotSet error raised by the InkdBuyback contract.
type InkdBuybackRouterNotSet struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error RouterNotSet()
func InkdBuybackRouterNotSetErrorID() common.Hash {
	return common.HexToHash("0x179ce99f75bfdab47b548f0bd2a3e78d08d7b890904634d25109910f2b009c4e")
}

// UnpackRouterNotSetError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error RouterNotSet()
func (inkdBuyback *InkdBuyback) UnpackRouterNotSetError(raw []byte) (*InkdBuybackRouterNotSet, error) {
	out := new(InkdBuybackRouterNotSet)
	if err := inkdBuyback.abi.UnpackIntoInterface(out, "RouterNotSet", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdBuybackSafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the InkdBuyback contract.
type InkdBuybackSafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func InkdBuybackSafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (inkdBuyback *InkdBuyback) UnpackSafeERC20FailedOperationError(raw []byte) (*InkdBuybackSafeERC20FailedOperation, error) {
	out := new(InkdBuybackSafeERC20FailedOperation)
	if err := inkdBuyback.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdBuybackZeroAddress represents a ZeroAddress error raised by the InkdBuyback contract.
type InkdBuybackZeroAddress struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAddress()
func InkdBuybackZeroAddressErrorID() common.Hash {
	return common.HexToHash("0xd92e233df2717d4a40030e20904abd27b68fcbeede117eaaccbbdac9618c8c73")
}

// UnpackZeroAddressError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAddress()
func (inkdBuyback *InkdBuyback) UnpackZeroAddressError(raw []byte) (*InkdBuybackZeroAddress, error) {
	out := new(InkdBuybackZeroAddress)
	if err := inkdBuyback.abi.UnpackIntoInterface(out, "ZeroAddress", raw); err != nil {
		return nil, err
	}
	return out, nil
}
