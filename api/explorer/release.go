package explorer

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/chain/readmodel"
)

// versionContent is what a version's record says of its content: the
// digest, size and media type committed on chain with the version.
type versionContent struct {
	// Sha256 is the content's digest, 64 lowercase hex; "" when unknown.
	Sha256 string
	// Size is the content's size in bytes; negative when unknown.
	Size int64
	// Type is the content's media type; "" when unknown.
	Type string
}

// contentOf reads the content fields of a version's record. The read
// model's record does not carry them yet, so every version reads as
// unknown and the pages say so; this function is the one place to change
// once readmodel.Version has them.
func contentOf(readmodel.Version) versionContent { return versionContent{Size: -1} }

// sha256Hex matches a digest as the records give it.
var sha256Hex = regexp.MustCompile(`^[0-9a-f]{64}$`)

// txLink is a version's transaction: a link to the block explorer when
// one is configured, else the hash as text; zero when the record has no
// transaction.
func (e *Explorer) txLink(h common.Hash) link {
	if h == (common.Hash{}) {
		return link{}
	}
	if e.cfg.BlockExplorerURL == "" {
		return link{Text: h.Hex()}
	}
	return link{Text: h.Hex(), Href: e.cfg.BlockExplorerURL + "/tx/" + h.Hex()}
}

// installView is how to get the latest version: with the CLI, which
// checks the content against the chain, and with curl from the gateway.
type installView struct {
	Tag, Get, Curl, Check string
}

// installOf builds the commands for version v of the project named name;
// storageURL is its content's absolute URL ("" when the content is not on
// the gateway: then there is no curl line). Every user-given part is
// quoted for a POSIX shell.
func installOf(name string, v readmodel.Version, storageURL string, c versionContent) installView {
	ref := name + "#" + strconv.FormatUint(v.Index, 10)
	if v.VersionTag != "" {
		ref = name + "@" + v.VersionTag
	}
	iv := installView{Tag: v.VersionTag, Get: "inkd get " + shellQuote(ref)}
	if storageURL == "" {
		return iv
	}
	file := fileName(name, v)
	iv.Curl = "curl -fL -o " + shellQuote(file) + " " + shellQuote(storageURL)
	if sha256Hex.MatchString(c.Sha256) {
		iv.Check = "echo " + shellQuote(c.Sha256+"  "+file) + " | sha256sum -c -"
	}
	return iv
}

// fileName is a file name for a download of v: the project's name and the
// tag (or index), with anything but letters, digits, '.', '-' and '_'
// replaced by '_'.
func fileName(name string, v readmodel.Version) string {
	suffix := v.VersionTag
	if suffix == "" {
		suffix = strconv.FormatUint(v.Index, 10)
	}
	f := strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '.' || r == '-' || r == '_' {
			return r
		}
		return '_'
	}, name+"-"+suffix)
	if strings.HasPrefix(f, "-") || strings.HasPrefix(f, ".") {
		f = "_" + f
	}
	return f
}

// shellQuote quotes s for a POSIX shell: as is when it holds only
// characters no shell reads specially, else in single quotes.
func shellQuote(s string) string {
	if s != "" && strings.IndexFunc(s, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("@%+=:,./-_", r))
	}) < 0 {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
