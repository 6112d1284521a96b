package ans104

import (
	"bytes"
	"testing"
)

// FuzzParse feeds arbitrary bytes to the verifying reader. It must never
// panic, and whatever verifies must serialize back to the same bytes.
func FuzzParse(f *testing.F) {
	s, cases := loadVectors(f)
	for _, tc := range cases {
		raw := mustHex(f, tc.Raw)
		f.Add(raw)
		f.Add(highS(f, raw))
		f.Add(raw[:len(raw)/2])
	}
	f.Add(signBytes(f, s, Options{Tags: []Tag{{Name: "a", Value: "b"}}}, nil))
	f.Add([]byte{3, 0})
	f.Fuzz(func(t *testing.T, b []byte) {
		hdr, n, err := Verify(bytes.NewReader(b))
		if err != nil {
			return
		}
		if got := append(hdr.Bytes(), b[len(b)-int(n):]...); !bytes.Equal(got, b) {
			t.Fatalf("verified item does not round-trip")
		}
		if !ValidID(hdr.ID()) {
			t.Fatalf("id %q is not valid", hdr.ID())
		}
	})
}
