package e2e

import (
	"math/big"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/inkd/inkd/internal/testutil"
)

// An owner whose wallet holds USDC but no ETH (enough to create a project:
// the settler pays that transaction's gas) cannot pay for its own
// collaborator transaction: `inkd collaborator add` says so in one line,
// naming the wallet, what the gas may cost and that nothing was sent, and
// exits 5 (the wallet cannot pay), not 1 with a node's error; the
// collaborator is not added.
func TestCmdCollaboratorWithoutGas(t *testing.T) {
	testutil.SkipIfShort(t, "a paying stack")
	inkdBin(t)
	s := startStack(t, stackOptions{blockPeriod: time.Second})
	keys := s.newPayers(t, 2, big.NewInt(10_000_000))
	ownerKey, collab := keys[0], crypto.PubkeyToAddress(keys[1].PublicKey).Hex()
	ownerAddr := crypto.PubkeyToAddress(ownerKey.PublicKey)
	env := append(clientEnv(s, ownerKey, filepath.Join(t.TempDir(), "owner.json")), "INKD_RPC_URL="+s.RPCURL)
	id := mustCreate(t, env, "no-gas").Result["projectId"]

	res := runInkd(t, clientBound, env, "collaborator", "add", id, collab, "--yes")
	line := lastLine(res.stderr)
	if res.code != exitPaymentCode || !strings.Contains(line, "too little ETH for gas") || !strings.Contains(line, ownerAddr.Hex()) || !strings.Contains(line, "nothing was sent") {
		t.Errorf("collaborator add without ETH exited %d, want %d and one line naming the wallet and the gas: %s", res.code, exitPaymentCode, res.stderr)
	}
	if strings.Contains(res.stderr, "goroutine ") || strings.Contains(res.stderr, "insufficient funds for gas * price") {
		t.Errorf("collaborator add: a raw node error or stack trace: %s", res.stderr)
	}
	nonce, err := s.eth.NonceAt(t.Context(), ownerAddr, nil)
	if err != nil || nonce != 0 {
		t.Errorf("the owner's nonce is %d (%v): a transaction was sent", nonce, err)
	}
}
