// Package app wires inkd's parts into processes: the API process, the worker
// process, and the all-in-one development process. cmd/inkd reads its
// configuration and calls this package; end-to-end tests call it directly,
// so what they test is what runs.
//
// Start and stop order (API): job waiter → HTTP listener; stop in reverse.
// Worker: transaction monitor → asynq server; stop in reverse.
// Dev: Redis → chain → storage gateway → worker → API; stop in reverse.
package app
