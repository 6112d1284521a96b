package devchain

import (
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"math/big"
	"net"
	"os"
	"strconv"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core"
	"github.com/ethereum/go-ethereum/core/rawdb"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/eth"
	"github.com/ethereum/go-ethereum/eth/catalyst"
	"github.com/ethereum/go-ethereum/eth/ethconfig"
	"github.com/ethereum/go-ethereum/eth/filters"
	"github.com/ethereum/go-ethereum/node"
	"github.com/ethereum/go-ethereum/p2p"
	"github.com/ethereum/go-ethereum/params"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/sirupsen/logrus"
)

// Defaults of Config.
const (
	// DefaultChainID is Base's chain id: real x402 clients derive the EIP-712
	// chain id from the network name "base", so a development chain must
	// use it for their signatures to verify.
	DefaultChainID = 8453
	// DefaultListenAddr is where JSON-RPC is served unless told otherwise.
	DefaultListenAddr = "127.0.0.1:8545"
	// DefaultBlockPeriod matches Base's 2 s blocks.
	DefaultBlockPeriod = 2 * time.Second
	// DefaultGasLimit is the block gas limit (and the miner's gas ceiling).
	DefaultGasLimit = 30_000_000
	// DefaultPoolSlots is the pool-wide number of executable transactions
	// (and, per account, 1/16 of it) the node keeps: far above geth's 5,120,
	// which drops transactions silently under load (FIELD-NOTES).
	DefaultPoolSlots = 65_536
	// DefaultPoolQueue is the pool-wide number of future (nonce-gapped)
	// transactions the node keeps, and 1/16 of it per account.
	DefaultPoolQueue = 65_536
	// nodeName names the datadir subfolder; without it go-ethereum uses the
	// executable's name, which differs between `inkd` and test binaries.
	nodeName = "inkd-devchain"
)

// devBalance is what every development account holds: 10,000 ETH.
var devBalance = new(big.Int).Mul(big.NewInt(10_000), big.NewInt(params.Ether))

// Config describes the embedded chain. The zero value is not valid; call
// WithDefaults (Start does) to fill unset fields.
type Config struct {
	// ChainID of the chain. Default 8453; zero means the default.
	ChainID uint64
	// ListenAddr is host:port for HTTP and WebSocket JSON-RPC. The host must
	// be a loopback address. Port 0 picks a free port (tests). Default
	// 127.0.0.1:8545; empty means the default.
	ListenAddr string
	// BlockPeriod is the time between blocks. Zero seals a block as soon as
	// a transaction is pending (useful in tests); it must be a whole number
	// of seconds. Default 2 s when UseDefaultPeriod is true; see Start.
	BlockPeriod time.Duration
	// GasLimit is the block gas limit. Default 30,000,000; zero means the default.
	GasLimit uint64
	// DataDir keeps the chain on disk so it survives a restart. Empty keeps
	// everything in memory and loses it on Close.
	DataDir string
	// Accounts are funded with 10,000 ETH each at genesis.
	Accounts []common.Address
	// Alloc is added to the genesis allocation (contract code, balances).
	// A data directory keeps the genesis it was made with: started with
	// another one (another Alloc, GasLimit or ChainID, or an inkd version
	// that places other contracts), the chain keeps its own and Start logs
	// a warning.
	Alloc types.GenesisAlloc
	// PoolSlots is how many executable transactions the node's pool holds
	// (geth's GlobalSlots); PoolQueue how many future ones (GlobalQueue).
	// A pool holding PoolSlots+PoolQueue transactions refuses a new one
	// that does not outbid its cheapest ("transaction underpriced"), or
	// evicts that cheapest one. Zero means DefaultPoolSlots and
	// DefaultPoolQueue; tests set a handful to fill the pool.
	PoolSlots, PoolQueue uint64
}

// Check reports the first field that is wrong.
func (c Config) Check() error {
	host, port, err := net.SplitHostPort(c.ListenAddr)
	if err != nil {
		return fmt.Errorf("devchain: ListenAddr %q: %w", c.ListenAddr, err)
	}
	if ip := net.ParseIP(host); host != "localhost" && (ip == nil || !ip.IsLoopback()) {
		return fmt.Errorf("devchain: ListenAddr %q: the development chain listens on loopback only", c.ListenAddr)
	}
	if _, err := strconv.ParseUint(port, 10, 16); err != nil {
		return fmt.Errorf("devchain: ListenAddr %q: bad port", c.ListenAddr)
	}
	if c.BlockPeriod < 0 || c.BlockPeriod%time.Second != 0 {
		return fmt.Errorf("devchain: BlockPeriod %v: must be a whole number of seconds (0 = one block per transaction)", c.BlockPeriod)
	}
	if c.GasLimit < 1_000_000 {
		return fmt.Errorf("devchain: GasLimit %d: below 1,000,000", c.GasLimit)
	}
	if c.ChainID == 0 {
		return errors.New("devchain: ChainID is zero")
	}
	return nil
}

