package main

import (
	"io"
	"strings"
	"testing"

	"github.com/inkd/inkd/api"
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
