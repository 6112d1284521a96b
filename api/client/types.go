package client

import "encoding/json"

// Project is a project of the spec (GET /v1/projects/:id).
type Project struct {
	ID            string `json:"id"`
	Name          string `json:"name"`
	Description   string `json:"description"`
	License       string `json:"license"`
	Owner         string `json:"owner"`
	IsPublic      bool   `json:"isPublic"`
	IsAgent       bool   `json:"isAgent"`
	AgentEndpoint string `json:"agentEndpoint"`
	CreatedAt     string `json:"createdAt"`
	VersionCount  string `json:"versionCount"`
	ReadmeHash    string `json:"readmeHash"`
}

// ProjectList is a page of GET /v1/projects.
type ProjectList struct {
	Data   []Project `json:"data"`
	Total  int       `json:"total"`
	Offset int       `json:"offset"`
	Limit  int       `json:"limit"`
}

// Version is a version of the spec.
type Version struct {
	Index       string `json:"index"`
	ProjectID   string `json:"projectId"`
	StorageHash string `json:"storageHash"`
	VersionTag  string `json:"versionTag"`
	Changelog   string `json:"changelog"`
	PushedBy    string `json:"pushedBy"`
	PushedAt    string `json:"pushedAt"`
	// TxHash and BlockNumber name the transaction that recorded the version.
	TxHash      string `json:"txHash,omitempty"`
	BlockNumber string `json:"blockNumber,omitempty"`
	// StorageURL is where the content can be fetched (the service's
	// gateway); ContentSize (bytes, decimal), ContentType and SHA256
	// (lowercase hex) describe it as the registry recorded it on chain, and
	// are absent when the push did not state them.
	StorageURL  string `json:"storageUrl,omitempty"`
	ContentSize string `json:"contentSize,omitempty"`
	ContentType string `json:"contentType,omitempty"`
	SHA256      string `json:"sha256,omitempty"`
}

// VersionList is the body of GET /v1/projects/:id/versions. Total, Offset
// and Limit are set only when the request asked for a page.
type VersionList struct {
	Data   []Version `json:"data"`
	Total  *int      `json:"total,omitempty"`
	Offset *int      `json:"offset,omitempty"`
	Limit  *int      `json:"limit,omitempty"`
}

// CreateProject is the body of POST /v1/projects.
type CreateProject struct {
	Name          string `json:"name"`
	Description   string `json:"description,omitempty"`
	License       string `json:"license,omitempty"`
	IsPublic      bool   `json:"isPublic"`
	IsAgent       bool   `json:"isAgent"`
	AgentEndpoint string `json:"agentEndpoint,omitempty"`
	ReadmeHash    string `json:"readmeHash,omitempty"`
}

// PushVersion is the body of POST /v1/projects/:id/versions.
type PushVersion struct {
	StorageHash string `json:"storageHash"`
	VersionTag  string `json:"versionTag"`
	Changelog   string `json:"changelog,omitempty"`
	// ContentSize, when set, raises the fee to that size's price; content
	// inkd stored is priced from its stored size anyway. It is recorded on
	// chain with the version.
	ContentSize *int64 `json:"contentSize,omitempty"`
	// SHA256 (64 lowercase hex digits) and ContentType describe the
	// content; both are recorded on chain with the version. For content
	// inkd stored the service fills them in and refuses values that differ
	// from what it stored.
	SHA256      string `json:"sha256,omitempty"`
	ContentType string `json:"contentType,omitempty"`
}

// CreateResult is the 201 body of POST /v1/projects.
type CreateResult struct {
	TxHash      string `json:"txHash"`
	ProjectID   string `json:"projectId"`
	Name        string `json:"name"`
	Owner       string `json:"owner"`
	Status      string `json:"status"`
	BlockNumber string `json:"blockNumber"`
}

// PushResult is the 201 body of POST /v1/projects/:id/versions.
type PushResult struct {
	TxHash       string `json:"txHash"`
	ProjectID    string `json:"projectId"`
	VersionIndex string `json:"versionIndex"`
	VersionTag   string `json:"versionTag"`
	StorageHash  string `json:"storageHash"`
	StorageURL   string `json:"storageUrl"`
	Pusher       string `json:"pusher"`
	Status       string `json:"status"`
	BlockNumber  string `json:"blockNumber"`
}

// PushVersions is the body of POST /v1/projects/:id/versions/batch: 1 to
// the server's BATCH_MAX_VERSIONS versions (256 by default), paid with one
// payment and recorded in one transaction, all or none.
type PushVersions struct {
	Versions []PushVersion `json:"versions"`
}

// PushVersionsResult is the 201 body of POST
// /v1/projects/:id/versions/batch.
type PushVersionsResult struct {
	TxHash      string         `json:"txHash"`
	ProjectID   string         `json:"projectId"`
	Pusher      string         `json:"pusher"`
	Status      string         `json:"status"`
	BlockNumber string         `json:"blockNumber"`
	Versions    []BatchVersion `json:"versions"`
}

