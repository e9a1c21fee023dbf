#!/usr/bin/env node
// The engine's command-line interface. Runs the TypeScript source through tsx so that
// the CLI works straight after `npm install`, without a build step.
import { tsImport } from 'tsx/esm/api';

const { main } = await tsImport('../src/cli/main.ts', import.meta.url);
process.exitCode = await main(process.argv.slice(2));
