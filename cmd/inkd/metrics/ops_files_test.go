package metrics_test

import (
	"context"
	"encoding/json"
	"os"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"go.yaml.in/yaml/v2"

	"github.com/inkd/inkd/chain/readmodel"
	"github.com/inkd/inkd/cmd/inkd/metrics"
	"github.com/inkd/inkd/internal/testutil"
)

// exported lists the inkd_ metric families of a Metrics on which every
// metric has been recorded at least once, mapped to their types.
func exported(t *testing.T) map[string]string {
	t.Helper()
	m := metrics.New()
	exercise(t, m, failingChain())
	watchQueue(t, m, 1)
	m.WatchIndexer(func(context.Context) (uint64, bool, error) { return 0, true, nil })
	signer := common.HexToAddress("0x00000000000000000000000000000000000000b1")
	m.WatchBalances(testutil.SimChain(t, testutil.Sim{Funded: []common.Address{signer}}).Client(), []common.Address{signer})
	m.WatchAdminOperations(pendingOne{})
	fams, err := m.Registry().Gather()
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, f := range fams {
		if strings.HasPrefix(f.GetName(), "inkd_") {
			out[f.GetName()] = f.GetType().String()
		}
	}
	return out
}

var metricName = regexp.MustCompile(`inkd_[a-z0-9_]+`)

// unknownMetrics lists the names in text that no exported family has: a
// histogram's series (_bucket, _count, _sum) count as their family.
func unknownMetrics(text string, families map[string]string) []string {
	seen := map[string]bool{}
	var unknown []string
	for _, name := range metricName.FindAllString(text, -1) {
		if seen[name] {
			continue
		}
		seen[name] = true
		if _, ok := families[name]; ok {
			continue
		}
		base := name
		for _, suffix := range []string{"_bucket", "_count", "_sum"} {
			base = strings.TrimSuffix(base, suffix)
		}
		if families[base] != "HISTOGRAM" {
			unknown = append(unknown, name)
		}
	}
	sort.Strings(unknown)
	return unknown
}

// The alerting rules and the dashboard in ops/ parse and name only metrics
// inkd exports, and every rule says what it means.
func TestAlertsAndDashboardNameExportedMetrics(t *testing.T) {
	families := exported(t)

	raw, err := os.ReadFile("../../../ops/alerts.yml")
	if err != nil {
		t.Fatal(err)
	}
	var rules struct {
		Groups []struct {
			Name  string
			Rules []struct {
				Alert       string
				Expr        string
				For         string
				Annotations map[string]string
			}
		}
	}
	if err := yaml.Unmarshal(raw, &rules); err != nil {
		t.Fatalf("alerts.yml: %v", err)
	}
	var exprs []string
	for _, g := range rules.Groups {
		for _, r := range g.Rules {
			if r.Alert == "" || r.Expr == "" || r.Annotations["summary"] == "" {
				t.Errorf("rule %+v lacks alert, expr or summary", r)
			}
			exprs = append(exprs, r.Expr)
		}
	}
	if len(exprs) < 5 {
		t.Fatalf("alerts.yml has %d rules", len(exprs))
	}
	if u := unknownMetrics(strings.Join(exprs, "\n"), families); len(u) > 0 {
		t.Errorf("alerts.yml names metrics inkd does not export: %v", u)
	}

	raw, err = os.ReadFile("../../../ops/grafana-dashboard.json")
	if err != nil {
		t.Fatal(err)
	}
	var dash struct {
		Panels []struct {
			Title   string
			Targets []struct{ Expr string }
		}
	}
	if err := json.Unmarshal(raw, &dash); err != nil {
		t.Fatalf("grafana-dashboard.json: %v", err)
	}
	exprs = exprs[:0]
	for _, p := range dash.Panels {
		if len(p.Targets) == 0 {
			t.Errorf("panel %q has no query", p.Title)
		}
		for _, tg := range p.Targets {
			exprs = append(exprs, tg.Expr)
		}
	}
	if u := unknownMetrics(strings.Join(exprs, "\n"), families); len(u) > 0 {
		t.Errorf("grafana-dashboard.json names metrics inkd does not export: %v", u)
	}
}

// pendingOne reports one admin operation ready in an hour.
type pendingOne struct{}

func (pendingOne) PendingAdminOperations(context.Context) ([]readmodel.AdminOperation, error) {
	return []readmodel.AdminOperation{{Schedule: uint64(time.Now().Add(time.Hour).Unix())}}, nil
}
