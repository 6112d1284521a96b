package publish

import (
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// Item is one version to publish.
type Item struct {
	// File is the content's path.
	File string `json:"file"`
	// Tag is the version tag.
	Tag string `json:"tag"`
	// Changelog is optional.
	Changelog string `json:"changelog,omitempty"`
	// ContentType is the file's MIME type; empty lets the API detect it.
	ContentType string `json:"contentType,omitempty"`
	// StorageHash, instead of File, pushes content stored already
	// (ar://…); never read from a manifest.
	StorageHash string `json:"-"`
	// ContentSize, when positive, is the size the push declares (it may
	// raise the fee, never lower a file's own size).
	ContentSize int64 `json:"-"`
}

// ManifestError is a plan that cannot be used: a CSV Line or a 1-based
// Entry of the plan (0 when not about one).
type ManifestError struct {
	Path        string
	Line, Entry int
	Msg         string
}

func (e *ManifestError) Error() string {
	switch {
	case e.Line > 0:
		return fmt.Sprintf("%s line %d: %s", e.Path, e.Line, e.Msg)
	case e.Entry > 0:
		return fmt.Sprintf("%s entry %d: %s", e.Path, e.Entry, e.Msg)
	}
	return fmt.Sprintf("%s: %s", e.Path, e.Msg)
}

// maxTagLen is the longest tag the API accepts.
const maxTagLen = 128

// PlanDir lists the regular files directly in dir (hidden files skipped),
// sorted by name, each tagged by pattern: {name} is the file name without
// its last extension, {base} the whole file name, {n} the 1-based position.
func PlanDir(dir, pattern string) ([]Item, error) {
	if pattern == "" {
		pattern = "{name}"
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var items []Item
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), ".") || !e.Type().IsRegular() {
			continue
		}
		base := e.Name()
		name := strings.TrimSuffix(base, filepath.Ext(base))
		tag := strings.NewReplacer("{name}", name, "{base}", base, "{n}", strconv.Itoa(len(items)+1)).Replace(pattern)
		items = append(items, Item{File: filepath.Join(dir, base), Tag: tag})
	}
	if len(items) == 0 {
		return nil, fmt.Errorf("%s holds no files to publish", dir)
	}
	return items, checkItems(dir, items)
}

// ReadManifest reads a JSON manifest ([{file, tag, changelog}]) or, for a
// .csv file, a CSV one with the header file,tag[,changelog]. Relative
// files are relative to the manifest's directory.
func ReadManifest(path string) ([]Item, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var items []Item
	if strings.EqualFold(filepath.Ext(path), ".csv") {
		items, err = readCSV(path, f)
	} else {
		dec := json.NewDecoder(f)
		dec.DisallowUnknownFields()
		if err := dec.Decode(&items); err != nil {
			return nil, &ManifestError{Path: path, Msg: "not a JSON array of {file, tag, changelog}: " + err.Error()}
		}
	}
	if err != nil {
		return nil, err
	}
	if len(items) == 0 {
		return nil, &ManifestError{Path: path, Msg: "lists no versions"}
	}
	for i := range items {
		if items[i].File != "" && !filepath.IsAbs(items[i].File) {
			items[i].File = filepath.Join(filepath.Dir(path), items[i].File)
		}
	}
	return items, checkItems(path, items)
}

func readCSV(path string, r io.Reader) ([]Item, error) {
	cr := csv.NewReader(r)
	cr.FieldsPerRecord = -1
	rows, err := cr.ReadAll()
	if err != nil {
		var pe *csv.ParseError
		if errors.As(err, &pe) {
			return nil, &ManifestError{Path: path, Line: pe.Line, Msg: pe.Err.Error()}
		}
		return nil, &ManifestError{Path: path, Msg: err.Error()}
	}
	if len(rows) == 0 {
		return nil, &ManifestError{Path: path, Msg: "is empty"}
	}
	col := map[string]int{}
	for i, h := range rows[0] {
		col[strings.ToLower(strings.TrimSpace(h))] = i
	}
	fi, okF := col["file"]
	ti, okT := col["tag"]
	if !okF || !okT {
		return nil, &ManifestError{Path: path, Line: 1, Msg: "the header must name the columns file and tag (and optionally changelog)"}
	}
	ci, okC := col["changelog"]
	var items []Item
	for n, row := range rows[1:] {
		get := func(i int) string {
			if i < len(row) {
				return strings.TrimSpace(row[i])
			}
			return ""
		}
		it := Item{File: get(fi), Tag: get(ti)}
		if okC {
			it.Changelog = get(ci)
		}
		if it.File == "" || it.Tag == "" {
			return nil, &ManifestError{Path: path, Line: n + 2, Msg: "file and tag are required"}
		}
		items = append(items, it)
	}
	return items, nil
}

// checkItems refuses empty fields, over-long or duplicate tags and
// missing files, naming the first.
func checkItems(source string, items []Item) error {
	seen := map[string]int{}
	for i, it := range items {
		switch {
		case it.File == "":
			return &ManifestError{Path: source, Entry: i + 1, Msg: "entry has no file"}
		case strings.TrimSpace(it.Tag) == "":
			return &ManifestError{Path: source, Entry: i + 1, Msg: "entry for " + it.File + " has no tag"}
		case len(it.Tag) > maxTagLen:
			return &ManifestError{Path: source, Entry: i + 1, Msg: fmt.Sprintf("tag of %s is %d bytes; the limit is %d", it.File, len(it.Tag), maxTagLen)}
		}
		if j, dup := seen[it.Tag]; dup {
			return &ManifestError{Path: source, Entry: i + 1, Msg: fmt.Sprintf("tag %q is given twice (entries %d and %d)", it.Tag, j+1, i+1)}
		}
		seen[it.Tag] = i
		st, err := os.Stat(it.File)
		if err != nil || !st.Mode().IsRegular() {
			return &ManifestError{Path: source, Entry: i + 1, Msg: it.File + " is not a readable file"}
		}
	}
	return nil
}
