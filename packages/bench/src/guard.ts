/**
 * Keeps the bench and the soak off the internet: every socket connect is checked, and one to a host
 * other than loopback is refused (and counted) before it leaves the process.
 */
import net from 'node:net';

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost', '::ffff:127.0.0.1']);
const blocked: string[] = [];

function targetHost(args: unknown[]): string | undefined {
  const first = args[0];
  if (Array.isArray(first)) return targetHost(first);
  if (typeof first === 'object' && first !== null) {
    const o = first as { host?: string; path?: string };
    if (o.path !== undefined) return undefined; // a local (IPC) socket
    return o.host ?? 'localhost';
  }
  if (typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first))) {
    return typeof args[1] === 'string' ? args[1] : 'localhost';
  }
  return undefined; // a path: a local socket
}

let installed = false;

/** Installs the check (once). Connects to anything but loopback then fail with an error naming the host. */
export function installNetworkGuard(): void {
  if (installed) return;
  installed = true;
  const connect = net.Socket.prototype.connect;
  net.Socket.prototype.connect = function guardedConnect(this: net.Socket, ...args: unknown[]) {
    const host = targetHost(args);
    if (host !== undefined && !LOOPBACK.has(host)) {
      blocked.push(host);
      throw new Error(`bench network guard: refused a connection to ${host} (only loopback is allowed)`);
    }
    return (connect as (...a: unknown[]) => net.Socket).apply(this, args);
  } as typeof connect;
}

/** Hosts a connection was refused to, in order. */
export function blockedHosts(): readonly string[] {
  return blocked;
}
