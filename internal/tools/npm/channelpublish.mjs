#!/usr/bin/env node
// channelpublish.mjs makes HTTP requests, one after the other, through the
// unmodified @x402/fetch 2.27.0 client with @x402/evm's batch-settlement
// client (BatchSettlementEvmScheme) registered for eip155:8453: the payer
// opens a channel with a deposit on its first paid request and pays the
// next ones with vouchers. It reads one JSON object on stdin:
//
//   {"key":"0x<payer key>", "rpcUrl":"http://…", "deposit":"<base units>",
//    "requests":[{"method":"POST","url":"…","body":"<JSON>"}, …]}
//
// and prints one JSON line:
//
//   {"results":[{"status":201,"body":{…},"paymentHeader":"<PAYMENT-SIGNATURE>"|null,
//                "payloadType":"deposit"|"voucher"|null,"paymentResponse":{…}|null}, …]}
//
// deposit sizes the channel's deposit (at least what the client needs);
// the client reads the channel's on-chain state through rpcUrl.
// payloadType is the payload the client sent on the paid attempt (the
// last one, after a corrective 402), paymentResponse the PAYMENT-RESPONSE
// decoded with the client's own decoder. A request's failure is its
// status and body; a client error stops the run: {"error":"..."}, exit 1.

import { wrapFetchWithPayment, x402Client, decodePaymentResponseHeader } from "@x402/fetch";
import { BatchSettlementEvmScheme, InMemoryClientChannelStorage } from "@x402/evm/batch-settlement/client";
import { devSigner, readStdin } from "./devchain.mjs";

function payloadTypeOf(header) {
  if (!header) return null;
  const decoded = JSON.parse(Buffer.from(header, "base64").toString("utf8"));
  return decoded?.payload?.type ?? null;
}

async function main() {
  const input = await readStdin();
  const signer = devSigner(input.key, input.rpcUrl);
  const wanted = BigInt(input.deposit);
  const scheme = new BatchSettlementEvmScheme(signer, {
    storage: new InMemoryClientChannelStorage(),
    depositStrategy: (ctx) => {
      const min = BigInt(ctx.minimumDepositAmount);
      return (wanted > min ? wanted : min).toString();
    },
  });
  const client = new x402Client().register("eip155:8453", scheme);
  let sent = null;
  const capture = async (request) => {
    const header = request.headers.get("PAYMENT-SIGNATURE");
    if (header) sent = header;
    return fetch(request);
  };
  const pay = wrapFetchWithPayment(capture, client);
  const results = [];
  for (const r of input.requests) {
    sent = null;
    const res = await pay(r.url, {
      method: r.method,
      headers: r.body ? { "content-type": "application/json" } : {},
      body: r.body,
    });
    const text = await res.text();
    let body = text;
    try {
      body = JSON.parse(text);
    } catch {}
    const pr = res.headers.get("PAYMENT-RESPONSE");
    results.push({
      status: res.status,
      body,
      paymentHeader: sent,
      payloadType: payloadTypeOf(sent),
      paymentResponse: pr ? decodePaymentResponseHeader(pr) : null,
    });
  }
  process.stdout.write(JSON.stringify({ results }) + "\n");
}

main().catch((err) => {
  process.stdout.write(JSON.stringify({ error: err && err.message ? err.message : String(err) }) + "\n");
  process.exit(1);
});
