import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { Agent, request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connect as connectTls } from "node:tls";
import { freePort } from "#tests/support/free-port.ts";

/** Debian's caddy package (docs/deploy.md); tests that need it skip without it. */
export const caddyInstalled = spawnSync("caddy", ["version"]).status === 0;

export const siteHost = "site.localhost";
export const staffHost = "staff.localhost";

/** Every *.localhost name is this machine: no DNS and no /etc/hosts entry needed. */
const loopback: LookupFunction = (_hostname, options, callback) => {
  if (options.all) callback(null, [{ address: "127.0.0.1", family: 4 }]);
  else callback(null, "127.0.0.1", 4);
};

export type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

export type Instance = {
  port: number;
  staffPort: number;
  child: ChildProcess;
  inRotation: () => boolean;
  /** How many of Caddy's health checks it has passed. */
  passedChecks: () => number;
};

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const isLive = (port: number) =>
  fetch(`http://127.0.0.1:${port}/healthz`).then(
    (response) => response.ok,
    () => false,
  );

/**
 * Caddy alone with deploy/Caddyfile (TLS=internal, high ports, *.localhost
 * names) in front of the given upstreams ("127.0.0.1:3000 127.0.0.1:3010");
 * `env` adds to Caddy's environment (its time-outs).
 */
