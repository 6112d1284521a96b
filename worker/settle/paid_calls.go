package settle

import (
	"math/big"

	"github.com/hibiken/asynq"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/bindings/treasury"
	"github.com/inkd/inkd/jobs"
)

// createCall is a create job decoded into its treasury call's arguments,
// for the single write and the batch item alike.
type createCall struct {
	recovery bool
	pay      treasury.InkdTreasuryPayment
	storage  *big.Int
	project  treasury.InkdRegistryProjectInput
}

func decodeCreate(t *asynq.Task) (*createCall, error) {
	var p jobs.CreateProject
	if err := jobs.Decode(t, &p); err != nil {
		return nil, jobs.Fail(wire.CodeInternal, err.Error())
	}
	pay, storage, err := treasuryPayment(p.Payment, p.StorageCost)
	if err != nil {
		return nil, jobs.Fail(wire.CodeInternal, err.Error())
	}
	return &createCall{recovery: p.Payment.Recovery, pay: pay, storage: storage, project: treasury.InkdRegistryProjectInput{
		Name: p.Name, Description: p.Description, License: p.License, IsPublic: p.IsPublic,
		IsAgent: p.IsAgent, AgentEndpoint: p.AgentEndpoint, ReadmeHash: p.ReadmeHash,
	}}, nil
}

// pushCall is a single-push job decoded into its treasury call's
// arguments.
type pushCall struct {
	recovery bool
	pay      treasury.InkdTreasuryPayment
	storage  *big.Int
	project  *big.Int
	nameHash [32]byte
	version  treasury.InkdRegistryVersionInput
}

func decodePush(t *asynq.Task) (*pushCall, error) {
	var p jobs.PushVersion
	if err := jobs.Decode(t, &p); err != nil {
		return nil, jobs.Fail(wire.CodeInternal, err.Error())
	}
	pay, storage, id, nameHash, err := pushPayment(p.Payment, p.StorageCost, p.ProjectID, p.ProjectName)
	if err != nil {
		return nil, err
	}
	return &pushCall{recovery: p.Payment.Recovery, pay: pay, storage: storage, project: id, nameHash: nameHash,
		version: registryVersion(p.StorageHash, p.VersionTag, p.Changelog, p.Content)}, nil
}

// registryVersion is a version as the registry records it, its content's
// digest, size and type included (zero where the push stated none).
func registryVersion(storageHash, tag, changelog string, c jobs.Content) treasury.InkdRegistryVersionInput {
	return treasury.InkdRegistryVersionInput{
		ArweaveHash: storageHash, VersionTag: tag, Changelog: changelog,
		Sha256: c.Digest(), ContentSize: uint64(max(c.ContentSize, 0)), ContentType: c.ContentType,
	}
}

// pushPayment decodes what every push job (single or multi-push) carries: its
// payment as the treasury takes it, the storage cost, the project id and
// the project's name hash (the registry stores a project under it).
func pushPayment(p jobs.Payment, storageCost, projectID, projectName string) (treasury.InkdTreasuryPayment, *big.Int, *big.Int, [32]byte, error) {
	pay, storage, err := treasuryPayment(p, storageCost)
	if err != nil {
		return pay, nil, nil, [32]byte{}, jobs.Fail(wire.CodeInternal, err.Error())
	}
	id, nameHash, err := pushTarget(projectID, projectName)
	return pay, storage, id, nameHash, err
}

// pushTarget decodes the project a push job names: its id and the hash of
// its name (the registry stores a project under it).
func pushTarget(projectID, projectName string) (*big.Int, [32]byte, error) {
	id, ok := new(big.Int).SetString(projectID, 10)
	if !ok {
		return nil, [32]byte{}, jobs.Fail(wire.CodeInternal, "bad project id "+projectID)
	}
	if projectName == "" {
		// Every push the API queues names its project; sent without one,
		// the registry would refuse it (ProjectNotFound).
		return nil, [32]byte{}, jobs.Fail(wire.CodeInternal, "the push names no project name for project "+projectID)
	}
	return id, chain.NameHash(projectName), nil
}
