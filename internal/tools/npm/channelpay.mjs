#!/usr/bin/env node
// channelpay.mjs runs the unmodified @x402/evm 2.27.0 batch-settlement client
// (BatchSettlementEvmScheme in an @x402/core x402Client) on a server's 402
// terms, for chain/payment's tests of the terms and the corrective 402. It
// reads one JSON object on stdin:
//
//   {"key":"0x<payer key>", "network":"eip155:8453",
//    "required":"<PAYMENT-REQUIRED value>",
//    "chain":{"balance":"…","totalClaimed":"…"},
//    "corrective":"<PAYMENT-REQUIRED value of a corrective 402>",   (optional)
//    "settlement":"<PAYMENT-RESPONSE value of the first payment>"}  (optional)
//
// and prints one JSON line:
//
//   {"config":{…}, "channelId":"0x…", "payment":"<PAYMENT-SIGNATURE value>",
//    "recovered":true|false|null, "afterRecovery":"<PAYMENT-SIGNATURE value>"|null,
//    "afterSettlement":"<PAYMENT-SIGNATURE value>"|null,
//    "reads":["channels", …]}
//
// config is the client's buildChannelConfig of the batch-settlement offer,
// channelId its computeChannelId; payment is the header the client sends
// for the terms (a deposit when the channel's balance is zero, else a
// voucher). With corrective, the client's processCorrectivePaymentRequired
// runs on it (recovered is its answer) and afterRecovery is the next
// header it sends for the terms. With settlement, the client's
// processPaymentResponse reads it as the answer to the first payment and
// afterSettlement is the next header it sends. The client's chain reads (readContract)
// are answered from "chain" — nothing touches a chain — and listed in
// reads. On failure it prints {"error":"..."} and exits 1.

import { privateKeyToAccount } from "viem/accounts";
import { x402Client } from "@x402/core/client";
import { decodePaymentRequiredHeader, encodePaymentSignatureHeader } from "@x402/core/http";
import {
  BatchSettlementEvmScheme,
  computeChannelId,
  InMemoryClientChannelStorage,
  processPaymentResponse,
} from "@x402/evm/batch-settlement/client";

async function readStdin() {
  const chunks = [];
  for await (const c of process.stdin) chunks.push(c);
  return JSON.parse(Buffer.concat(chunks).toString("utf8"));
}

async function main() {
  const input = await readStdin();
  const account = privateKeyToAccount(input.key);
  const reads = [];
  const signer = {
    address: account.address,
    signTypedData: (args) => account.signTypedData(args),
    readContract: async (args) => {
      reads.push(args.functionName);
      return [BigInt(input.chain.balance), BigInt(input.chain.totalClaimed)];
    },
  };
  const storage = new InMemoryClientChannelStorage();
  const scheme = new BatchSettlementEvmScheme(signer, { storage });
  const client = new x402Client().register(input.network, scheme);
  const required = decodePaymentRequiredHeader(input.required);
  const offer = required.accepts.find((a) => a.scheme === "batch-settlement");
  if (!offer) throw new Error("the terms offer no batch-settlement");
  const config = scheme.buildChannelConfig(offer);
  const pay = async () => encodePaymentSignatureHeader(await client.createPaymentPayload(required));
  const out = {
    config,
    channelId: computeChannelId(config, offer.network),
    payment: await pay(),
    recovered: null,
    afterRecovery: null,
    afterSettlement: null,
    reads,
  };
  if (input.settlement) {
    const header = (name) => (name === "PAYMENT-RESPONSE" ? input.settlement : null);
    await processPaymentResponse(storage, header, { channelId: out.channelId, requestAmount: offer.amount });
    out.afterSettlement = await pay();
  }
  if (input.corrective) {
    out.recovered = await scheme.processCorrectivePaymentRequired(decodePaymentRequiredHeader(input.corrective));
    out.afterRecovery = await pay();
  }
  process.stdout.write(JSON.stringify(out) + "\n");
}

main().catch((err) => {
  process.stdout.write(JSON.stringify({ error: err && err.message ? err.message : String(err) }) + "\n");
  process.exit(1);
});
