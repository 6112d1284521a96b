//go:build !unix

package fetch

import "os"

// lock does not lock where flock is missing: run one download of a
// content into a directory at a time there.
func lock(*os.File) error { return nil }
