package metrics

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"time"

	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/internal/ready"
)

// Server is a process's operations endpoint, apart from the API so that
// it can stay on a private address: GET /metrics (the registry), /healthz
// (200 while the process runs) and /readyz (200 or 503 with the readiness
// report as JSON {ready, checks}).
type Server struct {
	srv  *http.Server
	ln   net.Listener
	done chan struct{}
	log  *logrus.Entry
}

// serverTimeout bounds reading a request and writing its answer; a scrape
// of the registry takes milliseconds.
const serverTimeout = 30 * time.Second

// Listen serves m and the checks of rc on addr (host:port; port 0 picks a
// free port). An empty addr turns the server off: Listen returns nil, and
// a nil *Server's methods do nothing. A nil rc makes /readyz always ready.
func Listen(addr string, m *Metrics, rc *ready.Checker, log *logrus.Entry) (*Server, error) {
	if addr == "" {
		return nil, nil
	}
	if m == nil {
		return nil, errors.New("metrics: Listen needs the process's Metrics")
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("METRICS_LISTEN %s: %w", addr, err)
	}
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", m.Handler())
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		fmt.Fprintln(w, "ok")
	})
	mux.HandleFunc("GET /readyz", func(w http.ResponseWriter, r *http.Request) {
		rep := ready.Report{Ready: true, Checks: map[string]string{}}
		if rc != nil {
			rep = rc.Report(r.Context())
		}
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("Cache-Control", "no-store")
		if !rep.Ready {
			w.WriteHeader(http.StatusServiceUnavailable)
		}
		_ = json.NewEncoder(w).Encode(rep)
	})
	s := &Server{
		srv: &http.Server{Handler: mux, ReadHeaderTimeout: serverTimeout, ReadTimeout: serverTimeout,
			WriteTimeout: serverTimeout, IdleTimeout: 2 * serverTimeout},
		ln:   ln,
		done: make(chan struct{}),
		log:  log.WithField("component", "metrics_server"),
	}
	go s.serve()
	s.log.WithField("listen", ln.Addr().String()).Info("metrics listening")
	return s, nil
}

func (s *Server) serve() {
	defer close(s.done)
	if err := s.srv.Serve(s.ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
		s.log.WithField("err", err.Error()).Error("metrics server stopped")
	}
}

// Addr is the address the server listens on ("" when off).
func (s *Server) Addr() string {
	if s == nil {
		return ""
	}
	return s.ln.Addr().String()
}

// Shutdown stops the server, waiting for requests under way until ctx
// ends.
func (s *Server) Shutdown(ctx context.Context) error {
	if s == nil {
		return nil
	}
	err := s.srv.Shutdown(ctx)
	<-s.done
	return err
}
