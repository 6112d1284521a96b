package e2e

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"mime/multipart"
	"net/http"
	"strconv"
	"testing"

	"github.com/inkd/inkd/api/wire"
)

// contentUpload stores data through POST /v1/upload as contentType and
// returns the upload answer.
func contentUpload(t *testing.T, apiURL string, data []byte, contentType string) (out struct {
	StorageHash, URL, ContentType, Sha256 string
	Bytes                                 int64
}) {
	t.Helper()
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	fw, err := mw.CreateFormFile("file", "release.bin")
	if err != nil {
		t.Fatal(err)
	}
	fw.Write(data)
	mw.WriteField("contentType", contentType)
	mw.Close()
	resp, err := http.Post(apiURL+"/v1/upload", mw.FormDataContentType(), &buf)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK || json.Unmarshal(raw, &out) != nil {
		t.Fatalf("upload: %d %s", resp.StatusCode, raw)
	}
	return out
}

func hexSHA256(data []byte) string {
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])
}

// A file uploaded and pushed (alone, then two in a multi-push) reads back, from
// the version records (single read, list, events) and from the chain's
// VersionPushed, with the SHA-256 of its bytes, its size and type, where
// the gateway serves it and the transaction that recorded it; the push
// states none of them, the service fills them in from its upload. A stated
// digest that is not the content's is refused before any payment.
func TestVersionContentFromUploadToChain(t *testing.T) {
	s := startStack(t, stackOptions{})
	owner := s.payer(3, 1)
	id := s.create(t, owner, `{"name":"content-release"}`)["projectId"]
	base := s.APIURL + "/v1/projects/" + id + "/versions"

	release := bytes.Repeat([]byte("inkd release bytes\n"), 3000)
	up := contentUpload(t, s.APIURL, release, "application/gzip")
	if up.Sha256 != hexSHA256(release) || up.Bytes != int64(len(release)) {
		t.Fatalf("upload answer = %+v, want sha256 %s of %d bytes", up, hexSHA256(release), len(release))
	}

	wrong := fmt.Sprintf(`{"storageHash":%q,"versionTag":"v1.0.0","sha256":%q}`, up.StorageHash, hexSHA256([]byte("other")))
	resp, err := owner.Send(context.Background(), http.MethodPost, base, []byte(wrong), "")
	if err != nil {
		t.Fatal(err)
	}
	if code, _ := errorBodyOrEmpty(resp.Body); resp.Status != http.StatusBadRequest || code != "invalid_field" {
		t.Fatalf("push stating another digest = %d %s, want 400 invalid_field", resp.Status, resp.Body)
	}

	pushed, err := owner.Do(context.Background(), http.MethodPost, base, []byte(fmt.Sprintf(`{"storageHash":%q,"versionTag":"v1.0.0"}`, up.StorageHash)))
	if err != nil {
		t.Fatal(err)
	}
	var res struct{ TxHash, StorageURL, BlockNumber string }
	if pushed.Status != http.StatusCreated || json.Unmarshal(pushed.Body, &res) != nil {
		t.Fatalf("push = %d %s", pushed.Status, pushed.Body)
	}
	var v wire.Version
	readsGet(t, base+"/0", 200, &v)
	want := wire.Version{
		Index: "0", ProjectID: id, StorageHash: up.StorageHash, VersionTag: "v1.0.0", PushedBy: owner.Address().Hex(), PushedAt: v.PushedAt,
		TxHash: res.TxHash, BlockNumber: res.BlockNumber, StorageURL: res.StorageURL,
		SHA256: up.Sha256, ContentSize: strconv.Itoa(len(release)), ContentType: "application/gzip",
	}
	if v != want {
		t.Fatalf("version 0 = %+v\nwant %+v", v, want)
	}
	if status, _, _, sum, n := fetch(t, http.MethodGet, v.StorageURL); status != 200 || hex.EncodeToString(sum[:]) != v.SHA256 || strconv.FormatInt(n, 10) != v.ContentSize {
		t.Fatalf("storageUrl %s serves %d, %d bytes of sha256 %x", v.StorageURL, status, n, sum)
	}

	// Two more in one multi-push: one stating its digest, one not.
	a, b := []byte("first of the batch"), []byte(`{"second":"of the batch"}`)
	upA, upB := contentUpload(t, s.APIURL, a, "text/plain"), contentUpload(t, s.APIURL, b, "application/json")
	multi := fmt.Sprintf(`{"versions":[{"storageHash":%q,"versionTag":"v1.1.0","sha256":%q},{"storageHash":%q,"versionTag":"v1.2.0"}]}`,
		upA.StorageHash, upA.Sha256, upB.StorageHash)
	if r, err := owner.Do(context.Background(), http.MethodPost, base+"/batch", []byte(multi)); err != nil || r.Status != http.StatusCreated {
		t.Fatalf("batch = %v %v", r, err)
	}
	var list wire.VersionList
	readsGet(t, base, 200, &list)
	wantContent := [][3]string{
		{up.Sha256, strconv.Itoa(len(release)), "application/gzip"},
		{hexSHA256(a), strconv.Itoa(len(a)), "text/plain"},
		{hexSHA256(b), strconv.Itoa(len(b)), "application/json"},
	}
	if len(list.Data) != 3 {
		t.Fatalf("versions = %+v", list.Data)
	}
	for i, w := range wantContent {
		got := list.Data[i]
		if [3]string{got.SHA256, got.ContentSize, got.ContentType} != w || got.TxHash == "" || got.BlockNumber == "" || got.StorageURL == "" {
			t.Errorf("listed version %d = %+v, want content %v with its transaction and URL", i, got, w)
		}
	}
	if list.Data[1].TxHash != list.Data[2].TxHash || list.Data[1].TxHash == list.Data[0].TxHash {
		t.Errorf("the batch's versions name transactions %s and %s", list.Data[1].TxHash, list.Data[2].TxHash)
	}

	var events wire.EventList
	readsGet(t, s.APIURL+"/v1/events?projectId="+id+"&type=version_pushed", 200, &events)
	if len(events.Data) != 3 {
		t.Fatalf("version_pushed events = %+v", events.Data)
	}
	for _, e := range events.Data { // newest first
		i, _ := strconv.Atoi(e.VersionIndex)
		if [3]string{e.SHA256, e.ContentSize, e.ContentType} != wantContent[i] || e.StorageURL != list.Data[i].StorageURL {
			t.Errorf("event of version %d = %+v, want content %v", i, e, wantContent[i])
		}
	}

	// The chain itself: VersionPushed carries the content, and the
	// versions head commits to it (checked by s.project).
	pid, _ := new(big.Int).SetString(id, 10)
	for i, ev := range s.project(t, pid).Versions {
		if hex.EncodeToString(ev.Sha256[:]) != wantContent[i][0] || strconv.FormatUint(ev.ContentSize, 10) != wantContent[i][1] || ev.ContentType != wantContent[i][2] {
			t.Errorf("VersionPushed %d states %x, %d, %q; want %v", i, ev.Sha256, ev.ContentSize, ev.ContentType, wantContent[i])
		}
	}
}
