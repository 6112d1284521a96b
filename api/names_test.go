package api

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/inkd/inkd/api/wire"
)

// TestNormalizeName is finding 8 of the money-path review: names that look
// alike must not both be registrable. Each refused case is a lookalike of an
// accepted one.
func TestNormalizeName(t *testing.T) {
	for _, tc := range []struct {
		name, in, want string
		refused        bool
	}{
		{"ascii lowercased", "My-Tool", "my-tool", false},
		{"other scripts lowercased", "ÜBER-Werkzeug", "über-werkzeug", false},
		{"fullwidth folded (NFKC)", "ｉｎｋｄ", "inkd", false},
		{"ligature folded", "ﬁle", "file", false},
		{"composed accent", "cafe\u0301", "café", false},
		{"no-break space folded to space", "my\u00a0tool", "my tool", false},
		{"japanese with latin", "inkd ツール 道具", "inkd ツール 道具", false},
		{"korean with han and latin", "inkd 도구 道具", "inkd 도구 道具", false},
		{"cyrillic alone", "привет", "привет", false},
		{"digits and symbols", "tool_v2.0+beta", "tool_v2.0+beta", false},
		{"cyrillic a inside latin", "p\u0430ypal", "", true},
		{"greek omicron inside latin", "g\u03bfogle", "", true},
		{"zero-width space", "in\u200bkd", "", true},
		{"zero-width joiner", "in\u200dkd", "", true},
		{"soft hyphen", "in\u00adkd", "", true},
		{"right-to-left override", "in\u202ekd", "", true},
		{"byte order mark", "\ufeffinkd", "", true},
		{"hangul filler", "inkd\u3164", "", true},
		{"braille blank", "inkd\u2800", "", true},
		{"variation selector", "inkd\ufe0f", "", true},
		{"control character", "in\x07kd", "", true},
		{"tab", "in\tkd", "", true},
		{"ideographic space is folded, two spaces refused", "my\u3000 tool", "", true},
		{"two spaces", "my  tool", "", true},
		{"line separator", "my\u2028tool", "", true},
		{"private use", "inkd\ue000", "", true},
		{"unassigned", "inkd\U000e0080", "", true},
		{"leading combining mark", "\u0301inkd", "", true},
		{"stacked combining marks", "inkd\u0301\u0302\u0303", "", true},
		{"invalid utf-8", "in\xffkd", "", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := normalizeName(tc.in)
			var ne *nameError
			if tc.refused {
				if !errors.As(err, &ne) {
					t.Fatalf("normalizeName(%q) = %q, %v; want refused", tc.in, got, err)
				}
				return
			}
			if err != nil || got != tc.want {
				t.Fatalf("normalizeName(%q) = %q, %v; want %q", tc.in, got, err, tc.want)
			}
		})
	}
}

// TestCreateRefusesLookalikeName: the rule is applied to the request before
// any price is offered, with 400 invalid_name.
func TestCreateRefusesLookalikeName(t *testing.T) {
	body := jsonObject{"name": json.RawMessage(`"p\u0430ypal"`)}
	_, err := parseCreate(body)
	var e *Error
	if !errors.As(err, &e) || e.Code != wire.CodeInvalidName || !strings.Contains(e.Message, "Cyrillic") {
		t.Fatalf("parseCreate = %v, want invalid_name naming the scripts", err)
	}
}
