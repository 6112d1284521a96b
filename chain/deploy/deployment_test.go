package deploy

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/chain"
)

func TestDeploymentSaveLoad(t *testing.T) {
	d := &Deployment{
		ChainID: 8453, Addresses: chain.Addresses{Registry: common.Address{1}, Treasury: common.Address{2}, Buyback: common.Address{3},
			Token: common.Address{4}, USDC: CanonicalBaseUSDC, Pool: common.Address{6}, AccessManager: common.Address{12},
			ChannelWrites: common.Address{15}}, DeployBlock: 12,
		StorageWallet: common.Address{7}, Settlers: []common.Address{{8}, {9}}, Keepers: []common.Address{{10}, {11}}, Owner: common.Address{10},
		Admin: common.Address{13}, AdminDelaySeconds: 172800, Guardian: common.Address{14},
	}
	path := filepath.Join(t.TempDir(), "deployment.json")
	if err := d.Save(path); err != nil {
		t.Fatalf("Save: %v", err)
	}
	got, err := Load(path)
	if err != nil {
		t.Fatalf("Load: %v", err)
	}
	if diff := cmp.Diff(d, got); diff != "" {
		t.Errorf("round trip (-want +got):\n%s", diff)
	}

	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var keys map[string]json.RawMessage
	if err := json.Unmarshal(raw, &keys); err != nil {
		t.Fatal(err)
	}
	var gotKeys []string
	for k := range keys {
		gotKeys = append(gotKeys, k)
	}
	slices.Sort(gotKeys)
	wantKeys := []string{"accessManager", "admin", "adminDelaySeconds", "buyback", "chainId", "channelWrites", "deployBlock", "guardian", "keepers", "owner", "pool", "registry", "settlers", "storageWallet", "token", "treasury", "usdc"}
	if diff := cmp.Diff(wantKeys, gotKeys); diff != "" {
		t.Errorf("JSON keys (-want +got):\n%s", diff)
	}
	entries, err := os.ReadDir(filepath.Dir(path))
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 1 {
		t.Errorf("Save left %d files, want 1", len(entries))
	}
}

// A file written before InkdChannelWrites existed loads with a zero
// ChannelWrites: a deployment that does not offer vouchers.
func TestLoadWithoutChannelWrites(t *testing.T) {
	path := filepath.Join(t.TempDir(), "deployment.json")
	old := `{"chainId": 8453, "registry": "0x0100000000000000000000000000000000000000", "accessManager": "0x0c00000000000000000000000000000000000000", "settlers": []}`
	if err := os.WriteFile(path, []byte(old), 0o644); err != nil {
		t.Fatal(err)
	}
	d, err := Load(path)
	if err != nil {
		t.Fatalf("Load: %v", err)
	}
	if d.ChannelWrites != (common.Address{}) || d.Registry != (common.Address{1}) || d.AccessManager != (common.Address{12}) {
		t.Errorf("loaded %+v, want the registry and manager and no channel writes", d.Addresses)
	}
}

func TestLoadErrors(t *testing.T) {
	dir := t.TempDir()
	if _, err := Load(filepath.Join(dir, "missing.json")); err == nil {
		t.Error("Load(missing) succeeded")
	}
	bad := filepath.Join(dir, "bad.json")
	if err := os.WriteFile(bad, []byte("{"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(bad); err == nil {
		t.Error("Load(bad JSON) succeeded")
	}
}

func TestDevUSDCRuntimeCode(t *testing.T) {
	code := DevUSDCRuntimeCode()
	if len(code) == 0 || !IsDevUSDC(code) {
		t.Fatal("DevUSDC runtime code empty or not recognised")
	}
	code[0] ^= 0xff // callers get their own copy
	if !IsDevUSDC(DevUSDCRuntimeCode()) || IsDevUSDC(code) {
		t.Error("DevUSDCRuntimeCode shares its slice")
	}
	if IsDevUSDC(nil) {
		t.Error("IsDevUSDC(nil) = true")
	}
}
