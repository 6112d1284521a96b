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
package failpoint

import (
	"os"
	"sync"
	"syscall"
)

// EnvVar names the failpoint the process dies at.
const EnvVar = "INKD_FAILPOINT"

var armed = sync.OnceValue(func() string { return os.Getenv(EnvVar) })

// Hit kills the process with SIGKILL when name is the armed failpoint, and
// does nothing otherwise. It never returns when it kills.
func Hit(name string) {
	if a := armed(); a == "" || a != name {
		return
	}
	_ = syscall.Kill(os.Getpid(), syscall.SIGKILL)
	select {} // the signal is on its way; run nothing more
}
