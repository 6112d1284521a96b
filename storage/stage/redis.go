package stage

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"strconv"
	"sync"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/storage"
	"github.com/inkd/inkd/storage/ans104"
)

// Defaults of RedisConfig and DirConfig.
const (
	// DefaultPrefix is the default Redis key prefix.
	DefaultPrefix = "inkd:stage:"
	// DefaultTTL is how long a staged item is kept by default: long enough
	// for an upload job to outlive a day of retries and outages.
	DefaultTTL = 24 * time.Hour
	// MaxChunkSize is the largest Redis value a staged item is split into.
	MaxChunkSize = 1 << 20
)

// RedisConfig configures the Redis stager.
type RedisConfig struct {
	// Prefix starts every key. Default DefaultPrefix when empty.
	Prefix string
	// TTL is how long an item stays staged after Put. Default DefaultTTL
	// when zero; negative is invalid.
	TTL time.Duration
	// ChunkSize is the size in bytes of each Redis value holding part of an
	// item, 1..MaxChunkSize. It is also the stager's memory bound per Put
	// and per open item. Default MaxChunkSize when zero.
	ChunkSize int
}

// Check reports the first invalid field.
func (c RedisConfig) Check() error {
	if c.TTL < 0 {
		return fmt.Errorf("stage: RedisConfig.TTL %v is negative", c.TTL)
	}
	if c.ChunkSize < 0 || c.ChunkSize > MaxChunkSize {
		return fmt.Errorf("stage: RedisConfig.ChunkSize %d is outside 1..%d", c.ChunkSize, MaxChunkSize)
	}
	return nil
}

func (c RedisConfig) withDefaults() RedisConfig {
	if c.Prefix == "" {
		c.Prefix = DefaultPrefix
	}
	if c.TTL == 0 {
		c.TTL = DefaultTTL
	}
	if c.ChunkSize == 0 {
		c.ChunkSize = MaxChunkSize
	}
	return c
}

// Redis stages items in Redis. An item with id X is a hash
// "<prefix>{X}" (fields size, chunk, gen) pointing at chunk values
// "<prefix>{X}:<gen>:<n>". The {X} hash tag keeps an item's keys in one
// Redis Cluster slot. Each Put writes a new generation and switches the hash
// to it atomically at the end, so readers never see a partial item.
type Redis struct {
	client redis.UniversalClient
	cfg    RedisConfig
}

var _ Stager = (*Redis)(nil)

// NewRedis returns a stager storing items through client.
func NewRedis(client redis.UniversalClient, cfg RedisConfig) (*Redis, error) {
	if client == nil {
		return nil, errors.New("stage: nil Redis client")
	}
	if err := cfg.Check(); err != nil {
		return nil, err
	}
	return &Redis{client: client, cfg: cfg.withDefaults()}, nil
}

func (s *Redis) metaKey(id string) string { return s.cfg.Prefix + "{" + id + "}" }

func (s *Redis) chunkKey(id, gen string, n int64) string {
	return s.cfg.Prefix + "{" + id + "}:" + gen + ":" + strconv.FormatInt(n, 10)
}

// Put implements Stager.
func (s *Redis) Put(ctx context.Context, id string, r io.Reader, size int64) error {
	if err := checkPut(id, size); err != nil {
		return err
	}
	gen, err := newGeneration()
	if err != nil {
		return err
	}
	chunk := int64(s.cfg.ChunkSize)
	n := chunkCount(size, chunk)
	buf := make([]byte, min(chunk, max(size, 1)))
	for i := range n {
		part := buf[:min(chunk, size-i*chunk)]
		if got, err := io.ReadFull(r, part); err != nil {
			if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
				err = &ans104.SizeError{Want: size, Got: i*chunk + int64(got)}
			}
			s.dropGeneration(id, gen, i)
			return fmt.Errorf("stage: put %s: %w", id, err)
		}
		if err := s.client.Set(ctx, s.chunkKey(id, gen, i), part, s.cfg.TTL).Err(); err != nil {
			s.dropGeneration(id, gen, i)
			return fmt.Errorf("stage: put %s chunk %d: %w", id, i, err)
		}
	}
	if err := expectEOF(r, size); err != nil {
		s.dropGeneration(id, gen, n)
		return fmt.Errorf("stage: put %s: %w", id, err)
	}
	old, err := s.client.HGetAll(ctx, s.metaKey(id)).Result()
	if err != nil {
		s.dropGeneration(id, gen, n)
		return fmt.Errorf("stage: put %s: read previous copy: %w", id, err)
	}
	// Publish the new generation, and give every key of it the same expiry.
	_, err = s.client.TxPipelined(ctx, func(p redis.Pipeliner) error {
		p.HSet(ctx, s.metaKey(id), "size", size, "chunk", chunk, "gen", gen)
		p.Expire(ctx, s.metaKey(id), s.cfg.TTL)
		for i := range n {
			p.Expire(ctx, s.chunkKey(id, gen, i), s.cfg.TTL)
		}
		return nil
	})
	if err != nil {
		s.dropGeneration(id, gen, n)
		return fmt.Errorf("stage: put %s: publish: %w", id, err)
	}
	if prev, ok := parseMeta(old); ok && prev.gen != gen {
		// The previous copy holds the same bytes (same id); free its memory.
		// A reader still on it fails with ErrNotFound and is retried.
		s.dropGeneration(id, prev.gen, chunkCount(prev.size, prev.chunk))
	}
	return nil
}

