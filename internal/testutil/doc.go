// Package testutil holds helpers shared by inkd's tests: a real redis-server
// on loopback, a quiet logger, and small waiting helpers. Every helper takes
// testing.TB, calls tb.Helper() and registers its own cleanup.
//
//	url := testutil.RedisURL(t) // a fresh redis-server, flushed, stopped at cleanup
//	opt, _ := redis.ParseURL(url)
package testutil
