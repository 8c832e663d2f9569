import os from 'node:os';

/**
 * Which page origins the server trusts (better-auth's origin check, the realtime socket's Origin check, and the
 * address a sandbox checkout opens on). Always PUBLIC_URL (and Vite's dev server outside production). On the
 * embedded default with PUBLIC_URL unset (`localOrigins`), also the machine's own addresses at the port the request
 * came in on: `npm start` opened at http://127.0.0.1:3000, or from a phone at http://192.168.1.20:3000, works like
 * http://localhost:3000 (docs/decisions/011-deployment-safety.md).
 */
/** The Vite dev server, which proxies the web app to us during development. */
export const VITE_DEV_ORIGIN = 'http://localhost:5173';

export interface OriginPolicy {
  /** The origins trusted for this request (better-auth's `trustedOrigins`); the fixed ones without a request. */
  trustedOrigins(request?: Request): string[];
  /** Whether a page at `origin` may make this request. */
  allows(origin: string, request: Request): boolean;
  /**
   * The origin the member's browser uses for this request: its own address when that is a trusted one (so a member
   * on 127.0.0.1 stays on 127.0.0.1), PUBLIC_URL otherwise (e.g. behind a proxy, where the request's own address
   * is the internal one).
   */
  browserOrigin(request: Request): string;
}

export function createOriginPolicy(options: {
  publicUrl: string;
  /** Origins trusted besides PUBLIC_URL (Vite's dev server during development). */
  extraOrigins?: string[];
  localOrigins: boolean;
  /** The machine's own host names; default: loopback and the network interfaces' addresses. */
  localHosts?: () => Set<string>;
}): OriginPolicy {
  const fixed = [options.publicUrl, ...(options.extraOrigins ?? [])];
  const localHosts = options.localHosts ?? machineHosts;

  /** The request's own origin (from its Host), when that is one of this machine's addresses. */
  const localOrigin = (request: Request | undefined): string | undefined => {
    if (!options.localOrigins || !request) return undefined;
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return undefined;
    }
    if (url.protocol !== 'http:' || !localHosts().has(url.hostname.toLowerCase())) return undefined;
    return url.origin;
  };

  const trustedOrigins = (request?: Request) => {
    const local = localOrigin(request);
    return local && !fixed.includes(local) ? [...fixed, local] : fixed;
  };

  return {
    trustedOrigins,
    allows: (origin, request) => trustedOrigins(request).includes(origin),
    browserOrigin(request) {
      const own = new URL(request.url).origin;
      return trustedOrigins(request).includes(own) ? own : options.publicUrl;
    },
  };
}

/** localhost, the loopback addresses and every address of the machine's interfaces, as URL host names. */
export function machineHosts(): Set<string> {
  const hosts = new Set(['localhost', '127.0.0.1', '[::1]']);
  for (const addresses of Object.values(os.networkInterfaces())) {
    for (const { address, family, scopeid } of addresses ?? []) {
      // Link-local IPv6 addresses need a zone (%eth0) that no URL carries.
      if (scopeid) continue;
      hosts.add(family === 'IPv6' ? `[${address.toLowerCase()}]` : address);
    }
  }
  return hosts;
}
