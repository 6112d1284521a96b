package api

import (
	"strconv"
	"strings"

	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain/readmodel"
)

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

func decU64(n uint64) string { return strconv.FormatUint(n, 10) }

func projectJSON(p readmodel.Project) wire.Project {
	return wire.Project{
		ID: p.ID, Name: p.Name, Description: p.Description, License: p.License, Owner: p.Owner.Hex(),
		IsPublic: p.IsPublic, IsAgent: p.IsAgent, AgentEndpoint: p.AgentEndpoint,
		CreatedAt: decU64(p.CreatedAt), VersionCount: decU64(p.VersionCount), ReadmeHash: p.ReadmeHash,
	}
}

// versionJSON is v with its content's URL at gateway.
func versionJSON(v readmodel.Version, gateway string) wire.Version {
	out := wire.Version{
		Index: decU64(v.Index), ProjectID: v.ProjectID, StorageHash: v.StorageHash, VersionTag: v.VersionTag,
		Changelog: v.Changelog, PushedBy: v.PushedBy.Hex(), PushedAt: decU64(v.PushedAt),
		StorageURL: storageURL(gateway, v.StorageHash), ContentSize: decSize(v.ContentSize), ContentType: v.ContentType, SHA256: v.Sha256,
	}
	if v.TxHash != (common.Hash{}) {
		out.TxHash, out.BlockNumber = v.TxHash.Hex(), decU64(v.BlockNumber)
	}
	return out
}

func statsJSON(st readmodel.Stats) wire.Stats {
	out := wire.Stats{
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

func buybackJSON(b readmodel.Buyback, explorer string) wire.Buyback {
	return wire.Buyback{
		USDCSpent: b.USDCSpent.String(), TokensReceived: b.TokensReceived.String(), TxHash: b.TxHash.Hex(),
		BlockNumber: decU64(b.BlockNumber), Timestamp: decU64(b.Timestamp),
		ExplorerURL: strings.TrimRight(explorer, "/") + "/tx/" + b.TxHash.Hex(),
	}
}

// eventJSON is e, a version_pushed's content URL at gateway.
func eventJSON(e readmodel.Event, gateway string) wire.Event {
	out := wire.Event{
		ID: e.ID, Type: string(e.Type), ProjectID: e.ProjectID, BlockNumber: decU64(e.BlockNumber),
		LogIndex: decU64(uint64(e.LogIndex)), TxHash: e.TxHash.Hex(), Timestamp: decU64(e.Timestamp),
		Name: e.Name, IsPublic: e.IsPublic, IsAgent: e.IsAgent,
		VersionTag: e.VersionTag, StorageHash: e.StorageHash, StorageURL: storageURL(gateway, e.StorageHash),
		ContentSize: decSize(e.ContentSize), ContentType: e.ContentType, SHA256: e.Sha256,
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
