package readmodel

import (
	"encoding/json"
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"github.com/ethereum/go-ethereum/common"
)

// Project is a registered project as the read model stores it. Ids are
// decimal strings: the registry's ids are uint256.
type Project struct {
	ID            string         `json:"id"`
	Name          string         `json:"name"`
	Description   string         `json:"description"`
	License       string         `json:"license"`
	Owner         common.Address `json:"owner"`
	IsPublic      bool           `json:"isPublic"`
	IsAgent       bool           `json:"isAgent"`
	AgentEndpoint string         `json:"agentEndpoint"`
	ReadmeHash    string         `json:"readmeHash"`
	// CreatedAt is the creating block's time, Unix seconds.
	CreatedAt uint64 `json:"createdAt"`
	// VersionCount is filled in by reads (it changes with every push and
	// is kept apart from the stored record).
	VersionCount uint64 `json:"-"`
	// BlockNumber and TxHash locate the creating transaction.
	BlockNumber uint64      `json:"blockNumber"`
	TxHash      common.Hash `json:"txHash"`
}

// Version is one version of a project.
type Version struct {
	ProjectID   string         `json:"projectId"`
	Index       uint64         `json:"index"`
	StorageHash string         `json:"storageHash"`
	VersionTag  string         `json:"versionTag"`
	Changelog   string         `json:"changelog"`
	PushedBy    common.Address `json:"pushedBy"`
	// PushedAt is the block time, Unix seconds.
	PushedAt    uint64      `json:"pushedAt"`
	BlockNumber uint64      `json:"blockNumber"`
	TxHash      common.Hash `json:"txHash"`
	// Sha256 (64 lowercase hex digits), ContentSize (bytes) and
	// ContentType describe the content as the push stated it on chain;
	// empty (0) when it did not, and in records indexed before the
	// registry recorded them.
	Sha256      string `json:"sha256,omitempty"`
	ContentSize uint64 `json:"contentSize,omitempty"`
	ContentType string `json:"contentType,omitempty"`
}

// EventType names a registry event.
type EventType string

// The registry events the read model lists.
const (
	EventProjectCreated      EventType = "project_created"
	EventVersionPushed       EventType = "version_pushed"
	EventCollaboratorAdded   EventType = "collaborator_added"
	EventCollaboratorRemoved EventType = "collaborator_removed"
)

// EventTypes lists every EventType.
func EventTypes() []EventType {
	return []EventType{EventProjectCreated, EventVersionPushed, EventCollaboratorAdded, EventCollaboratorRemoved, EventWriteCorrected}
}

// Event is one registry event. The fields after Timestamp are set for the
// event types named in their comments and nil or empty otherwise.
type Event struct {
	// ID is the event's position on the chain, "<block number>-<log index>";
	// it is also the cursor of the event listing.
	ID          string      `json:"id"`
	Type        EventType   `json:"type"`
	ProjectID   string      `json:"projectId"`
	BlockNumber uint64      `json:"blockNumber"`
	BlockHash   common.Hash `json:"blockHash"`
	LogIndex    uint        `json:"logIndex"`
	TxHash      common.Hash `json:"txHash"`
	// Timestamp is the block time, Unix seconds.
	Timestamp uint64 `json:"timestamp"`

	// project_created
	Name     string          `json:"name,omitempty"`
	Owner    *common.Address `json:"owner,omitempty"`
	IsPublic *bool           `json:"isPublic,omitempty"`
	IsAgent  *bool           `json:"isAgent,omitempty"`
	// version_pushed
	VersionIndex *uint64         `json:"versionIndex,omitempty"`
	VersionTag   string          `json:"versionTag,omitempty"`
	StorageHash  string          `json:"storageHash,omitempty"`
	PushedBy     *common.Address `json:"pushedBy,omitempty"`
	Sha256       string          `json:"sha256,omitempty"`
	ContentSize  uint64          `json:"contentSize,omitempty"`
	ContentType  string          `json:"contentType,omitempty"`
	// collaborator_added, collaborator_removed
	Collaborator *common.Address `json:"collaborator,omitempty"`
	// write_corrected: the job whose answer changed, the result it was
	// answered and the result the chain says now.
	JobID    string          `json:"jobId,omitempty"`
	Previous json.RawMessage `json:"previous,omitempty"`
	Result   json.RawMessage `json:"result,omitempty"`
}

// Buyback is one execution of the buyback contract: USDC swapped for the
// protocol token.
type Buyback struct {
	// USDCSpent is in USDC base units (6 decimals).
	USDCSpent *big.Int `json:"usdcSpent"`
	// TokensReceived is in the token's smallest unit (18 decimals).
	TokensReceived *big.Int `json:"tokensReceived"`
	// Timestamp is the block time, Unix seconds.
	Timestamp   uint64      `json:"timestamp"`
	TxHash      common.Hash `json:"txHash"`
	BlockNumber uint64      `json:"blockNumber"`
	LogIndex    uint        `json:"logIndex"`
}

