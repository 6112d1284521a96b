package main

import (
	"context"

	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/inkd/inkd/api/client"
	"github.com/inkd/inkd/api/client/fetch"
	"github.com/inkd/inkd/api/wire"
)

// inkd get: flags, the version reference and output only; the download
// and its checks are api/client/fetch's.

const getUsage = "inkd get PROJECT[@TAG|#INDEX] [-o FILE|DIR|-] [--json] [--require-digest] [--rpc-url URL [--registry ADDRESS]]"

func runGet(ctx context.Context, args []string) error {
	var f clientFlags
	var out, tag string
	var requireDigest bool
	var onChain chainCheck
	index := int64(-1)
	fs := newFlagSet(getUsage)
	f.bind(fs, false)
	fs.StringVar(&out, "o", "", "write the content to FILE, or into DIR under the default name; - writes it to stdout once verified (default: <project>-<tag> in the current directory)")
	fs.StringVar(&tag, "tag", "", "the latest version with this tag, as PROJECT@TAG (for a name or tag holding @ or #)")
	fs.Int64Var(&index, "index", -1, "the version with this 0-based index, as PROJECT#INDEX")
	fs.BoolVar(&requireDigest, "require-digest", false, "refuse, exit 7, a version whose record has no sha256 instead of downloading it unverified")
	onChain.bind(fs)
	pos, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return usageErrorf("usage: %s", getUsage)
	}
	project, pick, err := parseVersionRef(pos[0], tag, index)
	if err != nil {
		return err
	}
	if f.json && out == "-" {
		return usageErrorf("--json and -o - both write to stdout; give -o FILE with --json")
	}
	ctx, cancel := f.context(ctx)
	defer cancel()
	c, err := f.client()
	if err != nil {
		return err
	}
	p, err := projectOf(ctx, c, project)
	if err != nil {
		return err
	}
	v, err := c.PickVersion(ctx, p.ID, pick)
	if err != nil {
		return err
	}
	if err := onChain.check(ctx, c, v); err != nil {
		return err
	}
	if f.json && out == "" {
		// --json alone prints the record; with -o it also downloads.
		return printDoc(os.Stdout, true, v, nil)
	}
	return getContent(ctx, &f, c.BaseURL(), p, v, out, requireDigest)
}

// getContent downloads v's content (from its storageUrl, else the gateway
// of the API at apiBase), checks it against the record and writes it to
// out ("" the default name, "-" stdout).
func getContent(ctx context.Context, f *clientFlags, apiBase string, p *wire.Project, v *wire.Version, out string, requireDigest bool) error {
	want, err := fetch.WantOf(v)
	if err != nil {
		return err
	}
	label := fmt.Sprintf("version %s (%s) of project %s", v.Index, oneLine(v.VersionTag, 60), p.ID)
	if !want.Verifiable() {
		if requireDigest {
			return fmt.Errorf("%s: %w (--require-digest)", label, fetch.ErrNoDigest)
		}
		checked := "its size is checked"
		if want.Size < 0 {
			checked = "nothing is checked"
		}
		fmt.Fprintf(os.Stderr, "inkd get: warning: %s has no sha256 in its record: not verifiable; %s\n", label, checked)
	}
	src, err := fetch.SourceURL(apiBase, v)
	if err != nil {
		return err
	}
	dest, partial, err := outputPaths(out, p.Name, v)
	if err != nil {
		return err
	}
	fe := fetch.New(fetch.Config{OnRetry: func(attempt int, wait time.Duration, err error) {
		fmt.Fprintf(os.Stderr, "inkd: %v; retry %d in %v\n", err, attempt, wait.Round(time.Millisecond))
	}})
	file, err := fe.ToFile(ctx, src, want, partial)
	if err != nil {
		return err
	}
	report := os.Stdout
	if dest == "-" {
		report = os.Stderr
		if err := copyOut(file, os.Stdout); err != nil {
			return err
		}
	} else if err := file.Keep(dest); err != nil {
		_ = file.Remove()
		return err
	}
	doc := map[string]any{"ok": true, "version": v, "path": dest, "source": src, "size": file.Size, "sha256": file.SHA256, "verified": file.Verified}
	return printDoc(report, f.json, doc, func(w io.Writer) {
		fmt.Fprintf(w, "got %s: %d bytes -> %s\n", label, file.Size, dest)
		if file.Verified {
			fmt.Fprintf(w, "  sha256    %s  verified against the registry's record (tx %s, block %s)\n", file.SHA256, v.TxHash, v.BlockNumber)
		} else {
			fmt.Fprintf(w, "  sha256    %s  NOT verified: the record has no sha256\n", file.SHA256)
		}
	})
}

