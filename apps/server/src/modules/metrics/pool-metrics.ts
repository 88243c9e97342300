import { Gauge, type Registry } from 'prom-client';

type PoolUse = () => { total: number; idle: number; waiting: number };

/**
 * PostgreSQL pool use: connections open, idle, and queries waiting for one. Waiting above zero
 * for long means DATABASE_POOL_SIZE (or the database) is the limit (docs/scaling.md).
 */
export function poolMetrics(poolUse: PoolUse, registry: Registry): void {
  const gauge = (name: string, help: string, read: (use: ReturnType<PoolUse>) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read(poolUse()));
      },
    });
  gauge('pesa_db_pool_connections', 'PostgreSQL connections this instance holds', (u) => u.total);
  gauge('pesa_db_pool_idle_connections', 'PostgreSQL connections open and idle', (u) => u.idle);
  gauge(
    'pesa_db_pool_waiting_queries',
    'Queries waiting for a free PostgreSQL connection',
    (u) => u.waiting,
  );
}
