package e2e

import (
	"bufio"
	"fmt"
	"os"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"
)

// The benchmarks read their knobs from the environment because `make bench`
// runs every package with one flag set. Each knob is printed with the value
// it ran with, so a figure and its settings travel together.

// envDuration returns the positive Go duration in env, or def when unset.
func envDuration(tb testing.TB, env string, def time.Duration) time.Duration {
	tb.Helper()
	v := os.Getenv(env)
	if v == "" {
		return def
	}
	d, err := time.ParseDuration(v)
	if err != nil || d <= 0 {
		tb.Fatalf("%s=%q: want a positive Go duration such as 10s", env, v)
	}
	return d
}

// envInt returns the positive integer in env, or def when unset.
func envInt(tb testing.TB, env string, def int) int {
	tb.Helper()
	v := os.Getenv(env)
	if v == "" {
		return def
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 {
		tb.Fatalf("%s=%q: want a positive integer", env, v)
	}
	return n
}

// envOnOff returns whether env is "on" ("off" is false), or def when unset.
func envOnOff(tb testing.TB, env string, def bool) bool {
	tb.Helper()
	switch v := os.Getenv(env); v {
	case "":
		return def
	case "on":
		return true
	case "off":
		return false
	default:
		tb.Fatalf("%s=%q: want on or off", env, v)
		return false
	}
}

// onOff spells a switch the way envOnOff reads it.
func onOff(b bool) string {
	if b {
		return "on"
	}
	return "off"
}

// machineLine describes where a benchmark runs, load included: figures
// taken while other jobs load the machine are not quiet-machine figures.
func machineLine() string {
	return fmt.Sprintf("machine: %s/%s, %d CPUs, GOMAXPROCS %d, %s, load average %s",
		runtime.GOOS, runtime.GOARCH, runtime.NumCPU(), runtime.GOMAXPROCS(0), runtime.Version(), loadAverage())
}

// loadAverage is the 1, 5 and 15 minute load average (Linux), or "n/a".
func loadAverage() string {
	raw, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "n/a"
	}
	f := strings.Fields(string(raw))
	if len(f) < 3 {
		return "n/a"
	}
	return strings.Join(f[:3], " ")
}

// timeWaitSockets counts the TCP sockets in TIME_WAIT with port as one end
// (Linux /proc/net/tcp and tcp6; -1 elsewhere). A client that closes its
// connections after each request leaves one behind per request for a
// minute.
func timeWaitSockets(port int) int {
	const timeWait = "06"
	n, seen := 0, false
	for _, path := range []string{"/proc/net/tcp", "/proc/net/tcp6"} {
		f, err := os.Open(path)
		if err != nil {
			continue
		}
		seen = true
		sc := bufio.NewScanner(f)
		sc.Scan() // header
		for sc.Scan() {
			fs := strings.Fields(sc.Text())
			if len(fs) < 4 || fs[3] != timeWait {
				continue
			}
			if hexPort(fs[1]) == port || hexPort(fs[2]) == port {
				n++
			}
		}
		f.Close()
	}
	if !seen {
		return -1
	}
	return n
}

// hexPort is the port of an ADDR:PORT field of /proc/net/tcp.
func hexPort(field string) int {
	i := strings.LastIndexByte(field, ':')
	if i < 0 {
		return -1
	}
	p, err := strconv.ParseUint(field[i+1:], 16, 16)
	if err != nil {
		return -1
	}
	return int(p)
}
