package pricing

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// DefaultGatewayURL is the Arweave gateway asked for winston prices.
const DefaultGatewayURL = "https://arweave.net"

// GatewayConfig configures the Arweave gateway price source. Exactly one of
// ARUSD and ARUSDURL must be set.
type GatewayConfig struct {
	// GatewayURL is the base URL of an Arweave gateway. Default
	// DefaultGatewayURL when empty.
	GatewayURL string
	// ARUSD is a fixed price of one AR in USD, as a decimal ("6.25").
	ARUSD string
	// ARUSDURL is a URL answering JSON that holds the price of one AR in USD
	// (for example a market data API).
	ARUSDURL string
	// ARUSDPath is the dot-separated path to the price in that JSON, e.g.
	// "arweave.usd"; array elements are addressed by index. Required with
	// ARUSDURL. The value may be a JSON number or a decimal string.
	ARUSDPath string
	// CacheTTL is how long prices and the AR/USD rate are reused. Default
	// DefaultCacheTTL when zero; negative is invalid.
	CacheTTL time.Duration
	// RequestTimeout bounds each request. Default DefaultRequestTimeout when
	// zero; negative is invalid.
	RequestTimeout time.Duration
	// HeaderAllowance is added to the upload size, in bytes. Default
	// DefaultHeaderAllowance when zero; negative is invalid.
	HeaderAllowance int64
}

// Check reports the first invalid field.
func (c GatewayConfig) Check() error {
	if c.GatewayURL != "" {
		if err := checkBaseURL("GatewayConfig.GatewayURL", c.GatewayURL); err != nil {
			return err
		}
	}
	switch {
	case (c.ARUSD == "") == (c.ARUSDURL == ""):
		return errors.New("pricing: set exactly one of GatewayConfig.ARUSD and GatewayConfig.ARUSDURL")
	case c.ARUSDURL != "" && c.ARUSDPath == "":
		return errors.New("pricing: GatewayConfig.ARUSDPath is required with ARUSDURL")
	case c.CacheTTL < 0:
		return fmt.Errorf("pricing: GatewayConfig.CacheTTL %v is negative", c.CacheTTL)
	case c.RequestTimeout < 0:
		return fmt.Errorf("pricing: GatewayConfig.RequestTimeout %v is negative", c.RequestTimeout)
	case c.HeaderAllowance < 0:
		return fmt.Errorf("pricing: GatewayConfig.HeaderAllowance %d is negative", c.HeaderAllowance)
	}
	if c.ARUSD != "" {
		if r, err := parseAmount(c.ARUSD); err != nil || r.Sign() == 0 {
			return fmt.Errorf("pricing: GatewayConfig.ARUSD %q is not a positive number", c.ARUSD)
		}
	}
	if c.ARUSDURL != "" {
		if err := checkBaseURL("GatewayConfig.ARUSDURL", c.ARUSDURL); err != nil {
			return err
		}
	}
	return nil
}

// Gateway prices storage at the Arweave network price: the gateway's winston
// price for the item times the AR/USD rate.
type Gateway struct {
	cfg    GatewayConfig
	client *http.Client
	fixed  *big.Rat // USD per AR when configured

	winston *cache[struct{}, linearPrice]
	rate    *cache[struct{}, *big.Rat]
}

var _ Pricer = (*Gateway)(nil)

