package client_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/go-cmp/cmp"

	"github.com/inkd/inkd/api/client"
	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/worker"
)

// jsonShape lists a type's JSON fields as "name kind", recursively for
// nested structs, so two types with the same wire form compare equal.
func jsonShape(t reflect.Type, prefix string) []string {
	var out []string
	for t.Kind() == reflect.Pointer || t.Kind() == reflect.Slice {
		t = t.Elem()
	}
	if t.Kind() != reflect.Struct {
		return nil
	}
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name == "-" || !f.IsExported() {
			continue
		}
		ft := f.Type
		for ft.Kind() == reflect.Pointer {
			ft = ft.Elem()
		}
		kind := ft.Kind().String()
		if ft.Kind() == reflect.Slice && ft.Elem().Kind() == reflect.Uint8 {
			kind = "raw"
		}
		out = append(out, prefix+name+" "+kind)
		out = append(out, jsonShape(ft, prefix+name+".")...)
	}
	return out
}

// The client's wire types are the API's own, field for field: the client
// imports no server code, so this test is what keeps them in step.
func TestWireTypesMatchTheAPI(t *testing.T) {
	for _, tc := range []struct {
		name        string
		client, api any
	}{
		{"project", client.Project{}, wire.Project{}},
		{"project list", client.ProjectList{}, wire.ProjectList{}},
		{"version", client.Version{}, wire.Version{}},
		{"version page", client.VersionList{}, wire.VersionPage{}},
		{"create result", client.CreateResult{}, worker.CreateResult{}},
		{"push result", client.PushResult{}, worker.PushResult{}},
		{"batch push result", client.PushVersionsResult{}, worker.BatchPushResult{}},
		{"upload result", client.UploadResult{}, worker.UploadResult{}},
		{"quote", client.Quote{}, wire.Quote{}},
		{"status", client.Status{}, wire.StatusReport{}},
		{"job", client.Job{}, wire.JobStatus{}},
		{"error", client.ErrorBody{}, wire.ErrorBody{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if diff := cmp.Diff(jsonShape(reflect.TypeOf(tc.api), ""), jsonShape(reflect.TypeOf(tc.client), "")); diff != "" {
				t.Errorf("client type differs from the API's (-api +client):\n%s", diff)
			}
		})
	}
}

// The client derives a payment's job id as the API does.
func TestJobIDMatchesTheAPI(t *testing.T) {
	payer := common.HexToAddress("0x47526E4A788305FB4e416Dc53444f511a6483fF4")
	var nonce [32]byte
	copy(nonce[:], "a nonce of thirty-two bytes.....")
	if got, want := client.JobID(payer, nonce), wire.JobID(payer, nonce); got != want {
		t.Errorf("client.JobID = %s, wire.JobID = %s", got, want)
	}
}