// withDefaults fills unset fields. BlockPeriod is left alone: zero is a
// meaningful value, and callers that want Base's cadence set DefaultBlockPeriod.
func (c Config) withDefaults() Config {
	if c.ChainID == 0 {
		c.ChainID = DefaultChainID
	}
	if c.ListenAddr == "" {
		c.ListenAddr = DefaultListenAddr
	}
	if c.GasLimit == 0 {
		c.GasLimit = DefaultGasLimit
	}
	if c.PoolSlots == 0 {
		c.PoolSlots = DefaultPoolSlots
	}
	if c.PoolQueue == 0 {
		c.PoolQueue = DefaultPoolQueue
	}
	return c
}

// Chain is a running embedded node. Close stops it.
type Chain struct {
	cfg    Config
	stack  *node.Node
	eth    *eth.Ethereum
	sealer *sealer
	log    *logrus.Entry
}

// Start builds the genesis, starts the node and its block producer, and
// returns once JSON-RPC is being served. A taken port is an error naming
// the address; no other port is tried.
func Start(cfg Config, log *logrus.Entry) (*Chain, error) {
	cfg = cfg.withDefaults()
	if err := cfg.Check(); err != nil {
		return nil, err
	}
	host, portStr, _ := net.SplitHostPort(cfg.ListenAddr)
	port, _ := strconv.Atoi(portStr)
	// Probe the port before building anything: when node.Start cannot open
	// its endpoints it leaves running the goroutines eth.New started, and
	// nothing can stop them afterwards.
	if port != 0 {
		ln, err := net.Listen("tcp", cfg.ListenAddr)
		if err != nil {
			return nil, fmt.Errorf("devchain: cannot listen on %s (is the port taken? choose another with --rpc-listen): %w", cfg.ListenAddr, err)
		}
		ln.Close()
	}

	nodeConf := node.DefaultConfig
	nodeConf.Name = nodeName
	nodeConf.DataDir = cfg.DataDir
	nodeConf.IPCPath = ""
	nodeConf.P2P = p2p.Config{NoDiscovery: true, MaxPeers: 0, ListenAddr: ""}
	nodeConf.HTTPHost = host
	nodeConf.HTTPPort = port
	nodeConf.HTTPVirtualHosts = []string{"*"}
	nodeConf.HTTPCors = []string{"*"}
	nodeConf.HTTPModules = []string{"eth", "net", "web3", "txpool", "devchain"}
	if cfg.BlockPeriod > 0 {
		nodeConf.HTTPModules = append(nodeConf.HTTPModules, "dev")
	}
	nodeConf.WSHost = host
	nodeConf.WSPort = port
	nodeConf.WSOrigins = []string{"*"}
	nodeConf.WSModules = nodeConf.HTTPModules
	nodeConf.AuthPort = 0
	stack, err := node.New(&nodeConf)
	if err != nil {
		return nil, fmt.Errorf("devchain: new node: %w", err)
	}

	ethConf := ethconfig.Defaults
	ethConf.NetworkId = cfg.ChainID
	ethConf.SyncMode = ethconfig.FullSync
	ethConf.Genesis = genesis(cfg)
	ethConf.Miner.GasCeil = cfg.GasLimit
	ethConf.TxPool.NoLocals = true
	ethConf.TxPool.GlobalSlots = cfg.PoolSlots
	ethConf.TxPool.AccountSlots = max(1, cfg.PoolSlots/16)
	ethConf.TxPool.GlobalQueue = cfg.PoolQueue
	ethConf.TxPool.AccountQueue = max(1, cfg.PoolQueue/16)
	ethConf.RPCGasCap = 50_000_000
	ethConf.RPCTxFeeCap = 0 // no cap: a development chain

	if cfg.DataDir != "" {
		stored, err := storedGenesis(stack)
		if err != nil {
			stack.Close()
			return nil, fmt.Errorf("devchain: read the data directory's genesis: %w", err)
		}
		if stored != (common.Hash{}) && stored != ethConf.Genesis.ToBlock().Hash() {
			// Made by another inkd version (whose genesis placed other
			// contracts) or with other settings: keep its chain rather
			// than refuse to start; what the newer genesis adds is missing.
			log.WithField("data_dir", cfg.DataDir).Warn("the data directory's chain was made with another genesis (an older inkd, or other settings); " +
				"it keeps its own: contracts this version places at genesis, such as the batch-settlement channel, may be missing. Start with an empty data directory to get them")
			ethConf.Genesis = nil
		}
	}
	backend, err := eth.New(stack, &ethConf)
	if err != nil {
		stack.Close()
		return nil, fmt.Errorf("devchain: new eth service: %w", err)
	}
	fs := filters.NewFilterSystem(backend.APIBackend, filters.Config{})
	reorgs := &reorgAPI{}
	stack.RegisterAPIs([]rpc.API{{Namespace: "eth", Service: filters.NewFilterAPI(fs)}, {Namespace: "devchain", Service: reorgs}})

	beacon, err := catalyst.NewSimulatedBeacon(uint64(cfg.BlockPeriod/time.Second), common.Address{}, backend)
	if err != nil {
		stack.Close()
		return nil, fmt.Errorf("devchain: simulated beacon: %w", err)
	}
	if cfg.BlockPeriod > 0 {
		// For period 0 this would start geth's on-demand loop, which can
		// miss the first transactions (see sealer); the sealer runs instead.
		catalyst.RegisterSimulatedBeaconAPIs(stack, beacon)
	}
	stack.RegisterLifecycle(beacon)

	startHead := backend.BlockChain().CurrentBlock().Number.Uint64()
	if err := stack.Start(); err != nil {
		stack.Close()
		var opErr *net.OpError
		if errors.As(err, &opErr) {
			return nil, fmt.Errorf("devchain: cannot listen on %s (is the port taken? choose another with --rpc-listen): %w", cfg.ListenAddr, err)
		}
		return nil, fmt.Errorf("devchain: start node: %w", err)
	}
	c := &Chain{cfg: cfg, stack: stack, eth: backend, sealer: newSealer(beacon, backend), log: log.WithField("component", "devchain")}
	reorgs.chain.Store(c)
	if cfg.BlockPeriod == 0 {
		c.sealer.onDemand()
	} else {
		c.awaitFirstSeal(startHead)
	}
	c.log.WithFields(logrus.Fields{"rpc_url": c.HTTPURL(), "chain_id": cfg.ChainID, "block_period": cfg.BlockPeriod.String()}).Info("development chain started")
	return c, nil
}

