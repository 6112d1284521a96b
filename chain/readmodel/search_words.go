package readmodel

import (
	"encoding/json"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// Limits of the search index.
const (
	// SearchWordRunes is how many characters of a word the index tells
	// apart: longer words, in projects and in queries, count by their
	// first SearchWordRunes characters.
	SearchWordRunes = 24
	// maxIndexedWords bounds the words indexed for one project. The
	// registry caps a name at 64 and a description at 1024 characters,
	// so real projects stay far below it; it guards against a record the
	// contract would not produce.
	maxIndexedWords = 600
)

// searchWords splits s into the words search matches on, in order of first
// appearance and without repeats: s is normalised as project names are
// (NFKC, lower case), a word is a run of letters, digits and combining
// marks, and every Han, Hiragana and Katakana character is a word of its
// own (those scripts do not separate words with spaces). Words are cut to
// SearchWordRunes characters. At most max words are returned.
func searchWords(s string, max int) []string {
	s = norm.NFKC.String(strings.ToLower(norm.NFKC.String(s)))
	var out []string
	seen := map[string]bool{}
	var cur []rune
	flush := func() {
		if len(cur) == 0 {
			return
		}
		w := string(cur[:min(len(cur), SearchWordRunes)])
		cur = cur[:0]
		if !seen[w] && len(out) < max {
			seen[w] = true
			out = append(out, w)
		}
	}
	for _, r := range s {
		switch {
		case unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana):
			flush()
			cur = append(cur, r)
			flush()
		case unicode.In(r, unicode.L, unicode.N):
			cur = append(cur, r)
		case unicode.In(r, unicode.M):
			if len(cur) > 0 { // a mark belongs to the letter before it
				cur = append(cur, r)
			}
		default:
			flush()
		}
	}
	flush()
	return out
}

// projectWords is what the index holds for p: the words of its name and
// of its description, as the JSON array the scripts read.
func projectWords(p *Project) string {
	words := searchWords(p.Name+"\n"+p.Description, maxIndexedWords)
	if words == nil {
		words = []string{}
	}
	raw, _ := json.Marshal(words) // strings only: cannot fail
	return string(raw)
}

// queryWords returns the words of a search query, leaving out those that
// are the beginning of another word of the query: every project the
// longer word matches, the shorter one matches too.
func queryWords(q string) []string {
	words := searchWords(q, maxIndexedWords)
	out := make([]string, 0, len(words))
	for i, w := range words {
		redundant := false
		for j, o := range words {
			if i != j && strings.HasPrefix(o, w) { // words has no repeats
				redundant = true
				break
			}
		}
		if !redundant {
			out = append(out, w)
		}
	}
	return out
}
