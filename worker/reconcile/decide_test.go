package reconcile

import (
	"errors"
	"testing"

	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/chain/txmgr"
)

func TestDecideReservation(t *testing.T) {
	job := &payment.StagedJob{JobID: "pay_x"}
	for _, tc := range []struct {
		name   string
		holder string
		staged *payment.StagedJob
		want   reservationAction
	}{
		{name: "gone", want: forget},
		{name: "gone, staged copy left", staged: job, want: forget},
		{name: "staged", holder: "fp", staged: job, want: enqueue},
		{name: "nothing staged", holder: "fp", want: release},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := decideReservation(tc.holder, tc.staged); got != tc.want {
				t.Fatalf("got %v, want %v", got, tc.want)
			}
		})
	}
}

func TestRerunArchived(t *testing.T) {
	rec := func(s txmgr.State) *txmgr.Record { return &txmgr.Record{State: s} }
	for _, tc := range []struct {
		name    string
		outcome bool
		rec     *txmgr.Record
		err     error
		want    bool
	}{
		{name: "no outcome, no record", err: txmgr.ErrNotFound, want: true},
		{name: "no outcome, final record", rec: rec(txmgr.StateFinal), want: true},
		{name: "outcome, no record", outcome: true, err: txmgr.ErrNotFound, want: false},
		{name: "outcome, record sent", outcome: true, rec: rec(txmgr.StateSent), want: true},
		{name: "outcome, record mined", outcome: true, rec: rec(txmgr.StateMined), want: true},
		{name: "outcome, record final", outcome: true, rec: rec(txmgr.StateFinal), want: false},
		{name: "outcome, record failed", outcome: true, rec: rec(txmgr.StateFailed), want: false},
		{name: "outcome, record unreadable", outcome: true, err: errors.New("redis down"), want: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := rerunArchived(tc.outcome, tc.rec, tc.err); got != tc.want {
				t.Fatalf("got %v, want %v", got, tc.want)
			}
		})
	}
}
