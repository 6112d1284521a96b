// devchain.mjs: what the scripts driving the real x402 clients share: the
// JSON object they read on stdin, and a payer's signer on inkd's
// development chain (chain id 8453, reached through rpcUrl), which the
// batch-settlement client reads the channel's on-chain state through.

import { createPublicClient, defineChain, http } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { toClientEvmSigner } from "@x402/evm";

export async function readStdin() {
  const chunks = [];
  for await (const c of process.stdin) chunks.push(c);
  return JSON.parse(Buffer.concat(chunks).toString("utf8"));
}

export function devSigner(key, rpcUrl) {
  const chain = defineChain({
    id: 8453,
    name: "inkd development chain",
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  const account = privateKeyToAccount(key);
  const publicClient = createPublicClient({ chain, transport: http(rpcUrl) });
  return toClientEvmSigner(account, publicClient);
}
