// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package channelwrites

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

// InkdChannelWritesGroup is an auto generated low-level Go binding around an user-defined struct.
type InkdChannelWritesGroup struct {
	Channel       X402BatchSettlementChannelConfig
	Ceiling       *big.Int
	Signature     []byte
	Deposit       *big.Int
	CollectorData []byte
	Writes        []InkdChannelWritesWrite
}

// InkdChannelWritesWrite is an auto generated low-level Go binding around an user-defined struct.
type InkdChannelWritesWrite struct {
	Key         *big.Int
	Fee         *big.Int
	StorageCost *big.Int
	Kind        uint8
	ProjectId   *big.Int
	NameHash    [32]byte
	Input       []byte
}

// X402BatchSettlementChannelConfig is an auto generated low-level Go binding around an user-defined struct.
type X402BatchSettlementChannelConfig struct {
	Payer              common.Address
	PayerAuthorizer    common.Address
	Receiver           common.Address
	ReceiverAuthorizer common.Address
	Token              common.Address
	WithdrawDelay      *big.Int
	Salt               [32]byte
}

// X402BatchSettlementVoucher is an auto generated low-level Go binding around an user-defined struct.
type X402BatchSettlementVoucher struct {
	Channel            X402BatchSettlementChannelConfig
	MaxClaimableAmount *big.Int
}

// X402BatchSettlementVoucherClaim is an auto generated low-level Go binding around an user-defined struct.
type X402BatchSettlementVoucherClaim struct {
	Voucher      X402BatchSettlementVoucher
	Signature    []byte
	TotalClaimed *big.Int
}

