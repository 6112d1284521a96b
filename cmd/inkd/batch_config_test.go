package main

import (
	"flag"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/worker/batcher"
)

// TestBatchConfig: folding is on by default in worker and dev, the
// variables and flags set it, and a wrong value is refused naming its
// variable.
func TestBatchConfig(t *testing.T) {
	on := batcher.Config{MaxItems: batcher.DefaultMaxItems, MaxGas: batcher.DefaultMaxGas}
	for _, tc := range []struct {
		name    string
		env     map[string]string
		args    []string
		want    batcher.Config
		wantErr string
	}{
		{name: "default on", want: on},
		{name: "off", env: map[string]string{"BATCH_MAX_ITEMS": "1"}, want: batcher.Config{MaxItems: 1, MaxGas: batcher.DefaultMaxGas}},
		{name: "flags win", env: map[string]string{"BATCH_MAX_ITEMS": "8"}, args: []string{"--batch-max-items", "16", "--batch-max-gas", "9000000", "--batch-wait", "100ms"},
			want: batcher.Config{MaxItems: 16, MaxGas: 9_000_000, Wait: 100 * time.Millisecond}},
		{name: "zero items", env: map[string]string{"BATCH_MAX_ITEMS": "0"}, wantErr: "BATCH_MAX_ITEMS"},
		{name: "gas too low", env: map[string]string{"BATCH_MAX_GAS": "1000"}, wantErr: "BATCH_MAX_GAS"},
		{name: "wait beyond a fraction of a block", env: map[string]string{"BATCH_WAIT": "2s"}, wantErr: "BATCH_WAIT"},
	} {
		for _, command := range []string{"worker", "dev"} {
			t.Run(command+" "+tc.name, func(t *testing.T) {
				for _, v := range []string{"BATCH_MAX_ITEMS", "BATCH_MAX_GAS", "BATCH_WAIT"} {
					t.Setenv(v, tc.env[v])
				}
				var c Config
				fs := flag.NewFlagSet(command, flag.ContinueOnError)
				fs.SetOutput(io.Discard)
				if command == "worker" {
					c.bindWorker(fs)
				} else {
					c.bindBatch(fs)
				}
				if err := fs.Parse(tc.args); err != nil {
					t.Fatal(err)
				}
				got, err := c.batchConfig()
				if tc.wantErr != "" {
					if err == nil || !strings.HasPrefix(err.Error(), tc.wantErr+" ") {
						t.Fatalf("batchConfig = %v, want an error naming %s", err, tc.wantErr)
					}
					return
				}
				if err != nil {
					t.Fatal(err)
				}
				if diff := cmp.Diff(tc.want, got); diff != "" {
					t.Fatalf("config (-want +got):\n%s", diff)
				}
			})
		}
	}
}
