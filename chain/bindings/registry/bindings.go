// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package registry

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

// InkdRegistryProject is an auto generated low-level Go binding around an user-defined struct.
type InkdRegistryProject struct {
	Id            *big.Int
	Name          string
	Description   string
	License       string
	Owner         common.Address
	IsPublic      bool
	IsAgent       bool
	AgentEndpoint string
	ReadmeHash    string
	CreatedAt     uint64
	VersionCount  *big.Int
}

// InkdRegistryVersion is an auto generated low-level Go binding around an user-defined struct.
type InkdRegistryVersion struct {
	ProjectId   *big.Int
	Index       *big.Int
	ArweaveHash string
	VersionTag  string
	Changelog   string
	PushedBy    common.Address
	PushedAt    uint64
}

// InkdRegistryMetaData contains all meta data concerning the InkdRegistry contract.
var InkdRegistryMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"initialAuthority\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"authority\",\"type\":\"address\"}],\"name\":\"AccessManagedInvalidAuthority\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"delay\",\"type\":\"uint32\"}],\"name\":\"AccessManagedRequiredDelay\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"AccessManagedUnauthorized\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"AlreadyCollaborator\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"CannotAddOwner\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"DescriptionTooLong\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"EmptyArweaveHash\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"EmptyName\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"EmptyVersionTag\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NameTaken\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NameTooLong\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotCollaborator\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotOwnerOrCollaborator\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotProjectOwner\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ProjectNotFound\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"TooManyCollaborators\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Unauthorized\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"VersionNotFound\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"authority\",\"type\":\"address\"}],\"name\":\"AuthorityUpdated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"collaborator\",\"type\":\"address\"}],\"name\":\"CollaboratorAdded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"collaborator\",\"type\":\"address\"}],\"name\":\"CollaboratorRemoved\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"license\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"isPublic\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"isAgent\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"agentEndpoint\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"readmeHash\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"createdAt\",\"type\":\"uint64\"}],\"name\":\"ProjectCreated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"versionIndex\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"pushedBy\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"arweaveHash\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"versionTag\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"changelog\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"pushedAt\",\"type\":\"uint64\"}],\"name\":\"VersionPushed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"writer\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"WriterSet\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"MAX_COLLABORATORS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_DESCRIPTION_LENGTH\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_NAME_LENGTH\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"collaborator\",\"type\":\"address\"}],\"name\":\"addCollaborator\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"writer\",\"type\":\"address\"}],\"name\":\"addWriter\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"authority\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"canPush\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"projectOwner\",\"type\":\"address\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"license\",\"type\":\"string\"},{\"internalType\":\"bool\",\"name\":\"isPublic\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"isAgent\",\"type\":\"bool\"},{\"internalType\":\"string\",\"name\":\"agentEndpoint\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"readmeHash\",\"type\":\"string\"}],\"name\":\"createProjectFor\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"}],\"name\":\"getCollaborators\",\"outputs\":[{\"internalType\":\"address[]\",\"name\":\"\",\"type\":\"address[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"}],\"name\":\"getProject\",\"outputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"license\",\"type\":\"string\"},{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"isPublic\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"isAgent\",\"type\":\"bool\"},{\"internalType\":\"string\",\"name\":\"agentEndpoint\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"readmeHash\",\"type\":\"string\"},{\"internalType\":\"uint64\",\"name\":\"createdAt\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"versionCount\",\"type\":\"uint256\"}],\"internalType\":\"structInkdRegistry.Project\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"}],\"name\":\"getVersion\",\"outputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"internalType\":\"string\",\"name\":\"arweaveHash\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"versionTag\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"changelog\",\"type\":\"string\"},{\"internalType\":\"address\",\"name\":\"pushedBy\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"pushedAt\",\"type\":\"uint64\"}],\"internalType\":\"structInkdRegistry.Version\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"isCollaborator\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"isConsumingScheduledOp\",\"outputs\":[{\"internalType\":\"bytes4\",\"name\":\"\",\"type\":\"bytes4\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"isWriter\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"}],\"name\":\"nameAvailable\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"projectCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"}],\"name\":\"projectIdByName\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"pusher\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"internalType\":\"string\",\"name\":\"arweaveHash\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"versionTag\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"changelog\",\"type\":\"string\"}],\"name\":\"pushVersionFor\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"versionIndex\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"collaborator\",\"type\":\"address\"}],\"name\":\"removeCollaborator\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"writer\",\"type\":\"address\"}],\"name\":\"removeWriter\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newAuthority\",\"type\":\"address\"}],\"name\":\"setAuthority\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "InkdRegistry",
	Bin: "0x608060405234801561000f575f5ffd5b5060405161225338038061225383398101604081905261002e916100c1565b80806100398161006e565b506001600160a01b038116610067576040516361798f2f60e11b81525f600482015260240160405180910390fd5b50506100ee565b5f80546001600160a01b0319166001600160a01b0383169081179091556040519081527f2f658b440c35314f52658ea8a740e05b284cdc84dc9ae01e891f21b8933e7cad9060200160405180910390a150565b5f602082840312156100d1575f5ffd5b81516001600160a01b03811681146100e7575f5ffd5b9392505050565b612158806100fb5f395ff3fe608060405234801561000f575f5ffd5b5060043610610132575f3560e01c806386074985116100b4578063d5f0765311610079578063d5f076531461029f578063da2824a8146102b2578063e5c05603146102c5578063eb892b10146102fc578063f0f3f2c814610304578063f66a40fb14610324575f5ffd5b806386074985146102405780638fb36037146102485780639201ea0a14610269578063bf7e214f14610272578063d4bd5a0d1461028c575f5ffd5b80635356dddc116100fa5780635356dddc146101d2578063601b349c146101e75780636987b075146101fa5780637a9e5e4b1461021a57806382bbdbec1461022d575f5ffd5b806327addeec146101365780632b29ba231461015c5780632bd7ed5a1461019757806336fbad26146101b7578063434991cb146101bf575b5f5ffd5b6101496101443660046118cc565b610337565b6040519081526020015b60405180910390f35b61018761016a366004611971565b6001600160a01b03165f9081526007602052604090205460ff1690565b6040519015158152602001610153565b6101aa6101a536600461198a565b6104f4565b60405161015391906119a1565b600154610149565b6101496101cd3660046119ec565b61058c565b6101e56101e0366004611971565b6105b5565b005b6101e56101f5366004611a25565b610616565b61020d610208366004611a4f565b6107ee565b6040516101539190611a9d565b6101e5610228366004611971565b610abc565b61018761023b3660046119ec565b610b39565b610149604081565b610250610b82565b6040516001600160e01b03199091168152602001610153565b61014961040081565b5f546040516001600160a01b039091168152602001610153565b6101e561029a366004611a25565b610ba4565b6101876102ad366004611a25565b610d49565b6101e56102c0366004611971565b610d77565b6101876102d3366004611a25565b5f9182526006602090815260408084206001600160a01b03939093168452919052902054151590565b610149603281565b61031761031236600461198a565b610dfd565b6040516101539190611b3d565b610149610332366004611c66565b6111ec565b335f9081526007602052604081205460ff16610365576040516282b42960e81b815260040160405180910390fd5b84801580610374575060015481115b1561039257604051632627b46560e11b815260040160405180910390fd5b61039c8688611482565b6103b957604051630225bbe560e51b815260040160405180910390fd5b84515f036103da5760405163297a552360e01b815260040160405180910390fd5b83515f036103fa5760405162135b3b60e31b815260040160405180910390fd5b5f868152600260205260408120600881018054919261041883611d89565b909155505f8881526003602090815260408083208484529091529020888155600181018290559093506002810161044f8882611e1c565b506003810161045e8782611e1c565b506004810161046d8682611e1c565b506005810180546001600160401b0342908116600160a01b026001600160e01b03199092166001600160a01b038d1690811792909217909255604051909186918b917f3347d79119d30473d3a198132a28cbf922bd7b7706779a6f586ce45402ef2b2e916104e0918d918d918d91611ed6565b60405180910390a450505095945050505050565b606081801580610505575060015481115b1561052357604051632627b46560e11b815260040160405180910390fd5b5f838152600560209081526040918290208054835181840281018401909452808452909183018282801561057e57602002820191905f5260205f20905b81546001600160a01b03168152600190910190602001808311610560575b505050505091505b50919050565b5f60045f610599846114d1565b8051906020012081526020019081526020015f20549050919050565b6105c1335b5f366115c3565b6001600160a01b0381165f818152600760209081526040808320805460ff19169055519182527f763ebfe7193aeb87a3385cd59dbefc21c3f875e4c49903a64fa661681b2feea091015b60405180910390a250565b81801580610625575060015481115b1561064357604051632627b46560e11b815260040160405180910390fd5b5f838152600260205260409020600401546001600160a01b0316331461067c57604051637c2411e960e01b815260040160405180910390fd5b5f8381526006602090815260408083206001600160a01b0386168452909152812054908190036106bf576040516332b4e0c360e21b815260040160405180910390fd5b5f8481526005602052604090208054828114610768575f826106e2600184611f29565b815481106106f2576106f2611f3c565b5f918252602090912001546001600160a01b031690508083610715600187611f29565b8154811061072557610725611f3c565b5f91825260208083209190910180546001600160a01b0319166001600160a01b039485161790558982526006815260408083209490931682529290925290208390555b8180548061077857610778611f50565b5f828152602080822083015f1990810180546001600160a01b03191690559092019092558782526006815260408083206001600160a01b038916808552925280832083905551909188917f213b7098f6bea4c344296a98893000df5975db0f186aa7c5b6997768669685549190a3505050505050565b61083c6040518060e001604052805f81526020015f81526020016060815260200160608152602001606081526020015f6001600160a01b031681526020015f6001600160401b031681525090565b8280158061084b575060015481115b1561086957604051632627b46560e11b815260040160405180910390fd5b5f8481526002602052604090206008015483106108995760405163392d164960e01b815260040160405180910390fd5b60035f8581526020019081526020015f205f8481526020019081526020015f206040518060e00160405290815f8201548152602001600182015481526020016002820180546108e790611da1565b80601f016020809104026020016040519081016040528092919081815260200182805461091390611da1565b801561095e5780601f106109355761010080835404028352916020019161095e565b820191905f5260205f20905b81548152906001019060200180831161094157829003601f168201915b5050505050815260200160038201805461097790611da1565b80601f01602080910402602001604051908101604052809291908181526020018280546109a390611da1565b80156109ee5780601f106109c5576101008083540402835291602001916109ee565b820191905f5260205f20905b8154815290600101906020018083116109d157829003601f168201915b50505050508152602001600482018054610a0790611da1565b80601f0160208091040260200160405190810160405280929190818152602001828054610a3390611da1565b8015610a7e5780601f10610a5557610100808354040283529160200191610a7e565b820191905f5260205f20905b815481529060010190602001808311610a6157829003601f168201915b5050509183525050600591909101546001600160a01b0381166020830152600160a01b90046001600160401b031660409091015291505b5092915050565b5f5433906001600160a01b03168114610af75760405162d1953b60e31b81526001600160a01b03821660048201526024015b60405180910390fd5b816001600160a01b03163b5f03610b2c576040516361798f2f60e11b81526001600160a01b0383166004820152602401610aee565b610b35826116b9565b5050565b5f5f610b44836114d1565b8051909150801580610b565750604081115b15610b6457505f9392505050565b5080516020918201205f908152600490915260409020541592915050565b5f8054600160a01b900460ff16610b9857505f90565b50638fb3603760e01b90565b81801580610bb3575060015481115b15610bd157604051632627b46560e11b815260040160405180910390fd5b5f838152600260205260409020600401546001600160a01b0316338114610c0b57604051637c2411e960e01b815260040160405180910390fd5b6001600160a01b038316610c325760405163d92e233d60e01b815260040160405180910390fd5b806001600160a01b0316836001600160a01b031603610c6457604051636c9d4db960e01b815260040160405180910390fd5b5f8481526006602090815260408083206001600160a01b038716845290915290205415610ca45760405163db510ad760e01b815260040160405180910390fd5b5f8481526005602052604090208054603211610cd35760405163f9232cc560e01b815260040160405180910390fd5b80546001810182555f828152602080822090920180546001600160a01b0319166001600160a01b038816908117909155835488835260068452604080842083855290945283832055915187917f4486767bf1b4c9809ec2021de5f1555d0a96d0cc9d7c3008bfafd13f3c69ca8c91a35050505050565b5f821580610d58575060015483115b15610d6457505f610d71565b610d6e8383611482565b90505b92915050565b610d80336105ba565b6001600160a01b038116610da75760405163d92e233d60e01b815260040160405180910390fd5b6001600160a01b0381165f81815260076020908152604091829020805460ff1916600190811790915591519182527f763ebfe7193aeb87a3385cd59dbefc21c3f875e4c49903a64fa661681b2feea0910161060b565b610e6a6040518061016001604052805f81526020016060815260200160608152602001606081526020015f6001600160a01b031681526020015f151581526020015f1515815260200160608152602001606081526020015f6001600160401b031681526020015f81525090565b81801580610e79575060015481115b15610e9757604051632627b46560e11b815260040160405180910390fd5b60025f8481526020019081526020015f20604051806101600160405290815f8201548152602001600182018054610ecd90611da1565b80601f0160208091040260200160405190810160405280929190818152602001828054610ef990611da1565b8015610f445780601f10610f1b57610100808354040283529160200191610f44565b820191905f5260205f20905b815481529060010190602001808311610f2757829003601f168201915b50505050508152602001600282018054610f5d90611da1565b80601f0160208091040260200160405190810160405280929190818152602001828054610f8990611da1565b8015610fd45780601f10610fab57610100808354040283529160200191610fd4565b820191905f5260205f20905b815481529060010190602001808311610fb757829003601f168201915b50505050508152602001600382018054610fed90611da1565b80601f016020809104026020016040519081016040528092919081815260200182805461101990611da1565b80156110645780601f1061103b57610100808354040283529160200191611064565b820191905f5260205f20905b81548152906001019060200180831161104757829003601f168201915b505050918352505060048201546001600160a01b038116602083015260ff600160a01b8204811615156040840152600160a81b90910416151560608201526005820180546080909201916110b790611da1565b80601f01602080910402602001604051908101604052809291908181526020018280546110e390611da1565b801561112e5780601f106111055761010080835404028352916020019161112e565b820191905f5260205f20905b81548152906001019060200180831161111157829003601f168201915b5050505050815260200160068201805461114790611da1565b80601f016020809104026020016040519081016040528092919081815260200182805461117390611da1565b80156111be5780601f10611195576101008083540402835291602001916111be565b820191905f5260205f20905b8154815290600101906020018083116111a157829003601f168201915b505050918352505060078201546001600160401b031660208201526008909101546040909101529392505050565b335f9081526007602052604081205460ff1661121a576040516282b42960e81b815260040160405180910390fd5b6001600160a01b0389166112415760405163d92e233d60e01b815260040160405180910390fd5b5f61124b896114d1565b80519091505f81900361127157604051632ef1310560e01b815260040160405180910390fd5b60408111156112935760405163680b6caf60e01b815260040160405180910390fd5b610400895111156112b757604051630d7cfc5960e41b815260040160405180910390fd5b81516020808401919091205f8181526004909252604090912054156112ef57604051639e4b268560e01b815260040160405180910390fd5b88515f03611316576040518060400160405280600381526020016213525560ea1b81525098505b60015f815461132490611d89565b91829055505f828152600460209081526040808320849055838352600290915290208181559094506001810161135a8582611e1c565b50600281016113698c82611e1c565b50600381016113788b82611e1c565b508c816004015f6101000a8154816001600160a01b0302191690836001600160a01b03160217905550888160040160146101000a81548160ff021916908315150217905550878160040160156101000a81548160ff021916908315150217905550868160050190816113ea9190611e1c565b50600681016113f98782611e1c565b5042816007015f6101000a8154816001600160401b0302191690836001600160401b031602179055508c6001600160a01b0316857ffdffdc12e89f3168afabc7f571641137aae95001fbff36b996c9723b0fdba0c9868e8e8e8e8e8e4260405161146a989796959493929190611f64565b60405180910390a35050505098975050505050505050565b5f828152600260205260408120600401546001600160a01b0383811691161480610d6e5750505f9182526006602090815260408084206001600160a01b03939093168452919052902054151590565b60605f8290505f81516001600160401b038111156114f1576114f161182f565b6040519080825280601f01601f19166020018201604052801561151b576020820181803683370190505b5090505f5b82518110156115bb575f83828151811061153c5761153c611f3c565b01602001516001600160f81b0319169050604160f81b811080159061156f5750602d60f91b6001600160f81b0319821611155b156115895761158360f882901c6020611ff5565b60f81b90505b8083838151811061159c5761159c611f3c565b60200101906001600160f81b03191690815f1a90535050600101611520565b509392505050565b5f5f6115f66115d95f546001600160a01b031690565b86306115e860045f898b61200e565b6115f191612035565b61170c565b91509150816116b25763ffffffff81161561168f575f805460ff60a01b198116600160a01b17909155604051634a63ebf760e11b81526001600160a01b03909116906394c7d7ee906116509088908890889060040161206b565b5f604051808303815f87803b158015611667575f5ffd5b505af1158015611679573d5f5f3e3d5ffd5b50505f805460ff60a01b19169055506116b29050565b60405162d1953b60e31b81526001600160a01b0386166004820152602401610aee565b5050505050565b5f80546001600160a01b0319166001600160a01b0383169081179091556040519081527f2f658b440c35314f52658ea8a740e05b284cdc84dc9ae01e891f21b8933e7cad9060200160405180910390a150565b6040516001600160a01b03848116602483015283811660448301526001600160e01b0319831660648301525f9182918291829189169060840160408051601f198184030181529181526020820180516001600160e01b031663b700961360e01b1790525161177a91906120aa565b5f60405180830381855afa9150503d805f81146117b2576040519150601f19603f3d011682016040523d82523d5f602084013e6117b7565b606091505b509150915081156118095760408151106117e957808060200190518101906117df91906120c0565b9094509250611809565b602081511061180957808060200190518101906118069190612100565b93505b505094509492505050565b80356001600160a01b038116811461182a575f5ffd5b919050565b634e487b7160e01b5f52604160045260245ffd5b5f82601f830112611852575f5ffd5b81356001600160401b0381111561186b5761186b61182f565b604051601f8201601f19908116603f011681016001600160401b03811182821017156118995761189961182f565b6040528181528382016020018510156118b0575f5ffd5b816020850160208301375f918101602001919091529392505050565b5f5f5f5f5f60a086880312156118e0575f5ffd5b6118e986611814565b94506020860135935060408601356001600160401b0381111561190a575f5ffd5b61191688828901611843565b93505060608601356001600160401b03811115611931575f5ffd5b61193d88828901611843565b92505060808601356001600160401b03811115611958575f5ffd5b61196488828901611843565b9150509295509295909350565b5f60208284031215611981575f5ffd5b610d6e82611814565b5f6020828403121561199a575f5ffd5b5035919050565b602080825282518282018190525f918401906040840190835b818110156119e15783516001600160a01b03168352602093840193909201916001016119ba565b509095945050505050565b5f602082840312156119fc575f5ffd5b81356001600160401b03811115611a11575f5ffd5b611a1d84828501611843565b949350505050565b5f5f60408385031215611a36575f5ffd5b82359150611a4660208401611814565b90509250929050565b5f5f60408385031215611a60575f5ffd5b50508035926020909101359150565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b6020815281516020820152602082015160408201525f604083015160e06060840152611acd610100840182611a6f565b90506060840151601f19848303016080850152611aea8282611a6f565b9150506080840151601f198483030160a0850152611b088282611a6f565b60a08601516001600160a01b031660c086810191909152909501516001600160401b031660e090940193909352509192915050565b60208152815160208201525f60208301516101606040840152611b64610180840182611a6f565b90506040840151601f19848303016060850152611b818282611a6f565b9150506060840151601f19848303016080850152611b9f8282611a6f565b9150506080840151611bbc60a08501826001600160a01b03169052565b5060a084015180151560c08501525060c084015180151560e08501525060e0840151838203601f1901610100850152611bf58282611a6f565b915050610100840151601f1984830301610120850152611c158282611a6f565b915050610120840151611c346101408501826001600160401b03169052565b506101408401516101608401528091505092915050565b8015158114611c58575f5ffd5b50565b803561182a81611c4b565b5f5f5f5f5f5f5f5f610100898b031215611c7e575f5ffd5b611c8789611814565b975060208901356001600160401b03811115611ca1575f5ffd5b611cad8b828c01611843565b97505060408901356001600160401b03811115611cc8575f5ffd5b611cd48b828c01611843565b96505060608901356001600160401b03811115611cef575f5ffd5b611cfb8b828c01611843565b955050611d0a60808a01611c5b565b9350611d1860a08a01611c5b565b925060c08901356001600160401b03811115611d32575f5ffd5b611d3e8b828c01611843565b92505060e08901356001600160401b03811115611d59575f5ffd5b611d658b828c01611843565b9150509295985092959890939650565b634e487b7160e01b5f52601160045260245ffd5b5f60018201611d9a57611d9a611d75565b5060010190565b600181811c90821680611db557607f821691505b60208210810361058657634e487b7160e01b5f52602260045260245ffd5b601f821115611e1757805f5260205f20601f840160051c81016020851015611df85750805b601f840160051c820191505b818110156116b2575f8155600101611e04565b505050565b81516001600160401b03811115611e3557611e3561182f565b611e4981611e438454611da1565b84611dd3565b6020601f821160018114611e7b575f8315611e645750848201515b5f19600385901b1c1916600184901b1784556116b2565b5f84815260208120601f198516915b82811015611eaa5787850151825560209485019460019092019101611e8a565b5084821015611ec757868401515f19600387901b60f8161c191681555b50505050600190811b01905550565b608081525f611ee86080830187611a6f565b8281036020840152611efa8187611a6f565b90508281036040840152611f0e8186611a6f565b9150506001600160401b038316606083015295945050505050565b81810381811115610d7157610d71611d75565b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52603160045260245ffd5b61010081525f611f7861010083018b611a6f565b8281036020840152611f8a818b611a6f565b90508281036040840152611f9e818a611a6f565b90508715156060840152861515608084015282810360a0840152611fc28187611a6f565b905082810360c0840152611fd68186611a6f565b9150506001600160401b03831660e08301529998505050505050505050565b60ff8181168382160190811115610d7157610d71611d75565b5f5f8585111561201c575f5ffd5b83861115612028575f5ffd5b5050820193919092039150565b80356001600160e01b03198116906004841015610ab5576001600160e01b031960049490940360031b84901b1690921692915050565b6001600160a01b03841681526040602082018190528101829052818360608301375f818301606090810191909152601f909201601f1916010192915050565b5f82518060208501845e5f920191825250919050565b5f5f604083850312156120d1575f5ffd5b82516120dc81611c4b565b602084015190925063ffffffff811681146120f5575f5ffd5b809150509250929050565b5f60208284031215612110575f5ffd5b815161211b81611c4b565b939250505056fea2646970667358221220d2e009bcf65153fe7441746e5fa9bb28ea47ded4107ac1fe57eec99e76be1dcc64736f6c634300081c0033",
}

