package versioncheck

import (
	"errors"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/chain/bindings/registry"
)

// Every field a consumer relies on is compared with the chain's event; a
// field the record leaves out must be absent on chain too (a record that
// drops the digest cannot pass for an unverifiable version).
func TestCompare(t *testing.T) {
	tx := common.HexToHash("0xaa")
	ev := &registry.InkdRegistryVersionPushed{ProjectId: big.NewInt(3), VersionIndex: big.NewInt(1), ArweaveHash: "ar://x", VersionTag: "v1",
		Sha256: [32]byte{0x0c}, ContentSize: 42, ContentType: "text/plain"}
	good := Record{ProjectID: "3", Index: "1", StorageHash: "ar://x", VersionTag: "v1", SHA256: "0c" + strings.Repeat("00", 31),
		ContentSize: "42", ContentType: "text/plain", TxHash: tx.Hex(), BlockNumber: "7"}
	if err := Compare(good, ev, tx); err != nil {
		t.Fatalf("the true record: %v", err)
	}
	for field, edit := range map[string]func(*Record){
		"storageHash": func(r *Record) { r.StorageHash = "ar://y" },
		"versionTag":  func(r *Record) { r.VersionTag = "v2" },
		"sha256":      func(r *Record) { r.SHA256 = strings.Repeat("00", 32) },
		"contentSize": func(r *Record) { r.ContentSize = "43" },
		"contentType": func(r *Record) { r.ContentType = "" },
		"txHash":      func(r *Record) { r.TxHash = common.HexToHash("0xbb").Hex() },
	} {
		r := good
		edit(&r)
		var mis *MismatchError
		if err := Compare(r, ev, tx); !errors.As(err, &mis) || mis.Field != field {
			t.Errorf("a record with another %s: %v", field, err)
		}
	}
	r := good
	r.SHA256 = ""
	if err := Compare(r, ev, tx); err == nil {
		t.Error("a record without the digest the chain states passed")
	}
}
