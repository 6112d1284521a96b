package explorer

import "github.com/inkd/inkd/chain/readmodel"

// VersionContent is what a version's record says of its content, for the
// tests of package explorer_test.
type VersionContent = versionContent

// SetContentOf makes e read the content fields of versions with f: the
// tests' fixture of records that carry them. Call it before e serves.
func SetContentOf(e *Explorer, f func(readmodel.Version) VersionContent) { e.contentOf = f }
