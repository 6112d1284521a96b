package readmodel

import (
	"context"
	"fmt"
	"sort"
	"strings"
)

// Snapshot returns the model's content, key by key (without the prefix),
// as comparable strings: for tests and diagnostics, not for serving. It
// leaves out what only records how the content was reached (the stream,
// cursor, lease, journals, block lists and the
// search index's completion mark), and counters at zero, so two
// models that hold the same projects, versions, events and figures have
// equal snapshots however they got there. It reads every key: use it on
// small models.
func (m *Model) Snapshot(ctx context.Context) (map[string]string, error) {
	var keys []string
	iter := m.rdb.Scan(ctx, 0, m.cfg.Prefix+"*", 1000).Iterator()
	for iter.Next(ctx) {
		keys = append(keys, iter.Val())
	}
	if err := iter.Err(); err != nil {
		return nil, fmt.Errorf("scan read model: %w", err)
	}
	skip := map[string]bool{"stream": true, "cursor": true, "lease": true, "blocks": true, "ahead": true, "sx:built": true}
	out := map[string]string{}
	for _, k := range keys {
		name := strings.TrimPrefix(k, m.cfg.Prefix)
		if skip[name] || strings.HasPrefix(name, "j:") {
			continue
		}
		typ, err := m.rdb.Type(ctx, k).Result()
		if err != nil {
			return nil, fmt.Errorf("snapshot %s: %w", k, err)
		}
		var v any
		switch typ {
		case "string":
			v, err = m.rdb.Get(ctx, k).Result()
		case "hash":
			var h map[string]string
			h, err = m.rdb.HGetAll(ctx, k).Result()
			for f, x := range h {
				if name == "stats" && x == "0" {
					delete(h, f)
				}
			}
			if len(h) == 0 {
				continue
			}
			v = h
		case "set":
			var s []string
			s, err = m.rdb.SMembers(ctx, k).Result()
			sort.Strings(s)
			v = s
		case "zset":
			v, err = m.rdb.ZRangeWithScores(ctx, k, 0, -1).Result()
		default:
			return nil, fmt.Errorf("snapshot %s: unexpected type %s", k, typ)
		}
		if err != nil {
			return nil, fmt.Errorf("snapshot %s: %w", k, err)
		}
		out[name] = fmt.Sprint(v)
	}
	return out, nil
}
