package txmgr

import (
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

func TestDefaultConfigIsValid(t *testing.T) {
	cfg := Config{ChainID: big.NewInt(8453)}
	if err := cfg.Check(); err != nil {
		t.Fatalf("Check() = %v", err)
	}
	got := cfg.withDefaults()
	want := Config{
		ChainID:            big.NewInt(8453),
		KeyPrefix:          "inkd:txmgr:",
		NetworkTimeout:     10 * time.Second,
		ResubmitInterval:   6 * time.Second,
		BumpAfter:          30 * time.Second,
		FeeLimitMultiplier: 5,
		Confirmations:      1,
		MaxInFlight:        256,
		LockTTL:            10 * time.Second,
		ReceiptPoll:        250 * time.Millisecond,
		MonitorInterval:    2 * time.Second,
		StaleHeadAfter:     30 * time.Second,
		Retention:          7 * 24 * time.Hour,
	}
	if diff := cmp.Diff(want, got, cmp.Comparer(func(a, b *big.Int) bool { return a.Cmp(b) == 0 })); diff != "" {
		t.Errorf("withDefaults() (-want +got):\n%s", diff)
	}
}

func TestConfigCheck(t *testing.T) {
	ok := func() Config { return Config{ChainID: big.NewInt(1)} }
	tests := []struct {
		name   string
		mutate func(c *Config)
		field  string // empty: valid
	}{
		{"valid", func(*Config) {}, ""},
		{"no chain id", func(c *Config) { c.ChainID = nil }, "ChainID"},
		{"zero chain id", func(c *Config) { c.ChainID = big.NewInt(0) }, "ChainID"},
		{"negative network timeout", func(c *Config) { c.NetworkTimeout = -time.Second }, "NetworkTimeout"},
		{"negative resubmit", func(c *Config) { c.ResubmitInterval = -1 }, "ResubmitInterval"},
		{"negative bump", func(c *Config) { c.BumpAfter = -1 }, "BumpAfter"},
		{"negative max fee cap", func(c *Config) { c.MaxFeeCap = big.NewInt(-1) }, "MaxFeeCap"},
		{"zero max fee cap means none", func(c *Config) { c.MaxFeeCap = big.NewInt(0) }, ""},
		{"negative max in flight", func(c *Config) { c.MaxInFlight = -1 }, "MaxInFlight"},
		{"negative lock ttl", func(c *Config) { c.LockTTL = -1 }, "LockTTL"},
		{"sub-millisecond lock ttl", func(c *Config) { c.LockTTL = time.Microsecond }, "LockTTL"},
		{"negative receipt poll", func(c *Config) { c.ReceiptPoll = -1 }, "ReceiptPoll"},
		{"negative monitor interval", func(c *Config) { c.MonitorInterval = -1 }, "MonitorInterval"},
		{"negative stale head", func(c *Config) { c.StaleHeadAfter = -1 }, "StaleHeadAfter"},
		{"negative retention", func(c *Config) { c.Retention = -time.Hour }, "Retention"},
		{"sub-millisecond retention", func(c *Config) { c.Retention = time.Microsecond }, "Retention"},
		{"short retention", func(c *Config) { c.Retention = time.Millisecond }, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c := ok()
			tc.mutate(&c)
			err := c.Check()
			got := "" // the named field, or the whole error when it names another
			if err != nil {
				got = err.Error()
				if tc.field != "" && strings.Contains(got, tc.field) {
					got = tc.field
				}
			}
			if diff := cmp.Diff(tc.field, got); diff != "" {
				t.Errorf("Check() error (-want field +got):\n%s", diff)
			}
		})
	}
}
