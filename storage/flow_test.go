package storage_test

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/alicebob/miniredis/v2"
	"github.com/redis/go-redis/v9"
	"github.com/sirupsen/logrus"
	"github.com/sirupsen/logrus/hooks/test"

	"github.com/inkd/inkd/storage"
	"github.com/inkd/inkd/storage/ans104"
	"github.com/inkd/inkd/storage/internal/storagetest"
	"github.com/inkd/inkd/storage/local"
	"github.com/inkd/inkd/storage/stage"
)

// TestUploadFlow runs the documented flow: spool an upload, build the item,
// stage it (Redis, as between two processes), open it in the "worker", put
// it to the local driver, and read the data back over HTTP.
func TestUploadFlow(t *testing.T) {
	ctx := context.Background()
	mr := miniredis.RunT(t)
	client := redis.NewClient(&redis.Options{Addr: mr.Addr()})
	defer client.Close()
	stager, err := stage.NewRedis(client, stage.RedisConfig{TTL: time.Hour})
	if err != nil {
		t.Fatal(err)
	}
	logger, _ := test.NewNullLogger()
	driver, err := local.New(local.Config{Dir: t.TempDir()}, logrus.NewEntry(logger))
	if err != nil {
		t.Fatal(err)
	}
	// A 3 MiB JSON document: several Redis chunks, detected as JSON.
	upload := append([]byte(`{"name":"inkd","version":"1.0.0"}`), bytes.Repeat([]byte(" "), 3<<20)...)

	// API process.
	spool, err := storage.Spool(ctx, t.TempDir(), bytes.NewReader(upload), 50_000_000)
	if err != nil {
		t.Fatal(err)
	}
	item, err := storage.Build(ctx, storagetest.Signer(t), spool, spool.Size(), storage.BuildOptions{
		Tags: []ans104.Tag{{Name: "App-Name", Value: "inkd"}},
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := stager.Put(ctx, item.ID(), item.NewReader(), item.Size()); err != nil {
		t.Fatal(err)
	}
	info := item.Info()
	if err := spool.Close(); err != nil {
		t.Fatal(err)
	}

	// Worker process.
	staged, err := stager.Open(ctx, info.ID)
	if err != nil {
		t.Fatal(err)
	}
	if err := driver.Put(ctx, info.ID, staged, staged.Size()); err != nil {
		t.Fatalf("driver.Put: %v", err)
	}
	_ = staged.Close()
	if err := stager.Delete(ctx, info.ID); err != nil {
		t.Fatal(err)
	}

	// Gateway.
	srv := httptest.NewServer(http.StripPrefix("/ar", driver))
	defer srv.Close()
	resp, err := srv.Client().Get(srv.URL + "/ar/" + info.ID)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	got, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != http.StatusOK || !bytes.Equal(got, upload) {
		t.Fatalf("GET = %d with %d bytes, want 200 with the %d uploaded bytes", resp.StatusCode, len(got), len(upload))
	}
	if ct := resp.Header.Get("Content-Type"); ct != "application/json" || info.ContentType != ct {
		t.Errorf("Content-Type = %q (item says %q), want application/json", ct, info.ContentType)
	}
}
