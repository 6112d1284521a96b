// Package testutil holds helpers shared by inkd's tests: a Redis of the
// test's own (a real redis-server on loopback, a miniredis under -short), a
// quiet logger, a go-ethereum simulated chain (SimChain), and waits bounded
// so that a hang fails the test. Every helper takes testing.TB, calls
// tb.Helper() and registers its own cleanup.
//
//	url := testutil.RedisURL(t) // a fresh Redis, stopped at cleanup
//	testutil.Wait(t, &wg, "the deliveries") // fails after 2 min with every stack
//	opt, _ := redis.ParseURL(url)
package testutil