// BatchVersion is one version of a PushVersionsResult, in request order.
type BatchVersion struct {
	VersionIndex string `json:"versionIndex"`
	VersionTag   string `json:"versionTag"`
	StorageHash  string `json:"storageHash"`
	StorageURL   string `json:"storageUrl"`
}

// UploadResult is the body of POST /v1/upload.
type UploadResult struct {
	StorageHash string `json:"storageHash"`
	URL         string `json:"url"`
	Bytes       int64  `json:"bytes"`
	ContentType string `json:"contentType"`
	// SHA256 is the digest of the stored bytes, lowercase hex.
	SHA256 string `json:"sha256,omitempty"`
}

// Quote is the body of GET /v1/upload/price: amounts in USDC base units.
type Quote struct {
	Bytes       int64  `json:"bytes"`
	StorageCost string `json:"storageCost"`
	Markup      string `json:"markup"`
	Total       string `json:"total"`
	TotalUSD    string `json:"totalUsd"`
	MinimumFee  string `json:"minimumFee"`
	PushFee     string `json:"pushFee"`
	PushFeeUSD  string `json:"pushFeeUsd"`
}

// Status is the body of GET /v1/status.
type Status struct {
	OK           bool   `json:"ok"`
	Network      string `json:"network"`
	RPCURL       string `json:"rpcUrl"`
	RPCReachable bool   `json:"rpcReachable"`
	Contracts    struct {
		Registry string `json:"registry"`
		Treasury string `json:"treasury"`
		// Deployed is nil when the chain did not answer (null).
		Deployed *bool `json:"deployed"`
	} `json:"contracts"`
	// Protocol's figures are empty when unknown (null).
	Protocol struct {
		ProjectCount string `json:"projectCount"`
		TotalSupply  string `json:"totalSupply"`
	} `json:"protocol"`
	// Problems say why OK is false; empty when it is true.
	Problems []string `json:"problems"`
	// PendingAdminOperations are the timelocked admin operations scheduled
	// and not yet executed or cancelled: changes coming to the contracts.
	PendingAdminOperations []AdminOperation `json:"pendingAdminOperations"`
}

// AdminOperation is one pending admin operation of the status report.
type AdminOperation struct {
	OperationID           string `json:"operationId"`
	Nonce                 uint32 `json:"nonce"`
	Target                string `json:"target"`
	Selector              string `json:"selector"`
	Function              string `json:"function,omitempty"`
	Caller                string `json:"caller"`
	EarliestExecution     int64  `json:"earliestExecution"`
	EarliestExecutionTime string `json:"earliestExecutionTime"`
	Ready                 bool   `json:"ready"`
}

// Job states of GET /v1/jobs/:id.
const (
	JobPending   = "pending"
	JobSucceeded = "succeeded"
	JobFailed    = "failed"
)

// Job is the body of a 202 and of GET /v1/jobs/:id.
type Job struct {
	JobID  string          `json:"jobId"`
	Status string          `json:"status"`
	Result json.RawMessage `json:"result,omitempty"`
	Error  *ErrorBody      `json:"error,omitempty"`
	// Corrections are the answers a reorg deeper than the confirmations
	// made untrue, oldest first; Result is what the chain says now.
	Corrections []Correction `json:"corrections,omitempty"`
}

// Correction is one answer of a job that stopped matching the chain.
type Correction struct {
	// At is when it was corrected, Unix seconds.
	At     int64  `json:"at"`
	Reason string `json:"reason"`
	// Previous is the result answered before.
	Previous    json.RawMessage `json:"previous,omitempty"`
	TxHash      string          `json:"txHash"`
	BlockNumber string          `json:"blockNumber"`
}

// ErrorBody is the spec's error body.
type ErrorBody struct {
	Error   string `json:"error"`
	Message string `json:"message"`
}

// DiffSide is one side of a DiffResult.
type DiffSide struct {
	Index       string `json:"index"`
	VersionTag  string `json:"versionTag"`
	StorageHash string `json:"storageHash"`
	// Size in bytes; "" when unknown.
	Size        string `json:"size"`
	ContentType string `json:"contentType"`
	// SHA256 is the content's hex SHA-256, when it was read whole.
	SHA256 string `json:"sha256,omitempty"`
}

// DiffResult is the body of GET /v1/projects/:id/versions/diff.
type DiffResult struct {
	ProjectID string   `json:"projectId"`
	From      DiffSide `json:"from"`
	To        DiffSide `json:"to"`
	// Kind is "text", "binary", "too_large" or "too_different".
	Kind string `json:"kind"`
	// Identical is nil when it cannot be known.
	Identical       *bool  `json:"identical"`
	SizeDelta       string `json:"sizeDelta"`
	SameContentType bool   `json:"sameContentType"`
	// Diff, LinesAdded and LinesRemoved are set for text only.
	Diff         *string `json:"diff,omitempty"`
	LinesAdded   *string `json:"linesAdded,omitempty"`
	LinesRemoved *string `json:"linesRemoved,omitempty"`
}
