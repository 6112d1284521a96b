// Package fetch downloads a version's content from its gateway and checks
// it against what the registry recorded of it (size and SHA-256) before
// anyone can use it: `inkd get` and the MCP server's content tool share
// it.
//
//	want, _ := fetch.WantOf(v)                      // v: a *wire.Version
//	src, _ := fetch.SourceURL(c.BaseURL(), v)
//	f := fetch.New(fetch.Config{})
//	file, err := f.ToFile(ctx, src, want, ".")      // a partial file in ".", verified
//	if err == nil {
//		err = file.Keep("tool-1.2.0.tgz")            // fsync'd, renamed into place
//	}
//
// A download is tried again after a network error, a 429 or a 5xx (with
// backoff), and resumes where it stopped with an HTTP Range request; a
// gateway that ignores Range sends the whole content again and the
// download starts over. The bytes are hashed as they arrive. Content that
// does not match the record is a *MismatchError and nothing of it is kept:
// the partial file is removed. A ToFile that ends for any other reason
// leaves its partial file (named after the content, see PartialName) so
// that the next ToFile into the same directory resumes it, when the
// record carries a digest to check the joined bytes against.
//
// Want and the answer rules (want.go, answer.go) decide; fetch.go and
// sink.go do the I/O.
package fetch
