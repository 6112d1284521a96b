package stage_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/alicebob/miniredis/v2"
	"github.com/google/go-cmp/cmp"
	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/storage"
	"github.com/inkd/inkd/storage/ans104"
	"github.com/inkd/inkd/storage/internal/storagetest"
	"github.com/inkd/inkd/storage/stage"
)

const testChunk = 1000

// clock is a settable test clock.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) add(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

// env is one stager under test plus ways to let its TTL pass and to list
// its Redis keys (nil when not applicable).
type env struct {
	name   string
	stager stage.Stager
	expire func()
	keys   func() []string
	mr     *miniredis.Miniredis // set for the miniredis env
	dir    *stage.Dir           // set for the directory env
}

// envs returns the stagers under test: Redis on miniredis, Redis on a real
// redis-server (internal/testutil), and a directory.
func envs(t *testing.T) []env {
	t.Helper()
	mr := miniredis.RunT(t)
	client := redis.NewClient(&redis.Options{Addr: mr.Addr()})
	t.Cleanup(func() { _ = client.Close() })
	rs, err := stage.NewRedis(client, stage.RedisConfig{ChunkSize: testChunk, TTL: time.Hour})
	if err != nil {
		t.Fatal(err)
	}
	real := testutil.RedisClient(t)
	realStager, err := stage.NewRedis(real, stage.RedisConfig{ChunkSize: testChunk, TTL: time.Hour, Prefix: "test:stage:"})
	if err != nil {
		t.Fatal(err)
	}
	clk := &clock{t: time.Now()}
	ds, err := stage.NewDir(stage.DirConfig{Dir: t.TempDir(), TTL: time.Hour}, clk.now)
	if err != nil {
		t.Fatal(err)
	}
	return []env{
		{name: "miniredis", stager: rs, expire: func() { mr.FastForward(time.Hour + time.Second) }, keys: mr.Keys, mr: mr},
		{name: "redis-server", stager: realStager, keys: func() []string {
			keys, err := real.Keys(context.Background(), "*").Result()
			if err != nil {
				t.Fatal(err)
			}
			slices.Sort(keys)
			return keys
		}},
		{name: "dir", stager: ds, expire: func() { clk.add(time.Hour + time.Second) }, dir: ds},
	}
}

func id(name string) string { return ans104.IDFromSignature([]byte(name)) }

func readAll(tb testing.TB, s stage.Staged) []byte {
	tb.Helper()
	b, err := io.ReadAll(io.NewSectionReader(s, 0, s.Size()))
	if err != nil {
		tb.Fatalf("read staged: %v", err)
	}
	return b
}

func TestRoundTrip(t *testing.T) {
	for _, e := range envs(t) {
		for _, size := range []int{0, 1, testChunk - 1, testChunk, testChunk + 1, 5*testChunk + 17} {
			t.Run(fmt.Sprintf("%s/%d", e.name, size), func(t *testing.T) {
				ctx := context.Background()
				data := storagetest.Pattern(size)
				key := id(fmt.Sprint(e.name, size))
				if err := e.stager.Put(ctx, key, bytes.NewReader(data), int64(size)); err != nil {
					t.Fatalf("Put: %v", err)
				}
				st, err := e.stager.Open(ctx, key)
				if err != nil {
					t.Fatalf("Open: %v", err)
				}
				defer st.Close()
				if st.Size() != int64(size) {
					t.Fatalf("Size = %d, want %d", st.Size(), size)
				}
				if got := readAll(t, st); !bytes.Equal(got, data) {
					t.Fatalf("read back %d bytes differing from the %d put", len(got), size)
				}
				// Concurrent reads across chunk boundaries.
				var wg sync.WaitGroup
				for off := 0; off < size; off += 333 {
					wg.Go(func() {
						p := make([]byte, 700)
						n, err := st.ReadAt(p, int64(off))
						want := data[off:min(off+len(p), size)]
						if !bytes.Equal(p[:n], want) || (n < len(p) && err != io.EOF) {
							t.Errorf("ReadAt(%d) = %d bytes, err %v", off, n, err)
						}
					})
				}
				testutil.Wait(t, &wg, "the concurrent reads")
			})
		}
	}
}

