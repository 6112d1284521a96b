package client

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"github.com/inkd/inkd/api/wire"
)

// Project reads one project by id.
func (c *Client) Project(ctx context.Context, id string) (*wire.Project, error) {
	var p wire.Project
	if err := c.getJSON(ctx, "/v1/projects/"+url.PathEscape(id), &p); err != nil {
		return nil, err
	}
	return &p, nil
}

// Projects reads one page of the public projects.
func (c *Client) Projects(ctx context.Context, offset, limit int) (*wire.ProjectList, error) {
	var l wire.ProjectList
	q := url.Values{"offset": {strconv.Itoa(offset)}, "limit": {strconv.Itoa(limit)}}
	if err := c.getJSON(ctx, "/v1/projects?"+q.Encode(), &l); err != nil {
		return nil, err
	}
	return &l, nil
}

// SearchProjects reads one page of the public projects whose name starts
// with q or whose description holds its words (GET /v1/projects?q=).
func (c *Client) SearchProjects(ctx context.Context, q string, offset, limit int) (*wire.ProjectList, error) {
	var l wire.ProjectList
	v := url.Values{"q": {q}, "offset": {strconv.Itoa(offset)}, "limit": {strconv.Itoa(limit)}}
	if err := c.getJSON(ctx, "/v1/projects?"+v.Encode(), &l); err != nil {
		return nil, err
	}
	return &l, nil
}

// VersionQuery selects versions of a project. The zero value asks for every
// version in one answer, as the spec's GET …/versions does.
type VersionQuery struct {
	// Offset and Limit page the list; Limit 0 means no paging.
	Offset, Limit int
	// Tag keeps the versions with exactly this tag.
	Tag string
}

// VersionList is the answer of Versions: the versions of a wire.VersionList,
// with the Total, Offset and Limit of a wire.VersionPage when the request
// asked for a page (nil otherwise).
type VersionList struct {
	Data   []wire.Version `json:"data"`
	Total  *int           `json:"total,omitempty"`
	Offset *int           `json:"offset,omitempty"`
	Limit  *int           `json:"limit,omitempty"`
}

// Versions reads versions of project id. A Tag without a Limit reads
// every page of the matching versions.
func (c *Client) Versions(ctx context.Context, id string, q VersionQuery) (*VersionList, error) {
	if q.Tag != "" && q.Limit == 0 {
		all := &VersionList{Data: []wire.Version{}}
		for offset := 0; ; offset += 100 {
			page, err := c.Versions(ctx, id, VersionQuery{Tag: q.Tag, Offset: offset, Limit: 100})
			if err != nil {
				return nil, err
			}
			all.Data = append(all.Data, page.Data...)
			if len(page.Data) == 0 || page.Total == nil || offset+len(page.Data) >= *page.Total {
				return all, nil
			}
		}
	}
	v := url.Values{}
	if q.Limit > 0 {
		v.Set("offset", strconv.Itoa(q.Offset))
		v.Set("limit", strconv.Itoa(q.Limit))
	}
	if q.Tag != "" {
		v.Set("tag", q.Tag)
	}
	path := "/v1/projects/" + url.PathEscape(id) + "/versions"
	if len(v) > 0 {
		path += "?" + v.Encode()
	}
	var l VersionList
	if err := c.getJSON(ctx, path, &l); err != nil {
		return nil, err
	}
	return &l, nil
}

// Status reads GET /v1/status.
func (c *Client) Status(ctx context.Context) (*wire.StatusReport, error) {
	var s wire.StatusReport
	if err := c.getJSON(ctx, "/v1/status", &s); err != nil {
		return nil, err
	}
	return &s, nil
}

// Quote prices storing and pushing n bytes.
func (c *Client) Quote(ctx context.Context, n int64) (*wire.Quote, error) {
	var q wire.Quote
	if err := c.getJSON(ctx, "/v1/upload/price?bytes="+strconv.FormatInt(n, 10), &q); err != nil {
		return nil, err
	}
	return &q, nil
}

// Job reads a write's job.
func (c *Client) Job(ctx context.Context, id string) (*wire.JobStatus, error) {
	var j wire.JobStatus
	if err := c.getJSON(ctx, "/v1/jobs/"+url.PathEscape(id), &j); err != nil {
		return nil, err
	}
	return &j, nil
}

// WaitJob polls job id until it is no longer pending or ctx ends.
func (c *Client) WaitJob(ctx context.Context, id string) (*wire.JobStatus, error) {
	for {
		j, err := c.Job(ctx, id)
		if err != nil {
			return nil, err
		}
		if j.Status != wire.JobPending {
			return j, nil
		}
		if err := sleep(ctx, 2*time.Second); err != nil {
			return j, err
		}
	}
}

// Upload stores the file at path permanently (free). contentType "" lets
// the API detect it.
func (c *Client) Upload(ctx context.Context, path, contentType string) (*wire.UploadResult, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is not a regular file", path)
	}
	newBody := func() (io.Reader, string, error) {
		f, err := os.Open(path)
		if err != nil {
			return nil, "", err
		}
		pr, pw := io.Pipe()
		mw := multipart.NewWriter(pw)
		go func() {
			defer f.Close()
			err := func() error {
				if contentType != "" {
					if err := mw.WriteField("contentType", contentType); err != nil {
						return err
					}
				}
				part, err := mw.CreateFormFile("file", filepath.Base(path))
				if err != nil {
					return err
				}
				var src io.Reader = f
				if c.cfg.OnUpload != nil {
					src = &counting{r: f, report: func(n int64) { c.cfg.OnUpload(path, n, st.Size()) }}
				}
				if _, err := io.Copy(part, src); err != nil {
					return err
				}
				return mw.Close()
			}()
			pw.CloseWithError(err)
		}()
		return pr, mw.FormDataContentType(), nil
	}
	a, err := c.do(ctx, request{method: http.MethodPost, path: "/v1/upload", newBody: newBody})
	if err != nil {
		return nil, err
	}
	body := a.body
	switch a.status {
	case http.StatusOK, http.StatusCreated:
	case http.StatusAccepted:
		// Stored by a job that outlived the API's wait: follow it.
		var j wire.JobStatus
		if err := json.Unmarshal(a.body, &j); err != nil || j.JobID == "" {
			return nil, fmt.Errorf("upload answered 202 without a job: %s", a.body)
		}
		done, err := c.WaitJob(ctx, j.JobID)
		if err != nil {
			return nil, err
		}
		if done.Status != wire.JobSucceeded {
			if done.Error != nil {
				return nil, &APIError{Status: http.StatusInternalServerError, Code: done.Error.Error, Message: done.Error.Message}
			}
			return nil, fmt.Errorf("upload job %s %s", j.JobID, done.Status)
		}
		body = done.Result
	default:
		return nil, a.apiError()
	}
	var r wire.UploadResult
	if err := json.Unmarshal(body, &r); err != nil {
		return nil, errors.New("decode upload result: " + err.Error())
	}
	return &r, nil
}

// counting reports the bytes read through it.
type counting struct {
	r      io.Reader
	n      int64
	report func(int64)
}

func (c *counting) Read(p []byte) (int, error) {
	if len(p) > 64<<10 {
		p = p[:64<<10]
	}
	n, err := c.r.Read(p)
	if n > 0 {
		c.n += int64(n)
		c.report(c.n)
	}
	return n, err
}
