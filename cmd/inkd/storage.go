package main

import (
	"crypto/ecdsa"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/chain/devchain"
	"github.com/inkd/inkd/storage/local"
	"github.com/inkd/inkd/storage/pricing"
	"github.com/inkd/inkd/storage/setup"
)

// Defaults of the gateway price fallback: CoinGecko's public AR price.
const (
	defaultARUSDURL  = "https://api.coingecko.com/api/v3/simple/price?ids=arweave&vs_currencies=usd"
	defaultARUSDPath = "arweave.usd"
)

// storageConfig completes c.Storage into the storage configuration of
// both halves: the names lower-cased, the Turbo upload URL also the price
// source's, the key parsed, the gateway price fallback of the turbo
// driver and, outside dev, the local driver's directory and gateway (one
// directory on this host, served at the API's own /ar). dev selects the
// development defaults: the development key, and app.StartDev completes
// the directory and gateway. setup.Config.Check validates the result
// before anything starts.
func storageConfig(c Config, dev bool, log *logrus.Entry) (setup.Config, error) {
	sc := c.Storage
	sc.Driver = strings.ToLower(strings.TrimSpace(sc.Driver))
	sc.Stage = strings.ToLower(strings.TrimSpace(sc.Stage))
	sc.Pricing = strings.ToLower(strings.TrimSpace(sc.Pricing))
	// setup reads an empty driver or stage as its default; the flags
	// default to a name, so an empty one was given on purpose: refused.
	if sc.Driver == "" {
		return setup.Config{}, fmt.Errorf("STORAGE_DRIVER (--storage-driver) %q: want local or turbo", c.Storage.Driver)
	}
	if sc.Stage == "" {
		return setup.Config{}, fmt.Errorf("STAGE (--stage) %q: want redis or dir", c.Storage.Stage)
	}
	sc.TurboPrice.UploadURL = sc.Turbo.UploadURL
	sc.GatewayPrice = pricing.GatewayConfig{}
	key, err := storageKey(c, dev || sc.Driver == setup.DriverLocal)
	if err != nil {
		return setup.Config{}, err
	}
	sc.Key = key
	if sc.Driver == setup.DriverTurbo {
		sc.GatewayPrice = gatewayPrice(c)
		// Only the API signs uploads, but serve and worker refuse the same
		// settings: one environment starts both, and a fleet set up wrong
		// is stopped at its first process, not at the first upload.
		if key == nil && !dev {
			return setup.Config{}, errors.New("STORAGE_KEY (--storage-key) is required with the turbo driver: the API signs every upload with it (serve and worker refuse the same settings)")
		}
	}
	if err := checkStorage(sc); err != nil {
		return setup.Config{}, err
	}
	if !dev && sc.Driver == setup.DriverLocal {
		if sc.Dir == "" {
			sc.Dir = filepath.Join(os.TempDir(), "inkd-storage")
			log.WithField("dir", sc.Dir).Warn("local storage driver without STORAGE_DIR: using a directory on this host only")
		}
		if sc.GatewayURL == "" {
			sc.GatewayURL = localGateway(c)
			if publicURL(c) == "" {
				log.WithField("storage_url", sc.GatewayURL+"/").Warn("INKD_PUBLIC_URL is unset: content URLs (storageUrl) name this address, which clients elsewhere, and processes listening elsewhere, do not reach; set INKD_PUBLIC_URL (or GATEWAY_URL) to the API's public address for serve and worker alike")
			}
		}
	}
	return sc, nil
}

// checkStorage validates sc, defaults applied, with setup.Config.Check
// before anything starts. The local driver's directory and gateway are
// filled in after this (below, or by app.StartDev from its listener):
// stand-ins take their place here so that the rest is checked.
func checkStorage(sc setup.Config) error {
	if sc.Driver == setup.DriverLocal {
		if sc.Dir == "" {
			sc.Dir = os.TempDir()
		}
		if sc.GatewayURL == "" {
			sc.GatewayURL = local.DefaultBaseURL
		}
	}
	return sc.WithDefaults("").Check()
}

// publicURL is the API's public URL from the flag or, for a worker, which
// binds no API flags but usually shares the API's environment, from
// INKD_PUBLIC_URL.
func publicURL(c Config) string {
	if c.API.PublicURL != "" {
		return c.API.PublicURL
	}
	return env("INKD_PUBLIC_URL", "")
}

// storageKey parses STORAGE_KEY; without one, devDefault selects the
// development key and otherwise the key is left nil (the API refuses to
// start without it; a worker does not need it).
func storageKey(c Config, devDefault bool) (*ecdsa.PrivateKey, error) {
	if c.StorageKey == "" {
		if devDefault {
			return devchain.StorageKey(), nil
		}
		return nil, nil
	}
	k, err := crypto.HexToECDSA(strings.TrimPrefix(strings.TrimSpace(c.StorageKey), "0x"))
	if err != nil {
		return nil, errors.New("STORAGE_KEY (--storage-key) is not a hex private key")
	}
	return k, nil
}

// gatewayPrice configures the price fallback behind Turbo: the gateway's
// winston price at the AR/USD price (fixed, from a JSON URL, or CoinGecko
// by default; AR_USD_URL=off disables it).
func gatewayPrice(c Config) pricing.GatewayConfig {
	g := pricing.GatewayConfig{GatewayURL: c.Storage.GatewayURL}
	switch {
	case c.ARUSD.Fixed != "":
		g.ARUSD = c.ARUSD.Fixed
	case strings.EqualFold(c.ARUSD.URL, "off"):
	case c.ARUSD.URL != "":
		g.ARUSDURL, g.ARUSDPath = c.ARUSD.URL, c.ARUSD.Path
	default:
		g.ARUSDURL, g.ARUSDPath = defaultARUSDURL, defaultARUSDPath
	}
	return g
}

// localGateway is where a non-dev API serves the local driver's items: its
// public URL, its listen address, or (for a worker, which knows neither)
// local.DefaultBaseURL.
func localGateway(c Config) string {
	// A worker binds no API flags but usually shares the API's environment.
	public, listen := publicURL(c), c.Listen
	if listen == "" {
		listen = env("INKD_LISTEN", "")
	}
	switch {
	case public != "":
		return strings.TrimRight(public, "/") + setup.GatewayPath
	case listen != "":
		return "http://" + listen + setup.GatewayPath
	}
	return local.DefaultBaseURL
}
