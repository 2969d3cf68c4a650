#!/usr/bin/env node
import { main } from './cli';
import { createContext } from './context';

// The only place that ends the process: after stdout and stderr are flushed, so piped output is complete.
const code = await main(process.argv.slice(2), createContext());
process.stdout.write('', () => process.stderr.write('', () => process.exit(code)));
