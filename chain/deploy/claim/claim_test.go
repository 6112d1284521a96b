package claim

import (
	"context"
	"encoding/json"
	"errors"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/go-cmp/cmp"
	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/deploy"
	"github.com/inkd/inkd/internal/testutil"
)

// A Redis is claimed by the first deployment that asks; the same
// deployment passes again, another is refused with both identities and
// left unchanged, unless reset, which records it in place of the first. A
// record that does not parse is refused unless reset.
func TestRedisClaim(t *testing.T) {
	ours := Of(&deploy.Deployment{ChainID: 8453, Addresses: chain.Addresses{Registry: common.HexToAddress("0x01"), Treasury: common.HexToAddress("0x02")}})
	other := Identity{ChainID: 8453, Registry: common.HexToAddress("0x03"), Treasury: common.HexToAddress("0x02")}
	for _, tc := range []struct {
		name string
		// stored is the record before the claim; "" for none.
		stored  string
		reset   bool
		wantErr error
		// want is the identity recorded after the claim.
		want Identity
	}{
		{name: "fresh database", want: ours},
		{name: "our own record", stored: mustJSON(t, ours), want: ours},
		{name: "another deployment", stored: mustJSON(t, other), wantErr: &ForeignDeploymentError{Stored: other, Ours: ours}, want: other},
		{name: "another deployment, reset", stored: mustJSON(t, other), reset: true, want: ours},
		{name: "unreadable record, reset", stored: "{not json", reset: true, want: ours},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := context.Background()
			rdb := testutil.RedisClient(t)
			if tc.stored != "" {
				if err := rdb.Set(ctx, Key, tc.stored, 0).Err(); err != nil {
					t.Fatal(err)
				}
			}
			err := Redis(ctx, rdb, ours, tc.reset, testutil.Logger(t))
			var fe *ForeignDeploymentError
			switch {
			case tc.wantErr == nil && err != nil:
				t.Fatalf("Redis = %v, want nil", err)
			case tc.wantErr != nil && !errors.As(err, &fe):
				t.Fatalf("Redis = %v, want a *ForeignDeploymentError", err)
			case tc.wantErr != nil:
				if diff := cmp.Diff(tc.wantErr, error(fe)); diff != "" {
					t.Errorf("refusal (-want +got):\n%s", diff)
				}
			}
			var got Identity
			if err := unmarshalKey(ctx, rdb, &got); err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("recorded identity (-want +got):\n%s", diff)
			}
		})
	}
	t.Run("unreadable record", func(t *testing.T) {
		ctx := context.Background()
		rdb := testutil.RedisClient(t)
		if err := rdb.Set(ctx, Key, "{not json", 0).Err(); err != nil {
			t.Fatal(err)
		}
		if err := Redis(ctx, rdb, ours, false, testutil.Logger(t)); err == nil {
			t.Fatal("Redis accepted an unreadable record without reset")
		}
	})
}

func mustJSON(t *testing.T, id Identity) string {
	t.Helper()
	b, err := json.Marshal(id)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func unmarshalKey(ctx context.Context, rdb redis.UniversalClient, id *Identity) error {
	b, err := rdb.Get(ctx, Key).Bytes()
	if err != nil {
		return err
	}
	return json.Unmarshal(b, id)
}
