#!/usr/bin/env bash
# ops/split.sh — the split topology on this machine, from nothing: a real
# redis-server, anvil (chain id 8453, as Base), `inkd deploy`, one
# `inkd serve` and one `inkd worker`, each its own process, with a funded
# payer. `make split` builds the binary and the tools, then runs this.
# Ctrl-C (or SIGTERM) stops every process it started.
#
# Everything is a development setting: anvil's well-known keys, the
# development USDC at Base's USDC address, no admin delay. What changes in
# production is named in docs/operating.md ("Running it split").
set -euo pipefail
cd "$(dirname "$0")/.."

INKD=${INKD_BIN:-bin/inkd}
ANVIL=${ANVIL_BIN:-internal/tools/npm/node_modules/@foundry-rs/anvil-linux-amd64/bin/anvil}
REDIS=${REDIS_SERVER:-redis-server}
DIR=${SPLIT_DIR:-$(mktemp -d -t inkd-split-XXXXXX)}
REDIS_PORT=${SPLIT_REDIS_PORT:-6390}
CHAIN_PORT=${SPLIT_CHAIN_PORT:-8546}
API=${SPLIT_API:-127.0.0.1:8080}
SERVE_OPS=${SPLIT_SERVE_METRICS:-127.0.0.1:9101}
WORKER_OPS=${SPLIT_WORKER_METRICS:-127.0.0.1:9102}

# anvil's default accounts (the development keys of inkd dev): #0 deploys,
# #9 settles (signs the registry transactions, pays their gas), #1 pays.
DEPLOYER_KEY=0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80
SETTLER_KEY=0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6
SETTLER=0xa0Ee7A142d267C1f36714E4a8F75612F20a79720
PAYER_KEY=0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d
STORAGE_KEY=0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba

for b in "$INKD" "$ANVIL"; do
	[ -x "$b" ] || { echo "split: $b is missing; run: make split (it builds bin/inkd and installs the tools)" >&2; exit 1; }
done
command -v "$REDIS" >/dev/null || { echo "split: $REDIS is missing; run: make redis-server" >&2; exit 1; }

pids=()
stop() {
	trap - INT TERM EXIT
	# The API and the worker first (they drain), then the chain and Redis.
	for ((i = ${#pids[@]} - 1; i >= 0; i--)); do
		kill -TERM "${pids[i]}" 2>/dev/null || true
		wait "${pids[i]}" 2>/dev/null || true
	done
	echo "split: stopped; logs and state in $DIR"
	exit 0
}
trap stop INT TERM EXIT

# wait_for FILE TEXT: until the log FILE contains TEXT (60 s at most).
wait_for() {
	for _ in $(seq 600); do
		grep -q "$2" "$1" 2>/dev/null && return 0
		sleep 0.1
	done
	echo "split: no \"$2\" in $1 after 60 s:" >&2
	tail -20 "$1" >&2
	exit 1
}

echo "split: state and logs in $DIR"
"$REDIS" --port "$REDIS_PORT" --bind 127.0.0.1 --save "" --appendonly yes --dir "$DIR" >"$DIR/redis.log" 2>&1 &
pids+=($!)
"$ANVIL" --chain-id 8453 --block-time 1 --host 127.0.0.1 --port "$CHAIN_PORT" >"$DIR/anvil.log" 2>&1 &
pids+=($!)
wait_for "$DIR/redis.log" "Ready to accept connections"
wait_for "$DIR/anvil.log" "Listening on"

export REDIS_URL=redis://127.0.0.1:$REDIS_PORT/0
export RPC_URL=http://127.0.0.1:$CHAIN_PORT
export DEPLOYMENT_FILE=$DIR/deployment.json
export STORAGE_DRIVER=local STORAGE_DIR=$DIR/storage STORAGE_KEY
export INKD_LISTEN=$API INKD_PUBLIC_URL=http://$API
"$INKD" deploy --dev-usdc --deployer-key "$DEPLOYER_KEY" --settlers "$SETTLER" | tee "$DIR/deploy.log"

METRICS_LISTEN=$SERVE_OPS "$INKD" serve >"$DIR/serve.log" 2>&1 &
pids+=($!)
SIGNER_KEYS=$SETTLER_KEY METRICS_LISTEN=$WORKER_OPS "$INKD" worker >"$DIR/worker.log" 2>&1 &
pids+=($!)
wait_for "$DIR/serve.log" "api listening"
wait_for "$DIR/worker.log" "worker running"

cat <<MSG
split: ready — redis $REDIS_URL, chain $RPC_URL, API http://$API (metrics $SERVE_OPS), worker (metrics $WORKER_OPS)
In another terminal, as a payer holding 1,000,000 development USDC:
  export INKD_API=http://$API INKD_KEY=$PAYER_KEY
  $INKD project create my-tool && $INKD version push my-tool ./README.md --tag v0.1.0
Logs: $DIR/{serve,worker,anvil,redis}.log. Ctrl-C stops everything.
MSG
wait -n "${pids[@]}" || true
echo "split: a process exited; see $DIR" >&2
