package confusable

import "testing"

// Names that render alike share a skeleton; names that differ in a letter
// or an accent do not.
func TestSkeleton(t *testing.T) {
	for _, tc := range []struct {
		name string
		a, b string
		same bool
	}{
		{"hyphen U+2010", "inkd-core", "inkd\u2010core", true},
		{"minus sign", "inkd-core", "inkd\u2212core", true},
		{"dotless i", "inkd", "\u0131nkd", true},
		{"latin alpha", "paypal", "p\u0251yp\u0251l", true},
		{"small capitals", "cove", "\u1D04\u1D0F\u1D20e", true},
		{"cyrillic whole script", "ape", "\u0430\u0440\u0435", true},
		{"m and rn", "module", "rnodule", true},
		{"digit one", "inkdl", "inkd1", true},
		{"another letter", "inkd-core", "inkd-cord", false},
		{"an accent", "cafe", "caf\u00e9", false},
		{"digit zero", "inkdo", "inkd0", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := Skeleton(tc.a) == Skeleton(tc.b); got != tc.same {
				t.Fatalf("Skeleton(%q)=%q, Skeleton(%q)=%q: same %v, want %v", tc.a, Skeleton(tc.a), tc.b, Skeleton(tc.b), got, tc.same)
			}
		})
	}
}
