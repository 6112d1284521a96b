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

// Defaults shared by the network price sources.
const (
	// DefaultPaymentURL is ArDrive's Turbo payment service.
	DefaultPaymentURL = "https://payment.ardrive.io"
	// DefaultUploadURL is ArDrive's Turbo upload service (free allowance).
	DefaultUploadURL = "https://upload.ardrive.io"
	// DefaultCacheTTL is how long fetched prices and rates are reused.
	DefaultCacheTTL = time.Minute
	// DefaultRequestTimeout bounds one price request.
	DefaultRequestTimeout = 10 * time.Second
	// DefaultHeaderAllowance is added to an upload's size to price the whole
	// data item: the 150-byte fixed header plus room for the tags inkd adds.
	DefaultHeaderAllowance = 1024
	// wincPerAR is the number of winston (Turbo: winc) in one AR.
	wincPerAR = 1_000_000_000_000
)

// TurboConfig configures the Turbo price source. The zero value uses every
// default.
type TurboConfig struct {
	// PaymentURL is the base URL of the Turbo payment service. Default
	// DefaultPaymentURL when empty.
	PaymentURL string
	// UploadURL is the base URL of the Turbo upload service, asked for the
	// free allowance. Default DefaultUploadURL when empty.
	UploadURL string
	// CacheTTL is how long prices, rates and the free allowance are reused.
	// Default DefaultCacheTTL when zero; negative is invalid.
	CacheTTL time.Duration
	// RequestTimeout bounds each request. Default DefaultRequestTimeout when
	// zero; negative is invalid.
	RequestTimeout time.Duration
	// HeaderAllowance is added to the upload size, in bytes. Default
	// DefaultHeaderAllowance when zero; negative is invalid.
	HeaderAllowance int64
}

// Check reports the first invalid field.
func (c TurboConfig) Check() error {
	for _, f := range []struct{ name, v string }{{"TurboConfig.PaymentURL", c.PaymentURL}, {"TurboConfig.UploadURL", c.UploadURL}} {
		if f.v != "" {
			if err := checkBaseURL(f.name, f.v); err != nil {
				return err
			}
		}
	}
	switch {
	case c.CacheTTL < 0:
		return fmt.Errorf("pricing: TurboConfig.CacheTTL %v is negative", c.CacheTTL)
	case c.RequestTimeout < 0:
		return fmt.Errorf("pricing: TurboConfig.RequestTimeout %v is negative", c.RequestTimeout)
	case c.HeaderAllowance < 0:
		return fmt.Errorf("pricing: TurboConfig.HeaderAllowance %d is negative", c.HeaderAllowance)
	}
	return nil
}

// Turbo prices storage the way ArDrive Turbo charges it; see the package
// documentation.
type Turbo struct {
	cfg    TurboConfig
	client *http.Client

	winc  *cache[struct{}, linearPrice]
	rates *cache[struct{}, *big.Rat] // USD per winc
	free  *cache[struct{}, int64]
}

var _ Pricer = (*Turbo)(nil)

// NewTurbo returns the Turbo price source. now is the clock of the cache;
// nil means time.Now.
func NewTurbo(cfg TurboConfig, client *http.Client, now func() time.Time) (*Turbo, error) {
	if err := cfg.Check(); err != nil {
		return nil, err
	}
	if client == nil {
		return nil, errors.New("pricing: nil HTTP client")
	}
	if now == nil {
		now = time.Now
	}
	if cfg.PaymentURL == "" {
		cfg.PaymentURL = DefaultPaymentURL
	}
	if cfg.UploadURL == "" {
		cfg.UploadURL = DefaultUploadURL
	}
	cfg.PaymentURL = strings.TrimRight(cfg.PaymentURL, "/")
	cfg.UploadURL = strings.TrimRight(cfg.UploadURL, "/")
	cfg.CacheTTL = orDuration(cfg.CacheTTL, DefaultCacheTTL)
	cfg.RequestTimeout = orDuration(cfg.RequestTimeout, DefaultRequestTimeout)
	if cfg.HeaderAllowance == 0 {
		cfg.HeaderAllowance = DefaultHeaderAllowance
	}
	return &Turbo{
		cfg:    cfg,
		client: client,
		winc:   newCache[struct{}, linearPrice](cfg.CacheTTL, now),
		rates:  newCache[struct{}, *big.Rat](cfg.CacheTTL, now),
		free:   newCache[struct{}, int64](cfg.CacheTTL, now),
	}, nil
}

