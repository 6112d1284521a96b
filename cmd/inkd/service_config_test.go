package main

import (
	"io"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/api"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/storage/setup"
	"github.com/inkd/inkd/worker"
	"github.com/inkd/inkd/worker/reconcile"
)

// serviceVars are the variables the tests below set; each subtest clears
// them all first, so that the environment of the run does not leak in.
var serviceVars = []string{
	"INKD_MAX_CONNS", "INKD_WRITE_WAIT", "CORS_ORIGINS", "WORKER_CONCURRENCY", "TAKEOVER_LEASE",
	"RECONCILE_INTERVAL", "RECONCILE_GRACE", "STORAGE_DRIVER", "STORAGE_DIR", "STORAGE_KEY",
	"STAGE", "STAGE_DIR", "PRICE_SOURCE", "PRICE_PER_MIB", "GATEWAY_URL", "TURBO_URL",
	"WATCH_UNTIL", "SENT_ERRORS", "CONFIRMATIONS", "INKD_PUBLIC_URL", "INKD_LISTEN",
}

// parseService binds command's flags into a Config under env and parses
// args, as the command does.
func parseService(t *testing.T, command string, env map[string]string, args ...string) Config {
	t.Helper()
	for _, v := range serviceVars {
		t.Setenv(v, env[v])
	}
	var c Config
	fs := c.flagSet(command)
	fs.SetOutput(io.Discard)
	if err := parseFlags(fs, args); err != nil {
		t.Fatalf("parse %v: %v", args, err)
	}
	return c
}

// TestFlagsBindIntoPackageConfigs: a variable or a flag lands in the
// field of the package's own Config that it sets, with the package's
// default when neither is given.
func TestFlagsBindIntoPackageConfigs(t *testing.T) {
	c := parseService(t, "serve", map[string]string{"INKD_MAX_CONNS": "77", "CORS_ORIGINS": "https://a.example, https://b.example"},
		"--write-wait", "3s", "--storage-driver", "local")
	wantAPI := api.Config{MaxConns: 77, WriteWait: 3 * time.Second, CORSOrigins: []string{"https://a.example", "https://b.example"}}
	gotAPI := api.Config{MaxConns: c.API.MaxConns, WriteWait: c.API.WriteWait, CORSOrigins: c.API.CORSOrigins}
	if diff := cmp.Diff(wantAPI, gotAPI); diff != "" {
		t.Errorf("serve's api.Config (-want +got):\n%s", diff)
	}
	if c.API.MaxConnsPerClient != api.DefaultMaxConnsPerClient || c.Storage.Driver != setup.DriverLocal || c.Storage.Stage != setup.StageRedis {
		t.Errorf("serve defaults: MaxConnsPerClient %d, storage driver %q, stage %q", c.API.MaxConnsPerClient, c.Storage.Driver, c.Storage.Stage)
	}

	w := parseService(t, "worker", map[string]string{"WORKER_CONCURRENCY": "12", "RECONCILE_GRACE": "5m", "STAGE": "dir", "STAGE_DIR": "/srv/stage"},
		"--takeover-lease", "-1s", "--reconcile-interval", "7s", "--shutdown-timeout", "9s")
	wantWorker := worker.Config{Concurrency: 12, TakeoverLease: -time.Second, ShutdownTimeout: 9 * time.Second}
	if diff := cmp.Diff(wantWorker, w.workerConfig()); diff != "" {
		t.Errorf("worker.Config (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(reconcile.Config{Interval: 7 * time.Second, Grace: 5 * time.Minute}, w.Reconcile); diff != "" {
		t.Errorf("reconcile.Config (-want +got):\n%s", diff)
	}
	if w.Storage.Stage != setup.StageDir || w.Storage.StageDir != "/srv/stage" || w.Storage.Driver != setup.DriverTurbo {
		t.Errorf("worker storage: driver %q, stage %q in %q", w.Storage.Driver, w.Storage.Stage, w.Storage.StageDir)
	}
}

// TestServiceConfigRefusedNamingVariable: a value the owning package's
// Check refuses stops serve, worker and dev before anything starts, and
// the error names the variable.
func TestServiceConfigRefusedNamingVariable(t *testing.T) {
	for _, tc := range []struct {
		name string
		env  map[string]string
		args []string
		want string
	}{
		{"unknown driver", map[string]string{"STORAGE_DRIVER": "s3"}, nil, "STORAGE_DRIVER"},
		{"unknown stage", map[string]string{"STAGE": "disk"}, nil, "STAGE"},
		{"dir stage without its directory", map[string]string{"STAGE": "dir"}, nil, "STAGE_DIR"},
		{"unknown price source", map[string]string{"PRICE_SOURCE": "oracle"}, nil, "PRICE_SOURCE"},
		// Refused even when the fixed price is not the one in use.
		{"negative price beside turbo prices", map[string]string{"PRICE_SOURCE": "turbo", "PRICE_PER_MIB": "-1"}, nil, "PRICE_PER_MIB"},
		{"gateway not http", map[string]string{"GATEWAY_URL": "ftp://gw.example"}, nil, "GATEWAY_URL"},
		{"watch until latest", map[string]string{"WATCH_UNTIL": "latest"}, nil, "WATCH_UNTIL"},
		// The packages read these empty as their defaults; given empty on
		// the command line they are mistakes.
		{"driver emptied", nil, []string{"--storage-driver="}, "STORAGE_DRIVER"},
		{"stage emptied", nil, []string{"--stage="}, "STAGE"},
		{"watch until emptied", nil, []string{"--watch-until="}, "WATCH_UNTIL"},
		// Before, refused only once Redis and the chain answered.
		{"reconcile interval below its floor", map[string]string{"RECONCILE_INTERVAL": "1ms"}, nil, "reconcile: Interval"},
	} {
		for _, command := range []string{"serve", "worker", "dev"} {
			if (command == "serve" && tc.want == "WATCH_UNTIL") || (command != "worker" && tc.want == "reconcile: Interval") {
				continue // serve sends no transaction; only worker reconciles
			}
			t.Run(command+" "+tc.name, func(t *testing.T) {
				env := map[string]string{"STORAGE_DRIVER": "local", "STORAGE_DIR": t.TempDir()}
				for k, v := range tc.env {
					env[k] = v
				}
				c := parseService(t, command, env, tc.args...)
				err := checkService(t, c, command)
				if err == nil || !strings.Contains(err.Error(), tc.want) {
					t.Fatalf("check = %v, want an error naming %s", err, tc.want)
				}
			})
		}
	}
	// The same settings, right, pass.
	for _, command := range []string{"serve", "worker", "dev"} {
		c := parseService(t, command, map[string]string{"STORAGE_DRIVER": "local", "STORAGE_DIR": t.TempDir(), "STAGE": "dir", "STAGE_DIR": t.TempDir(),
			"PRICE_SOURCE": "fixed", "PRICE_PER_MIB": "5", "WATCH_UNTIL": "safe", "INKD_PUBLIC_URL": "https://inkd.example"})
		if err := checkService(t, c, command); err != nil {
			t.Errorf("%s: %v", command, err)
		}
	}
}

// checkService runs the checks command runs on c before it connects to
// anything: the worker's settings (worker, dev) and the storage's.
func checkService(t *testing.T, c Config, command string) error {
	t.Helper()
	if command != "serve" {
		if _, err := c.workerParts(); err != nil {
			return err
		}
	}
	_, err := storageConfig(c, command == "dev", testutil.Logger(t))
	return err
}