// dropGeneration deletes chunks 0..n-1 of a generation, best effort: keys it
// misses expire with their TTL. It runs on its own context so that cleanup
// after a canceled Put still happens.
func (s *Redis) dropGeneration(id, gen string, n int64) {
	if n == 0 {
		return
	}
	keys := make([]string, n)
	for i := range n {
		keys[i] = s.chunkKey(id, gen, i)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_ = s.client.Del(ctx, keys...).Err()
}

// Open implements Stager.
func (s *Redis) Open(ctx context.Context, id string) (Staged, error) {
	if !ans104.ValidID(id) {
		return nil, fmt.Errorf("stage: open %q: %w", id, ans104.ErrInvalidID)
	}
	fields, err := s.client.HGetAll(ctx, s.metaKey(id)).Result()
	if err != nil {
		return nil, fmt.Errorf("stage: open %s: %w", id, err)
	}
	m, ok := parseMeta(fields)
	if !ok {
		return nil, fmt.Errorf("stage: open %s: %w", id, storage.ErrNotFound)
	}
	return &redisStaged{ctx: ctx, s: s, id: id, meta: m, cached: -1}, nil
}

// Delete implements Stager.
func (s *Redis) Delete(ctx context.Context, id string) error {
	if !ans104.ValidID(id) {
		return fmt.Errorf("stage: delete %q: %w", id, ans104.ErrInvalidID)
	}
	fields, err := s.client.HGetAll(ctx, s.metaKey(id)).Result()
	if err != nil {
		return fmt.Errorf("stage: delete %s: %w", id, err)
	}
	keys := []string{s.metaKey(id)}
	if m, ok := parseMeta(fields); ok {
		for i := range chunkCount(m.size, m.chunk) {
			keys = append(keys, s.chunkKey(id, m.gen, i))
		}
	}
	if err := s.client.Del(ctx, keys...).Err(); err != nil {
		return fmt.Errorf("stage: delete %s: %w", id, err)
	}
	return nil
}

type meta struct {
	size, chunk int64
	gen         string
}

func parseMeta(fields map[string]string) (meta, bool) {
	size, err1 := strconv.ParseInt(fields["size"], 10, 64)
	chunk, err2 := strconv.ParseInt(fields["chunk"], 10, 64)
	m := meta{size: size, chunk: chunk, gen: fields["gen"]}
	if err1 != nil || err2 != nil || m.gen == "" || size < 0 || chunk <= 0 {
		return meta{}, false
	}
	return m, true
}

// redisStaged reads an item chunk by chunk, keeping the last chunk read so
// that sequential reads cost one GET per chunk.
type redisStaged struct {
	ctx  context.Context
	s    *Redis
	id   string
	meta meta

	mu     sync.Mutex
	cached int64
	data   []byte
}

func (r *redisStaged) Size() int64 { return r.meta.size }

func (r *redisStaged) Close() error {
	r.mu.Lock()
	r.data, r.cached = nil, -1
	r.mu.Unlock()
	return nil
}

func (r *redisStaged) ReadAt(p []byte, off int64) (int, error) {
	if off < 0 {
		return 0, errors.New("stage: negative offset")
	}
	n := 0
	for n < len(p) && off < r.meta.size {
		idx := off / r.meta.chunk
		c, err := r.chunk(idx)
		if err != nil {
			return n, err
		}
		m := copy(p[n:], c[off-idx*r.meta.chunk:])
		n += m
		off += int64(m)
	}
	if n < len(p) {
		return n, io.EOF
	}
	return n, nil
}

func (r *redisStaged) chunk(idx int64) ([]byte, error) {
	r.mu.Lock()
	if r.cached == idx {
		c := r.data
		r.mu.Unlock()
		return c, nil
	}
	r.mu.Unlock()
	c, err := r.s.client.Get(r.ctx, r.s.chunkKey(r.id, r.meta.gen, idx)).Bytes()
	if errors.Is(err, redis.Nil) {
		return nil, fmt.Errorf("stage: read %s chunk %d: %w", r.id, idx, storage.ErrNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("stage: read %s chunk %d: %w", r.id, idx, err)
	}
	if want := min(r.meta.chunk, r.meta.size-idx*r.meta.chunk); int64(len(c)) != want {
		return nil, fmt.Errorf("stage: read %s chunk %d: %d bytes, want %d", r.id, idx, len(c), want)
	}
	r.mu.Lock()
	r.cached, r.data = idx, c
	r.mu.Unlock()
	return c, nil
}

func chunkCount(size, chunk int64) int64 { return (size + chunk - 1) / chunk }

func newGeneration() (string, error) {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", fmt.Errorf("stage: generation: %w", err)
	}
	return hex.EncodeToString(b[:]), nil
}

func checkPut(id string, size int64) error {
	if !ans104.ValidID(id) {
		return fmt.Errorf("stage: put %q: %w", id, ans104.ErrInvalidID)
	}
	if size < 0 {
		return fmt.Errorf("stage: put %s: negative size %d", id, size)
	}
	return nil
}

// expectEOF fails with a *ans104.SizeError when r has bytes left after the
// declared size.
func expectEOF(r io.Reader, size int64) error {
	var one [1]byte
	n, err := io.ReadFull(r, one[:])
	if n > 0 {
		return &ans104.SizeError{Want: size, Got: size + 1}
	}
	if errors.Is(err, io.EOF) {
		return nil
	}
	return err
}
