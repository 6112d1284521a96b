// Package ans104 reads, writes, signs and verifies ANS-104 data items signed
// with an Ethereum key (signature type 3), the format Arweave bundlers such as
// ArDrive Turbo accept.
//
// # Binary layout
//
// A data item is, in order (integers little-endian):
//
//	signature type   2 bytes   always 3 (Ethereum) here
//	signature       65 bytes   r ‖ s ‖ v, v ∈ {27, 28}, s in the lower half of the curve order
//	owner           65 bytes   uncompressed secp256k1 public key (0x04 ‖ X ‖ Y)
//	target           1 byte    0 = absent, 1 = present and followed by 32 bytes
//	anchor           1 byte    0 = absent, 1 = present and followed by 32 bytes
//	tag count        8 bytes
//	tag bytes        8 bytes   length of the Avro-encoded tags that follow
//	tags             Avro array of {name: bytes, value: bytes}
//	data             everything up to the end of the item
//
// The data length is not recorded; the data runs to the end of the stream.
//
// # What is signed
//
// The signed message is the 48-byte SHA-384 deep hash of the list
//
//	["dataitem", "1", "3", owner, target, anchor, raw tag bytes, data]
//
// where an absent target or anchor is the empty byte string. (The ANS-104
// text lists other fields; the reference JavaScript library that bundlers use
// hashes this list, and this package reproduces its items byte for byte.)
// The signature is an EIP-191 personal-sign signature over those 48 bytes:
// keccak256("\x19Ethereum Signed Message:\n48" ‖ deepHash). The item id is
// base64url(SHA-256(signature)) without padding: 43 characters.
//
// # Streaming
//
// The deep hash of the data needs no length up front (the length enters the
// hash after the data has been hashed), so both signing and verification read
// the data once, in constant memory. Because the signature precedes the data
// in the layout, writing an item from a one-shot stream takes two passes over
// the data: one to sign, one to copy. Callers that hold the data in a file or
// any io.ReaderAt make both passes from it:
//
//	signer, _ := ans104.NewEthereumSigner(key)
//	hdr, err := ans104.Sign(ctx, signer, ans104.Options{
//		Tags: []ans104.Tag{{Name: "Content-Type", Value: "text/plain"}},
//	}, io.NewSectionReader(f, 0, size), size)
//	// ...
//	_, err = ans104.WriteItem(dst, hdr, io.NewSectionReader(f, 0, size))
//
// Reading verifies as it goes: NewReader parses the header and returns a
// reader of the data whose final Read reports io.EOF only when the id, the
// signature (low s, signer = owner) and the tags are all valid:
//
//	r, err := ans104.NewReader(src)
//	// ...
//	_, err = io.Copy(dst, r) // err wraps ErrInvalidSignature on a bad item
package ans104
