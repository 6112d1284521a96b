# inkd — build, run and test. `make dev` runs everything on embedded parts;
# `make test` installs what the tests need (redis-server, the pinned Node
# tools) when it is missing and runs the whole suite.

GO        ?= go
NPM_DIR   := internal/tools/npm
NPM_STAMP := $(NPM_DIR)/node_modules/.inkd-installed
SUDO      := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all dev split build test test-short test-crash outage chaos chaos-reorg vet bench fuzz tools redis-server chromium contracts bindings clean

all: build

## dev: run API, worker, chain, Redis and storage gateway in one process
dev:
	$(GO) run ./cmd/inkd dev

## split: the split topology on this machine from nothing (redis-server, anvil, deploy,
## serve, worker, a funded payer), each its own process; Ctrl-C stops all (ops/split.sh)
split: build $(NPM_STAMP) redis-server
	ops/split.sh

## build: the inkd binary in bin/
build:
	$(GO) build -o bin/inkd ./cmd/inkd

## tools: install what the tests need (idempotent)
tools: $(NPM_STAMP) redis-server chromium

# npm ci refuses this lock: it lists anvil's optional binaries for other
# platforms without entries; npm install honours the lock and leaves it as is.
$(NPM_STAMP): $(NPM_DIR)/package.json $(NPM_DIR)/package-lock.json
	cd $(NPM_DIR) && npm install --no-audit --no-fund --loglevel=error
	touch $@

redis-server:
	@command -v redis-server >/dev/null 2>&1 || { \
	  echo "installing redis-server (Debian package)"; \
	  $(SUDO) apt-get update -qq && $(SUDO) DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null; }

# chromium: the headless browser of the explorer's browser tests (api/explorer).
chromium:
	@command -v chromium >/dev/null 2>&1 || { \
	  echo "installing chromium (Debian package)"; \
	  $(SUDO) apt-get update -qq && $(SUDO) DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; }

## test: the whole suite, with real redis-server, real chain nodes and the real x402 clients
## (and the Foundry suite of the contracts, short runs: chain/contracts/Makefile.inc);
## a line per package, then the whole output of every failed test, last (internal/tools/testreport)
test: tools
	$(GO) vet ./...
	$(MAKE) contracts-test
	$(GO) run ./internal/tools/testreport -count=1 -timeout 40m ./...

## test-short: the inner loop, on Go alone: no redis-server, anvil or node.
## Tests that need one of them skip under -short and name `make test`, which
## runs everything. The embedded chain, miniredis and the inkd binary still run.
test-short:
	$(GO) test -short -count=1 ./...

## test-crash: the whole crash matrix (a real SIGKILL after every step of a paid write, paid
## exact and by voucher) and both overlaps of two workers on one task (scenario 8); ~25 min
test-crash: tools
	INKD_CRASH_MATRIX=1 $(GO) test -count=1 -timeout 60m -run 'TestCrashMatrix|TestVoucherCrashMatrix|TestWorkerKilledAfterBroadcast|TestTwoWorkersRunOneTask' -v ./internal/e2e/

## outage: every chain provider down for OUTAGE (10 min) while paid creates and pushes wait,
## some payments expiring meanwhile; judged against the chain (scenario 46; the normal run: 20 s)
OUTAGE ?= 10m
outage: tools
	INKD_OUTAGE=$(OUTAGE) $(GO) test -count=1 -timeout 40m -run 'TestAllRPCsDown$$' -v ./internal/e2e/

## chaos: the long chaos run (2 APIs, 2 workers, Redis with AOF, anvil, faulty providers;
## workers killed every 25 s, an API killed, Redis restarted once, no reorgs) judged against the chain;
## prints the figures. Size it with CHAOS_PAYERS, CHAOS_DURATION; INKD_CHAOS_PROVIDER_DOWN=1 keeps
## the preferred provider down for the whole run.
CHAOS_PAYERS   ?= 32
CHAOS_DURATION ?= 150s
chaos: tools
	INKD_CHAOS_PAYERS=$(CHAOS_PAYERS) INKD_CHAOS_DURATION=$(CHAOS_DURATION) INKD_CHAOS_KILL_EVERY=25s INKD_CHAOS_REORG_EVERY=0 INKD_CHAOS_REDIS_RESTART=1 \
	  $(GO) test -count=1 -timeout 40m -run 'TestChaos$$' -v ./internal/e2e/

## chaos-reorg: as chaos, with the chain's last REORG_DEPTH blocks replaced every REORG_EVERY
## (anvil_reorg, their transactions dropped) and no worker kills; prints the same figures
REORG_EVERY ?= 10s
REORG_DEPTH ?= 5
chaos-reorg: tools
	INKD_CHAOS_PAYERS=24 INKD_CHAOS_DURATION=120s INKD_CHAOS_KILL_EVERY=1h INKD_CHAOS_REORG_EVERY=$(REORG_EVERY) INKD_CHAOS_REORG_DEPTH=$(REORG_DEPTH) \
	  $(GO) test -count=1 -timeout 40m -run 'TestChaos$$' -v ./internal/e2e/

## bench: benchmarks; figures are written down in BENCHMARKS.md
bench: tools
	$(GO) test -p 1 -run '^$$' -bench . -benchmem -benchtime 1x -timeout 60m ./...

## fuzz: every fuzz target for FUZZTIME each, one after another, and its
## exec count; `make test` runs only their seed corpora (testdata/fuzz)
FUZZTIME     ?= 2m
FUZZPARALLEL ?= 1
# Go minimizes every new interesting input for up to 60 s by default,
# counting no execs meanwhile: a long run looked stalled (BENCHMARKS.md).
FUZZMINIMIZETIME ?= 5s
FUZZ_TARGETS := ./chain/payment:FuzzParseHeader ./chain/payment:FuzzEncodeHeader \
	./internal/payclient:FuzzTerms ./api:FuzzCreateBody ./api:FuzzPushBody ./api:FuzzUploadForm \
	./storage/ans104:FuzzParse ./storage/ans104:FuzzBuildParse ./storage/ans104:FuzzTags ./chain:FuzzRPCAnswer
fuzz:
	@for t in $(FUZZ_TARGETS); do \
	  pkg=$${t%%:*}; name=$${t##*:}; log=$$(mktemp); \
	  echo "fuzz $$pkg $$name for $(FUZZTIME)"; \
	  $(GO) test -run '^$$' -fuzz "^$$name\$$" -fuzztime $(FUZZTIME) -fuzzminimizetime $(FUZZMINIMIZETIME) -parallel $(FUZZPARALLEL) $$pkg >$$log 2>&1 \
	    || { cat $$log; rm -f $$log; exit 1; }; \
	  echo "  $$(grep 'execs:' $$log | tail -n 1)"; rm -f $$log; \
	done

-include chain/contracts/Makefile.inc

clean:
	rm -rf bin
