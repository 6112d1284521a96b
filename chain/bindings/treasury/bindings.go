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

// InkdTreasuryCreateItem is an auto generated low-level Go binding around an user-defined struct.
type InkdTreasuryCreateItem struct {
	Pay         InkdTreasuryPayment
	StorageCost *big.Int
	Project     InkdRegistryProjectInput
}

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

// InkdTreasuryPushItem is an auto generated low-level Go binding around an user-defined struct.
type InkdTreasuryPushItem struct {
	Pay         InkdTreasuryPayment
	StorageCost *big.Int
	ProjectId   *big.Int
	NameHash    [32]byte
	Versions    []InkdRegistryVersionInput
}

// InkdTreasuryMetaData contains all meta data concerning the InkdTreasury contract.
var InkdTreasuryMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"usdc_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"registry_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"buyback_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"storageWallet_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"initialAuthority\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"authority\",\"type\":\"address\"}],\"name\":\"AccessManagedInvalidAuthority\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"delay\",\"type\":\"uint32\"}],\"name\":\"AccessManagedRequiredDelay\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"AccessManagedUnauthorized\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"AuthorizationNotUsed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"BatchOutOfGas\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"BooksOverflow\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"EnforcedPause\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"retained\",\"type\":\"uint256\"}],\"name\":\"ExceedsRetained\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ExpectedPause\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidPayerSignature\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"OnlySelf\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"PayerHasCode\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"PrepaidAlreadySettled\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Unauthorized\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"authority\",\"type\":\"address\"}],\"name\":\"AuthorityUpdated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"buyback\",\"type\":\"address\"}],\"name\":\"BuybackSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"reason\",\"type\":\"bytes\"}],\"name\":\"ItemFailed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"toStorage\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"toBuyback\",\"type\":\"uint256\"}],\"name\":\"PaidOut\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"Paused\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"storageCost\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"write\",\"type\":\"uint256\"}],\"name\":\"PaymentReceived\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"PaymentVoided\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"PrepaidRefunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"total\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"storageCost\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"toBuyback\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"kept\",\"type\":\"uint256\"}],\"name\":\"Settled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"settler\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"SettlerSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"storageWallet\",\"type\":\"address\"}],\"name\":\"StorageWalletSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"Unpaused\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Withdrawn\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"KIND_CREATE\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"KIND_PUSH\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"settler\",\"type\":\"address\"}],\"name\":\"addSettler\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"authority\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"books\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"owedStorage\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"owedBuyback\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"retained\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"buyback\",\"outputs\":[{\"internalType\":\"contractInkdBuyback\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"internalType\":\"structInkdTreasury.Payment\",\"name\":\"pay\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"storageCost\",\"type\":\"uint256\"},{\"components\":[{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"license\",\"type\":\"string\"},{\"internalType\":\"bool\",\"name\":\"isPublic\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"isAgent\",\"type\":\"bool\"},{\"internalType\":\"string\",\"name\":\"agentEndpoint\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"readmeHash\",\"type\":\"string\"}],\"internalType\":\"structInkdRegistry.ProjectInput\",\"name\":\"project\",\"type\":\"tuple\"}],\"name\":\"createProjectPaid\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"internalType\":\"structInkdTreasury.Payment\",\"name\":\"pay\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"storageCost\",\"type\":\"uint256\"},{\"components\":[{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"license\",\"type\":\"string\"},{\"internalType\":\"bool\",\"name\":\"isPublic\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"isAgent\",\"type\":\"bool\"},{\"internalType\":\"string\",\"name\":\"agentEndpoint\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"readmeHash\",\"type\":\"string\"}],\"internalType\":\"structInkdRegistry.ProjectInput\",\"name\":\"project\",\"type\":\"tuple\"}],\"name\":\"createProjectPrepaid\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"internalType\":\"structInkdTreasury.Payment\",\"name\":\"pay\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"storageCost\",\"type\":\"uint256\"},{\"components\":[{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"license\",\"type\":\"string\"},{\"internalType\":\"bool\",\"name\":\"isPublic\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"isAgent\",\"type\":\"bool\"},{\"internalType\":\"string\",\"name\":\"agentEndpoint\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"readmeHash\",\"type\":\"string\"}],\"internalType\":\"structInkdRegistry.ProjectInput\",\"name\":\"project\",\"type\":\"tuple\"}],\"internalType\":\"structInkdTreasury.CreateItem[]\",\"name\":\"creates\",\"type\":\"tuple[]\"},{\"components\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"internalType\":\"structInkdTreasury.Payment\",\"name\":\"pay\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"storageCost\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nameHash\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"string\",\"name\":\"arweaveHash\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"versionTag\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"changelog\",\"type\":\"string\"},{\"internalType\":\"bytes32\",\"name\":\"sha256\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"contentSize\",\"type\":\"uint64\"},{\"internalType\":\"string\",\"name\":\"contentType\",\"type\":\"string\"}],\"internalType\":\"structInkdRegistry.VersionInput[]\",\"name\":\"versions\",\"type\":\"tuple[]\"}],\"internalType\":\"structInkdTreasury.PushItem[]\",\"name\":\"pushes\",\"type\":\"tuple[]\"}],\"name\":\"executeBatch\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"landed\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"isConsumingScheduledOp\",\"outputs\":[{\"internalType\":\"bytes4\",\"name\":\"\",\"type\":\"bytes4\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"}],\"name\":\"isPrepaidSettled\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"isSettler\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"pause\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"paused\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"payout\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"toStorage\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"toBuyback\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"internalType\":\"structInkdTreasury.Payment\",\"name\":\"pay\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"storageCost\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nameHash\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"string\",\"name\":\"arweaveHash\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"versionTag\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"changelog\",\"type\":\"string\"},{\"internalType\":\"bytes32\",\"name\":\"sha256\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"contentSize\",\"type\":\"uint64\"},{\"internalType\":\"string\",\"name\":\"contentType\",\"type\":\"string\"}],\"internalType\":\"structInkdRegistry.VersionInput\",\"name\":\"version\",\"type\":\"tuple\"}],\"name\":\"pushVersionPaid\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"versionIndex\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"internalType\":\"structInkdTreasury.Payment\",\"name\":\"pay\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"storageCost\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nameHash\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"string\",\"name\":\"arweaveHash\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"versionTag\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"changelog\",\"type\":\"string\"},{\"internalType\":\"bytes32\",\"name\":\"sha256\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"contentSize\",\"type\":\"uint64\"},{\"internalType\":\"string\",\"name\":\"contentType\",\"type\":\"string\"}],\"internalType\":\"structInkdRegistry.VersionInput\",\"name\":\"version\",\"type\":\"tuple\"}],\"name\":\"pushVersionPrepaid\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"versionIndex\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"internalType\":\"structInkdTreasury.Payment\",\"name\":\"pay\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"storageCost\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nameHash\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"string\",\"name\":\"arweaveHash\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"versionTag\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"changelog\",\"type\":\"string\"},{\"internalType\":\"bytes32\",\"name\":\"sha256\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"contentSize\",\"type\":\"uint64\"},{\"internalType\":\"string\",\"name\":\"contentType\",\"type\":\"string\"}],\"internalType\":\"structInkdRegistry.VersionInput[]\",\"name\":\"versions\",\"type\":\"tuple[]\"}],\"name\":\"pushVersionsPaid\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"firstIndex\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"internalType\":\"structInkdTreasury.Payment\",\"name\":\"pay\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"storageCost\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nameHash\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"string\",\"name\":\"arweaveHash\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"versionTag\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"changelog\",\"type\":\"string\"},{\"internalType\":\"bytes32\",\"name\":\"sha256\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"contentSize\",\"type\":\"uint64\"},{\"internalType\":\"string\",\"name\":\"contentType\",\"type\":\"string\"}],\"internalType\":\"structInkdRegistry.VersionInput[]\",\"name\":\"versions\",\"type\":\"tuple[]\"}],\"name\":\"pushVersionsPrepaid\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"firstIndex\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"internalType\":\"structInkdTreasury.Payment\",\"name\":\"pay\",\"type\":\"tuple\"}],\"name\":\"refundPrepaid\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"registry\",\"outputs\":[{\"internalType\":\"contractInkdRegistry\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"settler\",\"type\":\"address\"}],\"name\":\"removeSettler\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"internalType\":\"structInkdTreasury.Payment\",\"name\":\"pay\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"storageCost\",\"type\":\"uint256\"},{\"components\":[{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"license\",\"type\":\"string\"},{\"internalType\":\"bool\",\"name\":\"isPublic\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"isAgent\",\"type\":\"bool\"},{\"internalType\":\"string\",\"name\":\"agentEndpoint\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"readmeHash\",\"type\":\"string\"}],\"internalType\":\"structInkdRegistry.ProjectInput\",\"name\":\"project\",\"type\":\"tuple\"}],\"internalType\":\"structInkdTreasury.CreateItem\",\"name\":\"item\",\"type\":\"tuple\"}],\"name\":\"runCreateItem\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"internalType\":\"structInkdTreasury.Payment\",\"name\":\"pay\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"storageCost\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"projectId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nameHash\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"string\",\"name\":\"arweaveHash\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"versionTag\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"changelog\",\"type\":\"string\"},{\"internalType\":\"bytes32\",\"name\":\"sha256\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"contentSize\",\"type\":\"uint64\"},{\"internalType\":\"string\",\"name\":\"contentType\",\"type\":\"string\"}],\"internalType\":\"structInkdRegistry.VersionInput[]\",\"name\":\"versions\",\"type\":\"tuple[]\"}],\"internalType\":\"structInkdTreasury.PushItem\",\"name\":\"item\",\"type\":\"tuple\"}],\"name\":\"runPushItem\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"firstIndex\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newAuthority\",\"type\":\"address\"}],\"name\":\"setAuthority\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"buyback_\",\"type\":\"address\"}],\"name\":\"setBuyback\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"storageWallet_\",\"type\":\"address\"}],\"name\":\"setStorageWallet\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"total\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"storageCost\",\"type\":\"uint256\"}],\"name\":\"settle\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"storageWallet\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"surplus\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"unpause\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"usdc\",\"outputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"internalType\":\"structInkdTreasury.Payment\",\"name\":\"pay\",\"type\":\"tuple\"}],\"name\":\"voidPayment\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"withdraw\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "InkdTreasury",
	Bin: "0x60c060405234801561000f575f5ffd5b506040516128d73803806128d783398101604081905261002e9161019a565b84838383808061003d8161012c565b506001600160a01b03811661006b576040516361798f2f60e11b81525f600482015260240160405180910390fd5b505f805460ff60a81b191690556001600160a01b038416158061009557506001600160a01b038316155b806100a757506001600160a01b038216155b156100c55760405163d92e233d60e01b815260040160405180910390fd5b506001600160a01b03928316608052600180549284166001600160a01b0319938416179055600280549184169190921617905584166101175760405163d92e233d60e01b815260040160405180910390fd5b5050506001600160a01b031660a052506101fb565b5f80546001600160a01b0319166001600160a01b0383169081179091556040519081527f2f658b440c35314f52658ea8a740e05b284cdc84dc9ae01e891f21b8933e7cad9060200160405180910390a150565b80516001600160a01b0381168114610195575f5ffd5b919050565b5f5f5f5f5f60a086880312156101ae575f5ffd5b6101b78661017f565b94506101c56020870161017f565b93506101d36040870161017f565b92506101e16060870161017f565b91506101ef6080870161017f565b90509295509295909350565b60805160a0516126756102625f395f81816103f00152611e0001525f81816102a40152818161064b015281816109cf01528181610a1301528181610cf3015281816111850152818161123b01528181611433015281816119410152611f3901526126755ff3fe608060405234801561000f575f5ffd5b50600436106101fc575f3560e01c80637b10399911610114578063a07b5555116100a9578063d3b7f24311610079578063d3b7f243146104ea578063f3856e76146104f2578063f3fef3a314610505578063f8ec691114610518578063fd45e31b1461052b575f5ffd5b8063a07b55551461049a578063bc17ce01146104b4578063bf7e214f146104c7578063c3cd82a2146104d7575f5ffd5b80638fb36037116100e45780638fb360371461044057806397902e60146104615780639a9c29f6146104745780639f379d1014610487575f5ffd5b80637b103999146103eb578063837c8b47146104125780638456cb591461042557806386cd93a61461042d575f5ffd5b80633f4ba83a11610195578063619f3f6111610165578063619f3f611461038257806362713b311461039557806363bd1d4a146103a857806370de1205146103c55780637a9e5e4b146103d8575f5ffd5b80633f4ba83a146102de5780634d1fcd03146102e65780635c8fe438146103115780635c975abb14610371575f5ffd5b80631719888c116101d05780631719888c146102665780632234b1ba1461027957806328683a041461028c5780633e413bee1461029f575f5ffd5b8062b105e6146102005780630fbf726714610215578063138885651461023d57806314d3940d14610253575b5f5ffd5b61021361020e366004612128565b61053e565b005b610228610223366004612148565b61059f565b60405190151581526020015b60405180910390f35b6102456105cc565b604051908152602001610234565b610213610261366004612128565b6106d5565b6102456102743660046121ce565b61075b565b61024561028736600461223f565b6107b3565b61024561029a36600461229b565b610805565b6102c67f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b039091168152602001610234565b610213610858565b6102286102f4366004612128565b6001600160a01b03165f9081526003602052604090205460ff1690565b604080516060810182526004546001600160601b03808216808452600160601b830490911660208401819052600160c01b9092046001600160401b0316929093018290529060408051938452602084019290925290820152606001610234565b5f54600160a81b900460ff16610228565b6002546102c6906001600160a01b031681565b6102136103a3366004612128565b61086b565b6103b06108e4565b60408051928352602083019190915201610234565b6102456103d33660046122d2565b610acf565b6102136103e6366004612128565b610bab565b6102c67f000000000000000000000000000000000000000000000000000000000000000081565b610245610420366004612343565b610c28565b610213610c6f565b61021361043b36600461237a565b610c80565b610448610d70565b6040516001600160e01b03199091168152602001610234565b61024561046f3660046121ce565b610d92565b610213610482366004612395565b610dd5565b61024561049536600461223f565b610ef0565b6104a2600181565b60405160ff9091168152602001610234565b6102456104c23660046122d2565b610f33565b5f546001600160a01b03166102c6565b6102456104e53660046123b5565b610f73565b6104a2600281565b610213610500366004612128565b610fe7565b610213610513366004612148565b611060565b6001546102c6906001600160a01b031681565b61021361053936600461237a565b6111f4565b61054a335b5f366112aa565b6001600160a01b0381165f818152600360209081526040808320805460ff19169055519182527fbfa6acf022b8bc9f4df4ed4ce022b7d18db613e8a4864052b907aac9a7521b1391015b60405180910390a250565b6001600160a01b0382165f90815260056020908152604080832084845290915290205460ff165b92915050565b604080516060810182526004546001600160601b03808216808452600160601b830490911660208401819052600160c01b9092046001600160401b03169383018490525f938492909161061f9190612433565b6106299190612433565b6040516370a0823160e01b81523060048201529091505f906001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016906370a0823190602401602060405180830381865afa158015610690573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906106b49190612446565b90508181116106c3575f6106cd565b6106cd828261245d565b935050505090565b6106de33610543565b6001600160a01b0381166107055760405163d92e233d60e01b815260040160405180910390fd5b6001600160a01b0381165f81815260036020908152604091829020805460ff1916600190811790915591519182527fbfa6acf022b8bc9f4df4ed4ce022b7d18db613e8a4864052b907aac9a7521b139101610594565b335f9081526003602052604081205460ff16610789576040516282b42960e81b815260040160405180910390fd5b6107916113a0565b6107a88761079e896113ca565b888888888861148e565b979650505050505050565b335f9081526003602052604081205460ff166107e1576040516282b42960e81b815260040160405180910390fd5b6107e96113a0565b6107fd846107f6866113ca565b8585611520565b949350505050565b5f3330146108265760405163029a949d60e31b815260040160405180910390fd5b6105c682610833816113ca565b610100850135610120860135610140870135610853610160890189612470565b61148e565b61086133610543565b6108696115a4565b565b61087433610543565b6001600160a01b03811661089b5760405163d92e233d60e01b815260040160405180910390fd5b600280546001600160a01b0319166001600160a01b0383169081179091556040517f8233fb9809d5aba0e4e013ed22ccb329d1ccf6cb76f2e6c42a07975f78802055905f90a250565b335f90815260036020526040812054819060ff1615801561090b5750610909336115f8565b155b15610928576040516282b42960e81b815260040160405180910390fd5b5050604080516060810182526004546001600160601b03808216808452600160601b830490911660208401819052600160c01b9092046001600160401b031693830193909352908215801561097b575081155b1561098a57505f928392509050565b604080516060810182525f8082526020820152828201516001600160401b03169101819052600160c01b0260045582156109f8576002546109f8906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000008116911685611661565b8115610a91576001546001600160a01b0390811690610a3a907f00000000000000000000000000000000000000000000000000000000000000001682856116c5565b60405163b6b55f2560e01b8152600481018490526001600160a01b0382169063b6b55f25906024015f604051808303815f87803b158015610a79575f5ffd5b505af1158015610a8b573d5f5f3e3d5ffd5b50505050505b60408051848152602081018490527fbc6c94b90850c7cd9f35740bb9b9cbce0e00c88e8ddeaace095f1d45bfd74010910160405180910390a1509091565b335f9081526003602052604081205460ff16610afd576040516282b42960e81b815260040160405180910390fd5b610b056113a0565b5f610b0f876113ca565b9050610b1f87602001358761175a565b5050610b2d81868686611852565b915060808701356001600160a01b0382167fca3fac8e2c9a33f4ebb90b6b08b8c979f8a67712932328078aec973e96b16bfd60208a01358989700200000000000000000000000000000001604089901b1760408051948552602085019390935291830152606082015260800160405180910390a35095945050505050565b5f5433906001600160a01b03168114610be65760405162d1953b60e31b81526001600160a01b03821660048201526024015b60405180910390fd5b816001600160a01b03163b5f03610c1b576040516361798f2f60e11b81526001600160a01b0383166004820152602401610bdd565b610c2482611872565b5050565b5f333014610c495760405163029a949d60e31b815260040160405180910390fd5b6105c682610c56816113ca565b610100850135610c6a6101208701876124b5565b611520565b610c7833610543565b6108696118c5565b335f9081526003602052604090205460ff16610cae576040516282b42960e81b815260040160405180910390fd5b5f610cb8826113ca565b6001600160a01b038082165f908152600560209081526040808320608088013584528252909120805460ff19166001179055919250610d20917f0000000000000000000000000000000000000000000000000000000000000000909116908390850135611661565b8160800135816001600160a01b03167f606d2757def96c92c2908e9bf04a737190457ed8f43855ba7a192111d1cd4a0a8460200135604051610d6491815260200190565b60405180910390a35050565b5f8054600160a01b900460ff16610d8657505f90565b50638fb3603760e01b90565b335f9081526003602052604081205460ff16610dc0576040516282b42960e81b815260040160405180910390fd5b610dc86113a0565b6107a88761079e89611907565b335f9081526003602052604090205460ff16610e03576040516282b42960e81b815260040160405180910390fd5b815f03610e465760405162461bcd60e51b81526020600482015260116024820152704e6f7468696e6720746f20736574746c6560781b6044820152606401610bdd565b81610e4f6105cc565b1015610e915760405162461bcd60e51b8152602060048201526011602482015270496e73756666696369656e74205553444360781b6044820152606401610bdd565b5f5f610e9d848461175a565b60408051878152602081018790529081018390526060810182905291935091507f0b88c5bd74fc625a4f651904bf835063c6a449220be319924685261fb7709dd59060800160405180910390a150505050565b335f9081526003602052604081205460ff16610f1e576040516282b42960e81b815260040160405180910390fd5b610f266113a0565b6107fd846107f686611907565b335f9081526003602052604081205460ff16610f61576040516282b42960e81b815260040160405180910390fd5b610f696113a0565b5f610b0f87611907565b335f9081526003602052604081205460ff16610fa1576040516282b42960e81b815260040160405180910390fd5b610fa96113a0565b8483610fc88287610fbb60208561245d565b63837c8b4760e01b611abc565b9250610fdd818536630a1a0e8160e21b611abc565b6107a89084612433565b610ff033610543565b6001600160a01b0381166110175760405163d92e233d60e01b815260040160405180910390fd5b600180546001600160a01b0319166001600160a01b0383169081179091556040517f2a6913974b898ac93325c62c295c5da02547c48e9e6f5156e1ef192d9e513326905f90a250565b61106933610543565b6001600160a01b0382166110905760405163d92e233d60e01b815260040160405180910390fd5b604080516060810182526004546001600160601b038082168352600160601b8204166020830152600160c01b90046001600160401b0316918101829052908211156111065760408082015190516378bd5c8760e01b8152600481018490526001600160401b039091166024820152604401610bdd565b818160400181815161111891906124d3565b6001600160401b0390811690915282516004805460208601516040870151909416600160c01b026001600160c01b036001600160601b03958616600160601b026001600160c01b031990931695909416949094171791909116919091179055506111ac6001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168484611661565b826001600160a01b03167f7084f5476618d8e60b11ef0d7d3f06914655adb8793e28ff7f018d4c76d505d5836040516111e791815260200190565b60405180910390a2505050565b335f9081526003602052604090205460ff16611222576040516282b42960e81b815260040160405180910390fd5b5f61122c82611907565b90506112666001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016826020850135611661565b8160800135816001600160a01b03167fb19189993c98d78775ce1f31f6c1d27bb7d3982aaebfae749817e5f8d4997f688460200135604051610d6491815260200190565b5f5f6112dd6112c05f546001600160a01b031690565b86306112cf60045f898b6124f2565b6112d891612519565b611bdd565b91509150816113995763ffffffff811615611376575f805460ff60a01b198116600160a01b17909155604051634a63ebf760e11b81526001600160a01b03909116906394c7d7ee9061133790889088908890600401612551565b5f604051808303815f87803b15801561134e575f5ffd5b505af1158015611360573d5f5f3e3d5ffd5b50505f805460ff60a01b19169055506113999050565b60405162d1953b60e31b81526001600160a01b0386166004820152602401610bdd565b5050505050565b5f54600160a81b900460ff16156108695760405163d93c066560e01b815260040160405180910390fd5b5f6113d86020830183612128565b90505f6113eb60c0840160a08501612590565b90506001600160a01b0382163b156114165760405163796b13ed60e01b815260040160405180910390fd5b6040516371f70b0760e11b808252600482018490523060248301527f00000000000000000000000000000000000000000000000000000000000000009160806020870160448301378360c4820152604060c0870160e48301375f5f610124835f875af1611485573d5f823e3d81fd5b50505050919050565b5f61149d88602001358761175a565b50506114ac8786868686611ce5565b905060808801356001600160a01b0388167fca3fac8e2c9a33f4ebb90b6b08b8c979f8a67712932328078aec973e96b16bfd60208b01358989604087901b8817600160811b1760408051948552602085019390935291830152606082015260800160405180910390a3979650505050505050565b5f61152f85602001358461175a565b505061153b8483611cff565b6040805160208089013582528101869052908101829052600160801b6060820152909150608086810135916001600160a01b038716917fca3fac8e2c9a33f4ebb90b6b08b8c979f8a67712932328078aec973e96b16bfd910160405180910390a3949350505050565b6115ac611d15565b5f805460ff60a81b191690557f5db9ee0a495bf2e6ff9c91a7834c1ba4fdd244a5e8aa4e537bd38aeae4b073aa335b6040516001600160a01b03909116815260200160405180910390a1565b5f5f5f61162261160f5f546001600160a01b031690565b85305f356001600160e01b031916611bdd565b915091508115611636575060019392505050565b8063ffffffff165f0361164c57505f9392505050565b611657845f366112aa565b5060019392505050565b6040516001600160a01b038381166024830152604482018390526116c091859182169063a9059cbb906064015b604051602081830303815290604052915060e01b6020820180516001600160e01b038381831617835250505050611d3e565b505050565b604080516001600160a01b038416602482015260448082018490528251808303909101815260649091019091526020810180516001600160e01b031663095ea7b360e01b1790526117168482611daa565b611754576040516001600160a01b0384811660248301525f604483015261174a91869182169063095ea7b39060640161168e565b6117548482611d3e565b50505050565b5f5f838311156117ac5760405162461bcd60e51b815260206004820152601c60248201527f53746f7261676520636f73742065786365656473207061796d656e74000000006044820152606401610bdd565b505060045460028284039081049190829003906001600160601b03808216850190606083901c16840160c083901c840160ff88901c1515806117f457506001600160601b0383115b8061180557506001600160601b0382115b8061181657506001600160401b0381115b1561183457604051635a62d31f60e01b815260040160405180910390fd5b60c081901b606083901b841717935083600455505050509250929050565b5f8161186863bd1f9a2960e01b87878785611def565b9695505050505050565b5f80546001600160a01b0319166001600160a01b0383169081179091556040519081527f2f658b440c35314f52658ea8a740e05b284cdc84dc9ae01e891f21b8933e7cad9060200160405180910390a150565b6118cd6113a0565b5f805460ff60a81b1916600160a81b1790557f62e78cea01bee320cd4e420270b5ea74000d11b0c9f74754ebdbfc544b05a2586115db3390565b5f6119156020830183612128565b6040516374a5008160e11b81526001600160a01b038083166004830152608085013560248301529192507f00000000000000000000000000000000000000000000000000000000000000009091169063e94a010290604401602060405180830381865afa158015611988573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906119ac91906125bf565b6119c957604051631f07843560e01b815260040160405180910390fd5b6001600160a01b0381165f9081526005602090815260408083206080860135845290915290205460ff1615611a11576040516333a4cc9160e01b815260040160405180910390fd5b6001600160a01b0381165f908152600560209081526040808320608086013584529091529020805460ff19166001179055611a4b82611e99565b611a6857604051632dd0e55160e21b815260040160405180910390fd5b8160200135611a756105cc565b1015611ab75760405162461bcd60e51b8152602060048201526011602482015270496e73756666696369656e74205553444360781b6044820152606401610bdd565b919050565b6040515f907f4a53bee37861512b61a1c3d106f7e6043969a2a09aedce1dcf8a874a3e8ddaa4906310034bf960e21b90835b87811015611bd1578060051b89013589018789600184011015611b1957506001820160051b8a01358a015b818111611b235750365b81900383810160430160051c61c3506006820282800260091c01015a1015611b4d57855f5260045ffd5b5087845260206004850152808260248601375f5f82602401865f306127105a03f18015611b7f57600188019750611bc6565b3d80611b8d57865f5260045ffd5b60208652806020870152805f604088013e5f8160408801015260808401356001600160a01b0385351689601f19601f85011660400189a3505b505050600101611aee565b50505050949350505050565b6040516001600160a01b03848116602483015283811660448301526001600160e01b0319831660648301525f9182918291829189169060840160408051601f198184030181529181526020820180516001600160e01b031663b700961360e01b17905251611c4b91906125d8565b5f60405180830381855afa9150503d805f8114611c83576040519150601f19603f3d011682016040523d82523d5f602084013e611c88565b606091505b50915091508115611cda576040815110611cba5780806020019051810190611cb091906125ee565b9094509250611cda565b6020815110611cda5780806020019051810190611cd791906125bf565b93505b505094509492505050565b5f601f1983016107a8632937c62d60e01b88888885611def565b5f816107fd63ab9ebf1160e01b85848085611def565b5f54600160a81b900460ff1661086957604051638dfc202b60e01b815260040160405180910390fd5b5f5f60205f8451602086015f885af180611d5d576040513d5f823e3d81fd5b50505f513d91508115611d74578060011415611d81565b6001600160a01b0384163b155b1561175457604051635274afe760e01b81526001600160a01b0385166004820152602401610bdd565b5f5f5f5f60205f8651602088015f8a5af192503d91505f51905082801561186857508115611ddb5780600114611868565b50505050506001600160a01b03163b151590565b604051858152600481018590525f907f00000000000000000000000000000000000000000000000000000000000000009063ab9ebf1160e01b90604489831460018114611e52578860248401528760448401526080606484015260849150611e5a565b604060248401525b5085360380878385013760205f828401855f895af1611e7b573d5f843e3d83fd5b50505060203d1015611e8b575f5ffd5b50505f519695505050505050565b5f807f7c7c6cdb67a18743f49ec6fa9b35f50d52ed05cbed4cc592e13b44501c1a2267611ec96020850185612128565b604080516020818101949094526001600160a01b039092168282015230606083810191909152928601356080838101919091529086013560a08301529185013560c08201529084013560e0820152610100016040516020818303038152906040528051906020012090505f611fd77f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316633644e5156040518163ffffffff1660e01b8152600401602060405180830381865afa158015611f93573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611fb79190612446565b8360405161190160f01b8152600281019290925260228201526042902090565b90505f80611ffe83611fef60c0890160a08a01612590565b8860c001358960e0013561204a565b5090925090505f8160038111156120175761201761262b565b148015611868575061202c6020870187612128565b6001600160a01b0316826001600160a01b0316149695505050505050565b5f80807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a084111561208357505f91506003905082612108565b604080515f808252602082018084528a905260ff891692820192909252606081018790526080810186905260019060a0016020604051602081039080840390855afa1580156120d4573d5f5f3e3d5ffd5b5050604051601f1901519150506001600160a01b0381166120ff57505f925060019150829050612108565b92505f91508190505b9450945094915050565b80356001600160a01b0381168114611ab7575f5ffd5b5f60208284031215612138575f5ffd5b61214182612112565b9392505050565b5f5f60408385031215612159575f5ffd5b61216283612112565b946020939093013593505050565b5f6101008284031215612181575f5ffd5b50919050565b5f5f83601f840112612197575f5ffd5b5081356001600160401b038111156121ad575f5ffd5b6020830191508360208260051b85010111156121c7575f5ffd5b9250929050565b5f5f5f5f5f5f61018087890312156121e4575f5ffd5b6121ee8888612170565b95506101008701359450610120870135935061014087013592506101608701356001600160401b03811115612221575f5ffd5b61222d89828a01612187565b979a9699509497509295939492505050565b5f5f5f6101408486031215612252575f5ffd5b61225c8585612170565b925061010084013591506101208401356001600160401b0381111561227f575f5ffd5b840160e08187031215612290575f5ffd5b809150509250925092565b5f602082840312156122ab575f5ffd5b81356001600160401b038111156122c0575f5ffd5b82016101808185031215612141575f5ffd5b5f5f5f5f5f61018086880312156122e7575f5ffd5b6122f18787612170565b94506101008601359350610120860135925061014086013591506101608601356001600160401b03811115612324575f5ffd5b860160c08189031215612335575f5ffd5b809150509295509295909350565b5f60208284031215612353575f5ffd5b81356001600160401b03811115612368575f5ffd5b82016101408185031215612141575f5ffd5b5f610100828403121561238b575f5ffd5b6121418383612170565b5f5f604083850312156123a6575f5ffd5b50508035926020909101359150565b5f5f5f5f604085870312156123c8575f5ffd5b84356001600160401b038111156123dd575f5ffd5b6123e987828801612187565b90955093505060208501356001600160401b03811115612407575f5ffd5b61241387828801612187565b95989497509550505050565b634e487b7160e01b5f52601160045260245ffd5b808201808211156105c6576105c661241f565b5f60208284031215612456575f5ffd5b5051919050565b818103818111156105c6576105c661241f565b5f5f8335601e19843603018112612485575f5ffd5b8301803591506001600160401b0382111561249e575f5ffd5b6020019150600581901b36038213156121c7575f5ffd5b5f823560de198336030181126124c9575f5ffd5b9190910192915050565b6001600160401b0382811682821603908111156105c6576105c661241f565b5f5f85851115612500575f5ffd5b8386111561250c575f5ffd5b5050820193919092039150565b80356001600160e01b0319811690600484101561254a576001600160e01b0319600485900360031b81901b82161691505b5092915050565b6001600160a01b03841681526040602082018190528101829052818360608301375f818301606090810191909152601f909201601f1916010192915050565b5f602082840312156125a0575f5ffd5b813560ff81168114612141575f5ffd5b80518015158114611ab7575f5ffd5b5f602082840312156125cf575f5ffd5b612141826125b0565b5f82518060208501845e5f920191825250919050565b5f5f604083850312156125ff575f5ffd5b612608836125b0565b9150602083015163ffffffff81168114612620575f5ffd5b809150509250929050565b634e487b7160e01b5f52602160045260245ffdfea2646970667358221220996d6b8b566e6881bb45bb65bebbd3871b595325b3e57265797e057a18732f0064736f6c634300081c0033",
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
// the contract method with ID 0x2234b1ba.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function createProjectPaid((address,uint256,uint256,uint256,bytes32,uint8,bytes32,bytes32) pay, uint256 storageCost, (string,string,string,bool,bool,string,string) project) returns(uint256 projectId)
func (inkdTreasury *InkdTreasury) PackCreateProjectPaid(pay InkdTreasuryPayment, storageCost *big.Int, project InkdRegistryProjectInput) []byte {
	enc, err := inkdTreasury.abi.Pack("createProjectPaid", pay, storageCost, project)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCreateProjectPaid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2234b1ba.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function createProjectPaid((address,uint256,uint256,uint256,bytes32,uint8,bytes32,bytes32) pay, uint256 storageCost, (string,string,string,bool,bool,string,string) project) returns(uint256 projectId)
func (inkdTreasury *InkdTreasury) TryPackCreateProjectPaid(pay InkdTreasuryPayment, storageCost *big.Int, project InkdRegistryProjectInput) ([]byte, error) {
	return inkdTreasury.abi.Pack("createProjectPaid", pay, storageCost, project)
}

// UnpackCreateProjectPaid is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2234b1ba.
//
// Solidity: function createProjectPaid((address,uint256,uint256,uint256,bytes32,uint8,bytes32,bytes32) pay, uint256 storageCost, (string,string,string,bool,bool,string,string) project) returns(uint256 projectId)
func (inkdTreasury *InkdTreasury) UnpackCreateProjectPaid(data []byte) (*big.Int, error) {
	out, err := inkdTreasury.abi.Unpack("createProjectPaid", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackCreateProjectPrepaid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9f379d10.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function createProjectPrepaid((address,uint256,uint256,uint256,bytes32,uint8,bytes32,bytes32) pay, uint256 storageCost, (string,string,string,bool,bool,string,string) project) returns(uint256 projectId)
func (inkdTreasury *InkdTreasury) PackCreateProjectPrepaid(pay InkdTreasuryPayment, storageCost *big.Int, project InkdRegistryProjectInput) []byte {
	enc, err := inkdTreasury.abi.Pack("createProjectPrepaid", pay, storageCost, project)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCreateProjectPrepaid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9f379d10.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function createProjectPrepaid((address,uint256,uint256,uint256,bytes32,uint8,bytes32,bytes32) pay, uint256 storageCost, (string,string,string,bool,bool,string,string) project) returns(uint256 projectId)
func (inkdTreasury *InkdTreasury) TryPackCreateProjectPrepaid(pay InkdTreasuryPayment, storageCost *big.Int, project InkdRegistryProjectInput) ([]byte, error) {
	return inkdTreasury.abi.Pack("createProjectPrepaid", pay, storageCost, project)
}

// UnpackCreateProjectPrepaid is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9f379d10.
//
// Solidity: function createProjectPrepaid((address,uint256,uint256,uint256,bytes32,uint8,bytes32,bytes32) pay, uint256 storageCost, (string,string,string,bool,bool,string,string) project) returns(uint256 projectId)
func (inkdTreasury *InkdTreasury) UnpackCreateProjectPrepaid(data []byte) (*big.Int, error) {
	out, err := inkdTreasury.abi.Unpack("createProjectPrepaid", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackExecuteBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc3cd82a2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function executeBatch(((address,uint256,uint256,uint256,bytes32,uint8,bytes32,bytes32),uint256,(string,string,string,bool,bool,string,string))[] creates, ((address,uint256,uint256,uint256,bytes32,uint8,bytes32,bytes32),uint256,uint256,bytes32,(string,string,string,bytes32,uint64,string)[])[] pushes) returns(uint256 landed)
func (inkdTreasury *InkdTreasury) PackExecuteBatch(creates []InkdTreasuryCreateItem, pushes []InkdTreasuryPushItem) []byte {
	enc, err := inkdTreasury.abi.Pack("executeBatch", creates, pushes)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExecuteBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc3cd82a2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function executeBatch(((address,uint256,uint256,uint256,bytes32,uint8,bytes32,bytes32),uint256,(string,string,string,bool,bool,string,string))[] creates, ((address,uint256,uint256,uint256,bytes32,uint8,bytes32,bytes32),uint256,uint256,bytes32,(string,string,string,bytes32,uint64,string)[])[] pushes) returns(uint256 landed)
func (inkdTreasury *InkdTreasury) TryPackExecuteBatch(creates []InkdTreasuryCreateItem, pushes []InkdTreasuryPushItem) ([]byte, error) {
	return inkdTreasury.abi.Pack("executeBatch", creates, pushes)
}

// UnpackExecuteBatch is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc3cd82a2.
//
// Solidity: function executeBatch(((address,uint256,uint256,uint256,bytes32,uint8,bytes32,bytes32),uint256,(string,string,string,bool,bool,string,string))[] creates, ((address,uint256,uint256,uint256,bytes32,uint8,bytes32,bytes32),uint256,uint256,bytes32,(string,string,string,bytes32,uint64,string)[])[] pushes) returns(uint256 landed)
func (inkdTreasury *InkdTreasury) UnpackExecuteBatch(data []byte) (*big.Int, error) {
	out, err := inkdTreasury.abi.Unpack("executeBatch", data)
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
// the contract method with ID 0x70de1205.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function pushVersionPaid((address,uint256,uint256,uint256,bytes32,uint8,bytes32,bytes32) pay, uint256 storageCost, uint256 projectId, bytes32 nameHash, (string,string,string,bytes32,uint64,string) version) returns(uint256 versionIndex)
func (inkdTreasury *InkdTreasury) PackPushVersionPaid(pay InkdTreasuryPayment, storageCost *big.Int, projectId *big.Int, nameHash [32]byte, version InkdRegistryVersionInput) []byte {
	enc, err := inkdTreasury.abi.Pack("pushVersionPaid", pay, storageCost, projectId, nameHash, version)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPushVersionPaid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70de1205.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function pushVersionPaid((address,uint256,uint256,uint256,bytes32,uint8,bytes32,bytes32) pay, uint256 storageCost, uint256 projectId, bytes32 nameHash, (string,string,string,bytes32,uint64,string) version) returns(uint256 versionIndex)
func (inkdTreasury *InkdTreasury) TryPackPushVersionPaid(pay InkdTreasuryPayment, storageCost *big.Int, projectId *big.Int, nameHash [32]byte, version InkdRegistryVersionInput) ([]byte, error) {
	return inkdTreasury.abi.Pack("pushVersionPaid", pay, storageCost, projectId, nameHash, version)
}

// UnpackPushVersionPaid is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x70de1205.
//
// Solidity: function pushVersionPaid((address,uint256,uint256,uint256,bytes32,uint8,bytes32,bytes32) pay, uint256 storageCost, uint256 projectId, bytes32 nameHash, (string,string,string,bytes32,uint64,string) version) returns(uint256 versionIndex)
func (inkdTreasury *InkdTreasury) UnpackPushVersionPaid(data []byte) (*big.Int, error) {
	out, err := inkdTreasury.abi.Unpack("pushVersionPaid", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackPushVersionPrepaid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbc17ce01.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function pushVersionPrepaid((address,uint256,uint256,uint256,bytes32,uint8,bytes32,bytes32) pay, uint256 storageCost, uint256 projectId, bytes32 nameHash, (string,string,string,bytes32,uint64,string) version) returns(uint256 versionIndex)
func (inkdTreasury *InkdTreasury) PackPushVersionPrepaid(pay InkdTreasuryPayment, storageCost *big.Int, projectId *big.Int, nameHash [32]byte, version InkdRegistryVersionInput) []byte {
	enc, err := inkdTreasury.abi.Pack("pushVersionPrepaid", pay, storageCost, projectId, nameHash, version)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPushVersionPrepaid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbc17ce01.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function pushVersionPrepaid((address,uint256,uint256,uint256,bytes32,uint8,bytes32,bytes32) pay, uint256 storageCost, uint256 projectId, bytes32 nameHash, (string,string,string,bytes32,uint64,string) version) returns(uint256 versionIndex)
func (inkdTreasury *InkdTreasury) TryPackPushVersionPrepaid(pay InkdTreasuryPayment, storageCost *big.Int, projectId *big.Int, nameHash [32]byte, version InkdRegistryVersionInput) ([]byte, error) {
	return inkdTreasury.abi.Pack("pushVersionPrepaid", pay, storageCost, projectId, nameHash, version)
}

// UnpackPushVersionPrepaid is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbc17ce01.
//
// Solidity: function pushVersionPrepaid((address,uint256,uint256,uint256,bytes32,uint8,bytes32,bytes32) pay, uint256 storageCost, uint256 projectId, bytes32 nameHash, (string,string,string,bytes32,uint64,string) version) returns(uint256 versionIndex)
func (inkdTreasury *InkdTreasury) UnpackPushVersionPrepaid(data []byte) (*big.Int, error) {
	out, err := inkdTreasury.abi.Unpack("pushVersionPrepaid", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackPushVersionsPaid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1719888c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function pushVersionsPaid((address,uint256,uint256,uint256,bytes32,uint8,bytes32,bytes32) pay, uint256 storageCost, uint256 projectId, bytes32 nameHash, (string,string,string,bytes32,uint64,string)[] versions) returns(uint256 firstIndex)
func (inkdTreasury *InkdTreasury) PackPushVersionsPaid(pay InkdTreasuryPayment, storageCost *big.Int, projectId *big.Int, nameHash [32]byte, versions []InkdRegistryVersionInput) []byte {
	enc, err := inkdTreasury.abi.Pack("pushVersionsPaid", pay, storageCost, projectId, nameHash, versions)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPushVersionsPaid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1719888c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function pushVersionsPaid((address,uint256,uint256,uint256,bytes32,uint8,bytes32,bytes32) pay, uint256 storageCost, uint256 projectId, bytes32 nameHash, (string,string,string,bytes32,uint64,string)[] versions) returns(uint256 firstIndex)
func (inkdTreasury *InkdTreasury) TryPackPushVersionsPaid(pay InkdTreasuryPayment, storageCost *big.Int, projectId *big.Int, nameHash [32]byte, versions []InkdRegistryVersionInput) ([]byte, error) {
	return inkdTreasury.abi.Pack("pushVersionsPaid", pay, storageCost, projectId, nameHash, versions)
}

// UnpackPushVersionsPaid is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1719888c.
//
// Solidity: function pushVersionsPaid((address,uint256,uint256,uint256,bytes32,uint8,bytes32,bytes32) pay, uint256 storageCost, uint256 projectId, bytes32 nameHash, (string,string,string,bytes32,uint64,string)[] versions) returns(uint256 firstIndex)
func (inkdTreasury *InkdTreasury) UnpackPushVersionsPaid(data []byte) (*big.Int, error) {
	out, err := inkdTreasury.abi.Unpack("pushVersionsPaid", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackPushVersionsPrepaid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x97902e60.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function pushVersionsPrepaid((address,uint256,uint256,uint256,bytes32,uint8,bytes32,bytes32) pay, uint256 storageCost, uint256 projectId, bytes32 nameHash, (string,string,string,bytes32,uint64,string)[] versions) returns(uint256 firstIndex)
func (inkdTreasury *InkdTreasury) PackPushVersionsPrepaid(pay InkdTreasuryPayment, storageCost *big.Int, projectId *big.Int, nameHash [32]byte, versions []InkdRegistryVersionInput) []byte {
	enc, err := inkdTreasury.abi.Pack("pushVersionsPrepaid", pay, storageCost, projectId, nameHash, versions)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPushVersionsPrepaid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x97902e60.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function pushVersionsPrepaid((address,uint256,uint256,uint256,bytes32,uint8,bytes32,bytes32) pay, uint256 storageCost, uint256 projectId, bytes32 nameHash, (string,string,string,bytes32,uint64,string)[] versions) returns(uint256 firstIndex)
func (inkdTreasury *InkdTreasury) TryPackPushVersionsPrepaid(pay InkdTreasuryPayment, storageCost *big.Int, projectId *big.Int, nameHash [32]byte, versions []InkdRegistryVersionInput) ([]byte, error) {
	return inkdTreasury.abi.Pack("pushVersionsPrepaid", pay, storageCost, projectId, nameHash, versions)
}

// UnpackPushVersionsPrepaid is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x97902e60.
//
// Solidity: function pushVersionsPrepaid((address,uint256,uint256,uint256,bytes32,uint8,bytes32,bytes32) pay, uint256 storageCost, uint256 projectId, bytes32 nameHash, (string,string,string,bytes32,uint64,string)[] versions) returns(uint256 firstIndex)
func (inkdTreasury *InkdTreasury) UnpackPushVersionsPrepaid(data []byte) (*big.Int, error) {
	out, err := inkdTreasury.abi.Unpack("pushVersionsPrepaid", data)
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

// PackRunCreateItem is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x837c8b47.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function runCreateItem(((address,uint256,uint256,uint256,bytes32,uint8,bytes32,bytes32),uint256,(string,string,string,bool,bool,string,string)) item) returns(uint256 projectId)
func (inkdTreasury *InkdTreasury) PackRunCreateItem(item InkdTreasuryCreateItem) []byte {
	enc, err := inkdTreasury.abi.Pack("runCreateItem", item)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRunCreateItem is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x837c8b47.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function runCreateItem(((address,uint256,uint256,uint256,bytes32,uint8,bytes32,bytes32),uint256,(string,string,string,bool,bool,string,string)) item) returns(uint256 projectId)
func (inkdTreasury *InkdTreasury) TryPackRunCreateItem(item InkdTreasuryCreateItem) ([]byte, error) {
	return inkdTreasury.abi.Pack("runCreateItem", item)
}

// UnpackRunCreateItem is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x837c8b47.
//
// Solidity: function runCreateItem(((address,uint256,uint256,uint256,bytes32,uint8,bytes32,bytes32),uint256,(string,string,string,bool,bool,string,string)) item) returns(uint256 projectId)
func (inkdTreasury *InkdTreasury) UnpackRunCreateItem(data []byte) (*big.Int, error) {
	out, err := inkdTreasury.abi.Unpack("runCreateItem", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackRunPushItem is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x28683a04.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function runPushItem(((address,uint256,uint256,uint256,bytes32,uint8,bytes32,bytes32),uint256,uint256,bytes32,(string,string,string,bytes32,uint64,string)[]) item) returns(uint256 firstIndex)
func (inkdTreasury *InkdTreasury) PackRunPushItem(item InkdTreasuryPushItem) []byte {
	enc, err := inkdTreasury.abi.Pack("runPushItem", item)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRunPushItem is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x28683a04.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function runPushItem(((address,uint256,uint256,uint256,bytes32,uint8,bytes32,bytes32),uint256,uint256,bytes32,(string,string,string,bytes32,uint64,string)[]) item) returns(uint256 firstIndex)
func (inkdTreasury *InkdTreasury) TryPackRunPushItem(item InkdTreasuryPushItem) ([]byte, error) {
	return inkdTreasury.abi.Pack("runPushItem", item)
}

// UnpackRunPushItem is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x28683a04.
//
// Solidity: function runPushItem(((address,uint256,uint256,uint256,bytes32,uint8,bytes32,bytes32),uint256,uint256,bytes32,(string,string,string,bytes32,uint64,string)[]) item) returns(uint256 firstIndex)
func (inkdTreasury *InkdTreasury) UnpackRunPushItem(data []byte) (*big.Int, error) {
	out, err := inkdTreasury.abi.Unpack("runPushItem", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
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

// PackVoidPayment is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x86cd93a6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function voidPayment((address,uint256,uint256,uint256,bytes32,uint8,bytes32,bytes32) pay) returns()
func (inkdTreasury *InkdTreasury) PackVoidPayment(pay InkdTreasuryPayment) []byte {
	enc, err := inkdTreasury.abi.Pack("voidPayment", pay)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVoidPayment is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x86cd93a6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function voidPayment((address,uint256,uint256,uint256,bytes32,uint8,bytes32,bytes32) pay) returns()
func (inkdTreasury *InkdTreasury) TryPackVoidPayment(pay InkdTreasuryPayment) ([]byte, error) {
	return inkdTreasury.abi.Pack("voidPayment", pay)
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

// InkdTreasuryItemFailed represents a ItemFailed event raised by the InkdTreasury contract.
type InkdTreasuryItemFailed struct {
	Payer  common.Address
	Nonce  [32]byte
	Reason []byte
	Raw    *types.Log // Blockchain specific contextual infos
}

const InkdTreasuryItemFailedEventName = "ItemFailed"

// ContractEventName returns the user-defined event name.
func (InkdTreasuryItemFailed) ContractEventName() string {
	return InkdTreasuryItemFailedEventName
}

// UnpackItemFailedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ItemFailed(address indexed payer, bytes32 indexed nonce, bytes reason)
func (inkdTreasury *InkdTreasury) UnpackItemFailedEvent(log *types.Log) (*InkdTreasuryItemFailed, error) {
	event := "ItemFailed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != inkdTreasury.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(InkdTreasuryItemFailed)
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
	ProjectId   *big.Int
	Write       *big.Int
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
// Solidity: event PaymentReceived(address indexed payer, bytes32 indexed nonce, uint256 amount, uint256 storageCost, uint256 projectId, uint256 write)
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

// InkdTreasuryPaymentVoided represents a PaymentVoided event raised by the InkdTreasury contract.
type InkdTreasuryPaymentVoided struct {
	Payer  common.Address
	Nonce  [32]byte
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const InkdTreasuryPaymentVoidedEventName = "PaymentVoided"

// ContractEventName returns the user-defined event name.
func (InkdTreasuryPaymentVoided) ContractEventName() string {
	return InkdTreasuryPaymentVoidedEventName
}

// UnpackPaymentVoidedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PaymentVoided(address indexed payer, bytes32 indexed nonce, uint256 amount)
func (inkdTreasury *InkdTreasury) UnpackPaymentVoidedEvent(log *types.Log) (*InkdTreasuryPaymentVoided, error) {
	event := "PaymentVoided"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != inkdTreasury.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(InkdTreasuryPaymentVoided)
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
	if bytes.Equal(raw[:4], inkdTreasury.abi.Errors["BatchOutOfGas"].ID.Bytes()[:4]) {
		return inkdTreasury.UnpackBatchOutOfGasError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdTreasury.abi.Errors["BooksOverflow"].ID.Bytes()[:4]) {
		return inkdTreasury.UnpackBooksOverflowError(raw[4:])
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
	if bytes.Equal(raw[:4], inkdTreasury.abi.Errors["OnlySelf"].ID.Bytes()[:4]) {
		return inkdTreasury.UnpackOnlySelfError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdTreasury.abi.Errors["PayerHasCode"].ID.Bytes()[:4]) {
		return inkdTreasury.UnpackPayerHasCodeError(raw[4:])
	}
	if bytes.Equal(raw[:4], inkdTreasury.abi.Errors["PrepaidAlreadySettled"].ID.Bytes()[:4]) {
		return inkdTreasury.UnpackPrepaidAlreadySettledError(raw[4:])
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

// InkdTreasuryBatchOutOfGas represents a BatchOutOfGas error raised by the InkdTreasury contract.
type InkdTreasuryBatchOutOfGas struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BatchOutOfGas()
func InkdTreasuryBatchOutOfGasErrorID() common.Hash {
	return common.HexToHash("0x400d2fe4938a65f3cfa63e5ef9eb9d8dc0bc482d4ded06c1d06dab7243453cb6")
}

// UnpackBatchOutOfGasError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BatchOutOfGas()
func (inkdTreasury *InkdTreasury) UnpackBatchOutOfGasError(raw []byte) (*InkdTreasuryBatchOutOfGas, error) {
	out := new(InkdTreasuryBatchOutOfGas)
	if err := inkdTreasury.abi.UnpackIntoInterface(out, "BatchOutOfGas", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// InkdTreasuryBooksOverflow represents a BooksOverflow error raised by the InkdTreasury contract.
type InkdTreasuryBooksOverflow struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BooksOverflow()
func InkdTreasuryBooksOverflowErrorID() common.Hash {
	return common.HexToHash("0x5a62d31ff24e50e26234bb6c2a8de225c6e9d111ee3fa151e8c18672ea463876")
}

// UnpackBooksOverflowError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BooksOverflow()
func (inkdTreasury *InkdTreasury) UnpackBooksOverflowError(raw []byte) (*InkdTreasuryBooksOverflow, error) {
	out := new(InkdTreasuryBooksOverflow)
	if err := inkdTreasury.abi.UnpackIntoInterface(out, "BooksOverflow", raw); err != nil {
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

// InkdTreasuryOnlySelf represents a OnlySelf error raised by the InkdTreasury contract.
type InkdTreasuryOnlySelf struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OnlySelf()
func InkdTreasuryOnlySelfErrorID() common.Hash {
	return common.HexToHash("0x14d4a4e8a5140da60b7a280478fb427da973ca582a83cf5dbad8c5f2abee9ba4")
}

// UnpackOnlySelfError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OnlySelf()
func (inkdTreasury *InkdTreasury) UnpackOnlySelfError(raw []byte) (*InkdTreasuryOnlySelf, error) {
	out := new(InkdTreasuryOnlySelf)
	if err := inkdTreasury.abi.UnpackIntoInterface(out, "OnlySelf", raw); err != nil {
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
