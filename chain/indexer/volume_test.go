package indexer

import (
	"context"
	"fmt"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/inkd/inkd/chain/bindings/devusdc"
	"github.com/inkd/inkd/chain/bindings/treasury"
	"github.com/inkd/inkd/chain/deploy/deploytest"
	"github.com/inkd/inkd/internal/testutil"
)

// TestVolumeCountsReceivedUSDCOnce checks the volume the read model counts
// under the lazy books: paid writes, prepaid writes (a payment a stranger
// submitted straight to USDC, completed by the settler) and settled surplus
// count once each, also when the worker applies the receipt ahead of the
// indexer; refunds, payouts and the surplus itself do not count.
func TestVolumeCountsReceivedUSDCOnce(t *testing.T) {
	e := newEnv(t)
	m := newModel(t, testutil.RedisClient(t), "vol:")
	start(t, testConfig(e), e.Client, m, e.contracts())
	applier := NewReceiptApplier(m, e.Client, e.contracts(), testutil.Logger(t))
	ctx := context.Background()
	d, usdc := e.Deployment, devusdc.NewDevUSDC()
	frontRun := func(value int64) treasury.InkdTreasuryPayment {
		t.Helper()
		nonce := crypto.Keccak256Hash([]byte(fmt.Sprintf("volume-front-run-%d", value)))
		pay := deploytest.SignTransferWithAuthorization(t, e.ChainID, e.Keys[2], d.Treasury, big.NewInt(value), 0, e.HeadTime(t)+3600, nonce)
		e.MustTransact(t, e.Keys[4], d.USDC, usdc.PackTransferWithAuthorization0(pay.From, d.Treasury, pay.Value, pay.ValidAfter, pay.ValidBefore, pay.Nonce, pay.V, pay.R, pay.S))
		return pay
	}

	e.create(t, 2, "paid", true, false) // 100,000
	prepaid := frontRun(150_000)
	rec := e.MustTransact(t, e.Settler, d.Treasury, e.tre.PackCreateProjectPrepaid(prepaid, big.NewInt(0), treasury.InkdRegistryProjectInput{Name: "prepaid", IsPublic: true}))
	if err := applier.ApplyReceipt(ctx, rec); err != nil { // as the worker does
		t.Fatal(err)
	}
	refunded := frontRun(120_000)
	e.MustTransact(t, e.Settler, d.Treasury, e.tre.PackRefundPrepaid(refunded))
	e.MustTransact(t, e.Keys[3], d.USDC, usdc.PackTransfer(d.Treasury, big.NewInt(70_000)))
	e.MustTransact(t, e.Keys[3], d.USDC, usdc.PackTransfer(d.Treasury, big.NewInt(5))) // surplus left alone
	e.MustTransact(t, e.Settler, d.Treasury, e.tre.PackSettle(big.NewInt(70_000), big.NewInt(0)))
	e.MustTransact(t, e.Owner, d.Treasury, e.tre.PackPayout())
	waitIndexed(t, e, m)

	st, err := m.Stats(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if st.Payments != 2 || st.USDCVolume.Int64() != 100_000+150_000+70_000 || st.ProjectCount != 2 {
		t.Errorf("stats = payments %d, volume %s, projects %d; want 2, 320000, 2", st.Payments, st.USDCVolume, st.ProjectCount)
	}
}
