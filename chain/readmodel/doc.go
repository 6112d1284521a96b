// Package readmodel is inkd's read model: the registry's projects, versions,
// collaborators, agents, events, buybacks and statistics, kept in Redis by the
// chain indexer and read by the API. Reads never touch the chain.
//
// Writers hand it one block at a time, already decoded into Changes:
//
//	m, _ := readmodel.New(readmodel.Config{}, rdb)
//	// the indexer (canonical, fenced by its lease):
//	res, err := m.ApplyBlock(ctx, blk, readmodel.Canonical(lease))
//	// a paid write's receipt, ahead of the indexer (read-your-writes):
//	res, err = m.ApplyBlock(ctx, blk, readmodel.Optimistic())
//	// the API:
//	p, err := m.Project(ctx, "7")
//
// # Consistency
//
// Every applied log is recorded in its block's undo journal, keyed by
// (block hash, log index), so applying the same log twice is a no-op and a
// block can be rolled back exactly. Projects, versions and payments also
// record the log that created them (their origin): the indexer, which only
// applies logs it believes canonical, treats an entity created by another
// block as proof that the other block was orphaned and rolls that block back
// first. A receipt applied ahead of the indexer is marked "ahead"; the
// indexer checks every ahead block against the canonical chain when it gets
// there and rolls back those a reorg dropped. Receipts for blocks the indexer
// has already passed are ignored: below its cursor the indexer is the only
// writer.
//
// Every write is one Lua script, atomic in Redis. The indexer's writes also
// check its lease token inside the script, so an indexer that lost its lease
// (paused, partitioned) cannot write after another one took over.
//
// # Keys
//
// All keys start with Config.Prefix. Ids are decimal strings; sorted sets are
// scored by id, or by block number × 2^20 + log index for events and
// buybacks (exact while block numbers stay below 2^33).
//
// # Search
//
// SearchProjects answers from an index the write scripts keep with the
// projects (search_lua.go): keys sx:w:<prefix> list the public projects
// having a word that starts with the prefix. BuildSearchIndex indexes data
// written before the index existed; the indexer runs it when it starts.
package readmodel
