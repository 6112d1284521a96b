package wire

// UploadResult is the body of POST /v1/upload (and the result of its job):
// where the content is stored.
type UploadResult struct {
	// StorageHash is "ar://" + the data item id.
	StorageHash string `json:"storageHash"`
	// URL is where a gateway serves the data.
	URL string `json:"url"`
	// Bytes is the size of the stored data (the uploaded file).
	Bytes int64 `json:"bytes"`
	// ContentType is the item's Content-Type tag.
	ContentType string `json:"contentType"`
	// SHA256 is the SHA-256 of the stored data, lowercase hex; absent for
	// an upload queued before the API computed it.
	SHA256 string `json:"sha256,omitempty"`
}

// Quote is the cost quote of GET /v1/upload/price and GET
// /v1/projects/estimate (spec section 2, "Cost quote"), amounts in USDC base
// units: storageCost, markup (20% of it, rounded up) and total =
// storageCost + markup, as the spec defines them, plus the fee a push of
// that many bytes is charged (the total raised to the 0.10 USDC minimum),
// so an estimate tells exactly what the 402 will ask.
type Quote struct {
	Bytes       int64  `json:"bytes"`
	StorageCost string `json:"storageCost"`
	Markup      string `json:"markup"`
	Total       string `json:"total"`
	TotalUSD    string `json:"totalUsd"`
	// MinimumFee is the 0.10 USDC floor of a paid write, in base units.
	MinimumFee string `json:"minimumFee"`
	// PushFee is max(total, minimumFee): what POST
	// /v1/projects/:id/versions charges for content of this size.
	PushFee    string `json:"pushFee"`
	PushFeeUSD string `json:"pushFeeUsd"`
}
