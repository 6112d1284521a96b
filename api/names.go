package api

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// The lookalike rule for project names. A name is what users type to find
// and trust a project, so two names that render alike must not both be
// registrable. The API normalises a name and refuses what cannot be told
// apart on screen; the registry then stores the result (it lowercases ASCII
// letters again, which changes nothing):
//
//  1. NFKC normalisation folds compatibility forms into their plain
//     equivalents: fullwidth "ｉｎｋｄ" is "inkd", the ligature "ﬁ" is "fi", a
//     no-break space is a space. Then letters are lowercased (all scripts,
//     not only ASCII).
//  2. Refused: control characters, format characters (zero-width space and
//     joiners, bidirectional controls, soft hyphen), other default-ignorable
//     and blank-looking characters (Hangul fillers, braille blank),
//     variation selectors, private-use, surrogate and unassigned code
//     points, line and paragraph separators, any space but U+0020, two
//     spaces in a row, and combining marks that do not follow a letter or
//     come more than two in a row.
//  3. Refused: letters of more than one script, except the combinations a
//     language writes with (Latin with Han, Hiragana and Katakana; Latin
//     with Han and Hangul; Latin with Han and Bopomofo), so "pаypal" with a
//     Cyrillic "а" cannot pass for "paypal".
//
//  4. Refused as taken (name_taken, in the create's checks, not here): a
//     name that renders like a registered or pending one, by the
//     skeletons of Unicode TR39 (internal/confusable): hyphens and dashes
//     (U+2010, U+2011, U+2012, U+2013, U+2212) fold to "-", dotless "ı" to
//     "i", Latin alpha "ɑ" to "a", small capitals to their letters, "m" to
//     "rn", the digit 1 to "l", and Cyrillic and Greek letters that look
//     Latin to those letters (Cyrillic "аре" beside Latin "ape").
//
// Not covered (documented in docs/api.md, Names): lookalikes outside the skeleton
// table (it holds the confusables that matter for normalised names, not
// the whole of confusables.txt), the digit 0 beside the letter o (TR39
// keeps them apart in lowercase), and projects indexed before the
// skeleton index existed until the read model is rebuilt. Clients should
// show a project's id and owner beside its name.

// nameError says why a name is refused.
type nameError struct{ reason string }

func (e *nameError) Error() string { return e.reason }

// blanks are characters that render as nothing or as a space but are not in
// the categories refused wholesale.
var blanks = map[rune]bool{
	0x115F: true, 0x1160: true, 0x3164: true, 0xFFA0: true, // Hangul fillers
	0x2800: true, // braille pattern blank
}

// normalizeName returns the stored form of a project name, or a *nameError.
// The caller has trimmed surrounding space and checked it is not empty.
func normalizeName(s string) (string, error) {
	if !utf8.ValidString(s) {
		return "", &nameError{"name is not valid UTF-8"}
	}
	s = norm.NFKC.String(strings.ToLower(norm.NFKC.String(s)))
	marks := 0
	prevLetter, prevSpace := false, false
	scripts := map[string]bool{}
	for _, r := range s {
		switch {
		case r == ' ':
			if prevSpace {
				return "", &nameError{"name has two spaces in a row"}
			}
			prevSpace, prevLetter, marks = true, false, 0
			continue
		case refusedRune(r):
			return "", &nameError{"name contains the invisible, control or unassigned character " + codePoint(r)}
		case unicode.In(r, unicode.Mn, unicode.Me):
			marks++
			if !prevLetter || marks > 2 {
				return "", &nameError{"name has the combining mark " + codePoint(r) + " where no letter carries it"}
			}
			continue
		}
		prevSpace, marks = false, 0
		prevLetter = unicode.IsLetter(r)
		if prevLetter {
			if sc := scriptOf(r); sc != "" {
				scripts[sc] = true
			}
		}
	}
	if !scriptsAllowed(scripts) {
		return "", &nameError{"name mixes letters of the scripts " + strings.Join(sortedKeys(scripts), ", ") + "; use one script"}
	}
	return s, nil
}

// refusedRune reports characters no name may contain.
func refusedRune(r rune) bool {
	switch {
	case blanks[r]:
		return true
	case unicode.In(r, unicode.Cc, unicode.Cf, unicode.Co, unicode.Cs, unicode.Zl, unicode.Zp, unicode.Zs):
		return true // U+0020 is handled by the caller
	case unicode.In(r, unicode.Other_Default_Ignorable_Code_Point, unicode.Variation_Selector):
		return true
	case !unicode.In(r, unicode.L, unicode.M, unicode.N, unicode.P, unicode.S):
		return true // unassigned
	}
	return false
}

// scriptOf names the script of letter r; "" for Common and Inherited.
func scriptOf(r rune) string {
	for name, table := range unicode.Scripts {
		if name == "Common" || name == "Inherited" {
			continue
		}
		if unicode.Is(table, r) {
			return name
		}
	}
	return ""
}

// mixes are the script combinations a single language writes with.
var mixes = []map[string]bool{
	{"Latin": true, "Han": true, "Hiragana": true, "Katakana": true},
	{"Latin": true, "Han": true, "Hangul": true},
	{"Latin": true, "Han": true, "Bopomofo": true},
}

func scriptsAllowed(used map[string]bool) bool {
	if len(used) <= 1 {
		return true
	}
	for _, mix := range mixes {
		ok := true
		for s := range used {
			if !mix[s] {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}

func codePoint(r rune) string { return fmt.Sprintf("U+%04X", r) }

func sortedKeys(m map[string]bool) []string { return slices.Sorted(maps.Keys(m)) }