// InkdChannelWritesMetaData contains all meta data concerning the InkdChannelWrites contract.
var InkdChannelWritesMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"settlement_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"depositCollector_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"registry_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"treasury_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"ceiling\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"}],\"name\":\"CeilingAboveBalance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"totalClaimed\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"used\",\"type\":\"uint256\"}],\"name\":\"ClaimAboveLanded\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes\",\"name\":\"reason\",\"type\":\"bytes\"}],\"name\":\"DepositFailed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"fees\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"ceiling\",\"type\":\"uint256\"}],\"name\":\"FeesAboveCeiling\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidVoucherSignature\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotOurChannel\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Paused\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"PayerAuthorizerRequired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"ceiling\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"last\",\"type\":\"uint256\"}],\"name\":\"StaleVoucher\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Unauthorized\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"used\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"totalClaimed\",\"type\":\"uint256\"}],\"name\":\"UnclaimedWrites\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"}],\"name\":\"UnknownKind\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"WriteOutOfGas\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"storageCost\",\"type\":\"uint256\"}],\"name\":\"ClaimsBooked\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"key\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"reason\",\"type\":\"bytes\"}],\"name\":\"WriteFailed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"key\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"storageCost\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"write\",\"type\":\"uint256\"}],\"name\":\"WriteLanded\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"KIND_CREATE\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"KIND_PUSH\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"KIND_PUSH_MANY\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"book\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"components\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payerAuthorizer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"receiverAuthorizer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint40\",\"name\":\"withdrawDelay\",\"type\":\"uint40\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"}],\"internalType\":\"structX402BatchSettlement.ChannelConfig\",\"name\":\"channel\",\"type\":\"tuple\"},{\"internalType\":\"uint128\",\"name\":\"maxClaimableAmount\",\"type\":\"uint128\"}],\"internalType\":\"structX402BatchSettlement.Voucher\",\"name\":\"voucher\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"},{\"internalType\":\"uint128\",\"name\":\"totalClaimed\",\"type\":\"uint128\"}],\"internalType\":\"structX402BatchSettlement.VoucherClaim[]\",\"name\":\"claims\",\"type\":\"tuple[]\"}],\"name\":\"claim\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"booked\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"depositCollector\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payerAuthorizer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"receiverAuthorizer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint40\",\"name\":\"withdrawDelay\",\"type\":\"uint40\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"}],\"internalType\":\"structX402BatchSettlement.ChannelConfig\",\"name\":\"config\",\"type\":\"tuple\"},{\"internalType\":\"uint128\",\"name\":\"amount\",\"type\":\"uint128\"}],\"name\":\"refund\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"registry\",\"outputs\":[{\"internalType\":\"contractInkdRegistry\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"settlement\",\"outputs\":[{\"internalType\":\"contractX402BatchSettlement\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"treasury\",\"outputs\":[{\"internalType\":\"contractInkdTreasury\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"unbooked\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"storageOwed\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"booked\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"}],\"name\":\"usage\",\"outputs\":[{\"internalType\":\"uint128\",\"name\":\"used\",\"type\":\"uint128\"},{\"internalType\":\"uint128\",\"name\":\"ceiling\",\"type\":\"uint128\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"usdc\",\"outputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payerAuthorizer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"receiverAuthorizer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint40\",\"name\":\"withdrawDelay\",\"type\":\"uint40\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"}],\"internalType\":\"structX402BatchSettlement.ChannelConfig\",\"name\":\"channel\",\"type\":\"tuple\"},{\"internalType\":\"uint128\",\"name\":\"ceiling\",\"type\":\"uint128\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"},{\"internalType\":\"uint128\",\"name\":\"deposit\",\"type\":\"uint128\"},{\"internalType\":\"bytes\",\"name\":\"collectorData\",\"type\":\"bytes\"},{\"components\":[{\"internalType\":\"uint128\",\"name\":\"key\",\"type\":\"uint128\"},{\"internalType\":\"uint128\",\"name\":\"fee\",\"type\":\"uint128\"},{\"internalType\":\"uint128\",\"name\":\"storageCost\",\"type\":\"uint128\"},{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nameHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"input\",\"type\":\"bytes\"}],\"internalType\":\"structInkdChannelWrites.Write[]\",\"name\":\"writes\",\"type\":\"tuple[]\"}],\"internalType\":\"structInkdChannelWrites.Group[]\",\"name\":\"groups\",\"type\":\"tuple[]\"}],\"name\":\"writeByVouchers\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"landed\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "InkdChannelWrites",
	Bin: "0x610160604052348015610010575f5ffd5b506040516125c63803806125c683398101604081905261002f916101e4565b6001600160a01b038416158061004c57506001600160a01b038216155b8061005e57506001600160a01b038116155b1561007c5760405163d92e233d60e01b815260040160405180910390fd5b6001600160a01b0380851660805283811660a05282811660c052811660e081905260408051631f209df760e11b81529051633e413bee916004808201926020929091908290030181865afa1580156100d6573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906100fa9190610240565b6001600160a01b03166101005246610140526101bf84604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201527fe03c502b9066cc6f23a8f0f48ed32cb7d506f9f0a2d0055449f256846a770e9a918101919091527fc89efdaa54c0f20c7adf612882df0950f5a951637e0307cdcb4c672f298b8bc660608201524660808201526001600160a01b03821660a08201525f9060c001604051602081830303815290604052805190602001209050919050565b610120525061026292505050565b6001600160a01b03811681146101e1575f5ffd5b50565b5f5f5f5f608085870312156101f7575f5ffd5b8451610202816101cd565b6020860151909450610213816101cd565b6040860151909350610224816101cd565b6060860151909250610235816101cd565b939692955090935050565b5f60208284031215610250575f5ffd5b815161025b816101cd565b9392505050565b60805160a05160c05160e05161010051610120516101405161227961034d5f395f61186e01525f61196301525f818161011c015281816105cc01528181610c1e0152610f8401525f81816101c7015281816102bb0152818161036c015281816105a40152818161067301528181610702015281816109df01528181610bf601528181610d330152610f1701525f81816102010152611ab901525f8181610228015261133901525f81816101a001528181610528015281816105f401528181610aa701528181610b7401528181610c4a015281816112ff0152818161145b015261191501526122795ff3fe608060405234801561000f575f5ffd5b50600436106100e5575f3560e01c80637b10399911610088578063a07b555511610063578063a07b555514610265578063c50bbb681461027f578063d3b7f24314610287578063dce4bfae1461028f575f5ffd5b80637b103999146101fc57806381abc88f1461022357806387c504961461024a575f5ffd5b80634a8f2a54116100c35780634a8f2a5414610156578063511606301461019b57806361d027b3146101c257806379173233146101e9575f5ffd5b806305a8da72146100e957806329237b0c146101045780633e413bee14610117575b5f5ffd5b6100f16102a4565b6040519081526020015b60405180910390f35b6100f1610112366004611cb2565b610355565b61013e7f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b0390911681526020016100fb565b61017b610164366004611cf1565b5f9081526020819052604090205490608082901c90565b604080516001600160801b039384168152929091166020830152016100fb565b61013e7f000000000000000000000000000000000000000000000000000000000000000081565b61013e7f000000000000000000000000000000000000000000000000000000000000000081565b6100f16101f7366004611cb2565b61065c565b61013e7f000000000000000000000000000000000000000000000000000000000000000081565b61013e7f000000000000000000000000000000000000000000000000000000000000000081565b600154600254604080519283526020830191909152016100fb565b61026d600181565b60405160ff90911681526020016100fb565b61026d600381565b61026d600281565b6102a261029d366004611d2f565b6109ca565b005b604051634d1fcd0360e01b81523360048201525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690634d1fcd0390602401602060405180830381865afa158015610308573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061032c9190611d6c565b610348576040516282b42960e81b815260040160405180910390fd5b610350610bdf565b905090565b604051634d1fcd0360e01b81523360048201525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690634d1fcd0390602401602060405180830381865afa1580156103b9573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906103dd9190611d6c565b6103f9576040516282b42960e81b815260040160405180910390fd5b5f5b8281101561050a575f61043085858481811061041957610419611d8b565b905060200281019061042b9190611d9f565b610dd1565b5f818152602081905260409020549091506001600160801b03168086868581811061045d5761045d611d8b565b905060200281019061046f9190611d9f565b6104829061014081019061012001611dbe565b6001600160801b0316111561050057818686858181106104a4576104a4611d8b565b90506020028101906104b69190611d9f565b6104c99061014081019061012001611dbe565b6040516302cbf2b560e31b815260048101929092526001600160801b03166024820152604481018290526064015b60405180910390fd5b50506001016103fb565b50811561058d57604051630a48dec360e21b81526001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016906329237b0c9061055f9086908690600401611eca565b5f604051808303815f87803b158015610576575f5ffd5b505af1158015610588573d5f5f3e3d5ffd5b505050505b604051639db32a8f60e01b81526001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000811660048301527f0000000000000000000000000000000000000000000000000000000000000000811660248301527f00000000000000000000000000000000000000000000000000000000000000001690639db32a8f906044015f604051808303815f87803b158015610635575f5ffd5b505af1158015610647573d5f5f3e3d5ffd5b50505050610653610bdf565b90505b92915050565b604051634d1fcd0360e01b81523360048201525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690634d1fcd0390602401602060405180830381865afa1580156106c0573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906106e49190611d6c565b610700576040516282b42960e81b815260040160405180910390fd5b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316635c975abb6040518163ffffffff1660e01b8152600401602060405180830381865afa15801561075c573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906107809190611d6c565b1561079e576040516313d0ff5960e31b815260040160405180910390fd5b6040515f90815b848110156109a45781604052368686838181106107c4576107c4611d8b565b90506020028101906107d69190611fd8565b90505f6107e282610dd1565b90505f5f5f6107f18585610f08565b925092509250826108a7575f5b61080c610160870187611fed565b905081101561089c57610823610160870187611fed565b8281811061083357610833611d8b565b90506020028101906108459190612033565b610853906020810190611dbe565b6001600160801b0316857f4fa209f4dfd2032b740cbd4df74ad444ccef351a13df17f0fef1b9a56328b7668560405161088c9190612047565b60405180910390a36001016107fe565b50505050505061099c565b6001600160801b0381165f5b6108c1610160880188611fed565b905081101561096457366108d9610160890189611fed565b838181106108e9576108e9611d8b565b90506020028101906108fb9190612033565b9050610914818861090f60208c018c61207c565b611557565b1561095b576109296040820160208301611dbe565b6001600160801b031692909201916109476060820160408301611dbe565b6001600160801b03168b019a508b6001019b505b506001016108b3565b506080610978610100880160e08901611dbe565b5f968752602087905260409096206001600160801b03909616901b17909355505050505b6001016107a5565b5081156109c2578160015f8282546109bc91906120a9565b90915550505b505092915050565b604051634d1fcd0360e01b81523360048201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690634d1fcd0390602401602060405180830381865afa158015610a2c573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610a509190611d6c565b610a6c576040516282b42960e81b815260040160405180910390fd5b5f610a7683610dd1565b5f81815260208190526040808220549051637a7ebd7b60e01b8152600481018490529293506001600160801b0316917f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690637a7ebd7b906024016040805180830381865afa158015610af3573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610b1791906120bc565b915050806001600160801b0316821115610b5d5760405163641f812b60e11b815260048101849052602481018390526001600160801b03821660448201526064016104f7565b604051636e725fd760e11b81526001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169063dce4bfae90610bab90889088906004016120e9565b5f604051808303815f87803b158015610bc2575f5ffd5b505af1158015610bd4573d5f5f3e3d5ffd5b505050505050505050565b6040516321ff638960e01b81526001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000811660048301527f0000000000000000000000000000000000000000000000000000000000000000811660248301525f9182917f000000000000000000000000000000000000000000000000000000000000000016906321ff6389906044016040805180830381865afa158015610c8e573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610cb291906120bc565b915050600254816001600160801b0316610ccc919061210e565b9150815f03610cdc575f91505090565b6001600160801b0381166002556001545f908311610cfa5782610cfe565b6001545b90508060015f828254610d11919061210e565b9091555050604051634d4e14fb60e11b815260048101849052602481018290527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690639a9c29f6906044015f604051808303815f87803b158015610d7c575f5ffd5b505af1158015610d8e573d5f5f3e3d5ffd5b505060408051868152602081018590527fa77f989f04b707d3a2506bd8b42757bd4242e7101b57b2fbc6a542fd478a4fb1935001905060405180910390a1505090565b5f807f1c9a06ceab9b0ebbd3301dc56c9111bb6d9af421356dc9ccb3b7084c755db308610e01602085018561207c565b610e11604086016020870161207c565b610e21606087016040880161207c565b610e31608088016060890161207c565b610e4160a0890160808a0161207c565b610e5160c08a0160a08b01612121565b6040805160208101989098526001600160a01b039687169088015293851660608701529184166080860152831660a085015290911660c08084019190915264ffffffffff90911660e083015284013561010082015261012001604051602081830303815290604052805190602001209050610eca61186b565b60405161190160f01b602082015260228101919091526042810182905260620160405160208183030381529060405280519060200120915050919050565b5f606081846001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016610f468285016040840161207c565b6001600160a01b0316141580610f74575030610f68608083016060840161207c565b6001600160a01b031614155b80610fc057506001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016610fb460a083016080840161207c565b6001600160a01b031614155b15610ffb5750506040805160048152602481019091526020810180516001600160e01b0316634d5f585f60e01b1790525f9250905081611550565b5f61100c604083016020840161207c565b6001600160a01b0316036110505750506040805160048152602481019091526020810180516001600160e01b03166339daa3b360e01b1790525f9250905081611550565b5f8061108261106f8861106a6101008c0160e08d01611dbe565b611985565b61107d6101008b018b61213a565b611a2b565b90925090505f81600381111561109a5761109a61217d565b1415806110c857506110b2604084016020850161207c565b6001600160a01b0316826001600160a01b031614155b156111075750506040805160048152602481019091526020810180516001600160e01b031663c9d4e06360e01b1790525f945092508391506115509050565b5f878152602081905260409020549350608084901c8061112e6101008b0160e08c01611dbe565b6001600160801b031610156111b7575f636bcff63960e11b6111576101008c0160e08d01611dbe565b6040516001600160801b03909116602482015260448101849052606401604051602081830303815290604052906001600160e01b0319166020820180516001600160e01b0383818316178352505050505f96509650965050505050611550565b6001600160801b0385165f5b6111d16101608c018c611fed565b9050811015611238576111e86101608c018c611fed565b828181106111f8576111f8611d8b565b905060200281019061120a9190612033565b61121b906040810190602001611dbe565b61122e906001600160801b0316836120a9565b91506001016111c3565b5061124a6101008b0160e08c01611dbe565b6001600160801b03168111156112d5575f6313aa76d760e31b826112756101008e0160e08f01611dbe565b60405160248101929092526001600160801b03166044820152606401604051602081830303815290604052906001600160e01b0319166020820180516001600160e01b0383818316178352505050505f9750975097505050505050611550565b6112e76101408b016101208c01611dbe565b6001600160801b031615611443576001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001663140f1e75866113376101408e016101208f01611dbe565b7f00000000000000000000000000000000000000000000000000000000000000008e806101400190611369919061213a565b6040518663ffffffff1660e01b8152600401611389959493929190612191565b5f604051808303815f87803b1580156113a0575f5ffd5b505af19250505080156113b1575060015b611443573d8080156113de576040519150601f19603f3d011682016040523d82523d5f602084013e6113e3565b606091505b505f63f8e68f2360e01b826040516024016113fe9190612047565b604051602081830303815290604052906001600160e01b0319166020820180516001600160e01b0383818316178352505050505f985098509850505050505050611550565b604051637a7ebd7b60e01b8152600481018a90525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690637a7ebd7b906024016040805180830381865afa1580156114a7573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906114cb91906120bc565b5090506001600160801b0381166114e96101008d0160e08e01611dbe565b6001600160801b03161115611535575f632f1c770760e11b6115126101008e0160e08f01611dbe565b6040516001600160801b03918216602482015290841660448201526064016113fe565b505060408051602081019091525f8152600197509550505050505b9250925092565b5f8061156960808601606087016121df565b90505f5f1960ff831601611585575063ab9ebf1160e01b611651565b60011960ff83160161159f575063bd1f9a2960e01b611651565b60021960ff8316016115b95750632937c62d60e01b611651565b6115c66020870187611dbe565b6040805160ff851660248083019190915282518083039091018152604490910182526020810180516001600160e01b031663bd3c908960e01b17905290516001600160801b03929092169187917f4fa209f4dfd2032b740cbd4df74ad444ccef351a13df17f0fef1b9a56328b7669161163f9190612047565b60405180910390a35f92505050611864565b5f8061167b8360ff86166001148860808c013560a08d013561167660c08f018f61213a565b611aa6565b91509150816116fc576040513d81523d5f602083013e6020601f19601f3d0116820181016040526116ae908a018a611dbe565b6001600160801b0316887f4fa209f4dfd2032b740cbd4df74ad444ccef351a13df17f0fef1b9a56328b766836040516116e79190612047565b60405180910390a35f95505050505050611864565b5f1960ff851601611798576117146020890189611dbe565b6001600160801b0316877f2942f25786daa7db53f38239e52a5cb96f8a12888ad02af7779ad4c3b0af520e61174f60408c0160208d01611dbe565b61175f60608d0160408e01611dbe565b604080516001600160801b0393841681529290911660208301528101859052600160801b606082015260800160405180910390a361185b565b5f60ff85166002146117be576117b96117b460c08b018b61213a565b611b7b565b6117c1565b60015b90506117d060208a018a611dbe565b6001600160801b0316887f2942f25786daa7db53f38239e52a5cb96f8a12888ad02af7779ad4c3b0af520e61180b60408d0160208e01611dbe565b61181b60608e0160408f01611dbe565b604080516001600160801b0393841681529290911660208301526080808f0135838301529087901b8617600160811b1760608301520160405180910390a3505b60019450505050505b9392505050565b5f7f000000000000000000000000000000000000000000000000000000000000000046146119605750604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f6020808301919091527fe03c502b9066cc6f23a8f0f48ed32cb7d506f9f0a2d0055449f256846a770e9a828401527fc89efdaa54c0f20c7adf612882df0950f5a951637e0307cdcb4c672f298b8bc660608301524660808301527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031660a0808401919091528351808403909101815260c0909201909252805191012090565b507f000000000000000000000000000000000000000000000000000000000000000090565b5f61198e61186b565b604080517f1e1bd6ff84c3e0d9029a292b212e039c0ca97ec497c55191a4a5874294609a6960208201529081018590526001600160801b038416606082015260800160405160208183030381529060405280519060200120604051602001611a0d92919061190160f01b81526002810192909252602282015260420190565b60405160208183030381529060405280519060200120905092915050565b5f8060418314611a4057505f90506002611a9e565b5f5f611a958787876040818110611a5957611a59611d8b565b919091013560f81c9050611a7060205f8a8c6121ff565b611a7991612226565b611a87604060208b8d6121ff565b611a9091612226565b611ba2565b50909450925050505b935093915050565b604051878152600481018690525f9081907f0000000000000000000000000000000000000000000000000000000000000000906356b69eb960e11b9060448b60018114611b09578a60248401528960448401526080606484015260849150611b11565b604060248401525b50868882840137614e205a1015611b2a57825f5260045ffd5b60205f888301845f886127105a03f195505050835f8114611b5f5760203d1015611b5657815f5260045ffd5b5f519350611b6c565b3d611b6c57815f5260045ffd5b50505097509795505050505050565b5f6020821015611b8c57505f610656565b611b9960205f84866121ff565b61065391612226565b5f80807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0841115611bdb57505f91506003905082611c60565b604080515f808252602082018084528a905260ff891692820192909252606081018790526080810186905260019060a0016020604051602081039080840390855afa158015611c2c573d5f5f3e3d5ffd5b5050604051601f1901519150506001600160a01b038116611c5757505f925060019150829050611c60565b92505f91508190505b9450945094915050565b5f5f83601f840112611c7a575f5ffd5b50813567ffffffffffffffff811115611c91575f5ffd5b6020830191508360208260051b8501011115611cab575f5ffd5b9250929050565b5f5f60208385031215611cc3575f5ffd5b823567ffffffffffffffff811115611cd9575f5ffd5b611ce585828601611c6a565b90969095509350505050565b5f60208284031215611d01575f5ffd5b5035919050565b6001600160801b0381168114611d1c575f5ffd5b50565b8035611d2a81611d08565b919050565b5f5f828403610100811215611d42575f5ffd5b60e0811215611d4f575f5ffd5b5082915060e0830135611d6181611d08565b809150509250929050565b5f60208284031215611d7c575f5ffd5b81518015158114611864575f5ffd5b634e487b7160e01b5f52603260045260245ffd5b5f823561013e19833603018112611db4575f5ffd5b9190910192915050565b5f60208284031215611dce575f5ffd5b813561186481611d08565b80356001600160a01b0381168114611d2a575f5ffd5b803564ffffffffff81168114611d2a575f5ffd5b6001600160a01b03611e1482611dd9565b1682526001600160a01b03611e2b60208301611dd9565b1660208301526001600160a01b03611e4560408301611dd9565b1660408301526001600160a01b03611e5f60608301611dd9565b1660608301526001600160a01b03611e7960808301611dd9565b166080830152611e8b60a08201611def565b64ffffffffff1660a083015260c090810135910152565b81835281816020850137505f828201602090810191909152601f909101601f19169091010190565b602080825281018290525f6040600584901b83018101908301858361013e1936839003015b87821015611fcb57868503603f190184528235818112611f0d575f5ffd5b8901611f198682611e03565b60e0810135611f2781611d08565b6001600160801b031660e087015261010081013536829003601e19018112611f4d575f5ffd5b810160208101903567ffffffffffffffff811115611f69575f5ffd5b803603821315611f77575f5ffd5b610140610100890152611f8f61014089018284611ea2565b915050611f9f6101208301611d1f565b6001600160801b0381166101208901529150955050602093840193929092019160019190910190611eef565b5092979650505050505050565b5f823561017e19833603018112611db4575f5ffd5b5f5f8335601e19843603018112612002575f5ffd5b83018035915067ffffffffffffffff82111561201c575f5ffd5b6020019150600581901b3603821315611cab575f5ffd5b5f823560de19833603018112611db4575f5ffd5b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b5f6020828403121561208c575f5ffd5b61065382611dd9565b634e487b7160e01b5f52601160045260245ffd5b8082018082111561065657610656612095565b5f5f604083850312156120cd575f5ffd5b82516120d881611d08565b6020840151909250611d6181611d08565b61010081016120f88285611e03565b6001600160801b03831660e08301529392505050565b8181038181111561065657610656612095565b5f60208284031215612131575f5ffd5b61065382611def565b5f5f8335601e1984360301811261214f575f5ffd5b83018035915067ffffffffffffffff821115612169575f5ffd5b602001915036819003821315611cab575f5ffd5b634e487b7160e01b5f52602160045260245ffd5b61219b8187611e03565b6001600160801b03851660e08201526001600160a01b03841661010082015261014061012082018190525f906121d49083018486611ea2565b979650505050505050565b5f602082840312156121ef575f5ffd5b813560ff81168114611864575f5ffd5b5f5f8585111561220d575f5ffd5b83861115612219575f5ffd5b5050820193919092039150565b80356020831015610656575f19602084900360031b1b169291505056fea26469706673582212203dc87e298e3bc19dffa923e674c8d9215d83f4924761acb896077688768a885a64736f6c634300081c0033",
}

