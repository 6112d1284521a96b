#!/usr/bin/env node
// channelrefund.mjs asks for a cooperative refund of the payer's channel
// through the unmodified @x402/evm batch-settlement client
// (BatchSettlementEvmScheme.refund), on a fresh client that knows nothing
// of the channel: it recovers the channel from the chain (rpcUrl) and the
// server's corrective 402. It reads one JSON object on stdin:
//
//   {"key":"0x<payer key>", "rpcUrl":"http://…", "url":"<refund URL>", "amount":"<base units>"|null}
//
// and prints one JSON line: {"settle":{…}} with the client's settle
// response, or {"refundError":"<the client's message>"} when the client
// refused or failed the refund. Anything else stops the run:
// {"error":"..."}, exit 1.

import { BatchSettlementEvmScheme, InMemoryClientChannelStorage } from "@x402/evm/batch-settlement/client";
import { devSigner, readStdin } from "./devchain.mjs";

async function main() {
  const input = await readStdin();
  const scheme = new BatchSettlementEvmScheme(devSigner(input.key, input.rpcUrl), {
    storage: new InMemoryClientChannelStorage(),
  });
  let out;
  try {
    out = { settle: await scheme.refund(input.url, input.amount ? { amount: input.amount } : undefined) };
  } catch (err) {
    out = { refundError: err && err.message ? err.message : String(err) };
  }
  process.stdout.write(JSON.stringify(out) + "\n");
}

main().catch((err) => {
  process.stdout.write(JSON.stringify({ error: err && err.message ? err.message : String(err) }) + "\n");
  process.exit(1);
});
