// Package failpoint kills the process at a named point of the code, for
// crash tests that need a real crash: no deferred function, no shutdown
// hook, no buffered write runs after the point.
//
// A failpoint is one line where a step has just become durable:
//
//	failpoint.Hit("paid_write.stored")
//
// Hit does nothing unless the environment variable INKD_FAILPOINT holds the
// point's name; then the process sends itself SIGKILL. The variable is read
// once, at the first Hit, so a disabled failpoint costs a comparison.
//
// A failpoint can also hold the process instead of killing it, for tests
// of a process that stalls mid-step (a partition, a long pause) while
// another one takes over: with INKD_FAILPOINT_HOLD naming the point, Hit
// writes "failpoint held: <name>" to stderr and blocks, in every goroutine
// that reaches the point, until the file named by INKD_FAILPOINT_RELEASE
// exists; then it writes "failpoint released: <name>" and returns.
package failpoint

import (
	"os"
	"sync"
	"syscall"
	"time"
)

// EnvVar names the failpoint the process dies at.
const EnvVar = "INKD_FAILPOINT"

// HoldEnvVar names the failpoint the process stops at.
const HoldEnvVar = "INKD_FAILPOINT_HOLD"

// ReleaseEnvVar names the file whose existence lets a held process go on.
const ReleaseEnvVar = "INKD_FAILPOINT_RELEASE"

// holdPoll is how often a held process looks for the release file.
const holdPoll = 50 * time.Millisecond

var armed = sync.OnceValue(func() string { return os.Getenv(EnvVar) })

var held = sync.OnceValues(func() (string, string) { return os.Getenv(HoldEnvVar), os.Getenv(ReleaseEnvVar) })

// Hit kills the process with SIGKILL when name is the armed failpoint,
// blocks until the release file exists when name is the held one, and
// does nothing otherwise. It never returns when it kills.
func Hit(name string) {
	if h, release := held(); h != "" && h == name {
		hold(name, release)
	}
	if a := armed(); a == "" || a != name {
		return
	}
	_ = syscall.Kill(os.Getpid(), syscall.SIGKILL)
	select {} // the signal is on its way; run nothing more
}

// hold blocks until the file release exists. Without a release file it
// blocks for ever: the test kills the process.
func hold(name, release string) {
	if _, err := os.Stat(release); release != "" && err == nil {
		return
	}
	_, _ = os.Stderr.WriteString("failpoint held: " + name + "\n")
	for {
		if _, err := os.Stat(release); release != "" && err == nil {
			break
		}
		time.Sleep(holdPoll)
	}
	_, _ = os.Stderr.WriteString("failpoint released: " + name + "\n")
}
