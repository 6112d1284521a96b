package app

import (
	"context"
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

func TestContentSizes(t *testing.T) {
	mr := miniredis.RunT(t)
	rdb := redis.NewClient(&redis.Options{Addr: mr.Addr()})
	defer rdb.Close()
	sizes := NewContentSizes(rdb)
	ctx := context.Background()
	if n, ok, err := sizes.ContentSize(ctx, "unknown"); err != nil || ok || n != 0 {
		t.Fatalf("unknown item = %d %v %v", n, ok, err)
	}
	if err := sizes.RecordSize(ctx, "item", 52_428_800); err != nil {
		t.Fatal(err)
	}
	if n, ok, err := sizes.ContentSize(ctx, "item"); err != nil || !ok || n != 52_428_800 {
		t.Fatalf("recorded item = %d %v %v", n, ok, err)
	}
	mr.FastForward(DefaultContentSizeTTL + 1)
	if _, ok, _ := sizes.ContentSize(ctx, "item"); ok {
		t.Fatal("size still known after DefaultContentSizeTTL")
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
