package ans104

import (
	"encoding/binary"
	"strings"
)

// Tag limits from ANS-104, enforced when encoding and when parsing.
const (
	// MaxTags is the largest number of tags an item may carry.
	MaxTags = 128
	// MaxTagNameSize is the largest tag name, in bytes.
	MaxTagNameSize = 1024
	// MaxTagValueSize is the largest tag value, in bytes.
	MaxTagValueSize = 3072
	// MaxTagBytes is the largest Avro encoding of all tags, in bytes.
	MaxTagBytes = 4096
)

// ContentTypeTag is the tag name gateways read the served Content-Type from.
const ContentTypeTag = "Content-Type"

// Tag is one name/value pair. Names and values are byte strings; Go strings
// hold them unchanged, valid UTF-8 or not. Both must be non-empty.
type Tag struct {
	Name  string
	Value string
}

// ValidateTags checks tags against the ANS-104 limits: at most MaxTags tags,
// names of 1..MaxTagNameSize bytes, values of 1..MaxTagValueSize bytes, and
// an encoding of at most MaxTagBytes. It returns a *TagError.
func ValidateTags(tags []Tag) error {
	_, err := EncodeTags(tags)
	return err
}

// EncodeTags returns the Avro encoding of tags as ANS-104 stores it: one
// block holding every tag, then the zero terminator. No tags encode to no
// bytes at all (not to a lone terminator), as the reference library does.
// It returns a *TagError when a limit is broken.
func EncodeTags(tags []Tag) ([]byte, error) {
	if len(tags) == 0 {
		return nil, nil
	}
	if len(tags) > MaxTags {
		return nil, &TagError{Index: -1, Reason: "more than 128 tags"}
	}
	size := avroLongSize(int64(len(tags))) + 1
	for i, t := range tags {
		if err := checkTag(i, t.Name, t.Value); err != nil {
			return nil, err
		}
		size += avroLongSize(int64(len(t.Name))) + len(t.Name) + avroLongSize(int64(len(t.Value))) + len(t.Value)
	}
	if size > MaxTagBytes {
		return nil, &TagError{Index: -1, Reason: "tags encode to more than 4096 bytes"}
	}
	out := make([]byte, 0, size)
	out = appendAvroLong(out, int64(len(tags)))
	for _, t := range tags {
		out = appendAvroLong(out, int64(len(t.Name)))
		out = append(out, t.Name...)
		out = appendAvroLong(out, int64(len(t.Value)))
		out = append(out, t.Value...)
	}
	return append(out, 0), nil
}

// DecodeTags parses the Avro tag bytes of an item that declares count tags.
// It accepts any valid Avro array encoding (several blocks, negative block
// counts followed by a block size) but requires exactly count tags, every tag
// within the limits, and no bytes after the terminator. Errors wrap
// ErrMalformed, or are a *TagError when a limit is broken.
func DecodeTags(raw []byte, count int) ([]Tag, error) {
	if count == 0 {
		if len(raw) != 0 {
			return nil, malformed("tag bytes present but no tags declared")
		}
		return nil, nil
	}
	if count < 0 || count > MaxTags {
		return nil, &TagError{Index: -1, Reason: "more than 128 tags"}
	}
	if len(raw) > MaxTagBytes {
		return nil, &TagError{Index: -1, Reason: "tags encode to more than 4096 bytes"}
	}
	d := avroDecoder{buf: raw}
	tags := make([]Tag, 0, count)
	for {
		n, err := d.long()
		if err != nil {
			return nil, err
		}
		if n == 0 {
			break
		}
		if n < 0 {
			if n == -n { // math.MinInt64 has no positive counterpart
				return nil, malformed("tag block count out of range")
			}
			n = -n
			if _, err := d.long(); err != nil { // block size in bytes, unused
				return nil, err
			}
		}
		if n > int64(count-len(tags)) {
			return nil, malformed("more tags encoded than the %d declared", count)
		}
		for ; n > 0; n-- {
			name, err := d.bytes()
			if err != nil {
				return nil, err
			}
			value, err := d.bytes()
			if err != nil {
				return nil, err
			}
			if err := checkTag(len(tags), name, value); err != nil {
				return nil, err
			}
			tags = append(tags, Tag{Name: name, Value: value})
		}
	}
	if len(tags) != count {
		return nil, malformed("%d tags encoded, %d declared", len(tags), count)
	}
	if d.off != len(raw) {
		return nil, malformed("%d bytes after the tag terminator", len(raw)-d.off)
	}
	return tags, nil
}

// TagValue returns the value of the first tag whose name equals name,
// ignoring ASCII case, and whether there was one.
func TagValue(tags []Tag, name string) (string, bool) {
	for _, t := range tags {
		if strings.EqualFold(t.Name, name) {
			return t.Value, true
		}
	}
	return "", false
}

func checkTag(i int, name, value string) error {
	switch {
	case len(name) == 0:
		return &TagError{Index: i, Reason: "empty name"}
	case len(name) > MaxTagNameSize:
		return &TagError{Index: i, Reason: "name longer than 1024 bytes"}
	case len(value) == 0:
		return &TagError{Index: i, Reason: "empty value"}
	case len(value) > MaxTagValueSize:
		return &TagError{Index: i, Reason: "value longer than 3072 bytes"}
	}
	return nil
}

// appendAvroLong appends v as an Avro long: zig-zag, then base-128 varint.
func appendAvroLong(b []byte, v int64) []byte {
	return binary.AppendUvarint(b, uint64(v<<1)^uint64(v>>63))
}

func avroLongSize(v int64) int {
	var buf [binary.MaxVarintLen64]byte
	return len(appendAvroLong(buf[:0], v))
}

// avroDecoder reads Avro primitives from a byte slice.
type avroDecoder struct {
	buf []byte
	off int
}

func (d *avroDecoder) long() (int64, error) {
	u, n := binary.Uvarint(d.buf[d.off:])
	if n <= 0 {
		return 0, malformed("bad Avro long at tag byte %d", d.off)
	}
	d.off += n
	return int64(u>>1) ^ -int64(u&1), nil
}

func (d *avroDecoder) bytes() (string, error) {
	n, err := d.long()
	if err != nil {
		return "", err
	}
	if n < 0 || n > int64(len(d.buf)-d.off) {
		return "", malformed("Avro byte string of length %d overruns the tags", n)
	}
	s := string(d.buf[d.off : d.off+int(n)])
	d.off += int(n)
	return s, nil
}
