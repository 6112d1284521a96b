package main

import (
	"strings"
	"testing"

	"github.com/sirupsen/logrus"
	"github.com/sirupsen/logrus/hooks/test"

	"github.com/inkd/inkd/storage/setup"
)

// Without INKD_PUBLIC_URL, a local-driver serve or worker names content by
// an address clients elsewhere may not reach, and says so at start; with
// it, or with GATEWAY_URL, it says nothing.
func TestStorageConfigWarnsWithoutPublicURL(t *testing.T) {
	t.Setenv("INKD_PUBLIC_URL", "")
	t.Setenv("INKD_LISTEN", "")
	base := Config{Storage: setup.Config{Driver: "local", Stage: "redis", Dir: t.TempDir()}}
	for _, tc := range []struct {
		name string
		edit func(*Config)
		want string // the gateway URL; warned when the public URL is unset
		warn bool
	}{
		{"serve on another port", func(c *Config) { c.Listen = "127.0.0.1:8081" }, "http://127.0.0.1:8081/ar", true},
		{"worker, nothing set", func(*Config) {}, "http://127.0.0.1:8080/ar", true},
		{"public URL", func(c *Config) { c.API.PublicURL = "https://inkd.example" }, "https://inkd.example/ar", false},
		{"gateway URL", func(c *Config) { c.Storage.GatewayURL = "https://gw.example/ar" }, "https://gw.example/ar", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := base
			tc.edit(&c)
			logger, hook := test.NewNullLogger()
			sc, err := storageConfig(c, false, logrus.NewEntry(logger))
			if err != nil {
				t.Fatal(err)
			}
			if sc.GatewayURL != tc.want {
				t.Errorf("gateway URL %q, want %q", sc.GatewayURL, tc.want)
			}
			warned := false
			for _, e := range hook.AllEntries() {
				warned = warned || strings.Contains(e.Message, "INKD_PUBLIC_URL is unset")
			}
			if warned != tc.warn {
				t.Errorf("warned about INKD_PUBLIC_URL: %v, want %v", warned, tc.warn)
			}
		})
	}
}
