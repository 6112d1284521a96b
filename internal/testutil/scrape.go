package testutil

import (
	"bytes"
	"io"
	"net/http"
	"testing"
	"time"

	dto "github.com/prometheus/client_model/go"
	"github.com/prometheus/common/expfmt"
	"github.com/prometheus/common/model"
)

// Metrics is one scrape of a Prometheus endpoint, parsed.
type Metrics map[string]*dto.MetricFamily

// Scrape GETs url (a /metrics endpoint) and parses the text exposition
// format with Prometheus's own parser, with the classic name rules, so a
// malformed line or name fails the test.
func Scrape(tb testing.TB, url string) Metrics {
	tb.Helper()
	status, body := HTTPGet(tb, url)
	if status != http.StatusOK {
		tb.Fatalf("scrape %s: status %d", url, status)
	}
	p := expfmt.NewTextParser(model.LegacyValidation)
	fams, err := p.TextToMetricFamilies(bytes.NewReader(body))
	if err != nil {
		tb.Fatalf("parse %s: %v", url, err)
	}
	return fams
}

// HTTPGet GETs url (30 s at most) and returns the status and body; a
// transport error fails the test.
func HTTPGet(tb testing.TB, url string) (int, []byte) {
	tb.Helper()
	c := &http.Client{Timeout: 30 * time.Second}
	resp, err := c.Get(url)
	if err != nil {
		tb.Fatalf("GET %s: %v", url, err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		tb.Fatalf("GET %s: read body: %v", url, err)
	}
	return resp.StatusCode, b
}

// Value is the value of the series of family name whose labels include
// every pair of labels: a counter's or gauge's value, a histogram's
// sample count. ok is false when no such series exists. With several
// matching series the values are summed.
func (m Metrics) Value(name string, labels map[string]string) (v float64, ok bool) {
	fam := m[name]
	if fam == nil {
		return 0, false
	}
	for _, s := range fam.GetMetric() {
		if !hasLabels(s, labels) {
			continue
		}
		ok = true
		switch {
		case s.Counter != nil:
			v += s.Counter.GetValue()
		case s.Gauge != nil:
			v += s.Gauge.GetValue()
		case s.Histogram != nil:
			v += float64(s.Histogram.GetSampleCount())
		case s.Untyped != nil:
			v += s.Untyped.GetValue()
		}
	}
	return v, ok
}

func hasLabels(s *dto.Metric, want map[string]string) bool {
	have := make(map[string]string, len(s.GetLabel()))
	for _, l := range s.GetLabel() {
		have[l.GetName()] = l.GetValue()
	}
	for k, v := range want {
		if have[k] != v {
			return false
		}
	}
	return true
}
