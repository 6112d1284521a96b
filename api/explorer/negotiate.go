package explorer

import (
	"strconv"
	"strings"
)

// PrefersHTML reports whether an Accept header prefers text/html to
// application/json: a browser's "text/html,…,*/*;q=0.8" does, while
// "*/*", "application/json", a tie and an absent header do not, so every
// client that is not a browser keeps the JSON it had.
func PrefersHTML(accept string) bool {
	return quality(accept, "text", "html") > quality(accept, "application", "json")
}

// quality is the q-value the Accept header gives to typ/sub: that of the
// most specific range that matches (type/sub, then type/*, then */*), 0
// when none does.
func quality(accept, typ, sub string) float64 {
	best, bestRank := 0.0, -1
	for _, part := range strings.Split(accept, ",") {
		mr, params, _ := strings.Cut(part, ";")
		t, s, ok := strings.Cut(strings.ToLower(strings.TrimSpace(mr)), "/")
		if !ok {
			continue
		}
		rank := -1
		switch {
		case t == typ && s == sub:
			rank = 2
		case t == typ && s == "*":
			rank = 1
		case t == "*" && s == "*":
			rank = 0
		}
		if rank > bestRank {
			best, bestRank = qValue(params), rank
		}
	}
	return best
}

// qValue reads q= from a media range's parameters; 1 when absent, 0 when
// malformed or out of range.
func qValue(params string) float64 {
	for _, p := range strings.Split(params, ";") {
		k, v, ok := strings.Cut(strings.TrimSpace(p), "=")
		if !ok || strings.ToLower(strings.TrimSpace(k)) != "q" {
			continue
		}
		q, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
		if err != nil || q < 0 || q > 1 {
			return 0
		}
		return q
	}
	return 1
}
