package storage_test

import (
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"testing"

	"github.com/inkd/inkd/storage"
)

func TestSpool(t *testing.T) {
	tests := []struct {
		name    string
		size    int
		limit   int64
		wantErr error
	}{
		{"under limit", 10, 11, nil},
		{"at limit", 11, 11, nil},
		{"over limit", 12, 11, storage.ErrTooLarge},
		{"empty", 0, 1, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			data := bytes.Repeat([]byte{'z'}, tc.size)
			sp, err := storage.Spool(context.Background(), dir, bytes.NewBuffer(data), tc.limit)
			if !errors.Is(err, tc.wantErr) {
				t.Fatalf("Spool = %v, want %v", err, tc.wantErr)
			}
			entries, _ := os.ReadDir(dir)
			if len(entries) != 0 {
				t.Errorf("spool left %d named files in its directory", len(entries))
			}
			if err != nil {
				var tl *storage.TooLargeError
				if !errors.As(err, &tl) || tl.Limit != tc.limit {
					t.Errorf("error %v is not a *TooLargeError with limit %d", err, tc.limit)
				}
				return
			}
			defer sp.Close()
			got, err := io.ReadAll(io.NewSectionReader(sp, 0, sp.Size()))
			if err != nil || !bytes.Equal(got, data) {
				t.Errorf("spooled bytes differ (err %v)", err)
			}
		})
	}
}

func TestSpoolCanceled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := storage.Spool(ctx, t.TempDir(), bytes.NewBufferString("data"), 10)
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("Spool = %v, want context.Canceled", err)
	}
}
