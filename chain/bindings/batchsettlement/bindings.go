// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package batchsettlement

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

// X402BatchSettlementMetaData contains all meta data concerning the X402BatchSettlement contract.
var X402BatchSettlementMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"}],\"name\":\"AddressEmptyCode\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"},{\"internalType\":\"uint128\",\"name\":\"totalClaimed\",\"type\":\"uint128\"},{\"internalType\":\"uint128\",\"name\":\"balance\",\"type\":\"uint128\"}],\"name\":\"ClaimExceedsBalance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"},{\"internalType\":\"uint128\",\"name\":\"totalClaimed\",\"type\":\"uint128\"},{\"internalType\":\"uint128\",\"name\":\"maxClaimableAmount\",\"type\":\"uint128\"}],\"name\":\"ClaimExceedsVoucher\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expected\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"received\",\"type\":\"uint256\"}],\"name\":\"DepositNotReceived\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"EmptyBatch\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"FailedCall\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidAuthorizerSignature\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidChannelConfig\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidCollector\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"expected\",\"type\":\"uint256\"}],\"name\":\"InvalidRefundNonce\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"}],\"name\":\"InvalidVoucherSignature\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"}],\"name\":\"MixedReceiverAuthorizers\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"}],\"name\":\"NoPendingWithdrawal\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"}],\"name\":\"NotPayerSide\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"}],\"name\":\"NotReceiverSide\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"finalizeAfter\",\"type\":\"uint256\"}],\"name\":\"WithdrawDelayNotElapsed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint40\",\"name\":\"withdrawDelay\",\"type\":\"uint40\"}],\"name\":\"WithdrawDelayOutOfRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"},{\"internalType\":\"uint128\",\"name\":\"amount\",\"type\":\"uint128\"},{\"internalType\":\"uint128\",\"name\":\"available\",\"type\":\"uint128\"}],\"name\":\"WithdrawExceedsAvailable\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"}],\"name\":\"WithdrawalAlreadyPending\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAmount\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payerAuthorizer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"receiverAuthorizer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint40\",\"name\":\"withdrawDelay\",\"type\":\"uint40\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"}],\"indexed\":false,\"internalType\":\"structX402BatchSettlement.ChannelConfig\",\"name\":\"config\",\"type\":\"tuple\"}],\"name\":\"ChannelClosed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payerAuthorizer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"receiverAuthorizer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint40\",\"name\":\"withdrawDelay\",\"type\":\"uint40\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"}],\"indexed\":false,\"internalType\":\"structX402BatchSettlement.ChannelConfig\",\"name\":\"config\",\"type\":\"tuple\"}],\"name\":\"ChannelCreated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint128\",\"name\":\"claimAmount\",\"type\":\"uint128\"},{\"indexed\":false,\"internalType\":\"uint128\",\"name\":\"newTotalClaimed\",\"type\":\"uint128\"}],\"name\":\"Claimed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint128\",\"name\":\"amount\",\"type\":\"uint128\"},{\"indexed\":false,\"internalType\":\"uint128\",\"name\":\"newBalance\",\"type\":\"uint128\"}],\"name\":\"Deposited\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"EIP712DomainChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint128\",\"name\":\"amount\",\"type\":\"uint128\"}],\"name\":\"Refunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint128\",\"name\":\"amount\",\"type\":\"uint128\"}],\"name\":\"Settled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint128\",\"name\":\"amount\",\"type\":\"uint128\"}],\"name\":\"WithdrawFinalized\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint128\",\"name\":\"amount\",\"type\":\"uint128\"},{\"indexed\":false,\"internalType\":\"uint40\",\"name\":\"finalizeAfter\",\"type\":\"uint40\"}],\"name\":\"WithdrawInitiated\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"CHANNEL_CONFIG_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"CLAIM_BATCH_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"CLAIM_ENTRY_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"DOMAIN_SEPARATOR\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_WITHDRAW_DELAY\",\"outputs\":[{\"internalType\":\"uint40\",\"name\":\"\",\"type\":\"uint40\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MIN_WITHDRAW_DELAY\",\"outputs\":[{\"internalType\":\"uint40\",\"name\":\"\",\"type\":\"uint40\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"REFUND_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"VOUCHER_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"}],\"name\":\"channels\",\"outputs\":[{\"internalType\":\"uint128\",\"name\":\"balance\",\"type\":\"uint128\"},{\"internalType\":\"uint128\",\"name\":\"totalClaimed\",\"type\":\"uint128\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"components\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payerAuthorizer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"receiverAuthorizer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint40\",\"name\":\"withdrawDelay\",\"type\":\"uint40\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"}],\"internalType\":\"structX402BatchSettlement.ChannelConfig\",\"name\":\"channel\",\"type\":\"tuple\"},{\"internalType\":\"uint128\",\"name\":\"maxClaimableAmount\",\"type\":\"uint128\"}],\"internalType\":\"structX402BatchSettlement.Voucher\",\"name\":\"voucher\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"},{\"internalType\":\"uint128\",\"name\":\"totalClaimed\",\"type\":\"uint128\"}],\"internalType\":\"structX402BatchSettlement.VoucherClaim[]\",\"name\":\"voucherClaims\",\"type\":\"tuple[]\"}],\"name\":\"claim\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"components\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payerAuthorizer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"receiverAuthorizer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint40\",\"name\":\"withdrawDelay\",\"type\":\"uint40\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"}],\"internalType\":\"structX402BatchSettlement.ChannelConfig\",\"name\":\"channel\",\"type\":\"tuple\"},{\"internalType\":\"uint128\",\"name\":\"maxClaimableAmount\",\"type\":\"uint128\"}],\"internalType\":\"structX402BatchSettlement.Voucher\",\"name\":\"voucher\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"},{\"internalType\":\"uint128\",\"name\":\"totalClaimed\",\"type\":\"uint128\"}],\"internalType\":\"structX402BatchSettlement.VoucherClaim[]\",\"name\":\"voucherClaims\",\"type\":\"tuple[]\"},{\"internalType\":\"bytes\",\"name\":\"authorizerSignature\",\"type\":\"bytes\"}],\"name\":\"claimWithSignature\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payerAuthorizer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"receiverAuthorizer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint40\",\"name\":\"withdrawDelay\",\"type\":\"uint40\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"}],\"internalType\":\"structX402BatchSettlement.ChannelConfig\",\"name\":\"config\",\"type\":\"tuple\"},{\"internalType\":\"uint128\",\"name\":\"amount\",\"type\":\"uint128\"},{\"internalType\":\"address\",\"name\":\"collector\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"collectorData\",\"type\":\"bytes\"}],\"name\":\"deposit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"eip712Domain\",\"outputs\":[{\"internalType\":\"bytes1\",\"name\":\"fields\",\"type\":\"bytes1\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"version\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"chainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"verifyingContract\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"extensions\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payerAuthorizer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"receiverAuthorizer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint40\",\"name\":\"withdrawDelay\",\"type\":\"uint40\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"}],\"internalType\":\"structX402BatchSettlement.ChannelConfig\",\"name\":\"config\",\"type\":\"tuple\"}],\"name\":\"finalizeWithdraw\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payerAuthorizer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"receiverAuthorizer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint40\",\"name\":\"withdrawDelay\",\"type\":\"uint40\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"}],\"internalType\":\"structX402BatchSettlement.ChannelConfig\",\"name\":\"config\",\"type\":\"tuple\"}],\"name\":\"getChannelId\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"components\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payerAuthorizer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"receiverAuthorizer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint40\",\"name\":\"withdrawDelay\",\"type\":\"uint40\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"}],\"internalType\":\"structX402BatchSettlement.ChannelConfig\",\"name\":\"channel\",\"type\":\"tuple\"},{\"internalType\":\"uint128\",\"name\":\"maxClaimableAmount\",\"type\":\"uint128\"}],\"internalType\":\"structX402BatchSettlement.Voucher\",\"name\":\"voucher\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"},{\"internalType\":\"uint128\",\"name\":\"totalClaimed\",\"type\":\"uint128\"}],\"internalType\":\"structX402BatchSettlement.VoucherClaim[]\",\"name\":\"voucherClaims\",\"type\":\"tuple[]\"}],\"name\":\"getClaimBatchDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint128\",\"name\":\"amount\",\"type\":\"uint128\"}],\"name\":\"getRefundDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"},{\"internalType\":\"uint128\",\"name\":\"maxClaimableAmount\",\"type\":\"uint128\"}],\"name\":\"getVoucherDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payerAuthorizer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"receiverAuthorizer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint40\",\"name\":\"withdrawDelay\",\"type\":\"uint40\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"}],\"internalType\":\"structX402BatchSettlement.ChannelConfig\",\"name\":\"config\",\"type\":\"tuple\"},{\"internalType\":\"uint128\",\"name\":\"amount\",\"type\":\"uint128\"}],\"name\":\"initiateWithdraw\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes[]\",\"name\":\"data\",\"type\":\"bytes[]\"}],\"name\":\"multicall\",\"outputs\":[{\"internalType\":\"bytes[]\",\"name\":\"results\",\"type\":\"bytes[]\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"}],\"name\":\"pendingWithdrawals\",\"outputs\":[{\"internalType\":\"uint128\",\"name\":\"amount\",\"type\":\"uint128\"},{\"internalType\":\"uint40\",\"name\":\"initiatedAt\",\"type\":\"uint40\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"receivers\",\"outputs\":[{\"internalType\":\"uint128\",\"name\":\"totalClaimed\",\"type\":\"uint128\"},{\"internalType\":\"uint128\",\"name\":\"totalSettled\",\"type\":\"uint128\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payerAuthorizer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"receiverAuthorizer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint40\",\"name\":\"withdrawDelay\",\"type\":\"uint40\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"}],\"internalType\":\"structX402BatchSettlement.ChannelConfig\",\"name\":\"config\",\"type\":\"tuple\"},{\"internalType\":\"uint128\",\"name\":\"amount\",\"type\":\"uint128\"}],\"name\":\"refund\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"channelId\",\"type\":\"bytes32\"}],\"name\":\"refundNonce\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payerAuthorizer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"receiverAuthorizer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint40\",\"name\":\"withdrawDelay\",\"type\":\"uint40\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"}],\"internalType\":\"structX402BatchSettlement.ChannelConfig\",\"name\":\"config\",\"type\":\"tuple\"},{\"internalType\":\"uint128\",\"name\":\"amount\",\"type\":\"uint128\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"receiverAuthorizerSignature\",\"type\":\"bytes\"}],\"name\":\"refundWithSignature\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"settle\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "X402BatchSettlement",
	Bin: "0x6080604052348015600e575f5ffd5b50612a2d8061001c5f395ff3fe608060405234801561000f575f5ffd5b5060043610610187575f3560e01c806394739e87116100d9578063ba94ec0d11610093578063e25cf1891161006e578063e25cf18914610468578063e43ce1f21461047b578063e88377b11461048e578063f0dc792e146104a1575f5ffd5b8063ba94ec0d1461041b578063cf5cf3dc14610442578063dce4bfae14610455575f5ffd5b806394739e87146103485780639db32a8f1461036f578063ac9650d814610382578063ae159439146103a2578063b77433e9146103ab578063b7f06ebe146103be575f5ffd5b8063488ccc3b116101445780637a7ebd7b1161011f5780637a7ebd7b146102c057806384b0196e146102f3578063862bb1991461030e5780638e4a68ac14610321575f5ffd5b8063488ccc3b1461027357806353ab0fae146102865780635e5e0b87146102ad575f5ffd5b8063140f1e751461018b5780631e69ef40146101a05780631fc3277d146101da57806321ff6389146101fa57806329237b0c146102585780633644e5151461026b575b5f5ffd5b61019e6101993660046122df565b6104c0565b005b6101c77fbe23ad087435072cd69b49cc5b92de10ee610fce7ae0ab428307972d764bb21681565b6040519081526020015b60405180910390f35b6101e462278d0081565b60405164ffffffffff90911681526020016101d1565b610238610208366004612353565b600260209081525f92835260408084209091529082529020546001600160801b0380821691600160801b90041682565b604080516001600160801b039384168152929091166020830152016101d1565b61019e6102663660046123c4565b6108d1565b6101c76109cd565b6101c76102813660046123c4565b610aa9565b6101c77f42bd57c010b870c2e96203c66341f28a6a19b4d56a74533a8eb5f706b9fd6d5781565b6101c76102bb366004612402565b610c6d565b6102386102ce36600461241c565b5f602081905290815260409020546001600160801b0380821691600160801b90041682565b6102fb610ca4565b6040516101d19796959493929190612461565b6101c761031c3660046124f7565b610d55565b6101c77f1c9a06ceab9b0ebbd3301dc56c9111bb6d9af421356dc9ccb3b7084c755db30881565b6101c77f1e1bd6ff84c3e0d9029a292b212e039c0ca97ec497c55191a4a5874294609a6981565b61019e61037d366004612353565b610da9565b6103956103903660046123c4565b610e9f565b6040516101d19190612518565b6101e461038481565b61019e6103b936600461257b565b610f84565b6103f66103cc36600461241c565b60016020525f90815260409020546001600160801b03811690600160801b900464ffffffffff1682565b604080516001600160801b03909316835264ffffffffff9091166020830152016101d1565b6101c77f30b9a0367528fca13c3e8ec6134c3113f1887ebe7a1ad61de0955aac288b0cf581565b61019e6104503660046125cb565b611061565b61019e6104633660046125cb565b611204565b6101c76104763660046125f5565b61129f565b61019e610489366004612627565b6112fb565b61019e61049c366004612402565b6115f5565b6101c76104af36600461241c565b60036020525f908152604090205481565b6104c8611745565b5f6104d66020870187612691565b6001600160a01b0316148061050257505f6104f76060870160408801612691565b6001600160a01b0316145b8061052457505f6105196080870160608801612691565b6001600160a01b0316145b8061054657505f61053b60a0870160808801612691565b6001600160a01b0316145b15610564576040516305c3e89160e21b815260040160405180910390fd5b61038461057760c0870160a088016126be565b64ffffffffff1610806105a2575062278d0061059960c0870160a088016126be565b64ffffffffff16115b156105df576105b760c0860160a087016126be565b604051637239990560e01b815264ffffffffff90911660048201526024015b60405180910390fd5b836001600160801b03165f0361060857604051631f2a200560e01b815260040160405180910390fd5b6001600160a01b03831661062f5760405163062c6bf560e21b815260040160405180910390fd5b5f61063986610c6d565b5f8181526020819052604081208054929350916001600160801b03169061066088836126eb565b83546001600160801b0319166001600160801b03821617845590505f61068c60a08b0160808c01612691565b6040516370a0823160e01b81523060048201529091505f906001600160a01b038316906370a0823190602401602060405180830381865afa1580156106d3573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906106f7919061270a565b90506001600160a01b03891663e416d8d361071560208e018e612691565b8d60800160208101906107289190612691565b8d8a8d8d6040518763ffffffff1660e01b815260040161074d96959493929190612721565b5f604051808303815f87803b158015610764575f5ffd5b505af1158015610776573d5f5f3e3d5ffd5b50506040516370a0823160e01b81523060048201525f92508391506001600160a01b038516906370a0823190602401602060405180830381865afa1580156107c0573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906107e4919061270a565b6107ee9190612781565b90508a6001600160801b0316811461082b5760405163aeb0d2d960e01b81526001600160801b038c166004820152602481018290526044016105d6565b846001600160801b03165f0361087457867f69d8248d5566bdb2ebc4d218970710d8378a2ff9b709a999e052b71970f808fa8d60405161086b9190612833565b60405180910390a25b604080516001600160801b03808e16825286166020820152339189917f6c2a09353b5e75e70d0b9778b80a413809bb235d46c211811c474b3346791d89910160405180910390a3505050505050506108ca6117b4565b5050505050565b6108d9611745565b805f8190036108fb5760405163c2e5347d60e01b815260040160405180910390fd5b5f5b818110156109bf573684848381811061091857610918612841565b905060200281019061092a9190612855565b90505f61093682610c6d565b90506109486060830160408401612691565b6001600160a01b0316336001600160a01b03161415801561098a57506109746080830160608401612691565b6001600160a01b0316336001600160a01b031614155b156109ab57604051633d8edfe760e21b8152600481018290526024016105d6565b6109b582826117de565b50506001016108fd565b50506109c96117b4565b5050565b60408051808201825260158152741e0d0c0c8810985d18da0814d95d1d1b195b595b9d605a1b6020918201528151808301835260018152603160f81b9082015281517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f818301527fe03c502b9066cc6f23a8f0f48ed32cb7d506f9f0a2d0055449f256846a770e9a818401527fc89efdaa54c0f20c7adf612882df0950f5a951637e0307cdcb4c672f298b8bc660608201524660808201523060a0808301919091528351808303909101815260c0909101909252815191012090565b5f8181816001600160401b03811115610ac457610ac4612874565b604051908082528060200260200182016040528015610aed578160200160208202803683370190505b5090505f5b82811015610be15736868683818110610b0d57610b0d612841565b9050602002810190610b1f9190612855565b9050610bbb610b2d82610c6d565b610b3e610100840160e08501612888565b610b5061014085016101208601612888565b604080517f30b9a0367528fca13c3e8ec6134c3113f1887ebe7a1ad61de0955aac288b0cf560208201529081018490526001600160801b038084166060830152821660808201525f9060a0016040516020818303038152906040528051906020012090509392505050565b838381518110610bcd57610bcd612841565b602090810291909101015250600101610af2565b50610c627f42bd57c010b870c2e96203c66341f28a6a19b4d56a74533a8eb5f706b9fd6d5782604051602001610c1791906128a1565b60405160208183030381529060405280519060200120604051602001610c47929190918252602082015260400190565b60405160208183030381529060405280519060200120611a07565b925050505b92915050565b5f610c677f1c9a06ceab9b0ebbd3301dc56c9111bb6d9af421356dc9ccb3b7084c755db30883604051602001610c479291906128d6565b5f6060805f5f5f6060604051806040016040528060158152602001741e0d0c0c8810985d18da0814d95d1d1b195b595b9d605a1b815250604051806040016040528060018152602001603160f81b81525046305f5f1b5f6001600160401b03811115610d1257610d12612874565b604051908082528060200260200182016040528015610d3b578160200160208202803683370190505b50600f60f81b9d959c50939a509198509650945092509050565b604080517f1e1bd6ff84c3e0d9029a292b212e039c0ca97ec497c55191a4a5874294609a6960208201529081018390526001600160801b03821660608201525f90610da290608001610c47565b9392505050565b610db1611745565b6001600160a01b038083165f9081526002602090815260408083209385168352929052908120805490916001600160801b0380831692610dfa91600160801b90910416836128eb565b9050806001600160801b03165f03610e1457505050610e97565b82546001600160801b03908116600160801b84831602178455610e45906001600160a01b0386169087908416611a33565b6040516001600160801b038216815233906001600160a01b0386811691908816907f7337b4386b690fdb8ba66905b92b9d45d33bc6626ee2620c905fb150ec0cc47d9060200160405180910390a45050505b6109c96117b4565b604080515f815260208101909152606090826001600160401b03811115610ec857610ec8612874565b604051908082528060200260200182016040528015610efb57816020015b6060815260200190600190039081610ee65790505b5091505f5b83811015610f7c57610f5730868684818110610f1e57610f1e612841565b9050602002810190610f30919061290a565b85604051602001610f4393929190612963565b604051602081830303815290604052611a8a565b838281518110610f6957610f69612841565b6020908102919091010152600101610f00565b505092915050565b610f8c611745565b5f610f9686610c6d565b5f81815260036020526040902054909150848114610fd15760405163682ccd7f60e11b815260048101839052602481018290526044016105d6565b5f610fdd83878961129f565b905061102e610ff260808a0160608b01612691565b8287878080601f0160208091040260200160405190810160405280939291908181526020018383808284375f92019190915250611af392505050565b61104b5760405163a56862eb60e01b815260040160405180910390fd5b611056888489611b63565b5050506108ca6117b4565b611069611745565b5f61107383610c6d565b905061107f8382611cad565b816001600160801b03165f036110a857604051631f2a200560e01b815260040160405180910390fd5b5f8181526001602052604090208054600160801b900464ffffffffff16156110e65760405163158b07ef60e01b8152600481018390526024016105d6565b5f8281526020819052604081208054909190611114906001600160801b03600160801b8204811691166128eb565b9050806001600160801b0316856001600160801b0316111561116357604051631cfd51a360e11b8152600481018590526001600160801b038087166024830152821660448201526064016105d6565b825464ffffffffff42908116600160801b026001600160a81b03199092166001600160801b03881617919091178455847fe4280d0d903c7f258f62b07c62f262377cbaa23f7791d78126e6446e0f0e3c23876111c560c08b0160a08c016126be565b6111cf9085612978565b604080516001600160801b03909316835264ffffffffff90911660208301520160405180910390a250505050506109c96117b4565b61120c611745565b5f61121683610c6d565b90506112286060840160408501612691565b6001600160a01b0316336001600160a01b03161415801561126a57506112546080840160608501612691565b6001600160a01b0316336001600160a01b031614155b1561128b57604051633d8edfe760e21b8152600481018290526024016105d6565b611296838284611b63565b506109c96117b4565b604080517fbe23ad087435072cd69b49cc5b92de10ee610fce7ae0ab428307972d764bb2166020820152908101849052606081018390526001600160801b03821660808201525f906112f39060a001610c47565b949350505050565b611303611745565b825f8190036113255760405163c2e5347d60e01b815260040160405180910390fd5b5f85855f81811061133857611338612841565b905060200281019061134a9190612855565b61135b906080810190606001612691565b90505f826001600160401b0381111561137657611376612874565b60405190808252806020026020018201604052801561139f578160200160208202803683370190505b5090505f836001600160401b038111156113bb576113bb612874565b6040519080825280602002602001820160405280156113e4578160200160208202803683370190505b5090505f5b848110156114f3573689898381811061140457611404612841565b90506020028101906114169190612855565b905061142181610c6d565b84838151811061143357611433612841565b60209081029190910101526001600160a01b0385166114586080830160608401612691565b6001600160a01b03161461149c5783828151811061147857611478612841565b6020026020010151604051631ed6161960e11b81526004016105d691815260200190565b6114cd8483815181106114b1576114b1612841565b6020908102919091010151610b3e610100840160e08501612888565b8383815181106114df576114df612841565b6020908102919091010152506001016113e9565b505f61152a7f42bd57c010b870c2e96203c66341f28a6a19b4d56a74533a8eb5f706b9fd6d5783604051602001610c1791906128a1565b905061156c848289898080601f0160208091040260200160405190810160405280939291908181526020018383808284375f92019190915250611af392505050565b6115895760405163a56862eb60e01b815260040160405180910390fd5b5f5b858110156115e1576115d98a8a838181106115a8576115a8612841565b90506020028101906115ba9190612855565b8583815181106115cc576115cc612841565b60200260200101516117de565b60010161158b565b5050505050506115ef6117b4565b50505050565b6115fd611745565b5f61160782610c6d565b90506116138282611cad565b5f8181526001602090815260408083208151808301909252546001600160801b0381168252600160801b900464ffffffffff16918101829052910361166e5760405163ce7100d160e01b8152600481018390526024016105d6565b5f61167f60c0850160a086016126be565b64ffffffffff16826020015164ffffffffff1661169c9190612995565b9050804210156116c957604051634615acb960e11b815260048101849052602481018290526044016105d6565b5f83815260016020526040812080546001600160a81b031916905582516116f39086908690611d1d565b6040516001600160801b0382168152909150339085907f546ce1e2242cd930c196bd08b894443562d709b4fffe4f028a75a6d233efc6e39060200160405180910390a3505050506117426117b4565b50565b7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005c1561178557604051633ee5aeb560e01b815260040160405180910390fd5b6117b260017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005b90611e3e565b565b6117b25f7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f006117ac565b5f6117f161014084016101208501612888565b90505f611805610100850160e08601612888565b9050806001600160801b0316826001600160801b0316111561185457604051630de0270760e41b8152600481018490526001600160801b038084166024830152821660448201526064016105d6565b5f83815260208190526040902080546001600160801b03600160801b9091048116908416811061188657505050505050565b81546001600160801b039081169085168110156118d05760405163cd34537f60e01b8152600481018790526001600160801b038087166024830152821660448201526064016105d6565b6118e98787866118e461010084018461290a565b611e45565b82546001600160801b03808716600160801b0291161783555f61190c83876128eb565b90508060025f61192260608c0160408d01612691565b6001600160a01b0316815260208101919091526040015f9081209061194d60a08c0160808d01612691565b6001600160a01b0316815260208101919091526040015f90812080549091906119809084906001600160801b03166126eb565b92506101000a8154816001600160801b0302191690836001600160801b03160217905550336001600160a01b0316877f36bd546bb573e8921fdbfd934bbed62d872796b01792cd240cce27f79dd3eddd83896040516119f59291906001600160801b0392831681529116602082015260400190565b60405180910390a35050505050505050565b5f610c67611a136109cd565b8360405161190160f01b8152600281019290925260228201526042902090565b604080516001600160a01b038416602482015260448082018490528251808303909101815260649091019091526020810180516001600160e01b031663a9059cbb60e01b179052611a85908490611f7b565b505050565b60605f5f846001600160a01b031684604051611aa691906129a8565b5f60405180830381855af49150503d805f8114611ade576040519150601f19603f3d011682016040523d82523d5f602084013e611ae3565b606091505b5091509150610c62858383611fe7565b5f836001600160a01b03163b5f03611b51575f5f611b118585612043565b5090925090505f816003811115611b2a57611b2a6129b3565b148015611b485750856001600160a01b0316826001600160a01b0316145b92505050610da2565b611b5c84848461208c565b9050610da2565b806001600160801b03165f03611b8c57604051631f2a200560e01b815260040160405180910390fd5b5f828152600360205260408120805491611ba5836129c7565b91905055505f611bb6848484611d1d565b9050806001600160801b03165f03611bce5750505050565b5f8381526001602052604090208054600160801b900464ffffffffff1615611c665780546001600160801b0390811690831610611c25575f84815260016020526040902080546001600160a81b0319169055611c66565b8054829082905f90611c419084906001600160801b03166128eb565b92506101000a8154816001600160801b0302191690836001600160801b031602179055505b6040516001600160801b0383168152339085907fa84286cf8ebc7903a663c77c8d99aa92b600d4c2fcca872a5d4a663db4eb394b9060200160405180910390a35050505050565b611cba6020830183612691565b6001600160a01b0316336001600160a01b031614158015611cfc5750611ce66040830160208401612691565b6001600160a01b0316336001600160a01b031614155b156109c957604051631e5ebe8b60e01b8152600481018290526024016105d6565b5f82815260208190526040812080546001600160801b03808216918491611d4c91600160801b900416836128eb565b9050806001600160801b0316856001600160801b031610611d6d5780611d6f565b845b9350836001600160801b03165f03611d8c575f9350505050610da2565b611d9684836128eb565b83546001600160801b0319166001600160801b0382161784559150611deb611dc16020890189612691565b6001600160801b038616611ddb60a08b0160808c01612691565b6001600160a01b03169190611a33565b816001600160801b03165f03611e3457857f8d5942f197f362dfd44dfdc1b0b7a9721c9151b67f55817c83349271d3c08d3788604051611e2b9190612833565b60405180910390a25b5050509392505050565b80825d5050565b5f611e508585610d55565b90505f80611e646040890160208a01612691565b6001600160a01b031614611f02575f5f611eb38487878080601f0160208091040260200160405190810160405280939291908181526020018383808284375f9201919091525061204392505050565b5090925090505f816003811115611ecc57611ecc6129b3565b148015611ef95750611ee460408a0160208b01612691565b6001600160a01b0316826001600160a01b0316145b92505050611f51565b611f4e611f126020890189612691565b8386868080601f0160208091040260200160405190810160405280939291908181526020018383808284375f92019190915250611af392505050565b90505b80611f725760405163692acc3d60e01b8152600481018790526024016105d6565b50505050505050565b5f5f60205f8451602086015f885af180611f9a576040513d5f823e3d81fd5b50505f513d91508115611fb1578060011415611fbe565b6001600160a01b0384163b155b156115ef57604051635274afe760e01b81526001600160a01b03851660048201526024016105d6565b606082611ffc57611ff782612163565b610da2565b815115801561201357506001600160a01b0384163b155b1561203c57604051639996b31560e01b81526001600160a01b03851660048201526024016105d6565b5080610da2565b5f5f5f835160410361207a576020840151604085015160608601515f1a61206c8882858561218c565b955095509550505050612085565b505081515f91506002905b9250925092565b5f5f5f856001600160a01b031685856040516024016120ac9291906129df565b60408051601f198184030181529181526020820180516001600160e01b0316630b135d3f60e11b179052516120e191906129a8565b5f60405180830381855afa9150503d805f8114612119576040519150601f19603f3d011682016040523d82523d5f602084013e61211e565b606091505b509150915081801561213257506020815110155b801561215957508051630b135d3f60e11b90612157908301602090810190840161270a565b145b9695505050505050565b8051156121735780518082602001fd5b60405163d6bda27560e01b815260040160405180910390fd5b5f80807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a08411156121c557505f9150600390508261224a565b604080515f808252602082018084528a905260ff891692820192909252606081018790526080810186905260019060a0016020604051602081039080840390855afa158015612216573d5f5f3e3d5ffd5b5050604051601f1901519150506001600160a01b03811661224157505f92506001915082905061224a565b92505f91508190505b9450945094915050565b5f60e08284031215612264575f5ffd5b50919050565b80356001600160801b0381168114612280575f5ffd5b919050565b80356001600160a01b0381168114612280575f5ffd5b5f5f83601f8401126122ab575f5ffd5b5081356001600160401b038111156122c1575f5ffd5b6020830191508360208285010111156122d8575f5ffd5b9250929050565b5f5f5f5f5f61014086880312156122f4575f5ffd5b6122fe8787612254565b945061230c60e0870161226a565b935061231b6101008701612285565b92506101208601356001600160401b03811115612336575f5ffd5b6123428882890161229b565b969995985093965092949392505050565b5f5f60408385031215612364575f5ffd5b61236d83612285565b915061237b60208401612285565b90509250929050565b5f5f83601f840112612394575f5ffd5b5081356001600160401b038111156123aa575f5ffd5b6020830191508360208260051b85010111156122d8575f5ffd5b5f5f602083850312156123d5575f5ffd5b82356001600160401b038111156123ea575f5ffd5b6123f685828601612384565b90969095509350505050565b5f60e08284031215612412575f5ffd5b610da28383612254565b5f6020828403121561242c575f5ffd5b5035919050565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b60ff60f81b8816815260e060208201525f61247f60e0830189612433565b82810360408401526124918189612433565b606084018890526001600160a01b038716608085015260a0840186905283810360c0850152845180825260208087019350909101905f5b818110156124e65783518352602093840193909201916001016124c8565b50909b9a5050505050505050505050565b5f5f60408385031215612508575f5ffd5b8235915061237b6020840161226a565b5f602082016020835280845180835260408501915060408160051b8601019250602086015f5b8281101561256f57603f1987860301845261255a858351612433565b9450602093840193919091019060010161253e565b50929695505050505050565b5f5f5f5f5f6101408688031215612590575f5ffd5b61259a8787612254565b94506125a860e0870161226a565b935061010086013592506101208601356001600160401b03811115612336575f5ffd5b5f5f61010083850312156125dd575f5ffd5b6125e78484612254565b915061237b60e0840161226a565b5f5f5f60608486031215612607575f5ffd5b833592506020840135915061261e6040850161226a565b90509250925092565b5f5f5f5f6040858703121561263a575f5ffd5b84356001600160401b0381111561264f575f5ffd5b61265b87828801612384565b90955093505060208501356001600160401b03811115612679575f5ffd5b6126858782880161229b565b95989497509550505050565b5f602082840312156126a1575f5ffd5b610da282612285565b803564ffffffffff81168114612280575f5ffd5b5f602082840312156126ce575f5ffd5b610da2826126aa565b634e487b7160e01b5f52601160045260245ffd5b6001600160801b038181168382160190811115610c6757610c676126d7565b5f6020828403121561271a575f5ffd5b5051919050565b6001600160a01b038781168252861660208201526001600160801b03851660408201526060810184905260a0608082018190528101829052818360c08301375f81830160c090810191909152601f909201601f1916010195945050505050565b81810381811115610c6757610c676126d7565b6001600160a01b036127a582612285565b1682526001600160a01b036127bc60208301612285565b1660208301526001600160a01b036127d660408301612285565b1660408301526001600160a01b036127f060608301612285565b1660608301526001600160a01b0361280a60808301612285565b16608083015261281c60a082016126aa565b64ffffffffff1660a083015260c090810135910152565b60e08101610c678284612794565b634e487b7160e01b5f52603260045260245ffd5b5f823561013e1983360301811261286a575f5ffd5b9190910192915050565b634e487b7160e01b5f52604160045260245ffd5b5f60208284031215612898575f5ffd5b610da28261226a565b81515f90829060208501835b828110156128cb5781518452602093840193909101906001016128ad565b509195945050505050565b8281526101008101610da26020830184612794565b6001600160801b038281168282160390811115610c6757610c676126d7565b5f5f8335601e1984360301811261291f575f5ffd5b8301803591506001600160401b03821115612938575f5ffd5b6020019150368190038213156122d8575f5ffd5b5f81518060208401855e5f93019283525090919050565b828482375f8382015f8152612159818561294c565b64ffffffffff8181168382160190811115610c6757610c676126d7565b80820180821115610c6757610c676126d7565b5f610da2828461294c565b634e487b7160e01b5f52602160045260245ffd5b5f600182016129d8576129d86126d7565b5060010190565b828152604060208201525f6112f3604083018461243356fea2646970667358221220794d132b5d08152931097507b71934d46ff7edd7f10d0753577c6ae88326d0ab64736f6c634300081c0033",
}

