import type { Clock } from './clock.ts';
import { TtlCache } from './cache/ttl-cache.ts';
import { PayeeNames } from './channels/payee-names.ts';
import { Rails } from './channels/rails.ts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { AssetsRepository } from './modules/assets/assets.repository.ts';
import { AssetsService } from './modules/assets/assets.service.ts';
import { AccountService } from './modules/account/account.service.ts';
import { LoginPasswordService } from './modules/login-password/login-password.service.ts';
import { createFilesService } from './modules/files/files.setup.ts';
import { PayeesRepository } from './modules/payees/payees.repository.ts';
import { PayeesService } from './modules/payees/payees.service.ts';
import { PayeeCheckService } from './modules/payees/payee-check.service.ts';
import { HourlyAccountLimit } from './security/hourly-account-limit.ts';
import { KycRepository } from './modules/identity/kyc.repository.ts';
import { KycService } from './modules/identity/kyc.service.ts';
import { MessagingRepository } from './modules/messaging/messaging.repository.ts';
import { MessagingService } from './modules/messaging/messaging.service.ts';
import { SecurityNotices } from './modules/security-notices/security-notices.service.ts';
import { SignInDevicesRepository } from './modules/sign-in-devices/sign-in-devices.repository.ts';
import { SignInDevices } from './modules/sign-in-devices/sign-in-devices.service.ts';
import { NotificationsRepository } from './modules/notifications/notifications.repository.ts';
import { NotificationsService } from './modules/notifications/notifications.service.ts';
import { insertJob, pendingJob } from './jobs/job-queue.ts';
import { NoticesRepository } from './modules/notices/notices.repository.ts';
import { NoticesService } from './modules/notices/notices.service.ts';
import { OplogRepository } from './modules/oplog/oplog.repository.ts';
import { OplogService } from './modules/oplog/oplog.service.ts';
import { ContactChangeService } from './modules/profile/contact-change.service.ts';
import { ProfileService } from './modules/profile/profile.service.ts';
import { ReferenceRepository } from './modules/reference/reference.repository.ts';
import { ReferenceService } from './modules/reference/reference.service.ts';
import { SessionRepository } from './modules/session/session.repository.ts';
import { SessionService } from './modules/session/session.service.ts';
import { TeamRepository } from './modules/team/team.repository.ts';
import { TeamService } from './modules/team/team.service.ts';
import { createPasswordHashers } from './security/password-hashers.ts';
import { UsersRepository } from './modules/users/users.repository.ts';
import { UsersService } from './modules/users/users.service.ts';
import { VerificationRepository } from './modules/verification/verification.repository.ts';
import { VerificationService } from './modules/verification/verification.service.ts';

/** Builds every service once, wiring repositories to the database and services to each other. */
export function createServices(db: Db, config: Config, clock: Clock) {
  const k = db.kysely;
  const hashers = createPasswordHashers(config.PASSWORD_HASH_COST);
  const hasher = hashers.customers;
  // Which rails are real, simulated or off here; channel lists leave out the rails that are off.
  const rails = new Rails(config);
  const reference = new ReferenceService(
    new ReferenceRepository(k),
    clock,
    TtlCache.shared(clock, db.cacheNotices, 'reference'),
    (payType, currencyId) => rails.offers(payType, currencyId),
    (payType, currencyId) => rails.upcoming(payType, currencyId),
  );
  const users = new UsersService(new UsersRepository(k), reference);
  const sessions = new SessionService(
    new SessionRepository(k),
    clock,
    config.SESSION_IDLE_MINUTES,
    config.SESSION_ABSOLUTE_HOURS,
    db.cacheNotices.generationsRider ? [db.cacheNotices.generationsRider] : [],
    db.cacheNotices.generationsUnchanged?.bind(db.cacheNotices),
  );
  const messaging = new MessagingService(new MessagingRepository(k), config, clock);
  const verification = new VerificationService(new VerificationRepository(k), messaging, clock);
  const oplog = new OplogService(new OplogRepository(k), clock);
  const notices = new NoticesService(new NoticesRepository(k), clock);
  // Its jobs run on the money side's worker (money-services.ts), which registers their handlers.
  const notifications = new NotificationsService(new NotificationsRepository(k), {
    users,
    currencies: () => reference.currencyMap(),
    messaging,
    enqueue: (trx, type, payload) => insertJob(trx, pendingJob(type, payload, clock.now())),
    clock,
    jobLeaseMs: config.JOB_LEASE_MS,
  });
  const securityNotices = new SecurityNotices(messaging, {
    notify: (executor, event) => notifications.notify(executor, event),
    db: k,
    now: () => clock.now().toISOString(),
  });
  const passwords = new LoginPasswordService({ users, hasher, clock, config });
  const account = new AccountService({
    users,
    sessions,
    verification,
    reference,
    oplog,
    hasher,
    passwords,
    notices: securityNotices,
    devices: new SignInDevices(new SignInDevicesRepository(k), {
      notify: (event) => notifications.notify(k, event),
      clock,
    }),
    clock,
  });
  const team = new TeamService(new TeamRepository(k), {
    users,
    sessions,
    reference,
    oplog,
    hasher,
    clock,
  });
  const assets = new AssetsService(new AssetsRepository(k));
  const files = createFilesService(k, config, clock);
  const profile = new ProfileService({
    users,
    sessions,
    verification,
    oplog,
    files,
    hasher,
    passwords,
    notices: securityNotices,
    clock,
  });
  const contactChange = new ContactChangeService({
    users,
    passwords,
    verification,
    notices: securityNotices,
    oplog,
    clock,
  });
  const payees = new PayeesService(new PayeesRepository(k), {
    reference,
    users,
    oplog,
    clock,
    forOrders:
      db.engine === 'postgres' ? TtlCache.shared(clock, db.cacheNotices, 'payees') : undefined,
  });
  const payeeCheck = new PayeeCheckService({
    names: new PayeeNames(rails),
    limit: new HourlyAccountLimit(k, clock, 'payee-check', config.PAYEE_CHECKS_PER_HOUR),
  });
  const kyc = new KycService(new KycRepository(k), {
    users,
    files,
    reference,
    messaging,
    notify: (event) => notifications.notify(k, event),
    oplog,
    clock,
  });
  return {
    rails,
    kyc,
    assets,
    files,
    payees,
    payeeCheck,
    hasher,
    operatorHasher: hashers.operators,
    reference,
    users,
    sessions,
    messaging,
    verification,
    oplog,
    notices,
    notifications,
    account,
    profile,
    contactChange,
    team,
  };
}

export type Services = ReturnType<typeof createServices>;