export async function startCaddy(options: {
  publicUpstreams: string;
  staffUpstreams: string;
  /** When the upstreams must know it before Caddy starts (their SITE_URL). */
  httpsPort?: number;
  env?: Record<string, string>;
}) {
  const directory = mkdtempSync(join(tmpdir(), "caddy-"));
  const [httpPort, httpsPort] = await Promise.all([freePort(), options.httpsPort ?? freePort()]);
  const caddy = spawn("caddy", ["run", "--config", "deploy/Caddyfile", "--adapter", "caddyfile"], {
    env: {
      ...process.env,
      HOME: directory,
      XDG_DATA_HOME: join(directory, "data"),
      XDG_CONFIG_HOME: join(directory, "config"),
      TLS: "internal",
      HTTP_PORT: String(httpPort),
      HTTPS_PORT: String(httpsPort),
      CADDY_ADMIN: "off",
      CADDY_ACCESS_LOG: join(directory, "access.log"),
      SITE_HOST: siteHost,
      STAFF_HOST: staffHost,
      PUBLIC_UPSTREAMS: options.publicUpstreams,
      STAFF_UPSTREAMS: options.staffUpstreams,
      ...options.env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let caddyLog = "";
  caddy.stderr?.on("data", (chunk: Buffer) => {
    caddyLog += chunk.toString();
  });
  const rootCertificate = join(directory, "data/caddy/pki/authorities/local/root.crt");
  await waitFor(async () => {
    if (caddy.exitCode !== null) throw new Error(`caddy exited:\n${caddyLog}`);
    return existsSync(rootCertificate);
  }, "Caddy's local CA");
  const ca = readFileSync(rootCertificate);
  // Caddy issues each host's certificate after it starts: a handshake before then is refused
  // ("internal error"), so the stack is ready once both hosts complete one (no request is sent).
  for (const host of [siteHost, staffHost]) {
    await waitFor(
      () =>
        new Promise<boolean>((resolve) => {
          const socket = connectTls({ host: "127.0.0.1", port: httpsPort, servername: host, ca });
          socket.once("secureConnect", () => {
            socket.destroy();
            resolve(true);
          });
          socket.once("error", () => {
            socket.destroy();
            resolve(false);
          });
        }),
      `Caddy's certificate for ${host}`,
    );
  }
  const agent = new Agent({
    keepAlive: true,
    ca,
    lookup: loopback,
    maxSockets: 256,
  });

  /** One HTTPS request through Caddy, as a browser on this machine sends it. */
  function request(
    path: string,
    options: {
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      host?: string;
    } = {},
  ): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const outgoing = httpsRequest(
        `https://${options.host ?? siteHost}:${httpsPort}${path}`,
        { method: options.method ?? "GET", headers: options.headers, agent },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks).toString(),
            }),
          );
          response.on("error", reject);
        },
      );
      outgoing.on("error", reject);
      outgoing.end(options.body);
    });
  }

  /** One plain-HTTP request to Caddy's HTTP port, redirects not followed. */
  function plainRequest(path: string, host = siteHost): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(
        `http://${host}:${httpPort}${path}`,
        { lookup: loopback },
        (response) => {
          response.resume();
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: "" }),
          );
        },
      );
      outgoing.on("error", reject);
      outgoing.end();
    });
  }

  return {
    siteUrl: `https://${siteHost}:${httpsPort}`,
    staffUrl: `https://${staffHost}:${httpsPort}`,
    httpPort,
    httpsPort,
    accessLog: join(directory, "access.log"),
    request,
    plainRequest,
    async stop() {
      agent.destroy();
      const exited = new Promise((resolve) => caddy.once("exit", resolve));
      caddy.kill("SIGTERM");
      await exited;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * Caddy with deploy/Caddyfile in front of two instances of the service on one
 * database, as in production. `env` reaches the instances (DATABASE_URL,
 * SITE_DIR, limits).
 */
export async function startCaddyStack(env: Record<string, string>) {
  const ports = await Promise.all(Array.from({ length: 5 }, () => freePort()));
  // Each instance listens twice: the public site, and the staff side next to it.
  const instancePorts = [
    { port: ports[0] as number, staffPort: ports[1] as number },
    { port: ports[2] as number, staffPort: ports[3] as number },
  ];
  // Caddy's HTTPS port, known before Caddy starts: the instances' SITE_URL names it.
  const httpsPort = ports[4] as number;
  const siteUrl = `https://${siteHost}:${httpsPort}`;
  const staffUrl = `https://${staffHost}:${httpsPort}`;
  const instanceEnv = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    // Debug: the lines of passing health checks, which info leaves out, show when
    // Caddy's checks reach an instance.
    LOG_LEVEL: "debug",
    // Caddy is the one hop the service trusts for X-Forwarded-For.
    TRUST_PROXY: "127.0.0.1",
    SITE_URL: siteUrl,
    STAFF_URL: staffUrl,
    // Production over HTTPS refuses to start without them (docs/decisions/145, decision 232).
    STAFF_AUTH_SECRET: "caddy-stack-staff-secret-of-32-characters-or-more",
    LINK_SIGNING_SECRET: "caddy-stack-link-secret-of-32-characters-or-more",
    // Health checks every second (deploy/Caddyfile), with room for a starved machine.
    SHUTDOWN_DRAIN_MS: "5000",
    ...env,
  };
  let errors = "";
  const startInstance = async ({
    port,
    staffPort,
  }: {
    port: number;
    staffPort: number;
  }): Promise<Instance> => {
    const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
      env: { ...instanceEnv, PORT: String(port), STAFF_PORT: String(staffPort) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      errors += chunk.toString();
    });
    // The service logs each request (a passing health check at debug); a /readyz
    // answered 200 is one of Caddy's checks (this helper probes /healthz).
    let passedChecks = 0;
    // The end of its log: a service that stops at start says why there (pino), not on stderr.
    let lastLog = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      passedChecks += chunk.toString().match(/"path":"\/readyz","statusCode":200/g)?.length ?? 0;
      lastLog = (lastLog + chunk.toString()).slice(-2_000);
    });
    // Generous: on a loaded machine two instances starting together took over a minute.
    // One that never answers is stopped, not left running past the test.
    await waitFor(
      () => {
        if (child.exitCode !== null) {
          throw new Error(`instance exited (${child.exitCode}):\n${errors}${lastLog}`);
        }
        return isLive(port);
      },
      `the instance on ${port}`,
      180_000,
    ).catch((error: unknown) => {
      child.kill("SIGKILL");
      throw error;
    });
    return {
      port,
      staffPort,
      child,
      // Caddy checks the staff port too, and these lines do not say which port: three
      // passed checks span two of Caddy's seconds, so the public port (which listens
      // first) has passed one of them, and Caddy sends it visitors.
      inRotation: () => passedChecks >= 3,
      passedChecks: () => passedChecks,
    };
  };
  const hasExited = ({ child }: Instance) => child.exitCode !== null || child.signalCode !== null;
  const stopInstance = async (instance: Instance) => {
    if (hasExited(instance)) return;
    const exited = new Promise((resolve) => instance.child.once("exit", resolve));
    instance.child.kill("SIGTERM");
    await exited;
  };

  // An instance that fails to start stops the others: left running, they outlived the test run.
  const started = await Promise.allSettled(instancePorts.map((ports) => startInstance(ports)));
  const instances = started.flatMap((result) =>
    result.status === "fulfilled" ? [result.value] : [],
  );
  const failed = started.find((result) => result.status === "rejected");
  if (failed) {
    await Promise.all(instances.map(stopInstance));
    throw failed.reason;
  }
  const caddy = await startCaddy({
    publicUpstreams: instances.map((instance) => `127.0.0.1:${instance.port}`).join(" "),
    staffUpstreams: instances.map((instance) => `127.0.0.1:${instance.staffPort}`).join(" "),
    httpsPort,
  }).catch(async (error: unknown) => {
    await Promise.all(instances.map(stopInstance));
    throw error;
  });
  await waitFor(
    () =>
      caddy.request("/readyz").then(
        (answer) => answer.status === 200,
        () => false,
      ),
    "Caddy to serve the site",
  );

  return {
    ...caddy,
    siteUrl,
    staffUrl,
    instances,
    /**
     * SIGTERM (which drains), wait for the exit, start again on the same port,
     * and wait until Caddy's health checks have put it back in the rotation,
     * as docs/deploy.md's rolling restart does before the next instance.
     */
    async restartInstance(index: number) {
      const instance = instances[index] as Instance;
      await stopInstance(instance);
      const started = await startInstance(instance);
      instances[index] = started;
      await waitFor(async () => started.inRotation(), "Caddy to put the instance back");
    },
    stopInstance: (index: number) => stopInstance(instances[index] as Instance),
    /** `kill -9`: the instance dies at once, its requests in flight with it (a crash). */
    async killInstance(index: number) {
      const instance = instances[index] as Instance;
      if (hasExited(instance)) return;
      const exited = new Promise((resolve) => instance.child.once("exit", resolve));
      instance.child.kill("SIGKILL");
      await exited;
    },
    async stop() {
      await Promise.all(instances.map(stopInstance));
      await caddy.stop();
    },
  };
}

export type CaddyStack = Awaited<ReturnType<typeof startCaddyStack>>;
