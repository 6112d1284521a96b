package ans104

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// Sizes of the optional fields.
const (
	// TargetSize is the length of a present target.
	TargetSize = 32
	// AnchorSize is the length of a present anchor.
	AnchorSize = 32
)

// fixedHeaderSize is the header without target, anchor and tag bytes:
// type, signature, owner, two presence flags, tag count and tag byte count.
const fixedHeaderSize = 2 + SignatureSize + OwnerSize + 1 + 1 + 8 + 8

// Header is everything in a data item before its data. Headers come from
// Sign, ReadHeader or NewReader and are immutable: the slices the accessors
// return must not be modified. A Header is safe for concurrent reads.
type Header struct {
	signature []byte
	owner     []byte
	target    []byte
	anchor    []byte
	tags      []Tag
	rawTags   []byte
}

// Options are the optional fields of a new data item.
type Options struct {
	// Target is empty or 32 bytes (an Arweave address).
	Target []byte
	// Anchor is empty or 32 bytes. Items are commonly anchored with 32
	// random bytes to make otherwise identical items distinct.
	Anchor []byte
	// Tags are checked against the ANS-104 limits (see ValidateTags).
	Tags []Tag
}

// Check validates the options: target and anchor lengths and tag limits.
func (o Options) Check() error {
	if n := len(o.Target); n != 0 && n != TargetSize {
		return fmt.Errorf("ans104: target is %d bytes, want 0 or 32", n)
	}
	if n := len(o.Anchor); n != 0 && n != AnchorSize {
		return fmt.Errorf("ans104: anchor is %d bytes, want 0 or 32", n)
	}
	return ValidateTags(o.Tags)
}

// ID returns the item id: base64url(SHA-256(signature)), 43 characters.
func (h *Header) ID() string { return IDFromSignature(h.signature) }

// Signature returns the 65-byte r ‖ s ‖ v signature.
func (h *Header) Signature() []byte { return h.signature }

// Owner returns the 65-byte uncompressed public key of the signer.
func (h *Header) Owner() []byte { return h.owner }

// OwnerAddress returns the Ethereum address of the owner.
func (h *Header) OwnerAddress() common.Address {
	addr, _ := OwnerAddress(h.owner) // validated when the header was made
	return addr
}

// Target returns the target, or nil when absent.
func (h *Header) Target() []byte { return h.target }

// Anchor returns the anchor, or nil when absent.
func (h *Header) Anchor() []byte { return h.anchor }

// Tags returns the decoded tags in item order.
func (h *Header) Tags() []Tag { return h.tags }

// RawTags returns the Avro tag bytes exactly as they appear in the item.
func (h *Header) RawTags() []byte { return h.rawTags }

// ContentType returns the value of the item's first Content-Type tag
// (name compared ignoring case), or "" when it has none.
func (h *Header) ContentType() string {
	v, _ := TagValue(h.tags, ContentTypeTag)
	return v
}

// Size returns the length of the header in bytes, i.e. the offset of the
// data within the item.
func (h *Header) Size() int64 {
	return int64(fixedHeaderSize + len(h.target) + len(h.anchor) + len(h.rawTags))
}

// Bytes returns the binary header; the item is these bytes followed by the
// data.
func (h *Header) Bytes() []byte {
	b := make([]byte, 0, h.Size())
	b = binary.LittleEndian.AppendUint16(b, SignatureTypeEthereum)
	b = append(b, h.signature...)
	b = append(b, h.owner...)
	b = appendOptional(b, h.target)
	b = appendOptional(b, h.anchor)
	b = binary.LittleEndian.AppendUint64(b, uint64(len(h.tags)))
	b = binary.LittleEndian.AppendUint64(b, uint64(len(h.rawTags)))
	return append(b, h.rawTags...)
}

// signatureData returns the message the header's signature covers for data
// with the given SHA-384 digest and length.
func (h *Header) signatureData(dataSum [DeepHashSize]byte, dataLen int64) [DeepHashSize]byte {
	return signatureData(h.owner, h.target, h.anchor, h.rawTags, dataSum, dataLen)
}

func appendOptional(b, field []byte) []byte {
	if len(field) == 0 {
		return append(b, 0)
	}
	b = append(b, 1)
	return append(b, field...)
}

// ReadHeader reads and parses the header of a data item from r, leaving r at
// the first data byte. It checks the format (signature type 3, presence
// flags, a valid owner key, tag encoding and limits) but not the signature:
// use NewReader to verify. Format errors wrap ErrMalformed; read errors other
// than a premature end are returned wrapped as they are.
func ReadHeader(r io.Reader) (*Header, error) {
	var fixed [2 + SignatureSize + OwnerSize + 1]byte
	if err := readFull(r, fixed[:]); err != nil {
		return nil, err
	}
	if t := binary.LittleEndian.Uint16(fixed[:2]); t != SignatureTypeEthereum {
		return nil, fmt.Errorf("%w: %w %d", ErrMalformed, ErrUnsupportedSignatureType, t)
	}
	h := &Header{
		signature: append([]byte(nil), fixed[2:2+SignatureSize]...),
		owner:     append([]byte(nil), fixed[2+SignatureSize:2+SignatureSize+OwnerSize]...),
	}
	if _, err := crypto.UnmarshalPubkey(h.owner); err != nil {
		return nil, malformed("owner is not an uncompressed secp256k1 public key")
	}
	var err error
	if h.target, err = readOptional(r, fixed[len(fixed)-1], TargetSize, "target"); err != nil {
		return nil, err
	}
	var flag [1]byte
	if err := readFull(r, flag[:]); err != nil {
		return nil, err
	}
	if h.anchor, err = readOptional(r, flag[0], AnchorSize, "anchor"); err != nil {
		return nil, err
	}
	var counts [16]byte
	if err := readFull(r, counts[:]); err != nil {
		return nil, err
	}
	numTags := binary.LittleEndian.Uint64(counts[:8])
	numTagBytes := binary.LittleEndian.Uint64(counts[8:])
	if numTags > MaxTags {
		return nil, fmt.Errorf("%w: %w", ErrMalformed, &TagError{Index: -1, Reason: fmt.Sprintf("%d tags declared", numTags)})
	}
	if numTagBytes > MaxTagBytes {
		return nil, fmt.Errorf("%w: %w", ErrMalformed, &TagError{Index: -1, Reason: fmt.Sprintf("%d tag bytes declared", numTagBytes)})
	}
	if numTagBytes > 0 {
		h.rawTags = make([]byte, numTagBytes)
		if err := readFull(r, h.rawTags); err != nil {
			return nil, err
		}
	}
	if h.tags, err = DecodeTags(h.rawTags, int(numTags)); err != nil {
		if errors.Is(err, ErrMalformed) {
			return nil, err
		}
		return nil, fmt.Errorf("%w: %w", ErrMalformed, err)
	}
	return h, nil
}

func readOptional(r io.Reader, flag byte, size int, name string) ([]byte, error) {
	switch flag {
	case 0:
		return nil, nil
	case 1:
		b := make([]byte, size)
		if err := readFull(r, b); err != nil {
			return nil, err
		}
		return b, nil
	default:
		return nil, malformed("%s presence flag is %d", name, flag)
	}
}

// readFull is io.ReadFull that reports a premature end as ErrMalformed.
func readFull(r io.Reader, b []byte) error {
	_, err := io.ReadFull(r, b)
	switch {
	case err == nil:
		return nil
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		return malformed("truncated header")
	default:
		return fmt.Errorf("ans104: read header: %w", err)
	}
}
