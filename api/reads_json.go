package api

import (
	"encoding/json"
	"strconv"
	"strings"

	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/chain/readmodel"
)

// ProjectJSON is a Project of the spec (section 2): numbers as decimal
// strings, addresses checksummed. readmeHash is added to the spec's fields:
// the ar:// hash given at creation, "" when none.
type ProjectJSON struct {
	ID            string `json:"id"`
	Name          string `json:"name"`
	Description   string `json:"description"`
	License       string `json:"license"`
	Owner         string `json:"owner"`
	IsPublic      bool   `json:"isPublic"`
	IsAgent       bool   `json:"isAgent"`
	AgentEndpoint string `json:"agentEndpoint"`
	CreatedAt     string `json:"createdAt"`
	VersionCount  string `json:"versionCount"`
	ReadmeHash    string `json:"readmeHash"`
}

// ProjectList is the body of GET /v1/projects and GET /v1/agents.
type ProjectList struct {
	Data   []ProjectJSON `json:"data"`
	Total  int           `json:"total"`
	Offset int           `json:"offset"`
	Limit  int           `json:"limit"`
}

// VersionJSON is a Version of the spec (section 2).
type VersionJSON struct {
	Index       string `json:"index"`
	ProjectID   string `json:"projectId"`
	StorageHash string `json:"storageHash"`
	VersionTag  string `json:"versionTag"`
	Changelog   string `json:"changelog"`
	PushedBy    string `json:"pushedBy"`
	PushedAt    string `json:"pushedAt"`
	// TxHash and BlockNumber name the transaction that recorded the
	// version.
	TxHash      string `json:"txHash,omitempty"`
	BlockNumber string `json:"blockNumber,omitempty"`
	// StorageURL is the content at this service's gateway.
	StorageURL string `json:"storageUrl,omitempty"`
	// ContentSize (bytes, decimal), ContentType and Sha256 (lowercase hex)
	// describe the content as the registry recorded it; each is absent
	// when the push did not state it.
	ContentSize string `json:"contentSize,omitempty"`
	ContentType string `json:"contentType,omitempty"`
	Sha256      string `json:"sha256,omitempty"`
}

// decSize is a stated size as a decimal string, "" for 0 (not stated).
func decSize(n uint64) string {
	if n == 0 {
		return ""
	}
	return decU64(n)
}

// storageURL is where the gateway serves the content storageHash (ar://<id>).
func storageURL(gateway, storageHash string) string {
	if storageHash == "" {
		return ""
	}
	return gateway + "/" + strings.TrimPrefix(storageHash, "ar://")
}

// VersionList is the body of GET /v1/projects/:id/versions.
type VersionList struct {
	Data []VersionJSON `json:"data"`
}

// StatsJSON is the body of GET /v1/stats.
type StatsJSON struct {
	// ProjectCount counts every project, private ones included.
	ProjectCount string `json:"projectCount"`
	// TotalVersions counts the versions of every project.
	TotalVersions string `json:"totalVersions"`
	// TotalSupply is the protocol token's supply formatted like
	// /v1/status's protocol.totalSupply ("1000000000.0000 INKD"); null
	// until the indexer has read it.
	TotalSupply *string `json:"totalSupply"`
	// TotalSupplyRaw is the same in the token's smallest unit; null until
	// read.
	TotalSupplyRaw *string `json:"totalSupplyRaw"`
	// TotalUSDCVolume is every USDC base unit paid to the treasury (paid
	// writes and settlements).
	TotalUSDCVolume string `json:"totalUsdcVolume"`
	// IndexedBlock is the last block the indexer processed.
	IndexedBlock string `json:"indexedBlock"`
}

// BuybackJSON is one buyback in GET /v1/buybacks.
type BuybackJSON struct {
	// USDCSpent is in USDC base units.
	USDCSpent string `json:"usdcSpent"`
	// TokensReceived is in the token's smallest unit (18 decimals).
	TokensReceived string `json:"tokensReceived"`
	TxHash         string `json:"txHash"`
	BlockNumber    string `json:"blockNumber"`
	// Timestamp is the block time, Unix seconds.
	Timestamp   string `json:"timestamp"`
	ExplorerURL string `json:"explorerUrl"`
}

// BuybackList is the body of GET /v1/buybacks: newest first.
type BuybackList struct {
	Data   []BuybackJSON `json:"data"`
	Total  int           `json:"total"`
	Offset int           `json:"offset"`
	Limit  int           `json:"limit"`
}

