package wire

// Version is a version of the spec (section 2).
type Version struct {
	Index       string `json:"index"`
	ProjectID   string `json:"projectId"`
	StorageHash string `json:"storageHash"`
	VersionTag  string `json:"versionTag"`
	Changelog   string `json:"changelog"`
	PushedBy    string `json:"pushedBy"`
	PushedAt    string `json:"pushedAt"`
	// TxHash and BlockNumber name the transaction that recorded the
	// version.
	TxHash      string `json:"txHash,omitempty"`
	BlockNumber string `json:"blockNumber,omitempty"`
	// StorageURL is the content at the service's gateway.
	StorageURL string `json:"storageUrl,omitempty"`
	// ContentSize (bytes, decimal), ContentType and SHA256 (lowercase hex)
	// describe the content as the registry recorded it on chain; each is
	// absent when the push did not state it.
	ContentSize string `json:"contentSize,omitempty"`
	ContentType string `json:"contentType,omitempty"`
	SHA256      string `json:"sha256,omitempty"`
}

// VersionList is the body of GET /v1/projects/:id/versions when the request
// neither pages nor filters it: every version, oldest first.
type VersionList struct {
	Data []Version `json:"data"`
}

// VersionPage is the body of GET /v1/projects/:id/versions when the
// request pages it or filters it by tag: the versions that match, oldest
// first, and the page's place among them.
type VersionPage struct {
	Data []Version `json:"data"`
	// Total counts the versions that match the tag (all without one).
	Total  int `json:"total"`
	Offset int `json:"offset"`
	Limit  int `json:"limit"`
}

// PushVersion is the body of POST /v1/projects/:id/versions, and one
// version of a PushVersions. The server reads it field by field, so that
// each bad field is named in its error.
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

// PushVersions is the body of POST /v1/projects/:id/versions/batch: 1 to
// the server's BATCH_MAX_VERSIONS versions (256 by default), paid with one
// payment and recorded in one transaction, all or none.
type PushVersions struct {
	Versions []PushVersion `json:"versions"`
}

// PushResult is the 201 body of POST /v1/projects/:id/versions (spec "Write
// result (push version)"), and its 200 body when the version landed
// already.
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

// PushVersionsResult is the 201 body of POST
// /v1/projects/:id/versions/batch: one transaction for every version.
type PushVersionsResult struct {
	TxHash      string `json:"txHash"`
	ProjectID   string `json:"projectId"`
	Pusher      string `json:"pusher"`
	Status      string `json:"status"`
	BlockNumber string `json:"blockNumber"`
	// Versions are in request order.
	Versions []MultiPushVersion `json:"versions"`
}

// MultiPushVersion is one landed version of a PushVersionsResult.
type MultiPushVersion struct {
	VersionIndex string `json:"versionIndex"`
	VersionTag   string `json:"versionTag"`
	StorageHash  string `json:"storageHash"`
	StorageURL   string `json:"storageUrl"`
}

// LandedPushVersionsResult is the 200 body of a multi-push whose versions
// all landed already. They may have landed in several transactions: each
// carries its own TxHash and BlockNumber; the top-level ones are those of
// the latest (highest index), as is Pusher.
type LandedPushVersionsResult struct {
	TxHash      string `json:"txHash"`
	ProjectID   string `json:"projectId"`
	Pusher      string `json:"pusher"`
	Status      string `json:"status"`
	BlockNumber string `json:"blockNumber"`
	// Versions are in request order.
	Versions []LandedMultiPushVersion `json:"versions"`
}

// LandedMultiPushVersion is one version of a LandedPushVersionsResult.
type LandedMultiPushVersion struct {
	VersionIndex string `json:"versionIndex"`
	VersionTag   string `json:"versionTag"`
	StorageHash  string `json:"storageHash"`
	StorageURL   string `json:"storageUrl"`
	TxHash       string `json:"txHash"`
	BlockNumber  string `json:"blockNumber"`
}
