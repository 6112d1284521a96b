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
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"initialOwner\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"AlreadyCollaborator\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"CannotAddOwner\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"DescriptionTooLong\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"EmptyArweaveHash\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"EmptyName\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"EmptyVersionTag\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NameTaken\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NameTooLong\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotCollaborator\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotOwnerOrCollaborator\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotProjectOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ProjectNotFound\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"TooManyCollaborators\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Unauthorized\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"VersionNotFound\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"collaborator\",\"type\":\"address\"}],\"name\":\"CollaboratorAdded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"collaborator\",\"type\":\"address\"}],\"name\":\"CollaboratorRemoved\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"license\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"isPublic\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"isAgent\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"agentEndpoint\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"readmeHash\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"createdAt\",\"type\":\"uint64\"}],\"name\":\"ProjectCreated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"versionIndex\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"pushedBy\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"arweaveHash\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"versionTag\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"changelog\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"pushedAt\",\"type\":\"uint64\"}],\"name\":\"VersionPushed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"writer\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"WriterSet\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"MAX_COLLABORATORS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_DESCRIPTION_LENGTH\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_NAME_LENGTH\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"collaborator\",\"type\":\"address\"}],\"name\":\"addCollaborator\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"canPush\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"projectOwner\",\"type\":\"address\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"license\",\"type\":\"string\"},{\"internalType\":\"bool\",\"name\":\"isPublic\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"isAgent\",\"type\":\"bool\"},{\"internalType\":\"string\",\"name\":\"agentEndpoint\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"readmeHash\",\"type\":\"string\"}],\"name\":\"createProjectFor\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"}],\"name\":\"getCollaborators\",\"outputs\":[{\"internalType\":\"address[]\",\"name\":\"\",\"type\":\"address[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"}],\"name\":\"getProject\",\"outputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"license\",\"type\":\"string\"},{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"isPublic\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"isAgent\",\"type\":\"bool\"},{\"internalType\":\"string\",\"name\":\"agentEndpoint\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"readmeHash\",\"type\":\"string\"},{\"internalType\":\"uint64\",\"name\":\"createdAt\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"versionCount\",\"type\":\"uint256\"}],\"internalType\":\"structInkdRegistry.Project\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"}],\"name\":\"getVersion\",\"outputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"internalType\":\"string\",\"name\":\"arweaveHash\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"versionTag\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"changelog\",\"type\":\"string\"},{\"internalType\":\"address\",\"name\":\"pushedBy\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"pushedAt\",\"type\":\"uint64\"}],\"internalType\":\"structInkdRegistry.Version\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"isCollaborator\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"isWriter\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"}],\"name\":\"nameAvailable\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"projectCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"}],\"name\":\"projectIdByName\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"pusher\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"internalType\":\"string\",\"name\":\"arweaveHash\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"versionTag\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"changelog\",\"type\":\"string\"}],\"name\":\"pushVersionFor\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"versionIndex\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"collaborator\",\"type\":\"address\"}],\"name\":\"removeCollaborator\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"writer\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"setWriter\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "InkdRegistry",
	Bin: "0x6080604052348015600e575f5ffd5b50604051611e9c380380611e9c833981016040819052602b9160b4565b806001600160a01b038116605857604051631e4fbdf760e01b81525f600482015260240160405180910390fd5b605f816065565b505060df565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b5f6020828403121560c3575f5ffd5b81516001600160a01b038116811460d8575f5ffd5b9392505050565b611db0806100ec5f395ff3fe608060405234801561000f575f5ffd5b5060043610610127575f3560e01c806386074985116100a9578063e5c056031161006e578063e5c056031461027b578063eb892b10146102b2578063f0f3f2c8146102ba578063f2fde38b146102da578063f66a40fb146102ed575f5ffd5b8063860749851461022a5780638da5cb5b146102325780639201ea0a1461024c578063d4bd5a0d14610255578063d5f0765314610268575f5ffd5b8063434991cb116100ef578063434991cb146101c9578063601b349c146101dc5780636987b075146101ef578063715018a61461020f57806382bbdbec14610217575f5ffd5b80631f91b39f1461012b57806327addeec146101405780632b29ba23146101665780632bd7ed5a146101a157806336fbad26146101c1575b5f5ffd5b61013e61013936600461158b565b610300565b005b61015361014e366004611659565b61038d565b6040519081526020015b60405180910390f35b6101916101743660046116fe565b6001600160a01b03165f9081526007602052604090205460ff1690565b604051901515815260200161015d565b6101b46101af366004611717565b61054a565b60405161015d919061172e565b600154610153565b6101536101d7366004611779565b6105e2565b61013e6101ea3660046117b2565b61060b565b6102026101fd3660046117d3565b6107e3565b60405161015d9190611821565b61013e610aaf565b610191610225366004611779565b610ac2565b610153604081565b5f546040516001600160a01b03909116815260200161015d565b61015361040081565b61013e6102633660046117b2565b610b0b565b6101916102763660046117b2565b610cb0565b6101916102893660046117b2565b5f9182526006602090815260408084206001600160a01b03939093168452919052902054151590565b610153603281565b6102cd6102c8366004611717565b610cde565b60405161015d91906118c1565b61013e6102e83660046116fe565b6110cd565b6101536102fb3660046119cf565b61110f565b6103086113a5565b6001600160a01b03821661032f5760405163d92e233d60e01b815260040160405180910390fd5b6001600160a01b0382165f81815260076020908152604091829020805460ff191685151590811790915591519182527f763ebfe7193aeb87a3385cd59dbefc21c3f875e4c49903a64fa661681b2feea0910160405180910390a25050565b335f9081526007602052604081205460ff166103bb576040516282b42960e81b815260040160405180910390fd5b848015806103ca575060015481115b156103e857604051632627b46560e11b815260040160405180910390fd5b6103f286886113d1565b61040f57604051630225bbe560e51b815260040160405180910390fd5b84515f036104305760405163297a552360e01b815260040160405180910390fd5b83515f036104505760405162135b3b60e31b815260040160405180910390fd5b5f868152600260205260408120600881018054919261046e83611af2565b909155505f888152600360209081526040808320848452909152902088815560018101829055909350600281016104a58882611b88565b50600381016104b48782611b88565b50600481016104c38682611b88565b506005810180546001600160401b0342908116600160a01b026001600160e01b03199092166001600160a01b038d1690811792909217909255604051909186918b917f3347d79119d30473d3a198132a28cbf922bd7b7706779a6f586ce45402ef2b2e91610536918d918d918d91611c42565b60405180910390a450505095945050505050565b60608180158061055b575060015481115b1561057957604051632627b46560e11b815260040160405180910390fd5b5f83815260056020908152604091829020805483518184028101840190945280845290918301828280156105d457602002820191905f5260205f20905b81546001600160a01b031681526001909101906020018083116105b6575b505050505091505b50919050565b5f60045f6105ef84611420565b8051906020012081526020019081526020015f20549050919050565b8180158061061a575060015481115b1561063857604051632627b46560e11b815260040160405180910390fd5b5f838152600260205260409020600401546001600160a01b0316331461067157604051637c2411e960e01b815260040160405180910390fd5b5f8381526006602090815260408083206001600160a01b0386168452909152812054908190036106b4576040516332b4e0c360e21b815260040160405180910390fd5b5f848152600560205260409020805482811461075d575f826106d7600184611c95565b815481106106e7576106e7611ca8565b5f918252602090912001546001600160a01b03169050808361070a600187611c95565b8154811061071a5761071a611ca8565b5f91825260208083209190910180546001600160a01b0319166001600160a01b039485161790558982526006815260408083209490931682529290925290208390555b8180548061076d5761076d611cbc565b5f828152602080822083015f1990810180546001600160a01b03191690559092019092558782526006815260408083206001600160a01b038916808552925280832083905551909188917f213b7098f6bea4c344296a98893000df5975db0f186aa7c5b6997768669685549190a3505050505050565b6108316040518060e001604052805f81526020015f81526020016060815260200160608152602001606081526020015f6001600160a01b031681526020015f6001600160401b031681525090565b82801580610840575060015481115b1561085e57604051632627b46560e11b815260040160405180910390fd5b5f84815260026020526040902060080154831061088e5760405163392d164960e01b815260040160405180910390fd5b60035f8581526020019081526020015f205f8481526020019081526020015f206040518060e00160405290815f8201548152602001600182015481526020016002820180546108dc90611b0a565b80601f016020809104026020016040519081016040528092919081815260200182805461090890611b0a565b80156109535780601f1061092a57610100808354040283529160200191610953565b820191905f5260205f20905b81548152906001019060200180831161093657829003601f168201915b5050505050815260200160038201805461096c90611b0a565b80601f016020809104026020016040519081016040528092919081815260200182805461099890611b0a565b80156109e35780601f106109ba576101008083540402835291602001916109e3565b820191905f5260205f20905b8154815290600101906020018083116109c657829003601f168201915b505050505081526020016004820180546109fc90611b0a565b80601f0160208091040260200160405190810160405280929190818152602001828054610a2890611b0a565b8015610a735780601f10610a4a57610100808354040283529160200191610a73565b820191905f5260205f20905b815481529060010190602001808311610a5657829003601f168201915b5050509183525050600591909101546001600160a01b0381166020830152600160a01b90046001600160401b0316604090910152949350505050565b610ab76113a5565b610ac05f611512565b565b5f5f610acd83611420565b8051909150801580610adf5750604081115b15610aed57505f9392505050565b5080516020918201205f908152600490915260409020541592915050565b81801580610b1a575060015481115b15610b3857604051632627b46560e11b815260040160405180910390fd5b5f838152600260205260409020600401546001600160a01b0316338114610b7257604051637c2411e960e01b815260040160405180910390fd5b6001600160a01b038316610b995760405163d92e233d60e01b815260040160405180910390fd5b806001600160a01b0316836001600160a01b031603610bcb57604051636c9d4db960e01b815260040160405180910390fd5b5f8481526006602090815260408083206001600160a01b038716845290915290205415610c0b5760405163db510ad760e01b815260040160405180910390fd5b5f8481526005602052604090208054603211610c3a5760405163f9232cc560e01b815260040160405180910390fd5b80546001810182555f828152602080822090920180546001600160a01b0319166001600160a01b038816908117909155835488835260068452604080842083855290945283832055915187917f4486767bf1b4c9809ec2021de5f1555d0a96d0cc9d7c3008bfafd13f3c69ca8c91a35050505050565b5f821580610cbf575060015483115b15610ccb57505f610cd8565b610cd583836113d1565b90505b92915050565b610d4b6040518061016001604052805f81526020016060815260200160608152602001606081526020015f6001600160a01b031681526020015f151581526020015f1515815260200160608152602001606081526020015f6001600160401b031681526020015f81525090565b81801580610d5a575060015481115b15610d7857604051632627b46560e11b815260040160405180910390fd5b60025f8481526020019081526020015f20604051806101600160405290815f8201548152602001600182018054610dae90611b0a565b80601f0160208091040260200160405190810160405280929190818152602001828054610dda90611b0a565b8015610e255780601f10610dfc57610100808354040283529160200191610e25565b820191905f5260205f20905b815481529060010190602001808311610e0857829003601f168201915b50505050508152602001600282018054610e3e90611b0a565b80601f0160208091040260200160405190810160405280929190818152602001828054610e6a90611b0a565b8015610eb55780601f10610e8c57610100808354040283529160200191610eb5565b820191905f5260205f20905b815481529060010190602001808311610e9857829003601f168201915b50505050508152602001600382018054610ece90611b0a565b80601f0160208091040260200160405190810160405280929190818152602001828054610efa90611b0a565b8015610f455780601f10610f1c57610100808354040283529160200191610f45565b820191905f5260205f20905b815481529060010190602001808311610f2857829003601f168201915b505050918352505060048201546001600160a01b038116602083015260ff600160a01b8204811615156040840152600160a81b9091041615156060820152600582018054608090920191610f9890611b0a565b80601f0160208091040260200160405190810160405280929190818152602001828054610fc490611b0a565b801561100f5780601f10610fe65761010080835404028352916020019161100f565b820191905f5260205f20905b815481529060010190602001808311610ff257829003601f168201915b5050505050815260200160068201805461102890611b0a565b80601f016020809104026020016040519081016040528092919081815260200182805461105490611b0a565b801561109f5780601f106110765761010080835404028352916020019161109f565b820191905f5260205f20905b81548152906001019060200180831161108257829003601f168201915b505050918352505060078201546001600160401b031660208201526008909101546040909101529392505050565b6110d56113a5565b6001600160a01b03811661110357604051631e4fbdf760e01b81525f60048201526024015b60405180910390fd5b61110c81611512565b50565b335f9081526007602052604081205460ff1661113d576040516282b42960e81b815260040160405180910390fd5b6001600160a01b0389166111645760405163d92e233d60e01b815260040160405180910390fd5b5f61116e89611420565b80519091505f81900361119457604051632ef1310560e01b815260040160405180910390fd5b60408111156111b65760405163680b6caf60e01b815260040160405180910390fd5b610400895111156111da57604051630d7cfc5960e41b815260040160405180910390fd5b81516020808401919091205f81815260049092526040909120541561121257604051639e4b268560e01b815260040160405180910390fd5b88515f03611239576040518060400160405280600381526020016213525560ea1b81525098505b60015f815461124790611af2565b91829055505f828152600460209081526040808320849055838352600290915290208181559094506001810161127d8582611b88565b506002810161128c8c82611b88565b506003810161129b8b82611b88565b508c816004015f6101000a8154816001600160a01b0302191690836001600160a01b03160217905550888160040160146101000a81548160ff021916908315150217905550878160040160156101000a81548160ff0219169083151502179055508681600501908161130d9190611b88565b506006810161131c8782611b88565b5042816007015f6101000a8154816001600160401b0302191690836001600160401b031602179055508c6001600160a01b0316857ffdffdc12e89f3168afabc7f571641137aae95001fbff36b996c9723b0fdba0c9868e8e8e8e8e8e4260405161138d989796959493929190611cd0565b60405180910390a35050505098975050505050505050565b5f546001600160a01b03163314610ac05760405163118cdaa760e01b81523360048201526024016110fa565b5f828152600260205260408120600401546001600160a01b0383811691161480610cd55750505f9182526006602090815260408084206001600160a01b03939093168452919052902054151590565b60605f8290505f81516001600160401b03811115611440576114406115bc565b6040519080825280601f01601f19166020018201604052801561146a576020820181803683370190505b5090505f5b825181101561150a575f83828151811061148b5761148b611ca8565b01602001516001600160f81b0319169050604160f81b81108015906114be5750602d60f91b6001600160f81b0319821611155b156114d8576114d260f882901c6020611d61565b60f81b90505b808383815181106114eb576114eb611ca8565b60200101906001600160f81b03191690815f1a9053505060010161146f565b509392505050565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b80356001600160a01b0381168114611577575f5ffd5b919050565b80358015158114611577575f5ffd5b5f5f6040838503121561159c575f5ffd5b6115a583611561565b91506115b36020840161157c565b90509250929050565b634e487b7160e01b5f52604160045260245ffd5b5f82601f8301126115df575f5ffd5b81356001600160401b038111156115f8576115f86115bc565b604051601f8201601f19908116603f011681016001600160401b0381118282101715611626576116266115bc565b60405281815283820160200185101561163d575f5ffd5b816020850160208301375f918101602001919091529392505050565b5f5f5f5f5f60a0868803121561166d575f5ffd5b61167686611561565b94506020860135935060408601356001600160401b03811115611697575f5ffd5b6116a3888289016115d0565b93505060608601356001600160401b038111156116be575f5ffd5b6116ca888289016115d0565b92505060808601356001600160401b038111156116e5575f5ffd5b6116f1888289016115d0565b9150509295509295909350565b5f6020828403121561170e575f5ffd5b610cd582611561565b5f60208284031215611727575f5ffd5b5035919050565b602080825282518282018190525f918401906040840190835b8181101561176e5783516001600160a01b0316835260209384019390920191600101611747565b509095945050505050565b5f60208284031215611789575f5ffd5b81356001600160401b0381111561179e575f5ffd5b6117aa848285016115d0565b949350505050565b5f5f604083850312156117c3575f5ffd5b823591506115b360208401611561565b5f5f604083850312156117e4575f5ffd5b50508035926020909101359150565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b6020815281516020820152602082015160408201525f604083015160e060608401526118516101008401826117f3565b90506060840151601f1984830301608085015261186e82826117f3565b9150506080840151601f198483030160a085015261188c82826117f3565b60a08601516001600160a01b031660c086810191909152909501516001600160401b031660e090940193909352509192915050565b60208152815160208201525f602083015161016060408401526118e86101808401826117f3565b90506040840151601f1984830301606085015261190582826117f3565b9150506060840151601f1984830301608085015261192382826117f3565b915050608084015161194060a08501826001600160a01b03169052565b5060a084015180151560c08501525060c084015180151560e08501525060e0840151838203601f190161010085015261197982826117f3565b915050610100840151601f198483030161012085015261199982826117f3565b9150506101208401516119b86101408501826001600160401b03169052565b506101408401516101608401528091505092915050565b5f5f5f5f5f5f5f5f610100898b0312156119e7575f5ffd5b6119f089611561565b975060208901356001600160401b03811115611a0a575f5ffd5b611a168b828c016115d0565b97505060408901356001600160401b03811115611a31575f5ffd5b611a3d8b828c016115d0565b96505060608901356001600160401b03811115611a58575f5ffd5b611a648b828c016115d0565b955050611a7360808a0161157c565b9350611a8160a08a0161157c565b925060c08901356001600160401b03811115611a9b575f5ffd5b611aa78b828c016115d0565b92505060e08901356001600160401b03811115611ac2575f5ffd5b611ace8b828c016115d0565b9150509295985092959890939650565b634e487b7160e01b5f52601160045260245ffd5b5f60018201611b0357611b03611ade565b5060010190565b600181811c90821680611b1e57607f821691505b6020821081036105dc57634e487b7160e01b5f52602260045260245ffd5b601f821115611b8357805f5260205f20601f840160051c81016020851015611b615750805b601f840160051c820191505b81811015611b80575f8155600101611b6d565b50505b505050565b81516001600160401b03811115611ba157611ba16115bc565b611bb581611baf8454611b0a565b84611b3c565b6020601f821160018114611be7575f8315611bd05750848201515b5f19600385901b1c1916600184901b178455611b80565b5f84815260208120601f198516915b82811015611c165787850151825560209485019460019092019101611bf6565b5084821015611c3357868401515f19600387901b60f8161c191681555b50505050600190811b01905550565b608081525f611c5460808301876117f3565b8281036020840152611c6681876117f3565b90508281036040840152611c7a81866117f3565b9150506001600160401b038316606083015295945050505050565b81810381811115610cd857610cd8611ade565b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52603160045260245ffd5b61010081525f611ce461010083018b6117f3565b8281036020840152611cf6818b6117f3565b90508281036040840152611d0a818a6117f3565b90508715156060840152861515608084015282810360a0840152611d2e81876117f3565b905082810360c0840152611d4281866117f3565b9150506001600160401b03831660e08301529998505050505050505050565b60ff8181168382160190811115610cd857610cd8611ade56fea2646970667358221220e55109c4582bd732aff7edbc6e9ee30d77e6952022c77ff482c6cff8a43fd27564736f6c634300081c0033",
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
// Solidity: constructor(address initialOwner) returns()
func (inkdRegistry *InkdRegistry) PackConstructor(initialOwner common.Address) []byte {
	enc, err := inkdRegistry.abi.Pack("", initialOwner)
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

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (inkdRegistry *InkdRegistry) PackOwner() []byte {
	enc, err := inkdRegistry.abi.Pack("owner")
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
func (inkdRegistry *InkdRegistry) TryPackOwner() ([]byte, error) {
	return inkdRegistry.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (inkdRegistry *InkdRegistry) UnpackOwner(data []byte) (common.Address, error) {
	out, err := inkdRegistry.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
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

// PackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function renounceOwnership() returns()
func (inkdRegistry *InkdRegistry) PackRenounceOwnership() []byte {
	enc, err := inkdRegistry.abi.Pack("renounceOwnership")
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
func (inkdRegistry *InkdRegistry) TryPackRenounceOwnership() ([]byte, error) {
	return inkdRegistry.abi.Pack("renounceOwnership")
}

// PackSetWriter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1f91b39f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setWriter(address writer, bool allowed) returns()
func (inkdRegistry *InkdRegistry) PackSetWriter(writer common.Address, allowed bool) []byte {
	enc, err := inkdRegistry.abi.Pack("setWriter", writer, allowed)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetWriter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1f91b39f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setWriter(address writer, bool allowed) returns()
func (inkdRegistry *InkdRegistry) TryPackSetWriter(writer common.Address, allowed bool) ([]byte, error) {
	return inkdRegistry.abi.Pack("setWriter", writer, allowed)
}

// PackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (inkdRegistry *InkdRegistry) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := inkdRegistry.abi.Pack("transferOwnership", newOwner)
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
func (inkdRegistry *InkdRegistry) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return inkdRegistry.abi.Pack("transferOwnership", newOwner)
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

// InkdRegistryOwnershipTransferred represents a OwnershipTransferred event raised by the InkdRegistry contract.
type InkdRegistryOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const InkdRegistryOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (InkdRegistryOwnershipTransferred) ContractEventName() string {
	return InkdRegistryOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (inkdRegistry *InkdRegistry) UnpackOwnershipTransferredEvent(log *types.Log) (*InkdRegistryOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != inkdRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(InkdRegistryOwnershipTransferred)
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
	if bytes.Equal(raw[:4], inkdRegistry.abi.Errors["OwnableInvalidOwner"].ID.Bytes()[:4]) {
		return inkdRegistry.UnpackOwnableInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdRegistry.abi.Errors["OwnableUnauthorizedAccount"].ID.Bytes()[:4]) {
		return inkdRegistry.UnpackOwnableUnauthorizedAccountError(raw[4:])
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

// InkdRegistryOwnableInvalidOwner represents a OwnableInvalidOwner error raised by the InkdRegistry contract.
type InkdRegistryOwnableInvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableInvalidOwner(address owner)
func InkdRegistryOwnableInvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x1e4fbdf7f3ef8bcaa855599e3abf48b232380f183f08f6f813d9ffa5bd585188")
}

// UnpackOwnableInvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableInvalidOwner(address owner)
func (inkdRegistry *InkdRegistry) UnpackOwnableInvalidOwnerError(raw []byte) (*InkdRegistryOwnableInvalidOwner, error) {
	out := new(InkdRegistryOwnableInvalidOwner)
	if err := inkdRegistry.abi.UnpackIntoInterface(out, "OwnableInvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdRegistryOwnableUnauthorizedAccount represents a OwnableUnauthorizedAccount error raised by the InkdRegistry contract.
type InkdRegistryOwnableUnauthorizedAccount struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func InkdRegistryOwnableUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0x118cdaa7a341953d1887a2245fd6665d741c67c8c50581daa59e1d03373fa188")
}

// UnpackOwnableUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func (inkdRegistry *InkdRegistry) UnpackOwnableUnauthorizedAccountError(raw []byte) (*InkdRegistryOwnableUnauthorizedAccount, error) {
	out := new(InkdRegistryOwnableUnauthorizedAccount)
	if err := inkdRegistry.abi.UnpackIntoInterface(out, "OwnableUnauthorizedAccount", raw); err != nil {
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