// Quote implements Pricer.
func (t *Turbo) Quote(ctx context.Context, bytes int64) (Quote, error) {
	if err := checkSize(bytes); err != nil {
		return Quote{}, err
	}
	n := bytes + t.cfg.HeaderAllowance
	free, err := t.free.getOrFetch(struct{}{}, func() (int64, error) { return t.fetchFreeLimit(ctx) })
	if err != nil {
		return Quote{}, &UnavailableError{Source: "turbo", Err: err}
	}
	if n <= free {
		return NewQuote(bytes, nil), nil
	}
	prices, err := t.winc.getOrFetch(struct{}{}, func() (linearPrice, error) {
		return fetchLinear(func(n int64) (*big.Int, error) { return t.fetchWinc(ctx, n) })
	})
	if err != nil {
		return Quote{}, &UnavailableError{Source: "turbo", Err: err}
	}
	winc := prices.at(n)
	usdPerWinc, err := t.rates.getOrFetch(struct{}{}, func() (*big.Rat, error) { return t.fetchRate(ctx) })
	if err != nil {
		return Quote{}, &UnavailableError{Source: "turbo", Err: err}
	}
	cost := new(big.Rat).Mul(new(big.Rat).SetInt(winc), usdPerWinc)
	cost.Mul(cost, new(big.Rat).SetInt64(BaseUnitsPerUSD))
	return NewQuote(bytes, ceilRat(cost)), nil
}

func (t *Turbo) fetchFreeLimit(ctx context.Context) (int64, error) {
	var info struct {
		FreeUploadLimitBytes json.Number `json:"freeUploadLimitBytes"`
	}
	if err := fetchJSON(ctx, t.client, t.cfg.RequestTimeout, t.cfg.UploadURL+"/", &info); err != nil {
		return 0, err
	}
	if info.FreeUploadLimitBytes == "" {
		return 0, nil // no free tier announced
	}
	free, err := info.FreeUploadLimitBytes.Int64()
	if err != nil || free < 0 {
		return 0, fmt.Errorf("freeUploadLimitBytes %q is not a byte count", info.FreeUploadLimitBytes)
	}
	return free, nil
}

func (t *Turbo) fetchWinc(ctx context.Context, n int64) (*big.Int, error) {
	var price struct {
		Winc string `json:"winc"`
	}
	if err := fetchJSON(ctx, t.client, t.cfg.RequestTimeout, t.cfg.PaymentURL+"/v1/price/bytes/"+strconv.FormatInt(n, 10), &price); err != nil {
		return nil, err
	}
	winc, err := parseInteger(price.Winc)
	if err != nil {
		return nil, fmt.Errorf("price of %d bytes: winc %w", n, err)
	}
	return winc, nil
}

// fetchRate returns USD per winc from the price of one GiB in winc and USD.
func (t *Turbo) fetchRate(ctx context.Context) (*big.Rat, error) {
	var rates struct {
		Winc string                 `json:"winc"`
		Fiat map[string]json.Number `json:"fiat"`
	}
	if err := fetchJSON(ctx, t.client, t.cfg.RequestTimeout, t.cfg.PaymentURL+"/v1/rates", &rates); err != nil {
		return nil, err
	}
	winc, err := parseInteger(rates.Winc)
	if err != nil || winc.Sign() == 0 {
		return nil, fmt.Errorf("rates: winc per GiB %q is not a positive integer", rates.Winc)
	}
	usd, err := parseAmount(rates.Fiat["usd"].String())
	if err != nil || usd.Sign() == 0 {
		return nil, fmt.Errorf("rates: fiat.usd %q is not a positive number", rates.Fiat["usd"])
	}
	return usd.Quo(usd, new(big.Rat).SetInt(winc)), nil
}

func orDuration(v, def time.Duration) time.Duration {
	if v == 0 {
		return def
	}
	return v
}
