// Package ops holds the operators' files (alerting rules, dashboard) and
// the checks of the deployment files at the repository's root
// (docker-compose.yml, Dockerfile, .dockerignore) that need no container
// engine.
package ops

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"go.yaml.in/yaml/v2"

	"github.com/inkd/inkd/worker"
)

// apiDrain is how long `inkd serve` drains in-flight requests after
// SIGTERM (cmd/inkd/serve.go).
const apiDrain = 30 * time.Second

// graceMargin is what a stop_grace_period must leave past a process's own
// shutdown timeout, for the rest of its shutdown (closing Redis, the chain
// pool, flushing logs).
const graceMargin = 10 * time.Second

// imageUID is the user the inkd image runs as (Dockerfile USER).
const imageUID = "65532"

type composeFile struct {
	Services map[string]service `yaml:"services"`
	Volumes  map[string]any     `yaml:"volumes"`
}

type service struct {
	Image           string            `yaml:"image"`
	Build           any               `yaml:"build"`
	User            string            `yaml:"user"`
	Entrypoint      []string          `yaml:"entrypoint"`
	Command         any               `yaml:"command"`
	Environment     map[string]string `yaml:"environment"`
	Volumes         []string          `yaml:"volumes"`
	Ports           []string          `yaml:"ports"`
	Restart         string            `yaml:"restart"`
	StopGracePeriod string            `yaml:"stop_grace_period"`
	// DependsOn is a list of names or a map of name to {condition}.
	DependsOn   any `yaml:"depends_on"`
	Healthcheck *struct {
		Test        []string `yaml:"test"`
		StartPeriod string   `yaml:"start_period"`
	} `yaml:"healthcheck"`
	Deploy struct {
		Replicas int `yaml:"replicas"`
	} `yaml:"deploy"`
}

// command is the service's command and entrypoint as one string.
func (s service) command() string {
	var parts []string
	parts = append(parts, s.Entrypoint...)
	switch c := s.Command.(type) {
	case string:
		parts = append(parts, c)
	case []any:
		for _, p := range c {
			parts = append(parts, p.(string))
		}
	}
	return strings.Join(parts, " ")
}

// deps returns the services s depends on and the condition of each
// (service_started for the list form).
func (s service) deps() map[string]string {
	out := map[string]string{}
	switch d := s.DependsOn.(type) {
	case []any:
		for _, n := range d {
			out[n.(string)] = "service_started"
		}
	case map[any]any:
		for n, v := range d {
			cond, _ := v.(map[any]any)["condition"].(string)
			out[n.(string)] = cond
		}
	}
	return out
}

// long reports whether the service runs until stopped (not a one-shot).
func (s service) long() bool { return !strings.Contains(s.command(), "deploy ") }

func loadCompose(t *testing.T) composeFile {
	t.Helper()
	b, err := os.ReadFile("../docker-compose.yml")
	if err != nil {
		t.Fatal(err)
	}
	var f composeFile
	if err := yaml.Unmarshal(b, &f); err != nil {
		t.Fatalf("docker-compose.yml: %v", err)
	}
	if len(f.Services) == 0 {
		t.Fatal("docker-compose.yml has no services")
	}
	return f
}

// TestComposeFile checks docker-compose.yml as an operator would before
// running it (no engine here): every long-running service restarts and
// has a healthcheck (the inkd image's through `inkd probe`, it has no
// curl) on the port the process listens on; inkd processes get longer
// than their own shutdown timeouts to stop; the deployment waits for the
// chain to answer, not just to start; images are pinned; anvil keeps its
// state; no API replica takes a random host port while GATEWAY_URL names
// a fixed one; and every volume the non-root inkd user writes exists in
// the image with that user as owner.
func TestComposeFile(t *testing.T) {
	f := loadCompose(t)
	dockerfile, err := os.ReadFile("../Dockerfile")
	if err != nil {
		t.Fatal(err)
	}
	owned := ownedDirs(string(dockerfile))
	publishedHostPorts := map[string]string{}

	for name, s := range f.Services {
		t.Run(name, func(t *testing.T) {
			inkd := s.Build != nil
			switch {
			case s.Image == "" && !inkd:
				t.Error("neither image nor build")
			case s.Image != "" && !pinned(s.Image):
				t.Errorf("image %q is not pinned to a version", s.Image)
			}
			if s.long() {
				if s.Restart != "unless-stopped" && s.Restart != "always" {
					t.Errorf("restart %q: a long-running service must come back after a crash or reboot", s.Restart)
				}
				if s.Healthcheck == nil || len(s.Healthcheck.Test) == 0 {
					t.Error("no healthcheck")
				}
			} else if !strings.HasPrefix(s.Restart, "on-failure") {
				t.Errorf("one-shot restart %q, want on-failure[:n] (never again after it succeeded)", s.Restart)
			}
			if inkd && s.Healthcheck != nil {
				checkProbe(t, s)
			}
			if inkd && s.long() {
				grace, err := time.ParseDuration(s.StopGracePeriod)
				want := max(apiDrain, worker.DefaultShutdownTimeout) + graceMargin
				if err != nil || grace < want {
					t.Errorf("stop_grace_period %q, want at least %s (Docker's default 10 s SIGKILLs a draining process)", s.StopGracePeriod, want)
				}
			}
			if strings.Contains(s.command(), "anvil") && !strings.Contains(s.command(), "--state ") {
				t.Error("anvil without --state: a restart loses the chain the deployment file points at")
			}
			for _, p := range s.Ports {
				host, _, ok := strings.Cut(strings.TrimPrefix(p, "127.0.0.1:"), ":")
				if !ok {
					t.Errorf("port %q publishes on a random host port", p)
					continue
				}
				if s.Deploy.Replicas > 1 {
					t.Errorf("port %q on %d replicas: only one can bind it", p, s.Deploy.Replicas)
				}
				publishedHostPorts[host] = name
			}
			for _, v := range s.Volumes {
				src, target, _ := strings.Cut(v, ":")
				target, _, _ = strings.Cut(target, ":")
				if _, named := f.Volumes[src]; inkd && named && !slices.Contains(owned, target) {
					t.Errorf("volume %s at %s: the Dockerfile does not create it owned by %s, so the non-root user cannot write it", src, target, imageUID)
				}
			}
		})
	}

	deploy := serviceRunning(t, f, "deploy ")
	for dep, cond := range deploy.deps() {
		if strings.Contains(f.Services[dep].command(), "anvil") && cond != "service_healthy" {
			t.Errorf("deploy waits for %s with %q: it must wait until the chain answers (service_healthy)", dep, cond)
		}
	}
	for name, s := range f.Services {
		for k, v := range s.Environment {
			if k != "GATEWAY_URL" {
				continue
			}
			if m := regexp.MustCompile(`//(localhost|127\.0\.0\.1):(\d+)`).FindStringSubmatch(v); m != nil && publishedHostPorts[m[2]] == "" {
				t.Errorf("%s: GATEWAY_URL %s names host port %s, which no service publishes", name, v, m[2])
			}
		}
	}
}

