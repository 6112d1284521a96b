package worker

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/inkd/inkd/storage"
)

// TestUploadFailedForGoodDropsStagedItem: review found an item whose
// storage upload failed for good (the bundler account ran dry) staying
// staged until it expired, 24 h of Redis memory each. A permanent failure
// now deletes the staged copy (the client must upload again anyway, which
// stages it again); a transient one keeps it for asynq's retry.
func TestUploadFailedForGoodDropsStagedItem(t *testing.T) {
	for _, tc := range []struct {
		name     string
		err      error
		keepCopy bool
	}{
		{"refused for good", fmt.Errorf("turbo: 402 no credits: %w", storage.ErrPermanent), false},
		{"unreachable, retried", errors.New("connection reset by peer"), true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := newUploadRig(t, func(d storage.Driver) storage.Driver { return failingDriver{d, tc.err} })
			p := r.stageItem(t, []byte("content the bundler will not take"))
			if _, err := r.run(t, p); err == nil {
				t.Fatal("upload succeeded on a failing driver")
			}
			_, err := r.stager.Open(context.Background(), p.ID)
			if kept := err == nil; kept != tc.keepCopy {
				t.Fatalf("staged copy kept = %v (open: %v), want %v", kept, err, tc.keepCopy)
			}
		})
	}
}
