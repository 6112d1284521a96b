package ans104

import (
	"crypto/sha512"
	"fmt"
	"hash"
	"io"
	"math/big"

	"github.com/ethereum/go-ethereum/crypto"
)

// Reader reads the data of a data item while verifying it. NewReader parses
// and checks the header; Read then returns the data bytes and, at the end of
// the stream, io.EOF only if the item verifies. A bad signature is reported
// by the final Read as an error wrapping ErrInvalidSignature instead of
// io.EOF, so io.Copy(dst, r) fails on a bad item. Memory use is constant.
// A Reader is not safe for concurrent use.
type Reader struct {
	hdr *Header
	src io.Reader
	h   hash.Hash
	n   int64
	err error
}

// NewReader reads the header of the item in r and returns a Reader of its
// data. Besides the format checks of ReadHeader, it rejects at once a
// signature whose v is not 27/28 or whose s is in the upper half of the
// curve order, before any data is read.
func NewReader(r io.Reader) (*Reader, error) {
	hdr, err := ReadHeader(r)
	if err != nil {
		return nil, err
	}
	if err := checkSignatureValues(hdr.signature); err != nil {
		return nil, err
	}
	return &Reader{hdr: hdr, src: r, h: sha512.New384()}, nil
}

// Header returns the parsed header.
func (r *Reader) Header() *Header { return r.hdr }

// DataSize returns the number of data bytes read so far; after the final
// Read it is the item's data length.
func (r *Reader) DataSize() int64 { return r.n }

// Read implements io.Reader.
func (r *Reader) Read(p []byte) (int, error) {
	if r.err != nil {
		return 0, r.err
	}
	n, err := r.src.Read(p)
	r.h.Write(p[:n])
	r.n += int64(n)
	switch {
	case err == io.EOF:
		r.err = r.verify()
		if r.err == nil {
			r.err = io.EOF
		}
		return n, r.err
	case err != nil:
		r.err = fmt.Errorf("ans104: read data: %w", err)
		return n, r.err
	}
	return n, nil
}

func (r *Reader) verify() error {
	var sum [DeepHashSize]byte
	r.h.Sum(sum[:0])
	return verifySignature(r.hdr.owner, r.hdr.signature, r.hdr.signatureData(sum, r.n))
}

// Verify reads a whole data item from r, discarding its data, and returns its
// header and data length. The error wraps ErrMalformed or
// ErrInvalidSignature when the item is bad.
func Verify(r io.Reader) (*Header, int64, error) {
	ir, err := NewReader(r)
	if err != nil {
		return nil, 0, err
	}
	if _, err := io.CopyBuffer(io.Discard, ir, make([]byte, copyBufferSize)); err != nil {
		return nil, ir.DataSize(), err
	}
	return ir.hdr, ir.DataSize(), nil
}

// checkSignatureValues checks v and the range of r and s (low s) without
// recovering the signer.
func checkSignatureValues(sig []byte) error {
	v := sig[64]
	if v != 27 && v != 28 {
		return fmt.Errorf("%w: v is %d, want 27 or 28", ErrInvalidSignature, v)
	}
	rr := new(big.Int).SetBytes(sig[:32])
	ss := new(big.Int).SetBytes(sig[32:64])
	if !crypto.ValidateSignatureValues(v-27, rr, ss, true) {
		return fmt.Errorf("%w: r or s out of range (high s)", ErrInvalidSignature)
	}
	return nil
}
