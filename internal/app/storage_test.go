package app

import (
	"context"
	"github.com/inkd/inkd/jobs"
	"strings"
	"testing"

	"github.com/alicebob/miniredis/v2"
	"github.com/google/go-cmp/cmp"
	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/storage/pricing"
	"github.com/inkd/inkd/storage/turbo"
)

func TestStorageConfigDefaults(t *testing.T) {
	for _, tc := range []struct {
		name      string
		cfg       StorageConfig
		publicURL string
		want      [4]string // driver, stage, gateway, pricing
	}{
		{"local under the API", StorageConfig{Dir: "/d"}, "http://127.0.0.1:8080/", [4]string{DriverLocal, StageRedis, "http://127.0.0.1:8080/ar", PricingFixed}},
		{"local, explicit gateway", StorageConfig{Dir: "/d", GatewayURL: "https://cdn.example/ar/"}, "", [4]string{DriverLocal, StageRedis, "https://cdn.example/ar", PricingFixed}},
		{"turbo", StorageConfig{Driver: DriverTurbo}, "http://api.example", [4]string{DriverTurbo, StageRedis, turbo.DefaultGatewayURL, PricingTurbo}},
		{"turbo, dir stage, fixed price", StorageConfig{Driver: DriverTurbo, Stage: StageDir, StageDir: "/s", Pricing: PricingFixed}, "", [4]string{DriverTurbo, StageDir, turbo.DefaultGatewayURL, PricingFixed}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := tc.cfg.withDefaults(tc.publicURL)
			if diff := cmp.Diff(tc.want, [4]string{c.Driver, c.Stage, c.GatewayURL, c.Pricing}); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
			if err := c.Check(); err != nil {
				t.Errorf("Check: %v", err)
			}
		})
	}
}

func TestStorageConfigCheck(t *testing.T) {
	for _, tc := range []struct {
		name string
		cfg  StorageConfig
		want string // in the error; "" = valid
	}{
		{"local without dir", StorageConfig{GatewayURL: "http://x/ar"}, "STORAGE_DIR"},
		{"local without gateway (worker)", StorageConfig{Dir: "/d"}, "GATEWAY_URL"},
		{"relative gateway", StorageConfig{Dir: "/d", GatewayURL: "/ar"}, "GATEWAY_URL"},
		{"unknown driver", StorageConfig{Driver: "s3"}, "STORAGE_DRIVER"},
		{"bad turbo url", StorageConfig{Driver: DriverTurbo, Turbo: turbo.Config{UploadURL: "ftp://x"}}, "UploadURL"},
		{"dir stage without dir", StorageConfig{Driver: DriverTurbo, Stage: StageDir}, "STAGE_DIR"},
		{"unknown stage", StorageConfig{Driver: DriverTurbo, Stage: "s3"}, "STAGE"},
		{"negative stage ttl", StorageConfig{Driver: DriverTurbo, StageTTL: -1}, "StageTTL"},
		{"unknown pricing", StorageConfig{Driver: DriverTurbo, Pricing: "free"}, "PRICE_SOURCE"},
		{"negative fixed price", StorageConfig{Driver: DriverTurbo, Pricing: PricingFixed, FixedPrice: pricing.FixedConfig{BaseUnitsPerMiB: -1}}, "BaseUnitsPerMiB"},
		{"fallback without path", StorageConfig{Driver: DriverTurbo, GatewayPrice: pricing.GatewayConfig{ARUSDURL: "https://prices.example"}}, "ARUSDPath"},
		{"turbo with fallback", StorageConfig{Driver: DriverTurbo, GatewayPrice: pricing.GatewayConfig{ARUSD: "6.5"}}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.cfg.withDefaults("").Check()
			switch {
			case tc.want == "" && err != nil:
				t.Fatalf("Check: %v", err)
			case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
				t.Fatalf("Check = %v, want an error naming %s", err, tc.want)
			}
		})
	}
}

func TestContentRecords(t *testing.T) {
	mr := miniredis.RunT(t)
	rdb := redis.NewClient(&redis.Options{Addr: mr.Addr()})
	defer rdb.Close()
	recs := NewContentRecords(rdb)
	ctx := context.Background()
	if c, ok, err := recs.Content(ctx, "unknown"); err != nil || ok || c != (jobs.Content{}) {
		t.Fatalf("unknown item = %+v %v %v", c, ok, err)
	}
	want := jobs.Content{Sha256: strings.Repeat("ab", 32), ContentSize: 52_428_800, ContentType: "application/gzip"}
	if err := recs.RecordContent(ctx, "item", want); err != nil {
		t.Fatal(err)
	}
	if c, ok, err := recs.Content(ctx, "item"); err != nil || !ok || c != want {
		t.Fatalf("recorded item = %+v %v %v, want %+v", c, ok, err, want)
	}
	// A record written before digests were kept: the size alone.
	if err := rdb.Set(ctx, contentSizePrefix+"old", "1234", 0).Err(); err != nil {
		t.Fatal(err)
	}
	if c, ok, err := recs.Content(ctx, "old"); err != nil || !ok || c != (jobs.Content{ContentSize: 1234}) {
		t.Fatalf("old record = %+v %v %v, want its size", c, ok, err)
	}
	if err := rdb.Set(ctx, contentSizePrefix+"junk", "{not json", 0).Err(); err != nil {
		t.Fatal(err)
	}
	if _, ok, err := recs.Content(ctx, "junk"); err != nil || ok {
		t.Fatalf("unreadable record = %v %v, want unknown", ok, err)
	}
	mr.FastForward(DefaultContentSizeTTL + 1)
	if _, ok, _ := recs.Content(ctx, "item"); ok {
		t.Fatal("content still known after DefaultContentSizeTTL")
	}
}

func TestDevStorage(t *testing.T) {
	cfg, cleanup, err := devStorage(StorageConfig{}, "/data", "http://127.0.0.1:9999", nil)
	defer cleanup()
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([3]string{DriverLocal, "/data/storage", "http://127.0.0.1:9999/ar"}, [3]string{cfg.Driver, cfg.Dir, cfg.GatewayURL}); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	cfg, cleanup, err = devStorage(StorageConfig{Driver: DriverTurbo}, "", "http://127.0.0.1:9999", nil)
	defer cleanup()
	if err != nil || cfg.Dir != "" || cfg.GatewayURL != "" {
		t.Errorf("turbo in dev = %+v %v: no directory, gateway left to the driver's default", cfg, err)
	}
}
