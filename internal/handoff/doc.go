// Package handoff passes one TCP listener from one HTTP server to the next
// without releasing the address: an API process first serves not-ready
// answers while it waits for Redis and the chain, then hands the same
// listener to the API. A load balancer's probes never meet a closed port,
// and no other process can take the address between the two servers.
//
//	h, err := handoff.New(ln)
//	if err != nil {
//		return err
//	}
//	defer h.Close()
//	starting := serve(h.Stage()) // shut down before the next Stage
//	starting.Shutdown(ctx)
//	api := serve(h.Stage())
package handoff
