package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"testing"
)

func TestCreateAndPushPaidWithBothVersions(t *testing.T) {
	s := startStack(t, stackOptions{})
	ctx := context.Background()
	for _, version := range []int{1, 2} {
		t.Run(fmt.Sprintf("x402v%d", version), func(t *testing.T) {
			c := s.payer(2+version, version)
			before := s.usdc(t, c.Address())
			name := fmt.Sprintf("Proj-V%d", version)
			resp, err := c.Do(ctx, http.MethodPost, s.APIURL+"/v1/projects", []byte(`{"name":"`+name+`","description":"d"}`))
			if err != nil {
				t.Fatal(err)
			}
			if resp.Status != http.StatusCreated {
				t.Fatalf("create: %d %s", resp.Status, resp.Body)
			}
			var created map[string]string
			if err := resp.JSON(&created); err != nil {
				t.Fatal(err)
			}
			if created["status"] != "success" || created["name"] != "proj-v"+fmt.Sprint(version) || created["owner"] != c.Address().Hex() || created["projectId"] == "" || created["blockNumber"] == "" || len(created["txHash"]) != 66 {
				t.Fatalf("create result = %v", created)
			}
			if resp.Header.Get("X-PAYMENT-RESPONSE") == "" || resp.Header.Get("PAYMENT-RESPONSE") == "" {
				t.Fatalf("no settlement headers: %v", resp.Header)
			}
			paid := new(big.Int).Sub(before, s.usdc(t, c.Address()))
			if paid.Cmp(big.NewInt(100_000)) != 0 {
				t.Fatalf("create took %s base units, want 100000", paid)
			}

			body := `{"storageHash":"ar://abcAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA","versionTag":"v1.0.0","changelog":"first","contentSize":50000000}`
			resp, err = c.Do(ctx, http.MethodPost, s.APIURL+"/v1/projects/"+created["projectId"]+"/versions", []byte(body))
			if err != nil {
				t.Fatal(err)
			}
			if resp.Status != http.StatusCreated {
				t.Fatalf("push: %d %s", resp.Status, resp.Body)
			}
			var pushed map[string]string
			if err := json.Unmarshal(resp.Body, &pushed); err != nil {
				t.Fatal(err)
			}
			if pushed["versionIndex"] != "0" || pushed["projectId"] != created["projectId"] || pushed["pusher"] != c.Address().Hex() || pushed["storageHash"] != "ar://abcAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" || pushed["versionTag"] != "v1.0.0" || pushed["status"] != "success" || pushed["storageUrl"] == "" {
				t.Fatalf("push result = %v", pushed)
			}
			// 50 MB at 1 unit per 100 bytes = 500000 + 20% = 600000.
			paid = new(big.Int).Sub(before, s.usdc(t, c.Address()))
			if want := big.NewInt(100_000 + 600_000); paid.Cmp(want) != 0 {
				t.Fatalf("create+push took %s, want %s", paid, want)
			}
		})
	}
}