func TestNotFoundAndDelete(t *testing.T) {
	for _, e := range envs(t) {
		t.Run(e.name, func(t *testing.T) {
			ctx := context.Background()
			key := id("x")
			if _, err := e.stager.Open(ctx, key); !errors.Is(err, storage.ErrNotFound) {
				t.Fatalf("Open(missing) = %v, want ErrNotFound", err)
			}
			if err := e.stager.Delete(ctx, key); err != nil {
				t.Fatalf("Delete(missing) = %v", err)
			}
			if err := e.stager.Put(ctx, key, bytes.NewReader([]byte("abc")), 3); err != nil {
				t.Fatal(err)
			}
			if err := e.stager.Delete(ctx, key); err != nil {
				t.Fatal(err)
			}
			if _, err := e.stager.Open(ctx, key); !errors.Is(err, storage.ErrNotFound) {
				t.Fatalf("Open(deleted) = %v, want ErrNotFound", err)
			}
			if e.keys != nil && len(e.keys()) != 0 {
				t.Errorf("keys left after Delete: %v", e.keys())
			}
		})
	}
}

func TestInvalidID(t *testing.T) {
	for _, e := range envs(t) {
		t.Run(e.name, func(t *testing.T) {
			ctx := context.Background()
			bad := "../../etc/passwd"
			if err := e.stager.Put(ctx, bad, bytes.NewReader(nil), 0); !errors.Is(err, ans104.ErrInvalidID) {
				t.Errorf("Put = %v, want ErrInvalidID", err)
			}
			if _, err := e.stager.Open(ctx, bad); !errors.Is(err, ans104.ErrInvalidID) {
				t.Errorf("Open = %v, want ErrInvalidID", err)
			}
			if err := e.stager.Delete(ctx, bad); !errors.Is(err, ans104.ErrInvalidID) {
				t.Errorf("Delete = %v, want ErrInvalidID", err)
			}
		})
	}
}

// failingReader returns data, then an error instead of EOF.
type failingReader struct{ r io.Reader }

func (f failingReader) Read(p []byte) (int, error) {
	n, err := f.r.Read(p)
	if err == io.EOF {
		return n, errors.New("connection reset")
	}
	return n, err
}

// TestFailedPutKeepsEarlierCopy checks a short, long or broken Put leaves
// nothing new visible and no stray chunks, and does not disturb an earlier
// copy.
func TestFailedPutKeepsEarlierCopy(t *testing.T) {
	data := storagetest.Pattern(3*testChunk + 5)
	size := int64(len(data))
	tests := []struct {
		name    string
		r       io.Reader
		wantErr error
	}{
		{"short", bytes.NewReader(data[:len(data)-1]), ans104.ErrSizeMismatch},
		{"long", bytes.NewReader(append(bytes.Clone(data), 1)), ans104.ErrSizeMismatch},
		{"read error", failingReader{bytes.NewReader(data[:2*testChunk])}, nil},
	}
	for _, e := range envs(t) {
		for _, tc := range tests {
			t.Run(e.name+"/"+tc.name, func(t *testing.T) {
				ctx := context.Background()
				fresh, kept := id(e.name+tc.name+"fresh"), id(e.name+tc.name+"kept")
				if err := e.stager.Put(ctx, kept, bytes.NewReader(data), size); err != nil {
					t.Fatal(err)
				}
				var keysBefore []string
				if e.keys != nil {
					keysBefore = e.keys()
				}
				for _, key := range []string{fresh, kept} {
					err := e.stager.Put(ctx, key, tc.r, size)
					if err == nil || (tc.wantErr != nil && !errors.Is(err, tc.wantErr)) {
						t.Fatalf("Put = %v, want %v", err, tc.wantErr)
					}
					if r, ok := tc.r.(*bytes.Reader); ok {
						_, _ = r.Seek(0, io.SeekStart)
					}
				}
				if _, err := e.stager.Open(ctx, fresh); !errors.Is(err, storage.ErrNotFound) {
					t.Errorf("Open(after failed Put) = %v, want ErrNotFound", err)
				}
				st, err := e.stager.Open(ctx, kept)
				if err != nil {
					t.Fatalf("Open(earlier copy): %v", err)
				}
				defer st.Close()
				if !bytes.Equal(readAll(t, st), data) {
					t.Errorf("earlier copy changed")
				}
				if e.keys != nil {
					if diff := cmp.Diff(keysBefore, e.keys()); diff != "" {
						t.Errorf("keys changed by failed Puts (-before +after):\n%s", diff)
					}
				}
			})
		}
	}
}

