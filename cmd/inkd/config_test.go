package main

import (
	"flag"
	"io"
	"strings"
	"testing"

	"github.com/inkd/inkd/chain/txmgr"
)

// confirmationsOf parses args the way the named command does and returns
// the depth its transaction manager gets.
func confirmationsOf(t *testing.T, command string, args ...string) (uint64, error) {
	t.Helper()
	cfg, err := txmgrConfigOf(t, command, args...)
	return cfg.Confirmations, err
}

// txmgrConfigOf parses args the way the named command does and returns its
// transaction manager's configuration.
func txmgrConfigOf(t *testing.T, command string, args ...string) (txmgr.Config, error) {
	t.Helper()
	var c Config
	fs := flag.NewFlagSet(command, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	switch command {
	case "worker":
		c.bindWorker(fs)
	case "dev":
		c.bindTxMgr(fs, 1)
	}
	if err := fs.Parse(args); err != nil {
		t.Fatalf("parse %v: %v", args, err)
	}
	return c.txmgrConfig()
}

// TestWorkerConfirmations: the worker waits BaseConfirmations blocks on
// Base unless CONFIRMATIONS or --confirmations say otherwise; dev is final
// on inclusion. Before, the worker never set the depth and every record was
// final on inclusion, so reorgs were never followed in production.
func TestWorkerConfirmations(t *testing.T) {
	tests := []struct {
		name    string
		command string
		env     string
		args    []string
		want    uint64
	}{
		{"worker default", "worker", "", nil, txmgr.BaseConfirmations},
		{"worker env", "worker", "5", nil, 5},
		{"flag wins", "worker", "5", []string{"--confirmations", "2"}, 2},
		{"dev default", "dev", "", nil, 1},
		{"dev env", "dev", "4", nil, 4},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Setenv("CONFIRMATIONS", tc.env)
			got, err := confirmationsOf(t, tc.command, tc.args...)
			if err != nil || got != tc.want {
				t.Errorf("confirmations = %d, %v; want %d", got, err, tc.want)
			}
		})
	}
	if txmgr.BaseConfirmations < 3 {
		t.Errorf("BaseConfirmations = %d: Base needs at least 3", txmgr.BaseConfirmations)
	}
	t.Setenv("CONFIRMATIONS", "")
	if _, err := confirmationsOf(t, "worker", "--confirmations", "-1"); err == nil {
		t.Error("negative confirmations accepted")
	}
}

// TestWorkerSentErrors: SENT_ERRORS (or --sent-errors) reaches the
// transaction manager as trimmed fragments, empty ones dropped.
func TestWorkerSentErrors(t *testing.T) {
	t.Setenv("SENT_ERRORS", " tx is duplicate , ,already in pool")
	cfg, err := txmgrConfigOf(t, "worker")
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(cfg.SentErrors, "|"); got != "tx is duplicate|already in pool" {
		t.Errorf("SentErrors = %q", got)
	}
	t.Setenv("SENT_ERRORS", "")
	if cfg, _ := txmgrConfigOf(t, "worker"); cfg.SentErrors != nil {
		t.Errorf("SentErrors without the variable = %q, want none", cfg.SentErrors)
	}
}
