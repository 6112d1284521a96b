package api

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/big"

	"github.com/gofiber/fiber/v2"
	"github.com/hibiken/asynq"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/jobs"
)

// multiPushPath is the multi-push: one payer's many versions of one
// project in one paid request (one payment, one transaction). Its route
// keeps the name /versions/batch.
const multiPushPath = "/v1/projects/:id/versions/batch"

// Size limits of a multi-push. A node's transaction pool refuses a
// transaction over 128 KiB (go-ethereum's txMaxSize, op-geth's too), so
// the treasury call a multi-push becomes must stay under it with room for the
// transaction's envelope (paid by voucher, the writeByVouchers call that
// carries it with its channel's voucher and deposit fits too: worker/batcher
// TestVoucherMultiPushesAtTheAPILimitsLand); the JSON body may be larger
// than the call (keys, escapes) and is only bounded so that it cannot be
// unbounded.
const (
	maxMultiPushCalldata = 127 << 10
	multiPushBodyLimit   = 1 << 20
)

// bodyLimit is the largest JSON body of the route c is on.
func (s *Server) bodyLimit(c *fiber.Ctx) int {
	if c.Route().Path == multiPushPath {
		return max(s.cfg.BodyLimit, multiPushBodyLimit)
	}
	return s.cfg.BodyLimit
}

// pushVersions is POST /v1/projects/:id/versions/batch: every item is
// validated and priced as a single push is, the fee is the sum of theirs,
// and the whole multi-push is one paid write (one 402, one authorization, one
// job, one rate-limit count) with the single push's checks.
func (s *Server) pushVersions(c *fiber.Ctx) error {
	id, body, err := s.pushRequest(c)
	if err != nil {
		return err
	}
	items, err := s.parseMultiPush(body, unpaid(c))
	if err != nil {
		return err
	}
	ctx := c.UserContext()
	fee, storageCost := new(big.Int), new(big.Int)
	versions := make([]jobs.VersionInput, len(items))
	for i, req := range items {
		content, err := s.pushContent(ctx, req.StorageHash, req.Content)
		if err != nil {
			return inItem(err, i)
		}
		pr, err := s.pushPrice(ctx, content.ContentSize)
		if err != nil {
			return err
		}
		fee.Add(fee, pr.fee)
		storageCost.Add(storageCost, pr.quote.StorageCost)
		versions[i] = jobs.VersionInput{StorageHash: req.StorageHash, VersionTag: req.VersionTag, Changelog: req.Changelog, Content: content}
	}
	if n := multiPushCalldataSize(versions); n > maxMultiPushCalldata {
		return errorf(wire.CodeMultiPushTooLarge, "the batch's %d versions make a %d-byte transaction; one transaction carries at most %d bytes of versions (storageHash, versionTag, changelog and contentType with about 350 bytes of encoding each): split it or shorten the changelogs", len(versions), n, maxMultiPushCalldata)
	}
	tags := pushTags{s: s, projectID: id.String(), items: versions, multi: true}
	if err := tags.duplicates(); err != nil {
		return err
	}
	resolve, authorize, name := s.deps.Writes.pushChecks(id)
	return s.pay(c, paidWrite{
		fee:         fee,
		storageCost: storageCost,
		description: fmt.Sprintf("Push %d versions to project %s on the inkd registry", len(versions), id),
		resolve:     resolve,
		precheck:    tags.precheck,
		authorize:   authorize,
		pending:     tags.pending(),
		task: func(p jobs.Payment, v *jobs.Voucher, storageCost *big.Int) (*asynq.Task, []asynq.Option, error) {
			return jobs.NewPushVersionsTask(jobs.PushVersions{Payment: p, Voucher: v, StorageCost: storageCost.String(), ProjectID: id.String(), ProjectName: *name, Versions: versions})
		},
	})
}

// parseMultiPush reads {"versions": [...]}: 1 to MultiPushMaxVersions items, each
// validated by parsePushFor (precheck: an unpaid request); an item's error names it (versions[3].versionTag).
func (s *Server) parseMultiPush(body jsonObject, precheck bool) ([]jobs.PushVersion, error) {
	raw, ok := body["versions"]
	var list []json.RawMessage
	if !ok || isNull(raw) || json.Unmarshal(raw, &list) != nil {
		return nil, &Error{Code: wire.CodeInvalidField, Field: "versions", Message: fmt.Sprintf("versions must be an array of 1 to %d versions {storageHash, versionTag, changelog, contentSize, contentType, sha256}", s.cfg.MultiPushMaxVersions)}
	}
	switch {
	case len(list) == 0:
		return nil, &Error{Code: wire.CodeInvalidField, Field: "versions", Message: "versions is empty; a batch pushes at least one version"}
	case len(list) > s.cfg.MultiPushMaxVersions:
		return nil, errorf(wire.CodeMultiPushTooLarge, "the batch has %d versions; the limit is %d: split it into several batches", len(list), s.cfg.MultiPushMaxVersions)
	}
	items := make([]jobs.PushVersion, len(list))
	for i, r := range list {
		var obj jsonObject
		if err := json.Unmarshal(r, &obj); err != nil || obj == nil {
			return nil, &Error{Code: wire.CodeInvalidField, Field: fmt.Sprintf("versions[%d]", i), Message: fmt.Sprintf("versions[%d] must be an object {storageHash, versionTag, changelog, contentSize, contentType, sha256}", i)}
		}
		req, err := parsePushFor(obj, precheck)
		if err != nil {
			return nil, inItem(err, i)
		}
		items[i] = req
	}
	return items, nil
}

// inItem reports a multi-push item's validation error under the item's name.
func inItem(err error, i int) error {
	var e *Error
	if !errors.As(err, &e) {
		return err
	}
	name := fmt.Sprintf("versions[%d]", i)
	if e.Field != "" {
		name += "." + e.Field
	}
	return &Error{Code: e.Code, Field: name, Message: name + ": " + e.Message, Err: e.Err}
}

// multiPushCalldataSize is the size in bytes of the treasury call
// pushVersionsPaid(Payment, uint256, uint256, bytes32, VersionInput[])
// carrying versions, by the ABI's encoding: the selector, 12 head words
// (the payment's 8 static fields, storageCost, projectId, nameHash, the
// array's offset),
// the array's length, and per version its offset, its 6 head words (4
// string offsets, sha256, contentSize) and each string's length word and
// 32-byte-padded bytes.
func multiPushCalldataSize(versions []jobs.VersionInput) int {
	str := func(s string) int { return 32 + (len(s)+31)/32*32 }
	n := 4 + 12*32 + 32
	for _, v := range versions {
		n += 32 + 6*32 + str(v.StorageHash) + str(v.VersionTag) + str(v.Changelog) + str(v.ContentType)
	}
	return n
}
