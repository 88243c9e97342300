import { isOperatorRole, OPERATOR_ROLES } from '@pesa/domain';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

const USAGE = `usage: npm run ops -- create-operator <username> <password> [${OPERATOR_ROLES.join('|')}]`;

/**
 * Operations commands. `npm run ops -- create-operator <username> <password> [role]` creates a
 * back-office operator in the configured database; without a role the first operator is an
 * admin and any later one `support`. The operator enrols a second factor at the first sign-in.
 */
async function main(argv: string[]) {
  const [command, ...args] = argv;
  const role = args[2];
  if (
    command !== 'create-operator' ||
    args.length < 2 ||
    args.length > 3 ||
    (role !== undefined && !isOperatorRole(role))
  ) {
    console.error(USAGE);
    process.exit(2);
  }
  const { server, money } = await buildApp({
    config: { ...loadConfig(), LOG_LEVEL: 'warn' },
    logger: false,
  });
  try {
    const created = await money.operators.create(
      args[0]!,
      args[1]!,
      isOperatorRole(role) ? role : undefined,
    );
    console.log(created ? `operator ${args[0]} created` : `operator ${args[0]} already exists`);
  } finally {
    await server.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
