package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/inkd/inkd/api/client"
	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/versioncheck"
)

// chainCheck is inkd get's --rpc-url: the version's record is checked
// against the registry's VersionPushed event on that chain before anything
// is downloaded, so the digest the download is verified against is the
// chain's, not only the API's word.
type chainCheck struct {
	rpcURL, registry string
}

func (cc *chainCheck) bind(fs *flag.FlagSet) {
	secretVar(fs, &cc.rpcURL, "rpc-url", "INKD_RPC_URL", "check the version's record against the registry's event on this chain (JSON-RPC URL, INKD_RPC_URL) before downloading; never printed")
	fs.StringVar(&cc.registry, "registry", "", "the registry contract to check against with --rpc-url (default: the one the API's status names)")
}

// check compares v with the chain when --rpc-url is set; a record the
// chain contradicts exits 7 like altered content.
func (cc *chainCheck) check(ctx context.Context, c *client.Client, v *wire.Version) error {
	if cc.rpcURL == "" {
		if cc.registry != "" {
			return usageErrorf("--registry needs --rpc-url")
		}
		return nil
	}
	at := cc.registry
	if at == "" {
		st, err := c.Status(ctx)
		if err != nil {
			return err
		}
		at = st.Contracts.Registry
	}
	if !common.IsHexAddress(at) {
		return usageErrorf("registry %q is not an address", at)
	}
	eth, err := ethclient.DialContext(ctx, cc.rpcURL)
	if err != nil {
		return &client.NetworkError{Err: errors.New("cannot reach the chain at --rpc-url")}
	}
	defer eth.Close()
	rec := versioncheck.Record{
		ProjectID: v.ProjectID, Index: v.Index, StorageHash: v.StorageHash, VersionTag: v.VersionTag,
		SHA256: v.SHA256, ContentSize: v.ContentSize, ContentType: v.ContentType, TxHash: v.TxHash, BlockNumber: v.BlockNumber,
	}
	if _, err := versioncheck.Check(ctx, eth, common.HexToAddress(at), rec); err != nil {
		var mis *versioncheck.MismatchError
		if errors.As(err, &mis) || errors.Is(err, versioncheck.ErrNotOnChain) {
			return exitError{code: exitUnverified, err: fmt.Errorf("version %s of project %s: the API's record does not match the chain: %w", v.Index, v.ProjectID, err)}
		}
		return &client.NetworkError{Err: fmt.Errorf("check against the chain: %w", err)}
	}
	fmt.Fprintf(os.Stderr, "inkd get: the record matches the registry's event in block %s (registry %s)\n", v.BlockNumber, common.HexToAddress(at).Hex())
	return nil
}