// EventJSON is one registry event, in GET /v1/events and in its event
// stream. The fields after timestamp appear for the types named in their
// comments.
type EventJSON struct {
	// ID is the event's chain position "<blockNumber>-<logIndex>", the
	// listing's cursor.
	ID          string `json:"id"`
	Type        string `json:"type"`
	ProjectID   string `json:"projectId"`
	BlockNumber string `json:"blockNumber"`
	LogIndex    string `json:"logIndex"`
	TxHash      string `json:"txHash"`
	Timestamp   string `json:"timestamp"`
	// project_created
	Name     string `json:"name,omitempty"`
	Owner    string `json:"owner,omitempty"`
	IsPublic *bool  `json:"isPublic,omitempty"`
	IsAgent  *bool  `json:"isAgent,omitempty"`
	// version_pushed
	VersionIndex string `json:"versionIndex,omitempty"`
	VersionTag   string `json:"versionTag,omitempty"`
	StorageHash  string `json:"storageHash,omitempty"`
	PushedBy     string `json:"pushedBy,omitempty"`
	StorageURL   string `json:"storageUrl,omitempty"`
	ContentSize  string `json:"contentSize,omitempty"`
	ContentType  string `json:"contentType,omitempty"`
	Sha256       string `json:"sha256,omitempty"`
	// collaborator_added, collaborator_removed
	Collaborator string `json:"collaborator,omitempty"`
	// write_corrected (on the stream only): the paid write's job, the
	// result it was answered (201) and the result the chain says now,
	// after a reorg deeper than the confirmations.
	JobID    string          `json:"jobId,omitempty"`
	Previous json.RawMessage `json:"previous,omitempty"`
	Result   json.RawMessage `json:"result,omitempty"`
	// Removed is true, on the stream only, for an event a chain reorg
	// took back.
	Removed bool `json:"removed,omitempty"`
}

// EventList is the body of GET /v1/events: newest first.
type EventList struct {
	Data []EventJSON `json:"data"`
	// NextCursor, when not null, fetches the next (older) page as
	// ?cursor=…; null means this page is the last.
	NextCursor *string `json:"nextCursor"`
}

func decU64(n uint64) string { return strconv.FormatUint(n, 10) }

func projectJSON(p readmodel.Project) ProjectJSON {
	return ProjectJSON{
		ID: p.ID, Name: p.Name, Description: p.Description, License: p.License, Owner: p.Owner.Hex(),
		IsPublic: p.IsPublic, IsAgent: p.IsAgent, AgentEndpoint: p.AgentEndpoint,
		CreatedAt: decU64(p.CreatedAt), VersionCount: decU64(p.VersionCount), ReadmeHash: p.ReadmeHash,
	}
}

// versionJSON is v with its content's URL at gateway.
func versionJSON(v readmodel.Version, gateway string) VersionJSON {
	out := VersionJSON{
		Index: decU64(v.Index), ProjectID: v.ProjectID, StorageHash: v.StorageHash, VersionTag: v.VersionTag,
		Changelog: v.Changelog, PushedBy: v.PushedBy.Hex(), PushedAt: decU64(v.PushedAt),
		StorageURL: storageURL(gateway, v.StorageHash), ContentSize: decSize(v.ContentSize), ContentType: v.ContentType, Sha256: v.Sha256,
	}
	if v.TxHash != (common.Hash{}) {
		out.TxHash, out.BlockNumber = v.TxHash.Hex(), decU64(v.BlockNumber)
	}
	return out
}

func statsJSON(st readmodel.Stats) StatsJSON {
	out := StatsJSON{
		ProjectCount:    decU64(st.ProjectCount),
		TotalVersions:   decU64(st.TotalVersions),
		TotalUSDCVolume: st.USDCVolume.String(),
		IndexedBlock:    decU64(st.IndexedBlock),
	}
	if st.Supply != nil {
		f := FormatUnits(st.Supply.Raw, st.Supply.Decimals, 4) + " " + st.Supply.Symbol
		raw := st.Supply.Raw.String()
		out.TotalSupply, out.TotalSupplyRaw = &f, &raw
	}
	return out
}

func buybackJSON(b readmodel.Buyback, explorer string) BuybackJSON {
	return BuybackJSON{
		USDCSpent: b.USDCSpent.String(), TokensReceived: b.TokensReceived.String(), TxHash: b.TxHash.Hex(),
		BlockNumber: decU64(b.BlockNumber), Timestamp: decU64(b.Timestamp),
		ExplorerURL: strings.TrimRight(explorer, "/") + "/tx/" + b.TxHash.Hex(),
	}
}

// eventJSON is e, a version_pushed's content URL at gateway.
func eventJSON(e readmodel.Event, gateway string) EventJSON {
	out := EventJSON{
		ID: e.ID, Type: string(e.Type), ProjectID: e.ProjectID, BlockNumber: decU64(e.BlockNumber),
		LogIndex: decU64(uint64(e.LogIndex)), TxHash: e.TxHash.Hex(), Timestamp: decU64(e.Timestamp),
		Name: e.Name, IsPublic: e.IsPublic, IsAgent: e.IsAgent,
		VersionTag: e.VersionTag, StorageHash: e.StorageHash, StorageURL: storageURL(gateway, e.StorageHash),
		ContentSize: decSize(e.ContentSize), ContentType: e.ContentType, Sha256: e.Sha256,
		JobID: e.JobID, Previous: e.Previous, Result: e.Result,
	}
	if e.Owner != nil {
		out.Owner = e.Owner.Hex()
	}
	if e.VersionIndex != nil {
		out.VersionIndex = decU64(*e.VersionIndex)
	}
	if e.PushedBy != nil {
		out.PushedBy = e.PushedBy.Hex()
	}
	if e.Collaborator != nil {
		out.Collaborator = e.Collaborator.Hex()
	}
	return out
}