// InkdChannelWrites is an auto generated Go binding around an Ethereum contract.
type InkdChannelWrites struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *InkdChannelWrites) GetABI() abi.ABI {
	return c.abi
}

// NewInkdChannelWrites creates a new instance of InkdChannelWrites.
func NewInkdChannelWrites() *InkdChannelWrites {
	parsed, err := InkdChannelWritesMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &InkdChannelWrites{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *InkdChannelWrites) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address settlement_, address depositCollector_, address registry_, address treasury_) returns()
func (inkdChannelWrites *InkdChannelWrites) PackConstructor(settlement_ common.Address, depositCollector_ common.Address, registry_ common.Address, treasury_ common.Address) []byte {
	enc, err := inkdChannelWrites.abi.Pack("", settlement_, depositCollector_, registry_, treasury_)
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
func (inkdChannelWrites *InkdChannelWrites) PackKINDCREATE() []byte {
	enc, err := inkdChannelWrites.abi.Pack("KIND_CREATE")
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
func (inkdChannelWrites *InkdChannelWrites) TryPackKINDCREATE() ([]byte, error) {
	return inkdChannelWrites.abi.Pack("KIND_CREATE")
}

// UnpackKINDCREATE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa07b5555.
//
// Solidity: function KIND_CREATE() view returns(uint8)
func (inkdChannelWrites *InkdChannelWrites) UnpackKINDCREATE(data []byte) (uint8, error) {
	out, err := inkdChannelWrites.abi.Unpack("KIND_CREATE", data)
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
func (inkdChannelWrites *InkdChannelWrites) PackKINDPUSH() []byte {
	enc, err := inkdChannelWrites.abi.Pack("KIND_PUSH")
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
func (inkdChannelWrites *InkdChannelWrites) TryPackKINDPUSH() ([]byte, error) {
	return inkdChannelWrites.abi.Pack("KIND_PUSH")
}

// UnpackKINDPUSH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd3b7f243.
//
// Solidity: function KIND_PUSH() view returns(uint8)
func (inkdChannelWrites *InkdChannelWrites) UnpackKINDPUSH(data []byte) (uint8, error) {
	out, err := inkdChannelWrites.abi.Unpack("KIND_PUSH", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackKINDPUSHMANY is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc50bbb68.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function KIND_PUSH_MANY() view returns(uint8)
func (inkdChannelWrites *InkdChannelWrites) PackKINDPUSHMANY() []byte {
	enc, err := inkdChannelWrites.abi.Pack("KIND_PUSH_MANY")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackKINDPUSHMANY is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc50bbb68.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function KIND_PUSH_MANY() view returns(uint8)
func (inkdChannelWrites *InkdChannelWrites) TryPackKINDPUSHMANY() ([]byte, error) {
	return inkdChannelWrites.abi.Pack("KIND_PUSH_MANY")
}

// UnpackKINDPUSHMANY is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc50bbb68.
//
// Solidity: function KIND_PUSH_MANY() view returns(uint8)
func (inkdChannelWrites *InkdChannelWrites) UnpackKINDPUSHMANY(data []byte) (uint8, error) {
	out, err := inkdChannelWrites.abi.Unpack("KIND_PUSH_MANY", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackBook is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x05a8da72.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function book() returns(uint256)
func (inkdChannelWrites *InkdChannelWrites) PackBook() []byte {
	enc, err := inkdChannelWrites.abi.Pack("book")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBook is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x05a8da72.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function book() returns(uint256)
func (inkdChannelWrites *InkdChannelWrites) TryPackBook() ([]byte, error) {
	return inkdChannelWrites.abi.Pack("book")
}

// UnpackBook is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x05a8da72.
//
// Solidity: function book() returns(uint256)
func (inkdChannelWrites *InkdChannelWrites) UnpackBook(data []byte) (*big.Int, error) {
	out, err := inkdChannelWrites.abi.Unpack("book", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackClaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x29237b0c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function claim((((address,address,address,address,address,uint40,bytes32),uint128),bytes,uint128)[] claims) returns(uint256 booked)
func (inkdChannelWrites *InkdChannelWrites) PackClaim(claims []X402BatchSettlementVoucherClaim) []byte {
	enc, err := inkdChannelWrites.abi.Pack("claim", claims)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x29237b0c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function claim((((address,address,address,address,address,uint40,bytes32),uint128),bytes,uint128)[] claims) returns(uint256 booked)
func (inkdChannelWrites *InkdChannelWrites) TryPackClaim(claims []X402BatchSettlementVoucherClaim) ([]byte, error) {
	return inkdChannelWrites.abi.Pack("claim", claims)
}

// UnpackClaim is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x29237b0c.
//
// Solidity: function claim((((address,address,address,address,address,uint40,bytes32),uint128),bytes,uint128)[] claims) returns(uint256 booked)
func (inkdChannelWrites *InkdChannelWrites) UnpackClaim(data []byte) (*big.Int, error) {
	out, err := inkdChannelWrites.abi.Unpack("claim", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDepositCollector is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x81abc88f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function depositCollector() view returns(address)
func (inkdChannelWrites *InkdChannelWrites) PackDepositCollector() []byte {
	enc, err := inkdChannelWrites.abi.Pack("depositCollector")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDepositCollector is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x81abc88f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function depositCollector() view returns(address)
func (inkdChannelWrites *InkdChannelWrites) TryPackDepositCollector() ([]byte, error) {
	return inkdChannelWrites.abi.Pack("depositCollector")
}

// UnpackDepositCollector is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x81abc88f.
//
// Solidity: function depositCollector() view returns(address)
func (inkdChannelWrites *InkdChannelWrites) UnpackDepositCollector(data []byte) (common.Address, error) {
	out, err := inkdChannelWrites.abi.Unpack("depositCollector", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackRefund is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdce4bfae.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function refund((address,address,address,address,address,uint40,bytes32) config, uint128 amount) returns()
func (inkdChannelWrites *InkdChannelWrites) PackRefund(config X402BatchSettlementChannelConfig, amount *big.Int) []byte {
	enc, err := inkdChannelWrites.abi.Pack("refund", config, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRefund is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdce4bfae.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function refund((address,address,address,address,address,uint40,bytes32) config, uint128 amount) returns()
func (inkdChannelWrites *InkdChannelWrites) TryPackRefund(config X402BatchSettlementChannelConfig, amount *big.Int) ([]byte, error) {
	return inkdChannelWrites.abi.Pack("refund", config, amount)
}

// PackRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7b103999.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function registry() view returns(address)
func (inkdChannelWrites *InkdChannelWrites) PackRegistry() []byte {
	enc, err := inkdChannelWrites.abi.Pack("registry")
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
func (inkdChannelWrites *InkdChannelWrites) TryPackRegistry() ([]byte, error) {
	return inkdChannelWrites.abi.Pack("registry")
}

// UnpackRegistry is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7b103999.
//
// Solidity: function registry() view returns(address)
func (inkdChannelWrites *InkdChannelWrites) UnpackRegistry(data []byte) (common.Address, error) {
	out, err := inkdChannelWrites.abi.Unpack("registry", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackSettlement is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x51160630.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function settlement() view returns(address)
func (inkdChannelWrites *InkdChannelWrites) PackSettlement() []byte {
	enc, err := inkdChannelWrites.abi.Pack("settlement")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSettlement is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x51160630.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function settlement() view returns(address)
func (inkdChannelWrites *InkdChannelWrites) TryPackSettlement() ([]byte, error) {
	return inkdChannelWrites.abi.Pack("settlement")
}

// UnpackSettlement is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x51160630.
//
// Solidity: function settlement() view returns(address)
func (inkdChannelWrites *InkdChannelWrites) UnpackSettlement(data []byte) (common.Address, error) {
	out, err := inkdChannelWrites.abi.Unpack("settlement", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackTreasury is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x61d027b3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function treasury() view returns(address)
func (inkdChannelWrites *InkdChannelWrites) PackTreasury() []byte {
	enc, err := inkdChannelWrites.abi.Pack("treasury")
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
func (inkdChannelWrites *InkdChannelWrites) TryPackTreasury() ([]byte, error) {
	return inkdChannelWrites.abi.Pack("treasury")
}

// UnpackTreasury is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x61d027b3.
//
// Solidity: function treasury() view returns(address)
func (inkdChannelWrites *InkdChannelWrites) UnpackTreasury(data []byte) (common.Address, error) {
	out, err := inkdChannelWrites.abi.Unpack("treasury", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackUnbooked is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x87c50496.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function unbooked() view returns(uint256 storageOwed, uint256 booked)
func (inkdChannelWrites *InkdChannelWrites) PackUnbooked() []byte {
	enc, err := inkdChannelWrites.abi.Pack("unbooked")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUnbooked is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x87c50496.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function unbooked() view returns(uint256 storageOwed, uint256 booked)
func (inkdChannelWrites *InkdChannelWrites) TryPackUnbooked() ([]byte, error) {
	return inkdChannelWrites.abi.Pack("unbooked")
}

// UnbookedOutput serves as a container for the return parameters of contract
// method Unbooked.
type UnbookedOutput struct {
	StorageOwed *big.Int
	Booked      *big.Int
}

// UnpackUnbooked is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x87c50496.
//
// Solidity: function unbooked() view returns(uint256 storageOwed, uint256 booked)
func (inkdChannelWrites *InkdChannelWrites) UnpackUnbooked(data []byte) (UnbookedOutput, error) {
	out, err := inkdChannelWrites.abi.Unpack("unbooked", data)
	outstruct := new(UnbookedOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.StorageOwed = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.Booked = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackUsage is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4a8f2a54.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function usage(bytes32 channelId) view returns(uint128 used, uint128 ceiling)
func (inkdChannelWrites *InkdChannelWrites) PackUsage(channelId [32]byte) []byte {
	enc, err := inkdChannelWrites.abi.Pack("usage", channelId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUsage is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4a8f2a54.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function usage(bytes32 channelId) view returns(uint128 used, uint128 ceiling)
func (inkdChannelWrites *InkdChannelWrites) TryPackUsage(channelId [32]byte) ([]byte, error) {
	return inkdChannelWrites.abi.Pack("usage", channelId)
}

// UsageOutput serves as a container for the return parameters of contract
// method Usage.
type UsageOutput struct {
	Used    *big.Int
	Ceiling *big.Int
}

// UnpackUsage is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4a8f2a54.
//
// Solidity: function usage(bytes32 channelId) view returns(uint128 used, uint128 ceiling)
func (inkdChannelWrites *InkdChannelWrites) UnpackUsage(data []byte) (UsageOutput, error) {
	out, err := inkdChannelWrites.abi.Unpack("usage", data)
	outstruct := new(UsageOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Used = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.Ceiling = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackUsdc is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3e413bee.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function usdc() view returns(address)
func (inkdChannelWrites *InkdChannelWrites) PackUsdc() []byte {
	enc, err := inkdChannelWrites.abi.Pack("usdc")
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
func (inkdChannelWrites *InkdChannelWrites) TryPackUsdc() ([]byte, error) {
	return inkdChannelWrites.abi.Pack("usdc")
}

// UnpackUsdc is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3e413bee.
//
// Solidity: function usdc() view returns(address)
func (inkdChannelWrites *InkdChannelWrites) UnpackUsdc(data []byte) (common.Address, error) {
	out, err := inkdChannelWrites.abi.Unpack("usdc", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackWriteByVouchers is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x79173233.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function writeByVouchers(((address,address,address,address,address,uint40,bytes32),uint128,bytes,uint128,bytes,(uint128,uint128,uint128,uint8,uint256,bytes32,bytes)[])[] groups) returns(uint256 landed)
func (inkdChannelWrites *InkdChannelWrites) PackWriteByVouchers(groups []InkdChannelWritesGroup) []byte {
	enc, err := inkdChannelWrites.abi.Pack("writeByVouchers", groups)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWriteByVouchers is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x79173233.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function writeByVouchers(((address,address,address,address,address,uint40,bytes32),uint128,bytes,uint128,bytes,(uint128,uint128,uint128,uint8,uint256,bytes32,bytes)[])[] groups) returns(uint256 landed)
func (inkdChannelWrites *InkdChannelWrites) TryPackWriteByVouchers(groups []InkdChannelWritesGroup) ([]byte, error) {
	return inkdChannelWrites.abi.Pack("writeByVouchers", groups)
}

// UnpackWriteByVouchers is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x79173233.
//
// Solidity: function writeByVouchers(((address,address,address,address,address,uint40,bytes32),uint128,bytes,uint128,bytes,(uint128,uint128,uint128,uint8,uint256,bytes32,bytes)[])[] groups) returns(uint256 landed)
func (inkdChannelWrites *InkdChannelWrites) UnpackWriteByVouchers(data []byte) (*big.Int, error) {
	out, err := inkdChannelWrites.abi.Unpack("writeByVouchers", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// InkdChannelWritesClaimsBooked represents a ClaimsBooked event raised by the InkdChannelWrites contract.
type InkdChannelWritesClaimsBooked struct {
	Amount      *big.Int
	StorageCost *big.Int
	Raw         *types.Log // Blockchain specific contextual infos
}

const InkdChannelWritesClaimsBookedEventName = "ClaimsBooked"

// ContractEventName returns the user-defined event name.
func (InkdChannelWritesClaimsBooked) ContractEventName() string {
	return InkdChannelWritesClaimsBookedEventName
}

// UnpackClaimsBookedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ClaimsBooked(uint256 amount, uint256 storageCost)
func (inkdChannelWrites *InkdChannelWrites) UnpackClaimsBookedEvent(log *types.Log) (*InkdChannelWritesClaimsBooked, error) {
	event := "ClaimsBooked"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != inkdChannelWrites.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(InkdChannelWritesClaimsBooked)
	if len(log.Data) > 0 {
		if err := inkdChannelWrites.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range inkdChannelWrites.abi.Events[event].Inputs {
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

// InkdChannelWritesWriteFailed represents a WriteFailed event raised by the InkdChannelWrites contract.
type InkdChannelWritesWriteFailed struct {
	ChannelId [32]byte
	Key       *big.Int
	Reason    []byte
	Raw       *types.Log // Blockchain specific contextual infos
}

const InkdChannelWritesWriteFailedEventName = "WriteFailed"

// ContractEventName returns the user-defined event name.
func (InkdChannelWritesWriteFailed) ContractEventName() string {
	return InkdChannelWritesWriteFailedEventName
}

// UnpackWriteFailedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event WriteFailed(bytes32 indexed channelId, uint256 indexed key, bytes reason)
func (inkdChannelWrites *InkdChannelWrites) UnpackWriteFailedEvent(log *types.Log) (*InkdChannelWritesWriteFailed, error) {
	event := "WriteFailed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != inkdChannelWrites.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(InkdChannelWritesWriteFailed)
	if len(log.Data) > 0 {
		if err := inkdChannelWrites.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range inkdChannelWrites.abi.Events[event].Inputs {
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

// InkdChannelWritesWriteLanded represents a WriteLanded event raised by the InkdChannelWrites contract.
type InkdChannelWritesWriteLanded struct {
	ChannelId   [32]byte
	Key         *big.Int
	Fee         *big.Int
	StorageCost *big.Int
	ProjectId   *big.Int
	Write       *big.Int
	Raw         *types.Log // Blockchain specific contextual infos
}

const InkdChannelWritesWriteLandedEventName = "WriteLanded"

// ContractEventName returns the user-defined event name.
func (InkdChannelWritesWriteLanded) ContractEventName() string {
	return InkdChannelWritesWriteLandedEventName
}

// UnpackWriteLandedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event WriteLanded(bytes32 indexed channelId, uint256 indexed key, uint256 fee, uint256 storageCost, uint256 projectId, uint256 write)
func (inkdChannelWrites *InkdChannelWrites) UnpackWriteLandedEvent(log *types.Log) (*InkdChannelWritesWriteLanded, error) {
	event := "WriteLanded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != inkdChannelWrites.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(InkdChannelWritesWriteLanded)
	if len(log.Data) > 0 {
		if err := inkdChannelWrites.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range inkdChannelWrites.abi.Events[event].Inputs {
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
func (inkdChannelWrites *InkdChannelWrites) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], inkdChannelWrites.abi.Errors["CeilingAboveBalance"].ID.Bytes()[:4]) {
		return inkdChannelWrites.UnpackCeilingAboveBalanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdChannelWrites.abi.Errors["ClaimAboveLanded"].ID.Bytes()[:4]) {
		return inkdChannelWrites.UnpackClaimAboveLandedError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdChannelWrites.abi.Errors["DepositFailed"].ID.Bytes()[:4]) {
		return inkdChannelWrites.UnpackDepositFailedError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdChannelWrites.abi.Errors["FeesAboveCeiling"].ID.Bytes()[:4]) {
		return inkdChannelWrites.UnpackFeesAboveCeilingError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdChannelWrites.abi.Errors["InvalidVoucherSignature"].ID.Bytes()[:4]) {
		return inkdChannelWrites.UnpackInvalidVoucherSignatureError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdChannelWrites.abi.Errors["NotOurChannel"].ID.Bytes()[:4]) {
		return inkdChannelWrites.UnpackNotOurChannelError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdChannelWrites.abi.Errors["Paused"].ID.Bytes()[:4]) {
		return inkdChannelWrites.UnpackPausedError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdChannelWrites.abi.Errors["PayerAuthorizerRequired"].ID.Bytes()[:4]) {
		return inkdChannelWrites.UnpackPayerAuthorizerRequiredError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdChannelWrites.abi.Errors["StaleVoucher"].ID.Bytes()[:4]) {
		return inkdChannelWrites.UnpackStaleVoucherError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdChannelWrites.abi.Errors["Unauthorized"].ID.Bytes()[:4]) {
		return inkdChannelWrites.UnpackUnauthorizedError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdChannelWrites.abi.Errors["UnclaimedWrites"].ID.Bytes()[:4]) {
		return inkdChannelWrites.UnpackUnclaimedWritesError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdChannelWrites.abi.Errors["UnknownKind"].ID.Bytes()[:4]) {
		return inkdChannelWrites.UnpackUnknownKindError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdChannelWrites.abi.Errors["WriteOutOfGas"].ID.Bytes()[:4]) {
		return inkdChannelWrites.UnpackWriteOutOfGasError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdChannelWrites.abi.Errors["ZeroAddress"].ID.Bytes()[:4]) {
		return inkdChannelWrites.UnpackZeroAddressError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// InkdChannelWritesCeilingAboveBalance represents a CeilingAboveBalance error raised by the InkdChannelWrites contract.
type InkdChannelWritesCeilingAboveBalance struct {
	Ceiling *big.Int
	Balance *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error CeilingAboveBalance(uint256 ceiling, uint256 balance)
func InkdChannelWritesCeilingAboveBalanceErrorID() common.Hash {
	return common.HexToHash("0x5e38ee0ec045430c82ae87647a24f5c88d260abf9e0bb99825f517110315f590")
}

// UnpackCeilingAboveBalanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error CeilingAboveBalance(uint256 ceiling, uint256 balance)
func (inkdChannelWrites *InkdChannelWrites) UnpackCeilingAboveBalanceError(raw []byte) (*InkdChannelWritesCeilingAboveBalance, error) {
	out := new(InkdChannelWritesCeilingAboveBalance)
	if err := inkdChannelWrites.abi.UnpackIntoInterface(out, "CeilingAboveBalance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdChannelWritesClaimAboveLanded represents a ClaimAboveLanded error raised by the InkdChannelWrites contract.
type InkdChannelWritesClaimAboveLanded struct {
	ChannelId    [32]byte
	TotalClaimed *big.Int
	Used         *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ClaimAboveLanded(bytes32 channelId, uint256 totalClaimed, uint256 used)
func InkdChannelWritesClaimAboveLandedErrorID() common.Hash {
	return common.HexToHash("0x165f95a8d1fa49aaaa8d19c73fec1fd5c2e9f73c9aa092277ec678107ae12303")
}

// UnpackClaimAboveLandedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ClaimAboveLanded(bytes32 channelId, uint256 totalClaimed, uint256 used)
func (inkdChannelWrites *InkdChannelWrites) UnpackClaimAboveLandedError(raw []byte) (*InkdChannelWritesClaimAboveLanded, error) {
	out := new(InkdChannelWritesClaimAboveLanded)
	if err := inkdChannelWrites.abi.UnpackIntoInterface(out, "ClaimAboveLanded", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdChannelWritesDepositFailed represents a DepositFailed error raised by the InkdChannelWrites contract.
type InkdChannelWritesDepositFailed struct {
	Reason []byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DepositFailed(bytes reason)
func InkdChannelWritesDepositFailedErrorID() common.Hash {
	return common.HexToHash("0xf8e68f23d3b33772e986cc9861e94e8fd6b9461d62bc1fb21cd754bbaf726bd3")
}

// UnpackDepositFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DepositFailed(bytes reason)
func (inkdChannelWrites *InkdChannelWrites) UnpackDepositFailedError(raw []byte) (*InkdChannelWritesDepositFailed, error) {
	out := new(InkdChannelWritesDepositFailed)
	if err := inkdChannelWrites.abi.UnpackIntoInterface(out, "DepositFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdChannelWritesFeesAboveCeiling represents a FeesAboveCeiling error raised by the InkdChannelWrites contract.
type InkdChannelWritesFeesAboveCeiling struct {
	Fees    *big.Int
	Ceiling *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FeesAboveCeiling(uint256 fees, uint256 ceiling)
func InkdChannelWritesFeesAboveCeilingErrorID() common.Hash {
	return common.HexToHash("0x9d53b6b8dd04fd5ec063bfd14a5534c0ad3e4690569fb4883b93d38346616196")
}

// UnpackFeesAboveCeilingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FeesAboveCeiling(uint256 fees, uint256 ceiling)
func (inkdChannelWrites *InkdChannelWrites) UnpackFeesAboveCeilingError(raw []byte) (*InkdChannelWritesFeesAboveCeiling, error) {
	out := new(InkdChannelWritesFeesAboveCeiling)
	if err := inkdChannelWrites.abi.UnpackIntoInterface(out, "FeesAboveCeiling", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdChannelWritesInvalidVoucherSignature represents a InvalidVoucherSignature error raised by the InkdChannelWrites contract.
type InkdChannelWritesInvalidVoucherSignature struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidVoucherSignature()
func InkdChannelWritesInvalidVoucherSignatureErrorID() common.Hash {
	return common.HexToHash("0xc9d4e063d33000ae39100807beda734c15b34afe037502514b9ec248588bb522")
}

// UnpackInvalidVoucherSignatureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidVoucherSignature()
func (inkdChannelWrites *InkdChannelWrites) UnpackInvalidVoucherSignatureError(raw []byte) (*InkdChannelWritesInvalidVoucherSignature, error) {
	out := new(InkdChannelWritesInvalidVoucherSignature)
	if err := inkdChannelWrites.abi.UnpackIntoInterface(out, "InvalidVoucherSignature", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdChannelWritesNotOurChannel represents a NotOurChannel error raised by the InkdChannelWrites contract.
type InkdChannelWritesNotOurChannel struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotOurChannel()
func InkdChannelWritesNotOurChannelErrorID() common.Hash {
	return common.HexToHash("0x4d5f585f8539478a2190acf4389d6f47817adc508edce4cda0df662da7051067")
}

// UnpackNotOurChannelError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotOurChannel()
func (inkdChannelWrites *InkdChannelWrites) UnpackNotOurChannelError(raw []byte) (*InkdChannelWritesNotOurChannel, error) {
	out := new(InkdChannelWritesNotOurChannel)
	if err := inkdChannelWrites.abi.UnpackIntoInterface(out, "NotOurChannel", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdChannelWritesPaused represents a Paused error raised by the InkdChannelWrites contract.
type InkdChannelWritesPaused struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Paused()
func InkdChannelWritesPausedErrorID() common.Hash {
	return common.HexToHash("0x9e87fac88ff661f02d44f95383c817fece4bce600a3dab7a54406878b965e752")
}

// UnpackPausedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Paused()
func (inkdChannelWrites *InkdChannelWrites) UnpackPausedError(raw []byte) (*InkdChannelWritesPaused, error) {
	out := new(InkdChannelWritesPaused)
	if err := inkdChannelWrites.abi.UnpackIntoInterface(out, "Paused", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdChannelWritesPayerAuthorizerRequired represents a PayerAuthorizerRequired error raised by the InkdChannelWrites contract.
type InkdChannelWritesPayerAuthorizerRequired struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PayerAuthorizerRequired()
func InkdChannelWritesPayerAuthorizerRequiredErrorID() common.Hash {
	return common.HexToHash("0x39daa3b38177b2c4035c90281d628b5d96ea6f1a1129d87648d9acd9b2814fca")
}

// UnpackPayerAuthorizerRequiredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PayerAuthorizerRequired()
func (inkdChannelWrites *InkdChannelWrites) UnpackPayerAuthorizerRequiredError(raw []byte) (*InkdChannelWritesPayerAuthorizerRequired, error) {
	out := new(InkdChannelWritesPayerAuthorizerRequired)
	if err := inkdChannelWrites.abi.UnpackIntoInterface(out, "PayerAuthorizerRequired", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdChannelWritesStaleVoucher represents a StaleVoucher error raised by the InkdChannelWrites contract.
type InkdChannelWritesStaleVoucher struct {
	Ceiling *big.Int
	Last    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error StaleVoucher(uint256 ceiling, uint256 last)
func InkdChannelWritesStaleVoucherErrorID() common.Hash {
	return common.HexToHash("0xd79fec72797b38640bab00ab55644b4602663440b13aa73612f64bfb285d9f18")
}

// UnpackStaleVoucherError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error StaleVoucher(uint256 ceiling, uint256 last)
func (inkdChannelWrites *InkdChannelWrites) UnpackStaleVoucherError(raw []byte) (*InkdChannelWritesStaleVoucher, error) {
	out := new(InkdChannelWritesStaleVoucher)
	if err := inkdChannelWrites.abi.UnpackIntoInterface(out, "StaleVoucher", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdChannelWritesUnauthorized represents a Unauthorized error raised by the InkdChannelWrites contract.
type InkdChannelWritesUnauthorized struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Unauthorized()
func InkdChannelWritesUnauthorizedErrorID() common.Hash {
	return common.HexToHash("0x82b4290015f7ec7256ca2a6247d3c2a89c4865c0e791456df195f40ad0a81367")
}

// UnpackUnauthorizedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Unauthorized()
func (inkdChannelWrites *InkdChannelWrites) UnpackUnauthorizedError(raw []byte) (*InkdChannelWritesUnauthorized, error) {
	out := new(InkdChannelWritesUnauthorized)
	if err := inkdChannelWrites.abi.UnpackIntoInterface(out, "Unauthorized", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdChannelWritesUnclaimedWrites represents a UnclaimedWrites error raised by the InkdChannelWrites contract.
type InkdChannelWritesUnclaimedWrites struct {
	ChannelId    [32]byte
	Used         *big.Int
	TotalClaimed *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnclaimedWrites(bytes32 channelId, uint256 used, uint256 totalClaimed)
func InkdChannelWritesUnclaimedWritesErrorID() common.Hash {
	return common.HexToHash("0xc83f025682a8df8a501de871d19c32dccd2ab069846c4b5eb8ad7f347675628d")
}

// UnpackUnclaimedWritesError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnclaimedWrites(bytes32 channelId, uint256 used, uint256 totalClaimed)
func (inkdChannelWrites *InkdChannelWrites) UnpackUnclaimedWritesError(raw []byte) (*InkdChannelWritesUnclaimedWrites, error) {
	out := new(InkdChannelWritesUnclaimedWrites)
	if err := inkdChannelWrites.abi.UnpackIntoInterface(out, "UnclaimedWrites", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdChannelWritesUnknownKind represents a UnknownKind error raised by the InkdChannelWrites contract.
type InkdChannelWritesUnknownKind struct {
	Kind uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownKind(uint8 kind)
func InkdChannelWritesUnknownKindErrorID() common.Hash {
	return common.HexToHash("0xbd3c90894f7b5a9cce89be28990c5c48eeecbdbc851f01ad4d59a4a38d093e0b")
}

// UnpackUnknownKindError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownKind(uint8 kind)
func (inkdChannelWrites *InkdChannelWrites) UnpackUnknownKindError(raw []byte) (*InkdChannelWritesUnknownKind, error) {
	out := new(InkdChannelWritesUnknownKind)
	if err := inkdChannelWrites.abi.UnpackIntoInterface(out, "UnknownKind", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdChannelWritesWriteOutOfGas represents a WriteOutOfGas error raised by the InkdChannelWrites contract.
type InkdChannelWritesWriteOutOfGas struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WriteOutOfGas()
func InkdChannelWritesWriteOutOfGasErrorID() common.Hash {
	return common.HexToHash("0xad6d3d72236447b9ed42bff27770e225d5dfcb142d43ae340ffcd470f30585b7")
}

// UnpackWriteOutOfGasError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WriteOutOfGas()
func (inkdChannelWrites *InkdChannelWrites) UnpackWriteOutOfGasError(raw []byte) (*InkdChannelWritesWriteOutOfGas, error) {
	out := new(InkdChannelWritesWriteOutOfGas)
	if err := inkdChannelWrites.abi.UnpackIntoInterface(out, "WriteOutOfGas", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdChannelWritesZeroAddress represents a ZeroAddress error raised by the InkdChannelWrites contract.
type InkdChannelWritesZeroAddress struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAddress()
func InkdChannelWritesZeroAddressErrorID() common.Hash {
	return common.HexToHash("0xd92e233df2717d4a40030e20904abd27b68fcbeede117eaaccbbdac9618c8c73")
}

// UnpackZeroAddressError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAddress()
func (inkdChannelWrites *InkdChannelWrites) UnpackZeroAddressError(raw []byte) (*InkdChannelWritesZeroAddress, error) {
	out := new(InkdChannelWritesZeroAddress)
	if err := inkdChannelWrites.abi.UnpackIntoInterface(out, "ZeroAddress", raw); err != nil {
		return nil, err
	}
	return out, nil
}
