// Package writes is the Go side of InkdChannelWrites.writeByVouchers: the
// registry writes paid by voucher under the x402 batch-settlement scheme
// (docs/batch-settlement.md). It builds the call's groups and calldata,
// reads each write's outcome back from the receipt, and builds the rows of
// claim(). Like chain/batch, for the exact scheme, it is pure: no RPC, no
// Redis, no clock; the worker owns the I/O. The exception is LastVoucher,
// which reads through the caller's client the voucher a channel's last
// landed write used (its transaction's calldata), for claims after Redis
// lost the channel book.
//
//	w, err := writes.Push(key, fee, storageCost, projectID, nameHash, version)
//	groups, err := writes.Fold([]writes.Item{{Config: cfg, Signature: sig, Write: w}, …})
//	data, err := writes.Calldata(groups)        // writeByVouchers calldata
//	…                                            // sign, send, wait for the final receipt
//	outs, err := writes.Outcomes(rcpt, addrs, keys, decoder)
//
// # Decisions
//
// A channel's writes go in one group, in ascending key order. The key of a
// write is the ceiling of its own voucher, and the API accepts a channel's
// vouchers in ceiling order, once: ascending keys are therefore the order
// the writes were accepted in (a push follows the creation of its project).
// The group carries the highest voucher of its writes: the contract checks
// that one signature, that it is not below the channel's last, that it is
// within the balance and that it covers the fees of everything the channel
// landed so far and this group's. A second group of the same channel in one
// call would cost a second signature recovery and, with a lower ceiling,
// be refused as stale: Calldata refuses it.
//
// A write retried after later writes of its channel landed (its batch
// failed as a whole, say) is below the channel's last used ceiling: under
// its own voucher its group is refused as StaleVoucher. It lands under the
// channel's latest voucher, which covers it: after Fold, set the group's
// Ceiling and Signature to that voucher (Calldata takes any ceiling at or
// above the group's keys).
//
// A deposit rides with the group of its channel and lands before the
// group's checks (it raises the balance the ceiling is checked against);
// one group takes one deposit, so Fold refuses two for one channel.
//
// Outcomes are matched by (channel id, key), never by position: a landed
// write is InkdChannelWrites' WriteLanded for its key plus the registry
// events its write word names (ProjectCreated of its project id, or one
// VersionPushed per version index); a failed one is the WriteFailed for its
// key, its reason decoded by chain.RevertDecoder (a registry error when the
// write failed alone, one of InkdChannelWrites' errors when its group was
// refused; a refused deposit names the token's or the settlement's reason
// inside: "DepositFailed(FiatTokenV2: invalid signature)"). A key with no event, with two, or a landed write whose registry
// events are missing is a MatchError: the caller never guesses.
package writes
