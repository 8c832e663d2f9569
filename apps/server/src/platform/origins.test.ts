import { describe, expect, it } from 'vitest';
import { createOriginPolicy, machineHosts } from './origins.ts';

const publicUrl = 'http://localhost:3000';
const hosts = () => new Set(['localhost', '127.0.0.1', '[::1]', '192.168.1.20', '[fd00::2]']);
const request = (url: string) => new Request(url);

describe('createOriginPolicy', () => {
  const embedded = createOriginPolicy({ publicUrl, localOrigins: true, localHosts: hosts });
  const deployment = createOriginPolicy({ publicUrl: 'https://swapyard.example', localOrigins: false });

  it("on the embedded default, trusts the machine's own address the request came in on, at its port", () => {
    for (const url of [
      'http://127.0.0.1:3000/api/auth/sign-in/email',
      'http://192.168.1.20:3000/api/auth/sign-in/email',
      'http://[::1]:3000/api/realtime',
      'http://[fd00::2]:3000/api/realtime',
    ]) {
      const origin = new URL(url).origin;
      expect(embedded.allows(origin, request(url)), url).toBe(true);
      expect(embedded.trustedOrigins(request(url))).toEqual([publicUrl, origin]);
      expect(embedded.browserOrigin(request(url))).toBe(origin);
    }
    expect(embedded.allows(publicUrl, request('http://localhost:3000/api/x'))).toBe(true);
  });

  it('never trusts another site, nor a page on another port or address than the request came in on', () => {
    const url = 'http://127.0.0.1:3000/api/auth/sign-in/email';
    expect(embedded.allows('https://evil.example', request(url))).toBe(false);
    expect(embedded.allows('http://127.0.0.1:4000', request(url))).toBe(false);
    expect(embedded.allows('http://192.168.1.20:3000', request(url))).toBe(false);
    // A name that is not one of the machine's own (DNS rebinding onto 127.0.0.1) is not trusted.
    const rebound = 'http://evil.example:3000/api/auth/sign-in/email';
    expect(embedded.allows('http://evil.example:3000', request(rebound))).toBe(false);
    expect(embedded.browserOrigin(request(rebound))).toBe(publicUrl);
    // Without a request (better-auth's start-up), only the fixed origins.
    expect(embedded.trustedOrigins()).toEqual([publicUrl]);
  });

  it('in a deployment trusts PUBLIC_URL only, and builds addresses from it', () => {
    const url = 'http://127.0.0.1:3000/api/payments/checkout';
    expect(deployment.allows('http://127.0.0.1:3000', request(url))).toBe(false);
    expect(deployment.trustedOrigins(request(url))).toEqual(['https://swapyard.example']);
    // Behind a proxy the request's own address is an internal one: the member's address is PUBLIC_URL.
    expect(deployment.browserOrigin(request('http://10.0.0.5:3000/api/payments/checkout'))).toBe(
      'https://swapyard.example',
    );
  });

  it('keeps extra origins (the Vite dev server) beside PUBLIC_URL', () => {
    const policy = createOriginPolicy({
      publicUrl,
      extraOrigins: ['http://localhost:5173'],
      localOrigins: false,
    });
    expect(policy.allows('http://localhost:5173', request('http://localhost:3000/api/x'))).toBe(true);
  });
});

describe('machineHosts', () => {
  it('holds the loopback names and addresses, IPv6 in URL brackets', () => {
    const found = machineHosts();
    for (const host of ['localhost', '127.0.0.1', '[::1]']) expect(found.has(host)).toBe(true);
    for (const host of found) expect(() => new URL(`http://${host}:3000`)).not.toThrow();
  });
});
