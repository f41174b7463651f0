import { startServer } from './harness.js';
import { checkoutWorkload } from './workloads.js';
const s = await startServer(3991, 54491);
try {
  const { buyers, checkout } = await checkoutWorkload(s, 64);
  await s.loop(buyers, 3, checkout);
  const r = await s.loop(buyers, 15, checkout);
  console.log(r.perSecond, r.failures);
} finally {
  await s.stop();
}