func genesis(cfg Config) *core.Genesis {
	chainConfig := *params.AllDevChainProtocolChanges
	chainConfig.ChainID = new(big.Int).SetUint64(cfg.ChainID)
	// The dev config turns on a future fork that reprices storage (a USDC
	// transfer costs three times its mainnet gas); Base does not run it.
	chainConfig.BogotaTime = nil
	chainConfig.AmsterdamTime = nil

	alloc := core.SystemContractAllocs()
	for i := 1; i <= 0x11; i++ { // precompiles, as geth --dev allocates them
		alloc[common.BytesToAddress([]byte{byte(i)})] = types.Account{Balance: big.NewInt(1)}
	}
	for _, a := range cfg.Accounts {
		alloc[a] = types.Account{Balance: new(big.Int).Set(devBalance)}
	}
	maps.Copy(alloc, cfg.Alloc)
	return &core.Genesis{
		Config:     &chainConfig,
		GasLimit:   cfg.GasLimit,
		BaseFee:    big.NewInt(params.InitialBaseFee),
		Difficulty: big.NewInt(0),
		Alloc:      alloc,
	}
}

// storedGenesis is the hash of the genesis block of the chain in the node's
// data directory, zero when it holds none yet.
func storedGenesis(stack *node.Node) (common.Hash, error) {
	if _, err := os.Stat(stack.ResolvePath("chaindata")); errors.Is(err, fs.ErrNotExist) {
		return common.Hash{}, nil
	}
	db, err := stack.OpenDatabaseWithOptions("chaindata", node.DatabaseOptions{ReadOnly: true})
	if err != nil {
		return common.Hash{}, err
	}
	defer db.Close()
	return rawdb.ReadCanonicalHash(db, 0), nil
}

// firstSealBound bounds the wait for the simulated beacon's first block.
const firstSealBound = 10 * time.Second

// awaitFirstSeal waits until the simulated beacon, which seals its first
// block as it starts and then once per BlockPeriod, has sealed that block
// (the head passed from). Until then a Seal would race it: the pool
// answers one Sync at a time, and a caller whose Sync is replaced waits
// for ever. A beacon that has not sealed within firstSealBound is logged
// and left to it.
func (c *Chain) awaitFirstSeal(from uint64) {
	deadline := time.Now().Add(firstSealBound)
	for c.eth.BlockChain().CurrentBlock().Number.Uint64() <= from {
		if time.Now().After(deadline) {
			c.log.Warn("the simulated beacon has not sealed its first block yet")
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// HTTPURL is the JSON-RPC endpoint, http://127.0.0.1:PORT.
func (c *Chain) HTTPURL() string { return c.stack.HTTPEndpoint() }

// WSURL is the JSON-RPC WebSocket endpoint on the same port.
func (c *Chain) WSURL() string { return c.stack.WSEndpoint() }

// ChainID is the chain's id.
func (c *Chain) ChainID() uint64 { return c.cfg.ChainID }

// Seal seals one block now with what the pool holds, whatever the
// BlockPeriod: a test that stops the chain (a BlockPeriod of hours) moves
// it on by hand. It returns the new head's hash.
func (c *Chain) Seal() common.Hash { return c.sealer.seal() }

// RPC returns an in-process RPC client (no HTTP) for callers in the same
// process that want to skip the network; close it when done.
func (c *Chain) RPC() *rpc.Client { return c.stack.Attach() }

// Close stops block production and the node. It is safe to call once.
func (c *Chain) Close() error {
	c.sealer.close()
	err := c.stack.Close()
	c.log.Info("development chain stopped")
	return err
}