// copyOut writes the verified content to w and removes its file.
func copyOut(file *fetch.File, w io.Writer) error {
	defer file.Remove()
	r, err := os.Open(file.Path())
	if err != nil {
		return err
	}
	defer r.Close()
	_, err = io.Copy(w, r)
	return err
}

// projectOf reads a project given by id or by name.
func projectOf(ctx context.Context, c *client.Client, v string) (*wire.Project, error) {
	if _, err := strconv.ParseUint(v, 10, 64); err == nil {
		return c.Project(ctx, v)
	}
	return projectByName(ctx, c, v)
}

// parseVersionRef splits PROJECT[@TAG|#INDEX]: a trailing #N (decimal)
// is an index, else the last @ after the first character starts a tag
// (npm's name@version; a name may begin with @). --tag and --index name
// the version instead, for names and tags that hold @ or #.
func parseVersionRef(ref, tag string, index int64) (string, client.VersionPick, error) {
	var pick client.VersionPick
	project := ref
	if tag == "" && index < 0 {
		if i := strings.LastIndexByte(ref, '#'); i > 0 && ref[i+1:] != "" && strings.TrimLeft(ref[i+1:], "0123456789") == "" {
			n, err := strconv.ParseUint(ref[i+1:], 10, 64)
			if err != nil {
				return "", pick, usageErrorf("index %q is out of range", ref[i+1:])
			}
			project, pick.Index = ref[:i], &n
		} else if i := strings.LastIndexByte(ref, '@'); i > 0 {
			project, pick.Tag = ref[:i], ref[i+1:]
			if pick.Tag == "" {
				return "", pick, usageErrorf("%q: an empty tag after @", ref)
			}
		}
	} else {
		if tag != "" && index >= 0 {
			return "", pick, usageErrorf("give --tag or --index, not both")
		}
		pick.Tag = tag
		if index >= 0 {
			n := uint64(index)
			pick.Index = &n
		}
	}
	if strings.TrimSpace(project) == "" {
		return "", pick, usageErrorf("%q names no project", ref)
	}
	return project, pick, nil
}

// outputPaths is where the content goes (dest; "-" for stdout) and its
// partial file: beside dest, so that the rename into place stays on one
// file system ("" for stdout: a temporary file). out "" is the default
// name in the current directory; an existing directory gets the default
// name inside it.
func outputPaths(out, project string, v *wire.Version) (dest, partial string, err error) {
	switch {
	case out == "-":
		return "-", "", nil
	case out == "":
		dest = defaultName(project, v)
	default:
		dest = out
		if st, err := os.Stat(out); err == nil && st.IsDir() {
			dest = filepath.Join(out, defaultName(project, v))
		}
	}
	return dest, filepath.Join(filepath.Dir(dest), fetch.PartialName(v)), nil
}

// defaultName is <project>-<tag> as one safe file name: the registry
// records no file name with a version, and a name or tag is the
// registrant's text, not a path (separators, control characters and a
// leading dot are replaced).
func defaultName(project string, v *wire.Version) string {
	name := project + "-" + v.VersionTag
	if v.VersionTag == "" {
		name = project + "-" + v.Index
	}
	name = strings.Map(func(r rune) rune {
		if r == '/' || r == '\\' || r == 0 || unicode.IsControl(r) || unicode.Is(unicode.Cf, r) {
			return '_'
		}
		return r
	}, name)
	if strings.HasPrefix(name, ".") {
		name = "_" + name[1:]
	}
	return name
}
