// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package treasury

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

// InkdTreasuryPayment is an auto generated low-level Go binding around an user-defined struct.
type InkdTreasuryPayment struct {
	From        common.Address
	Value       *big.Int
	ValidAfter  *big.Int
	ValidBefore *big.Int
	Nonce       [32]byte
	V           uint8
	R           [32]byte
	S           [32]byte
}

// InkdTreasuryMetaData contains all meta data concerning the InkdTreasury contract.
var InkdTreasuryMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"usdc_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"registry_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"buyback_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"storageWallet_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"initialOwner\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Unauthorized\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"buyback\",\"type\":\"address\"}],\"name\":\"BuybackSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"storageCost\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"toBuyback\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"kept\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"}],\"name\":\"PaymentReceived\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"total\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"storageCost\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"toBuyback\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"kept\",\"type\":\"uint256\"}],\"name\":\"Settled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"settler\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"SettlerSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"storageWallet\",\"type\":\"address\"}],\"name\":\"StorageWalletSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Withdrawn\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"KIND_CREATE\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"KIND_PUSH\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"buyback\",\"outputs\":[{\"internalType\":\"contractInkdBuyback\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"internalType\":\"structInkdTreasury.Payment\",\"name\":\"pay\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"storageCost\",\"type\":\"uint256\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"license\",\"type\":\"string\"},{\"internalType\":\"bool\",\"name\":\"isPublic\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"isAgent\",\"type\":\"bool\"},{\"internalType\":\"string\",\"name\":\"agentEndpoint\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"readmeHash\",\"type\":\"string\"}],\"name\":\"createProjectPaid\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"isSettler\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"internalType\":\"structInkdTreasury.Payment\",\"name\":\"pay\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"storageCost\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"internalType\":\"string\",\"name\":\"arweaveHash\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"versionTag\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"changelog\",\"type\":\"string\"}],\"name\":\"pushVersionPaid\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"versionIndex\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"registry\",\"outputs\":[{\"internalType\":\"contractInkdRegistry\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"buyback_\",\"type\":\"address\"}],\"name\":\"setBuyback\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"settler\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"setSettler\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"storageWallet_\",\"type\":\"address\"}],\"name\":\"setStorageWallet\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"total\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"storageCost\",\"type\":\"uint256\"}],\"name\":\"settle\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"storageWallet\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"usdc\",\"outputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"withdraw\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "InkdTreasury",
	Bin: "0x60c060405234801561000f575f5ffd5b5060405161158038038061158083398101604081905261002e9161017e565b806001600160a01b03811661005c57604051631e4fbdf760e01b81525f600482015260240160405180910390fd5b61006581610114565b506001600160a01b038516158061008357506001600160a01b038416155b8061009557506001600160a01b038316155b806100a757506001600160a01b038216155b806100b957506001600160a01b038116155b156100d75760405163d92e233d60e01b815260040160405180910390fd5b506001600160a01b0393841660805291831660a052600180549184166001600160a01b0319928316179055600280549290931691161790556101df565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b80516001600160a01b0381168114610179575f5ffd5b919050565b5f5f5f5f5f60a08688031215610192575f5ffd5b61019b86610163565b94506101a960208701610163565b93506101b760408701610163565b92506101c560608701610163565b91506101d360808701610163565b90509295509295909350565b60805160a05161134f6102315f395f81816102050152818161038c015261057f01525f818161010f015281816107400152818161094301528181610a2c01528181610bbe0152610c02015261134f5ff3fe608060405234801561000f575f5ffd5b5060043610610106575f3560e01c80637b1039991161009e578063d3b7f2431161006e578063d3b7f24314610264578063f2fde38b1461026c578063f3856e761461027f578063f3fef3a314610292578063f8ec6911146102a5575f5ffd5b80637b103999146102005780638da5cb5b146102275780639a9c29f614610237578063a07b55551461024a575f5ffd5b8063715018a6116100d9578063715018a6146101b1578063729edd65146101b957806377a35465146101da5780637ae3a341146101ed575f5ffd5b80633e413bee1461010a5780634d1fcd031461014e578063619f3f611461018957806362713b311461019c575b5f5ffd5b6101317f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b0390911681526020015b60405180910390f35b61017961015c366004610e53565b6001600160a01b03165f9081526003602052604090205460ff1690565b6040519015158152602001610145565b600254610131906001600160a01b031681565b6101af6101aa366004610e53565b6102b8565b005b6101af610330565b6101cc6101c7366004610f29565b610343565b604051908152602001610145565b6101af6101e8366004610fef565b6104a8565b6101cc6101fb366004611020565b610536565b6101317f000000000000000000000000000000000000000000000000000000000000000081565b5f546001600160a01b0316610131565b6101af610245366004611145565b6106b3565b610252600181565b60405160ff9091168152602001610145565b610252600281565b6101af61027a366004610e53565b610852565b6101af61028d366004610e53565b61088f565b6101af6102a0366004611165565b610907565b600154610131906001600160a01b031681565b6102c06109a5565b6001600160a01b0381166102e75760405163d92e233d60e01b815260040160405180910390fd5b600280546001600160a01b0319166001600160a01b0383169081179091556040517f8233fb9809d5aba0e4e013ed22ccb329d1ccf6cb76f2e6c42a07975f78802055905f90a250565b6103386109a5565b6103415f6109d1565b565b335f9081526003602052604081205460ff16610371576040516282b42960e81b815260040160405180910390fd5b5f5f61037d8989610a20565b90925090506001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000166327addeec6103be60208c018c610e53565b898989896040518663ffffffff1660e01b81526004016103e29594939291906111bb565b6020604051808303815f875af11580156103fe573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906104229190611213565b9250608089013561043660208b018b610e53565b604080516020808e0135825281018c905290810185905260608101849052608081018a9052600260a08201526001600160a01b0391909116907f5ffc36f132086315c56d2f14ac79db321134c334ea47ffc4310514deccec30c29060c00160405180910390a350509695505050505050565b6104b06109a5565b6001600160a01b0382166104d75760405163d92e233d60e01b815260040160405180910390fd5b6001600160a01b0382165f81815260036020908152604091829020805460ff191685151590811790915591519182527fbfa6acf022b8bc9f4df4ed4ce022b7d18db613e8a4864052b907aac9a7521b1391015b60405180910390a25050565b335f9081526003602052604081205460ff16610564576040516282b42960e81b815260040160405180910390fd5b5f5f6105708c8c610a20565b90925090506001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001663f66a40fb6105b160208f018f610e53565b8c8c8c8c8c8c8c6040518963ffffffff1660e01b81526004016105db98979695949392919061122a565b6020604051808303815f875af11580156105f7573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061061b9190611213565b925060808c013561062f60208e018e610e53565b6001600160a01b03167f5ffc36f132086315c56d2f14ac79db321134c334ea47ffc4310514deccec30c28e602001358e868689600160405161069c96959493929190958652602086019490945260408501929092526060840152608083015260ff1660a082015260c00190565b60405180910390a350509998505050505050505050565b335f9081526003602052604090205460ff166106e1576040516282b42960e81b815260040160405180910390fd5b815f036107295760405162461bcd60e51b81526020600482015260116024820152704e6f7468696e6720746f20736574746c6560781b60448201526064015b60405180910390fd5b6040516370a0823160e01b815230600482015282907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906370a0823190602401602060405180830381865afa15801561078d573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906107b19190611213565b10156107f35760405162461bcd60e51b8152602060048201526011602482015270496e73756666696369656e74205553444360781b6044820152606401610720565b5f5f6107ff8484610b2f565b60408051878152602081018790529081018390526060810182905291935091507f0b88c5bd74fc625a4f651904bf835063c6a449220be319924685261fb7709dd59060800160405180910390a150505050565b61085a6109a5565b6001600160a01b03811661088357604051631e4fbdf760e01b81525f6004820152602401610720565b61088c816109d1565b50565b6108976109a5565b6001600160a01b0381166108be5760405163d92e233d60e01b815260040160405180910390fd5b600180546001600160a01b0319166001600160a01b0383169081179091556040517f2a6913974b898ac93325c62c295c5da02547c48e9e6f5156e1ef192d9e513326905f90a250565b61090f6109a5565b6001600160a01b0382166109365760405163d92e233d60e01b815260040160405180910390fd5b61096a6001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168383610c88565b816001600160a01b03167f7084f5476618d8e60b11ef0d7d3f06914655adb8793e28ff7f018d4c76d505d58260405161052a91815260200190565b5f546001600160a01b031633146103415760405163118cdaa760e01b8152336004820152602401610720565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b5f806001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001663e3ee160e610a5e6020870187610e53565b306020880135604089013560608a013560808b0135610a8360c08d0160a08e016112bb565b60405160e089811b6001600160e01b03191682526001600160a01b03988916600483015296909716602488015260448701949094526064860192909252608485015260a484015260ff1660c483015260c088013560e4830152870135610104820152610124015f604051808303815f87803b158015610b00575f5ffd5b505af1158015610b12573d5f5f3e3d5ffd5b50505050610b24846020013584610b2f565b915091509250929050565b5f5f83831115610b815760405162461bcd60e51b815260206004820152601c60248201527f53746f7261676520636f73742065786365656473207061796d656e74000000006044820152606401610720565b5f610b8c84866112db565b9050610b996002826112fa565b9250610ba583826112db565b91508315610be757600254610be7906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000008116911686610c88565b8215610c80576001546001600160a01b0390811690610c29907f0000000000000000000000000000000000000000000000000000000000000000168286610cec565b60405163b6b55f2560e01b8152600481018590526001600160a01b0382169063b6b55f25906024015f604051808303815f87803b158015610c68575f5ffd5b505af1158015610c7a573d5f5f3e3d5ffd5b50505050505b509250929050565b6040516001600160a01b03838116602483015260448201839052610ce791859182169063a9059cbb906064015b604051602081830303815290604052915060e01b6020820180516001600160e01b038381831617835250505050610d81565b505050565b604080516001600160a01b038416602482015260448082018490528251808303909101815260649091019091526020810180516001600160e01b031663095ea7b360e01b179052610d3d8482610ded565b610d7b576040516001600160a01b0384811660248301525f6044830152610d7191869182169063095ea7b390606401610cb5565b610d7b8482610d81565b50505050565b5f5f60205f8451602086015f885af180610da0576040513d5f823e3d81fd5b50505f513d91508115610db7578060011415610dc4565b6001600160a01b0384163b155b15610d7b57604051635274afe760e01b81526001600160a01b0385166004820152602401610720565b5f5f5f5f60205f8651602088015f8a5af192503d91505f519050828015610e2c57508115610e1e5780600114610e2c565b5f866001600160a01b03163b115b93505050505b92915050565b80356001600160a01b0381168114610e4e575f5ffd5b919050565b5f60208284031215610e63575f5ffd5b610e6c82610e38565b9392505050565b5f6101008284031215610e84575f5ffd5b50919050565b634e487b7160e01b5f52604160045260245ffd5b5f82601f830112610ead575f5ffd5b813567ffffffffffffffff811115610ec757610ec7610e8a565b604051601f8201601f19908116603f0116810167ffffffffffffffff81118282101715610ef657610ef6610e8a565b604052818152838201602001851015610f0d575f5ffd5b816020850160208301375f918101602001919091529392505050565b5f5f5f5f5f5f6101a08789031215610f3f575f5ffd5b610f498888610e73565b95506101008701359450610120870135935061014087013567ffffffffffffffff811115610f75575f5ffd5b610f8189828a01610e9e565b93505061016087013567ffffffffffffffff811115610f9e575f5ffd5b610faa89828a01610e9e565b92505061018087013567ffffffffffffffff811115610fc7575f5ffd5b610fd389828a01610e9e565b9150509295509295509295565b80358015158114610e4e575f5ffd5b5f5f60408385031215611000575f5ffd5b61100983610e38565b915061101760208401610fe0565b90509250929050565b5f5f5f5f5f5f5f5f5f6102008a8c031215611039575f5ffd5b6110438b8b610e73565b98506101008a013597506101208a013567ffffffffffffffff811115611067575f5ffd5b6110738c828d01610e9e565b9750506101408a013567ffffffffffffffff811115611090575f5ffd5b61109c8c828d01610e9e565b9650506101608a013567ffffffffffffffff8111156110b9575f5ffd5b6110c58c828d01610e9e565b9550506110d56101808b01610fe0565b93506110e46101a08b01610fe0565b92506101c08a013567ffffffffffffffff811115611100575f5ffd5b61110c8c828d01610e9e565b9250506101e08a013567ffffffffffffffff811115611129575f5ffd5b6111358c828d01610e9e565b9150509295985092959850929598565b5f5f60408385031215611156575f5ffd5b50508035926020909101359150565b5f5f60408385031215611176575f5ffd5b61117f83610e38565b946020939093013593505050565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b60018060a01b038616815284602082015260a060408201525f6111e160a083018661118d565b82810360608401526111f3818661118d565b90508281036080840152611207818561118d565b98975050505050505050565b5f60208284031215611223575f5ffd5b5051919050565b6001600160a01b0389168152610100602082018190525f9061124e9083018a61118d565b8281036040840152611260818a61118d565b90508281036060840152611274818961118d565b9050861515608084015285151560a084015282810360c0840152611298818661118d565b905082810360e08401526112ac818561118d565b9b9a5050505050505050505050565b5f602082840312156112cb575f5ffd5b813560ff81168114610e6c575f5ffd5b81810381811115610e3257634e487b7160e01b5f52601160045260245ffd5b5f8261131457634e487b7160e01b5f52601260045260245ffd5b50049056fea2646970667358221220a54fb5c7ff1a9c66d27b86b213ea36c559c71612fc5c13fb48a40adb539e5b7e64736f6c634300081c0033",
}

