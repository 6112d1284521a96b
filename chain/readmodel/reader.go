package readmodel

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strconv"

	"github.com/ethereum/go-ethereum/common"
	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/internal/confusable"
)

// Project returns project id (a decimal string) with its version count, or
// ErrProjectNotFound. Private projects are returned too.
func (m *Model) Project(ctx context.Context, id string) (Project, error) {
	ps, err := m.projects(ctx, []string{id})
	if err != nil {
		return Project{}, err
	}
	if len(ps) == 0 {
		return Project{}, ErrProjectNotFound
	}
	return ps[0], nil
}

// ProjectByName returns the project registered under name, exactly as the
// registry stores it (lowercase ASCII), or ErrProjectNotFound.
func (m *Model) ProjectByName(ctx context.Context, name string) (Project, error) {
	id, err := m.rdb.HGet(ctx, m.key("names"), name).Result()
	if errors.Is(err, redis.Nil) {
		return Project{}, ErrProjectNotFound
	}
	if err != nil {
		return Project{}, fmt.Errorf("read project name: %w", err)
	}
	return m.Project(ctx, id)
}

// ProjectLike returns a project whose name renders like name: the same
// skeleton (confusable.Skeleton), private projects included; of several,
// the first indexed. ErrProjectNotFound when there is none.
func (m *Model) ProjectLike(ctx context.Context, name string) (Project, error) {
	id, err := m.rdb.HGet(ctx, m.key("skeletons"), confusable.Skeleton(name)).Result()
	if errors.Is(err, redis.Nil) {
		return Project{}, ErrProjectNotFound
	}
	if err != nil {
		return Project{}, fmt.Errorf("read name skeleton: %w", err)
	}
	return m.Project(ctx, id)
}

// Projects returns a page of public projects ordered by id, and how many
// public projects there are.
func (m *Model) Projects(ctx context.Context, offset, limit int) ([]Project, int, error) {
	return m.page(ctx, "ids:public", offset, limit)
}

// Agents returns a page of public agent projects ordered by id, and how
// many there are.
func (m *Model) Agents(ctx context.Context, offset, limit int) ([]Project, int, error) {
	return m.page(ctx, "ids:agents", offset, limit)
}

func (m *Model) page(ctx context.Context, set string, offset, limit int) ([]Project, int, error) {
	if offset < 0 || limit <= 0 {
		return nil, 0, fmt.Errorf("page offset %d limit %d: out of range", offset, limit)
	}
	pipe := m.rdb.Pipeline()
	card := pipe.ZCard(ctx, m.key(set))
	ids := pipe.ZRange(ctx, m.key(set), int64(offset), int64(offset+limit-1))
	if _, err := pipe.Exec(ctx); err != nil {
		return nil, 0, fmt.Errorf("read %s: %w", set, err)
	}
	ps, err := m.projects(ctx, ids.Val())
	if err != nil {
		return nil, 0, err
	}
	return ps, int(card.Val()), nil
}

// projects reads the records and version counts of ids in one round trip,
// leaving out those that are missing.
func (m *Model) projects(ctx context.Context, ids []string) ([]Project, error) {
	if len(ids) == 0 {
		return []Project{}, nil
	}
	keys := make([]string, len(ids))
	for i, id := range ids {
		keys[i] = m.key("project:" + id)
	}
	pipe := m.rdb.Pipeline()
	recs := pipe.MGet(ctx, keys...)
	counts := pipe.HMGet(ctx, m.key("vc"), ids...)
	if _, err := pipe.Exec(ctx); err != nil {
		return nil, fmt.Errorf("read projects: %w", err)
	}
	out := make([]Project, 0, len(ids))
	for i, v := range recs.Val() {
		s, ok := v.(string)
		if !ok {
			continue
		}
		var p Project
		if err := json.Unmarshal([]byte(s), &p); err != nil {
			return nil, fmt.Errorf("decode project %s: %w", ids[i], err)
		}
		if c, ok := counts.Val()[i].(string); ok {
			p.VersionCount, _ = strconv.ParseUint(c, 10, 64)
		}
		out = append(out, p)
	}
	return out, nil
}

// Versions returns every version of project id, lowest index first, or
// ErrProjectNotFound.
func (m *Model) Versions(ctx context.Context, id string) ([]Version, error) {
	pipe := m.rdb.Pipeline()
	exists := pipe.Exists(ctx, m.key("project:"+id))
	all := pipe.HGetAll(ctx, m.key("versions:"+id))
	if _, err := pipe.Exec(ctx); err != nil {
		return nil, fmt.Errorf("read versions of %s: %w", id, err)
	}
	if exists.Val() == 0 {
		return nil, ErrProjectNotFound
	}
	out := make([]Version, 0, len(all.Val()))
	for _, s := range all.Val() {
		var v Version
		if err := json.Unmarshal([]byte(s), &v); err != nil {
			return nil, fmt.Errorf("decode version of %s: %w", id, err)
		}
		out = append(out, v)
	}
	slices.SortFunc(out, func(a, b Version) int {
		switch {
		case a.Index < b.Index:
			return -1
		case a.Index > b.Index:
			return 1
		}
		return 0
	})
	return out, nil
}

