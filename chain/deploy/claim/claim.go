package claim

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/redis/go-redis/v9"
	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/chain/deploy"
)

// Key is the Redis key holding the identity of the deployment whose state
// the Redis database keeps.
const Key = "inkd:deployment:identity"

// Identity names a deployment: what makes its state in Redis (nonces,
// transaction records, the read model, payment reservations) its own.
type Identity struct {
	ChainID  uint64         `json:"chainId"`
	Registry common.Address `json:"registry"`
	Treasury common.Address `json:"treasury"`
}

// Of is d's identity.
func Of(d *deploy.Deployment) Identity {
	return Identity{ChainID: d.ChainID, Registry: d.Registry, Treasury: d.Treasury}
}

// String names the identity for people.
func (i Identity) String() string {
	return fmt.Sprintf("chain %d, registry %s, treasury %s", i.ChainID, i.Registry.Hex(), i.Treasury.Hex())
}

// ForeignDeploymentError is the refusal of a Redis that holds another
// deployment's state.
type ForeignDeploymentError struct {
	// Stored is the identity recorded in Redis; Ours is the deployment
	// file's.
	Stored, Ours Identity
}

// Error tells the operator the three ways out.
func (e *ForeignDeploymentError) Error() string {
	return fmt.Sprintf("this Redis holds the state of another deployment (%s), not of DEPLOYMENT_FILE's (%s); "+
		"use the Redis database of this deployment, or a fresh one, or set RESET_DEPLOYMENT=1 (--reset-deployment) to record this one instead (the other's state stays)",
		e.Stored, e.Ours)
}

// Redis claims rdb for the deployment ours: it records ours when no
// deployment is recorded, and refuses (a *ForeignDeploymentError) when
// another is; with reset it records ours in place of the other, logged at
// warn, and the other's state stays. A record that does not parse is
// refused unless reset. Several processes may claim at once: the record is
// written only where absent (SETNX), then compared.
func Redis(ctx context.Context, rdb redis.UniversalClient, ours Identity, reset bool, log *logrus.Entry) error {
	b, err := json.Marshal(ours)
	if err != nil {
		return err
	}
	if err := rdb.SetNX(ctx, Key, b, 0).Err(); err != nil {
		return fmt.Errorf("record the deployment identity: %w", err)
	}
	raw, err := rdb.Get(ctx, Key).Bytes()
	if err != nil {
		return fmt.Errorf("read the deployment identity: %w", err)
	}
	var stored Identity
	switch err := json.Unmarshal(raw, &stored); {
	case err != nil && !reset:
		return fmt.Errorf("the deployment identity at %s is not readable (%w); set RESET_DEPLOYMENT=1 to record this one", Key, err)
	case err == nil && stored == ours:
		return nil
	case err == nil && !reset:
		return &ForeignDeploymentError{Stored: stored, Ours: ours}
	}
	if err := rdb.Set(ctx, Key, b, 0).Err(); err != nil {
		return fmt.Errorf("replace the deployment identity: %w", err)
	}
	log.WithFields(logrus.Fields{"previous": stored.String(), "now": ours.String()}).Warn("deployment identity replaced (RESET_DEPLOYMENT); the previous deployment's state stays in this Redis")
	return nil
}
