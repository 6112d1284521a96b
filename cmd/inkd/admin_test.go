package main

import (
	"bytes"
	"context"
	"encoding/hex"
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/inkd/inkd/chain/admin"
	"github.com/inkd/inkd/chain/deploy"
	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/internal/testutil"
)

// TestAdminCommandsOnAnvil runs `inkd admin` against anvil with a 48-hour
// admin: schedule prints the delay and the earliest execution, pending
// lists the operation, execute is refused until anvil's clock has moved
// past the delay, and --dry-run sends nothing.
func TestAdminCommandsOnAnvil(t *testing.T) {
	url := testutil.Anvil(t, deploy.BaseChainID, "--block-time", "1")
	ctx := context.Background()
	rc, err := rpc.DialContext(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer rc.Close()
	if err := deploy.InstallDevUSDC(ctx, rc); err != nil {
		t.Fatal(err)
	}
	adminKey := devkeys.Key(7)
	d, err := deploy.Deploy(ctx, ethclient.NewClient(rc), devkeys.Key(0), deploy.Options{
		USDC: deploy.CanonicalBaseUSDC, Admin: crypto.PubkeyToAddress(adminKey.PublicKey), AdminDelay: 48 * time.Hour,
		Guardian: devkeys.Addresses()[8], PollInterval: 50 * time.Millisecond,
	})
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "deployment.json")
	if err := d.Save(file); err != nil {
		t.Fatal(err)
	}
	run := func(args ...string) (string, error) {
		var out bytes.Buffer
		base := []string{args[0], "--rpc-url", url, "--deployment", file, "--key", hex.EncodeToString(crypto.FromECDSA(adminKey))}
		err := adminMain(ctx, append(base, args[1:]...), &out)
		return out.String(), err
	}
	wallet := "0x00000000000000000000000000000000000000dd"

	out, err := run("schedule", "--dry-run", "treasury", "setStorageWallet", wallet)
	if err != nil || !strings.Contains(out, "delay     48h0m0s") || !strings.Contains(out, "earliest execution if scheduled now") {
		t.Fatalf("dry run: %v\n%s", err, out)
	}
	if out, err := run("pending"); err != nil || !strings.Contains(out, "no pending admin operations") ||
		!strings.Contains(out, "can cancel every restricted function (33 checked)") {
		t.Fatalf("pending after a dry run: %v\n%s", err, out)
	}
	// a guardian that holds no role has no veto: pending says so and fails
	if out, err := run("pending", "--guardian", wallet); !errors.Is(err, admin.ErrNoVeto) || !strings.Contains(out, "NO VETO  accessManager.grantRole") {
		t.Fatalf("pending with a roleless guardian: %v\n%s", err, out)
	}
	if out, err = run("schedule", "treasury", "setStorageWallet", wallet); err != nil || !strings.Contains(out, "schedule sent in") {
		t.Fatalf("schedule: %v\n%s", err, out)
	}
	out, err = run("pending")
	if err != nil || !strings.Contains(out, "treasury.setStorageWallet") || !strings.Contains(out, d.Treasury.Hex()) {
		t.Fatalf("pending: %v\n%s", err, out)
	}
	out, err = run("execute", "treasury", "setStorageWallet", wallet)
	if err == nil || !strings.Contains(err.Error(), "AccessManagerNotReady") || !strings.Contains(out, "scheduled earliest execution") {
		t.Fatalf("early execute: %v\n%s", err, out)
	}
	if err := rc.CallContext(ctx, nil, "evm_increaseTime", 48*3600); err != nil {
		t.Fatal(err)
	}
	if err := rc.CallContext(ctx, nil, "evm_mine"); err != nil {
		t.Fatal(err)
	}
	if out, err = run("execute", "treasury", "setStorageWallet", wallet); err != nil || !strings.Contains(out, "execute sent in") {
		t.Fatalf("execute: %v\n%s", err, out)
	}
	if out, err := run("pending"); err != nil || !strings.Contains(out, "no pending admin operations") {
		t.Fatalf("pending after execution: %v\n%s", err, out)
	}
	if _, err := run("schedule", "treasury", "setStorageWallet", "0x12"); err == nil {
		t.Error("a bad address was accepted")
	}
}

// TestAdminDeployFlags: a delay needs an admin other than the deployer;
// development flags default the delay to zero.
func TestAdminDeployFlags(t *testing.T) {
	for _, tc := range []struct {
		name      string
		flags     adminFlags
		dev       bool
		wantDelay time.Duration
		wantErr   string
	}{
		{"production default needs an admin", adminFlags{}, false, 0, "needs --admin"},
		{"production default delay", adminFlags{admin: "0x0000000000000000000000000000000000000007"}, false, 48 * time.Hour, ""},
		{"development default", adminFlags{}, true, 0, ""},
		{"explicit zero", adminFlags{delay: "0"}, false, 0, ""},
		{"explicit delay", adminFlags{admin: "0x0000000000000000000000000000000000000007", delay: "1h"}, true, time.Hour, ""},
		{"bad delay", adminFlags{delay: "soon"}, false, 0, "--admin-delay"},
		{"bad guardian", adminFlags{guardian: "nope"}, true, 0, "--guardian"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var opts deploy.Options
			err := tc.flags.apply(&opts, tc.dev)
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("apply = %v, want an error about %s", err, tc.wantErr)
				}
				return
			}
			if err != nil || opts.AdminDelay != tc.wantDelay {
				t.Fatalf("apply = %v, delay %s; want %s", err, opts.AdminDelay, tc.wantDelay)
			}
			if tc.flags.admin != "" && opts.Admin != common.HexToAddress(tc.flags.admin) {
				t.Errorf("admin = %s", opts.Admin)
			}
		})
	}
}
