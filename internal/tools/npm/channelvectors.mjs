#!/usr/bin/env node
// channelvectors.mjs computes the x402 batch-settlement hashes and signatures
// with the unmodified @x402/evm 2.27.0 client (and viem, which it uses), for
// chain/channel's test vectors. It reads one JSON object on stdin:
//
//   {"key":"0x<payer key>", "network":"eip155:8453",
//    "config":{payer,payerAuthorizer,receiver,receiverAuthorizer,token,withdrawDelay,salt},
//    "maxClaimableAmount":"…", "refundNonce":"…", "refundAmount":"…",
//    "claims":[{"maxClaimableAmount":"…","totalClaimed":"…"}, …],
//    "deposit":{"amount":"…","usdcName":"USD Coin","usdcVersion":"2"}}
//
// and prints one JSON line: channelId (computeChannelId), voucher (signVoucher
// by the key: channelId, maxClaimableAmount, signature), voucherDigest,
// refundDigest, claimBatchDigest (viem hashTypedData with the client's own
// EIP-712 types and domain; every claim row is a row of `config`) and deposit
// (the payload createBatchSettlementEIP3009DepositPayload signs: its
// erc3009Authorization carries a random salt and a validBefore from the
// clock), and abi: the client's batchSettlementABI, the functions and events
// its facilitator calls (imported from the bundle chunk that defines it, as
// the package exports it under no public path; the chunk name is 2.27.0's).
// Nothing touches a chain. On failure it prints {"error":"..."} and exits 1.

import { hashTypedData } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import {
  BATCH_SETTLEMENT_ADDRESS,
  BATCH_SETTLEMENT_DOMAIN,
  claimBatchTypes,
  refundTypes,
  voucherTypes,
} from "@x402/evm";
import {
  computeChannelId,
  createBatchSettlementEIP3009DepositPayload,
  signVoucher,
} from "@x402/evm/batch-settlement/client";

// The ABI the client's facilitator encodes its calls with (abi.ts).
const { batchSettlementABI } = await import("./node_modules/@x402/evm/dist/esm/chunk-H25OEB2U.mjs");

async function readStdin() {
  const chunks = [];
  for await (const c of process.stdin) chunks.push(c);
  return JSON.parse(Buffer.concat(chunks).toString("utf8"));
}

async function main() {
  const input = await readStdin();
  const account = privateKeyToAccount(input.key);
  const chainId = Number(input.network.split(":")[1]);
  const domain = { ...BATCH_SETTLEMENT_DOMAIN, chainId, verifyingContract: BATCH_SETTLEMENT_ADDRESS };
  const config = input.config;

  const channelId = computeChannelId(config, input.network);
  const voucher = await signVoucher(account, channelId, input.maxClaimableAmount, input.network);
  const voucherDigest = hashTypedData({
    domain,
    types: voucherTypes,
    primaryType: "Voucher",
    message: { channelId, maxClaimableAmount: BigInt(input.maxClaimableAmount) },
  });
  const refundDigest = hashTypedData({
    domain,
    types: refundTypes,
    primaryType: "Refund",
    message: { channelId, nonce: BigInt(input.refundNonce), amount: BigInt(input.refundAmount) },
  });
  const claimBatchDigest = hashTypedData({
    domain,
    types: claimBatchTypes,
    primaryType: "ClaimBatch",
    message: {
      claims: input.claims.map((c) => ({
        channelId,
        maxClaimableAmount: BigInt(c.maxClaimableAmount),
        totalClaimed: BigInt(c.totalClaimed),
      })),
    },
  });

  let deposit = null;
  if (input.deposit) {
    const requirements = {
      scheme: "batch-settlement",
      network: input.network,
      amount: input.maxClaimableAmount,
      asset: config.token,
      payTo: config.receiver,
      maxTimeoutSeconds: 3600,
      extra: {
        receiverAuthorizer: config.receiverAuthorizer,
        withdrawDelay: config.withdrawDelay,
        name: input.deposit.usdcName,
        version: input.deposit.usdcVersion,
      },
    };
    const payload = await createBatchSettlementEIP3009DepositPayload(
      account,
      2,
      requirements,
      config,
      input.deposit.amount,
      input.maxClaimableAmount,
    );
    deposit = payload.payload ?? payload;
  }

  process.stdout.write(
    JSON.stringify({ channelId, voucher, voucherDigest, refundDigest, claimBatchDigest, deposit, abi: batchSettlementABI }) + "\n",
  );
}

main().catch((err) => {
  process.stdout.write(JSON.stringify({ error: String(err?.stack ?? err) }) + "\n");
  process.exit(1);
});
