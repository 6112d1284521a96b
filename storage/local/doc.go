// Package local is the embedded storage driver for development and tests: it
// keeps data items as files in a directory and serves their data over HTTP
// the way an Arweave gateway does, so `inkd dev` needs no network.
//
//	d, err := local.New(local.Config{BaseURL: "http://127.0.0.1:8080/ar"}, log)
//	defer d.Close()
//	mux.Handle("/ar/", http.StripPrefix("/ar", d)) // GET/HEAD /ar/<id>
//	// with fiber, do not use adaptor (it buffers whole items): stream what
//	// d.Open(id) returns with fasthttp's SetBodyStream, as package api does
//	err = d.Put(ctx, id, item, size) // verifies the item before storing it
//
// The handler answers GET and HEAD /<id> with the item's data (not the whole
// item), Content-Type from the item's Content-Type tag
// (application/octet-stream without one), Content-Length, ETag "<id>",
// Cache-Control "public, max-age=31536000, immutable", and supports Range and
// If-None-Match. Unknown ids get 404, malformed ids 400, both with a JSON body
// {"error": code, "message": text}. Because the data is user content served
// from the API's origin, responses also carry X-Content-Type-Options: nosniff
// and a Content-Security-Policy sandbox (scripts may run, but in an opaque
// origin), standing in for the separate sandbox origins real gateways use.
package local
