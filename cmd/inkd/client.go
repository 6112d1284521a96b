package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/inkd/inkd/internal/payclient"
)

// clientFlags are the flags of the paying client commands.
type clientFlags struct {
	apiURL  string
	key     string
	version int
}

func (f *clientFlags) bind(fs *flag.FlagSet, needKey bool) {
	fs.StringVar(&f.apiURL, "api", env("INKD_API", "http://127.0.0.1:8080"), "inkd API base URL (INKD_API)")
	if needKey {
		fs.StringVar(&f.key, "key", env("INKD_KEY", ""), "hex private key of the paying wallet; it becomes the caller's identity (INKD_KEY)")
		fs.IntVar(&f.version, "x402", envInt("INKD_X402_VERSION", 2), "x402 version to pay with: 1 (X-PAYMENT) or 2 (PAYMENT-SIGNATURE) (INKD_X402_VERSION)")
	}
}

func (f *clientFlags) client() (*payclient.Client, error) {
	if f.key == "" {
		return nil, errors.New("a paying key is required: --key or INKD_KEY")
	}
	keys, err := parseKeys([]string{f.key})
	if err != nil {
		return nil, fmt.Errorf("--key: %w", err)
	}
	if f.version != 1 && f.version != 2 {
		return nil, fmt.Errorf("--x402 %d: want 1 or 2", f.version)
	}
	return payclient.New(keys[0], f.version), nil
}

// runCreate registers a project, paying the fee the API asks for.
func runCreate(ctx context.Context, args []string) error {
	var f clientFlags
	var name, description, license, agentEndpoint, readme string
	var private, agent bool
	fs := flag.NewFlagSet("inkd create", flag.ContinueOnError)
	f.bind(fs, true)
	fs.StringVar(&name, "name", "", "project name (required; stored lowercase)")
	fs.StringVar(&description, "description", "", "description")
	fs.StringVar(&license, "license", "", "SPDX license identifier (default MIT)")
	fs.BoolVar(&private, "private", false, "do not list the project")
	fs.BoolVar(&agent, "agent", false, "mark the project as an AI agent")
	fs.StringVar(&agentEndpoint, "agent-endpoint", "", "HTTP endpoint of the agent")
	fs.StringVar(&readme, "readme", "", "ar:// hash of the README")
	if err := fs.Parse(args); err != nil {
		return err
	}
	c, err := f.client()
	if err != nil {
		return err
	}
	body := map[string]any{"name": name, "isPublic": !private, "isAgent": agent}
	for k, v := range map[string]string{"description": description, "license": license, "agentEndpoint": agentEndpoint, "readmeHash": readme} {
		if v != "" {
			body[k] = v
		}
	}
	return paidPost(ctx, c, f.apiURL+"/v1/projects", body)
}

// runPush records a version, paying the fee the API asks for.
func runPush(ctx context.Context, args []string) error {
	var f clientFlags
	var project, hash, tag, changelog string
	var size int64
	fs := flag.NewFlagSet("inkd push", flag.ContinueOnError)
	f.bind(fs, true)
	fs.StringVar(&project, "project", "", "project id (required)")
	fs.StringVar(&hash, "hash", "", "ar:// content hash, from `inkd upload` (required)")
	fs.StringVar(&tag, "tag", "", "version tag (required)")
	fs.StringVar(&changelog, "changelog", "", "what changed")
	fs.Int64Var(&size, "content-size", -1, "content size in bytes, for the fee (default: the stored size when inkd stored it)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	c, err := f.client()
	if err != nil {
		return err
	}
	body := map[string]any{"storageHash": hash, "versionTag": tag}
	if changelog != "" {
		body["changelog"] = changelog
	}
	if size >= 0 {
		body["contentSize"] = size
	}
	return paidPost(ctx, c, f.apiURL+"/v1/projects/"+project+"/versions", body)
}

func paidPost(ctx context.Context, c *payclient.Client, url string, body map[string]any) error {
	b, err := json.Marshal(body)
	if err != nil {
		return err
	}
	resp, err := c.Do(ctx, http.MethodPost, url, b)
	if err != nil {
		return err
	}
	return printResult(resp.Status, resp.Body)
}

// runUpload stores a file permanently (free) and prints its ar:// hash.
func runUpload(ctx context.Context, args []string) error {
	var f clientFlags
	var contentType string
	fs := flag.NewFlagSet("inkd upload", flag.ContinueOnError)
	f.bind(fs, false)
	fs.StringVar(&contentType, "content-type", "", "MIME type (default: detected from the content)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return errors.New("usage: inkd upload [--api URL] [--content-type T] FILE")
	}
	file, err := os.Open(fs.Arg(0))
	if err != nil {
		return err
	}
	defer file.Close()
	pr, pw := io.Pipe()
	mw := multipart.NewWriter(pw)
	go func() {
		err := func() error {
			if contentType != "" {
				if err := mw.WriteField("contentType", contentType); err != nil {
					return err
				}
			}
			part, err := mw.CreateFormFile("file", filepath.Base(file.Name()))
			if err != nil {
				return err
			}
			if _, err := io.Copy(part, file); err != nil {
				return err
			}
			return mw.Close()
		}()
		pw.CloseWithError(err)
	}()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, strings.TrimRight(f.apiURL, "/")+"/v1/upload", pr)
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", mw.FormDataContentType())
	resp, err := (&http.Client{Timeout: 15 * time.Minute}).Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return err
	}
	return printResult(resp.StatusCode, b)
}

// printResult prints a JSON body; a non-2xx answer is an error.
func printResult(status int, body []byte) error {
	if status/100 == 2 {
		fmt.Println(strings.TrimSpace(string(body)))
		if status == http.StatusAccepted {
			fmt.Fprintln(os.Stderr, "inkd: the write is still being confirmed; poll the job URL above")
		}
		return nil
	}
	var e struct{ Error, Message string }
	if json.Unmarshal(body, &e) == nil && e.Error != "" {
		return fmt.Errorf("%d %s: %s", status, e.Error, e.Message)
	}
	return fmt.Errorf("HTTP %d: %s", status, strings.TrimSpace(string(body)))
}
