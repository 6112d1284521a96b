package app

import (
	"crypto/ecdsa"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/api"
	"github.com/inkd/inkd/storage"
	"github.com/inkd/inkd/storage/contents"
	"github.com/inkd/inkd/storage/setup"
	"github.com/inkd/inkd/worker"
)

var (
	_ api.ContentRecords    = (*contents.Records)(nil)
	_ worker.ContentRecords = (*contents.Records)(nil)
	_ api.ContentFetcher    = (*setup.Fetcher)(nil)
)

// apiStorage is the API side of storage: setup's parts and the content
// records that price pushes.
type apiStorage struct {
	*setup.API
	sizes *contents.Records
}

// newAPIStorage builds what the API needs from cfg; publicURL is the API's
// public base URL (the default gateway of the local driver). A non-nil
// pricer replaces cfg's price source.
func newAPIStorage(infra Infra, cfg setup.Config, publicURL string, pricer api.Pricer, log *logrus.Entry) (*apiStorage, error) {
	s, err := setup.OpenAPI(cfg, infra.Redis, publicURL, pricer, log)
	if err != nil {
		return nil, err
	}
	return &apiStorage{API: s, sizes: contents.New(infra.Redis)}, nil
}

// workerStorage is the worker side of storage, built by newWorkerStorage.
type workerStorage struct {
	uploads *worker.Uploads
	// contentURL is the public URL of an item (push results' storageUrl).
	contentURL func(id string) string
	// background prunes a StageDir directory.
	background []worker.Lifecycle
}

// newWorkerStorage builds the upload handler and the content URLs from cfg.
// wrap, when not nil, wraps the driver (failure injection in tests).
func newWorkerStorage(infra Infra, cfg setup.Config, wrap func(storage.Driver) storage.Driver, log *logrus.Entry) (*workerStorage, error) {
	s, err := setup.OpenWorker(cfg, infra.Redis, wrap, log)
	if err != nil {
		return nil, err
	}
	uploads, err := worker.NewUploads(s.Stager, s.Driver, contents.New(infra.Redis), log)
	if err != nil {
		return nil, err
	}
	w := &workerStorage{uploads: uploads, contentURL: s.Driver.URL}
	if s.Pruner != nil {
		w.background = append(w.background, s.Pruner)
	}
	return w, nil
}

// devStorage completes the storage configuration of `inkd dev`: the local
// driver over dataDir/storage (or a temporary directory, removed by the
// returned cleanup), served under the API's own address, signed with the
// development storage key. apiBase is the API's public base URL.
func devStorage(cfg setup.Config, dataDir, apiBase string, key *ecdsa.PrivateKey) (setup.Config, func(), error) {
	cleanup := func() {}
	if cfg.Driver == "" {
		cfg.Driver = setup.DriverLocal
	}
	if cfg.Key == nil {
		cfg.Key = key
	}
	if cfg.Driver == setup.DriverLocal && cfg.Dir == "" {
		if dataDir != "" {
			cfg.Dir = filepath.Join(dataDir, "storage")
		} else {
			dir, err := os.MkdirTemp("", "inkd-dev-storage-*")
			if err != nil {
				return cfg, cleanup, fmt.Errorf("storage directory: %w", err)
			}
			cfg.Dir = dir
			cleanup = func() { _ = os.RemoveAll(dir) }
		}
	}
	if cfg.Driver == setup.DriverLocal && cfg.GatewayURL == "" {
		cfg.GatewayURL = strings.TrimRight(apiBase, "/") + setup.GatewayPath
	}
	return cfg, cleanup, nil
}
