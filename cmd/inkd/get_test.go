package main

import (
	"errors"
	"testing"

	"github.com/inkd/inkd/api/client"
	"github.com/inkd/inkd/api/wire"
)

func TestParseVersionRef(t *testing.T) {
	idx := func(n uint64) *uint64 { return &n }
	for _, tc := range []struct {
		ref, tag string
		index    int64
		project  string
		pick     client.VersionPick
		usage    bool
	}{
		{ref: "tool", index: -1, project: "tool"},
		{ref: "7", index: -1, project: "7"},
		{ref: "tool@v1.2.0", index: -1, project: "tool", pick: client.VersionPick{Tag: "v1.2.0"}},
		{ref: "tool#3", index: -1, project: "tool", pick: client.VersionPick{Index: idx(3)}},
		{ref: "7#0", index: -1, project: "7", pick: client.VersionPick{Index: idx(0)}},
		// npm's scoped names: the first @ belongs to the name.
		{ref: "@scope/tool", index: -1, project: "@scope/tool"},
		{ref: "@scope/tool@v1", index: -1, project: "@scope/tool", pick: client.VersionPick{Tag: "v1"}},
		// A # that is not followed by digits is part of the name or tag.
		{ref: "tool@build#x", index: -1, project: "tool", pick: client.VersionPick{Tag: "build#x"}},
		{ref: "a@b@c", index: -1, project: "a@b", pick: client.VersionPick{Tag: "c"}},
		// The flags take the whole argument as the project.
		{ref: "odd@name", tag: "v@1", index: -1, project: "odd@name", pick: client.VersionPick{Tag: "v@1"}},
		{ref: "odd#name", index: 2, project: "odd#name", pick: client.VersionPick{Index: idx(2)}},
		{ref: "tool@", index: -1, usage: true},
		{ref: "@v1", index: -1, project: "@v1"},
		{ref: "#3", index: -1, project: "#3"},
		{ref: "tool#99999999999999999999", index: -1, usage: true},
		{ref: "tool", tag: "v1", index: 0, usage: true},
		{ref: " ", index: -1, usage: true},
	} {
		project, pick, err := parseVersionRef(tc.ref, tc.tag, tc.index)
		var ue usageError
		if tc.usage {
			if !errors.As(err, &ue) {
				t.Errorf("parseVersionRef(%q, %q, %d) = %q, %+v, %v; want a usage error", tc.ref, tc.tag, tc.index, project, pick, err)
			}
			continue
		}
		if err != nil || project != tc.project || pick.Tag != tc.pick.Tag || (pick.Index == nil) != (tc.pick.Index == nil) || (pick.Index != nil && *pick.Index != *tc.pick.Index) {
			t.Errorf("parseVersionRef(%q, %q, %d) = %q, %+v, %v; want %q, %+v", tc.ref, tc.tag, tc.index, project, pick, err, tc.project, tc.pick)
		}
	}
}

// The default output name is one file name in the current directory,
// whatever the registrant put in the project's name and the tag.
func TestDefaultName(t *testing.T) {
	for _, tc := range []struct {
		project, tag, index, want string
	}{
		{"tool", "v1.2.0", "3", "tool-v1.2.0"},
		{"@scope/tool", "v1", "0", "@scope_tool-v1"},
		{"tool", "../../etc/passwd", "0", "tool-.._.._etc_passwd"},
		{".hidden", "v1", "0", "_hidden-v1"},
		{"tool", "v1\x1b[2J\u202e", "0", "tool-v1_[2J_"},
		{"tool", "", "4", "tool-4"},
	} {
		if got := defaultName(tc.project, &wire.Version{VersionTag: tc.tag, Index: tc.index}); got != tc.want {
			t.Errorf("defaultName(%q, %q) = %q, want %q", tc.project, tc.tag, got, tc.want)
		}
	}
}
