package setup

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/storage/pricing"
	"github.com/inkd/inkd/storage/turbo"
)

// Defaults follow the driver: the local driver's gateway is the API's
// /ar, Turbo's is arweave.net and prices come from Turbo; both stage in
// Redis; each filled-in configuration passes Check.
func TestConfigDefaults(t *testing.T) {
	for _, tc := range []struct {
		name      string
		cfg       Config
		publicURL string
		want      [4]string // driver, stage, gateway, pricing
	}{
		{"local under the API", Config{Dir: "/d"}, "http://127.0.0.1:8080/", [4]string{DriverLocal, StageRedis, "http://127.0.0.1:8080/ar", PricingFixed}},
		{"local, explicit gateway", Config{Dir: "/d", GatewayURL: "https://cdn.example/ar/"}, "", [4]string{DriverLocal, StageRedis, "https://cdn.example/ar", PricingFixed}},
		{"turbo", Config{Driver: DriverTurbo}, "http://api.example", [4]string{DriverTurbo, StageRedis, turbo.DefaultGatewayURL, PricingTurbo}},
		{"turbo, dir stage, fixed price", Config{Driver: DriverTurbo, Stage: StageDir, StageDir: "/s", Pricing: PricingFixed}, "", [4]string{DriverTurbo, StageDir, turbo.DefaultGatewayURL, PricingFixed}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := tc.cfg.WithDefaults(tc.publicURL)
			if diff := cmp.Diff(tc.want, [4]string{c.Driver, c.Stage, c.GatewayURL, c.Pricing}); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
			if err := c.Check(); err != nil {
				t.Errorf("Check: %v", err)
			}
		})
	}
}

// Check names the field (and the setting) that is wrong.
func TestConfigCheck(t *testing.T) {
	for _, tc := range []struct {
		name string
		cfg  Config
		want string // in the error; "" = valid
	}{
		{"local without dir", Config{GatewayURL: "http://x/ar"}, "STORAGE_DIR"},
		{"local without gateway (worker)", Config{Dir: "/d"}, "GATEWAY_URL"},
		{"relative gateway", Config{Dir: "/d", GatewayURL: "/ar"}, "GATEWAY_URL"},
		{"unknown driver", Config{Driver: "s3"}, "STORAGE_DRIVER"},
		{"bad turbo url", Config{Driver: DriverTurbo, Turbo: turbo.Config{UploadURL: "ftp://x"}}, "UploadURL"},
		{"dir stage without dir", Config{Driver: DriverTurbo, Stage: StageDir}, "STAGE_DIR"},
		{"unknown stage", Config{Driver: DriverTurbo, Stage: "s3"}, "STAGE"},
		{"negative stage ttl", Config{Driver: DriverTurbo, StageTTL: -1}, "StageTTL"},
		{"unknown pricing", Config{Driver: DriverTurbo, Pricing: "free"}, "PRICE_SOURCE"},
		{"negative fixed price", Config{Driver: DriverTurbo, Pricing: PricingFixed, FixedPrice: pricing.FixedConfig{BaseUnitsPerMiB: -1}}, "BaseUnitsPerMiB"},
		// One environment may switch price sources: a wrong fixed price is
		// refused while another source prices too.
		{"negative fixed price unused", Config{Driver: DriverTurbo, Pricing: PricingTurbo, FixedPrice: pricing.FixedConfig{BaseUnitsPerMiB: -1}}, "PRICE_PER_MIB"},
		{"fallback without path", Config{Driver: DriverTurbo, GatewayPrice: pricing.GatewayConfig{ARUSDURL: "https://prices.example"}}, "ARUSDPath"},
		{"turbo with fallback", Config{Driver: DriverTurbo, GatewayPrice: pricing.GatewayConfig{ARUSD: "6.5"}}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.cfg.WithDefaults("").Check()
			switch {
			case tc.want == "" && err != nil:
				t.Fatalf("Check: %v", err)
			case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
				t.Fatalf("Check = %v, want an error naming %s", err, tc.want)
			}
		})
	}
}
