package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/inkd/inkd/api/client"
	"github.com/inkd/inkd/api/wire"
)

// runWatch follows the live event stream and prints new projects and
// versions as they land, until interrupted (or --timeout).
func runWatch(ctx context.Context, args []string) error {
	var f clientFlags
	var from string
	fs := newFlagSet("inkd watch [PROJECT]")
	f.bind(fs, false)
	// Watching has no natural end: --timeout is off unless given.
	to := fs.Lookup("timeout")
	to.Usage, to.DefValue = "stop watching after this long (exit 0); 0 watches until interrupted", "0s"
	f.timeout = 0
	fs.Lookup("json").Usage = "print one JSON object a line: the API's event and its streamId"
	fs.StringVar(&from, "from", "", "resume after this stream id (a --json line's streamId) instead of starting now")
	pos, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 1 {
		return usageErrorf("usage: inkd watch [PROJECT] [--json] [--from STREAM_ID]")
	}
	ctx, cancel := f.context(ctx)
	defer cancel()
	c, err := f.client()
	if err != nil {
		return err
	}
	s := client.EventStream{LastEventID: from}
	what := "every public project"
	if len(pos) == 1 {
		if s.ProjectID, err = resolveProject(ctx, c, pos[0]); err != nil {
			return err
		}
		what = "project " + s.ProjectID
	}
	s.OnConnect = func(again bool) {
		if again {
			fmt.Fprintf(os.Stderr, "inkd: reconnected to %s\n", c.BaseURL())
			return
		}
		fmt.Fprintf(os.Stderr, "inkd: watching %s at %s (Ctrl-C to stop)\n", what, c.BaseURL())
	}
	s.OnRetry = func(wait time.Duration, err error) {
		fmt.Fprintf(os.Stderr, "inkd: event stream lost (%v); reconnecting in %v\n", err, wait.Round(time.Millisecond))
	}
	err = c.Events(ctx, s, func(ev client.Event) error { return printEvent(os.Stdout, f.json, ev) })
	if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return nil // interrupted or --timeout: watching ends normally
	}
	return err
}

// watchLine is a --json line of inkd watch: the API's event and the
// stream id to resume after it (--from).
type watchLine struct {
	StreamID string `json:"streamId"`
	client.Event
}

// printEvent prints a new project or version as one line; other events
// are left out.
func printEvent(w io.Writer, asJSON bool, ev client.Event) error {
	if ev.Type != wire.EventProjectCreated && ev.Type != wire.EventVersionPushed {
		return nil
	}
	if asJSON {
		b, err := json.Marshal(watchLine{StreamID: ev.StreamID, Event: ev})
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(w, "%s\n", b)
		return err
	}
	prefix := ""
	if ev.Removed {
		prefix = "taken back by a reorg: "
	}
	var err error
	switch ev.Type {
	case wire.EventProjectCreated:
		kind := "project"
		if ev.IsAgent != nil && *ev.IsAgent {
			kind = "agent project"
		}
		if ev.IsPublic != nil && !*ev.IsPublic {
			kind = "private " + kind
		}
		_, err = fmt.Fprintf(w, "%s%s %s %q created by %s (block %s, tx %s)\n", prefix, kind, ev.ProjectID, ev.Name, ev.Owner, ev.BlockNumber, ev.TxHash)
	case wire.EventVersionPushed:
		_, err = fmt.Fprintf(w, "%sversion %s %q of project %s pushed by %s: %s (block %s, tx %s)\n", prefix, ev.VersionIndex, ev.VersionTag, ev.ProjectID, ev.PushedBy, ev.StorageHash, ev.BlockNumber, ev.TxHash)
	}
	return err
}
