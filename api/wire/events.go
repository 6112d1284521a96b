package wire

import "encoding/json"

// Event is one registry event, in GET /v1/events and in its event stream.
// The fields after Timestamp appear for the types named in their comments.
type Event struct {
	// ID is the event's chain position "<blockNumber>-<logIndex>", the
	// listing's cursor.
	ID          string `json:"id"`
	Type        string `json:"type"`
	ProjectID   string `json:"projectId"`
	BlockNumber string `json:"blockNumber"`
	LogIndex    string `json:"logIndex"`
	TxHash      string `json:"txHash"`
	Timestamp   string `json:"timestamp"`
	// project_created
	Name     string `json:"name,omitempty"`
	Owner    string `json:"owner,omitempty"`
	IsPublic *bool  `json:"isPublic,omitempty"`
	IsAgent  *bool  `json:"isAgent,omitempty"`
	// version_pushed
	VersionIndex string `json:"versionIndex,omitempty"`
	VersionTag   string `json:"versionTag,omitempty"`
	StorageHash  string `json:"storageHash,omitempty"`
	PushedBy     string `json:"pushedBy,omitempty"`
	StorageURL   string `json:"storageUrl,omitempty"`
	ContentSize  string `json:"contentSize,omitempty"`
	ContentType  string `json:"contentType,omitempty"`
	SHA256       string `json:"sha256,omitempty"`
	// collaborator_added, collaborator_removed
	Collaborator string `json:"collaborator,omitempty"`
	// write_corrected (on the stream only): the paid write's job, the
	// result it was answered (201) and the result the chain says now,
	// after a reorg deeper than the confirmations.
	JobID    string          `json:"jobId,omitempty"`
	Previous json.RawMessage `json:"previous,omitempty"`
	Result   json.RawMessage `json:"result,omitempty"`
	// Removed is true, on the stream only, for an event a chain reorg
	// took back.
	Removed bool `json:"removed,omitempty"`
}

// EventList is the body of GET /v1/events: newest first.
type EventList struct {
	Data []Event `json:"data"`
	// NextCursor, when not nil, fetches the next (older) page as
	// ?cursor=…; nil (null) means this page is the last.
	NextCursor *string `json:"nextCursor"`
}

// Buyback is one buyback in GET /v1/buybacks.
type Buyback struct {
	// USDCSpent is in USDC base units.
	USDCSpent string `json:"usdcSpent"`
	// TokensReceived is in the token's smallest unit (18 decimals).
	TokensReceived string `json:"tokensReceived"`
	TxHash         string `json:"txHash"`
	BlockNumber    string `json:"blockNumber"`
	// Timestamp is the block time, Unix seconds.
	Timestamp   string `json:"timestamp"`
	ExplorerURL string `json:"explorerUrl"`
}

// BuybackList is the body of GET /v1/buybacks: newest first.
type BuybackList struct {
	Data   []Buyback `json:"data"`
	Total  int       `json:"total"`
	Offset int       `json:"offset"`
	Limit  int       `json:"limit"`
}

// Event types of the registry, an Event's Type.
const (
	// EventProjectCreated: a project was registered.
	EventProjectCreated = "project_created"
	// EventVersionPushed: a version was recorded.
	EventVersionPushed = "version_pushed"
	// EventCollaboratorAdded: a collaborator may now push to the project.
	EventCollaboratorAdded = "collaborator_added"
	// EventCollaboratorRemoved: a collaborator may no longer push.
	EventCollaboratorRemoved = "collaborator_removed"
	// EventWriteCorrected (on the stream only): a paid write's result was
	// corrected after a reorg deeper than the confirmations.
	EventWriteCorrected = "write_corrected"
)
