package app

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/storage/setup"
)

func TestDevStorage(t *testing.T) {
	cfg, cleanup, err := devStorage(setup.Config{}, "/data", "http://127.0.0.1:9999", nil)
	defer cleanup()
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([3]string{setup.DriverLocal, "/data/storage", "http://127.0.0.1:9999/ar"}, [3]string{cfg.Driver, cfg.Dir, cfg.GatewayURL}); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	cfg, cleanup, err = devStorage(setup.Config{Driver: setup.DriverTurbo}, "", "http://127.0.0.1:9999", nil)
	defer cleanup()
	if err != nil || cfg.Dir != "" || cfg.GatewayURL != "" {
		t.Errorf("turbo in dev = %+v %v: no directory, gateway left to the driver's default", cfg, err)
	}
}
