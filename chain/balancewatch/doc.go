// Package balancewatch watches the ETH balances of a worker's settler
// keys: it warns in the log when one runs low, before the key's writes
// stall, and publishes each key's report (chain/txmgr/settlers) for the
// API's GET /v1/status. A worker runs one beside its handlers:
//
//	w, err := balancewatch.New(balancewatch.Config{Signers: addrs, LowBalance: wei},
//		balancewatch.Deps{Balances: backend, States: txm.KeyStates, Redis: rdb}, log)
//	if err != nil {
//		return err
//	}
//	w.Start(&wg)
//	defer w.Shutdown()
//
// The metric inkd_signer_balance_eth is read at each scrape instead
// (cmd/inkd/metrics); this package imports no metrics.
package balancewatch
