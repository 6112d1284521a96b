#!/usr/bin/env node
// channelfacilitator.mjs runs one batch-settlement channel's whole life on a
// development node through the unmodified @x402/evm 2.27.0: its client signs,
// its facilitator (BatchSettlementEvmScheme) verifies and sends every
// transaction to the contracts at the canonical addresses. It reads one JSON
// object on stdin:
//
//   {"rpc":"http://127.0.0.1:8545", "payerKey":"0x…", "receiverAuthorizerKey":"0x…",
//    "facilitatorKey":"0x…", "receiver":"0x…", "usdc":"0x…"}
//
// The node must have chain id 8453, DevUSDC at `usdc` and the batch-settlement
// contracts installed; the facilitator key pays gas and first mints the payer
// 1 USDC of DevUSDC (its mint is open). Then: a deposit of 0.1 USDC with a
// first voucher (verify + settle), a voucher of 3,000 (verify), a claim of it
// (settle, the facilitator signing as receiver authorizer), settle to the
// receiver, and a cooperative refund of the rest. It prints one JSON line
// {"channelId", "steps": {name: facilitator response}}; on failure
// {"error":"..."} and exit code 1.

import { createWalletClient, http, publicActions, parseAbi } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { base } from "viem/chains";
import { toFacilitatorEvmSigner } from "@x402/evm";
import { BatchSettlementEvmScheme } from "@x402/evm/batch-settlement/facilitator";
import {
  computeChannelId,
  createBatchSettlementEIP3009DepositPayload,
  signVoucher,
} from "@x402/evm/batch-settlement/client";

const NETWORK = "eip155:8453";

async function readStdin() {
  const chunks = [];
  for await (const c of process.stdin) chunks.push(c);
  return JSON.parse(Buffer.concat(chunks).toString("utf8"));
}

// The facilitator batches its reads through Multicall3's tryAggregate at
// 0xcA11…CA11, which Base has and a bare development node does not; the
// signer answers those reads call by call (eth_call each), as Multicall3
// would. Everything else reaches the node unchanged.
const MULTICALL3 = "0xcA11bde05977b3631167028862bE2a173976CA11";

function signerFor(key, rpc) {
  const account = privateKeyToAccount(key);
  const client = createWalletClient({ account, chain: base, transport: http(rpc) }).extend(publicActions);
  const readContract = client.readContract.bind(client);
  client.readContract = async (args) => {
    if (args.address !== MULTICALL3 || args.functionName !== "tryAggregate") return readContract(args);
    const [, calls] = args.args;
    return Promise.all(
      calls.map(async ({ target, callData }) => {
        try {
          const { data } = await client.call({ to: target, data: callData });
          return { success: true, returnData: data ?? "0x" };
        } catch {
          return { success: false, returnData: "0x" };
        }
      }),
    );
  };
  return toFacilitatorEvmSigner(Object.assign(client, { address: account.address }));
}

async function main() {
  const input = await readStdin();
  const payer = privateKeyToAccount(input.payerKey);
  const authorizer = privateKeyToAccount(input.receiverAuthorizerKey);
  const facilitatorSigner = signerFor(input.facilitatorKey, input.rpc);
  const facilitator = new BatchSettlementEvmScheme(facilitatorSigner, authorizer);

  // setup: development USDC for the payer
  const mint = await facilitatorSigner.writeContract({
    address: input.usdc,
    abi: parseAbi(["function mint(address to, uint256 value)"]),
    functionName: "mint",
    args: [payer.address, 1_000_000n],
  });
  await facilitatorSigner.waitForTransactionReceipt({ hash: mint });

  const requirements = {
    scheme: "batch-settlement",
    network: NETWORK,
    amount: "1000",
    asset: input.usdc,
    payTo: input.receiver,
    maxTimeoutSeconds: 3600,
    extra: { receiverAuthorizer: authorizer.address, withdrawDelay: 900, name: "USD Coin", version: "2" },
  };
  const config = {
    payer: payer.address,
    payerAuthorizer: payer.address,
    receiver: input.receiver,
    receiverAuthorizer: authorizer.address,
    token: input.usdc,
    withdrawDelay: 900,
    salt: "0x0000000000000000000000000000000000000000000000000000000000000001",
  };
  const channelId = computeChannelId(config, NETWORK);
  const envelope = (payload) => ({ x402Version: 2, accepted: requirements, payload });
  const steps = {};
  const must = async (name, promise, ok) => {
    const res = await promise;
    steps[name] = res;
    if (!ok(res)) throw new Error(`${name}: ${JSON.stringify(res, (_, v) => (typeof v === "bigint" ? v.toString() : v))}`);
    return res;
  };

  const deposit = await createBatchSettlementEIP3009DepositPayload(payer, 2, requirements, config, "100000", "1000");
  const depositPayload = deposit.payload ?? deposit;
  await must("verifyDeposit", facilitator.verify(envelope(depositPayload), requirements), (r) => r.isValid);
  await must("settleDeposit", facilitator.settle(envelope(depositPayload), requirements), (r) => r.success);

  const voucher = await signVoucher(payer, channelId, "3000", NETWORK);
  await must(
    "verifyVoucher",
    facilitator.verify(envelope({ type: "voucher", channelConfig: config, voucher }), requirements),
    (r) => r.isValid,
  );
  const claims = [{ voucher: { channel: config, maxClaimableAmount: "3000" }, signature: voucher.signature, totalClaimed: "3000" }];
  await must("claim", facilitator.settle(envelope({ type: "claim", claims }), requirements), (r) => r.success);
  await must(
    "settle",
    facilitator.settle(envelope({ type: "settle", receiver: input.receiver, token: input.usdc }), requirements),
    (r) => r.success,
  );
  await must(
    "refund",
    facilitator.settle(
      envelope({ type: "refund", channelConfig: config, voucher, amount: "97000", refundNonce: "0", claims: [] }),
      requirements,
    ),
    (r) => r.success,
  );

  process.stdout.write(
    JSON.stringify({ channelId, steps }, (_, v) => (typeof v === "bigint" ? v.toString() : v)) + "\n",
  );
}

main().catch((err) => {
  process.stdout.write(JSON.stringify({ error: String(err?.stack ?? err) }) + "\n");
  process.exit(1);
});
