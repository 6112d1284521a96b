package worker

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/hibiken/asynq"
	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/jobs"
	"github.com/inkd/inkd/storage"
	"github.com/inkd/inkd/storage/ans104"
	"github.com/inkd/inkd/storage/stage"
	"github.com/inkd/inkd/worker/settle"
)

// UploadAttempts is how many deliveries of an upload job may fail on a
// transient storage error before the job ends with storage_upload_failed.
// The client is waiting: the Turbo driver already retries each request
// with backoff inside one delivery, so a few deliveries are enough.
const UploadAttempts = 3

// errStagedGone reports a staged item that expired or was never staged.
var errStagedGone = errors.New("staged item not found")

// StagedItems are the items the API staged for upload; stage.Redis and
// stage.Dir satisfy it.
type StagedItems interface {
	// Open returns the staged item or an error wrapping
	// storage.ErrNotFound.
	Open(ctx context.Context, id string) (stage.Staged, error)
	// Delete removes the staged item; a missing item is not an error.
	Delete(ctx context.Context, id string) error
}

// ContentRecords remember what every stored item holds: its data size,
// SHA-256 and content type. The API prices a push of that item by its size
// and fills in the content the push states on chain; a re-delivered upload
// job whose staged copy is already gone knows from it that the item was
// stored.
type ContentRecords interface {
	// RecordContent remembers that item id, holding c, is stored.
	RecordContent(ctx context.Context, id string, c jobs.Content) error
	// Content returns the record of item id and whether there is one.
	Content(ctx context.Context, id string) (jobs.Content, bool, error)
}

// Uploads hands staged data items to the storage driver: the handler of
// jobs.TypeUpload. It is idempotent: drivers accept an item they already
// hold, and a delivery that finds the staged copy gone but the content
// recorded reports the earlier success.
type Uploads struct {
	staged StagedItems
	driver storage.Driver
	sizes  ContentRecords
	log    *logrus.Entry
}

// NewUploads builds the upload handler over staged, driver and the content
// records sizes.
func NewUploads(staged StagedItems, driver storage.Driver, sizes ContentRecords, log *logrus.Entry) (*Uploads, error) {
	if staged == nil || driver == nil || sizes == nil || log == nil {
		return nil, errors.New("uploads: staged items, driver, sizes and logger are required")
	}
	return &Uploads{staged: staged, driver: driver, sizes: sizes, log: log.WithField("component", "uploads")}, nil
}

func (u *Uploads) upload(ctx context.Context, _ string, t *asynq.Task) (json.RawMessage, error) {
	var p jobs.Upload
	if err := jobs.Decode(t, &p); err != nil {
		return nil, jobs.Fail(wire.CodeInternal, err.Error())
	}
	if !ans104.ValidID(p.ID) {
		return nil, jobs.Fail(wire.CodeInternal, fmt.Sprintf("upload job for an invalid item id %q", p.ID))
	}
	log := settle.JobLog(ctx, u.log).WithField("ar_tx_id", p.ID)
	if err := u.store(ctx, p); err != nil {
		retried, _ := asynq.GetRetryCount(ctx)
		ferr := uploadFailure(err, retried)
		var fe *jobs.FailureError
		if errors.As(ferr, &fe) {
			log.WithField("err", err.Error()).Error("upload failed")
			// Failed for good: nothing will read the staged copy again (a
			// new upload of the content stages it anew), so it must not
			// hold memory until it expires. Deleted before the outcome is
			// published, so it never removes the copy of a later attempt.
			if derr := u.staged.Delete(context.WithoutCancel(ctx), p.ID); derr != nil {
				log.WithField("err", derr.Error()).Warn("staged item of a failed upload not deleted")
			}
		}
		return nil, ferr
	}
	// Deleting early saves Redis memory; a copy left behind expires.
	if err := u.staged.Delete(ctx, p.ID); err != nil {
		log.WithField("err", err.Error()).Warn("staged item not deleted")
	}
	res, err := json.Marshal(wire.UploadResult{
		StorageHash: "ar://" + p.ID,
		URL:         u.driver.URL(p.ID),
		Bytes:       p.DataSize,
		ContentType: p.ContentType,
		SHA256:      p.Sha256,
	})
	if err != nil {
		return nil, jobs.Fail(wire.CodeInternal, err.Error())
	}
	log.WithField("bytes", p.DataSize).Info("item stored")
	return res, nil
}

// store puts the staged item to the driver and records its content (size,
// digest, type), only after the driver acknowledged the item.
func (u *Uploads) store(ctx context.Context, p jobs.Upload) error {
	staged, err := u.staged.Open(ctx, p.ID)
	if errors.Is(err, storage.ErrNotFound) {
		// An earlier delivery stored the item and deleted the staged copy,
		// or the copy expired before any worker took it.
		_, stored, serr := u.sizes.Content(ctx, p.ID)
		switch {
		case serr != nil:
			return fmt.Errorf("look up stored size: %w", serr)
		case stored:
			return nil
		}
		return fmt.Errorf("open staged item: %w", errStagedGone)
	}
	if err != nil {
		return fmt.Errorf("open staged item: %w", err)
	}
	defer staged.Close()
	if err := u.driver.Put(ctx, p.ID, staged, staged.Size()); err != nil {
		return fmt.Errorf("store item: %w", err)
	}
	if err := u.sizes.RecordContent(ctx, p.ID, jobs.Content{Sha256: p.Sha256, ContentSize: p.DataSize, ContentType: p.ContentType}); err != nil {
		return fmt.Errorf("record content: %w", err)
	}
	return nil
}

// uploadFailure decides how a failed delivery ends: a permanent
// storage_upload_failed the client sees, or the error itself for asynq to
// retry. retried is the number of earlier deliveries.
func uploadFailure(err error, retried int) error {
	switch {
	case errors.Is(err, errStagedGone):
		return jobs.Fail(wire.CodeStorageUploadFailed, "the upload expired before it could be stored; upload the file again")
	case errors.Is(err, storage.ErrPermanent):
		return jobs.Fail(wire.CodeStorageUploadFailed, "the storage network refused the content")
	case retried+1 >= UploadAttempts:
		return jobs.Fail(wire.CodeStorageUploadFailed, "the storage network could not be reached; upload the file again later")
	}
	return err
}
