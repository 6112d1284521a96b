package readmodel

import (
	"context"
	"errors"
	"fmt"
	"strconv"

	"github.com/redis/go-redis/v9"
)

// SearchProjects returns a page of the public projects matching q, ordered
// by id as Projects is, and how many match.
//
// q is split into words as project names and descriptions are (see
// searchWords: lower case, Unicode letters and digits; punctuation and
// spaces separate words). A project matches when every word of q is the
// beginning of a word of its name or of its description: "ink" finds the
// project named "inkd-cli" and the one described as "an ink registry";
// "inkd reg" finds a project named "inkd" whose description says
// "registry". So a name prefix made of letters and digits always finds the
// name. A q without any word matches nothing. Private projects are never
// found, as Projects never lists them.
//
// The cost is bounded by the index, not by the number of projects: a
// one-word query is a ZCARD and a ZRANGE on that word's set, O(log N +
// limit); several words intersect their sets in one script, O(S·W) for S
// the size of the smallest set and W the number of words, plus O(M log M)
// for the M matches. Then, as for Projects, one round trip reads the
// page's records.
func (m *Model) SearchProjects(ctx context.Context, q string, offset, limit int) ([]Project, int, error) {
	if offset < 0 || limit <= 0 {
		return nil, 0, fmt.Errorf("page offset %d limit %d: out of range", offset, limit)
	}
	words := queryWords(q)
	switch len(words) {
	case 0:
		return []Project{}, 0, nil
	case 1:
		return m.page(ctx, "sx:w:"+words[0], offset, limit)
	}
	args := make([]any, 0, 3+len(words))
	args = append(args, m.cfg.Prefix, offset, limit)
	for _, w := range words {
		args = append(args, w)
	}
	res, err := searchScript.Run(ctx, m.rdb, nil, args...).Slice()
	if err != nil {
		return nil, 0, fmt.Errorf("search projects: %w", err)
	}
	if len(res) == 0 {
		return nil, 0, fmt.Errorf("search projects: empty script result")
	}
	total, _ := res[0].(int64)
	ids := make([]string, 0, len(res)-1)
	for _, v := range res[1:] {
		if id, ok := v.(string); ok {
			ids = append(ids, id)
		}
	}
	ps, err := m.projects(ctx, ids)
	if err != nil {
		return nil, 0, err
	}
	return ps, int(total), nil
}

// buildBatch is how many projects one step of BuildSearchIndex reads and
// indexes.
const buildBatch = 256

// BuildSearchIndex indexes the public projects written before the model
// kept a search index (by an older inkd), under the indexer's lease token,
// and marks the index complete. Once it is, a call costs one GET. Projects
// written meanwhile are indexed as they are applied, so it can run while
// the model is being written. It returns how many projects it indexed, or
// ErrLeaseLost.
func (m *Model) BuildSearchIndex(ctx context.Context, token string) (int, error) {
	built, err := m.rdb.Get(ctx, m.key("sx:built")).Result()
	if err != nil && !errors.Is(err, redis.Nil) {
		return 0, fmt.Errorf("read search index mark: %w", err)
	}
	if built == "1" {
		return 0, nil
	}
	indexed, from := 0, "-inf"
	for {
		zs, err := m.rdb.ZRangeByScoreWithScores(ctx, m.key("ids:public"), &redis.ZRangeBy{Min: from, Max: "+inf", Count: buildBatch}).Result()
		if err != nil {
			return indexed, fmt.Errorf("read public projects: %w", err)
		}
		ids := make([]string, len(zs))
		for i, z := range zs {
			ids[i], _ = z.Member.(string)
		}
		ps, err := m.projects(ctx, ids)
		if err != nil {
			return indexed, err
		}
		last := len(zs) < buildBatch
		args := append(m.baseArgs(), token, flag(last))
		for i := range ps {
			args = append(args, ps[i].ID, projectWords(&ps[i]))
		}
		n, err := buildSearchScript.Run(ctx, m.rdb, nil, args...).Int()
		if err != nil {
			return indexed, fmt.Errorf("build search index: %w", err)
		}
		if n < 0 {
			return indexed, ErrLeaseLost
		}
		indexed += n
		if last {
			return indexed, nil
		}
		from = "(" + strconv.FormatFloat(zs[len(zs)-1].Score, 'f', -1, 64)
	}
}
