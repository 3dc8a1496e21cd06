import { spawn } from "node:child_process";

/** Development: the API + WebSocket server on API_PORT (3001) and Vite with hot reload on PORT (3000), proxied. */
const apiPort = process.env.API_PORT ?? "3001";
const children = [
  spawn("npx", ["tsx", "watch", "server/index.ts"], {
    stdio: "inherit",
    env: {
      ...process.env,
      PORT: apiPort,
      APP_ORIGIN: process.env.APP_ORIGIN ?? `http://localhost:${process.env.PORT ?? 3000}`,
    },
  }),
  spawn("npx", ["vite"], { stdio: "inherit", env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children)
  child.on("exit", (code) => {
    stop();
    process.exit(code ?? 0);
  });