// serviceRunning returns the service whose command contains part.
func serviceRunning(t *testing.T, f composeFile, part string) service {
	t.Helper()
	for _, s := range f.Services {
		if strings.Contains(s.command(), part) {
			return s
		}
	}
	t.Fatalf("no service runs %q", part)
	return service{}
}

// checkProbe checks that an inkd service's healthcheck is `inkd probe` on
// the port the process listens on.
func checkProbe(t *testing.T, s service) {
	t.Helper()
	test := strings.Join(s.Healthcheck.Test, " ")
	if !strings.Contains(test, "inkd probe") {
		t.Errorf("healthcheck %q: the inkd image has no curl or wget, use `inkd probe`", test)
		return
	}
	port := "8080" // inkd probe's default URL
	if m := regexp.MustCompile(`https?://[^/ :]+:(\d+)`).FindStringSubmatch(test); m != nil {
		port = m[1]
	}
	listens := false
	for _, k := range []string{"INKD_LISTEN", "METRICS_LISTEN"} {
		if strings.HasSuffix(s.Environment[k], ":"+port) {
			listens = true
		}
	}
	if !listens {
		t.Errorf("healthcheck %q probes port %s, where the process does not listen (INKD_LISTEN %q, METRICS_LISTEN %q)",
			test, port, s.Environment["INKD_LISTEN"], s.Environment["METRICS_LISTEN"])
	}
}

// pinned reports whether image names a version at least down to the
// minor release (redis:7.4.2, not redis:7 or latest), or a digest.
func pinned(image string) bool {
	if strings.Contains(image, "@sha256:") {
		return true
	}
	i := strings.LastIndex(image, ":")
	if i < 0 || strings.Contains(image[i:], "/") {
		return false
	}
	tag := image[i+1:]
	return regexp.MustCompile(`\d+\.\d+`).MatchString(tag)
}

// ownedDirs returns the directories the Dockerfile's final stage creates
// owned by imageUID with `install -d -o UID …`.
func ownedDirs(dockerfile string) []string {
	stages := strings.Split(dockerfile, "\nFROM ")
	final := stages[len(stages)-1]
	var dirs []string
	for _, line := range strings.Split(strings.ReplaceAll(final, "\\\n", " "), "\n") {
		for _, cmd := range strings.Split(line, "&&") {
			fields := strings.Fields(cmd)
			if slices.Contains(fields, "RUN") {
				fields = fields[slices.Index(fields, "RUN")+1:]
			}
			if len(fields) < 2 {
				continue
			}
			o := slices.Index(fields, "-o")
			if fields[0] != "install" || !slices.Contains(fields, "-d") || o < 0 || o+1 >= len(fields) || fields[o+1] != imageUID {
				continue
			}
			for _, f := range fields[1:] {
				if strings.HasPrefix(f, "/") {
					dirs = append(dirs, f)
				}
			}
		}
	}
	return dirs
}

// TestDockerignore: the build context leaves out what the image does not
// need and what would make every build slow or leak: .git, bin/, the npm
// tools' node_modules.
func TestDockerignore(t *testing.T) {
	b, err := os.ReadFile("../.dockerignore")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Fields(string(b))
	for _, want := range []string{".git", "bin", "**/node_modules"} {
		if !slices.Contains(lines, want) && !slices.Contains(lines, want+"/") {
			t.Errorf(".dockerignore does not leave out %s", want)
		}
	}
}
