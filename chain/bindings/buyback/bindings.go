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
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"usdc_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"treasury_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"router_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"initialAuthority\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"authority\",\"type\":\"address\"}],\"name\":\"AccessManagedInvalidAuthority\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"delay\",\"type\":\"uint32\"}],\"name\":\"AccessManagedRequiredDelay\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"AccessManagedUnauthorized\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"threshold\",\"type\":\"uint256\"}],\"name\":\"BelowThreshold\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"FloorNotSet\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InkdTokenNotSet\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotKeeper\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NothingToWithdraw\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"received\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minOut\",\"type\":\"uint256\"}],\"name\":\"OutputBelowMinimum\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"RouterNotSet\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"authority\",\"type\":\"address\"}],\"name\":\"AuthorityUpdated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"usdcSpent\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"inkdReceived\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"timestamp\",\"type\":\"uint256\"}],\"name\":\"BuybackExecuted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Deposited\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"InkdTokenSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"keeper\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"KeeperSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"maxSlippageBps\",\"type\":\"uint256\"}],\"name\":\"MaxSlippageSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"minInkdPerUsdc\",\"type\":\"uint256\"}],\"name\":\"MinInkdPerUsdcSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"router\",\"type\":\"address\"}],\"name\":\"RouterSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"threshold\",\"type\":\"uint256\"}],\"name\":\"ThresholdSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"treasury\",\"type\":\"address\"}],\"name\":\"TreasurySet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Withdrawn\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"BPS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"DEFAULT_MAX_SLIPPAGE_BPS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"DEFAULT_THRESHOLD\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_SLIPPAGE_BPS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"USDC_UNIT\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"keeper\",\"type\":\"address\"}],\"name\":\"addKeeper\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"authority\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"deposit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"minOut\",\"type\":\"uint256\"}],\"name\":\"executeBuyback\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"inkdReceived\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"inkdToken\",\"outputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"isConsumingScheduledOp\",\"outputs\":[{\"internalType\":\"bytes4\",\"name\":\"\",\"type\":\"bytes4\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"isKeeper\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"maxSlippageBps\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"minInkdPerUsdc\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"keeper\",\"type\":\"address\"}],\"name\":\"removeKeeper\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"router\",\"outputs\":[{\"internalType\":\"contractIInkdRouter\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newAuthority\",\"type\":\"address\"}],\"name\":\"setAuthority\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"setInkdToken\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"bps\",\"type\":\"uint256\"}],\"name\":\"setMaxSlippageBps\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"minInkdPerUsdc_\",\"type\":\"uint256\"}],\"name\":\"setMinInkdPerUsdc\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"router_\",\"type\":\"address\"}],\"name\":\"setRouter\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"threshold_\",\"type\":\"uint256\"}],\"name\":\"setThreshold\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"treasury_\",\"type\":\"address\"}],\"name\":\"setTreasury\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"threshold\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"treasury\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"usdc\",\"outputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"withdraw\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "InkdBuyback",
	Bin: "0x60a06040526298968060045561012c60055534801561001c575f5ffd5b506040516117da3803806117da83398101604081905261003b91610141565b8080610046816100d3565b506001600160a01b038116610074576040516361798f2f60e11b81525f600482015260240160405180910390fd5b506001600160a01b03841661009c5760405163d92e233d60e01b815260040160405180910390fd5b506001600160a01b03928316608052600180549284166001600160a01b031993841617905560028054919093169116179055610192565b5f80546001600160a01b0319166001600160a01b0383169081179091556040519081527f2f658b440c35314f52658ea8a740e05b284cdc84dc9ae01e891f21b8933e7cad9060200160405180910390a150565b80516001600160a01b038116811461013c575f5ffd5b919050565b5f5f5f5f60808587031215610154575f5ffd5b61015d85610126565b935061016b60208601610126565b925061017960408601610126565b915061018760608601610126565b905092959194509250565b6080516115ff6101db5f395f818161022c015281816105c7015281816106670152818161075901528181610881015281816109bc015281816109fa0152610cac01526115ff5ff3fe608060405234801561000f575f5ffd5b50600436106101a1575f3560e01c80636ba42aaa116100f3578063c0d7865511610093578063cdb994e91161006e578063cdb994e914610394578063e229cd761461039d578063f0f44260146103a6578063f887ea40146103b9575f5ffd5b8063c0d7865514610365578063c126907714610378578063c4aa73951461038b575f5ffd5b8063960bfe04116100ce578063960bfe0414610325578063b6b55f2514610338578063b81cab4b1461034b578063bf7e214f14610355575f5ffd5b80636ba42aaa146102b65780637a9e5e4b146102f15780638fb3603714610304575f5ffd5b80634032b72b1161015e57806351cff8d91161013957806351cff8d91461027457806361d027b314610287578063682e03f11461029a5780636869c673146102a3575f5ffd5b80634032b72b1461024e57806342cde4e8146102615780634af286761461026a575f5ffd5b806314ae9f2e146101a5578063227f7bc8146101ba578063249d39e9146101cd57806325fc1b3d146101e95780632c30d9f6146101fc5780633e413bee14610227575b5f5ffd5b6101b86101b33660046113e6565b6103cc565b005b6101b86101c836600461140c565b61042d565b6101d661271081565b6040519081526020015b60405180910390f35b6101b86101f736600461140c565b610472565b60035461020f906001600160a01b031681565b6040516001600160a01b0390911681526020016101e0565b61020f7f000000000000000000000000000000000000000000000000000000000000000081565b6101b861025c3660046113e6565b6104fa565b6101d660045481565b6101d6620f424081565b6101b86102823660046113e6565b610580565b60015461020f906001600160a01b031681565b6101d660065481565b6101d66102b136600461140c565b6106d5565b6102e16102c43660046113e6565b6001600160a01b03165f9081526007602052604090205460ff1690565b60405190151581526020016101e0565b6101b86102ff3660046113e6565b610b74565b61030c610bec565b6040516001600160e01b031990911681526020016101e0565b6101b861033336600461140c565b610c0e565b6101b861034636600461140c565b610c4c565b6101d66298968081565b5f546001600160a01b031661020f565b6101b86103733660046113e6565b610d04565b6101b86103863660046113e6565b610d7d565b6101d660055481565b6101d661012c81565b6101d66103e881565b6101b86103b43660046113e6565b610df6565b60025461020f906001600160a01b031681565b6103d8335b5f36610e6f565b6001600160a01b0381165f818152600760209081526040808320805460ff19169055519182527f8dd62d4e1f60b96148552898e743aa2b571686baa26f4f1b647565dc3996c1a791015b60405180910390a250565b610436336103d1565b60068190556040518181527fa4879245dcc88aad0a215e709cb4696a8707b79eb2767e96ee171bd4d9164db8906020015b60405180910390a150565b61047b336103d1565b6103e88111156104c55760405162461bcd60e51b815260206004820152601060248201526f4d61782031302520736c69707061676560801b60448201526064015b60405180910390fd5b60058190556040518181527f655eeddda94c0a9de22c1474e6b5aa4f18d3e8048dc9eff185437c7fe3bfb50590602001610467565b610503336103d1565b6001600160a01b03811661052a5760405163d92e233d60e01b815260040160405180910390fd5b6001600160a01b0381165f81815260076020908152604091829020805460ff1916600190811790915591519182527f8dd62d4e1f60b96148552898e743aa2b571686baa26f4f1b647565dc3996c1a79101610422565b610589336103d1565b6001600160a01b0381166105b05760405163d92e233d60e01b815260040160405180910390fd5b6040516370a0823160e01b81523060048201525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906370a0823190602401602060405180830381865afa158015610614573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906106389190611423565b9050805f0361065a57604051630686827b60e51b815260040160405180910390fd5b61068e6001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168383610f65565b816001600160a01b03167f7084f5476618d8e60b11ef0d7d3f06914655adb8793e28ff7f018d4c76d505d5826040516106c991815260200190565b60405180910390a25050565b335f9081526007602052604081205460ff161580156106fa57506106f833610fc9565b155b1561071857604051631ea2564f60e31b815260040160405180910390fd5b6003546001600160a01b03168061074257604051633faac1a160e21b815260040160405180910390fd5b6040516370a0823160e01b81523060048201525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906370a0823190602401602060405180830381865afa1580156107a6573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906107ca9190611423565b90508015806107da575060045481105b1561080357600480546040516322c1720560e21b815291820183905260248201526044016104bc565b6002546001600160a01b03168061082d5760405163179ce99f60e01b815260040160405180910390fd5b6006545f8190036108515760405163452234a560e11b815260040160405180910390fd5b5f61086a6108638584620f4240611032565b60016110e9565b604051632550332960e11b81526001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000811660048301528781166024830152604482018790529192505f91851690634aa0665290606401602060405180830381865afa1580156108e2573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906109069190611423565b90505f6109426109168a856110e9565b612710600554612710610929919061144e565b6109339086611461565b61093d919061148c565b6110e9565b6040516370a0823160e01b81523060048201529091505f906001600160a01b038916906370a0823190602401602060405180830381865afa158015610989573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906109ad9190611423565b90506109e36001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001687896110fd565b604051633d995a8760e11b81526001600160a01b037f00000000000000000000000000000000000000000000000000000000000000008116600483015289811660248301526044820189905260648201849052306084830152871690637b32b50e9060a4016020604051808303815f875af1158015610a64573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610a889190611423565b506040516370a0823160e01b815230600482015281906001600160a01b038a16906370a0823190602401602060405180830381865afa158015610acd573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610af19190611423565b610afb919061144e565b985081891015610b285760405163f5426ef960e01b8152600481018a9052602481018390526044016104bc565b60408051888152602081018b9052428183015290517ff7e3493d2eb6a455012bf7667cb0e1563155e97974bcf902b23dc50b0a76bb1f9181900360600190a15050505050505050919050565b5f5433906001600160a01b03168114610baa5760405162d1953b60e31b81526001600160a01b03821660048201526024016104bc565b816001600160a01b03163b5f03610bdf576040516361798f2f60e11b81526001600160a01b03831660048201526024016104bc565b610be882611192565b5050565b5f8054600160a01b900460ff16610c0257505f90565b50638fb3603760e01b90565b610c17336103d1565b60048190556040518181527f6e8a187d7944998085dbd1f16b84c51c903bb727536cdba86962439aded2cfd790602001610467565b6001546001600160a01b03163314610c9f5760405162461bcd60e51b81526020600482015260166024820152754275796261636b3a206f6e6c7920747265617375727960501b60448201526064016104bc565b610cd46001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000163330846111df565b6040518181527f2a89b2e3d580398d6dc2db5e0f336b52602bbaa51afa9bb5cdf59239cf0d2bea90602001610467565b610d0d336103d1565b6001600160a01b038116610d345760405163d92e233d60e01b815260040160405180910390fd5b600280546001600160a01b0319166001600160a01b0383169081179091556040517fc6b438e6a8a59579ce6a4406cbd203b740e0d47b458aae6596339bcd40c40d15905f90a250565b610d86336103d1565b6001600160a01b038116610dad5760405163d92e233d60e01b815260040160405180910390fd5b600380546001600160a01b0319166001600160a01b0383169081179091556040517fbcd33c68af1990bc583b6581d99c011d0df903bbadfb78b151a34f0f8aa8e962905f90a250565b610dff336103d1565b6001600160a01b038116610e265760405163d92e233d60e01b815260040160405180910390fd5b600180546001600160a01b0319166001600160a01b0383169081179091556040517f3c864541ef71378c6229510ed90f376565ee42d9c5e0904a984a9e863e6db44f905f90a250565b5f5f610ea2610e855f546001600160a01b031690565b8630610e9460045f898b6114ab565b610e9d916114d2565b611218565b9150915081610f5e5763ffffffff811615610f3b575f805460ff60a01b198116600160a01b17909155604051634a63ebf760e11b81526001600160a01b03909116906394c7d7ee90610efc9088908890889060040161150a565b5f604051808303815f87803b158015610f13575f5ffd5b505af1158015610f25573d5f5f3e3d5ffd5b50505f805460ff60a01b1916905550610f5e9050565b60405162d1953b60e31b81526001600160a01b03861660048201526024016104bc565b5050505050565b6040516001600160a01b03838116602483015260448201839052610fc491859182169063a9059cbb906064015b604051602081830303815290604052915060e01b6020820180516001600160e01b038381831617835250505050611320565b505050565b5f5f5f610ff3610fe05f546001600160a01b031690565b85305f356001600160e01b031916611218565b915091508115611007575060019392505050565b8063ffffffff165f0361101d57505f9392505050565b611028845f36610e6f565b5060019392505050565b5f838302815f1985870982811083820303915050805f036110665783828161105c5761105c611478565b04925050506110e2565b80841161107d5761107d600385150260111861138c565b5f848688095f868103871696879004966002600389028118808a02820302808a02820302808a02820302808a02820302808a02820302808a02909103029181900381900460010186841190950394909402919094039290920491909117919091029150505b9392505050565b5f8282188284110282185b90505b92915050565b604080516001600160a01b038416602482015260448082018490528251808303909101815260649091019091526020810180516001600160e01b031663095ea7b360e01b17905261114e848261139d565b61118c576040516001600160a01b0384811660248301525f604483015261118291869182169063095ea7b390606401610f92565b61118c8482611320565b50505050565b5f80546001600160a01b0319166001600160a01b0383169081179091556040519081527f2f658b440c35314f52658ea8a740e05b284cdc84dc9ae01e891f21b8933e7cad90602001610467565b6040516001600160a01b03848116602483015283811660448301526064820183905261118c9186918216906323b872dd90608401610f92565b6040516001600160a01b03848116602483015283811660448301526001600160e01b0319831660648301525f9182918291829189169060840160408051601f198184030181529181526020820180516001600160e01b031663b700961360e01b179052516112869190611549565b5f60405180830381855afa9150503d805f81146112be576040519150601f19603f3d011682016040523d82523d5f602084013e6112c3565b606091505b509150915081156113155760408151106112f557808060200190518101906112eb9190611573565b9094509250611315565b6020815110611315578080602001905181019061131291906115b0565b93505b505094509492505050565b5f5f60205f8451602086015f885af18061133f576040513d5f823e3d81fd5b50505f513d91508115611356578060011415611363565b6001600160a01b0384163b155b1561118c57604051635274afe760e01b81526001600160a01b03851660048201526024016104bc565b634e487b715f52806020526024601cfd5b5f5f5f5f60205f8651602088015f8a5af192503d91505f5190508280156113dc575081156113ce57806001146113dc565b5f866001600160a01b03163b115b9695505050505050565b5f602082840312156113f6575f5ffd5b81356001600160a01b03811681146110e2575f5ffd5b5f6020828403121561141c575f5ffd5b5035919050565b5f60208284031215611433575f5ffd5b5051919050565b634e487b7160e01b5f52601160045260245ffd5b818103818111156110f7576110f761143a565b80820281158282048414176110f7576110f761143a565b634e487b7160e01b5f52601260045260245ffd5b5f826114a657634e487b7160e01b5f52601260045260245ffd5b500490565b5f5f858511156114b9575f5ffd5b838611156114c5575f5ffd5b5050820193919092039150565b80356001600160e01b03198116906004841015611503576001600160e01b0319600485900360031b81901b82161691505b5092915050565b6001600160a01b03841681526040602082018190528101829052818360608301375f818301606090810191909152601f909201601f1916010192915050565b5f82518060208501845e5f920191825250919050565b8051801515811461156e575f5ffd5b919050565b5f5f60408385031215611584575f5ffd5b61158d8361155f565b9150602083015163ffffffff811681146115a5575f5ffd5b809150509250929050565b5f602082840312156115c0575f5ffd5b6110f48261155f56fea26469706673582212202ff1fcc42a1e5a3d0d45001f57c55f20083ebe19ec435e947d52518ba21a016e64736f6c634300081c0033",
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
// Solidity: constructor(address usdc_, address treasury_, address router_, address initialAuthority) returns()
func (inkdBuyback *InkdBuyback) PackConstructor(usdc_ common.Address, treasury_ common.Address, router_ common.Address, initialAuthority common.Address) []byte {
	enc, err := inkdBuyback.abi.Pack("", usdc_, treasury_, router_, initialAuthority)
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

// PackAddKeeper is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4032b72b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function addKeeper(address keeper) returns()
func (inkdBuyback *InkdBuyback) PackAddKeeper(keeper common.Address) []byte {
	enc, err := inkdBuyback.abi.Pack("addKeeper", keeper)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAddKeeper is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4032b72b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function addKeeper(address keeper) returns()
func (inkdBuyback *InkdBuyback) TryPackAddKeeper(keeper common.Address) ([]byte, error) {
	return inkdBuyback.abi.Pack("addKeeper", keeper)
}

// PackAuthority is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbf7e214f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function authority() view returns(address)
func (inkdBuyback *InkdBuyback) PackAuthority() []byte {
	enc, err := inkdBuyback.abi.Pack("authority")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAuthority is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbf7e214f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function authority() view returns(address)
func (inkdBuyback *InkdBuyback) TryPackAuthority() ([]byte, error) {
	return inkdBuyback.abi.Pack("authority")
}

// UnpackAuthority is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbf7e214f.
//
// Solidity: function authority() view returns(address)
func (inkdBuyback *InkdBuyback) UnpackAuthority(data []byte) (common.Address, error) {
	out, err := inkdBuyback.abi.Unpack("authority", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
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

// PackIsConsumingScheduledOp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8fb36037.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isConsumingScheduledOp() view returns(bytes4)
func (inkdBuyback *InkdBuyback) PackIsConsumingScheduledOp() []byte {
	enc, err := inkdBuyback.abi.Pack("isConsumingScheduledOp")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsConsumingScheduledOp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8fb36037.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isConsumingScheduledOp() view returns(bytes4)
func (inkdBuyback *InkdBuyback) TryPackIsConsumingScheduledOp() ([]byte, error) {
	return inkdBuyback.abi.Pack("isConsumingScheduledOp")
}

// UnpackIsConsumingScheduledOp is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8fb36037.
//
// Solidity: function isConsumingScheduledOp() view returns(bytes4)
func (inkdBuyback *InkdBuyback) UnpackIsConsumingScheduledOp(data []byte) ([4]byte, error) {
	out, err := inkdBuyback.abi.Unpack("isConsumingScheduledOp", data)
	if err != nil {
		return *new([4]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([4]byte)).(*[4]byte)
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

// PackRemoveKeeper is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x14ae9f2e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function removeKeeper(address keeper) returns()
func (inkdBuyback *InkdBuyback) PackRemoveKeeper(keeper common.Address) []byte {
	enc, err := inkdBuyback.abi.Pack("removeKeeper", keeper)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRemoveKeeper is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x14ae9f2e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function removeKeeper(address keeper) returns()
func (inkdBuyback *InkdBuyback) TryPackRemoveKeeper(keeper common.Address) ([]byte, error) {
	return inkdBuyback.abi.Pack("removeKeeper", keeper)
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

// PackSetAuthority is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7a9e5e4b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setAuthority(address newAuthority) returns()
func (inkdBuyback *InkdBuyback) PackSetAuthority(newAuthority common.Address) []byte {
	enc, err := inkdBuyback.abi.Pack("setAuthority", newAuthority)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetAuthority is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7a9e5e4b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setAuthority(address newAuthority) returns()
func (inkdBuyback *InkdBuyback) TryPackSetAuthority(newAuthority common.Address) ([]byte, error) {
	return inkdBuyback.abi.Pack("setAuthority", newAuthority)
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

// InkdBuybackAuthorityUpdated represents a AuthorityUpdated event raised by the InkdBuyback contract.
type InkdBuybackAuthorityUpdated struct {
	Authority common.Address
	Raw       *types.Log // Blockchain specific contextual infos
}

const InkdBuybackAuthorityUpdatedEventName = "AuthorityUpdated"

// ContractEventName returns the user-defined event name.
func (InkdBuybackAuthorityUpdated) ContractEventName() string {
	return InkdBuybackAuthorityUpdatedEventName
}

// UnpackAuthorityUpdatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event AuthorityUpdated(address authority)
func (inkdBuyback *InkdBuyback) UnpackAuthorityUpdatedEvent(log *types.Log) (*InkdBuybackAuthorityUpdated, error) {
	event := "AuthorityUpdated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != inkdBuyback.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(InkdBuybackAuthorityUpdated)
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
	if bytes.Equal(raw[:4], inkdBuyback.abi.Errors["AccessManagedInvalidAuthority"].ID.Bytes()[:4]) {
		return inkdBuyback.UnpackAccessManagedInvalidAuthorityError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdBuyback.abi.Errors["AccessManagedRequiredDelay"].ID.Bytes()[:4]) {
		return inkdBuyback.UnpackAccessManagedRequiredDelayError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdBuyback.abi.Errors["AccessManagedUnauthorized"].ID.Bytes()[:4]) {
		return inkdBuyback.UnpackAccessManagedUnauthorizedError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdBuyback.abi.Errors["BelowThreshold"].ID.Bytes()[:4]) {
		return inkdBuyback.UnpackBelowThresholdError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdBuyback.abi.Errors["FloorNotSet"].ID.Bytes()[:4]) {
		return inkdBuyback.UnpackFloorNotSetError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdBuyback.abi.Errors["InkdTokenNotSet"].ID.Bytes()[:4]) {
		return inkdBuyback.UnpackInkdTokenNotSetError(raw[4:])
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

// InkdBuybackAccessManagedInvalidAuthority represents a AccessManagedInvalidAuthority error raised by the InkdBuyback contract.
type InkdBuybackAccessManagedInvalidAuthority struct {
	Authority common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AccessManagedInvalidAuthority(address authority)
func InkdBuybackAccessManagedInvalidAuthorityErrorID() common.Hash {
	return common.HexToHash("0xc2f31e5ee06c96eddd5864bf58d26da15afa7233cb6f74e000aa686fca7a7a0b")
}

// UnpackAccessManagedInvalidAuthorityError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AccessManagedInvalidAuthority(address authority)
func (inkdBuyback *InkdBuyback) UnpackAccessManagedInvalidAuthorityError(raw []byte) (*InkdBuybackAccessManagedInvalidAuthority, error) {
	out := new(InkdBuybackAccessManagedInvalidAuthority)
	if err := inkdBuyback.abi.UnpackIntoInterface(out, "AccessManagedInvalidAuthority", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdBuybackAccessManagedRequiredDelay represents a AccessManagedRequiredDelay error raised by the InkdBuyback contract.
type InkdBuybackAccessManagedRequiredDelay struct {
	Caller common.Address
	Delay  uint32
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AccessManagedRequiredDelay(address caller, uint32 delay)
func InkdBuybackAccessManagedRequiredDelayErrorID() common.Hash {
	return common.HexToHash("0xaf77169dad650be42a753d4bbd4f4ad0d10be80053e495da3bb1525746eda4e4")
}

// UnpackAccessManagedRequiredDelayError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AccessManagedRequiredDelay(address caller, uint32 delay)
func (inkdBuyback *InkdBuyback) UnpackAccessManagedRequiredDelayError(raw []byte) (*InkdBuybackAccessManagedRequiredDelay, error) {
	out := new(InkdBuybackAccessManagedRequiredDelay)
	if err := inkdBuyback.abi.UnpackIntoInterface(out, "AccessManagedRequiredDelay", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdBuybackAccessManagedUnauthorized represents a AccessManagedUnauthorized error raised by the InkdBuyback contract.
type InkdBuybackAccessManagedUnauthorized struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AccessManagedUnauthorized(address caller)
func InkdBuybackAccessManagedUnauthorizedErrorID() common.Hash {
	return common.HexToHash("0x068ca9d827f779c08fd30d7fda45faef5f2a6b2e57f8b809b3c6bbed99f5fb1f")
}

// UnpackAccessManagedUnauthorizedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AccessManagedUnauthorized(address caller)
func (inkdBuyback *InkdBuyback) UnpackAccessManagedUnauthorizedError(raw []byte) (*InkdBuybackAccessManagedUnauthorized, error) {
	out := new(InkdBuybackAccessManagedUnauthorized)
	if err := inkdBuyback.abi.UnpackIntoInterface(out, "AccessManagedUnauthorized", raw); err != nil {
		return nil, err
	}
	return out, nil
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

// InkdBuybackFloorNotSet represents a FloorNotSet error raised by the InkdBuyback contract.
type InkdBuybackFloorNotSet struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FloorNotSet()
func InkdBuybackFloorNotSetErrorID() common.Hash {
	return common.HexToHash("0x8a44694a2189a082ee7e9ce078af2e7ba82ca0a955e67b6991de4e75f50c69c1")
}

// UnpackFloorNotSetError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FloorNotSet()
func (inkdBuyback *InkdBuyback) UnpackFloorNotSetError(raw []byte) (*InkdBuybackFloorNotSet, error) {
	out := new(InkdBuybackFloorNotSet)
	if err := inkdBuyback.abi.UnpackIntoInterface(out, "FloorNotSet", raw); err != nil {
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
