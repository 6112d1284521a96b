package jobs

import "github.com/hibiken/asynq"

// TypePushVersions is the multi-push: it records several versions of one
// project on-chain in one write, paid by one EIP-3009 authorization or one
// voucher for the sum of their fees: all of them land or none does.
const TypePushVersions = "write:push_versions"

// VersionInput is one version of a multi-push.
type VersionInput struct {
	StorageHash string `json:"storageHash"`
	VersionTag  string `json:"versionTag"`
	Changelog   string `json:"changelog"`
	// Content is what the version states about its content.
	Content
}

// PushVersions is the payload of TypePushVersions.
type PushVersions struct {
	Payment Payment `json:"payment"`
	// Voucher, when set, pays the write instead of Payment (empty then).
	Voucher *Voucher `json:"voucher,omitempty"`
	// StorageCost is the part of the payment that goes to the storage
	// wallet (the sum over the versions), in USDC base units.
	StorageCost string         `json:"storageCost"`
	ProjectID   string         `json:"projectId"`
	ProjectName string         `json:"projectName"` // as in PushVersion
	Versions    []VersionInput `json:"versions"`
}

// NewPushVersionsTask builds the task for p; the caller adds asynq.TaskID.
func NewPushVersionsTask(p PushVersions) (*asynq.Task, []asynq.Option, error) {
	return newTask(TypePushVersions, p, writeOptions())
}

// IsPaidWrite reports whether tasks of typ are paid writes: jobs keyed by
// their payment, rebuilt by RebuildWriteTask and bound by the outcome rule.
func IsPaidWrite(typ string) bool {
	switch typ {
	case TypeCreateProject, TypePushVersion, TypePushVersions:
		return true
	}
	return false
}
