package storage

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/inkd/inkd/storage/ans104"
)

// BuildOptions control the data item Build makes around an upload.
type BuildOptions struct {
	// ContentType overrides detection; it is normalized with
	// NormalizeContentType. Empty means detect from the first SniffSize
	// bytes of the data (DefaultContentType for empty data).
	ContentType string
	// Tags are added after the Content-Type tag, in order (for example
	// App-Name and App-Version). They must not contain a Content-Type tag
	// and, with it, must stay within the ANS-104 limits.
	Tags []ans104.Tag
	// Anchor is empty or 32 bytes. Leave it empty to make the id a function
	// of key, tags and data alone: uploading the same file twice then yields
	// the same id, and the second upload is a no-op at the bundler.
	Anchor []byte
}

// Item is a signed data item whose data stays in the caller's io.ReaderAt.
// It is itself an io.ReaderAt over the whole item (header then data), so it
// can go straight to a Stager or a Driver. It is valid while that source is
// open, and safe for concurrent reads if the source is.
type Item struct {
	header      *ans104.Header
	head        []byte
	contentType string
	data        io.ReaderAt
	dataSize    int64
	sha256      string
}

var _ io.ReaderAt = (*Item)(nil)

// ItemInfo describes a built item; it outlives the data source.
type ItemInfo struct {
	// ID is the data item id (the ar:// content id).
	ID string
	// ContentType is the value of the item's Content-Type tag.
	ContentType string
	// DataSize is the length of the data in bytes (the upload's size).
	DataSize int64
	// Size is the length of the whole item in bytes.
	Size int64
	// Sha256 is the SHA-256 of the data, lowercase hex.
	Sha256 string
}

// Build signs a data item carrying the size bytes of data, tagged with its
// Content-Type (detected unless opts.ContentType is set) and opts.Tags. It
// reads the data once to sign; the returned Item reads it again whenever the
// item is read. Memory use does not depend on size.
func Build(ctx context.Context, signer ans104.Signer, data io.ReaderAt, size int64, opts BuildOptions) (*Item, error) {
	if size < 0 {
		return nil, fmt.Errorf("storage: negative data size %d", size)
	}
	ct, err := contentType(data, size, opts.ContentType)
	if err != nil {
		return nil, err
	}
	tags := make([]ans104.Tag, 0, len(opts.Tags)+1)
	tags = append(tags, ans104.Tag{Name: ans104.ContentTypeTag, Value: ct})
	for _, t := range opts.Tags {
		if strings.EqualFold(t.Name, ans104.ContentTypeTag) {
			return nil, errors.New("storage: set the content type with BuildOptions.ContentType, not a tag")
		}
		tags = append(tags, t)
	}
	// The one read that signs also digests the data.
	digest := sha256.New()
	hdr, err := ans104.Sign(ctx, signer, ans104.Options{Tags: tags, Anchor: opts.Anchor},
		io.TeeReader(io.NewSectionReader(data, 0, size), digest), size)
	if err != nil {
		return nil, fmt.Errorf("storage: build item: %w", err)
	}
	return &Item{header: hdr, head: hdr.Bytes(), contentType: ct, data: data, dataSize: size,
		sha256: hex.EncodeToString(digest.Sum(nil))}, nil
}

func contentType(data io.ReaderAt, size int64, override string) (string, error) {
	if override != "" {
		return NormalizeContentType(override)
	}
	head := make([]byte, min(size, SniffSize))
	if _, err := data.ReadAt(head, 0); err != nil && !(errors.Is(err, io.EOF) && len(head) == 0) {
		return "", fmt.Errorf("storage: read data head: %w", err)
	}
	return DetectContentType(head), nil
}

// ID returns the item id.
func (it *Item) ID() string { return it.header.ID() }

// Header returns the signed header.
func (it *Item) Header() *ans104.Header { return it.header }

// ContentType returns the value of the Content-Type tag.
func (it *Item) ContentType() string { return it.contentType }

// DataSize returns the length of the data.
func (it *Item) DataSize() int64 { return it.dataSize }

// Sha256 returns the SHA-256 of the data (not of the whole item), lowercase
// hex: what a reader of the content can check it against.
func (it *Item) Sha256() string { return it.sha256 }

// Size returns the length of the whole item: header plus data.
func (it *Item) Size() int64 { return int64(len(it.head)) + it.dataSize }

// Info returns the item's description.
func (it *Item) Info() ItemInfo {
	return ItemInfo{ID: it.ID(), ContentType: it.contentType, DataSize: it.dataSize, Size: it.Size(), Sha256: it.sha256}
}

// ReadAt implements io.ReaderAt over the whole item.
func (it *Item) ReadAt(p []byte, off int64) (int, error) {
	if off < 0 {
		return 0, errors.New("storage: negative offset")
	}
	if off >= it.Size() {
		return 0, io.EOF
	}
	n := 0
	if off < int64(len(it.head)) {
		n = copy(p, it.head[off:])
		off += int64(n)
	}
	if n == len(p) {
		return n, nil
	}
	m, err := io.NewSectionReader(it.data, 0, it.dataSize).ReadAt(p[n:], off-int64(len(it.head)))
	return n + m, err
}

// NewReader returns a reader of the whole item from its first byte. Each
// call returns an independent reader.
func (it *Item) NewReader() io.Reader { return io.NewSectionReader(it, 0, it.Size()) }

// WriteTo writes the whole item to w.
func (it *Item) WriteTo(w io.Writer) (int64, error) {
	return ans104.WriteItem(w, it.header, io.NewSectionReader(it.data, 0, it.dataSize), it.dataSize)
}

// BuildItem builds the item for the size bytes of src and writes it to dst:
// Build for callers holding a one-shot stream. If src is not an io.ReaderAt
// it is first spooled to a temporary file in os.TempDir(), because the
// signature precedes the data and the data must be read twice; memory use
// stays independent of size either way. It fails with an error wrapping
// ans104.ErrSizeMismatch when src does not hold exactly size bytes.
func BuildItem(ctx context.Context, signer ans104.Signer, src io.Reader, size int64, opts BuildOptions, dst io.Writer) (ItemInfo, error) {
	data, ok := src.(io.ReaderAt)
	if !ok {
		spool, err := Spool(ctx, "", src, size+1)
		if errors.Is(err, ErrTooLarge) {
			return ItemInfo{}, fmt.Errorf("storage: build item: %w", &ans104.SizeError{Want: size, Got: size + 1})
		}
		if err != nil {
			return ItemInfo{}, err
		}
		defer spool.Close()
		if spool.Size() != size {
			return ItemInfo{}, fmt.Errorf("storage: build item: %w", &ans104.SizeError{Want: size, Got: spool.Size()})
		}
		data = spool
	}
	it, err := Build(ctx, signer, data, size, opts)
	if err != nil {
		return ItemInfo{}, err
	}
	if _, err := it.WriteTo(dst); err != nil {
		return ItemInfo{}, fmt.Errorf("storage: write item: %w", err)
	}
	return it.Info(), nil
}
