package jobs

import (
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/hibiken/asynq"
)

// Task types.
const (
	// TypeCreateProject registers a project on-chain, paid by an EIP-3009
	// authorization, in one transaction.
	TypeCreateProject = "write:create_project"
	// TypePushVersion records a version on-chain, paid the same way.
	TypePushVersion = "write:push_version"
	// TypeUpload hands a staged ANS-104 data item to the storage driver.
	TypeUpload = "storage:upload"
)

// Queue names. Paid writes have their own queue so a burst of uploads never
// delays a payment that is already authorised.
const (
	QueueWrites  = "writes"
	QueueStorage = "storage"
)

// Retention keeps finished tasks (and so their TaskID) long enough for
// GET /v1/jobs/:id and for an authorization to expire: a replay of the same
// payment after this finds the outcome key, not the task.
const Retention = 24 * time.Hour

// Payment is an EIP-3009 TransferWithAuthorization as signed by the payer.
// Numbers are decimal strings, bytes 0x-hex.
type Payment struct {
	From        string `json:"from"`
	To          string `json:"to"`
	Value       string `json:"value"`
	ValidAfter  string `json:"validAfter"`
	ValidBefore string `json:"validBefore"`
	Nonce       string `json:"nonce"`
	Signature   string `json:"signature"`
	// Recovery is set by the API when the authorization was already used
	// on chain as the request came in (Redis lost the original job): the
	// job then only answers with our own write read from the chain, and
	// refunds a payment someone else submitted instead of making this
	// request's write on it — nothing binds the content to the signature.
	Recovery bool `json:"recovery,omitempty"`
}

// CreateProject is the payload of TypeCreateProject.
type CreateProject struct {
	Payment Payment `json:"payment"`
	// Voucher, when set, pays the write instead of Payment (empty then).
	Voucher *Voucher `json:"voucher,omitempty"`
	// StorageCost is the part of the payment that goes to the storage
	// wallet, in USDC base units.
	StorageCost   string `json:"storageCost"`
	Name          string `json:"name"`
	Description   string `json:"description"`
	License       string `json:"license"`
	IsPublic      bool   `json:"isPublic"`
	IsAgent       bool   `json:"isAgent"`
	AgentEndpoint string `json:"agentEndpoint"`
	ReadmeHash    string `json:"readmeHash"`
}

// PushVersion is the payload of TypePushVersion.
type PushVersion struct {
	Payment Payment `json:"payment"`
	// Voucher, when set, pays the write instead of Payment (empty then).
	Voucher     *Voucher `json:"voucher,omitempty"`
	StorageCost string   `json:"storageCost"`
	ProjectID   string   `json:"projectId"`
	// ProjectName is the project's name as the registry stores it: a push
	// names its project by id and name hash (chain.NameHash).
	ProjectName string `json:"projectName"`
	StorageHash string `json:"storageHash"`
	VersionTag  string `json:"versionTag"`
	Changelog   string `json:"changelog"`
	// Content is what the version states about its content.
	Content
}

// Upload is the payload of TypeUpload: a data item staged by the API.
type Upload struct {
	// ID is the ANS-104 data item id (43 base64url characters).
	ID string `json:"id"`
	// Size is the size of the whole signed item in bytes.
	Size int64 `json:"size"`
	// DataSize is the size of the uploaded content in bytes.
	DataSize    int64  `json:"dataSize"`
	ContentType string `json:"contentType"`
	// Sha256 is the digest of the content (lowercase hex), computed by
	// the API as it built the item; empty in jobs queued before it was.
	Sha256 string `json:"sha256,omitempty"`
}

// writeOptions are the asynq options of every paid write. MaxRetry is high
// because a write that has been paid for must land or fail for a reason
// (a revert); retries only resume the stored transaction.
func writeOptions() []asynq.Option {
	return []asynq.Option{asynq.Queue(QueueWrites), asynq.MaxRetry(25), asynq.Retention(Retention), asynq.Timeout(10 * time.Minute)}
}

// NewCreateProjectTask builds the task for p; the caller adds asynq.TaskID.
func NewCreateProjectTask(p CreateProject) (*asynq.Task, []asynq.Option, error) {
	return newTask(TypeCreateProject, p, writeOptions())
}

// NewPushVersionTask builds the task for p; the caller adds asynq.TaskID.
func NewPushVersionTask(p PushVersion) (*asynq.Task, []asynq.Option, error) {
	return newTask(TypePushVersion, p, writeOptions())
}

// NewUploadTask builds the task for p; the caller adds asynq.TaskID.
func NewUploadTask(p Upload) (*asynq.Task, []asynq.Option, error) {
	return newTask(TypeUpload, p, []asynq.Option{asynq.Queue(QueueStorage), asynq.MaxRetry(10), asynq.Retention(time.Hour), asynq.Timeout(15 * time.Minute)})
}

func newTask(typ string, payload any, opts []asynq.Option) (*asynq.Task, []asynq.Option, error) {
	b, err := json.Marshal(payload)
	if err != nil {
		return nil, nil, fmt.Errorf("marshal %s payload: %w", typ, err)
	}
	return asynq.NewTask(typ, b), opts, nil
}

// Decode unmarshals a task's payload into v, for handlers.
func Decode(t *asynq.Task, v any) error {
	if err := json.Unmarshal(t.Payload(), v); err != nil {
		return fmt.Errorf("decode %s payload: %w", t.Type(), err)
	}
	return nil
}

// ErrUnknownTaskType is returned by RebuildWriteTask for a type that is not
// a paid write.
var ErrUnknownTaskType = errors.New("not a paid write task type")

// RebuildWriteTask rebuilds a paid write's task from its type and payload
// as the API built it (see payment.StagedJob), with the same options; the
// caller adds asynq.TaskID.
func RebuildWriteTask(typ string, payload []byte) (*asynq.Task, []asynq.Option, error) {
	if IsPaidWrite(typ) {
		return asynq.NewTask(typ, payload), writeOptions(), nil
	}
	return nil, nil, fmt.Errorf("rebuild task %q: %w", typ, ErrUnknownTaskType)
}