func TestExpiry(t *testing.T) {
	for _, e := range envs(t) {
		if e.expire == nil {
			continue // a real server's clock cannot be advanced
		}
		t.Run(e.name, func(t *testing.T) {
			ctx := context.Background()
			key := id("expiring")
			if err := e.stager.Put(ctx, key, bytes.NewReader([]byte("abc")), 3); err != nil {
				t.Fatal(err)
			}
			e.expire()
			if _, err := e.stager.Open(ctx, key); !errors.Is(err, storage.ErrNotFound) {
				t.Fatalf("Open(expired) = %v, want ErrNotFound", err)
			}
			if e.keys != nil && len(e.keys()) != 0 {
				t.Errorf("keys left after expiry: %v", e.keys())
			}
			if e.dir != nil {
				n, err := e.dir.Prune(ctx)
				if err != nil || n != 1 {
					t.Errorf("Prune = %d, %v; want 1 file removed", n, err)
				}
			}
		})
	}
}

// TestRedisChunking checks the Redis layout: values of at most the chunk
// size, one generation after a re-Put, every key with a TTL.
func TestRedisChunking(t *testing.T) {
	e := envs(t)[0]
	ctx := context.Background()
	key := id("chunks")
	data := storagetest.Pattern(4*testChunk + 1)
	for range 2 {
		if err := e.stager.Put(ctx, key, bytes.NewReader(data), int64(len(data))); err != nil {
			t.Fatal(err)
		}
	}
	keys := e.mr.Keys()
	if len(keys) != 1+5 {
		t.Fatalf("%d keys after two Puts of a 5-chunk item, want 6: %v", len(keys), keys)
	}
	for _, k := range keys {
		if e.mr.TTL(k) <= 0 {
			t.Errorf("key %s has no TTL", k)
		}
		if v, err := e.mr.Get(k); err == nil && len(v) > testChunk {
			t.Errorf("key %s holds %d bytes, more than the %d-byte chunk", k, len(v), testChunk)
		}
	}
}

func TestRedisReadAfterCancel(t *testing.T) {
	e := envs(t)[0]
	key := id("cancel")
	if err := e.stager.Put(context.Background(), key, bytes.NewReader(storagetest.Pattern(2*testChunk)), 2*testChunk); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	st, err := e.stager.Open(ctx, key)
	if err != nil {
		t.Fatal(err)
	}
	cancel()
	if _, err := st.ReadAt(make([]byte, 10), 0); !errors.Is(err, context.Canceled) {
		t.Fatalf("ReadAt after cancel = %v, want context.Canceled", err)
	}
}

func TestConfigCheck(t *testing.T) {
	tests := []struct {
		name string
		err  error
	}{
		{"redis default", stage.RedisConfig{}.Check()},
		{"dir with path", stage.DirConfig{Dir: "/tmp/x"}.Check()},
	}
	for _, tc := range tests {
		if tc.err != nil {
			t.Errorf("%s: %v", tc.name, tc.err)
		}
	}
	bad := []error{
		stage.RedisConfig{ChunkSize: stage.MaxChunkSize + 1}.Check(),
		stage.RedisConfig{TTL: -1}.Check(),
		stage.DirConfig{}.Check(),
		stage.DirConfig{Dir: "x", TTL: -1}.Check(),
	}
	for i, err := range bad {
		if err == nil {
			t.Errorf("bad config %d passed Check", i)
		}
	}
}