// InkdRegistry is an auto generated Go binding around an Ethereum contract.
type InkdRegistry struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *InkdRegistry) GetABI() abi.ABI {
	return c.abi
}

// NewInkdRegistry creates a new instance of InkdRegistry.
func NewInkdRegistry() *InkdRegistry {
	parsed, err := InkdRegistryMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &InkdRegistry{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *InkdRegistry) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address initialAuthority) returns()
func (inkdRegistry *InkdRegistry) PackConstructor(initialAuthority common.Address) []byte {
	enc, err := inkdRegistry.abi.Pack("", initialAuthority)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackMAXCOLLABORATORS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xeb892b10.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_COLLABORATORS() view returns(uint256)
func (inkdRegistry *InkdRegistry) PackMAXCOLLABORATORS() []byte {
	enc, err := inkdRegistry.abi.Pack("MAX_COLLABORATORS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXCOLLABORATORS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xeb892b10.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_COLLABORATORS() view returns(uint256)
func (inkdRegistry *InkdRegistry) TryPackMAXCOLLABORATORS() ([]byte, error) {
	return inkdRegistry.abi.Pack("MAX_COLLABORATORS")
}

// UnpackMAXCOLLABORATORS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xeb892b10.
//
// Solidity: function MAX_COLLABORATORS() view returns(uint256)
func (inkdRegistry *InkdRegistry) UnpackMAXCOLLABORATORS(data []byte) (*big.Int, error) {
	out, err := inkdRegistry.abi.Unpack("MAX_COLLABORATORS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMAXDESCRIPTIONLENGTH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9201ea0a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_DESCRIPTION_LENGTH() view returns(uint256)
func (inkdRegistry *InkdRegistry) PackMAXDESCRIPTIONLENGTH() []byte {
	enc, err := inkdRegistry.abi.Pack("MAX_DESCRIPTION_LENGTH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXDESCRIPTIONLENGTH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9201ea0a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_DESCRIPTION_LENGTH() view returns(uint256)
func (inkdRegistry *InkdRegistry) TryPackMAXDESCRIPTIONLENGTH() ([]byte, error) {
	return inkdRegistry.abi.Pack("MAX_DESCRIPTION_LENGTH")
}

// UnpackMAXDESCRIPTIONLENGTH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9201ea0a.
//
// Solidity: function MAX_DESCRIPTION_LENGTH() view returns(uint256)
func (inkdRegistry *InkdRegistry) UnpackMAXDESCRIPTIONLENGTH(data []byte) (*big.Int, error) {
	out, err := inkdRegistry.abi.Unpack("MAX_DESCRIPTION_LENGTH", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMAXNAMELENGTH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x86074985.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_NAME_LENGTH() view returns(uint256)
func (inkdRegistry *InkdRegistry) PackMAXNAMELENGTH() []byte {
	enc, err := inkdRegistry.abi.Pack("MAX_NAME_LENGTH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXNAMELENGTH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x86074985.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_NAME_LENGTH() view returns(uint256)
func (inkdRegistry *InkdRegistry) TryPackMAXNAMELENGTH() ([]byte, error) {
	return inkdRegistry.abi.Pack("MAX_NAME_LENGTH")
}

// UnpackMAXNAMELENGTH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x86074985.
//
// Solidity: function MAX_NAME_LENGTH() view returns(uint256)
func (inkdRegistry *InkdRegistry) UnpackMAXNAMELENGTH(data []byte) (*big.Int, error) {
	out, err := inkdRegistry.abi.Unpack("MAX_NAME_LENGTH", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackAddCollaborator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd4bd5a0d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function addCollaborator(uint256 projectId, address collaborator) returns()
func (inkdRegistry *InkdRegistry) PackAddCollaborator(projectId *big.Int, collaborator common.Address) []byte {
	enc, err := inkdRegistry.abi.Pack("addCollaborator", projectId, collaborator)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAddCollaborator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd4bd5a0d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function addCollaborator(uint256 projectId, address collaborator) returns()
func (inkdRegistry *InkdRegistry) TryPackAddCollaborator(projectId *big.Int, collaborator common.Address) ([]byte, error) {
	return inkdRegistry.abi.Pack("addCollaborator", projectId, collaborator)
}

// PackAddWriter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xda2824a8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function addWriter(address writer) returns()
func (inkdRegistry *InkdRegistry) PackAddWriter(writer common.Address) []byte {
	enc, err := inkdRegistry.abi.Pack("addWriter", writer)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAddWriter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xda2824a8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function addWriter(address writer) returns()
func (inkdRegistry *InkdRegistry) TryPackAddWriter(writer common.Address) ([]byte, error) {
	return inkdRegistry.abi.Pack("addWriter", writer)
}

// PackAuthority is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbf7e214f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function authority() view returns(address)
func (inkdRegistry *InkdRegistry) PackAuthority() []byte {
	enc, err := inkdRegistry.abi.Pack("authority")
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
func (inkdRegistry *InkdRegistry) TryPackAuthority() ([]byte, error) {
	return inkdRegistry.abi.Pack("authority")
}

// UnpackAuthority is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbf7e214f.
//
// Solidity: function authority() view returns(address)
func (inkdRegistry *InkdRegistry) UnpackAuthority(data []byte) (common.Address, error) {
	out, err := inkdRegistry.abi.Unpack("authority", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackCanPush is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd5f07653.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function canPush(uint256 projectId, address account) view returns(bool)
func (inkdRegistry *InkdRegistry) PackCanPush(projectId *big.Int, account common.Address) []byte {
	enc, err := inkdRegistry.abi.Pack("canPush", projectId, account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCanPush is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd5f07653.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function canPush(uint256 projectId, address account) view returns(bool)
func (inkdRegistry *InkdRegistry) TryPackCanPush(projectId *big.Int, account common.Address) ([]byte, error) {
	return inkdRegistry.abi.Pack("canPush", projectId, account)
}

// UnpackCanPush is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd5f07653.
//
// Solidity: function canPush(uint256 projectId, address account) view returns(bool)
func (inkdRegistry *InkdRegistry) UnpackCanPush(data []byte) (bool, error) {
	out, err := inkdRegistry.abi.Unpack("canPush", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackCreateProjectFor is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf66a40fb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function createProjectFor(address projectOwner, string name, string description, string license, bool isPublic, bool isAgent, string agentEndpoint, string readmeHash) returns(uint256 projectId)
func (inkdRegistry *InkdRegistry) PackCreateProjectFor(projectOwner common.Address, name string, description string, license string, isPublic bool, isAgent bool, agentEndpoint string, readmeHash string) []byte {
	enc, err := inkdRegistry.abi.Pack("createProjectFor", projectOwner, name, description, license, isPublic, isAgent, agentEndpoint, readmeHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCreateProjectFor is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf66a40fb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function createProjectFor(address projectOwner, string name, string description, string license, bool isPublic, bool isAgent, string agentEndpoint, string readmeHash) returns(uint256 projectId)
func (inkdRegistry *InkdRegistry) TryPackCreateProjectFor(projectOwner common.Address, name string, description string, license string, isPublic bool, isAgent bool, agentEndpoint string, readmeHash string) ([]byte, error) {
	return inkdRegistry.abi.Pack("createProjectFor", projectOwner, name, description, license, isPublic, isAgent, agentEndpoint, readmeHash)
}

// UnpackCreateProjectFor is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf66a40fb.
//
// Solidity: function createProjectFor(address projectOwner, string name, string description, string license, bool isPublic, bool isAgent, string agentEndpoint, string readmeHash) returns(uint256 projectId)
func (inkdRegistry *InkdRegistry) UnpackCreateProjectFor(data []byte) (*big.Int, error) {
	out, err := inkdRegistry.abi.Unpack("createProjectFor", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGetCollaborators is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2bd7ed5a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getCollaborators(uint256 projectId) view returns(address[])
func (inkdRegistry *InkdRegistry) PackGetCollaborators(projectId *big.Int) []byte {
	enc, err := inkdRegistry.abi.Pack("getCollaborators", projectId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetCollaborators is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2bd7ed5a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getCollaborators(uint256 projectId) view returns(address[])
func (inkdRegistry *InkdRegistry) TryPackGetCollaborators(projectId *big.Int) ([]byte, error) {
	return inkdRegistry.abi.Pack("getCollaborators", projectId)
}

// UnpackGetCollaborators is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2bd7ed5a.
//
// Solidity: function getCollaborators(uint256 projectId) view returns(address[])
func (inkdRegistry *InkdRegistry) UnpackGetCollaborators(data []byte) ([]common.Address, error) {
	out, err := inkdRegistry.abi.Unpack("getCollaborators", data)
	if err != nil {
		return *new([]common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new([]common.Address)).(*[]common.Address)
	return out0, nil
}

// PackGetProject is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf0f3f2c8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getProject(uint256 projectId) view returns((uint256,string,string,string,address,bool,bool,string,string,uint64,uint256))
func (inkdRegistry *InkdRegistry) PackGetProject(projectId *big.Int) []byte {
	enc, err := inkdRegistry.abi.Pack("getProject", projectId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetProject is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf0f3f2c8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getProject(uint256 projectId) view returns((uint256,string,string,string,address,bool,bool,string,string,uint64,uint256))
func (inkdRegistry *InkdRegistry) TryPackGetProject(projectId *big.Int) ([]byte, error) {
	return inkdRegistry.abi.Pack("getProject", projectId)
}

// UnpackGetProject is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf0f3f2c8.
//
// Solidity: function getProject(uint256 projectId) view returns((uint256,string,string,string,address,bool,bool,string,string,uint64,uint256))
func (inkdRegistry *InkdRegistry) UnpackGetProject(data []byte) (InkdRegistryProject, error) {
	out, err := inkdRegistry.abi.Unpack("getProject", data)
	if err != nil {
		return *new(InkdRegistryProject), err
	}
	out0 := *abi.ConvertType(out[0], new(InkdRegistryProject)).(*InkdRegistryProject)
	return out0, nil
}

// PackGetVersion is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6987b075.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getVersion(uint256 projectId, uint256 index) view returns((uint256,uint256,string,string,string,address,uint64))
func (inkdRegistry *InkdRegistry) PackGetVersion(projectId *big.Int, index *big.Int) []byte {
	enc, err := inkdRegistry.abi.Pack("getVersion", projectId, index)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetVersion is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6987b075.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getVersion(uint256 projectId, uint256 index) view returns((uint256,uint256,string,string,string,address,uint64))
func (inkdRegistry *InkdRegistry) TryPackGetVersion(projectId *big.Int, index *big.Int) ([]byte, error) {
	return inkdRegistry.abi.Pack("getVersion", projectId, index)
}

// UnpackGetVersion is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6987b075.
//
// Solidity: function getVersion(uint256 projectId, uint256 index) view returns((uint256,uint256,string,string,string,address,uint64))
func (inkdRegistry *InkdRegistry) UnpackGetVersion(data []byte) (InkdRegistryVersion, error) {
	out, err := inkdRegistry.abi.Unpack("getVersion", data)
	if err != nil {
		return *new(InkdRegistryVersion), err
	}
	out0 := *abi.ConvertType(out[0], new(InkdRegistryVersion)).(*InkdRegistryVersion)
	return out0, nil
}

// PackIsCollaborator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe5c05603.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isCollaborator(uint256 projectId, address account) view returns(bool)
func (inkdRegistry *InkdRegistry) PackIsCollaborator(projectId *big.Int, account common.Address) []byte {
	enc, err := inkdRegistry.abi.Pack("isCollaborator", projectId, account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsCollaborator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe5c05603.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isCollaborator(uint256 projectId, address account) view returns(bool)
func (inkdRegistry *InkdRegistry) TryPackIsCollaborator(projectId *big.Int, account common.Address) ([]byte, error) {
	return inkdRegistry.abi.Pack("isCollaborator", projectId, account)
}

// UnpackIsCollaborator is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe5c05603.
//
// Solidity: function isCollaborator(uint256 projectId, address account) view returns(bool)
func (inkdRegistry *InkdRegistry) UnpackIsCollaborator(data []byte) (bool, error) {
	out, err := inkdRegistry.abi.Unpack("isCollaborator", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackIsConsumingScheduledOp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8fb36037.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isConsumingScheduledOp() view returns(bytes4)
func (inkdRegistry *InkdRegistry) PackIsConsumingScheduledOp() []byte {
	enc, err := inkdRegistry.abi.Pack("isConsumingScheduledOp")
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
func (inkdRegistry *InkdRegistry) TryPackIsConsumingScheduledOp() ([]byte, error) {
	return inkdRegistry.abi.Pack("isConsumingScheduledOp")
}

// UnpackIsConsumingScheduledOp is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8fb36037.
//
// Solidity: function isConsumingScheduledOp() view returns(bytes4)
func (inkdRegistry *InkdRegistry) UnpackIsConsumingScheduledOp(data []byte) ([4]byte, error) {
	out, err := inkdRegistry.abi.Unpack("isConsumingScheduledOp", data)
	if err != nil {
		return *new([4]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([4]byte)).(*[4]byte)
	return out0, nil
}

// PackIsWriter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2b29ba23.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isWriter(address account) view returns(bool)
func (inkdRegistry *InkdRegistry) PackIsWriter(account common.Address) []byte {
	enc, err := inkdRegistry.abi.Pack("isWriter", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsWriter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2b29ba23.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isWriter(address account) view returns(bool)
func (inkdRegistry *InkdRegistry) TryPackIsWriter(account common.Address) ([]byte, error) {
	return inkdRegistry.abi.Pack("isWriter", account)
}

// UnpackIsWriter is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2b29ba23.
//
// Solidity: function isWriter(address account) view returns(bool)
func (inkdRegistry *InkdRegistry) UnpackIsWriter(data []byte) (bool, error) {
	out, err := inkdRegistry.abi.Unpack("isWriter", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackNameAvailable is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x82bbdbec.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function nameAvailable(string name) view returns(bool)
func (inkdRegistry *InkdRegistry) PackNameAvailable(name string) []byte {
	enc, err := inkdRegistry.abi.Pack("nameAvailable", name)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNameAvailable is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x82bbdbec.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function nameAvailable(string name) view returns(bool)
func (inkdRegistry *InkdRegistry) TryPackNameAvailable(name string) ([]byte, error) {
	return inkdRegistry.abi.Pack("nameAvailable", name)
}

// UnpackNameAvailable is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x82bbdbec.
//
// Solidity: function nameAvailable(string name) view returns(bool)
func (inkdRegistry *InkdRegistry) UnpackNameAvailable(data []byte) (bool, error) {
	out, err := inkdRegistry.abi.Unpack("nameAvailable", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackProjectCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x36fbad26.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function projectCount() view returns(uint256)
func (inkdRegistry *InkdRegistry) PackProjectCount() []byte {
	enc, err := inkdRegistry.abi.Pack("projectCount")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackProjectCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x36fbad26.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function projectCount() view returns(uint256)
func (inkdRegistry *InkdRegistry) TryPackProjectCount() ([]byte, error) {
	return inkdRegistry.abi.Pack("projectCount")
}

// UnpackProjectCount is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x36fbad26.
//
// Solidity: function projectCount() view returns(uint256)
func (inkdRegistry *InkdRegistry) UnpackProjectCount(data []byte) (*big.Int, error) {
	out, err := inkdRegistry.abi.Unpack("projectCount", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackProjectIdByName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x434991cb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function projectIdByName(string name) view returns(uint256)
func (inkdRegistry *InkdRegistry) PackProjectIdByName(name string) []byte {
	enc, err := inkdRegistry.abi.Pack("projectIdByName", name)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackProjectIdByName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x434991cb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function projectIdByName(string name) view returns(uint256)
func (inkdRegistry *InkdRegistry) TryPackProjectIdByName(name string) ([]byte, error) {
	return inkdRegistry.abi.Pack("projectIdByName", name)
}

// UnpackProjectIdByName is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x434991cb.
//
// Solidity: function projectIdByName(string name) view returns(uint256)
func (inkdRegistry *InkdRegistry) UnpackProjectIdByName(data []byte) (*big.Int, error) {
	out, err := inkdRegistry.abi.Unpack("projectIdByName", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackPushVersionFor is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x27addeec.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function pushVersionFor(address pusher, uint256 projectId, string arweaveHash, string versionTag, string changelog) returns(uint256 versionIndex)
func (inkdRegistry *InkdRegistry) PackPushVersionFor(pusher common.Address, projectId *big.Int, arweaveHash string, versionTag string, changelog string) []byte {
	enc, err := inkdRegistry.abi.Pack("pushVersionFor", pusher, projectId, arweaveHash, versionTag, changelog)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPushVersionFor is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x27addeec.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function pushVersionFor(address pusher, uint256 projectId, string arweaveHash, string versionTag, string changelog) returns(uint256 versionIndex)
func (inkdRegistry *InkdRegistry) TryPackPushVersionFor(pusher common.Address, projectId *big.Int, arweaveHash string, versionTag string, changelog string) ([]byte, error) {
	return inkdRegistry.abi.Pack("pushVersionFor", pusher, projectId, arweaveHash, versionTag, changelog)
}

// UnpackPushVersionFor is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x27addeec.
//
// Solidity: function pushVersionFor(address pusher, uint256 projectId, string arweaveHash, string versionTag, string changelog) returns(uint256 versionIndex)
func (inkdRegistry *InkdRegistry) UnpackPushVersionFor(data []byte) (*big.Int, error) {
	out, err := inkdRegistry.abi.Unpack("pushVersionFor", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackRemoveCollaborator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x601b349c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function removeCollaborator(uint256 projectId, address collaborator) returns()
func (inkdRegistry *InkdRegistry) PackRemoveCollaborator(projectId *big.Int, collaborator common.Address) []byte {
	enc, err := inkdRegistry.abi.Pack("removeCollaborator", projectId, collaborator)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRemoveCollaborator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x601b349c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function removeCollaborator(uint256 projectId, address collaborator) returns()
func (inkdRegistry *InkdRegistry) TryPackRemoveCollaborator(projectId *big.Int, collaborator common.Address) ([]byte, error) {
	return inkdRegistry.abi.Pack("removeCollaborator", projectId, collaborator)
}

// PackRemoveWriter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5356dddc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function removeWriter(address writer) returns()
func (inkdRegistry *InkdRegistry) PackRemoveWriter(writer common.Address) []byte {
	enc, err := inkdRegistry.abi.Pack("removeWriter", writer)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRemoveWriter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5356dddc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function removeWriter(address writer) returns()
func (inkdRegistry *InkdRegistry) TryPackRemoveWriter(writer common.Address) ([]byte, error) {
	return inkdRegistry.abi.Pack("removeWriter", writer)
}

// PackSetAuthority is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7a9e5e4b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setAuthority(address newAuthority) returns()
func (inkdRegistry *InkdRegistry) PackSetAuthority(newAuthority common.Address) []byte {
	enc, err := inkdRegistry.abi.Pack("setAuthority", newAuthority)
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
func (inkdRegistry *InkdRegistry) TryPackSetAuthority(newAuthority common.Address) ([]byte, error) {
	return inkdRegistry.abi.Pack("setAuthority", newAuthority)
}

// InkdRegistryAuthorityUpdated represents a AuthorityUpdated event raised by the InkdRegistry contract.
type InkdRegistryAuthorityUpdated struct {
	Authority common.Address
	Raw       *types.Log // Blockchain specific contextual infos
}

const InkdRegistryAuthorityUpdatedEventName = "AuthorityUpdated"

// ContractEventName returns the user-defined event name.
func (InkdRegistryAuthorityUpdated) ContractEventName() string {
	return InkdRegistryAuthorityUpdatedEventName
}

// UnpackAuthorityUpdatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event AuthorityUpdated(address authority)
func (inkdRegistry *InkdRegistry) UnpackAuthorityUpdatedEvent(log *types.Log) (*InkdRegistryAuthorityUpdated, error) {
	event := "AuthorityUpdated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != inkdRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(InkdRegistryAuthorityUpdated)
	if len(log.Data) > 0 {
		if err := inkdRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range inkdRegistry.abi.Events[event].Inputs {
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

// InkdRegistryCollaboratorAdded represents a CollaboratorAdded event raised by the InkdRegistry contract.
type InkdRegistryCollaboratorAdded struct {
	ProjectId    *big.Int
	Collaborator common.Address
	Raw          *types.Log // Blockchain specific contextual infos
}

const InkdRegistryCollaboratorAddedEventName = "CollaboratorAdded"

// ContractEventName returns the user-defined event name.
func (InkdRegistryCollaboratorAdded) ContractEventName() string {
	return InkdRegistryCollaboratorAddedEventName
}

// UnpackCollaboratorAddedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event CollaboratorAdded(uint256 indexed projectId, address indexed collaborator)
func (inkdRegistry *InkdRegistry) UnpackCollaboratorAddedEvent(log *types.Log) (*InkdRegistryCollaboratorAdded, error) {
	event := "CollaboratorAdded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != inkdRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(InkdRegistryCollaboratorAdded)
	if len(log.Data) > 0 {
		if err := inkdRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range inkdRegistry.abi.Events[event].Inputs {
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

// InkdRegistryCollaboratorRemoved represents a CollaboratorRemoved event raised by the InkdRegistry contract.
type InkdRegistryCollaboratorRemoved struct {
	ProjectId    *big.Int
	Collaborator common.Address
	Raw          *types.Log // Blockchain specific contextual infos
}

const InkdRegistryCollaboratorRemovedEventName = "CollaboratorRemoved"

// ContractEventName returns the user-defined event name.
func (InkdRegistryCollaboratorRemoved) ContractEventName() string {
	return InkdRegistryCollaboratorRemovedEventName
}

// UnpackCollaboratorRemovedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event CollaboratorRemoved(uint256 indexed projectId, address indexed collaborator)
func (inkdRegistry *InkdRegistry) UnpackCollaboratorRemovedEvent(log *types.Log) (*InkdRegistryCollaboratorRemoved, error) {
	event := "CollaboratorRemoved"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != inkdRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(InkdRegistryCollaboratorRemoved)
	if len(log.Data) > 0 {
		if err := inkdRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range inkdRegistry.abi.Events[event].Inputs {
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

// InkdRegistryProjectCreated represents a ProjectCreated event raised by the InkdRegistry contract.
type InkdRegistryProjectCreated struct {
	ProjectId     *big.Int
	Owner         common.Address
	Name          string
	Description   string
	License       string
	IsPublic      bool
	IsAgent       bool
	AgentEndpoint string
	ReadmeHash    string
	CreatedAt     uint64
	Raw           *types.Log // Blockchain specific contextual infos
}

const InkdRegistryProjectCreatedEventName = "ProjectCreated"

// ContractEventName returns the user-defined event name.
func (InkdRegistryProjectCreated) ContractEventName() string {
	return InkdRegistryProjectCreatedEventName
}

// UnpackProjectCreatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ProjectCreated(uint256 indexed projectId, address indexed owner, string name, string description, string license, bool isPublic, bool isAgent, string agentEndpoint, string readmeHash, uint64 createdAt)
func (inkdRegistry *InkdRegistry) UnpackProjectCreatedEvent(log *types.Log) (*InkdRegistryProjectCreated, error) {
	event := "ProjectCreated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != inkdRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(InkdRegistryProjectCreated)
	if len(log.Data) > 0 {
		if err := inkdRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range inkdRegistry.abi.Events[event].Inputs {
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

// InkdRegistryVersionPushed represents a VersionPushed event raised by the InkdRegistry contract.
type InkdRegistryVersionPushed struct {
	ProjectId    *big.Int
	VersionIndex *big.Int
	PushedBy     common.Address
	ArweaveHash  string
	VersionTag   string
	Changelog    string
	PushedAt     uint64
	Raw          *types.Log // Blockchain specific contextual infos
}

const InkdRegistryVersionPushedEventName = "VersionPushed"

// ContractEventName returns the user-defined event name.
func (InkdRegistryVersionPushed) ContractEventName() string {
	return InkdRegistryVersionPushedEventName
}

// UnpackVersionPushedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event VersionPushed(uint256 indexed projectId, uint256 indexed versionIndex, address indexed pushedBy, string arweaveHash, string versionTag, string changelog, uint64 pushedAt)
func (inkdRegistry *InkdRegistry) UnpackVersionPushedEvent(log *types.Log) (*InkdRegistryVersionPushed, error) {
	event := "VersionPushed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != inkdRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(InkdRegistryVersionPushed)
	if len(log.Data) > 0 {
		if err := inkdRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range inkdRegistry.abi.Events[event].Inputs {
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

// InkdRegistryWriterSet represents a WriterSet event raised by the InkdRegistry contract.
type InkdRegistryWriterSet struct {
	Writer  common.Address
	Allowed bool
	Raw     *types.Log // Blockchain specific contextual infos
}

const InkdRegistryWriterSetEventName = "WriterSet"

// ContractEventName returns the user-defined event name.
func (InkdRegistryWriterSet) ContractEventName() string {
	return InkdRegistryWriterSetEventName
}

// UnpackWriterSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event WriterSet(address indexed writer, bool allowed)
func (inkdRegistry *InkdRegistry) UnpackWriterSetEvent(log *types.Log) (*InkdRegistryWriterSet, error) {
	event := "WriterSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != inkdRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(InkdRegistryWriterSet)
	if len(log.Data) > 0 {
		if err := inkdRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range inkdRegistry.abi.Events[event].Inputs {
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
func (inkdRegistry *InkdRegistry) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], inkdRegistry.abi.Errors["AccessManagedInvalidAuthority"].ID.Bytes()[:4]) {
		return inkdRegistry.UnpackAccessManagedInvalidAuthorityError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdRegistry.abi.Errors["AccessManagedRequiredDelay"].ID.Bytes()[:4]) {
		return inkdRegistry.UnpackAccessManagedRequiredDelayError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdRegistry.abi.Errors["AccessManagedUnauthorized"].ID.Bytes()[:4]) {
		return inkdRegistry.UnpackAccessManagedUnauthorizedError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdRegistry.abi.Errors["AlreadyCollaborator"].ID.Bytes()[:4]) {
		return inkdRegistry.UnpackAlreadyCollaboratorError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdRegistry.abi.Errors["CannotAddOwner"].ID.Bytes()[:4]) {
		return inkdRegistry.UnpackCannotAddOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdRegistry.abi.Errors["DescriptionTooLong"].ID.Bytes()[:4]) {
		return inkdRegistry.UnpackDescriptionTooLongError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdRegistry.abi.Errors["EmptyArweaveHash"].ID.Bytes()[:4]) {
		return inkdRegistry.UnpackEmptyArweaveHashError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdRegistry.abi.Errors["EmptyName"].ID.Bytes()[:4]) {
		return inkdRegistry.UnpackEmptyNameError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdRegistry.abi.Errors["EmptyVersionTag"].ID.Bytes()[:4]) {
		return inkdRegistry.UnpackEmptyVersionTagError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdRegistry.abi.Errors["NameTaken"].ID.Bytes()[:4]) {
		return inkdRegistry.UnpackNameTakenError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdRegistry.abi.Errors["NameTooLong"].ID.Bytes()[:4]) {
		return inkdRegistry.UnpackNameTooLongError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdRegistry.abi.Errors["NotCollaborator"].ID.Bytes()[:4]) {
		return inkdRegistry.UnpackNotCollaboratorError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdRegistry.abi.Errors["NotOwnerOrCollaborator"].ID.Bytes()[:4]) {
		return inkdRegistry.UnpackNotOwnerOrCollaboratorError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdRegistry.abi.Errors["NotProjectOwner"].ID.Bytes()[:4]) {
		return inkdRegistry.UnpackNotProjectOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdRegistry.abi.Errors["ProjectNotFound"].ID.Bytes()[:4]) {
		return inkdRegistry.UnpackProjectNotFoundError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdRegistry.abi.Errors["TooManyCollaborators"].ID.Bytes()[:4]) {
		return inkdRegistry.UnpackTooManyCollaboratorsError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdRegistry.abi.Errors["Unauthorized"].ID.Bytes()[:4]) {
		return inkdRegistry.UnpackUnauthorizedError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdRegistry.abi.Errors["VersionNotFound"].ID.Bytes()[:4]) {
		return inkdRegistry.UnpackVersionNotFoundError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdRegistry.abi.Errors["ZeroAddress"].ID.Bytes()[:4]) {
		return inkdRegistry.UnpackZeroAddressError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// InkdRegistryAccessManagedInvalidAuthority represents a AccessManagedInvalidAuthority error raised by the InkdRegistry contract.
type InkdRegistryAccessManagedInvalidAuthority struct {
	Authority common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AccessManagedInvalidAuthority(address authority)
func InkdRegistryAccessManagedInvalidAuthorityErrorID() common.Hash {
	return common.HexToHash("0xc2f31e5ee06c96eddd5864bf58d26da15afa7233cb6f74e000aa686fca7a7a0b")
}

// UnpackAccessManagedInvalidAuthorityError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AccessManagedInvalidAuthority(address authority)
func (inkdRegistry *InkdRegistry) UnpackAccessManagedInvalidAuthorityError(raw []byte) (*InkdRegistryAccessManagedInvalidAuthority, error) {
	out := new(InkdRegistryAccessManagedInvalidAuthority)
	if err := inkdRegistry.abi.UnpackIntoInterface(out, "AccessManagedInvalidAuthority", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdRegistryAccessManagedRequiredDelay represents a AccessManagedRequiredDelay error raised by the InkdRegistry contract.
type InkdRegistryAccessManagedRequiredDelay struct {
	Caller common.Address
	Delay  uint32
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AccessManagedRequiredDelay(address caller, uint32 delay)
func InkdRegistryAccessManagedRequiredDelayErrorID() common.Hash {
	return common.HexToHash("0xaf77169dad650be42a753d4bbd4f4ad0d10be80053e495da3bb1525746eda4e4")
}

// UnpackAccessManagedRequiredDelayError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AccessManagedRequiredDelay(address caller, uint32 delay)
func (inkdRegistry *InkdRegistry) UnpackAccessManagedRequiredDelayError(raw []byte) (*InkdRegistryAccessManagedRequiredDelay, error) {
	out := new(InkdRegistryAccessManagedRequiredDelay)
	if err := inkdRegistry.abi.UnpackIntoInterface(out, "AccessManagedRequiredDelay", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdRegistryAccessManagedUnauthorized represents a AccessManagedUnauthorized error raised by the InkdRegistry contract.
type InkdRegistryAccessManagedUnauthorized struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AccessManagedUnauthorized(address caller)
func InkdRegistryAccessManagedUnauthorizedErrorID() common.Hash {
	return common.HexToHash("0x068ca9d827f779c08fd30d7fda45faef5f2a6b2e57f8b809b3c6bbed99f5fb1f")
}

// UnpackAccessManagedUnauthorizedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AccessManagedUnauthorized(address caller)
func (inkdRegistry *InkdRegistry) UnpackAccessManagedUnauthorizedError(raw []byte) (*InkdRegistryAccessManagedUnauthorized, error) {
	out := new(InkdRegistryAccessManagedUnauthorized)
	if err := inkdRegistry.abi.UnpackIntoInterface(out, "AccessManagedUnauthorized", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdRegistryAlreadyCollaborator represents a AlreadyCollaborator error raised by the InkdRegistry contract.
type InkdRegistryAlreadyCollaborator struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyCollaborator()
func InkdRegistryAlreadyCollaboratorErrorID() common.Hash {
	return common.HexToHash("0xdb510ad74976fdfb4c97136b1e2674ee4d6c7ff462deeff134311d84687788dc")
}

// UnpackAlreadyCollaboratorError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyCollaborator()
func (inkdRegistry *InkdRegistry) UnpackAlreadyCollaboratorError(raw []byte) (*InkdRegistryAlreadyCollaborator, error) {
	out := new(InkdRegistryAlreadyCollaborator)
	if err := inkdRegistry.abi.UnpackIntoInterface(out, "AlreadyCollaborator", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdRegistryCannotAddOwner represents a CannotAddOwner error raised by the InkdRegistry contract.
type InkdRegistryCannotAddOwner struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error CannotAddOwner()
func InkdRegistryCannotAddOwnerErrorID() common.Hash {
	return common.HexToHash("0x6c9d4db96a01b47e3afcbbd593e862a5f14e20ea037b1cfbbfcee144df5e92b4")
}

// UnpackCannotAddOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error CannotAddOwner()
func (inkdRegistry *InkdRegistry) UnpackCannotAddOwnerError(raw []byte) (*InkdRegistryCannotAddOwner, error) {
	out := new(InkdRegistryCannotAddOwner)
	if err := inkdRegistry.abi.UnpackIntoInterface(out, "CannotAddOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdRegistryDescriptionTooLong represents a DescriptionTooLong error raised by the InkdRegistry contract.
type InkdRegistryDescriptionTooLong struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DescriptionTooLong()
func InkdRegistryDescriptionTooLongErrorID() common.Hash {
	return common.HexToHash("0xd7cfc59037b04cffab8d8c92f530aff7911c7feaf3c31b3853955b2cfdcf5214")
}

// UnpackDescriptionTooLongError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DescriptionTooLong()
func (inkdRegistry *InkdRegistry) UnpackDescriptionTooLongError(raw []byte) (*InkdRegistryDescriptionTooLong, error) {
	out := new(InkdRegistryDescriptionTooLong)
	if err := inkdRegistry.abi.UnpackIntoInterface(out, "DescriptionTooLong", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdRegistryEmptyArweaveHash represents a EmptyArweaveHash error raised by the InkdRegistry contract.
type InkdRegistryEmptyArweaveHash struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EmptyArweaveHash()
func InkdRegistryEmptyArweaveHashErrorID() common.Hash {
	return common.HexToHash("0x297a5523a3169c5852fa03b626bc3fbd5d1c5df6b9ddc0eeccfc04c31540c87d")
}

// UnpackEmptyArweaveHashError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EmptyArweaveHash()
func (inkdRegistry *InkdRegistry) UnpackEmptyArweaveHashError(raw []byte) (*InkdRegistryEmptyArweaveHash, error) {
	out := new(InkdRegistryEmptyArweaveHash)
	if err := inkdRegistry.abi.UnpackIntoInterface(out, "EmptyArweaveHash", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdRegistryEmptyName represents a EmptyName error raised by the InkdRegistry contract.
type InkdRegistryEmptyName struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EmptyName()
func InkdRegistryEmptyNameErrorID() common.Hash {
	return common.HexToHash("0x2ef131051921ac1500c097e497a691f596827ccfeb2703bc406b6c5e1fd0bb26")
}

// UnpackEmptyNameError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EmptyName()
func (inkdRegistry *InkdRegistry) UnpackEmptyNameError(raw []byte) (*InkdRegistryEmptyName, error) {
	out := new(InkdRegistryEmptyName)
	if err := inkdRegistry.abi.UnpackIntoInterface(out, "EmptyName", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdRegistryEmptyVersionTag represents a EmptyVersionTag error raised by the InkdRegistry contract.
type InkdRegistryEmptyVersionTag struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EmptyVersionTag()
func InkdRegistryEmptyVersionTagErrorID() common.Hash {
	return common.HexToHash("0x009ad9d8bcefa19803c9c6834106c0b1f6842cba43bfecf5e360692532eda7f2")
}

// UnpackEmptyVersionTagError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EmptyVersionTag()
func (inkdRegistry *InkdRegistry) UnpackEmptyVersionTagError(raw []byte) (*InkdRegistryEmptyVersionTag, error) {
	out := new(InkdRegistryEmptyVersionTag)
	if err := inkdRegistry.abi.UnpackIntoInterface(out, "EmptyVersionTag", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdRegistryNameTaken represents a NameTaken error raised by the InkdRegistry contract.
type InkdRegistryNameTaken struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NameTaken()
func InkdRegistryNameTakenErrorID() common.Hash {
	return common.HexToHash("0x9e4b26855c3d41b5e7fef4c15025ca61c0ba07cb8c80d9a8ef747e4e7e3845a4")
}

// UnpackNameTakenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NameTaken()
func (inkdRegistry *InkdRegistry) UnpackNameTakenError(raw []byte) (*InkdRegistryNameTaken, error) {
	out := new(InkdRegistryNameTaken)
	if err := inkdRegistry.abi.UnpackIntoInterface(out, "NameTaken", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdRegistryNameTooLong represents a NameTooLong error raised by the InkdRegistry contract.
type InkdRegistryNameTooLong struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NameTooLong()
func InkdRegistryNameTooLongErrorID() common.Hash {
	return common.HexToHash("0x680b6caf59efc54970536250ddf4db45d6446c787d2c42fcdfd2704fd81a6ea0")
}

// UnpackNameTooLongError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NameTooLong()
func (inkdRegistry *InkdRegistry) UnpackNameTooLongError(raw []byte) (*InkdRegistryNameTooLong, error) {
	out := new(InkdRegistryNameTooLong)
	if err := inkdRegistry.abi.UnpackIntoInterface(out, "NameTooLong", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdRegistryNotCollaborator represents a NotCollaborator error raised by the InkdRegistry contract.
type InkdRegistryNotCollaborator struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotCollaborator()
func InkdRegistryNotCollaboratorErrorID() common.Hash {
	return common.HexToHash("0xcad3830c6cbb17621191d2ae73f21e051ff00cceae78e0517ca3176ac2ccf33d")
}

// UnpackNotCollaboratorError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotCollaborator()
func (inkdRegistry *InkdRegistry) UnpackNotCollaboratorError(raw []byte) (*InkdRegistryNotCollaborator, error) {
	out := new(InkdRegistryNotCollaborator)
	if err := inkdRegistry.abi.UnpackIntoInterface(out, "NotCollaborator", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdRegistryNotOwnerOrCollaborator represents a NotOwnerOrCollaborator error raised by the InkdRegistry contract.
type InkdRegistryNotOwnerOrCollaborator struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotOwnerOrCollaborator()
func InkdRegistryNotOwnerOrCollaboratorErrorID() common.Hash {
	return common.HexToHash("0x44b77ca0a55a7804a94dd942b614a349da1e865af3ec93adcca5cbef946f2ecc")
}

// UnpackNotOwnerOrCollaboratorError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotOwnerOrCollaborator()
func (inkdRegistry *InkdRegistry) UnpackNotOwnerOrCollaboratorError(raw []byte) (*InkdRegistryNotOwnerOrCollaborator, error) {
	out := new(InkdRegistryNotOwnerOrCollaborator)
	if err := inkdRegistry.abi.UnpackIntoInterface(out, "NotOwnerOrCollaborator", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdRegistryNotProjectOwner represents a NotProjectOwner error raised by the InkdRegistry contract.
type InkdRegistryNotProjectOwner struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotProjectOwner()
func InkdRegistryNotProjectOwnerErrorID() common.Hash {
	return common.HexToHash("0x7c2411e915111595f5c034b060711a24fcbf277b6eedfdce767dea5ec4130b26")
}

// UnpackNotProjectOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotProjectOwner()
func (inkdRegistry *InkdRegistry) UnpackNotProjectOwnerError(raw []byte) (*InkdRegistryNotProjectOwner, error) {
	out := new(InkdRegistryNotProjectOwner)
	if err := inkdRegistry.abi.UnpackIntoInterface(out, "NotProjectOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdRegistryProjectNotFound represents a ProjectNotFound error raised by the InkdRegistry contract.
type InkdRegistryProjectNotFound struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ProjectNotFound()
func InkdRegistryProjectNotFoundErrorID() common.Hash {
	return common.HexToHash("0x4c4f68ca87f6737d794fa102cfbece14f203b40cd5067f10bb1bd6d48370d6a3")
}

// UnpackProjectNotFoundError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ProjectNotFound()
func (inkdRegistry *InkdRegistry) UnpackProjectNotFoundError(raw []byte) (*InkdRegistryProjectNotFound, error) {
	out := new(InkdRegistryProjectNotFound)
	if err := inkdRegistry.abi.UnpackIntoInterface(out, "ProjectNotFound", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdRegistryTooManyCollaborators represents a TooManyCollaborators error raised by the InkdRegistry contract.
type InkdRegistryTooManyCollaborators struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TooManyCollaborators()
func InkdRegistryTooManyCollaboratorsErrorID() common.Hash {
	return common.HexToHash("0xf9232cc5ea55d0780bee92a13efb248c0cb51a6c1993a25e72871ce831cb74bd")
}

// UnpackTooManyCollaboratorsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TooManyCollaborators()
func (inkdRegistry *InkdRegistry) UnpackTooManyCollaboratorsError(raw []byte) (*InkdRegistryTooManyCollaborators, error) {
	out := new(InkdRegistryTooManyCollaborators)
	if err := inkdRegistry.abi.UnpackIntoInterface(out, "TooManyCollaborators", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdRegistryUnauthorized represents a Unauthorized error raised by the InkdRegistry contract.
type InkdRegistryUnauthorized struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Unauthorized()
func InkdRegistryUnauthorizedErrorID() common.Hash {
	return common.HexToHash("0x82b4290015f7ec7256ca2a6247d3c2a89c4865c0e791456df195f40ad0a81367")
}

// UnpackUnauthorizedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Unauthorized()
func (inkdRegistry *InkdRegistry) UnpackUnauthorizedError(raw []byte) (*InkdRegistryUnauthorized, error) {
	out := new(InkdRegistryUnauthorized)
	if err := inkdRegistry.abi.UnpackIntoInterface(out, "Unauthorized", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdRegistryVersionNotFound represents a VersionNotFound error raised by the InkdRegistry contract.
type InkdRegistryVersionNotFound struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error VersionNotFound()
func InkdRegistryVersionNotFoundErrorID() common.Hash {
	return common.HexToHash("0x392d16491eab823c54de0d0bd56b21efb2bd6e7602a2277de6dabdb59d30f4af")
}

// UnpackVersionNotFoundError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error VersionNotFound()
func (inkdRegistry *InkdRegistry) UnpackVersionNotFoundError(raw []byte) (*InkdRegistryVersionNotFound, error) {
	out := new(InkdRegistryVersionNotFound)
	if err := inkdRegistry.abi.UnpackIntoInterface(out, "VersionNotFound", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdRegistryZeroAddress represents a ZeroAddress error raised by the InkdRegistry contract.
type InkdRegistryZeroAddress struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAddress()
func InkdRegistryZeroAddressErrorID() common.Hash {
	return common.HexToHash("0xd92e233df2717d4a40030e20904abd27b68fcbeede117eaaccbbdac9618c8c73")
}

// UnpackZeroAddressError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAddress()
func (inkdRegistry *InkdRegistry) UnpackZeroAddressError(raw []byte) (*InkdRegistryZeroAddress, error) {
	out := new(InkdRegistryZeroAddress)
	if err := inkdRegistry.abi.UnpackIntoInterface(out, "ZeroAddress", raw); err != nil {
		return nil, err
	}
	return out, nil
}
