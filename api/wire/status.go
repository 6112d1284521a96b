package wire

import "encoding/json"

// Descriptor is the body of GET /: what the service is and where its parts
// are.
type Descriptor struct {
	Name    string   `json:"name"`
	Version string   `json:"version"`
	Docs    string   `json:"docs"`
	Health  string   `json:"health"`
	Status  string   `json:"status"`
	Routes  []string `json:"routes"`
}

// Health is the body of GET /v1/health. It says the process is up; it checks
// no dependency (GET /v1/status does).
type Health struct {
	OK      bool   `json:"ok"`
	Name    string `json:"name"`
	Version string `json:"version"`
	// Time is the server's clock in Unix seconds, as a decimal string like
	// every timestamp of the API.
	Time string `json:"time"`
}

// StatusReport is the body of GET /v1/status (spec section 2). What the
// server does not know is null, never a false zero: with the chain
// unreachable, contracts.deployed, protocol.projectCount and
// protocol.totalSupply are null; Problems then says why OK is false.
type StatusReport struct {
	OK           bool            `json:"ok"`
	Network      string          `json:"network"`
	RPCURL       string          `json:"rpcUrl"`
	RPCReachable bool            `json:"rpcReachable"`
	Contracts    StatusContracts `json:"contracts"`
	Protocol     StatusProtocol  `json:"protocol"`
	// Problems are the reasons OK is false, one sentence each: the chain
	// unreachable, contracts not deployed, figures unknown, a settler key
	// without ETH while its writes wait. Absent when OK.
	Problems []string `json:"problems,omitempty"`
	// PendingAdminOperations lists the admin operations scheduled on the
	// access manager and not yet executed, cancelled or expired, earliest
	// first, so users see a change coming. Absent (nil) when the server has
	// no read model that records them.
	PendingAdminOperations *[]AdminOperation `json:"pendingAdminOperations,omitempty"`
}

// StatusContracts is the contracts part of the status report.
type StatusContracts struct {
	Registry string `json:"registry"`
	Treasury string `json:"treasury"`
	Deployed bool   `json:"deployed"`
	// DeployedUnknown is true when the chain did not say whether the
	// contracts are deployed: deployed is null in JSON.
	DeployedUnknown bool `json:"-"`
}

// statusContractsJSON is StatusContracts on the wire.
type statusContractsJSON struct {
	Registry string `json:"registry"`
	Treasury string `json:"treasury"`
	Deployed *bool  `json:"deployed"`
}

// MarshalJSON writes deployed as null when it is unknown.
func (c StatusContracts) MarshalJSON() ([]byte, error) {
	w := statusContractsJSON{Registry: c.Registry, Treasury: c.Treasury}
	if !c.DeployedUnknown {
		w.Deployed = &c.Deployed
	}
	return json.Marshal(w)
}

// UnmarshalJSON reads a null deployed as unknown.
func (c *StatusContracts) UnmarshalJSON(b []byte) error {
	var w statusContractsJSON
	if err := json.Unmarshal(b, &w); err != nil {
		return err
	}
	*c = StatusContracts{Registry: w.Registry, Treasury: w.Treasury, DeployedUnknown: w.Deployed == nil}
	if w.Deployed != nil {
		c.Deployed = *w.Deployed
	}
	return nil
}

// StatusProtocol is the protocol part of the status report. An empty
// field is unknown and null in JSON.
type StatusProtocol struct {
	ProjectCount string `json:"projectCount"`
	TotalSupply  string `json:"totalSupply"`
}

// statusProtocolJSON is StatusProtocol on the wire.
type statusProtocolJSON struct {
	ProjectCount *string `json:"projectCount"`
	TotalSupply  *string `json:"totalSupply"`
}

// MarshalJSON writes unknown (empty) figures as null.
func (p StatusProtocol) MarshalJSON() ([]byte, error) {
	return json.Marshal(statusProtocolJSON{ProjectCount: nullIfEmpty(p.ProjectCount), TotalSupply: nullIfEmpty(p.TotalSupply)})
}

// UnmarshalJSON reads null figures as empty.
func (p *StatusProtocol) UnmarshalJSON(b []byte) error {
	var w statusProtocolJSON
	if err := json.Unmarshal(b, &w); err != nil {
		return err
	}
	*p = StatusProtocol{}
	if w.ProjectCount != nil {
		p.ProjectCount = *w.ProjectCount
	}
	if w.TotalSupply != nil {
		p.TotalSupply = *w.TotalSupply
	}
	return nil
}

func nullIfEmpty(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// AdminOperation is one pending admin operation in GET /v1/status.
type AdminOperation struct {
	OperationID string `json:"operationId"`
	Nonce       uint32 `json:"nonce"`
	Target      string `json:"target"`
	// Selector is the called function's 4-byte selector, 0x-prefixed hex.
	Selector string `json:"selector"`
	// Function names it ("treasury.setStorageWallet") when known.
	Function string `json:"function,omitempty"`
	Caller   string `json:"caller"`
	// EarliestExecution is the earliest execution time in Unix seconds;
	// EarliestExecutionTime the same instant in RFC 3339 (UTC).
	EarliestExecution     int64  `json:"earliestExecution"`
	EarliestExecutionTime string `json:"earliestExecutionTime"`
	// Ready is true once the earliest execution time has passed.
	Ready bool `json:"ready"`
}

// Stats is the body of GET /v1/stats.
type Stats struct {
	// ProjectCount counts every project, private ones included.
	ProjectCount string `json:"projectCount"`
	// TotalVersions counts the versions of every project.
	TotalVersions string `json:"totalVersions"`
	// TotalSupply is the protocol token's supply formatted like
	// /v1/status's protocol.totalSupply ("1000000000.0000 INKD"); nil
	// (null) until the indexer has read it.
	TotalSupply *string `json:"totalSupply"`
	// TotalSupplyRaw is the same in the token's smallest unit; nil (null)
	// until read.
	TotalSupplyRaw *string `json:"totalSupplyRaw"`
	// TotalUSDCVolume is every USDC base unit paid to the treasury (paid
	// writes and settlements).
	TotalUSDCVolume string `json:"totalUsdcVolume"`
	// IndexedBlock is the last block the indexer processed.
	IndexedBlock string `json:"indexedBlock"`
}
