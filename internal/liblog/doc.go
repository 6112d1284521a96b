// Package liblog routes the logging of the libraries inkd runs on (go-redis,
// asynq) through the process's logrus logger, with a component field, and
// holds their repeated lines back: during an outage a library repeats the
// same line many times a second, which would bury everything else.
//
//	lim := liblog.NewLimiter(liblog.DefaultEvery, time.Now)
//	redis.SetLogger(liblog.NewRedis(log, lim))       // go-redis's own lines
//	rdb.AddHook(liblog.NewRedisHook(log, time.Now))  // outage and recovery of one client
//	asynq.Config{Logger: liblog.NewAsynq(log, lim)}  // asynq's lines
package liblog
