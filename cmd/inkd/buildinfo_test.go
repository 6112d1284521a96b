package main

import "testing"

func TestHumanTime(t *testing.T) {
	for in, want := range map[string]string{
		"1764374400": "2025-11-29 00:00:00 UTC",
		"0":          "0",
		"":           "",
		"soon":       "soon",
	} {
		if got := humanTime(in); got != want {
			t.Errorf("humanTime(%q) = %q, want %q", in, got, want)
		}
	}
}
