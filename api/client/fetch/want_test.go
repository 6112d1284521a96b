package fetch

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/api/wire"
)

func TestWantOf(t *testing.T) {
	sum := strings.Repeat("ab", 32)
	for _, tc := range []struct {
		name     string
		v        wire.Version
		want     Want
		badField string
	}{
		{"all fields", wire.Version{ContentSize: "12", SHA256: sum}, Want{Size: 12, SHA256: sum}, ""},
		{"upper case and 0x", wire.Version{ContentSize: "0", SHA256: "0x" + strings.ToUpper(sum)}, Want{Size: 0, SHA256: sum}, ""},
		{"none", wire.Version{}, Want{Size: -1}, ""},
		{"size not a number", wire.Version{ContentSize: "12kB"}, Want{}, "contentSize"},
		{"negative size", wire.Version{ContentSize: "-1"}, Want{}, "contentSize"},
		{"short digest", wire.Version{SHA256: "abcd"}, Want{}, "sha256"},
		{"digest not hex", wire.Version{SHA256: strings.Repeat("zz", 32)}, Want{}, "sha256"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := WantOf(&tc.v)
			var re *RecordError
			if tc.badField != "" {
				if !errors.As(err, &re) || re.Field != tc.badField {
					t.Fatalf("WantOf = %v, %v; want a RecordError on %s", got, err, tc.badField)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("(-want +got)\n%s", diff)
			}
		})
	}
}

func TestSourceURL(t *testing.T) {
	id := strings.Repeat("a", 43)
	for _, tc := range []struct {
		name, base string
		v          wire.Version
		want       string
	}{
		{"absolute storageUrl", "http://api:8080", wire.Version{StorageURL: "https://arweave.net/" + id, StorageHash: "ar://" + id}, "https://arweave.net/" + id},
		{"path storageUrl on the API", "http://api:8080/", wire.Version{StorageURL: "/ar/" + id}, "http://api:8080/ar/" + id},
		{"no storageUrl: the API's gateway", "http://api:8080", wire.Version{StorageHash: "ar://" + id}, "http://api:8080/ar/" + id},
		{"API under a path prefix", "https://x.example/inkd", wire.Version{StorageHash: "ar://" + id}, "https://x.example/inkd/ar/" + id},
		{"no hash", "http://api", wire.Version{}, ""},
		{"hash with a path", "http://api", wire.Version{StorageHash: "ar://../v1/status"}, ""},
		{"not http", "http://api", wire.Version{StorageURL: "file:///etc/passwd"}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := SourceURL(tc.base, &tc.v)
			if tc.want == "" {
				var re *RecordError
				if !errors.As(err, &re) {
					t.Fatalf("SourceURL = %q, %v; want a RecordError", got, err)
				}
				return
			}
			if err != nil || got != tc.want {
				t.Fatalf("SourceURL = %q, %v; want %q", got, err, tc.want)
			}
		})
	}
}

func TestPartialName(t *testing.T) {
	sum := strings.Repeat("ab", 32)
	for _, tc := range []struct {
		v    wire.Version
		want string
	}{
		{wire.Version{StorageHash: "ar://abc-_DEF", SHA256: sum}, ".inkd-" + sum[:43] + ".part"},
		{wire.Version{StorageHash: "ar://abc-_DEF"}, ".inkd-abc-_DEF.part"},
		{wire.Version{StorageHash: "ar://../../x"}, ".inkd-x.part"},
	} {
		if got := PartialName(&tc.v); got != tc.want {
			t.Errorf("PartialName(%+v) = %q, want %q", tc.v, got, tc.want)
		}
	}
}

func TestJudge(t *testing.T) {
	for _, tc := range []struct {
		name   string
		offset int64
		status int
		cr     string
		want   verdict
	}{
		{"whole content", 0, 200, "", verdict{use: true}},
		{"range ignored", 10, 200, "", verdict{use: true, reset: true}},
		{"range honoured", 10, 206, "bytes 10-99/100", verdict{use: true}},
		{"another range", 10, 206, "bytes 0-99/100", verdict{reset: true, retry: true}},
		{"bad Content-Range", 10, 206, "items 10-99/100", verdict{reset: true, retry: true}},
		{"held more than there is", 10, 416, "bytes */5", verdict{reset: true, retry: true}},
		{"416 from the start", 0, 416, "", verdict{}},
		{"rate limited", 0, 429, "", verdict{retry: true}},
		{"bad gateway", 10, 502, "", verdict{retry: true}},
		{"not found", 0, 404, "", verdict{}},
		{"forbidden", 10, 403, "", verdict{}},
	} {
		if got := judge(tc.offset, tc.status, tc.cr); got != tc.want {
			t.Errorf("%s: judge(%d, %d, %q) = %+v, want %+v", tc.name, tc.offset, tc.status, tc.cr, got, tc.want)
		}
	}
}

func TestParseContentRange(t *testing.T) {
	for _, tc := range []struct {
		h                  string
		first, last, total int64
		ok                 bool
	}{
		{"bytes 0-9/10", 0, 9, 10, true},
		{"bytes 5-9/*", 5, 9, -1, true},
		{"bytes 5-4/10", 0, 0, 0, false},
		{"bytes 5-10/10", 0, 0, 0, false},
		{"bytes */10", 0, 0, 0, false},
		{"bytes 5-9", 0, 0, 0, false},
		{"", 0, 0, 0, false},
	} {
		f, l, tot, ok := parseContentRange(tc.h)
		if ok != tc.ok || (ok && (f != tc.first || l != tc.last || tot != tc.total)) {
			t.Errorf("parseContentRange(%q) = %d, %d, %d, %v", tc.h, f, l, tot, ok)
		}
	}
}
