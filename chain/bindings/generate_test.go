package bindings_test

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/abigen"
	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/chain/contracts"
	"github.com/inkd/inkd/internal/testutil"
)

// packages maps each contract to its binding package, as build.mjs does.
func packages() map[string]string {
	return map[string]string{
		contracts.InkdRegistry:            "registry",
		contracts.InkdTreasury:            "treasury",
		contracts.InkdBuyback:             "buyback",
		contracts.InkdToken:               "token",
		contracts.DevUSDC:                 "devusdc",
		contracts.DevPool:                 "devpool",
		contracts.InkdAccessManager:       "accessmanager",
		contracts.X402BatchSettlement:     "batchsettlement",
		contracts.ERC3009DepositCollector: "depositcollector",
		contracts.InkdChannelWrites:       "channelwrites",
	}
}

// TestBindingsUpToDate regenerates every binding from its committed .abi and
// .bin with abigen v2 (the code `go run …/cmd/abigen@v1.17.10 --v2` runs, at
// the go-ethereum version of go.mod) into a temp dir and diffs it against
// bindings.go. It also checks each gen.go's go:generate line.
func TestBindingsUpToDate(t *testing.T) {
	out := t.TempDir()
	for _, name := range contracts.Names() {
		pkg := packages()[name]
		t.Run(pkg, func(t *testing.T) {
			abiJSON := readFile(t, filepath.Join(pkg, name+".abi"))
			bin := readFile(t, filepath.Join(pkg, name+".bin"))
			code, err := abigen.BindV2([]string{name}, []string{string(abiJSON)}, []string{string(bin)}, pkg, map[string]string{}, map[string]string{})
			if err != nil {
				t.Fatalf("abigen: %v", err)
			}
			fresh := filepath.Join(out, pkg+".go")
			if err := os.WriteFile(fresh, []byte(code), 0o644); err != nil {
				t.Fatal(err)
			}
			committed := readFile(t, filepath.Join(pkg, "bindings.go"))
			if !bytes.Equal(readFile(t, fresh), committed) {
				t.Errorf("%s/bindings.go is stale: run `make bindings`\n%s", pkg, cmp.Diff(string(committed), code))
			}

			wantGen := fmt.Sprintf("//go:generate go run github.com/ethereum/go-ethereum/cmd/abigen@v1.17.10 --v2 --abi %[1]s.abi --bin %[1]s.bin --pkg %[2]s --type %[1]s --out bindings.go", name, pkg)
			if gen := readFile(t, filepath.Join(pkg, "gen.go")); !bytes.Contains(gen, []byte(wantGen+"\n")) {
				t.Errorf("%s/gen.go lacks the line\n%s", pkg, wantGen)
			}
		})
	}
}

// TestProductionBindingsUpToDate regenerates the bindings of contracts
// inkd calls but never deploys (no bytecode: usdc's FiatToken, its ABI
// written by hand) and diffs them against bindings.go, with their
// go:generate lines.
func TestProductionBindingsUpToDate(t *testing.T) {
	for pkg, name := range map[string]string{"usdc": "FiatToken"} {
		t.Run(pkg, func(t *testing.T) {
			abiJSON := readFile(t, filepath.Join(pkg, name+".abi"))
			code, err := abigen.BindV2([]string{name}, []string{string(abiJSON)}, []string{""}, pkg, map[string]string{}, map[string]string{})
			if err != nil {
				t.Fatalf("abigen: %v", err)
			}
			if committed := readFile(t, filepath.Join(pkg, "bindings.go")); string(committed) != code {
				t.Errorf("%s/bindings.go is stale: run `go generate ./chain/bindings/%s`\n%s", pkg, pkg, cmp.Diff(string(committed), code))
			}
			wantGen := fmt.Sprintf("//go:generate go run github.com/ethereum/go-ethereum/cmd/abigen@v1.17.10 --v2 --abi %[1]s.abi --pkg %[2]s --type %[1]s --out bindings.go", name, pkg)
			if gen := readFile(t, filepath.Join(pkg, "gen.go")); !bytes.Contains(gen, []byte(wantGen+"\n")) {
				t.Errorf("%s/gen.go lacks the line\n%s", pkg, wantGen)
			}
		})
	}
}

// TestArtifactsUpToDate recompiles the Solidity sources with build.mjs (the
// pinned npm solc) into a temp dir and diffs every artifact, ABI and bytecode
// against the committed ones.
func TestArtifactsUpToDate(t *testing.T) {
	testutil.SkipIfShort(t, "node and the pinned solc")
	nodeModules, err := filepath.Abs("../../internal/tools/npm/node_modules")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(nodeModules, "solc", "package.json")); err != nil {
		t.Skipf("solc is not installed in %s (run npm ci in internal/tools/npm); artifacts not rebuilt", nodeModules)
	}
	node, err := exec.LookPath("node")
	if err != nil {
		t.Fatalf("solc is installed but node is not on PATH: %v", err)
	}
	tmp := t.TempDir()
	artifacts, bindings := filepath.Join(tmp, "artifacts"), filepath.Join(tmp, "bindings")
	cmd := exec.Command(node, "../contracts/build.mjs", "--artifacts", artifacts, "--bindings", bindings, "--node-modules", nodeModules)
	if outText, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("build.mjs: %v\n%s", err, outText)
	}

	var fresh []string
	for _, name := range contracts.Names() {
		pkg := packages()[name]
		pairs := [][2]string{
			{filepath.Join(artifacts, name+".json"), filepath.Join("../contracts/artifacts", name+".json")},
			{filepath.Join(bindings, pkg, name+".abi"), filepath.Join(pkg, name+".abi")},
			{filepath.Join(bindings, pkg, name+".bin"), filepath.Join(pkg, name+".bin")},
		}
		for _, p := range pairs {
			if diff := cmp.Diff(string(readFile(t, p[1])), string(readFile(t, p[0]))); diff != "" {
				t.Errorf("%s is stale: run `make contracts` (-committed +rebuilt):\n%s", p[1], diff)
			}
		}
		fresh = append(fresh, name+".json")
	}
	entries, err := os.ReadDir("../contracts/artifacts")
	if err != nil {
		t.Fatal(err)
	}
	var committed []string
	for _, e := range entries {
		committed = append(committed, e.Name())
	}
	slices.Sort(fresh)
	if diff := cmp.Diff(fresh, committed); diff != "" {
		t.Errorf("artifact files (-built +committed):\n%s", diff)
	}
}

func readFile(tb testing.TB, path string) []byte {
	tb.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		tb.Fatalf("read: %v", err)
	}
	return b
}
