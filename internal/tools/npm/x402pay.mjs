#!/usr/bin/env node
// x402pay.mjs performs one HTTP request through a REAL x402 client and prints
// what happened as one JSON line on stdout:
//
//   {"status":200,"headers":{...},"body":...,"paymentHeader":"eyJ4...","paymentResponse":{...}}
//
//   node x402pay.mjs --client v1|v2 --key 0x<private key> --url URL
//                    [--method POST] [--body JSON] [--max-value N] [--payment-id ID]
//
// --client v1  uses x402-fetch 1.2.0: wrapFetchWithPayment(fetch, walletClient, maxValue)
//              with a viem wallet client on the `base` chain (id 8453). It reads the
//              402 JSON body ({x402Version:1, accepts:[...]}) and sends X-PAYMENT.
// --client v2  uses @x402/fetch 2.27.0 with @x402/evm's exact scheme client
//              registered for eip155:8453. It reads the PAYMENT-REQUIRED header and
//              sends PAYMENT-SIGNATURE.
// --max-value  caps the payment in USDC base units. v1: the maxValue argument
//              (the client's default is 100000 = 0.10 USDC). v2: replaces the
//              client's default 1 USD cap with this atomic cap (the default-asset
//              allowlist stays on).
// --payment-id v2 only: sends ID as the x402 payment-identifier extension's id
//              the way @x402/extensions 2.27.0 documents it, in an
//              onBeforePaymentCreation hook calling
//              appendPaymentIdentifierToExtensions on the 402's extensions (which
//              adds the id only when the server declared the extension).
//
// paymentHeader is the X-PAYMENT / PAYMENT-SIGNATURE value the client sent,
// captured by wrapping fetch; paymentResponse is the X-PAYMENT-RESPONSE /
// PAYMENT-RESPONSE header decoded with the client's own decoder. Both are null
// when absent. Nothing touches a chain: both clients sign locally.
//
// On failure it prints {"error":"..."} and exits 1.

import { createRequire } from "node:module";
import { parseArgs } from "node:util";

const PAYMENT_HEADERS = ["X-PAYMENT", "PAYMENT-SIGNATURE"];

function usage(msg) {
  process.stderr.write(
    `${msg}\nusage: node x402pay.mjs --client v1|v2 --key 0x... --url URL [--method POST] [--body JSON] [--max-value N] [--payment-id ID]\n`,
  );
  process.exit(2);
}

function readOptions() {
  let parsed;
  try {
    parsed = parseArgs({
      options: {
        client: { type: "string" },
        key: { type: "string" },
        method: { type: "string", default: "GET" },
        url: { type: "string" },
        body: { type: "string" },
        "max-value": { type: "string" },
        "payment-id": { type: "string" },
      },
      strict: true,
    });
  } catch (err) {
    usage(err.message);
  }
  const o = parsed.values;
  if (o.client !== "v1" && o.client !== "v2") usage("--client must be v1 or v2");
  if (!/^0x[0-9a-fA-F]{64}$/.test(o.key ?? "")) usage("--key must be 0x followed by 64 hex digits");
  if (!o.url) usage("--url is required");
  if (o["max-value"] !== undefined && !/^\d+$/.test(o["max-value"])) {
    usage("--max-value must be a decimal integer (USDC base units)");
  }
  if (o["payment-id"] !== undefined && o.client !== "v2") usage("--payment-id needs --client v2");
  if (o.body !== undefined) {
    try {
      JSON.parse(o.body);
    } catch (err) {
      usage(`--body is not JSON: ${err.message}`);
    }
  }
  return o;
}

// headerOf returns the value of one of names found on a fetch call's input or
// init, or null. x402-fetch passes (url, init with a plain headers object);
// @x402/fetch passes a Request.
function headerOf(input, init, names) {
  const sources = [];
  if (init && init.headers) sources.push(new Headers(init.headers));
  if (typeof Request !== "undefined" && input instanceof Request) sources.push(input.headers);
  for (const h of sources) {
    for (const n of names) {
      const v = h.get(n);
      if (v) return v;
    }
  }
  return null;
}