// TokenSupply is the protocol token's total supply as last read by the
// indexer.
type TokenSupply struct {
	// Raw is in the token's smallest unit.
	Raw      *big.Int
	Decimals uint8
	Symbol   string
}

// Stats are the protocol's figures.
type Stats struct {
	// ProjectCount counts every project, private ones included.
	ProjectCount uint64
	// TotalVersions counts every version of every project.
	TotalVersions uint64
	// USDCVolume is every USDC base unit paid to the treasury: paid writes
	// and settlements.
	USDCVolume *big.Int
	// Payments counts paid writes.
	Payments uint64
	// Buybacks counts buyback executions; BuybackUSDC sums their USDC.
	Buybacks    uint64
	BuybackUSDC *big.Int
	// Supply is nil until the indexer has read it.
	Supply *TokenSupply
	// IndexedBlock is the indexer's cursor: the last block it processed.
	// Zero before the first one.
	IndexedBlock uint64
}

// Kind is what a Change does to the read model.
type Kind string

// The kinds of Change. The first four are also EventTypes.
const (
	KindProjectCreated      Kind = Kind(EventProjectCreated)
	KindVersionPushed       Kind = Kind(EventVersionPushed)
	KindCollaboratorAdded   Kind = Kind(EventCollaboratorAdded)
	KindCollaboratorRemoved Kind = Kind(EventCollaboratorRemoved)
	// KindPayment is a paid write's payment (treasury PaymentReceived).
	KindPayment Kind = "payment_received"
	// KindSettled is a settlement of USDC paid outside the paid entry
	// points (treasury Settled).
	KindSettled Kind = "settled"
	// KindBuyback is a buyback execution (BuybackExecuted).
	KindBuyback Kind = "buyback_executed"
	// KindAdminScheduled is an admin operation scheduled on the access
	// manager (OperationScheduled).
	KindAdminScheduled Kind = "admin_scheduled"
	// KindAdminExecuted is a scheduled operation carried out
	// (OperationExecuted).
	KindAdminExecuted Kind = "admin_executed"
	// KindAdminCanceled is a scheduled operation cancelled
	// (OperationCanceled).
	KindAdminCanceled Kind = "admin_canceled"
)

// Change is the effect of one log. Which fields are set depends on Kind.
type Change struct {
	Kind     Kind
	LogIndex uint
	TxHash   common.Hash
	// Project is set for KindProjectCreated.
	Project *Project
	// Version is set for KindVersionPushed.
	Version *Version
	// ProjectID and Collaborator are set for the collaborator kinds.
	ProjectID    string
	Collaborator common.Address
	// Payer and Nonce are set for KindPayment (the EIP-3009 authorization
	// that paid); Amount for KindPayment and KindSettled, in USDC base units.
	Payer  common.Address
	Nonce  common.Hash
	Amount *big.Int
	// Buyback is set for KindBuyback.
	Buyback *Buyback
	// AdminOp is set for the admin kinds; KindAdminExecuted and
	// KindAdminCanceled carry only its OperationID and Nonce.
	AdminOp *AdminOperation
}

// Block is the changes of one block, in log order.
type Block struct {
	Number uint64
	Hash   common.Hash
	// Time is the block's time in Unix seconds. It is needed only for
	// collaborator events (the other events carry their own time); zero
	// leaves their timestamp at zero.
	Time    uint64
	Changes []Change
}

// BlockRef names a block.
type BlockRef struct {
	Number uint64
	Hash   common.Hash
}

// scoreShift places the log index below the block number in scores.
const scoreShift = 20

// maxLogIndex is the largest log index a score can hold.
const maxLogIndex = 1<<scoreShift - 1

// positionScore orders events and buybacks by chain position.
func positionScore(block uint64, logIndex uint) string {
	return strconv.FormatUint(block<<scoreShift|uint64(logIndex), 10)
}

// eventID is the public id (and cursor) of the event at a chain position.
func eventID(block uint64, logIndex uint) string {
	return strconv.FormatUint(block, 10) + "-" + strconv.FormatUint(uint64(logIndex), 10)
}

// ParseEventID parses an event id "<block>-<log index>" into its sorted-set
// score. It is how the API validates a cursor.
func ParseEventID(id string) (uint64, error) {
	b, l, ok := strings.Cut(id, "-")
	if !ok {
		return 0, fmt.Errorf("event id %q: want <block>-<log index>", id)
	}
	block, err := strconv.ParseUint(b, 10, 64)
	if err != nil || block >= 1<<(64-scoreShift) {
		return 0, fmt.Errorf("event id %q: bad block number", id)
	}
	log, err := strconv.ParseUint(l, 10, 32)
	if err != nil || log > maxLogIndex {
		return 0, fmt.Errorf("event id %q: bad log index", id)
	}
	return block<<scoreShift | log, nil
}
