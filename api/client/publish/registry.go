package publish

// Asking the registry first: before anything is uploaded or paid, each
// item's tag is looked up in the project. A tag that names a version of
// the item's content is reported already (nothing uploaded or paid,
// whatever the state file remembers); a tag that names other content is
// tag_taken; only the others are uploaded and pushed.

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/inkd/inkd/api/client"
	"github.com/inkd/inkd/api/client/fetch"
	"github.com/inkd/inkd/api/wire"
)

// DefaultSettleWait bounds how long a push refused tag_taken waits for
// the tag's version to land (another publisher pushing it) before the
// refusal stands.
const DefaultSettleWait = 3 * time.Minute

// maxTagQueries is how many tags are looked up one query each; more are
// found in the project's whole list.
const maxTagQueries = 4

// settlePoll is how often a refused tag is looked up again.
const settlePoll = 2 * time.Second

// hexDigest is the hex sha256 of "sha256:<hex>" (Digest's form); "" for
// an item named by its storage hash.
func hexDigest(digest string) string {
	if !strings.HasPrefix(digest, "sha256:") {
		return ""
	}
	return strings.TrimPrefix(digest, "sha256:")
}

// landedAs decides an item against v, the version its tag names (nil:
// none): already (v records the item's content: the storage hash the
// item would push, or its sha256), or a tag_taken *client.APIError naming
// v.
func landedAs(project string, it Item, digest, storageHash string, v *wire.Version) (already bool, err error) {
	if v == nil {
		return false, nil
	}
	sum := hexDigest(digest)
	switch {
	case storageHash != "" && v.StorageHash == storageHash:
		return true, nil
	case v.SHA256 != "" && sum != "" && strings.EqualFold(v.SHA256, sum):
		return true, nil
	}
	other := v.StorageHash
	if v.SHA256 != "" {
		other = "sha256 " + v.SHA256
	}
	return false, &client.APIError{Status: http.StatusBadRequest, Code: wire.CodeTagTaken, Message: fmt.Sprintf(
		"the tag %q names version %s of project %s, with other content (%s); a tag names one content: publish this content under another tag (nothing was uploaded or paid)", it.Tag, v.Index, project, other)}
}

// legacyDigest fills in the sha256 of v, a version recorded before
// versions carried their digest, from its content as the gateway serves
// it, when that content can be the item's (a local file of the same size:
// at most its size and one byte more is read). The value only lets a
// re-publish find its own content landed (already) instead of tag_taken;
// nothing is verified against it. A failure leaves v as it is, so the
// decision is the one without it.
func legacyDigest(ctx context.Context, c *client.Client, it Item, v *wire.Version) *wire.Version {
	if v == nil || v.SHA256 != "" || it.File == "" {
		return v
	}
	st, err := os.Stat(it.File)
	if err != nil || (v.ContentSize != "" && v.ContentSize != strconv.FormatInt(st.Size(), 10)) {
		return v
	}
	src, err := fetch.SourceURL(c.BaseURL(), v)
	if err != nil {
		return v
	}
	got, err := fetch.New(fetch.Config{MaxAttempts: 2}).Read(ctx, src, fetch.Want{Size: -1}, st.Size()+1)
	if err != nil || got.Truncated || int64(len(got.Data)) != st.Size() || got.SHA256 == "" {
		return v
	}
	cp := *v
	cp.SHA256 = got.SHA256
	return &cp
}

// alreadyResult is the write result of an item found landed as v: nothing
// was paid by this run.
func alreadyResult(project string, v *wire.Version) *client.WriteResult {
	return client.AlreadyPushed(project, v)
}

// tagged returns the version each of tags names in project (absent: none):
// one query per tag for a few, the project's whole list for many.
func tagged(ctx context.Context, c *client.Client, project string, tags []string) (map[string]*wire.Version, error) {
	out := map[string]*wire.Version{}
	if len(tags) <= maxTagQueries {
		for _, tag := range tags {
			l, err := c.Versions(ctx, project, client.VersionQuery{Tag: tag})
			if err != nil {
				return nil, fmt.Errorf("look up tag %q: %w", tag, err)
			}
			if len(l.Data) > 0 {
				out[tag] = &l.Data[0]
			}
		}
		return out, nil
	}
	want := map[string]bool{}
	for _, t := range tags {
		want[t] = true
	}
	for offset := 0; ; offset += 100 {
		page, err := c.Versions(ctx, project, client.VersionQuery{Offset: offset, Limit: 100})
		if err != nil {
			return nil, fmt.Errorf("list the versions of project %s: %w", project, err)
		}
		for i := range page.Data {
			v := &page.Data[i]
			if _, seen := out[v.VersionTag]; want[v.VersionTag] && !seen {
				out[v.VersionTag] = v
			}
		}
		if len(page.Data) == 0 || page.Total == nil || offset+len(page.Data) >= *page.Total {
			return out, nil
		}
	}
}

// tagTaken reports whether err is the API's tag_taken: the tag landed
// meanwhile, or another request is pushing it.
func tagTaken(err error) bool {
	var ae *client.APIError
	return errors.As(err, &ae) && ae.Code == wire.CodeTagTaken
}

// awaitTags waits, after a tag_taken refusal, until one of tags names a
// version (another publisher's write landed), polling every settlePoll up
// to wait; it returns what the tags name then, or nil when none landed.
func awaitTags(ctx context.Context, c *client.Client, project string, tags []string, wait time.Duration) (map[string]*wire.Version, error) {
	deadline := time.Now().Add(wait)
	for {
		got, err := tagged(ctx, c, project, tags)
		if err != nil || len(got) > 0 {
			return got, err
		}
		if time.Now().After(deadline) {
			return nil, nil
		}
		t := time.NewTimer(settlePoll)
		select {
		case <-ctx.Done():
			t.Stop()
			return nil, ctx.Err()
		case <-t.C:
		}
	}
}

// Landed asks the registry about items of project before anything is
// uploaded or paid: the version each item's tag names with the item's
// content (nil: the tag names none), or a tag_taken *client.APIError for
// the first item whose tag names other content.
func Landed(ctx context.Context, c *client.Client, project string, items []Item) ([]*wire.Version, error) {
	tags := make([]string, len(items))
	for i, it := range items {
		tags[i] = it.Tag
	}
	got, err := tagged(ctx, c, project, tags)
	if err != nil {
		return nil, err
	}
	out := make([]*wire.Version, len(items))
	for i, it := range items {
		v := got[it.Tag]
		if v == nil {
			continue
		}
		digest, err := itemDigest(it)
		if err != nil {
			return nil, err
		}
		v = legacyDigest(ctx, c, it, v)
		if already, err := landedAs(project, it, digest, it.StorageHash, v); !already {
			return nil, err
		}
		out[i] = v
	}
	return out, nil
}
