package main

import (
	"context"
	"os"
	"strings"
)

// runProjectSearch lists the public projects matching a text: name
// prefixes and description words (GET /v1/projects?q=).
func runProjectSearch(ctx context.Context, args []string) error {
	var f clientFlags
	var offset, limit int
	fs := newFlagSet("inkd project search TEXT")
	f.bind(fs, false)
	fs.IntVar(&offset, "offset", 0, "skip this many matches")
	fs.IntVar(&limit, "limit", 20, "list at most this many (1 to 100)")
	pos, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	text := strings.TrimSpace(strings.Join(pos, " "))
	if text == "" {
		return usageErrorf("usage: inkd project search TEXT [--offset N] [--limit N]")
	}
	ctx, cancel := f.context(ctx)
	defer cancel()
	c, err := f.client()
	if err != nil {
		return err
	}
	l, err := c.SearchProjects(ctx, text, offset, limit)
	if err != nil {
		return err
	}
	return printDoc(os.Stdout, f.json, l, projectLines(l, true))
}
