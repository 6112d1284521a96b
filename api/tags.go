package api

// The tag rule: one tag, one content per project. A push whose tag names a
// landed version of other content, or a tag another write is pushing, is
// refused tag_taken before any payment is asked for; a push of the content
// its tag names already is answered with that version, charged nothing.

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/inkd/inkd/api/pending"
	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/readmodel"
	"github.com/inkd/inkd/jobs"
)

// TagIndex finds the landed versions that tags name in project id: the
// read model's tag index (*readmodel.Model), written by the indexer and by
// the worker's receipt applier before a write's outcome is published. A
// tag that names no version is absent from the map.
type TagIndex interface {
	TaggedVersions(ctx context.Context, id string, tags []string) (map[string]readmodel.Version, error)
}

// pushTags is the tag rule of one push (multi false: a single push) of
// items to project projectID.
type pushTags struct {
	s         *Server
	projectID string
	items     []jobs.VersionInput
	multi     bool
}

// field names item i's tag in refusals: versionTag, or versions[i].versionTag.
func (t pushTags) field(i int) string {
	if t.multi {
		return fmt.Sprintf("versions[%d].versionTag", i)
	}
	return "versionTag"
}

// refused is tag_taken naming the first refused item's field, with one
// sentence per refused item.
func (t pushTags) refused(first int, parts []string, tail string) error {
	return &Error{Code: wire.CodeTagTaken, Field: t.field(first), Message: strings.Join(parts, "; ") + tail}
}

// duplicates refuses a multi-push that names one tag twice: each later item
// naming an earlier item's tag, by field.
func (t pushTags) duplicates() error {
	seen := map[string]int{}
	var parts []string
	first := -1
	for i, it := range t.items {
		j, dup := seen[it.VersionTag]
		if !dup {
			seen[it.VersionTag] = i
			continue
		}
		if first < 0 {
			first = i
		}
		parts = append(parts, fmt.Sprintf("%s: the tag %q is versions[%d]'s too", t.field(i), it.VersionTag, j))
	}
	if first < 0 {
		return nil
	}
	return t.refused(first, parts, "; a tag names one version: give each version its own tag")
}

// precheck is the push's precheck: nil while no item's tag names a landed
// version; the landed write's result when every item's tag names a version
// of that item's content (the push is on chain already); tag_taken, naming
// the items and the versions, otherwise. A multi-push mixing landed and new
// items is refused whole, so a client learns what it would pay for twice:
// it drops the items named "with this content" and sends the rest.
func (t pushTags) precheck(ctx context.Context) (any, error) {
	d := t.s.deps.Writes
	if d.Tags == nil {
		return nil, nil
	}
	tags := make([]string, len(t.items))
	for i, it := range t.items {
		tags[i] = it.VersionTag
	}
	landed, err := d.Tags.TaggedVersions(ctx, t.projectID, tags)
	if err != nil {
		return nil, &Error{Code: wire.CodeServiceUnavailable, Message: "cannot read the project's tags; nothing was charged, retry", Err: err}
	}
	if len(landed) == 0 {
		return nil, nil
	}
	var parts []string
	first, other := -1, false
	for i, it := range t.items {
		v, ok := landed[it.VersionTag]
		if !ok {
			continue
		}
		if first < 0 {
			first = i
		}
		if v.StorageHash == it.StorageHash {
			parts = append(parts, fmt.Sprintf("%s: the tag %q is version %d of project %s already, with this content: it is paid for, drop it", t.field(i), it.VersionTag, v.Index, t.projectID))
			continue
		}
		other = true
		parts = append(parts, fmt.Sprintf("%s: the tag %q names version %d of project %s, with other content (%s); a tag names one content: push this content under another tag", t.field(i), it.VersionTag, v.Index, t.projectID, v.StorageHash))
	}
	if other || len(parts) < len(t.items) {
		tail := ""
		if t.multi {
			tail = "; a batch naming landed tags is refused whole, nothing was charged"
		}
		return nil, t.refused(first, parts, tail)
	}
	return t.landedResult(landed), nil
}

// pending is the push's reservation of its tags.
func (t pushTags) pending() *pendingWrite {
	d := t.s.deps.Writes
	keys := make([]pending.Key, len(t.items))
	for i, it := range t.items {
		keys[i] = pending.Tag(t.projectID, it.VersionTag)
	}
	return &pendingWrite{claims: d.Pending, outcomes: d.Outcomes, keys: keys, refuse: func(taken []heldKey) error {
		parts := make([]string, len(taken))
		for n, k := range taken {
			if k.landed {
				parts[n] = fmt.Sprintf("%s: the tag %q of project %s was just pushed by another request; retry to be answered with it", t.field(k.i), k.holder.Label, t.projectID)
				continue
			}
			parts[n] = fmt.Sprintf("%s: the tag %q of project %s is being pushed by another request; retry once that write ends (the tag is free again if it fails)", t.field(k.i), k.holder.Label, t.projectID)
		}
		return t.refused(taken[0].i, parts, "")
	}}
}

// landedResult is the 200 body of the push whose every item's tag names
// the version landed (in landed).
func (t pushTags) landedResult(landed map[string]readmodel.Version) any {
	url := func(hash string) string { return storageURL(t.s.cfg.GatewayURL, hash) }
	if !t.multi {
		v := landed[t.items[0].VersionTag]
		return wire.PushResult{
			TxHash: v.TxHash.Hex(), ProjectID: t.projectID, VersionIndex: strconv.FormatUint(v.Index, 10),
			VersionTag: v.VersionTag, StorageHash: v.StorageHash, StorageURL: url(v.StorageHash),
			Pusher: v.PushedBy.Hex(), Status: "success", BlockNumber: strconv.FormatUint(v.BlockNumber, 10),
		}
	}
	out := wire.LandedPushVersionsResult{ProjectID: t.projectID, Status: "success", Versions: make([]wire.LandedMultiPushVersion, len(t.items))}
	var latest readmodel.Version
	for i, it := range t.items {
		v := landed[it.VersionTag]
		if i == 0 || v.Index > latest.Index {
			latest = v
		}
		out.Versions[i] = wire.LandedMultiPushVersion{
			VersionIndex: strconv.FormatUint(v.Index, 10), VersionTag: v.VersionTag, StorageHash: v.StorageHash,
			StorageURL: url(v.StorageHash), TxHash: v.TxHash.Hex(), BlockNumber: strconv.FormatUint(v.BlockNumber, 10),
		}
	}
	out.TxHash, out.Pusher, out.BlockNumber = latest.TxHash.Hex(), latest.PushedBy.Hex(), strconv.FormatUint(latest.BlockNumber, 10)
	return out
}
