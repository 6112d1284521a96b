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
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"usdc_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"registry_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"buyback_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"storageWallet_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"initialOwner\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"AuthorizationNotUsed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"retained\",\"type\":\"uint256\"}],\"name\":\"ExceedsRetained\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidPayerSignature\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"PayerHasCode\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"PrepaidAlreadySettled\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"bits\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"SafeCastOverflowedUintDowncast\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Unauthorized\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"buyback\",\"type\":\"address\"}],\"name\":\"BuybackSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"toStorage\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"toBuyback\",\"type\":\"uint256\"}],\"name\":\"PaidOut\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"storageCost\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"toBuyback\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"kept\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"}],\"name\":\"PaymentReceived\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"PrepaidRefunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"total\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"storageCost\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"toBuyback\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"kept\",\"type\":\"uint256\"}],\"name\":\"Settled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"settler\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"SettlerSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"storageWallet\",\"type\":\"address\"}],\"name\":\"StorageWalletSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Withdrawn\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"KIND_CREATE\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"KIND_PUSH\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"books\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"owedStorage\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"owedBuyback\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"retained\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"buyback\",\"outputs\":[{\"internalType\":\"contractInkdBuyback\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"internalType\":\"structInkdTreasury.Payment\",\"name\":\"pay\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"storageCost\",\"type\":\"uint256\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"license\",\"type\":\"string\"},{\"internalType\":\"bool\",\"name\":\"isPublic\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"isAgent\",\"type\":\"bool\"},{\"internalType\":\"string\",\"name\":\"agentEndpoint\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"readmeHash\",\"type\":\"string\"}],\"name\":\"createProjectPaid\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"internalType\":\"structInkdTreasury.Payment\",\"name\":\"pay\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"storageCost\",\"type\":\"uint256\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"license\",\"type\":\"string\"},{\"internalType\":\"bool\",\"name\":\"isPublic\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"isAgent\",\"type\":\"bool\"},{\"internalType\":\"string\",\"name\":\"agentEndpoint\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"readmeHash\",\"type\":\"string\"}],\"name\":\"createProjectPrepaid\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"}],\"name\":\"isPrepaidSettled\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"isSettler\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"payout\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"toStorage\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"toBuyback\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"internalType\":\"structInkdTreasury.Payment\",\"name\":\"pay\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"storageCost\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"internalType\":\"string\",\"name\":\"arweaveHash\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"versionTag\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"changelog\",\"type\":\"string\"}],\"name\":\"pushVersionPaid\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"versionIndex\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"internalType\":\"structInkdTreasury.Payment\",\"name\":\"pay\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"storageCost\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"internalType\":\"string\",\"name\":\"arweaveHash\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"versionTag\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"changelog\",\"type\":\"string\"}],\"name\":\"pushVersionPrepaid\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"versionIndex\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"internalType\":\"structInkdTreasury.Payment\",\"name\":\"pay\",\"type\":\"tuple\"}],\"name\":\"refundPrepaid\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"registry\",\"outputs\":[{\"internalType\":\"contractInkdRegistry\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"buyback_\",\"type\":\"address\"}],\"name\":\"setBuyback\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"settler\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"setSettler\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"storageWallet_\",\"type\":\"address\"}],\"name\":\"setStorageWallet\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"total\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"storageCost\",\"type\":\"uint256\"}],\"name\":\"settle\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"storageWallet\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"surplus\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"usdc\",\"outputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"withdraw\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "InkdTreasury",
	Bin: "0x60c060405234801561000f575f5ffd5b5060405161218238038061218283398101604081905261002e9161017e565b806001600160a01b03811661005c57604051631e4fbdf760e01b81525f600482015260240160405180910390fd5b61006581610114565b506001600160a01b038516158061008357506001600160a01b038416155b8061009557506001600160a01b038316155b806100a757506001600160a01b038216155b806100b957506001600160a01b038116155b156100d75760405163d92e233d60e01b815260040160405180910390fd5b506001600160a01b0393841660805291831660a052600180549184166001600160a01b0319928316179055600280549290931691161790556101df565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b80516001600160a01b0381168114610179575f5ffd5b919050565b5f5f5f5f5f60a08688031215610192575f5ffd5b61019b86610163565b94506101a960208701610163565b93506101b760408701610163565b92506101c560608701610163565b91506101d360808701610163565b90509295509295909350565b60805160a051611f3c6102465f395f81816102ea015281816107dc01526109db01525f818161019a0152818161048201528181610673015281816106b701528181610e7601528181610f360152818161116f015281816113ed01526117870152611f3c5ff3fe608060405234801561000f575f5ffd5b5060043610610153575f3560e01c80637b103999116100bf578063dfe1d52611610079578063dfe1d52614610364578063f2fde38b14610377578063f3856e761461038a578063f3fef3a31461039d578063f8ec6911146103b0578063fd45e31b146103c3575f5ffd5b80637b103999146102e55780638da5cb5b1461030c5780639a9c29f61461031c578063a07b55551461032f578063d2de7db514610349578063d3b7f2431461035c575f5ffd5b806362713b311161011057806362713b311461027257806363bd1d4a14610287578063715018a6146102a4578063729edd65146102ac57806377a35465146102bf5780637ae3a341146102d2575f5ffd5b80630fbf726714610157578063138885651461017f5780633e413bee146101955780634d1fcd03146101d45780635c8fe438146101ff578063619f3f611461025f575b5f5ffd5b61016a61016536600461197b565b6103d6565b60405190151581526020015b60405180910390f35b610187610403565b604051908152602001610176565b6101bc7f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b039091168152602001610176565b61016a6101e23660046119a3565b6001600160a01b03165f9081526003602052604090205460ff1690565b604080516060810182526004546001600160601b03808216808452600160601b830490911660208401819052600160c01b9092046001600160401b0316929093018290529060408051938452602084019290925290820152606001610176565b6002546101bc906001600160a01b031681565b6102856102803660046119a3565b61050c565b005b61028f610584565b60408051928352602083019190915201610176565b610285610773565b6101876102ba366004611a77565b610786565b6102856102cd366004611b43565b6108f8565b6101876102e0366004611b78565b610985565b6101bc7f000000000000000000000000000000000000000000000000000000000000000081565b5f546001600160a01b03166101bc565b61028561032a366004611c98565b610b0f565b610337600181565b60405160ff9091168152602001610176565b610187610357366004611a77565b610c2f565b610337600281565b610187610372366004611b78565b610c66565b6102856103853660046119a3565b610c9d565b6102856103983660046119a3565b610cda565b6102856103ab36600461197b565b610d52565b6001546101bc906001600160a01b031681565b6102856103d1366004611cb8565b610ee5565b6001600160a01b0382165f90815260056020908152604080832084845290915290205460ff165b92915050565b604080516060810182526004546001600160601b03808216808452600160601b830490911660208401819052600160c01b9092046001600160401b03169383018490525f93849290916104569190611ce7565b6104609190611ce7565b6040516370a0823160e01b81523060048201529091505f906001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016906370a0823190602401602060405180830381865afa1580156104c7573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906104eb9190611cfa565b90508181116104fa575f610504565b6105048282611d11565b935050505090565b610514610fbc565b6001600160a01b03811661053b5760405163d92e233d60e01b815260040160405180910390fd5b600280546001600160a01b0319166001600160a01b0383169081179091556040517f8233fb9809d5aba0e4e013ed22ccb329d1ccf6cb76f2e6c42a07975f78802055905f90a250565b335f90815260036020526040812054819060ff161580156105af57505f546001600160a01b03163314155b156105cc576040516282b42960e81b815260040160405180910390fd5b5050604080516060810182526004546001600160601b03808216808452600160601b830490911660208401819052600160c01b9092046001600160401b031693830193909352908215801561061f575081155b1561062e57505f928392509050565b604080516060810182525f8082526020820152828201516001600160401b03169101819052600160c01b02600455821561069c5760025461069c906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000008116911685610fe8565b8115610735576001546001600160a01b03908116906106de907f000000000000000000000000000000000000000000000000000000000000000016828561104c565b60405163b6b55f2560e01b8152600481018490526001600160a01b0382169063b6b55f25906024015f604051808303815f87803b15801561071d575f5ffd5b505af115801561072f573d5f5f3e3d5ffd5b50505050505b60408051848152602081018490527fbc6c94b90850c7cd9f35740bb9b9cbce0e00c88e8ddeaace095f1d45bfd74010910160405180910390a1509091565b61077b610fbc565b6107845f6110e1565b565b335f9081526003602052604081205460ff166107b4576040516282b42960e81b815260040160405180910390fd5b6107bd87611130565b5f5f6107cd89602001358961125c565b90925090506001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000166327addeec61080e60208c018c6119a3565b898989896040518663ffffffff1660e01b8152600401610832959493929190611d52565b6020604051808303815f875af115801561084e573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906108729190611cfa565b9250608089013561088660208b018b6119a3565b604080516020808e0135825281018c905290810185905260608101849052608081018a9052600260a08201526001600160a01b0391909116907f5ffc36f132086315c56d2f14ac79db321134c334ea47ffc4310514deccec30c29060c00160405180910390a350509695505050505050565b610900610fbc565b6001600160a01b0382166109275760405163d92e233d60e01b815260040160405180910390fd5b6001600160a01b0382165f81815260036020908152604091829020805460ff191685151590811790915591519182527fbfa6acf022b8bc9f4df4ed4ce022b7d18db613e8a4864052b907aac9a7521b13910160405180910390a25050565b335f9081526003602052604081205460ff166109b3576040516282b42960e81b815260040160405180910390fd5b6109bc8a611130565b5f5f6109cc8c602001358c61125c565b90925090506001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001663f66a40fb610a0d60208f018f6119a3565b8c8c8c8c8c8c8c6040518963ffffffff1660e01b8152600401610a37989796959493929190611daa565b6020604051808303815f875af1158015610a53573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610a779190611cfa565b925060808c0135610a8b60208e018e6119a3565b6001600160a01b03167f5ffc36f132086315c56d2f14ac79db321134c334ea47ffc4310514deccec30c28e602001358e8686896001604051610af896959493929190958652602086019490945260408501929092526060840152608083015260ff1660a082015260c00190565b60405180910390a350509998505050505050505050565b335f9081526003602052604090205460ff16610b3d576040516282b42960e81b815260040160405180910390fd5b815f03610b855760405162461bcd60e51b81526020600482015260116024820152704e6f7468696e6720746f20736574746c6560781b60448201526064015b60405180910390fd5b81610b8e610403565b1015610bd05760405162461bcd60e51b8152602060048201526011602482015270496e73756666696369656e74205553444360781b6044820152606401610b7c565b5f5f610bdc848461125c565b60408051878152602081018790529081018390526060810182905291935091507f0b88c5bd74fc625a4f651904bf835063c6a449220be319924685261fb7709dd59060800160405180910390a150505050565b335f9081526003602052604081205460ff16610c5d576040516282b42960e81b815260040160405180910390fd5b6107bd876113e3565b335f9081526003602052604081205460ff16610c94576040516282b42960e81b815260040160405180910390fd5b6109bc8a6113e3565b610ca5610fbc565b6001600160a01b038116610cce57604051631e4fbdf760e01b81525f6004820152602401610b7c565b610cd7816110e1565b50565b610ce2610fbc565b6001600160a01b038116610d095760405163d92e233d60e01b815260040160405180910390fd5b600180546001600160a01b0319166001600160a01b0383169081179091556040517f2a6913974b898ac93325c62c295c5da02547c48e9e6f5156e1ef192d9e513326905f90a250565b610d5a610fbc565b6001600160a01b038216610d815760405163d92e233d60e01b815260040160405180910390fd5b604080516060810182526004546001600160601b038082168352600160601b8204166020830152600160c01b90046001600160401b031691810182905290821115610df75760408082015190516378bd5c8760e01b8152600481018490526001600160401b039091166024820152604401610b7c565b8181604001818151610e099190611e3b565b6001600160401b0390811690915282516004805460208601516040870151909416600160c01b026001600160c01b036001600160601b03958616600160601b026001600160c01b03199093169590941694909417179190911691909117905550610e9d6001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168484610fe8565b826001600160a01b03167f7084f5476618d8e60b11ef0d7d3f06914655adb8793e28ff7f018d4c76d505d583604051610ed891815260200190565b60405180910390a2505050565b335f9081526003602052604090205460ff16610f13576040516282b42960e81b815260040160405180910390fd5b610f1c816113e3565b610f61610f2c60208301836119a3565b6001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016906020840135610fe8565b6080810135610f7360208301836119a3565b6001600160a01b03167fb19189993c98d78775ce1f31f6c1d27bb7d3982aaebfae749817e5f8d4997f688360200135604051610fb191815260200190565b60405180910390a350565b5f546001600160a01b031633146107845760405163118cdaa760e01b8152336004820152602401610b7c565b6040516001600160a01b0383811660248301526044820183905261104791859182169063a9059cbb906064015b604051602081830303815290604052915060e01b6020820180516001600160e01b0383818316178352505050506115c6565b505050565b604080516001600160a01b038416602482015260448082018490528251808303909101815260649091019091526020810180516001600160e01b031663095ea7b360e01b17905261109d8482611632565b6110db576040516001600160a01b0384811660248301525f60448301526110d191869182169063095ea7b390606401611015565b6110db84826115c6565b50505050565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b61113d60208201826119a3565b6001600160a01b03163b156111655760405163796b13ed60e01b815260040160405180910390fd5b6001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001663e3ee160e6111a160208401846119a3565b3060208501356040860135606087013560808801356111c660c08a0160a08b01611e5a565b60405160e089811b6001600160e01b03191682526001600160a01b03988916600483015296909716602488015260448701949094526064860192909252608485015260a484015260ff1660c483015260c085013560e4830152840135610104820152610124015f604051808303815f87803b158015611243575f5ffd5b505af1158015611255573d5f5f3e3d5ffd5b5050505050565b5f5f838311156112ae5760405162461bcd60e51b815260206004820152601c60248201527f53746f7261676520636f73742065786365656473207061796d656e74000000006044820152606401610b7c565b5f6112b98486611d11565b90506112c6600282611e7a565b92506112d28382611d11565b604080516060810182526004546001600160601b038082168352600160601b8204166020830152600160c01b90046001600160401b03169181019190915290925061131c8561167b565b8151829061132b908390611e99565b6001600160601b03169052506113408461167b565b816020018181516113519190611e99565b6001600160601b0316905250611366836116b2565b816040018181516113779190611eb8565b6001600160401b039081169091528251600480546020860151604090960151909316600160c01b026001600160c01b036001600160601b03968716600160601b026001600160c01b03199095169690931695909517929092171692909217909155509194909350915050565b6001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001663e94a010261141f60208401846119a3565b6040516001600160e01b031960e084901b1681526001600160a01b03909116600482015260808401356024820152604401602060405180830381865afa15801561146b573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061148f9190611ed7565b6114ac57604051631f07843560e01b815260040160405180910390fd5b60055f6114bc60208401846119a3565b6001600160a01b0316815260208082019290925260409081015f9081206080850135825290925290205460ff1615611507576040516333a4cc9160e01b815260040160405180910390fd5b600160055f61151960208501856119a3565b6001600160a01b0316815260208082019290925260409081015f908120608086013582529092529020805460ff191691151591909117905561155a816116e7565b61157757604051632dd0e55160e21b815260040160405180910390fd5b8060200135611584610403565b1015610cd75760405162461bcd60e51b8152602060048201526011602482015270496e73756666696369656e74205553444360781b6044820152606401610b7c565b5f5f60205f8451602086015f885af1806115e5576040513d5f823e3d81fd5b50505f513d915081156115fc578060011415611609565b6001600160a01b0384163b155b156110db57604051635274afe760e01b81526001600160a01b0385166004820152602401610b7c565b5f5f5f5f60205f8651602088015f8a5af192503d91505f519050828015611671575081156116635780600114611671565b5f866001600160a01b03163b115b9695505050505050565b5f6001600160601b038211156116ae576040516306dfcc6560e41b81526060600482015260248101839052604401610b7c565b5090565b5f6001600160401b038211156116ae57604080516306dfcc6560e41b8152600481019190915260248101839052604401610b7c565b5f807f7c7c6cdb67a18743f49ec6fa9b35f50d52ed05cbed4cc592e13b44501c1a226761171760208501856119a3565b604080516020818101949094526001600160a01b039092168282015230606083810191909152928601356080838101919091529086013560a08301529185013560c08201529084013560e0820152610100016040516020818303038152906040528051906020012090505f6118257f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316633644e5156040518163ffffffff1660e01b8152600401602060405180830381865afa1580156117e1573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906118059190611cfa565b8360405161190160f01b8152600281019290925260228201526042902090565b90505f8061184c8361183d60c0890160a08a01611e5a565b8860c001358960e00135611898565b5090925090505f81600381111561186557611865611ef2565b148015611671575061187a60208701876119a3565b6001600160a01b0316826001600160a01b0316149695505050505050565b5f80807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a08411156118d157505f91506003905082611956565b604080515f808252602082018084528a905260ff891692820192909252606081018790526080810186905260019060a0016020604051602081039080840390855afa158015611922573d5f5f3e3d5ffd5b5050604051601f1901519150506001600160a01b03811661194d57505f925060019150829050611956565b92505f91508190505b9450945094915050565b80356001600160a01b0381168114611976575f5ffd5b919050565b5f5f6040838503121561198c575f5ffd5b61199583611960565b946020939093013593505050565b5f602082840312156119b3575f5ffd5b6119bc82611960565b9392505050565b5f61010082840312156119d4575f5ffd5b50919050565b634e487b7160e01b5f52604160045260245ffd5b5f82601f8301126119fd575f5ffd5b81356001600160401b03811115611a1657611a166119da565b604051601f8201601f19908116603f011681016001600160401b0381118282101715611a4457611a446119da565b604052818152838201602001851015611a5b575f5ffd5b816020850160208301375f918101602001919091529392505050565b5f5f5f5f5f5f6101a08789031215611a8d575f5ffd5b611a9788886119c3565b9550610100870135945061012087013593506101408701356001600160401b03811115611ac2575f5ffd5b611ace89828a016119ee565b9350506101608701356001600160401b03811115611aea575f5ffd5b611af689828a016119ee565b9250506101808701356001600160401b03811115611b12575f5ffd5b611b1e89828a016119ee565b9150509295509295509295565b8015158114610cd7575f5ffd5b803561197681611b2b565b5f5f60408385031215611b54575f5ffd5b611b5d83611960565b91506020830135611b6d81611b2b565b809150509250929050565b5f5f5f5f5f5f5f5f5f6102008a8c031215611b91575f5ffd5b611b9b8b8b6119c3565b98506101008a013597506101208a01356001600160401b03811115611bbe575f5ffd5b611bca8c828d016119ee565b9750506101408a01356001600160401b03811115611be6575f5ffd5b611bf28c828d016119ee565b9650506101608a01356001600160401b03811115611c0e575f5ffd5b611c1a8c828d016119ee565b955050611c2a6101808b01611b38565b9350611c396101a08b01611b38565b92506101c08a01356001600160401b03811115611c54575f5ffd5b611c608c828d016119ee565b9250506101e08a01356001600160401b03811115611c7c575f5ffd5b611c888c828d016119ee565b9150509295985092959850929598565b5f5f60408385031215611ca9575f5ffd5b50508035926020909101359150565b5f6101008284031215611cc9575f5ffd5b6119bc83836119c3565b634e487b7160e01b5f52601160045260245ffd5b808201808211156103fd576103fd611cd3565b5f60208284031215611d0a575f5ffd5b5051919050565b818103818111156103fd576103fd611cd3565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b60018060a01b038616815284602082015260a060408201525f611d7860a0830186611d24565b8281036060840152611d8a8186611d24565b90508281036080840152611d9e8185611d24565b98975050505050505050565b6001600160a01b0389168152610100602082018190525f90611dce9083018a611d24565b8281036040840152611de0818a611d24565b90508281036060840152611df48189611d24565b9050861515608084015285151560a084015282810360c0840152611e188186611d24565b905082810360e0840152611e2c8185611d24565b9b9a5050505050505050505050565b6001600160401b0382811682821603908111156103fd576103fd611cd3565b5f60208284031215611e6a575f5ffd5b813560ff811681146119bc575f5ffd5b5f82611e9457634e487b7160e01b5f52601260045260245ffd5b500490565b6001600160601b0381811683821601908111156103fd576103fd611cd3565b6001600160401b0381811683821601908111156103fd576103fd611cd3565b5f60208284031215611ee7575f5ffd5b81516119bc81611b2b565b634e487b7160e01b5f52602160045260245ffdfea264697066735822122044950c0906655d190fb3e9e7655a57f89c36536975e10bbef9631cb465890e5b64736f6c634300081c0033",
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

