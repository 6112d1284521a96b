package app

import (
	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/api"
	"github.com/inkd/inkd/chain/indexer"
	"github.com/inkd/inkd/chain/readmodel"
	"github.com/inkd/inkd/worker"
	"github.com/inkd/inkd/worker/settle"
)

// ReadConfig configures the read side: the read model's keys and the
// indexer. The zero value takes every default (indexer.Config,
// readmodel.Config); the indexer starts at the deployment block unless
// Indexer.StartBlock says otherwise.
//
// It is not yet threaded through APIParts and WorkerParts: readAPI and
// readWorker use the zero value until it is.
type ReadConfig struct {
	Model   readmodel.Config
	Indexer indexer.Config
}

var (
	_ settle.ReceiptApplier = (*indexer.ReceiptApplier)(nil)
	_ worker.Lifecycle      = (*indexer.Indexer)(nil)
	_ api.ReadModel         = (*readmodel.Model)(nil)
	_ api.EventSubscriber   = (*readmodel.Hub)(nil)
)

// readAPI builds the API's read side on infra: the read model and the hub
// that fans its event stream out to SSE clients. The closer stops the hub
// (after the HTTP server's Shutdown, which has already ended the streams).
func readAPI(infra Infra, log *logrus.Entry) (api.ReadDeps, func(), error) {
	return newReadAPI(infra, ReadConfig{}, log)
}

func newReadAPI(infra Infra, cfg ReadConfig, log *logrus.Entry) (api.ReadDeps, func(), error) {
	m, err := readmodel.New(cfg.Model, infra.Redis)
	if err != nil {
		return api.ReadDeps{}, nil, err
	}
	hub := readmodel.NewHub(m, log)
	return api.ReadDeps{Model: m, Events: hub}, hub.Close, nil
}

// readWorker builds the worker's read side: the receipt applier that gives
// read-your-writes, and the indexer that runs beside the handlers (every
// worker process runs one; a Redis lease lets exactly one of them index).
func readWorker(infra Infra, log *logrus.Entry) (settle.ReceiptApplier, []worker.Lifecycle, error) {
	return newReadWorker(infra, ReadConfig{}, log)
}

func newReadWorker(infra Infra, cfg ReadConfig, log *logrus.Entry) (settle.ReceiptApplier, []worker.Lifecycle, error) {
	m, err := readmodel.New(cfg.Model, infra.Redis)
	if err != nil {
		return nil, nil, err
	}
	contracts := infra.Deployment.Addresses
	icfg := cfg.Indexer
	if icfg.StartBlock == 0 {
		icfg.StartBlock = infra.Deployment.DeployBlock
	}
	ix, err := indexer.New(icfg, infra.Backend, m, contracts, log)
	if err != nil {
		return nil, nil, err
	}
	return indexer.NewReceiptApplier(m, infra.Backend, contracts, log), []worker.Lifecycle{ix}, nil
}
