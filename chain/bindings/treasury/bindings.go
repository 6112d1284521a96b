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
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"usdc_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"registry_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"buyback_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"storageWallet_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"initialAuthority\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"authority\",\"type\":\"address\"}],\"name\":\"AccessManagedInvalidAuthority\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"delay\",\"type\":\"uint32\"}],\"name\":\"AccessManagedRequiredDelay\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"AccessManagedUnauthorized\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"AuthorizationNotUsed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"EnforcedPause\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"retained\",\"type\":\"uint256\"}],\"name\":\"ExceedsRetained\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ExpectedPause\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidPayerSignature\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"PayerHasCode\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"PrepaidAlreadySettled\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"bits\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"SafeCastOverflowedUintDowncast\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Unauthorized\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"authority\",\"type\":\"address\"}],\"name\":\"AuthorityUpdated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"buyback\",\"type\":\"address\"}],\"name\":\"BuybackSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"toStorage\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"toBuyback\",\"type\":\"uint256\"}],\"name\":\"PaidOut\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"Paused\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"storageCost\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"toBuyback\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"kept\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"}],\"name\":\"PaymentReceived\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"PrepaidRefunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"total\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"storageCost\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"toBuyback\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"kept\",\"type\":\"uint256\"}],\"name\":\"Settled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"settler\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"SettlerSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"storageWallet\",\"type\":\"address\"}],\"name\":\"StorageWalletSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"Unpaused\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Withdrawn\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"KIND_CREATE\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"KIND_PUSH\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"settler\",\"type\":\"address\"}],\"name\":\"addSettler\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"authority\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"books\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"owedStorage\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"owedBuyback\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"retained\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"buyback\",\"outputs\":[{\"internalType\":\"contractInkdBuyback\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"internalType\":\"structInkdTreasury.Payment\",\"name\":\"pay\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"storageCost\",\"type\":\"uint256\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"license\",\"type\":\"string\"},{\"internalType\":\"bool\",\"name\":\"isPublic\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"isAgent\",\"type\":\"bool\"},{\"internalType\":\"string\",\"name\":\"agentEndpoint\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"readmeHash\",\"type\":\"string\"}],\"name\":\"createProjectPaid\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"internalType\":\"structInkdTreasury.Payment\",\"name\":\"pay\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"storageCost\",\"type\":\"uint256\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"license\",\"type\":\"string\"},{\"internalType\":\"bool\",\"name\":\"isPublic\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"isAgent\",\"type\":\"bool\"},{\"internalType\":\"string\",\"name\":\"agentEndpoint\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"readmeHash\",\"type\":\"string\"}],\"name\":\"createProjectPrepaid\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"isConsumingScheduledOp\",\"outputs\":[{\"internalType\":\"bytes4\",\"name\":\"\",\"type\":\"bytes4\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"}],\"name\":\"isPrepaidSettled\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"isSettler\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"pause\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"paused\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"payout\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"toStorage\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"toBuyback\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"internalType\":\"structInkdTreasury.Payment\",\"name\":\"pay\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"storageCost\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"internalType\":\"string\",\"name\":\"arweaveHash\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"versionTag\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"changelog\",\"type\":\"string\"}],\"name\":\"pushVersionPaid\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"versionIndex\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"internalType\":\"structInkdTreasury.Payment\",\"name\":\"pay\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"storageCost\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"internalType\":\"string\",\"name\":\"arweaveHash\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"versionTag\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"changelog\",\"type\":\"string\"}],\"name\":\"pushVersionPrepaid\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"versionIndex\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"internalType\":\"structInkdTreasury.Payment\",\"name\":\"pay\",\"type\":\"tuple\"}],\"name\":\"refundPrepaid\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"registry\",\"outputs\":[{\"internalType\":\"contractInkdRegistry\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"settler\",\"type\":\"address\"}],\"name\":\"removeSettler\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newAuthority\",\"type\":\"address\"}],\"name\":\"setAuthority\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"buyback_\",\"type\":\"address\"}],\"name\":\"setBuyback\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"storageWallet_\",\"type\":\"address\"}],\"name\":\"setStorageWallet\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"total\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"storageCost\",\"type\":\"uint256\"}],\"name\":\"settle\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"storageWallet\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"surplus\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"unpause\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"usdc\",\"outputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"withdraw\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "InkdTreasury",
	Bin: "0x60c060405234801561000f575f5ffd5b5060405161270038038061270083398101604081905261002e9161017e565b808061003981610110565b506001600160a01b038116610067576040516361798f2f60e11b81525f600482015260240160405180910390fd5b505f805460ff60a81b191690556001600160a01b038516158061009157506001600160a01b038416155b806100a357506001600160a01b038316155b806100b557506001600160a01b038216155b156100d35760405163d92e233d60e01b815260040160405180910390fd5b506001600160a01b0393841660805291831660a052600180549184166001600160a01b0319928316179055600280549290931691161790556101df565b5f80546001600160a01b0319166001600160a01b0383169081179091556040519081527f2f658b440c35314f52658ea8a740e05b284cdc84dc9ae01e891f21b8933e7cad9060200160405180910390a150565b80516001600160a01b0381168114610179575f5ffd5b919050565b5f5f5f5f5f60a08688031215610192575f5ffd5b61019b86610163565b94506101a960208701610163565b93506101b760408701610163565b92506101c560608701610163565b91506101d360808701610163565b90509295509295909350565b60805160a0516124ba6102465f395f81816103880152818161097c0152610b7301525f8181610229015281816105970152818161081e0152818161086201528181611011015281816110d10152818161146c015281816117780152611c4601526124ba5ff3fe608060405234801561000f575f5ffd5b50600436106101ba575f3560e01c80637ae3a341116100f3578063d2de7db511610093578063f3856e761161006e578063f3856e761461043e578063f3fef3a314610451578063f8ec691114610464578063fd45e31b14610477575f5ffd5b8063d2de7db514610410578063d3b7f24314610423578063dfe1d5261461042b575f5ffd5b80638fb36037116100ce5780638fb36037146103b25780639a9c29f6146103d3578063a07b5555146103e6578063bf7e214f14610400575f5ffd5b80637ae3a341146103705780637b103999146103835780638456cb59146103aa575f5ffd5b80635c8fe4381161015e57806362713b311161013957806362713b311461031a57806363bd1d4a1461032d578063729edd651461034a5780637a9e5e4b1461035d575f5ffd5b80635c8fe438146102965780635c975abb146102f6578063619f3f6114610307575f5ffd5b806314d3940d1161019957806314d3940d146102115780633e413bee146102245780633f4ba83a146102635780634d1fcd031461026b575f5ffd5b8062b105e6146101be5780630fbf7267146101d357806313888565146101fb575b5f5ffd5b6101d16101cc366004611e3a565b61048a565b005b6101e66101e1366004611e5a565b6104eb565b60405190151581526020015b60405180910390f35b610203610518565b6040519081526020016101f2565b6101d161021f366004611e3a565b610621565b61024b7f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b0390911681526020016101f2565b6101d16106a7565b6101e6610279366004611e3a565b6001600160a01b03165f9081526003602052604090205460ff1690565b604080516060810182526004546001600160601b03808216808452600160601b830490911660208401819052600160c01b9092046001600160401b03169290930182905290604080519384526020840192909252908201526060016101f2565b5f54600160a81b900460ff166101e6565b60025461024b906001600160a01b031681565b6101d1610328366004611e3a565b6106ba565b610335610733565b604080519283526020830191909152016101f2565b610203610358366004611f36565b61091e565b6101d161036b366004611e3a565b610a98565b61020361037e366004612002565b610b15565b61024b7f000000000000000000000000000000000000000000000000000000000000000081565b6101d1610ca7565b6103ba610cb8565b6040516001600160e01b031990911681526020016101f2565b6101d16103e1366004612122565b610cda565b6103ee600181565b60405160ff90911681526020016101f2565b5f546001600160a01b031661024b565b61020361041e366004611f36565b610df5565b6103ee600281565b610203610439366004612002565b610e34565b6101d161044c366004611e3a565b610e73565b6101d161045f366004611e5a565b610eec565b60015461024b906001600160a01b031681565b6101d1610485366004612142565b611080565b610496335b5f36611157565b6001600160a01b0381165f818152600360209081526040808320805460ff19169055519182527fbfa6acf022b8bc9f4df4ed4ce022b7d18db613e8a4864052b907aac9a7521b1391015b60405180910390a250565b6001600160a01b0382165f90815260056020908152604080832084845290915290205460ff165b92915050565b604080516060810182526004546001600160601b03808216808452600160601b830490911660208401819052600160c01b9092046001600160401b03169383018490525f938492909161056b9190612171565b6105759190612171565b6040516370a0823160e01b81523060048201529091505f906001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016906370a0823190602401602060405180830381865afa1580156105dc573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906106009190612184565b905081811161060f575f610619565b610619828261219b565b935050505090565b61062a3361048f565b6001600160a01b0381166106515760405163d92e233d60e01b815260040160405180910390fd5b6001600160a01b0381165f81815260036020908152604091829020805460ff1916600190811790915591519182527fbfa6acf022b8bc9f4df4ed4ce022b7d18db613e8a4864052b907aac9a7521b1391016104e0565b6106b03361048f565b6106b861124d565b565b6106c33361048f565b6001600160a01b0381166106ea5760405163d92e233d60e01b815260040160405180910390fd5b600280546001600160a01b0319166001600160a01b0383169081179091556040517f8233fb9809d5aba0e4e013ed22ccb329d1ccf6cb76f2e6c42a07975f78802055905f90a250565b335f90815260036020526040812054819060ff1615801561075a5750610758336112a1565b155b15610777576040516282b42960e81b815260040160405180910390fd5b5050604080516060810182526004546001600160601b03808216808452600160601b830490911660208401819052600160c01b9092046001600160401b03169383019390935290821580156107ca575081155b156107d957505f928392509050565b604080516060810182525f8082526020820152828201516001600160401b03169101819052600160c01b02600455821561084757600254610847906001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000811691168561130a565b81156108e0576001546001600160a01b0390811690610889907f000000000000000000000000000000000000000000000000000000000000000016828561136e565b60405163b6b55f2560e01b8152600481018490526001600160a01b0382169063b6b55f25906024015f604051808303815f87803b1580156108c8575f5ffd5b505af11580156108da573d5f5f3e3d5ffd5b50505050505b60408051848152602081018490527fbc6c94b90850c7cd9f35740bb9b9cbce0e00c88e8ddeaace095f1d45bfd74010910160405180910390a1509091565b335f9081526003602052604081205460ff1661094c576040516282b42960e81b815260040160405180910390fd5b610954611403565b61095d8761142d565b5f5f61096d896020013589611552565b90925090506001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000166327addeec6109ae60208c018c611e3a565b898989896040518663ffffffff1660e01b81526004016109d29594939291906121dc565b6020604051808303815f875af11580156109ee573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610a129190612184565b92506080890135610a2660208b018b611e3a565b604080516020808e0135825281018c905290810185905260608101849052608081018a9052600260a08201526001600160a01b0391909116907f5ffc36f132086315c56d2f14ac79db321134c334ea47ffc4310514deccec30c29060c00160405180910390a350509695505050505050565b5f5433906001600160a01b03168114610ad35760405162d1953b60e31b81526001600160a01b03821660048201526024015b60405180910390fd5b816001600160a01b03163b5f03610b08576040516361798f2f60e11b81526001600160a01b0383166004820152602401610aca565b610b11826116d9565b5050565b335f9081526003602052604081205460ff16610b43576040516282b42960e81b815260040160405180910390fd5b610b4b611403565b610b548a61142d565b5f5f610b648c602001358c611552565b90925090506001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001663f66a40fb610ba560208f018f611e3a565b8c8c8c8c8c8c8c6040518963ffffffff1660e01b8152600401610bcf989796959493929190612234565b6020604051808303815f875af1158015610beb573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610c0f9190612184565b925060808c0135610c2360208e018e611e3a565b6001600160a01b03167f5ffc36f132086315c56d2f14ac79db321134c334ea47ffc4310514deccec30c28e602001358e8686896001604051610c9096959493929190958652602086019490945260408501929092526060840152608083015260ff1660a082015260c00190565b60405180910390a350509998505050505050505050565b610cb03361048f565b6106b861172c565b5f8054600160a01b900460ff16610cce57505f90565b50638fb3603760e01b90565b335f9081526003602052604090205460ff16610d08576040516282b42960e81b815260040160405180910390fd5b815f03610d4b5760405162461bcd60e51b81526020600482015260116024820152704e6f7468696e6720746f20736574746c6560781b6044820152606401610aca565b81610d54610518565b1015610d965760405162461bcd60e51b8152602060048201526011602482015270496e73756666696369656e74205553444360781b6044820152606401610aca565b5f5f610da28484611552565b60408051878152602081018790529081018390526060810182905291935091507f0b88c5bd74fc625a4f651904bf835063c6a449220be319924685261fb7709dd59060800160405180910390a150505050565b335f9081526003602052604081205460ff16610e23576040516282b42960e81b815260040160405180910390fd5b610e2b611403565b61095d8761176e565b335f9081526003602052604081205460ff16610e62576040516282b42960e81b815260040160405180910390fd5b610e6a611403565b610b548a61176e565b610e7c3361048f565b6001600160a01b038116610ea35760405163d92e233d60e01b815260040160405180910390fd5b600180546001600160a01b0319166001600160a01b0383169081179091556040517f2a6913974b898ac93325c62c295c5da02547c48e9e6f5156e1ef192d9e513326905f90a250565b610ef53361048f565b6001600160a01b038216610f1c5760405163d92e233d60e01b815260040160405180910390fd5b604080516060810182526004546001600160601b038082168352600160601b8204166020830152600160c01b90046001600160401b031691810182905290821115610f925760408082015190516378bd5c8760e01b8152600481018490526001600160401b039091166024820152604401610aca565b8181604001818151610fa491906122c5565b6001600160401b0390811690915282516004805460208601516040870151909416600160c01b026001600160c01b036001600160601b03958616600160601b026001600160c01b031990931695909416949094171791909116919091179055506110386001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016848461130a565b826001600160a01b03167f7084f5476618d8e60b11ef0d7d3f06914655adb8793e28ff7f018d4c76d505d58360405161107391815260200190565b60405180910390a2505050565b335f9081526003602052604090205460ff166110ae576040516282b42960e81b815260040160405180910390fd5b6110b78161176e565b6110fc6110c76020830183611e3a565b6001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690602084013561130a565b608081013561110e6020830183611e3a565b6001600160a01b03167fb19189993c98d78775ce1f31f6c1d27bb7d3982aaebfae749817e5f8d4997f68836020013560405161114c91815260200190565b60405180910390a350565b5f5f61118a61116d5f546001600160a01b031690565b863061117c60045f898b6122e4565b6111859161230b565b611954565b91509150816112465763ffffffff811615611223575f805460ff60a01b198116600160a01b17909155604051634a63ebf760e11b81526001600160a01b03909116906394c7d7ee906111e490889088908890600401612343565b5f604051808303815f87803b1580156111fb575f5ffd5b505af115801561120d573d5f5f3e3d5ffd5b50505f805460ff60a01b19169055506112469050565b60405162d1953b60e31b81526001600160a01b0386166004820152602401610aca565b5050505050565b611255611a5c565b5f805460ff60a81b191690557f5db9ee0a495bf2e6ff9c91a7834c1ba4fdd244a5e8aa4e537bd38aeae4b073aa335b6040516001600160a01b03909116815260200160405180910390a1565b5f5f5f6112cb6112b85f546001600160a01b031690565b85305f356001600160e01b031916611954565b9150915081156112df575060019392505050565b8063ffffffff165f036112f557505f9392505050565b611300845f36611157565b5060019392505050565b6040516001600160a01b0383811660248301526044820183905261136991859182169063a9059cbb906064015b604051602081830303815290604052915060e01b6020820180516001600160e01b038381831617835250505050611a85565b505050565b604080516001600160a01b038416602482015260448082018490528251808303909101815260649091019091526020810180516001600160e01b031663095ea7b360e01b1790526113bf8482611af1565b6113fd576040516001600160a01b0384811660248301525f60448301526113f391869182169063095ea7b390606401611337565b6113fd8482611a85565b50505050565b5f54600160a81b900460ff16156106b85760405163d93c066560e01b815260040160405180910390fd5b61143a6020820182611e3a565b6001600160a01b03163b156114625760405163796b13ed60e01b815260040160405180910390fd5b6001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001663e3ee160e61149e6020840184611e3a565b3060208501356040860135606087013560808801356114c360c08a0160a08b01612382565b60405160e089811b6001600160e01b03191682526001600160a01b03988916600483015296909716602488015260448701949094526064860192909252608485015260a484015260ff1660c483015260c085013560e4830152840135610104820152610124015f604051808303815f87803b158015611540575f5ffd5b505af1158015611246573d5f5f3e3d5ffd5b5f5f838311156115a45760405162461bcd60e51b815260206004820152601c60248201527f53746f7261676520636f73742065786365656473207061796d656e74000000006044820152606401610aca565b5f6115af848661219b565b90506115bc6002826123a2565b92506115c8838261219b565b604080516060810182526004546001600160601b038082168352600160601b8204166020830152600160c01b90046001600160401b03169181019190915290925061161285611b3a565b815182906116219083906123c1565b6001600160601b031690525061163684611b3a565b8160200181815161164791906123c1565b6001600160601b031690525061165c83611b71565b8160400181815161166d91906123e0565b6001600160401b039081169091528251600480546020860151604090960151909316600160c01b026001600160c01b036001600160601b03968716600160601b026001600160c01b03199095169690931695909517929092171692909217909155509194909350915050565b5f80546001600160a01b0319166001600160a01b0383169081179091556040519081527f2f658b440c35314f52658ea8a740e05b284cdc84dc9ae01e891f21b8933e7cad9060200160405180910390a150565b611734611403565b5f805460ff60a81b1916600160a81b1790557f62e78cea01bee320cd4e420270b5ea74000d11b0c9f74754ebdbfc544b05a2586112843390565b6001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001663e94a01026117aa6020840184611e3a565b6040516001600160e01b031960e084901b1681526001600160a01b03909116600482015260808401356024820152604401602060405180830381865afa1580156117f6573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061181a91906123ff565b61183757604051631f07843560e01b815260040160405180910390fd5b60055f6118476020840184611e3a565b6001600160a01b0316815260208082019290925260409081015f9081206080850135825290925290205460ff1615611892576040516333a4cc9160e01b815260040160405180910390fd5b600160055f6118a46020850185611e3a565b6001600160a01b0316815260208082019290925260409081015f908120608086013582529092529020805460ff19169115159190911790556118e581611ba6565b61190257604051632dd0e55160e21b815260040160405180910390fd5b806020013561190f610518565b10156119515760405162461bcd60e51b8152602060048201526011602482015270496e73756666696369656e74205553444360781b6044820152606401610aca565b50565b6040516001600160a01b03848116602483015283811660448301526001600160e01b0319831660648301525f9182918291829189169060840160408051601f198184030181529181526020820180516001600160e01b031663b700961360e01b179052516119c2919061241a565b5f60405180830381855afa9150503d805f81146119fa576040519150601f19603f3d011682016040523d82523d5f602084013e6119ff565b606091505b50915091508115611a51576040815110611a315780806020019051810190611a279190612430565b9094509250611a51565b6020815110611a515780806020019051810190611a4e91906123ff565b93505b505094509492505050565b5f54600160a81b900460ff166106b857604051638dfc202b60e01b815260040160405180910390fd5b5f5f60205f8451602086015f885af180611aa4576040513d5f823e3d81fd5b50505f513d91508115611abb578060011415611ac8565b6001600160a01b0384163b155b156113fd57604051635274afe760e01b81526001600160a01b0385166004820152602401610aca565b5f5f5f5f60205f8651602088015f8a5af192503d91505f519050828015611b3057508115611b225780600114611b30565b5f866001600160a01b03163b115b9695505050505050565b5f6001600160601b03821115611b6d576040516306dfcc6560e41b81526060600482015260248101839052604401610aca565b5090565b5f6001600160401b03821115611b6d57604080516306dfcc6560e41b8152600481019190915260248101839052604401610aca565b5f807f7c7c6cdb67a18743f49ec6fa9b35f50d52ed05cbed4cc592e13b44501c1a2267611bd66020850185611e3a565b604080516020818101949094526001600160a01b039092168282015230606083810191909152928601356080838101919091529086013560a08301529185013560c08201529084013560e0820152610100016040516020818303038152906040528051906020012090505f611ce47f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316633644e5156040518163ffffffff1660e01b8152600401602060405180830381865afa158015611ca0573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611cc49190612184565b8360405161190160f01b8152600281019290925260228201526042902090565b90505f80611d0b83611cfc60c0890160a08a01612382565b8860c001358960e00135611d57565b5090925090505f816003811115611d2457611d24612470565b148015611b305750611d396020870187611e3a565b6001600160a01b0316826001600160a01b0316149695505050505050565b5f80807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0841115611d9057505f91506003905082611e15565b604080515f808252602082018084528a905260ff891692820192909252606081018790526080810186905260019060a0016020604051602081039080840390855afa158015611de1573d5f5f3e3d5ffd5b5050604051601f1901519150506001600160a01b038116611e0c57505f925060019150829050611e15565b92505f91508190505b9450945094915050565b80356001600160a01b0381168114611e35575f5ffd5b919050565b5f60208284031215611e4a575f5ffd5b611e5382611e1f565b9392505050565b5f5f60408385031215611e6b575f5ffd5b611e7483611e1f565b946020939093013593505050565b5f6101008284031215611e93575f5ffd5b50919050565b634e487b7160e01b5f52604160045260245ffd5b5f82601f830112611ebc575f5ffd5b81356001600160401b03811115611ed557611ed5611e99565b604051601f8201601f19908116603f011681016001600160401b0381118282101715611f0357611f03611e99565b604052818152838201602001851015611f1a575f5ffd5b816020850160208301375f918101602001919091529392505050565b5f5f5f5f5f5f6101a08789031215611f4c575f5ffd5b611f568888611e82565b9550610100870135945061012087013593506101408701356001600160401b03811115611f81575f5ffd5b611f8d89828a01611ead565b9350506101608701356001600160401b03811115611fa9575f5ffd5b611fb589828a01611ead565b9250506101808701356001600160401b03811115611fd1575f5ffd5b611fdd89828a01611ead565b9150509295509295509295565b8015158114611951575f5ffd5b8035611e3581611fea565b5f5f5f5f5f5f5f5f5f6102008a8c03121561201b575f5ffd5b6120258b8b611e82565b98506101008a013597506101208a01356001600160401b03811115612048575f5ffd5b6120548c828d01611ead565b9750506101408a01356001600160401b03811115612070575f5ffd5b61207c8c828d01611ead565b9650506101608a01356001600160401b03811115612098575f5ffd5b6120a48c828d01611ead565b9550506120b46101808b01611ff7565b93506120c36101a08b01611ff7565b92506101c08a01356001600160401b038111156120de575f5ffd5b6120ea8c828d01611ead565b9250506101e08a01356001600160401b03811115612106575f5ffd5b6121128c828d01611ead565b9150509295985092959850929598565b5f5f60408385031215612133575f5ffd5b50508035926020909101359150565b5f6101008284031215612153575f5ffd5b611e538383611e82565b634e487b7160e01b5f52601160045260245ffd5b808201808211156105125761051261215d565b5f60208284031215612194575f5ffd5b5051919050565b818103818111156105125761051261215d565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b60018060a01b038616815284602082015260a060408201525f61220260a08301866121ae565b828103606084015261221481866121ae565b9050828103608084015261222881856121ae565b98975050505050505050565b6001600160a01b0389168152610100602082018190525f906122589083018a6121ae565b828103604084015261226a818a6121ae565b9050828103606084015261227e81896121ae565b9050861515608084015285151560a084015282810360c08401526122a281866121ae565b905082810360e08401526122b681856121ae565b9b9a5050505050505050505050565b6001600160401b0382811682821603908111156105125761051261215d565b5f5f858511156122f2575f5ffd5b838611156122fe575f5ffd5b5050820193919092039150565b80356001600160e01b0319811690600484101561233c576001600160e01b0319600485900360031b81901b82161691505b5092915050565b6001600160a01b03841681526040602082018190528101829052818360608301375f818301606090810191909152601f909201601f1916010192915050565b5f60208284031215612392575f5ffd5b813560ff81168114611e53575f5ffd5b5f826123bc57634e487b7160e01b5f52601260045260245ffd5b500490565b6001600160601b0381811683821601908111156105125761051261215d565b6001600160401b0381811683821601908111156105125761051261215d565b5f6020828403121561240f575f5ffd5b8151611e5381611fea565b5f82518060208501845e5f920191825250919050565b5f5f60408385031215612441575f5ffd5b825161244c81611fea565b602084015190925063ffffffff81168114612465575f5ffd5b809150509250929050565b634e487b7160e01b5f52602160045260245ffdfea2646970667358221220cf9c1ab2cc54494016bf08877397c7833add0070c9994b42d900bac66ce56b1b64736f6c634300081c0033",
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
// Solidity: constructor(address usdc_, address registry_, address buyback_, address storageWallet_, address initialAuthority) returns()
func (inkdTreasury *InkdTreasury) PackConstructor(usdc_ common.Address, registry_ common.Address, buyback_ common.Address, storageWallet_ common.Address, initialAuthority common.Address) []byte {
	enc, err := inkdTreasury.abi.Pack("", usdc_, registry_, buyback_, storageWallet_, initialAuthority)
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

// PackAddSettler is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x14d3940d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function addSettler(address settler) returns()
func (inkdTreasury *InkdTreasury) PackAddSettler(settler common.Address) []byte {
	enc, err := inkdTreasury.abi.Pack("addSettler", settler)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAddSettler is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x14d3940d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function addSettler(address settler) returns()
func (inkdTreasury *InkdTreasury) TryPackAddSettler(settler common.Address) ([]byte, error) {
	return inkdTreasury.abi.Pack("addSettler", settler)
}

// PackAuthority is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbf7e214f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function authority() view returns(address)
func (inkdTreasury *InkdTreasury) PackAuthority() []byte {
	enc, err := inkdTreasury.abi.Pack("authority")
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
func (inkdTreasury *InkdTreasury) TryPackAuthority() ([]byte, error) {
	return inkdTreasury.abi.Pack("authority")
}

// UnpackAuthority is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbf7e214f.
//
// Solidity: function authority() view returns(address)
func (inkdTreasury *InkdTreasury) UnpackAuthority(data []byte) (common.Address, error) {
	out, err := inkdTreasury.abi.Unpack("authority", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
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

// PackIsConsumingScheduledOp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8fb36037.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isConsumingScheduledOp() view returns(bytes4)
func (inkdTreasury *InkdTreasury) PackIsConsumingScheduledOp() []byte {
	enc, err := inkdTreasury.abi.Pack("isConsumingScheduledOp")
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
func (inkdTreasury *InkdTreasury) TryPackIsConsumingScheduledOp() ([]byte, error) {
	return inkdTreasury.abi.Pack("isConsumingScheduledOp")
}

// UnpackIsConsumingScheduledOp is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8fb36037.
//
// Solidity: function isConsumingScheduledOp() view returns(bytes4)
func (inkdTreasury *InkdTreasury) UnpackIsConsumingScheduledOp(data []byte) ([4]byte, error) {
	out, err := inkdTreasury.abi.Unpack("isConsumingScheduledOp", data)
	if err != nil {
		return *new([4]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([4]byte)).(*[4]byte)
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

// PackPause is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8456cb59.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function pause() returns()
func (inkdTreasury *InkdTreasury) PackPause() []byte {
	enc, err := inkdTreasury.abi.Pack("pause")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPause is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8456cb59.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function pause() returns()
func (inkdTreasury *InkdTreasury) TryPackPause() ([]byte, error) {
	return inkdTreasury.abi.Pack("pause")
}

// PackPaused is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5c975abb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function paused() view returns(bool)
func (inkdTreasury *InkdTreasury) PackPaused() []byte {
	enc, err := inkdTreasury.abi.Pack("paused")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPaused is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5c975abb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function paused() view returns(bool)
func (inkdTreasury *InkdTreasury) TryPackPaused() ([]byte, error) {
	return inkdTreasury.abi.Pack("paused")
}

// UnpackPaused is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5c975abb.
//
// Solidity: function paused() view returns(bool)
func (inkdTreasury *InkdTreasury) UnpackPaused(data []byte) (bool, error) {
	out, err := inkdTreasury.abi.Unpack("paused", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
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

// PackRemoveSettler is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x00b105e6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function removeSettler(address settler) returns()
func (inkdTreasury *InkdTreasury) PackRemoveSettler(settler common.Address) []byte {
	enc, err := inkdTreasury.abi.Pack("removeSettler", settler)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRemoveSettler is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x00b105e6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function removeSettler(address settler) returns()
func (inkdTreasury *InkdTreasury) TryPackRemoveSettler(settler common.Address) ([]byte, error) {
	return inkdTreasury.abi.Pack("removeSettler", settler)
}

// PackSetAuthority is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7a9e5e4b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setAuthority(address newAuthority) returns()
func (inkdTreasury *InkdTreasury) PackSetAuthority(newAuthority common.Address) []byte {
	enc, err := inkdTreasury.abi.Pack("setAuthority", newAuthority)
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
func (inkdTreasury *InkdTreasury) TryPackSetAuthority(newAuthority common.Address) ([]byte, error) {
	return inkdTreasury.abi.Pack("setAuthority", newAuthority)
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

// PackUnpause is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3f4ba83a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function unpause() returns()
func (inkdTreasury *InkdTreasury) PackUnpause() []byte {
	enc, err := inkdTreasury.abi.Pack("unpause")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUnpause is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3f4ba83a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function unpause() returns()
func (inkdTreasury *InkdTreasury) TryPackUnpause() ([]byte, error) {
	return inkdTreasury.abi.Pack("unpause")
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

// InkdTreasuryAuthorityUpdated represents a AuthorityUpdated event raised by the InkdTreasury contract.
type InkdTreasuryAuthorityUpdated struct {
	Authority common.Address
	Raw       *types.Log // Blockchain specific contextual infos
}

const InkdTreasuryAuthorityUpdatedEventName = "AuthorityUpdated"

// ContractEventName returns the user-defined event name.
func (InkdTreasuryAuthorityUpdated) ContractEventName() string {
	return InkdTreasuryAuthorityUpdatedEventName
}

// UnpackAuthorityUpdatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event AuthorityUpdated(address authority)
func (inkdTreasury *InkdTreasury) UnpackAuthorityUpdatedEvent(log *types.Log) (*InkdTreasuryAuthorityUpdated, error) {
	event := "AuthorityUpdated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != inkdTreasury.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(InkdTreasuryAuthorityUpdated)
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

// InkdTreasuryPaused represents a Paused event raised by the InkdTreasury contract.
type InkdTreasuryPaused struct {
	Account common.Address
	Raw     *types.Log // Blockchain specific contextual infos
}

const InkdTreasuryPausedEventName = "Paused"

// ContractEventName returns the user-defined event name.
func (InkdTreasuryPaused) ContractEventName() string {
	return InkdTreasuryPausedEventName
}

// UnpackPausedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Paused(address account)
func (inkdTreasury *InkdTreasury) UnpackPausedEvent(log *types.Log) (*InkdTreasuryPaused, error) {
	event := "Paused"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != inkdTreasury.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(InkdTreasuryPaused)
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

// InkdTreasuryUnpaused represents a Unpaused event raised by the InkdTreasury contract.
type InkdTreasuryUnpaused struct {
	Account common.Address
	Raw     *types.Log // Blockchain specific contextual infos
}

const InkdTreasuryUnpausedEventName = "Unpaused"

// ContractEventName returns the user-defined event name.
func (InkdTreasuryUnpaused) ContractEventName() string {
	return InkdTreasuryUnpausedEventName
}

// UnpackUnpausedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Unpaused(address account)
func (inkdTreasury *InkdTreasury) UnpackUnpausedEvent(log *types.Log) (*InkdTreasuryUnpaused, error) {
	event := "Unpaused"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != inkdTreasury.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(InkdTreasuryUnpaused)
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
	if bytes.Equal(raw[:4], inkdTreasury.abi.Errors["AccessManagedInvalidAuthority"].ID.Bytes()[:4]) {
		return inkdTreasury.UnpackAccessManagedInvalidAuthorityError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdTreasury.abi.Errors["AccessManagedRequiredDelay"].ID.Bytes()[:4]) {
		return inkdTreasury.UnpackAccessManagedRequiredDelayError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdTreasury.abi.Errors["AccessManagedUnauthorized"].ID.Bytes()[:4]) {
		return inkdTreasury.UnpackAccessManagedUnauthorizedError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdTreasury.abi.Errors["AuthorizationNotUsed"].ID.Bytes()[:4]) {
		return inkdTreasury.UnpackAuthorizationNotUsedError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdTreasury.abi.Errors["EnforcedPause"].ID.Bytes()[:4]) {
		return inkdTreasury.UnpackEnforcedPauseError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdTreasury.abi.Errors["ExceedsRetained"].ID.Bytes()[:4]) {
		return inkdTreasury.UnpackExceedsRetainedError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdTreasury.abi.Errors["ExpectedPause"].ID.Bytes()[:4]) {
		return inkdTreasury.UnpackExpectedPauseError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdTreasury.abi.Errors["InvalidPayerSignature"].ID.Bytes()[:4]) {
		return inkdTreasury.UnpackInvalidPayerSignatureError(raw[4:])
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

// InkdTreasuryAccessManagedInvalidAuthority represents a AccessManagedInvalidAuthority error raised by the InkdTreasury contract.
type InkdTreasuryAccessManagedInvalidAuthority struct {
	Authority common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AccessManagedInvalidAuthority(address authority)
func InkdTreasuryAccessManagedInvalidAuthorityErrorID() common.Hash {
	return common.HexToHash("0xc2f31e5ee06c96eddd5864bf58d26da15afa7233cb6f74e000aa686fca7a7a0b")
}

// UnpackAccessManagedInvalidAuthorityError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AccessManagedInvalidAuthority(address authority)
func (inkdTreasury *InkdTreasury) UnpackAccessManagedInvalidAuthorityError(raw []byte) (*InkdTreasuryAccessManagedInvalidAuthority, error) {
	out := new(InkdTreasuryAccessManagedInvalidAuthority)
	if err := inkdTreasury.abi.UnpackIntoInterface(out, "AccessManagedInvalidAuthority", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdTreasuryAccessManagedRequiredDelay represents a AccessManagedRequiredDelay error raised by the InkdTreasury contract.
type InkdTreasuryAccessManagedRequiredDelay struct {
	Caller common.Address
	Delay  uint32
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AccessManagedRequiredDelay(address caller, uint32 delay)
func InkdTreasuryAccessManagedRequiredDelayErrorID() common.Hash {
	return common.HexToHash("0xaf77169dad650be42a753d4bbd4f4ad0d10be80053e495da3bb1525746eda4e4")
}

// UnpackAccessManagedRequiredDelayError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AccessManagedRequiredDelay(address caller, uint32 delay)
func (inkdTreasury *InkdTreasury) UnpackAccessManagedRequiredDelayError(raw []byte) (*InkdTreasuryAccessManagedRequiredDelay, error) {
	out := new(InkdTreasuryAccessManagedRequiredDelay)
	if err := inkdTreasury.abi.UnpackIntoInterface(out, "AccessManagedRequiredDelay", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdTreasuryAccessManagedUnauthorized represents a AccessManagedUnauthorized error raised by the InkdTreasury contract.
type InkdTreasuryAccessManagedUnauthorized struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AccessManagedUnauthorized(address caller)
func InkdTreasuryAccessManagedUnauthorizedErrorID() common.Hash {
	return common.HexToHash("0x068ca9d827f779c08fd30d7fda45faef5f2a6b2e57f8b809b3c6bbed99f5fb1f")
}

// UnpackAccessManagedUnauthorizedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AccessManagedUnauthorized(address caller)
func (inkdTreasury *InkdTreasury) UnpackAccessManagedUnauthorizedError(raw []byte) (*InkdTreasuryAccessManagedUnauthorized, error) {
	out := new(InkdTreasuryAccessManagedUnauthorized)
	if err := inkdTreasury.abi.UnpackIntoInterface(out, "AccessManagedUnauthorized", raw); err != nil {
		return nil, err
	}
	return out, nil
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

// InkdTreasuryEnforcedPause represents a EnforcedPause error raised by the InkdTreasury contract.
type InkdTreasuryEnforcedPause struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EnforcedPause()
func InkdTreasuryEnforcedPauseErrorID() common.Hash {
	return common.HexToHash("0xd93c0665d6c96d04a8f174024fc4ddd66c250604aff22bbec808de86dd3637e3")
}

// UnpackEnforcedPauseError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EnforcedPause()
func (inkdTreasury *InkdTreasury) UnpackEnforcedPauseError(raw []byte) (*InkdTreasuryEnforcedPause, error) {
	out := new(InkdTreasuryEnforcedPause)
	if err := inkdTreasury.abi.UnpackIntoInterface(out, "EnforcedPause", raw); err != nil {
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

// InkdTreasuryExpectedPause represents a ExpectedPause error raised by the InkdTreasury contract.
type InkdTreasuryExpectedPause struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ExpectedPause()
func InkdTreasuryExpectedPauseErrorID() common.Hash {
	return common.HexToHash("0x8dfc202bcfe9a735b559bee70674422512bc5c30f687046ae8778315fb81da44")
}

// UnpackExpectedPauseError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ExpectedPause()
func (inkdTreasury *InkdTreasury) UnpackExpectedPauseError(raw []byte) (*InkdTreasuryExpectedPause, error) {
	out := new(InkdTreasuryExpectedPause)
	if err := inkdTreasury.abi.UnpackIntoInterface(out, "ExpectedPause", raw); err != nil {
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
