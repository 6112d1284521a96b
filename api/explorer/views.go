package explorer

import (
	"math/big"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/chain/readmodel"
)

// The views below are what the templates print. They hold plain strings
// (escaped by html/template where they are printed) and links built here
// from checked parts only.

// link is an anchor: Href is "" when the value must not be clickable.
type link struct{ Text, Href string }

// navView is a list's paging.
type navView struct {
	From, To, Total int
	Prev, Next      string
}

type listView struct {
	Title  string
	Search bool
	Query  string
	Rows   []projectRow
	Nav    navView
}

type projectRow struct {
	URL, ID, Name, Description, Owner, Versions, Created string
	IsAgent, IsPublic                                    bool
	Endpoint                                             link
}

type projectView struct {
	projectRow
	License string
	// Readme is nil when the project names no README (set by readmeOf).
	Readme        *readmeView
	Collaborators []string
	// Install is how to get the latest version; nil without versions.
	Install *installView
	// VersionRows are the page's versions (projectRow.Versions counts
	// them all).
	VersionRows []versionRow
	Nav         navView
	// Live is set on the first page, where new versions are added as they
	// land; EventsURL and GatewayURL are what the script needs for that.
	Live                  bool
	EventsURL, GatewayURL string
	// TxBase is the block explorer the script links new transactions to;
	// "" when none is configured.
	TxBase string
}

type versionRow struct {
	URL, Index, Tag, Changelog, PushedBy, PushedAt string
	Content                                        link
	// Sha256, Size and Type describe the content as the record gives
	// them; "" when it does not.
	Sha256, Size, Type string
	// Tx is the transaction that recorded the version; zero when unknown.
	Tx link
	// Latest marks the project's newest version.
	Latest bool
}

type versionView struct {
	versionRow
	ProjectURL, ProjectName, ProjectID string
	StorageHash                        string
	Prev, Next                         string
	Diff                               *diffView
}

type diffLine struct{ Class, Text string }

type diffView struct {
	// Note explains a comparison without a line diff.
	Note                  string
	Added, Removed, Delta string
	Lines                 []diffLine
}

type statsView struct {
	Projects, Versions, Payments, Volume, Buybacks, IndexedBlock string
	Protocol                                                     *Protocol
}

type errorView struct{ Title, Message string }

// validID reports whether s is a project id: a decimal uint256 without
// leading zeros, not 0.
func validID(s string) bool {
	return validIndex(s) && s != "0" && len(s) <= 78
}

// validIndex reports whether s is a canonical decimal.
func validIndex(s string) bool {
	if s == "" || len(s) > 20 || (len(s) > 1 && s[0] == '0') {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// arweaveID is the id of an ar:// storage hash when it is one: base64url
// characters only, so it can go into a URL path unquoted.
func arweaveID(hash string) (string, bool) {
	id, ok := strings.CutPrefix(hash, "ar://")
	if !ok || id == "" || len(id) > 64 {
		return "", false
	}
	for _, r := range id {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_') {
			return "", false
		}
	}
	return id, true
}

// contentLink links an ar:// hash to the gateway; anything else is shown
// as text.
func (e *Explorer) contentLink(hash string) link {
	if id, ok := arweaveID(hash); ok {
		return link{Text: hash, Href: e.cfg.GatewayURL + "/" + id}
	}
	return link{Text: hash}
}

// webLink makes a user-given URL clickable only when it is an absolute
// http or https URL: javascript:, data: and the like stay text.
func webLink(raw string) link {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return link{Text: raw}
	}
	return link{Text: raw, Href: u.String()}
}

func formatTime(unix uint64) string {
	if unix == 0 {
		return ""
	}
	return time.Unix(int64(min(unix, 1<<62)), 0).UTC().Format("2006-01-02 15:04 UTC")
}

// sizeText is a size in bytes for people; "" when unknown.
func sizeText(n int64) string {
	switch {
	case n < 0:
		return ""
	case n < 1024:
		return strconv.FormatInt(n, 10) + " bytes"
	case n < 1<<20:
		return strconv.FormatFloat(float64(n)/1024, 'f', 1, 64) + " KiB (" + strconv.FormatInt(n, 10) + " bytes)"
	}
	return strconv.FormatFloat(float64(n)/(1<<20), 'f', 1, 64) + " MiB (" + strconv.FormatInt(n, 10) + " bytes)"
}

func projectURL(id string) string { return "/explore/projects/" + id }

func versionURL(id string, idx uint64) string {
	return projectURL(id) + "/versions/" + strconv.FormatUint(idx, 10)
}

// navOf places a page of n rows at offset among total, with links to the
// neighbouring pages that keep params.
func navOf(base string, params url.Values, offset, limit, n, total int) navView {
	v := navView{From: offset + 1, To: offset + n, Total: total}
	if n == 0 {
		v.From = 0
	}
	at := func(o int) string {
		q := url.Values{}
		for k, vs := range params {
			q[k] = vs
		}
		if o > 0 {
			q.Set("offset", strconv.Itoa(o))
		}
		if limit != 0 {
			q.Set("limit", strconv.Itoa(limit))
		}
		return base + "?" + q.Encode()
	}
	if offset > 0 {
		v.Prev = at(max(offset-limit, 0))
	}
	if offset+limit < total {
		v.Next = at(offset + limit)
	}
	return v
}

