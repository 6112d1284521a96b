package payment

import (
	"context"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/chain/bindings/batchsettlement"
	"github.com/inkd/inkd/chain/bindings/channelwrites"
	"github.com/inkd/inkd/chain/bindings/usdc"
	"github.com/inkd/inkd/chain/channel"
)

// fakeCaller answers eth_call by (address, selector) with ABI-encoded
// outputs, and records the blocks asked for.
type fakeCaller struct {
	t       *testing.T
	answers map[common.Address]map[string][]byte
	blocks  []*big.Int
}

func (f *fakeCaller) BlockNumber(context.Context) (uint64, error) { return 77, nil }

func (f *fakeCaller) CallContract(_ context.Context, call ethereum.CallMsg, block *big.Int) ([]byte, error) {
	f.blocks = append(f.blocks, block)
	out, ok := f.answers[*call.To][string(call.Data[:4])]
	if !ok {
		f.t.Fatalf("unexpected call to %s selector %x", call.To.Hex(), call.Data[:4])
	}
	return out, nil
}

func mustABI(t *testing.T, meta string) abi.ABI {
	t.Helper()
	a, err := abi.JSON(strings.NewReader(meta))
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// answer registers method's output values for contract to.
func (f *fakeCaller) answer(to common.Address, a abi.ABI, method string, values ...any) {
	m := a.Methods[method]
	out, err := m.Outputs.Pack(values...)
	if err != nil {
		f.t.Fatal(err)
	}
	if f.answers[to] == nil {
		f.answers[to] = map[string][]byte{}
	}
	f.answers[to][string(m.ID)] = out
}

// TestChainChannelsReadsTheChannel: the channel's state is read at one
// block from the settlement contract, and the floor is raised to the
// channel writes contract's usage ceiling when that is higher.
func TestChainChannelsReadsTheChannel(t *testing.T) {
	settlement := mustABI(t, batchsettlement.X402BatchSettlementMetaData.ABI)
	writes := mustABI(t, channelwrites.InkdChannelWritesMetaData.ABI)
	token := mustABI(t, usdc.FiatTokenMetaData.ABI)
	writesAt := common.HexToAddress("0xc0ffee")
	usdcAt := baseUSDC().VerifyingContract
	for _, tc := range []struct {
		name           string
		writes         common.Address
		usage, floor   int64
		withdrawAt     int64
		wantWithdrawAt uint64
	}{
		{"usage above claimed", writesAt, 900, 900, 0, 0},
		{"usage below claimed", writesAt, 100, 400, 1_800_000_000, 1_800_000_000},
		{"writes unknown", common.Address{}, 900, 400, 0, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := &fakeCaller{t: t, answers: map[common.Address]map[string][]byte{}}
			f.answer(channel.SettlementAddress, settlement, "channels", big.NewInt(5000), big.NewInt(400))
			f.answer(channel.SettlementAddress, settlement, "pendingWithdrawals", big.NewInt(10), big.NewInt(tc.withdrawAt))
			f.answer(channel.SettlementAddress, settlement, "refundNonce", big.NewInt(3))
			f.answer(writesAt, writes, "usage", big.NewInt(300), big.NewInt(tc.usage))
			f.answer(usdcAt, token, "balanceOf", big.NewInt(123))
			c := ChainChannels{Backend: f, Token: usdcAt, Writes: tc.writes}
			st, err := c.ChannelState(context.Background(), common.HexToHash("0x01"))
			if err != nil {
				t.Fatal(err)
			}
			if st.Balance.Int64() != 5000 || st.TotalClaimed.Int64() != 400 || st.RefundNonce.Int64() != 3 || st.Floor.Int64() != tc.floor ||
				st.WithdrawRequestedAt != tc.wantWithdrawAt || st.Block != 77 {
				t.Fatalf("state %+v", st)
			}
			for _, b := range f.blocks {
				if b == nil || b.Uint64() != 77 {
					t.Fatalf("a read at block %v, want every read at 77", b)
				}
			}
			bal, err := c.TokenBalance(context.Background(), common.HexToAddress("0x02"))
			if err != nil || bal.Int64() != 123 {
				t.Fatalf("balance %v, %v", bal, err)
			}
		})
	}
}
