package ans104

import (
	"crypto/sha512"
	"strconv"
)

// DeepHashSize is the length of a deep hash: a SHA-384 digest.
const DeepHashSize = sha512.Size384

// deepHashBlob returns the deep hash of a byte string:
// SHA-384(SHA-384("blob" ‖ decimal length) ‖ SHA-384(b)).
func deepHashBlob(b []byte) [DeepHashSize]byte {
	return deepHashBlobDigest(sha512.Sum384(b), int64(len(b)))
}

// deepHashBlobDigest is deepHashBlob for a blob of n bytes whose SHA-384
// digest is already known, which lets the data be hashed as a stream.
func deepHashBlobDigest(sum [DeepHashSize]byte, n int64) [DeepHashSize]byte {
	tag := sha512.Sum384(strconv.AppendInt([]byte("blob"), n, 10))
	var pair [2 * DeepHashSize]byte
	copy(pair[:], tag[:])
	copy(pair[DeepHashSize:], sum[:])
	return sha512.Sum384(pair[:])
}

// deepHashList folds already deep-hashed elements into the deep hash of the
// list holding them: the accumulator starts at SHA-384("list" ‖ decimal
// count) and absorbs each element as SHA-384(acc ‖ element).
func deepHashList(elems [][DeepHashSize]byte) [DeepHashSize]byte {
	acc := sha512.Sum384(strconv.AppendInt([]byte("list"), int64(len(elems)), 10))
	var pair [2 * DeepHashSize]byte
	for _, e := range elems {
		copy(pair[:], acc[:])
		copy(pair[DeepHashSize:], e[:])
		acc = sha512.Sum384(pair[:])
	}
	return acc
}

// signatureData returns the 48-byte message an item's signature covers, given
// the SHA-384 digest and length of its data.
func signatureData(owner, target, anchor, rawTags []byte, dataSum [DeepHashSize]byte, dataLen int64) [DeepHashSize]byte {
	return deepHashList([][DeepHashSize]byte{
		deepHashBlob([]byte("dataitem")),
		deepHashBlob([]byte("1")),
		deepHashBlob([]byte(strconv.Itoa(int(SignatureTypeEthereum)))),
		deepHashBlob(owner),
		deepHashBlob(target),
		deepHashBlob(anchor),
		deepHashBlob(rawTags),
		deepHashBlobDigest(dataSum, dataLen),
	})
}