// TaggedVersions returns, of tags, those that name a version of project
// id, each with the version it names (the first pushed under the tag: the
// tag index keeps it, and a reorg that removes the version removes its
// entry). A tag that names no version, or a project the model does not
// hold, is simply absent from the map. Versions indexed before the tag
// index existed are not found until the read model is rebuilt.
func (m *Model) TaggedVersions(ctx context.Context, id string, tags []string) (map[string]Version, error) {
	out := map[string]Version{}
	if len(tags) == 0 {
		return out, nil
	}
	idx, err := m.rdb.HMGet(ctx, m.key("tags:"+id), tags...).Result()
	if err != nil {
		return nil, fmt.Errorf("read tags of %s: %w", id, err)
	}
	var found []string
	var fields []string
	for i, v := range idx {
		if s, ok := v.(string); ok {
			found, fields = append(found, tags[i]), append(fields, s)
		}
	}
	if len(fields) == 0 {
		return out, nil
	}
	recs, err := m.rdb.HMGet(ctx, m.key("versions:"+id), fields...).Result()
	if err != nil {
		return nil, fmt.Errorf("read tagged versions of %s: %w", id, err)
	}
	for i, r := range recs {
		s, ok := r.(string)
		if !ok {
			return nil, fmt.Errorf("tag %q of %s names version %s, which the model does not hold", found[i], id, fields[i])
		}
		var v Version
		if err := json.Unmarshal([]byte(s), &v); err != nil {
			return nil, fmt.Errorf("decode version %s of %s: %w", fields[i], id, err)
		}
		out[found[i]] = v
	}
	return out, nil
}

// Collaborators returns the addresses that may push to project id besides
// its owner, as its collaborator events left them (the apply and rollback
// scripts keep the set), in address order; ErrProjectNotFound when the
// model does not hold the project. A registry allows 50 a project, so one
// read is bounded however long the project's history is.
func (m *Model) Collaborators(ctx context.Context, id string) ([]common.Address, error) {
	pipe := m.rdb.Pipeline()
	exists := pipe.Exists(ctx, m.key("project:"+id))
	members := pipe.SMembers(ctx, m.key("collab:"+id))
	if _, err := pipe.Exec(ctx); err != nil {
		return nil, fmt.Errorf("read collaborators of %s: %w", id, err)
	}
	if exists.Val() == 0 {
		return nil, ErrProjectNotFound
	}
	out := make([]common.Address, 0, len(members.Val()))
	for _, s := range members.Val() {
		if !common.IsHexAddress(s) {
			return nil, fmt.Errorf("collaborator of %s: %q is not an address", id, s)
		}
		out = append(out, common.HexToAddress(s))
	}
	slices.SortFunc(out, func(a, b common.Address) int { return a.Cmp(b) })
	return out, nil
}

// Version returns version index of project id, or ErrProjectNotFound or
// ErrVersionNotFound.
func (m *Model) Version(ctx context.Context, id string, index uint64) (Version, error) {
	pipe := m.rdb.Pipeline()
	exists := pipe.Exists(ctx, m.key("project:"+id))
	rec := pipe.HGet(ctx, m.key("versions:"+id), strconv.FormatUint(index, 10))
	if _, err := pipe.Exec(ctx); err != nil && !errors.Is(err, redis.Nil) {
		return Version{}, fmt.Errorf("read version %d of %s: %w", index, id, err)
	}
	if exists.Val() == 0 {
		return Version{}, ErrProjectNotFound
	}
	if errors.Is(rec.Err(), redis.Nil) {
		return Version{}, ErrVersionNotFound
	}
	var v Version
	if err := json.Unmarshal([]byte(rec.Val()), &v); err != nil {
		return Version{}, fmt.Errorf("decode version %d of %s: %w", index, id, err)
	}
	return v, nil
}

