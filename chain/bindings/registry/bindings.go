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

// InkdRegistryProjectInput is an auto generated low-level Go binding around an user-defined struct.
type InkdRegistryProjectInput struct {
	Name          string
	Description   string
	License       string
	IsPublic      bool
	IsAgent       bool
	AgentEndpoint string
	ReadmeHash    string
}

// InkdRegistryVersionInput is an auto generated low-level Go binding around an user-defined struct.
type InkdRegistryVersionInput struct {
	ArweaveHash string
	VersionTag  string
	Changelog   string
	Sha256      [32]byte
	ContentSize uint64
	ContentType string
}

// InkdRegistryMetaData contains all meta data concerning the InkdRegistry contract.
var InkdRegistryMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"initialAuthority\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"authority\",\"type\":\"address\"}],\"name\":\"AccessManagedInvalidAuthority\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"delay\",\"type\":\"uint32\"}],\"name\":\"AccessManagedRequiredDelay\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"AccessManagedUnauthorized\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"AlreadyCollaborator\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"CannotAddOwner\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ContentTypeTooLong\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"DescriptionTooLong\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"EmptyArweaveHash\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"EmptyName\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"EmptyVersionTag\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NameTaken\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NameTooLong\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NoVersions\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotCollaborator\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotOwnerOrCollaborator\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotProjectOwner\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ProjectNotFound\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"TooManyCollaborators\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Unauthorized\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"authority\",\"type\":\"address\"}],\"name\":\"AuthorityUpdated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"collaborator\",\"type\":\"address\"}],\"name\":\"CollaboratorAdded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"collaborator\",\"type\":\"address\"}],\"name\":\"CollaboratorRemoved\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"license\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"isPublic\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"isAgent\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"agentEndpoint\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"readmeHash\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"createdAt\",\"type\":\"uint64\"}],\"name\":\"ProjectCreated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"versionIndex\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"pushedBy\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"arweaveHash\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"versionTag\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"changelog\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"pushedAt\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"sha256\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"contentSize\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"contentType\",\"type\":\"string\"}],\"name\":\"VersionPushed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"writer\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"WriterSet\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"MAX_COLLABORATORS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_CONTENT_TYPE_LENGTH\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_DESCRIPTION_LENGTH\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_NAME_LENGTH\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"address\",\"name\":\"collaborator\",\"type\":\"address\"}],\"name\":\"addCollaborator\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"writer\",\"type\":\"address\"}],\"name\":\"addWriter\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"authority\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nameHash\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"canPush\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"projectOwner\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"license\",\"type\":\"string\"},{\"internalType\":\"bool\",\"name\":\"isPublic\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"isAgent\",\"type\":\"bool\"},{\"internalType\":\"string\",\"name\":\"agentEndpoint\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"readmeHash\",\"type\":\"string\"}],\"internalType\":\"structInkdRegistry.ProjectInput\",\"name\":\"project\",\"type\":\"tuple\"}],\"name\":\"createProjectFor\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"}],\"name\":\"getCollaborators\",\"outputs\":[{\"internalType\":\"address[]\",\"name\":\"\",\"type\":\"address[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"isCollaborator\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"isConsumingScheduledOp\",\"outputs\":[{\"internalType\":\"bytes4\",\"name\":\"\",\"type\":\"bytes4\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"isWriter\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"}],\"name\":\"nameAvailable\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"}],\"name\":\"nameHashOf\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"}],\"name\":\"projectByName\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"projectOwner\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"projectCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"nameHash\",\"type\":\"bytes32\"}],\"name\":\"projectOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"projectOwner\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"pusher\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nameHash\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"string\",\"name\":\"arweaveHash\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"versionTag\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"changelog\",\"type\":\"string\"},{\"internalType\":\"bytes32\",\"name\":\"sha256\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"contentSize\",\"type\":\"uint64\"},{\"internalType\":\"string\",\"name\":\"contentType\",\"type\":\"string\"}],\"internalType\":\"structInkdRegistry.VersionInput\",\"name\":\"version\",\"type\":\"tuple\"}],\"name\":\"pushVersionFor\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"versionIndex\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"pusher\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nameHash\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"string\",\"name\":\"arweaveHash\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"versionTag\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"changelog\",\"type\":\"string\"},{\"internalType\":\"bytes32\",\"name\":\"sha256\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"contentSize\",\"type\":\"uint64\"},{\"internalType\":\"string\",\"name\":\"contentType\",\"type\":\"string\"}],\"internalType\":\"structInkdRegistry.VersionInput[]\",\"name\":\"versions\",\"type\":\"tuple[]\"}],\"name\":\"pushVersionsFor\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"firstIndex\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"address\",\"name\":\"collaborator\",\"type\":\"address\"}],\"name\":\"removeCollaborator\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"writer\",\"type\":\"address\"}],\"name\":\"removeWriter\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newAuthority\",\"type\":\"address\"}],\"name\":\"setAuthority\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"}],\"name\":\"versionsHead\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"count\",\"type\":\"uint256\"},{\"internalType\":\"bytes24\",\"name\":\"head\",\"type\":\"bytes24\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "InkdRegistry",
	Bin: "0x608060405234801561000f575f5ffd5b50604051611a91380380611a9183398101604081905261002e916100c1565b80806100398161006e565b506001600160a01b038116610067576040516361798f2f60e11b81525f600482015260240160405180910390fd5b50506100ee565b5f80546001600160a01b0319166001600160a01b0383169081179091556040519081527f2f658b440c35314f52658ea8a740e05b284cdc84dc9ae01e891f21b8933e7cad9060200160405180910390a150565b5f602082840312156100d1575f5ffd5b81516001600160a01b03811681146100e7575f5ffd5b9392505050565b611996806100fb5f395ff3fe608060405234801561000f575f5ffd5b5060043610610153575f3560e01c80638f81137c116100bf578063bf7e214f11610079578063bf7e214f14610327578063d96d6b3c14610341578063da2824a814610354578063de3b517c14610367578063e5c056031461037a578063eb892b10146103b1575f5ffd5b80638f81137c146102b15780638fb36037146102c45780639201ea0a146102e5578063ab9ebf11146102ee578063bd1f9a2914610301578063be00076714610314575f5ffd5b80635356dddc116101105780635356dddc1461021a5780635d7ecb321461022f5780637201ac1e146102705780637a9e5e4b1461028357806382bbdbec1461029657806386074985146102a9575f5ffd5b80631d285264146101575780632937c62d1461018e5780632b29ba23146101af5780632bd7ed5a146101ea57806336fbad261461020a5780634c9e7e5c14610212575b5f5ffd5b61016a61016536600461149e565b6103b9565b6040805192835267ffffffffffffffff199091166020830152015b60405180910390f35b6101a161019c3660046114d0565b610436565b604051908152602001610185565b6101da6101bd36600461155f565b6001600160a01b03165f9081526006602052604090205460ff1690565b6040519015158152602001610185565b6101fd6101f836600461149e565b610556565b6040516101859190611578565b6001546101a1565b6101a1607f81565b61022d61022836600461155f565b6105ed565b005b61025361023d36600461149e565b5f9081526002602052604090205460a081901c91565b604080519283526001600160a01b03909116602083015201610185565b61025361027e366004611600565b61064e565b61022d61029136600461155f565b610686565b6101da6102a4366004611600565b610703565b6101a1604081565b6101da6102bf36600461163e565b610751565b6102cc610794565b6040516001600160e01b03199091168152602001610185565b6101a161040081565b6101a16102fc366004611670565b6107b6565b6101a161030f3660046116c0565b610919565b61022d610322366004611720565b6109e1565b5f546040516001600160a01b039091168152602001610185565b61022d61034f366004611720565b610b62565b61022d61036236600461155f565b610cb2565b6101a1610375366004611600565b610d38565b6101da610388366004611766565b5f9182526005602090815260408084206001600160a01b03939093168452919052902054151590565b6101a1603281565b5f80828015806103ca575060015481115b156103e857604051632627b46560e11b815260040160405180910390fd5b5050505f908152600360209081526040918290208251808401845290546001600160401b0381168083526801000000000000000090910490931b67ffffffffffffffff191691018190529091565b335f9081526006602052604081205460ff16610464576040516282b42960e81b815260040160405180910390fd5b5f61046f8686610d52565b90505f83900361049257604051630e2e77eb60e11b815260040160405180910390fd5b61049d868289610d8f565b6104ba57604051630225bbe560e51b815260040160405180910390fd5b5f86815260036020526040812080546001600160401b03811694509091849167ffffffffffffffff19169086905b8181101561052c57610522838c838a018f8d8d8781811061050b5761050b611790565b905060200281019061051d91906117a4565b610dd8565b92506001016104e8565b5067ffffffffffffffff1982166001600160401b0387830116178455505050505095945050505050565b606081801580610567575060015481115b1561058557604051632627b46560e11b815260040160405180910390fd5b5f83815260046020908152604091829020805483518184028101840190945280845290918301828280156105e057602002820191905f5260205f20905b81546001600160a01b031681526001909101906020018083116105c2575b5050505050915050919050565b6105f9335b5f36610f74565b6001600160a01b0381165f818152600660209081526040808320805460ff19169055519182527f763ebfe7193aeb87a3385cd59dbefc21c3f875e4c49903a64fa661681b2feea091015b60405180910390a250565b5f5f61067a61065d858561106a565b805190602001205f9081526002602052604090205460a081901c91565b915091505b9250929050565b5f5433906001600160a01b031681146106c15760405162d1953b60e31b81526001600160a01b03821660048201526024015b60405180910390fd5b816001600160a01b03163b5f036106f6576040516361798f2f60e11b81526001600160a01b03831660048201526024016106b8565b6106ff82611149565b5050565b5f5f61070f848461106a565b80519091508015806107215750604081115b15610730575f9250505061074b565b5080516020918201205f908152600290915260409020541590505b92915050565b5f8281526002602052604081205480158061077057508460a082901c14155b1561077e575f91505061078d565b610789858285610d8f565b9150505b9392505050565b5f8054600160a01b900460ff166107aa57505f90565b50638fb3603760e01b90565b335f9081526006602052604081205460ff166107e4576040516282b42960e81b815260040160405180910390fd5b6001600160a01b03831661080b5760405163d92e233d60e01b815260040160405180910390fd5b5f61081e61081984806117c2565b61106a565b80519091505f81900361084457604051632ef1310560e01b815260040160405180910390fd5b60408111156108665760405163680b6caf60e01b815260040160405180910390fd5b365f61087560208701876117c2565b909250905061040081111561089d57604051630d7cfc5960e41b815260040160405180910390fd5b83516020808601919091205f8181526002909252604090912054156108d557604051639e4b268560e01b815260040160405180910390fd5b600180548101908190555f8281526002602052604090206001600160a01b038a1660a083901b179055955061090e86898786868c61119c565b505050505092915050565b335f9081526006602052604081205460ff16610947576040516282b42960e81b815260040160405180910390fd5b5f6109528585610d52565b905061095f858288610d8f565b61097c57604051630225bbe560e51b815260040160405180910390fd5b5f85815260036020526040902080546001600160401b0381169350839067ffffffffffffffff19166109d583600184016109b9848c878f8d610dd8565b67ffffffffffffffff19166001600160401b0391909116179055565b50505050949350505050565b5f6109ec84846112ca565b505f8181526005602090815260408083206001600160a01b0387168452909152812054919250819003610a32576040516332b4e0c360e21b815260040160405180910390fd5b5f8281526004602052604090208054828114610adb575f82610a55600184611818565b81548110610a6557610a65611790565b5f918252602090912001546001600160a01b031690508083610a88600187611818565b81548110610a9857610a98611790565b5f91825260208083209190910180546001600160a01b0319166001600160a01b039485161790558782526005815260408083209490931682529290925290208390555b81805480610aeb57610aeb61182b565b5f828152602080822083015f1990810180546001600160a01b03191690559092019092558582526005815260408083206001600160a01b038916808552925280832083905551909186917f213b7098f6bea4c344296a98893000df5975db0f186aa7c5b6997768669685549190a350505050505050565b5f5f610b6e85856112ca565b90925090506001600160a01b038316610b9a5760405163d92e233d60e01b815260040160405180910390fd5b806001600160a01b0316836001600160a01b031603610bcc57604051636c9d4db960e01b815260040160405180910390fd5b5f8281526005602090815260408083206001600160a01b038716845290915290205415610c0c5760405163db510ad760e01b815260040160405180910390fd5b5f8281526004602052604090208054603211610c3b5760405163f9232cc560e01b815260040160405180910390fd5b80546001810182555f828152602080822090920180546001600160a01b0319166001600160a01b038816908117909155835486835260058452604080842083855290945283832055915185917f4486767bf1b4c9809ec2021de5f1555d0a96d0cc9d7c3008bfafd13f3c69ca8c91a3505050505050565b610cbb336105f2565b6001600160a01b038116610ce25760405163d92e233d60e01b815260040160405180910390fd5b6001600160a01b0381165f81815260066020908152604091829020805460ff1916600190811790915591519182527f763ebfe7193aeb87a3385cd59dbefc21c3f875e4c49903a64fa661681b2feea09101610643565b5f610d43838361106a565b80519060200120905092915050565b5f81815260026020526040812054801580610d7157508360a082901c14155b1561078d57604051632627b46560e11b815260040160405180910390fd5b5f826001600160a01b0316826001600160a01b03161480610dd057505f8481526005602090815260408083206001600160a01b038616845290915290205415155b949350505050565b5f3681610de584806117c2565b9092509050365f610df960208701876117c2565b90925090505f839003610e1f5760405163297a552360e01b815260040160405180910390fd5b5f819003610e3f5760405162135b3b60e31b815260040160405180910390fd5b6040805167ffffffffffffffff198c168152602081018b90529081018990526001600160a01b03881660608201524260e082015260808701356001600160401b03811115610e8b575f5ffd5b60608801356101008301526101208201525f610ea882608061183f565b90505f610eb9825f60e08a8a611328565b9050610ec9826020838888611328565b9050610ee382604083610ede8d83018e6117c2565b611328565b9050610efc8282610ef760a08d018d6117c2565b61135c565b90507f32096d1c88e28293721d4f907d6119f97f449f98b822fb9f63e739a6a88acfb36001600160a01b038b168c8e838587a450815160809081018352602083018051820190526040830180518201905260c090920180518301905201902067ffffffffffffffff19169a9950505050505050505050565b5f5f610fa7610f8a5f546001600160a01b031690565b8630610f9960045f898b611852565b610fa291611879565b611396565b91509150816110635763ffffffff811615611040575f805460ff60a01b198116600160a01b17909155604051634a63ebf760e11b81526001600160a01b03909116906394c7d7ee90611001908890889088906004016118b1565b5f604051808303815f87803b158015611018575f5ffd5b505af115801561102a573d5f5f3e3d5ffd5b50505f805460ff60a01b19169055506110639050565b60405162d1953b60e31b81526001600160a01b03861660048201526024016106b8565b5050505050565b604051818152818360208301601f8301601f19167f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f80808080808080808080808080808080808080808080808080808080808080807f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f7f25252525252525252525252525252525252525252525252525252525252525255f5b8581101561113057878101358581168481019084011916811986161660021c1787820152602001611104565b50505f9685019690965250500160405250909392505050565b5f80546001600160a01b0319166001600160a01b0383169081179091556040519081527f2f658b440c35314f52658ea8a740e05b284cdc84dc9ae01e891f21b8933e7cad9060200160405180910390a150565b5f5f60608301356080840135600181831711156111b7575f5ffd5b604051935087516101008552806101008601528060208a0161012087015e5f8161012087010152601f19601f8201166101200193505081606085015280608085015250504260e083015261120f826020838888611328565b9050365f61122060408601866117c2565b90925090505f819003611252578260408501526003838501526213525560ea1b60208401850152604083019250611263565b611260846040858585611328565b92505b6112768460a085610ede8983018a6117c2565b925061128b8460c085610ede8983018a6117c2565b92507ffdffdc12e89f3168afabc7f571641137aae95001fbff36b996c9723b0fdba0c96001600160a01b038a168b828688a35050505050505050505050565b5f5f6112d961065d858561106a565b90925090505f8290036112ff57604051632627b46560e11b815260040160405180910390fd5b336001600160a01b0382161461067f57604051637c2411e960e01b815260040160405180910390fd5b5f8385870152838601828152828460208301375f8360208301015250601f19601f8301166020018401905095945050505050565b5f607f82111561137f57604051635c94339d60e11b815260040160405180910390fd5b61138d8560c0868686611328565b95945050505050565b6040516001600160a01b03848116602483015283811660448301526001600160e01b0319831660648301525f9182918291829189169060840160408051601f198184030181529181526020820180516001600160e01b031663b700961360e01b1790525161140491906118f0565b5f60405180830381855afa9150503d805f811461143c576040519150601f19603f3d011682016040523d82523d5f602084013e611441565b606091505b5091509150811561149357604081511061147357808060200190518101906114699190611915565b9094509250611493565b602081511061149357808060200190518101906114909190611947565b93505b505094509492505050565b5f602082840312156114ae575f5ffd5b5035919050565b80356001600160a01b03811681146114cb575f5ffd5b919050565b5f5f5f5f5f608086880312156114e4575f5ffd5b6114ed866114b5565b9450602086013593506040860135925060608601356001600160401b03811115611515575f5ffd5b8601601f81018813611525575f5ffd5b80356001600160401b0381111561153a575f5ffd5b8860208260051b840101111561154e575f5ffd5b959894975092955050506020019190565b5f6020828403121561156f575f5ffd5b61078d826114b5565b602080825282518282018190525f918401906040840190835b818110156115b85783516001600160a01b0316835260209384019390920191600101611591565b509095945050505050565b5f5f83601f8401126115d3575f5ffd5b5081356001600160401b038111156115e9575f5ffd5b60208301915083602082850101111561067f575f5ffd5b5f5f60208385031215611611575f5ffd5b82356001600160401b03811115611626575f5ffd5b611632858286016115c3565b90969095509350505050565b5f5f5f60608486031215611650575f5ffd5b8335925060208401359150611667604085016114b5565b90509250925092565b5f5f60408385031215611681575f5ffd5b61168a836114b5565b915060208301356001600160401b038111156116a4575f5ffd5b830160e081860312156116b5575f5ffd5b809150509250929050565b5f5f5f5f608085870312156116d3575f5ffd5b6116dc856114b5565b9350602085013592506040850135915060608501356001600160401b03811115611704575f5ffd5b850160c08188031215611715575f5ffd5b939692955090935050565b5f5f5f60408486031215611732575f5ffd5b83356001600160401b03811115611747575f5ffd5b611753868287016115c3565b90945092506116679050602085016114b5565b5f5f60408385031215611777575f5ffd5b82359150611787602084016114b5565b90509250929050565b634e487b7160e01b5f52603260045260245ffd5b5f823560be198336030181126117b8575f5ffd5b9190910192915050565b5f5f8335601e198436030181126117d7575f5ffd5b8301803591506001600160401b038211156117f0575f5ffd5b60200191503681900382131561067f575f5ffd5b634e487b7160e01b5f52601160045260245ffd5b8181038181111561074b5761074b611804565b634e487b7160e01b5f52603160045260245ffd5b8082018082111561074b5761074b611804565b5f5f85851115611860575f5ffd5b8386111561186c575f5ffd5b5050820193919092039150565b80356001600160e01b031981169060048410156118aa576001600160e01b0319600485900360031b81901b82161691505b5092915050565b6001600160a01b03841681526040602082018190528101829052818360608301375f818301606090810191909152601f909201601f1916010192915050565b5f82518060208501845e5f920191825250919050565b805180151581146114cb575f5ffd5b5f5f60408385031215611926575f5ffd5b61192f83611906565b9150602083015163ffffffff811681146116b5575f5ffd5b5f60208284031215611957575f5ffd5b61078d8261190656fea2646970667358221220038e9f9b5d881192915b1d8799872fd0827e6456afbb9ffd2561c245a11b8f7a64736f6c634300081c0033",
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

