package readmodel

import (
	"errors"
	"fmt"
	"strings"
)

// Defaults of Config.
const (
	// DefaultPrefix starts every key of the read model.
	DefaultPrefix = "inkd:rm:"
	// DefaultStreamMaxLen is roughly how many entries the live event stream
	// keeps for Last-Event-ID resume.
	DefaultStreamMaxLen = 10_000
)

// Config configures the read model. The zero value takes the defaults.
type Config struct {
	// Prefix starts every key. Default "inkd:rm:". On Redis Cluster use a
	// prefix with a hash tag, such as "{inkd:rm}:", so every key lives in one
	// slot: the scripts touch many keys at once.
	Prefix string
	// StreamMaxLen is how many entries (approximately: the trim is lazy) the
	// live event stream keeps; a client resuming from an older Last-Event-ID
	// misses what was trimmed. Default 10,000.
	StreamMaxLen int64
}

func (c Config) withDefaults() Config {
	if c.Prefix == "" {
		c.Prefix = DefaultPrefix
	}
	if c.StreamMaxLen == 0 {
		c.StreamMaxLen = DefaultStreamMaxLen
	}
	return c
}

// Check reports the first field that is wrong.
func (c Config) Check() error {
	if strings.ContainsAny(c.Prefix, " \r\n") {
		return fmt.Errorf("readmodel: Prefix %q contains whitespace", c.Prefix)
	}
	if c.StreamMaxLen < 0 {
		return errors.New("readmodel: StreamMaxLen is negative")
	}
	return nil
}
