#!/usr/bin/env node
// forge-solc.mjs lets forge compile offline with the pinned solc from npm
// (wasm), the same compiler build.mjs uses for the committed artifacts.
//
// forge wants a native solc binary and cannot download one here, so
// foundry.toml names this script as its solc. forge calls it in two ways:
//
//   forge-solc.mjs --version                 -> "Version: 0.8.28+commit.…"
//   forge-solc.mjs [--base-path DIR] [--include-path DIR] [--allow-paths …]
//                  --standard-json  < input.json > output.json
//
// The second compiles the standard-JSON input with solc's JS API; imports
// forge did not inline are read from disk under the base and include paths.
// Flags solcjs does not know (--allow-paths and the like) are ignored.

import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..', '..');
const nodeModules = path.join(repo, 'internal', 'tools', 'npm', 'node_modules');
const require = createRequire(path.join(nodeModules, 'noop.js'));

// Exactly the compiler of build.mjs; forge checks the version it is told.
const SOLC_VERSION = '0.8.28';

function parseArgs(argv) {
  const opts = { version: false, standardJson: false, basePath: process.cwd(), includePaths: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--version') opts.version = true;
    else if (arg === '--standard-json') opts.standardJson = true;
    else if (arg === '--base-path') opts.basePath = path.resolve(argv[++i]);
    else if (arg === '--include-path') opts.includePaths.push(path.resolve(argv[++i]));
    else if (arg === '--allow-paths') i++;
    // anything else (a future flag) is ignored, as solcjs would reject it
  }
  return opts;
}

function readStdin() {
  return fs.readFileSync(0, 'utf8');
}

function main() {
  const opts = parseArgs(process.argv.slice(2));
  const solc = require('solc');
  const version = solc.version();
  if (!version.startsWith(SOLC_VERSION + '+')) {
    throw new Error(`solc ${SOLC_VERSION} required, found ${version}`);
  }
  if (opts.version) {
    // solc's native banner; forge parses the "Version:" line. The npm build
    // says ".Emscripten.clang"; forge only needs the semver part.
    process.stdout.write(`solc, the solidity compiler commandline interface\nVersion: ${version}\n`);
    return;
  }
  if (!opts.standardJson) {
    throw new Error('only --version and --standard-json are supported');
  }
  const roots = [opts.basePath, ...opts.includePaths];
  const findImports = (name) => {
    for (const root of roots) {
      const file = path.resolve(root, name);
      if (fs.existsSync(file)) return { contents: fs.readFileSync(file, 'utf8') };
    }
    return { error: `import not found: ${name}` };
  };
  process.stdout.write(solc.compile(readStdin(), { import: findImports }));
}

try {
  main();
} catch (err) {
  process.stderr.write(`forge-solc.mjs: ${err.message}\n`);
  process.exit(1);
}
