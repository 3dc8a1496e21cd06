import type { AddressInfo } from "node:net";
import { connect, createServer, type Socket } from "node:net";

export interface SwitchingProxy {
  url: string;
  /** New connections go to this port from now on (open ones stay where they are). */
  switchTo(port: number): void;
  close(): Promise<void>;
}

/**
 * A TCP stand-in for a load balancer in front of several server processes: browsers keep one
 * address while the process behind it changes.
 */
export async function startSwitchingProxy(targetPort: number): Promise<SwitchingProxy> {
  let target = targetPort;
  const open = new Set<Socket>();
  const server = createServer((downstream) => {
    const upstream = connect(target, "127.0.0.1");
    const pair = [downstream, upstream];
    for (const socket of pair) open.add(socket);
    const closeBoth = () => {
      for (const socket of pair) {
        socket.destroy();
        open.delete(socket);
      }
    };
    for (const socket of pair) socket.on("error", closeBoth).on("close", closeBoth);
    downstream.pipe(upstream);
    upstream.pipe(downstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    switchTo(port) {
      target = port;
    },
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
