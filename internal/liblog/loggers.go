package liblog

import (
	"context"
	"fmt"
	"strings"

	"github.com/hibiken/asynq"
	"github.com/sirupsen/logrus"
)

// write writes msg at level through log when lim lets its class through,
// with the count of the lines held back before it.
func write(log *logrus.Entry, lim *Limiter, level logrus.Level, class, msg string) {
	if !log.Logger.IsLevelEnabled(level) {
		return
	}
	ok, held := lim.Allow(class)
	if !ok {
		return
	}
	if held > 0 {
		log = log.WithField("repeated", held)
	}
	log.Log(level, msg)
}

// Redis is go-redis's internal logger (redis.SetLogger): every line at
// warn with component=go-redis, one per format per interval.
type Redis struct {
	log *logrus.Entry
	lim *Limiter
}

// NewRedis returns go-redis's logger writing through log.
func NewRedis(log *logrus.Entry, lim *Limiter) *Redis {
	return &Redis{log: log.WithField("component", "go-redis"), lim: lim}
}

// Printf writes one go-redis line; its class is the format.
func (r *Redis) Printf(_ context.Context, format string, v ...any) {
	msg := strings.TrimPrefix(fmt.Sprintf(format, v...), "redis: ")
	write(r.log, r.lim, logrus.WarnLevel, "go-redis:"+format, msg)
}

// Asynq is an asynq.Logger writing through log with component=asynq, one
// line per message class (ClassOf) per interval. Fatal lines are never
// held back.
type Asynq struct {
	log *logrus.Entry
	lim *Limiter
}

var _ asynq.Logger = (*Asynq)(nil)

// NewAsynq returns asynq's logger writing through log.
func NewAsynq(log *logrus.Entry, lim *Limiter) *Asynq {
	return &Asynq{log: log.WithField("component", "asynq"), lim: lim}
}

func (a *Asynq) write(level logrus.Level, args []any) {
	msg := fmt.Sprint(args...)
	write(a.log, a.lim, level, "asynq:"+ClassOf(msg), msg)
}

// Debug implements asynq.Logger.
func (a *Asynq) Debug(args ...any) { a.write(logrus.DebugLevel, args) }

// Info implements asynq.Logger.
func (a *Asynq) Info(args ...any) { a.write(logrus.InfoLevel, args) }

// Warn implements asynq.Logger.
func (a *Asynq) Warn(args ...any) { a.write(logrus.WarnLevel, args) }

// Error implements asynq.Logger.
func (a *Asynq) Error(args ...any) { a.write(logrus.ErrorLevel, args) }

// Fatal implements asynq.Logger: asynq calls it when it cannot go on, and
// expects the process to end.
func (a *Asynq) Fatal(args ...any) { a.log.Fatal(fmt.Sprint(args...)) }
