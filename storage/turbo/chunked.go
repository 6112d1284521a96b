package turbo

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"time"

	"github.com/sirupsen/logrus"
)

// chunkingHeader returns the header selecting the multipart protocol version
// turbo-sdk speaks.
func chunkingHeader() http.Header { return http.Header{"X-Chunking-Version": {"2"}} }

// Multipart upload states reported by the status endpoint.
const (
	statusFinalized   = "FINALIZED"
	statusUnderfunded = "UNDERFUNDED"
)

// inProgress reports whether a status value means "keep polling".
func inProgress(status string) bool {
	switch status {
	case "ASSEMBLING", "VALIDATING", "FINALIZING":
		return true
	}
	return false
}

// multipartUpload is the answer to the create request.
type multipartUpload struct {
	ID        string `json:"id"`
	Min       int64  `json:"min"`
	Max       int64  `json:"max"`
	ChunkSize int64  `json:"chunkSize"`
}

// putChunked uploads the item through the multipart API: create, send each
// chunk (each retried on its own), finalize, and poll until FINALIZED when
// Turbo finalizes in the background.
func (d *Driver) putChunked(ctx context.Context, log *logrus.Entry, id string, item io.ReaderAt, size int64) error {
	base := d.cfg.UploadURL + "/v1/chunks/" + token
	var up multipartUpload
	err := d.retry(ctx, log, func(ctx context.Context) error {
		resp, err := d.do(ctx, http.MethodGet, base+"/-1/-1?chunkSize="+strconv.FormatInt(d.cfg.ChunkSize, 10), nil, 0, chunkingHeader())
		if err != nil {
			return err
		}
		if resp.status != http.StatusOK {
			return resp.statusError()
		}
		if err := json.Unmarshal(resp.body, &up); err != nil || up.ID == "" {
			return fmt.Errorf("create multipart upload: unreadable answer %q", resp.message())
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("create multipart upload: %w", err)
	}
	chunk := chunkSize(d.cfg.ChunkSize, up)
	log = log.WithFields(logrus.Fields{"upload_id": up.ID, "chunk_size": chunk})
	for off := int64(0); off < size; off += chunk {
		n := min(chunk, size-off)
		url := base + "/" + up.ID + "/" + strconv.FormatInt(off, 10)
		err := d.retry(ctx, log, func(ctx context.Context) error {
			resp, err := d.do(ctx, http.MethodPost, url, io.NewSectionReader(item, off, n), n, chunkingHeader())
			if err != nil {
				return err
			}
			if resp.status/100 != 2 {
				return resp.statusError()
			}
			return nil
		})
		if err != nil {
			return fmt.Errorf("upload chunk at %d: %w", off, err)
		}
	}
	background := false
	err = d.retry(ctx, log, func(ctx context.Context) error {
		resp, err := d.do(ctx, http.MethodPost, base+"/"+up.ID+"/-1", nil, 0, chunkingHeader())
		if err != nil {
			return err
		}
		switch resp.status {
		case http.StatusOK:
			return checkReceipt(id, resp.body)
		case http.StatusCreated: // the item already existed
			return nil
		case http.StatusAccepted:
			background = true
			return nil
		case http.StatusPaymentRequired:
			return &UnderfundedError{Message: resp.message()}
		default:
			return resp.statusError()
		}
	})
	if err != nil {
		return fmt.Errorf("finalize multipart upload %s: %w", up.ID, err)
	}
	if background {
		return d.awaitFinalized(ctx, log, base+"/"+up.ID+"/status", up.ID)
	}
	return nil
}

// chunkSize picks the chunk size: the service's if it names one, else ours,
// kept within the bounds the service announced.
func chunkSize(want int64, up multipartUpload) int64 {
	size := want
	if up.ChunkSize > 0 {
		size = up.ChunkSize
	}
	if up.Min > 0 && size < up.Min {
		size = up.Min
	}
	if up.Max > 0 && size > up.Max {
		size = up.Max
	}
	return size
}

// statusAnswer is the body of the multipart status endpoint.
type statusAnswer struct {
	Status string `json:"status"`
}

// awaitFinalized polls the upload's status every PollInterval until it is
// FINALIZED, fails, or FinalizeTimeout passes. Failed polls (network, 5xx)
// count as "not yet".
func (d *Driver) awaitFinalized(ctx context.Context, log *logrus.Entry, url, uploadID string) error {
	ctx, cancel := context.WithTimeout(ctx, d.cfg.FinalizeTimeout)
	defer cancel()
	for {
		resp, err := d.do(ctx, http.MethodGet, url, nil, 0, chunkingHeader())
		var st statusAnswer
		switch {
		case err != nil:
			log.WithField("err", err).Warn("multipart status poll failed")
		case resp.status != http.StatusOK:
			log.WithField("err", resp.statusError()).Warn("multipart status poll failed")
		case json.Unmarshal(resp.body, &st) != nil:
			log.WithField("body", resp.message()).Warn("multipart status unreadable")
		case st.Status == statusFinalized:
			return nil
		case st.Status == statusUnderfunded:
			return &UnderfundedError{Message: "multipart upload " + uploadID + " ended " + st.Status}
		case !inProgress(st.Status):
			return &FinalizeError{UploadID: uploadID, Status: st.Status}
		}
		t := time.NewTimer(d.cfg.PollInterval)
		select {
		case <-ctx.Done():
			t.Stop()
			return fmt.Errorf("multipart upload %s not finalized: %w", uploadID, ctx.Err())
		case <-t.C:
		}
	}
}
