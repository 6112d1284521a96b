// Package setup chooses and builds the storage a deployment runs on from
// one Config: which driver stores items (a local directory, or an ArDrive
// Turbo bundler), how a signed upload reaches a worker (staged in Redis or
// in a shared directory, within a staging budget), and which source
// prices uploads. The API and the worker build their halves from the same
// Config:
//
//	cfg := setup.Config{Driver: setup.DriverTurbo, Key: key}
//	api, err := setup.OpenAPI(cfg, rdb, publicURL, nil, log)      // signer, stager, pricer
//	worker, err := setup.OpenWorker(cfg, rdb, nil, log)           // driver, stager, pruner
//
// It lives apart from package storage because it imports the drivers
// (storage/local, storage/turbo), which import storage.
package setup
