import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

/**
 * Operations commands. `npm run ops -- create-operator <username> <password>` creates a
 * back-office operator in the configured database.
 */
async function main(argv: string[]) {
  const [command, ...args] = argv;
  if (command !== 'create-operator' || args.length !== 2) {
    console.error('usage: npm run ops -- create-operator <username> <password>');
    process.exit(2);
  }
  const { server, money } = await buildApp({
    config: { ...loadConfig(), LOG_LEVEL: 'warn' },
    logger: false,
  });
  try {
    const created = await money.operators.create(args[0]!, args[1]!);
    console.log(created ? `operator ${args[0]} created` : `operator ${args[0]} already exists`);
  } finally {
    await server.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
