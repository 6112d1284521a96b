package main

import (
	"io"
	"strings"
	"testing"
	"time"

	"github.com/inkd/inkd/api"
	"github.com/inkd/inkd/cmd/inkd/app"
	"github.com/inkd/inkd/worker/claims"
)

// TestChannelPaymentFlags: INKD_CHANNEL_PAYMENTS takes on and off and the
// delay defaults to 900 s; a delay out of range is refused by the API's
// Check, a malformed on/off when the flags are parsed. (The channels'
// receiver authorizer is the deployment's InkdChannelWrites, no setting.)
func TestChannelPaymentFlags(t *testing.T) {
	set := func(t *testing.T, on, delay string) {
		t.Setenv("INKD_CHANNEL_PAYMENTS", on)
		t.Setenv("INKD_CHANNEL_WITHDRAW_DELAY", delay)
	}
	set(t, "", "")
	c := parseService(t, "serve", nil)
	if c.API.Channels.Enabled || c.API.Channels.WithdrawDelay != api.DefaultChannelWithdrawDelay || c.API.Check() != nil {
		t.Fatalf("defaults %+v (%v)", c.API.Channels, c.API.Check())
	}
	set(t, "on", "3600")
	c = parseService(t, "serve", nil)
	if want := (api.ChannelConfig{Enabled: true, WithdrawDelay: 3600}); c.API.Channels != want || c.API.Check() != nil {
		t.Fatalf("on: %+v, want %+v (%v)", c.API.Channels, want, c.API.Check())
	}
	c = parseService(t, "serve", nil, "--channel-payments=false")
	if c.API.Channels.Enabled {
		t.Fatal("--channel-payments=false left the setting on")
	}
	set(t, "on", "60")
	if err := parseService(t, "serve", nil).API.Check(); err == nil || !strings.Contains(err.Error(), "WithdrawDelay") {
		t.Fatalf("a 60 s delay: %v", err)
	}
	set(t, "maybe", "")
	var cfg Config
	fs := cfg.flagSet("serve")
	fs.SetOutput(io.Discard)
	err := parseFlags(fs, nil)
	if err == nil || !strings.Contains(err.Error(), "INKD_CHANNEL_PAYMENTS") {
		t.Fatalf("malformed values: %v", err)
	}
}

// TestClaimLoopFlags: INKD_CHANNEL_PAYMENTS turns on the worker's claim
// loop too (and dev's worker half), with its flag on the worker command;
// INKD_CLAIM_EVERY and INKD_CLAIM_INTERVAL default to the package's and
// reach the loop; an Every of 10 minutes or more (close to the channels'
// withdrawal delay) or a non-positive timing is refused, naming the variable.
func TestClaimLoopFlags(t *testing.T) {
	set := func(t *testing.T, on, every, interval string) {
		t.Setenv("INKD_CHANNEL_PAYMENTS", on)
		t.Setenv("INKD_CLAIM_EVERY", every)
		t.Setenv("INKD_CLAIM_INTERVAL", interval)
	}
	parts := func(t *testing.T, command string, args ...string) (app.ClaimParts, error) {
		t.Helper()
		c := parseService(t, command, nil, args...)
		p, err := c.workerParts()
		return p.Claims, err
	}
	set(t, "", "", "")
	for _, command := range []string{"worker", "dev"} {
		got, err := parts(t, command)
		if want := (app.ClaimParts{Every: claims.DefaultEvery, Interval: claims.DefaultInterval}); err != nil || got != want {
			t.Fatalf("%s defaults: %+v (%v), want %+v", command, got, err, want)
		}
	}
	set(t, "on", "2m", "5s")
	for _, command := range []string{"worker", "dev"} {
		got, err := parts(t, command)
		if want := (app.ClaimParts{Enabled: true, Every: 2 * time.Minute, Interval: 5 * time.Second}); err != nil || got != want {
			t.Fatalf("%s on: %+v (%v), want %+v", command, got, err, want)
		}
	}
	if got, err := parts(t, "worker", "--channel-payments=false", "--claim-every", "30s"); err != nil || got.Enabled || got.Every != 30*time.Second {
		t.Fatalf("flags over the variables: %+v (%v)", got, err)
	}
	for _, tc := range []struct{ every, interval, want string }{
		{"10m", "", "INKD_CLAIM_EVERY"},
		{"1h", "", "INKD_CLAIM_EVERY"},
		{"-1s", "", "INKD_CLAIM_EVERY"},
		{"", "0s", "INKD_CLAIM_INTERVAL"},
	} {
		set(t, "on", tc.every, tc.interval)
		if _, err := parts(t, "worker"); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("every %q, interval %q: %v, want %s named", tc.every, tc.interval, err, tc.want)
		}
	}
}
