package api

import (
	"testing"

	"github.com/inkd/inkd/api/wire"
)

// Every code has a status, and the specification's codes have exactly the
// statuses of its section 7.
func TestCodeStatusTable(t *testing.T) {
	spec := map[wire.Code]int{
		"name_required": 400, "name_too_long": 400, "name_taken": 400, "hash_required": 400,
		"tag_required": 400, "invalid_id": 400, "content_too_large": 400, "payment_required": 402,
		"not_owner_or_collaborator": 403, "payment_invalid": 403, "payment_amount_mismatch": 403,
		"project_not_found": 404, "version_not_found": 404, "route_not_found": 404,
		"rpc_error": 500, "storage_upload_failed": 500, "tx_failed": 500,
	}
	for code, want := range spec {
		if _, ok := statusOf[code]; !ok {
			t.Errorf("code %s of the spec is missing from the table", code)
		}
		if got := httpStatus(code); got != want {
			t.Errorf("httpStatus(%s) = %d, want %d", code, got, want)
		}
	}
	if got := httpStatus("no_such_code"); got != 500 {
		t.Errorf("unknown code status = %d, want 500", got)
	}
}