// Stats returns the protocol's figures.
func (m *Model) Stats(ctx context.Context) (Stats, error) {
	pipe := m.rdb.Pipeline()
	stats := pipe.HGetAll(ctx, m.key("stats"))
	count := pipe.ZCard(ctx, m.key("ids:all"))
	cursor := pipe.HGet(ctx, m.key("cursor"), "number")
	if _, err := pipe.Exec(ctx); err != nil && !errors.Is(err, redis.Nil) {
		return Stats{}, fmt.Errorf("read stats: %w", err)
	}
	h := stats.Val()
	st := Stats{
		ProjectCount: uint64(count.Val()),
		USDCVolume:   bigOf(h["volume"]),
		BuybackUSDC:  bigOf(h["buybackUsdc"]),
	}
	st.TotalVersions, _ = strconv.ParseUint(h["versions"], 10, 64)
	st.Payments, _ = strconv.ParseUint(h["payments"], 10, 64)
	st.Buybacks, _ = strconv.ParseUint(h["buybacks"], 10, 64)
	st.IndexedBlock, _ = strconv.ParseUint(cursor.Val(), 10, 64)
	if raw, ok := new(big.Int).SetString(h["supply"], 10); ok {
		d, _ := strconv.ParseUint(h["decimals"], 10, 8)
		st.Supply = &TokenSupply{Raw: raw, Decimals: uint8(d), Symbol: h["symbol"]}
	}
	return st, nil
}

func bigOf(s string) *big.Int {
	if v, ok := new(big.Int).SetString(s, 10); ok {
		return v
	}
	return new(big.Int)
}

// Buybacks returns a page of buybacks, newest first, and how many there are.
func (m *Model) Buybacks(ctx context.Context, offset, limit int) ([]Buyback, int, error) {
	if offset < 0 || limit <= 0 {
		return nil, 0, fmt.Errorf("page offset %d limit %d: out of range", offset, limit)
	}
	pipe := m.rdb.Pipeline()
	card := pipe.ZCard(ctx, m.key("buybacks"))
	recs := pipe.ZRevRange(ctx, m.key("buybacks"), int64(offset), int64(offset+limit-1))
	if _, err := pipe.Exec(ctx); err != nil {
		return nil, 0, fmt.Errorf("read buybacks: %w", err)
	}
	out := make([]Buyback, 0, len(recs.Val()))
	for _, s := range recs.Val() {
		var b Buyback
		if err := json.Unmarshal([]byte(s), &b); err != nil {
			return nil, 0, fmt.Errorf("decode buyback: %w", err)
		}
		out = append(out, b)
	}
	return out, int(card.Val()), nil
}

// EventQuery selects registry events.
type EventQuery struct {
	// ProjectID, when set, selects that project's events, private
	// projects included. Without it only public projects' events are
	// listed.
	ProjectID string
	// Type, when set, selects one type of event.
	Type EventType
	// Before is a cursor: the ID of the last event of the previous page.
	// Empty starts with the newest event.
	Before string
	// Limit is the page size, at least 1.
	Limit int
}

// EventPage is one page of events, newest first.
type EventPage struct {
	Events []Event
	// Next is the cursor of the next page; empty when this page is the
	// last one.
	Next string
}

// eventChunk is how many events one round trip reads when a type filter is
// applied to a project's events.
const eventChunk = 200

// Events returns a page of events matching q, newest first.
func (m *Model) Events(ctx context.Context, q EventQuery) (EventPage, error) {
	if q.Limit <= 0 {
		return EventPage{}, fmt.Errorf("event page limit %d: out of range", q.Limit)
	}
	set, filter := "events", false
	switch {
	case q.ProjectID != "":
		set, filter = "events:p:"+q.ProjectID, q.Type != ""
	case q.Type != "":
		set = "events:t:" + string(q.Type)
	}
	max := "+inf"
	if q.Before != "" {
		score, err := ParseEventID(q.Before)
		if err != nil {
			return EventPage{}, err
		}
		max = "(" + strconv.FormatUint(score, 10)
	}
	count := int64(q.Limit)
	if filter {
		count = eventChunk
	}
	page := EventPage{Events: make([]Event, 0, q.Limit)}
	for len(page.Events) < q.Limit {
		zs, err := m.rdb.ZRevRangeByScoreWithScores(ctx, m.key(set), &redis.ZRangeBy{Min: "-inf", Max: max, Count: count}).Result()
		if err != nil {
			return EventPage{}, fmt.Errorf("read events: %w", err)
		}
		for _, z := range zs {
			var ev Event
			s, _ := z.Member.(string)
			if err := json.Unmarshal([]byte(s), &ev); err != nil {
				return EventPage{}, fmt.Errorf("decode event: %w", err)
			}
			if filter && ev.Type != q.Type {
				continue
			}
			if len(page.Events) < q.Limit {
				page.Events = append(page.Events, ev)
			}
		}
		if len(page.Events) == q.Limit {
			break
		}
		if int64(len(zs)) < count {
			return page, nil
		}
		max = "(" + strconv.FormatFloat(zs[len(zs)-1].Score, 'f', 0, 64)
	}
	page.Next = page.Events[len(page.Events)-1].ID
	return page, nil
}
