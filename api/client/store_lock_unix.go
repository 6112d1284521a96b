//go:build unix

package client

import (
	"errors"
	"fmt"
	"os"

	"golang.org/x/sys/unix"
)

// lockFile takes an exclusive lock on path+".lock" for the life of the
// returned file (the process's, unless closed): two processes sharing a
// state file could each sign a payment for the same intent.
func lockFile(path string) (*os.File, error) {
	f, err := os.OpenFile(path+".lock", os.O_CREATE|os.O_RDWR, 0o600)
	if err != nil {
		return nil, fmt.Errorf("state lock: %w", err)
	}
	if err := unix.Flock(int(f.Fd()), unix.LOCK_EX|unix.LOCK_NB); err != nil {
		f.Close()
		if errors.Is(err, unix.EWOULDBLOCK) {
			return nil, fmt.Errorf("state file %s is in use by another inkd process; wait for it or give another --state", path)
		}
		return nil, fmt.Errorf("state lock: %w", err)
	}
	return f, nil
}
