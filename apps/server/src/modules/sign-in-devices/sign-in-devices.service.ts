import { createHash } from 'node:crypto';
import { deviceIdentity, KNOWN_DEVICE_DAYS } from '@pesa/domain';
import type { Clock } from '../../clock.ts';
import type { SignInDevicesRepository } from './sign-in-devices.repository.ts';

const DAY_MS = 24 * 60 * 60_000;

/**
 * The devices people sign in from (docs/notifications.md, "New device"). A sign-in from a device
 * not seen in 90 days tells its person (security kind, so it cannot be muted). The first device
 * a person is seen with (registration, or the first sign-in since devices are kept) is not new:
 * there is nothing yet to compare it with.
 */
export class SignInDevices {
  constructor(
    private readonly repo: SignInDevicesRepository,
    private readonly deps: {
      /** NotificationsService.notify, outside any transaction (the session is already made). */
      notify: (event: {
        key: string;
        userId: number;
        type: 'security.newDevice';
        params: { subject: string };
      }) => Promise<void>;
      clock: Clock;
    },
  ) {}

  /** Registration: the device the account was made on is known from then on. */
  async registered(userId: number, device: { userAgent?: string; ip: string }): Promise<void> {
    await this.repo.insertNew(userId, hashOf(device), this.deps.clock.now().toISOString());
  }

  /** A password sign-in succeeded: tells the person when its device is new to them. */
  async signedIn(userId: number, device: { userAgent?: string; ip: string }): Promise<void> {
    const now = this.deps.clock.now();
    const at = now.toISOString();
    const hash = hashOf(device);
    const hadAny = await this.repo.any(userId);
    const isNew = (await this.repo.insertNew(userId, hash, at))
      ? hadAny
      : await this.repo.touch(
          userId,
          hash,
          at,
          new Date(now.getTime() - KNOWN_DEVICE_DAYS * DAY_MS).toISOString(),
        );
    if (!isNew) return;
    await this.deps.notify({
      key: `device:${userId}:${hash}:${at}`,
      userId,
      type: 'security.newDevice',
      params: { subject: browserOf(device.userAgent) },
    });
  }
}

function hashOf(device: { userAgent?: string; ip: string }): string {
  return createHash('sha256').update(deviceIdentity(device.userAgent, device.ip)).digest('hex');
}

/** A short, recognisable name of the browser for the message (never the address). */
function browserOf(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Chrome\//.test(ua)
      ? 'Chrome'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Safari\//.test(ua)
          ? 'Safari'
          : '';
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : '';
  return [browser, system].filter(Boolean).join(', ') || ua.slice(0, 40) || '?';
}