// PackBooks is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5c8fe438.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function books() view returns(uint256 owedStorage, uint256 owedBuyback, uint256 retained)
func (inkdTreasury *InkdTreasury) PackBooks() []byte {
	enc, err := inkdTreasury.abi.Pack("books")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBooks is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5c8fe438.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function books() view returns(uint256 owedStorage, uint256 owedBuyback, uint256 retained)
func (inkdTreasury *InkdTreasury) TryPackBooks() ([]byte, error) {
	return inkdTreasury.abi.Pack("books")
}

// BooksOutput serves as a container for the return parameters of contract
// method Books.
type BooksOutput struct {
	OwedStorage *big.Int
	OwedBuyback *big.Int
	Retained    *big.Int
}

// UnpackBooks is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5c8fe438.
//
// Solidity: function books() view returns(uint256 owedStorage, uint256 owedBuyback, uint256 retained)
func (inkdTreasury *InkdTreasury) UnpackBooks(data []byte) (BooksOutput, error) {
	out, err := inkdTreasury.abi.Unpack("books", data)
	outstruct := new(BooksOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.OwedStorage = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.OwedBuyback = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	outstruct.Retained = abi.ConvertType(out[2], new(big.Int)).(*big.Int)
	return *outstruct, nil
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

// PackCreateProjectPrepaid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdfe1d526.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function createProjectPrepaid((address,uint256,uint256,uint256,bytes32,uint8,bytes32,bytes32) pay, uint256 storageCost, string name, string description, string license, bool isPublic, bool isAgent, string agentEndpoint, string readmeHash) returns(uint256 projectId)
func (inkdTreasury *InkdTreasury) PackCreateProjectPrepaid(pay InkdTreasuryPayment, storageCost *big.Int, name string, description string, license string, isPublic bool, isAgent bool, agentEndpoint string, readmeHash string) []byte {
	enc, err := inkdTreasury.abi.Pack("createProjectPrepaid", pay, storageCost, name, description, license, isPublic, isAgent, agentEndpoint, readmeHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCreateProjectPrepaid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdfe1d526.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function createProjectPrepaid((address,uint256,uint256,uint256,bytes32,uint8,bytes32,bytes32) pay, uint256 storageCost, string name, string description, string license, bool isPublic, bool isAgent, string agentEndpoint, string readmeHash) returns(uint256 projectId)
func (inkdTreasury *InkdTreasury) TryPackCreateProjectPrepaid(pay InkdTreasuryPayment, storageCost *big.Int, name string, description string, license string, isPublic bool, isAgent bool, agentEndpoint string, readmeHash string) ([]byte, error) {
	return inkdTreasury.abi.Pack("createProjectPrepaid", pay, storageCost, name, description, license, isPublic, isAgent, agentEndpoint, readmeHash)
}

// UnpackCreateProjectPrepaid is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdfe1d526.
//
// Solidity: function createProjectPrepaid((address,uint256,uint256,uint256,bytes32,uint8,bytes32,bytes32) pay, uint256 storageCost, string name, string description, string license, bool isPublic, bool isAgent, string agentEndpoint, string readmeHash) returns(uint256 projectId)
func (inkdTreasury *InkdTreasury) UnpackCreateProjectPrepaid(data []byte) (*big.Int, error) {
	out, err := inkdTreasury.abi.Unpack("createProjectPrepaid", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackIsPrepaidSettled is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0fbf7267.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isPrepaidSettled(address payer, bytes32 nonce) view returns(bool)
func (inkdTreasury *InkdTreasury) PackIsPrepaidSettled(payer common.Address, nonce [32]byte) []byte {
	enc, err := inkdTreasury.abi.Pack("isPrepaidSettled", payer, nonce)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsPrepaidSettled is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0fbf7267.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isPrepaidSettled(address payer, bytes32 nonce) view returns(bool)
func (inkdTreasury *InkdTreasury) TryPackIsPrepaidSettled(payer common.Address, nonce [32]byte) ([]byte, error) {
	return inkdTreasury.abi.Pack("isPrepaidSettled", payer, nonce)
}

// UnpackIsPrepaidSettled is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0fbf7267.
//
// Solidity: function isPrepaidSettled(address payer, bytes32 nonce) view returns(bool)
func (inkdTreasury *InkdTreasury) UnpackIsPrepaidSettled(data []byte) (bool, error) {
	out, err := inkdTreasury.abi.Unpack("isPrepaidSettled", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
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

// PackPayout is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x63bd1d4a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function payout() returns(uint256 toStorage, uint256 toBuyback)
func (inkdTreasury *InkdTreasury) PackPayout() []byte {
	enc, err := inkdTreasury.abi.Pack("payout")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPayout is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x63bd1d4a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function payout() returns(uint256 toStorage, uint256 toBuyback)
func (inkdTreasury *InkdTreasury) TryPackPayout() ([]byte, error) {
	return inkdTreasury.abi.Pack("payout")
}

// PayoutOutput serves as a container for the return parameters of contract
// method Payout.
type PayoutOutput struct {
	ToStorage *big.Int
	ToBuyback *big.Int
}

// UnpackPayout is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x63bd1d4a.
//
// Solidity: function payout() returns(uint256 toStorage, uint256 toBuyback)
func (inkdTreasury *InkdTreasury) UnpackPayout(data []byte) (PayoutOutput, error) {
	out, err := inkdTreasury.abi.Unpack("payout", data)
	outstruct := new(PayoutOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.ToStorage = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.ToBuyback = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
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

// PackPushVersionPrepaid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd2de7db5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function pushVersionPrepaid((address,uint256,uint256,uint256,bytes32,uint8,bytes32,bytes32) pay, uint256 storageCost, uint256 projectId, string arweaveHash, string versionTag, string changelog) returns(uint256 versionIndex)
func (inkdTreasury *InkdTreasury) PackPushVersionPrepaid(pay InkdTreasuryPayment, storageCost *big.Int, projectId *big.Int, arweaveHash string, versionTag string, changelog string) []byte {
	enc, err := inkdTreasury.abi.Pack("pushVersionPrepaid", pay, storageCost, projectId, arweaveHash, versionTag, changelog)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPushVersionPrepaid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd2de7db5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function pushVersionPrepaid((address,uint256,uint256,uint256,bytes32,uint8,bytes32,bytes32) pay, uint256 storageCost, uint256 projectId, string arweaveHash, string versionTag, string changelog) returns(uint256 versionIndex)
func (inkdTreasury *InkdTreasury) TryPackPushVersionPrepaid(pay InkdTreasuryPayment, storageCost *big.Int, projectId *big.Int, arweaveHash string, versionTag string, changelog string) ([]byte, error) {
	return inkdTreasury.abi.Pack("pushVersionPrepaid", pay, storageCost, projectId, arweaveHash, versionTag, changelog)
}

// UnpackPushVersionPrepaid is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd2de7db5.
//
// Solidity: function pushVersionPrepaid((address,uint256,uint256,uint256,bytes32,uint8,bytes32,bytes32) pay, uint256 storageCost, uint256 projectId, string arweaveHash, string versionTag, string changelog) returns(uint256 versionIndex)
func (inkdTreasury *InkdTreasury) UnpackPushVersionPrepaid(data []byte) (*big.Int, error) {
	out, err := inkdTreasury.abi.Unpack("pushVersionPrepaid", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackRefundPrepaid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfd45e31b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function refundPrepaid((address,uint256,uint256,uint256,bytes32,uint8,bytes32,bytes32) pay) returns()
func (inkdTreasury *InkdTreasury) PackRefundPrepaid(pay InkdTreasuryPayment) []byte {
	enc, err := inkdTreasury.abi.Pack("refundPrepaid", pay)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRefundPrepaid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfd45e31b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function refundPrepaid((address,uint256,uint256,uint256,bytes32,uint8,bytes32,bytes32) pay) returns()
func (inkdTreasury *InkdTreasury) TryPackRefundPrepaid(pay InkdTreasuryPayment) ([]byte, error) {
	return inkdTreasury.abi.Pack("refundPrepaid", pay)
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

// PackSurplus is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x13888565.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function surplus() view returns(uint256)
func (inkdTreasury *InkdTreasury) PackSurplus() []byte {
	enc, err := inkdTreasury.abi.Pack("surplus")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSurplus is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x13888565.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function surplus() view returns(uint256)
func (inkdTreasury *InkdTreasury) TryPackSurplus() ([]byte, error) {
	return inkdTreasury.abi.Pack("surplus")
}

// UnpackSurplus is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x13888565.
//
// Solidity: function surplus() view returns(uint256)
func (inkdTreasury *InkdTreasury) UnpackSurplus(data []byte) (*big.Int, error) {
	out, err := inkdTreasury.abi.Unpack("surplus", data)
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

// InkdTreasuryPaidOut represents a PaidOut event raised by the InkdTreasury contract.
type InkdTreasuryPaidOut struct {
	ToStorage *big.Int
	ToBuyback *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const InkdTreasuryPaidOutEventName = "PaidOut"

// ContractEventName returns the user-defined event name.
func (InkdTreasuryPaidOut) ContractEventName() string {
	return InkdTreasuryPaidOutEventName
}

// UnpackPaidOutEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PaidOut(uint256 toStorage, uint256 toBuyback)
func (inkdTreasury *InkdTreasury) UnpackPaidOutEvent(log *types.Log) (*InkdTreasuryPaidOut, error) {
	event := "PaidOut"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != inkdTreasury.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(InkdTreasuryPaidOut)
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

// InkdTreasuryPrepaidRefunded represents a PrepaidRefunded event raised by the InkdTreasury contract.
type InkdTreasuryPrepaidRefunded struct {
	Payer  common.Address
	Nonce  [32]byte
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const InkdTreasuryPrepaidRefundedEventName = "PrepaidRefunded"

// ContractEventName returns the user-defined event name.
func (InkdTreasuryPrepaidRefunded) ContractEventName() string {
	return InkdTreasuryPrepaidRefundedEventName
}

// UnpackPrepaidRefundedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PrepaidRefunded(address indexed payer, bytes32 indexed nonce, uint256 amount)
func (inkdTreasury *InkdTreasury) UnpackPrepaidRefundedEvent(log *types.Log) (*InkdTreasuryPrepaidRefunded, error) {
	event := "PrepaidRefunded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != inkdTreasury.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(InkdTreasuryPrepaidRefunded)
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
	if bytes.Equal(raw[:4], inkdTreasury.abi.Errors["AuthorizationNotUsed"].ID.Bytes()[:4]) {
		return inkdTreasury.UnpackAuthorizationNotUsedError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdTreasury.abi.Errors["ExceedsRetained"].ID.Bytes()[:4]) {
		return inkdTreasury.UnpackExceedsRetainedError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdTreasury.abi.Errors["InvalidPayerSignature"].ID.Bytes()[:4]) {
		return inkdTreasury.UnpackInvalidPayerSignatureError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdTreasury.abi.Errors["OwnableInvalidOwner"].ID.Bytes()[:4]) {
		return inkdTreasury.UnpackOwnableInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdTreasury.abi.Errors["OwnableUnauthorizedAccount"].ID.Bytes()[:4]) {
		return inkdTreasury.UnpackOwnableUnauthorizedAccountError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdTreasury.abi.Errors["PayerHasCode"].ID.Bytes()[:4]) {
		return inkdTreasury.UnpackPayerHasCodeError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdTreasury.abi.Errors["PrepaidAlreadySettled"].ID.Bytes()[:4]) {
		return inkdTreasury.UnpackPrepaidAlreadySettledError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdTreasury.abi.Errors["SafeCastOverflowedUintDowncast"].ID.Bytes()[:4]) {
		return inkdTreasury.UnpackSafeCastOverflowedUintDowncastError(raw[4:])
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

// InkdTreasuryAuthorizationNotUsed represents a AuthorizationNotUsed error raised by the InkdTreasury contract.
type InkdTreasuryAuthorizationNotUsed struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AuthorizationNotUsed()
func InkdTreasuryAuthorizationNotUsedErrorID() common.Hash {
	return common.HexToHash("0x1f078435005a809bbfdbe2d9b77fc5b62a61e4a3a57d302704e242b41e4d5cbf")
}

// UnpackAuthorizationNotUsedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AuthorizationNotUsed()
func (inkdTreasury *InkdTreasury) UnpackAuthorizationNotUsedError(raw []byte) (*InkdTreasuryAuthorizationNotUsed, error) {
	out := new(InkdTreasuryAuthorizationNotUsed)
	if err := inkdTreasury.abi.UnpackIntoInterface(out, "AuthorizationNotUsed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdTreasuryExceedsRetained represents a ExceedsRetained error raised by the InkdTreasury contract.
type InkdTreasuryExceedsRetained struct {
	Amount   *big.Int
	Retained *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ExceedsRetained(uint256 amount, uint256 retained)
func InkdTreasuryExceedsRetainedErrorID() common.Hash {
	return common.HexToHash("0x78bd5c87bb44e46a3a000496579e629557e6fb81f03ef809dc9a7db8be8e51c9")
}

// UnpackExceedsRetainedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ExceedsRetained(uint256 amount, uint256 retained)
func (inkdTreasury *InkdTreasury) UnpackExceedsRetainedError(raw []byte) (*InkdTreasuryExceedsRetained, error) {
	out := new(InkdTreasuryExceedsRetained)
	if err := inkdTreasury.abi.UnpackIntoInterface(out, "ExceedsRetained", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdTreasuryInvalidPayerSignature represents a InvalidPayerSignature error raised by the InkdTreasury contract.
type InkdTreasuryInvalidPayerSignature struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidPayerSignature()
func InkdTreasuryInvalidPayerSignatureErrorID() common.Hash {
	return common.HexToHash("0xb74395441a0772a29d17f17583341e49f8078b700d8ed93bd94ea14f5061bd63")
}

// UnpackInvalidPayerSignatureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidPayerSignature()
func (inkdTreasury *InkdTreasury) UnpackInvalidPayerSignatureError(raw []byte) (*InkdTreasuryInvalidPayerSignature, error) {
	out := new(InkdTreasuryInvalidPayerSignature)
	if err := inkdTreasury.abi.UnpackIntoInterface(out, "InvalidPayerSignature", raw); err != nil {
		return nil, err
	}
	return out, nil
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

// InkdTreasuryPayerHasCode represents a PayerHasCode error raised by the InkdTreasury contract.
type InkdTreasuryPayerHasCode struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PayerHasCode()
func InkdTreasuryPayerHasCodeErrorID() common.Hash {
	return common.HexToHash("0x796b13edb2d5ea622d69bb1f08600a8d1dc28ffc20a1c4209f0532be06a7f8b6")
}

// UnpackPayerHasCodeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PayerHasCode()
func (inkdTreasury *InkdTreasury) UnpackPayerHasCodeError(raw []byte) (*InkdTreasuryPayerHasCode, error) {
	out := new(InkdTreasuryPayerHasCode)
	if err := inkdTreasury.abi.UnpackIntoInterface(out, "PayerHasCode", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdTreasuryPrepaidAlreadySettled represents a PrepaidAlreadySettled error raised by the InkdTreasury contract.
type InkdTreasuryPrepaidAlreadySettled struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PrepaidAlreadySettled()
func InkdTreasuryPrepaidAlreadySettledErrorID() common.Hash {
	return common.HexToHash("0x33a4cc91c16ab87c462522427bf9705a28afa5314eb9e347807f973538894653")
}

// UnpackPrepaidAlreadySettledError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PrepaidAlreadySettled()
func (inkdTreasury *InkdTreasury) UnpackPrepaidAlreadySettledError(raw []byte) (*InkdTreasuryPrepaidAlreadySettled, error) {
	out := new(InkdTreasuryPrepaidAlreadySettled)
	if err := inkdTreasury.abi.UnpackIntoInterface(out, "PrepaidAlreadySettled", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdTreasurySafeCastOverflowedUintDowncast represents a SafeCastOverflowedUintDowncast error raised by the InkdTreasury contract.
type InkdTreasurySafeCastOverflowedUintDowncast struct {
	Bits  uint8
	Value *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeCastOverflowedUintDowncast(uint8 bits, uint256 value)
func InkdTreasurySafeCastOverflowedUintDowncastErrorID() common.Hash {
	return common.HexToHash("0x6dfcc6503a32754ce7a89698e18201fc5294fd4aad43edefee786f88423b1a12")
}

// UnpackSafeCastOverflowedUintDowncastError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeCastOverflowedUintDowncast(uint8 bits, uint256 value)
func (inkdTreasury *InkdTreasury) UnpackSafeCastOverflowedUintDowncastError(raw []byte) (*InkdTreasurySafeCastOverflowedUintDowncast, error) {
	out := new(InkdTreasurySafeCastOverflowedUintDowncast)
	if err := inkdTreasury.abi.UnpackIntoInterface(out, "SafeCastOverflowedUintDowncast", raw); err != nil {
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
