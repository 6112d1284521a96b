package treasury

import (
	"encoding/binary"
	"fmt"
	"math/big"
)

// Kinds of a paid write, as PaymentReceived's write word names them (the
// contract's KIND_CREATE and KIND_PUSH).
const (
	KindCreate uint8 = 1
	KindPush   uint8 = 2
)

// PaidWrite is what a PaymentReceived says was written: a creation (Kind
// KindCreate, index and count zero) or a push of VersionCount versions from
// index VersionIndex.
type PaidWrite struct {
	Kind         uint8
	VersionIndex uint64
	VersionCount uint64
}

// PackWrite is the contract's write word for w: the kind in bits 128–135,
// the first version index in bits 64–127, the count in bits 0–63.
func PackWrite(w PaidWrite) *big.Int {
	x := new(big.Int).SetUint64(uint64(w.Kind))
	x.Lsh(x, 64).Or(x, new(big.Int).SetUint64(w.VersionIndex))
	return x.Lsh(x, 64).Or(x, new(big.Int).SetUint64(w.VersionCount))
}

// Written unpacks the event's write word. A word with bits above the kind
// (which the treasury never emits) is an error, so a reader never takes a
// truncated value for the real one.
func (e *InkdTreasuryPaymentReceived) Written() (PaidWrite, error) {
	w, err := UnpackWrite(e.Write)
	if err != nil {
		return PaidWrite{}, fmt.Errorf("PaymentReceived: %w", err)
	}
	return w, nil
}

// UnpackWrite unpacks a write word as PackWrite lays it out (the
// treasury's PaymentReceived and InkdChannelWrites' WriteLanded share it).
// A word with bits above the kind is an error.
func UnpackWrite(w *big.Int) (PaidWrite, error) {
	if w == nil || w.Sign() < 0 || w.BitLen() > 136 {
		return PaidWrite{}, fmt.Errorf("malformed write word %v", w)
	}
	var b [17]byte
	w.FillBytes(b[:])
	return PaidWrite{Kind: b[0], VersionIndex: binary.BigEndian.Uint64(b[1:9]), VersionCount: binary.BigEndian.Uint64(b[9:])}, nil
}
