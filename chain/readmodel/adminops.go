package readmodel

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
)

// AdminOperation is an operation scheduled on the InkdAccessManager: a call
// the admin may make to Target once Schedule has passed (and before it
// expires), visible to everyone in the meantime.
type AdminOperation struct {
	// OperationID is the manager's hash of (caller, target, data); with
	// Nonce it names one scheduling of that call.
	OperationID common.Hash `json:"operationId"`
	Nonce       uint32      `json:"nonce"`
	// Schedule is the earliest execution time, Unix seconds.
	Schedule uint64         `json:"schedule"`
	Caller   common.Address `json:"caller"`
	Target   common.Address `json:"target"`
	// Data is the call's calldata; its first four bytes are the selector.
	Data hexutil.Bytes `json:"data"`
	// Function names the call when the indexer knows the target and the
	// selector ("treasury.setStorageWallet"), else "".
	Function    string      `json:"function,omitempty"`
	BlockNumber uint64      `json:"blockNumber"`
	TxHash      common.Hash `json:"txHash"`
}

// Selector is the first four bytes of Data (zero when Data is shorter).
func (op AdminOperation) Selector() [4]byte {
	var s [4]byte
	if len(op.Data) >= 4 {
		copy(s[:], op.Data[:4])
	}
	return s
}

// adminOpKey is the field of one scheduling in the adminops hashes.
func adminOpKey(id common.Hash, nonce uint32) string {
	return id.Hex() + ":" + strconv.FormatUint(uint64(nonce), 10)
}

// encodeAdminOp returns the script fields of an admin change: the key of
// the scheduling and, for KindAdminScheduled, the record.
func encodeAdminOp(c Change) (id, rec string, err error) {
	op := c.AdminOp
	if op == nil {
		return "", "", fmt.Errorf("%s without an operation", c.Kind)
	}
	id = adminOpKey(op.OperationID, op.Nonce)
	if c.Kind != KindAdminScheduled {
		return id, "", nil
	}
	raw, err := json.Marshal(op)
	if err != nil {
		return "", "", err
	}
	return id, string(raw), nil
}

// PendingAdminOperations returns the scheduled admin operations that were
// neither executed nor cancelled, earliest execution first. Expired ones
// (the manager refuses them a week after their time) are included: the
// caller decides with its own clock.
func (m *Model) PendingAdminOperations(ctx context.Context) ([]AdminOperation, error) {
	pipe := m.rdb.Pipeline()
	all := pipe.HGetAll(ctx, m.key("adminops"))
	done := pipe.HGetAll(ctx, m.key("adminops:done"))
	if _, err := pipe.Exec(ctx); err != nil {
		return nil, fmt.Errorf("read admin operations: %w", err)
	}
	out := []AdminOperation{}
	for k, raw := range all.Val() {
		if _, ok := done.Val()[k]; ok {
			continue
		}
		var op AdminOperation
		if err := json.Unmarshal([]byte(raw), &op); err != nil {
			return nil, fmt.Errorf("decode admin operation %s: %w", k, err)
		}
		out = append(out, op)
	}
	slices.SortFunc(out, func(a, b AdminOperation) int {
		if c := cmp.Compare(a.Schedule, b.Schedule); c != 0 {
			return c
		}
		return a.OperationID.Cmp(b.OperationID)
	})
	return out, nil
}
