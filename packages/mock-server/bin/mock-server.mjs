#!/usr/bin/env node
// The `mock-server` command. It is a file of its own rather than dist/cli.js so that the command exists
// from the moment the package is installed: in a workspace, pnpm links it before anything is built.
try {
  await import('../dist/cli.js');
} catch (error) {
  if (error?.code === 'ERR_MODULE_NOT_FOUND' && String(error.message).includes('cli.js')) {
    console.error('mock-server: dist/cli.js is missing; build @pkg/mock-server first (pnpm build)');
    process.exit(1);
  }
  throw error;
}
