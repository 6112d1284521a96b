package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/inkd/inkd/api/client"
	"github.com/inkd/inkd/api/client/owner"
	"github.com/inkd/inkd/api/wire"
)

// runCollaborator dispatches collaborator add|remove.
func runCollaborator(ctx context.Context, args []string) error {
	return subcommand("collaborator", args, map[string]func(context.Context, []string) error{
		"add":    func(ctx context.Context, a []string) error { return changeCollaborator(ctx, a, false) },
		"remove": func(ctx context.Context, a []string) error { return changeCollaborator(ctx, a, true) },
	}, ctx)
}

// changeCollaborator sends the owner's own registry transaction: the
// registry address comes from the API's status, the chain from --rpc-url.
func changeCollaborator(ctx context.Context, args []string, remove bool) error {
	verb := map[bool]string{false: "add", true: "remove"}[remove]
	var f clientFlags
	var rpcURL string
	fs := newFlagSet("inkd collaborator " + verb + " PROJECT ADDRESS")
	f.bind(fs, true)
	secretVar(fs, &rpcURL, "rpc-url", "INKD_RPC_URL", "chain JSON-RPC URL the owner's transaction goes to (INKD_RPC_URL, else RPC_URL); never printed")
	pos, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 2 || !common.IsHexAddress(pos[1]) {
		return usageErrorf("usage: inkd collaborator %s PROJECT ADDRESS --rpc-url URL", verb)
	}
	if rpcURL == "" {
		rpcURL = env("RPC_URL", "")
	}
	if rpcURL == "" {
		return usageErrorf("a chain JSON-RPC URL is required: --rpc-url, INKD_RPC_URL or RPC_URL")
	}
	key, err := f.loadKey()
	if err != nil {
		return err
	}
	ctx, cancel := f.context(ctx)
	defer cancel()
	rf := f
	rf.paying = false
	c, id, err := clientFor(ctx, &rf, pos[0])
	if err != nil {
		return err
	}
	st, err := c.Status(ctx)
	if err != nil {
		return err
	}
	if !common.IsHexAddress(st.Contracts.Registry) {
		return fmt.Errorf("registry %q from the API is not usable", st.Contracts.Registry)
	}
	// The registry finds a project by its name.
	p, err := c.Project(ctx, id)
	if err != nil {
		return err
	}
	eth, err := ethclient.DialContext(ctx, rpcURL)
	if err != nil {
		return &client.NetworkError{Err: errors.New("cannot reach the chain at --rpc-url")}
	}
	defer eth.Close()
	tx, err := owner.Prepare(ctx, eth, key, owner.Change{
		Registry: common.HexToAddress(st.Contracts.Registry), ProjectName: p.Name, Collaborator: common.HexToAddress(pos[1]), Remove: remove,
	})
	var re *owner.RevertError
	if errors.As(err, &re) {
		return &client.APIError{Status: 403, Code: wire.Code(re.Name), Message: "the registry refuses to " + verb + " " + pos[1] + " on project " + id}
	}
	if err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "%s collaborator %s on project %s: gas %d, at most %s ETH\n", verb, pos[1], id, tx.Gas, owner.FormatETH(tx.MaxCost))
	if !f.yes && isTerminal(os.Stdin) && isTerminal(os.Stderr) {
		if err := askYes(os.Stdin, os.Stderr, "send? [y/N] "); err != nil {
			return err
		}
	}
	rec, err := tx.Send(ctx)
	if err != nil {
		return err
	}
	doc := map[string]any{"ok": true, "projectId": id, "collaborator": common.HexToAddress(pos[1]).Hex(), "action": verb,
		"txHash": rec.TxHash.Hex(), "blockNumber": rec.BlockNumber.String(), "gasUsed": rec.GasUsed}
	return printDoc(os.Stdout, f.json, doc, func(w io.Writer) {
		fmt.Fprintf(w, "collaborator %s: %s on project %s\n  tx        %s (block %s, gas used %d)\n", verb, common.HexToAddress(pos[1]).Hex(), id, rec.TxHash.Hex(), rec.BlockNumber, rec.GasUsed)
	})
}