// NewGateway returns the gateway price source. now is the clock of the
// cache; nil means time.Now.
func NewGateway(cfg GatewayConfig, client *http.Client, now func() time.Time) (*Gateway, error) {
	if err := cfg.Check(); err != nil {
		return nil, err
	}
	if client == nil {
		return nil, errors.New("pricing: nil HTTP client")
	}
	if now == nil {
		now = time.Now
	}
	if cfg.GatewayURL == "" {
		cfg.GatewayURL = DefaultGatewayURL
	}
	cfg.GatewayURL = strings.TrimRight(cfg.GatewayURL, "/")
	cfg.CacheTTL = orDuration(cfg.CacheTTL, DefaultCacheTTL)
	cfg.RequestTimeout = orDuration(cfg.RequestTimeout, DefaultRequestTimeout)
	if cfg.HeaderAllowance == 0 {
		cfg.HeaderAllowance = DefaultHeaderAllowance
	}
	g := &Gateway{
		cfg:     cfg,
		client:  client,
		winston: newCache[struct{}, linearPrice](cfg.CacheTTL, now),
		rate:    newCache[struct{}, *big.Rat](cfg.CacheTTL, now),
	}
	if cfg.ARUSD != "" {
		g.fixed, _ = parseAmount(cfg.ARUSD) // validated by Check
	}
	return g, nil
}

// Quote implements Pricer.
func (g *Gateway) Quote(ctx context.Context, bytes int64) (Quote, error) {
	if err := checkSize(bytes); err != nil {
		return Quote{}, err
	}
	n := bytes + g.cfg.HeaderAllowance
	prices, err := g.winston.getOrFetch(struct{}{}, func() (linearPrice, error) {
		return fetchLinear(func(n int64) (*big.Int, error) { return g.fetchWinston(ctx, n) })
	})
	if err != nil {
		return Quote{}, &UnavailableError{Source: "gateway", Err: err}
	}
	winston := prices.at(n)
	usdPerAR := g.fixed
	if usdPerAR == nil {
		usdPerAR, err = g.rate.getOrFetch(struct{}{}, func() (*big.Rat, error) { return g.fetchARUSD(ctx) })
		if err != nil {
			return Quote{}, &UnavailableError{Source: "ar_usd", Err: err}
		}
	}
	cost := new(big.Rat).Mul(new(big.Rat).SetInt(winston), usdPerAR)
	cost.Mul(cost, big.NewRat(BaseUnitsPerUSD, wincPerAR))
	return NewQuote(bytes, ceilRat(cost)), nil
}

func (g *Gateway) fetchWinston(ctx context.Context, n int64) (*big.Int, error) {
	body, err := fetch(ctx, g.client, g.cfg.RequestTimeout, g.cfg.GatewayURL+"/price/"+strconv.FormatInt(n, 10))
	if err != nil {
		return nil, err
	}
	winston, err := parseInteger(string(body))
	if err != nil {
		return nil, fmt.Errorf("gateway price of %d bytes: %w", n, err)
	}
	return winston, nil
}

func (g *Gateway) fetchARUSD(ctx context.Context) (*big.Rat, error) {
	var doc any
	if err := fetchJSON(ctx, g.client, g.cfg.RequestTimeout, g.cfg.ARUSDURL, &doc); err != nil {
		return nil, err
	}
	v, err := lookup(doc, g.cfg.ARUSDPath)
	if err != nil {
		return nil, err
	}
	var text string
	switch x := v.(type) {
	case json.Number:
		text = x.String()
	case string:
		text = x
	default:
		return nil, fmt.Errorf("AR/USD at %q is %T, not a number", g.cfg.ARUSDPath, v)
	}
	r, err := parseAmount(text)
	if err != nil || r.Sign() == 0 {
		return nil, fmt.Errorf("AR/USD at %q: %q is not a positive number", g.cfg.ARUSDPath, text)
	}
	return r, nil
}

// lookup follows a dot-separated path through decoded JSON.
func lookup(doc any, path string) (any, error) {
	cur := doc
	for _, key := range strings.Split(path, ".") {
		switch node := cur.(type) {
		case map[string]any:
			next, ok := node[key]
			if !ok {
				return nil, fmt.Errorf("JSON path %q: no key %q", path, key)
			}
			cur = next
		case []any:
			i, err := strconv.Atoi(key)
			if err != nil || i < 0 || i >= len(node) {
				return nil, fmt.Errorf("JSON path %q: no element %q", path, key)
			}
			cur = node[i]
		default:
			return nil, fmt.Errorf("JSON path %q: %q is not inside an object or array", path, key)
		}
	}
	return cur, nil
}