// InkdTreasury is an auto generated Go binding around an Ethereum contract.
type InkdTreasury struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *InkdTreasury) GetABI() abi.ABI {
	return c.abi
}

// NewInkdTreasury creates a new instance of InkdTreasury.
func NewInkdTreasury() *InkdTreasury {
	parsed, err := InkdTreasuryMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &InkdTreasury{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *InkdTreasury) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address usdc_, address registry_, address buyback_, address storageWallet_, address initialOwner) returns()
func (inkdTreasury *InkdTreasury) PackConstructor(usdc_ common.Address, registry_ common.Address, buyback_ common.Address, storageWallet_ common.Address, initialOwner common.Address) []byte {
	enc, err := inkdTreasury.abi.Pack("", usdc_, registry_, buyback_, storageWallet_, initialOwner)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackKINDCREATE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa07b5555.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function KIND_CREATE() view returns(uint8)
func (inkdTreasury *InkdTreasury) PackKINDCREATE() []byte {
	enc, err := inkdTreasury.abi.Pack("KIND_CREATE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackKINDCREATE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa07b5555.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function KIND_CREATE() view returns(uint8)
func (inkdTreasury *InkdTreasury) TryPackKINDCREATE() ([]byte, error) {
	return inkdTreasury.abi.Pack("KIND_CREATE")
}

// UnpackKINDCREATE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa07b5555.
//
// Solidity: function KIND_CREATE() view returns(uint8)
func (inkdTreasury *InkdTreasury) UnpackKINDCREATE(data []byte) (uint8, error) {
	out, err := inkdTreasury.abi.Unpack("KIND_CREATE", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackKINDPUSH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd3b7f243.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function KIND_PUSH() view returns(uint8)
func (inkdTreasury *InkdTreasury) PackKINDPUSH() []byte {
	enc, err := inkdTreasury.abi.Pack("KIND_PUSH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackKINDPUSH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd3b7f243.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function KIND_PUSH() view returns(uint8)
func (inkdTreasury *InkdTreasury) TryPackKINDPUSH() ([]byte, error) {
	return inkdTreasury.abi.Pack("KIND_PUSH")
}

// UnpackKINDPUSH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd3b7f243.
//
// Solidity: function KIND_PUSH() view returns(uint8)
func (inkdTreasury *InkdTreasury) UnpackKINDPUSH(data []byte) (uint8, error) {
	out, err := inkdTreasury.abi.Unpack("KIND_PUSH", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackBuyback is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf8ec6911.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function buyback() view returns(address)
func (inkdTreasury *InkdTreasury) PackBuyback() []byte {
	enc, err := inkdTreasury.abi.Pack("buyback")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBuyback is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf8ec6911.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function buyback() view returns(address)
func (inkdTreasury *InkdTreasury) TryPackBuyback() ([]byte, error) {
	return inkdTreasury.abi.Pack("buyback")
}

// UnpackBuyback is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf8ec6911.
//
// Solidity: function buyback() view returns(address)
func (inkdTreasury *InkdTreasury) UnpackBuyback(data []byte) (common.Address, error) {
	out, err := inkdTreasury.abi.Unpack("buyback", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackCreateProjectPaid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7ae3a341.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function createProjectPaid((address,uint256,uint256,uint256,bytes32,uint8,bytes32,bytes32) pay, uint256 storageCost, string name, string description, string license, bool isPublic, bool isAgent, string agentEndpoint, string readmeHash) returns(uint256 projectId)
func (inkdTreasury *InkdTreasury) PackCreateProjectPaid(pay InkdTreasuryPayment, storageCost *big.Int, name string, description string, license string, isPublic bool, isAgent bool, agentEndpoint string, readmeHash string) []byte {
	enc, err := inkdTreasury.abi.Pack("createProjectPaid", pay, storageCost, name, description, license, isPublic, isAgent, agentEndpoint, readmeHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCreateProjectPaid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7ae3a341.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function createProjectPaid((address,uint256,uint256,uint256,bytes32,uint8,bytes32,bytes32) pay, uint256 storageCost, string name, string description, string license, bool isPublic, bool isAgent, string agentEndpoint, string readmeHash) returns(uint256 projectId)
func (inkdTreasury *InkdTreasury) TryPackCreateProjectPaid(pay InkdTreasuryPayment, storageCost *big.Int, name string, description string, license string, isPublic bool, isAgent bool, agentEndpoint string, readmeHash string) ([]byte, error) {
	return inkdTreasury.abi.Pack("createProjectPaid", pay, storageCost, name, description, license, isPublic, isAgent, agentEndpoint, readmeHash)
}

// UnpackCreateProjectPaid is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7ae3a341.
//
// Solidity: function createProjectPaid((address,uint256,uint256,uint256,bytes32,uint8,bytes32,bytes32) pay, uint256 storageCost, string name, string description, string license, bool isPublic, bool isAgent, string agentEndpoint, string readmeHash) returns(uint256 projectId)
func (inkdTreasury *InkdTreasury) UnpackCreateProjectPaid(data []byte) (*big.Int, error) {
	out, err := inkdTreasury.abi.Unpack("createProjectPaid", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackIsSettler is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4d1fcd03.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isSettler(address account) view returns(bool)
func (inkdTreasury *InkdTreasury) PackIsSettler(account common.Address) []byte {
	enc, err := inkdTreasury.abi.Pack("isSettler", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsSettler is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4d1fcd03.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isSettler(address account) view returns(bool)
func (inkdTreasury *InkdTreasury) TryPackIsSettler(account common.Address) ([]byte, error) {
	return inkdTreasury.abi.Pack("isSettler", account)
}

// UnpackIsSettler is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4d1fcd03.
//
// Solidity: function isSettler(address account) view returns(bool)
func (inkdTreasury *InkdTreasury) UnpackIsSettler(data []byte) (bool, error) {
	out, err := inkdTreasury.abi.Unpack("isSettler", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (inkdTreasury *InkdTreasury) PackOwner() []byte {
	enc, err := inkdTreasury.abi.Pack("owner")
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
func (inkdTreasury *InkdTreasury) TryPackOwner() ([]byte, error) {
	return inkdTreasury.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (inkdTreasury *InkdTreasury) UnpackOwner(data []byte) (common.Address, error) {
	out, err := inkdTreasury.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackPushVersionPaid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x729edd65.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function pushVersionPaid((address,uint256,uint256,uint256,bytes32,uint8,bytes32,bytes32) pay, uint256 storageCost, uint256 projectId, string arweaveHash, string versionTag, string changelog) returns(uint256 versionIndex)
func (inkdTreasury *InkdTreasury) PackPushVersionPaid(pay InkdTreasuryPayment, storageCost *big.Int, projectId *big.Int, arweaveHash string, versionTag string, changelog string) []byte {
	enc, err := inkdTreasury.abi.Pack("pushVersionPaid", pay, storageCost, projectId, arweaveHash, versionTag, changelog)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPushVersionPaid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x729edd65.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function pushVersionPaid((address,uint256,uint256,uint256,bytes32,uint8,bytes32,bytes32) pay, uint256 storageCost, uint256 projectId, string arweaveHash, string versionTag, string changelog) returns(uint256 versionIndex)
func (inkdTreasury *InkdTreasury) TryPackPushVersionPaid(pay InkdTreasuryPayment, storageCost *big.Int, projectId *big.Int, arweaveHash string, versionTag string, changelog string) ([]byte, error) {
	return inkdTreasury.abi.Pack("pushVersionPaid", pay, storageCost, projectId, arweaveHash, versionTag, changelog)
}

// UnpackPushVersionPaid is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x729edd65.
//
// Solidity: function pushVersionPaid((address,uint256,uint256,uint256,bytes32,uint8,bytes32,bytes32) pay, uint256 storageCost, uint256 projectId, string arweaveHash, string versionTag, string changelog) returns(uint256 versionIndex)
func (inkdTreasury *InkdTreasury) UnpackPushVersionPaid(data []byte) (*big.Int, error) {
	out, err := inkdTreasury.abi.Unpack("pushVersionPaid", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7b103999.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function registry() view returns(address)
func (inkdTreasury *InkdTreasury) PackRegistry() []byte {
	enc, err := inkdTreasury.abi.Pack("registry")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7b103999.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function registry() view returns(address)
func (inkdTreasury *InkdTreasury) TryPackRegistry() ([]byte, error) {
	return inkdTreasury.abi.Pack("registry")
}

// UnpackRegistry is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7b103999.
//
// Solidity: function registry() view returns(address)
func (inkdTreasury *InkdTreasury) UnpackRegistry(data []byte) (common.Address, error) {
	out, err := inkdTreasury.abi.Unpack("registry", data)
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
func (inkdTreasury *InkdTreasury) PackRenounceOwnership() []byte {
	enc, err := inkdTreasury.abi.Pack("renounceOwnership")
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
func (inkdTreasury *InkdTreasury) TryPackRenounceOwnership() ([]byte, error) {
	return inkdTreasury.abi.Pack("renounceOwnership")
}

// PackSetBuyback is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf3856e76.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setBuyback(address buyback_) returns()
func (inkdTreasury *InkdTreasury) PackSetBuyback(buyback common.Address) []byte {
	enc, err := inkdTreasury.abi.Pack("setBuyback", buyback)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetBuyback is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf3856e76.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setBuyback(address buyback_) returns()
func (inkdTreasury *InkdTreasury) TryPackSetBuyback(buyback common.Address) ([]byte, error) {
	return inkdTreasury.abi.Pack("setBuyback", buyback)
}

// PackSetSettler is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x77a35465.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setSettler(address settler, bool allowed) returns()
func (inkdTreasury *InkdTreasury) PackSetSettler(settler common.Address, allowed bool) []byte {
	enc, err := inkdTreasury.abi.Pack("setSettler", settler, allowed)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetSettler is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x77a35465.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setSettler(address settler, bool allowed) returns()
func (inkdTreasury *InkdTreasury) TryPackSetSettler(settler common.Address, allowed bool) ([]byte, error) {
	return inkdTreasury.abi.Pack("setSettler", settler, allowed)
}

// PackSetStorageWallet is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x62713b31.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setStorageWallet(address storageWallet_) returns()
func (inkdTreasury *InkdTreasury) PackSetStorageWallet(storageWallet common.Address) []byte {
	enc, err := inkdTreasury.abi.Pack("setStorageWallet", storageWallet)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetStorageWallet is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x62713b31.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setStorageWallet(address storageWallet_) returns()
func (inkdTreasury *InkdTreasury) TryPackSetStorageWallet(storageWallet common.Address) ([]byte, error) {
	return inkdTreasury.abi.Pack("setStorageWallet", storageWallet)
}

// PackSettle is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9a9c29f6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function settle(uint256 total, uint256 storageCost) returns()
func (inkdTreasury *InkdTreasury) PackSettle(total *big.Int, storageCost *big.Int) []byte {
	enc, err := inkdTreasury.abi.Pack("settle", total, storageCost)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSettle is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9a9c29f6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function settle(uint256 total, uint256 storageCost) returns()
func (inkdTreasury *InkdTreasury) TryPackSettle(total *big.Int, storageCost *big.Int) ([]byte, error) {
	return inkdTreasury.abi.Pack("settle", total, storageCost)
}

// PackStorageWallet is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x619f3f61.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function storageWallet() view returns(address)
func (inkdTreasury *InkdTreasury) PackStorageWallet() []byte {
	enc, err := inkdTreasury.abi.Pack("storageWallet")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackStorageWallet is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x619f3f61.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function storageWallet() view returns(address)
func (inkdTreasury *InkdTreasury) TryPackStorageWallet() ([]byte, error) {
	return inkdTreasury.abi.Pack("storageWallet")
}

// UnpackStorageWallet is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x619f3f61.
//
// Solidity: function storageWallet() view returns(address)
func (inkdTreasury *InkdTreasury) UnpackStorageWallet(data []byte) (common.Address, error) {
	out, err := inkdTreasury.abi.Unpack("storageWallet", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (inkdTreasury *InkdTreasury) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := inkdTreasury.abi.Pack("transferOwnership", newOwner)
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
func (inkdTreasury *InkdTreasury) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return inkdTreasury.abi.Pack("transferOwnership", newOwner)
}

// PackUsdc is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3e413bee.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function usdc() view returns(address)
func (inkdTreasury *InkdTreasury) PackUsdc() []byte {
	enc, err := inkdTreasury.abi.Pack("usdc")
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
func (inkdTreasury *InkdTreasury) TryPackUsdc() ([]byte, error) {
	return inkdTreasury.abi.Pack("usdc")
}

// UnpackUsdc is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3e413bee.
//
// Solidity: function usdc() view returns(address)
func (inkdTreasury *InkdTreasury) UnpackUsdc(data []byte) (common.Address, error) {
	out, err := inkdTreasury.abi.Unpack("usdc", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf3fef3a3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdraw(address to, uint256 amount) returns()
func (inkdTreasury *InkdTreasury) PackWithdraw(to common.Address, amount *big.Int) []byte {
	enc, err := inkdTreasury.abi.Pack("withdraw", to, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf3fef3a3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdraw(address to, uint256 amount) returns()
func (inkdTreasury *InkdTreasury) TryPackWithdraw(to common.Address, amount *big.Int) ([]byte, error) {
	return inkdTreasury.abi.Pack("withdraw", to, amount)
}

// InkdTreasuryBuybackSet represents a BuybackSet event raised by the InkdTreasury contract.
type InkdTreasuryBuybackSet struct {
	Buyback common.Address
	Raw     *types.Log // Blockchain specific contextual infos
}

const InkdTreasuryBuybackSetEventName = "BuybackSet"

// ContractEventName returns the user-defined event name.
func (InkdTreasuryBuybackSet) ContractEventName() string {
	return InkdTreasuryBuybackSetEventName
}

// UnpackBuybackSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BuybackSet(address indexed buyback)
func (inkdTreasury *InkdTreasury) UnpackBuybackSetEvent(log *types.Log) (*InkdTreasuryBuybackSet, error) {
	event := "BuybackSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != inkdTreasury.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(InkdTreasuryBuybackSet)
	if len(log.Data) > 0 {
		if err := inkdTreasury.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range inkdTreasury.abi.Events[event].Inputs {
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

// InkdTreasuryOwnershipTransferred represents a OwnershipTransferred event raised by the InkdTreasury contract.
type InkdTreasuryOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const InkdTreasuryOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (InkdTreasuryOwnershipTransferred) ContractEventName() string {
	return InkdTreasuryOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (inkdTreasury *InkdTreasury) UnpackOwnershipTransferredEvent(log *types.Log) (*InkdTreasuryOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != inkdTreasury.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(InkdTreasuryOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := inkdTreasury.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range inkdTreasury.abi.Events[event].Inputs {
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

// InkdTreasuryPaymentReceived represents a PaymentReceived event raised by the InkdTreasury contract.
type InkdTreasuryPaymentReceived struct {
	Payer       common.Address
	Nonce       [32]byte
	Amount      *big.Int
	StorageCost *big.Int
	ToBuyback   *big.Int
	Kept        *big.Int
	ProjectId   *big.Int
	Kind        uint8
	Raw         *types.Log // Blockchain specific contextual infos
}

const InkdTreasuryPaymentReceivedEventName = "PaymentReceived"

// ContractEventName returns the user-defined event name.
func (InkdTreasuryPaymentReceived) ContractEventName() string {
	return InkdTreasuryPaymentReceivedEventName
}

// UnpackPaymentReceivedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PaymentReceived(address indexed payer, bytes32 indexed nonce, uint256 amount, uint256 storageCost, uint256 toBuyback, uint256 kept, uint256 projectId, uint8 kind)
func (inkdTreasury *InkdTreasury) UnpackPaymentReceivedEvent(log *types.Log) (*InkdTreasuryPaymentReceived, error) {
	event := "PaymentReceived"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != inkdTreasury.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(InkdTreasuryPaymentReceived)
	if len(log.Data) > 0 {
		if err := inkdTreasury.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range inkdTreasury.abi.Events[event].Inputs {
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

// InkdTreasurySettled represents a Settled event raised by the InkdTreasury contract.
type InkdTreasurySettled struct {
	Total       *big.Int
	StorageCost *big.Int
	ToBuyback   *big.Int
	Kept        *big.Int
	Raw         *types.Log // Blockchain specific contextual infos
}

const InkdTreasurySettledEventName = "Settled"

// ContractEventName returns the user-defined event name.
func (InkdTreasurySettled) ContractEventName() string {
	return InkdTreasurySettledEventName
}

// UnpackSettledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Settled(uint256 total, uint256 storageCost, uint256 toBuyback, uint256 kept)
func (inkdTreasury *InkdTreasury) UnpackSettledEvent(log *types.Log) (*InkdTreasurySettled, error) {
	event := "Settled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != inkdTreasury.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(InkdTreasurySettled)
	if len(log.Data) > 0 {
		if err := inkdTreasury.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range inkdTreasury.abi.Events[event].Inputs {
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

// InkdTreasurySettlerSet represents a SettlerSet event raised by the InkdTreasury contract.
type InkdTreasurySettlerSet struct {
	Settler common.Address
	Allowed bool
	Raw     *types.Log // Blockchain specific contextual infos
}

const InkdTreasurySettlerSetEventName = "SettlerSet"

// ContractEventName returns the user-defined event name.
func (InkdTreasurySettlerSet) ContractEventName() string {
	return InkdTreasurySettlerSetEventName
}

// UnpackSettlerSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SettlerSet(address indexed settler, bool allowed)
func (inkdTreasury *InkdTreasury) UnpackSettlerSetEvent(log *types.Log) (*InkdTreasurySettlerSet, error) {
	event := "SettlerSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != inkdTreasury.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(InkdTreasurySettlerSet)
	if len(log.Data) > 0 {
		if err := inkdTreasury.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range inkdTreasury.abi.Events[event].Inputs {
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

// InkdTreasuryStorageWalletSet represents a StorageWalletSet event raised by the InkdTreasury contract.
type InkdTreasuryStorageWalletSet struct {
	StorageWallet common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const InkdTreasuryStorageWalletSetEventName = "StorageWalletSet"

// ContractEventName returns the user-defined event name.
func (InkdTreasuryStorageWalletSet) ContractEventName() string {
	return InkdTreasuryStorageWalletSetEventName
}

// UnpackStorageWalletSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event StorageWalletSet(address indexed storageWallet)
func (inkdTreasury *InkdTreasury) UnpackStorageWalletSetEvent(log *types.Log) (*InkdTreasuryStorageWalletSet, error) {
	event := "StorageWalletSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != inkdTreasury.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(InkdTreasuryStorageWalletSet)
	if len(log.Data) > 0 {
		if err := inkdTreasury.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range inkdTreasury.abi.Events[event].Inputs {
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

// InkdTreasuryWithdrawn represents a Withdrawn event raised by the InkdTreasury contract.
type InkdTreasuryWithdrawn struct {
	To     common.Address
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const InkdTreasuryWithdrawnEventName = "Withdrawn"

// ContractEventName returns the user-defined event name.
func (InkdTreasuryWithdrawn) ContractEventName() string {
	return InkdTreasuryWithdrawnEventName
}

// UnpackWithdrawnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Withdrawn(address indexed to, uint256 amount)
func (inkdTreasury *InkdTreasury) UnpackWithdrawnEvent(log *types.Log) (*InkdTreasuryWithdrawn, error) {
	event := "Withdrawn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != inkdTreasury.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(InkdTreasuryWithdrawn)
	if len(log.Data) > 0 {
		if err := inkdTreasury.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range inkdTreasury.abi.Events[event].Inputs {
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
func (inkdTreasury *InkdTreasury) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], inkdTreasury.abi.Errors["OwnableInvalidOwner"].ID.Bytes()[:4]) {
		return inkdTreasury.UnpackOwnableInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdTreasury.abi.Errors["OwnableUnauthorizedAccount"].ID.Bytes()[:4]) {
		return inkdTreasury.UnpackOwnableUnauthorizedAccountError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdTreasury.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return inkdTreasury.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdTreasury.abi.Errors["Unauthorized"].ID.Bytes()[:4]) {
		return inkdTreasury.UnpackUnauthorizedError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdTreasury.abi.Errors["ZeroAddress"].ID.Bytes()[:4]) {
		return inkdTreasury.UnpackZeroAddressError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// InkdTreasuryOwnableInvalidOwner represents a OwnableInvalidOwner error raised by the InkdTreasury contract.
type InkdTreasuryOwnableInvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableInvalidOwner(address owner)
func InkdTreasuryOwnableInvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x1e4fbdf7f3ef8bcaa855599e3abf48b232380f183f08f6f813d9ffa5bd585188")
}

// UnpackOwnableInvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableInvalidOwner(address owner)
func (inkdTreasury *InkdTreasury) UnpackOwnableInvalidOwnerError(raw []byte) (*InkdTreasuryOwnableInvalidOwner, error) {
	out := new(InkdTreasuryOwnableInvalidOwner)
	if err := inkdTreasury.abi.UnpackIntoInterface(out, "OwnableInvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdTreasuryOwnableUnauthorizedAccount represents a OwnableUnauthorizedAccount error raised by the InkdTreasury contract.
type InkdTreasuryOwnableUnauthorizedAccount struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func InkdTreasuryOwnableUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0x118cdaa7a341953d1887a2245fd6665d741c67c8c50581daa59e1d03373fa188")
}

// UnpackOwnableUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func (inkdTreasury *InkdTreasury) UnpackOwnableUnauthorizedAccountError(raw []byte) (*InkdTreasuryOwnableUnauthorizedAccount, error) {
	out := new(InkdTreasuryOwnableUnauthorizedAccount)
	if err := inkdTreasury.abi.UnpackIntoInterface(out, "OwnableUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdTreasurySafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the InkdTreasury contract.
type InkdTreasurySafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func InkdTreasurySafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (inkdTreasury *InkdTreasury) UnpackSafeERC20FailedOperationError(raw []byte) (*InkdTreasurySafeERC20FailedOperation, error) {
	out := new(InkdTreasurySafeERC20FailedOperation)
	if err := inkdTreasury.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdTreasuryUnauthorized represents a Unauthorized error raised by the InkdTreasury contract.
type InkdTreasuryUnauthorized struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Unauthorized()
func InkdTreasuryUnauthorizedErrorID() common.Hash {
	return common.HexToHash("0x82b4290015f7ec7256ca2a6247d3c2a89c4865c0e791456df195f40ad0a81367")
}

// UnpackUnauthorizedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Unauthorized()
func (inkdTreasury *InkdTreasury) UnpackUnauthorizedError(raw []byte) (*InkdTreasuryUnauthorized, error) {
	out := new(InkdTreasuryUnauthorized)
	if err := inkdTreasury.abi.UnpackIntoInterface(out, "Unauthorized", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdTreasuryZeroAddress represents a ZeroAddress error raised by the InkdTreasury contract.
type InkdTreasuryZeroAddress struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAddress()
func InkdTreasuryZeroAddressErrorID() common.Hash {
	return common.HexToHash("0xd92e233df2717d4a40030e20904abd27b68fcbeede117eaaccbbdac9618c8c73")
}

// UnpackZeroAddressError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAddress()
func (inkdTreasury *InkdTreasury) UnpackZeroAddressError(raw []byte) (*InkdTreasuryZeroAddress, error) {
	out := new(InkdTreasuryZeroAddress)
	if err := inkdTreasury.abi.UnpackIntoInterface(out, "ZeroAddress", raw); err != nil {
		return nil, err
	}
	return out, nil
}
