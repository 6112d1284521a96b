package main

import (
	"io"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/api"
)

// TestChannelPaymentFlags: INKD_CHANNEL_PAYMENTS takes on and off, the
// receiver authorizer is an address, the delay defaults to 900 s; the
// setting on without an authorizer, or a delay out of range, is refused
// by the API's Check, and a malformed address when the flags are parsed.
func TestChannelPaymentFlags(t *testing.T) {
	authorizer := common.HexToAddress("0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0")
	set := func(t *testing.T, on, ra, delay string) {
		t.Setenv("INKD_CHANNEL_PAYMENTS", on)
		t.Setenv("INKD_CHANNEL_RECEIVER_AUTHORIZER", ra)
		t.Setenv("INKD_CHANNEL_WITHDRAW_DELAY", delay)
	}
	set(t, "", "", "")
	c := parseService(t, "serve", nil)
	if c.API.Channels.Enabled || c.API.Channels.WithdrawDelay != api.DefaultChannelWithdrawDelay || c.API.Check() != nil {
		t.Fatalf("defaults %+v (%v)", c.API.Channels, c.API.Check())
	}
	set(t, "on", authorizer.Hex(), "3600")
	c = parseService(t, "serve", nil)
	if want := (api.ChannelConfig{Enabled: true, ReceiverAuthorizer: authorizer, WithdrawDelay: 3600}); c.API.Channels != want || c.API.Check() != nil {
		t.Fatalf("on: %+v, want %+v (%v)", c.API.Channels, want, c.API.Check())
	}
	c = parseService(t, "serve", nil, "--channel-payments=false")
	if c.API.Channels.Enabled {
		t.Fatal("--channel-payments=false left the setting on")
	}
	set(t, "on", "", "")
	if err := parseService(t, "serve", nil).API.Check(); err == nil || !strings.Contains(err.Error(), "ReceiverAuthorizer") {
		t.Fatalf("on without an authorizer: %v", err)
	}
	set(t, "on", authorizer.Hex(), "60")
	if err := parseService(t, "serve", nil).API.Check(); err == nil || !strings.Contains(err.Error(), "WithdrawDelay") {
		t.Fatalf("a 60 s delay: %v", err)
	}
	set(t, "maybe", "0x12", "")
	var cfg Config
	fs := cfg.flagSet("serve")
	fs.SetOutput(io.Discard)
	err := parseFlags(fs, nil)
	if err == nil || !strings.Contains(err.Error(), "INKD_CHANNEL_PAYMENTS") || !strings.Contains(err.Error(), "INKD_CHANNEL_RECEIVER_AUTHORIZER") {
		t.Fatalf("malformed values: %v", err)
	}
}
