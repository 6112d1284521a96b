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
}

// InkdRegistryMetaData contains all meta data concerning the InkdRegistry contract.
var InkdRegistryMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"initialAuthority\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"authority\",\"type\":\"address\"}],\"name\":\"AccessManagedInvalidAuthority\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"delay\",\"type\":\"uint32\"}],\"name\":\"AccessManagedRequiredDelay\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"AccessManagedUnauthorized\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"AlreadyCollaborator\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"CannotAddOwner\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"DescriptionTooLong\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"EmptyArweaveHash\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"EmptyName\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"EmptyVersionTag\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NameTaken\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NameTooLong\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NoVersions\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotCollaborator\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotOwnerOrCollaborator\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotProjectOwner\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ProjectNotFound\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"TooManyCollaborators\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Unauthorized\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"authority\",\"type\":\"address\"}],\"name\":\"AuthorityUpdated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"collaborator\",\"type\":\"address\"}],\"name\":\"CollaboratorAdded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"collaborator\",\"type\":\"address\"}],\"name\":\"CollaboratorRemoved\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"license\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"isPublic\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"isAgent\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"agentEndpoint\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"readmeHash\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"createdAt\",\"type\":\"uint64\"}],\"name\":\"ProjectCreated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"versionIndex\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"pushedBy\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"arweaveHash\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"versionTag\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"changelog\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"pushedAt\",\"type\":\"uint64\"}],\"name\":\"VersionPushed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"writer\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"WriterSet\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"MAX_COLLABORATORS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_DESCRIPTION_LENGTH\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_NAME_LENGTH\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"address\",\"name\":\"collaborator\",\"type\":\"address\"}],\"name\":\"addCollaborator\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"writer\",\"type\":\"address\"}],\"name\":\"addWriter\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"authority\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nameHash\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"canPush\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"projectOwner\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"license\",\"type\":\"string\"},{\"internalType\":\"bool\",\"name\":\"isPublic\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"isAgent\",\"type\":\"bool\"},{\"internalType\":\"string\",\"name\":\"agentEndpoint\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"readmeHash\",\"type\":\"string\"}],\"internalType\":\"structInkdRegistry.ProjectInput\",\"name\":\"project\",\"type\":\"tuple\"}],\"name\":\"createProjectFor\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"}],\"name\":\"getCollaborators\",\"outputs\":[{\"internalType\":\"address[]\",\"name\":\"\",\"type\":\"address[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"isCollaborator\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"isConsumingScheduledOp\",\"outputs\":[{\"internalType\":\"bytes4\",\"name\":\"\",\"type\":\"bytes4\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"isWriter\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"}],\"name\":\"nameAvailable\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"}],\"name\":\"nameHashOf\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"}],\"name\":\"projectByName\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"projectOwner\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"projectCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"nameHash\",\"type\":\"bytes32\"}],\"name\":\"projectOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"projectOwner\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"pusher\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nameHash\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"string\",\"name\":\"arweaveHash\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"versionTag\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"changelog\",\"type\":\"string\"}],\"internalType\":\"structInkdRegistry.VersionInput\",\"name\":\"version\",\"type\":\"tuple\"}],\"name\":\"pushVersionFor\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"versionIndex\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"pusher\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nameHash\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"string\",\"name\":\"arweaveHash\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"versionTag\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"changelog\",\"type\":\"string\"}],\"internalType\":\"structInkdRegistry.VersionInput[]\",\"name\":\"versions\",\"type\":\"tuple[]\"}],\"name\":\"pushVersionsFor\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"firstIndex\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"address\",\"name\":\"collaborator\",\"type\":\"address\"}],\"name\":\"removeCollaborator\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"writer\",\"type\":\"address\"}],\"name\":\"removeWriter\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newAuthority\",\"type\":\"address\"}],\"name\":\"setAuthority\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"}],\"name\":\"versionsHead\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"count\",\"type\":\"uint256\"},{\"internalType\":\"bytes24\",\"name\":\"head\",\"type\":\"bytes24\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "InkdRegistry",
	Bin: "0x608060405234801561000f575f5ffd5b506040516119f83803806119f883398101604081905261002e916100c1565b80806100398161006e565b506001600160a01b038116610067576040516361798f2f60e11b81525f600482015260240160405180910390fd5b50506100ee565b5f80546001600160a01b0319166001600160a01b0383169081179091556040519081527f2f658b440c35314f52658ea8a740e05b284cdc84dc9ae01e891f21b8933e7cad9060200160405180910390a150565b5f602082840312156100d1575f5ffd5b81516001600160a01b03811681146100e7575f5ffd5b9392505050565b6118fd806100fb5f395ff3fe608060405234801561000f575f5ffd5b5060043610610148575f3560e01c806386074985116100bf578063bf7e214f11610079578063bf7e214f14610314578063d96d6b3c1461032e578063da2824a814610341578063de3b517c14610354578063e5c0560314610367578063eb892b101461039e575f5ffd5b806386074985146102a95780638f81137c146102b15780638fb36037146102c45780639201ea0a146102e5578063ab9ebf11146102ee578063be00076714610301575f5ffd5b80635356dddc116101105780635356dddc146102075780635d7ecb321461021c5780637201ac1e1461025d57806375a56c50146102705780637a9e5e4b1461028357806382bbdbec14610296575f5ffd5b80631d2852641461014c578063248b197c146101835780632b29ba23146101a45780632bd7ed5a146101df57806336fbad26146101ff575b5f5ffd5b61015f61015a366004611405565b6103a6565b6040805192835267ffffffffffffffff199091166020830152015b60405180910390f35b610196610191366004611437565b610423565b60405190815260200161017a565b6101cf6101b23660046114c6565b6001600160a01b03165f9081526006602052604090205460ff1690565b604051901515815260200161017a565b6101f26101ed366004611405565b610543565b60405161017a91906114df565b600154610196565b61021a6102153660046114c6565b6105da565b005b61024061022a366004611405565b5f9081526002602052604090205460a081901c91565b604080519283526001600160a01b0390911660208301520161017a565b61024061026b366004611567565b61063b565b61019661027e3660046115a5565b610673565b61021a6102913660046114c6565b61073b565b6101cf6102a4366004611567565b6107b8565b610196604081565b6101cf6102bf366004611605565b610806565b6102cc610849565b6040516001600160e01b0319909116815260200161017a565b61019661040081565b6101966102fc366004611637565b61086b565b61021a61030f366004611687565b6109ce565b5f546040516001600160a01b03909116815260200161017a565b61021a61033c366004611687565b610b4f565b61021a61034f3660046114c6565b610c9f565b610196610362366004611567565b610d25565b6101cf6103753660046116cd565b5f9182526005602090815260408084206001600160a01b03939093168452919052902054151590565b610196603281565b5f80828015806103b7575060015481115b156103d557604051632627b46560e11b815260040160405180910390fd5b5050505f908152600360209081526040918290208251808401845290546001600160401b0381168083526801000000000000000090910490931b67ffffffffffffffff191691018190529091565b335f9081526006602052604081205460ff16610451576040516282b42960e81b815260040160405180910390fd5b5f61045c8686610d3f565b90505f83900361047f57604051630e2e77eb60e11b815260040160405180910390fd5b61048a868289610d7c565b6104a757604051630225bbe560e51b815260040160405180910390fd5b5f86815260036020526040812080546001600160401b03811694509091849167ffffffffffffffff19169086905b818110156105195761050f838c838a018f8d8d878181106104f8576104f86116f7565b905060200281019061050a919061170b565b610dc5565b92506001016104d5565b5067ffffffffffffffff1982166001600160401b0387830116178455505050505095945050505050565b606081801580610554575060015481115b1561057257604051632627b46560e11b815260040160405180910390fd5b5f83815260046020908152604091829020805483518184028101840190945280845290918301828280156105cd57602002820191905f5260205f20905b81546001600160a01b031681526001909101906020018083116105af575b5050505050915050919050565b6105e6335b5f36610f15565b6001600160a01b0381165f818152600660209081526040808320805460ff19169055519182527f763ebfe7193aeb87a3385cd59dbefc21c3f875e4c49903a64fa661681b2feea091015b60405180910390a250565b5f5f61066761064a858561100b565b805190602001205f9081526002602052604090205460a081901c91565b915091505b9250929050565b335f9081526006602052604081205460ff166106a1576040516282b42960e81b815260040160405180910390fd5b5f6106ac8585610d3f565b90506106b9858288610d7c565b6106d657604051630225bbe560e51b815260040160405180910390fd5b5f85815260036020526040902080546001600160401b0381169350839067ffffffffffffffff191661072f8360018401610713848c878f8d610dc5565b67ffffffffffffffff19166001600160401b0391909116179055565b50505050949350505050565b5f5433906001600160a01b031681146107765760405162d1953b60e31b81526001600160a01b03821660048201526024015b60405180910390fd5b816001600160a01b03163b5f036107ab576040516361798f2f60e11b81526001600160a01b038316600482015260240161076d565b6107b4826110ea565b5050565b5f5f6107c4848461100b565b80519091508015806107d65750604081115b156107e5575f92505050610800565b5080516020918201205f908152600290915260409020541590505b92915050565b5f8281526002602052604081205480158061082557508460a082901c14155b15610833575f915050610842565b61083e858285610d7c565b9150505b9392505050565b5f8054600160a01b900460ff1661085f57505f90565b50638fb3603760e01b90565b335f9081526006602052604081205460ff16610899576040516282b42960e81b815260040160405180910390fd5b6001600160a01b0383166108c05760405163d92e233d60e01b815260040160405180910390fd5b5f6108d36108ce8480611729565b61100b565b80519091505f8190036108f957604051632ef1310560e01b815260040160405180910390fd5b604081111561091b5760405163680b6caf60e01b815260040160405180910390fd5b365f61092a6020870187611729565b909250905061040081111561095257604051630d7cfc5960e41b815260040160405180910390fd5b83516020808601919091205f81815260029092526040909120541561098a57604051639e4b268560e01b815260040160405180910390fd5b600180548101908190555f8281526002602052604090206001600160a01b038a1660a083901b17905595506109c386898786868c61113d565b505050505092915050565b5f6109d9848461126b565b505f8181526005602090815260408083206001600160a01b0387168452909152812054919250819003610a1f576040516332b4e0c360e21b815260040160405180910390fd5b5f8281526004602052604090208054828114610ac8575f82610a4260018461177f565b81548110610a5257610a526116f7565b5f918252602090912001546001600160a01b031690508083610a7560018761177f565b81548110610a8557610a856116f7565b5f91825260208083209190910180546001600160a01b0319166001600160a01b039485161790558782526005815260408083209490931682529290925290208390555b81805480610ad857610ad8611792565b5f828152602080822083015f1990810180546001600160a01b03191690559092019092558582526005815260408083206001600160a01b038916808552925280832083905551909186917f213b7098f6bea4c344296a98893000df5975db0f186aa7c5b6997768669685549190a350505050505050565b5f5f610b5b858561126b565b90925090506001600160a01b038316610b875760405163d92e233d60e01b815260040160405180910390fd5b806001600160a01b0316836001600160a01b031603610bb957604051636c9d4db960e01b815260040160405180910390fd5b5f8281526005602090815260408083206001600160a01b038716845290915290205415610bf95760405163db510ad760e01b815260040160405180910390fd5b5f8281526004602052604090208054603211610c285760405163f9232cc560e01b815260040160405180910390fd5b80546001810182555f828152602080822090920180546001600160a01b0319166001600160a01b038816908117909155835486835260058452604080842083855290945283832055915185917f4486767bf1b4c9809ec2021de5f1555d0a96d0cc9d7c3008bfafd13f3c69ca8c91a3505050505050565b610ca8336105df565b6001600160a01b038116610ccf5760405163d92e233d60e01b815260040160405180910390fd5b6001600160a01b0381165f81815260066020908152604091829020805460ff1916600190811790915591519182527f763ebfe7193aeb87a3385cd59dbefc21c3f875e4c49903a64fa661681b2feea09101610630565b5f610d30838361100b565b80519060200120905092915050565b5f81815260026020526040812054801580610d5e57508360a082901c14155b1561084257604051632627b46560e11b815260040160405180910390fd5b5f826001600160a01b0316826001600160a01b03161480610dbd57505f8481526005602090815260408083206001600160a01b038616845290915290205415155b949350505050565b5f3681610dd28480611729565b9092509050365f610de66020870187611729565b90925090505f839003610e0c5760405163297a552360e01b815260040160405180910390fd5b5f819003610e2c5760405162135b3b60e31b815260040160405180910390fd5b6040805167ffffffffffffffff198c168152602081018b90529081018990526001600160a01b03881660608201524260e08201525f610e6c8260806117a6565b90505f610e7d825f60808a8a6112c9565b9050610e8d8260208388886112c9565b9050610ea782604083610ea28d83018e611729565b6112c9565b90507f3347d79119d30473d3a198132a28cbf922bd7b7706779a6f586ce45402ef2b2e6001600160a01b038b168c8e838587a45081516080908101835260208301805182019052604090920180518301905201902067ffffffffffffffff19169a9950505050505050505050565b5f5f610f48610f2b5f546001600160a01b031690565b8630610f3a60045f898b6117b9565b610f43916117e0565b6112fd565b91509150816110045763ffffffff811615610fe1575f805460ff60a01b198116600160a01b17909155604051634a63ebf760e11b81526001600160a01b03909116906394c7d7ee90610fa290889088908890600401611818565b5f604051808303815f87803b158015610fb9575f5ffd5b505af1158015610fcb573d5f5f3e3d5ffd5b50505f805460ff60a01b19169055506110049050565b60405162d1953b60e31b81526001600160a01b038616600482015260240161076d565b5050505050565b604051818152818360208301601f8301601f19167f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f80808080808080808080808080808080808080808080808080808080808080807f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f3f7f25252525252525252525252525252525252525252525252525252525252525255f5b858110156110d157878101358581168481019084011916811986161660021c17878201526020016110a5565b50505f9685019690965250500160405250909392505050565b5f80546001600160a01b0319166001600160a01b0383169081179091556040519081527f2f658b440c35314f52658ea8a740e05b284cdc84dc9ae01e891f21b8933e7cad9060200160405180910390a150565b5f5f6060830135608084013560018183171115611158575f5ffd5b604051935087516101008552806101008601528060208a0161012087015e5f8161012087010152601f19601f8201166101200193505081606085015280608085015250504260e08301526111b08260208388886112c9565b9050365f6111c16040860186611729565b90925090505f8190036111f3578260408501526003838501526213525560ea1b60208401850152604083019250611204565b6112018460408585856112c9565b92505b6112178460a085610ea28983018a611729565b925061122c8460c085610ea28983018a611729565b92507ffdffdc12e89f3168afabc7f571641137aae95001fbff36b996c9723b0fdba0c96001600160a01b038a168b828688a35050505050505050505050565b5f5f61127a61064a858561100b565b90925090505f8290036112a057604051632627b46560e11b815260040160405180910390fd5b336001600160a01b0382161461066c57604051637c2411e960e01b815260040160405180910390fd5b5f8385870152838601828152828460208301375f8360208301015250601f19601f8301166020018401905095945050505050565b6040516001600160a01b03848116602483015283811660448301526001600160e01b0319831660648301525f9182918291829189169060840160408051601f198184030181529181526020820180516001600160e01b031663b700961360e01b1790525161136b9190611857565b5f60405180830381855afa9150503d805f81146113a3576040519150601f19603f3d011682016040523d82523d5f602084013e6113a8565b606091505b509150915081156113fa5760408151106113da57808060200190518101906113d0919061187c565b90945092506113fa565b60208151106113fa57808060200190518101906113f791906118ae565b93505b505094509492505050565b5f60208284031215611415575f5ffd5b5035919050565b80356001600160a01b0381168114611432575f5ffd5b919050565b5f5f5f5f5f6080868803121561144b575f5ffd5b6114548661141c565b9450602086013593506040860135925060608601356001600160401b0381111561147c575f5ffd5b8601601f8101881361148c575f5ffd5b80356001600160401b038111156114a1575f5ffd5b8860208260051b84010111156114b5575f5ffd5b959894975092955050506020019190565b5f602082840312156114d6575f5ffd5b6108428261141c565b602080825282518282018190525f918401906040840190835b8181101561151f5783516001600160a01b03168352602093840193909201916001016114f8565b509095945050505050565b5f5f83601f84011261153a575f5ffd5b5081356001600160401b03811115611550575f5ffd5b60208301915083602082850101111561066c575f5ffd5b5f5f60208385031215611578575f5ffd5b82356001600160401b0381111561158d575f5ffd5b6115998582860161152a565b90969095509350505050565b5f5f5f5f608085870312156115b8575f5ffd5b6115c18561141c565b9350602085013592506040850135915060608501356001600160401b038111156115e9575f5ffd5b8501606081880312156115fa575f5ffd5b939692955090935050565b5f5f5f60608486031215611617575f5ffd5b833592506020840135915061162e6040850161141c565b90509250925092565b5f5f60408385031215611648575f5ffd5b6116518361141c565b915060208301356001600160401b0381111561166b575f5ffd5b830160e0818603121561167c575f5ffd5b809150509250929050565b5f5f5f60408486031215611699575f5ffd5b83356001600160401b038111156116ae575f5ffd5b6116ba8682870161152a565b909450925061162e90506020850161141c565b5f5f604083850312156116de575f5ffd5b823591506116ee6020840161141c565b90509250929050565b634e487b7160e01b5f52603260045260245ffd5b5f8235605e1983360301811261171f575f5ffd5b9190910192915050565b5f5f8335601e1984360301811261173e575f5ffd5b8301803591506001600160401b03821115611757575f5ffd5b60200191503681900382131561066c575f5ffd5b634e487b7160e01b5f52601160045260245ffd5b818103818111156108005761080061176b565b634e487b7160e01b5f52603160045260245ffd5b808201808211156108005761080061176b565b5f5f858511156117c7575f5ffd5b838611156117d3575f5ffd5b5050820193919092039150565b80356001600160e01b03198116906004841015611811576001600160e01b0319600485900360031b81901b82161691505b5092915050565b6001600160a01b03841681526040602082018190528101829052818360608301375f818301606090810191909152601f909201601f1916010192915050565b5f82518060208501845e5f920191825250919050565b80518015158114611432575f5ffd5b5f5f6040838503121561188d575f5ffd5b6118968361186d565b9150602083015163ffffffff8116811461167c575f5ffd5b5f602082840312156118be575f5ffd5b6108428261186d56fea2646970667358221220a78d5a2e22363629ed13a58aeb294b9cee19174159f95a4d792c90f4c8f5691564736f6c634300081c0033",
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
// the contract method with ID 0x75a56c50.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function pushVersionFor(address pusher, uint256 projectId, bytes32 nameHash, (string,string,string) version) returns(uint256 versionIndex)
func (inkdRegistry *InkdRegistry) PackPushVersionFor(pusher common.Address, projectId *big.Int, nameHash [32]byte, version InkdRegistryVersionInput) []byte {
	enc, err := inkdRegistry.abi.Pack("pushVersionFor", pusher, projectId, nameHash, version)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPushVersionFor is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x75a56c50.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function pushVersionFor(address pusher, uint256 projectId, bytes32 nameHash, (string,string,string) version) returns(uint256 versionIndex)
func (inkdRegistry *InkdRegistry) TryPackPushVersionFor(pusher common.Address, projectId *big.Int, nameHash [32]byte, version InkdRegistryVersionInput) ([]byte, error) {
	return inkdRegistry.abi.Pack("pushVersionFor", pusher, projectId, nameHash, version)
}

// UnpackPushVersionFor is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x75a56c50.
//
// Solidity: function pushVersionFor(address pusher, uint256 projectId, bytes32 nameHash, (string,string,string) version) returns(uint256 versionIndex)
func (inkdRegistry *InkdRegistry) UnpackPushVersionFor(data []byte) (*big.Int, error) {
	out, err := inkdRegistry.abi.Unpack("pushVersionFor", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackPushVersionsFor is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x248b197c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function pushVersionsFor(address pusher, uint256 projectId, bytes32 nameHash, (string,string,string)[] versions) returns(uint256 firstIndex)
func (inkdRegistry *InkdRegistry) PackPushVersionsFor(pusher common.Address, projectId *big.Int, nameHash [32]byte, versions []InkdRegistryVersionInput) []byte {
	enc, err := inkdRegistry.abi.Pack("pushVersionsFor", pusher, projectId, nameHash, versions)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPushVersionsFor is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x248b197c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function pushVersionsFor(address pusher, uint256 projectId, bytes32 nameHash, (string,string,string)[] versions) returns(uint256 firstIndex)
func (inkdRegistry *InkdRegistry) TryPackPushVersionsFor(pusher common.Address, projectId *big.Int, nameHash [32]byte, versions []InkdRegistryVersionInput) ([]byte, error) {
	return inkdRegistry.abi.Pack("pushVersionsFor", pusher, projectId, nameHash, versions)
}

// UnpackPushVersionsFor is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x248b197c.
//
// Solidity: function pushVersionsFor(address pusher, uint256 projectId, bytes32 nameHash, (string,string,string)[] versions) returns(uint256 firstIndex)
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
