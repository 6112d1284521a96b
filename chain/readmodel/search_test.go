package readmodel

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestSearchWords(t *testing.T) {
	long := strings.Repeat("x", 30)
	cases := []struct {
		name, in string
		want     []string
	}{
		{"punctuation and case", "Inkd-CLI: the FAST registry, the end.", []string{"inkd", "cli", "the", "fast", "registry", "end"}},
		{"full width folds to ASCII", "ＩＮＫＤ ｃｌｉ", []string{"inkd", "cli"}},
		{"combining accent composes", "cafe\u0301 Übersetzung", []string{"café", "übersetzung"}},
		{"digits stay", "v2 x86_64", []string{"v2", "x86", "64"}},
		{"one word per ideograph", "日本語のツール", []string{"日", "本", "語", "の", "ツ", "ー", "ル"}},
		{"long words are cut", long + " " + long + "y", []string{long[:SearchWordRunes]}},
		{"nothing to search", " !? -- ", nil},
		{"a lone mark is no word", "\u0301", nil},
		{"cyrillic", "Реестр пакетов", []string{"реестр", "пакетов"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			diffOrFail(t, "words", tc.want, searchWords(tc.in, maxIndexedWords))
		})
	}
	diffOrFail(t, "query words drop the beginnings of others", []string{"inkd", "registry"}, queryWords("ink inkd reg registry"))
	if n := len(searchWords(strings.Repeat("a b c d e f g h i j ", 400)+fmt.Sprint(1), 5)); n != 5 {
		t.Fatalf("word cap: %d words", n)
	}
}

// searchFixture is a registry of projects to search: names and
// descriptions in several scripts, a private one and an agent.
func searchFixture(tb testing.TB, m *Model) {
	tb.Helper()
	p := func(id int, name, desc string, public bool) *Project {
		pr := project(id, name, public, false)
		pr.Description = desc
		return pr
	}
	mustApply(tb, m, block(20, "s",
		created(0, p(1, "inkd-cli", "Command line client for the inkd registry", true)),
		created(1, p(2, "registry-explorer", "Browse projects in the browser", true)),
		created(2, p(3, "secret-inkd", "inkd private tooling", false)),
		created(3, p(4, "café", "Ein Werkzeug für Übersetzungen", true)),
		created(4, p(5, "日本ツール", "日本語のドキュメント", true)),
		created(5, p(6, "inkwell", "ink for agents", true)),
	), Canonical(testToken))
}

func ids(ps []Project) []string {
	out := []string{}
	for _, p := range ps {
		out = append(out, p.ID)
	}
	return out
}

// Search finds public projects by the beginning of their name and by the
// words of their description, all words of the query at once, in id order
// with the total, on real Redis and on the miniredis `inkd dev` embeds.
func TestSearchProjects(t *testing.T) {
	cases := []struct {
		name          string
		q             string
		offset, limit int
		want          []string
		total         int
	}{
		{"name prefix", "ink", 0, 20, []string{"1", "6"}, 2},
		{"query case and width", "ＩＮＫＤ", 0, 20, []string{"1"}, 1},
		{"name with punctuation", "inkd-c", 0, 20, []string{"1"}, 1},
		{"name and description", "regis", 0, 20, []string{"1", "2"}, 2},
		{"words of name and description combined", "inkd reg", 0, 20, []string{"1"}, 1},
		{"description words only", "browser proj", 0, 20, []string{"2"}, 1},
		{"words in any order", "proj brow", 0, 20, []string{"2"}, 1},
		{"unicode description", "ÜBERSETZ", 0, 20, []string{"4"}, 1},
		{"accents are not folded", "cafe", 0, 20, []string{}, 0},
		{"unicode name", "caf", 0, 20, []string{"4"}, 1},
		{"ideographs", "日本", 0, 20, []string{"5"}, 1},
		{"katakana in the description", "ドキュ", 0, 20, []string{"5"}, 1},
		{"private projects are never found", "secret", 0, 20, []string{}, 0},
		{"no match", "zzz", 0, 20, []string{}, 0},
		{"one word of several missing", "inkd zzz", 0, 20, []string{}, 0},
		{"empty", "", 0, 20, []string{}, 0},
		{"no word at all", " -?! ", 0, 20, []string{}, 0},
		{"second page", "ink", 1, 1, []string{"6"}, 2},
		{"past the end", "ink", 5, 20, []string{}, 2},
		{"past the end of several words", "inkd registry", 3, 20, []string{}, 1},
		{"hostile", "*?[]{}' OR 1=1 --\x00\u202e", 0, 20, []string{}, 0},
	}
	eachBackend(t, func(t *testing.T, m *Model) {
		searchFixture(t, m)
		for _, tc := range cases {
			t.Run(tc.name, func(t *testing.T) {
				ps, total, err := m.SearchProjects(context.Background(), tc.q, tc.offset, tc.limit)
				if err != nil {
					t.Fatal(err)
				}
				diffOrFail(t, "ids", tc.want, ids(ps))
				if total != tc.total {
					t.Errorf("total %d, want %d", total, tc.total)
				}
			})
		}
		ps, _, err := m.SearchProjects(context.Background(), "inkd-cli", 0, 1)
		if err != nil || len(ps) != 1 || ps[0].Name != "inkd-cli" || ps[0].Description == "" {
			t.Fatalf("found project %+v, %v; want the whole record", ps, err)
		}
		if _, _, err := m.SearchProjects(context.Background(), "ink", -1, 20); err == nil {
			t.Fatal("negative offset accepted")
		}
	})
}

