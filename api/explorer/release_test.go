package explorer

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/chain/readmodel"
)

const digest = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"

func TestInstallOf(t *testing.T) {
	for _, tc := range []struct {
		name    string
		project string
		v       readmodel.Version
		url     string
		c       versionContent
		want    installView
	}{
		{"tag and digest", "ledger-kit", readmodel.Version{Index: 4, VersionTag: "v1.3.0"}, "https://gw.example/abc", versionContent{Sha256: digest, Size: 10},
			installView{Tag: "v1.3.0", Get: "inkd get ledger-kit@v1.3.0", Curl: "curl -fL -o ledger-kit-v1.3.0 https://gw.example/abc",
				Check: "echo '" + digest + "  ledger-kit-v1.3.0' | sha256sum -c -"}},
		{"no tag: by index", "kit", readmodel.Version{Index: 7}, "https://gw.example/abc", versionContent{Size: -1},
			installView{Get: "inkd get 'kit#7'", Curl: "curl -fL -o kit-7 https://gw.example/abc"}},
		{"content not on the gateway", "kit", readmodel.Version{VersionTag: "v1"}, "", versionContent{Sha256: digest},
			installView{Tag: "v1", Get: "inkd get kit@v1"}},
		{"shell characters are quoted", "a b", readmodel.Version{VersionTag: "v1';rm -rf ~;'"}, "https://gw.example/x?a=1&b=2", versionContent{Sha256: "not-hex"},
			installView{Tag: "v1';rm -rf ~;'", Get: `inkd get 'a b@v1'\'';rm -rf ~;'\'''`,
				Curl: "curl -fL -o a_b-v1__rm_-rf____ 'https://gw.example/x?a=1&b=2'"}},
		{"a leading dash is no option", "-rf", readmodel.Version{VersionTag: "v1"}, "https://gw.example/x", versionContent{},
			installView{Tag: "v1", Get: "inkd get -rf@v1", Curl: "curl -fL -o _-rf-v1 https://gw.example/x"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if diff := cmp.Diff(tc.want, installOf(tc.project, tc.v, tc.url, tc.c)); diff != "" {
				t.Fatalf("(-want +got)\n%s", diff)
			}
		})
	}
}

// TestShellQuoteSurvivesAShell hands quoted words to sh and reads them
// back unchanged.
func TestShellQuoteSurvivesAShell(t *testing.T) {
	sh, err := exec.LookPath("sh")
	if err != nil {
		t.Skip("no sh")
	}
	words := []string{"plain", "a b", "it's", `"$HOME"`, "`id`", "x;y|z&", "new\nline", "", "#7", "~", "*"}
	quoted := make([]string, len(words))
	for i, w := range words {
		quoted[i] = shellQuote(w)
	}
	out, err := exec.Command(sh, "-c", `for w in `+strings.Join(quoted, " ")+`; do printf '%s\0' "$w"; done`).Output()
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Split(strings.TrimSuffix(string(out), "\x00"), "\x00")
	if diff := cmp.Diff(words, got); diff != "" {
		t.Fatalf("words after a shell (-want +got)\n%s", diff)
	}
}

func TestVersionRowShowsTheRecord(t *testing.T) {
	tx := common.HexToHash("0xabc")
	v := readmodel.Version{ProjectID: "4", Index: 2, StorageHash: "ar://abc", VersionTag: "v1", TxHash: tx}
	for _, tc := range []struct {
		name     string
		explorer string
		c        versionContent
		want     versionRow
	}{
		{"all known, block explorer set", "https://scan.example", versionContent{Sha256: digest, Size: 2048, Type: "application/gzip"},
			versionRow{Sha256: digest, Size: "2.0 KiB (2048 bytes)", Type: "application/gzip", Tx: link{Text: tx.Hex(), Href: "https://scan.example/tx/" + tx.Hex()}, Latest: true}},
		{"unknown content, no block explorer", "", versionContent{Size: -1},
			versionRow{Tx: link{Text: tx.Hex()}, Latest: true}},
		{"a malformed digest is not shown", "", versionContent{Sha256: strings.ToUpper(digest), Size: 0},
			versionRow{Size: "0 bytes", Tx: link{Text: tx.Hex()}, Latest: true}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e, err := New(Config{GatewayURL: "https://gw.example", BlockExplorerURL: tc.explorer}, Deps{Reader: nilReader{}})
			if err != nil {
				t.Fatal(err)
			}
			got := e.versionRowOf(v, tc.c, true)
			want := tc.want
			want.URL, want.Index, want.Tag, want.PushedBy = "/explore/projects/4/versions/2", "2", "v1", common.Address{}.Hex()
			want.Content = link{Text: "ar://abc", Href: "https://gw.example/abc"}
			if diff := cmp.Diff(want, got, cmp.AllowUnexported(versionRow{}, link{})); diff != "" {
				t.Fatalf("(-want +got)\n%s", diff)
			}
		})
	}
	e, _ := New(Config{}, Deps{Reader: nilReader{}})
	if got := e.versionRowOf(readmodel.Version{}, versionContent{}, false).Tx; got != (link{}) {
		t.Fatalf("a record without a transaction shows %+v", got)
	}
}

func TestConfigRefusesABadBlockExplorer(t *testing.T) {
	for _, u := range []string{"javascript:alert(1)", "scan.example", "ftp://scan.example"} {
		if _, err := New(Config{BlockExplorerURL: u}, Deps{Reader: nilReader{}}); err == nil {
			t.Errorf("BlockExplorerURL %q was accepted", u)
		}
	}
}

// nilReader is a Reader for tests that read nothing.
type nilReader struct{ Reader }
