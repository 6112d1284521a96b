package failpoint

import (
	"errors"
	"os"
	"os/exec"
	"syscall"
	"testing"
)

// childEnv makes the test binary a child that hits the failpoint "here".
const childEnv = "INKD_FAILPOINT_TEST_CHILD"

func TestMain(m *testing.M) {
	if os.Getenv(childEnv) != "" {
		Hit("elsewhere")
		os.Stdout.WriteString("passed elsewhere\n")
		Hit("here")
		os.Stdout.WriteString("survived here\n")
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// A process armed with a failpoint dies by SIGKILL at it, past the points
// with other names; unarmed, it runs through.
func TestHitKillsOnlyAtTheArmedPoint(t *testing.T) {
	for _, tc := range []struct {
		name, armed, out string
		killed           bool
	}{
		{name: "armed here", armed: "here", out: "passed elsewhere\n", killed: true},
		{name: "armed elsewhere", armed: "nowhere", out: "passed elsewhere\nsurvived here\n"},
		{name: "unarmed", out: "passed elsewhere\nsurvived here\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cmd := exec.Command(os.Args[0], "-test.run=^$")
			cmd.Env = append(os.Environ(), childEnv+"=1", EnvVar+"="+tc.armed)
			out, err := cmd.Output()
			var ee *exec.ExitError
			killed := errors.As(err, &ee) && ee.Sys().(syscall.WaitStatus).Signal() == syscall.SIGKILL
			if killed != tc.killed || string(out) != tc.out {
				t.Fatalf("child: killed %v (%v), output %q; want killed %v, output %q", killed, err, out, tc.killed, tc.out)
			}
		})
	}
}
