package ans104

import (
	"bytes"
	"context"
	"io"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// fuzzTags splits s into tags: "\n" separates tags, the first "=" of each
// separates name and value.
func fuzzTags(s string) []Tag {
	if s == "" {
		return nil
	}
	var tags []Tag
	for _, line := range strings.Split(s, "\n") {
		name, value, _ := strings.Cut(line, "=")
		tags = append(tags, Tag{Name: name, Value: value})
	}
	return tags
}

// FuzzBuildParse is the build→parse round trip: for any tags, target,
// anchor and data that Options.Check accepts, the item Sign and WriteItem
// build verifies, and the parsed item has the same owner, target, anchor,
// tags and data, the id of its signature, and the same bytes when written
// again. Options that Check refuses make Sign fail too.
func FuzzBuildParse(f *testing.F) {
	s := testSigner(f)
	f.Add("Content-Type=text/plain\nApp-Name=inkd", []byte{}, []byte{}, []byte("hello"))
	f.Add("File-Name=\xff\x00x=y", make([]byte, TargetSize), make([]byte, AnchorSize), []byte{})
	f.Add("=empty name", []byte{1}, []byte{}, []byte("x"))
	f.Add("", []byte{}, []byte{2}, bytes.Repeat([]byte{7}, 300))
	f.Add("a=", []byte{}, []byte{}, []byte("x"))
	f.Fuzz(func(t *testing.T, tagText string, target, anchor, data []byte) {
		checkBuildParse(t, s, tagText, target, anchor, data)
	})
}

// BenchmarkBuildParse times one FuzzBuildParse exec on its first seed: the
// cost of the harness against the code under test.
func BenchmarkBuildParse(b *testing.B) {
	s := testSigner(b)
	b.ReportAllocs()
	for b.Loop() {
		checkBuildParse(b, s, "Content-Type=text/plain\nApp-Name=inkd", nil, nil, []byte("hello"))
	}
}

// checkBuildParse is one FuzzBuildParse exec.
func checkBuildParse(t testing.TB, s *EthereumSigner, tagText string, target, anchor, data []byte) {
	opts := Options{Target: target, Anchor: anchor, Tags: fuzzTags(tagText)}
	hdr, err := Sign(context.Background(), s, opts, bytes.NewReader(data), int64(len(data)))
	if checkErr := opts.Check(); checkErr != nil {
		if err == nil {
			t.Fatalf("Sign accepted options Check refuses: %v", checkErr)
		}
		return
	}
	if err != nil {
		t.Fatalf("Sign refused valid options: %v", err)
	}
	var item bytes.Buffer
	if _, err := WriteItem(&item, hdr, bytes.NewReader(data), int64(len(data))); err != nil {
		t.Fatal(err)
	}
	r, err := NewReader(bytes.NewReader(item.Bytes()))
	if err != nil {
		t.Fatalf("built item does not parse: %v", err)
	}
	got, err := io.ReadAll(r)
	if err != nil {
		t.Fatalf("built item does not verify: %v", err)
	}
	p := r.Header()
	if !bytes.Equal(got, data) {
		t.Fatalf("data %q, want %q", got, data)
	}
	if !bytes.Equal(p.Owner(), s.Owner()) || !bytes.Equal(p.Target(), target) || !bytes.Equal(p.Anchor(), anchor) {
		t.Fatalf("owner/target/anchor changed: %x %x %x", p.Owner(), p.Target(), p.Anchor())
	}
	// slices.Equal first (nil and empty alike): cmp.Diff, run on every
	// exec, cost an eighth of the exec.
	if !slices.Equal(opts.Tags, p.Tags()) {
		t.Fatalf("tags changed (-built +parsed):\n%s", cmp.Diff(opts.Tags, p.Tags()))
	}
	if p.ID() != hdr.ID() || !ValidID(p.ID()) {
		t.Fatalf("id %q, want %q", p.ID(), hdr.ID())
	}
	if !bytes.Equal(append(p.Bytes(), data...), item.Bytes()) {
		t.Fatal("parsed item does not serialize to the built bytes")
	}
}

// FuzzTags: DecodeTags never panics on arbitrary Avro, and whatever it
// decodes encodes back (in the canonical one-block form) to bytes that
// decode to the same tags.
func FuzzTags(f *testing.F) {
	for _, tags := range [][]Tag{
		{{Name: "Content-Type", Value: "text/plain"}},
		{{Name: "a", Value: "b"}, {Name: "App-Name", Value: "inkd"}},
	} {
		raw, err := EncodeTags(tags)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(raw, len(tags))
	}
	f.Add([]byte{0x03, 0x04, 0x02, 'a', 0x02, 'b', 0x00}, 1) // a block of -2 tags with a size
	f.Add([]byte{0x00}, 0)
	f.Add([]byte{}, 0)
	f.Fuzz(func(t *testing.T, raw []byte, count int) {
		tags, err := DecodeTags(raw, count)
		if err != nil {
			return
		}
		if len(tags) != count {
			t.Fatalf("decoded %d tags, header says %d", len(tags), count)
		}
		enc, err := EncodeTags(tags)
		if err != nil {
			t.Fatalf("decoded tags do not encode: %v", err)
		}
		again, err := DecodeTags(enc, len(tags))
		if err != nil {
			t.Fatalf("re-encoded tags do not decode: %v", err)
		}
		if diff := cmp.Diff(tags, again); diff != "" && len(tags) > 0 {
			t.Fatalf("tags changed (-decoded +re-decoded):\n%s", diff)
		}
	})
}