// requireCJS loads the v1 client through its CommonJS build. Its ESM build
// cannot be linked here: x402 1.2.0 imports chains from viem/chains (e.g.
// `abstract`) that the pinned viem 2.21.54 does not export, and ESM fails on a
// missing named export, while CommonJS just sees undefined for chains we never
// use. Base is present in both.
const requireCJS = createRequire(import.meta.url);

async function v1Fetch(fetchFn, opts) {
  const { wrapFetchWithPayment } = requireCJS("x402-fetch");
  const { createWalletClient, http } = requireCJS("viem");
  const { privateKeyToAccount } = requireCJS("viem/accounts");
  const { base } = requireCJS("viem/chains");
  const wallet = createWalletClient({
    account: privateKeyToAccount(opts.key),
    chain: base,
    transport: http(),
  });
  if (opts["max-value"] !== undefined) {
    return wrapFetchWithPayment(fetchFn, wallet, BigInt(opts["max-value"]));
  }
  return wrapFetchWithPayment(fetchFn, wallet);
}

async function v2Fetch(fetchFn, opts) {
  const { wrapFetchWithPayment, x402Client } = await import("@x402/fetch");
  const { ExactEvmScheme } = await import("@x402/evm/exact/client");
  const { privateKeyToAccount } = await import("viem/accounts");
  const client = new x402Client().register("eip155:8453", new ExactEvmScheme(privateKeyToAccount(opts.key)));
  if (opts["max-value"] !== undefined) {
    const max = BigInt(opts["max-value"]);
    client.setSpendControls({ maxAmountPerPayment: false });
    client.registerPolicy((_version, reqs) =>
      reqs.filter((r) => BigInt(r.amount ?? r.maxAmountRequired) <= max),
    );
  }
  if (opts["payment-id"] !== undefined) {
    const { appendPaymentIdentifierToExtensions } = await import("@x402/extensions/payment-identifier");
    const id = opts["payment-id"];
    client.onBeforePaymentCreation(async ({ paymentRequired }) => {
      if (!paymentRequired.extensions) paymentRequired.extensions = {};
      appendPaymentIdentifierToExtensions(paymentRequired.extensions, id);
    });
  }
  return wrapFetchWithPayment(fetchFn, client);
}

async function decodeSettlement(clientName, headers) {
  if (clientName === "v1") {
    const v = headers.get("X-PAYMENT-RESPONSE");
    if (!v) return null;
    const { decodeXPaymentResponse } = requireCJS("x402-fetch");
    return decodeXPaymentResponse(v);
  }
  const v = headers.get("PAYMENT-RESPONSE") || headers.get("X-PAYMENT-RESPONSE");
  if (!v) return null;
  const { decodePaymentResponseHeader } = await import("@x402/fetch");
  return decodePaymentResponseHeader(v);
}

async function main() {
  const opts = readOptions();
  let paymentHeader = null;
  const capturingFetch = (input, init) => {
    const sent = headerOf(input, init, PAYMENT_HEADERS);
    if (sent) paymentHeader = sent;
    return fetch(input, init);
  };
  const pay = opts.client === "v1" ? await v1Fetch(capturingFetch, opts) : await v2Fetch(capturingFetch, opts);

  const init = { method: opts.method.toUpperCase(), headers: {} };
  if (opts.body !== undefined) {
    init.body = opts.body;
    init.headers["Content-Type"] = "application/json";
  }
  const res = await pay(opts.url, init);
  const text = await res.text();
  let body = text;
  try {
    body = text === "" ? null : JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  const out = {
    status: res.status,
    headers: Object.fromEntries(res.headers.entries()),
    body,
    paymentHeader,
    paymentResponse: await decodeSettlement(opts.client, res.headers),
  };
  process.stdout.write(JSON.stringify(out) + "\n");
}

main().catch((err) => {
  process.stdout.write(JSON.stringify({ error: err && err.message ? err.message : String(err) }) + "\n");
  process.exit(1);
});
