import { connect, createServer, type Socket } from "node:net";
import type { AddressInfo } from "node:net";

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
    pair.forEach((socket) => open.add(socket));
    const closeBoth = () => pair.forEach((socket) => (socket.destroy(), open.delete(socket)));
    pair.forEach((socket) => socket.on("error", closeBoth).on("close", closeBoth));
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
      open.forEach((socket) => socket.destroy());
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
