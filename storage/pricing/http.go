package pricing

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// maxBody bounds how much of a price response is read.
const maxBody = 1 << 20

// fetch GETs url under timeout and returns the body of a 200 answer.
func fetch(ctx context.Context, client *http.Client, timeout time.Duration, url string) ([]byte, error) {
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Accept", "application/json, text/plain")
	resp, err := client.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, maxBody))
	if err != nil {
		return nil, fmt.Errorf("GET %s: read: %w", url, err)
	}
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("GET %s: HTTP %d", url, resp.StatusCode)
	}
	return body, nil
}

// fetchJSON GETs url and decodes the JSON answer into v, keeping numbers as
// json.Number so that no precision is lost.
func fetchJSON(ctx context.Context, client *http.Client, timeout time.Duration, url string, v any) error {
	body, err := fetch(ctx, client, timeout, url)
	if err != nil {
		return err
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.UseNumber()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("GET %s: decode: %w", url, err)
	}
	return nil
}

// parseAmount parses a non-negative decimal ("12", "0.5", "1.2e3") exactly.
func parseAmount(s string) (*big.Rat, error) {
	r, ok := new(big.Rat).SetString(strings.TrimSpace(s))
	if !ok || r.Sign() < 0 {
		return nil, fmt.Errorf("%q is not a non-negative number", s)
	}
	return r, nil
}

// parseInteger parses a non-negative decimal integer exactly.
func parseInteger(s string) (*big.Int, error) {
	v, ok := new(big.Int).SetString(strings.TrimSpace(s), 10)
	if !ok || v.Sign() < 0 {
		return nil, fmt.Errorf("%q is not a non-negative integer", s)
	}
	return v, nil
}

// checkBaseURL validates an absolute http(s) base URL.
func checkBaseURL(field, v string) error {
	u, err := url.Parse(v)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return fmt.Errorf("pricing: %s %q is not an absolute http(s) URL", field, v)
	}
	return nil
}