// X402BatchSettlement is an auto generated Go binding around an Ethereum contract.
type X402BatchSettlement struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *X402BatchSettlement) GetABI() abi.ABI {
	return c.abi
}

// NewX402BatchSettlement creates a new instance of X402BatchSettlement.
func NewX402BatchSettlement() *X402BatchSettlement {
	parsed, err := X402BatchSettlementMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &X402BatchSettlement{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *X402BatchSettlement) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackCHANNELCONFIGTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8e4a68ac.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function CHANNEL_CONFIG_TYPEHASH() view returns(bytes32)
func (x402BatchSettlement *X402BatchSettlement) PackCHANNELCONFIGTYPEHASH() []byte {
	enc, err := x402BatchSettlement.abi.Pack("CHANNEL_CONFIG_TYPEHASH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCHANNELCONFIGTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8e4a68ac.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function CHANNEL_CONFIG_TYPEHASH() view returns(bytes32)
func (x402BatchSettlement *X402BatchSettlement) TryPackCHANNELCONFIGTYPEHASH() ([]byte, error) {
	return x402BatchSettlement.abi.Pack("CHANNEL_CONFIG_TYPEHASH")
}

// UnpackCHANNELCONFIGTYPEHASH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8e4a68ac.
//
// Solidity: function CHANNEL_CONFIG_TYPEHASH() view returns(bytes32)
func (x402BatchSettlement *X402BatchSettlement) UnpackCHANNELCONFIGTYPEHASH(data []byte) ([32]byte, error) {
	out, err := x402BatchSettlement.abi.Unpack("CHANNEL_CONFIG_TYPEHASH", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackCLAIMBATCHTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x53ab0fae.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function CLAIM_BATCH_TYPEHASH() view returns(bytes32)
func (x402BatchSettlement *X402BatchSettlement) PackCLAIMBATCHTYPEHASH() []byte {
	enc, err := x402BatchSettlement.abi.Pack("CLAIM_BATCH_TYPEHASH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCLAIMBATCHTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x53ab0fae.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function CLAIM_BATCH_TYPEHASH() view returns(bytes32)
func (x402BatchSettlement *X402BatchSettlement) TryPackCLAIMBATCHTYPEHASH() ([]byte, error) {
	return x402BatchSettlement.abi.Pack("CLAIM_BATCH_TYPEHASH")
}

// UnpackCLAIMBATCHTYPEHASH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x53ab0fae.
//
// Solidity: function CLAIM_BATCH_TYPEHASH() view returns(bytes32)
func (x402BatchSettlement *X402BatchSettlement) UnpackCLAIMBATCHTYPEHASH(data []byte) ([32]byte, error) {
	out, err := x402BatchSettlement.abi.Unpack("CLAIM_BATCH_TYPEHASH", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackCLAIMENTRYTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xba94ec0d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function CLAIM_ENTRY_TYPEHASH() view returns(bytes32)
func (x402BatchSettlement *X402BatchSettlement) PackCLAIMENTRYTYPEHASH() []byte {
	enc, err := x402BatchSettlement.abi.Pack("CLAIM_ENTRY_TYPEHASH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCLAIMENTRYTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xba94ec0d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function CLAIM_ENTRY_TYPEHASH() view returns(bytes32)
func (x402BatchSettlement *X402BatchSettlement) TryPackCLAIMENTRYTYPEHASH() ([]byte, error) {
	return x402BatchSettlement.abi.Pack("CLAIM_ENTRY_TYPEHASH")
}

// UnpackCLAIMENTRYTYPEHASH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xba94ec0d.
//
// Solidity: function CLAIM_ENTRY_TYPEHASH() view returns(bytes32)
func (x402BatchSettlement *X402BatchSettlement) UnpackCLAIMENTRYTYPEHASH(data []byte) ([32]byte, error) {
	out, err := x402BatchSettlement.abi.Unpack("CLAIM_ENTRY_TYPEHASH", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackDOMAINSEPARATOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3644e515.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function DOMAIN_SEPARATOR() view returns(bytes32)
func (x402BatchSettlement *X402BatchSettlement) PackDOMAINSEPARATOR() []byte {
	enc, err := x402BatchSettlement.abi.Pack("DOMAIN_SEPARATOR")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDOMAINSEPARATOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3644e515.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function DOMAIN_SEPARATOR() view returns(bytes32)
func (x402BatchSettlement *X402BatchSettlement) TryPackDOMAINSEPARATOR() ([]byte, error) {
	return x402BatchSettlement.abi.Pack("DOMAIN_SEPARATOR")
}

// UnpackDOMAINSEPARATOR is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3644e515.
//
// Solidity: function DOMAIN_SEPARATOR() view returns(bytes32)
func (x402BatchSettlement *X402BatchSettlement) UnpackDOMAINSEPARATOR(data []byte) ([32]byte, error) {
	out, err := x402BatchSettlement.abi.Unpack("DOMAIN_SEPARATOR", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackMAXWITHDRAWDELAY is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1fc3277d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_WITHDRAW_DELAY() view returns(uint40)
func (x402BatchSettlement *X402BatchSettlement) PackMAXWITHDRAWDELAY() []byte {
	enc, err := x402BatchSettlement.abi.Pack("MAX_WITHDRAW_DELAY")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXWITHDRAWDELAY is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1fc3277d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_WITHDRAW_DELAY() view returns(uint40)
func (x402BatchSettlement *X402BatchSettlement) TryPackMAXWITHDRAWDELAY() ([]byte, error) {
	return x402BatchSettlement.abi.Pack("MAX_WITHDRAW_DELAY")
}

// UnpackMAXWITHDRAWDELAY is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1fc3277d.
//
// Solidity: function MAX_WITHDRAW_DELAY() view returns(uint40)
func (x402BatchSettlement *X402BatchSettlement) UnpackMAXWITHDRAWDELAY(data []byte) (*big.Int, error) {
	out, err := x402BatchSettlement.abi.Unpack("MAX_WITHDRAW_DELAY", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMINWITHDRAWDELAY is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xae159439.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MIN_WITHDRAW_DELAY() view returns(uint40)
func (x402BatchSettlement *X402BatchSettlement) PackMINWITHDRAWDELAY() []byte {
	enc, err := x402BatchSettlement.abi.Pack("MIN_WITHDRAW_DELAY")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMINWITHDRAWDELAY is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xae159439.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MIN_WITHDRAW_DELAY() view returns(uint40)
func (x402BatchSettlement *X402BatchSettlement) TryPackMINWITHDRAWDELAY() ([]byte, error) {
	return x402BatchSettlement.abi.Pack("MIN_WITHDRAW_DELAY")
}

// UnpackMINWITHDRAWDELAY is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xae159439.
//
// Solidity: function MIN_WITHDRAW_DELAY() view returns(uint40)
func (x402BatchSettlement *X402BatchSettlement) UnpackMINWITHDRAWDELAY(data []byte) (*big.Int, error) {
	out, err := x402BatchSettlement.abi.Unpack("MIN_WITHDRAW_DELAY", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackREFUNDTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1e69ef40.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function REFUND_TYPEHASH() view returns(bytes32)
func (x402BatchSettlement *X402BatchSettlement) PackREFUNDTYPEHASH() []byte {
	enc, err := x402BatchSettlement.abi.Pack("REFUND_TYPEHASH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackREFUNDTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1e69ef40.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function REFUND_TYPEHASH() view returns(bytes32)
func (x402BatchSettlement *X402BatchSettlement) TryPackREFUNDTYPEHASH() ([]byte, error) {
	return x402BatchSettlement.abi.Pack("REFUND_TYPEHASH")
}

// UnpackREFUNDTYPEHASH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1e69ef40.
//
// Solidity: function REFUND_TYPEHASH() view returns(bytes32)
func (x402BatchSettlement *X402BatchSettlement) UnpackREFUNDTYPEHASH(data []byte) ([32]byte, error) {
	out, err := x402BatchSettlement.abi.Unpack("REFUND_TYPEHASH", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackVOUCHERTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x94739e87.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function VOUCHER_TYPEHASH() view returns(bytes32)
func (x402BatchSettlement *X402BatchSettlement) PackVOUCHERTYPEHASH() []byte {
	enc, err := x402BatchSettlement.abi.Pack("VOUCHER_TYPEHASH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVOUCHERTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x94739e87.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function VOUCHER_TYPEHASH() view returns(bytes32)
func (x402BatchSettlement *X402BatchSettlement) TryPackVOUCHERTYPEHASH() ([]byte, error) {
	return x402BatchSettlement.abi.Pack("VOUCHER_TYPEHASH")
}

// UnpackVOUCHERTYPEHASH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x94739e87.
//
// Solidity: function VOUCHER_TYPEHASH() view returns(bytes32)
func (x402BatchSettlement *X402BatchSettlement) UnpackVOUCHERTYPEHASH(data []byte) ([32]byte, error) {
	out, err := x402BatchSettlement.abi.Unpack("VOUCHER_TYPEHASH", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackChannels is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7a7ebd7b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function channels(bytes32 channelId) view returns(uint128 balance, uint128 totalClaimed)
func (x402BatchSettlement *X402BatchSettlement) PackChannels(channelId [32]byte) []byte {
	enc, err := x402BatchSettlement.abi.Pack("channels", channelId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackChannels is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7a7ebd7b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function channels(bytes32 channelId) view returns(uint128 balance, uint128 totalClaimed)
func (x402BatchSettlement *X402BatchSettlement) TryPackChannels(channelId [32]byte) ([]byte, error) {
	return x402BatchSettlement.abi.Pack("channels", channelId)
}

// ChannelsOutput serves as a container for the return parameters of contract
// method Channels.
type ChannelsOutput struct {
	Balance      *big.Int
	TotalClaimed *big.Int
}

// UnpackChannels is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7a7ebd7b.
//
// Solidity: function channels(bytes32 channelId) view returns(uint128 balance, uint128 totalClaimed)
func (x402BatchSettlement *X402BatchSettlement) UnpackChannels(data []byte) (ChannelsOutput, error) {
	out, err := x402BatchSettlement.abi.Unpack("channels", data)
	outstruct := new(ChannelsOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Balance = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.TotalClaimed = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackClaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x29237b0c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function claim((((address,address,address,address,address,uint40,bytes32),uint128),bytes,uint128)[] voucherClaims) returns()
func (x402BatchSettlement *X402BatchSettlement) PackClaim(voucherClaims []X402BatchSettlementVoucherClaim) []byte {
	enc, err := x402BatchSettlement.abi.Pack("claim", voucherClaims)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x29237b0c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function claim((((address,address,address,address,address,uint40,bytes32),uint128),bytes,uint128)[] voucherClaims) returns()
func (x402BatchSettlement *X402BatchSettlement) TryPackClaim(voucherClaims []X402BatchSettlementVoucherClaim) ([]byte, error) {
	return x402BatchSettlement.abi.Pack("claim", voucherClaims)
}

// PackClaimWithSignature is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe43ce1f2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function claimWithSignature((((address,address,address,address,address,uint40,bytes32),uint128),bytes,uint128)[] voucherClaims, bytes authorizerSignature) returns()
func (x402BatchSettlement *X402BatchSettlement) PackClaimWithSignature(voucherClaims []X402BatchSettlementVoucherClaim, authorizerSignature []byte) []byte {
	enc, err := x402BatchSettlement.abi.Pack("claimWithSignature", voucherClaims, authorizerSignature)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClaimWithSignature is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe43ce1f2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function claimWithSignature((((address,address,address,address,address,uint40,bytes32),uint128),bytes,uint128)[] voucherClaims, bytes authorizerSignature) returns()
func (x402BatchSettlement *X402BatchSettlement) TryPackClaimWithSignature(voucherClaims []X402BatchSettlementVoucherClaim, authorizerSignature []byte) ([]byte, error) {
	return x402BatchSettlement.abi.Pack("claimWithSignature", voucherClaims, authorizerSignature)
}

// PackDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x140f1e75.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function deposit((address,address,address,address,address,uint40,bytes32) config, uint128 amount, address collector, bytes collectorData) returns()
func (x402BatchSettlement *X402BatchSettlement) PackDeposit(config X402BatchSettlementChannelConfig, amount *big.Int, collector common.Address, collectorData []byte) []byte {
	enc, err := x402BatchSettlement.abi.Pack("deposit", config, amount, collector, collectorData)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x140f1e75.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function deposit((address,address,address,address,address,uint40,bytes32) config, uint128 amount, address collector, bytes collectorData) returns()
func (x402BatchSettlement *X402BatchSettlement) TryPackDeposit(config X402BatchSettlementChannelConfig, amount *big.Int, collector common.Address, collectorData []byte) ([]byte, error) {
	return x402BatchSettlement.abi.Pack("deposit", config, amount, collector, collectorData)
}

// PackEip712Domain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84b0196e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (x402BatchSettlement *X402BatchSettlement) PackEip712Domain() []byte {
	enc, err := x402BatchSettlement.abi.Pack("eip712Domain")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEip712Domain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84b0196e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (x402BatchSettlement *X402BatchSettlement) TryPackEip712Domain() ([]byte, error) {
	return x402BatchSettlement.abi.Pack("eip712Domain")
}

// Eip712DomainOutput serves as a container for the return parameters of contract
// method Eip712Domain.
type Eip712DomainOutput struct {
	Fields            [1]byte
	Name              string
	Version           string
	ChainId           *big.Int
	VerifyingContract common.Address
	Salt              [32]byte
	Extensions        []*big.Int
}

// UnpackEip712Domain is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x84b0196e.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (x402BatchSettlement *X402BatchSettlement) UnpackEip712Domain(data []byte) (Eip712DomainOutput, error) {
	out, err := x402BatchSettlement.abi.Unpack("eip712Domain", data)
	outstruct := new(Eip712DomainOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Fields = *abi.ConvertType(out[0], new([1]byte)).(*[1]byte)
	outstruct.Name = *abi.ConvertType(out[1], new(string)).(*string)
	outstruct.Version = *abi.ConvertType(out[2], new(string)).(*string)
	outstruct.ChainId = abi.ConvertType(out[3], new(big.Int)).(*big.Int)
	outstruct.VerifyingContract = *abi.ConvertType(out[4], new(common.Address)).(*common.Address)
	outstruct.Salt = *abi.ConvertType(out[5], new([32]byte)).(*[32]byte)
	outstruct.Extensions = *abi.ConvertType(out[6], new([]*big.Int)).(*[]*big.Int)
	return *outstruct, nil
}

// PackFinalizeWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe88377b1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function finalizeWithdraw((address,address,address,address,address,uint40,bytes32) config) returns()
func (x402BatchSettlement *X402BatchSettlement) PackFinalizeWithdraw(config X402BatchSettlementChannelConfig) []byte {
	enc, err := x402BatchSettlement.abi.Pack("finalizeWithdraw", config)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFinalizeWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe88377b1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function finalizeWithdraw((address,address,address,address,address,uint40,bytes32) config) returns()
func (x402BatchSettlement *X402BatchSettlement) TryPackFinalizeWithdraw(config X402BatchSettlementChannelConfig) ([]byte, error) {
	return x402BatchSettlement.abi.Pack("finalizeWithdraw", config)
}

// PackGetChannelId is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5e5e0b87.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getChannelId((address,address,address,address,address,uint40,bytes32) config) view returns(bytes32)
func (x402BatchSettlement *X402BatchSettlement) PackGetChannelId(config X402BatchSettlementChannelConfig) []byte {
	enc, err := x402BatchSettlement.abi.Pack("getChannelId", config)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetChannelId is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5e5e0b87.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getChannelId((address,address,address,address,address,uint40,bytes32) config) view returns(bytes32)
func (x402BatchSettlement *X402BatchSettlement) TryPackGetChannelId(config X402BatchSettlementChannelConfig) ([]byte, error) {
	return x402BatchSettlement.abi.Pack("getChannelId", config)
}

// UnpackGetChannelId is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5e5e0b87.
//
// Solidity: function getChannelId((address,address,address,address,address,uint40,bytes32) config) view returns(bytes32)
func (x402BatchSettlement *X402BatchSettlement) UnpackGetChannelId(data []byte) ([32]byte, error) {
	out, err := x402BatchSettlement.abi.Unpack("getChannelId", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackGetClaimBatchDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x488ccc3b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getClaimBatchDigest((((address,address,address,address,address,uint40,bytes32),uint128),bytes,uint128)[] voucherClaims) view returns(bytes32)
func (x402BatchSettlement *X402BatchSettlement) PackGetClaimBatchDigest(voucherClaims []X402BatchSettlementVoucherClaim) []byte {
	enc, err := x402BatchSettlement.abi.Pack("getClaimBatchDigest", voucherClaims)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetClaimBatchDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x488ccc3b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getClaimBatchDigest((((address,address,address,address,address,uint40,bytes32),uint128),bytes,uint128)[] voucherClaims) view returns(bytes32)
func (x402BatchSettlement *X402BatchSettlement) TryPackGetClaimBatchDigest(voucherClaims []X402BatchSettlementVoucherClaim) ([]byte, error) {
	return x402BatchSettlement.abi.Pack("getClaimBatchDigest", voucherClaims)
}

// UnpackGetClaimBatchDigest is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x488ccc3b.
//
// Solidity: function getClaimBatchDigest((((address,address,address,address,address,uint40,bytes32),uint128),bytes,uint128)[] voucherClaims) view returns(bytes32)
func (x402BatchSettlement *X402BatchSettlement) UnpackGetClaimBatchDigest(data []byte) ([32]byte, error) {
	out, err := x402BatchSettlement.abi.Unpack("getClaimBatchDigest", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackGetRefundDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe25cf189.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getRefundDigest(bytes32 channelId, uint256 nonce, uint128 amount) view returns(bytes32)
func (x402BatchSettlement *X402BatchSettlement) PackGetRefundDigest(channelId [32]byte, nonce *big.Int, amount *big.Int) []byte {
	enc, err := x402BatchSettlement.abi.Pack("getRefundDigest", channelId, nonce, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetRefundDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe25cf189.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getRefundDigest(bytes32 channelId, uint256 nonce, uint128 amount) view returns(bytes32)
func (x402BatchSettlement *X402BatchSettlement) TryPackGetRefundDigest(channelId [32]byte, nonce *big.Int, amount *big.Int) ([]byte, error) {
	return x402BatchSettlement.abi.Pack("getRefundDigest", channelId, nonce, amount)
}

// UnpackGetRefundDigest is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe25cf189.
//
// Solidity: function getRefundDigest(bytes32 channelId, uint256 nonce, uint128 amount) view returns(bytes32)
func (x402BatchSettlement *X402BatchSettlement) UnpackGetRefundDigest(data []byte) ([32]byte, error) {
	out, err := x402BatchSettlement.abi.Unpack("getRefundDigest", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackGetVoucherDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x862bb199.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getVoucherDigest(bytes32 channelId, uint128 maxClaimableAmount) view returns(bytes32)
func (x402BatchSettlement *X402BatchSettlement) PackGetVoucherDigest(channelId [32]byte, maxClaimableAmount *big.Int) []byte {
	enc, err := x402BatchSettlement.abi.Pack("getVoucherDigest", channelId, maxClaimableAmount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetVoucherDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x862bb199.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getVoucherDigest(bytes32 channelId, uint128 maxClaimableAmount) view returns(bytes32)
func (x402BatchSettlement *X402BatchSettlement) TryPackGetVoucherDigest(channelId [32]byte, maxClaimableAmount *big.Int) ([]byte, error) {
	return x402BatchSettlement.abi.Pack("getVoucherDigest", channelId, maxClaimableAmount)
}

// UnpackGetVoucherDigest is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x862bb199.
//
// Solidity: function getVoucherDigest(bytes32 channelId, uint128 maxClaimableAmount) view returns(bytes32)
func (x402BatchSettlement *X402BatchSettlement) UnpackGetVoucherDigest(data []byte) ([32]byte, error) {
	out, err := x402BatchSettlement.abi.Unpack("getVoucherDigest", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackInitiateWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcf5cf3dc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function initiateWithdraw((address,address,address,address,address,uint40,bytes32) config, uint128 amount) returns()
func (x402BatchSettlement *X402BatchSettlement) PackInitiateWithdraw(config X402BatchSettlementChannelConfig, amount *big.Int) []byte {
	enc, err := x402BatchSettlement.abi.Pack("initiateWithdraw", config, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackInitiateWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcf5cf3dc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function initiateWithdraw((address,address,address,address,address,uint40,bytes32) config, uint128 amount) returns()
func (x402BatchSettlement *X402BatchSettlement) TryPackInitiateWithdraw(config X402BatchSettlementChannelConfig, amount *big.Int) ([]byte, error) {
	return x402BatchSettlement.abi.Pack("initiateWithdraw", config, amount)
}

// PackMulticall is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xac9650d8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function multicall(bytes[] data) returns(bytes[] results)
func (x402BatchSettlement *X402BatchSettlement) PackMulticall(data [][]byte) []byte {
	enc, err := x402BatchSettlement.abi.Pack("multicall", data)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMulticall is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xac9650d8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function multicall(bytes[] data) returns(bytes[] results)
func (x402BatchSettlement *X402BatchSettlement) TryPackMulticall(data [][]byte) ([]byte, error) {
	return x402BatchSettlement.abi.Pack("multicall", data)
}

// UnpackMulticall is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xac9650d8.
//
// Solidity: function multicall(bytes[] data) returns(bytes[] results)
func (x402BatchSettlement *X402BatchSettlement) UnpackMulticall(data []byte) ([][]byte, error) {
	out, err := x402BatchSettlement.abi.Unpack("multicall", data)
	if err != nil {
		return *new([][]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([][]byte)).(*[][]byte)
	return out0, nil
}

// PackPendingWithdrawals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb7f06ebe.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function pendingWithdrawals(bytes32 channelId) view returns(uint128 amount, uint40 initiatedAt)
func (x402BatchSettlement *X402BatchSettlement) PackPendingWithdrawals(channelId [32]byte) []byte {
	enc, err := x402BatchSettlement.abi.Pack("pendingWithdrawals", channelId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPendingWithdrawals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb7f06ebe.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function pendingWithdrawals(bytes32 channelId) view returns(uint128 amount, uint40 initiatedAt)
func (x402BatchSettlement *X402BatchSettlement) TryPackPendingWithdrawals(channelId [32]byte) ([]byte, error) {
	return x402BatchSettlement.abi.Pack("pendingWithdrawals", channelId)
}

// PendingWithdrawalsOutput serves as a container for the return parameters of contract
// method PendingWithdrawals.
type PendingWithdrawalsOutput struct {
	Amount      *big.Int
	InitiatedAt *big.Int
}

// UnpackPendingWithdrawals is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb7f06ebe.
//
// Solidity: function pendingWithdrawals(bytes32 channelId) view returns(uint128 amount, uint40 initiatedAt)
func (x402BatchSettlement *X402BatchSettlement) UnpackPendingWithdrawals(data []byte) (PendingWithdrawalsOutput, error) {
	out, err := x402BatchSettlement.abi.Unpack("pendingWithdrawals", data)
	outstruct := new(PendingWithdrawalsOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Amount = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.InitiatedAt = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackReceivers is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x21ff6389.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function receivers(address receiver, address token) view returns(uint128 totalClaimed, uint128 totalSettled)
func (x402BatchSettlement *X402BatchSettlement) PackReceivers(receiver common.Address, token common.Address) []byte {
	enc, err := x402BatchSettlement.abi.Pack("receivers", receiver, token)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReceivers is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x21ff6389.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function receivers(address receiver, address token) view returns(uint128 totalClaimed, uint128 totalSettled)
func (x402BatchSettlement *X402BatchSettlement) TryPackReceivers(receiver common.Address, token common.Address) ([]byte, error) {
	return x402BatchSettlement.abi.Pack("receivers", receiver, token)
}

// ReceiversOutput serves as a container for the return parameters of contract
// method Receivers.
type ReceiversOutput struct {
	TotalClaimed *big.Int
	TotalSettled *big.Int
}

// UnpackReceivers is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x21ff6389.
//
// Solidity: function receivers(address receiver, address token) view returns(uint128 totalClaimed, uint128 totalSettled)
func (x402BatchSettlement *X402BatchSettlement) UnpackReceivers(data []byte) (ReceiversOutput, error) {
	out, err := x402BatchSettlement.abi.Unpack("receivers", data)
	outstruct := new(ReceiversOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.TotalClaimed = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.TotalSettled = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackRefund is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdce4bfae.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function refund((address,address,address,address,address,uint40,bytes32) config, uint128 amount) returns()
func (x402BatchSettlement *X402BatchSettlement) PackRefund(config X402BatchSettlementChannelConfig, amount *big.Int) []byte {
	enc, err := x402BatchSettlement.abi.Pack("refund", config, amount)
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
func (x402BatchSettlement *X402BatchSettlement) TryPackRefund(config X402BatchSettlementChannelConfig, amount *big.Int) ([]byte, error) {
	return x402BatchSettlement.abi.Pack("refund", config, amount)
}

// PackRefundNonce is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf0dc792e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function refundNonce(bytes32 channelId) view returns(uint256)
func (x402BatchSettlement *X402BatchSettlement) PackRefundNonce(channelId [32]byte) []byte {
	enc, err := x402BatchSettlement.abi.Pack("refundNonce", channelId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRefundNonce is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf0dc792e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function refundNonce(bytes32 channelId) view returns(uint256)
func (x402BatchSettlement *X402BatchSettlement) TryPackRefundNonce(channelId [32]byte) ([]byte, error) {
	return x402BatchSettlement.abi.Pack("refundNonce", channelId)
}

// UnpackRefundNonce is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf0dc792e.
//
// Solidity: function refundNonce(bytes32 channelId) view returns(uint256)
func (x402BatchSettlement *X402BatchSettlement) UnpackRefundNonce(data []byte) (*big.Int, error) {
	out, err := x402BatchSettlement.abi.Unpack("refundNonce", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackRefundWithSignature is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb77433e9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function refundWithSignature((address,address,address,address,address,uint40,bytes32) config, uint128 amount, uint256 nonce, bytes receiverAuthorizerSignature) returns()
func (x402BatchSettlement *X402BatchSettlement) PackRefundWithSignature(config X402BatchSettlementChannelConfig, amount *big.Int, nonce *big.Int, receiverAuthorizerSignature []byte) []byte {
	enc, err := x402BatchSettlement.abi.Pack("refundWithSignature", config, amount, nonce, receiverAuthorizerSignature)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRefundWithSignature is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb77433e9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function refundWithSignature((address,address,address,address,address,uint40,bytes32) config, uint128 amount, uint256 nonce, bytes receiverAuthorizerSignature) returns()
func (x402BatchSettlement *X402BatchSettlement) TryPackRefundWithSignature(config X402BatchSettlementChannelConfig, amount *big.Int, nonce *big.Int, receiverAuthorizerSignature []byte) ([]byte, error) {
	return x402BatchSettlement.abi.Pack("refundWithSignature", config, amount, nonce, receiverAuthorizerSignature)
}

// PackSettle is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9db32a8f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function settle(address receiver, address token) returns()
func (x402BatchSettlement *X402BatchSettlement) PackSettle(receiver common.Address, token common.Address) []byte {
	enc, err := x402BatchSettlement.abi.Pack("settle", receiver, token)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSettle is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9db32a8f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function settle(address receiver, address token) returns()
func (x402BatchSettlement *X402BatchSettlement) TryPackSettle(receiver common.Address, token common.Address) ([]byte, error) {
	return x402BatchSettlement.abi.Pack("settle", receiver, token)
}

// X402BatchSettlementChannelClosed represents a ChannelClosed event raised by the X402BatchSettlement contract.
type X402BatchSettlementChannelClosed struct {
	ChannelId [32]byte
	Config    X402BatchSettlementChannelConfig
	Raw       *types.Log // Blockchain specific contextual infos
}

const X402BatchSettlementChannelClosedEventName = "ChannelClosed"

// ContractEventName returns the user-defined event name.
func (X402BatchSettlementChannelClosed) ContractEventName() string {
	return X402BatchSettlementChannelClosedEventName
}

// UnpackChannelClosedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ChannelClosed(bytes32 indexed channelId, (address,address,address,address,address,uint40,bytes32) config)
func (x402BatchSettlement *X402BatchSettlement) UnpackChannelClosedEvent(log *types.Log) (*X402BatchSettlementChannelClosed, error) {
	event := "ChannelClosed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != x402BatchSettlement.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(X402BatchSettlementChannelClosed)
	if len(log.Data) > 0 {
		if err := x402BatchSettlement.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range x402BatchSettlement.abi.Events[event].Inputs {
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

// X402BatchSettlementChannelCreated represents a ChannelCreated event raised by the X402BatchSettlement contract.
type X402BatchSettlementChannelCreated struct {
	ChannelId [32]byte
	Config    X402BatchSettlementChannelConfig
	Raw       *types.Log // Blockchain specific contextual infos
}

const X402BatchSettlementChannelCreatedEventName = "ChannelCreated"

// ContractEventName returns the user-defined event name.
func (X402BatchSettlementChannelCreated) ContractEventName() string {
	return X402BatchSettlementChannelCreatedEventName
}

// UnpackChannelCreatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ChannelCreated(bytes32 indexed channelId, (address,address,address,address,address,uint40,bytes32) config)
func (x402BatchSettlement *X402BatchSettlement) UnpackChannelCreatedEvent(log *types.Log) (*X402BatchSettlementChannelCreated, error) {
	event := "ChannelCreated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != x402BatchSettlement.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(X402BatchSettlementChannelCreated)
	if len(log.Data) > 0 {
		if err := x402BatchSettlement.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range x402BatchSettlement.abi.Events[event].Inputs {
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

// X402BatchSettlementClaimed represents a Claimed event raised by the X402BatchSettlement contract.
type X402BatchSettlementClaimed struct {
	ChannelId       [32]byte
	Sender          common.Address
	ClaimAmount     *big.Int
	NewTotalClaimed *big.Int
	Raw             *types.Log // Blockchain specific contextual infos
}

const X402BatchSettlementClaimedEventName = "Claimed"

// ContractEventName returns the user-defined event name.
func (X402BatchSettlementClaimed) ContractEventName() string {
	return X402BatchSettlementClaimedEventName
}

// UnpackClaimedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Claimed(bytes32 indexed channelId, address indexed sender, uint128 claimAmount, uint128 newTotalClaimed)
func (x402BatchSettlement *X402BatchSettlement) UnpackClaimedEvent(log *types.Log) (*X402BatchSettlementClaimed, error) {
	event := "Claimed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != x402BatchSettlement.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(X402BatchSettlementClaimed)
	if len(log.Data) > 0 {
		if err := x402BatchSettlement.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range x402BatchSettlement.abi.Events[event].Inputs {
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

// X402BatchSettlementDeposited represents a Deposited event raised by the X402BatchSettlement contract.
type X402BatchSettlementDeposited struct {
	ChannelId  [32]byte
	Sender     common.Address
	Amount     *big.Int
	NewBalance *big.Int
	Raw        *types.Log // Blockchain specific contextual infos
}

const X402BatchSettlementDepositedEventName = "Deposited"

// ContractEventName returns the user-defined event name.
func (X402BatchSettlementDeposited) ContractEventName() string {
	return X402BatchSettlementDepositedEventName
}

// UnpackDepositedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Deposited(bytes32 indexed channelId, address indexed sender, uint128 amount, uint128 newBalance)
func (x402BatchSettlement *X402BatchSettlement) UnpackDepositedEvent(log *types.Log) (*X402BatchSettlementDeposited, error) {
	event := "Deposited"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != x402BatchSettlement.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(X402BatchSettlementDeposited)
	if len(log.Data) > 0 {
		if err := x402BatchSettlement.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range x402BatchSettlement.abi.Events[event].Inputs {
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

// X402BatchSettlementEIP712DomainChanged represents a EIP712DomainChanged event raised by the X402BatchSettlement contract.
type X402BatchSettlementEIP712DomainChanged struct {
	Raw *types.Log // Blockchain specific contextual infos
}

const X402BatchSettlementEIP712DomainChangedEventName = "EIP712DomainChanged"

// ContractEventName returns the user-defined event name.
func (X402BatchSettlementEIP712DomainChanged) ContractEventName() string {
	return X402BatchSettlementEIP712DomainChangedEventName
}

// UnpackEIP712DomainChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EIP712DomainChanged()
func (x402BatchSettlement *X402BatchSettlement) UnpackEIP712DomainChangedEvent(log *types.Log) (*X402BatchSettlementEIP712DomainChanged, error) {
	event := "EIP712DomainChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != x402BatchSettlement.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(X402BatchSettlementEIP712DomainChanged)
	if len(log.Data) > 0 {
		if err := x402BatchSettlement.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range x402BatchSettlement.abi.Events[event].Inputs {
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

// X402BatchSettlementRefunded represents a Refunded event raised by the X402BatchSettlement contract.
type X402BatchSettlementRefunded struct {
	ChannelId [32]byte
	Sender    common.Address
	Amount    *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const X402BatchSettlementRefundedEventName = "Refunded"

// ContractEventName returns the user-defined event name.
func (X402BatchSettlementRefunded) ContractEventName() string {
	return X402BatchSettlementRefundedEventName
}

// UnpackRefundedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Refunded(bytes32 indexed channelId, address indexed sender, uint128 amount)
func (x402BatchSettlement *X402BatchSettlement) UnpackRefundedEvent(log *types.Log) (*X402BatchSettlementRefunded, error) {
	event := "Refunded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != x402BatchSettlement.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(X402BatchSettlementRefunded)
	if len(log.Data) > 0 {
		if err := x402BatchSettlement.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range x402BatchSettlement.abi.Events[event].Inputs {
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

// X402BatchSettlementSettled represents a Settled event raised by the X402BatchSettlement contract.
type X402BatchSettlementSettled struct {
	Receiver common.Address
	Token    common.Address
	Sender   common.Address
	Amount   *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const X402BatchSettlementSettledEventName = "Settled"

// ContractEventName returns the user-defined event name.
func (X402BatchSettlementSettled) ContractEventName() string {
	return X402BatchSettlementSettledEventName
}

// UnpackSettledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Settled(address indexed receiver, address indexed token, address indexed sender, uint128 amount)
func (x402BatchSettlement *X402BatchSettlement) UnpackSettledEvent(log *types.Log) (*X402BatchSettlementSettled, error) {
	event := "Settled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != x402BatchSettlement.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(X402BatchSettlementSettled)
	if len(log.Data) > 0 {
		if err := x402BatchSettlement.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range x402BatchSettlement.abi.Events[event].Inputs {
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

// X402BatchSettlementWithdrawFinalized represents a WithdrawFinalized event raised by the X402BatchSettlement contract.
type X402BatchSettlementWithdrawFinalized struct {
	ChannelId [32]byte
	Sender    common.Address
	Amount    *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const X402BatchSettlementWithdrawFinalizedEventName = "WithdrawFinalized"

// ContractEventName returns the user-defined event name.
func (X402BatchSettlementWithdrawFinalized) ContractEventName() string {
	return X402BatchSettlementWithdrawFinalizedEventName
}

// UnpackWithdrawFinalizedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event WithdrawFinalized(bytes32 indexed channelId, address indexed sender, uint128 amount)
func (x402BatchSettlement *X402BatchSettlement) UnpackWithdrawFinalizedEvent(log *types.Log) (*X402BatchSettlementWithdrawFinalized, error) {
	event := "WithdrawFinalized"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != x402BatchSettlement.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(X402BatchSettlementWithdrawFinalized)
	if len(log.Data) > 0 {
		if err := x402BatchSettlement.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range x402BatchSettlement.abi.Events[event].Inputs {
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

// X402BatchSettlementWithdrawInitiated represents a WithdrawInitiated event raised by the X402BatchSettlement contract.
type X402BatchSettlementWithdrawInitiated struct {
	ChannelId     [32]byte
	Amount        *big.Int
	FinalizeAfter *big.Int
	Raw           *types.Log // Blockchain specific contextual infos
}

const X402BatchSettlementWithdrawInitiatedEventName = "WithdrawInitiated"

// ContractEventName returns the user-defined event name.
func (X402BatchSettlementWithdrawInitiated) ContractEventName() string {
	return X402BatchSettlementWithdrawInitiatedEventName
}

// UnpackWithdrawInitiatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event WithdrawInitiated(bytes32 indexed channelId, uint128 amount, uint40 finalizeAfter)
func (x402BatchSettlement *X402BatchSettlement) UnpackWithdrawInitiatedEvent(log *types.Log) (*X402BatchSettlementWithdrawInitiated, error) {
	event := "WithdrawInitiated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != x402BatchSettlement.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(X402BatchSettlementWithdrawInitiated)
	if len(log.Data) > 0 {
		if err := x402BatchSettlement.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range x402BatchSettlement.abi.Events[event].Inputs {
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
func (x402BatchSettlement *X402BatchSettlement) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], x402BatchSettlement.abi.Errors["AddressEmptyCode"].ID.Bytes()[:4]) {
		return x402BatchSettlement.UnpackAddressEmptyCodeError(raw[4:])
	}
	if bytes.Equal(raw[:4], x402BatchSettlement.abi.Errors["ClaimExceedsBalance"].ID.Bytes()[:4]) {
		return x402BatchSettlement.UnpackClaimExceedsBalanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], x402BatchSettlement.abi.Errors["ClaimExceedsVoucher"].ID.Bytes()[:4]) {
		return x402BatchSettlement.UnpackClaimExceedsVoucherError(raw[4:])
	}
	if bytes.Equal(raw[:4], x402BatchSettlement.abi.Errors["DepositNotReceived"].ID.Bytes()[:4]) {
		return x402BatchSettlement.UnpackDepositNotReceivedError(raw[4:])
	}
	if bytes.Equal(raw[:4], x402BatchSettlement.abi.Errors["EmptyBatch"].ID.Bytes()[:4]) {
		return x402BatchSettlement.UnpackEmptyBatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], x402BatchSettlement.abi.Errors["FailedCall"].ID.Bytes()[:4]) {
		return x402BatchSettlement.UnpackFailedCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], x402BatchSettlement.abi.Errors["InvalidAuthorizerSignature"].ID.Bytes()[:4]) {
		return x402BatchSettlement.UnpackInvalidAuthorizerSignatureError(raw[4:])
	}
	if bytes.Equal(raw[:4], x402BatchSettlement.abi.Errors["InvalidChannelConfig"].ID.Bytes()[:4]) {
		return x402BatchSettlement.UnpackInvalidChannelConfigError(raw[4:])
	}
	if bytes.Equal(raw[:4], x402BatchSettlement.abi.Errors["InvalidCollector"].ID.Bytes()[:4]) {
		return x402BatchSettlement.UnpackInvalidCollectorError(raw[4:])
	}
	if bytes.Equal(raw[:4], x402BatchSettlement.abi.Errors["InvalidRefundNonce"].ID.Bytes()[:4]) {
		return x402BatchSettlement.UnpackInvalidRefundNonceError(raw[4:])
	}
	if bytes.Equal(raw[:4], x402BatchSettlement.abi.Errors["InvalidVoucherSignature"].ID.Bytes()[:4]) {
		return x402BatchSettlement.UnpackInvalidVoucherSignatureError(raw[4:])
	}
	if bytes.Equal(raw[:4], x402BatchSettlement.abi.Errors["MixedReceiverAuthorizers"].ID.Bytes()[:4]) {
		return x402BatchSettlement.UnpackMixedReceiverAuthorizersError(raw[4:])
	}
	if bytes.Equal(raw[:4], x402BatchSettlement.abi.Errors["NoPendingWithdrawal"].ID.Bytes()[:4]) {
		return x402BatchSettlement.UnpackNoPendingWithdrawalError(raw[4:])
	}
	if bytes.Equal(raw[:4], x402BatchSettlement.abi.Errors["NotPayerSide"].ID.Bytes()[:4]) {
		return x402BatchSettlement.UnpackNotPayerSideError(raw[4:])
	}
	if bytes.Equal(raw[:4], x402BatchSettlement.abi.Errors["NotReceiverSide"].ID.Bytes()[:4]) {
		return x402BatchSettlement.UnpackNotReceiverSideError(raw[4:])
	}
	if bytes.Equal(raw[:4], x402BatchSettlement.abi.Errors["ReentrancyGuardReentrantCall"].ID.Bytes()[:4]) {
		return x402BatchSettlement.UnpackReentrancyGuardReentrantCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], x402BatchSettlement.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return x402BatchSettlement.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	if bytes.Equal(raw[:4], x402BatchSettlement.abi.Errors["WithdrawDelayNotElapsed"].ID.Bytes()[:4]) {
		return x402BatchSettlement.UnpackWithdrawDelayNotElapsedError(raw[4:])
	}
	if bytes.Equal(raw[:4], x402BatchSettlement.abi.Errors["WithdrawDelayOutOfRange"].ID.Bytes()[:4]) {
		return x402BatchSettlement.UnpackWithdrawDelayOutOfRangeError(raw[4:])
	}
	if bytes.Equal(raw[:4], x402BatchSettlement.abi.Errors["WithdrawExceedsAvailable"].ID.Bytes()[:4]) {
		return x402BatchSettlement.UnpackWithdrawExceedsAvailableError(raw[4:])
	}
	if bytes.Equal(raw[:4], x402BatchSettlement.abi.Errors["WithdrawalAlreadyPending"].ID.Bytes()[:4]) {
		return x402BatchSettlement.UnpackWithdrawalAlreadyPendingError(raw[4:])
	}
	if bytes.Equal(raw[:4], x402BatchSettlement.abi.Errors["ZeroAmount"].ID.Bytes()[:4]) {
		return x402BatchSettlement.UnpackZeroAmountError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// X402BatchSettlementAddressEmptyCode represents a AddressEmptyCode error raised by the X402BatchSettlement contract.
type X402BatchSettlementAddressEmptyCode struct {
	Target common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AddressEmptyCode(address target)
func X402BatchSettlementAddressEmptyCodeErrorID() common.Hash {
	return common.HexToHash("0x9996b315c842ff135b8fc4a08ad5df1c344efbc03d2687aecc0678050d2aac89")
}

// UnpackAddressEmptyCodeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AddressEmptyCode(address target)
func (x402BatchSettlement *X402BatchSettlement) UnpackAddressEmptyCodeError(raw []byte) (*X402BatchSettlementAddressEmptyCode, error) {
	out := new(X402BatchSettlementAddressEmptyCode)
	if err := x402BatchSettlement.abi.UnpackIntoInterface(out, "AddressEmptyCode", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// X402BatchSettlementClaimExceedsBalance represents a ClaimExceedsBalance error raised by the X402BatchSettlement contract.
type X402BatchSettlementClaimExceedsBalance struct {
	ChannelId    [32]byte
	TotalClaimed *big.Int
	Balance      *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ClaimExceedsBalance(bytes32 channelId, uint128 totalClaimed, uint128 balance)
func X402BatchSettlementClaimExceedsBalanceErrorID() common.Hash {
	return common.HexToHash("0xcd34537f542982bd4e70c64e5cc99dc0ac1ef3a73a8f9e4ebe8dd9f7cd56171d")
}

// UnpackClaimExceedsBalanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ClaimExceedsBalance(bytes32 channelId, uint128 totalClaimed, uint128 balance)
func (x402BatchSettlement *X402BatchSettlement) UnpackClaimExceedsBalanceError(raw []byte) (*X402BatchSettlementClaimExceedsBalance, error) {
	out := new(X402BatchSettlementClaimExceedsBalance)
	if err := x402BatchSettlement.abi.UnpackIntoInterface(out, "ClaimExceedsBalance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// X402BatchSettlementClaimExceedsVoucher represents a ClaimExceedsVoucher error raised by the X402BatchSettlement contract.
type X402BatchSettlementClaimExceedsVoucher struct {
	ChannelId          [32]byte
	TotalClaimed       *big.Int
	MaxClaimableAmount *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ClaimExceedsVoucher(bytes32 channelId, uint128 totalClaimed, uint128 maxClaimableAmount)
func X402BatchSettlementClaimExceedsVoucherErrorID() common.Hash {
	return common.HexToHash("0xde02707074d4ed2981c00a52b7eaf41d84919a829802b83f88477998352abc61")
}

// UnpackClaimExceedsVoucherError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ClaimExceedsVoucher(bytes32 channelId, uint128 totalClaimed, uint128 maxClaimableAmount)
func (x402BatchSettlement *X402BatchSettlement) UnpackClaimExceedsVoucherError(raw []byte) (*X402BatchSettlementClaimExceedsVoucher, error) {
	out := new(X402BatchSettlementClaimExceedsVoucher)
	if err := x402BatchSettlement.abi.UnpackIntoInterface(out, "ClaimExceedsVoucher", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// X402BatchSettlementDepositNotReceived represents a DepositNotReceived error raised by the X402BatchSettlement contract.
type X402BatchSettlementDepositNotReceived struct {
	Expected *big.Int
	Received *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DepositNotReceived(uint256 expected, uint256 received)
func X402BatchSettlementDepositNotReceivedErrorID() common.Hash {
	return common.HexToHash("0xaeb0d2d96454f1444ca3072f866c2453aed3c14c3c1c0efd92b72c901910895f")
}

// UnpackDepositNotReceivedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DepositNotReceived(uint256 expected, uint256 received)
func (x402BatchSettlement *X402BatchSettlement) UnpackDepositNotReceivedError(raw []byte) (*X402BatchSettlementDepositNotReceived, error) {
	out := new(X402BatchSettlementDepositNotReceived)
	if err := x402BatchSettlement.abi.UnpackIntoInterface(out, "DepositNotReceived", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// X402BatchSettlementEmptyBatch represents a EmptyBatch error raised by the X402BatchSettlement contract.
type X402BatchSettlementEmptyBatch struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EmptyBatch()
func X402BatchSettlementEmptyBatchErrorID() common.Hash {
	return common.HexToHash("0xc2e5347df6cf8d1bf68f8a9651642312bd381b900d857d97cd665976180d6ae0")
}

// UnpackEmptyBatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EmptyBatch()
func (x402BatchSettlement *X402BatchSettlement) UnpackEmptyBatchError(raw []byte) (*X402BatchSettlementEmptyBatch, error) {
	out := new(X402BatchSettlementEmptyBatch)
	if err := x402BatchSettlement.abi.UnpackIntoInterface(out, "EmptyBatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// X402BatchSettlementFailedCall represents a FailedCall error raised by the X402BatchSettlement contract.
type X402BatchSettlementFailedCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FailedCall()
func X402BatchSettlementFailedCallErrorID() common.Hash {
	return common.HexToHash("0xd6bda27508c0fb6d8a39b4b122878dab26f731a7d4e4abe711dd3731899052a4")
}

// UnpackFailedCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FailedCall()
func (x402BatchSettlement *X402BatchSettlement) UnpackFailedCallError(raw []byte) (*X402BatchSettlementFailedCall, error) {
	out := new(X402BatchSettlementFailedCall)
	if err := x402BatchSettlement.abi.UnpackIntoInterface(out, "FailedCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// X402BatchSettlementInvalidAuthorizerSignature represents a InvalidAuthorizerSignature error raised by the X402BatchSettlement contract.
type X402BatchSettlementInvalidAuthorizerSignature struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidAuthorizerSignature()
func X402BatchSettlementInvalidAuthorizerSignatureErrorID() common.Hash {
	return common.HexToHash("0xa56862eb2b45ee5b6c68361263b8df4ec10feb61eebcfcd62826d5ce187da2d5")
}

// UnpackInvalidAuthorizerSignatureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidAuthorizerSignature()
func (x402BatchSettlement *X402BatchSettlement) UnpackInvalidAuthorizerSignatureError(raw []byte) (*X402BatchSettlementInvalidAuthorizerSignature, error) {
	out := new(X402BatchSettlementInvalidAuthorizerSignature)
	if err := x402BatchSettlement.abi.UnpackIntoInterface(out, "InvalidAuthorizerSignature", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// X402BatchSettlementInvalidChannelConfig represents a InvalidChannelConfig error raised by the X402BatchSettlement contract.
type X402BatchSettlementInvalidChannelConfig struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidChannelConfig()
func X402BatchSettlementInvalidChannelConfigErrorID() common.Hash {
	return common.HexToHash("0x170fa244c7d9005e4fca5f15c67d33776d45aede62f46ff8a6999f8a3bb0818f")
}

// UnpackInvalidChannelConfigError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidChannelConfig()
func (x402BatchSettlement *X402BatchSettlement) UnpackInvalidChannelConfigError(raw []byte) (*X402BatchSettlementInvalidChannelConfig, error) {
	out := new(X402BatchSettlementInvalidChannelConfig)
	if err := x402BatchSettlement.abi.UnpackIntoInterface(out, "InvalidChannelConfig", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// X402BatchSettlementInvalidCollector represents a InvalidCollector error raised by the X402BatchSettlement contract.
type X402BatchSettlementInvalidCollector struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidCollector()
func X402BatchSettlementInvalidCollectorErrorID() common.Hash {
	return common.HexToHash("0x18b1afd44def9c8e2335a0b175a19408f7f5ef09683ee05e2f45e8042eb0d72d")
}

// UnpackInvalidCollectorError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidCollector()
func (x402BatchSettlement *X402BatchSettlement) UnpackInvalidCollectorError(raw []byte) (*X402BatchSettlementInvalidCollector, error) {
	out := new(X402BatchSettlementInvalidCollector)
	if err := x402BatchSettlement.abi.UnpackIntoInterface(out, "InvalidCollector", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// X402BatchSettlementInvalidRefundNonce represents a InvalidRefundNonce error raised by the X402BatchSettlement contract.
type X402BatchSettlementInvalidRefundNonce struct {
	ChannelId [32]byte
	Expected  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidRefundNonce(bytes32 channelId, uint256 expected)
func X402BatchSettlementInvalidRefundNonceErrorID() common.Hash {
	return common.HexToHash("0xd0599afe07ee294093f2e31c222cae3a497e6d780688c592c1643258a603eec5")
}

// UnpackInvalidRefundNonceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidRefundNonce(bytes32 channelId, uint256 expected)
func (x402BatchSettlement *X402BatchSettlement) UnpackInvalidRefundNonceError(raw []byte) (*X402BatchSettlementInvalidRefundNonce, error) {
	out := new(X402BatchSettlementInvalidRefundNonce)
	if err := x402BatchSettlement.abi.UnpackIntoInterface(out, "InvalidRefundNonce", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// X402BatchSettlementInvalidVoucherSignature represents a InvalidVoucherSignature error raised by the X402BatchSettlement contract.
type X402BatchSettlementInvalidVoucherSignature struct {
	ChannelId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidVoucherSignature(bytes32 channelId)
func X402BatchSettlementInvalidVoucherSignatureErrorID() common.Hash {
	return common.HexToHash("0x692acc3dfb5b04f8c3f0305c6d55bf546e29fcec2ed859e6459b120300fec7f9")
}

// UnpackInvalidVoucherSignatureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidVoucherSignature(bytes32 channelId)
func (x402BatchSettlement *X402BatchSettlement) UnpackInvalidVoucherSignatureError(raw []byte) (*X402BatchSettlementInvalidVoucherSignature, error) {
	out := new(X402BatchSettlementInvalidVoucherSignature)
	if err := x402BatchSettlement.abi.UnpackIntoInterface(out, "InvalidVoucherSignature", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// X402BatchSettlementMixedReceiverAuthorizers represents a MixedReceiverAuthorizers error raised by the X402BatchSettlement contract.
type X402BatchSettlementMixedReceiverAuthorizers struct {
	ChannelId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error MixedReceiverAuthorizers(bytes32 channelId)
func X402BatchSettlementMixedReceiverAuthorizersErrorID() common.Hash {
	return common.HexToHash("0x3dac2c320c9646866ea620a6ef19becf5029df0fe49233388067b9cd006d4150")
}

// UnpackMixedReceiverAuthorizersError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error MixedReceiverAuthorizers(bytes32 channelId)
func (x402BatchSettlement *X402BatchSettlement) UnpackMixedReceiverAuthorizersError(raw []byte) (*X402BatchSettlementMixedReceiverAuthorizers, error) {
	out := new(X402BatchSettlementMixedReceiverAuthorizers)
	if err := x402BatchSettlement.abi.UnpackIntoInterface(out, "MixedReceiverAuthorizers", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// X402BatchSettlementNoPendingWithdrawal represents a NoPendingWithdrawal error raised by the X402BatchSettlement contract.
type X402BatchSettlementNoPendingWithdrawal struct {
	ChannelId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoPendingWithdrawal(bytes32 channelId)
func X402BatchSettlementNoPendingWithdrawalErrorID() common.Hash {
	return common.HexToHash("0xce7100d1ade607b7d7df316be7a86fdea13e06dbea98b2c1f85312ee51bcf219")
}

// UnpackNoPendingWithdrawalError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoPendingWithdrawal(bytes32 channelId)
func (x402BatchSettlement *X402BatchSettlement) UnpackNoPendingWithdrawalError(raw []byte) (*X402BatchSettlementNoPendingWithdrawal, error) {
	out := new(X402BatchSettlementNoPendingWithdrawal)
	if err := x402BatchSettlement.abi.UnpackIntoInterface(out, "NoPendingWithdrawal", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// X402BatchSettlementNotPayerSide represents a NotPayerSide error raised by the X402BatchSettlement contract.
type X402BatchSettlementNotPayerSide struct {
	ChannelId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotPayerSide(bytes32 channelId)
func X402BatchSettlementNotPayerSideErrorID() common.Hash {
	return common.HexToHash("0x1e5ebe8b10b8ac8138a3d5db79e66ea1d8c0e6fd6db56f291ea4104f9c233c5d")
}

// UnpackNotPayerSideError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotPayerSide(bytes32 channelId)
func (x402BatchSettlement *X402BatchSettlement) UnpackNotPayerSideError(raw []byte) (*X402BatchSettlementNotPayerSide, error) {
	out := new(X402BatchSettlementNotPayerSide)
	if err := x402BatchSettlement.abi.UnpackIntoInterface(out, "NotPayerSide", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// X402BatchSettlementNotReceiverSide represents a NotReceiverSide error raised by the X402BatchSettlement contract.
type X402BatchSettlementNotReceiverSide struct {
	ChannelId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotReceiverSide(bytes32 channelId)
func X402BatchSettlementNotReceiverSideErrorID() common.Hash {
	return common.HexToHash("0xf63b7f9c252fa0192d4aa269715db91561e81d7d7f9c71703bb788eea9ccb19e")
}

// UnpackNotReceiverSideError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotReceiverSide(bytes32 channelId)
func (x402BatchSettlement *X402BatchSettlement) UnpackNotReceiverSideError(raw []byte) (*X402BatchSettlementNotReceiverSide, error) {
	out := new(X402BatchSettlementNotReceiverSide)
	if err := x402BatchSettlement.abi.UnpackIntoInterface(out, "NotReceiverSide", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// X402BatchSettlementReentrancyGuardReentrantCall represents a ReentrancyGuardReentrantCall error raised by the X402BatchSettlement contract.
type X402BatchSettlementReentrancyGuardReentrantCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReentrancyGuardReentrantCall()
func X402BatchSettlementReentrancyGuardReentrantCallErrorID() common.Hash {
	return common.HexToHash("0x3ee5aeb571de7fc460830b4d0017439a1ca56fb0bc39062227ade4fe4a24c1ca")
}

// UnpackReentrancyGuardReentrantCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReentrancyGuardReentrantCall()
func (x402BatchSettlement *X402BatchSettlement) UnpackReentrancyGuardReentrantCallError(raw []byte) (*X402BatchSettlementReentrancyGuardReentrantCall, error) {
	out := new(X402BatchSettlementReentrancyGuardReentrantCall)
	if err := x402BatchSettlement.abi.UnpackIntoInterface(out, "ReentrancyGuardReentrantCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// X402BatchSettlementSafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the X402BatchSettlement contract.
type X402BatchSettlementSafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func X402BatchSettlementSafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (x402BatchSettlement *X402BatchSettlement) UnpackSafeERC20FailedOperationError(raw []byte) (*X402BatchSettlementSafeERC20FailedOperation, error) {
	out := new(X402BatchSettlementSafeERC20FailedOperation)
	if err := x402BatchSettlement.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// X402BatchSettlementWithdrawDelayNotElapsed represents a WithdrawDelayNotElapsed error raised by the X402BatchSettlement contract.
type X402BatchSettlementWithdrawDelayNotElapsed struct {
	ChannelId     [32]byte
	FinalizeAfter *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WithdrawDelayNotElapsed(bytes32 channelId, uint256 finalizeAfter)
func X402BatchSettlementWithdrawDelayNotElapsedErrorID() common.Hash {
	return common.HexToHash("0x8c2b5972fccb2911fbfbd8e887035eb661e1627191f5181fb6a9da6f435eb92c")
}

// UnpackWithdrawDelayNotElapsedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WithdrawDelayNotElapsed(bytes32 channelId, uint256 finalizeAfter)
func (x402BatchSettlement *X402BatchSettlement) UnpackWithdrawDelayNotElapsedError(raw []byte) (*X402BatchSettlementWithdrawDelayNotElapsed, error) {
	out := new(X402BatchSettlementWithdrawDelayNotElapsed)
	if err := x402BatchSettlement.abi.UnpackIntoInterface(out, "WithdrawDelayNotElapsed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// X402BatchSettlementWithdrawDelayOutOfRange represents a WithdrawDelayOutOfRange error raised by the X402BatchSettlement contract.
type X402BatchSettlementWithdrawDelayOutOfRange struct {
	WithdrawDelay *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WithdrawDelayOutOfRange(uint40 withdrawDelay)
func X402BatchSettlementWithdrawDelayOutOfRangeErrorID() common.Hash {
	return common.HexToHash("0x723999051ca98fb04cd70aa5fd042e946d51d0197cf77dca1d421ca1f8688b3f")
}

// UnpackWithdrawDelayOutOfRangeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WithdrawDelayOutOfRange(uint40 withdrawDelay)
func (x402BatchSettlement *X402BatchSettlement) UnpackWithdrawDelayOutOfRangeError(raw []byte) (*X402BatchSettlementWithdrawDelayOutOfRange, error) {
	out := new(X402BatchSettlementWithdrawDelayOutOfRange)
	if err := x402BatchSettlement.abi.UnpackIntoInterface(out, "WithdrawDelayOutOfRange", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// X402BatchSettlementWithdrawExceedsAvailable represents a WithdrawExceedsAvailable error raised by the X402BatchSettlement contract.
type X402BatchSettlementWithdrawExceedsAvailable struct {
	ChannelId [32]byte
	Amount    *big.Int
	Available *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WithdrawExceedsAvailable(bytes32 channelId, uint128 amount, uint128 available)
func X402BatchSettlementWithdrawExceedsAvailableErrorID() common.Hash {
	return common.HexToHash("0x39faa3469f1cf3bb13ef2c09b861630071d5505f32989b056b8c055ab0ae4d2b")
}

// UnpackWithdrawExceedsAvailableError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WithdrawExceedsAvailable(bytes32 channelId, uint128 amount, uint128 available)
func (x402BatchSettlement *X402BatchSettlement) UnpackWithdrawExceedsAvailableError(raw []byte) (*X402BatchSettlementWithdrawExceedsAvailable, error) {
	out := new(X402BatchSettlementWithdrawExceedsAvailable)
	if err := x402BatchSettlement.abi.UnpackIntoInterface(out, "WithdrawExceedsAvailable", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// X402BatchSettlementWithdrawalAlreadyPending represents a WithdrawalAlreadyPending error raised by the X402BatchSettlement contract.
type X402BatchSettlementWithdrawalAlreadyPending struct {
	ChannelId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WithdrawalAlreadyPending(bytes32 channelId)
func X402BatchSettlementWithdrawalAlreadyPendingErrorID() common.Hash {
	return common.HexToHash("0x158b07efadac96a2719f1a332efb92d627c8ae1c0020045f57fafd41918f6d37")
}

// UnpackWithdrawalAlreadyPendingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WithdrawalAlreadyPending(bytes32 channelId)
func (x402BatchSettlement *X402BatchSettlement) UnpackWithdrawalAlreadyPendingError(raw []byte) (*X402BatchSettlementWithdrawalAlreadyPending, error) {
	out := new(X402BatchSettlementWithdrawalAlreadyPending)
	if err := x402BatchSettlement.abi.UnpackIntoInterface(out, "WithdrawalAlreadyPending", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// X402BatchSettlementZeroAmount represents a ZeroAmount error raised by the X402BatchSettlement contract.
type X402BatchSettlementZeroAmount struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAmount()
func X402BatchSettlementZeroAmountErrorID() common.Hash {
	return common.HexToHash("0x1f2a2005cb66a8e145327e8814e243a0996aec9bfe1e15a495778b1236dbd485")
}

// UnpackZeroAmountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAmount()
func (x402BatchSettlement *X402BatchSettlement) UnpackZeroAmountError(raw []byte) (*X402BatchSettlementZeroAmount, error) {
	out := new(X402BatchSettlementZeroAmount)
	if err := x402BatchSettlement.abi.UnpackIntoInterface(out, "ZeroAmount", raw); err != nil {
		return nil, err
	}
	return out, nil
}
