// Package confusable folds project names that render alike onto one
// skeleton, after Unicode Technical Standard #39 (Unicode Security
// Mechanisms), section 4: skeleton(X) = NFD(map(NFD(X))), where map
// replaces each character by its prototype in the standard's
// confusables.txt. Two names are confusable when their skeletons are equal.
//
// The table is not the whole of confusables.txt (some 6,000 entries, most
// of them for scripts and symbols a normalised name cannot hold): it is
// the part that matters for names the API has already normalised (NFKC,
// lowercase, one script): the lowercase Latin lookalikes in Latin script
// (dotless i, Latin alpha, script g, small capitals, …), the dashes and
// hyphens, the digit one, and the Cyrillic and Greek letters that look
// Latin (a name written wholly in one of those scripts can pass for a
// Latin one). Each entry was typed from confusables.txt (Unicode 10.0
// onwards, where these mappings are unchanged) for the characters listed;
// NFKC already folds fullwidth, mathematical and compatibility forms
// before a name reaches Skeleton.
//
//	confusable.Skeleton("pɑypɑl") == confusable.Skeleton("paypal") // true
package confusable

import (
	"strings"

	"golang.org/x/text/unicode/norm"
)

// prototypes maps a character to its prototype in confusables.txt.
// Prototypes are lowercase where the standard's are (a name is lowercase
// by the time it is folded), except where the standard's prototype is a
// sequence ("m" → "rn").
var prototypes = map[rune]string{
	// Hyphens and dashes → HYPHEN-MINUS.
	0x02D7: "-", // ˗ MODIFIER LETTER MINUS SIGN
	0x2010: "-", // ‐ HYPHEN
	0x2011: "-", // ‑ NON-BREAKING HYPHEN
	0x2012: "-", // ‒ FIGURE DASH
	0x2013: "-", // – EN DASH
	0x2043: "-", // ⁃ HYPHEN BULLET
	0x2212: "-", // − MINUS SIGN
	0xFE58: "-", // ﹘ SMALL EM DASH
	0x06D4: "-", // ۔ ARABIC FULL STOP

	// Digits and Latin letters whose prototype is another Latin letter.
	'1':    "l",  // DIGIT ONE
	'|':    "l",  // VERTICAL LINE
	'm':    "rn", // LATIN SMALL LETTER M
	0x0131: "i",  // ı LATIN SMALL LETTER DOTLESS I
	0x018D: "g",  // ƍ LATIN SMALL LETTER TURNED DELTA
	0x01BD: "s",  // ƽ LATIN SMALL LETTER TONE FIVE
	0x01C0: "l",  // ǀ LATIN LETTER DENTAL CLICK
	0x0251: "a",  // ɑ LATIN SMALL LETTER ALPHA
	0x0261: "g",  // ɡ LATIN SMALL LETTER SCRIPT G
	0x0263: "y",  // ɣ LATIN SMALL LETTER GAMMA
	0x0269: "i",  // ɩ LATIN SMALL LETTER IOTA
	0x026A: "i",  // ɪ LATIN LETTER SMALL CAPITAL I
	0x026F: "w",  // ɯ LATIN SMALL LETTER TURNED M
	0x028B: "u",  // ʋ LATIN SMALL LETTER V WITH HOOK
	0x028F: "y",  // ʏ LATIN LETTER SMALL CAPITAL Y
	0x1D04: "c",  // ᴄ LATIN LETTER SMALL CAPITAL C
	0x1D0F: "o",  // ᴏ LATIN LETTER SMALL CAPITAL O
	0x1D11: "o",  // ᴑ LATIN SMALL LETTER SIDEWAYS O
	0x1D1C: "u",  // ᴜ LATIN LETTER SMALL CAPITAL U
	0x1D20: "v",  // ᴠ LATIN LETTER SMALL CAPITAL V
	0x1D21: "w",  // ᴡ LATIN LETTER SMALL CAPITAL W
	0x1D22: "z",  // ᴢ LATIN LETTER SMALL CAPITAL Z
	0x1D83: "g",  // ᶃ LATIN SMALL LETTER G WITH PALATAL HOOK
	0x1E9D: "f",  // ẝ LATIN SMALL LETTER LONG S WITH HIGH STROKE
	0x1EFF: "y",  // ỿ LATIN SMALL LETTER Y WITH LOOP
	0x217F: "rn", // ⅿ SMALL ROMAN NUMERAL ONE THOUSAND
	0xA731: "s",  // ꜱ LATIN LETTER SMALL CAPITAL S

	// Greek letters that look Latin.
	0x03B1: "a", // α GREEK SMALL LETTER ALPHA
	0x03B3: "y", // γ GREEK SMALL LETTER GAMMA
	0x03B9: "i", // ι GREEK SMALL LETTER IOTA
	0x03BD: "v", // ν GREEK SMALL LETTER NU
	0x03BF: "o", // ο GREEK SMALL LETTER OMICRON
	0x03C1: "p", // ρ GREEK SMALL LETTER RHO
	0x03C3: "o", // σ GREEK SMALL LETTER SIGMA
	0x03C5: "u", // υ GREEK SMALL LETTER UPSILON
	0x03F1: "p", // ϱ GREEK RHO SYMBOL
	0x03F2: "c", // ϲ GREEK LUNATE SIGMA SYMBOL
	0x03F3: "j", // ϳ GREEK LETTER YOT

	// Cyrillic letters that look Latin.
	0x0430: "a", // а CYRILLIC SMALL LETTER A
	0x0433: "r", // г CYRILLIC SMALL LETTER GHE
	0x0435: "e", // е CYRILLIC SMALL LETTER IE
	0x043E: "o", // о CYRILLIC SMALL LETTER O
	0x0440: "p", // р CYRILLIC SMALL LETTER ER
	0x0441: "c", // с CYRILLIC SMALL LETTER ES
	0x0443: "y", // у CYRILLIC SMALL LETTER U
	0x0445: "x", // х CYRILLIC SMALL LETTER HA
	0x0455: "s", // ѕ CYRILLIC SMALL LETTER DZE
	0x0456: "i", // і CYRILLIC SMALL LETTER BYELORUSSIAN-UKRAINIAN I
	0x0458: "j", // ј CYRILLIC SMALL LETTER JE
	0x0461: "w", // ѡ CYRILLIC SMALL LETTER OMEGA
	0x0475: "v", // ѵ CYRILLIC SMALL LETTER IZHITSA
	0x04AF: "y", // ү CYRILLIC SMALL LETTER STRAIGHT U
	0x04BB: "h", // һ CYRILLIC SMALL LETTER SHHA
	0x04BD: "e", // ҽ CYRILLIC SMALL LETTER ABKHASIAN CHE
	0x04CF: "i", // ӏ CYRILLIC SMALL LETTER PALOCHKA
	0x0501: "d", // ԁ CYRILLIC SMALL LETTER KOMI DE
	0x051B: "q", // ԛ CYRILLIC SMALL LETTER QA
	0x051D: "w", // ԝ CYRILLIC SMALL LETTER WE
}

// Skeleton returns the skeleton of name: equal skeletons mean names that
// render alike. name should be normalised already (the API's NFKC and
// lowercasing); Skeleton does not lowercase. Combining marks are kept, so
// "café" and "cafe" stay distinct, as in TR39.
func Skeleton(name string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(name) {
		if p, ok := prototypes[r]; ok {
			b.WriteString(p)
			continue
		}
		b.WriteRune(r)
	}
	return norm.NFD.String(b.String())
}
