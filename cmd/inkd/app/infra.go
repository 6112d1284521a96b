package app

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/redis/go-redis/v9"
	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/api"
	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/deploy"
	"github.com/inkd/inkd/chain/payment"
	"github.com/inkd/inkd/chain/rpcpool"
	"github.com/inkd/inkd/internal/redisconn"
)

// Infra is what every process connects to: Redis, the chain and the
// deployed contracts.
type Infra struct {
	// Redis is shared by asynq, the job store, rate limits and the
	// transaction store.
	Redis redis.UniversalClient
	// Backend is a JSON-RPC client of the chain.
	Backend chain.Backend
	// RPCURL is the chain endpoint (shown, redacted, in /v1/status).
	RPCURL string
	// Deployment holds the contract addresses.
	Deployment *deploy.Deployment
}

// RedisPoolFor is how many connections a process's Redis client may open
// (REDIS_POOL_SIZE unset): enough for every task of a worker running
// workerConcurrency at once and every request on an API's apiConns
// connections (negative: no cap, counted as api.DefaultMaxConns) to run a
// Redis command at the same moment, as redisconn.PoolFor sizes it. A
// process without a worker or an API passes 0 for that half.
func RedisPoolFor(workerConcurrency, apiConns int) int {
	if apiConns < 0 {
		apiConns = api.DefaultMaxConns
	}
	return redisconn.PoolFor(max(workerConcurrency, 0) + apiConns)
}

// DialChains connects to the chain's JSON-RPC providers, preferred first,
// and pools them (chain/rpcpool): reads fail over and retry transient
// errors for a few seconds, transactions are broadcast to every provider.
// Each provider that answers must serve the deployment's chain. One that
// does not answer yet is kept (the pool asks it again later) as long as
// another answers; while none answers, DialChains asks again with backoff
// for up to wait (DefaultStartupWait when zero) or until ctx ends, so a
// provider's blip while the process starts does not stop it. mark, when
// not nil, is the fleet's shared head mark (rpcpool.NewRedisHeadMark) the pool
// raises and reads. The closer stops the pool and closes the clients.
func DialChains(ctx context.Context, urls []string, d *deploy.Deployment, wait time.Duration, mark rpcpool.HeadMark, log *logrus.Entry) (chain.Backend, func(), error) {
	if len(urls) == 0 {
		return nil, nil, errors.New("no JSON-RPC URL")
	}
	clients := make([]*ethclient.Client, 0, len(urls))
	closeAll := func() {
		for _, c := range clients {
			c.Close()
		}
	}
	for _, url := range urls {
		c, err := rpcpool.Dial(ctx, url, 0)
		if err != nil {
			closeAll()
			return nil, nil, fmt.Errorf("dial %s: %w", chain.RedactURL(url), err)
		}
		clients = append(clients, c)
	}
	err := retryStart(ctx, wait, func(ctx context.Context) (bool, error) {
		answered, err := probeChains(ctx, urls, clients, d, log)
		if err != nil {
			return true, err
		}
		if answered == 0 {
			return false, fmt.Errorf("none of %d providers answers", len(urls))
		}
		return true, nil
	}, func(attempt int, next time.Duration, err error) {
		log.WithFields(logrus.Fields{"attempt": attempt, "retry_in": next.String()}).Warn("no chain provider answers yet; asking again")
	})
	if err != nil {
		closeAll()
		return nil, nil, err
	}
	providers := make([]rpcpool.Provider, len(urls))
	for i, url := range urls {
		providers[i] = rpcpool.Provider{Name: chain.RedactURL(url), Backend: clients[i]}
	}
	pool, err := rpcpool.New(rpcpool.Config{Mark: mark}, providers, log)
	if err != nil {
		closeAll()
		return nil, nil, err
	}
	return pool, func() { pool.Close(); closeAll() }, nil
}

// probeChains asks every provider for its chain id once: how many answered
// with the deployment's chain, or an error when one serves another chain.
func probeChains(ctx context.Context, urls []string, clients []*ethclient.Client, d *deploy.Deployment, log *logrus.Entry) (int, error) {
	answered := 0
	for i, c := range clients {
		err := checkChainID(ctx, c, urls[i], d)
		switch {
		case err == nil:
			answered++
		case errors.Is(err, errWrongChain):
			return 0, err
		default:
			log.WithField("provider", chain.RedactURL(urls[i])).WithField("err", err.Error()).Warn("chain provider does not answer at start; kept, asked again later")
		}
	}
	return answered, nil
}

// errWrongChain marks a provider serving another chain than the
// deployment's: a configuration error, never waited out.
var errWrongChain = errors.New("wrong chain")

// DialChain connects to a JSON-RPC endpoint and checks that it answers and
// serves the deployment's chain.
func DialChain(ctx context.Context, url string, d *deploy.Deployment) (*ethclient.Client, error) {
	c, err := rpcpool.Dial(ctx, url, 0)
	if err != nil {
		return nil, fmt.Errorf("dial %s: %w", url, err)
	}
	if err := checkChainID(ctx, c, url, d); err != nil {
		c.Close()
		return nil, err
	}
	return c, nil
}

// checkChainID asks c for its chain id: an error when it does not answer
// within 10 s, or wraps errWrongChain when it serves another chain than d's.
func checkChainID(ctx context.Context, c *ethclient.Client, url string, d *deploy.Deployment) error {
	cctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	id, err := c.ChainID(cctx)
	if err != nil {
		return fmt.Errorf("chain at %s does not answer: %w", chain.RedactURL(url), err)
	}
	if d != nil && id.Uint64() != d.ChainID {
		return fmt.Errorf("chain at %s has chain id %s, the deployment is for %d: %w", chain.RedactURL(url), id, d.ChainID, errWrongChain)
	}
	return nil
}

// usdcDomain is the EIP-712 domain of the payment token. Base USDC and the
// development USDC both use "USD Coin" / "2".
func usdcDomain(d *deploy.Deployment) payment.Domain {
	return payment.Domain{Name: "USD Coin", Version: "2", ChainID: new(big.Int).SetUint64(d.ChainID), VerifyingContract: d.USDC}
}

// KeyAddresses lists the addresses of keys.
func KeyAddresses(keys []*ecdsa.PrivateKey) []common.Address {
	out := make([]common.Address, len(keys))
	for i, k := range keys {
		out[i] = pubAddr(k)
	}
	return out
}
