package turbo

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"

	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/storage"
	"github.com/inkd/inkd/storage/ans104"
)

// token is the Turbo name of the signature scheme (ANS-104 type 3).
const token = "ethereum"

// maxResponseBody bounds how much of a response the driver reads.
const maxResponseBody = 64 << 10

// Driver uploads items to Turbo. It implements storage.Driver and is safe for
// concurrent use.
type Driver struct {
	cfg    Config
	client *http.Client
	log    *logrus.Entry
}

var _ storage.Driver = (*Driver)(nil)

// New returns a Turbo driver. client carries the requests (its Timeout
// should be zero: the driver bounds each request with cfg.RequestTimeout).
func New(cfg Config, client *http.Client, log *logrus.Entry) (*Driver, error) {
	if err := cfg.Check(); err != nil {
		return nil, err
	}
	if client == nil {
		return nil, errors.New("turbo: nil HTTP client")
	}
	if log == nil {
		return nil, errors.New("turbo: nil logger")
	}
	cfg = cfg.withDefaults()
	cfg.UploadURL = strings.TrimRight(cfg.UploadURL, "/")
	cfg.GatewayURL = strings.TrimRight(cfg.GatewayURL, "/")
	return &Driver{cfg: cfg, client: client, log: log.WithField("component", "storage_turbo")}, nil
}

// URL implements storage.Driver: GatewayURL/<id>.
func (d *Driver) URL(id string) string { return d.cfg.GatewayURL + "/" + id }

// Put implements storage.Driver. Items up to ChunkedThreshold bytes go in one
// request, larger ones through the multipart API.
func (d *Driver) Put(ctx context.Context, id string, item io.ReaderAt, size int64) error {
	if !ans104.ValidID(id) {
		return fmt.Errorf("turbo: put %q: %w: %w", id, storage.ErrPermanent, ans104.ErrInvalidID)
	}
	log := d.log.WithFields(logrus.Fields{"ar_tx_id": id, "bytes": size})
	var err error
	if size > d.cfg.ChunkedThreshold {
		err = d.putChunked(ctx, log, id, item, size)
	} else {
		err = d.putSingle(ctx, log, id, item, size)
	}
	if err != nil {
		return fmt.Errorf("turbo: put %s: %w", id, err)
	}
	log.Debug("item stored")
	return nil
}

// putSingle posts the whole item in one request.
func (d *Driver) putSingle(ctx context.Context, log *logrus.Entry, id string, item io.ReaderAt, size int64) error {
	url := d.cfg.UploadURL + "/v1/tx/" + token
	return d.retry(ctx, log, func(ctx context.Context) error {
		resp, err := d.do(ctx, http.MethodPost, url, io.NewSectionReader(item, 0, size), size, nil)
		if err != nil {
			return err
		}
		switch resp.status {
		case http.StatusOK:
			return checkReceipt(id, resp.body)
		case http.StatusAccepted: // already stored
			return nil
		case http.StatusPaymentRequired:
			return &UnderfundedError{Message: resp.message()}
		default:
			return resp.statusError()
		}
	})
}

// receipt is the part of Turbo's signed receipt the driver checks.
type receipt struct {
	ID string `json:"id"`
}

// checkReceipt compares the receipt's id with ours. An unreadable receipt is
// a transient error: the retry is answered 202 if the item was stored.
func checkReceipt(id string, body []byte) error {
	var r receipt
	if err := json.Unmarshal(body, &r); err != nil || r.ID == "" {
		return fmt.Errorf("unreadable receipt %q", truncate(body))
	}
	if r.ID != id {
		return &ReceiptError{Want: id, Got: r.ID}
	}
	return nil
}

func (d *Driver) retry(ctx context.Context, log *logrus.Entry, op func(ctx context.Context) error) error {
	p := retryPolicy{attempts: d.cfg.MaxAttempts, minBackoff: d.cfg.MinBackoff, maxBackoff: d.cfg.MaxBackoff}
	return retry(ctx, p, op, func(attempt int, wait time.Duration, err error) {
		log.WithFields(logrus.Fields{"attempt": attempt, "wait": wait, "err": err}).Warn("bundler request failed, retrying")
	})
}

// response is a read HTTP response.
type response struct {
	method, url string
	status      int
	body        []byte
}

func (r response) message() string { return truncate(r.body) }

func (r response) statusError() error {
	return &StatusError{Method: r.method, URL: r.url, Status: r.status, Message: r.message()}
}

// do sends one request under RequestTimeout and reads at most
// maxResponseBody bytes of the answer. body may be nil; size is its length.
func (d *Driver) do(ctx context.Context, method, url string, body io.Reader, size int64, header http.Header) (response, error) {
	ctx, cancel := context.WithTimeout(ctx, d.cfg.RequestTimeout)
	defer cancel()
	if body == nil {
		body = http.NoBody
	}
	req, err := http.NewRequestWithContext(ctx, method, url, body)
	if err != nil {
		return response{}, fmt.Errorf("%w: %w", storage.ErrPermanent, err)
	}
	req.ContentLength = size
	if size == 0 {
		req.Body = http.NoBody
	}
	for k, v := range header {
		req.Header[k] = v
	}
	if method == http.MethodPost {
		req.Header.Set("Content-Type", "application/octet-stream")
	}
	resp, err := d.client.Do(req)
	if err != nil {
		return response{}, fmt.Errorf("%s %s: %w", method, url, err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(io.LimitReader(resp.Body, maxResponseBody))
	if err != nil {
		return response{}, fmt.Errorf("%s %s: read response: %w", method, url, err)
	}
	return response{method: method, url: url, status: resp.StatusCode, body: b}, nil
}

func truncate(b []byte) string {
	b = bytes.TrimSpace(b)
	if len(b) > 200 {
		b = b[:200]
	}
	return string(b)
}
