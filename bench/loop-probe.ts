// Loaded into every process of the server that bench/load-server.ts starts (node --import):
// measures that process's event-loop delay between two SIGUSR2 signals, which the load
// server sends to the whole process group at the start and at the end of the run, and
// writes it to BENCH_LOOP_DIR/<pid>.json. With WORKERS, the primary and each worker report.
import fs from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const dir = process.env.BENCH_LOOP_DIR;
if (dir) {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  let measuring = false;
  process.on('SIGUSR2', () => {
    if (!measuring) {
      measuring = true;
      loop.reset();
      loop.enable();
      return;
    }
    measuring = false;
    loop.disable();
    const ms = (ns: number) => ns / 1e6;
    const report = {
      p50: ms(loop.percentile(50)),
      p99: ms(loop.percentile(99)),
      max: ms(loop.max),
      mean: ms(loop.mean),
    };
    fs.writeFileSync(path.join(dir, `${process.pid}.json`), JSON.stringify(report));
  });
}
