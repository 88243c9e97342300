import { isIPv4 } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Headers a reverse proxy adds; their presence means the peer relays someone else's request. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

export function isLoopbackAddress(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIPv4(v4)) return v4.startsWith('127.');
  return address === '::1';
}

/**
 * A caller on this machine: the socket peer is a loopback address and no proxy relayed the request.
 * The socket is read rather than request.ip, and any forwarding header disqualifies, so neither a
 * trusted proxy nor a forged header turns a remote caller into a local one.
 */
export function isLoopbackCaller(request: FastifyRequest): boolean {
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  return isLoopbackAddress(request.raw.socket?.remoteAddress ?? '');
}

/**
 * onRequest hook for development conveniences: any other caller gets the reply of a route that
 * does not exist, before validation, so nothing reveals that the route is there.
 */
export async function loopbackOnly(request: FastifyRequest, reply: FastifyReply) {
  if (!isLoopbackCaller(request)) return reply.callNotFound();
}
