package wire

// Code is a stable, snake_case error code sent to clients in the "error"
// field of every error body. The codes of the specification are used exactly
// as written there; the others cover cases the specification leaves open.
// The HTTP status of each is decided by the server (api/errors.go).
type Code string

// Error codes, the ErrorCode catalogue of the OpenAPI document. docs/ says
// when each is returned.
const (
	// CodeNameRequired: a create without a name.
	CodeNameRequired Code = "name_required"
	// CodeNameTooLong: a project name over the length limit.
	CodeNameTooLong Code = "name_too_long"
	// CodeNameTaken: the name, or one that looks like it, is registered or
	// being registered.
	CodeNameTaken Code = "name_taken"
	// CodeInvalidName: a name with characters the registry refuses.
	CodeInvalidName Code = "invalid_name"
	// CodeDescriptionTooLong: a description over the length limit.
	CodeDescriptionTooLong Code = "description_too_long"
	// CodeInvalidReadmeHash: a readmeHash that is not an ar:// hash.
	CodeInvalidReadmeHash Code = "invalid_readme_hash"
	// CodeInvalidField: a request field of the wrong type or value.
	CodeInvalidField Code = "invalid_field"
	// CodeInvalidBody: a request body that is not the JSON object expected.
	CodeInvalidBody Code = "invalid_body"
	// CodeHashRequired: a push without a storage hash.
	CodeHashRequired Code = "hash_required"
	// CodeInvalidHash: a storage hash that is not ar://<id>.
	CodeInvalidHash Code = "invalid_storage_hash"
	// CodeTagRequired: a push without a version tag.
	CodeTagRequired Code = "tag_required"
	// CodeTagTaken: the project has the tag already, for other content.
	CodeTagTaken Code = "tag_taken"
	// CodeInvalidID: a malformed id in the path.
	CodeInvalidID Code = "invalid_id"
	// CodeInvalidIndex: a malformed version index in the path.
	CodeInvalidIndex Code = "invalid_index"
	// CodeInvalidQuery: a query parameter of the wrong form.
	CodeInvalidQuery Code = "invalid_query"
	// CodeContentTooLarge: content over the upload limit.
	CodeContentTooLarge Code = "content_too_large"
	// CodeFileRequired: an upload without its file part.
	CodeFileRequired Code = "file_required"
	// CodeEmptyFile: an upload of zero bytes.
	CodeEmptyFile Code = "empty_file"
	// CodeNotMultipart: an upload that is not multipart/form-data.
	CodeNotMultipart Code = "not_multipart"
	// CodePaymentRequired: a paid route called without a payment (402).
	CodePaymentRequired Code = "payment_required"
	// CodeNotOwner: the payer may not push to the project.
	CodeNotOwner Code = "not_owner_or_collaborator"
	// CodePaymentInvalid: a payment that cannot be settled.
	CodePaymentInvalid Code = "payment_invalid"
	// CodePaymentMismatch: a payment of another amount than the fee.
	CodePaymentMismatch Code = "payment_amount_mismatch"
	// CodeInvalidPaymentID: a payment whose x402 payment-identifier id is
	// malformed (16 to 128 characters of A-Z, a-z, 0-9, '-', '_').
	CodeInvalidPaymentID Code = "invalid_payment_id"
	// CodePaymentIDConflict: a payment-identifier id first presented with
	// another request (or scheme) by the same payer.
	CodePaymentIDConflict Code = "payment_id_conflict"
	// CodeProjectNotFound: no such project.
	CodeProjectNotFound Code = "project_not_found"
	// CodeVersionNotFound: no such version.
	CodeVersionNotFound Code = "version_not_found"
	// CodeAgentNotFound: no such agent project.
	CodeAgentNotFound Code = "agent_not_found"
	// CodeItemNotFound: no such stored item.
	CodeItemNotFound Code = "item_not_found"
	// CodeJobNotFound: no such job.
	CodeJobNotFound Code = "job_not_found"
	// CodeRouteNotFound: no such route.
	CodeRouteNotFound Code = "route_not_found"
	// CodeMethodNotAllowed: the route does not take the method.
	CodeMethodNotAllowed Code = "method_not_allowed"
	// CodeBodyTooLarge: a request body over its limit.
	CodeBodyTooLarge Code = "body_too_large"
	// CodeMultiPushTooLarge: a multi-push (POST .../versions/batch) of more
	// versions, or bytes, than the server takes.
	CodeMultiPushTooLarge Code = "batch_too_large"
	// CodeRequestTimeout: the request did not arrive in time.
	CodeRequestTimeout Code = "request_timeout"
	// CodeHeaderTooLarge: request line and headers over their limit.
	CodeHeaderTooLarge Code = "request_header_too_large"
	// CodeUnsupportedMediaType: a body of a content type the route does not
	// take.
	CodeUnsupportedMediaType Code = "unsupported_media_type"
	// CodeRateLimited: too many requests.
	CodeRateLimited Code = "rate_limited"
	// CodeRPCError: the chain could not be read or written.
	CodeRPCError Code = "rpc_error"
	// CodeStorageUploadFailed: the storage network did not store the content.
	CodeStorageUploadFailed Code = "storage_upload_failed"
	// CodeContentUnavailable: stored content could not be fetched.
	CodeContentUnavailable Code = "content_unavailable"
	// CodeTxFailed: the write's transaction failed; final.
	CodeTxFailed Code = "tx_failed"
	// CodePricingUnavailable: storage cannot be priced now.
	CodePricingUnavailable Code = "pricing_unavailable"
	// CodeServiceUnavailable: a part the request needs is down.
	CodeServiceUnavailable Code = "service_unavailable"
	// CodeNotReady: the service is not ready to serve.
	CodeNotReady Code = "not_ready"
	// CodeNotImplemented: a request this server understands but does not
	// serve yet (a write paid by voucher while its workers cannot settle
	// one); nothing was charged.
	CodeNotImplemented Code = "not_implemented"
	// CodeInternal: anything else; the server logged it.
	CodeInternal Code = "internal"
)

// ErrorBody is the JSON body of every error response except the 402, and
// the error of a failed job.
type ErrorBody struct {
	Error   Code   `json:"error"`
	Message string `json:"message"`
}