// searchKeys is the part of a snapshot that is the search index.
func searchKeys(tb testing.TB, m *Model) map[string]string {
	tb.Helper()
	out := map[string]string{}
	for k, v := range snapshot(tb, m) {
		if strings.HasPrefix(k, "sx:") {
			out[k] = v
		}
	}
	return out
}

// A project a reorg takes back leaves the index exactly as if it had never
// been there, and one applied again returns to it.
func TestSearchIndexFollowsRollbacks(t *testing.T) {
	ctx := context.Background()
	m := newModel(t)
	searchFixture(t, m)
	before := searchKeys(t, m)
	orphan := project(7, "rollme", true, false)
	orphan.Description = "ink that a reorg takes back"
	mustApply(t, m, block(21, "s", created(0, orphan)), Canonical(testToken))
	if ps, total, _ := m.SearchProjects(ctx, "rollme", 0, 20); total != 1 || len(ps) != 1 {
		t.Fatalf("landed project not found: %v %d", ids(ps), total)
	}
	if _, err := m.Rewind(ctx, testToken, BlockRef{Number: 20, Hash: hash("s-20")}); err != nil {
		t.Fatal(err)
	}
	if ps, total, _ := m.SearchProjects(ctx, "ink", 0, 20); total != 2 {
		t.Fatalf("after the rollback 'ink' finds %v (%d)", ids(ps), total)
	}
	diffOrFail(t, "index after the rollback", before, searchKeys(t, m))

	// The same id on the new chain, with other words.
	other := project(7, "other", true, false)
	mustApply(t, m, block(21, "t", created(0, other)), Canonical(testToken))
	if ps, _, _ := m.SearchProjects(ctx, "rollme", 0, 20); len(ps) != 0 {
		t.Fatalf("words of the orphaned project still found: %v", ids(ps))
	}
	if ps, _, _ := m.SearchProjects(ctx, "other", 0, 20); len(ps) != 1 {
		t.Fatalf("re-applied project not found: %v", ids(ps))
	}
}

// stripSearch turns m into a read model written by an inkd without the
// search index: no index keys, and journal entries without words.
func stripSearch(tb testing.TB, m *Model) {
	tb.Helper()
	ctx := context.Background()
	keys, err := m.rdb.Keys(ctx, m.key("*")).Result()
	if err != nil {
		tb.Fatal(err)
	}
	for _, k := range keys {
		name := strings.TrimPrefix(k, m.cfg.Prefix)
		switch {
		case strings.HasPrefix(name, "sx:"):
			if err := m.rdb.Del(ctx, k).Err(); err != nil {
				tb.Fatal(err)
			}
		case strings.HasPrefix(name, "j:"):
			entries, err := m.rdb.HGetAll(ctx, k).Result()
			if err != nil {
				tb.Fatal(err)
			}
			for f, raw := range entries {
				var c map[string]any
				if err := json.Unmarshal([]byte(raw), &c); err != nil {
					tb.Fatal(err)
				}
				delete(c, "words")
				b, _ := json.Marshal(c)
				if err := m.rdb.HSet(ctx, k, f, string(b)).Err(); err != nil {
					tb.Fatal(err)
				}
			}
		}
	}
}

