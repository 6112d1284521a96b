package client

import (
	"bufio"
	"io"
	"strconv"
	"strings"
	"time"
)

// maxSSELine bounds one line of an event stream (an event's JSON is a few
// hundred bytes).
const maxSSELine = 1 << 20

// sseFrame is one dispatched block of a server-sent event stream: the
// fields up to a blank line.
type sseFrame struct {
	// id is set when the block carried an id field (possibly alone: the
	// server then only names the stream's position).
	id    string
	hasID bool
	data  string
	// retry is the reconnection time the block asked for, zero if none.
	retry time.Duration
}

// sseReader splits an event stream into frames (WHATWG "server-sent
// events": fields name: value, comments start with a colon, data lines
// join with newlines, a blank line ends the block).
type sseReader struct {
	sc *bufio.Scanner
	// onLine is told of every line read (keep-alive comments included).
	onLine func()
}

func newSSEReader(r io.Reader, onLine func()) *sseReader {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 4096), maxSSELine)
	return &sseReader{sc: sc, onLine: onLine}
}

// next returns the next frame that carries data, an id or a retry; io.EOF
// when the stream ended cleanly.
func (r *sseReader) next() (sseFrame, error) {
	var f sseFrame
	var data []string
	hasData := false
	for r.sc.Scan() {
		if r.onLine != nil {
			r.onLine()
		}
		line := strings.TrimSuffix(r.sc.Text(), "\r")
		if line == "" {
			if hasData || f.hasID || f.retry > 0 {
				f.data = strings.Join(data, "\n")
				return f, nil
			}
			continue
		}
		if strings.HasPrefix(line, ":") {
			continue
		}
		name, value, _ := strings.Cut(line, ":")
		value = strings.TrimPrefix(value, " ")
		switch name {
		case "data":
			data, hasData = append(data, value), true
		case "id":
			if !strings.ContainsRune(value, 0) {
				f.id, f.hasID = value, true
			}
		case "retry":
			if ms, err := strconv.Atoi(value); err == nil && ms > 0 {
				f.retry = time.Duration(ms) * time.Millisecond
			}
		}
	}
	if err := r.sc.Err(); err != nil {
		return sseFrame{}, err
	}
	return sseFrame{}, io.EOF
}

// streamIDLess reports whether stream id a ("<ms>-<seq>", as the API sends
// them) comes before b. Ids that do not parse compare as equal, so an
// unknown form is never dropped as a duplicate of a known one.
func streamIDLess(a, b string) bool {
	am, as, ok1 := parseStreamID(a)
	bm, bs, ok2 := parseStreamID(b)
	if !ok1 || !ok2 {
		return true
	}
	if am != bm {
		return am < bm
	}
	return as < bs
}

func parseStreamID(id string) (ms, seq uint64, ok bool) {
	a, b, found := strings.Cut(id, "-")
	if !found {
		return 0, 0, false
	}
	ms, err1 := strconv.ParseUint(a, 10, 64)
	seq, err2 := strconv.ParseUint(b, 10, 64)
	return ms, seq, err1 == nil && err2 == nil
}
