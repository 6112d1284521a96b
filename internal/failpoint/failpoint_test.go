package failpoint

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
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

// A process holding at a failpoint stops there, says so on stderr, and
// goes on once the release file exists.
func TestHoldWaitsForTheReleaseFile(t *testing.T) {
	release := filepath.Join(t.TempDir(), "release")
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), childEnv+"=1", HoldEnvVar+"=here", ReleaseEnvVar+"="+release)
	var stdout bytes.Buffer
	cmd.Stdout = &stdout
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	line, err := bufio.NewReader(stderr).ReadString('\n')
	if err != nil || line != "failpoint held: here\n" {
		t.Fatalf("child's first stderr line %q (%v), want it held", line, err)
	}
	if err := os.WriteFile(release, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	rest, _ := io.ReadAll(stderr)
	if err := cmd.Wait(); err != nil {
		t.Fatalf("child: %v", err)
	}
	if got := stdout.String(); got != "passed elsewhere\nsurvived here\n" || string(rest) != "failpoint released: here\n" {
		t.Fatalf("child wrote %q and %q after the release", got, rest)
	}
}
