package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// The environment side of the flags (flags.go): every flag defaults from
// one variable, read here. Only this package reads the environment.

// env returns the variable's value or def.
func env(name, def string) string {
	if v, ok := os.LookupEnv(name); ok && v != "" {
		return v
	}
	return def
}

func envDuration(name string, def time.Duration) time.Duration {
	return envParsed(name, def, time.ParseDuration, "is not a duration (e.g. 30s)")
}

func envInt(name string, def int) int {
	return envParsed(name, def, strconv.Atoi, "is not a whole number")
}

// envParsed parses the variable's value, or returns def when it is unset;
// a value parse refuses is collected in badEnv (saying it `is not` what
// is wanted) and def returned.
func envParsed[T any](name string, def T, parse func(string) (T, error), isNot string) T {
	v := env(name, "")
	if v == "" {
		return def
	}
	x, err := parse(v)
	if err != nil {
		badEnv.add(fmt.Errorf("%s=%q %s", name, v, isNot))
		return def
	}
	return x
}

// envBool reads a boolean variable (1, true, 0, false, …); unset is false.
func envBool(name string) bool {
	v := env(name, "")
	if v == "" {
		return false
	}
	b, err := strconv.ParseBool(v)
	if err != nil {
		badEnv.add(fmt.Errorf("%s=%q is not a boolean (1 or 0)", name, v))
	}
	return b
}

// envOnOff reads a switch: on, off or a boolean (1, true, 0, false, …);
// unset is off.
func envOnOff(name string) bool {
	switch strings.ToLower(env(name, "")) {
	case "on":
		return true
	case "off":
		return false
	}
	return envBool(name)
}

// addressFlag is an EVM address flag (0x and 40 hex digits).
type addressFlag struct{ p *common.Address }

func (a addressFlag) String() string {
	if a.p == nil || *a.p == (common.Address{}) {
		return ""
	}
	return a.p.Hex()
}

func (a addressFlag) Set(s string) error {
	if !common.IsHexAddress(s) {
		return fmt.Errorf("%q is not an address (0x and 40 hex digits)", s)
	}
	*a.p = common.HexToAddress(s)
	return nil
}

// addressVar binds an address flag defaulting to the variable envName
// (unset: the zero address).
func addressVar(fs *flag.FlagSet, p *common.Address, name, envName, usage string) {
	if v := env(envName, ""); v != "" {
		if err := (addressFlag{p}).Set(v); err != nil {
			badEnv.add(fmt.Errorf("%s=%q is not an address", envName, v))
		}
	}
	fs.Var(addressFlag{p}, name, usage)
}

// envErrors collects the environment variables whose values could not be
// parsed while a command binds its flags; parseFlags refuses to go on
// while it holds any, so a wrong value fails at once, named, instead of
// being replaced by a default. The process runs one command: parseFlags
// empties it.
type envErrors struct {
	mu   sync.Mutex
	errs []error
}

var badEnv envErrors

func (e *envErrors) add(err error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.errs = append(e.errs, err)
}

// take returns the collected errors joined (nil when none) and forgets
// them.
func (e *envErrors) take() error {
	e.mu.Lock()
	defer e.mu.Unlock()
	err := errors.Join(e.errs...)
	e.errs = nil
	return err
}

func splitList(v string) []string {
	var out []string
	for _, p := range strings.Split(v, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// listFlag is a comma-separated flag: blanks around items are trimmed and
// empty items dropped.
type listFlag struct{ v *[]string }

func (l listFlag) String() string {
	if l.v == nil {
		return ""
	}
	return strings.Join(*l.v, ",")
}
func (l listFlag) Set(s string) error { *l.v = splitList(s); return nil }

// listVar binds a list flag defaulting to the variable envName, or to def
// when it is unset.
func listVar(fs *flag.FlagSet, p *[]string, name, envName, def, usage string) {
	*p = splitList(env(envName, def))
	fs.Var(listFlag{p}, name, usage)
}

// secret is a string flag whose value is never printed: usage shows no
// default (the default may come from the environment and be a key), and
// the flag package has no invalid value to quote because Set never fails.
type secret struct{ p *string }

func (s secret) String() string     { return "" }
func (s secret) Set(v string) error { *s.p = v; return nil }

// secretVar binds a secret string flag defaulting to the variable envName.
func secretVar(fs *flag.FlagSet, p *string, name, envName, usage string) {
	*p = env(envName, "")
	fs.Var(secret{p}, name, usage)
}

// secretList is a listFlag whose value is never printed.
type secretList struct{ listFlag }

func (secretList) String() string { return "" }
