package channelbook

import (
	"context"
	"testing"
)

// TestRestoreOnlyRaises: a record Mirror rebuilt (the floor as its ceiling,
// no signature) takes the recovered voucher of that ceiling; a lower one,
// or an equal one while a signature is held, changes nothing; a higher one
// is taken; a channel without a record is left alone. The restored voucher
// is the base the next voucher follows.
func TestRestoreOnlyRaises(t *testing.T) {
	b, _ := newBook(t)
	ctx := context.Background()
	restore := func(ceiling, sig string) bool {
		t.Helper()
		raised, err := b.Restore(ctx, Voucher{Channel: ch, Ceiling: n(ceiling), Signature: []byte(sig)})
		if err != nil {
			t.Fatal(err)
		}
		return raised
	}
	if restore("3000", "sig-3000") {
		t.Fatal("restored a voucher on a channel the book has no record of")
	}
	s := funded("5000")
	s.Floor = n("3000")
	mirror(t, b, s)
	if restore("2000", "sig-2000") {
		t.Fatal("a voucher below the floor was restored")
	}
	if !restore("3000", "sig-3000") {
		t.Fatal("the voucher of the floor was not restored on a record without a signature")
	}
	if restore("3000", "other") {
		t.Fatal("an equal voucher replaced a held signature")
	}
	rec, _, _ := b.Get(ctx, ch)
	if rec.Ceiling.String() != "3000" || string(rec.Signature) != "sig-3000" {
		t.Fatalf("record holds %s signed %q", rec.Ceiling, rec.Signature)
	}
	if !restore("3500", "sig-3500") {
		t.Fatal("a higher voucher was not restored")
	}
	if d := accept(t, b, "4500", "1000", ""); d.Outcome != Accepted {
		t.Fatalf("the next voucher after the restored one: %s at %s", d.Outcome, d.Record.Ceiling)
	}
	if _, err := b.Restore(ctx, Voucher{Channel: ch, Ceiling: n("9000")}); err == nil {
		t.Fatal("a voucher without a signature was restored")
	}
}
