// Preloaded into a server process (`node --import`): at its exit, prints the young generation's size
// (V8's new space), for test/small-machine-process.test.ts.
import fs from 'node:fs';
import v8 from 'node:v8';

process.on('exit', () => {
  const space = v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
  fs.writeSync(1, `young generation: ${space?.space_size ?? 'unknown'} bytes\n`);
});
