package indexer

import (
	"context"

	"github.com/sirupsen/logrus"
)

// buildSearch makes sure the read model's search index covers every public
// project: projects written by an inkd older than the index are indexed
// once, when this process first leads (the read model indexes every
// project it applies from then on). After the first success it costs
// nothing; a failure fails the step, which is retried.
func (ix *Indexer) buildSearch(ctx context.Context) error {
	if ix.searchBuilt {
		return nil
	}
	n, err := ix.m.BuildSearchIndex(ctx, ix.token)
	if err != nil {
		return err
	}
	ix.searchBuilt = true
	if n > 0 {
		ix.log.WithFields(logrus.Fields{"projects": n}).Info("search index built for projects indexed before it existed")
	}
	return nil
}
