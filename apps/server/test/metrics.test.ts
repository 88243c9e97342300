import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import { addMpesaPayee, MONEY_ENV, newSn, setFundPassword, topUp } from './money-helpers.ts';

/** A job type no handler knows: every run of it fails, as a rail that keeps refusing would. */
const FAILING_JOB = 'metrics.test-failing';

/** The value of one series in Prometheus text, or undefined when the series is absent. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(engines)('Prometheus metrics on %s', (engine) => {
  let h: Harness;
  let port: number;
  let token: string;
  let sendSn: string;
  let payeeId: number;

  const scrape = async () => {
    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    return response.text();
  };

  beforeAll(async () => {
    h = await startHarness(engine, MONEY_ENV);
    port = await h.app.metrics.listen({ port: 0, host: '127.0.0.1', ledgerCheckMs: 3_600_000 });
    const user = await registerByPhone(h);
    token = user.token;
    await setFundPassword(h, token, user.phone, user.national);
    payeeId = await addMpesaPayee(h, token);
    await topUp(h, token, '5000');
    h.tick();
    const sent = await h.call<{ sn: string }>(
      '/order/create',
      {
        sn: newSn(),
        scope: 0,
        payeeId,
        payType: 2,
        currencyId: 404,
        amount: '1500',
        fundPassword: '135790',
      },
      { token },
    );
    expect(sent.code).toBe(200);
    sendSn = sent.data.sn;
    await h.app.money.worker.runDue();
    h.tick();
    const detail = await h.call<{ status: number }>(`/order/detail/${sendSn}`, {}, { token });
    expect(detail.data.status).toBe(1);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('counts the paid send and the credited top-up by rail and final status', async () => {
    const text = await scrape();
    expect(valueOf(text, 'pesa_orders_finished_total{kind="send",rail="2",status="pass"}')).toBe(1);
    expect(
      valueOf(text, 'pesa_orders_finished_total{kind="top_up",rail="502",status="pass"}'),
    ).toBe(1);
  });

  it('times requests by route pattern, never by the order number in the URL', async () => {
    const text = await scrape();
    const detail = 'route="/api/order/detail/:sn",status_code="200"';
    expect(valueOf(text, `http_requests_total{method="POST",${detail}}`)).toBe(1);
    expect(valueOf(text, `http_request_duration_seconds_count{method="POST",${detail}}`)).toBe(1);
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005",method="POST"');
    expect(text).not.toContain(sendSn);
    // Node's own process metrics come along.
    expect(text).toContain('process_cpu_seconds_total');
  });

  it('counts sends waiting for their payout, with when the oldest was made', async () => {
    await h.app.metrics.ledgerCheck.run();
    expect(valueOf(await scrape(), 'pesa_sends_pending')).toBe(0);
    h.tick();
    const madeAt = h.clock.now().getTime();
    const sent = await h.call(
      '/order/create',
      {
        sn: newSn(),
        scope: 0,
        payeeId,
        payType: 2,
        currencyId: 404,
        amount: '100',
        fundPassword: '135790',
      },
      { token },
    );
    expect(sent.code).toBe(200);
    h.clock.advance(60_000);
    await h.app.metrics.ledgerCheck.run();
    const text = await scrape();
    expect(valueOf(text, 'pesa_sends_pending')).toBe(1);
    expect(valueOf(text, 'pesa_sends_pending_oldest_created_timestamp_seconds')).toBe(
      madeAt / 1000,
    );
  });

  it('shows a failing job as retrying, then dead, with the age of the oldest due job', async () => {
    await h.app.money.jobs.enqueue(FAILING_JOB, {});
    h.clock.advance(30_000);
    let text = await scrape();
    expect(valueOf(text, `pesa_jobs{type="${FAILING_JOB}",status="pending"}`)).toBe(1);
    expect(valueOf(text, `pesa_jobs_oldest_due_age_seconds{type="${FAILING_JOB}"}`)).toBe(30);
    expect(valueOf(text, `pesa_jobs_retrying{type="${FAILING_JOB}"}`)).toBe(0);

    await h.app.money.worker.runDue();
    text = await scrape();
    expect(valueOf(text, `pesa_jobs_retrying{type="${FAILING_JOB}"}`)).toBe(1);
    // Its next try is not yet due.
    expect(valueOf(text, `pesa_jobs_oldest_due_age_seconds{type="${FAILING_JOB}"}`)).toBe(0);
    expect(valueOf(text, `pesa_jobs_dead{type="${FAILING_JOB}"}`)).toBe(0);

    // Every later try fails too, until the queue gives up on it.
    for (let run = 0; run < 12; run++) {
      h.clock.advance(3_600_001);
      await h.app.money.worker.runDue();
    }
    text = await scrape();
    expect(valueOf(text, `pesa_jobs_dead{type="${FAILING_JOB}"}`)).toBe(1);
    expect(valueOf(text, `pesa_jobs{type="${FAILING_JOB}",status="failed"}`)).toBe(1);
    expect(valueOf(text, `pesa_jobs_retrying{type="${FAILING_JOB}"}`)).toBe(0);
    expect(valueOf(text, 'pesa_database_up')).toBe(1);
    expect(valueOf(text, 'pesa_webhook_deliveries_failing{state="failed"}')).toBe(0);
    expect(valueOf(text, 'pesa_messages_failing{state="dead"}')).toBe(0);
  });

  it('counts webhook events and messages failing from the rows their tries leave', async () => {
    const k = h.app.db.kysely;
    const now = h.clock.now().toISOString();
    const event = (id: string, status: string, attempts: number) => ({
      event_id: id,
      user_id: 1,
      mode: 'live',
      event_type: 'order.status',
      order_id: 1,
      body: '{}',
      status,
      attempts,
      create_time: now,
    });
    // Delivered and not yet tried are not failing; a refused try and a given-up event are.
    await k
      .insertInto('webhook_events')
      .values([
        event('evt_metrics_delivered', 'delivered', 2),
        event('evt_metrics_new', 'pending', 0),
        event('evt_metrics_refused', 'pending', 1),
        event('evt_metrics_given_up', 'failed', 8),
      ])
      .execute();
    // An SMS job that failed once and waits for its next try, and an email job that gave up.
    const job = (type: string, status: string, attempts: number) => ({
      type,
      payload: '{}',
      status,
      run_at: new Date(h.clock.now().getTime() + 60_000).toISOString(),
      attempts,
      create_time: now,
    });
    await k
      .insertInto('jobs')
      .values([job('notify.recipient', 'pending', 1), job('notify.messages', 'failed', 12)])
      .execute();
    const text = await scrape();
    expect(valueOf(text, 'pesa_webhook_deliveries_failing{state="retrying"}')).toBe(1);
    expect(valueOf(text, 'pesa_webhook_deliveries_failing{state="failed"}')).toBe(1);
    expect(valueOf(text, 'pesa_messages_failing{state="retrying"}')).toBe(1);
    expect(valueOf(text, 'pesa_messages_failing{state="dead"}')).toBe(1);
  });

  it('reports PostgreSQL pool use only on PostgreSQL', async () => {
    const text = await scrape();
    const connections = valueOf(text, 'pesa_db_pool_connections');
    if (engine === 'postgres') {
      expect(connections).toBeGreaterThan(0);
      // The scrape's own queries may be waiting for a connection as the pool is read.
      expect(valueOf(text, 'pesa_db_pool_waiting_queries')).toBeGreaterThanOrEqual(0);
      expect(valueOf(text, 'pesa_db_pool_idle_connections')).toBeLessThanOrEqual(connections!);
      expect(connections).toBeLessThanOrEqual(h.config.DATABASE_POOL_SIZE);
    } else expect(connections).toBeUndefined();
  });

  it('answers nothing but GET /metrics on the metrics port', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(404);
  });

  it('never serves metrics on the public port: /metrics is any unknown path there', async () => {
    const metrics = await h.app.server.inject({ method: 'GET', url: '/metrics' });
    const unknown = await h.app.server.inject({ method: 'GET', url: '/no-such-page' });
    expect(metrics.statusCode).toBe(unknown.statusCode);
    expect(metrics.headers['content-type']).toBe(unknown.headers['content-type']);
    expect(metrics.body).toBe(unknown.body);
    expect(metrics.body).not.toContain('http_requests_total');
    expect(metrics.body).not.toContain('pesa_');
  });

  it('passes the ledger check on a healthy ledger and fails it once a balance is corrupted', async () => {
    await h.app.metrics.ledgerCheck.run();
    let text = await scrape();
    expect(valueOf(text, 'pesa_ledger_check_ok')).toBe(1);
    expect(valueOf(text, 'pesa_ledger_unbalanced_entries')).toBe(0);
    expect(valueOf(text, 'pesa_ledger_unreconciled_accounts')).toBe(0);
    expect(valueOf(text, 'pesa_ledger_check_last_run_timestamp_seconds')).toBe(
      h.clock.now().getTime() / 1000,
    );

    // Straight in the database, behind the ledger's back: one account's balance and one posting.
    const k = h.app.db.kysely;
    await sql`update ledger_accounts set balance = balance + 1
      where id = (select min(account_id) from ledger_postings)`.execute(k);
    await h.app.metrics.ledgerCheck.run();
    text = await scrape();
    expect(valueOf(text, 'pesa_ledger_check_ok')).toBe(0);
    expect(valueOf(text, 'pesa_ledger_unreconciled_accounts')).toBe(1);
    expect(valueOf(text, 'pesa_ledger_unbalanced_entries')).toBe(0);

    await sql`update ledger_postings set amount = amount + 1
      where id = (select max(id) from ledger_postings)`.execute(k);
    await h.app.metrics.ledgerCheck.run();
    text = await scrape();
    expect(valueOf(text, 'pesa_ledger_check_ok')).toBe(0);
    expect(valueOf(text, 'pesa_ledger_unbalanced_entries')).toBe(1);
  });

  it('closes the metrics port when the app closes', async () => {
    await h.close();
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });
});
