package e2e

// The stack a paid-write benchmark runs on, and what the chain says of a
// run: the blocks, their gas and base fee, and the check of every 201.

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/inkd/inkd/api"
	"github.com/inkd/inkd/internal/testutil"
	"github.com/inkd/inkd/storage/setup"
	"github.com/inkd/inkd/worker/batcher"
)

// benchStack is a fresh stack with 2 s blocks whose chain client keeps
// idle connections and whose worker folds up to INKD_BENCH_BATCH_MAX_ITEMS
// paid writes a transaction.
func benchStack(b *testing.B, idle int, apiConfig ...func(*api.Config)) *stack {
	items := batcher.DefaultMaxItems
	if v := os.Getenv(benchBatchItemsEnv); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 {
			b.Fatalf("%s=%q: want a positive number", benchBatchItemsEnv, v)
		}
		items = n
	}
	opts := stackOptions{blockPeriod: benchBlockPeriod, rpcIdleConns: idle, batch: batcher.Config{MaxItems: items}, apiConfig: apiConfig}
	if os.Getenv(benchWorkerProcessEnv) == "" {
		return startStack(b, opts)
	}
	// The worker apart, as `inkd worker`, so that its CPU is its own.
	opts.redisURL, opts.noWorker = testutil.RealRedisURL(b, e2eRedis), true
	opts.storage = setup.Config{Dir: filepath.Join(b.TempDir(), "storage")}
	s := startStack(b, opts)
	vars := []string{"BATCH_MAX_ITEMS=" + strconv.Itoa(items)}
	probe := api.Config{}
	for _, change := range apiConfig {
		change(&probe)
	}
	if probe.Channels.Enabled {
		vars = append(vars, "INKD_CHANNEL_PAYMENTS=on")
	}
	s.workerPID = startBenchWorker(b, s, opts.redisURL, opts.storage.Dir, vars...)
	return s
}

// processCPU is the CPU time process pid used so far (user and system,
// from /proc), or -1 when it cannot be read.
func processCPU(pid int) time.Duration {
	raw, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return -1
	}
	// The command name, in parentheses, may hold spaces: count fields
	// after its closing one (utime and stime are fields 14 and 15).
	s := string(raw)
	fields := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
	if len(fields) < 13 {
		return -1
	}
	utime, err1 := strconv.ParseInt(fields[11], 10, 64)
	stime, err2 := strconv.ParseInt(fields[12], 10, 64)
	if err1 != nil || err2 != nil {
		return -1
	}
	const clockTicks = 100 // USER_HZ on Linux
	return time.Duration(utime+stime) * time.Second / clockTicks
}

// chainFigures counts the logs of the payers' writes of kind w per block,
// checks every 201 against them and reads gas use and base fee over the
// blocks mined after startHead.
func chainFigures(tb testing.TB, s *stack, keys []*ecdsa.PrivateKey, w benchWrite, startHead *types.Header, r *benchResult) {
	tb.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	endHead, err := s.eth.HeaderByNumber(ctx, nil)
	if err != nil {
		tb.Fatal(err)
	}
	first, last := startHead.Number.Uint64()+1, endHead.Number.Uint64()
	r.gasLimit = endHead.GasLimit
	r.baseFeeStartGwei = gwei(startHead.BaseFee)
	r.baseFeeEndGwei = gwei(endHead.BaseFee)
	if last < first {
		r.unmatched = len(r.answered)
		return
	}
	r.blocks = last - first + 1
	payers := make(map[common.Address]bool, len(keys))
	for _, k := range keys {
		payers[crypto.PubkeyToAddress(k.PublicKey)] = true
	}
	logs, err := s.eth.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(first), ToBlock: new(big.Int).SetUint64(last),
		Addresses: []common.Address{s.Deployment.Registry},
	})
	if err != nil {
		tb.Fatalf("registry logs %d–%d: %v", first, last, err)
	}
	perBlock := map[uint64]int{}
	// mined holds, per transaction, the writes of each payer it logged.
	mined := map[common.Hash]map[string]bool{}
	for i := range logs {
		payer, key, ok := w.landed(&logs[i])
		if !ok || !payers[payer] {
			continue
		}
		r.created++
		perBlock[logs[i].BlockNumber]++
		h := logs[i].TxHash
		if mined[h] == nil {
			mined[h] = map[string]bool{}
		}
		mined[h][payer.Hex()+" "+key] = true
	}
	for _, a := range r.answered {
		writes, ok := mined[a.txHash]
		if !ok {
			r.unmatched++
			continue
		}
		for _, c := range a.claims {
			if !writes[a.payer.Hex()+" "+c] {
				r.wrongIDs++
				break
			}
		}
	}
	for n := first; n <= last; n++ {
		r.series = append(r.series, perBlock[n])
		r.maxPerBlock = max(r.maxPerBlock, perBlock[n])
	}
	var firstTime uint64
	for n := first; n <= last; n++ {
		h, err := s.eth.HeaderByNumber(ctx, new(big.Int).SetUint64(n))
		if err != nil {
			tb.Fatalf("header %d: %v", n, err)
		}
		r.maxGasPercent = max(r.maxGasPercent, 100*float64(h.GasUsed)/float64(h.GasLimit))
		r.gasUsed += h.GasUsed
		if n == first {
			firstTime = h.Time
		}
		if n == last && last > first {
			r.blockInterval = time.Duration(h.Time-firstTime) * time.Second / time.Duration(last-first)
		}
	}
}

func gwei(wei *big.Int) float64 {
	if wei == nil {
		return 0
	}
	f, _ := new(big.Float).Quo(new(big.Float).SetInt(wei), big.NewFloat(1e9)).Float64()
	return f
}
