package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"time"
)

// Defaults of inkd probe.
const (
	defaultProbeURL     = "http://127.0.0.1:8080/v1/health"
	defaultProbeTimeout = 5 * time.Second
	// probeBodyLimit bounds what is read of an answer's body.
	probeBodyLimit = 64 << 10
)

// runProbe is `inkd probe [URL]`: GET URL and exit 0 on a 2xx answer, 1 on
// anything else, for container healthchecks (the image has no curl).
// Every failure is exit 1, usage mistakes included: Docker reserves exit
// code 2 in healthchecks.
func runProbe(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("inkd probe", flag.ContinueOnError)
	fs.SetOutput(os.Stderr)
	timeout := fs.Duration("timeout", defaultProbeTimeout, "give up after this long (connection, headers and body)")
	fs.Usage = func() {
		fmt.Fprintf(os.Stderr, "usage: inkd probe [flags] [URL]   (default %s)\nExit 0 on a 2xx answer, 1 otherwise.\n\nflags:\n", defaultProbeURL)
		fs.PrintDefaults()
	}
	pos, err := parseArgs(fs, args)
	var ue usageError
	switch {
	case errors.Is(err, flag.ErrHelp):
		return err
	case errors.As(err, &ue):
		return exitError{exitFailure, ue.err}
	case len(pos) > 1:
		return exitError{exitFailure, fmt.Errorf("one URL at most, got %d", len(pos))}
	case *timeout <= 0:
		return exitError{exitFailure, fmt.Errorf("--timeout %s: want more than 0", *timeout)}
	}
	target := defaultProbeURL
	if len(pos) == 1 {
		target = pos[0]
	}
	if u, err := url.Parse(target); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return exitError{exitFailure, fmt.Errorf("%q is not an http(s) URL", target)}
	}
	status, err := probe(ctx, target, *timeout)
	if err != nil {
		return exitError{exitFailure, err}
	}
	fmt.Println(status)
	return nil
}

// probe GETs target within timeout and returns its status line; a status
// outside 2xx is an error.
func probe(ctx context.Context, target string, timeout time.Duration) (string, error) {
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, target, nil)
	if err != nil {
		return "", err
	}
	// No proxy from the environment: the probe asks the process it sits next to.
	c := &http.Client{Transport: &http.Transport{DisableKeepAlives: true}}
	resp, err := c.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, probeBodyLimit))
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		return "", fmt.Errorf("%s answered %s", target, resp.Status)
	}
	return resp.Status, nil
}
