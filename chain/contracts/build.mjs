// build.mjs compiles the inkd contracts with the pinned solc (npm, wasm) and
// writes deterministic artifacts:
//
//   <artifacts>/<Name>.json           {abi, bytecode, deployedBytecode} (pretty JSON)
//   <bindings>/<pkg>/<Name>.abi       the ABI, input of abigen --abi
//   <bindings>/<pkg>/<Name>.bin       creation bytecode (hex, no 0x), input of abigen --bin
//
// Usage: node chain/contracts/build.mjs [--artifacts DIR] [--bindings DIR] [--node-modules DIR]
// Defaults: chain/contracts/artifacts, chain/bindings, internal/tools/npm/node_modules.
// Settings: solc 0.8.28 exactly, optimizer on (200 runs), evmVersion cancun.
// The Go test chain/bindings/generate_test.go runs this into a temp dir and
// diffs the result against the committed files.

import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..', '..');

// Contracts that get an artifact and a binding package, in output order.
const CONTRACTS = {
  InkdRegistry: 'registry',
  InkdTreasury: 'treasury',
  InkdBuyback: 'buyback',
  InkdToken: 'token',
  DevUSDC: 'devusdc',
  DevPool: 'devpool',
  InkdAccessManager: 'accessmanager',
  X402BatchSettlement: 'batchsettlement',
  ERC3009DepositCollector: 'depositcollector',
  InkdChannelWrites: 'channelwrites',
};
const SOLC_VERSION = '0.8.28';

function parseArgs(argv) {
  const opts = {
    artifacts: path.join(here, 'artifacts'),
    bindings: path.join(repo, 'chain', 'bindings'),
    nodeModules: path.join(repo, 'internal', 'tools', 'npm', 'node_modules'),
  };
  const flags = { '--artifacts': 'artifacts', '--bindings': 'bindings', '--node-modules': 'nodeModules' };
  for (let i = 0; i < argv.length; i++) {
    const key = flags[argv[i]];
    if (!key || i + 1 >= argv.length) {
      throw new Error(`usage: node build.mjs [--artifacts DIR] [--bindings DIR] [--node-modules DIR] (bad argument ${argv[i]})`);
    }
    opts[key] = path.resolve(argv[++i]);
  }
  return opts;
}

function main() {
  const opts = parseArgs(process.argv.slice(2));
  const require = createRequire(path.join(opts.nodeModules, 'noop.js'));
  const solc = require('solc');
  const version = solc.version();
  if (!version.startsWith(SOLC_VERSION + '+')) {
    throw new Error(`solc ${SOLC_VERSION} required, found ${version}`);
  }

  // Source unit names are "src/<File>.sol"; relative imports resolve among them.
  const srcDir = path.join(here, 'src');
  const sources = {};
  for (const file of fs.readdirSync(srcDir).filter((f) => f.endsWith('.sol')).sort()) {
    sources[`src/${file}`] = { content: fs.readFileSync(path.join(srcDir, file), 'utf8') };
  }

  const input = {
    language: 'Solidity',
    sources,
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'cancun',
      outputSelection: {
        '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] },
      },
    },
  };

  // Only @openzeppelin/... imports reach the callback; they come from node_modules.
  const findImports = (name) => {
    if (!name.startsWith('@openzeppelin/')) {
      return { error: `import not found: ${name}` };
    }
    const file = path.join(opts.nodeModules, name);
    if (!file.startsWith(opts.nodeModules + path.sep) || !fs.existsSync(file)) {
      return { error: `import not found: ${name}` };
    }
    return { contents: fs.readFileSync(file, 'utf8') };
  };

  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports }));
  const errors = (output.errors || []).filter((e) => e.severity === 'error');
  for (const e of output.errors || []) {
    process.stderr.write(e.formattedMessage + '\n');
  }
  if (errors.length > 0) {
    throw new Error(`solc: ${errors.length} error(s)`);
  }

  fs.mkdirSync(opts.artifacts, { recursive: true });
  for (const [name, pkg] of Object.entries(CONTRACTS)) {
    const unit = output.contracts[`src/${name}.sol`];
    const c = unit && unit[name];
    if (!c) {
      throw new Error(`no output for ${name}`);
    }
    const bytecode = c.evm.bytecode.object;
    const deployed = c.evm.deployedBytecode.object;
    if (bytecode.length === 0 || deployed.length === 0 || bytecode.includes('__$')) {
      throw new Error(`${name}: empty bytecode or unlinked library`);
    }
    const artifact = { abi: c.abi, bytecode: '0x' + bytecode, deployedBytecode: '0x' + deployed };
    fs.writeFileSync(path.join(opts.artifacts, `${name}.json`), JSON.stringify(artifact, null, 2) + '\n');

    const dir = path.join(opts.bindings, pkg);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `${name}.abi`), JSON.stringify(c.abi) + '\n');
    fs.writeFileSync(path.join(dir, `${name}.bin`), bytecode + '\n');
  }
  process.stderr.write(`compiled ${Object.keys(CONTRACTS).length} contracts with solc ${version}\n`);
}

try {
  main();
} catch (err) {
  process.stderr.write(`build.mjs: ${err.message}\n`);
  process.exit(1);
}
