//go:build unix

package fetch

import (
	"errors"
	"fmt"
	"os"

	"golang.org/x/sys/unix"
)

// lock takes an exclusive lock on the open partial file f until it is
// closed: two downloads of one content into one directory would write
// into each other's bytes.
func lock(f *os.File) error {
	if err := unix.Flock(int(f.Fd()), unix.LOCK_EX|unix.LOCK_NB); err != nil {
		if errors.Is(err, unix.EWOULDBLOCK) {
			return fmt.Errorf("%s is in use by another download of the same content; wait for it", f.Name())
		}
		return fmt.Errorf("lock %s: %w", f.Name(), err)
	}
	return nil
}
