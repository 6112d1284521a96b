package testutil

import (
	"io"
	"os"
	"testing"

	"github.com/sirupsen/logrus"
)

// Logger returns a logrus entry for tests: silent unless INKD_TEST_LOG is set,
// in which case it writes text at debug level to stderr.
func Logger(tb testing.TB) *logrus.Entry {
	tb.Helper()
	l := logrus.New()
	l.SetOutput(io.Discard)
	if os.Getenv("INKD_TEST_LOG") != "" {
		l.SetOutput(os.Stderr)
		l.SetLevel(logrus.DebugLevel)
	}
	return logrus.NewEntry(l).WithField("test", tb.Name())
}
