#!/usr/bin/env node
// `npm test`: every check that needs no outside data, one after another. Each stage prints its
// failures in full and counts its passes; a failing stage does not stop the others, so one run
// shows every failure. Ends with the total as "N passed, N failed" alone on a line, the line CI
// logs are read by (a stage that fails without counting, a type error say, adds one failure).
import { spawn } from 'node:child_process';

const STAGES = ['typecheck', 'lint', 'test:engine', 'test:cli', 'test:element', 'test:a11y', 'test:ssr', 'test:types', 'test:package'];
const COUNTS = /^(?:\w+: )?(\d+) passed, (\d+) failed/;

let passed = 0;
let failed = 0;
for (const stage of STAGES) {
  process.stdout.write(`\n${stage}\n`);
  const { code, last } = await run(stage);
  const counts = last ? COUNTS.exec(last) : null;
  if (counts) {
    passed += Number(counts[1]);
    failed += Number(counts[2]);
  } else if (code === 0) passed++;
  if (code !== 0 && (!counts || Number(counts[2]) === 0)) failed++;
}
process.stdout.write(`\ntotal: ${passed} passed, ${failed} failed\n`);
process.exitCode = failed > 0 ? 1 : 0;

/** Runs `npm run STAGE` quietly, passing its output through; resolves with its exit code and its last counting line. */
function run(stage) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', stage], { stdio: ['ignore', 'pipe', 'inherit'] });
    let last = null;
    let pending = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop();
      for (const line of lines) if (COUNTS.test(line.trim())) last = line.trim();
    });
    child.on('close', (code) => {
      if (COUNTS.test(pending.trim())) last = pending.trim();
      resolve({ code: code ?? 1, last });
    });
  });
}
