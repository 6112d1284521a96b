package redisconn

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/redis/go-redis/v9"
)

// SafeEvictionPolicy is the only maxmemory-policy inkd runs on: every other
// policy lets Redis drop keys under memory pressure, and a dropped asynq
// lease, payment reservation or transaction record strands or repeats a
// paid write.
const SafeEvictionPolicy = "noeviction"

// EvictionPolicyError is a Redis whose maxmemory-policy may evict keys.
type EvictionPolicyError struct {
	Policy string
}

// Error names the policy and the fix.
func (e *EvictionPolicyError) Error() string {
	return fmt.Sprintf("redis maxmemory-policy is %q, which evicts keys under memory pressure and can lose payments and jobs; "+
		"set maxmemory-policy %s (CONFIG SET maxmemory-policy %s, and the same line in redis.conf)", e.Policy, SafeEvictionPolicy, SafeEvictionPolicy)
}

// evictionVerdict decides on a policy as CONFIG GET reports it.
func evictionVerdict(policy string) error {
	if policy == SafeEvictionPolicy {
		return nil
	}
	return &EvictionPolicyError{Policy: policy}
}

// CheckEvictionPolicy reads Redis's maxmemory-policy and returns an
// *EvictionPolicyError unless it is noeviction. A server that does not let
// the client read its configuration (managed Redis renames or forbids
// CONFIG) cannot be checked: the returned warning says so and err is nil.
// Any other failure to ask is an error. miniredis has no CONFIG: do not
// call this for it.
func CheckEvictionPolicy(ctx context.Context, rdb redis.UniversalClient) (warning string, err error) {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	res, err := rdb.ConfigGet(ctx, "maxmemory-policy").Result()
	if err != nil {
		var rerr redis.Error
		if errors.As(err, &rerr) {
			// NOPERM, unknown command: the server answered but will not
			// say. Redis cannot be checked; the operator must.
			return fmt.Sprintf("cannot read redis maxmemory-policy (%v); make sure it is %s", err, SafeEvictionPolicy), nil
		}
		return "", fmt.Errorf("read redis maxmemory-policy: %w", err)
	}
	policy, ok := res["maxmemory-policy"]
	if !ok {
		return fmt.Sprintf("redis did not report maxmemory-policy; make sure it is %s", SafeEvictionPolicy), nil
	}
	return "", evictionVerdict(policy)
}

// ClusterError is a Redis that runs in Cluster mode.
type ClusterError struct{}

// Error says why inkd cannot run on Redis Cluster and what to use instead.
func (*ClusterError) Error() string {
	return "this Redis runs in cluster mode, which inkd does not support: its Lua scripts (read model, payment " +
		"reservations, staging budget, transaction records) touch several keys in one atomic step, and the read " +
		"model's build their keys inside the script, so every key would have to live in one hash slot — one node, " +
		"no gain over a single server. Use one Redis with a replica and Sentinel for failover (see docs/operating.md, Redis)"
}

// CheckNotCluster asks INFO cluster and returns a *ClusterError when the
// server runs in cluster mode. A server that will not answer INFO (a
// managed Redis that renames it) passes; miniredis has no INFO cluster:
// do not call this for it.
func CheckNotCluster(ctx context.Context, rdb redis.UniversalClient) error {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	info, err := rdb.Info(ctx, "cluster").Result()
	if err != nil {
		var rerr redis.Error
		if errors.As(err, &rerr) {
			return nil
		}
		return fmt.Errorf("read redis INFO cluster: %w", err)
	}
	for _, line := range strings.Split(info, "\n") {
		if strings.TrimSpace(line) == "cluster_enabled:1" {
			return &ClusterError{}
		}
	}
	return nil
}
