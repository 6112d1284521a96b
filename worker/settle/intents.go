package settle

import (
	"strconv"
	"strings"

	"github.com/inkd/inkd/api/wire"
)

// The transaction intents a paid-write job signs under (the ids of its
// records in chain/txmgr). Every one derives from the job id, so a
// delivery in any process finds what an earlier one did by name and never
// signs twice; docs/paid-write.md draws them.
//
//	<job>                       the job's own write
//	<job>/gas1, <job>/gas2      re-sends of a write that ran out of gas
//	batch:<id>                  a batch the job is a member of
//	<job>~alone (and /gas1, /gas2) the job's own write after its batch failed as a whole
//	<job>:void                  voiding a failed write's authorization
//	<job>:prepaid, <job>:refund completing or refunding a payment taken outside inkd
const (
	// prepaidIntentSuffix marks the completion of a write paid outside inkd.
	prepaidIntentSuffix = ":prepaid"
	// refundIntentSuffix marks the refund of a payment taken outside inkd.
	refundIntentSuffix = ":refund"
	// voidIntentSuffix marks the void of a failed write's authorization.
	voidIntentSuffix = ":void"
	// gasIntentSuffix marks a re-send with more gas (gasIntent).
	gasIntentSuffix = "/gas"
	// soloIntentSuffix marks the write a member of a failed batch sends
	// alone.
	soloIntentSuffix = "~alone"
	// batchIntentPrefix prefixes the intent of a batch.
	batchIntentPrefix = "batch:"
)

// maxGasResends bounds the re-sends of a write that ran out of gas: after
// the last, it ends with tx_failed "out of gas", as a write without
// re-sends does.
const maxGasResends = 2

// gasIntent is the intent of re-send n (1, 2, …) of the write sent under
// intent; n = 0 is intent itself.
func GasIntent(intent string, n int) string {
	if n == 0 {
		return intent
	}
	return intent + gasIntentSuffix + strconv.Itoa(n)
}

// gasIntents are every intent the write under intent may be sent under,
// in the order its attempts are made.
func gasIntents(intent string) []string {
	out := make([]string, 0, maxGasResends+1)
	for n := range maxGasResends + 1 {
		out = append(out, GasIntent(intent, n))
	}
	return out
}

// SoloIntent is the intent of job jobID going on alone after its batch
// failed as a whole. It is not jobID itself: that intent stays the job's
// single write's, which a member never has.
func SoloIntent(jobID string) string { return jobID + soloIntentSuffix }

// BatchIntent is the intent of batch id.
func BatchIntent(id string) string { return batchIntentPrefix + id }

// BatchOfIntent returns the batch whose intent is intent, and whether it
// is a batch's.
func BatchOfIntent(intent string) (string, bool) { return strings.CutPrefix(intent, batchIntentPrefix) }

// JobIntents returns every transaction intent a paid-write job may sign
// under itself: the job's own and its gas re-sends, those of completing or
// refunding a payment that was taken elsewhere or voiding the
// authorization of a write that failed on chain, and the one it goes on
// alone under after its batch failed as a whole, with its re-sends. The
// batch a job is a member of has its own intent (JobIntent). A job has no
// transaction on its way only when none of these has a record.
func JobIntents(jobID string) []string {
	out := gasIntents(jobID)
	out = append(out, jobID+prepaidIntentSuffix, jobID+refundIntentSuffix, jobID+voidIntentSuffix)
	return append(out, gasIntents(SoloIntent(jobID))...)
}

// JobOfIntent returns the paid-write job whose write signs under intent
// (its own intent, a gas re-send of it, its lone write after a failed
// batch), and whether intent is one: a completion, refund or void of a
// job is not its write, and a batch's intent is no job's.
func JobOfIntent(intent string) (string, bool) {
	if !strings.HasPrefix(intent, wire.JobPrefix) {
		return "", false
	}
	for _, sfx := range []string{prepaidIntentSuffix, refundIntentSuffix, voidIntentSuffix} {
		if strings.Contains(intent, sfx) {
			return "", false
		}
	}
	id, _, _ := strings.Cut(intent, gasIntentSuffix)
	return strings.TrimSuffix(id, soloIntentSuffix), true
}