func (e *Explorer) projectRowOf(p readmodel.Project) projectRow {
	r := projectRow{
		URL: projectURL(p.ID), ID: p.ID, Name: p.Name, Description: p.Description, Owner: p.Owner.Hex(),
		Versions: strconv.FormatUint(p.VersionCount, 10), Created: formatTime(p.CreatedAt),
		IsAgent: p.IsAgent, IsPublic: p.IsPublic,
	}
	if p.AgentEndpoint != "" {
		r.Endpoint = webLink(p.AgentEndpoint)
	}
	return r
}

// versionRowOf shows version v whose content is described by c; latest
// marks the project's newest version.
func (e *Explorer) versionRowOf(v readmodel.Version, c versionContent, latest bool) versionRow {
	r := versionRow{
		URL: versionURL(v.ProjectID, v.Index), Index: strconv.FormatUint(v.Index, 10), Tag: v.VersionTag,
		Changelog: v.Changelog, PushedBy: v.PushedBy.Hex(), PushedAt: formatTime(v.PushedAt),
		Content: e.contentLink(v.StorageHash), Type: c.Type, Tx: e.txLink(v.TxHash), Latest: latest,
	}
	if sha256Hex.MatchString(c.Sha256) {
		r.Sha256 = c.Sha256
	}
	if c.Size >= 0 {
		r.Size = sizeText(c.Size)
	}
	return r
}

// projectViewOf builds the project page: vs is every version oldest
// first (as the read model gives them); the page shows them newest first.
// origin (scheme and host of this server) makes a gateway on this server
// an absolute URL for the download command.
func (e *Explorer) projectViewOf(p readmodel.Project, vs []readmodel.Version, collabs []common.Address, offset, limit int, origin string) projectView {
	v := projectView{
		projectRow: e.projectRowOf(p), License: p.License,
		Live: e.cfg.Live && offset == 0, EventsURL: e.cfg.EventsPath, GatewayURL: e.cfg.GatewayURL,
		TxBase: e.cfg.BlockExplorerURL,
	}
	for _, a := range collabs {
		v.Collaborators = append(v.Collaborators, a.Hex())
	}
	if n := len(vs); n > 0 {
		latest := vs[n-1]
		href := e.contentLink(latest.StorageHash).Href
		if strings.HasPrefix(href, "/") {
			href = origin + href
		}
		install := installOf(p.Name, latest, href, e.contentOf(latest))
		v.Install = &install
	}
	// Newest first: the page at offset counts from the last version.
	for i := len(vs) - 1 - offset; i >= 0 && len(v.VersionRows) < limit; i-- {
		v.VersionRows = append(v.VersionRows, e.versionRowOf(vs[i], e.contentOf(vs[i]), i == len(vs)-1))
	}
	v.Nav = navOf(projectURL(p.ID), nil, offset, limit, len(v.VersionRows), len(vs))
	return v
}

func (e *Explorer) versionViewOf(p readmodel.Project, ver readmodel.Version) versionView {
	v := versionView{
		versionRow: e.versionRowOf(ver, e.contentOf(ver), ver.Index+1 == p.VersionCount),
		ProjectURL: projectURL(p.ID), ProjectName: p.Name, ProjectID: p.ID, StorageHash: ver.StorageHash,
	}
	if ver.Index > 0 {
		v.Prev = versionURL(p.ID, ver.Index-1)
	}
	if ver.Index+1 < p.VersionCount {
		v.Next = versionURL(p.ID, ver.Index+1)
	}
	return v
}

// diffViewOf shows a diff against the previous version, or why there is
// none.
func diffViewOf(d Diff, err error) *diffView {
	if err != nil {
		return &diffView{Note: "The diff is not available right now (the content could not be read)."}
	}
	v := &diffView{Added: d.LinesAdded, Removed: d.LinesRemoved, Delta: d.SizeDelta}
	switch d.Kind {
	case "text":
		if d.Text == "" {
			v.Note = "The content is identical to the previous version."
		}
	case "binary":
		v.Note = "Binary content: compared by size and hash only."
	case "too_large":
		v.Note = "The content is too large to compare line by line."
	case "too_different":
		v.Note = "The versions differ too much for a line diff."
	}
	if d.Identical != nil && *d.Identical && d.Kind != "text" {
		v.Note += " The two versions are identical."
	}
	for _, l := range strings.SplitAfter(d.Text, "\n") {
		if l == "" {
			continue
		}
		cls := "ctx"
		switch {
		case strings.HasPrefix(l, "+++"), strings.HasPrefix(l, "---"):
			cls = "file"
		case strings.HasPrefix(l, "@@"):
			cls = "hunk"
		case strings.HasPrefix(l, "+"):
			cls = "add"
		case strings.HasPrefix(l, "-"):
			cls = "del"
		}
		v.Lines = append(v.Lines, diffLine{Class: cls, Text: strings.TrimRight(l, "\n")})
	}
	return v
}

func statsViewOf(st readmodel.Stats) statsView {
	v := statsView{
		Projects: strconv.FormatUint(st.ProjectCount, 10), Versions: strconv.FormatUint(st.TotalVersions, 10),
		Payments: strconv.FormatUint(st.Payments, 10), Buybacks: strconv.FormatUint(st.Buybacks, 10),
		IndexedBlock: strconv.FormatUint(st.IndexedBlock, 10), Volume: "0.000000 USDC",
	}
	if st.USDCVolume != nil {
		// Six decimals are exact for USDC base units.
		v.Volume = new(big.Rat).SetFrac(st.USDCVolume, big.NewInt(1_000_000)).FloatString(6) + " USDC"
	}
	return v
}