// PackMAXCONTENTTYPELENGTH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4c9e7e5c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_CONTENT_TYPE_LENGTH() view returns(uint256)
func (inkdRegistry *InkdRegistry) PackMAXCONTENTTYPELENGTH() []byte {
	enc, err := inkdRegistry.abi.Pack("MAX_CONTENT_TYPE_LENGTH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXCONTENTTYPELENGTH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4c9e7e5c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_CONTENT_TYPE_LENGTH() view returns(uint256)
func (inkdRegistry *InkdRegistry) TryPackMAXCONTENTTYPELENGTH() ([]byte, error) {
	return inkdRegistry.abi.Pack("MAX_CONTENT_TYPE_LENGTH")
}

// UnpackMAXCONTENTTYPELENGTH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4c9e7e5c.
//
// Solidity: function MAX_CONTENT_TYPE_LENGTH() view returns(uint256)
func (inkdRegistry *InkdRegistry) UnpackMAXCONTENTTYPELENGTH(data []byte) (*big.Int, error) {
	out, err := inkdRegistry.abi.Unpack("MAX_CONTENT_TYPE_LENGTH", data)
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
// the contract method with ID 0xd96d6b3c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function addCollaborator(string name, address collaborator) returns()
func (inkdRegistry *InkdRegistry) PackAddCollaborator(name string, collaborator common.Address) []byte {
	enc, err := inkdRegistry.abi.Pack("addCollaborator", name, collaborator)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAddCollaborator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd96d6b3c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function addCollaborator(string name, address collaborator) returns()
func (inkdRegistry *InkdRegistry) TryPackAddCollaborator(name string, collaborator common.Address) ([]byte, error) {
	return inkdRegistry.abi.Pack("addCollaborator", name, collaborator)
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
// the contract method with ID 0x8f81137c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function canPush(uint256 projectId, bytes32 nameHash, address account) view returns(bool)
func (inkdRegistry *InkdRegistry) PackCanPush(projectId *big.Int, nameHash [32]byte, account common.Address) []byte {
	enc, err := inkdRegistry.abi.Pack("canPush", projectId, nameHash, account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCanPush is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8f81137c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function canPush(uint256 projectId, bytes32 nameHash, address account) view returns(bool)
func (inkdRegistry *InkdRegistry) TryPackCanPush(projectId *big.Int, nameHash [32]byte, account common.Address) ([]byte, error) {
	return inkdRegistry.abi.Pack("canPush", projectId, nameHash, account)
}

// UnpackCanPush is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8f81137c.
//
// Solidity: function canPush(uint256 projectId, bytes32 nameHash, address account) view returns(bool)
func (inkdRegistry *InkdRegistry) UnpackCanPush(data []byte) (bool, error) {
	out, err := inkdRegistry.abi.Unpack("canPush", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackCreateProjectFor is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xab9ebf11.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function createProjectFor(address projectOwner, (string,string,string,bool,bool,string,string) project) returns(uint256 projectId)
func (inkdRegistry *InkdRegistry) PackCreateProjectFor(projectOwner common.Address, project InkdRegistryProjectInput) []byte {
	enc, err := inkdRegistry.abi.Pack("createProjectFor", projectOwner, project)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCreateProjectFor is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xab9ebf11.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function createProjectFor(address projectOwner, (string,string,string,bool,bool,string,string) project) returns(uint256 projectId)
func (inkdRegistry *InkdRegistry) TryPackCreateProjectFor(projectOwner common.Address, project InkdRegistryProjectInput) ([]byte, error) {
	return inkdRegistry.abi.Pack("createProjectFor", projectOwner, project)
}

// UnpackCreateProjectFor is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xab9ebf11.
//
// Solidity: function createProjectFor(address projectOwner, (string,string,string,bool,bool,string,string) project) returns(uint256 projectId)
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

// PackNameHashOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xde3b517c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function nameHashOf(string name) pure returns(bytes32)
func (inkdRegistry *InkdRegistry) PackNameHashOf(name string) []byte {
	enc, err := inkdRegistry.abi.Pack("nameHashOf", name)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNameHashOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xde3b517c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function nameHashOf(string name) pure returns(bytes32)
func (inkdRegistry *InkdRegistry) TryPackNameHashOf(name string) ([]byte, error) {
	return inkdRegistry.abi.Pack("nameHashOf", name)
}

// UnpackNameHashOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xde3b517c.
//
// Solidity: function nameHashOf(string name) pure returns(bytes32)
func (inkdRegistry *InkdRegistry) UnpackNameHashOf(data []byte) ([32]byte, error) {
	out, err := inkdRegistry.abi.Unpack("nameHashOf", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackProjectByName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7201ac1e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function projectByName(string name) view returns(uint256 projectId, address projectOwner)
func (inkdRegistry *InkdRegistry) PackProjectByName(name string) []byte {
	enc, err := inkdRegistry.abi.Pack("projectByName", name)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackProjectByName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7201ac1e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function projectByName(string name) view returns(uint256 projectId, address projectOwner)
func (inkdRegistry *InkdRegistry) TryPackProjectByName(name string) ([]byte, error) {
	return inkdRegistry.abi.Pack("projectByName", name)
}

// ProjectByNameOutput serves as a container for the return parameters of contract
// method ProjectByName.
type ProjectByNameOutput struct {
	ProjectId    *big.Int
	ProjectOwner common.Address
}

// UnpackProjectByName is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7201ac1e.
//
// Solidity: function projectByName(string name) view returns(uint256 projectId, address projectOwner)
func (inkdRegistry *InkdRegistry) UnpackProjectByName(data []byte) (ProjectByNameOutput, error) {
	out, err := inkdRegistry.abi.Unpack("projectByName", data)
	outstruct := new(ProjectByNameOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.ProjectId = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.ProjectOwner = *abi.ConvertType(out[1], new(common.Address)).(*common.Address)
	return *outstruct, nil
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

// PackProjectOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5d7ecb32.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function projectOf(bytes32 nameHash) view returns(uint256 projectId, address projectOwner)
func (inkdRegistry *InkdRegistry) PackProjectOf(nameHash [32]byte) []byte {
	enc, err := inkdRegistry.abi.Pack("projectOf", nameHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackProjectOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5d7ecb32.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function projectOf(bytes32 nameHash) view returns(uint256 projectId, address projectOwner)
func (inkdRegistry *InkdRegistry) TryPackProjectOf(nameHash [32]byte) ([]byte, error) {
	return inkdRegistry.abi.Pack("projectOf", nameHash)
}

// ProjectOfOutput serves as a container for the return parameters of contract
// method ProjectOf.
type ProjectOfOutput struct {
	ProjectId    *big.Int
	ProjectOwner common.Address
}

// UnpackProjectOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5d7ecb32.
//
// Solidity: function projectOf(bytes32 nameHash) view returns(uint256 projectId, address projectOwner)
func (inkdRegistry *InkdRegistry) UnpackProjectOf(data []byte) (ProjectOfOutput, error) {
	out, err := inkdRegistry.abi.Unpack("projectOf", data)
	outstruct := new(ProjectOfOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.ProjectId = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.ProjectOwner = *abi.ConvertType(out[1], new(common.Address)).(*common.Address)
	return *outstruct, nil
}

// PackPushVersionFor is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbd1f9a29.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function pushVersionFor(address pusher, uint256 projectId, bytes32 nameHash, (string,string,string,bytes32,uint64,string) version) returns(uint256 versionIndex)
func (inkdRegistry *InkdRegistry) PackPushVersionFor(pusher common.Address, projectId *big.Int, nameHash [32]byte, version InkdRegistryVersionInput) []byte {
	enc, err := inkdRegistry.abi.Pack("pushVersionFor", pusher, projectId, nameHash, version)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPushVersionFor is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbd1f9a29.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function pushVersionFor(address pusher, uint256 projectId, bytes32 nameHash, (string,string,string,bytes32,uint64,string) version) returns(uint256 versionIndex)
func (inkdRegistry *InkdRegistry) TryPackPushVersionFor(pusher common.Address, projectId *big.Int, nameHash [32]byte, version InkdRegistryVersionInput) ([]byte, error) {
	return inkdRegistry.abi.Pack("pushVersionFor", pusher, projectId, nameHash, version)
}

// UnpackPushVersionFor is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbd1f9a29.
//
// Solidity: function pushVersionFor(address pusher, uint256 projectId, bytes32 nameHash, (string,string,string,bytes32,uint64,string) version) returns(uint256 versionIndex)
func (inkdRegistry *InkdRegistry) UnpackPushVersionFor(data []byte) (*big.Int, error) {
	out, err := inkdRegistry.abi.Unpack("pushVersionFor", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackPushVersionsFor is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2937c62d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function pushVersionsFor(address pusher, uint256 projectId, bytes32 nameHash, (string,string,string,bytes32,uint64,string)[] versions) returns(uint256 firstIndex)
func (inkdRegistry *InkdRegistry) PackPushVersionsFor(pusher common.Address, projectId *big.Int, nameHash [32]byte, versions []InkdRegistryVersionInput) []byte {
	enc, err := inkdRegistry.abi.Pack("pushVersionsFor", pusher, projectId, nameHash, versions)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPushVersionsFor is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2937c62d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function pushVersionsFor(address pusher, uint256 projectId, bytes32 nameHash, (string,string,string,bytes32,uint64,string)[] versions) returns(uint256 firstIndex)
func (inkdRegistry *InkdRegistry) TryPackPushVersionsFor(pusher common.Address, projectId *big.Int, nameHash [32]byte, versions []InkdRegistryVersionInput) ([]byte, error) {
	return inkdRegistry.abi.Pack("pushVersionsFor", pusher, projectId, nameHash, versions)
}

// UnpackPushVersionsFor is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2937c62d.
//
// Solidity: function pushVersionsFor(address pusher, uint256 projectId, bytes32 nameHash, (string,string,string,bytes32,uint64,string)[] versions) returns(uint256 firstIndex)
func (inkdRegistry *InkdRegistry) UnpackPushVersionsFor(data []byte) (*big.Int, error) {
	out, err := inkdRegistry.abi.Unpack("pushVersionsFor", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackRemoveCollaborator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbe000767.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function removeCollaborator(string name, address collaborator) returns()
func (inkdRegistry *InkdRegistry) PackRemoveCollaborator(name string, collaborator common.Address) []byte {
	enc, err := inkdRegistry.abi.Pack("removeCollaborator", name, collaborator)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRemoveCollaborator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbe000767.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function removeCollaborator(string name, address collaborator) returns()
func (inkdRegistry *InkdRegistry) TryPackRemoveCollaborator(name string, collaborator common.Address) ([]byte, error) {
	return inkdRegistry.abi.Pack("removeCollaborator", name, collaborator)
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

// PackVersionsHead is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1d285264.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function versionsHead(uint256 projectId) view returns(uint256 count, bytes24 head)
func (inkdRegistry *InkdRegistry) PackVersionsHead(projectId *big.Int) []byte {
	enc, err := inkdRegistry.abi.Pack("versionsHead", projectId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVersionsHead is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1d285264.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function versionsHead(uint256 projectId) view returns(uint256 count, bytes24 head)
func (inkdRegistry *InkdRegistry) TryPackVersionsHead(projectId *big.Int) ([]byte, error) {
	return inkdRegistry.abi.Pack("versionsHead", projectId)
}

// VersionsHeadOutput serves as a container for the return parameters of contract
// method VersionsHead.
type VersionsHeadOutput struct {
	Count *big.Int
	Head  [24]byte
}

// UnpackVersionsHead is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1d285264.
//
// Solidity: function versionsHead(uint256 projectId) view returns(uint256 count, bytes24 head)
func (inkdRegistry *InkdRegistry) UnpackVersionsHead(data []byte) (VersionsHeadOutput, error) {
	out, err := inkdRegistry.abi.Unpack("versionsHead", data)
	outstruct := new(VersionsHeadOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Count = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.Head = *abi.ConvertType(out[1], new([24]byte)).(*[24]byte)
	return *outstruct, nil
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
	Sha256       [32]byte
	ContentSize  uint64
	ContentType  string
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
// Solidity: event VersionPushed(uint256 indexed projectId, uint256 indexed versionIndex, address indexed pushedBy, string arweaveHash, string versionTag, string changelog, uint64 pushedAt, bytes32 sha256, uint64 contentSize, string contentType)
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
	if bytes.Equal(raw[:4], inkdRegistry.abi.Errors["ContentTypeTooLong"].ID.Bytes()[:4]) {
		return inkdRegistry.UnpackContentTypeTooLongError(raw[4:])
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
	if bytes.Equal(raw[:4], inkdRegistry.abi.Errors["NoVersions"].ID.Bytes()[:4]) {
		return inkdRegistry.UnpackNoVersionsError(raw[4:])
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

// InkdRegistryContentTypeTooLong represents a ContentTypeTooLong error raised by the InkdRegistry contract.
type InkdRegistryContentTypeTooLong struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ContentTypeTooLong()
func InkdRegistryContentTypeTooLongErrorID() common.Hash {
	return common.HexToHash("0xb928673af60fed4e2b597d72b0218e73b2e042f293ba0c312507b38c4cad6b98")
}

// UnpackContentTypeTooLongError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ContentTypeTooLong()
func (inkdRegistry *InkdRegistry) UnpackContentTypeTooLongError(raw []byte) (*InkdRegistryContentTypeTooLong, error) {
	out := new(InkdRegistryContentTypeTooLong)
	if err := inkdRegistry.abi.UnpackIntoInterface(out, "ContentTypeTooLong", raw); err != nil {
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

// InkdRegistryNoVersions represents a NoVersions error raised by the InkdRegistry contract.
type InkdRegistryNoVersions struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoVersions()
func InkdRegistryNoVersionsErrorID() common.Hash {
	return common.HexToHash("0x1c5cefd679e3d5d61747b044f70d9430120192bef2f46a48b6fe92779603acd8")
}

// UnpackNoVersionsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoVersions()
func (inkdRegistry *InkdRegistry) UnpackNoVersionsError(raw []byte) (*InkdRegistryNoVersions, error) {
	out := new(InkdRegistryNoVersions)
	if err := inkdRegistry.abi.UnpackIntoInterface(out, "NoVersions", raw); err != nil {
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
