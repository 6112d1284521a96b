package main

import (
	"fmt"
	"io"
	"runtime/debug"
	"strconv"
	"time"

	"github.com/inkd/inkd/api"
)

// buildLine is what `inkd --version` prints: the service version, then
// the commit and Go version the binary was built from when the build
// recorded them (a `go build` inside a checkout does).
func buildLine() string {
	line := "inkd " + api.ServiceVersion
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return line
	}
	var rev, at string
	dirty := false
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.time":
			at = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if rev != "" {
		if len(rev) > 12 {
			rev = rev[:12]
		}
		if dirty {
			rev += "-dirty"
		}
		line += " (" + rev
		if at != "" {
			line += ", " + at
		}
		line += ")"
	}
	return line + " " + info.GoVersion
}

func printBuild(w io.Writer) {
	fmt.Fprintln(w, buildLine())
}

// humanTime renders a Unix-seconds string of the API as a UTC date and
// time, keeping the raw value when it is not a number.
func humanTime(unix string) string {
	n, err := strconv.ParseInt(unix, 10, 64)
	if err != nil || n <= 0 {
		return unix
	}
	return time.Unix(n, 0).UTC().Format("2006-01-02 15:04:05 UTC")
}
