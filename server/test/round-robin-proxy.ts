// Test helper: one address in front of several server processes, each request to the next one in turn (as a load
// balancer without sticky sessions would), counting which process answered what.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  baseUrl: string;
  /** Per backend, the request lines ("GET /path") it answered. */
  served: string[][];
  close(): Promise<void>;
}

export interface ProxyOptions {
  /** The port to listen on (default: a free one). */
  port?: number;
  /**
   * Sends a request to one backend whatever the turn, when this returns its index for the request's path (e.g. the
   * providers' sandboxes, which keep their state in one process as the real providers are one service); the turn is
   * left as it was.
   */
  pin?: (path: string) => number | undefined;
}

export async function startRoundRobinProxy(backends: string[], options: ProxyOptions = {}): Promise<RoundRobinProxy> {
  const served: string[][] = backends.map(() => []);
  let next = 0;
  const server = http.createServer((req, res) => {
    const index = options.pin?.(req.url ?? '/') ?? next++ % backends.length;
    const target = new URL(backends[index]!);
    served[index]!.push(`${req.method} ${req.url}`);
    const upstream = http.request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
