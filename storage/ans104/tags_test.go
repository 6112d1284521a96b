package ans104

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestEncodeTagsRoundTrip(t *testing.T) {
	tests := []struct {
		name string
		tags []Tag
	}{
		{"none", nil},
		{"one", []Tag{{Name: "Content-Type", Value: "text/plain"}}},
		{"binary bytes", []Tag{{Name: "\x00\xff", Value: "\xc3\x28"}}},
		{"at name limit", []Tag{{Name: strings.Repeat("n", MaxTagNameSize), Value: "v"}}},
		{"at value limit", []Tag{{Name: "n", Value: strings.Repeat("v", MaxTagValueSize)}}},
		{"128 tags", manyTags(MaxTags, "x")},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			raw, err := EncodeTags(tc.tags)
			if err != nil {
				t.Fatalf("EncodeTags: %v", err)
			}
			got, err := DecodeTags(raw, len(tc.tags))
			if err != nil {
				t.Fatalf("DecodeTags: %v", err)
			}
			if diff := cmp.Diff(tc.tags, got); diff != "" {
				t.Errorf("round trip (-want +got):\n%s", diff)
			}
		})
	}
}

func manyTags(n int, value string) []Tag {
	tags := make([]Tag, n)
	for i := range tags {
		tags[i] = Tag{Name: "t", Value: value}
	}
	return tags
}

func TestEncodeTagsLimits(t *testing.T) {
	tests := []struct {
		name string
		tags []Tag
		want *TagError
	}{
		{"129 tags", manyTags(MaxTags+1, "x"), &TagError{Index: -1, Reason: "more than 128 tags"}},
		{"empty name", []Tag{{Name: "a", Value: "b"}, {Name: "", Value: "b"}}, &TagError{Index: 1, Reason: "empty name"}},
		{"empty value", []Tag{{Name: "a", Value: ""}}, &TagError{Index: 0, Reason: "empty value"}},
		{"long name", []Tag{{Name: strings.Repeat("n", MaxTagNameSize+1), Value: "v"}}, &TagError{Index: 0, Reason: "name longer than 1024 bytes"}},
		{"long value", []Tag{{Name: "n", Value: strings.Repeat("v", MaxTagValueSize+1)}}, &TagError{Index: 0, Reason: "value longer than 3072 bytes"}},
		{"over 4096 bytes", manyTags(2, strings.Repeat("v", 2100)), &TagError{Index: -1, Reason: "tags encode to more than 4096 bytes"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := EncodeTags(tc.tags)
			var got *TagError
			if !errors.As(err, &got) {
				t.Fatalf("EncodeTags = %v, want *TagError", err)
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("error (-want +got):\n%s", diff)
			}
			if !errors.Is(err, ErrInvalidTag) {
				t.Errorf("error does not match ErrInvalidTag")
			}
		})
	}
}

func TestDecodeTags(t *testing.T) {
	ab := []Tag{{Name: "a", Value: "b"}, {Name: "c", Value: "d"}}
	tests := []struct {
		name    string
		raw     []byte
		count   int
		want    []Tag
		wantErr error
	}{
		{"single block", []byte{4, 2, 'a', 2, 'b', 2, 'c', 2, 'd', 0}, 2, ab, nil},
		{"two blocks", []byte{2, 2, 'a', 2, 'b', 2, 2, 'c', 2, 'd', 0}, 2, ab, nil},
		{"negative count with size", []byte{3, 8, 2, 'a', 2, 'b', 2, 'c', 2, 'd', 0}, 2, ab, nil},
		{"no tags no bytes", nil, 0, nil, nil},
		{"bytes without tags", []byte{0}, 0, nil, ErrMalformed},
		{"fewer than declared", []byte{2, 2, 'a', 2, 'b', 0}, 2, nil, ErrMalformed},
		{"more than declared", []byte{4, 2, 'a', 2, 'b', 2, 'c', 2, 'd', 0}, 1, nil, ErrMalformed},
		{"trailing bytes", []byte{2, 2, 'a', 2, 'b', 0, 0}, 1, nil, ErrMalformed},
		{"no terminator", []byte{2, 2, 'a', 2, 'b'}, 1, nil, ErrMalformed},
		{"overrun", []byte{2, 2, 'a', 40, 'b', 0}, 1, nil, ErrMalformed},
		{"negative length", []byte{2, 1, 'a', 2, 'b', 0}, 1, nil, ErrMalformed},
		{"varint overflow", []byte{2, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01}, 1, nil, ErrMalformed},
		{"min int64 block", []byte{0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01}, 1, nil, ErrMalformed},
		{"empty name", []byte{2, 0, 2, 'b', 0}, 1, nil, ErrInvalidTag},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := DecodeTags(tc.raw, tc.count)
			if !errors.Is(err, tc.wantErr) {
				t.Fatalf("DecodeTags error = %v, want %v", err, tc.wantErr)
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("tags (-want +got):\n%s", diff)
			}
		})
	}
}

func TestTagValue(t *testing.T) {
	tags := []Tag{{Name: "App", Value: "x"}, {Name: "content-type", Value: "text/html"}, {Name: "Content-Type", Value: "image/png"}}
	got, ok := TagValue(tags, ContentTypeTag)
	if !ok || got != "text/html" {
		t.Errorf("TagValue = %q, %v; want first match ignoring case", got, ok)
	}
	if _, ok := TagValue(tags, "Missing"); ok {
		t.Errorf("TagValue found a missing tag")
	}
}

func TestParseID(t *testing.T) {
	tests := []struct {
		name string
		id   string
		ok   bool
	}{
		{"vector id", "cYgljpiiB-LidPKaYCWgiHnUX8iv_wUaWxSkS23y03Q", true},
		{"too short", "cYgljpiiB-LidPKaYCWgiHnUX8iv_wUaWxSkS23y03", false},
		{"too long", "cYgljpiiB-LidPKaYCWgiHnUX8iv_wUaWxSkS23y03QA", false},
		{"padded", "cYgljpiiB-LidPKaYCWgiHnUX8iv_wUaWxSkS23y03Q=", false},
		{"std alphabet", "cYgljpiiB+LidPKaYCWgiHnUX8iv/wUaWxSkS23y03Q", false},
		{"non-canonical last char", "cYgljpiiB-LidPKaYCWgiHnUX8iv_wUaWxSkS23y03R", false},
		{"path", "../../../../etc/passwd/aaaaaaaaaaaaaaaaaaaaa", false},
		{"empty", "", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseID(tc.id)
			if got := err == nil; got != tc.ok {
				t.Fatalf("ParseID(%q) error = %v, want ok=%v", tc.id, err, tc.ok)
			}
			if !tc.ok && !errors.Is(err, ErrInvalidID) {
				t.Errorf("error %v does not wrap ErrInvalidID", err)
			}
			if ValidID(tc.id) != tc.ok {
				t.Errorf("ValidID disagrees with ParseID")
			}
		})
	}
}
