package ans104

import (
	"context"
	"crypto/sha512"
	"errors"
	"fmt"
	"io"

	"github.com/inkd/inkd/storage/internal/ctxio"
)

// copyBufferSize is the buffer used to stream data through the hash. It is
// the only per-call buffer: signing and writing an item of any size use
// O(copyBufferSize) memory.
const copyBufferSize = 64 << 10

// Sign reads exactly size bytes of data, hashes them as a stream and returns
// the signed header of the item carrying that data with the given options.
// Memory use does not depend on size. It returns a *SizeError when data
// holds fewer or more than size bytes, a *TagError for bad tags, and an
// error wrapping ErrInvalidSignature if the signer returns a signature that
// does not verify (wrong key, high s). ctx is checked between reads and is
// passed to the signer.
func Sign(ctx context.Context, s Signer, opts Options, data io.Reader, size int64) (*Header, error) {
	if size < 0 {
		return nil, fmt.Errorf("ans104: negative data size %d", size)
	}
	if err := opts.Check(); err != nil {
		return nil, err
	}
	rawTags, err := EncodeTags(opts.Tags)
	if err != nil {
		return nil, err
	}
	owner := s.Owner()
	if len(owner) != OwnerSize {
		return nil, fmt.Errorf("ans104: signer owner is %d bytes, want %d", len(owner), OwnerSize)
	}
	if _, err := OwnerAddress(owner); err != nil {
		return nil, fmt.Errorf("ans104: signer owner: %w", err)
	}
	h := &Header{
		owner:   append([]byte(nil), owner...),
		target:  clone(opts.Target),
		anchor:  clone(opts.Anchor),
		tags:    append([]Tag(nil), opts.Tags...),
		rawTags: rawTags,
	}
	sum, n, err := hashData(ctx, data, size)
	if err != nil {
		return nil, err
	}
	msg := h.signatureData(sum, n)
	sig, err := s.Sign(ctx, msg)
	if err != nil {
		return nil, fmt.Errorf("ans104: sign item: %w", err)
	}
	if err := verifySignature(h.owner, sig, msg); err != nil {
		return nil, fmt.Errorf("ans104: signer returned a bad signature: %w", err)
	}
	h.signature = append([]byte(nil), sig...)
	return h, nil
}

// WriteItem writes the item made of h and exactly size bytes of data to w and
// returns the number of bytes written. It does not re-hash the data: the
// caller must pass the same bytes that were signed (a reader over the same
// file, for example). It returns a *SizeError when data is short or long.
func WriteItem(w io.Writer, h *Header, data io.Reader, size int64) (int64, error) {
	n, err := w.Write(h.Bytes())
	written := int64(n)
	if err != nil {
		return written, fmt.Errorf("ans104: write header: %w", err)
	}
	m, err := io.CopyBuffer(w, io.LimitReader(data, size+1), make([]byte, copyBufferSize))
	if m > size {
		return written + size, &SizeError{Want: size, Got: m}
	}
	written += m
	if err != nil {
		return written, fmt.Errorf("ans104: write data: %w", err)
	}
	if m != size {
		return written, &SizeError{Want: size, Got: m}
	}
	return written, nil
}

// hashData returns the SHA-384 digest of exactly size bytes read from data.
func hashData(ctx context.Context, data io.Reader, size int64) ([DeepHashSize]byte, int64, error) {
	var sum [DeepHashSize]byte
	hh := sha512.New384()
	n, err := io.CopyBuffer(hh, io.LimitReader(ctxio.NewReader(ctx, data), size+1), make([]byte, copyBufferSize))
	if err != nil {
		if ctxErr := ctx.Err(); ctxErr != nil && errors.Is(err, ctxErr) {
			return sum, n, ctxErr
		}
		return sum, n, fmt.Errorf("ans104: read data: %w", err)
	}
	if n != size {
		return sum, n, &SizeError{Want: size, Got: n}
	}
	hh.Sum(sum[:0])
	return sum, n, nil
}

func clone(b []byte) []byte {
	if len(b) == 0 {
		return nil
	}
	return append([]byte(nil), b...)
}
