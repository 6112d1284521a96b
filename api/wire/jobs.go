package wire

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"math/big"
)

// JobPrefix starts the id of every paid write's job (JobID).
const JobPrefix = "pay_"

// JobID is the job of the payment authorization (payer, nonce): one
// authorization, one job, however often the request is retried, and
// findable from the chain's record of the payment alone. payer is the
// address's 20 bytes (a go-ethereum common.Address is accepted as it is).
func JobID(payer [20]byte, nonce [32]byte) string {
	h := sha256.New()
	h.Write(payer[:])
	h.Write(nonce[:])
	return JobPrefix + hex.EncodeToString(h.Sum(nil)[:16])
}

// VoucherJobID is the job of the write a batch-settlement voucher pays:
// the voucher of ceiling (its maxClaimableAmount, a uint128) on channel
// channelID. The API accepts a channel's voucher once, so one voucher is
// one job, and the job is found from the chain's WriteLanded or
// WriteFailed of (channel, ceiling) alone.
func VoucherJobID(channelID [32]byte, ceiling *big.Int) string {
	d := VoucherDigest(channelID, ceiling)
	return JobPrefix + hex.EncodeToString(d[:16])
}

// VoucherDigest names the voucher of ceiling on channel channelID:
// sha256("voucher" ‖ channelID ‖ ceiling as 32 bytes).
func VoucherDigest(channelID [32]byte, ceiling *big.Int) [32]byte {
	var c [32]byte
	ceiling.FillBytes(c[:])
	h := sha256.New()
	h.Write([]byte("voucher"))
	h.Write(channelID[:])
	h.Write(c[:])
	var d [32]byte
	copy(d[:], h.Sum(nil))
	return d
}

// JobState is where a job is.
type JobState string

// Job states reported by GET /v1/jobs/:id.
const (
	// JobPending: queued, running or waiting for a retry.
	JobPending JobState = "pending"
	// JobSucceeded: done; the job's result is the write's 201 body.
	JobSucceeded JobState = "succeeded"
	// JobFailed: ended without a result; its error says why.
	JobFailed JobState = "failed"
)

// JobStatus is the body of a 202 and of GET /v1/jobs/:id.
type JobStatus struct {
	JobID  string   `json:"jobId"`
	Status JobState `json:"status"`
	// Result is the 201 body of the write (200 of an upload) once the job
	// succeeded.
	Result json.RawMessage `json:"result,omitempty"`
	// Error is why the job failed.
	Error *ErrorBody `json:"error,omitempty"`
	// Corrections list, oldest first, the answers a reorg deeper than the
	// confirmations made untrue: each keeps the result answered before and
	// where the write is now; Result is what the chain says now.
	Corrections []Correction `json:"corrections,omitempty"`
}

// Correction records that a job's published result stopped matching the
// chain and was replaced: a reorg deeper than the confirmations moved its
// transaction, which did something else in its new block (another project
// id or version index, another block) or reverted there.
type Correction struct {
	// At is when the correction was made, Unix seconds.
	At int64 `json:"at"`
	// Reason is "reorg".
	Reason string `json:"reason"`
	// Previous is the result that was answered before.
	Previous json.RawMessage `json:"previous,omitempty"`
	// TxHash and BlockNumber (decimal) name where the write is now.
	TxHash      string `json:"txHash"`
	BlockNumber string `json:"blockNumber"`
}
