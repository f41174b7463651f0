import net from 'node:net';

/**
 * A TCP port nobody listens on now, chosen by the operating system. Tests that start their own
 * PostgreSQL use it rather than a random number: a random port in the machine's ephemeral range can
 * be held by another process's outgoing connection, and PostgreSQL then fails to bind.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}
