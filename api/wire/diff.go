package wire

// Diff kinds of a DiffResult.
const (
	// DiffText compares two texts: the result carries a unified diff.
	DiffText = "text"
	// DiffBinary compares content that is not text.
	DiffBinary = "binary"
	// DiffTooLarge compares content above the server's diff limit.
	DiffTooLarge = "too_large"
	// DiffTooDifferent compares texts whose line diff would take more than
	// the server's work budget: sizes, types and hashes only, no diff.
	DiffTooDifferent = "too_different"
)

// DiffSide describes one version in a DiffResult.
type DiffSide struct {
	Index       string `json:"index"`
	VersionTag  string `json:"versionTag"`
	StorageHash string `json:"storageHash"`
	// Size is the content's size in bytes ("" when the gateway did not say
	// and the content was not read whole).
	Size        string `json:"size"`
	ContentType string `json:"contentType"`
	// SHA256 is the hex SHA-256 of the content, when it was read whole.
	SHA256 string `json:"sha256,omitempty"`
}

// DiffResult is the body of GET /v1/projects/:id/versions/diff.
type DiffResult struct {
	ProjectID string   `json:"projectId"`
	From      DiffSide `json:"from"`
	To        DiffSide `json:"to"`
	// Kind is DiffText, DiffBinary, DiffTooLarge or DiffTooDifferent.
	Kind string `json:"kind"`
	// Identical tells whether the contents are the same; nil (null) when
	// that cannot be known (too large to read, different storage hashes
	// and sizes that agree).
	Identical *bool `json:"identical"`
	// SizeDelta is to.size − from.size in bytes; "" when a size is unknown.
	SizeDelta       string `json:"sizeDelta"`
	SameContentType bool   `json:"sameContentType"`
	// Diff is the unified diff (text only; "" when identical).
	Diff *string `json:"diff,omitempty"`
	// LinesAdded and LinesRemoved count the diff's lines (text only).
	LinesAdded   *string `json:"linesAdded,omitempty"`
	LinesRemoved *string `json:"linesRemoved,omitempty"`
}
