package client

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"

	"github.com/inkd/inkd/api/wire"
)

// HeaderPayer names the paying wallet on an unpaid write request: the API
// then checks that wallet's permission and balance before it states the
// terms (its pre-check).
const HeaderPayer = "X-Inkd-Payer"

// Precheck asks the API, for free, whether pushing versions of content
// not stored yet to project id would be accepted, before anything is
// uploaded or signed: the unpaid request of the multi-push (or of the
// single push, for one version), each version stating versionTag,
// contentSize and its digest but no storageHash, with the paying wallet in
// X-Inkd-Payer. It returns the fee the API would ask; a refusal (no such
// project, not owner or collaborator, a tag taken, a balance below the
// fee) is the API's *APIError, and a fee above Config.MaxFee (per version)
// a *FeeTooHighError.
func (c *Client) Precheck(ctx context.Context, id string, versions []wire.PushVersion) (*big.Int, error) {
	path := "/v1/projects/" + id + "/versions"
	var body []byte
	var err error
	if len(versions) == 1 {
		body, err = json.Marshal(versions[0])
	} else {
		path += "/batch"
		body, err = json.Marshal(wire.PushVersions{Versions: versions})
	}
	if err != nil {
		return nil, err
	}
	return c.precheck(ctx, path, body)
}

// standInReadme stands, in a create's pre-check, for the README hash its
// upload will give: the same length, so the same fee.
const standInReadme = "ar://AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"

// PrecheckCreate asks the API, for free, whether registering req would be
// accepted (the name is free, the paying wallet's balance covers the fee,
// the fee is within Config.MaxFee) before its README file is uploaded:
// readmePending says req.ReadmeHash will come from that upload. It returns
// the fee the API would ask; refusals as Precheck.
func (c *Client) PrecheckCreate(ctx context.Context, req wire.CreateProject, readmePending bool) (*big.Int, error) {
	if readmePending {
		req.ReadmeHash = standInReadme
	}
	body, err := json.Marshal(req)
	if err != nil {
		return nil, err
	}
	return c.precheck(ctx, "/v1/projects", body)
}

// precheck sends the unpaid request (path, body) naming the paying wallet
// and reads its 402.
func (c *Client) precheck(ctx context.Context, path string, body []byte) (*big.Int, error) {
	r := request{method: http.MethodPost, path: path, body: body, contentType: "application/json"}
	if c.pay != nil {
		r.header = map[string]string{HeaderPayer: c.Address().Hex()}
	}
	a, err := c.do(ctx, r)
	if err != nil {
		return nil, err
	}
	if a.status != http.StatusPaymentRequired {
		if a.status/100 == 2 {
			return nil, fmt.Errorf("the pre-check of %s answered %d", path, a.status)
		}
		return nil, a.apiError()
	}
	_, req, err := c.terms(a, path, body)
	if err != nil {
		return nil, err
	}
	return req.Amount, nil
}
