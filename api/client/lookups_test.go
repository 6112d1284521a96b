package client_test

import (
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/api"
	"github.com/inkd/inkd/api/client"
)

// The diff's wire type is the API's own, field for field (agents are
// project records, checked by TestWireTypesMatchTheAPI).
func TestDiffWireTypeMatchesTheAPI(t *testing.T) {
	if diff := cmp.Diff(jsonShape(reflect.TypeOf(api.DiffResult{}), ""), jsonShape(reflect.TypeOf(client.DiffResult{}), "")); diff != "" {
		t.Errorf("client.DiffResult differs from the API's (-api +client):\n%s", diff)
	}
}