// Data written before the index existed is indexed by BuildSearchIndex,
// page by page, into exactly the index a fresh model holds; a second call
// does nothing; rollbacks of blocks journaled without words still take
// their projects out of the index.
func TestBuildSearchIndexOfOlderData(t *testing.T) {
	ctx := context.Background()
	const bulk = 2*buildBatch + 44 // public ones span two pages
	bulkPublic := 0
	for i := range bulk {
		if i%3 != 0 {
			bulkPublic++
		}
	}
	fill := func(m *Model) {
		searchFixture(t, m)
		var many []Change
		for i := range bulk {
			p := project(100+i, fmt.Sprintf("bulk-%d", i), i%3 != 0, false)
			p.Description = "bulk project number " + fmt.Sprint(i)
			many = append(many, created(uint(i), p))
		}
		mustApply(t, m, block(21, "s", many...), Canonical(testToken))
	}
	fresh := newModel(t)
	fill(fresh)
	old := newModel(t)
	fill(old)
	stripSearch(t, old)
	if ps, total, _ := old.SearchProjects(ctx, "bulk", 0, 20); total != 0 {
		t.Fatalf("stripped model still finds %v", ids(ps))
	}

	if _, err := old.BuildSearchIndex(ctx, "not-the-lease"); !errors.Is(err, ErrLeaseLost) {
		t.Fatalf("build without the lease: %v", err)
	}
	n, err := old.BuildSearchIndex(ctx, testToken)
	if err != nil {
		t.Fatal(err)
	}
	public := 5 + bulkPublic
	if n != public {
		t.Fatalf("indexed %d projects, want %d", n, public)
	}
	diffOrFail(t, "index built from older data", searchKeys(t, fresh), searchKeys(t, old))
	_, total, err := old.SearchProjects(ctx, "bulk proj", 0, 20)
	if err != nil || total != bulkPublic {
		t.Fatalf("bulk search: total %d, %v", total, err)
	}
	if n, err := old.BuildSearchIndex(ctx, testToken); n != 0 || err != nil {
		t.Fatalf("second build indexed %d, %v", n, err)
	}

	for _, m := range []*Model{fresh, old} {
		if _, err := m.Rewind(ctx, testToken, BlockRef{Number: 20, Hash: hash("s-20")}); err != nil {
			t.Fatal(err)
		}
	}
	diffOrFail(t, "index after rolling back blocks journaled without words", searchKeys(t, fresh), searchKeys(t, old))
	if _, total, _ := old.SearchProjects(ctx, "bulk", 0, 20); total != 0 {
		t.Fatalf("rolled back projects still found: %d", total)
	}
}

// A project applied by a process without the index (a receipt applied by
// an older API during a rolling upgrade) is indexed when the indexer
// applies its block.
func TestSearchIndexCatchesUpOnReapply(t *testing.T) {
	ctx := context.Background()
	m := newModel(t)
	p := project(9, "upgraded", true, false)
	blk := block(30, "u", created(0, p))
	enc, err := encodeChange(blk, blk.Changes[0])
	if err != nil {
		t.Fatal(err)
	}
	var c map[string]any
	if err := json.Unmarshal([]byte(enc), &c); err != nil {
		t.Fatal(err)
	}
	delete(c, "words")
	old, _ := json.Marshal(c)
	args := append(m.baseArgs(), "o", "", "30", blk.Hash.Hex(), "0", string(old))
	if err := applyScript.Run(ctx, m.rdb, nil, args...).Err(); err != nil {
		t.Fatal(err)
	}
	if _, total, _ := m.SearchProjects(ctx, "upgraded", 0, 20); total != 0 {
		t.Fatal("an old writer's project is indexed")
	}
	res := mustApply(t, m, blk, Canonical(testToken))
	if res.Applied != 0 || res.Skipped != 1 {
		t.Fatalf("re-apply: %+v", res)
	}
	ps, total, err := m.SearchProjects(ctx, "upgraded", 0, 20)
	if err != nil || total != 1 || cmp.Diff([]string{"9"}, ids(ps)) != "" {
		t.Fatalf("after the indexer's apply: %v %d %v", ids(ps), total, err)
	}
}

// The miniredis `inkd dev` embeds runs the build script too: its indexer
// calls BuildSearchIndex on every start.
func TestBuildSearchIndexOnMiniredis(t *testing.T) {
	ctx := context.Background()
	m := newMiniModel(t)
	searchFixture(t, m)
	want := searchKeys(t, m)
	stripSearch(t, m)
	if n, err := m.BuildSearchIndex(ctx, testToken); err != nil || n != 5 {
		t.Fatalf("build: %d, %v", n, err)
	}
	diffOrFail(t, "index", want, searchKeys(t, m))
	if _, total, err := m.SearchProjects(ctx, "inkd reg", 0, 20); err != nil || total != 1 {
		t.Fatalf("search after the build: %d, %v", total, err)
	}
}
