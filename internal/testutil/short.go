package testutil

import "testing"

// SkipIfShort skips the calling test under `go test -short` (`make
// test-short`, the inner loop that needs Go alone): what names the outside
// program the test needs, or the minute of waiting it takes. StartRedis,
// RealRedisURL and Anvil call it; so does every test that runs node
// (RedisURL does not: under -short it is a miniredis). `make test` runs
// these tests, and there a missing program fails them instead.
func SkipIfShort(tb testing.TB, what string) {
	tb.Helper()
	if testing.Short() {
		tb.Skipf("needs %s: skipped under -short; `make test` runs it", what)
	}
}
