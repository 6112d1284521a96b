package fetch

import (
	"net/http"
	"strconv"
	"strings"
)

// verdict is what to do with a gateway's answer to a request for the
// content from a byte offset.
type verdict struct {
	// use: the body is content, starting at the offset (or at 0 after
	// reset).
	use bool
	// reset drops the bytes held so far: the body (or the next try) starts
	// the content again.
	reset bool
	// retry: a transient failure; try again after a pause.
	retry bool
}

// judge decides on an answer with status and Content-Range header to a
// request for the bytes from offset (a Range request when offset > 0).
func judge(offset int64, status int, contentRange string) verdict {
	switch {
	case status == http.StatusOK:
		// The whole content: Range was not asked for, or was ignored.
		return verdict{use: true, reset: offset > 0}
	case status == http.StatusPartialContent:
		if start, _, _, ok := parseContentRange(contentRange); ok && start == offset {
			return verdict{use: true}
		}
		// Another range than asked for: start over, without Range.
		return verdict{reset: true, retry: true}
	case status == http.StatusRequestedRangeNotSatisfiable && offset > 0:
		// The content is shorter than what is held: start over.
		return verdict{reset: true, retry: true}
	case status == http.StatusTooManyRequests, status == http.StatusRequestTimeout, status >= 500:
		return verdict{retry: true}
	}
	return verdict{}
}

// parseContentRange parses "bytes first-last/total" (total may be "*",
// reported as -1).
func parseContentRange(h string) (first, last, total int64, ok bool) {
	spec, found := strings.CutPrefix(strings.TrimSpace(h), "bytes ")
	if !found {
		return 0, 0, 0, false
	}
	rng, tot, found := strings.Cut(spec, "/")
	if !found {
		return 0, 0, 0, false
	}
	a, b, found := strings.Cut(rng, "-")
	if !found {
		return 0, 0, 0, false
	}
	first, err1 := strconv.ParseInt(a, 10, 64)
	last, err2 := strconv.ParseInt(b, 10, 64)
	if err1 != nil || err2 != nil || first < 0 || last < first {
		return 0, 0, 0, false
	}
	total = -1
	if tot != "*" {
		t, err := strconv.ParseInt(tot, 10, 64)
		if err != nil || t <= last {
			return 0, 0, 0, false
		}
		total = t
	}
	return first, last, total, true
}
